"""The director: turns the model's events into what the table shows, beat by
beat.

`tell(before, after)` reads the events of one step (game/model/events.py) and
sets the pieces moving: cards dealt, thrown and drawn (`Hands`), a bubble
for each call (`SeatSigns`), chips betted into the centre stack, deferred
onto a plaque or paid to a score (`Chips`, `ScorePanels`), the lance banner,
and the pauses that mark each major transition (the end of the Mus, each
lance's outcome, a Kanta) with a message a click or Confirm skips. Beats run
one after another on a timeline of seconds; while any is queued the table
waits, so the computer players speak at a readable pace; the table's flow
(game/table/flow.py) goes on once the beats have run, to the next call or,
at a hand's end, to the summary.

The faces react to the same events (`react`: a Hordago tenses every face, a
Kanta, a refused bet and a game won or lost), and a resumed table's faces
react again to the step that made the state it opens on (`open`), so that
they show what they showed when the game was left.
"""
from __future__ import annotations

from collections import deque

from game import assets
from game.words import lance_outcome, lance_word, turn_text
from game.model import Kind, Lance, Phase, Result, Win, seats_from
from game.model.names import WITH_AMOUNT
from game.model import events as E
from game.faces.life import Occasion
from game.ui.bubbles import FADE, SHORT_FADE, Banner

from .pieces import Pieces  # noqa: F401  (the table's import: Director and its Pieces)

PAUSE = 1.7    # seconds a transition's message stays, at --speed 1
BANNER = 0.95  # seconds the lance's name shows
READ_AT_LEAST = 0.4  # seconds a held call is shown before a press can end it, at --speed 1
HORDAGO_MOMENT = 0.9  # seconds the table holds on a Hordago (chips pushed in, the jolt), at --speed 1
LANCE_ICONS = {
    Lance.HAUNDIA: assets.ICON_HAUNDIA, Lance.TIPIA: assets.ICON_TIPIA, Lance.PARIAK: assets.ICON_PARIAK,
    Lance.JOKUA: assets.ICON_JOKUA, Lance.PUNDUA: assets.ICON_PUNDUA,
}
SOUNDS = {
    Kind.IMIDO: assets.BET, Kind.GEHIAGO: assets.BET, Kind.HORDAGO: None,  # its drum as its chips land
    Kind.KANTA: assets.KANTA, Kind.TIRA: assets.TIRA, Kind.DISCARD: assets.SLIDE,
}


class Beat:
    """A step of the timeline: wait `seconds` (a pause shows `message` and can
    be skipped), run `start(director)` when it begins and `then(director)`
    when it ends (told the director rather than holding it, so that a beat
    left queued when the table goes holds nothing of it). A `held` beat (the
    "let me read" pace) does not end when its time is up: it waits for the
    player's press (`Director.skip`)."""

    __slots__ = ("seconds", "message", "skippable", "start", "then", "begun", "held", "skipped")

    def __init__(self, seconds: float, message: str | None = None, skippable: bool = False,
                 start=None, then=None, held: bool = False) -> None:
        self.seconds = seconds
        self.message = message
        self.skippable = skippable or message is not None or held
        self.start = start
        self.then = then
        self.begun = False
        self.held = held
        self.skipped = False  # ended by the player's press, not by its time


class Director:
    def __init__(self, pieces, pace, sound, shot, names, reading=lambda: False, gone=lambda: None) -> None:
        """`pieces`: the table's hands, signs, chips, scores and track;
        `pace(seconds)` scales a time by the play speed; `sound(name)` plays a
        sound; `shot(label)` asks for a screenshot; `names(seat)` is each
        seat's name; `reading()`: the "let me read" pace is on (each pause's
        message, and each call of a computer player's in its bubble, waits
        for the player's press); `gone()` is told when a pause's message went
        away by itself (its time ran out, no press ended it)."""
        self.pieces = pieces
        self.gone = gone
        self.reading = reading
        self.t = pace
        self.sound = sound
        self.shot = shot
        self.names = names
        self.beats: deque[Beat] = deque()
        self.banner: Banner | None = None
        self.lance: Lance | None = None  # the lance on screen (announced, not yet over)

    # -- the timeline -------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.beats)

    def current_pause(self) -> Beat | None:
        if self.beats and self.beats[0].message:
            return self.beats[0]
        return None

    def holding(self) -> bool:
        """A computer player's call waits in its bubble for the player's press
        (the "let me read" pace; a pause's message says so itself)."""
        return bool(self.beats and self.beats[0].held and self.beats[0].begun and not self.beats[0].message)

    def skip(self) -> bool:
        """A click or Confirm ends the pause in progress; True if there was one."""
        if self.beats and self.beats[0].skippable and self.beats[0].begun:
            self.beats[0].seconds = 0.0
            self.beats[0].held = False
            self.beats[0].skipped = True
            self.pieces.chips.finish()
            return True
        return False

    def wait(self, seconds: float, start=None) -> None:
        """A beat of `seconds`, running `start(director)` as it begins."""
        self.beats.append(Beat(seconds, start=start))

    def pause(self, message: str, shot: str | None = None, seconds: float = PAUSE) -> None:
        start = (lambda director: director.shot(shot)) if shot else None
        self.beats.append(Beat(self.t(seconds), message, start=start, held=self.reading()))

    def update(self, dt: float) -> None:
        if self.banner is not None and not self.banner.update(dt):
            self.banner = None
        while self.beats:
            beat = self.beats[0]
            if not beat.begun:
                beat.begun = True
                if beat.start:
                    beat.start(self)
                    if not self.beats or self.beats[0] is not beat:
                        return
            beat.seconds -= dt
            dt = 0.0
            if beat.seconds > 0 or beat.held:
                return
            self.beats.popleft()
            if beat.message and not beat.skipped:
                self.gone()
            if beat.then:
                beat.then(self)

    # -- what the table shows at its start ------------------------------------
    def open(self, state) -> None:
        """A new table: deal the hand in play, or lay it out as it stands (a
        resumed game), with the bet standing and the lance announced."""
        p = self.pieces
        p.scores.settle(state.scores)
        p.chips.clear()
        p.chips.match = state.rules.games_to_win > 1
        p.track.clear()
        fresh = not state.hand_moves
        if fresh:
            self._deal(state)
        else:
            p.hands.lay(state)
            if state.phase == Phase.BETTING:
                p.chips.stand(state.lance, state.stake, state.hordago)
            for result in state.track:
                if result.result in (Result.IDUKI, Result.PASO):
                    p.chips.plaques[result.lance.place].value = result.stake or 1
        if state.lance is not None and (fresh or state.phase in (Phase.CALLS, Phase.BETTING)):
            self._announce(state.lance)
        if not fresh:  # the calls already made, back in their bubbles (after the banner, which hushes them)
            self.wait(0.0, start=lambda director: director._said(state))
            for event in state.events:  # the faces as the last step left them
                self.react(event)
        self.lance = state.lance

    def _said(self, state) -> None:
        """Each seat's bubble as it stood when the game was left (a resumed
        game): its last call since the hand's deal or the lance's banner
        hushed them, as `tell` would have shown it."""
        signs = self.pieces.signs
        signs.hush()
        for event in state.story:
            kind = type(event)
            if kind is E.Dealt or kind is E.LanceBegun:
                signs.hush()
            elif kind is E.Called and event.action.kind != Kind.NEW_HAND:
                signs.say(event.seat, event.action)

    # -- one step -----------------------------------------------------------
    def tell(self, before, after) -> None:
        """Show what the step from `before` to `after` did."""
        p = self.pieces
        for event in after.events:
            self.react(event)
            kind = type(event)
            if kind is E.Called:
                self._called(event, after)
            elif kind is E.Dealt:
                p.scores.settle(after.scores)
                p.chips.clear()
                p.track.clear()
                self._deal(after)
            elif kind is E.ExchangeMade:
                self.wait(p.hands.draw_cards(after, seats_from(after.esku)))
                self.shot(f"hand{after.hand_number}-exchange{event.number}")
            elif kind is E.Reshuffled:
                self.sound(assets.DEAL)
            elif kind is E.LancesBegin:
                p.hands.heap = False
                self.pause(turn_text(event, self.names), shot=f"hand{after.hand_number}-mus")
            elif kind is E.LanceBegun:
                if event.instead_of is not None:
                    self.pause(turn_text(event, self.names), shot=f"hand{after.hand_number}-jokua")
                self._announce(event.lance)
            elif kind is E.TiraPaid:
                p.chips.pay_from_centre(event.team, event.points, self._paid(event.team, event.points),
                                        back_to=self._last_bettor(before, event.team))
            elif kind is E.LanceSettled:
                self._settled(event.result, after)
            elif kind is E.HandsShown:
                self.wait(0.0, start=Director._reveal)
                self.wait(self.t(0.6))
            elif kind is E.GameWon:
                if event.how != Win.KANTA:
                    continue
                kanta = after.track[-1]
                self.pause(turn_text(event, self.names, kanta.lance, tie=kanta.tie),
                           shot=f"hand{after.hand_number}-kanta")
        if after.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and before.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.wait(0.0, start=Director._over)

    def _over(self) -> None:
        """The hand's last beat: no lance is on screen any more, nor its
        bubbles (the table's flow then counts the summary, or ends the game)."""
        self.lance = None
        self.pieces.signs.hush()

    # -- the events ------------------------------------------------------------
    def _deal(self, state) -> None:
        p = self.pieces
        p.signs.hush()
        self.lance = None
        self.wait(p.hands.deal(state))
        label = f"hand{state.hand_number}-deal"
        self.wait(0.0, start=lambda director: director.shot(label))

    def _announce(self, lance: Lance) -> None:
        def show(director):
            director.banner = Banner(lance_word(lance), director.t(BANNER), LANCE_ICONS.get(lance),
                                     SHORT_FADE if director.pieces.reduced else FADE)
            director.lance = lance
            director.pieces.signs.hush()
        self.beats.append(Beat(self.t(BANNER * 0.8), start=show, skippable=True))

    def _called(self, event: E.Called, after) -> None:
        p = self.pieces
        action = event.action
        if action.kind == Kind.NEW_HAND:
            return
        p.signs.say(event.seat, action)
        sound = SOUNDS.get(action.kind, assets.CLICK)
        if sound is not None:
            self.sound(sound)
        if action.kind == Kind.DISCARD:
            p.hands.throw(event.seat, action.cards)
        elif action.kind in WITH_AMOUNT:
            p.chips.bet(event.lance, event.seat, action.amount)
        elif action.kind == Kind.HORDAGO:
            p.hordago(event.lance, event.seat, self.sound)  # the table tenses, and holds a moment
            self.wait(self.t(HORDAGO_MOMENT))
        if event.seat != 0 and self.reading():  # the call stays in its bubble until the player goes on
            self.beats.append(Beat(self.t(READ_AT_LEAST), held=True))

    def _settled(self, result, after) -> None:
        p = self.pieces
        kind = result.result
        if kind == Result.KANTA:
            p.chips.clear()
            return
        if kind == Result.PASO:
            p.chips.defer(result.lance.place, points=1)
        elif kind == Result.IDUKI:
            p.chips.defer(result.lance.place)
        self.pause(lance_outcome(result), shot=f"hand{after.hand_number}-{result.lance}")

    def react(self, event) -> None:
        """The faces' reaction to one of the model's events, if it has one: a
        Hordago tenses every face, a Kanta's winners grin and its losers
        frown, a refused bet's team is smug, a game's winners and losers."""
        faces = self.pieces.faces
        if faces is None:
            return
        kind = type(event)
        if kind is E.Called and event.action.kind == Kind.HORDAGO:
            faces.react_all(Occasion.HORDAGO)
        elif kind is E.TiraPaid:
            for seat in faces.lives:  # the team the bet was refused to
                if seat & 1 == event.team:
                    faces.react(seat, Occasion.TIRA_RECEIVED)
        elif kind is E.LanceSettled and event.result.result == Result.KANTA:
            faces.react_team(event.result.team, Occasion.KANTA_WON, Occasion.KANTA_LOST)
        elif kind is E.GameWon:
            faces.react_team(event.team, Occasion.GAME_WON, Occasion.GAME_LOST)

    def _reveal(self) -> None:
        self.pieces.hands.reveal()
        self.sound(assets.TURN)

    def _paid(self, team: int, points: int):
        scores, sound = self.pieces.scores, self.sound  # (the chips in flight hold these, not the director)

        def land():
            scores.add(team, points)
            sound(assets.CHIPS_STACKED)
        return land

    @staticmethod
    def _last_bettor(before, team: int) -> tuple[int, ...]:
        """The seat whose refused bet stood: it takes back what was not paid."""
        for event in reversed(before.story):
            if type(event) is E.Called and event.phase == Phase.BETTING and event.seat & 1 == team:
                return (event.seat,)
        return ()
