"""How a run of the game starts and ends: `run(argv)` parses the game's
command line and either runs the smoke test (game/shell/smoke.py) or holds
the user folder's lock (game/platform/one_copy.py), opens the App
(game/shell/main.py) and plays until the window closes, Ctrl-C or a signal
(game/platform/stopping.py), saving what must be saved on the way out.
"""
from __future__ import annotations

import sys

import pygame

from game.shell import main
from game.platform.options import parse_options

def run(argv: list[str]) -> int:
    """Parse the game's command line and play; returns the exit code: 0, 1
    when the game cannot start (no display, another copy on the same user
    folder, a lock on that folder that cannot be taken), 2 for a bad option, 130 after Ctrl-C, 128 + the signal's number
    after SIGTERM or SIGHUP (game/platform/stopping.py)."""
    try:
        options = parse_options(list(argv))
    except SystemExit as stop:
        if isinstance(stop.code, str):
            print(stop.code, file=sys.stderr)
            return 2
        return stop.code if isinstance(stop.code, int) else 0
    if options.smoke_test:
        from game.shell.smoke import smoke_test
        return smoke_test(options)
    from game.platform.one_copy import Refused, hold
    from game.platform.stopping import Signals, farewell
    lock = None
    if not options.autoplay:  # a demo writes nothing of the player's: it needs no lock
        from game.platform.settings import default_path
        try:
            lock = hold(options.settings_path or default_path(), options.lang)
        except Refused as refused:  # another copy plays, or the folder's lock cannot be taken
            print(f"solo-mus: {refused.line}", file=sys.stderr)
            return 1
    try:
        with Signals() as signals:  # before pygame starts: SDL then leaves SIGTERM to us
            try:
                app = main.App(options)
            except pygame.error as err:
                print(f"solo-mus: cannot open the display: {err}", file=sys.stderr)
                return 1
            try:
                code = app.run(until=signals.stopping)
            except KeyboardInterrupt:  # Ctrl-C in the terminal: keep the game, one line, no traceback
                farewell(app, "interrupted")
                return 130
            if signals.stopping():
                farewell(app, f"stopped by {signals.name()}")
                return 128 + signals.received
            return code
    finally:
        if lock is not None:
            lock.release()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
