"""The rules a game is played with, and the one list of every choice they allow.

A `Variant` is the cards' variant: how each rank plays (with 8 kings every 3
plays as a king and every 2 as an ace; with 4 kings they are plain cards).
`Rules` is a game's whole description: its variant, the target, the match's
length and the exchanges allowed. What a player may choose is named here
once, and the settings, the settings screen, the command line and the tools
read it from here: `VARIANTS`, `TARGETS` and `MATCH_LENGTHS`. Adding a
variant is a member of `Variant` with the ranks it plays as, its name in
game/words.py, the computer players' tables for it (game/ai/tables.py,
tools/make_ai_tables.py) and its help on the settings row.

`Rules` is a frozen value checked on creation, so a bad variant is refused
with a clear message before any card is dealt. The checks are strict about
types: a whole number is an `int`, never a float (40.0) nor a bool (`True`
is not 1).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

# The ranks of the deck (cards.RANKS), as far as a variant's table reaches.
_HIGHEST_RANK = 12


class Variant(Enum):
    """The cards' variant, kept by its name ("8-kings"). Each member says
    the rank every card plays as (`plays[rank]`), in every comparison and
    every count (docs/RULES.md, "Cards")."""

    EIGHT_KINGS = ("8-kings", {3: 12, 2: 1})   # every 3 is a king, every 2 an ace
    FOUR_KINGS = ("4-kings", {})               # the 3s and 2s are plain cards

    def __new__(cls, name: str, plays_as: dict[int, int]):
        member = object.__new__(cls)
        member._value_ = name
        member.plays = tuple(plays_as.get(rank, rank) for rank in range(_HIGHEST_RANK + 1))
        return member

    # A member is its own hash (one object per variant): the hand tables are
    # cached by variant, and Enum's own hash is a Python call on every lookup.
    __hash__ = object.__hash__

    def __str__(self) -> str:
        return self.value


VARIANTS: tuple[Variant, ...] = tuple(Variant)
TARGETS = (40, 30)            # points that win a game: the usual 40, or the short game's 30
MATCH_LENGTHS = (1, 2, 3)     # games a team must win to take the match

# Earlier versions said the variant as a flag, in their files and to their
# computer players (`rules.eight_kings`): true for 8 kings, false for 4.
OLD_FLAG = "eight_kings"
_FLAG_VARIANTS = {True: Variant.EIGHT_KINGS, False: Variant.FOUR_KINGS}


def variant_of_flag(flag: bool) -> Variant:
    """The variant an earlier version's flag (OLD_FLAG) meant."""
    return _FLAG_VARIANTS[flag]


def parse_variant(text) -> Variant:
    """A variant from its name (`8-kings`); ValueError naming the list."""
    for variant in VARIANTS:
        if text == variant.value:
            return variant
    raise ValueError(f"no such variant {text!r}: use one of {', '.join(v.value for v in VARIANTS)}")


def named_variant(data):
    """`data`, a kept object that holds a variant (the settings, a kept
    game's rules), with the variant as today's files keep it: `variant`,
    its name. Files of earlier versions held the flag `eight_kings` instead
    (true: 8 kings, false: 4 kings); a flag that is not true or false is
    passed on as the variant, for the reading to refuse. Anything else is
    returned as it was."""
    if not isinstance(data, dict) or OLD_FLAG not in data:
        return data
    rest = {key: value for key, value in data.items() if key != OLD_FLAG}
    if "variant" not in rest:
        flag = data[OLD_FLAG]
        rest["variant"] = variant_of_flag(flag).value if type(flag) is bool else flag
    return rest


@dataclass(frozen=True, slots=True)
class Rules:
    """variant: how the cards play (8 kings, RULES.md's default, or 4 kings).
    target: points that win a game (one of TARGETS).
    games_to_win: games that win the match (one of MATCH_LENGTHS).
    max_mus_rounds: card exchanges allowed before the lances begin (3)."""

    variant: Variant = Variant.EIGHT_KINGS
    target: int = 40
    games_to_win: int = 1
    max_mus_rounds: int = 3

    def __post_init__(self) -> None:
        if not isinstance(self.variant, Variant):
            raise ValueError(f"variant must be one of {', '.join(v.value for v in VARIANTS)}, "
                             f"not {self.variant!r}")
        if type(self.target) is not int or self.target not in TARGETS:
            raise ValueError(f"target must be {_either(TARGETS)} points, not {self.target!r}")
        if type(self.games_to_win) is not int or self.games_to_win not in MATCH_LENGTHS:
            raise ValueError(f"games_to_win must be {_either(MATCH_LENGTHS)}, not {self.games_to_win!r}")
        if type(self.max_mus_rounds) is not int or not 0 <= self.max_mus_rounds <= 10:
            raise ValueError(f"max_mus_rounds must be a whole number from 0 to 10, not {self.max_mus_rounds!r}")


def _either(choices: tuple) -> str:
    """`40 or 30`, `1, 2 or 3`."""
    words = [str(c) for c in choices]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
