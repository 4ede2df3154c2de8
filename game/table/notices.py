"""The table's announcements: the banner with a lance's name (and its
icon) as the lance begins, the message of a pause that marks a major
transition, in a box with its "click to continue" hint, and that hint alone
while a computer player's call waits in its bubble (the "let me read" pace)."""
from __future__ import annotations

import pygame

from game.platform import input as intents
from game.platform.i18n import tr
from game.ui.glyphs import fitted_prompt
from game.ui.text import BOXES, reading_box, text_surface
from game.ui.widgets import panel

from . import layout


def draw_banner(surface, res, banner, alpha: float) -> list:
    """The lance's banner; returns where it was drawn."""
    return banner.draw(surface, res, alpha, layout.BANNER_AT)


MESSAGE_INK = (255, 250, 235)
HINT_INK = (200, 200, 190)


def pause_label(res, message: str) -> pygame.Surface:
    """A pause's message, fitted to its box at the Text size in use."""
    return text_surface(res, message, reading_box("pause-message"), MESSAGE_INK)


def draw_pause(surface, res, message: str, prompts) -> pygame.Rect:
    """The pause's message (fitted, on two lines at most, three at a larger
    Text size) and its hint, in a panel sized to them in the middle of the
    felt (`layout.MIDDLE`: over no bubble and no fan of señas); returns the
    panel's place."""
    label = pause_label(res, message)
    hint = fitted_prompt(res, continue_hint(prompts), BOXES["pause-hint"], HINT_INK, prompts)
    # The panel's width in steps of 40 px: every message does not make a panel of its own size.
    width = min(layout.MIDDLE.width, -(-(max(label.get_width(), hint.get_width()) + 80) // 40) * 40)
    box = pygame.Rect(0, 0, width, label.get_height() + 76)
    box.center = layout.MESSAGE_AT
    box.top = max(box.top, layout.MIDDLE.top)
    surface.blit(panel(res, box, solid=True), box)
    surface.blit(label, label.get_rect(midtop=(box.centerx, box.top + 22)))
    surface.blit(hint, hint.get_rect(center=(box.centerx, box.bottom - 24)))
    return box


def continue_hint(prompts) -> str:
    """How to go on, with the confirm key or button of the controls in use as a glyph."""
    if prompts != intents.KEYS:  # the pad's confirm button continues
        # box: pause-hint
        return tr("Press {confirm} to continue")
    # box: pause-hint
    return tr("Click or press {confirm} to continue")


def draw_read_hint(surface, res, prompts) -> pygame.Rect:
    """Under a computer player's call held in its bubble (the "let me read"
    pace): how to go on, in a small solid box."""
    hint = fitted_prompt(res, continue_hint(prompts), BOXES["pause-hint"], (235, 230, 215), prompts)
    box = hint.get_rect(midbottom=layout.PROMPT_AT).inflate(48, 22)  # where the player's prompt goes
    surface.blit(panel(res, box, solid=True), box)
    surface.blit(hint, hint.get_rect(center=box.center))
    return box
