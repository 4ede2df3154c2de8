"""What one seat may know: `observe(state, seat)` -> `Observation`.

The computer players and the partner's advice see the game only through this:
the seat's own cards and own discards, every public call and amount, the other
seats' discard counts, the story of the hand and of the match as public events
(another seat's discarded and drawn cards reduced to their count, and only
the señas it made or saw), and the
hands shown at the summary or at a Kanta. Never another seat's hidden cards,
the pile's order or the seeded stream.

`Observation` is made from `State`'s own declaration: every State field marked
public (game/model/state.py) is an Observation field of the same name and type,
copied as it is; the seat's own forms of the hidden ones are the fields
declared here (`SEAT_FIELDS`). A State field marked neither way stops this
module at import: whoever adds a field decides who sees it.
"""
from __future__ import annotations

import threading
from dataclasses import fields, make_dataclass
from operator import attrgetter

from .actions import hidden_discard
from .cards import Card
from .chronicle import Annals
from .engine import legal_actions
from .events import Event, public_story
from .names import Kind
from .state import HIDDEN, PUBLIC, SEEN, Move, State

# More names Observation's field types are written with (`typing.get_type_hints`
# looks them up in this module).
from .actions import Action  # noqa: F401
from .names import Lance, Phase  # noqa: F401
from .rules import Rules  # noqa: F401
from .state import LanceResult, SummaryLine  # noqa: F401


def seen_fields(cls=State) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The names of `cls`'s public fields and of its hidden ones, in order;
    a field marked neither way is refused."""
    unmarked = [f.name for f in fields(cls) if f.metadata.get(SEEN) not in (PUBLIC, HIDDEN)]
    if unmarked:
        raise TypeError(f"{cls.__name__} field(s) {', '.join(unmarked)} marked neither "
                        f"public_field() nor hidden_field() (game/model/state.py): say who may see them")
    return (tuple(f.name for f in fields(cls) if f.metadata[SEEN] == PUBLIC),
            tuple(f.name for f in fields(cls) if f.metadata[SEEN] == HIDDEN))


PUBLIC_FIELDS, HIDDEN_FIELDS = seen_fields()

# The seat's own forms of what State hides, after the public fields.
SEAT_FIELDS = (
    ("hand", "tuple[Card, ...]"),  # the seat's own cards
    # Every move so far, other seats' discards reduced to their count (`discard 3`).
    ("history", "tuple[Move, ...]"),
    ("my_discards", "tuple[tuple[Card, ...], ...]"),  # this hand's, one per exchange
    ("discard_counts", "tuple[tuple[int, int, int, int], ...]"),  # by exchange, by seat
    ("shown_hands", "tuple[tuple[Card, ...], ...] | None"),  # the four, once face up
    ("pile_size", "int"),
    ("legal", "tuple[Action, ...]"),  # the seat's legal actions when it is to act
    ("story", "tuple[Event, ...]"),  # the hand's events as this seat may know them
    ("match_story", "tuple[Event, ...]"),  # every event of the match so far, likewise
)


def _team(self) -> int:
    return self.seat & 1


def _hand_moves(self) -> tuple[Move, ...]:
    return self.history[self.hand_start:]


Observation = make_dataclass(
    "Observation",
    [("seat", "int"), *((f.name, f.type) for f in fields(State) if f.name in PUBLIC_FIELDS),
     *SEAT_FIELDS],
    frozen=True, slots=True,
    namespace={
        "__module__": __name__,
        "__doc__": """One seat's view. Field names match `State` where they apply (every public
    field of State, under its name); `hand` is the seat's own cards. `history` is
    every move so far with other seats' discards reduced to their count
    (`discard 3`); `hand_start` indexes the moves of the hand in play. `legal`
    is the seat's legal actions when it is to act. `shown_hands` holds the four
    hands once they are turned face up. `story` is the hand's events as this
    seat may know them (game/model/events.py), `match_story` every event of the
    match so far (the span of `history`), told the same way.""",
        "team": property(_team, doc="The seat's team: 0 (seats 0 and 2) or 1."),
        "hand_moves": property(_hand_moves, doc="The moves of the hand in play."),
    },
)
_public_values = attrgetter(*PUBLIC_FIELDS)


def _public(move: Move, seat: int) -> Move:
    if move.action.kind is Kind.DISCARD and move.seat != seat:
        return Move(move.seat, hidden_discard(len(move.action.cards)))
    return move


# The match's earlier hands as a seat may know them (moves and events) are the
# same for every state of a hand: each thread keeps the last hand's, by seat,
# so an observation costs the hand in play, not the whole match. Per thread:
# the AI's worker and the main thread never share it.
_PAST = threading.local()


def _public_past(state: State, seat: int) -> tuple[tuple[Move, ...], tuple[Event, ...]]:
    annals: Annals | None = state.annals
    if annals is None:
        return (), ()
    memo = getattr(_PAST, "memo", None)
    if memo is None or memo[0] is not annals or memo[1] != state.hand_start:
        memo = _PAST.memo = (annals, state.hand_start, {})
    by_seat = memo[2]
    if seat not in by_seat:
        by_seat[seat] = (tuple(_public(m, seat) for m in state.history[:state.hand_start]),
                         public_story(annals.told(), seat))
    return by_seat[seat]


def observe(state: State, seat: int) -> Observation:
    """What `seat` may know of `state`."""
    if seat not in (0, 1, 2, 3):
        raise ValueError(f"seat must be 0-3, not {seat!r}")
    past_moves, past_story = _public_past(state, seat)
    moves = state.history[state.hand_start:]
    my_discards: list[tuple[Card, ...]] = []
    counts: list[tuple[int, int, int, int]] = []
    row = [0, 0, 0, 0]
    for move in moves:
        if move.action.kind is Kind.DISCARD:
            row[move.seat] = len(move.action.cards)
            if move.seat == seat:
                my_discards.append(move.action.cards)
            if move.seat == state.dealer:  # the last of an exchange
                counts.append((row[0], row[1], row[2], row[3]))
                row = [0, 0, 0, 0]
    if any(row):  # an exchange under way
        counts.append((row[0], row[1], row[2], row[3]))
    story = public_story(state.story, seat)
    return Observation(
        seat, *_public_values(state),
        hand=state.hands[seat],
        history=past_moves + tuple(_public(m, seat) for m in moves),
        my_discards=tuple(my_discards), discard_counts=tuple(counts),
        shown_hands=state.hands if state.shown else None,
        pile_size=len(state.pile),
        legal=legal_actions(state) if state.to_act == seat else (),
        story=story,
        match_story=past_story + story,
    )
