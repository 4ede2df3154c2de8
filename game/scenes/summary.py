"""The end-of-hand summary, over the table with all four hands face up: each
line of the model's summary counted one at a time (lance, winning team, stake
/ paso / bonus, points) while the table slides its chips from the lance's
plaque into the team's score; then New round (or, when the game is won,
Continue), and Review, which opens the hand review of the hand just counted
(game/scenes/review.py) and comes back here. A click or Confirm while lines
are still counting shows them all.

The summary talks to the table through four methods only: `count_line(line)`,
`counting()`, `finish_counting()` and `summary_done()`; it never changes the
game itself (the review reads the table's game, never plays it).
"""
from __future__ import annotations

import pygame

from game import assets
from game.app import input as intents
from game.app.i18n import tr
from game.model import game_over
from game.scenes.base import Scene, label_hotkeys
from game.words import lance_word, line_words, team_name
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet, panel

LINE_GAP = 0.85  # seconds between two lines at --speed 1
BOX = pygame.Rect(500, 360, 920, 452)


class SummaryScene(Scene):
    opaque = False
    updates_below = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.hand_number = table.state.hand_number
        self.lines = table.state.summary
        self.shown = 0
        self.next_in = 0.6 / app.speed
        self.widgets = WidgetSet()
        rect = pygame.Rect(0, 0, 320, 76)
        rect.midbottom = (BOX.centerx + 170, BOX.bottom - 18)
        self.button = self.widgets.add(Button("new-round", "", rect, "", self._go, 30,
                                              box=BOXES["summary-button"]))
        rect = rect.move(-340, 0)
        self.review_button = self.widgets.add(Button("review", "", rect, "", self._review, 30,
                                                     box=BOXES["summary-button"]))
        self.on_language()
        self.button.visible = self.review_button.visible = False
        self.auto_in = None
        self.done_shot = False

    def on_language(self) -> None:
        if game_over(self.table.state):
            # box: summary-button
            label = tr("Continue")
        else:
            # box: summary-button
            label = tr("New round")
        self.button.label = label
        # box: summary-button
        self.review_button.label = tr("Review")
        self.button.hotkey, self.review_button.hotkey = label_hotkeys([label, self.review_button.label])

    def on_enter(self) -> None:
        self.app.screenshot(f"hand{self.hand_number}-summary-start")

    @property
    def finished(self) -> bool:
        return self.shown >= len(self.lines)

    def _count_next(self) -> None:
        self.table.count_line(self.lines[self.shown])
        self.shown += 1

    def _finish(self) -> None:
        self.button.visible = self.review_button.visible = True
        self.widgets.focus_first()
        if self.app.options.autoplay:
            self.auto_in = 1.0 / self.app.speed
        if not self.done_shot:
            self.done_shot = True
            self.app.screenshot(f"hand{self.hand_number}-summary")

    def _go(self, _button=None) -> None:
        self.app.pop()
        self.table.summary_done()

    def _review(self, _button=None) -> None:
        """The hand just counted, step by step (it never changes the game)."""
        from game.scenes.review import open_review
        from game.table.keeping import kept_game
        self.auto_in = None  # a demo waits while the review is open
        open_review(self.app, kept_game(self.table), self.hand_number, human=not self.table.autoplay)

    def pad_lost(self) -> None:  # a pad pulled out at the table pauses the game
        from game.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app))

    def handle(self, intent) -> None:
        if intent.kind in (intents.BACK, intents.MENU):  # Esc, B or Start: the pause menu
            from game.scenes.pause import PauseScene
            self.app.push(PauseScene(self.app))
            return
        if not self.button.visible:
            if intent.kind in (intents.CLICK, intents.CONFIRM):
                while not self.finished:
                    self._count_next()
                self.table.finish_counting()
                self._finish()
            return
        self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.finished:
            self.next_in -= dt
            if self.next_in <= 0:
                self._count_next()
                self.next_in = LINE_GAP / self.app.speed
            return
        if not self.button.visible and not self.table.counting():
            self._finish()
        if self.auto_in is not None:
            self.auto_in -= dt
            if self.auto_in <= 0:
                self.auto_in = None
                self._go()

    def frame_interval(self) -> float:
        return 0.0 if not self.button.visible else float("inf")

    def draw(self, surface, alpha) -> None:
        res = self.app.res
        surface.blit(panel(res, BOX, 235), BOX)
        # box: summary-title
        title = tr("Summary of the hand")
        draw_text(surface, res, title, BOXES["summary-title"], (255, 226, 130), midtop=(BOX.centerx, BOX.top + 18))
        y = BOX.top + 76
        if not self.lines:
            # box: summary-empty
            empty = tr("Nothing to count")
            draw_text(surface, res, empty, BOXES["summary-empty"], midtop=(BOX.centerx, y))
        for line in self.lines[:self.shown]:
            colour = assets.TEAM_COLOURS[line.team] if line.counted else (140, 140, 130)
            why, points = line_words(line)
            lance = res.text(lance_word(line.lance), 28, (240, 230, 200), bold=True)
            surface.blit(lance, (BOX.left + 40, y))
            cells = ((team_name(line.team), 250, "summary-team", colour), (why, 420, "summary-why", (230, 230, 220)),
                     (points, 740, "summary-points", colour))
            for text, x, box, col in cells:
                draw_text(surface, res, text, BOXES[box], col, midleft=(BOX.left + x, y + 17))
            y += 42
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
