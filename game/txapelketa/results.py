"""What a championship match ends with, and the seam that plays one.

A `MatchResult` is each game's end, in order: the points of the first pair
and the second (as the match was asked: `first`, `second`) and which of them
won it (`Side`: a game won by a Kanta stands at the scores it had, so the
winner is said, not worked out from the points). `check(rules)` says what a
match of those rules cannot end with.

`PlayMatch` is the seam to the game loop that plays the other pairs'
matches: `play(seed, first, second, rules) -> MatchResult`, the same seed
and pairs giving the same result (`championship.seated(first, second)` gives
the four seats' computer players: the first pair at seats 0 and 2). The championship never plays a card
itself: it hands each match its seed and its pairs (game/txapelketa/championship.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from game.model.actions import MAX_STAKE
from game.model.rules import MATCH_LENGTHS, TARGETS, Rules
from game.platform import validate

from .pairs import Pair

# No game ends past its target by more than one stake (the count stops at the target).
POINTS_LIMIT = max(TARGETS) + MAX_STAKE
GAMES_LIMIT = 2 * max(MATCH_LENGTHS) - 1


class Side(Enum):
    """The first or the second pair of a match (kept by its value)."""

    FIRST = "first"
    SECOND = "second"

    def __str__(self) -> str:
        return self.value

    @property
    def other(self) -> "Side":
        return Side.SECOND if self is Side.FIRST else Side.FIRST


@dataclass(frozen=True, slots=True)
class Game:
    """One game's end: the first pair's points, the second's, who won."""

    first: int
    second: int
    winner: Side

    def __post_init__(self) -> None:
        validate.strict_types(self)
        for points in (self.first, self.second):
            if not 0 <= points <= POINTS_LIMIT:
                raise ValueError(f"a game's points are 0 to {POINTS_LIMIT}, not {points}")

    def points(self, side: Side) -> int:
        return self.first if side is Side.FIRST else self.second


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A match's games, in the order played."""

    games: tuple[Game, ...]

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if not 1 <= len(self.games) <= GAMES_LIMIT:
            raise ValueError(f"a match holds 1 to {GAMES_LIMIT} games, not {len(self.games)}")
        if self.games_won(Side.FIRST) == self.games_won(Side.SECOND):
            raise ValueError("a match's games cannot be shared evenly: one pair wins it")
        if self.games[-1].winner is not self.winner:
            raise ValueError("a game was played after the match was won")

    @property
    def winner(self) -> Side:
        """The side that won more games (the match's winner)."""
        return Side.FIRST if self.games_won(Side.FIRST) > self.games_won(Side.SECOND) else Side.SECOND

    def games_won(self, side: Side) -> int:
        return sum(1 for game in self.games if game.winner is side)

    def points(self, side: Side) -> int:
        return sum(game.points(side) for game in self.games)

    def check(self, rules: Rules) -> None:
        """ValueError if no match of `rules` ends so: the winner must take
        exactly `games_to_win` games, the loser fewer, and a game's points at
        its target or past it are the winner's."""
        won = self.games_won(self.winner)
        if won != rules.games_to_win:
            raise ValueError(f"the winner took {won} games: a match is won with {rules.games_to_win}")
        for number, game in enumerate(self.games, 1):
            loser = game.winner.other
            if game.points(loser) >= rules.target:
                raise ValueError(f"game {number}: the loser has {game.points(loser)} points, "
                                 f"at the target ({rules.target}) or past it")

    def flipped(self) -> "MatchResult":
        """The same match seen from the other pair (the second pair first)."""
        return MatchResult(tuple(Game(g.second, g.first, g.winner.other) for g in self.games))


def read_result(raw) -> MatchResult:
    """A result from a file: a list of games, each `[first's points,
    second's points, "first" or "second"]`; ValueError says what is wrong."""
    if not isinstance(raw, list) or not 1 <= len(raw) <= GAMES_LIMIT:
        raise ValueError(f"games must be a list of 1 to {GAMES_LIMIT} games, not {validate.shorten(raw)}")
    games = []
    for number, entry in enumerate(raw, 1):
        if (not isinstance(entry, list) or len(entry) != 3 or type(entry[0]) is not int
                or type(entry[1]) is not int or entry[2] not in ("first", "second")):
            raise ValueError(f"game {number} ({validate.shorten(entry)}) is not [points, points, winner]")
        games.append(Game(entry[0], entry[1], Side(entry[2])))
    return MatchResult(tuple(games))


def write_result(result: MatchResult) -> list:
    return [[game.first, game.second, game.winner.value] for game in result.games]


class PlayMatch(Protocol):
    """Plays a whole match of `first` against `second` with `rules`, from
    `seed` (the same seed, the same match), and says how it ended, seen from
    `first`."""

    def __call__(self, seed: int, first: Pair, second: Pair, rules: Rules) -> MatchResult: ...
