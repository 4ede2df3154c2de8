"""Headless pygame for every test: no window, no sound device, no banner; and
no test ever touches the real user settings: XDG_CONFIG_HOME points into the
test's own temporary folder. `virtual_pad` attaches gamepads through SDL itself
and unplugs them after the test.

The whole run is also watched: before any test module is imported, the user
folders (XDG_CONFIG_HOME, XDG_DATA_HOME) point at one empty folder of the
session's, and the run fails if anything is in it at the end, so that a
module-level write or a tool started by a test cannot reach the player's files
unnoticed.

A quick test (one not marked slow) never waits on the clock: a single
time.sleep longer than QUICK_SLEEP in it fails it. It waits on an event or a
state instead (polling in short steps), or it is marked slow.

The dummy display shows nothing, yet SDL's software renderer behind SCALED
scales each 1920x1080 frame at `pygame.display.flip` (1.5 ms of CPU, half of
what a test's tick of the table costs). No test reads the window, only the
frame drawn on `app.screen`, so in this process `flip` does nothing; the
game in a child process (the smoke test's, the copies', the signals') flips
as it always does."""
import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402 (after the drivers are chosen)

_real_flip = pygame.display.flip


def _flip_unseen() -> None:
    """`flip` with nothing to show: it still fails as the real one does
    with no display open."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        _real_flip()


pygame.display.flip = _flip_unseen
# An illegal computer choice fails the test that meets it (in play it is logged
# and a safe call is made instead: game/table/seats.py).
os.environ["SOLO_MUS_STRICT"] = "1"

USER_FOLDER = Path(tempfile.mkdtemp(prefix="solo-mus-user-folder-"))
os.environ["XDG_CONFIG_HOME"] = str(USER_FOLDER / "config")
os.environ["XDG_DATA_HOME"] = str(USER_FOLDER / "data")


@pytest.fixture(autouse=True)
def private_config_home(tmp_path, monkeypatch):
    home = tmp_path / "config-home"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    return home


QUICK_SLEEP = 0.1  # seconds: the longest single time.sleep a quick test may make


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """Every time.sleep of a quick test's body (any thread's) is watched; one
    longer than QUICK_SLEEP fails the test."""
    if item.get_closest_marker("slow") is not None:
        return (yield)
    real, long = time.sleep, []

    def sleep(seconds):
        if seconds > QUICK_SLEEP:
            long.append(seconds)
        real(seconds)

    time.sleep = sleep
    try:
        result = yield
    finally:
        time.sleep = real
    if long:
        pytest.fail(f"a quick test slept {', '.join(f'{s:g}' for s in long)} s on the clock (more than "
                    f"{QUICK_SLEEP:g} s at once): wait on an event or a state, or mark the test slow",
                    pytrace=False)
    return result


@pytest.fixture
def virtual_pad():
    """Attach virtual pads through SDL (game/platform/virtual_pad.py): call it with
    VirtualPad's arguments; every pad still attached is unplugged at the end."""
    from game.platform.virtual_pad import VirtualPad
    pads = []

    def attach(*args, **kwargs):
        pad = VirtualPad(*args, **kwargs)
        pads.append(pad)
        return pad

    yield attach
    for pad in pads:
        pad.unplug()


@pytest.fixture(autouse=True)
def english_system_and_no_installed_language(monkeypatch):
    """Tests read English unless they choose a language: the computer's
    preferred languages are pinned to English (SDL reads LANGUAGE / LC_* /
    LANG at each call), and after each test `tr` goes back to plain English,
    whatever App was installed, so no test depends on another's language."""
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    from game.platform import i18n
    i18n.install(None)


def pytest_sessionfinish(session, exitstatus):
    left = sorted(str(p.relative_to(USER_FOLDER)) for p in USER_FOLDER.rglob("*"))
    shutil.rmtree(USER_FOLDER, ignore_errors=True)
    if left:
        print(f"\nFAILED: the run wrote into the user folder: {', '.join(left[:5])}")
        session.exitstatus = 1
