"""The table's two announcements: the banner with a lance's name (and its
icon) as the lance begins, and the message of a pause that marks a major
transition, in a box with its "click to continue" hint."""
from __future__ import annotations

import pygame

from game.app.i18n import tr
from game.ui.widgets import panel

from . import layout


def draw_banner(surface, res, banner, alpha: float) -> None:
    banner.draw(surface, res, alpha, layout.BANNER_AT)


def draw_pause(surface, res, message: str) -> None:
    label = res.text(message, 34, (255, 250, 235), bold=True)
    hint = res.text(tr("Click or press Enter to continue"), 20, (200, 200, 190))
    box = pygame.Rect(0, 0, max(label.get_width(), hint.get_width()) + 80, 120)
    box.center = layout.MESSAGE_AT
    surface.blit(panel(res, box, 235), box)
    surface.blit(label, label.get_rect(center=(box.centerx, box.top + 46)))
    surface.blit(hint, hint.get_rect(center=(box.centerx, box.bottom - 24)))
