"""Speech bubbles (a seat's call, in Basque, until its owner says it is gone)
and the banner that announces each lance. Both keep their own timers in
seconds, and both end: a bubble's pop-in always runs to its end, and the
banner fades out, so nothing stays "animating" for ever. A bubble's
words are fitted into the "bubble" box of game/ui/text.py (the hand
review's, into "review-bubble") (two lines at most,
shrinking before they would overflow; larger with the Text size setting)."""
from __future__ import annotations

import pygame

from game import assets
from game.ui.text import reading_box, text_scale, text_surface
from game.ui.tween import Tween, ease_out
from game.ui.widgets import nine_slice

BUBBLE_TEXT = (25, 25, 25)


class Bubble:
    def __init__(self, text: str, anchor, pop: float = 0.18, emphatic: bool = False, align: str = "center",
                 box: str = "bubble") -> None:
        """`pop`: seconds it takes to pop in (0: it shows whole at once);
        `align`: the point of the bubble that stands at `anchor` (a pygame.Rect
        point: its centre, or "midleft" to grow away from a face on its left);
        `box`: the words' box ("review-bubble": the hand review's narrower
        room beside a hand)."""
        if align not in ("center", "midleft", "midright", "midtop", "midbottom"):
            raise ValueError(f"a bubble stands by its centre or the middle of a side, not {align!r}")
        self.text = text
        self.anchor = anchor
        self.align = align
        self.pop = Tween(0.6, 1.0, pop, 0.0, ease_out)
        if pop <= 0:
            self.pop.finish()
        self.emphatic = emphatic
        self.box = box

    def update(self, dt: float) -> None:
        """Advance the pop-in."""
        if not self.pop.done:
            self.pop.update(dt)
            if self.pop.done:
                self.pop.finish()  # drawn whole from now on, at every alpha

    @property
    def popping(self) -> bool:
        return not self.pop.done

    def _surface(self, res) -> pygame.Surface:
        colour = (150, 20, 20) if self.emphatic else BUBBLE_TEXT
        return res.made(("bubble-with-text", self.text, colour, text_scale(), self.box),
                        lambda: _bubble(res, self.text, colour, self.box))

    def rect(self, res) -> pygame.Rect:
        """Where the bubble stands once popped in (whole)."""
        return self._surface(res).get_rect(**{self.align: self.anchor})

    def draw(self, surface, res, alpha: float) -> pygame.Rect:
        """Draw the bubble; returns where."""
        bubble = self._surface(res)
        k = self.pop.at(alpha)
        if k < 0.999:  # popping in: the bubble and its words grow together
            size = bubble.get_size()
            w, h = max(4, int(size[0] * k) // 4 * 4), max(4, int(size[1] * k) // 4 * 4)
            bubble = pygame.transform.smoothscale(bubble, (w, h))  # a moment of the pop: made, not kept
        return surface.blit(bubble, bubble.get_rect(**{self.align: self.anchor}))


def _bubble(res, text: str, colour, box: str = "bubble") -> pygame.Surface:
    """A speech bubble with its words, drawn once per call text."""
    label = text_surface(res, text, reading_box(box), colour)
    size = (label.get_width() + 48, label.get_height() + 26)
    box = nine_slice(res, assets.BUBBLE, size, assets.BUBBLE_SLICE)
    if box is None:
        box = _plain_bubble(size)
    bubble = box.copy()
    bubble.blit(label, label.get_rect(center=bubble.get_rect().center))
    return bubble


def _plain_bubble(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (252, 250, 240), surf.get_rect(), border_radius=22)
    pygame.draw.rect(surf, (60, 60, 60), surf.get_rect(), 3, border_radius=22)
    return surf


FADE = 0.3  # the share of a banner's life it takes to fade out
SHORT_FADE = 0.1  # the same with reduced motion


class Banner:
    """A big centred announcement (a lance's name) that pops in and fades out."""

    def __init__(self, text: str, seconds: float, icon: str | None = None, fade: float = FADE) -> None:
        self.text = text
        self.icon = icon
        self.life = seconds
        self.age = 0.0
        self.previous = 0.0
        self.fade = fade

    def update(self, dt: float) -> bool:
        self.previous = self.age
        self.age += dt
        return self.age < self.life

    def place(self, res, centre) -> pygame.Rect:
        """Where the banner stands around `centre` (its words, its shadow and its icon)."""
        rect = res.text(self.text, 96, (255, 226, 130), bold=True).get_rect(center=centre)
        whole = rect.union(rect.move(4, 5))
        icon = res.sprite(self.icon) if self.icon else None
        if icon is not None:
            whole.union_ip(icon.get_rect(midright=(rect.left - 20, rect.centery)))
        return whole

    def draw(self, surface, res, alpha: float, centre) -> list:
        """Draw the banner around `centre`; returns where it was drawn."""
        t = (self.previous + (self.age - self.previous) * alpha) / self.life
        label = res.text(self.text, 96, (255, 226, 130), bold=True)
        shadow = res.text(self.text, 96, (10, 20, 10), bold=True)
        fade = 255 if t < 1 - self.fade else max(0, int(255 * (1 - t) / self.fade))
        label.set_alpha(fade)
        shadow.set_alpha(fade // 2)
        rect = label.get_rect(center=centre)
        drawn = [surface.blit(shadow, rect.move(4, 5)), surface.blit(label, rect)]
        label.set_alpha(None)
        shadow.set_alpha(None)
        if self.icon:
            icon = res.sprite(self.icon)
            if icon is not None:
                icon.set_alpha(fade)
                drawn.append(surface.blit(icon, icon.get_rect(midright=(rect.left - 20, rect.centery))))
                icon.set_alpha(None)
        return drawn
