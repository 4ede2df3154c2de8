"""The game's command line: `Options` (what one run of the game is asked to
do) and `parse_options(argv)`, which reads `--windowed --seed N --lang CODE
--autoplay --speed X --exit-after-game --screenshot-dir DIR --smoke-test
--version` and refuses a bad one with one clear line (exit code 2). It also
holds the one rule for seeds (`seed_argument`: a whole number from 0 to
2**64 - 1, which a kept game can hold), which `solo-mus record` follows too,
and the rules' options of a command that plays games (`rules_arguments`:
--variant, --four-kings, --target, --games; `rules_from` makes the Rules),
which offer what game/model/rules.py allows, for `solo-mus record` and the
tools.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from game import __version__
from game.model.rules import MATCH_LENGTHS, TARGETS, VARIANTS, Rules, parse_variant
from game.model.randomness import SEED_LIMIT  # seeds are 0 to 2**64 - 1: the game's, the record's, a kept game's
from game.platform import i18n


@dataclass
class Options:
    windowed: bool = False
    seed: int | None = None
    lang: str | None = None  # None: the saved language
    autoplay: bool = False
    speed: float = 1.0
    exit_after_game: bool = False
    screenshot_dir: Path | None = None
    sound: bool = True
    settings_path: Path | None = None  # None: the user's config folder
    smoke_test: bool = False  # --smoke-test: game.shell.smoke instead of playing
    # An illegal computer choice raises instead of being replaced by a safe
    # call (the tests set SOLO_MUS_STRICT=1).
    strict: bool = field(default_factory=lambda: os.environ.get("SOLO_MUS_STRICT") == "1")


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # a clear line on stderr and exit code 2
        self.print_usage(sys.stderr)
        raise SystemExit(f"solo-mus: error: {message}")


def speed_argument(text: str) -> float:
    """A play speed given on a command line: a number from 0.1 to 100 (never
    0, an infinity or not a number: each would stop the game's clock)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--speed must be a number such as 1 or 2.5, not {text!r}")
    if not 0.1 <= value <= 100:
        raise argparse.ArgumentTypeError(f"--speed must be from 0.1 to 100, not {text}")
    return value


def seed_argument(text: str) -> int:
    """A seed given on a command line: a whole number from 0 to 2**64 - 1,
    the same rule for the game, its record and the kept game."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seed must be a whole number, not {text!r}") from None
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"--seed must be from 0 to {SEED_LIMIT - 1}, not {text}")
    return value


def variant_argument(text: str):
    """A variant given on a command line, by its name (`4-kings`)."""
    try:
        return parse_variant(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"--variant: {err}") from None


def rules_arguments(parser: argparse.ArgumentParser, match: bool = True) -> None:
    """Add the rules' options to `parser`: --variant (--four-kings is
    --variant 4-kings), --target and, with `match`, --games (the games that
    win the match); each offers what the rules allow, with their defaults."""
    default = Rules()
    variant = parser.add_mutually_exclusive_group()
    variant.add_argument("--variant", type=variant_argument, metavar="{" + ",".join(v.value for v in VARIANTS) + "}",
                         help=f"the variant (default: {default.variant})")
    variant.add_argument("--four-kings", dest="variant", action="store_const", const=parse_variant("4-kings"),
                         help="the same as --variant 4-kings")
    parser.set_defaults(variant=default.variant)
    parser.add_argument("--target", type=int, choices=TARGETS, default=default.target, help="points to win a game")
    if match:
        parser.add_argument("--games", dest="games_to_win", type=int, choices=MATCH_LENGTHS,
                            default=default.games_to_win, help="games to win the match")


def rules_from(args: argparse.Namespace) -> Rules:
    """The Rules that `rules_arguments`' options ask for."""
    return Rules(variant=args.variant, target=args.target,
                 games_to_win=getattr(args, "games_to_win", Rules().games_to_win))


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("--screenshot-dir needs a folder's name, not an empty text "
                                         "(write . for the current folder)")
    return Path(text)


def _lang(text: str) -> str:
    if text not in i18n.LANGUAGES:
        raise argparse.ArgumentTypeError(
            f"--lang must be one of {', '.join(i18n.LANGUAGES)}, not {text!r}")
    return text


def parse_options(argv: list[str]) -> Options:
    parser = _Parser(prog="solo-mus", description="Solo Mus: the Basque card game against the computer.",
                     epilog="'solo-mus record --seed N' prints a whole seeded game as a game record "
                            "(see 'solo-mus record --help').")
    parser.add_argument("--windowed", action="store_true", help="play in a window instead of fullscreen")
    parser.add_argument("--seed", type=seed_argument, help="seed of the shuffles (same seed, same deals)")
    parser.add_argument("--lang", type=_lang, help="language for this run: eu, en, es or fr (default: the saved one, "
                        "else the computer's)")
    parser.add_argument("--autoplay", action="store_true", help="the computer plays your seat too (demo)")
    parser.add_argument("--speed", type=speed_argument, default=1.0, help="scale every pause and animation (2 = twice as fast)")
    parser.add_argument("--exit-after-game", action="store_true", help="quit when the game is over")
    parser.add_argument("--screenshot-dir", type=_folder, help="save a PNG of the screen at each major transition")
    parser.add_argument("--smoke-test", action="store_true",
                        help="check that the game starts, draws and plays (a few seconds, any display or none), "
                             "then exit 0; never touches your settings or saved game")
    parser.add_argument("--version", action="version", version=f"solo-mus {__version__}")
    ns = parser.parse_args(argv)
    if ns.screenshot_dir is not None:
        try:
            ns.screenshot_dir.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise SystemExit(f"solo-mus: error: --screenshot-dir {ns.screenshot_dir}: {err.strerror or err}")
        try:
            with tempfile.TemporaryFile(dir=ns.screenshot_dir):
                pass  # a folder that cannot be written is refused now, not 90 times later
        except OSError as err:
            raise SystemExit(f"solo-mus: error: --screenshot-dir {ns.screenshot_dir} cannot be written "
                             f"({err.strerror or err})")
    return Options(windowed=ns.windowed, seed=ns.seed, lang=ns.lang, autoplay=ns.autoplay,
                   speed=ns.speed, exit_after_game=ns.exit_after_game,
                   screenshot_dir=ns.screenshot_dir, smoke_test=ns.smoke_test)
