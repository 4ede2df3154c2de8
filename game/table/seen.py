"""The table as the player sees it from its seat: the player at the bottom.

The model numbers the seats 0 to 3 in turn order and the teams 0 (seats 0
and 2) and 1; the player may sit at any seat (the match's `Seating`). The
table draws the player's seat at the bottom, the next seat in turn order on
the right, the partner at the top and the last on the left, and the player's
team as "us" (the left score panel, its colour and mark): the same table
whichever seat the player has.

`Around` says where each seat is drawn: a seat's `place` on screen (0 the
bottom, 1 the right, 2 the top, 3 the left) and a team's `side` (0 the
player's, 1 the opponents'), and back. `seen_from(state, around)` is the
state with its seats renumbered as places and its teams as sides (hands,
turns, the dealer and Esku, scores, summary, track and events), which every
drawing part of the table reads: so each part draws place 0 at the bottom
and side 0 as "us" and knows nothing of the seating. At the bottom seat 0
it is the state itself. The model's own functions are never given the seen
state: the course plays the match in the model's seats.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from game.model import events as E
from game.model.records import Move


@dataclass(frozen=True, slots=True)
class Around:
    """The seat drawn at the bottom (`bottom`: the player's, or in a demo
    the seat that reads the summaries) and where every other seat and each
    team is drawn from there, in the model's turn order."""

    bottom: int = 0

    def __post_init__(self) -> None:
        if type(self.bottom) is not int or self.bottom not in (0, 1, 2, 3):
            raise ValueError(f"the seat at the bottom must be 0 to 3, not {self.bottom!r}")

    @classmethod
    def of(cls, match) -> "Around":
        """The table of `match` seen from its player's seat (a demo: its reader's)."""
        return cls(match.seating.reader)

    def place(self, seat: int | None) -> int | None:
        """Where `seat` is drawn: 0 the bottom, 1 the right, 2 the top, 3 the left."""
        return None if seat is None else (seat - self.bottom) % 4

    def seat(self, place: int | None) -> int | None:
        """The seat drawn at `place`."""
        return None if place is None else (place + self.bottom) % 4

    def side(self, team: int | None) -> int | None:
        """Where `team` is drawn: 0 the player's ("us"), 1 the opponents'."""
        return None if team is None else (team - self.bottom) % 2

    def team(self, side: int | None) -> int | None:
        return None if side is None else (side + self.bottom) % 2

    def by_place(self, per_seat):
        """A tuple by seat (hands, calls) as a tuple by place."""
        return tuple(per_seat[self.seat(place)] for place in range(len(per_seat)))

    def by_side(self, per_team):
        """A pair by team (scores, games won) as a pair by side."""
        return tuple(per_team[self.team(side)] for side in range(len(per_team)))

    def places(self, seats) -> tuple:
        return tuple(self.place(seat) for seat in seats)

    def sides(self, teams) -> tuple:
        return tuple(self.side(team) for team in teams)

    # -- the model's values as seen -------------------------------------------------
    def result(self, result):
        """A lance's result (`LanceResult`) or a summary line, its team as a side."""
        return result if result is None else replace(result, team=self.side(result.team))

    def event(self, event):
        """An event with its seats as places and its teams as sides."""
        kind = type(event)
        if kind is E.Called or kind is E.Reshuffled or kind is E.Drew:
            return replace(event, seat=self.place(event.seat))
        if kind is E.Signed:
            return replace(event, seat=self.place(event.seat), seen_by=tuple(sorted(self.places(event.seen_by))))
        if kind is E.Dealt:
            return replace(event, dealer=self.place(event.dealer), esku=self.place(event.esku))
        if kind is E.LancesBegin:
            return replace(event, by=self.place(event.by))
        if kind is E.BettingOpened:
            return replace(event, bettors=self.places(event.bettors), voices=self.places(self.by_side(event.voices)))
        if kind is E.TiraPaid:
            return replace(event, team=self.side(event.team), scores=self.by_side(event.scores))
        if kind is E.LanceSettled:
            return replace(event, result=self.result(event.result))
        if kind is E.HandsShown:
            return replace(event, hands=self.by_place(event.hands))
        if kind is E.LineCounted:
            return replace(event, line=self.result(event.line), scores=self.by_side(event.scores))
        if kind is E.GameWon:
            return replace(event, team=self.side(event.team), scores=self.by_side(event.scores),
                           games_won=self.by_side(event.games_won))
        if kind is E.MatchWon:
            return replace(event, team=self.side(event.team), games_won=self.by_side(event.games_won))
        return event


class SeenState:
    """A model `State` as seen from the seat at the bottom (see the module's
    docstring): what the drawing parts read of it, seats as places and teams
    as sides; anything else is the state's own."""

    def __init__(self, state, around: Around) -> None:
        self.state = state
        self.around = around

    def __getattr__(self, name):
        return getattr(self.state, name)

    @cached_property
    def hands(self):
        return self.around.by_place(self.state.hands)

    @cached_property
    def pending(self):
        return self.around.by_place(self.state.pending)

    @cached_property
    def pair_calls(self):
        return self.around.by_place(self.state.pair_calls)

    @cached_property
    def jokua_calls(self):
        return self.around.by_place(self.state.jokua_calls)

    @property
    def to_act(self):
        return self.around.place(self.state.to_act)

    @property
    def dealer(self):
        return self.around.place(self.state.dealer)

    @property
    def esku(self):
        return self.around.place(self.state.esku)

    @property
    def reader(self):
        return self.around.place(self.state.reader)

    @cached_property
    def bettors(self):
        return self.around.places(self.state.bettors)

    @property
    def bet_team(self):
        return self.around.side(self.state.bet_team)

    @property
    def winner(self):
        return self.around.side(self.state.winner)

    @property
    def game_winner(self):
        return self.around.side(self.state.game_winner)

    @cached_property
    def passed(self):
        return self.around.sides(self.state.passed)

    @cached_property
    def scores(self):
        return self.around.by_side(self.state.scores)

    @cached_property
    def games_won(self):
        return self.around.by_side(self.state.games_won)

    @cached_property
    def summary(self):
        return tuple(self.around.result(line) for line in self.state.summary)

    @cached_property
    def track(self):
        return tuple(self.around.result(result) for result in self.state.track)

    @cached_property
    def history(self):
        place = self.around.place
        return tuple(Move(place(move.seat), move.action) for move in self.state.history)

    @property
    def hand_moves(self):
        return self.history[self.state.hand_start:]

    @cached_property
    def events(self):
        return tuple(self.around.event(event) for event in self.state.events)

    @cached_property
    def story(self):
        return tuple(self.around.event(event) for event in self.state.story)

    @cached_property
    def past_story(self):
        return tuple(self.around.event(event) for event in self.state.past_story)

    @property
    def match_story(self):
        return self.past_story + self.story


def seen_from(state, around: Around):
    """`state` as the table draws it from `around`'s seat at the bottom (the
    state itself at the bottom seat 0)."""
    if state is None or around.bottom == 0:
        return state
    return SeenState(state, around)
