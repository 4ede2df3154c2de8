"""The game in a child process that says when it is up, so that a test waits
on that, never on seconds: `solo-mus ARGS` as the command runs it
(game.cli.main), which prints the line `DRAWN` once the App has drawn its first
frame (the lock taken, the files read, the first screen up). A copy that is
refused before its App opens never prints it."""
import subprocess
import sys

DRAWN = "first frame drawn"

CHILD = f"""
import sys
from game.shell.main import App

real_tick = App.tick
said = []


def tick(self, dt, lazy=False):
    due = real_tick(self, dt, lazy)
    if self.frames and not said:
        said.append(True)
        print({DRAWN!r}, flush=True)
    return due


App.tick = tick
from game.cli import main
sys.exit(main(sys.argv[1:]))
"""


def game_child(args, **popen) -> subprocess.Popen:
    """`solo-mus *args` in a child process (Popen's keywords as given: pass
    stdout=subprocess.PIPE or a pipe's end to read its lines)."""
    return subprocess.Popen([sys.executable, "-c", CHILD, *args], **popen)


def wait_drawn(stream) -> bool:
    """Read `stream` (the child's stdout, in text) up to the DRAWN line:
    True, or False if the child ended (end of the stream) first."""
    for line in stream:
        if line.strip() == DRAWN:
            return True
    return False
