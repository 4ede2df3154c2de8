"""The coach's advice at a decision of the player's, from the decision the
match keeps for it (game/match/decisions.py: what the partner would choose
in the player's place), so that the table's coach and the review say the
same thing about the same call.

`coach_move(state, decided, seating)` reads the observation
the decision read (`thinker`: the player's own for the player's calls; for
the team's betting when the partner is its voice, the partner's, whose
reason then names no card), and for a call with no choice (the truthful
Ba / Ez, where no decision is kept) the one call the rules allow.
"""
from __future__ import annotations

from game.ai import Decision
from game.ai.coach import Advice, advise
from game.model import State, observe

from .decisions import Decided, player_decides, thinker


def coach_move(state: State, decided: Decided | None, seating) -> Advice | None:
    """The coach's advice for the player's decision at `state` (None when the
    player is not to decide there), the player seated as `seating` says."""
    if not player_decides(state, seating):
        return None
    seat, _ = thinker(state, seating)
    observation = observe(state, seat)
    if decided is None:
        if len(observation.legal) != 1:
            return None  # not worked out yet
        return advise(observation, Decision(observation.legal[0]))
    return advise(observation, Decision(decided.action, decided.estimate, decided.played), voice=seat == seating.partner)
