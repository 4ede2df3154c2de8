"""The table: a match of Mus played on screen, every call of RULES.md visible.

The scene holds the `Match` it shows (game/match/: the rules, the seed, the
computer players and every move with the decision behind it) and changes it
only by sending an Action through `Match.then`: a call the player pressed, or
a computer player's choice (and each seña made, with `Match.signed`, through
its `TableSigning`). Its flow is a state machine (game/table/flow.py:
showing, thinking, deciding, counting, between games, over) that `update`
advances; the summary is the table's own overlay (game/table/summary.py).
The rest is put together from small parts (game/table/): who plays each seat
(`SeatPlayers`, with the computer players' worker thread), the `Director`
that turns each step's events into beats and tweens, the pieces on the felt
(cards, seat signs, chips, score panels, lance track), the action bar, the
señas (`TableSigning`, game/table/signing.py: the looks, the señas made and
recorded in the match, the player's fan; given each intent first and each
step while the table is on top) and the layout. A press is queued and applied on the next update, never from inside a
widget's callback. Other screens are opened by name (the pause menu, the
review, the between-games screen, the game over); a screen's answer comes
back through `on_resume(result)`.

A lesson (`lesson=`, game/lessons/) is this same table on a stacked hand: a
`LessonGuide` (game/table/lesson.py) is told each press, says which step the
decision is, and draws its panel over the felt; the lesson's match is never
kept nor counted, and its end asks for the next lesson instead of a new hand.

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
from game.platform import input as intents
from game.platform.i18n import N_, tr
from game.match import DEFAULT_SEATING, Lineup, Match, Seating, lineup_for
from game.model import WITH_AMOUNT, Phase, Win
from game.model import actions as A
from game.scenes.base import Scene
from game.table import layout
from game.table.action_bar import ActionBar
from game.table.canvas import Canvas
from game.table.coach import TableCoach
from game.table.director import Director, Pieces
from game.table.faces import TableFaces
from game.table.fan import SignFan
from game.table.keinuak import TableKeinuak
from game.table.keeping import keep
from game.table.lesson import LessonGuide, LessonSeats, finish_lesson, lesson_match, lesson_seen
from game.lessons import lesson_of
from game.table.flow import BetweenGames, Counting, Deciding, Over, Showing, Thinking, advance
from game.table.seats import SeatPlayers, partner_is_voice, partner_seat
from game.table.signing import TableSigning
from game.table.summary import Summary, paid_rows
from game.ui.felt import table_felt
from game.ui.guard import GOING_ON, PressGuard
from game.ui.widgets import next_flash_step

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
AUTO_CONTINUE = 1.0      # seconds a demo's summary stays once counted, at --speed 1
OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


class TableScene(Scene):
    name = "table"

    def __init__(self, app, match: Match | None = None, lesson: str | None = None) -> None:
        """A new match from the app's next seed and the settings' players, or
        `match` (a resumed one, where it is to be picked up), or the hand of
        the lesson named `lesson` (game/lessons/: never kept nor counted)."""
        super().__init__(app)
        self.autoplay = app.options.autoplay
        self.guide = LessonGuide(lesson_of(lesson)) if lesson is not None else None
        if self.guide is not None:
            match = lesson_match(app.settings, self.guide.lesson, app.next_seed())
        if match is None:
            settings = app.settings
            seating = Seating.demo() if self.autoplay else DEFAULT_SEATING  # a demo: four computer players
            match = Match.begin(settings.rules(), app.next_seed(),
                                (Lineup(1, settings.players).seated(seating.computer_seats),), seating,
                                with_keinuak=True)
        self.match = match
        self.players = (SeatPlayers(strict=app.options.strict) if self.guide is None
                        else LessonSeats(self.guide.lesson, strict=app.options.strict))
        self.faces = TableFaces(self.characters(), match.seed, app.res.sprite)
        # A game kept before decisions were: worked out once, on the worker.
        self.working_out = self.players.work_out(match) if match.missing_decisions else None
        self.pieces = Pieces(self.t, match.state.scores, self.faces)
        # A notice gone by itself: the "go on" press that comes just after was meant for it.
        self.guard = PressGuard(0.0, GOING_ON)
        self.director = Director(self.pieces, self.t, app.audio.play, app.screenshot, self.seat_name,
                                 reading=lambda: app.settings.lets_read and not self.autoplay,  # a demo never waits
                                 gone=self.guard.arm)
        self.bar = ActionBar(self._pressed)
        self.stage = Showing()
        self.requested = None      # an Action pressed, sent to the model on the next update
        self.auto_in = None        # a demo's summary: seconds until it goes on by itself
        self.drawn_at = 0.0        # the scene clock of the last frame drawn (the flash steps from it)
        self.dirty = True          # something to draw that the still layer does not hold
        self.canvas = Canvas(self)  # the still layer and the movers over it
        self.signing = TableSigning(self)  # the señas: who looks at whom, the señas made, the player's fan
        self.coach = TableCoach(self)  # the partner's call in the player's place (C, the left stick, its button)
        self.lesson_panel = None   # the lesson's panel as last drawn (game/table/lesson.py)
        self.prewarm()
        self.director.open(match.state)
        self.refresh_buttons()

    # -- what other screens, the driver and tests read -------------------------
    @property
    def state(self) -> model.State:
        return self.match.state

    @property
    def seed(self) -> int:
        return self.match.seed

    @property
    def lineups(self) -> tuple[Lineup, ...]:
        return self.match.lineups

    @property
    def names(self) -> dict:
        """Seat -> name at the hand in play; seat 0, the screen's own seat at
        the bottom, is "You" (translated where shown), in a demo too."""
        # box: seat-name
        return {**self.match.names(), 0: N_("You")}

    @property
    def personalities(self) -> dict:
        return self.match.personalities()

    @property
    def awaiting(self) -> bool:
        """The player is to decide."""
        return isinstance(self.stage, Deciding)

    @property
    def advice(self):
        return self.stage.advice if isinstance(self.stage, Deciding) else None

    @property
    def summary(self) -> Summary | None:
        return self.stage.summary if isinstance(self.stage, Counting) else None

    @property
    def buttons(self):
        return self.bar.buttons

    @property
    def widgets(self):
        return self.bar.widgets

    @property
    def keinuak(self) -> TableKeinuak:
        """The señas' clock: who looks at whom, the señas being made."""
        return self.signing.keinuak

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
        lineup = self.match.lineup_at(self.match.state.hand_number)
        return {seat: lineup.player_at(seat).face_at(seat) for seat in (1, 2, 3)}

    def partner_is_voice(self) -> bool:
        return partner_is_voice(self.match)

    def t(self, seconds: float) -> float:
        """A pace scaled by the play speed (settings, times --speed)."""
        return seconds / self.app.speed

    def seat_name(self, seat: int) -> str:
        return tr(self.names[seat]) if seat == 0 else self.names[seat]

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
        stage = self.stage
        return [stage.future] if isinstance(stage, (Thinking, Deciding)) else []

    def won_by_kanta(self) -> bool:
        """The game just won was won by a Kanta (the model's GameWon event)."""
        won = self.director.won
        return won is not None and won.how == Win.KANTA

    # -- the player's presses -------------------------------------------------
    def refresh_buttons(self) -> None:
        st = self.state
        deciding = self.awaiting and (self.guide is None or not self.guide.reading)  # a lesson's intro first
        legal = model.legal_actions(st) if deciding else ()
        advice = self.advice if deciding and partner_is_voice(self.match) else None
        self.bar.refresh(st, deciding, legal, len(self.pieces.hands.lifted), len(self.views[0]),
                         advice, self.seat_name(partner_seat(self.match)))
        self.dirty = True

    def _pressed(self, name: str) -> None:
        if not self.awaiting or self.requested is not None:
            return
        if name in ("less", "more"):
            self.bar.step_amount(-1 if name == "less" else 1)
        elif name.startswith("card"):
            if self.pieces.hands.toggle(int(name[4:])):
                self.app.audio.play(assets.SLIDE)
        else:
            action = self.bar.action_for(name, self.pieces.hands.lifted_cards(self.state.hands[0]))
            if action in model.legal_actions(self.state):
                self.app.audio.play(assets.CLICK)
                self.requested = action
                if self.guide is not None:  # a call against the lesson is explained, never refused
                    self.guide.pressed(self.state, action, self.advice)
        self.refresh_buttons()

    def handle(self, intent) -> None:
        kind = intent.kind
        self.dirty = True
        if intent.from_pointer:  # the player's card under it rises
            self.pieces.pointer = intent.pos
        if self.guard.blocks(intent):  # meant for the notice that just went away by itself
            return
        if self.signing.handle(intent):
            return
        if kind in (intents.BACK, intents.MENU):  # Esc, B or Start: the pause menu
            self.pause()
            return
        if self.guide is not None and self.guide.handle(intent):  # the lesson's intro waits for a press
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
            self._pressed("more" if intent.dx > 0 else "less")
            return
        self.bar.widgets.handle(intent)

    def pause(self, on_its_own: bool = False) -> None:
        """The pause menu over the table (Esc, B, Start, a pad pulled out)."""
        self.app.open("pause", match=self.match, on_its_own=on_its_own, lesson=self.guide is not None)

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
        """Back on top; the between-games screen answers "next"."""
        self.dirty = True
        if result == "next" and isinstance(self.stage, BetweenGames):
            self.use_players(self.app.settings)
            self.stage = Showing()
            self.requested = A.NEW_HAND

    def on_exit(self) -> None:
        """The table is left: its worker stops, and its layers and faces'
        pictures are let go at once rather than when the collector comes."""
        self.players.close()
        self.canvas.release()
        self.faces.release()

    # -- the flow -------------------------------------------------------------
    def apply(self, action, decided=None) -> None:
        """Send one action to the model and let the director show what it did."""
        self.signing.before_call(action)  # the player's seña under way is never lost with the window
        old = self.match.state
        self.match = self.match.then(action, decided)
        new = self.match.state
        keep(self.app, self.match, ended_hand=new.phase in OVER and old.phase not in OVER)
        self.stage = Showing()
        self.director.tell(old, new)
        self.refresh_buttons()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.guard.update(dt)
        if self.working_out is not None and self.working_out.done():
            self.match = self.match.with_decisions_of(self.working_out.result())
            self.working_out = None
            keep(self.app, self.match, ended_hand=False)  # kept with them, once
        p = self.pieces
        p.reduce_motion(self.app.settings.reduced_motion)
        if p.update(dt, self.bar.focused_card()):
            self.app.audio.play(assets.DEAL)
        self.faces.paused = not self.app.top_is(self)
        self.faces.thinking(self.stage.seat if isinstance(self.stage, Thinking) else None)
        if self.app.top_is(self):
            self.signing.update(dt)
        self.faces.update(dt)  # drawn at the faces' own rate (frame_interval), not at each change
        self.director.update(dt)
        if self.awaiting and p.hands.moving:
            self.bar.follow_cards(self.views[0])
        if self.requested is not None:
            action, self.requested = self.requested, None
            if action in model.legal_actions(self.state):
                decided = self.stage.future.result() if isinstance(self.stage, Deciding) else None
                self.apply(action, decided)
            return
        before = self.stage
        self.stage = advance(self, self.stage, dt)
        if self.stage is not before:
            self.dirty = True
        self.coach.update()
        if self.guide is not None and self.guide.look(self.state, self.awaiting, self.summary is not None):
            self.dirty = True
        if isinstance(self.stage, Counting):
            self._count(dt)

    def begin_player_turn(self) -> Deciding:
        """The player's turn begins: the partner's view is asked for."""
        st = self.state
        stage = Deciding(self.clock.now, self.players.think(self.match))
        self.stage = stage
        self.bar.begin_turn(st)  # the amount afresh at each lance
        self.bar.label()
        self.bar.follow_cards(self.views[0])
        self.refresh_buttons()
        self.bar.widgets.focus_first()
        if st.phase == Phase.MUS and st.mus_round == 0:
            self.app.screenshot(f"hand{st.hand_number}-your-mus")
        return stage

    def poll_advice(self, stage: Deciding) -> None:
        """When the partner is the team's voice, its own call flashes once worked out."""
        ready = stage.future.done() or self.players.strict  # strict (the tests): waits, whatever the thread's speed
        if stage.advice is None and partner_is_voice(self.match) and ready:
            decided = stage.future.result()
            if decided is not None and decided.action in model.legal_actions(self.state):
                stage.advice = decided.action
                if decided.action.kind in WITH_AMOUNT:  # the flashing button says the advised amount
                    self.bar.reset_amount(decided.action.amount)
                self.faces.react(2, "advice")  # the partner glances at the button it lights
                self.refresh_buttons()

    def hand_over(self):
        """The hand's last beat has run: count the summary, or end the game at once."""
        state = self.state
        below = None   # the summary stands under a lesson's panel
        if self.guide is not None:  # the lesson's hand is over: kept as done now, the summary may be left
            lesson_seen(self.app, self.guide.lesson)
            self.guide.look(state, False, True)
            below = self.guide.counting_bottom(self.app.res)
        if state.summary or not model.game_over(state):
            hand = state.hand_number
            summary = Summary(state.summary, model.game_over(state), self.app.speed, self.count_line,
                              lambda: self.pieces.chips.moving, self.finish_counting, self.summary_done,
                              lambda: self.review_hand(hand), below=below, paid=paid_rows(state))
            self.app.screenshot(f"hand{hand}-summary-start")
            return Counting(summary)
        return self.after_game()

    def after_game(self):
        """The game is won: the between-games screen, or the game over (a
        lesson ends there)."""
        if self.guide is not None:
            return self.lesson_done(on_its_own=True)
        st = self.state
        self.pieces.scores.settle(st.scores)
        if st.phase == Phase.MATCH_OVER:
            self.app.open("game_over", winner=st.game_winner, scores=st.scores, target=st.rules.target,
                          games_won=st.games_won, games_to_win=st.rules.games_to_win, kanta=self.won_by_kanta(),
                          match=self.match)
            return Over()
        self.app.open("between_games", winner=st.game_winner, scores=st.scores, games_won=st.games_won,
                      games_to_win=st.rules.games_to_win, kanta=self.won_by_kanta(), match=self.match)
        return BetweenGames()

    def use_players(self, settings) -> None:
        """The settings' computer players from the next hand on (between two games)."""
        first = self.state.hand_number + 1
        lineups = self.match.lineups
        coming = Lineup(first, settings.players).seated(self.match.seating.computer_seats)
        if lineup_for(lineups, first).players != coming.players:
            lineups = tuple(lu for lu in lineups if lu.first_hand < first) + (coming,)
            self.match = self.match.with_lineups(lineups)
            self.faces.wear({seat: p.face_at(seat) for seat, p in zip((1, 2, 3), settings.players)})
            self.signing.use_players(settings.players)

    # -- the summary's count ----------------------------------------------------
    def _count(self, dt: float) -> None:
        summary = self.stage.summary
        if summary.update(dt):
            self.app.screenshot(f"hand{self.state.hand_number}-summary")
            if self.autoplay:
                self.auto_in = AUTO_CONTINUE / self.app.speed
        if self.auto_in is not None and not self.app.top_is(self):
            return  # a demo waits while a screen (the review) is open over it
        if self.auto_in is not None:
            self.auto_in -= dt
            if self.auto_in <= 0:
                self.summary_done()

    def count_line(self, line) -> None:
        """A summary line counted: its chips slide from the plaque to the score."""
        if line.counted and line.points > 0:
            self.faces.react_team(line.team, "lance-won", "lance-lost")
        self.pieces.count(line, self.app.audio.play)
        self.dirty = True

    def finish_counting(self) -> None:
        self.pieces.chips.finish()
        self.dirty = True

    def summary_done(self) -> None:
        """New round (or Continue) on the summary."""
        self.auto_in = None
        self.finish_counting()
        if self.guide is not None:
            self.stage = self.lesson_done()
            return
        if model.game_over(self.state):
            self.stage = self.after_game()
            return
        self.pieces.scores.settle(self.state.scores)
        self.stage = Showing()
        self.requested = A.NEW_HAND

    def lesson_done(self, on_its_own: bool = False) -> Over:
        """The lesson's hand is over: kept as done, and the next asked for
        (`on_its_own`: not after a press, the game having ended at once)."""
        self.guide.finished = True
        self.pieces.scores.settle(self.state.scores)
        kanta = self.won_by_kanta() and self.state.game_winner is not None
        finish_lesson(self.app, self.guide.lesson, self.state.game_winner == 0 if kanta else None, on_its_own)
        return Over()

    def review_hand(self, hand_number: int) -> None:
        """The hand just counted, step by step (it never changes the game)."""
        self.app.open("review", match=self.match, hand=hand_number)

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
        return table_felt(self.app.res, layout.SCORE_RECT.values())

    def acting(self):
        """The seat whose turn the names show (a computer thinking, or the player)."""
        stage = self.stage
        if isinstance(stage, Thinking):
            return stage.seat
        return self.state.to_act if isinstance(stage, Deciding) else None

    def draw(self, surface, alpha: float) -> None:
        self.canvas.draw(surface, alpha)
        summary = self.summary
        if summary is not None:
            summary.draw(surface, self.app.res, self.clock.at(alpha), self.app.input.prompts)
            self.canvas.covered()
        if self.guide is not None:  # the lesson's panel and what it points at
            self.lesson_panel = self.guide.draw(surface, self.app.res, self, self.app.input.prompts)
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
