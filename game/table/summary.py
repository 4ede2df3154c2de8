"""The end-of-hand summary, an overlay the table owns: over the table with
all four hands face up, each line of the model's summary counted one at a
time (lance, winning team, stake / paso / bonus, points) while the table
slides its chips from the lance's plaque into the team's score; then New
round (or, when the game is won, Continue), and Review, which opens the hand
review of the hand just counted. A click or Confirm while lines are still
counting shows them all. It appears on its own (the hand's last notice
gone), and so do its buttons once the lines are counted: each time it
ignores presses for a moment (game/ui/guard.py), so that a key meant for the
notice never counts or closes it.

Besides the model's lines it shows, in their lance's place, the Tiras of
the hand (`PaidRow`): paid when they were said, so not counted again, but
there so that the rows add up to what the hand changed in the score. A line
won on a tie says so (the hands as good: the lance went to the one nearer
Esku).

The summary never changes the game: it tells its owner through the
callbacks it is given (`count(line)` when a line is counted, `counting()`
while chips still slide, `finish()` to land them, `done()` on New round,
`review()` on Review), and it reads nothing else of the table.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import assets
from game.model import Lance, Result
from game.platform import input as intents
from game.platform.i18n import tr
from game.ui.guard import PressGuard
from game.ui.text import BOXES, draw_text, reading_box, text_scale
from game.ui.widgets import Button, WidgetSet, label_hotkeys, panel
from game.words import lance_word, line_words, team_name

from .action_bar import TableWidget

LINE_GAP = 0.85  # seconds between two lines at --speed 1
FIRST_LINE = 0.6  # seconds before the first line, at --speed 1
BOX = pygame.Rect(500, 360, 920, 452)  # at the normal Text size; larger texts grow it about its centre
MARGIN = 28  # between the panel's edge and every text, the frame's width (larger texts: times the size)
# A line's cells: (left, box) at the normal Text size; the points end a margin inside the panel.
CELLS = ((250, "summary-team"), (420, "summary-why"), (BOX.width - MARGIN - BOXES["summary-points"].width,
                                                       "summary-points"))


LOWEST = 1076  # the summary's foot, at the lowest


@dataclass(frozen=True)
class PaidRow:
    """A Tira of the hand: `points` paid to `team` when it was said."""

    lance: Lance
    team: int
    points: int
    counted: bool = True
    paid: bool = True   # already in the score: shown, never counted again


def paid_rows(state) -> tuple[PaidRow, ...]:
    """The Tiras of the hand in play, from its lance track."""
    return tuple(PaidRow(r.lance, r.team, r.points) for r in state.track if r.result == Result.TIRA)


def in_lance_order(lines, paid) -> tuple:
    """The model's lines and the Tiras paid, each in its lance's place (a
    Tira before what its lance pays at the end: Jokua's bonus, Pundua's point)."""
    rows = [(row.lance.place, 0, i, row) for i, row in enumerate(paid)]
    rows += [(line.lance.place, 1, i, line) for i, line in enumerate(lines)]
    return tuple(row for *_key, row in sorted(rows, key=lambda r: r[:3]))


def summary_box(scale: float, below: int | None = None) -> pygame.Rect:
    """The summary's panel for the Text size `scale` (game/ui/text.py), its
    top at `below` at the highest (a lesson's panel stands over it)."""
    box = pygame.Rect(0, 0, round(BOX.width * scale), round(BOX.height * scale))
    box.center = BOX.center
    box.top = max(box.top, 96, below or 0)  # below the score panels, and a lesson's panel
    box.bottom = min(box.bottom, LOWEST)
    return box


class Summary:
    def __init__(self, lines, game_won: bool, speed: float, count, counting, finish, done, review,
                 below: int | None = None, paid=()) -> None:
        self.lines = in_lance_order(lines, paid)  # the rows shown, the Tiras paid among them
        self.game_won = game_won
        self.speed = speed
        self.count, self.counting, self.finish, self.done, self.review = count, counting, finish, done, review
        self.shown = 0
        self.next_in = FIRST_LINE / speed
        self.guard = PressGuard()  # it appeared on its own: presses wait a moment
        self.widgets = WidgetSet()
        self.scale = text_scale()  # the Text size: the panel, its words and its rows grow together
        self.box = summary_box(self.scale, below)
        rect = pygame.Rect(0, 0, 320, 76)
        rect.midbottom = (self.box.centerx + 170, self.box.bottom - 18)
        # (the buttons call `done` and `review` themselves: none holds the summary)
        self.button = self.widgets.add(Button(TableWidget.NEW_ROUND, "", rect, "", lambda _b: done(), 30,
                                              box=BOXES["summary-button"]))
        rect = rect.move(-340, 0)
        self.review_button = self.widgets.add(Button(TableWidget.REVIEW, "", rect, "", lambda _b: review(), 30,
                                                     box=BOXES["summary-button"]))
        self.label()
        self.button.visible = self.review_button.visible = False

    def label(self) -> None:
        """The buttons' words (again after a change of language)."""
        if self.game_won:
            # box: summary-button
            label = tr("Continue")
        else:
            # box: summary-button
            label = tr("New round")
        self.button.label = label
        # box: summary-button
        self.review_button.label = tr("Review")
        self.button.hotkey, self.review_button.hotkey = label_hotkeys([label, self.review_button.label])

    @property
    def finished(self) -> bool:
        """Every line is counted."""
        return self.shown >= len(self.lines)

    @property
    def ready(self) -> bool:
        """The lines are counted and the buttons shown."""
        return self.button.visible

    def _count_next(self) -> None:
        row = self.lines[self.shown]
        if not getattr(row, "paid", False):  # a Tira is in the score already
            self.count(row)
        self.shown += 1

    def _show_buttons(self) -> None:
        self.button.visible = self.review_button.visible = True
        self.widgets.focus_first()

    def handle(self, intent) -> None:
        """A click or Confirm while counting shows every line; after, the
        buttons (none of it in the moment after the summary or its buttons
        appeared on their own)."""
        if self.guard.blocks(intent):
            return
        if not self.ready:
            if intent.kind in (intents.CLICK, intents.CONFIRM):
                while not self.finished:
                    self._count_next()
                self.finish()
                self._show_buttons()
            return
        self.widgets.handle(intent)

    def update(self, dt: float) -> bool:
        """Count on; True when the buttons have just been shown."""
        self.guard.update(dt)
        if not self.finished:
            self.next_in -= dt
            if self.next_in <= 0:
                self._count_next()
                self.next_in = LINE_GAP / self.speed
            return False
        if not self.ready and not self.counting():
            self._show_buttons()
            self.guard.arm()  # they appeared on their own
            return True
        return False

    def draw(self, surface, res, seconds: float, prompts) -> list[pygame.Rect]:
        """Draw the panel, its counted lines and its buttons; returns where
        each text went (every one a margin inside the panel)."""
        box, k = self.box, self.scale
        surface.blit(panel(res, box, solid=True), box)
        # box: summary-title
        title = tr("Summary of the hand")
        drawn = [draw_text(surface, res, title, reading_box("summary-title", k), (255, 226, 130),
                           midtop=(box.centerx, box.top + round(MARGIN * k)))]
        y = box.top + round(76 * k)
        if not self.lines:
            # box: summary-empty
            empty = tr("Nothing to count")
            drawn.append(draw_text(surface, res, empty, reading_box("summary-empty", k), midtop=(box.centerx, y)))
        for line in self.lines[:self.shown]:
            colour = assets.TEAM_COLOURS[line.team] if line.counted else (140, 140, 130)
            why, points = line_words(line)
            lance = res.text(lance_word(line.lance), round(28 * k), (240, 230, 200), bold=True)
            drawn.append(surface.blit(lance, (box.left + round(40 * k), y)))
            for text, (x, name), col in zip((team_name(line.team), why, points), CELLS,
                                            (colour, (230, 230, 220), colour)):
                drawn.append(draw_text(surface, res, text, reading_box(name, k), col,
                                       midleft=(box.left + round(x * k), y + round(17 * k))))
            y += round(42 * k)
        self.widgets.draw(surface, res, seconds, prompts)
        return drawn
