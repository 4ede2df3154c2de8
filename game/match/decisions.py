"""The decision behind each move, kept with it, and the one seeding scheme.

`Decided` is what a computer player decided and the estimate it acted on:
for a computer player's move, its own call (the move made, unless the table
had to replace an illegal choice) and its chance, from its beliefs at that
moment, that its team wins the lance it bets on; for a call of the player's,
what the partner would have chosen in the player's place and the chance it
saw (when the partner is the team's voice, that is the advice that flashed).
`later` marks a decision worked out after the game, for a game kept before
decisions were (game/match/match.work_out).

The one seeding scheme: every random draw a seat makes comes from a stream
of its own for that seat and that moment of the match, worked out from the
match's seed (`decision_stream` for a decision, `look_stream` for a moment
of looking and signing), never from a stream carried from one decision to
the next; so a decision is the same wherever and whenever it is worked out
(the table, a resumed game, the review, `record --seed`, the tournament tool),
and the partner's advice is the call it makes for itself.

`decide_move(state, seed, personalities, seating)` works out the decision of
the move to be made at `state`: the deciding seat's `decide(observe(state,
seat), personality, stream)` (`decided_by`). In the player's place the partner
plays at least at the Normal level (`in_place`). Only observations are handed
to the computer players: nothing here reads a hidden card. Who the player is
comes from the `seating` (game/match/seats.py), and the partner from the
player's seat (`model.partner_of`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from game.ai import Decision, Personality, decide
from game.ai.levels import Level
from game.model import Action, Phase, State, legal_actions, observe, partner_of


@dataclass(frozen=True, slots=True)
class Decided:
    """A computer player's call and the estimate behind it (None outside the
    betting); `later`: worked out after the game, not at the table;
    `played`: the champion's search's reason when it changed the call
    (`Decision.played`; not kept with a saved game, so not compared)."""

    action: Action
    estimate: float | None = None
    later: bool = False
    played: object | None = field(default=None, compare=False)


def player_decides(state: State, seating) -> bool:
    """The player clicks this decision: the player's own calls, and the
    team's betting when the partner is the voice (never in a demo, never the
    next deal)."""
    player = seating.player
    if player is None or state.to_act is None or state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        return False
    return state.to_act == player or (state.phase == Phase.BETTING and state.to_act == partner_of(player))


def decision_stream(seed: int, seat: int, state: State) -> random.Random:
    """The random stream of `seat`'s decision at `state` in the match dealt
    from `seed`: its own per seat and per move, so a resumed game plays on as
    it would have and the partner's advice is the call it makes for itself."""
    return random.Random((seed * 4 + seat) * 100_003 + len(state.history))


def look_stream(seed: int, seat: int, state: State, moment: int) -> random.Random:
    """The random stream of `seat`'s looks (whom it watches, whether it
    catches a seña) in moment `moment` of looking and signing before the move
    to be made at `state`, in the match dealt from `seed`: apart from its
    decisions' streams."""
    return random.Random(f"look {seed} {seat} {len(state.history)} {len(state.story)} {moment}")


def in_place(personality: Personality, seat: int, deciding: int) -> Personality:
    """The personality a decision is made with: the seat's own, except that
    the partner in the player's place (the coach, the review's alternative)
    plays at least at the Normal level, so that an Ikasle partner never
    teaches a learner's mistakes."""
    if seat != deciding and personality.level is Level.IKASLE:
        return replace(personality, level=Level.NORMAL)
    return personality


def thinker(state: State, seating) -> tuple[int, int]:
    """(the seat whose observation the decision reads, the seat whose
    personality decides): the seat to act itself, or for the player's own
    calls, the partner in the player's place."""
    seat = state.to_act
    player = seating.player
    if seat == player and player_decides(state, seating):
        return player, partner_of(player)
    return seat, seat


def decided_by(brain, state: State, seed: int, seat: int, personality: Personality | None) -> Decided:
    """What `brain` (game.ai's `decide` when None; any function of an
    observation, a personality and a stream, giving a `Decision` or a bare
    Action) decides for `seat` at `state`, from its observation only and its
    stream of the one seeding scheme."""
    made = (brain or decide)(observe(state, seat), personality, decision_stream(seed, seat, state))
    if isinstance(made, Decision):
        return Decided(made.action, made.estimate, played=made.played)
    return Decided(made)


def decide_move(state: State, seed: int, personalities, seating, later: bool = False) -> Decided | None:
    """The decision behind the move to be made at `state` (None when the
    player has no choice: a truthful Ba / Ez, the next deal)."""
    if state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        return None  # the next deal is no one's decision
    seat, personality = thinker(state, seating)
    if player_decides(state, seating) and len(legal_actions(state)) <= 1:
        return None
    made = decided_by(None, state, seed, seat, in_place(personalities[personality], seat, personality))
    return replace(made, later=later) if later else made
