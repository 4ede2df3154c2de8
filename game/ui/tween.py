"""Tweens: a value moving from A to B over a time in seconds, with easing.

A tween is advanced by fixed logic steps (`update(dt)`) and read at any point
between two steps (`at(alpha)`), so drawing interpolates smoothly whatever the
display's rate. A delay lets a row of tweens start one after another.
"""
from __future__ import annotations

import math


def smooth(t: float) -> float:
    """Smoothstep ease in and out."""
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return 1 - (1 - t) * (1 - t)


def linear(t: float) -> float:
    return 0.0 if t < 0 else 1.0 if t > 1 else t


class Tween:
    """A point (x, y) or a number from `start` to `end` in `duration` seconds
    after `delay` seconds."""

    __slots__ = ("start", "end", "duration", "delay", "ease", "elapsed", "previous")

    def __init__(self, start, end, duration: float, delay: float = 0.0, ease=smooth) -> None:
        self.start = start
        self.end = end
        self.duration = max(1e-6, duration)
        self.delay = delay
        self.ease = ease
        self.elapsed = 0.0
        self.previous = 0.0

    def update(self, dt: float) -> None:
        self.previous = self.elapsed
        self.elapsed += dt

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    def progress(self, alpha: float = 1.0) -> float:
        t = self.previous + (self.elapsed - self.previous) * alpha
        return self.ease((t - self.delay) / self.duration)

    def at(self, alpha: float = 1.0):
        k = self.progress(alpha)
        a, b = self.start, self.end
        if isinstance(a, tuple):
            return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
        return a + (b - a) * k

    def finish(self) -> None:
        self.elapsed = self.previous = self.delay + self.duration


class Clock:
    """Seconds since a scene object was made, for pulses and blinking."""

    __slots__ = ("now", "previous")

    def __init__(self) -> None:
        self.now = 0.0
        self.previous = 0.0

    def update(self, dt: float) -> None:
        self.previous = self.now
        self.now += dt

    def at(self, alpha: float) -> float:
        return self.previous + (self.now - self.previous) * alpha


def pulse(seconds: float, rate_hz: float = 2.0) -> float:
    """0..1..0 brightness pulse, `rate_hz` times a second."""
    return 0.5 - 0.5 * math.cos(seconds * rate_hz * 2 * math.pi)
