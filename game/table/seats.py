"""Who plays each seat at the table, thinking off the frame loop.

The seats are the match's (game/match/seats.py: the player at this screen,
the computer players, a lesson's script; the match's `seating` says which
sits where). `SeatPlayers` asks the seat whose answer makes the move now
(game/match/loop.py's `asked`: a computer player's own call, or for the
player's decisions the partner's view in its place) on the worker thread it
owns (so the frame loop never waits for them), and shuts the worker down
when the table closes. `think(match)` is the seats' one question, so what the
table decided is what the game loop decides from the same seed (the record,
the tournament tool) and what the review later shows. A computer player's
choice is checked against the rules (`checked`, the loop's): an illegal one
raises `IllegalComputerChoice` when `strict` (the tests), and otherwise is
logged and replaced by a safe legal call.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from game.match import ComputerSeat, Seat, seats_for, work_out
from game.match.loop import IllegalComputerChoice, asked, checked, safe_action
from game.model import Phase, partner_of

__all__ = ["IllegalComputerChoice", "SeatPlayers", "partner_is_voice", "partner_seat", "safe_action"]


def partner_seat(match) -> int:
    """The player's partner's seat (in a demo, the partner of the seat that
    reads the summaries, drawn where the player sits)."""
    return partner_of(match.seating.reader)


def partner_is_voice(match) -> bool:
    """The team's betting is the player's to decide with the partner as its
    voice (the partner is to act in the betting)."""
    state = match.state
    return state.phase == Phase.BETTING and state.to_act is not None and state.to_act == match.seating.partner


def _answer(seat: Seat, match):
    """A seat's answer, waited for on the worker."""
    return seat.think(match).result()


class SeatPlayers:
    """The table's seats: `seats` (seat -> a `Seat`) when given, else those
    of each match's seating (`seats_for`; `script_seat(seat)` plays a
    script's seat: a lesson's, game/table/lesson.py)."""

    def __init__(self, strict: bool = False, seats: dict | None = None) -> None:
        self.strict = strict
        self._seats = seats
        self._made: tuple = (None, None)  # (a seating, its seats)
        self._worker: ThreadPoolExecutor | None = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="solo-mus-ai")

    def script_seat(self, seat: int) -> Seat:
        """The player of a script's seat: with no lesson, the computer
        player's own calls."""
        return ComputerSeat()

    def seats(self, match) -> dict:
        """Seat -> the `Seat` that plays it in `match`."""
        if self._seats is not None:
            return self._seats
        seating, made = self._made
        if seating != match.seating:
            made = seats_for(match.seating, script=self.script_seat)
            self._made = (match.seating, made)
        return made

    def think(self, match) -> Future:
        """The decision behind the move to be made in `match` (a `Decided`, or
        None when the player has no choice), worked out on the worker thread."""
        seat = self.seats(match)[asked(match)]
        if self._worker is None:  # closed: answer at once rather than never
            done: Future = Future()
            done.set_result(_answer(seat, match))
            return done
        return self._worker.submit(_answer, seat, match)

    def work_out(self, match) -> Future:
        """`match` with the decisions it lacks worked out, on the worker thread."""
        if self._worker is None:
            done: Future = Future()
            done.set_result(work_out(match))
            return done
        return self._worker.submit(work_out, match)

    def checked(self, seat: int, state, action):
        """The computer player's `action` if the rules allow it; else raise
        (strict) or log it and take a safe legal call."""
        return checked(seat, state, action, self.strict)

    def close(self) -> None:
        """Stop the worker (the table leaves the screen); pending thoughts are dropped."""
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
            self._worker = None
