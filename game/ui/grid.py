"""Where a screen's columns and cells stand: `cell_rect` places the cells of
a grid centred across the screen (each `size`, `gap` apart, rows after rows
from `top`), and `column_rect` a row of columns (the players screen's three
computer players, the partner's characters: a grid of one row or more).
"""
from __future__ import annotations

import pygame

from .felt import WIDTH as SCREEN_WIDTH  # the logical screen


def cell_rect(index: int, columns: int, size: tuple[int, int], gap: tuple[int, int], top: int,
              width: int = SCREEN_WIDTH) -> pygame.Rect:
    """The rect of cell `index` (in reading order) of a grid of `columns`
    cells a row, each `size` (w, h), `gap` (across, down) apart, centred
    across a screen `width` wide, its first row's top at `top`."""
    (w, h), (across, down) = size, gap
    row, column = divmod(index, columns)
    left = (width - columns * w - (columns - 1) * across) // 2
    return pygame.Rect(left + column * (w + across), top + row * (h + down), w, h)


def column_rect(index: int, columns: int, width: int, gap: int, top: int, height: int) -> pygame.Rect:
    """Column `index` of `columns` columns, each `width` by `height`, `gap`
    apart, centred across the screen, their tops at `top`."""
    return cell_rect(index, columns, (width, height), (gap, 0), top)
