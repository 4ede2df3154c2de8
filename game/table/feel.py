"""The table's jolt: a short shake of the whole table when a Hordago lands.

`Shake` is an offset of the table's frame, at most `AMPLITUDE` pixels each
way, that swings a few times and dies away within `SECONDS`; the canvas
(game/table/canvas.py) draws the frame that much off its place while it
runs. With reduced motion there is no shake at all. The swing is a damped
cosine, so its first offset is the strongest and its last comes back to
nought; the directions are fixed, so two shakes look the same.
"""
from __future__ import annotations

import math

AMPLITUDE = 8.0   # px, the most the table moves each way
SECONDS = 0.45    # a shake dies away within this, at --speed 1
SWINGS = 4.5      # back-and-forth swings over the shake
DIRECTION = (0.8, 0.6)  # a shake runs mostly across, a little up and down


class Shake:
    """The table's offset now: (0, 0) unless a shake runs."""

    __slots__ = ("age", "previous", "seconds", "strength", "reduced")

    def __init__(self) -> None:
        self.age = self.previous = 0.0
        self.seconds = 0.0
        self.strength = 0.0
        self.reduced = False

    def start(self, seconds: float = SECONDS, strength: float = AMPLITUDE) -> None:
        """A jolt (none with reduced motion): at most `strength` px, for `seconds`."""
        if self.reduced or seconds <= 0:
            return
        self.age = self.previous = 0.0
        self.seconds = seconds
        self.strength = min(AMPLITUDE, strength)

    def stop(self) -> None:
        self.seconds = 0.0

    @property
    def moving(self) -> bool:
        return self.age < self.seconds

    def update(self, dt: float) -> None:
        if self.moving:
            self.previous = self.age
            self.age = min(self.seconds, self.age + dt)
            if not self.moving:
                self.seconds = 0.0

    def offset(self, alpha: float = 1.0) -> tuple[int, int]:
        """Where the table stands now, in whole pixels (0, 0 when still)."""
        if not self.moving:
            return (0, 0)
        t = (self.previous + (self.age - self.previous) * alpha) / self.seconds
        swing = self.strength * (1 - t) ** 2 * math.cos(2 * math.pi * SWINGS * t)
        return (round(swing * DIRECTION[0]), round(swing * DIRECTION[1]))
