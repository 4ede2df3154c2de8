"""Importing the game changes nothing of the process: no module sets an
environment variable (SDL's hints, pygame's greeting: the App sets them when
it opens its display, the command's main before pygame is imported), nor the
interpreter's thread switch interval (the App's, when it starts). Every module
of game/ is imported in a child process (a fresh interpreter, whose imports
are not already done) and the environment and the interval are compared
before and after."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import importlib, json, os, pkgutil, sys
import game
before = (dict(os.environ), sys.getswitchinterval())
names = sorted(m.name for m in pkgutil.walk_packages(game.__path__, "game.") if m.name != "game.__main__")
for name in names:
    importlib.import_module(name)
after = (dict(os.environ), sys.getswitchinterval())
changed = sorted(k for k in set(before[0]) | set(after[0]) if before[0].get(k) != after[0].get(k))
print(json.dumps({"modules": len(names), "changed": changed, "interval": [before[1], after[1]]}))
"""


def test_importing_every_game_module_changes_neither_the_environment_nor_the_switch_interval():
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYGAME_HIDE_SUPPORT_PROMPT", "SDL_RENDER_SCALE_QUALITY", "SDL_WINDOWS_DPI_AWARENESS")}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["modules"] > 100  # every module, not a handful
    assert found["changed"] == [], f"importing the game changed {found['changed']}"
    assert found["interval"][0] == found["interval"][1]
