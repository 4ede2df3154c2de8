"""Cards on the table as scene objects: where each card is, which way up, and
how it gets there (dealt from the dealer's place, lifted for a discard, thrown
to the discard heap, turned face up at the summary), and the player's card
under the pointer or the focus, lifted a little and tilted (`hover`; no tilt
with reduced motion). A tilted card is drawn from a rotated copy made once
per angle step and kept in the resources' cache.

A `CardView` only draws: the table tells it where to go when two states
differ. Surfaces come from the resource caches (sprite or plain stand-in).
"""
from __future__ import annotations

import pygame

from game import assets
from game.ui.tween import Tween, ease_out, smooth

LIFT = 40  # px a card rises when chosen for the discard
HOVER_LIFT = 12  # px a card rises under the pointer or the focus
TILT = 3.0  # degrees a card under the pointer turns (anticlockwise)
TILT_STEP = 0.5  # degrees: a tilted card is drawn from a copy made once per step


class CardView:
    __slots__ = ("card", "seat", "size", "face_up", "motion", "lift", "flip",
                 "was_face_up", "hidden_until_start", "leaving", "sound_due", "hover", "tilt")

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
        self.hover = Tween(0.0, 0.0, 0.0)  # 1: under the pointer or the focus
        self.tilt = 0.0  # degrees at full hover (0: no tilt, reduced motion)

    def move_to(self, target, seconds: float, delay: float = 0.0, appear: bool = False) -> None:
        here = self.motion.at(1.0)
        self.motion = Tween(here, target, seconds, delay, ease_out)
        self.hidden_until_start = appear
        self.sound_due = appear

    def set_lift(self, up: bool, seconds: float) -> None:
        here = self.lift.at(1.0)
        self.lift = Tween(here, 1.0 if up else 0.0, seconds, 0.0, smooth)

    def set_hover(self, on: bool, seconds: float, tilt: float = TILT) -> bool:
        """Rise a little and tilt by `tilt` degrees (on), or settle back;
        False when it already does."""
        target = 1.0 if on else 0.0
        if self.hover.end == target and (not on or self.tilt == tilt):
            return False
        if on:
            self.tilt = tilt
        self.hover = Tween(self.hover.at(1.0), target, seconds, 0.0, ease_out)
        return True

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
        self.hover.update(dt)
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
        return self.motion.done and self.lift.done and self.hover.done and self.flip is None

    def topleft(self, alpha: float) -> tuple[float, float]:
        x, y = self.motion.at(alpha)
        return x, y - LIFT * self.lift.at(alpha) - HOVER_LIFT * self.hover.at(alpha)

    def angle(self, alpha: float = 1.0) -> float:
        """The tilt now, in whole steps of TILT_STEP degrees."""
        return round(self.tilt * self.hover.at(alpha) / TILT_STEP) * TILT_STEP

    def rect_now(self) -> pygame.Rect:
        x, y = self.topleft(1.0)
        return pygame.Rect(int(x), int(y), *self.size)

    def reach(self) -> pygame.Rect:
        """Where a click or the pointer finds the card: where it is drawn
        now, and down to where it stood before it rose under the pointer
        (so that it never slips from under the pointer that lifted it)."""
        rect = self.rect_now()
        rect.height += round(HOVER_LIFT * self.hover.at(1.0))
        return rect

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
            squeezed = res.card_squeezed(self._surface(res, face), width)
            return surface.blit(squeezed, (int(x + (self.size[0] - width) / 2), int(y)))
        angle = self.angle(alpha)
        if angle:
            image = self._surface(res, face)
            tilted = res.card_tilted((self.card if face else None, face, self.size, angle), image, angle)
            centre = (int(x) + self.size[0] // 2, int(y) + self.size[1] // 2)
            return surface.blit(tilted, tilted.get_rect(center=centre))
        return surface.blit(self._surface(res, face), (int(x), int(y)))

    def _surface(self, res, face: bool):
        return res.card_face(self.card, self.size) if face else res.card_back(self.size)


BIG = assets.CARD_SIZE
SMALL = assets.SMALL_CARD_SIZE
