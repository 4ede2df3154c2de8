"""The table: a hand of Mus played on screen, every call of RULES.md visible.

The scene holds the model `State` it shows and changes it only by sending an
Action to `model.step`: a call the player pressed, or a computer player's
choice. It is put together from small parts (game/table/): who plays each
seat (`SeatPlayers`, with the computer players' worker thread and the
partner's advice), the `Director` that turns each step's events into beats
and tweens, the pieces on the felt (cards, seat signs, chips, score panels,
lance track), the action bar and the layout. A press is queued and applied on
the next update, never from inside a widget's callback. The summary, the
between-games screen and the game over talk to the table through a few
methods (`count_line`, `finish_counting`, `summary_done`, `next_game`).

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
from game.app import input as intents
from game.app.i18n import tr
from game.model import Phase, Win
from game.model import actions as A
from game.scenes.base import Scene
from game.table import layout
from game.table.action_bar import ActionBar
from game.table.canvas import Canvas
from game.table.director import Director, Pieces
from game.table.keeping import first_lineups, keep_step, lineup_for, next_lineups, seats_of
from game.table.seats import SeatPlayers, partner_is_voice, player_decides
from game.ui.widgets import next_flash_step

THINK = 0.9          # seconds a computer player takes over a call, at --speed 1
FLASH_MARGIN = 0.002     # seconds into a step its frame is asked for (never just before it)
# Enter or Space in the first moments of the player's turn is taken as one
# more press to skip the pause that just ended, never as a call (seconds).
CONFIRM_GRACE = 0.35


class TableScene(Scene):
    def __init__(self, app, state: model.State | None = None, seed: int | None = None, lineups=None) -> None:
        """A new game from the app's next seed, or `state` (a resumed game,
        dealt from `seed`, its computer players as kept in `lineups`)."""
        super().__init__(app)
        self.autoplay = app.options.autoplay
        settings = app.settings
        if state is None:
            seed = app.seed
            app.seed += 1  # the next new game is dealt differently
            state = model.new_game(settings.rules(), seed)
        self.seed = seed if seed is not None else app.seed
        self.state = state
        self.lineups = first_lineups(settings, lineups)
        self.names, personalities = seats_of(lineup_for(self.lineups, state.hand_number))
        self.players = SeatPlayers(self.seed, personalities, strict=app.options.strict)
        self.pieces = Pieces(self.t, state.scores)
        self.director = Director(self.pieces, self.t, app.audio.play, app.screenshot, self.seat_name,
                                 self._hand_over)
        self.bar = ActionBar(self._pressed)
        self.thinking = None       # [seat, seconds left, future] of a computer player's call
        self.awaiting = False      # the player is to decide
        self.turn_began = 0.0      # the scene clock when the player's turn began
        self.drawn_at = 0.0        # the scene clock of the last frame drawn (the flash steps from it)
        self.advice = None
        self.advice_future = None
        self.requested = None      # an Action pressed, sent to the model on the next update
        self.held = False          # a screen over the table decides what comes next
        self.dirty = True          # something to draw that the still layer does not hold
        self.canvas = Canvas(self)  # the still layer and the movers over it
        self.prewarm()
        self.director.open(state)
        self.refresh_buttons()

    # -- what other screens and tests read ------------------------------------
    @property
    def personalities(self) -> dict:
        return self.players.personalities

    @property
    def buttons(self):
        return self.bar.buttons

    @property
    def widgets(self):
        return self.bar.widgets

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

    def partner_is_voice(self) -> bool:
        return partner_is_voice(self.state)

    def t(self, seconds: float) -> float:
        """A pace scaled by the play speed (settings, times --speed)."""
        return seconds / self.app.speed

    def seat_name(self, seat: int) -> str:
        return tr(self.names[seat]) if seat == 0 else self.names[seat]

    def use_players(self, settings) -> None:
        """New names and styles for the computer players (between two games)."""
        self.lineups = next_lineups(self.lineups, settings, self.state.hand_number + 1)
        self.names, self.players.personalities = seats_of(lineup_for(self.lineups, self.state.hand_number + 1))

    def enabled_buttons(self):
        return self.bar.enabled

    def flashing_buttons(self):
        return self.bar.flashing

    def current_pause(self):
        return self.director.current_pause()

    def computer_work(self) -> list:
        """The futures the computer players are working on for this table
        (a seat's call, the partner's advice): a test driver waits for them."""
        pending = [] if self.thinking is None else [self.thinking[2]]
        if self.advice_future is not None:
            pending.append(self.advice_future)
        return pending

    def won_by_kanta(self) -> bool:
        """The game just won was won by a Kanta (the model's GameWon event)."""
        won = self.director.won
        return won is not None and won.how == Win.KANTA

    def game_winner(self) -> int:
        st = self.state
        for team in (st.game_winner, st.winner):
            if team is not None:
                return team
        return 0 if st.scores[0] >= st.scores[1] else 1

    # -- the player's presses -------------------------------------------------
    def refresh_buttons(self) -> None:
        st = self.state
        legal = model.legal_actions(st) if self.awaiting else ()
        advice = self.advice if self.awaiting and partner_is_voice(st) else None
        self.bar.refresh(st, self.awaiting, legal, len(self.pieces.hands.lifted), len(self.views[0]),
                         advice, self.seat_name(2))
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
        self.refresh_buttons()

    def handle(self, intent) -> None:
        kind = intent.kind
        self.dirty = True
        if kind in (intents.BACK, intents.MENU):  # Esc, B or Start: the pause menu
            from game.scenes.pause import PauseScene
            self.app.push(PauseScene(self.app))
            return
        if kind in (intents.CLICK, intents.CONFIRM) and self.director.skip():
            return
        if (kind == intents.CONFIRM and self.awaiting
                and self.clock.now - self.turn_began < CONFIRM_GRACE):
            return  # meant for the pause that just ended, not for a call
        if kind == intents.HOTKEY and intent.key in "+-" and self.awaiting:
            self._pressed("more" if intent.key == "+" else "less")
            return
        self.bar.widgets.handle(intent)

    def on_language(self) -> None:
        """The language changed: the buttons' words again (the still layer's
        look holds the language, so everything else is drawn anew)."""
        self.bar.label()
        self.refresh_buttons()

    def pad_lost(self) -> None:
        """A pad pulled out at the table pauses the game."""
        from game.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app))

    # -- the flow -------------------------------------------------------------
    def apply(self, action) -> None:
        """Send one action to the model and let the director show what it did."""
        old = self.state
        new = model.step(old, action)
        self.state = new
        keep_step(self.app, self, old, new)
        self.awaiting = False
        self.advice = None
        self.advice_future = None
        self.director.tell(old, new)
        self.refresh_buttons()

    def update(self, dt: float) -> None:
        super().update(dt)
        p = self.pieces
        if p.hands.update(dt):
            self.app.audio.play(assets.DEAL)
        p.signs.update(dt, waiting=self.awaiting)
        p.chips.update(dt)
        self.director.update(dt)
        if self.awaiting and p.hands.moving:
            self.bar.follow_cards(self.views[0])
        if self.requested is not None:
            action, self.requested = self.requested, None
            if action in model.legal_actions(self.state):
                self.apply(action)
            return
        if not self.director.busy and not self.held:
            self.drive(dt)

    def drive(self, dt: float) -> None:
        st = self.state
        if st.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) or st.to_act is None:
            return
        if player_decides(st, self.autoplay):
            if not self.awaiting:
                self.begin_player_turn()
            if self.advice_future is not None and self.advice_future.done():
                advice, self.advice_future = self.advice_future.result(), None
                if advice in model.legal_actions(st):
                    self.advice = advice
                    self.refresh_buttons()
            return
        if self.thinking is None:
            self.thinking = [st.to_act, self.t(THINK), self.players.ask(st.to_act, st)]
            self.dirty = True
            return
        self.thinking[1] -= dt
        seat, left, future = self.thinking
        if left <= 0 and future.done():
            self.thinking = None
            self.apply(self.players.checked(seat, st, future.result()))

    def begin_player_turn(self) -> None:
        st = self.state
        self.awaiting = True
        self.turn_began = self.clock.now
        if partner_is_voice(st):
            self.advice_future = self.players.ask(2, st)
        if st.phase == Phase.BETTING and st.bet_team is None:
            self.bar.reset_amount()
        self.bar.label()
        self.bar.follow_cards(self.views[0])
        self.refresh_buttons()
        self.bar.widgets.focus_first()
        if st.phase == Phase.MUS and st.mus_round == 0:
            self.app.screenshot(f"hand{st.hand_number}-your-mus")

    def _hand_over(self, state) -> None:
        """The hand's last beat: count the summary, or end the game at once."""
        self.held = True
        if state.summary or not model.game_over(state):
            from game.scenes.summary import SummaryScene
            self.app.push(SummaryScene(self.app, self))
        else:
            self._after_game()

    def _after_game(self) -> None:
        st = self.state
        self.pieces.scores.settle(st.scores)
        if st.phase == Phase.MATCH_OVER:
            from game.scenes.game_over import GameOverScene
            self.app.push(GameOverScene(self.app, self.game_winner(), st.scores, st.rules.target,
                                        st.games_won, st.rules.games_to_win, self.won_by_kanta()))
        else:
            from game.scenes.between_games import BetweenGamesScene
            self.app.push(BetweenGamesScene(self.app, self))

    # -- what the summary asks --------------------------------------------------
    def count_line(self, line) -> None:
        """A summary line counted: its chips slide from the plaque to the score."""
        p = self.pieces
        p.track.count(line.lance)
        if line.counted and line.points > 0:
            def land(team=line.team, points=line.points):
                p.scores.add(team, points)
                self.app.audio.play(assets.CHIPS_STACKED)
            p.chips.pay_from_plaque(line.lance.place, line.team, line.points, land)
        else:
            self.app.audio.play(assets.CHIP)
        self.dirty = True

    def counting(self) -> bool:
        return self.pieces.chips.moving

    def finish_counting(self) -> None:
        self.pieces.chips.finish()
        self.dirty = True

    def summary_done(self) -> None:
        """New round (or Continue) on the summary, which has left the stack."""
        self.finish_counting()
        if model.game_over(self.state):
            self._after_game()
            return
        self.pieces.scores.settle(self.state.scores)
        self.held = False
        self.requested = A.NEW_HAND

    def next_game(self) -> None:
        """The between-games screen's Next game: the match's next deal."""
        self.held = False
        self.requested = A.NEW_HAND

    def on_exit(self) -> None:
        self.players.close()

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
        from game.scenes.base import felt
        from game.ui.widgets import panel
        res = self.app.res

        def make():
            back = felt(res).copy()
            for team in (0, 1):
                rect = layout.SCORE_RECT[team]
                back.blit(panel(res, rect, 200), rect)
            return back
        return res.made(("table-background",), make)

    def acting(self):
        """The seat whose turn the names show (a computer thinking, or the player)."""
        if self.thinking is not None:
            return self.thinking[0]
        return self.state.to_act if self.awaiting else None

    def draw(self, surface, alpha: float) -> None:
        self.canvas.draw(surface, alpha)
        self.drawn_at = self.clock.at(alpha)
        self.dirty = False

    def animating(self) -> bool:
        """Something on the table moves this frame."""
        p = self.pieces
        return bool(self.director.busy or self.director.banner or self.thinking or p.hands.moving
                    or p.chips.moving or p.signs.moving or self.requested is not None)

    def frame_interval(self) -> float:
        if self.dirty or self.animating():
            return 0.0
        if self.bar.flashing:  # the next step of the flash (just into it), counted from the last frame
            return next_flash_step(self.drawn_at) + FLASH_MARGIN
        return float("inf")
