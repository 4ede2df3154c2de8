"""Precomputed tables per rank pattern, so that decisions are lookups.

A hand's worth in every lance depends only on its ranks (and the variant,
`observation.rules.variant`); there are 715 raw rank patterns of four cards
(330 once 3s and 2s play as 12s and 1s). This module owns, per variant and
lazily built once:

- `standing(ranks)`: for each lance, the share of all four-card hands this one
  beats (ties count half): 1.0 is the best hand there is, 0.0 the worst;
- `features(ranks)`: what the hand is worth to its team in points, lance by
  lance (Haundia, Tipia, Pariak, Jokua-or-Pundua), assuming a partner and two
  opponents of unknown cards;
- `kept_worth(kept_ranks)`: its worth averaged over every way of drawing
  the discarded cards back from the rest of the deck; used to choose a discard
  and to weigh Mus against Mintza;
- `worth(ranks)`: the features as measured in play (game/ai/worth.py,
  `MEASURED` names the variants measured; the others read LINES).

The tables of a variant are built from the model's rules for it; the two
measured tables are written by tools/make_ai_tables.py.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb

from game.model.cards import RANKS
from game.model.hands import effective_rank, profile_of_ranks
from game.model.names import Lance
from game.model.rules import Variant

from .worth import LINES, WORTH

STANDING_LANCES = ("haundia", "tipia", "pariak", "jokua", "pundua")
STANDING_INDEX = {lance: i for i, lance in enumerate(STANDING_LANCES)}
FEATURE_LANCES = ("haundia", "tipia", "pariak", "jokoa")
# The variants whose worth was measured in play (game/ai/worth.py's WORTH is
# of 8-kings patterns); any other reads its features through LINES.
MEASURED = {Variant.EIGHT_KINGS: WORTH}
# What stands for a variant in the seed of the deals a decision samples
# (game/ai/beliefs.py): these two variants keep the flag they were seeded by
# before variants had names (true for 8 kings), so that an observation draws
# the same deals as it always did; any other variant is seeded by its name.
SEED_MARKS = {Variant.EIGHT_KINGS: True, Variant.FOUR_KINGS: False}


def seed_mark(variant: Variant):
    """The value that stands for `variant` in a sampling seed (see SEED_MARKS)."""
    return SEED_MARKS.get(variant, variant.value)


def _patterns(size: int, available: dict[int, int]) -> list[tuple[tuple[int, ...], int]]:
    """Every sorted rank pattern of `size` cards drawable from `available`
    (cards left per raw rank), with the number of card sets giving it."""
    out = []
    for combo in combinations_with_replacement(RANKS, size):
        ways = 1
        for rank in set(combo):
            ways *= comb(available[rank], combo.count(rank))
        if ways:
            out.append((combo, ways))
    return out


_FULL = {rank: 4 for rank in RANKS}


def _lance_key(p, lance: str):
    return (p.haundia, p.tipia, p.pariak, p.jokua, p.pundua)[STANDING_INDEX[lance]]


@lru_cache(maxsize=None)
def _standing_table(variant: Variant) -> dict[tuple[int, ...], tuple[float, ...]]:
    hands = _patterns(4, _FULL)
    total = sum(w for _, w in hands)
    columns = []
    for lance in STANDING_LANCES:
        by_key: dict = {}
        for ranks, ways in hands:
            key = _lance_key(profile_of_ranks(ranks, variant), lance)
            by_key[key] = by_key.get(key, 0) + ways
        below = 0
        share = {}
        for key in sorted(by_key):
            share[key] = (below + by_key[key] / 2) / total
            below += by_key[key]
        columns.append({ranks: share[_lance_key(profile_of_ranks(ranks, variant), lance)]
                        for ranks, _ in hands})
    return {ranks: tuple(col[ranks] for col in columns) for ranks, _ in hands}


def standing(ranks: tuple[int, ...], variant: Variant) -> tuple[float, ...]:
    """Shares of hands beaten, in STANDING_LANCES order; `ranks` sorted raw ranks."""
    return _standing_table(variant)[ranks]


def team_chance(share: float) -> float:
    """The chance a team wins a lance when one of its hands beats `share` of
    all hands and the other three hands are unknown: it wins when the better
    of its two hands beats both opponents'."""
    return 1 / 3 + 2 * share ** 3 / 3


# Points a lance brings beyond its bonus, for the bets and Paso points it wins
# (tuned by tournaments against the baselines: see docs/ai-figures.md).
PAIR_EXTRA = 1.5
JOKUA_EXTRA = 0.8


@lru_cache(maxsize=None)
def _feature_table(variant: Variant) -> dict[tuple[int, ...], tuple[float, float, float, float]]:
    table = {}
    for ranks, _ in _patterns(4, _FULL):
        p = profile_of_ranks(ranks, variant)
        h, t, pa, jo, pu = standing(ranks, variant)
        haundia = 1.5 * team_chance(h)
        tipia = 1.5 * team_chance(t)
        pariak = (p.pair_value + PAIR_EXTRA) * team_chance(pa) if p.pair_value else 0.0
        if p.count >= 31:
            jokoa = (p.bonus + JOKUA_EXTRA) * team_chance(jo)
        else:
            jokoa = 0.5 * team_chance(pu)
        table[ranks] = (haundia, tipia, pariak, jokoa)
    return table


def features(ranks: tuple[int, ...], variant: Variant) -> tuple[float, float, float, float]:
    """Points the hand is worth in Haundia, Tipia, Pariak, Jokua/Pundua."""
    return _feature_table(variant)[ranks]


def _kept_mean(table, kept: tuple[int, ...]) -> tuple[float, float, float, float]:
    """The mean of `table` over every way of drawing back the cards not kept."""
    if len(kept) == 4:
        return table[kept]
    available = dict(_FULL)
    for rank in kept:
        available[rank] -= 1
    sums = [0.0, 0.0, 0.0, 0.0]
    total = 0
    for drawn, ways in _patterns(4 - len(kept), available):
        f = table[tuple(sorted(kept + drawn))]
        for i in range(4):
            sums[i] += f[i] * ways
        total += ways
    return tuple(s / total for s in sums)  # type: ignore[return-value]


@lru_cache(maxsize=None)
def _worth_table(variant: Variant) -> dict[tuple[int, ...], tuple[float, float, float, float]]:
    table = {}
    for ranks, _ in _patterns(4, _FULL):
        eff = tuple(sorted(effective_rank(r, variant) for r in ranks))
        known = MEASURED.get(variant, {}).get(eff)
        if known is None:
            f = features(ranks, variant)
            known = tuple(a + b * v for (a, b), v in zip(LINES, f))
        table[ranks] = known
    return table


def worth(ranks: tuple[int, ...], variant: Variant) -> tuple[float, float, float, float]:
    """What the hand makes for its team in Haundia, Tipia, Pariak and
    Jokua-or-Pundua, net points by lance, as measured in play
    (game/ai/worth.py, from tools/make_ai_tables.py)."""
    return _worth_table(variant)[ranks]


@lru_cache(maxsize=4096)
def kept_worth(kept: tuple[int, ...], variant: Variant) -> tuple[float, float, float, float]:
    """Expected `worth` after keeping the cards of raw ranks `kept` (sorted)
    and drawing the rest from the cards not kept."""
    return _kept_mean(_worth_table(variant), kept)


def worth_of(feats, weights) -> float:
    """A hand's worth (`worth` or `kept_worth`) with each lance weighted."""
    return feats[0] * weights[0] + feats[1] * weights[1] + feats[2] * weights[2] + feats[3] * weights[3]


def best_keep(hand, variant: Variant, weights) -> tuple[float, tuple]:
    """The best worth reachable by a discard of `hand` (cards), each lance
    weighted, and the cards to throw (the fewest, among equals)."""
    best, best_thrown = -1.0, ()
    n = len(hand)
    for mask in range(1, 1 << n):
        thrown = tuple(hand[i] for i in range(n) if mask >> i & 1)
        kept = tuple(sorted(hand[i].rank for i in range(n) if not mask >> i & 1))
        value = worth_of(kept_worth(kept, variant), weights)
        if value > best + 1e-9 or (abs(value - best) <= 1e-9 and len(thrown) < len(best_thrown)):
            best, best_thrown = value, thrown
    return best, best_thrown


@lru_cache(maxsize=None)
def worth_share_table(variant: Variant) -> dict[tuple[int, ...], float]:
    """Each pattern's share of hands it beats on its normal-style worth (the
    sum of its features): how good it looks to someone deciding Mus."""
    hands = _patterns(4, _FULL)
    worth = {ranks: sum(features(ranks, variant)) for ranks, _ in hands}
    total = sum(w for _, w in hands)
    by_value: dict[float, int] = {}
    for ranks, ways in hands:
        by_value[worth[ranks]] = by_value.get(worth[ranks], 0) + ways
    below, share = 0, {}
    for value in sorted(by_value):
        share[value] = (below + by_value[value] / 2) / total
        below += by_value[value]
    return {ranks: share[worth[ranks]] for ranks, _ in hands}


@lru_cache(maxsize=None)
def _holders_floor(variant: Variant) -> tuple[float, float]:
    """The share of all hands holding no pair, and holding no Jokua."""
    hands = _patterns(4, _FULL)
    total = sum(w for _, w in hands)
    no_pair = sum(w for r, w in hands if not profile_of_ranks(r, variant).pair_value)
    no_jokua = sum(w for r, w in hands if profile_of_ranks(r, variant).count < 31)
    return no_pair / total, no_jokua / total


def holder_share(ranks: tuple[int, ...], lance: str, variant: Variant) -> float:
    """`standing` in one lance, but on Pariak and Jokua among the hands that
    hold a pair / Jokua only (0.0 for a hand that holds none)."""
    share = standing(ranks, variant)[STANDING_INDEX[lance]]
    if lance in (Lance.PARIAK, Lance.JOKUA):
        floor = _holders_floor(variant)[0 if lance == Lance.PARIAK else 1]
        return max(0.0, (share - floor) / (1 - floor))
    return share


def contender_share(ranks: tuple[int, ...], lance: str, variant: Variant) -> float:
    """The share, among the hands that can play `lance`, of those this hand
    beats: `holder_share`, and on Pundua (played only when no hand holds
    Jokua) among the hands without Jokua. The computer player reads calls
    and answers on this scale, where a lance's contenders spread from 0 to 1."""
    share = holder_share(ranks, lance, variant)
    if lance == Lance.PUNDUA:
        floor = _holders_floor(variant)[1]
        return min(1.0, share / floor)
    return share


@lru_cache(maxsize=None)
def _contender_table(variant: Variant) -> dict[tuple[int, ...], tuple[float, ...]]:
    return {ranks: tuple(contender_share(ranks, lance, variant) for lance in STANDING_LANCES)
            for ranks, _ in _patterns(4, _FULL)}


def contender_shares(ranks: tuple[int, ...], variant: Variant) -> tuple[float, ...]:
    """`contender_share` for every lance in STANDING_LANCES order (a lookup)."""
    return _contender_table(variant)[ranks]
