"""Cards on the table as scene objects: where each card is, which way up, and
how it gets there (dealt from the dealer's place, lifted for a discard, thrown
to the discard heap, turned face up at the summary).

A `CardView` only draws: the table tells it where to go when two states
differ. Surfaces come from the resource caches (sprite or plain stand-in).
"""
from __future__ import annotations

from game import assets
from game.ui.tween import Tween, ease_out, smooth

LIFT = 40  # px a card rises when chosen for the discard


class CardView:
    __slots__ = ("card", "seat", "size", "face_up", "motion", "lift", "flip",
                 "was_face_up", "hidden_until_start", "leaving", "sound_due")

    def __init__(self, card, seat: int, size, start, face_up: bool) -> None:
        self.card = card
        self.seat = seat
        self.size = tuple(size)
        self.face_up = face_up
        self.motion = Tween(start, start, 0.0)
        self.lift = Tween(0.0, 0.0, 0.0)
        self.flip: Tween | None = None
        self.was_face_up = face_up
        self.hidden_until_start = False
        self.leaving = False
        self.sound_due = False

    def move_to(self, target, seconds: float, delay: float = 0.0, appear: bool = False) -> None:
        here = self.motion.at(1.0)
        self.motion = Tween(here, target, seconds, delay, ease_out)
        self.hidden_until_start = appear
        self.sound_due = appear

    def set_lift(self, up: bool, seconds: float) -> None:
        here = self.lift.at(1.0)
        self.lift = Tween(here, 1.0 if up else 0.0, seconds, 0.0, smooth)

    def turn(self, face_up: bool, seconds: float, delay: float = 0.0) -> None:
        if face_up == self.face_up:
            return
        self.was_face_up = self.face_up
        self.face_up = face_up
        self.flip = Tween(0.0, 1.0, seconds, delay, smooth)

    def update(self, dt: float) -> bool:
        """Advance; True the step the card starts moving (to play its sound)."""
        started = not self.motion.started
        self.motion.update(dt)
        self.lift.update(dt)
        if self.flip is not None:
            self.flip.update(dt)
            if self.flip.done:
                self.flip = None
        if self.sound_due and started and self.motion.started:
            self.sound_due = False
            return True
        return False

    @property
    def settled(self) -> bool:
        return self.motion.done and self.lift.done and self.flip is None

    def topleft(self, alpha: float) -> tuple[float, float]:
        x, y = self.motion.at(alpha)
        return x, y - LIFT * self.lift.at(alpha)

    def rect_now(self):
        import pygame
        x, y = self.topleft(1.0)
        return pygame.Rect(int(x), int(y), *self.size)

    def draw(self, surface, res, alpha: float):
        """Draw the card; returns where (None: not shown yet)."""
        if self.hidden_until_start and not self.motion.started:
            return None
        x, y = self.topleft(alpha)
        face = self.face_up
        if self.flip is not None:
            k = self.flip.at(alpha)
            if k < 0.5:
                face, width = self.was_face_up, self.size[0] * (1 - 2 * k)
            else:
                width = self.size[0] * (2 * k - 1)
            width = max(2, int(width) // 6 * 6)
            image = self._surface(res, face)
            key = (face, self.card if face else None, self.size)
            squeezed = res.card_squeezed(key, image, width)
            return surface.blit(squeezed, (int(x + (self.size[0] - width) / 2), int(y)))
        return surface.blit(self._surface(res, face), (int(x), int(y)))

    def _surface(self, res, face: bool):
        return res.card_face(self.card, self.size) if face else res.card_back(self.size)


BIG = assets.CARD_SIZE
SMALL = assets.SMALL_CARD_SIZE
