"""A player made of real pygame events, for tests, screenshots and benchmarks.

`Driver` steps an `App` with `app.tick(dt)` (no wall clock) and plays it the
way a person would: it finds the enabled buttons on screen and clicks their
centres (mouse), or moves the visible focus with Tab and presses Enter, or uses
the hotkeys (keyboard), or steers the focus with a virtual pad's D-pad or stick
and presses south (A), or the button of the widget's pad role (pad: Start for
a screen's main action, the shoulders for an amount, north for the partner's
suggestion, west to lift a card); it types names as TEXTINPUT events. Every
input goes through pygame's (and for the pad, SDL's) event queue and the input
module, never through a scene's methods. It knows the screens by their
names (`app.top.name`) and the table by its flow's stage (`table.stage.name`,
game/table/flow.py), never by their classes.
"""
from __future__ import annotations

import random
from concurrent.futures import wait

import pygame

from game.model import Kind, Phase
from game.ui.glyphs import role_button
from game.platform.controls import PadButton
from game.scenes.base import Entry
from game.table.action_bar import CARDS
from game.ui.widgets import Common, role_of
from game.ui.screen_names import Screen

_TOWARDS = {(0, 1): PadButton.DOWN, (0, -1): PadButton.UP, (1, 0): PadButton.RIGHT, (-1, 0): PadButton.LEFT}


class Driver:
    def __init__(self, app, seed: int = 0, mode: str = "mouse", dt: float = 1 / 30, pad=None) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.mode = mode  # "mouse", "keyboard" or "pad"
        self.dt = dt
        self.pad = pad  # pad mode: a game.platform.virtual_pad.VirtualPad (one is attached if none is given)
        if mode == "pad":
            if pad is None:
                from game.platform.virtual_pad import VirtualPad
                self.pad = VirtualPad()
            self.app.tick(0.0)  # the app opens it before its first press
        self.decisions = 0
        self.checks = []  # callables run after every tick (test invariants)
        self.games_seen = []  # games_won at each between-games screen met

    # -- raw input ----------------------------------------------------------
    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def type_text(self, text: str) -> None:
        """Characters typed, as the TEXTINPUT events SDL sends while typing."""
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))

    def tick(self, n: int = 1) -> None:
        for _ in range(n):
            self._wait_for_thinking()
            self.app.tick(self.dt)
            for check in self.checks:
                check()

    def _wait_for_thinking(self) -> None:
        """Before each tick, let the table's computer players finish what they
        are working out (a seat's call, the partner's advice), so that a game
        the driver plays goes the same way however fast their worker thread
        runs: on a loaded machine the advice would otherwise come some ticks
        later, the bar would change under a press, and the game would go
        elsewhere. The wall clock never enters a driven game."""
        pending = [future for scene in self.app.scenes if hasattr(scene, "computer_work")
                   for future in scene.computer_work()]
        if pending:
            wait(pending)

    def confirm(self) -> None:
        """Enter, or the pad's south button (skip a pause)."""
        if self.mode == "pad":
            self.pad.press(role_button("confirm"))
        else:
            self.key(pygame.K_RETURN)

    # -- pressing a widget --------------------------------------------------
    def press(self, widgets, widget) -> None:
        """Press `widget` of a WidgetSet the current mode's way (once the
        panel on top hears presses: one that appeared on its own ignores them
        for a moment, game/ui/guard.py)."""
        self.wait_for_guard()
        if self.mode == "pad":
            self.press_by_pad(widgets, widget)
            return
        if self.mode == "mouse":
            self.click(widget.rect.center)
            return
        if len(widget.hotkey) == 1 and self.rng.random() < 0.3 and widget.hotkey.isalnum():
            self.key(ord(widget.hotkey.lower()))
            return
        for _ in range(len(widgets.widgets) + 2):  # Tab to it, then Enter
            if widgets.focus is widget:
                break
            self.key(pygame.K_TAB)
            self.app.tick(0.0)
        self.key(pygame.K_RETURN)

    def wait_for_guard(self, limit: int = 200) -> None:
        """Tick until the screen on top (or the table's summary) hears presses."""
        for _ in range(limit):
            top = self.app.top
            guards = (getattr(top, "guard", None), getattr(getattr(top, "summary", None), "guard", None))
            if not any(guard is not None and guard.on for guard in guards):
                return
            self.tick()

    def press_by_pad(self, widgets, widget) -> None:
        """The widget's own pad button half the time (when it has a role that
        presses it from anywhere), else steer the focus to it and press A."""
        role = role_of(widget)
        direct = role in ("suggest", "amount-less", "amount-more", "main") or (
            role == "lift" and widgets.focus is widget)
        if direct and self.rng.random() < 0.5:
            self.pad.press(role_button(role))
            return
        self.steer(widgets, widget)
        self.pad.press(role_button("lift" if role == "lift" and self.rng.random() < 0.5 else "confirm"))

    def steer(self, widgets, widget, limit: int = 80) -> bool:
        """Move the focus to `widget` with the D-pad (or now and then the
        stick): towards it along the longer way, vertically while a slider or
        a choice has the focus (Left/Right would change it); another way when
        a step comes back to a place already tried."""
        tried = set()
        for _ in range(limit):
            focus = widgets.focus
            if focus is widget:
                return True
            if focus is None or focus not in widgets.live():
                self.move((0, 1))
                continue
            dx = widget.rect.centerx - focus.rect.centerx
            dy = widget.rect.centery - focus.rect.centery
            vertical = (0, 1 if dy > 0 else -1) if dy else (0, 1)
            across = (1 if dx > 0 else -1, 0) if dx else (1, 0)
            if hasattr(focus, "adjust"):
                ways = [vertical]
            elif abs(dy) >= abs(dx):
                ways = [vertical, across]
            else:
                ways = [across, vertical]
            ways += [(0, 1), (1, 0)]  # reading order, in the end, reaches everything
            way = next((w for w in ways if (focus.name, w) not in tried), ways[-1])
            tried.add((focus.name, way))
            self.move(way)
        return widgets.focus is widget

    def move(self, way) -> None:
        """One step of the focus: the D-pad, or the left stick one time in four."""
        if self.rng.random() < 0.25:
            self.pad.tilt(*way)
        else:
            self.pad.press(_TOWARDS[way])
        self.app.tick(0.0)

    # -- playing ------------------------------------------------------------
    def play_until_game_over(self, max_ticks: int = 60000) -> bool:
        """Play from wherever the app is to the game-over screen (for a match,
        through the players screen and every between-games screen)."""
        return self.play_until(lambda: self.top_name() == Screen.GAME_OVER, max_ticks)

    def top_name(self) -> Screen | None:
        """The name of the screen on top (None: no screen)."""
        top = self.app.top
        return None if top is None else top.name

    def play_until(self, done, max_ticks: int = 60000) -> bool:
        """Play as `play_until_game_over` does until `done()` is true (False if
        it never was)."""
        for _ in range(max_ticks):
            top, screen = self.app.top, self.top_name()
            if done():
                return True
            if screen == Screen.GAME_OVER or not self.app.running:
                return False  # the game is over (or the app quits) before it came
            if screen == Screen.LANGUAGE:  # the first start: the computer's language, which has the focus
                self.press(top.widgets, top.widgets.focus)
            elif screen == Screen.TITLE:
                self.press(top.widgets, top.button(Entry.PLAY))
            elif screen == Screen.PLAYERS:
                self.press(top.widgets, top.start_button)
            elif screen == Screen.CONFIRM:  # a new game replaces the kept one
                self.press(top.widgets, top.button(Entry.NEW))
            elif screen == Screen.BETWEEN_GAMES:
                self.games_seen.append(top.games_won)
                self.press(top.widgets, top.button(Entry.NEXT))
            elif screen == Screen.TABLE:
                stage = top.stage.name
                if stage == "counting":
                    if top.summary.ready:
                        self.press(top.summary.widgets, top.summary.button)
                elif top.current_pause() is not None and self.rng.random() < 0.3:
                    if self.mode == "mouse":
                        self.click((960, 540))
                    elif self.mode == "pad":
                        self.pad.press(role_button("confirm"))
                    else:
                        self.key(pygame.K_SPACE)
                elif stage == "deciding" and top.clock.now > top.stage.began:
                    # (one update into the turn, after the wait for the partner's view:
                    # its advice, when it flashes, is on the bar whatever the thread's speed)
                    self.play_turn(top)
            self.tick()
        return False

    def play_turn(self, table) -> None:
        """One decision of the player's, chosen at random among what is enabled."""
        self.decisions += 1
        state = table.state
        if state.phase == Phase.DISCARD:
            cards = [table.buttons[CARDS[i]] for i in range(len(table.views[0]))]
            for card in self.rng.sample(cards, self.rng.randint(1, len(cards))):
                self.press(table.widgets, card)
                self.tick()
            self.press(table.widgets, table.buttons[Kind.DISCARD])
            return
        calls = [b for b in table.enabled_buttons() if b.name not in (Common.LESS, Common.MORE)]
        if not calls:
            return
        if self.rng.random() < 0.2:
            stepper = [b for b in table.enabled_buttons() if b.name in (Common.LESS, Common.MORE)]
            if stepper:
                self.press(table.widgets, self.rng.choice(stepper))
                self.tick()
                return
        # Random play, but Hordago rarely, so games last a few hands.
        weights = [0.15 if b.name in (Kind.HORDAGO, Kind.KANTA) else 1.0 for b in calls]
        self.press(table.widgets, self.rng.choices(calls, weights)[0])
