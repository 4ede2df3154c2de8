"""A championship (txapelketa) as a value, and the pure functions that move it on.

`Championship` holds what cannot be worked out again: the seed, the rules
its matches are played with, the field and its draw (game/txapelketa/pairs.py)
and the results recorded so far, in order. Everything else is read from
those: the fixtures, the groups' tables (game/txapelketa/standings.py), the
bracket, the player's next match and path, whether the player is out, who
won. `record(championship, key, result)` is the one way on: it gives a new
championship, or refuses (ValueError) a result that is not of a match of
the round being played. A `Championship` checks its results on creation
the same way, so no value of it holds a result its rounds would not reach.

The rounds, played in order (docs/RULES.md, "Txapelketa"):

- rounds 1 to 3, the groups: four groups of four (A to D), each pair meeting
  the three others; by the pairs' places in their group (by pot: 1 to 4),
  round 1 is 1-4 and 2-3, round 2 is 1-3 and 2-4, round 3 is 1-2 and 3-4;
- round 4, the quarter-finals, the winner of a group against the runner-up
  of another: A1-B2, C1-D2, B1-A2, D1-C2 (two pairs of one group meet again
  in the final at the earliest);
- round 5, the semi-finals: the winners of the first two quarter-finals, and
  of the last two; round 6, the final.

Each match has its key ("A1" to "D6", "QF1" to "QF4", "SF1", "SF2", "F") and
its own seed, drawn from the championship's. The player's match of a round
and the others may be recorded in any order; the next round begins when
every match of the round is recorded. `playing_others(championship,
play_match)` plays the other pairs' matches of the round through the game
loop's seam (`PlayMatch`, game/txapelketa/results.py), one at a time, so
that each can be kept as soon as it is played.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Iterator

from game.model.randomness import SEED_LIMIT
from game.model.rules import MATCH_LENGTHS, TARGETS, Rules, Variant
from game.platform import validate

from .pairs import PLAYER_PAIR, PLAYER_PAIR_NAME, ComputerPlayer, Field, Pair, new_field, stream
from .results import MatchResult, PlayMatch, Side
from .standings import GroupTable, order_group

GROUP_NAMES = "ABCD"
# The lengths a championship's match may have: MATCH_LENGTHS but a single game.
CHAMPIONSHIP_LENGTHS = tuple(n for n in MATCH_LENGTHS if n >= 2)
DEFAULT_TARGET = TARGETS[0]            # 40 points a game
DEFAULT_LENGTH = CHAMPIONSHIP_LENGTHS[0]  # the first to win 2 games


class Stage(Enum):
    """A stage of the championship (kept by its value)."""

    GROUPS = "groups"
    QUARTER_FINALS = "quarter-finals"
    SEMI_FINALS = "semi-finals"
    FINAL = "final"

    def __str__(self) -> str:
        return self.value


# Each group round's meetings, by the pairs' places in their group (0: its pot 1 pair).
GROUP_ROUNDS = (((0, 3), (1, 2)), ((0, 2), (1, 3)), ((0, 1), (2, 3)))
GROUP_STAGE_ROUNDS = len(GROUP_ROUNDS)
ROUNDS = GROUP_STAGE_ROUNDS + 3        # then the quarter-finals, the semi-finals, the final


@dataclass(frozen=True, slots=True)
class Source:
    """Where a knockout match's pair comes from: a place (1 or 2) in a
    group (0 for A), or the winner of an earlier match (its key)."""

    group: int | None = None
    place: int | None = None
    winner_of: str | None = None


def _placed(group: str, place: int) -> Source:
    return Source(group=GROUP_NAMES.index(group), place=place)


# The knockout: each match's key, stage and the sources of its two pairs.
KNOCKOUT = (
    ("QF1", Stage.QUARTER_FINALS, (_placed("A", 1), _placed("B", 2))),
    ("QF2", Stage.QUARTER_FINALS, (_placed("C", 1), _placed("D", 2))),
    ("QF3", Stage.QUARTER_FINALS, (_placed("B", 1), _placed("A", 2))),
    ("QF4", Stage.QUARTER_FINALS, (_placed("D", 1), _placed("C", 2))),
    ("SF1", Stage.SEMI_FINALS, (Source(winner_of="QF1"), Source(winner_of="QF2"))),
    ("SF2", Stage.SEMI_FINALS, (Source(winner_of="QF3"), Source(winner_of="QF4"))),
    ("F", Stage.FINAL, (Source(winner_of="SF1"), Source(winner_of="SF2"))),
)
KNOCKOUT_STAGES = (Stage.QUARTER_FINALS, Stage.SEMI_FINALS, Stage.FINAL)
_STAGE_ROUND = {stage: GROUP_STAGE_ROUNDS + n for n, stage in enumerate(KNOCKOUT_STAGES, 1)}
FINAL = "F"
# Every match's key: each group's six ("A1" to "A6": two a round), then the knockout's.
MATCH_KEYS = tuple(f"{name}{n}" for name in GROUP_NAMES for n in range(1, 2 * GROUP_STAGE_ROUNDS + 1)) + tuple(
    key for key, _stage, _sources in KNOCKOUT)


@dataclass(frozen=True, slots=True)
class Fixture:
    """A match of the championship whose pairs are known: its key, stage,
    round (1 to 6), group (0 for A; None in the knockout), its two pairs
    (`first` is the first pair of its result) and its seed."""

    key: str
    stage: Stage
    round: int
    group: int | None
    first: int
    second: int
    seed: int

    @property
    def pairs(self) -> tuple[int, int]:
        return self.first, self.second

    def side_of(self, pair: int) -> Side:
        """The side `pair` plays on (ValueError if it does not play)."""
        if pair == self.first:
            return Side.FIRST
        if pair == self.second:
            return Side.SECOND
        raise ValueError(f"pair {pair} does not play {self.key}")


@dataclass(frozen=True, slots=True)
class BracketMatch:
    """A knockout match as the bracket shows it: its pairs' sources, the
    pairs once known (else None) and its result once played."""

    key: str
    stage: Stage
    sources: tuple[Source, Source]
    first: int | None
    second: int | None
    result: MatchResult | None


@dataclass(frozen=True, slots=True)
class Played:
    """A result recorded: the match's key and how it ended (seen from its first pair)."""

    key: str
    result: MatchResult

    def __post_init__(self) -> None:
        validate.strict_types(self)


@dataclass(frozen=True, slots=True)
class Step:
    """A match on the player's path: the fixture, the opponent (a pair
    number) and its result seen from the player's pair (None until played)."""

    fixture: Fixture
    opponent: int
    result: MatchResult | None

    @property
    def won(self) -> bool | None:
        return None if self.result is None else self.result.winner is Side.FIRST


def championship_rules(variant: Variant = Rules().variant, target: int = DEFAULT_TARGET,
                       games_to_win: int = DEFAULT_LENGTH) -> Rules:
    """The rules of a championship's matches, the model's own variant unless
    another is given (ValueError for a length it does not offer)."""
    if games_to_win not in CHAMPIONSHIP_LENGTHS:
        raise ValueError(f"a championship's match is won with {' or '.join(map(str, CHAMPIONSHIP_LENGTHS))} "
                         f"games, not {games_to_win!r}")
    return Rules(variant=variant, target=target, games_to_win=games_to_win)


@dataclass(frozen=True, slots=True)
class Championship:
    """The seed, the rules of its matches, the field and its draw, and the
    results recorded, in order (each checked on creation against the round
    it was recorded in). `course` is what the seed and the field fix (the
    group matches, the matches' seeds, the groups' draws), worked out once."""

    seed: int
    rules: Rules
    field: Field
    results: tuple[Played, ...] = ()
    course: _Course = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"seed {validate.shorten(self.seed)} is out of range")
        championship_rules(self.rules.variant, self.rules.target, self.rules.games_to_win)
        if len(self.results) > len(MATCH_KEYS):
            raise ValueError(f"{len(self.results)} results, more than a championship's matches")
        course = _Course(self.seed, self.field)
        done: dict[str, MatchResult] = {}
        for played in self.results:
            course.check_next(self.rules, done, played)
            done[played.key] = played.result
        object.__setattr__(self, "course", course)

    @property
    def done(self) -> dict[str, MatchResult]:
        """The results recorded, by their match's key."""
        return {played.key: played.result for played in self.results}


def new_championship(seed: int, partner: ComputerPlayer, rules: Rules | None = None,
                     pair_name: str = PLAYER_PAIR_NAME) -> Championship:
    """A championship from its seed: the field of `new_field(seed, partner,
    pair_name)`, no result yet; its matches played with `rules` (by default
    `championship_rules()`: first to 2 games of 40 points)."""
    return Championship(seed, rules or championship_rules(), new_field(seed, partner, pair_name))


# -- what is worked out from the seed, the field and the results ---------------

class _Course:
    """What the seed and the field fix before a card is played (the group
    matches, each match's seed, each group's drawn order), and the readings
    of a set of results (`done`: key -> result) that rest on them. Made once
    for a championship value (its `course`)."""

    __slots__ = ("seed", "field", "group_fixtures", "drawn", "seeds")

    def __init__(self, seed: int, field: Field) -> None:
        self.seed, self.field = seed, field
        self.seeds = {key: stream(seed, f"match {key}").getrandbits(64) % SEED_LIMIT for key in MATCH_KEYS}
        out = []
        for number, meetings in enumerate(GROUP_ROUNDS, 1):
            for group, pairs in enumerate(field.groups):
                for index, (a, b) in enumerate(meetings):
                    key = f"{GROUP_NAMES[group]}{2 * (number - 1) + index + 1}"
                    out.append(Fixture(key, Stage.GROUPS, number, group, pairs[a], pairs[b], self.seeds[key]))
        self.group_fixtures = tuple(out)
        drawn = []
        for group, pairs in enumerate(field.groups):
            order = list(pairs)
            stream(seed, f"draw {GROUP_NAMES[group]}").shuffle(order)
            drawn.append(tuple(order))
        self.drawn = tuple(drawn)

    def table(self, done: dict, group: int) -> GroupTable:
        played = [(f.first, f.second, done[f.key]) for f in self.group_fixtures
                  if f.group == group and f.key in done]
        return order_group(self.field.groups[group], played, self.drawn[group])

    def group_complete(self, done: dict, group: int) -> bool:
        return all(f.key in done for f in self.group_fixtures if f.group == group)

    def bracket(self, done: dict) -> tuple[BracketMatch, ...]:
        winners: dict[str, int] = {}
        tables: dict[int, GroupTable] = {}
        out = []
        for key, stage, sources in KNOCKOUT:
            pairs = []
            for source in sources:
                if source.winner_of is not None:
                    pairs.append(winners.get(source.winner_of))
                elif self.group_complete(done, source.group):
                    if source.group not in tables:
                        tables[source.group] = self.table(done, source.group)
                    pairs.append(tables[source.group].pair_at(source.place))
                else:
                    pairs.append(None)
            first, second = pairs
            result = done.get(key)
            if result is not None and first is not None and second is not None:
                winners[key] = first if result.winner is Side.FIRST else second
            out.append(BracketMatch(key, stage, sources, first, second, result))
        return tuple(out)

    def fixtures(self, done: dict) -> tuple[Fixture, ...]:
        knockout = tuple(Fixture(m.key, m.stage, _STAGE_ROUND[m.stage], None, m.first, m.second, self.seeds[m.key])
                         for m in self.bracket(done) if m.first is not None and m.second is not None)
        return self.group_fixtures + knockout

    def current_round(self, done: dict, fixtures=None) -> int | None:
        fixtures = self.fixtures(done) if fixtures is None else fixtures
        for number in range(1, ROUNDS + 1):
            of_round = [f for f in fixtures if f.round == number]
            if not of_round or not all(f.key in done for f in of_round):
                return number
        return None

    def check_next(self, rules: Rules, done: dict, played: Played) -> None:
        """ValueError unless `played` is a result of a match of the round
        being played after `done`, not yet recorded, that `rules` can end with."""
        if not isinstance(played, Played):
            raise ValueError(f"a result must be Played, not {validate.shorten(played)}")
        fixtures = self.fixtures(done)
        number = self.current_round(done, fixtures)
        if number is None:
            raise ValueError("the championship is over: no match is left to record")
        if played.key in done:
            raise ValueError(f"{validate.shorten(played.key)} is recorded already")
        if played.key not in {f.key for f in fixtures if f.round == number}:
            raise ValueError(f"{validate.shorten(played.key)} is not a match of round {number}")
        played.result.check(rules)


# -- the public reading of a championship ----------------------------------------

def fixtures(championship: Championship) -> tuple[Fixture, ...]:
    """Every match whose pairs are known, played or not, round by round."""
    return championship.course.fixtures(championship.done)


def fixture(championship: Championship, key: str) -> Fixture:
    """The match of `key` (ValueError if its pairs are not known yet)."""
    for found in fixtures(championship):
        if found.key == key:
            return found
    raise ValueError(f"no match {validate.shorten(key)} is known yet")


def result_of(championship: Championship, key: str) -> MatchResult | None:
    return championship.done.get(key)


def current_round(championship: Championship) -> int | None:
    """The round being played (1 to 6), or None once the final is played."""
    return championship.course.current_round(championship.done)


def stage_of_round(number: int) -> Stage:
    """The stage round `number` (1 to 6) belongs to."""
    if not 1 <= number <= ROUNDS:
        raise ValueError(f"a championship has rounds 1 to {ROUNDS}, not {number!r}")
    return Stage.GROUPS if number <= GROUP_STAGE_ROUNDS else KNOCKOUT_STAGES[number - GROUP_STAGE_ROUNDS - 1]


def pending(championship: Championship) -> tuple[Fixture, ...]:
    """The matches of the round being played that are not recorded yet."""
    done = championship.done
    number = current_round(championship)
    return tuple(f for f in fixtures(championship) if f.round == number and f.key not in done)


def others_to_play(championship: Championship) -> tuple[Fixture, ...]:
    """The matches of the round being played that the computer plays: all
    but the player's pair's."""
    return tuple(f for f in pending(championship) if PLAYER_PAIR not in f.pairs)


def record(championship: Championship, key: str, result: MatchResult) -> Championship:
    """The championship with the result of match `key` (seen from its
    first pair); ValueError if it is not a match of the round being played
    still to record, or if its rules cannot end so."""
    played = Played(key, result)
    championship.course.check_next(championship.rules, championship.done, played)
    return Championship(championship.seed, championship.rules, championship.field,
                        championship.results + (played,))


def playing_others(championship: Championship, play: PlayMatch) -> Iterator[Championship]:
    """The championship after each other match of the round being played,
    each played by `play` from its own seed (keep each as it comes)."""
    for match in others_to_play(championship):
        pairs = championship.field.pairs
        result = play(match.seed, pairs[match.first], pairs[match.second], championship.rules)
        championship = record(championship, match.key, result)
        yield championship


def record_players_match(championship: Championship, seen_from_player: MatchResult) -> Championship:
    """The championship with the result of the player's next match, given
    as the player's table saw it (the player's pair first); ValueError as
    `record`, or when the player has no match to play."""
    match = next_match(championship)
    if match is None:
        raise ValueError("the player has no match to play")
    result = seen_from_player if match.side_of(PLAYER_PAIR) is Side.FIRST else seen_from_player.flipped()
    return record(championship, match.key, result)


def table_players(championship: Championship, match: Fixture) -> tuple[ComputerPlayer, ...]:
    """The computer players of seats 1, 2 and 3 at the player's table for
    `match` (one of the player's pair's): an opponent, the partner, the other
    opponent."""
    pairs = championship.field.pairs
    opponents = pairs[match.second if match.side_of(PLAYER_PAIR) is Side.FIRST else match.first]
    partner, = pairs[PLAYER_PAIR].players
    return opponents.players[0], partner, opponents.players[1]


def seated(first: Pair, second: Pair) -> tuple[ComputerPlayer, ...]:
    """The computer players of seats 0 to 3 for a match of two computer
    pairs, `first`'s at seats 0 and 2 and `second`'s at 1 and 3 (the seats
    of a result's first and second side); ValueError for the player's pair."""
    if first.is_players or second.is_players:
        raise ValueError("the player's pair plays its matches at the table, not in the background")
    return first.players[0], second.players[0], first.players[1], second.players[1]


def group_table(championship: Championship, group: int) -> GroupTable:
    """The table of group `group` (0 for A) after the matches recorded."""
    return championship.course.table(championship.done, group)


def bracket(championship: Championship) -> tuple[BracketMatch, ...]:
    """The seven knockout matches, quarter-finals first, as far as known."""
    return championship.course.bracket(championship.done)


def path(championship: Championship, pair: int = PLAYER_PAIR) -> tuple[Step, ...]:
    """The matches of `pair` (the player's by default) known so far, in
    order, each with its result seen from `pair`."""
    done = championship.done
    steps = []
    for match in fixtures(championship):
        if pair not in match.pairs:
            continue
        result = done.get(match.key)
        if result is not None and match.side_of(pair) is Side.SECOND:
            result = result.flipped()
        steps.append(Step(match, match.second if pair == match.first else match.first, result))
    return tuple(steps)


def is_out(championship: Championship, pair: int = PLAYER_PAIR) -> bool:
    """Whether `pair` can play no more: third or fourth of its complete
    group, or beaten in the knockout."""
    done = championship.done
    group = championship.field.group_of(pair)
    if championship.course.group_complete(done, group):
        if group_table(championship, group).place_of(pair) > 2:
            return True
    return any(step.won is False and step.fixture.stage is not Stage.GROUPS
               for step in path(championship, pair))


def next_match(championship: Championship) -> Fixture | None:
    """The player's next match: the first of the player's pair's known
    matches still to play (it may be of the next round while others of this
    one are still to play), or None: when the player is out or has won, and
    while the round's other matches still decide whether and whom the player
    meets next (after the player's last group match, or a knockout match won
    before the other half's: `bracket` shows the slot meanwhile)."""
    for step in path(championship):
        if step.result is None:
            return step.fixture
    return None


def winner(championship: Championship) -> int | None:
    """The pair that won the final, once it is played."""
    result = championship.done.get(FINAL)
    if result is None:
        return None
    final = fixture(championship, FINAL)
    return final.first if result.winner is Side.FIRST else final.second


def finished(championship: Championship) -> bool:
    return winner(championship) is not None


def others_due(championship: Championship) -> bool:
    """Whether the computer's matches are to be played now: the player has
    no match of the round being played left (it is played, or the player is
    out) and another match of that round is still to play. Played round after
    round, this names a winner once the player is out."""
    number = current_round(championship)
    if number is None:
        return False
    mine = next_match(championship)
    return (mine is None or mine.round != number) and bool(others_to_play(championship))


def others_left(championship: Championship) -> int:
    """How many matches the computer is to play now: the round's others, or
    once the player is out every match still to play (0 when none is due)."""
    if not others_due(championship):
        return 0
    if is_out(championship):
        return len(MATCH_KEYS) - len(championship.results)
    return len(others_to_play(championship))
