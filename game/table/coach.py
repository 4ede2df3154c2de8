"""The coach at the table: what the partner would do in the player's place,
its chance and one plain sentence why, in a panel above the action bar.

Opened at any decision of the player's (Mus / Mintza, the discard, Ba / Ez,
every betting call) by the key C, the pad's left stick pressed in (the
COACH intent) or the Coach button beside the bar; the same key or button
closes it, and it closes by itself on the next call. With the setting
"Coach in the first games" on, it opens by itself at each decision of the
player's first `FIRST_GAMES` games (counted from the statistics). Outside a
decision the key, the pad button and the button do nothing (the button is
not shown).

The advice is the decision the match keeps for the call (the table's
`Deciding` stage works it out: game/match/decisions.py), explained by
game/match/coaching.py from the player's own observation (the partner's,
naming no card, when the partner is the team's voice) and said by
game/coach_words.py. The panel sits in the middle of the felt, under the
lance track and above the stake (over it at a larger Text size: its texts
are reading texts, `panel_rect` grows with them): it covers neither the
player's cards, nor the bar, nor the fan of señas.

When it opens and closes and which advice it shows is the table's course's
(game/table/course.py's `CoachTiming`); `TableCoach` is its button and its
panel, drawn as two parts of the table's still layer (`parts`), and hands
the key and the button's press to the course.
"""
from __future__ import annotations

import pygame

from game.coach_words import advice_chance, advice_reason, advice_title
from game.platform import controls
from game.platform.controls import ControlAction
from game.platform import input as intents
from game.platform.i18n import tr
from game.ui.panels import panel
from game.ui.text import BOXES, draw_text, reading_box, text_scale, text_surface
from game.ui.widgets import Button, WidgetSet

from . import layout
from .action_bar import TableWidget

FIRST_GAMES = 3   # games the coach opens by itself in, with the setting on
# In the middle of the felt (layout.MIDDLE): under the lance track, over the
# stake, between the side players' bubbles, above the fan of señas.
PANEL_RECT = pygame.Rect(layout.MIDDLE.left, layout.MIDDLE.top, layout.MIDDLE.width, 174)
BUTTON_RECT = pygame.Rect(layout.button_rect(3, 2))   # the bar's free third row, at its right end
TITLE_INK, CHANCE_INK, REASON_INK = (255, 214, 64), (200, 226, 210), (240, 240, 230)
PAD = 16
TOP_GAP, BOTTOM_GAP = 8, 10  # above the title, under the reason's box (174 high at Normal)


class TableCoach:
    """The coach's button and panel, drawn from the course's coach
    (`course.coach`: whether it is open, the advice) and routed to it."""

    def __init__(self, course) -> None:
        self.course = course
        self.widgets = WidgetSet()
        toggle = course.toggle_coach
        # box: table-button
        self.button = self.widgets.add(Button(TableWidget.COACH, tr("Coach"), BUTTON_RECT,
                                              controls.in_use().key_of(ControlAction.COACH), lambda _b: toggle(),
                                              role="coach",
                                              box=BOXES["table-button"]))
        self.button.visible = False

    # -- what the table asks -----------------------------------------------------
    @property
    def open(self) -> bool:
        return self.course.coach.open

    def label(self) -> None:
        """The button's word and key again (the language or the controls changed)."""
        # box: table-button
        self.button.label = tr("Coach")
        self.button.hotkey = controls.in_use().key_of(ControlAction.COACH)

    def follow(self) -> bool:
        """The button shown while the course offers the coach (a decision of
        the player's); True when that changed."""
        offered = self.course.coach.offered
        if self.button.visible == offered:
            return False
        self.button.visible = offered
        return True

    def handle(self, intent) -> bool:
        """The coach's key (C unless the controls say otherwise), the pad's
        COACH, or a click on the button: True when it was the coach's."""
        kind = intent.kind
        if kind == intents.COACH or (kind == intents.HOTKEY
                                     and controls.in_use().is_key(ControlAction.COACH, intent.key)):
            return self.course.toggle_coach() or kind == intents.COACH
        if kind in (intents.POINT, intents.CLICK, intents.RELEASE) and self.button.visible:
            return self.widgets.handle(intent) and kind != intents.POINT
        return False

    # -- drawing -------------------------------------------------------------
    def shown(self):
        """The advice the panel shows (None: closed, or not worked out yet)."""
        return self.course.coach_advice()

    def look(self) -> tuple:
        advice = self.shown()
        return (self.open, advice, self.course.seat_name(self.course.partner), text_scale())

    def parts(self, res, prompts) -> list:
        """The table's still-layer parts: the button, and the panel."""
        b = self.button
        widgets = self.widgets
        focus = widgets.focus_visible and widgets.focus is b
        button_look = (b.label, b.visible, b.enabled, b.hovered, b.pressed, focus, prompts)
        return [
            ("coach-button", button_look, lambda s: b.draw(s, res, 0.0, focus, prompts)),
            ("coach", self.look(), lambda s: self.draw(s, res)),
        ]

    def draw(self, surface, res) -> None:
        if not self.open:
            return
        advice = self.shown()
        title_box, chance_box, reason_box = boxes()
        partner = self.course.seat_name(self.course.partner)
        if advice is None:
            rect = panel_rect(0)
            surface.blit(panel(res, rect, solid=True), rect)
            # box: coach-title
            draw_text(surface, res, tr("Thinking it over…"), title_box, TITLE_INK,
                      topleft=(rect.left + PAD, rect.top + PAD))
            return
        reason = text_surface(res, advice_reason(advice, partner), reason_box, REASON_INK)
        rect = panel_rect(reason.get_height())
        surface.blit(panel(res, rect, solid=True), rect)
        y = rect.top + TOP_GAP
        draw_text(surface, res, advice_title(advice, partner), title_box, TITLE_INK, midtop=(rect.centerx, y))
        y += title_box.height - 2
        draw_text(surface, res, advice_chance(advice), chance_box, CHANCE_INK, midtop=(rect.centerx, y))
        y += chance_box.height + 2
        surface.blit(reason, reason.get_rect(midtop=(rect.centerx, y)))


def boxes() -> tuple:
    """The panel's title, chance and reason boxes at the Text size in use
    (reading texts: game/ui/text.py READING)."""
    return tuple(reading_box(name) for name in ("coach-title", "coach-chance", "coach-reason"))


def panel_rect(reason_height: int | None = None) -> pygame.Rect:
    """The panel at the Text size in use, for a reason `reason_height` high
    (None: the tallest its box holds): `PANEL_RECT` at Normal, and at a
    larger size taller (downwards, over the stake, never down to the fan of
    señas) when the larger words need it."""
    title, chance, reason = boxes()
    below = BOTTOM_GAP if reason_height is None else PAD  # the box's own room, or a margin under the words
    tall = reason.height if reason_height is None else reason_height
    height = TOP_GAP + title.height - 2 + chance.height + 2 + tall + below
    return pygame.Rect(PANEL_RECT.left, PANEL_RECT.top, PANEL_RECT.width, max(PANEL_RECT.height, height))
