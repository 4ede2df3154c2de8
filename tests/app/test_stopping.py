"""Signals stop the game without losing a call (issue "Nothing lost, part
two", rough edges): SIGHUP (a closed terminal, a logout) saves and exits as
SIGTERM does, and SIGTERM while saves are failing does not ask "Quit without
saving?" (nobody can answer a signal): it tries one last save, says on
stderr what was lost, and exits. Each test runs the real game loop in a child
process, seated at the table, and sends it the signal."""
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals")

ROOT = Path(__file__).resolve().parents[2]

# The child: the game as `solo-mus --windowed` runs it, taken to the table
# (Play, Start), with every save failing while the file FULL exists; it says
# "ready" once the computer players have played up to the player's turn and
# the loop has passed idle, waiting for the player, 10 times; and at the very
# end prints the calls the table held.
CHILD = r"""
import errno, json, os, sys
from game.shell import main
from game.platform import files
from game.shell.main import App

full = os.environ["FULL"]
real_write = files.write_atomically
def write(path, text):
    if os.path.exists(full):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))
    real_write(path, text)
files.write_atomically = write  # (a save after a failed one writes the game whole: no journal line)

held = {}
real_start, real_tick = App.start, App.tick
def start(self):
    real_start(self)
    if self.top.name == "language":  # a fresh folder is a first start: on to the title
        self.restart("title")
    self.top.new_game()
    self.top.start()
    held["table"] = self.top
def tick(self, dt, lazy=False):
    due = real_tick(self, dt, lazy)
    table = held.get("table")
    if table is not None and table.awaiting:
        held["waiting"] = held.get("waiting", 0) + 1
        if held["waiting"] == 10:
            print("ready", flush=True)
    return due
App.start, App.tick = start, tick
from game.shell import start
code = start.run(["--windowed", "--seed", "3", "--speed", "20"])
print(json.dumps({"calls": len(held["table"].state.history)}), flush=True)
sys.exit(code)
"""


def start_child(tmp_path, full: bool):
    config = tmp_path / "config"
    marker = tmp_path / "full"
    if full:
        marker.write_text("")
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_CONFIG_HOME=str(config), FULL=str(marker))
    child = subprocess.Popen([sys.executable, "-c", CHILD], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    line = child.stdout.readline()  # "ready", or "" if it ended first
    assert line.strip() == "ready", (line, child.poll())
    return child, config / "solo-mus" / "game.json", marker


def ended(child):
    try:
        out, err = child.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        pytest.fail(f"still running 60 s after the signal; stderr: {err[-500:]}")
    lines = [line for line in out.splitlines() if line.startswith("{")]
    return child.returncode, (json.loads(lines[-1])["calls"] if lines else None), err


def saved_calls(path):
    from game.match.keeper import read_game_file
    return len(read_game_file(path).moves)  # game.json and its journal


@pytest.mark.slow
@pytest.mark.parametrize("name", ["SIGHUP", "SIGTERM"])
def test_a_stopping_signal_saves_the_game_and_exits(tmp_path, name):
    child, game_file, _marker = start_child(tmp_path, full=False)
    number = getattr(signal, name)
    child.send_signal(number)
    code, calls, err = ended(child)
    assert code == 128 + number, (code, err)
    assert calls and saved_calls(game_file) == calls
    assert "Traceback" not in err and f"solo-mus: stopped by {name}" in err


@pytest.mark.slow
def test_sigterm_while_saves_fail_says_what_was_lost_and_exits(tmp_path):
    child, game_file, _marker = start_child(tmp_path, full=True)
    child.send_signal(signal.SIGTERM)
    code, calls, err = ended(child)  # never "Quit without saving?", waiting for an answer
    assert code == 128 + signal.SIGTERM, (code, err)
    assert calls and not game_file.exists()
    line = [line for line in err.splitlines() if line.startswith("solo-mus")]
    calls_lost = f"{calls} call{'s' if calls != 1 else ''}"
    assert line == [f"solo-mus: stopped by SIGTERM; the last {calls_lost} of the game in progress "
                    "could not be saved (No space left on device); lessons.json, settings.json could not be "
                    "saved (No space left on device)"], err  # (the title's offer, the players chosen)


@pytest.mark.slow
def test_sigterm_tries_one_last_save(tmp_path):
    child, game_file, marker = start_child(tmp_path, full=True)
    marker.unlink()  # room on the disk again, but no call made since
    child.send_signal(signal.SIGTERM)
    code, calls, err = ended(child)
    assert code == 128 + signal.SIGTERM and saved_calls(game_file) == calls
    assert "could not be saved" not in err
