"""A hand as the review shows it: its steps, read from the model's events, and
for every call who made it and what the decision behind it saw.

`review_hand(match, hand_number)` reads one hand of a `Match`
(game/match/): its states from the deal to the count, each step one model
step cut where the story turns: the deal; each call (`Called`, with what
followed it in the same step: a lance settled, a Tira paid, the next lance
begun); the cards drawn after an exchange's last discard; the hands shown
and the summary counted. The hands are followed through the events
(`Dealt`'s deal, each `Called` discard, each `Drew`), the scores and the lance
track likewise (`TiraPaid`, `LineCounted`, `LanceSettled`).

What each call's decision saw is read from the match, where the table kept
it when the call was made (never worked out again here, so a kept game's
review stays what was decided, whatever the computer players have become):
a computer player's own call (`decided`, the move made unless the table
replaced an illegal choice) and its `estimate`, its chance that its team wins
the lance; for the player's calls (its own, and the team's betting when the
partner is its voice: `voice`), what the partner would have chosen there and the
chance it saw (as the voice, the advice that flashed), and the coach's reason
for it (`coach`, from the decision kept, as the table's coach said it). A game kept before
decisions were kept has them worked out once, later (`later`), off the main
thread (game/match/decisions.work_out), and the review says so.

The señas (keinuak) are read from the match too (`Match.keinuak`: who signed,
which seña, who saw it), each a SIGN step at its moment, among the calls,
whoever made it: the player's own, those the player saw, and those made
between the other seats that the player did not see (`unseen`: the review
shows every hand from the deal, so it tells them where they were made, marked
as not seen, never after the count or the game's end). Every SIGN step's
event says who saw it.

The player may sit at any seat of the match (its `Seating`): `review_hand`
reads the hand in the model's seats and teams and says which seat is the
player's (`player`, None in a match of four computer players); `seen_from`
turns the review into what the player sees, as the table does
(game/table/seen.py): seats as places (the player's at the bottom, 0; the
partner's across, 2) and teams as sides (the player's team, 0, is "Us"). In
a match with no player the first seat is at the bottom and the first pair is
"Us". The review screen reads the seen review; the printed review
(game/review/text.py) the model's seats.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game import model
from game.match.coaching import coach_move
from game.model import Card, Kind, Lance, LanceResult, Phase
from game.model import events as E
from game.table.seen import Around

DEAL, CALL, DRAW, SHOW, SIGN = "deal", "call", "draw", "show", "sign"
PLAYER = "You"  # the player's name at its seat, a message id the screens translate


@dataclass(frozen=True, slots=True)
class CallNote:
    """One call and the decision behind it. `by_player`: the player chose it
    (its own calls; `voice`: the team's betting for the partner, its voice). For a
    computer's call, `decided` is the decision worked out again (the move
    made, unless the table replaced an illegal choice) and `estimate` its
    chance of winning the lance (None outside the betting). For the player's
    call, `advice` is what the partner would have chosen (None when there was
    no choice) and `advice_estimate` the chance it saw. `at` is the number of
    moves the game had made before it (the move's index). `later`: the
    decision was worked out after the game (a game kept before decisions
    were); `missing`: it is not known yet. `coach`: for the player's call,
    the coach's advice read from the decision kept (game/match/coaching.py:
    the same reason the table's coach gave), None when none is kept."""

    seat: int
    action: model.Action
    phase: Phase
    lance: Lance | None
    by_player: bool
    estimate: float | None = None
    decided: model.Action | None = None
    advice: model.Action | None = None
    advice_estimate: float | None = None
    at: int = 0
    later: bool = False
    missing: bool = False
    coach: object = None
    voice: bool = False


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the review: its kind (DEAL, CALL, DRAW, SHOW, SIGN), its
    events (a SIGN step's is its `Signed`), and the table after it: the four
    hands, the cards thrown and drawn in it, the scores, the lance track, the
    lance of its call or of the seña's moment (None outside the lances) and
    the bet standing."""

    kind: str
    events: tuple
    hands: tuple[tuple[Card, ...], ...]
    scores: tuple[int, int]
    track: tuple[LanceResult, ...]
    lance: Lance | None
    thrown: tuple[Card, ...] = ()
    drawn: frozenset = frozenset()
    stake: int = 0
    hordago: bool = False
    call: CallNote | None = None

    def first(self, kind):
        """The step's first event of type `kind`, or None."""
        return next((e for e in self.events if type(e) is kind), None)

    @property
    def signed(self) -> E.Signed | None:
        """A SIGN step's seña (None for the other steps)."""
        return self.first(E.Signed) if self.kind == SIGN else None


def unseen(signed: E.Signed, player: int | None = 0) -> bool:
    """A seña the player (at seat `player`; in a seen review, 0) neither
    made nor saw (None: no player at this screen, no seña is unseen)."""
    return player is not None and signed.seat != player and player not in signed.seen_by


@dataclass(frozen=True, slots=True)
class HandReview:
    """A hand's review: its number, game, dealer, Esku, the names at its
    seats (the player's is `PLAYER`), its steps, and the player's seat
    (`player`; None: no player at this screen). Seen from the player
    (`seen_from`), the player's seat is 0."""

    rules: model.Rules
    seed: int
    hand_number: int
    game_number: int
    dealer: int
    esku: int
    names: tuple[str, str, str, str]
    start_scores: tuple[int, int]
    steps: tuple[Step, ...] = field(repr=False)
    player: int | None = 0

    @property
    def around(self) -> Around:
        """The table seen from the player's seat (with none, the first seat's)."""
        return Around(0 if self.player is None else self.player)

    def first_of(self, lance: Lance) -> int | None:
        """The index of the first call made in `lance`, None if it was not played."""
        for i, step in enumerate(self.steps):
            if step.call is not None and step.call.lance == lance:
                return i
        return None

    def lances(self) -> tuple[Lance, ...]:
        """The four places of the track: Jokua, or Pundua when it was played instead."""
        last = Lance.PUNDUA if self.first_of(Lance.PUNDUA) is not None else Lance.JOKUA
        return (Lance.HAUNDIA, Lance.TIPIA, Lance.PARIAK, last)


def game_states(match):
    """Every state of a match, the first as dealt (from the seed, or stacked)."""
    state = match.first_state()
    yield state
    for move in match.moves:
        state = model.step(state, move.action)
        yield state


def hand_states(match, hand_number: int) -> tuple[list[model.State], int]:
    """The states of hand `hand_number` of a match (empty if none), and the
    index in the match's log of the move that made the second of them."""
    states, first = [], 0
    for index, state in enumerate(game_states(match)):
        if state.hand_number == hand_number:
            if not states:
                first = index
            states.append(state)
        elif states:
            break
    return states, first


def review_hand(match, hand_number: int) -> HandReview:
    """The review of hand `hand_number` of a match; ValueError if the match
    has no such hand or the hand is not over (its cards are still hidden)."""
    states, first = hand_states(match, hand_number)
    if not states or states[-1].phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        raise ValueError(f"hand {hand_number} of this game is not over")
    lineup = match.lineup_at(hand_number)
    begun = states[0]
    dealt = next(e for e in begun.events if type(e) is E.Dealt)
    seated = lineup.names()
    names = tuple(PLAYER if seat == match.player else seated[seat] for seat in range(4))
    table = _Table(begun)
    steps = [table.step(DEAL, tuple(e for e in begun.events if type(e) is not E.Called))]
    signs = _signs_by_moment(match, first, first + len(states) - 1)

    def signed_at(state, moves: int) -> None:
        for signed in signs.get(moves, ()):
            steps.append(table.step(SIGN, (signed,), state, lance=state.lance))
    signed_at(begun, first)
    for offset, (before, after) in enumerate(zip(states, states[1:])):
        logged = match.log[first + offset]
        for kind, events in _split(after.events):
            note = _note(before, events[0], logged, match) if kind == CALL else None
            steps.append(table.step(kind, events, after if kind == CALL else None, note))
        signed_at(after, first + offset + 1)
    return HandReview(match.rules, match.seed, begun.hand_number, dealt.game_number, dealt.dealer, dealt.esku,
                      names, begun.scores, tuple(steps), match.player)


def seen_from(review: HandReview) -> HandReview:
    """`review` as the player sees it: its seats as places (the player's at
    the bottom, 0, the partner's across, 2) and its teams as sides (the
    player's team is 0, "Us"); at seat 0 (or with no player) the review itself."""
    around = review.around
    if around.bottom == 0:
        return review
    names = around.by_place(review.names)
    return replace(review, dealer=around.place(review.dealer), esku=around.place(review.esku), names=names,
                   start_scores=around.by_side(review.start_scores), player=0,
                   steps=tuple(_seen_step(step, around) for step in review.steps))


def _seen_step(step: Step, around: Around) -> Step:
    call = step.call
    return replace(step, events=tuple(around.event(event) for event in step.events),
                   hands=around.by_place(step.hands), scores=around.by_side(step.scores),
                   track=tuple(around.result(result) for result in step.track),
                   call=None if call is None else replace(call, seat=around.place(call.seat)))


def _signs_by_moment(match, first: int, last: int) -> dict[int, list[E.Signed]]:
    """The señas the match kept that were made after `first` to `last` moves
    (one hand), as events, by the moves made before each."""
    out: dict[int, list[E.Signed]] = {}
    for signing in match.keinuak:
        if first <= signing.moves <= last:
            out.setdefault(signing.moves, []).append(E.Signed(signing.seat, signing.keinua, signing.seen_by))
    return out


def _split(events) -> list[tuple[str, tuple]]:
    """A model step's events cut into review steps: the call and what follows
    it, the cards drawn, the hands shown and counted."""
    groups: list[tuple[str, list]] = []
    for event in events:
        kind = type(event)
        if kind is E.Called:
            if event.action.kind == Kind.NEW_HAND:
                continue
            groups.append((CALL, [event]))
        elif kind in (E.Drew, E.Reshuffled) and (not groups or groups[-1][0] != DRAW):
            groups.append((DRAW, [event]))
        elif kind is E.HandsShown:
            groups.append((SHOW, [event]))
        elif groups:
            groups[-1][1].append(event)
    return [(kind, tuple(events)) for kind, events in groups]


class _Table:
    """The hands, scores and track followed through the events."""

    def __init__(self, dealt_state) -> None:
        self.hands = [tuple(h) for h in dealt_state.hands]
        self.scores = dealt_state.scores
        self.track: tuple[LanceResult, ...] = ()

    def step(self, kind: str, events: tuple, after=None, note: CallNote | None = None, lance=None) -> Step:
        thrown: tuple[Card, ...] = ()
        drawn: set[Card] = set()
        for event in events:
            t = type(event)
            if t is E.Called and event.action.kind == Kind.DISCARD:
                thrown = event.action.cards
                self.hands[event.seat] = tuple(c for c in self.hands[event.seat] if c not in thrown)
            elif t is E.Drew:
                self.hands[event.seat] = self.hands[event.seat] + event.cards
                drawn.update(event.cards)
            elif t is E.LanceSettled:
                self.track = self.track + (event.result,)
            elif t in (E.TiraPaid, E.LineCounted):
                self.scores = event.scores
        lance = note.lance if note is not None else lance
        betting = after is not None and after.phase == Phase.BETTING
        return Step(kind, events, tuple(self.hands), self.scores, self.track, lance, thrown, frozenset(drawn),
                    after.stake if betting else 0, after.hordago if betting else False, note)


def _note(before, called, logged, match) -> CallNote:
    seat = called.seat
    decided = logged.decided
    complete = match.complete
    common = dict(at=len(before.history), later=decided is not None and decided.later,
                  missing=decided is None and not complete)
    if logged.by_player:
        coach = None
        if decided is not None or complete:
            coach = coach_move(before, decided, match.seating)
        voice = seat != match.player
        if decided is None:
            return CallNote(seat, called.action, called.phase, called.lance, True, coach=coach, voice=voice, **common)
        return CallNote(seat, called.action, called.phase, called.lance, True,
                        advice=decided.action, advice_estimate=decided.estimate, coach=coach, voice=voice, **common)
    if decided is None:
        return CallNote(seat, called.action, called.phase, called.lance, False, **common)
    return CallNote(seat, called.action, called.phase, called.lance, False,
                    estimate=decided.estimate, decided=decided.action, **common)
