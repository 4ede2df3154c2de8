"""Each team's mark: a shape that tells the two teams apart without their
colours (a circle for us, a diamond for them), for a player who does not see
the blue and the orange apart. The score panels show it before the team's
name and every team chip wears it, so that a chip flying to a score says
whose it is by shape as well as by colour.
"""
from __future__ import annotations

import pygame

OUTLINE = (16, 16, 18)


def team_mark(res, team: int, size: int, colour) -> pygame.Surface:
    """Team `team`'s mark, `size` pixels across, filled with `colour` and
    outlined in near-black (made once and cached)."""
    return res.made(("team-mark", team, size, tuple(colour)), lambda: _mark(team, size, colour))


def _mark(team: int, size: int, colour) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    edge = max(1, size // 9)
    if team == 0:
        pygame.draw.circle(surf, OUTLINE, (round(c), round(c)), size // 2)
        pygame.draw.circle(surf, colour, (round(c), round(c)), size // 2 - edge)
    else:
        outer = [(c, 0), (size - 1, c), (c, size - 1), (0, c)]
        inner = [(c, edge * 1.5), (size - 1 - edge * 1.5, c), (c, size - 1 - edge * 1.5), (edge * 1.5, c)]
        pygame.draw.polygon(surf, OUTLINE, outer)
        pygame.draw.polygon(surf, colour, inner)
    return surf


def marked_chip(res, chip: pygame.Surface, team: int, key) -> pygame.Surface:
    """A team chip with its team's mark on the left of its face (cached by `key`)."""
    def make():
        surf = chip.copy()
        size = max(8, chip.get_width() // 4)
        mark = team_mark(res, team, size, (250, 250, 240))
        face_middle = (chip.get_height() - chip.get_height() // 5) // 2
        surf.blit(mark, mark.get_rect(center=(chip.get_width() // 5 - 1, face_middle)))
        return surf
    return res.made(("marked-chip", key), make)
