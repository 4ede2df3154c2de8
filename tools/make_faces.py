"""Draw the computer players' faces from code: `python tools/make_faces.py [--out DIR] [--only NAMES]`.

Owns the look of the ten characters (their skin, hair, hats, glasses,
earrings, beards, clothes and face shapes) and writes, for each, the layer
sprites game/faces composes: the shoulders, neck and chest, the head's parts
(ears, face, hair behind and in front, beard, moustache, glasses, its own
beret, earrings)
and the feature strips (brows, eyes, pupil, mouths, tongues) drawn by
tools/_face_parts.py.  Names and geometry come from game/assets.py; drawing is
the supersampled canvas of tools/_draw.py with no randomness, so a rerun gives
the same pixels.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

import _draw as D  # noqa: E402  (sets the dummy SDL drivers before pygame loads)
import pygame  # noqa: E402
from _draw import darker, ellipse_pts, lighter, mix, xf  # noqa: E402
from _face_parts import (  # noqa: E402
    CX, DETAIL, INK, NECK_BASE_Y, OUTLINE, PCX, PH, WHITE, Look, Part, bezier, bib, bleed, blob, clipped,
    draw_ears, draw_head, draw_neck, draw_shoulder, feature_strips, head_arc, head_part, neckline, torso_part,
)

from game import assets as A  # noqa: E402

GOLD = (255, 196, 28)
GOLD_DEEP = (214, 134, 0)
SILVER = (214, 222, 232)
BERET_BLACK = (40, 40, 54)
BERET_RED = (214, 36, 48)


# ==========================================================================
# Shared pieces of hair, hats and accessories (head-box coordinates)
# ==========================================================================


def hair_cap(look: Look, hairline, grow: float = 5.0, top_grow: float = 7.0):
    """Hair over the top of the head: an arc just outside the skull, closed by
    a hairline given as points from the left temple to the right one."""
    arc = head_arc(look, grow, top_grow, 180, 360)
    return arc + list(reversed(hairline))


def strands(cv, shape, lines, colour):
    """A few lines of hair texture, kept inside `shape`."""
    clipped(cv, shape, lambda layer: [layer.stroke(line, colour, 1.5) for line in lines])


def beret(cv, look: Look, colour, tilt: float, dx: float, band: float = 18.0, width: float = 60.0, rise: float = 16.0,
          band_px: float = 5.0):
    """A txapela: a wide flat disc over the head and its band across the
    forehead, `band` px below the top of the skull; the little stalk
    (txertena) on top."""
    a, b = look.face
    top = look.face_cy - b
    y0 = top + band

    def half_width(y, grow=3.0):
        t = (y - look.face_cy) / (b + grow)
        return (a + grow) * math.sqrt(max(0.0, 1 - t * t))

    if band_px:
        k = 0.0032
        w0, w1 = half_width(y0 + 6), half_width(y0 + 6 + band_px)
        upper = [(CX + x, y0 + k * x * x) for x in (w0 * (-1 + 2 * i / 24) for i in range(25))]
        lower = [(CX + x, y0 + band_px + k * x * x) for x in (w1 * (1 - 2 * i / 24) for i in range(25))]
        cv.poly(upper + lower, lighter(colour, 0.12), INK, OUTLINE)
    centre = (CX + dx, y0 - rise)
    cv.poly(xf(ellipse_pts(0, 0, width, 17, 96), centre, tilt), colour, INK, OUTLINE)
    cv.stroke(xf(ellipse_pts(0, 0, width - 12, 10, 64, 205, 295), centre, tilt), lighter(colour, 0.3), 2.2)
    sx, sy = xf([(6, -17)], centre, tilt)[0]
    cv.stroke([(sx, sy + 2), (sx + 1, sy - 5), (sx + 4, sy - 8)], INK, 3.2)


def ear_lobes(look: Look, anchors):
    a, _ = look.face
    y = anchors["eye"][1] + 8 + look.ear[1] - 3
    return [(CX - a - 1, y), (CX + a + 1, y)]


def moustache(cv, look: Look, anchors, colour, width: float, drop: float, thick: float):
    mx, my = anchors["mouth"]
    top = my - 12
    left = [(mx - 2, top), (mx - width * 0.5, top + 1.5), (mx - width, top + drop),
            (mx - width * 0.8, top + thick + 1), (mx - width * 0.35, top + thick), (mx - 1, top + thick * 0.7)]
    right = [(2 * mx - x, y) for x, y in reversed(left)]
    cv.poly(left + right, colour, INK, DETAIL + 0.2)
    cv.stroke([(mx, top + 1.5), (mx, top + thick * 0.7 - 0.5)], mix(colour, INK, 0.35), 1.2)


def glasses_round(cv, look, anchors, frame, r: float = 15.0, square: bool = False):
    ex, ey = anchors["eye"]
    a, _ = look.face
    for x in (ex, 2 * CX - ex):
        if square:
            cv.rrect(x - r - 1, ey - r * 0.72, 2 * r + 2, r * 1.5, 5, (255, 255, 255, 46), INK, 4.2)
            cv.rrect(x - r - 1, ey - r * 0.72, 2 * r + 2, r * 1.5, 5, None, frame, 2.0)
            cv.stroke([(x - r + 5, ey - r * 0.45), (x - r + 10, ey - r * 0.45)], (255, 255, 255, 200), 1.6)
        else:
            cv.circle((x, ey), r, (255, 255, 255, 46))
            cv.ring((x, ey), r - 1.8, INK, 4.2)
            cv.ring((x, ey), r - 1.0, frame, 2.0)
            cv.stroke(ellipse_pts(x, ey, r - 4.5, r - 4.5, 48, 200, 245), (255, 255, 255, 210), 1.6)
    bridge = bezier((ex + r - 1, ey - 3), (CX, ey - 8), (2 * CX - ex - r + 1, ey - 3), 10)
    cv.stroke(bridge, INK, 4.0)
    cv.stroke(bridge, frame, 2.0)
    for side in (-1, 1):
        x0 = CX + side * (CX - ex + r)
        cv.stroke([(x0, ey - 3), (CX + side * (a + 1), ey - 5)], INK, 3.6)
        cv.stroke([(x0, ey - 3), (CX + side * (a + 1), ey - 5)], frame, 1.6)


# ==========================================================================
# Clothes (portrait coordinates): the shoulders' colour and patterns, and the
# chest with its neckline
# ==========================================================================


def checks(colour, dark):
    def draw(cv, side, poly):
        def pattern(layer):
            for x in range(-8, 240, 22):
                layer.poly([(x, 120), (x + 9, 120), (x + 9, 270), (x, 270)], dark + (120,))
            for y in range(166, 270, 22):
                layer.poly([(-10, y), (240, y), (240, y + 9), (-10, y + 9)], dark + (120,))
            for x in range(-8, 240, 22):
                layer.line((x + 15, 120), (x + 15, 270), lighter(colour, 0.35), 1.2)
        clipped(cv, poly, pattern)
    return draw


def stripes(dark):
    def draw(cv, side, poly):
        clipped(cv, poly, lambda layer: [layer.poly([(-10, y), (240, y), (240, y + 7), (-10, y + 7)], dark)
                                         for y in range(186, 270, 15)])
    return draw


def chest(look: Look, fill, half: float, draw_front, pattern=None) -> pygame.Surface:
    cv = torso_part()
    shape = bib(look, half)
    cv.poly(shape, fill)
    if pattern:
        pattern(cv, 0, shape)
    draw_front(cv)
    return cv.result()


def collar_flaps(cv, colour, spread: float = 20, length: float = 20, y0: float = NECK_BASE_Y - 6):
    for side in (-1, 1):
        flap = [(PCX + side * 3, y0 + 8), (PCX + side * (spread - 2), y0 - 2), (PCX + side * (spread + 6), y0 + length * 0.55),
                (PCX + side * 9, y0 + length)]
        cv.poly(flap, colour, INK, DETAIL)


def _front_edge(poly):
    """x along a jacket side's front edge, as a function of y."""
    edge = [pt for pt in poly if pt[1] < PH and abs(pt[0] - PCX) < 40]
    edge.sort(key=lambda pt: pt[1])
    (x0, y0), (x1, y1) = edge[0], edge[-1]

    def at(y):
        t = (y - y0) / max(1.0, y1 - y0)
        return x0 + (x1 - x0) * t
    return at


def lapels(colour, top: float, bottom: float, width: float = 13.0, buttons_on=None, button=None):
    """Shoulder details of a jacket: a lapel folded along each front edge,
    and buttons down the side given (+1 right, -1 left) if any."""
    def draw(cv, side, poly):
        at = _front_edge(poly)
        lapel = [(at(top), top), (at(top) + side * width, top + 6), (at(bottom) + side * 3, bottom), (at(bottom), bottom)]
        cv.poly(lapel, colour, INK, DETAIL)
        if buttons_on == side:
            front_buttons(side, button)(cv, side, poly)
    return draw


def front_buttons(buttons_on: int, button):
    """Shoulder details of a cardigan with no lapel: buttons down the front
    edge of one side (+1 right, -1 left), the lower one hidden until that
    shoulder is raised."""
    def draw(cv, side, poly):
        if side != buttons_on:
            return
        at = _front_edge(poly)
        for y in (NECK_BASE_Y + 50, NECK_BASE_Y + 66):
            cv.circle((at(y) + side * 6, y), 2.8, button, INK, 1.2)
    return draw


def buttons(cv, ys, colour, x=PCX):
    for y in ys:
        cv.circle((x, y), 2.6, colour, INK, 1.2)


# ==========================================================================
# The characters
# ==========================================================================


class Character:
    """One character: its look and how its hair, extras and clothes are drawn."""

    look: Look
    extras: tuple[str, ...] = ()

    def __init__(self, name: str):
        self.name = name
        self.anchors = A.FACE_ANCHORS[name]

    # hooks, each returning a Surface of the head box (or the body box)
    def hair_back(self, cv): pass
    def hair_front(self, cv): pass
    def beard(self, cv): pass
    def moustache(self, cv): pass
    def glasses(self, cv): pass
    def earrings(self, cv): pass
    def beret(self, cv): pass  # its own txapela (A.FACE_HAT), a layer apart: the crowning takes it off
    def clothes(self): raise NotImplementedError  # (fill, shoulder details or None, jacket opening or None)
    def torso(self): raise NotImplementedError

    def parts(self) -> dict[str, pygame.Surface]:
        look = self.look
        fill, details, opening = self.clothes()
        assert (opening is not None) == (self.name in A.FACE_JACKETS), f"{self.name}: a jacket in game/assets.py?"
        out = {
            "shoulder_l": draw_shoulder(look, -1, fill, details, opening),
            "shoulder_r": draw_shoulder(look, 1, fill, details, opening),
            "neck": draw_neck(look),
            "torso": self.torso(),
            "ears": draw_ears(look, self.anchors),
            "head": draw_head(look, self.anchors),
        }
        for part in A.FACE_HEAD_EXTRAS:
            if part in A.FACE_EXTRAS[self.name]:
                cv = head_part()
                getattr(self, part)(cv)
                out[part] = cv.result()
        out.update(feature_strips(look))
        return out


class Aitona(Character):
    look = Look(skin=(244, 190, 156), hair=(236, 236, 240), brow=(240, 240, 244), iris=(86, 128, 178),
                clothes=(46, 112, 76), face=(50, 59), face_cy=100, jaw=2.3, chin=0.14, nose="round", brow_w=7.0,
                wrinkles=2, blush=0.45, ear=(10.0, 15.0), neck=19, shoulder=94,
                extra={"eye_h": 8.4, "brow_len": 14.0, "brow_arch": 2.0})

    def hair_back(self, cv):
        cv.poly(head_arc(self.look, 8, 4, 172, 368), self.look.hair, INK, OUTLINE)

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        a, _ = look.face
        for side in (-1, 1):
            # white locks from under the beret over the top of each ear
            x = CX + side * (a + 1)
            blob(cv, [((x - side * 1, ey - 26), 7.0), ((x + side * 3, ey - 17), 7.5), ((x + side * 2, ey - 8), 6.0)],
                 look.hair, INK, DETAIL)
            cv.stroke(bezier((x + side * 1, ey - 24), (x + side * 5, ey - 17), (x + side * 2, ey - 10), 8),
                      darker(look.hair, 0.18), 1.3)

    def beret(self, cv):
        beret(cv, self.look, BERET_BLACK, -4, 3, band=9, width=64)

    def moustache(self, cv):
        moustache(cv, self.look, self.anchors, self.look.hair, 21, 9, 9)

    def clothes(self):
        jacket = self.look.clothes
        opening = [(self.look.neck + 3, NECK_BASE_Y - 6), (13, NECK_BASE_Y + 34), (9, NECK_BASE_Y + 60)]
        return jacket, lapels(darker(jacket, 0.22), NECK_BASE_Y - 4, NECK_BASE_Y + 34, 14, 1, (210, 190, 150)), opening
    def torso(self):
        look = self.look

        def front(cv):
            collar_flaps(cv, WHITE, 17, 16)
            buttons(cv, (NECK_BASE_Y + 26, NECK_BASE_Y + 44), (230, 230, 236))
        return chest(look, WHITE, 42, front)


class Amona(Character):
    look = Look(skin=(250, 210, 184), hair=(232, 232, 240), brow=(200, 196, 204), iris=(112, 82, 60),
                clothes=(134, 62, 142), face=(49, 57), face_cy=100, jaw=2.0, chin=0.22, nose="button",
                lashes=True, wrinkles=2, blush=0.45, lips=(206, 96, 118), neck=16, shoulder=84,
                extra={"eye_h": 8.4, "brow_len": 12.0, "brow_arch": 3.5})

    def hair_back(self, cv):
        look = self.look
        cv.poly(head_arc(look, 7, 6, 160, 380), look.hair, INK, OUTLINE)
        top = look.face_cy - look.face[1]
        blob(cv, [((CX, top - 8), 19)], look.hair)
        cv.stroke(ellipse_pts(CX, top - 8, 12, 10, 40, 200, 330), darker(look.hair, 0.15), 1.5)

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        line = [(CX - 52, ey - 4), (CX - 46, ey - 30), (CX - 30, ey - 44), (CX - 8, ey - 46), (CX + 10, ey - 45),
                (CX + 30, ey - 42), (CX + 46, ey - 30), (CX + 52, ey - 4)]
        shape = hair_cap(look, line, 6, 6)
        cv.poly(shape, look.hair, INK, OUTLINE)
        strands(cv, shape, [bezier((CX - 40, ey - 20), (CX - 30, ey - 56), (CX - 4, ey - 62), 10),
                            bezier((CX + 40, ey - 20), (CX + 30, ey - 56), (CX + 4, ey - 62), 10),
                            bezier((CX - 16, ey - 44), (CX - 8, ey - 58), (CX + 6, ey - 62), 8)],
                darker(look.hair, 0.2))
    def glasses(self, cv):
        glasses_round(cv, self.look, self.anchors, (214, 160, 40), 15.5)

    def earrings(self, cv):
        for x, y in ear_lobes(self.look, self.anchors):
            cv.circle((x, y + 4), 4.2, (250, 248, 240), INK, 1.4)
            cv.disc((x - 1.3, y + 2.6), 1.2, WHITE)

    def clothes(self):
        cardigan = self.look.clothes
        opening = [(self.look.neck + 4, NECK_BASE_Y - 4), (9, NECK_BASE_Y + 34), (6, NECK_BASE_Y + 60)]
        return cardigan, front_buttons(1, (240, 210, 230)), opening
    def torso(self):
        look = self.look

        def front(cv):
            for side in (-1, 1):
                collar = ellipse_pts(PCX + side * 12, NECK_BASE_Y + 1, 13, 9, 40)
                cv.poly(collar, WHITE, INK, DETAIL)
            cv.circle((PCX, NECK_BASE_Y + 8), 3.6, GOLD, INK, 1.2)
        return chest(look, (250, 246, 236), 40, front)


class Bizar(Character):
    look = Look(skin=(222, 168, 124), hair=(66, 42, 30), brow=(52, 32, 24), iris=(96, 62, 38),
                clothes=(204, 46, 46), face=(51, 58), face_cy=98, jaw=3.2, chin=0.1, nose="long", brow_w=6.5,
                blush=0.2, neck=21, shoulder=98, extra={"brow_arch": 2.0, "brow_len": 14.0})

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        line = [(CX - 51, ey - 4), (CX - 48, ey - 28), (CX - 36, ey - 40), (CX - 14, ey - 42), (CX + 4, ey - 46),
                (CX + 20, ey - 40), (CX + 40, ey - 38), (CX + 50, ey - 28), (CX + 51, ey - 4)]
        shape = hair_cap(look, line, 5, 9)
        cv.poly(shape, look.hair, INK, OUTLINE)
        strands(cv, shape, [bezier((CX - 20, ey - 46), (CX, ey - 62), (CX + 24, ey - 58), 8),
                            bezier((CX - 36, ey - 40), (CX - 20, ey - 60), (CX + 2, ey - 64), 8)],
                lighter(look.hair, 0.25))

    def beard(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        mx, my = self.anchors["mouth"]
        outer = head_arc(look, 5, 8, -6, 186, 40)
        inner = [(CX - 50, ey + 2), (CX - 42, ey + 22), (CX - 22, my - 14), (CX, my - 16), (CX + 22, my - 14),
                 (CX + 42, ey + 22), (CX + 50, ey + 2)]
        shape = outer + inner  # along the jaw from right to left, then back over the cheeks
        cv.poly(shape, look.hair, INK, OUTLINE)
        strands(cv, shape, [bezier((CX - 30, my + 4), (CX - 24, my + 20), (CX - 12, my + 26), 8),
                            bezier((CX + 30, my + 4), (CX + 24, my + 20), (CX + 12, my + 26), 8)],
                lighter(look.hair, 0.25))
        cv.ellipse(mx, my + 2, 18, 11, mix(look.skin, look.lip_colour, 0.25))

    def moustache(self, cv):
        moustache(cv, self.look, self.anchors, self.look.hair, 20, 8, 8)

    def clothes(self):
        shirt = self.look.clothes
        opening = [(self.look.neck + 2, NECK_BASE_Y - 8), (17, NECK_BASE_Y + 18), (18, NECK_BASE_Y + 60)]

        def details(cv, side, poly):
            checks(shirt, (60, 20, 24))(cv, side, poly)
            x = PCX + side * (self.look.neck + 2)
            flap = [(x, NECK_BASE_Y - 10), (x + side * 14, NECK_BASE_Y - 4), (PCX + side * 24, NECK_BASE_Y + 16),
                    (PCX + side * 17, NECK_BASE_Y + 18)]
            cv.poly(flap, shirt, INK, DETAIL)
        return shirt, details, opening
    def torso(self):
        look = self.look
        tee = (206, 208, 214)

        def front(cv):
            neck = bezier((PCX - 22, NECK_BASE_Y - 6), (PCX, NECK_BASE_Y + 18), (PCX + 22, NECK_BASE_Y - 6), 14)
            cv.poly(neck, look.skin)
            cv.stroke(neck, INK, OUTLINE)
            band = bezier((PCX - 24, NECK_BASE_Y - 3), (PCX, NECK_BASE_Y + 24), (PCX + 24, NECK_BASE_Y - 3), 14)
            cv.stroke(band, darker(tee, 0.15), 3.0)
        return chest(look, tee, 40, front)


class Kizkur(Character):
    look = Look(skin=(252, 216, 192), hair=(198, 86, 40), brow=(150, 62, 32), iris=(64, 150, 92),
                clothes=(0, 156, 150), face=(47, 56), face_cy=100, jaw=2.0, chin=0.3, nose="small", lashes=True,
                freckles=True, blush=0.45, lips=(226, 96, 88), neck=16, shoulder=84,
                extra={"brow_len": 12.0, "brow_w": 4.5})

    def hair_back(self, cv):
        """A cloud of curls around the head, hanging to the shoulders."""
        look = self.look
        a, b = look.face
        cy = look.face_cy
        rim = []
        for k in range(6):  # down the left side, from the shoulder up
            rim.append(((CX - a - 16 - (k % 2) * 3, cy + 84 - k * 17), 13.5 - (k % 2)))
        for i in range(13):  # over the top
            t = math.radians(180 + 180 * i / 12)
            rim.append(((CX + (a + 16) * math.cos(t), cy - 4 + (b + 14) * math.sin(t)), 14.0 - (i % 2) * 1.5))
        for k in range(6):  # down the right side
            rim.append(((CX + a + 16 + (k % 2) * 3, cy + k * 17), 13.5 - (k % 2)))
        blob(cv, rim, look.hair)
        cv.poly([pt for pt, _ in rim], look.hair)
        swirl = darker(look.hair, 0.22)
        for (x, y), r in rim[::2]:
            cv.stroke(ellipse_pts(x, y, r * 0.5, r * 0.5, 24, 150, 330), swirl, 1.5)
        for x, y in ((CX - 40, cy + 60), (CX + 40, cy + 64), (CX - 26, cy + 84), (CX + 28, cy + 86)):
            cv.stroke(ellipse_pts(x, y, 6, 6, 24, 150, 330), swirl, 1.5)

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        circles = [((CX + dx, ey - 60 + abs(dx) * 0.30 - (4 if abs(dx) < 20 else 0)), r)
                   for dx, r in ((-44, 12), (-30, 12), (-14, 12), (2, 12), (18, 12), (32, 12), (45, 11))]
        circles += [((CX - 54, ey - 18), 11), ((CX + 54, ey - 18), 11), ((CX - 56, ey + 2), 9), ((CX + 56, ey + 2), 9)]
        blob(cv, circles, look.hair)
        for (x, y), r in circles:
            cv.stroke(ellipse_pts(x, y + 2, r * 0.5, r * 0.45, 24, 20, 160), darker(look.hair, 0.22), 1.4)

    def earrings(self, cv):
        for x, y in ear_lobes(self.look, self.anchors):
            cv.ring((x, y + 9), 7.0, INK, 3.6)
            cv.ring((x, y + 9), 7.4, GOLD, 2.0)

    def clothes(self):
        return self.look.clothes, None, None

    def torso(self):
        look = self.look

        def front(cv):
            neckline(cv, look, look.neck, [(PCX, NECK_BASE_Y + 31)])
            cv.stroke([(PCX - 14, NECK_BASE_Y + 4), (PCX, NECK_BASE_Y + 16), (PCX + 14, NECK_BASE_Y + 4)], GOLD_DEEP, 1.4)
        return chest(look, look.clothes, 40, front)


class Motz(Character):
    look = Look(skin=(142, 90, 62), hair=(34, 28, 38), brow=(28, 22, 30), iris=(74, 42, 26),
                clothes=(255, 190, 30), face=(48, 58), face_cy=99, jaw=2.1, chin=0.22, nose="button",
                lashes=True, blush=0.22, lips=(150, 58, 72), neck=16, shoulder=86,
                extra={"blush_colour": (196, 60, 64), "brow_len": 12.5, "brow_w": 4.6, "brow_arch": 3.5})

    def hair_back(self, cv):
        cv.poly(head_arc(self.look, 8, 9, 165, 375), self.look.hair, INK, OUTLINE)

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        line = [(CX - 53, ey + 4), (CX - 51, ey - 22), (CX - 42, ey - 40), (CX - 22, ey - 43), (CX - 4, ey - 44),
                (CX + 14, ey - 43), (CX + 32, ey - 44), (CX + 46, ey - 32), (CX + 52, ey - 10), (CX + 53, ey + 4)]
        shape = hair_cap(look, line, 7, 10)
        cv.poly(shape, look.hair, INK, OUTLINE)
        strands(cv, shape, [bezier((CX + 40, ey - 56), (CX, ey - 50), (CX - 38, ey - 30), 10),
                            bezier((CX + 30, ey - 64), (CX - 6, ey - 58), (CX - 44, ey - 40), 10)],
                lighter(look.hair, 0.3))

    def earrings(self, cv):
        for x, y in ear_lobes(self.look, self.anchors):
            cv.circle((x, y + 2), 3.6, GOLD, INK, 1.3)

    def clothes(self):
        return self.look.clothes, None, None

    def torso(self):
        look = self.look

        def front(cv):
            neck = bezier((PCX - 24, NECK_BASE_Y - 4), (PCX, NECK_BASE_Y + 22), (PCX + 24, NECK_BASE_Y - 4), 14)
            cv.poly(neck, look.skin)
            cv.stroke(neck, INK, OUTLINE)
            band = bezier((PCX - 26, NECK_BASE_Y - 1), (PCX, NECK_BASE_Y + 28), (PCX + 26, NECK_BASE_Y - 1), 14)
            cv.stroke(band, darker(look.clothes, 0.15), 3.0)
            chain = bezier((PCX - 18, NECK_BASE_Y - 2), (PCX, NECK_BASE_Y + 14), (PCX + 18, NECK_BASE_Y - 2), 12)
            cv.stroke(chain, GOLD, 1.4)
            cv.circle((PCX, NECK_BASE_Y + 7), 3, GOLD, INK, 1.1)
        return chest(look, look.clothes, 40, front)


class Gazte(Character):
    look = Look(skin=(255, 220, 190), hair=(246, 200, 84), brow=(196, 146, 56), iris=(70, 132, 214),
                clothes=(40, 112, 222), face=(48, 56), face_cy=102, jaw=2.2, chin=0.2, nose="small", blush=0.4,
                neck=18, shoulder=92, extra={"eye_h": 10.2, "brow_len": 13.0})

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        sides = darker(look.hair, 0.12)
        for side in (-1, 1):
            cv.poly([(CX + side * 51, ey - 2), (CX + side * 52, ey - 34), (CX + side * 42, ey - 50), (CX + side * 31, ey - 44),
                     (CX + side * 45, ey - 28), (CX + side * 48, ey - 2)], sides, INK, DETAIL)
        quiff = [(CX - 44, ey - 36), (CX - 40, ey - 56), (CX - 22, ey - 68), (CX + 4, ey - 77), (CX + 30, ey - 79),
                 (CX + 50, ey - 69), (CX + 44, ey - 63), (CX + 50, ey - 48), (CX + 40, ey - 40), (CX + 22, ey - 45),
                 (CX + 4, ey - 42), (CX - 16, ey - 44), (CX - 34, ey - 38)]
        cv.poly(quiff, look.hair, INK, OUTLINE)
        strands(cv, quiff, [bezier((CX - 30, ey - 40), (CX - 10, ey - 66), (CX + 30, ey - 72), 10),
                            bezier((CX - 10, ey - 40), (CX + 10, ey - 60), (CX + 40, ey - 62), 10)],
                lighter(look.hair, 0.45))

    def clothes(self):
        return self.look.clothes, None, None

    def torso(self):
        look = self.look

        def front(cv):
            hood = bezier((PCX - 40, NECK_BASE_Y + 2), (PCX, NECK_BASE_Y + 40), (PCX + 40, NECK_BASE_Y + 2), 18)
            ring = [(PCX - 42, NECK_BASE_Y - 6)] + hood + [(PCX + 42, NECK_BASE_Y - 6), (PCX + 22, NECK_BASE_Y - 8)] + \
                bezier((PCX + 22, NECK_BASE_Y - 8), (PCX, NECK_BASE_Y + 18), (PCX - 22, NECK_BASE_Y - 8), 12)
            cv.poly(ring, darker(look.clothes, 0.15), INK, OUTLINE)
            for side in (-1, 1):
                cv.stroke([(PCX + side * 12, NECK_BASE_Y + 18), (PCX + side * 14, NECK_BASE_Y + 46)], WHITE, 2.2)
                cv.circle((PCX + side * 14, NECK_BASE_Y + 48), 2.4, WHITE, INK, 1.0)
        return chest(look, look.clothes, 46, front)


class Betaurreko(Character):
    look = Look(skin=(212, 158, 116), hair=(168, 168, 178), brow=(96, 94, 104), iris=(104, 72, 44),
                clothes=(214, 154, 44), face=(50, 60), face_cy=98, jaw=2.8, chin=0.12, nose="long", brow_w=5.5,
                wrinkles=1, blush=0.2, neck=19, shoulder=94, extra={"eye_h": 8.4, "brow_arch": 2.0})

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        line = [(CX - 51, ey - 2), (CX - 50, ey - 30), (CX - 40, ey - 40), (CX - 24, ey - 40), (CX - 18, ey - 46),
                (CX + 6, ey - 42), (CX + 30, ey - 38), (CX + 46, ey - 30), (CX + 51, ey - 2)]
        shape = hair_cap(look, line, 6, 8)
        cv.poly(shape, look.hair, INK, OUTLINE)
        strands(cv, shape, [bezier((CX - 20, ey - 46), (CX + 10, ey - 62), (CX + 46, ey - 44), 10),
                            bezier((CX - 20, ey - 60), (CX + 10, ey - 70), (CX + 40, ey - 58), 10)],
                darker(look.hair, 0.2))

    def moustache(self, cv):
        moustache(cv, self.look, self.anchors, (84, 80, 88), 16, 5, 6.5)

    def glasses(self, cv):
        glasses_round(cv, self.look, self.anchors, (40, 36, 48), 16.0, square=True)

    def clothes(self):
        cardigan = self.look.clothes
        opening = [(self.look.neck + 5, NECK_BASE_Y - 6), (12, NECK_BASE_Y + 34), (5, NECK_BASE_Y + 60)]
        return cardigan, front_buttons(1, darker(cardigan, 0.35)), opening
    def torso(self):
        look = self.look
        shirt = (176, 212, 244)

        def front(cv):
            tie = [(PCX - 4, NECK_BASE_Y + 4), (PCX + 4, NECK_BASE_Y + 4), (PCX + 7, NECK_BASE_Y + 44), (PCX, NECK_BASE_Y + 52),
                   (PCX - 7, NECK_BASE_Y + 44)]
            cv.poly(tie, (180, 30, 44), INK, DETAIL)
            cv.poly([(PCX - 5, NECK_BASE_Y - 2), (PCX + 5, NECK_BASE_Y - 2), (PCX + 4, NECK_BASE_Y + 6), (PCX - 4, NECK_BASE_Y + 6)],
                    (160, 24, 38), INK, DETAIL)
            collar_flaps(cv, shirt, 18, 16)
        return chest(look, shirt, 44, front)


class Txirikorda(Character):
    look = Look(skin=(186, 124, 84), hair=(32, 26, 34), brow=(28, 22, 28), iris=(62, 38, 24),
                clothes=(58, 168, 84), face=(47, 57), face_cy=100, jaw=2.0, chin=0.24, nose="button", lashes=True,
                blush=0.3, lips=(176, 70, 80), neck=16, shoulder=84, extra={"blush_colour": (214, 70, 74), "brow_len": 12.0, "brow_w": 4.6})

    def hair_back(self, cv):
        look = self.look
        cv.poly(head_arc(look, 9, 9, 160, 380) + [(CX + 62, 236), (CX - 62, 236)], look.hair, INK, OUTLINE)

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        left = [(CX - 2, ey - 46), (CX - 30, ey - 40), (CX - 46, ey - 20), (CX - 52, ey + 14), (CX - 48, ey + 34),
                (CX - 58, ey + 30), (CX - 60, ey - 10)]
        right = [(2 * CX - x, y) for x, y in left]
        cap = head_arc(look, 8, 9, 180, 360)
        shape = [left[-1]] + cap + list(reversed(right[:-1])) + left[:-1]
        cv.poly(shape, look.hair, INK, OUTLINE)
        strands(cv, shape, [bezier((CX - 2, ey - 46), (CX - 30, ey - 46), (CX - 50, ey - 10), 10),
                            bezier((CX + 2, ey - 46), (CX + 30, ey - 46), (CX + 50, ey - 10), 10)],
                lighter(look.hair, 0.28))
        band = head_arc(look, 9, 9, 205, 335, 20)
        cv.stroke(band, INK, 8.6)
        cv.stroke(band, (220, 44, 52), 5.4)
        # the braid over the left shoulder, tied with a red band
        x, y = CX - 50, ey + 22
        for k in range(8):
            cx, cy = x - 4 + k * 1.2 + (3 if k % 2 else -3), y + 8 + k * 12
            cv.ellipse(cx, cy, 9.5 - k * 0.3, 8.5, look.hair, INK, DETAIL, rot=25 if k % 2 else -25)
            cv.stroke([(cx - 4, cy - 3), (cx + 3, cy + 3)] if k % 2 else [(cx + 4, cy - 3), (cx - 3, cy + 3)],
                      lighter(look.hair, 0.3), 1.4)
        tie_y = y + 8 + 8 * 12 - 4
        cv.rrect(x - 4, tie_y - 3, 12, 6, 2, (220, 44, 52), INK, DETAIL)
        cv.poly([(x - 2, tie_y + 3), (x + 6, tie_y + 3), (x + 9, tie_y + 14), (x + 2, tie_y + 10), (x - 5, tie_y + 14)],
                look.hair, INK, DETAIL)

    def earrings(self, cv):
        for x, y in ear_lobes(self.look, self.anchors)[1:]:
            cv.circle((x, y + 3), 3.0, SILVER, INK, 1.2)

    def clothes(self):
        return self.look.clothes, None, None

    def torso(self):
        look = self.look

        def front(cv):
            neckline(cv, look, 30, (PCX, NECK_BASE_Y + 40))
        return chest(look, look.clothes, 42, front)


class Burusoil(Character):
    look = Look(skin=(112, 70, 50), hair=(206, 206, 212), brow=(214, 214, 220), iris=(60, 36, 24),
                clothes=(242, 132, 40), face=(53, 58), face_cy=98, jaw=2.4, chin=0.12, nose="button", brow_w=6.0,
                wrinkles=1, blush=0.15, ear=(9.0, 14.0), neck=21, shoulder=98, extra={"blush_colour": (196, 60, 64), "eye_h": 8.4, "brow_arch": 2.5})

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        a, b = look.face
        for side in (-1, 1):
            tuft = [(CX + side * (a - 6), ey - 30), (CX + side * (a + 4), ey - 26), (CX + side * (a + 5), ey - 8),
                    (CX + side * (a + 1), ey - 2), (CX + side * (a - 3), ey - 14)]
            cv.poly(tuft, look.hair, INK, DETAIL)
        top = look.face_cy - b
        cv.stroke(ellipse_pts(CX - 14, top + 18, 18, 10, 60, 200, 290), lighter(look.skin, 0.35), 4.0)

    def beard(self, cv):
        look = self.look
        mx, my = self.anchors["mouth"]
        shape = [(mx - 20, my - 6), (mx - 22, my + 10), (mx - 10, my + 28), (mx, my + 30), (mx + 10, my + 28),
                 (mx + 22, my + 10), (mx + 20, my - 6), (mx + 12, my + 10), (mx - 12, my + 10)]
        cv.poly(shape, look.hair, INK, DETAIL + 0.2)
        cv.ellipse(mx, my + 2, 16, 9.5, look.skin)

    def moustache(self, cv):
        moustache(cv, self.look, self.anchors, self.look.hair, 20, 12, 7.5)

    def clothes(self):
        return self.look.clothes, None, None

    def torso(self):
        look = self.look

        def front(cv):
            cv.poly([(PCX - 8, NECK_BASE_Y), (PCX + 8, NECK_BASE_Y), (PCX + 8, NECK_BASE_Y + 40), (PCX - 8, NECK_BASE_Y + 40)],
                    darker(look.clothes, 0.1), INK, DETAIL)
            collar_flaps(cv, look.clothes, 22, 22, NECK_BASE_Y - 8)
            buttons(cv, (NECK_BASE_Y + 18, NECK_BASE_Y + 32), (250, 240, 220))
        return chest(look, look.clothes, 46, front)


class Txapelgorri(Character):
    look = Look(skin=(238, 186, 150), hair=(116, 64, 34), brow=(92, 50, 30), iris=(118, 104, 48),
                clothes=(250, 248, 242), face=(48, 57), face_cy=101, jaw=2.0, chin=0.26, nose="small", lashes=True,
                blush=0.35, lips=(204, 40, 62), neck=16, shoulder=86, extra={"brow_len": 12.5, "brow_w": 4.8})

    def hair_back(self, cv):
        look = self.look
        cv.poly(head_arc(look, 12, 8, 160, 380) + [(CX + 60, 200), (CX + 30, 204), (CX - 30, 204), (CX - 60, 200)],
                look.hair, INK, OUTLINE)

    def hair_front(self, cv):
        look = self.look
        ey = self.anchors["eye"][1]
        a, b = look.face
        left = [(CX + 20, ey - 48), (CX - 10, ey - 42), (CX - 36, ey - 36), (CX - 49, ey - 14), (CX - 50, ey + 30),
                (CX - 46, ey + 58), (CX - 62, ey + 62), (CX - 62, ey + 10)]
        right = [(CX + 38, ey - 45), (CX + 48, ey - 26), (CX + 50, ey + 30), (CX + 47, ey + 58), (CX + 62, ey + 62),
                 (CX + 62, ey + 10)]
        cap = head_arc(look, 11, 8, 180, 360)
        shape = [left[-1]] + cap + list(reversed(right)) + left[:-1]
        cv.poly(shape, look.hair, INK, OUTLINE)
        strands(cv, shape, [bezier((CX + 20, ey - 48), (CX - 20, ey - 46), (CX - 45, ey - 12), 10),
                            bezier((CX - 56, ey), (CX - 58, ey + 30), (CX - 54, ey + 56), 8),
                            bezier((CX + 56, ey), (CX + 58, ey + 30), (CX + 54, ey + 56), 8)],
                lighter(look.hair, 0.25))

    def beret(self, cv):
        beret(cv, self.look, BERET_RED, 9, 10, band=4, width=56, rise=9, band_px=0)

    def earrings(self, cv):
        for x, y in ear_lobes(self.look, self.anchors):
            cv.line((x, y + 1), (x, y + 6), GOLD_DEEP, 1.4)
            cv.poly(xf(ellipse_pts(0, 0, 3.2, 4.6, 24), (x, y + 10)), GOLD, INK, 1.2)

    def clothes(self):
        jacket = (38, 52, 110)
        opening = [(self.look.neck + 8, NECK_BASE_Y - 4), (26, NECK_BASE_Y + 28), (28, NECK_BASE_Y + 60)]
        return jacket, lapels(lighter(jacket, 0.12), NECK_BASE_Y - 2, NECK_BASE_Y + 26, 12), opening
    def torso(self):
        look = self.look

        def front(cv):
            neckline(cv, look, 36, (PCX, NECK_BASE_Y + 20))
        return chest(look, look.clothes, 44, front, stripes((36, 48, 104)))


CAST = {
    "aitona": Aitona, "amona": Amona, "bizar": Bizar, "kizkur": Kizkur, "motz": Motz, "gazte": Gazte,
    "betaurreko": Betaurreko, "txirikorda": Txirikorda, "burusoil": Burusoil, "txapelgorri": Txapelgorri,
}


def build(name: str) -> dict[str, pygame.Surface]:
    """Every sprite of one character, keyed by its name in game/assets.py."""
    parts = CAST[name](name).parts()
    expected = set(A.face_parts(name))
    assert set(parts) == expected, f"{name}: drew {sorted(set(parts) ^ expected)} differently from game/assets.py"
    return {A.face_sprite_name(name, part): bleed(surf) for part, surf in parts.items()}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "sprites", help="output folder (default: the repo's sprites/)")
    parser.add_argument("--only", default="", help="comma-separated character names to draw (default: all)")
    args = parser.parse_args(argv)
    names = [n for n in args.only.split(",") if n] or list(A.FACE_CHARACTERS)
    unknown = [n for n in names if n not in CAST]
    if unknown:
        parser.error(f"no character {', '.join(unknown)}: expected {', '.join(A.FACE_CHARACTERS)}")
    assert tuple(CAST) == A.FACE_CHARACTERS, "the cast and game/assets.py list different characters"
    start = time.perf_counter()
    pygame.init()
    count = 0
    for name in names:
        for sprite, surface in build(name).items():
            D.save(surface, args.out / sprite)
            count += 1
    print(f"wrote {count} face sprites to {args.out} in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
