"""The felt the game is played on: the whole-screen cloth (its sprite, or a
drawn stand-in when the sprite is missing), made once and shared by every
screen, and the table's felt with its score panels' frames."""
from __future__ import annotations

import pygame

from game import assets
from game.ui.widgets import panel

WIDTH, HEIGHT = 1920, 1080


def felt(res) -> pygame.Surface:
    """The whole-screen felt (its sprite, or a drawn stand-in), made once."""
    def make():
        sprite = res.sprite(assets.FELT, (WIDTH, HEIGHT))
        if sprite is None:
            sprite = pygame.Surface((WIDTH, HEIGHT))
            sprite.fill((14, 66, 44))
            pygame.draw.ellipse(sprite, (20, 86, 56), (90, 150, 1740, 820))
            pygame.draw.ellipse(sprite, (36, 110, 72), (90, 150, 1740, 820), 6)
        return sprite.convert() if pygame.display.get_surface() is not None else sprite
    return res.made(("felt",), make)


def table_felt(res, panels) -> pygame.Surface:
    """The felt with the frames of the score panels at `panels` (rects), made once."""
    def make():
        back = felt(res).copy()
        for rect in panels:
            back.blit(panel(res, rect, 200), rect)
        return back
    return res.made(("table-background",), make)
