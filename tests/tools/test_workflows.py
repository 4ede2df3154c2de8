"""The GitHub workflow (.github/workflows/) checked here, since it only runs there:
actionlint (with shellcheck for the `run:` scripts, both from the test extra)
finds nothing in it and does catch a planted fault; and every install, test and
build command it runs is a command line the README gives, so what passes here
in `.ci/run` is what the workflow runs on each system."""
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
WORKFLOWS = REPO / ".github" / "workflows"
README = REPO / "README.md"
# A `run:` line starting with one of these runs the project's own commands, so it
# must be a README line, character for character.
PROJECT_COMMANDS = ("python", "pip", "pytest", "solo-mus")


def _tool(name: str) -> str:
    """The path of a command the test extra installs (beside this Python, or on PATH)."""
    path = os.pathsep.join([sysconfig.get_path("scripts"), os.environ.get("PATH", "")])
    found = shutil.which(name, path=path)
    assert found, f'{name} is missing: python -m pip install -e ".[test]"'
    return found


def _actionlint(*files: Path, cwd: Path = REPO) -> subprocess.CompletedProcess:
    return subprocess.run(
        [_tool("actionlint"), "-no-color", "-oneline", "-shellcheck", _tool("shellcheck"),
         *[str(f) for f in files]],
        cwd=cwd, capture_output=True, text=True, timeout=120)


def _workflow_files() -> list[Path]:
    files = sorted(WORKFLOWS.glob("*.yml")) + sorted(WORKFLOWS.glob("*.yaml"))
    assert files, f"no workflow in {WORKFLOWS}"
    return files


def _load(path: Path) -> dict:
    workflow = yaml.safe_load(path.read_text(encoding="utf-8"))
    if True in workflow:  # YAML 1.1 reads the key `on` as true
        workflow["on"] = workflow.pop(True)
    return workflow


def _run_lines(job: dict) -> list[str]:
    """Every line of every `run:` script of a job, stripped, continuations joined."""
    lines = []
    for step in job.get("steps", []):
        script = re.sub(r"\\\n\s*", " ", step.get("run", ""))
        lines += [line.strip() for line in script.splitlines() if line.strip()]
    return lines


def readme_commands(text: str) -> set[str]:
    """The command lines of a Markdown text: its indented and fenced code lines, stripped."""
    commands, fenced = set(), False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif fenced or (line.startswith("    ") and line.strip()):
            commands.add(line.strip())
    return commands


# --------------------------------------------------------------------------
# actionlint
# --------------------------------------------------------------------------


def test_actionlint_finds_nothing_in_the_workflows():
    result = _actionlint(*_workflow_files())
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def test_actionlint_catches_a_retired_runner_a_wrong_input_and_an_unquoted_variable(tmp_path):
    """So that the test above can fail: the same call finds planted faults,
    shellcheck's among them."""
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    bad = tmp_path / ".github" / "workflows" / "bad.yml"
    bad.write_text(
        "on: push\n"
        "jobs:\n"
        "  build:\n"
        "    runs-on: macos-13\n"
        "    steps:\n"
        "      - uses: actions/checkout@v6\n"
        "        with:\n"
        "          fetch-dept: 1\n"
        "      - run: ls $HOME\n", encoding="utf-8", newline="\n")
    result = _actionlint(bad, cwd=tmp_path)
    found = result.stdout
    assert result.returncode == 1
    assert '"macos-13" is unknown' in found
    assert 'input "fetch-dept" is not defined' in found
    assert "SC2086" in found  # shellcheck ran on the run: script


# --------------------------------------------------------------------------
# The workflow runs the README's commands
# --------------------------------------------------------------------------


def test_readme_commands_are_its_code_lines():
    text = "Run:\n\n    python -m pytest\n\n- Windows:\n\n      py -3.11 -m venv .venv\n\n```\nsolo-mus\n```\n  prose\n"
    assert readme_commands(text) == {"python -m pytest", "py -3.11 -m venv .venv", "solo-mus"}


def test_every_project_command_the_workflow_runs_is_a_readme_line():
    commands = readme_commands(README.read_text(encoding="utf-8"))
    ran = []
    for path in _workflow_files():
        for name, job in _load(path)["jobs"].items():
            for line in _run_lines(job):
                if line.startswith(PROJECT_COMMANDS):
                    assert line in commands, f"{path.name}, job {name}: {line!r} is not a command in README.md"
                    ran.append(line)
    assert 'python -m pip install -e ".[test]" && python -m pytest -m "not slow"' in ran
    assert 'python -m pip install -e ".[build]" && python tools/build_exe.py' in ran


def _release() -> dict:
    return _load(WORKFLOWS / "release.yml")


def test_quick_tests_on_three_systems_for_every_push_and_pull_request():
    workflow = _release()
    assert set(workflow["on"]) == {"push", "pull_request"}
    assert workflow["on"]["push"]["branches"] == ["**"] and workflow["on"]["push"]["tags"] == ["v*"]
    assert workflow["env"]["SDL_VIDEODRIVER"] == workflow["env"]["SDL_AUDIODRIVER"] == "dummy"
    test = workflow["jobs"]["test"]
    assert "if" not in test
    systems = test["strategy"]["matrix"]["os"]
    assert sorted(s.split("-")[0] for s in systems) == ["macos", "ubuntu", "windows"]
    setup = [s for s in test["steps"] if s.get("uses", "").startswith("actions/setup-python@")]
    assert setup[0]["with"]["python-version"] == "3.11"


def test_a_version_tag_builds_four_systems_and_releases_their_zips_with_sums():
    jobs = _release()["jobs"]
    build = jobs["build"]
    assert build["if"] == "startsWith(github.ref, 'refs/tags/v')" and build["needs"] == "test"
    systems = {entry["system"]: entry for entry in build["strategy"]["matrix"]["include"]}
    assert set(systems) == {"linux-x86_64", "windows-amd64", "macos-arm64", "macos-x86_64"}
    assert systems["macos-x86_64"]["os"].endswith("-intel")  # macos-13, the last plain Intel label, is retired
    assert not systems["macos-arm64"]["os"].endswith("-intel")
    # The executable each system checks is where the README says the build puts it.
    readme = README.read_text(encoding="utf-8")
    for entry in systems.values():
        exe = entry["exe"]
        assert exe in readme or exe.replace("/", "\\") in readme, f"{exe} is not named in README.md"
    lines = _run_lines(build)
    assert any('"$EXE" --version' in line for line in lines)
    assert any('"$exe" --smoke-test' in line for line in lines)
    release = jobs["release"]
    assert release["needs"] == "build" and release["permissions"] == {"contents": "write"}
    assert "sha256sum solo-mus-*.zip > SHA256SUMS" in _run_lines(release)
    publish = [s for s in release["steps"] if s.get("uses", "").startswith("softprops/action-gh-release@")]
    assert publish[0]["with"]["files"].split() == ["dist/solo-mus-*.zip", "dist/SHA256SUMS"]
    assert publish[0]["with"]["fail_on_unmatched_files"] is True


def test_actions_are_pinned_to_major_tags():
    for path in _workflow_files():
        for job in _load(path)["jobs"].values():
            for step in job.get("steps", []):
                if "uses" in step:
                    assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+", step["uses"]), step["uses"]


@pytest.mark.skipif(sys.platform == "win32", reason="the release job runs on Ubuntu; Windows has no awk")
def test_the_release_notes_are_the_versions_changelog_section(tmp_path):
    """The release job's awk, run on a changelog: the tag's section, nothing
    of the sections around it."""
    script = next(line for line in _run_lines(_release()["jobs"]["release"]) if line.startswith("awk "))
    changelog = ("# Changelog\n\n## [Unreleased]\n\n- soon\n\n## [0.2.0] - 2027-01-02\n\n### Fixed\n\n"
                 "- the thing\n\n## [0.1.0] - 2026-12-02\n\n- first\n")
    (tmp_path / "CHANGELOG.md").write_text(changelog, encoding="utf-8")
    env = {**os.environ, "GITHUB_REF_NAME": "v0.2.0"}
    notes = subprocess.run(["bash", "-c", script.replace(" > notes.md", "")], cwd=tmp_path, env=env,
                           capture_output=True, text=True, check=True).stdout
    assert notes.strip() == "### Fixed\n\n- the thing"
