"""Tests and tools never touch the player's files (issue 11, defect 11): the
suite's own guard fails a run that writes into the user folder, and
tools/bench.py leaves an empty user folder empty."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_pytest(folder: Path, body: str) -> subprocess.CompletedProcess:
    shutil.copy(ROOT / "tests" / "conftest.py", folder / "conftest.py")
    (folder / "test_sample.py").write_text(body)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(folder)],
                          cwd=folder, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))


@pytest.mark.slow
def test_the_suite_guard_fails_a_run_that_writes_the_user_folder(tmp_path):
    clean = tmp_path / "clean"
    clean.mkdir()
    ok = run_pytest(clean, "def test_fine(tmp_path):\n    (tmp_path / 'x').write_text('x')\n")
    assert ok.returncode == 0, ok.stdout
    naughty = tmp_path / "naughty"
    naughty.mkdir()
    body = ("import os, pathlib\n"
            "p = pathlib.Path(os.environ['XDG_CONFIG_HOME']) / 'solo-mus'\n"
            "p.mkdir(parents=True)\n(p / 'settings.json').write_text('{}')\n"
            "def test_fine():\n    pass\n")
    bad = run_pytest(naughty, body)
    assert bad.returncode != 0 and "wrote into the user folder" in bad.stdout, bad.stdout


@pytest.mark.slow
def test_bench_leaves_an_empty_user_folder_empty(tmp_path):
    home, config = tmp_path / "home", tmp_path / "config"
    home.mkdir()
    config.mkdir()
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(config), PYTHONPATH=str(ROOT),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "bench.py"), "--quick", "frame"],
                         env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "frame: table during dealt hands, median" in out.stdout
    assert list(home.rglob("*")) == [] and list(config.rglob("*")) == []


@pytest.mark.slow
def test_the_suite_guard_fails_a_quick_test_that_sleeps_on_the_clock(tmp_path):
    body = ("import time\nimport pytest\n"
            "def test_polls_in_short_steps():\n    for _ in range(3):\n        time.sleep(0.05)\n"
            "def test_waits_a_fixed_time():\n    time.sleep(0.2)\n"
            "@pytest.mark.slow\ndef test_slow_may_wait():\n    time.sleep(0.2)\n")
    out = run_pytest(tmp_path, body)
    assert out.returncode != 0, out.stdout
    assert "1 failed, 2 passed" in out.stdout, out.stdout
    assert "test_waits_a_fixed_time" in out.stdout and "a quick test slept 0.2 s on the clock" in out.stdout
