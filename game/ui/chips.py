"""Point chips: a team's score as stacks of 5- and 1-point chips, the stake in
the centre of the table, and chips flying from one place to another (a Tira
paid at once, a summary line counted into the score).

Chip sprites come from game/assets.py; while one is missing a plain disc in
the team's colour stands in. Flights call `on_land` when the last chip lands,
which is when the table adds the points to the score it shows.
"""
from __future__ import annotations

import pygame

from game import assets
from game.ui.team_marks import marked_chip
from game.ui.tween import Tween, ease_out

STAKE = 2  # "team" index of the neutral stake chips
_COLOURS = {0: assets.TEAM_COLOURS[0], 1: assets.TEAM_COLOURS[1], STAKE: (214, 170, 40)}
STEP = assets.CHIP_STACK_STEP
MAX_STACK = 12  # chips drawn in one stack before it starts a new one
SHOWN = 8       # chips drawn flying at most, whatever the points


def chip_surface(res, team: int, value: int) -> pygame.Surface:
    if team == STAKE:
        name = assets.CHIP_STAKE_5 if value == 5 else assets.CHIP_STAKE_1
    else:
        name = assets.chip_sprite_name(team, value)
    sprite = res.sprite(name)
    if sprite is None:
        sprite = res.made(("chip", team, value), lambda: _plain_chip(res, team, value))
    if team == STAKE:
        return sprite
    return marked_chip(res, sprite, team, (team, value, sprite.get_size()))  # the team by shape too


def _plain_chip(res, team: int, value: int) -> pygame.Surface:
    w, h = assets.CHIP_SIZE
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = _COLOURS[team]
    dark = tuple(max(0, c - 70) for c in colour)
    pygame.draw.ellipse(surf, dark, (0, 8, w, h - 8))
    pygame.draw.ellipse(surf, colour, (0, 0, w, h - 8))
    pygame.draw.ellipse(surf, (250, 250, 240), (0, 0, w, h - 8), 3)
    if value == 5:
        pygame.draw.ellipse(surf, (250, 250, 240), (10, 6, w - 20, h - 20), 2)
    label = res.font(16, True).render(str(value), True, (255, 255, 255))
    surf.blit(label, label.get_rect(center=(w // 2, (h - 8) // 2)))
    return surf


def draw_points(surface, res, team: int, points: int, x: int, bottom: int) -> int:
    """Stacks for `points`: fives then ones, left to right from `x`, standing on
    `bottom`. Returns the x after the last stack."""
    fives, ones = divmod(max(0, points), 5)
    w = assets.CHIP_SIZE[0]
    for value, count in ((5, fives), (1, ones)):
        chip = chip_surface(res, team, value)
        while count > 0:
            n = min(count, MAX_STACK)
            for i in range(n):
                surface.blit(chip, (x, bottom - assets.CHIP_SIZE[1] - i * STEP))
            x += w + 6
            count -= n
    return x


class ChipFlight:
    """`count` chips of `team` flying from `start` to `end`, one after another."""

    def __init__(self, team: int, count: int, start, end, seconds: float, on_land=None,
                 gap: float = 0.06, spread: float | None = None) -> None:
        """`gap` seconds between two chips leaving, and all of them gone
        within `spread` seconds of the first (when given)."""
        self.team = team
        shown = max(1, min(count, SHOWN))
        if spread is not None and shown > 1:
            gap = min(gap, spread / (shown - 1))
        self.tweens = [Tween(start, end, seconds, i * gap, ease_out) for i in range(shown)]
        self.on_land = on_land
        self.landed = False

    def update(self, dt: float) -> bool:
        for t in self.tweens:
            t.update(dt)
        if not self.landed and self.tweens[-1].done:
            self.landed = True
            if self.on_land is not None:
                self.on_land()
        return self.landed

    def finish(self) -> None:
        for t in self.tweens:
            t.finish()
        self.update(0.0)

    def draw(self, surface, res, alpha: float) -> list:
        """Draw the chips in the air; returns where they were drawn."""
        chip = chip_surface(res, self.team, 1)
        drawn = []
        for t in self.tweens:
            if t.started and not t.done:
                x, y = t.at(alpha)
                drawn.append(surface.blit(chip, (int(x) - chip.get_width() // 2, int(y) - chip.get_height() // 2)))
        return drawn
