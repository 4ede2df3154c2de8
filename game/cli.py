"""The `solo-mus` command: the game itself, or `record` for a printed game.

`solo-mus record --seed N` prints a whole seeded game (see game.record), and
`solo-mus record --from FILE` the game a player actually played, its señas
among its calls (the kept game in progress, `game.json`, or the last finished
one, `last-game.json`, in the user's settings folder); `--hand N` with it prints that one hand as the hand
review shows it (game/review/text.py: every call with who made it, the
computer players' estimates, the partner's alternative to the player's
calls); every other invocation starts the game on screen
(game.shell.start.run). Bad arguments
get a clear message and exit code 2. Whatever happens to the output (a pipe
closed early as in `| head`, a full disk, a closed stdout) or to the command
(Ctrl-C), the command ends with one line on stderr and a non-zero exit code,
never a traceback. Every text that comes from a file (a move, a name, the
file's own name) is printed with its control characters shown, never obeyed:
a shared file cannot retitle or clear the reader's terminal.
"""
from __future__ import annotations

import argparse
import errno
import os
import sys

from . import model
from .model import Phase


def _record(argv: list[str]) -> int:
    from .platform.options import rules_arguments, rules_from, seed_argument
    parser = argparse.ArgumentParser(
        prog="solo-mus record",
        description="Print a whole game of Mus as a game record: a seeded game played by the computer "
                    "players (--seed), or a game that was played (--from FILE).",
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--seed", type=seed_argument, help="the game's seed (a whole number from 0 to 2**64 - 1)")
    source.add_argument("--from", dest="from_file", metavar="FILE",
                        help="a kept game: game.json (the game in progress), last-game.json (the last "
                             "finished one) or a championship's other match (championship/KEY.json, e.g. "
                             "championship/A1.json), in the settings folder")
    rules_arguments(parser)
    parser.add_argument("--first-dealer", type=int, choices=(0, 1, 2, 3), default=None,
                        help="seat of the first dealer (default: drawn from the seed)")
    parser.add_argument("--seat", type=int, choices=(0, 1, 2, 3), default=None,
                        help="with --seed: the player's seat, named You, each seat's place said from it "
                             "(default 0; a kept game says its own)")
    parser.add_argument("--hand", type=int, metavar="N",
                        help="with --from: print only hand N of the kept game, as the hand review shows it "
                             "(each call with who made it and the estimates behind it)")
    args = parser.parse_args(argv)
    if args.hand is not None and args.from_file is None:
        parser.error("--hand needs --from FILE (a kept game)")
    if args.seat is not None and args.from_file is not None:
        parser.error("--seat goes with --seed: a kept game (--from) says who sat where")
    from .platform.validate import printable
    from .record import write_moves, write_record

    if sys.stdout is None:  # started with stdout closed (`>&-`)
        raise OSError(errno.EBADF, "standard output is closed")
    if args.from_file is not None:
        kept = _kept_game(args.from_file)
        if kept is None:
            return 1
        source = printable(os.path.basename(args.from_file))
        if args.hand is not None:
            return _hand(kept, args.hand, source)
        write_moves(kept.rules, kept.seed, kept.entries(), sys.stdout, lineups=kept.lineups, source=source,
                    seating=kept.seating)
    else:
        write_record(rules_from(args), args.seed, sys.stdout, first_dealer=args.first_dealer,
                     player=args.seat or 0)
    sys.stdout.flush()  # a full disk says so here, inside the command, not at exit
    return 0


def _hand(kept, number: int, source: str) -> int:
    """Print hand `number` of a kept game as the review shows it."""
    from .review.story import review_hand
    from .review.text import write_hand
    try:
        review = review_hand(kept, number)
    except ValueError:
        done = kept.state.hand_number - (kept.state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER))
        return _fail(f"{source} has no hand {number} that is over (hands 1 to {done} are)"
                     if done > 0 else f"{source} has no hand that is over yet", 1)
    write_hand(review, sys.stdout, kept.lineup_at(number), source)
    sys.stdout.flush()
    return 0


def _kept_game(path: str):
    """The kept game in `path`, or None after one line saying why not."""
    from .platform.files import Damaged
    from .match.keeper import read_game_file
    try:
        return read_game_file(path)
    except FileNotFoundError:
        _fail(f"{path}: no such file (the kept games are game.json, last-game.json and the championship's "
              "matches, championship/KEY.json, in the settings folder)", 1)
    except Damaged as err:
        _fail(f"{path}: not a game this version can read ({err})", 1)
    except OSError as err:
        _fail(f"{path}: {err.strerror or err}", 1)
    return None


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # the game prints only its own lines: pygame's greeting is hidden (before pygame is imported)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        if argv and argv[0] == "record":
            return _record(argv[1:])
        from .shell.start import run

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
    from .platform.validate import printable
    try:
        print(f"solo-mus: {printable(message)}", file=sys.stderr)
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
