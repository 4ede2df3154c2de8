"""Shared drawing kit for the asset generators: a supersampled vector canvas.

Owns the `Canvas` (shapes are drawn with pygame.draw at SS times the final
size, then box-filtered down with exact integer arithmetic, so the result is
smooth and bit-for-bit reproducible on any machine with the same pygame), the
shape helpers (transformed point lists, ellipses, arcs, round-jointed
strokes, outlined text with pygame's built-in font) and the colour helpers.
Only the tools import this module; the game never does.
"""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402  (tools only: the game never imports numpy)
import pygame  # noqa: E402

SS = 4  # supersampling factor

Point = tuple[float, float]


# --------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------


def mix(a, b, t: float):
    """Blend colour a towards b by t (0..1); keeps an alpha if both have one."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def lighter(c, t: float = 0.35):
    return mix(c[:3], (255, 255, 255), t)


def darker(c, t: float = 0.35):
    return mix(c[:3], (0, 0, 0), t)


# --------------------------------------------------------------------------
# Geometry
# --------------------------------------------------------------------------


def xf(pts, at: Point = (0.0, 0.0), rot: float = 0.0, scale=1.0) -> list[Point]:
    """Scale, rotate (degrees, clockwise on screen) and move a list of points."""
    sx, sy = (scale, scale) if isinstance(scale, (int, float)) else scale
    ca, sa = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    out = []
    for x, y in pts:
        x, y = x * sx, y * sy
        out.append((at[0] + x * ca - y * sa, at[1] + x * sa + y * ca))
    return out


def ellipse_pts(cx, cy, rx, ry, n: int = 64, a0: float = 0.0, a1: float = 360.0) -> list[Point]:
    """Points on an ellipse from angle a0 to a1 (degrees; 0 = right, 90 = down)."""
    full = abs(a1 - a0) >= 360
    count = n if full else max(2, int(n * abs(a1 - a0) / 360) + 1)
    pts = []
    for i in range(count):
        t = math.radians(a0 + (a1 - a0) * i / (count if full else count - 1))
        pts.append((cx + rx * math.cos(t), cy + ry * math.sin(t)))
    return pts


def rrect_pts(x, y, w, h, r, n: int = 8) -> list[Point]:
    """A rounded rectangle as a polygon."""
    r = min(r, w / 2, h / 2)
    pts: list[Point] = []
    for cx, cy, a in ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90), (x + r, y + r, 180)):
        pts += ellipse_pts(cx, cy, r, r, n * 4, a, a + 90)
    return pts


# --------------------------------------------------------------------------
# Canvas
# --------------------------------------------------------------------------

_fonts: dict[int, pygame.font.Font] = {}


def font(px: int) -> pygame.font.Font:
    """pygame's built-in font (freesansbold) at a pixel size, cached."""
    if not pygame.font.get_init():
        pygame.font.init()
    if px not in _fonts:
        _fonts[px] = pygame.font.Font(None, px)
    return _fonts[px]


class Canvas:
    """A w x h drawing in final pixels, rendered at SS x resolution."""

    def __init__(self, w: int, h: int, ss: int = SS, fill=(0, 0, 0, 0)):
        self.w, self.h, self.ss = w, h, ss
        self.surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        self.surf.fill(fill)

    # -- coordinates -------------------------------------------------------
    def p(self, pt: Point) -> tuple[int, int]:
        return (round(pt[0] * self.ss), round(pt[1] * self.ss))

    # -- primitives --------------------------------------------------------
    def poly(self, pts, fill=None, outline=None, width: float = 0.0):
        """A filled polygon; an outline straddles the edge (round joins)."""
        if fill is not None:
            pygame.draw.polygon(self.surf, fill, [self.p(q) for q in pts])
        if outline is not None and width > 0:
            self.stroke(pts, outline, width, closed=True)

    def stroke(self, pts, colour, width: float, closed: bool = False):
        """A polyline of the given width with round joins and caps."""
        r = width / 2
        seq = list(pts) + ([pts[0]] if closed else [])
        for (x0, y0), (x1, y1) in zip(seq, seq[1:]):
            dx, dy = x1 - x0, y1 - y0
            length = math.hypot(dx, dy)
            if length == 0:
                continue
            nx, ny = -dy / length * r, dx / length * r
            quad = [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
            pygame.draw.polygon(self.surf, colour, [self.p(q) for q in quad])
        for q in seq:
            self.disc(q, r, colour)

    def line(self, a: Point, b: Point, colour, width: float):
        self.stroke([a, b], colour, width)

    def disc(self, c: Point, r: float, colour):
        pygame.draw.circle(self.surf, colour, self.p(c), max(1, round(r * self.ss)))

    def circle(self, c: Point, r: float, fill=None, outline=None, width: float = 0.0):
        """A circle; the outline straddles the edge like `poly`."""
        if outline is not None and width > 0:
            self.disc(c, r + width / 2, outline)
            if fill is not None:
                self.disc(c, r - width / 2, fill)
        elif fill is not None:
            self.disc(c, r, fill)

    def ring(self, c: Point, r: float, colour, width: float):
        pygame.draw.circle(self.surf, colour, self.p(c), round((r + width / 2) * self.ss), max(1, round(width * self.ss)))

    def ellipse(self, cx, cy, rx, ry, fill=None, outline=None, width: float = 0.0, rot: float = 0.0):
        pts = xf(ellipse_pts(0, 0, rx, ry, 72), (cx, cy), rot)
        self.poly(pts, fill, outline, width)

    def rrect(self, x, y, w, h, r, fill=None, outline=None, width: float = 0.0):
        self.poly(rrect_pts(x, y, w, h, r), fill, outline, width)

    def text(self, s: str, px: float, colour, center: Point, outline=None, ow: float = 0.0,
             sx: float = 1.0, sy: float = 1.0, flip: bool = False, anchor: str = "center"):
        """Text from the built-in font; `px` is the font size in final pixels.

        The glyphs are cropped to their ink, so `center` centres the visible
        numerals, not the font's line box.
        """
        img = font(round(px * self.ss)).render(s, True, colour)
        img = crop_to_ink(img)
        if sx != 1.0 or sy != 1.0:
            img = pygame.transform.scale(img, (max(1, round(img.get_width() * sx)), max(1, round(img.get_height() * sy))))
        if flip:
            img = pygame.transform.flip(img, True, True)
        rect = img.get_rect()
        setattr(rect, anchor, self.p(center))
        if outline is not None and ow > 0:
            sil = font(round(px * self.ss)).render(s, True, outline)
            sil = crop_to_ink(sil)
            sil = pygame.transform.scale(sil, img.get_size())
            if flip:
                sil = pygame.transform.flip(sil, True, True)
            rad = ow * self.ss
            steps = 24
            for i in range(steps):
                a = 2 * math.pi * i / steps
                self.surf.blit(sil, rect.move(round(rad * math.cos(a)), round(rad * math.sin(a))))
        self.surf.blit(img, rect)
        return rect.width / self.ss, rect.height / self.ss

    def blit(self, other: "Canvas", at: Point = (0, 0)):
        """Paste another canvas drawn at the same supersampling."""
        assert other.ss == self.ss
        self.surf.blit(other.surf, self.p(at))

    # -- output -----------------------------------------------------------
    def result(self) -> pygame.Surface:
        """Box-filter down to w x h with premultiplied alpha (exact integers)."""
        ss, w, h = self.ss, self.w, self.h
        buf = np.frombuffer(pygame.image.tobytes(self.surf, "RGBA"), np.uint8).reshape(h * ss, w * ss, 4)
        alpha = buf[..., 3:4].astype(np.uint32)
        pre = np.concatenate([buf[..., :3] * alpha, alpha], axis=2)
        # sum SS x SS blocks: first down the rows, then along them
        pre = pre.reshape(h, ss, w * ss, 4).sum(axis=1, dtype=np.uint32)
        pre = pre.reshape(h, w, ss, 4).sum(axis=2, dtype=np.uint32)
        asum = pre[..., 3:4]
        safe = np.maximum(asum, 1)
        out_rgb = (pre[..., :3] + safe // 2) // safe
        n = ss * ss
        out_a = (asum + n // 2) // n
        rgba = np.concatenate([out_rgb, out_a], axis=2).astype(np.uint8)
        return pygame.image.frombytes(rgba.tobytes(), (w, h), "RGBA").copy()


def crop_to_ink(img: pygame.Surface) -> pygame.Surface:
    rect = img.get_bounding_rect()
    if rect.width == 0 or rect.height == 0:
        return img
    return img.subsurface(rect).copy()


def save(surface: pygame.Surface, path) -> None:
    path = os.fspath(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pygame.image.save(surface, path)
