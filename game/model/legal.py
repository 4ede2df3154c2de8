"""What may be done now: `legal_actions`, the voice of a team, and
`IllegalAction`, the refusal of anything else.

`legal_actions(state)` lists the actions the seat `state.to_act` may take;
`step` (game/model/engine.py) refuses every other action with an
`IllegalAction` that says where the game stands and what is legal.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from .actions import (BA, EZ, GEHIAGOS, HORDAGO, IDUKI, IMIDOS, KANTA, MAX_STAKE, MINTZA, MUS, NEW_HAND, PASO, TIRA,
                      Action, discard)
from .cards import Card
from .hands import profile
from .names import Lance, Phase
from .state import State

# Enum members as plain names: `Phase.BETTING` is a class-attribute lookup
# through EnumType, several times dearer than a global on this hot path.
BETTING, MUS_PHASE, CALLS, DISCARD, HAND_OVER = (
    Phase.BETTING, Phase.MUS, Phase.CALLS, Phase.DISCARD, Phase.HAND_OVER)
PARIAK = Lance.PARIAK

OPENING = (PASO,) + IMIDOS + (HORDAGO,)
FACING = (IDUKI, TIRA) + GEHIAGOS + (HORDAGO,)
# Facing a stake near MAX_STAKE: only the raises that keep it there, by stake.
_NEAR_CEILING = {stake: (IDUKI, TIRA) + tuple(g for g in GEHIAGOS if stake + g.amount <= MAX_STAKE) + (HORDAGO,)
                 for stake in range(MAX_STAKE - GEHIAGOS[-1].amount + 1, MAX_STAKE + 1)}
FACING_HORDAGO = (KANTA, TIRA)


class IllegalAction(ValueError):
    """An action that the rules do not allow at this point of the game."""


@lru_cache(maxsize=32)
def _discard_options(hand: tuple[Card, ...]) -> tuple[Action, ...]:
    """Every set of 1 to 4 cards of the hand, cards in hand order (a hand's
    discards are asked for several times in a row: a small cache is enough;
    at 256 it was still filling after game 40 of long play, 2 KB a hand)."""
    return tuple(discard(combo) for n in range(1, len(hand) + 1) for combo in combinations(hand, n))


def holds_pair(state: State, seat: int) -> bool:
    return profile(state.hands[seat], state.rules).pair_value > 0


def holds_jokua(state: State, seat: int) -> bool:
    return profile(state.hands[seat], state.rules).count >= 31


def legal_actions(state: State) -> tuple[Action, ...]:
    """The actions the seat `state.to_act` may take (empty when nobody acts)."""
    phase = state.phase
    if phase == BETTING:
        if state.hordago:
            return FACING_HORDAGO
        if state.bet_team is None:
            return OPENING
        return FACING if state.stake + GEHIAGOS[-1].amount <= MAX_STAKE else _NEAR_CEILING[state.stake]
    if phase == MUS_PHASE:
        return (MUS, MINTZA)
    if phase == CALLS:
        holds = holds_pair if state.lance == PARIAK else holds_jokua
        return (BA,) if holds(state, state.to_act) else (EZ,)
    if phase == DISCARD:
        return _discard_options(state.hands[state.to_act])
    if phase == HAND_OVER:
        return (NEW_HAND,)
    return ()


def voice_of(state: State, team: int) -> int:
    """The seat that speaks for `team` in the betting on the current lance."""
    for seat in state.bettors:
        if seat & 1 == team:
            return seat
    raise ValueError(f"team {team} has no voice in the {state.lance} betting")


def illegal(state: State, action, why: str = "") -> IllegalAction:
    """The refusal of `action`, saying where the game stands and what is legal."""
    where = f"phase {state.phase}" + (f", lance {state.lance}" if state.lance else "")
    who = "nobody is to act" if state.to_act is None else f"seat {state.to_act} is to act"
    legal = ", ".join(str(a) for a in legal_actions(state)[:14])
    return IllegalAction(
        f"illegal action '{action}' in {where}: {who}"
        + (f" ({why})" if why else "")
        + (f"; legal: {legal}" if legal else "")
    )
