"""A group's table: its pairs in order, and why each stands above another.

The order (docs/RULES.md, "Txapelketa") is decided by, in turn:

1. matches won (`Reason.MATCHES`);
2. the game difference, games won less games lost (`Reason.GAMES`);
3. the point difference, over every game of the group's matches (`Reason.POINTS`);
4. head to head: the matches won among the pairs still level on all three
   (`Reason.HEAD_TO_HEAD`: of two, the one that beat the other);
5. the draw: an order drawn from the championship's seed for each group
   before a card is played (`Reason.DRAW`).

`order_group` is pure: the group's pairs, its matches played so far and its
drawn order in, a `GroupTable` out, whose `why(upper, lower)` says the first
of the reasons above that places `upper` above `lower`, for the screen to say.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .results import Side


class Reason(Enum):
    """What places a pair above another in a group (kept by its value)."""

    MATCHES = "matches"
    GAMES = "games"
    POINTS = "points"
    HEAD_TO_HEAD = "head-to-head"
    DRAW = "draw"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Standing:
    """One row of a group's table: a pair's place (1 to 4) and its tally."""

    pair: int
    place: int
    played: int = 0
    won: int = 0
    lost: int = 0
    games_won: int = 0
    games_lost: int = 0
    points_for: int = 0
    points_against: int = 0

    @property
    def game_difference(self) -> int:
        return self.games_won - self.games_lost

    @property
    def point_difference(self) -> int:
        return self.points_for - self.points_against


@dataclass(frozen=True, slots=True)
class GroupTable:
    """A group's rows in order (`rows[0]` first) and, for each two of them,
    the reason the upper stands above the lower."""

    rows: tuple[Standing, ...]
    reasons: tuple[tuple[int, int, Reason], ...]   # (upper pair, lower pair, reason)

    def why(self, upper: int, lower: int) -> Reason:
        """Why pair `upper` stands above pair `lower` (ValueError if it does not)."""
        for above, below, reason in self.reasons:
            if (above, below) == (upper, lower):
                return reason
        raise ValueError(f"pair {upper} does not stand above pair {lower} in this group")

    def place_of(self, pair: int) -> int:
        return next(row.place for row in self.rows if row.pair == pair)

    def pair_at(self, place: int) -> int:
        return self.rows[place - 1].pair


def _tally(pair: int, played) -> dict:
    out = dict(played=0, won=0, lost=0, games_won=0, games_lost=0, points_for=0, points_against=0)
    for first, second, result in played:
        if pair not in (first, second):
            continue
        side = Side.FIRST if pair == first else Side.SECOND
        out["played"] += 1
        out["won" if result.winner is side else "lost"] += 1
        out["games_won"] += result.games_won(side)
        out["games_lost"] += result.games_won(side.other)
        out["points_for"] += result.points(side)
        out["points_against"] += result.points(side.other)
    return out


def order_group(pairs, played, drawn) -> GroupTable:
    """The table of the group of `pairs` after `played` (each `(first,
    second, MatchResult)`, a match between two of them), with `drawn` (the
    group's pairs in the order of its draw) for the last tie-break."""
    played = tuple(played)
    if sorted(drawn) != sorted(pairs):
        raise ValueError("the draw must order the group's own pairs")
    tallies = {pair: _tally(pair, played) for pair in pairs}

    def record(pair: int) -> tuple[int, int, int]:
        t = tallies[pair]
        return t["won"], t["games_won"] - t["games_lost"], t["points_for"] - t["points_against"]

    def head_to_head(pair: int) -> int:
        """Matches `pair` won against the pairs level with it on the record."""
        level = {other for other in pairs if record(other) == record(pair)}
        return sum(1 for first, second, result in played
                   if {first, second} <= level and pair == (first if result.winner is Side.FIRST else second))

    ranked = sorted(pairs, key=lambda p: (*record(p), head_to_head(p), -list(drawn).index(p)), reverse=True)
    rows = tuple(Standing(pair, place, **tallies[pair]) for place, pair in enumerate(ranked, 1))
    reasons = []
    for i, upper in enumerate(ranked):
        for lower in ranked[i + 1:]:
            a, b = record(upper), record(lower)
            if a[0] != b[0]:
                reason = Reason.MATCHES
            elif a[1] != b[1]:
                reason = Reason.GAMES
            elif a[2] != b[2]:
                reason = Reason.POINTS
            elif head_to_head(upper) != head_to_head(lower):
                reason = Reason.HEAD_TO_HEAD
            else:
                reason = Reason.DRAW
            reasons.append((upper, lower, reason))
    return GroupTable(rows, tuple(reasons))

