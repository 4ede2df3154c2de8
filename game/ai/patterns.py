"""Hand patterns as codes, for sampling deals fast (`beliefs`).

A hand's rank pattern is a code: each raw rank weighs a power of 8 and a
hand's code is the sum of its four cards' weights (a rank is held at most
four times, so codes never collide), so a draw from the pile needs no sort.
Owns `Deal` (one guess at the four hands, reduced to what decisions need),
`Codes` (per code: the sorted ranks, what a `Deal` needs of the hand, the
cards a normal player keeps at an exchange, and the making of a `Deal`),
and `Fit` (how likely a seat keeps each pattern, given its calls). Every
table here is a memo of a pure function of the variant (and the calls),
so the same observation always gives the same deals.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from game.model.cards import RANKS
from game.model.hands import profile_of_ranks
from game.model.rules import Variant

from . import tuning as T
from .opponents import logistic
from .tables import contender_shares, kept_worth, worth_share_table


@dataclass(slots=True)
class Deal:
    """One guess at the four hands, reduced to what decisions need."""

    worth: tuple[float, ...]           # per seat: `tables.worth_share` of its hand
    shares: tuple[tuple[float, ...], ...]  # per seat: `tables.contender_share` by lance
    winner: tuple                      # per STANDING lance: winning team or None
    pair_best: tuple[int, int]         # best pair value held per team
    bonus: tuple[int, int]             # Jokua bonus held per team
    codes: tuple[int, ...] = ()        # per seat: the hand's pattern code (`Codes.ranks` reads it)


class Fit(dict):
    """How likely a seat keeps a hand of each pattern (by code), filled as
    patterns are met: its truthful Ba / Ez, and its Mus / Mintza (as often as
    it fits)."""

    def __init__(self, variant: Variant, want_pair, want_jokua, statement):
        super().__init__()
        self.facts = pattern_codes(variant).facts
        self.want = (want_pair, want_jokua, statement)
        self.always = want_pair is None and want_jokua is None and statement is None   # any hand fits

    def fit(self, code: int) -> float:
        want_pair, want_jokua, statement = self.want
        worth, _, _, pair_value, _, jokua = self.facts[code]
        pair = pair_value > 0
        if (want_pair is not None and pair != want_pair) or (want_jokua is not None and jokua != want_jokua):
            return 0.0
        if statement is None:
            return 1.0
        mintza, start, noise = statement
        m = logistic((worth - start) / T.MUS_SOFTNESS)
        return noise + (1 - noise) * (m if mintza else 1 - m)


@lru_cache(maxsize=256)
def fit_table(variant: Variant, want_pair, want_jokua, statement) -> Fit:
    """One `Fit` per seat's calls (a memo of a pure function: the same
    calls always give the same table)."""
    return Fit(variant, want_pair, want_jokua, statement)


class Codes:
    """Rank patterns as codes: each raw rank weighs a power of 8, a hand's
    code is the sum of its four cards' weights (a rank is held at most 4
    times, so codes never collide). Per code: the sorted ranks, what a `Deal`
    needs of the hand, and the cards a normal player keeps at an exchange."""

    def __init__(self, variant: Variant):
        self.variant = variant
        self.weight_of = [0] * (max(RANKS) + 1)
        for i, rank in enumerate(RANKS):
            self.weight_of[rank] = 8 ** i
        worth_share = worth_share_table(variant)
        facts = facts_of(variant)
        # Each lance's keys as dense ranks from 1 (0: a hand out of Pariak
        # or Jokua), times 4, so that a seat's place breaks ties in a max.
        dense = []
        for field in range(5):
            keys = sorted({f[field] for f in facts.values()})
            dense.append({key: i + 1 for i, key in enumerate(keys)})
        self.ranks: dict[int, tuple[int, ...]] = {}
        self.facts: dict[int, tuple] = {}
        for ranks, f in facts.items():
            code = sum(self.weight_of[r] for r in ranks)
            self.ranks[code] = ranks
            keys = tuple(4 * dense[field][f[field]] for field in range(5))
            if not f[5]:
                keys = keys[:2] + (0,) + keys[3:]
            if not f[7]:
                keys = keys[:3] + (0,) + keys[4:]
            self.facts[code] = (worth_share[ranks], f[8], keys, f[5], f[6], f[7])
        self._kept: dict = {}
        self._placed: dict = {}

    def kept(self, code: int, keep: int) -> tuple[int, ...]:
        """The weights of the cards `kept_ranks` keeps of the hand `code`."""
        value = self._kept.get((code, keep))
        if value is None:
            weight_of = self.weight_of
            value = self._kept[(code, keep)] = tuple(
                weight_of[r] for r in kept_ranks(self.ranks[code], keep, self.variant))
        return value

    def placing(self, esku: int):
        """What `deal` needs for a hand with this Esku: per seat, each code's
        keys plus its place (3 for Esku down to 0 for the dealer), and a
        lookup from the best placed key of a lance to the team that wins it
        (None when no hand plays it)."""
        placed = self._placed.get(esku)
        if placed is None:
            by_place = [{code: tuple(k + place for k in f[2]) for code, f in self.facts.items()}
                        for place in range(4)]
            seats = tuple(by_place[3 - (seat - esku) % 4] for seat in range(4))
            top = max(max(f[2]) for f in self.facts.values()) + 4
            team = [None if best < 4 else (esku + 3 - (best & 3)) & 1 for best in range(top)]
            placed = self._placed[esku] = (seats, team)
        return placed

    def deal(self, hand_codes, placing) -> Deal:
        """The `Deal` of four hands (codes by seat), with `placing(esku)`."""
        c0, c1, c2, c3 = hand_codes
        facts = self.facts
        f0, f1, f2, f3 = facts[c0], facts[c1], facts[c2], facts[c3]
        (p0, p1, p2, p3), team = placing
        # Per lance the best placed key names the winning seat (unrolled:
        # a deal is made 64 times a batch). Seats 0 and 1, then 2 and 3.
        a0, a1, a2, a3, a4 = p0[c0]
        b0, b1, b2, b3, b4 = p1[c1]
        x0, x1, x2, x3, x4 = p2[c2]
        y0, y1, y2, y3, y4 = p3[c3]
        if b0 > a0:
            a0 = b0
        if b1 > a1:
            a1 = b1
        if b2 > a2:
            a2 = b2
        if b3 > a3:
            a3 = b3
        if b4 > a4:
            a4 = b4
        if y0 > x0:
            x0 = y0
        if y1 > x1:
            x1 = y1
        if y2 > x2:
            x2 = y2
        if y3 > x3:
            x3 = y3
        if y4 > x4:
            x4 = y4
        winners = (team[a0 if a0 > x0 else x0], team[a1 if a1 > x1 else x1], team[a2 if a2 > x2 else x2],
                   team[a3 if a3 > x3 else x3], team[a4 if a4 > x4 else x4])
        return Deal((f0[0], f1[0], f2[0], f3[0]), (f0[1], f1[1], f2[1], f3[1]), winners,
                    (max(f0[3], f2[3]), max(f1[3], f3[3])), (f0[4] + f2[4], f1[4] + f3[4]), (c0, c1, c2, c3))


@lru_cache(maxsize=2)
def pattern_codes(variant: Variant) -> Codes:
    return Codes(variant)


@lru_cache(maxsize=2)
def facts_of(variant: Variant) -> dict:
    """Per rank pattern: its keys in the five lances, pair value, Jokua bonus,
    whether it holds Jokua, and its `tables.contender_shares`."""
    out = {}
    for ranks in worth_share_table(variant):
        p = profile_of_ranks(ranks, variant)
        out[ranks] = (p.haundia, p.tipia, p.pariak, p.jokua, p.pundua, p.pair_value, p.bonus,
                      p.count >= 31, contender_shares(ranks, variant))
    return out


@lru_cache(maxsize=4096)
def kept_ranks(ranks: tuple[int, ...], keep: int, variant: Variant) -> tuple[int, ...]:
    """The ranks a normal player keeps of `ranks` when it keeps `keep` cards:
    those whose expected worth after the draw is highest."""
    best, best_value = (), -1.0
    for kept in set(combinations(ranks, keep)):
        value = sum(kept_worth(kept, variant))
        if value > best_value:
            best, best_value = kept, value
    return best
