"""What happened: the typed events each `step` reports, so that nobody has to
work the rules' story out again from the bare history.

Every `State` carries the story of the hand in play (`State.story`, from the
deal on) and which of its events the last step added (`State.events`). The
record, the computer players' reading of public calls and the table all read
these events. Each event is a small frozen value; an event that holds hidden
cards (a discard, a draw) has a public form for the other seats
(`public(event, seat)`, used by `observe`).

In step order, a hand tells: `Dealt`; `Called` for every action a seat makes
(with the phase and lance it was made in); `ExchangeBegun`, then after the
last discard `Drew` per seat (with `Reshuffled` when the pile ran out) and
`ExchangeMade`; `LancesBegin` (a Mintza, or the last exchange made);
`LanceBegun` for each lance (Pundua `instead_of` Jokua); `BettingOpened`
with the voices; `TiraPaid` when a bet is refused; `LanceSettled` with what
the lance left on the track; at the end `HandsShown`, one `LineCounted` per
summary line, and `GameWon` / `MatchWon` when a team gets there. Outside
the turn order, while the lances are played, a seat may make a seña
(game/model/keinuak.py): `Signed`, told only to the signer and to the seats
that saw it (`public` gives None to any other seat).
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, fields

from .actions import Action, hidden_discard
from .cards import Card
from .names import Keinua, Kind, Lance, Phase, Win
from .records import LanceResult, SummaryLine


def event(cls):
    """A frozen slots dataclass whose `__init__` sets its slots directly.

    A speed trick, kept because the model bench pays for it: every step makes
    one event or more, and with the frozen dataclass's own `__init__` (one
    `object.__setattr__` a field) random play makes 4,460 hands/s instead of
    4,761 (CPU time, the two alternating in one process, medians of 10 runs)
    and 1.58 M instructions a hand instead of 1.50 M (see game/model/evolve.py).
    The generated `__init__` takes the same arguments, defaults included, and
    sets the same slots (tests/model/test_evolve.py holds it to the
    dataclass's own)."""
    cls = dataclass(frozen=True, slots=True)(cls)
    params, body, scope = [], [], {}
    for f in fields(cls):
        if f.default is not MISSING:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        else:
            params.append(f.name)
        scope[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        body.append(f"    _set_{f.name}(self, {f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body) + "\n"
    exec(compile(source, f"<{cls.__name__} init>", "exec"), scope)
    cls.__init__ = scope["__init__"]
    return cls


@event
class Dealt:
    """A hand dealt: the match's `hand_number`, the game of the match it
    belongs to (`first_of_game` for a game's first hand)."""

    hand_number: int
    game_number: int
    first_of_game: bool
    dealer: int
    esku: int


@event
class Called:
    """A seat's action, in the phase (and lance, when betting or calling Ba /
    Ez) it was made in. Another seat's discard shows only its count."""

    seat: int
    action: Action
    phase: Phase
    lance: Lance | None


@event
class ExchangeBegun:
    """All four said Mus: exchange `number` (1, 2, 3) begins with the discards."""

    number: int


@event
class Reshuffled:
    """The pile ran out while `seat` drew: the `count` cards discarded so far
    were shuffled into a new pile."""

    seat: int
    count: int


@event
class Drew:
    """`seat` drew `count` cards (`cards` is empty where they are hidden)."""

    seat: int
    count: int
    cards: tuple[Card, ...] = ()


@event
class ExchangeMade:
    """Exchange `number` is complete: every seat holds four cards again."""

    number: int


@event
class LancesBegin:
    """The Mus phase is over: `by` said Mintza, or (None) the last exchange
    allowed was made; `exchanges` were made before it (0 for a hand played
    without Mus at all: a rule with no exchange allowed, as the lessons')."""

    by: int | None
    exchanges: int = 0


@event
class LanceBegun:
    """A lance begins (its Ba / Ez calls first, on Pariak and Jokua); Pundua
    is played `instead_of` Jokua when nobody holds Jokua."""

    lance: Lance
    instead_of: Lance | None = None


@event
class BettingOpened:
    """The betting on `lance` opens among `bettors` (in turn order from Esku);
    `voices[team]` speaks for each team, `first` is the team that speaks first."""

    lance: Lance
    bettors: tuple[int, ...]
    voices: tuple[int, int]

    @property
    def first(self) -> int:
        return self.bettors[0] & 1


@event
class TiraPaid:
    """A bet refused: `team` is paid `points` at once; `scores` after it."""

    lance: Lance
    team: int
    points: int
    scores: tuple[int, int]


@event
class LanceSettled:
    """A lance is over; `result` is what it left on the lance track."""

    result: LanceResult

    @property
    def lance(self) -> Lance:
        return self.result.lance


@event
class HandsShown:
    """The four hands are turned face up (the summary, or a Kanta)."""

    hands: tuple[tuple[Card, ...], ...]


@event
class LineCounted:
    """A summary line counted (or shown but not counted, after the target was
    reached); `scores` after it."""

    line: SummaryLine
    scores: tuple[int, int]


@event
class GameWon:
    """`team` won game `game_number` of the match, `how`; `scores` as the game
    ended and `games_won` after it."""

    team: int
    how: Win
    game_number: int
    scores: tuple[int, int]
    games_won: tuple[int, int]


@event
class MatchWon:
    """`team` won the match, `games_won` to the other's."""

    team: int
    games_won: tuple[int, int]


@event
class Signed:
    """`seat` made the seña `keinua` (outside the turn order), seen by the
    seats `seen_by` (in order; never the signer)."""

    seat: int
    keinua: Keinua
    seen_by: tuple[int, ...] = ()


Event = (Dealt | Called | ExchangeBegun | Reshuffled | Drew | ExchangeMade | LancesBegin
         | LanceBegun | BettingOpened | TiraPaid | LanceSettled | HandsShown | LineCounted
         | GameWon | MatchWon | Signed)


def public(event, seat: int):
    """The event as `seat` may know it: another seat's discarded or drawn
    cards become their count; a seña the seat neither made nor saw is None
    (the seat is not told it at all)."""
    if type(event) is Signed:
        if event.seat != seat and seat not in event.seen_by:
            return None
    elif type(event) is Called:
        action = event.action
        if action.kind is Kind.DISCARD and event.seat != seat and action.cards:
            return Called(event.seat, hidden_discard(len(action.cards)), event.phase, event.lance)
    elif type(event) is Drew:
        if event.seat != seat and event.cards:
            return Drew(event.seat, event.count)
    return event


def public_story(story, seat: int) -> tuple:
    """A story as `seat` may know it: each event's public form, the señas it
    did not see left out."""
    told = [public(event, seat) for event in story]
    return tuple([event for event in told if event is not None])


def betting_calls(story) -> list[Called]:
    """The calls made in the betting of every lance of a story, in order."""
    return [e for e in story if type(e) is Called and e.phase == Phase.BETTING]
