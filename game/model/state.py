"""The immutable game state and the records it keeps.

`State` is everything the rules need to go on: the cards, whose turn it is, the
betting in progress, the lance track, the scores and the seeded stream. It is a
frozen dataclass of plain values and tuples; only `game.model.engine` makes new
ones. Its records (`Move`, `LanceResult`, `SummaryLine`) and the seats'
order are game/model/records.py's, named here too.
Besides the rules' own fields, a state carries the story of the hand in play
as typed events (`story`, see game/model/events.py, kept as a chain: see
game/model/chronicle.py) and knows which of them the step that made it added
(`events`). Each field is marked public or hidden: what `observe` may copy.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

from .cards import Card
from .chronicle import Annals, Chronicle
from .names import Lance, Phase
from .records import LanceResult, Move, SummaryLine, opponents_of, partner_of, seats_from, team_of  # noqa: F401 (the model's names)
from .rules import Rules

if TYPE_CHECKING:
    from .events import Event


# Who may see a field: every State field is marked `public_field()` (every
# seat sees it: `Observation` copies it under the same name) or
# `hidden_field()` (another seat's cards, the pile, the seeded stream, or what
# the observation shows in a form of its own, such as `history` with other
# seats' discards as counts). game/model/observation.py builds Observation
# from these marks, and refuses a field with none.
SEEN = "seen"
PUBLIC, HIDDEN = "public", "hidden"


def public_field(**kwargs):
    """A State field every seat may see."""
    return field(metadata={SEEN: PUBLIC}, **kwargs)


def hidden_field(**kwargs):
    """A State field a seat sees only in its observation's own form, if at all."""
    return field(metadata={SEEN: HIDDEN}, **kwargs)


@dataclass(frozen=True, slots=True)
class State:
    """The whole game. Fields named in the project's contract come first."""

    rules: Rules = public_field()
    hands: tuple[tuple[Card, ...], ...] = hidden_field()  # seen: the own (`hand`), all once shown
    to_act: int | None = public_field()
    phase: Phase = public_field()
    lance: Lance | None = public_field()
    stake: int = public_field()
    scores: tuple[int, int] = public_field()
    games_won: tuple[int, int] = public_field()
    dealer: int = public_field()
    esku: int = public_field()
    winner: int | None = public_field()
    history: tuple[Move, ...] = hidden_field()  # seen with other seats' discards as counts
    summary: tuple[SummaryLine, ...] = public_field()
    # The cards not in hands: the draw pile (next card first) and every card
    # discarded this hand (reshuffled into a new pile when the pile runs out).
    pile: tuple[Card, ...] = hidden_field()  # seen: its size
    discards: tuple[Card, ...] = hidden_field()
    stream: int = hidden_field()
    hand_number: int = public_field()
    hand_start: int = public_field()  # index in history where this hand's moves begin
    mus_round: int = public_field()   # card exchanges completed this hand
    pending: tuple[tuple[Card, ...], ...] = hidden_field()  # this exchange's discards, by seat
    # Ba/Ez calls by seat for Pariak and Jokua (None: not called yet).
    pair_calls: tuple[bool | None, ...] = public_field()
    jokua_calls: tuple[bool | None, ...] = public_field()
    # Betting in progress on `lance`.
    bettors: tuple[int, ...] = public_field()  # eligible seats in turn order from Esku
    bet_team: int | None = public_field()      # the team whose bet stands, else None
    hordago: bool = public_field()             # a Hordago stands
    refusal: int = public_field()              # what a Tira pays now: 1 after the first bet
    passed: tuple[int, ...] = public_field()   # teams that said Paso at the opening
    track: tuple[LanceResult, ...] = public_field()
    shown: bool = public_field()               # the hands are face up (summary or Kanta)
    game_winner: int | None = public_field()   # the team that won the game just played
    # The seat that reads each hand's summary and calls the next deal (New
    # round): whoever the match names (the player at the screen's seat).
    reader: int = public_field()
    # The hand's story so far (game/model/chronicle.py), None only for a state
    # made without its story; seen with other seats' cards as counts.
    chronicle: Chronicle | None = hidden_field(default=None)
    # The match's earlier hands, None in the match's first hand; seen likewise.
    annals: Annals | None = hidden_field(default=None)

    @property
    def hand_moves(self) -> tuple[Move, ...]:
        """The moves of the hand in play."""
        return self.history[self.hand_start:]

    @property
    def events(self) -> tuple[Event, ...]:
        """What the step that made this state did, as typed events
        (game/model/events.py)."""
        return self.chronicle.events if self.chronicle is not None else ()

    @property
    def story(self) -> tuple[Event, ...]:
        """Every event of the hand in play, from its deal on."""
        return self.chronicle.told() if self.chronicle is not None else ()

    @property
    def past_story(self) -> tuple[Event, ...]:
        """Every event of the match's earlier hands, in order."""
        return self.annals.told() if self.annals is not None else ()

    @property
    def match_story(self) -> tuple[Event, ...]:
        """Every event of the match so far, hand after hand, this one's last
        (the same span as `history`)."""
        return self.past_story + self.story


STATE_FIELDS = tuple(f.name for f in fields(State))
