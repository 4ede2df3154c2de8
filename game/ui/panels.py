"""Framed surfaces stretched from a sprite: `nine_slice` stretches a frame
sprite to any size keeping its corners (buttons, bubbles, plaques), and
`panel` is a framed box for a screen's group of things (a sprite frame, or a
plain rounded box while the sprite is missing), see-through on the felt or
`solid` over the table, so that nothing behind a summary, a menu or a notice
shows through it. Both are made once per size and kept in the resources'
cache.
"""
from __future__ import annotations

import pygame

from game import assets


def nine_slice(res, name: str, size: tuple[int, int], margin: int):
    """A frame sprite stretched to `size`, keeping its corners; None if missing."""
    base = res.sprite(name)
    if base is None:
        return None
    size = (max(size[0], 2 * margin + 1), max(size[1], 2 * margin + 1))

    def make():
        w, h = size
        bw, bh = base.get_size()
        m = min(margin, bw // 2 - 1, bh // 2 - 1)
        out = pygame.Surface(size, pygame.SRCALPHA)
        cols = ((0, m, 0, m), (m, bw - 2 * m, m, w - 2 * m), (bw - m, m, w - m, m))
        rows = ((0, m, 0, m), (m, bh - 2 * m, m, h - 2 * m), (bh - m, m, h - m, m))
        for sx, sw, dx, dw in cols:
            for sy, sh, dy, dh in rows:
                if sw <= 0 or sh <= 0 or dw <= 0 or dh <= 0:
                    continue
                piece = base.subsurface((sx, sy, sw, sh))
                if (sw, sh) != (dw, dh):
                    piece = pygame.transform.smoothscale(piece, (dw, dh))
                out.blit(piece, (dx, dy))
        return out

    return res.made(("nine", name, size), make)


def panel(res, rect: pygame.Rect, alpha: int = 225, name: str = assets.PANEL,
          margin: int = assets.PANEL_SLICE, colour=(22, 34, 30), solid: bool = False) -> pygame.Surface:
    """A panel surface for `rect` (sprite frame or plain rounded box), cached;
    `solid`: nothing behind it shows through (a panel over the table)."""
    size = (rect.width, rect.height)
    frame = nine_slice(res, name, size, margin)
    if frame is not None:
        if not solid:
            return frame
        return res.made(("solid-panel", name, size), lambda: _solid(frame, margin))

    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*colour, 255 if solid else alpha), surf.get_rect(), border_radius=18)
        pygame.draw.rect(surf, (200, 180, 120, 255), surf.get_rect(), 3, border_radius=18)
        return surf

    return res.made(("panel", name, size, 255 if solid else alpha, colour), make)


def _solid(frame: pygame.Surface, margin: int) -> pygame.Surface:
    """The frame over an opaque ground of its own inside colour: its rounded
    outer edge stays soft, nothing shows through inside it."""
    w, h = frame.get_size()
    ground = frame.get_at((w // 2, h // 2))
    inset = max(2, margin // 6)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (ground.r, ground.g, ground.b, 255), (inset, inset, w - 2 * inset, h - 2 * inset),
                     border_radius=margin // 2)
    out.blit(frame, (0, 0))
    return out
