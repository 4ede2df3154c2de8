"""Who plays each seat at the table: the player (seat 0, and the team's
betting when the partner is the voice), the computer players (the partner's
own Mus, discards and Ba / Ez, the two opponents, and seat 0 too in a demo),
and the partner's advice when it is the voice.

`SeatPlayers` owns the worker thread the computer players think on (so the
frame loop never waits for them) and shuts it down when the table closes. A
decision's random stream is derived from the game's seed, the seat and the
number of moves made, so each seat has its own stream, a resumed game plays
on as it would have, and the partner's advice is exactly the call the partner
would make for itself. A computer player's choice is checked against the
rules: an illegal one raises `IllegalComputerChoice` when `strict` (the
tests), and otherwise is logged and replaced by a safe legal call.
"""
from __future__ import annotations

import logging
import random
from concurrent.futures import Future, ThreadPoolExecutor

from game.ai import choose
from game.model import Kind, Phase, legal_actions, observe

log = logging.getLogger("solo-mus.table")
# The least committal calls first: what a seat says when its own choice is illegal.
SAFE_ORDER = (Kind.BA, Kind.EZ, Kind.PASO, Kind.TIRA, Kind.MUS, Kind.NEW_HAND)


class IllegalComputerChoice(RuntimeError):
    """A computer player chose an action the rules do not allow."""


def player_decides(state, autoplay: bool) -> bool:
    """The player clicks this decision: seat 0's own calls, and the team's
    betting when the partner (seat 2) is the voice."""
    if autoplay or state.to_act is None or state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        return False
    return state.to_act == 0 or (state.phase == Phase.BETTING and state.to_act == 2)


def partner_is_voice(state) -> bool:
    return state.phase == Phase.BETTING and state.to_act == 2


def decision_stream(seed: int, seat: int, state) -> random.Random:
    """The random stream of `seat`'s decision at `state` in the game dealt
    from `seed`: the one the table hands the computer player, and the one the
    hand review hands `decide` to work the same decision out again."""
    return random.Random((seed * 4 + seat) * 100_003 + len(state.history))


def safe_action(legal):
    """The least committal of the legal actions."""
    for kind in SAFE_ORDER:
        for action in legal:
            if action.kind == kind:
                return action
    return legal[0]


class SeatPlayers:
    def __init__(self, seed: int, personalities: dict, strict: bool = False) -> None:
        self.seed = seed
        self.personalities = dict(personalities)
        self.strict = strict
        self._worker: ThreadPoolExecutor | None = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="solo-mus-ai")

    def rng_for(self, seat: int, state) -> random.Random:
        """The stream of `seat`'s decision at this point of the game."""
        return decision_stream(self.seed, seat, state)

    def ask(self, seat: int, state) -> Future:
        """`seat`'s own call, worked out on the worker thread."""
        obs = observe(state, seat)
        personality = self.personalities[seat]
        rng = self.rng_for(seat, state)
        if self._worker is None:  # closed: answer at once rather than never
            done: Future = Future()
            done.set_result(choose(obs, personality, rng))
            return done
        return self._worker.submit(choose, obs, personality, rng)

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
