"""Caches for everything drawn from a file or a font: fonts, rendered text,
sprites at the size they are drawn, card faces, and the plain-drawn stand-ins
used while a sprite file is missing.

Nothing in the frame loop renders text or reads the disk except through these
caches: the first request makes the surface, every later one reuses it. Every
cache has a bound (`SurfaceCache`: a number of surfaces and of bytes, the least
recently used going first), so that hours of play, hundreds of sizes of panel
or a text from a damaged file cannot make memory grow without end. Only the
sprites as loaded from their files are kept for good: there is one per file.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping

import pygame

from game import assets

REGULAR_FONT = "DejaVuSans.ttf"
BOLD_FONT = "DejaVuSans-Bold.ttf"

SUIT_COLOURS = {"o": (196, 140, 10), "c": (190, 30, 40), "e": (40, 80, 170), "b": (40, 120, 50)}
SUIT_NAMES = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}
MB = 1024 * 1024
LARGE = 256 * 1024   # a drawn surface of this many bytes or more is a layer (DrawnCache)


def surface_bytes(surface) -> int:
    return surface.get_pitch() * surface.get_height() if surface is not None else 0


class SurfaceCache(OrderedDict):
    """Surfaces by key, at most `entries` of them and `budget` bytes: the least
    recently used goes first (the newest one always stays)."""

    def __init__(self, entries: int, budget: int) -> None:
        super().__init__()
        self.entries = entries
        self.budget = budget
        self.bytes = 0

    def fetch(self, key, default=None):
        """The surface under `key` (now the most recently used), or `default`."""
        if key in self:
            self.move_to_end(key)
            return self[key]
        return default

    def clear(self) -> None:
        super().clear()
        self.bytes = 0

    def drop(self, key) -> None:
        """`key`'s surface let go, if it is kept here."""
        if key in self:
            self.bytes -= surface_bytes(self.pop(key))

    def keep(self, key, surface):
        self.drop(key)
        self[key] = surface
        self.bytes += surface_bytes(surface)
        while len(self) > 1 and (len(self) > self.entries or self.bytes > self.budget):
            _, old = self.popitem(last=False)
            self.bytes -= surface_bytes(old)
        return surface


class DrawnCache(Mapping):
    """The drawn surfaces, kept in two `SurfaceCache`s by size: `layers`, those
    of `LARGE` bytes or more (full-screen layers, large panels), and `pieces`,
    the rest (fitted texts, bubbles, small panels). Each binds on its bytes
    in long play, so its pixels stay near its budget whatever the mix of
    sizes, and neither side pushes out the other: hundreds of small texts
    never push out the table's background, nor one panel dozens of texts."""

    def __init__(self, pieces: SurfaceCache, layers: SurfaceCache) -> None:
        self.pieces = pieces
        self.layers = layers

    def part(self, surface) -> SurfaceCache:
        """The cache a surface of this size is kept in."""
        return self.layers if surface_bytes(surface) >= LARGE else self.pieces

    def fetch(self, key, default=None):
        surface = self.pieces.fetch(key)
        if surface is None:
            surface = self.layers.fetch(key, default)
        return surface

    def keep(self, key, surface):
        self.pieces.drop(key)
        self.layers.drop(key)
        return self.part(surface).keep(key, surface)

    def __getitem__(self, key):
        return self.pieces[key] if key in self.pieces else self.layers[key]

    def __iter__(self):
        yield from self.pieces
        yield from self.layers

    def __len__(self) -> int:
        return len(self.pieces) + len(self.layers)

    @property
    def entries(self) -> int:
        return self.pieces.entries + self.layers.entries

    @property
    def budget(self) -> int:
        return self.pieces.budget + self.layers.budget

    @property
    def bytes(self) -> int:
        return self.pieces.bytes + self.layers.bytes


class Resources:
    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}  # a few sizes, fixed in the code
        self._measuring: dict[bool, pygame.font.Font] = {}  # one a weight, resized to measure (text.fit)
        # Bounds near what play uses, so that long play stays flat: what rarer
        # messages, scores and panel sizes add pushes out the oldest. The plain
        # texts (scores, amounts, the lances' banners, keys) number 119 after
        # ten demo games and 157 after 40 (3.7 and 4.9 MB; tools/soak.py), then
        # creep on as rarer scores turn up (234 after 300): 100 is full within
        # the first games, and no screen draws more than 38 in one frame (the
        # controls; tests/app/test_texts_per_frame.py); the 100 largest seen
        # weigh 4.4 MB. The drawn surfaces are two caches (DrawnCache), each
        # held by its bytes so that its pixels stay near its budget whatever
        # the mix of sizes: in 100 demo games 578 distinct pieces went through
        # (24.5 MB) and 36 distinct layers (45 MB: the table's background, the
        # shade, panels); no frame asks for more than 77 pieces (1.4 MB) or 5
        # layers (14 MB). One cache of both, held by its entries, drifted up
        # (docs/ai-figures.md).
        self._made = DrawnCache(SurfaceCache(400, 8 * MB), SurfaceCache(24, 40 * MB))
        self._texts = SurfaceCache(100, 6 * MB)
        self._files: dict[str, pygame.Surface | None] = {}  # one per sprite file
        self._sprites = SurfaceCache(300, 32 * MB)  # sprites at the sizes drawn (near 40 of them, 2 MB)
        # A moment of an animation is made when it is drawn and not kept (a
        # bubble popping in, a card turning: each a size of its own, seldom
        # drawn twice), so that it never pushes out a surface that lasts,
        # except the tilts of the cards under the pointer (a few, one size).
        self._tilts = SurfaceCache(12, 2 * MB)

    # -- text ---------------------------------------------------------------
    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = self._load_font(size, bold)
        return font

    def measuring_font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """A font to measure text at `size` with (never to keep): the drawing
        font when that size is loaded, else one font per weight set to the
        size, so that trying the sizes a text is fitted at loads no file."""
        font = self._fonts.get((size, bold))
        if font is not None:
            return font
        font = self._measuring.get(bold)
        if font is None:
            font = self._measuring[bold] = self._load_font(size, bold)
        elif font.point_size != size:
            font.point_size = size
        return font

    @staticmethod
    def _load_font(size: int, bold: bool) -> pygame.font.Font:
        try:
            path = assets.asset_root("fonts") / (BOLD_FONT if bold else REGULAR_FONT)
            return pygame.font.Font(str(path), size)
        except (FileNotFoundError, OSError, pygame.error):
            return pygame.font.Font(None, size)

    def text(self, text: str, size: int, colour=(240, 240, 230), bold: bool = False,
             wrap: int = 0) -> pygame.Surface:
        key = (text, size, tuple(colour), bold, wrap)
        surface = self._texts.fetch(key)
        if surface is None:
            surface = self._texts.keep(key, self.font(size, bold).render(text, True, colour, None, wrap))
        return surface

    # -- sprites ------------------------------------------------------------
    def sprite(self, name: str, size: tuple[int, int] | None = None) -> pygame.Surface | None:
        """The sprite at `size` (smooth-scaled once), or None if its file is missing."""
        if name not in self._files:
            try:
                self._files[name] = assets.load_image(name)
            except (FileNotFoundError, OSError, pygame.error, ValueError):
                self._files[name] = None
        base = self._files[name]
        if base is None or size is None or base.get_size() == tuple(size):
            return base
        key = (name, tuple(size))
        surface = self._sprites.fetch(key)
        if surface is None:
            surface = self._sprites.keep(key, pygame.transform.smoothscale(base, size))
        return surface

    def made(self, key: tuple, maker) -> pygame.Surface:
        """A surface drawn once by `maker()` and kept under `key`."""
        surface = self._made.fetch(key)
        if surface is None:
            surface = self._made.keep(key, maker())
        return surface

    # -- cards --------------------------------------------------------------
    def card_face(self, card, size: tuple[int, int]) -> pygame.Surface:
        sprite = self.sprite(assets.card_sprite_name(card.rank, card.suit), size)
        if sprite is not None:
            return sprite
        return self.made(("face", card.rank, card.suit, size), lambda: self._draw_face(card, size))

    def card_back(self, size: tuple[int, int]) -> pygame.Surface:
        sprite = self.sprite(assets.CARD_BACK, size)
        if sprite is not None:
            return sprite
        return self.made(("back", size), lambda: self._draw_back(size))

    @staticmethod
    def card_squeezed(surface: pygame.Surface, width: int) -> pygame.Surface:
        """A card narrowed to `width` (the middle of a flip): made as drawn, not kept."""
        return pygame.transform.scale(surface, (max(2, width), surface.get_height()))

    def card_tilted(self, key: tuple, surface: pygame.Surface, angle: float) -> pygame.Surface:
        """A card turned by `angle` degrees (under the pointer), kept among a few."""
        tilted = self._tilts.fetch(key)
        if tilted is None:
            tilted = self._tilts.keep(key, pygame.transform.rotozoom(surface, angle, 1.0))
        return tilted

    def _draw_face(self, card, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(6, w // 12)
        pygame.draw.rect(surf, (250, 246, 235), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (60, 50, 40), surf.get_rect(), 2, border_radius=radius)
        colour = SUIT_COLOURS[card.suit]
        inner = surf.get_rect().inflate(-w // 8, -w // 8)
        pygame.draw.rect(surf, colour, inner, 2, border_radius=radius // 2)
        big = self.font(max(14, h // 5), True).render(str(card.rank), True, colour)
        surf.blit(big, (w // 10, h // 40))
        corner = self.font(max(10, h // 9), True).render(str(card.rank), True, colour)
        surf.blit(pygame.transform.rotate(corner, 180),
                  (w - w // 10 - corner.get_width(), h - h // 40 - corner.get_height()))
        pygame.draw.circle(surf, colour, (w // 2, h // 2), w // 5)
        pygame.draw.circle(surf, (250, 246, 235), (w // 2, h // 2), w // 5 - max(3, w // 30))
        name = self.font(max(10, h // 12)).render(SUIT_NAMES[card.suit], True, colour)
        surf.blit(name, name.get_rect(center=(w // 2, h // 2 + w // 5 + name.get_height())))
        initial = self.font(max(12, h // 8), True).render(card.suit.upper(), True, colour)
        surf.blit(initial, initial.get_rect(center=(w // 2, h // 2)))
        return surf

    def _draw_back(self, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(6, w // 12)
        pygame.draw.rect(surf, (245, 240, 230), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-w // 10, -w // 10)
        pygame.draw.rect(surf, (120, 24, 36), inner, border_radius=radius // 2)
        step = max(8, w // 8)
        for x in range(inner.left - inner.height, inner.right, step):
            pygame.draw.line(surf, (150, 44, 56), (x, inner.bottom - 1), (x + inner.height, inner.top), 2)
        pygame.draw.rect(surf, (60, 50, 40), surf.get_rect(), 2, border_radius=radius)
        return surf
