"""Hand evaluation for the four lances: Haundia, Tipia, Pariak, Jokua/Pundua.

Everything here is a pure function of a hand's ranks and the variant. A
hand's `Profile` (its keys for every lance, its count, pair value and Jokua
bonus) is computed once per rank pattern and cached: with 8 kings only 330
patterns exist, with 4 kings 715, so after warm-up evaluation is a lookup.
Keys are ordered so that a larger key is the better hand.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Sequence

from .cards import Card
from .names import ALL_LANCES
from .rules import Rules, Variant

LANCES = ALL_LANCES

# Jokua's order: 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33 (38 and 39 cannot occur).
_JOKUA_RANK = {31: 8, 32: 7, 40: 6, 37: 5, 36: 4, 35: 3, 34: 2, 33: 1}

PARIA, MEDIAK, DOBLIAK = 1, 2, 3


class Profile(NamedTuple):
    """What a hand is worth in each lance (larger key = better hand)."""

    haundia: tuple[int, ...]
    tipia: tuple[int, ...]
    pariak: tuple[int, int, int]
    jokua: int
    pundua: int
    count: int
    pair_value: int
    bonus: int


def effective_rank(rank: int, variant: Variant) -> int:
    """The rank a card plays as in `variant` (with 8 kings a 3 is a 12 and a 2 is a 1)."""
    return variant.plays[rank]


def card_value(rank: int, variant: Variant) -> int:
    """A card's counting value: figures (and 3s with 8 kings) count 10."""
    eff = variant.plays[rank]
    return 10 if eff >= 10 else eff


@lru_cache(maxsize=None)
def profile_of_ranks(ranks: tuple[int, ...], variant: Variant) -> Profile:
    """The profile of a hand given by its (sorted) raw ranks."""
    plays = variant.plays
    eff = sorted((plays[r] for r in ranks), reverse=True)
    haundia = tuple(eff)
    tipia = tuple(-r for r in reversed(eff))
    groups: dict[int, int] = {}
    for r in eff:
        groups[r] = groups.get(r, 0) + 1
    pairs = sorted((r for r, n in groups.items() if n >= 2), reverse=True)
    biggest = max(groups.values())
    if biggest == 4:
        pariak = (DOBLIAK, pairs[0], pairs[0])
    elif len(pairs) == 2:
        pariak = (DOBLIAK, pairs[0], pairs[1])
    elif biggest == 3:
        pariak = (MEDIAK, pairs[0], 0)
    elif pairs:
        pariak = (PARIA, pairs[0], 0)
    else:
        pariak = (0, 0, 0)
    total = sum(10 if r >= 10 else r for r in eff)
    jokua = _JOKUA_RANK.get(total, 0)
    bonus = 3 if total == 31 else (2 if total > 31 else 0)
    return Profile(haundia, tipia, pariak, jokua, total, total, pariak[0], bonus)


def profile(hand: Sequence[Card], rules: Rules) -> Profile:
    """The cached profile of a hand of cards."""
    return profile_of_ranks(tuple(sorted([c.rank for c in hand])), rules.variant)


# A lance's key is the profile's field of the same name.
_KEY_INDEX = {lance: Profile._fields.index(lance.value) for lance in LANCES}


def lance_key(lance: str, hand: Sequence[Card], rules: Rules):
    """The hand's key for one lance; larger is better."""
    index = _KEY_INDEX.get(lance)
    if index is None:
        raise ValueError(f"no such lance {lance!r}: use one of {', '.join(LANCES)}")
    return profile(hand, rules)[index]


def compare(lance: str, a: Sequence[Card], b: Sequence[Card], rules: Rules) -> int:
    """> 0 when hand a is better in this lance, < 0 when b is, 0 when equal
    (before the tie-break by seat)."""
    ka, kb = lance_key(lance, a, rules), lance_key(lance, b, rules)
    return (ka > kb) - (ka < kb)


def pair_value(hand: Sequence[Card], rules: Rules) -> int:
    """0 (no pair), 1 Paria, 2 Mediak, 3 Dobliak."""
    return profile(hand, rules).pair_value


def count(hand: Sequence[Card], rules: Rules) -> int:
    """The counting sum of the hand."""
    return profile(hand, rules).count


def jokua_bonus(hand: Sequence[Card], rules: Rules) -> int:
    """3 for exactly 31, 2 for 32-40, else 0."""
    return profile(hand, rules).bonus


def has_jokua(hand: Sequence[Card], rules: Rules) -> bool:
    return profile(hand, rules).count >= 31
