"""Warnings that always fit the screen: the notice at the foot of a menu (a
settings file repaired) and the banner the app draws over every screen while
the game in progress cannot be saved.

Both go through the project's one text-fitting function (game/ui/text.py):
they wrap to two lines and shrink before they would overflow. Text that came
from a file is shortened where it is read (game/platform/validate.py); as a last
guard a notice is held to `MAX_CHARS` before it is even laid out, so that no
file can make a huge surface.
"""
from __future__ import annotations

import re

import pygame

from game.ui.text import reading_box, text_surface

WIDTH, HEIGHT = 1920, 1080
INK = (255, 200, 120)
BOX = (30, 18, 10)
EDGE = (255, 170, 80)
MAX_CHARS = 400
# Runs of white space made one space; the no-break spaces a language puts
# before its punctuation (French: U+00A0 before ':', U+202F before ';') stay.
_SPACES = re.compile(r"[^\S\u00a0\u202f\u2007]+")


def draw_line_box(surface, res, text: str, centre: tuple[int, int], box_name: str = "notice",
                  pad: tuple[int, int] = (40, 18)) -> pygame.Rect:
    """`text` fitted to the named box, in a dark rounded box centred on `centre`."""
    text = _SPACES.sub(" ", str(text)[:MAX_CHARS]).strip()
    line = text_surface(res, text, reading_box(box_name), INK)
    box = line.get_rect(center=centre).inflate(*pad)
    box.bottom = min(box.bottom, HEIGHT - 4)  # a larger text (Text size) stays on the screen
    pygame.draw.rect(surface, BOX, box, border_radius=10)
    pygame.draw.rect(surface, EDGE, box, 2, border_radius=10)
    surface.blit(line, line.get_rect(center=box.center))
    return box


def draw_banner(surface, res, text: str | None, y: int = 17) -> None:
    """The save-failure banner, in the top margin of whatever screen is
    showing (between the table's two score panels)."""
    if text:
        draw_line_box(surface, res, text, (WIDTH // 2, y), "banner", (28, 8))
