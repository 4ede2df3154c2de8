"""What one seat may know: `observe(state, seat)` -> `Observation`.

The computer players and the partner's advice see the game only through this:
the seat's own cards and own discards, every public call and amount, the other
seats' discard counts, the story of the hand and of the match as public events
(another seat's discarded and drawn cards reduced to their count), and the
hands shown at the summary or at a Kanta. Never another seat's hidden cards,
the pile's order or the seeded stream.
"""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, hidden_discard
from .cards import Card
from .engine import legal_actions
from .events import public
from .names import Kind
from .rules import Rules
from .state import LanceResult, Move, State, SummaryLine


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view. Field names match `State` where they apply; `hand` is
    the seat's own cards. `history` is every move so far with other seats'
    discards reduced to their count (`discard 3`); `hand_start` indexes the
    moves of the hand in play. `legal` is the seat's legal actions when it is to
    act. `shown_hands` holds the four hands once they are turned face up.
    `story` is the hand's events as this seat may know them
    (game/model/events.py), `match_story` every event of the match so far
    (the span of `history`), told the same way."""

    seat: int
    rules: Rules
    hand: tuple[Card, ...]
    to_act: int | None
    phase: str
    lance: str | None
    stake: int
    hordago: bool
    bet_team: int | None
    refusal: int
    scores: tuple[int, int]
    games_won: tuple[int, int]
    dealer: int
    esku: int
    winner: int | None
    hand_number: int
    mus_round: int
    pair_calls: tuple[bool | None, ...]
    jokua_calls: tuple[bool | None, ...]
    bettors: tuple[int, ...]
    passed: tuple[int, ...]
    track: tuple[LanceResult, ...]
    summary: tuple[SummaryLine, ...]
    history: tuple[Move, ...]
    hand_start: int
    my_discards: tuple[tuple[Card, ...], ...]
    discard_counts: tuple[tuple[int, int, int, int], ...]
    shown_hands: tuple[tuple[Card, ...], ...] | None
    pile_size: int
    legal: tuple[Action, ...]
    story: tuple = ()
    match_story: tuple = ()

    @property
    def team(self) -> int:
        return self.seat & 1

    @property
    def hand_moves(self) -> tuple[Move, ...]:
        return self.history[self.hand_start:]


def _public(move: Move, seat: int) -> Move:
    if move.action.kind is Kind.DISCARD and move.seat != seat:
        return Move(move.seat, hidden_discard(len(move.action.cards)))
    return move


def observe(state: State, seat: int) -> Observation:
    """What `seat` may know of `state`."""
    if seat not in (0, 1, 2, 3):
        raise ValueError(f"seat must be 0-3, not {seat!r}")
    history = tuple(_public(m, seat) for m in state.history)
    my_discards: list[tuple[Card, ...]] = []
    counts: list[tuple[int, int, int, int]] = []
    row = [0, 0, 0, 0]
    for move in state.history[state.hand_start:]:
        if move.action.kind is Kind.DISCARD:
            row[move.seat] = len(move.action.cards)
            if move.seat == seat:
                my_discards.append(move.action.cards)
            if move.seat == state.dealer:  # the last of an exchange
                counts.append((row[0], row[1], row[2], row[3]))
                row = [0, 0, 0, 0]
    if any(row):  # an exchange under way
        counts.append((row[0], row[1], row[2], row[3]))
    story = tuple(public(event, seat) for event in state.story)
    return Observation(
        seat=seat, rules=state.rules, hand=state.hands[seat], to_act=state.to_act,
        phase=state.phase, lance=state.lance, stake=state.stake, hordago=state.hordago,
        bet_team=state.bet_team, refusal=state.refusal, scores=state.scores,
        games_won=state.games_won, dealer=state.dealer, esku=state.esku,
        winner=state.winner, hand_number=state.hand_number, mus_round=state.mus_round,
        pair_calls=state.pair_calls, jokua_calls=state.jokua_calls,
        bettors=state.bettors, passed=state.passed, track=state.track,
        summary=state.summary, history=history, hand_start=state.hand_start,
        my_discards=tuple(my_discards), discard_counts=tuple(counts),
        shown_hands=state.hands if state.shown else None,
        pile_size=len(state.pile),
        legal=legal_actions(state) if state.to_act == seat else (),
        story=story,
        match_story=tuple(public(event, seat) for event in state.past_story) + story,
    )
