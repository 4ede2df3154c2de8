"""Who plays each seat at the table: the player (seat 0, and the team's
betting when the partner is the voice), and the computer players (the
partner's own Mus, discards and Ba / Ez, the two opponents, and seat 0 too in
a demo), with the partner's view of each of the player's decisions.

`SeatPlayers` owns the worker thread the computer players think on (so the
frame loop never waits for them) and shuts it down when the table closes.
`think(match)` works out the decision of the move to be made, the one way the
match keeps it (game/match/decisions.py: a computer player's own call, or the
partner's view of the player's), so what the table decided is what the
review later shows. A computer player's choice is checked against the rules:
an illegal one raises `IllegalComputerChoice` when `strict` (the tests), and
otherwise is logged and replaced by a safe legal call.
"""
from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor

from game.match import decide_move, work_out
from game.model import Kind, Phase, legal_actions

log = logging.getLogger("solo-mus.table")
# The least committal calls first: what a seat says when its own choice is illegal.
SAFE_ORDER = (Kind.BA, Kind.EZ, Kind.PASO, Kind.TIRA, Kind.MUS, Kind.NEW_HAND)


class IllegalComputerChoice(RuntimeError):
    """A computer player chose an action the rules do not allow."""


def partner_is_voice(state) -> bool:
    return state.phase == Phase.BETTING and state.to_act == 2


def safe_action(legal):
    """The least committal of the legal actions."""
    for kind in SAFE_ORDER:
        for action in legal:
            if action.kind == kind:
                return action
    return legal[0]


class SeatPlayers:
    def __init__(self, strict: bool = False) -> None:
        self.strict = strict
        self._worker: ThreadPoolExecutor | None = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="solo-mus-ai")

    def think(self, match) -> Future:
        """The decision behind the move to be made in `match` (a `Decided`, or
        None when the player has no choice), worked out on the worker thread."""
        args = (match.state, match.seed, match.personalities(), match.human)
        if self._worker is None:  # closed: answer at once rather than never
            done: Future = Future()
            done.set_result(decide_move(*args))
            return done
        return self._worker.submit(decide_move, *args)

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
        legal = legal_actions(state)
        if action in legal:
            return action
        message = (f"computer player at seat {seat} chose {action!r}, which is illegal in phase "
                   f"{state.phase} (lance {state.lance}); legal: {', '.join(map(str, legal[:14]))}")
        if self.strict:
            raise IllegalComputerChoice(message)
        log.error("%s; playing %s instead", message, safe_action(legal))
        return safe_action(legal)

    def close(self) -> None:
        """Stop the worker (the table leaves the screen); pending thoughts are dropped."""
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
            self._worker = None
