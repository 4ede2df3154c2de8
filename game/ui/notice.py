"""One line of warning that always fits the screen: the notice at the foot of a
menu (a settings file repaired) and the banner the app draws over every screen
while the game in progress cannot be saved.

`fit_text` renders a line at its size, else at a smaller one, else cut with an
ellipsis: text that came from a file can never make a surface wider than the
screen (nor a huge one).
"""
from __future__ import annotations

import pygame

WIDTH = 1920
INK = (255, 200, 120)
BOX = (30, 18, 10)
EDGE = (255, 170, 80)
MAX_CHARS = 400  # a notice longer than this is cut before it is even measured


def fit_text(res, text: str, size: int, colour=INK, width: int = WIDTH - 120,
             bold: bool = True, smallest: int = 18) -> pygame.Surface:
    """`text` on one line no wider than `width`: at `size`, else `smallest`,
    else cut with an ellipsis at `smallest`."""
    text = " ".join(str(text)[:MAX_CHARS].split())
    for points in (size, smallest):
        if res.font(points, bold).size(text)[0] <= width:
            return res.text(text, points, colour, bold)
    font = res.font(smallest, bold)
    low, high = 0, len(text)
    while low < high:  # the longest start of the text that fits with its ellipsis
        mid = (low + high + 1) // 2
        if font.size(text[:mid] + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return res.text(text[:low].rstrip() + "…", smallest, colour, bold)


def draw_line_box(surface, res, text: str, centre: tuple[int, int], size: int = 24,
                  width: int = WIDTH - 120, pad: tuple[int, int] = (40, 18)) -> pygame.Rect:
    """`text` fitted to `width` in a dark rounded box centred on `centre`."""
    line = fit_text(res, text, size, width=width, smallest=min(size, 18))
    box = line.get_rect(center=centre).inflate(*pad)
    pygame.draw.rect(surface, BOX, box, border_radius=10)
    pygame.draw.rect(surface, EDGE, box, 2, border_radius=10)
    surface.blit(line, line.get_rect(center=box.center))
    return box


BANNER_WIDTH = 960  # between the table's two score panels


def draw_banner(surface, res, text: str | None, y: int = 17) -> None:
    """The save-failure banner, in the top margin of whatever screen is showing."""
    if text:
        draw_line_box(surface, res, text, (WIDTH // 2, y), 20, BANNER_WIDTH, (28, 8))
