"""The README's quick start, on a fresh machine: one command installs and
starts the game, one installs and runs the tests, each into the checkout's
own virtual environment (a system's Python may refuse `pip install` with
"externally-managed-environment", as the bare install line did); and
`.ci/run` runs the README's test command, character for character."""
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
README = (REPO / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The README's text under `## title`, up to the next heading of its level."""
    start = README.index(f"## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start:end if end != -1 else len(README)]


def code_lines(text: str) -> list[str]:
    """The indented code lines of a Markdown text, stripped."""
    return [line.strip() for line in text.splitlines() if line.startswith("    ") and line.strip()]


def installs_outside_a_venv(line: str) -> bool:
    """Whether a command line runs pip with the system's Python (`python -m
    pip install`, `pip install`) rather than a virtual environment's
    (`.venv/bin/python -m pip install`)."""
    return re.search(r"(^|&&\s*)(python3?|py( -3)?|pip3?)(\s+-m\s+pip)?\s+install\b", line) is not None


def test_the_quick_start_installs_into_a_virtual_environment_and_starts_the_game():
    lines = code_lines(section("Play it"))
    assert lines, "the quick start has no command"
    assert not [line for line in lines if installs_outside_a_venv(line)]
    posix = [line for line in lines if line.startswith("python3 -m venv .venv &&")]
    windows = [line for line in lines if line.startswith("py -3 -m venv .venv &&")]
    assert len(posix) == len(windows) == 1, lines  # one command each: it installs and starts
    assert posix[0].endswith("&& .venv/bin/solo-mus") and " -m pip install -e . " in posix[0]
    assert windows[0].endswith("&& .venv\\Scripts\\solo-mus")


def test_one_command_installs_and_runs_the_tests_and_ci_runs_it():
    lines = code_lines(section("Running the tests"))
    test_command = lines[0]
    assert test_command.startswith("python3 -m venv .venv &&") and not installs_outside_a_venv(test_command)
    assert '.venv/bin/python -m pip install -e ".[test]"' in test_command
    assert test_command.endswith("&& .venv/bin/python -m pytest")
    ci = [line.strip() for line in (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert test_command in ci, ".ci/run runs the README's test command"


def test_the_check_tells_a_bare_install_from_one_into_a_venv():
    assert installs_outside_a_venv("python -m pip install -e . && solo-mus")
    assert installs_outside_a_venv('pip install -e ".[test]"')
    assert installs_outside_a_venv("python3 -m venv .venv && python -m pip install -e .")  # not activated
    assert not installs_outside_a_venv("python3 -m venv .venv && .venv/bin/python -m pip install -e .")
    assert not installs_outside_a_venv("py -3 -m venv .venv && .venv\\Scripts\\python -m pip install -e .")
    assert not installs_outside_a_venv("solo-mus --version")
