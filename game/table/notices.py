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


def draw_pause(surface, res, message: str, prompts) -> None:
    """The pause's message (fitted, on two lines at most) and its hint, in a
    panel sized to them."""
    label = text_surface(res, message, reading_box("pause-message"), (255, 250, 235))
    hint = fitted_prompt(res, continue_hint(prompts), BOXES["pause-hint"], (200, 200, 190), prompts)
    # The panel's width in steps of 40 px: every message does not make a panel of its own size.
    width = -(-(max(label.get_width(), hint.get_width()) + 80) // 40) * 40
    box = pygame.Rect(0, 0, width, label.get_height() + 76)
    box.center = layout.MESSAGE_AT
    surface.blit(panel(res, box, solid=True), box)
    surface.blit(label, label.get_rect(midtop=(box.centerx, box.top + 22)))
    surface.blit(hint, hint.get_rect(center=(box.centerx, box.bottom - 24)))


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
