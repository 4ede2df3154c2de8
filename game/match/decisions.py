"""The decision behind each move, kept with it.

`Decided` is what a computer player decided and the estimate it acted on:
for a computer player's move, its own call (the move made, unless the table
had to replace an illegal choice) and its chance, from its beliefs at that
moment, that its team wins the lance it bets on; for a call of the player's,
what the partner would have chosen in the player's place and the chance it
saw (when the partner is the team's voice, that is the advice that flashed).
`later` marks a decision worked out after the game, for a game kept before
decisions were (game/match/match.work_out).

`decide_move(state, seed, personalities, human)` works out the decision of
the move to be made at `state`, the one way the table and `work_out` both use:
the deciding seat's `decide(observe(state, seat), personality, stream)` with
the seat's own seeded stream (`decision_stream`), so a decision is the same
wherever and whenever it is worked out. In the player's place the partner
plays at least at the Normal level (`in_place`). Only observations are handed to the
computer players: nothing here reads a hidden card.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.ai import Personality, decide
from game.ai.levels import Level
from game.model import Action, Phase, State, observe

PARTNER = 2


@dataclass(frozen=True, slots=True)
class Decided:
    """A computer player's call and the estimate behind it (None outside the
    betting); `later`: worked out after the game, not at the table."""

    action: Action
    estimate: float | None = None
    later: bool = False


def player_decides(state: State, human: bool = True) -> bool:
    """The player clicks this decision: seat 0's own calls, and the team's
    betting when the partner (seat 2) is the voice (never in a demo)."""
    if not human or state.to_act is None or state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        return False
    return state.to_act == 0 or (state.phase == Phase.BETTING and state.to_act == PARTNER)


def decision_stream(seed: int, seat: int, state: State) -> random.Random:
    """The random stream of `seat`'s decision at `state` in the match dealt
    from `seed`: its own per seat and per move, so a resumed game plays on as
    it would have and the partner's advice is the call it makes for itself."""
    return random.Random((seed * 4 + seat) * 100_003 + len(state.history))


def in_place(personality: Personality, seat: int, deciding: int) -> Personality:
    """The personality a decision is made with: the seat's own, except that
    the partner in the player's place (the coach, the review's alternative)
    plays at least at the Normal level, so that an Ikasle partner never
    teaches a learner's mistakes."""
    if seat != deciding and personality.level is Level.IKASLE:
        return replace(personality, level=Level.NORMAL)
    return personality


def thinker(state: State, human: bool) -> tuple[int, int]:
    """(the seat whose observation the decision reads, the seat whose
    personality decides): the seat to act itself, or for the player's own
    calls, the partner in the player's place."""
    seat = state.to_act
    if human and player_decides(state) and seat == 0:
        return 0, PARTNER
    return seat, seat


def decide_move(state: State, seed: int, personalities, human: bool = True, later: bool = False) -> Decided | None:
    """The decision behind the move to be made at `state` (None when the
    player has no choice: a truthful Ba / Ez, the next deal)."""
    seat, personality = thinker(state, human)
    observation = observe(state, seat)
    if human and player_decides(state) and len(observation.legal) <= 1:
        return None
    decision = decide(observation, in_place(personalities[personality], seat, personality),
                      decision_stream(seed, seat, state))
    return Decided(decision.action, decision.estimate, later)
