"""The `solo-mus` command: the game itself, or `record` for a printed game.

`solo-mus record --seed N` prints a whole seeded game (see game.record); every
other invocation starts the game on screen (game.app.main.run). Bad arguments
get a clear message and exit code 2. Whatever happens to the output (a pipe
closed early as in `| head`, a full disk, a closed stdout) or to the command
(Ctrl-C), the command ends with one line on stderr and a non-zero exit code,
never a traceback.
"""
from __future__ import annotations

import argparse
import errno
import os
import sys

from . import model


def _record(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="solo-mus record",
        description="Print a whole seeded game of Mus, played by the computer players, as a game record.",
    )
    parser.add_argument("--seed", type=int, required=True, help="the game's seed (any whole number)")
    parser.add_argument("--four-kings", action="store_true", help="play with 4 kings instead of 8")
    parser.add_argument("--target", type=int, choices=(30, 40), default=40, help="points to win a game")
    parser.add_argument("--games", type=int, choices=(1, 2, 3), default=1, help="games to win the match")
    parser.add_argument("--first-dealer", type=int, choices=(0, 1, 2, 3), default=None,
                        help="seat of the first dealer (default: drawn from the seed)")
    args = parser.parse_args(argv)
    from .record import write_record

    if sys.stdout is None:  # started with stdout closed (`>&-`)
        raise OSError(errno.EBADF, "standard output is closed")
    rules = model.Rules(eight_kings=not args.four_kings, target=args.target, games_to_win=args.games)
    write_record(rules, args.seed, sys.stdout, first_dealer=args.first_dealer)
    sys.stdout.flush()  # a full disk says so here, inside the command, not at exit
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] == "record":
            return _record(argv[1:])
        from .app.main import run

        return run(argv)
    except KeyboardInterrupt:
        return _fail("interrupted", 130)
    except BrokenPipeError:
        _silence_stdout()
        return _fail("the output was closed before the end (broken pipe)", 1)
    except OSError as err:
        if err.filename is None:  # writing to stdout (a full disk, a closed stream)
            _silence_stdout()
            return _fail(f"could not write the output: {err.strerror or err}", 1)
        return _fail(f"{err.filename}: {err.strerror or err}", 1)


def _fail(message: str, code: int) -> int:
    try:
        print(f"solo-mus: {message}", file=sys.stderr)
    except (OSError, ValueError):
        pass
    return code


def _silence_stdout() -> None:
    """Point stdout at the null device, so that the interpreter's own flush at
    exit does not fail again on the same broken output."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
