"""Headless pygame for every test: no window, no sound device, no banner; and
no test ever touches the real user settings: XDG_CONFIG_HOME points into the
test's own temporary folder.

The whole run is also watched: before any test module is imported, the user
folders (XDG_CONFIG_HOME, XDG_DATA_HOME) point at one empty folder of the
session's, and the run fails if anything is in it at the end, so that a
module-level write or a tool started by a test cannot reach the player's files
unnoticed."""
import os
import shutil
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

USER_FOLDER = Path(tempfile.mkdtemp(prefix="solo-mus-user-folder-"))
os.environ["XDG_CONFIG_HOME"] = str(USER_FOLDER / "config")
os.environ["XDG_DATA_HOME"] = str(USER_FOLDER / "data")


@pytest.fixture(autouse=True)
def private_config_home(tmp_path, monkeypatch):
    home = tmp_path / "config-home"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    return home


def pytest_sessionfinish(session, exitstatus):
    left = sorted(str(p.relative_to(USER_FOLDER)) for p in USER_FOLDER.rglob("*"))
    shutil.rmtree(USER_FOLDER, ignore_errors=True)
    if left:
        print(f"\nFAILED: the run wrote into the user folder: {', '.join(left[:5])}")
        session.exitstatus = 1
