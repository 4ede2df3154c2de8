"""The records a game keeps: `Move` (a seat and its action), `LanceResult`
(what a lance left on the lance track) and `SummaryLine` (a line of the
end-of-hand count), and the seats' order (`team_of`, `partner_of`, `opponents_of`, `seats_from`). The state
holds them and the events tell them; they hold no state and no event.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action
from .names import Lance, Result, Why


def team_of(seat: int) -> int:
    """Team 0 is seats 0 and 2, team 1 seats 1 and 3 (whoever sits in them)."""
    return seat & 1


def partner_of(seat: int) -> int:
    """The seat across the table: `seat`'s partner, on its team."""
    return (seat + 2) % 4


def opponents_of(seat: int) -> tuple[int, int]:
    """The two seats of the other team: on `seat`'s right, then on its left."""
    return ((seat + 1) % 4, (seat + 3) % 4)


def seats_from(esku: int) -> tuple[int, int, int, int]:
    """The four seats in turn order starting with Esku."""
    return _TURN_ORDERS[esku % 4]


_TURN_ORDERS = tuple(tuple((esku + i) % 4 for i in range(4)) for esku in range(4))


class Move(NamedTuple):
    """One action in the history, with the seat that made it: a (seat, action)
    pair, so `for seat, action in state.history` reads naturally."""

    seat: int
    action: Action

    def __str__(self) -> str:
        return f"{self.seat}: {self.action}"


@dataclass(frozen=True, slots=True)
class LanceResult:
    """What a lance left on the track, waiting for the summary.

    result (a `Result`): "paso" (general Paso), "iduki" (a bet accepted;
    `stake` holds it), "tira" (a bet refused; `team` was paid `points` at
    once), "kanta" (a Hordago accepted), "one-team" (only `team` held pairs /
    Jokua; no betting), "none" (nobody held pairs: the lance was skipped).
    tie (a Kanta only: the others are settled at the summary, which says it
    on its lines): the two teams' best hands were as good; the lance went by
    turn order, to the hand nearer Esku."""

    lance: Lance
    result: Result
    team: int | None = None
    stake: int = 0
    points: int = 0
    tie: bool = False


@dataclass(frozen=True, slots=True)
class SummaryLine:
    """A line of the end-of-hand summary.

    why (a `Why`): "stake" (an accepted bet), "paso" (the general Paso
    point) or "bonus" (pair value, Jokua bonus, Pundua's point). counted:
    False for lines after the game was already won (shown, not added). tie:
    the other team's best hand was as good; the lance went by turn order,
    to the hand nearer Esku."""

    lance: Lance
    team: int
    points: int
    why: Why
    counted: bool = True
    tie: bool = False

    def __str__(self) -> str:
        tail = "" if self.counted else " (not counted: game already won)"
        return f"{self.lance}: team {self.team} +{self.points} ({self.why}){tail}"
