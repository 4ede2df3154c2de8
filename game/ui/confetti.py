"""A game won is celebrated: a short burst of confetti over the screen.

`Confetti` throws `PIECES` little paper strips in the teams' and the table's
colours up from two points at the foot of the screen; they spin, fall back
under their weight, flutter a little and fade out, and all is over within
`SECONDS`. Its pieces are seeded, so a burst looks the same for the same
seed. With reduced motion nothing flies: the strips lie scattered where they
would have burst and fade out within a short `STILL_SECONDS`. A strip is
drawn from a small surface made once per colour and angle step and kept in
the resources' cache, so a frame of confetti is a hundred small blits.
"""
from __future__ import annotations

import math
import random

import pygame

from game import assets

PIECES = 120
SECONDS = 2.2        # the whole burst, from the throw to the last strip faded
STILL_SECONDS = 0.8  # with reduced motion: the sprinkle's short fade
FADE = 0.5           # seconds each strip takes to fade out at the end
GRAVITY = 1500.0     # px/s^2
STRIP = (16, 8)      # a strip's size, px
ANGLE_STEP = 30      # degrees: a strip is drawn at one of these angles
COLOURS = (assets.TEAM_COLOURS[0], (255, 214, 64), (250, 246, 235), (60, 200, 120), (235, 90, 170))
WIDTH, HEIGHT = 1920, 1080


class Piece:
    __slots__ = ("x", "y", "vx", "vy", "spin", "angle", "colour", "flutter")

    def __init__(self, rng: random.Random, origin, reduced: bool) -> None:
        self.colour = rng.randrange(len(COLOURS))
        self.angle = rng.uniform(0, 360)
        if reduced:
            self.x, self.y = rng.uniform(80, WIDTH - 80), rng.uniform(60, HEIGHT * 0.75)
            self.vx = self.vy = self.spin = self.flutter = 0.0
            return
        self.x, self.y = origin
        heading = math.radians(rng.uniform(-28, 28)) + (0.25 if origin[0] < WIDTH / 2 else -0.25)
        speed = rng.uniform(1300, 1900)
        self.vx, self.vy = speed * math.sin(heading), -speed * math.cos(heading)
        self.spin = rng.uniform(-540, 540)
        self.flutter = rng.uniform(0, math.tau)


class Confetti:
    def __init__(self, seed: int, reduced: bool = False) -> None:
        rng = random.Random(seed)
        origins = ((WIDTH * 0.2, HEIGHT + 10), (WIDTH * 0.8, HEIGHT + 10))
        self.reduced = reduced
        self.pieces = [Piece(rng, origins[i % 2], reduced) for i in range(PIECES)]
        self.seconds = STILL_SECONDS if reduced else SECONDS
        self.age = self.previous = 0.0

    @property
    def moving(self) -> bool:
        return self.age < self.seconds

    def update(self, dt: float) -> None:
        if self.moving:
            self.previous = self.age
            self.age = min(self.seconds, self.age + dt)

    def draw(self, surface, res, alpha: float = 1.0) -> list:
        """Draw the strips as they are now; returns where they were drawn."""
        if not self.moving:
            return []
        t = self.previous + (self.age - self.previous) * alpha
        fade = min(FADE, self.seconds / 2)
        level = 255 if t < self.seconds - fade else max(0, int(255 * (self.seconds - t) / fade))
        drawn = []
        fall, flutter = (0.0, 0.0) if self.reduced else (0.5 * GRAVITY * t * t, 18 * min(1.0, t))
        for piece in self.pieces:
            x = piece.x + piece.vx * t + flutter * math.sin(piece.flutter + 7 * t)
            y = piece.y + piece.vy * t + fall
            if not -20 < y < HEIGHT + 20 or not -20 < x < WIDTH + 20:
                continue
            step = int((piece.angle + piece.spin * t) // ANGLE_STEP) % (360 // ANGLE_STEP)
            strip = res.made(("confetti", piece.colour, step), lambda p=piece, s=step: _strip(p.colour, s))
            strip.set_alpha(level)
            drawn.append(surface.blit(strip, strip.get_rect(center=(int(x), int(y)))))
            strip.set_alpha(None)
        return drawn


def _strip(colour: int, step: int) -> pygame.Surface:
    strip = pygame.Surface(STRIP, pygame.SRCALPHA)
    strip.fill((*COLOURS[colour], 255))
    return pygame.transform.rotate(strip, step * ANGLE_STEP)
