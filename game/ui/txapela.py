"""The txapela, the Basque beret a championship's winners are crowned with,
drawn in code (no sprite file): a wide black beret seen from the front, a
little tilted, its crown rounded over the head, the leather band round its
rim, the short stalk (txertoa) at the top and the sheen of the felt. Drawn
at three times its size and smoothed down once per width (`txapela(res,
width)`, kept in the resources' cache), never inside the frame loop's work.

`on_head(face_rect)` says where a txapela sits on a portrait of the faces
(game/faces: head and shoulders, the crown at about a tenth of its height).
"""
from __future__ import annotations

import pygame

FELT = (26, 26, 32)
SHEEN = (74, 76, 92)
BAND = (12, 12, 14)
STITCH = (120, 104, 70)
RATIO = 0.46            # height / width
SCALE = 3               # drawn this many times larger, then smoothed down


def draw_txapela(width: int) -> pygame.Surface:
    """A txapela `width` px wide (SRCALPHA), about RATIO as tall."""
    w, h = width * SCALE, round(width * RATIO) * SCALE
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    crown = pygame.Rect(0, round(h * 0.16), w, round(h * 0.66))
    pygame.draw.ellipse(big, FELT, crown)                                  # the wide crown
    dome = pygame.Rect(round(w * 0.14), round(h * 0.08), round(w * 0.72), round(h * 0.6))
    pygame.draw.ellipse(big, FELT, dome)                                   # rounded over the head
    sheen = pygame.Rect(round(w * 0.2), round(h * 0.2), round(w * 0.34), round(h * 0.22))
    pygame.draw.arc(big, SHEEN, sheen, 0.9, 2.9, max(2, round(h * 0.035)))  # the felt's sheen, upper left
    band = pygame.Rect(round(w * 0.1), round(h * 0.62), round(w * 0.8), round(h * 0.3))
    pygame.draw.ellipse(big, BAND, band)                                   # the leather band
    inner = band.inflate(-round(w * 0.05), -round(h * 0.1))
    pygame.draw.arc(big, STITCH, inner, 3.5, 5.9, max(1, round(h * 0.015)))  # its stitching
    stalk = pygame.Rect(0, 0, round(w * 0.05), round(h * 0.16))
    stalk.midbottom = (w // 2 + round(w * 0.03), round(h * 0.14))
    pygame.draw.rect(big, FELT, stalk, border_radius=stalk.width // 2)    # the txertoa
    return pygame.transform.smoothscale(big, (width, round(width * RATIO)))


def txapela(res, width: int) -> pygame.Surface:
    """The txapela `width` px wide, made once and kept in the resources' cache."""
    return res.made(("txapela", width), lambda: draw_txapela(width))


def on_head(face: pygame.Rect) -> tuple[int, pygame.Rect]:
    """The width of the txapela for a portrait drawn in `face` (its full
    rect), and where it stands on the head."""
    width = round(face.width * 0.86)
    rect = pygame.Rect(0, 0, width, round(width * RATIO))
    rect.midbottom = (face.centerx, face.top + round(face.height * 0.35))
    return width, rect
