"""The table: a match of Mus played on screen, every call of RULES.md visible.

The table's course (game/table/course.py's `TableCourse`, pygame-free) holds
the `Match` and the stage of the flow (game/table/flow.py: showing,
thinking, deciding, counting, between games, over), the señas' clock, the
coach's timing and a lesson's guide, and is the one place that moves the
stage. This scene is its view: at each logic step it hands the course the
time between its parts' own steps, and each intent it does not keep for
itself (a press, a look, a seña, the coach, the summary's buttons); what the
course says back (`take_effects`: a step to show, the player's turn, a sound,
a screen to open, the match to keep...) it turns into motion, sound and
screens. The rest is put together from small parts (game/table/), each given
what it reads rather than the scene: who plays each seat (`SeatPlayers`, with
the computer players' worker thread), the `Director` that turns each step's
events into beats and tweens, the pieces on the felt (cards, seat signs,
chips, score panels, lance track), the action bar (whose presses are queued
and sent to the course, never applied inside a widget's callback), the señas
on screen (`TableSigning`: the player's look and fan, the faces), the
coach's button and panel, the summary overlay, the canvas and the layout.
None of them holds the scene, so a table left is let go by reference counting
alone. Other screens are opened by name (the pause menu, the review, the
between-games screen, the game over); a screen's answer comes back through
`on_resume(result)`.

A lesson (`lesson=`, game/lessons/) is this same table on a stacked hand: the
course's `LessonGuide` (game/table/guide.py) is told each press and says which
step the decision is; the scene draws its panel over the felt
(game/table/lesson.py's `draw_panel`, from a `Sight` of the table); the
lesson's match is never kept nor counted, and its end asks for the next
lesson instead of a new hand.

Drawing keeps still things still (game/table/canvas.py): everything that
does not move this frame is composed into one cached layer of parts, each
composed again only where it changed; moving cards, flying chips, popping
bubbles, the banner and a flashing suggestion are drawn over it, and the next
frame puts the layer back only where they were. When nothing moves, nothing
is redrawn; a flashing suggestion is drawn once for each step of its flash.
"""
from __future__ import annotations

import pygame

from game import assets, model
from game.faces.life import Occasion
from game.lessons import lesson_of
from game.match import DEFAULT_SEATING, Lineup, Match, Seating
from game.model import WITH_AMOUNT
from game.platform import input as intents
from game.scenes.base import Answer, Scene
from game.table import course as C
from game.table import layout
from game.table.action_bar import CARDS, ActionBar
from game.table.canvas import Canvas, table_background
from game.table.coach import FIRST_GAMES, TableCoach
from game.table.course import TableCourse
from game.table.director import Director, Pieces
from game.table.faces import TableFaces
from game.table.fan import SignFan
from game.table.flow import Counting, Thinking
from game.table.guide import LessonGuide
from game.table.keeping import keep
from game.table.keinuak import TableKeinuak
from game.table.lesson import (LessonSeats, Sight, counting_bottom, draw_panel, finish_lesson, lesson_match,
                               lesson_seen)
from game.table.seats import SeatPlayers, partner_is_voice
from game.table.seen import seen_from
from game.table.signing import TableSigning
from game.table.summary import Summary, paid_rows
from game.ui.guard import GOING_ON, PressGuard
from game.ui.widgets import Common, next_flash_step
from game.ui.screen_names import Screen

# Small, short motion (a bubble popping in, a score counting up) is drawn
# at this interval rather than at every frame the loop could give: each
# frame flips the whole screen, and waiting for the player is mostly that.
MINOR_FRAME = 1 / 30
FLASH_MARGIN = 0.002     # seconds into a step its frame is asked for (never just before it)
# Enter or Space in the first moments of the player's turn is taken as one
# more press to skip the pause that just ended, never as a call (seconds).
CONFIRM_GRACE = 0.35
# Letting the player read, every bubble and message waits for Enter: a player
# pressing on through them gets a longer moment to see the turn become theirs.
READ_CONFIRM_GRACE = 1.0
AUTO_CONTINUE = C.AUTO_CONTINUE   # seconds a demo's summary stays once counted, at --speed 1


def paced(app):
    """`pace(seconds)`: a time scaled by the play speed (settings, times
    --speed), read at each call (the speed may change in the settings)."""
    return lambda seconds: seconds / app.speed


class TableScene(Scene):
    name = Screen.TABLE

    def __init__(self, app, match: Match | None = None, lesson: str | None = None) -> None:
        """A new match from the app's next seed and the settings' players, or
        `match` (a resumed one, where it is to be picked up), or the hand of
        the lesson named `lesson` (game/lessons/: never kept nor counted)."""
        super().__init__(app)
        self.autoplay = autoplay = app.options.autoplay
        guide = LessonGuide(lesson_of(lesson)) if lesson is not None else None
        if guide is not None:
            match = lesson_match(app.settings, guide.lesson, app.next_seed())
        if match is None:
            settings = app.settings
            seating = Seating.demo() if autoplay else DEFAULT_SEATING  # a demo: four computer players
            match = Match.begin(settings.rules(), app.next_seed(),
                                (Lineup(1, settings.players).seated(seating.computer_seats),), seating,
                                with_keinuak=True)
        # The championship's match being played (game/match/championship_store.py): its
        # computer players stay the fixture's between games, and its end goes back to the championship.
        self.txapelketa = guide is None and app.championship.belongs(match)
        players = (SeatPlayers(strict=app.options.strict) if guide is None
                   else LessonSeats(guide.lesson, strict=app.options.strict))
        pace = paced(app)
        self.course = course = TableCourse(match, players, pace, guide=guide, autoplay=autoplay,
                                           signs=app.settings.keinuak)
        self.clock = course.clock  # the table's time is the course's
        # The player's seat at the bottom: every part draws by place and side (game/table/seen.py).
        self.around = around = course.around
        self.faces = TableFaces(self._by_place(course.characters()), match.seed, app.res.sprite)
        self.pieces = Pieces(pace, course.seen.scores, self.faces)
        # A notice gone by itself: the "go on" press that comes just after was meant for it.
        self.guard = PressGuard(0.0, GOING_ON)
        self.director = Director(self.pieces, pace, app.audio.play, app.screenshot, course.place_name,
                                 reading=lambda: app.settings.lets_read and not autoplay,  # a demo never waits
                                 gone=self.guard.arm)
        self.presses: list[str] = []   # the bar's presses, taken after the intent that made them
        self.bar = ActionBar(self.presses.append)
        self.overlay: Summary | None = None   # the summary, while the stage is Counting
        self.drawn_at = 0.0        # the scene clock of the last frame drawn (the flash steps from it)
        self.dirty = True          # something to draw that the still layer does not hold
        self.signing = TableSigning(course, self.faces, self.pieces.hands)  # the player's look and fan
        self.coach = TableCoach(course)  # the partner's call in the player's place (C, the left stick, its button)
        self.canvas = Canvas(app, course, self.pieces, self.director, self.faces, self.bar, self.coach,
                             self.signing.fan, lesson=guide is not None)  # the still layer and the movers over it
        self.lesson_panel = None   # the lesson's panel as last drawn (game/table/lesson.py)
        self.prewarm()
        self.director.open(course.seen)
        self.follow()
        self.refresh_buttons()

    # -- what other screens, the driver and tests read -------------------------
    @property
    def match(self) -> Match:
        return self.course.match

    @property
    def stage(self):
        """The stage of the table's flow (the course's: only it moves it)."""
        return self.course.stage

    @property
    def guide(self) -> LessonGuide | None:
        return self.course.guide

    @property
    def players(self):
        return self.course.players

    @property
    def requested(self):
        return self.course.requested

    @property
    def working_out(self):
        return self.course.working_out

    @property
    def auto_in(self):
        return self.course.auto_in

    @auto_in.setter
    def auto_in(self, value) -> None:
        self.course.auto_in = value

    @property
    def state(self) -> model.State:
        return self.course.match.state

    @property
    def seen(self):
        """The state as the table draws it: the player's seat at the bottom
        (place 0), the player's team as side 0 (game/table/seen.py)."""
        return self.course.seen

    def _by_place(self, per_seat: dict) -> dict:
        """Seat -> something, as place -> it."""
        return {self.around.place(seat): value for seat, value in per_seat.items()}

    @property
    def seed(self) -> int:
        return self.match.seed

    @property
    def lineups(self) -> tuple[Lineup, ...]:
        return self.match.lineups

    @property
    def names(self) -> dict:
        """Seat -> name at the hand in play; seat 0 is the player ("You",
        translated where shown)."""
        return self.course.names

    @property
    def personalities(self) -> dict:
        return self.match.personalities()

    @property
    def awaiting(self) -> bool:
        """The player is to decide."""
        return self.course.awaiting

    @property
    def advice(self):
        return self.course.advice

    @property
    def summary(self) -> Summary | None:
        return self.overlay if isinstance(self.course.stage, Counting) else None

    @property
    def buttons(self):
        return self.bar.buttons

    @property
    def widgets(self):
        return self.bar.widgets

    @property
    def keinuak(self) -> TableKeinuak:
        """The señas' clock: who looks at whom, the señas being made."""
        return self.course.keinuak

    @property
    def fan(self) -> SignFan:
        """The player's fan of señas."""
        return self.signing.fan

    @property
    def views(self):
        return self.pieces.hands.views

    @property
    def shown_scores(self) -> list[int]:
        return self.pieces.scores.shown

    @property
    def amount(self) -> int:
        """The bet amount the stepper shows."""
        return self.bar.amount

    @property
    def lifted(self) -> set:
        """The player's cards lifted for the discard."""
        return self.pieces.hands.lifted

    def characters(self) -> dict[int, str]:
        """Seat -> the face each computer player wears at the hand in play."""
        return self.course.characters()

    def partner_is_voice(self) -> bool:
        return partner_is_voice(self.match)

    def t(self, seconds: float) -> float:
        """A pace scaled by the play speed (settings, times --speed)."""
        return seconds / self.app.speed

    def seat_name(self, seat: int) -> str:
        return self.course.seat_name(seat)

    def enabled_buttons(self):
        return self.bar.enabled

    def flashing_buttons(self):
        return self.bar.flashing

    def current_pause(self):
        return self.director.current_pause()

    def announces_in_lesson(self) -> bool:
        """A lesson's panel shows the table's announcements (a pause's
        message, the lance's banner) in the middle of the felt, which it holds."""
        return self.guide is not None

    def reading_places(self, lesson: bool = True) -> list[tuple[str, pygame.Rect]]:
        """Where each thing there is to read stands on the felt as last drawn
        (name, place): a pause's message and its hint, the prompt over the
        bar, the coach's panel, the fan of señas, the stake's label (and a
        Hordago's word), every bubble, the lance's
        banner, the summary, and (`lesson`) the lesson's panel. No two of
        them ever overlap (tests/scenes/test_lesson_layout.py)."""
        res, places = self.app.res, self.canvas.places
        out = []
        for name in ("pause", "read-hint", "prompt", "coach"):
            drawn = places.get(name) or []
            if drawn:
                out.append((name, drawn[0].unionall(drawn[1:])))
        out += [("fan", place) for place in places.get("fan") or []]  # its faces, their marks, its caption
        out += [("stake", place) for place in self.pieces.chips.label_places]
        for seat, bubble in self.pieces.signs.bubbles.items():
            out.append((f"bubble{seat}", bubble.rect(res)))
        if self.director.banner is not None and not self.announces_in_lesson():
            out.append(("banner", self.director.banner.place(res, layout.BANNER_AT)))
        if self.summary is not None:
            out.append(("summary", self.summary.box.copy()))
        if lesson and self.lesson_panel is not None:
            out.append(("lesson", self.lesson_panel.rect.copy()))
        return out

    def computer_work(self) -> list:
        """The futures the computer players are working on for this table
        (a seat's call, the partner's view of the player's): a test driver
        waits for them."""
        return self.course.computer_work()

    def won_by_kanta(self) -> bool:
        """The game just won was won by a Kanta (the model's GameWon event)."""
        return self.course.won_by_kanta()

    # -- what the course says -------------------------------------------------
    def follow(self) -> None:
        """Do what the course said since it was last asked, in order."""
        app = self.app
        for effect in self.course.take_effects():
            kind = type(effect)
            if kind is C.Redraw:
                self.dirty = True
            elif kind is C.Refresh:
                self.refresh_buttons()
            elif kind is C.Told:
                self.director.tell(seen_from(effect.before, self.around), seen_from(effect.after, self.around))
                self.refresh_buttons()
            elif kind is C.Keep:
                keep(app, effect.match, ended_hand=effect.ended_hand)
            elif kind is C.TurnBegun:
                self._turn_begun(seen_from(effect.state, self.around))
            elif kind is C.Advised:
                self._advised(effect.action)
            elif kind is C.Sound:
                app.audio.play(effect.name)
            elif kind is C.Shot:
                app.screenshot(effect.label)
            elif kind is C.Open:
                values = effect.values
                if self.txapelketa and effect.name in (Screen.BETWEEN_GAMES, Screen.GAME_OVER):
                    values = {**values, "txapelketa": True}
                app.open(effect.name, **values)
            elif kind is C.CountingBegun:
                self._counting(effect.stage)
            elif kind is C.CountingDone:
                self.overlay = None
                self.pieces.chips.finish()
                self.dirty = True
            elif kind is C.ScoresSettled:
                self.pieces.scores.settle(self.around.by_side(effect.scores))
            elif kind is C.FacesWorn:
                self.faces.wear(self._by_place(effect.characters))
            elif kind is C.SignsOn:
                self.faces.keinuak(effect.on)
            elif kind is C.SignStarted:
                self.signing.started(effect.keinua)
            elif kind is C.SignFinished:
                self.signing.finished()
            elif kind is C.LessonSeen:
                lesson_seen(app, effect.lesson)
            elif kind is C.LessonDone:
                finish_lesson(app, effect.lesson, effect.kanta_won, effect.on_its_own)
            else:
                raise TypeError(f"the table does not know the course's {effect!r}")

    def _turn_begun(self, state) -> None:
        """The player's turn began: the bar afresh, its focus on the first call."""
        bar = self.bar
        bar.begin_turn(state)  # the amount afresh at each lance
        bar.label()
        bar.follow_cards(self.views[0])
        self.refresh_buttons()
        bar.widgets.focus_first()

    def _advised(self, action) -> None:
        """The partner, the team's voice, advises `action`: it flashes."""
        if action.kind in WITH_AMOUNT:  # the flashing button says the advised amount
            self.bar.reset_amount(action.amount)
        self.faces.react(2, Occasion.ADVICE)  # the partner glances at the button it lights
        self.refresh_buttons()

    def _counting(self, stage: Counting) -> None:
        """The summary overlay of the hand the course counts (under a lesson's panel)."""
        state = self.seen
        guide = self.guide
        below = counting_bottom(guide, self.app.res) if guide is not None else None
        pieces, faces, audio = self.pieces, self.faces, self.app.audio.play
        course = self.course
        hand = stage.hand

        def count_line(line) -> None:
            """A summary line counted: its chips slide from the plaque to the score."""
            if line.counted and line.points > 0:
                faces.react_team(line.team, Occasion.LANCE_WON, Occasion.LANCE_LOST)
            pieces.count(line, audio)

        chips = pieces.chips
        self.overlay = Summary(state.summary, stage.game_won, self.app.speed, count_line,
                               lambda: chips.moving, chips.finish, course.summary_done,
                               lambda: course.review_hand(hand), below=below, paid=paid_rows(state))

    # -- the player's presses -------------------------------------------------
    def refresh_buttons(self) -> None:
        st = self.seen
        guide = self.guide
        deciding = self.awaiting and (guide is None or not guide.reading)  # a lesson's intro first
        legal = model.legal_actions(self.state) if deciding else ()
        advice = self.advice if deciding and partner_is_voice(self.match) else None
        self.bar.refresh(st, deciding, legal, len(self.pieces.hands.lifted), len(self.views[0]),
                         advice, self.seat_name(self.course.partner))
        self.dirty = True

    def _pressed(self, name: str) -> None:
        if not self.awaiting or self.requested is not None:
            return
        if name in (Common.LESS, Common.MORE):
            self.bar.step_amount(-1 if name == Common.LESS else 1)
        elif name in CARDS:
            if self.pieces.hands.toggle(CARDS.index(name)):
                self.app.audio.play(assets.SLIDE)
        else:
            self.course.request(self.bar.action_for(name, self.pieces.hands.lifted_cards(self.seen.hands[0])))
        self.refresh_buttons()

    def handle(self, intent) -> None:
        self.dirty = True
        if intent.from_pointer:  # the player's card under it rises
            self.pieces.pointer = intent.pos
        if self.guard.blocks(intent):  # meant for the notice that just went away by itself
            return
        self._route(intent)
        while self.presses:
            self._pressed(self.presses.pop(0))
        self.follow()

    def _route(self, intent) -> None:
        """The intent to whom it is for: the looks and the fan, the pause
        menu, a lesson's intro, the summary, a pause to skip, the coach, the
        bet amount's keys, the action bar."""
        kind = intent.kind
        if self.signing.handle(intent):
            return
        if kind in (intents.BACK, intents.MENU):  # Esc, B or Start: the pause menu
            self.pause()
            return
        guide = self.guide
        if guide is not None and guide.reading and kind != intents.POINT:
            # While the intro waits, the player's presses are for it: Enter, a
            # click or the pad's A goes on; the rest waits.
            if kind in (intents.CONFIRM, intents.CLICK):
                self.course.read_intro()
            self.refresh_buttons()
            return
        summary = self.summary
        if summary is not None:
            summary.handle(intent)
            return
        if kind in (intents.CLICK, intents.CONFIRM) and self.director.skip():
            return
        grace = READ_CONFIRM_GRACE if self.app.settings.speed == "read" else CONFIRM_GRACE
        if kind == intents.CONFIRM and self.awaiting and self.clock.now - self.stage.began < grace:
            return  # meant for the pause that just ended, not for a call
        if self.coach.handle(intent):
            return
        if kind == intents.AMOUNT and not intent.pad and self.awaiting:  # the keys of the bet amount
            self._pressed(Common.MORE if intent.dx > 0 else Common.LESS)
            return
        self.bar.widgets.handle(intent)

    def pause(self, on_its_own: bool = False) -> None:
        """The pause menu over the table (Esc, B, Start, a pad pulled out)."""
        self.app.open(Screen.PAUSE, match=self.match, on_its_own=on_its_own, lesson=self.guide is not None)

    def pad_lost(self) -> None:
        """A pad pulled out at the table pauses the game."""
        self.pause(on_its_own=True)

    def on_language(self) -> None:
        """The language changed: the buttons' words again (the still layer's
        look holds the language, so everything else is drawn anew)."""
        self.bar.label()
        self.coach.label()
        if self.summary is not None:
            self.summary.label()
        self.refresh_buttons()

    def on_resume(self, result=None) -> None:
        """Back on top; the between-games screen answers "next" (a
        championship's match goes on with its own computer players)."""
        self.dirty = True
        if result == Answer.NEXT:
            players = self.app.settings.players  # right, partner and left of the player
            if self.txapelketa:  # the fixture's own, each where it sits
                lineup, seat = self.match.lineups[-1], self.course.around.seat
                players = tuple(lineup.player_at(seat(place)) for place in (1, 2, 3))
            self.course.next_game(players)
            self.follow()

    def on_exit(self) -> None:
        """The table is left: its worker stops. (Nothing of the table holds
        the scene, so its layers and faces go with it.)"""
        self.course.close()

    # -- the flow -------------------------------------------------------------
    def update(self, dt: float) -> None:
        app, course = self.app, self.course
        on_top = app.top_is(self)
        course.tick(dt)   # the table's clock (self.clock)
        self.guard.update(dt)
        self.follow()
        p = self.pieces
        p.reduce_motion(app.settings.reduced_motion)
        if p.update(dt, self.bar.focused_card()):
            app.audio.play(assets.DEAL)
        self.faces.paused = not on_top
        self.faces.thinking(self.around.place(course.thinking_seat()))
        if on_top:
            course.signs(dt, app.settings.keinuak)
            self.follow()
            if course.keinuak.on and self.signing.show():
                self.dirty = True
        self.faces.update(dt)  # drawn at the faces' own rate (frame_interval), not at each change
        self.director.update(dt)
        if self.awaiting and p.hands.moving:
            self.bar.follow_cards(self.views[0])
        first_games = app.settings.coach_first_games and app.stats.stats.games.played < FIRST_GAMES
        course.step(dt, beats=self.director.busy, first_games=first_games)
        self.follow()
        if self.coach.follow():
            self.dirty = True
        summary = self.summary
        if summary is not None:
            ready_now = summary.update(dt)
            if ready_now:
                app.screenshot(f"hand{self.state.hand_number}-summary")
            course.summary_step(dt, ready_now, on_top)
            self.follow()

    # -- drawing ------------------------------------------------------------
    def prewarm(self) -> None:
        """Make the surfaces a hand needs before the first frame, so that no
        frame pays for scaling a sprite, drawing a stand-in, fitting the
        action bar's labels or loading their fonts."""
        res = self.app.res
        self.background()
        for card in model.FULL_DECK:
            res.card_face(card, layout.BIG)
            res.card_face(card, layout.SMALL)
        res.card_back(layout.BIG)
        res.card_back(layout.SMALL)
        self.bar.prewarm(res, self.app.input.prompts)

    def background(self) -> pygame.Surface:
        """The felt with the score panels' frames, composed once."""
        return table_background(self.app.res)

    def acting(self):
        """The seat whose turn the names show (a computer thinking, or the player)."""
        return self.course.acting()

    def sight(self) -> Sight:
        """What the lesson's panel reads of the table as it is drawn now."""
        pause = self.current_pause()
        banner = self.director.banner
        summary = self.summary
        return Sight(phase=self.state.phase, buttons=self.bar.buttons, flashing=tuple(self.bar.flashing),
                     fan_shown=self.fan.shown, stake_shown=self.pieces.chips.shows_label, summary=summary.box.copy() if summary is not None else None,
                     coach_open=self.coach.open, pause=pause.message if pause is not None else None,
                     banner=banner.text if banner is not None else None,
                     reading=tuple(r for _name, r in self.reading_places(lesson=False)))

    def draw(self, surface, alpha: float) -> None:
        app = self.app
        self.canvas.draw(surface, alpha, on_top=app.top_is(self))
        summary = self.summary
        if summary is not None:
            summary.draw(surface, app.res, self.clock.at(alpha), app.input.prompts)
            self.canvas.covered()
        if self.guide is not None:  # the lesson's panel and what it points at
            self.lesson_panel = draw_panel(surface, self.guide, app.res, self.sight(), app.input.prompts)
            self.canvas.covered()
        self.drawn_at = self.clock.at(alpha)
        self.dirty = False

    def animating(self) -> bool:
        """Something on the table moves this frame (`minor_motion` among it)."""
        return self.moving_much() or self.minor_motion()

    def moving_much(self) -> bool:
        """Something moves that is drawn at every frame: cards, chips, the
        jolt, a banner, a thinking seat, the director's beats, the summary."""
        p = self.pieces
        summary = self.summary
        return bool(self.director.busy or self.director.banner or isinstance(self.stage, Thinking)
                    or p.hands.moving or p.chips.moving or p.shake.moving or self.requested is not None
                    or (summary is not None and not summary.ready) or self.auto_in is not None)

    def minor_motion(self) -> bool:
        """Only small, short motion moves: a bubble popping in, a score
        counting up (drawn every `MINOR_FRAME`)."""
        p = self.pieces
        return p.signs.moving or p.scores.moving

    def hides_pointer(self) -> bool:
        """The pointer rests on the face the player looks at: hidden, so that
        it never covers the seña the player watches for."""
        return self.signing.hides_pointer()

    def frame_interval(self) -> float:
        if self.dirty or self.moving_much():
            return 0.0
        if self.minor_motion():
            return MINOR_FRAME
        if not self.app.top_is(self):
            self.faces.paused = True  # covered: no face moves, none asks for a frame
        # Counted from the last frame, as the loop counts (inf: paused).
        interval = self.faces.frame_in(self.clock.now - self.drawn_at, self.keinuak.next_change_in())
        if self.bar.flashing:  # the next step of the flash (just into it), counted from the last frame
            interval = min(interval, next_flash_step(self.drawn_at) + FLASH_MARGIN)
        return interval
