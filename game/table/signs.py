"""What marks the seats: each player's name (in gold, underlined, while it is
that seat's turn), the dealer's and Esku's tokens beside their seats, and a
speech bubble with each seat's last call (game/ui/bubbles.py). A bubble
stays until that seat's next call replaces it or the lance ends (the
director hushes them all when the next lance is announced, a hand is dealt
or the hand is over), so every call can be read for as long as it matters;
with reduced motion it shows at once, without popping in.
"""
from __future__ import annotations

import pygame

from game import assets
from game.platform.i18n import tr
from game.model.names import LOUD
from game.ui.bubbles import Bubble
from game.ui.text import BOXES, draw_text
from game.words import call_text

from . import layout

GOLD = (255, 214, 64)
NAME_INK = (235, 235, 225)
POP = 0.18  # seconds a bubble takes to pop in, at --speed 1


class SeatSigns:
    def __init__(self, pace) -> None:
        self.t = pace
        self.bubbles: dict[int, Bubble] = {}
        self.reduced = False  # reduced motion: bubbles show at once

    def say(self, seat: int, action) -> None:
        """`seat`'s call, in its bubble, in place of its last one."""
        emphatic = action.kind in LOUD
        self.bubbles[seat] = Bubble(call_text(action), layout.BUBBLE_AT[seat], 0.0 if self.reduced else self.t(POP),
                                    emphatic, layout.BUBBLE_ANCHOR.get(seat, "center"))

    def hush(self) -> None:
        self.bubbles.clear()

    @property
    def moving(self) -> bool:
        return any(b.popping for b in self.bubbles.values())

    def update(self, dt: float) -> None:
        """Bubbles pop in (and stay)."""
        for bubble in self.bubbles.values():
            bubble.update(dt)

    def draw_name(self, surface, res, seat: int, name: str, acting: bool) -> None:
        """A seat's name, in gold and underlined while it is that seat's turn."""
        rect = draw_text(surface, res, name, BOXES["seat-name"], GOLD if acting else NAME_INK,
                         center=layout.NAME_AT[seat])
        if acting:  # a blit-like fill, so that a recording surface sees where it went
            surface.fill(GOLD, (rect.left, rect.bottom + 2, rect.width + 1, 3))

    def draw_markers(self, surface, res, dealer: int, esku: int) -> None:
        """The dealer's and Esku's tokens, each with its word under it."""
        # box: marker-word
        dealer_word = tr("Dealer")
        for seat, name, text in ((dealer, assets.MARKER_DEALER, dealer_word), (esku, assets.MARKER_ESKU, "Esku")):
            x, y = layout.MARKER_AT[seat]
            icon = res.sprite(name)
            if icon is None:
                icon = res.made(("marker", name), lambda n=name: _plain_marker(res, n))
            offset = -62 if name == assets.MARKER_DEALER else 62
            box = icon.get_rect(center=(x + offset, y))
            surface.blit(icon, box)
            draw_text(surface, res, text, BOXES["marker-word"], (240, 230, 200), midtop=(box.centerx, box.bottom + 2))

    def still_bubble(self, seat: int):
        """What the seat's bubble shows once it has popped in (None: no still bubble)."""
        bubble = self.bubbles.get(seat)
        return None if bubble is None or bubble.popping else (bubble.text, bubble.emphatic)

    def draw_popping_bubbles(self, surface, res, alpha: float) -> list:
        """Draw the bubbles popping in (the still ones are parts of the
        table's still layer); returns where they were drawn."""
        return [bubble.draw(surface, res, alpha) for bubble in self.bubbles.values() if bubble.popping]


def _plain_marker(res, name: str) -> pygame.Surface:
    size = assets.MARKER_SIZE
    surf = pygame.Surface(size, pygame.SRCALPHA)
    dealer = name == assets.MARKER_DEALER
    colour = (230, 230, 220) if dealer else (250, 200, 60)
    pygame.draw.circle(surf, colour, (size[0] // 2, size[1] // 2), size[0] // 2 - 2)
    pygame.draw.circle(surf, (40, 40, 40), (size[0] // 2, size[1] // 2), size[0] // 2 - 2, 3)
    letter = res.font(26, True).render("D" if dealer else "E", True, (30, 30, 30))
    surf.blit(letter, letter.get_rect(center=(size[0] // 2, size[1] // 2)))
    return surf
