"""Generate every Solo Mus sprite from code: `python tools/make_sprites.py [--out DIR]`.

Owns the look of the game: the 40 Spanish-suited cards (suit signs, pip
layouts, the sota / zaldia / errege figures, corner ranks and the border
breaks that tell the suit), the card back, the felt table, the team and stake
chips, the Esku and dealer markers, the button / panel / plaque / bubble
frames and the lance and game icons.  File names come from game/assets.py;
everything is drawn with the supersampled canvas in tools/_draw.py, with no
randomness except a fixed-seed felt grain, so a rerun gives the same pixels.
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
import numpy as np  # noqa: E402
import pygame  # noqa: E402
from _draw import Canvas, darker, lighter, xf, ellipse_pts  # noqa: E402
from game import assets as A  # noqa: E402

# --------------------------------------------------------------------------
# Palette
# --------------------------------------------------------------------------

INK = (30, 22, 38)
CREAM = (255, 250, 238)
WHITE = (255, 255, 255)
SKIN = (255, 204, 158)
HAIR = (92, 52, 28)
GOLD = (255, 196, 28)
GOLD_DEEP = (214, 134, 0)
GOLD_LIGHT = (255, 238, 140)
STEEL = (214, 232, 250)

SUIT_COLOUR = {
    "o": (255, 190, 20),   # oros: gold
    "c": (230, 36, 52),    # copas: red
    "e": (30, 112, 232),   # espadas: blue
    "b": (34, 164, 64),    # bastos: green
}
# deeper versions for lines and numerals on the cream card
SUIT_DEEP = {
    "o": (205, 120, 0),
    "c": (200, 18, 40),
    "e": (18, 74, 196),
    "b": (18, 122, 44),
}
# a second clothing colour for the figures of each suit
SUIT_ACCENT = {
    "o": (222, 40, 56),
    "c": (255, 196, 28),
    "e": (255, 196, 28),
    "b": (230, 60, 50),
}
STAKE_COLOUR = (236, 230, 216)  # ivory: the stake in the centre belongs to nobody yet
BREAKS = {"o": 0, "c": 1, "e": 2, "b": 3}

CW, CH = A.CARD_SIZE

# ==========================================================================
# Suit signs, each drawn centred on (cx, cy); `size` is the sign's height
# ==========================================================================


def draw_oro(cv: Canvas, cx, cy, size, rot=0.0, ow=1.6):
    """A gold coin with a rim and a sunburst."""
    r = size / 2
    cv.circle((cx, cy), r, GOLD, INK, ow)
    cv.ring((cx, cy), r * 0.72, GOLD_DEEP, max(0.8, r * 0.09))
    # sun rays
    rays = []
    for i in range(16):
        a = math.radians(i * 360 / 16 + rot)
        rr = r * (0.56 if i % 2 == 0 else 0.36)
        rays.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    cv.poly(rays, GOLD_LIGHT)
    cv.circle((cx, cy), r * 0.2, GOLD_DEEP)
    # glint
    cv.ellipse(cx - r * 0.38, cy - r * 0.5, r * 0.2, r * 0.1, WHITE, rot=-35)


def copa_shape(size):
    """Outline points of a chalice `size` tall, centred on 0,0 (local units)."""
    h = size
    w = size * 0.78
    top = -h / 2
    bowl_bottom = top + h * 0.5
    pts = [(-w / 2, top)]
    # bowl side, a smooth curve to the stem
    for i in range(1, 11):
        t = i / 10
        x = -w / 2 * (1 - t ** 2.2) - w * 0.07 * t
        y = top + (bowl_bottom - top) * math.sin(t * math.pi / 2)
        pts.append((min(x, -w * 0.07), y))
    pts += [(-w * 0.07, top + h * 0.74), (-w * 0.34, top + h * 0.92), (-w * 0.4, top + h)]
    right = [(-x, y) for x, y in reversed(pts)]
    return pts + [(w * 0.4, top + h)] + right[1:]


def draw_copa(cv: Canvas, cx, cy, size, rot=0.0, ow=1.6):
    """A red chalice with gold rim, knot and foot bands."""
    pts = xf(copa_shape(size), (cx, cy), rot)
    cv.poly(pts, SUIT_COLOUR["c"], INK, ow)
    h, w = size, size * 0.78
    top = -h / 2
    # wine-dark mouth
    cv.poly(xf(ellipse_pts(0, top + h * 0.035, w / 2 - ow, h * 0.06, 40), (cx, cy), rot), (120, 0, 24), INK, ow * 0.7)
    # gold band under the rim
    band = [(-w * 0.47, top + h * 0.1), (w * 0.47, top + h * 0.1), (w * 0.43, top + h * 0.18), (-w * 0.43, top + h * 0.18)]
    cv.poly(xf(band, (cx, cy), rot), GOLD, INK, ow * 0.6)
    # knot on the stem
    cv.poly(xf(ellipse_pts(0, top + h * 0.62, w * 0.16, h * 0.06, 32), (cx, cy), rot), GOLD, INK, ow * 0.6)
    # foot band
    foot = [(-w * 0.36, top + h * 0.92), (w * 0.36, top + h * 0.92), (w * 0.4, top + h), (-w * 0.4, top + h)]
    cv.poly(xf(foot, (cx, cy), rot), GOLD, INK, ow * 0.6)
    # highlight on the bowl
    hl = [(-w * 0.3, top + h * 0.22), (-w * 0.2, top + h * 0.22), (-w * 0.12, top + h * 0.42), (-w * 0.18, top + h * 0.44)]
    cv.poly(xf(hl, (cx, cy), rot), lighter(SUIT_COLOUR["c"], 0.55))


def draw_espada(cv: Canvas, cx, cy, size, rot=0.0, ow=1.6, guard=0.22):
    """A blue sword, point up; `size` is its length, `guard` the half-width of its crossguard in lengths."""
    L = size
    bw = max(2.2, L * 0.075)  # half blade width
    top = -L / 2
    guard_y = top + L * 0.7
    blade = [(0, top), (bw, top + bw * 2.2), (bw * 0.9, guard_y), (-bw * 0.9, guard_y), (-bw, top + bw * 2.2)]
    cv.poly(xf(blade, (cx, cy), rot), STEEL, INK, ow)
    ridge = [(0, top + bw * 1.6), (bw * 0.32, top + bw * 3), (bw * 0.3, guard_y - 1), (-bw * 0.3, guard_y - 1), (-bw * 0.32, top + bw * 3)]
    cv.poly(xf(ridge, (cx, cy), rot), SUIT_COLOUR["e"])
    gw = L * guard
    gh = max(1.8, L * 0.05)
    guard = [(-gw, guard_y - gh * 0.2), (-gw * 0.9, guard_y - gh), (gw * 0.9, guard_y - gh), (gw, guard_y - gh * 0.2),
             (gw * 0.9, guard_y + gh * 0.7), (-gw * 0.9, guard_y + gh * 0.7)]
    cv.poly(xf(guard, (cx, cy), rot), SUIT_COLOUR["e"], INK, ow)
    grip = [(-bw * 0.75, guard_y + gh * 0.6), (bw * 0.75, guard_y + gh * 0.6), (bw * 0.7, top + L * 0.93), (-bw * 0.7, top + L * 0.93)]
    cv.poly(xf(grip, (cx, cy), rot), darker(SUIT_COLOUR["e"], 0.35), INK, ow)
    (px, py), = xf([(0, top + L * 0.955)], (cx, cy), rot)
    cv.circle((px, py), max(1.8, L * 0.05), GOLD, INK, ow)
    for end in (-gw, gw):
        (ex, ey), = xf([(end, guard_y - gh * 0.15)], (cx, cy), rot)
        cv.circle((ex, ey), max(1.2, gh * 0.75), GOLD, INK, ow * 0.8)


def draw_basto(cv: Canvas, cx, cy, size, rot=0.0, ow=1.6):
    """A green knotted club, thick end up; `size` is its length."""
    L = size
    top = -L / 2
    wt, wb = L * 0.15, L * 0.075  # half widths at top and handle
    n = 12
    left, right = [], []
    for i in range(n + 1):
        t = i / n
        y = top + L * 0.08 + t * L * 0.9
        half = wt + (wb - wt) * t ** 0.8
        bump = 1 + 0.06 * math.sin(t * 17)
        left.append((-half * bump, y))
        right.append((half * (2 - bump), y))
    body = ellipse_pts(0, top + L * 0.08, wt, L * 0.08, 24, 180, 360) + right + ellipse_pts(0, top + L * 0.98, wb, L * 0.02, 12, 0, 180) + list(reversed(left))
    green = SUIT_COLOUR["b"]
    # cut-off twigs (knots), drawn first so the trunk overlaps their roots
    for t, side in ((0.22, -1), (0.38, 1), (0.55, -1), (0.7, 1)):
        y = top + L * (0.08 + t * 0.9)
        half = wt + (wb - wt) * t ** 0.8
        stub = [(side * half * 0.6, y - L * 0.035), (side * (half + L * 0.075), y - L * 0.07),
                (side * (half + L * 0.09), y - L * 0.03), (side * half * 0.6, y + L * 0.025)]
        cv.poly(xf(stub, (cx, cy), rot), darker(green, 0.15), INK, ow)
    cv.poly(xf(body, (cx, cy), rot), green, INK, ow)
    # light stripe along the wood
    stripe = [(-wt * 0.55, top + L * 0.1), (-wt * 0.25, top + L * 0.1), (-wb * 0.15, top + L * 0.9), (-wb * 0.45, top + L * 0.9)]
    cv.poly(xf(stripe, (cx, cy), rot), lighter(green, 0.45))
    # knot scars and a cut top
    for t in (0.3, 0.62):
        y = top + L * (0.08 + t * 0.9)
        (kx, ky), = xf([(wt * 0.25, y)], (cx, cy), rot)
        cv.ellipse(kx, ky, max(1.0, L * 0.03), max(0.8, L * 0.018), darker(green, 0.45), rot=rot)
    cv.poly(xf(ellipse_pts(0, top + L * 0.08, wt * 0.8, L * 0.045, 28), (cx, cy), rot), (196, 226, 120), INK, ow * 0.7)
    cv.poly(xf(ellipse_pts(0, top + L * 0.08, wt * 0.35, L * 0.018, 20), (cx, cy), rot), (150, 180, 70))


SUIT_DRAW = {"o": draw_oro, "c": draw_copa, "e": draw_espada, "b": draw_basto}


def draw_sign(cv, suit, cx, cy, size, rot=0.0, ow=1.6):
    SUIT_DRAW[suit](cv, cx, cy, size, rot, ow)


# ==========================================================================
# Card face: frame with breaks, corner ranks, pips or figures
# ==========================================================================

FRAME = (8.0, 8.0, CW - 16.0, CH - 16.0)
INDEX_X = 24.0  # centre of the corner rank
INDEX_Y = 29.0
PIP_CX, PIP_CY = CW / 2, CH / 2


def card_base(suit: str) -> Canvas:
    cv = Canvas(CW, CH)
    cv.rrect(0.5, 0.5, CW - 1, CH - 1, 11, CREAM, (70, 66, 80), 1.6)
    x, y, w, h = FRAME
    colour = SUIT_DEEP[suit]
    cv.rrect(x, y, w, h, 6, None, colour, 2.6)
    # the breaks in the border line that name the suit
    cv_line_gap(cv, suit, y)
    cv_line_gap(cv, suit, y + h)
    return cv


def cv_line_gap(cv: Canvas, suit: str, y: float):
    n = BREAKS[suit]
    if n == 0:
        return
    gap, step = 7.0, 13.0
    total = (n - 1) * step
    for i in range(n):
        gx = CW / 2 - total / 2 + i * step
        cv.poly([(gx - gap / 2, y - 2.6), (gx + gap / 2, y - 2.6), (gx + gap / 2, y + 2.6), (gx - gap / 2, y + 2.6)], CREAM)


def corner_index(cv: Canvas, rank: int, suit: str):
    """The rank, tall and condensed in the Spanish manner, top-left and bottom-right."""
    colour = SUIT_DEEP[suit]
    label = str(rank)
    sx = 0.62 if rank >= 10 else 0.9
    for flip in (False, True):
        cx = INDEX_X if not flip else CW - INDEX_X
        cy = INDEX_Y if not flip else CH - INDEX_Y
        cv.text(label, 60, colour, (cx, cy), sx=sx, flip=flip)


# pip positions for the round-ish signs (oros, copas): (x, y, size)
def round_layout(n: int):
    cx, cy = PIP_CX, PIP_CY
    L, R = cx - 21, cx + 21
    if n == 1:
        return [(cx, cy, 84)]
    if n == 2:
        return [(cx, cy - 50, 48), (cx, cy + 50, 48)]
    if n == 3:
        return [(cx, cy - 60, 42), (cx, cy, 42), (cx, cy + 60, 42)]
    if n == 4:
        return [(L, cy - 44, 38), (R, cy - 44, 38), (L, cy + 44, 38), (R, cy + 44, 38)]
    if n == 5:
        return [(L, cy - 56, 35), (R, cy - 56, 35), (cx, cy, 35), (L, cy + 56, 35), (R, cy + 56, 35)]
    if n == 6:
        return [(x, cy + dy, 34) for dy in (-60, 0, 60) for x in (L, R)]
    if n == 7:  # 2-1-2-2 in four even rows
        return [(L, cy - 69, 32), (R, cy - 69, 32), (cx, cy - 23, 32)] + [(x, cy + dy, 32) for dy in (23, 69) for x in (L, R)]
    raise ValueError(n)


# long signs (espadas, bastos): (x, y, length, angle)
def long_layout(n: int, suit: str):
    cx, cy = PIP_CX, PIP_CY
    tilt = 24 if suit == "e" else 28
    if n == 1:
        return [(cx, cy, 178 if suit == "e" else 168, 0 if suit == "e" else 14)]
    if n == 2:
        return [(cx, cy, 164, -tilt), (cx, cy, 164, tilt)]
    if n == 3:
        return [(cx, cy, 160, -tilt), (cx, cy, 160, tilt), (cx, cy, 164, 0)]
    L, R = cx - 22, cx + 22
    t = 14
    if n == 4:
        return [(L, cy - 44, 78, t), (R, cy - 44, 78, -t), (L, cy + 44, 78, -t), (R, cy + 44, 78, t)]
    if n == 5:
        return [(L, cy - 52, 66, t), (R, cy - 52, 66, -t), (cx, cy, 62, 90), (L, cy + 52, 66, -t), (R, cy + 52, 66, t)]
    if n == 6:
        return [(L, cy - 60, 56, t), (R, cy - 60, 56, -t), (L, cy, 56, -t), (R, cy, 56, t), (L, cy + 60, 56, t), (R, cy + 60, 56, -t)]
    if n == 7:
        return [(L, cy - 62, 52, t), (R, cy - 62, 52, -t), (L, cy, 52, -t), (R, cy, 52, t), (L, cy + 62, 52, t), (R, cy + 62, 52, -t),
                (cx, cy - 31, 44, 90)]
    raise ValueError(n)


def pip_card(rank: int, suit: str) -> pygame.Surface:
    cv = card_base(suit)
    if suit in "oc":
        for x, y, s in round_layout(rank):
            if suit == "c":
                s *= 1.12
            draw_sign(cv, suit, x, y, s, 0, ow=2.2 if rank == 1 else 1.7)
    else:
        for x, y, length, ang in long_layout(rank, suit):
            draw_sign(cv, suit, x, y, length, ang, ow=2.0 if rank <= 3 else 1.6)
    corner_index(cv, rank, suit)
    return cv.result()


def face_card(rank: int, suit: str) -> pygame.Surface:
    cv = card_base(suit)
    fig = Canvas(CW, CH)
    {10: draw_sota, 11: draw_zaldia, 12: draw_errege}[rank](fig, suit)
    cv.blit(fig)
    corner_index(cv, rank, suit)
    return cv.result()


# ==========================================================================
# Figures.  Local units: a 100 x 200 box mapped onto the card's middle.
# ==========================================================================

FIG_X, FIG_Y, FIG_S = 30.0, 22.0, 0.94


def F(pts):
    return [(FIG_X + u * FIG_S, FIG_Y + v * FIG_S) for u, v in pts]


def Fp(u, v):
    return (FIG_X + u * FIG_S, FIG_Y + v * FIG_S)


def fpoly(cv, pts, fill, ow=1.6):
    cv.poly(F(pts), fill, INK, ow)


def fell(cv, u, v, ru, rv, fill, ow=1.6, rot=0.0):
    cv.poly(xf(ellipse_pts(0, 0, ru * FIG_S, rv * FIG_S, 48), Fp(u, v), rot), fill, INK, ow)


def head(cv, u, v, r, beard=False, hair=HAIR):
    """A face at (u, v) with radius r: hair, eyes, cheeks, optional beard."""
    fell(cv, u, v + r * 0.05, r * 1.08, r * 1.1, hair)
    fell(cv, u, v, r * 0.92, r, SKIN)
    if beard:
        pts = [(u - r * 0.9, v - r * 0.05)] + [(u + r * 0.95 * math.cos(a), v + r * 0.3 + r * 1.05 * math.sin(a))
                                             for a in [math.radians(d) for d in range(180, -1, -15)]]
        pts = [(u - r * 0.92, v)] + [(u + r * 0.92 * math.cos(math.radians(d)), v + r * 0.25 + r * 1.1 * math.sin(math.radians(d))) for d in range(0, 181, 15)][::-1]
        fpoly(cv, [(x, y) for x, y in reversed(pts)], (240, 240, 246), 1.3)
        fell(cv, u, v + r * 0.42, r * 0.36, r * 0.12, (190, 60, 60), 1.0)
    for side in (-1, 1):
        cv.disc(Fp(u + side * r * 0.36, v - r * 0.08), r * 0.13 * FIG_S, INK)
    if not beard:
        cv.disc(Fp(u - r * 0.55, v + r * 0.3), r * 0.16 * FIG_S, (255, 150, 140))
        cv.disc(Fp(u + r * 0.55, v + r * 0.3), r * 0.16 * FIG_S, (255, 150, 140))
        cv.stroke(F([(u - r * 0.22, v + r * 0.45), (u, v + r * 0.55), (u + r * 0.22, v + r * 0.45)]), INK, 1.0)


def hand(cv, u, v, r=4.2):
    fell(cv, u, v, r, r, SKIN, 1.3)


def held_sign(cv, suit, u, v, size, rot=0.0):
    x, y = Fp(u, v)
    draw_sign(cv, suit, x, y, size * FIG_S, rot, ow=1.6)


def draw_sota(cv: Canvas, suit: str):
    """The sota: a page standing, feathered cap, short tunic, hose and shoes."""
    main, acc = SUIT_COLOUR[suit], SUIT_ACCENT[suit]
    # legs and shoes
    for x0 in (36, 54):
        fpoly(cv, [(x0, 138), (x0 + 11, 138), (x0 + 10, 188), (x0 + 1, 188)], acc)
        fell(cv, x0 + 4 + (-3 if x0 < 45 else 3), 191, 9, 4.5, INK, 1.0)
    # tunic
    tunic = [(33, 62), (67, 62), (73, 92), (79, 142), (21, 142), (27, 92)]
    fpoly(cv, tunic, main)
    # tunic hem stripe and buttons
    fpoly(cv, [(22, 134), (78, 134), (79, 142), (21, 142)], acc, 1.2)
    for vv in (72, 84, 96):
        cv.disc(Fp(50, vv), 1.8, acc)
    fpoly(cv, [(26, 104), (74, 104), (75, 111), (25, 111)], darker(main, 0.35), 1.2)  # belt
    fell(cv, 50, 107.5, 4.5, 4.2, GOLD, 1.0)
    # collar
    fpoly(cv, [(36, 58), (64, 58), (60, 68), (50, 72), (40, 68)], WHITE, 1.3)
    # arms: left hand on hip, right arm holds the sign
    fpoly(cv, [(33, 64), (25, 68), (16, 96), (22, 106), (30, 100), (32, 80)], main)
    hand(cv, 24, 104)
    # head and cap
    head(cv, 50, 42, 13)
    fpoly(cv, [(32, 34), (36, 25), (50, 20), (66, 24), (70, 33), (50, 30)], acc, 1.4)
    fell(cv, 50, 32, 20, 4.5, darker(acc, 0.25), 1.3)
    # feather
    fpoly(cv, [(62, 26), (74, 6), (84, 2), (80, 12), (68, 28)], WHITE, 1.2)
    # the suit sign in the right hand
    if suit == "o":
        fpoly(cv, [(67, 64), (76, 68), (82, 88), (76, 92), (70, 76)], main)
        held_sign(cv, suit, 78, 104, 34)
        hand(cv, 79, 89)
    elif suit == "c":
        fpoly(cv, [(67, 64), (76, 68), (82, 88), (76, 92), (70, 76)], main)
        held_sign(cv, suit, 80, 100, 36)
        hand(cv, 80, 112)
    else:
        fpoly(cv, [(67, 64), (76, 68), (82, 108), (76, 112), (70, 78)], main)
        held_long(cv, suit, 79, 110, 112 if suit == "e" else 104, 8)
        hand(cv, 79, 110)


def draw_errege(cv: Canvas, suit: str):
    """The errege: a bearded king, crown, long robe, ermine cape, holding his sign."""
    main, acc = SUIT_COLOUR[suit], SUIT_ACCENT[suit]
    cape = (126, 36, 150) if suit != "c" else (40, 60, 170)
    # cape behind
    fpoly(cv, [(30, 60), (70, 60), (88, 190), (12, 190)], cape)
    # robe
    robe = [(34, 62), (66, 62), (74, 120), (80, 190), (20, 190), (26, 120)]
    fpoly(cv, robe, main)
    fpoly(cv, [(44, 64), (56, 64), (58, 190), (42, 190)], acc, 1.3)  # front panel
    fpoly(cv, [(20, 182), (80, 182), (80, 190), (20, 190)], WHITE, 1.3)  # ermine hem
    for uu in range(26, 78, 9):
        cv.disc(Fp(uu, 186), 1.1, INK)
    fpoly(cv, [(24, 104), (76, 104), (77, 111), (23, 111)], GOLD, 1.2)  # belt
    # ermine collar
    fpoly(cv, [(28, 58), (72, 58), (74, 70), (50, 76), (26, 70)], WHITE, 1.4)
    for uu, vv in ((34, 65), (44, 69), (56, 69), (66, 65)):
        cv.disc(Fp(uu, vv), 1.1, INK)
    # left arm resting across
    fpoly(cv, [(30, 70), (22, 76), (26, 100), (40, 100), (36, 82)], main)
    hand(cv, 41, 98)
    # head, beard, crown
    head(cv, 50, 40, 13, beard=True, hair=(236, 236, 242))
    crown = [(35, 32), (35, 14), (42, 22), (50, 9), (58, 22), (65, 14), (65, 32)]
    fpoly(cv, crown, GOLD, 1.4)
    fpoly(cv, [(34, 27), (66, 27), (66, 33), (34, 33)], GOLD_DEEP, 1.2)
    for uu, col in ((42, (230, 30, 50)), (50, (40, 120, 240)), (58, (230, 30, 50))):
        cv.disc(Fp(uu, 30), 1.6, col)
    for uu, vv in ((35, 14), (50, 9), (65, 14)):
        fell(cv, uu, vv, 2.4, 2.4, GOLD_LIGHT, 1.0)
    # right arm holds the sign up
    if suit in "oc":
        fpoly(cv, [(66, 64), (76, 68), (84, 92), (76, 96), (68, 78)], main)
        held_sign(cv, suit, 80, 104 if suit == "o" else 104, 34 if suit == "o" else 38)
        hand(cv, 80, 92 if suit == "o" else 114)
    else:
        fpoly(cv, [(66, 64), (76, 68), (84, 104), (76, 108), (68, 78)], main)
        held_long(cv, suit, 81, 106, 116 if suit == "e" else 106, 6)
        hand(cv, 81, 106)


def draw_horse(cv: Canvas, suit: str):
    """A white horse walking right, in a blanket of the suit colour."""
    body_c = (252, 250, 246)
    shade = (206, 200, 196)
    mane = (122, 80, 46)
    main, acc = SUIT_COLOUR[suit], SUIT_ACCENT[suit]
    # far legs (shaded), then tail
    for u0, lean in ((30, 4), (66, -5)):
        fpoly(cv, [(u0, 146), (u0 + 8, 146), (u0 + 8 + lean, 184), (u0 + lean, 184)], shade, 1.3)
        fpoly(cv, [(u0 - 1 + lean, 182), (u0 + 9 + lean, 182), (u0 + 9 + lean, 189), (u0 - 1 + lean, 189)], INK, 0.8)
    fpoly(cv, [(14, 128), (4, 142), (2, 166), (8, 176), (12, 158), (20, 136)], mane, 1.3)
    # body, neck, head
    fell(cv, 46, 140, 34, 17, body_c, 1.6)
    fpoly(cv, [(62, 132), (70, 112), (78, 96), (88, 88), (95, 96), (88, 112), (82, 136), (72, 146)], body_c, 1.6)
    fpoly(cv, [(82, 92), (88, 80), (96, 86), (103, 104), (102, 112), (94, 114), (86, 104)], body_c, 1.6)
    fpoly(cv, [(86, 84), (86, 72), (93, 82)], body_c, 1.2)  # ear
    fell(cv, 98, 110, 4.5, 3.2, (250, 186, 176), 1.0)  # muzzle
    cv.disc(Fp(91, 92), 1.6, INK)  # eye
    # mane along the neck
    fpoly(cv, [(86, 84), (80, 90), (72, 104), (66, 120), (62, 130), (70, 122), (78, 106), (86, 94)], mane, 1.2)
    # near legs
    for u0, lean in ((22, -3), (58, 4)):
        fpoly(cv, [(u0, 146), (u0 + 9, 146), (u0 + 9 + lean, 184), (u0 + lean, 184)], body_c, 1.4)
        fpoly(cv, [(u0 - 1 + lean, 182), (u0 + 10 + lean, 182), (u0 + 10 + lean, 190), (u0 - 1 + lean, 190)], INK, 0.8)
    # caparison (blanket) with a border in the accent colour
    blanket = [(24, 120), (64, 120), (68, 150), (58, 160), (32, 160), (20, 150)]
    fpoly(cv, blanket, main, 1.5)
    fpoly(cv, [(21, 148), (67, 148), (58, 160), (32, 160)], acc, 1.2)
    # bridle and reins
    cv.stroke(F([(86, 88), (98, 106)]), INK, 1.0)
    cv.stroke(F([(86, 102), (96, 104)]), INK, 1.0)


def draw_zaldia(cv: Canvas, suit: str):
    """The zaldia: a rider on a white horse in a blanket of the suit colour."""
    main, acc = SUIT_COLOUR[suit], SUIT_ACCENT[suit]
    draw_horse(cv, suit)
    # rider: torso, the near leg down the horse's side, the arm to the reins
    fpoly(cv, [(34, 70), (58, 70), (60, 114), (32, 114)], main)
    fpoly(cv, [(32, 106), (60, 106), (60, 114), (32, 114)], darker(main, 0.3), 1.2)
    fpoly(cv, [(38, 108), (52, 108), (58, 132), (54, 154), (46, 154), (48, 134)], acc)
    fell(cv, 52, 156, 8, 3.8, INK, 1.0)
    fpoly(cv, [(38, 66), (54, 66), (50, 76), (42, 76)], WHITE, 1.2)
    fpoly(cv, [(36, 74), (30, 90), (50, 104), (54, 98), (40, 86)], main)
    hand(cv, 54, 101, 3.8)
    cv.stroke(F([(56, 102), (88, 104)]), (120, 60, 30), 1.1)
    head(cv, 46, 52, 11)
    # helmet with plume
    fpoly(cv, [(34, 48), (36, 38), (46, 33), (56, 38), (58, 48)], STEEL, 1.4)
    fpoly(cv, [(32, 46), (60, 46), (60, 50), (32, 50)], GOLD, 1.1)
    fpoly(cv, [(44, 34), (40, 20), (48, 12), (54, 22), (50, 34)], acc, 1.2)
    # the sign held up in the right hand
    if suit in "oc":
        fpoly(cv, [(56, 72), (64, 70), (74, 52), (68, 48), (60, 62)], main)
        held_sign(cv, suit, 74, 40 if suit == "o" else 34, 30 if suit == "o" else 34)
        hand(cv, 71, 52, 3.8)
    else:
        fpoly(cv, [(56, 72), (64, 70), (74, 60), (68, 56), (60, 64)], main)
        held_long(cv, suit, 72, 58, 92 if suit == "e" else 84, 24)
        hand(cv, 71, 58, 3.8)


def held_long(cv, suit, hand_u, hand_v, length, rot):
    """A sword or club gripped at (hand_u, hand_v) by its handle, tilted rot degrees."""
    grip = 0.32 if suit == "e" else 0.36  # handle position below the sign's centre, in lengths
    off = grip * length
    a = math.radians(rot)
    cu, cv_ = hand_u + off * math.sin(a), hand_v - off * math.cos(a)
    if suit == "e":  # a figure's sword gets a slimmer guard so it does not read as an arm
        x, y = Fp(cu, cv_)
        draw_espada(cv, x, y, length * FIG_S, rot, ow=1.6, guard=0.14)
    else:
        held_sign(cv, suit, cu, cv_, length, rot)


# ==========================================================================
# Card back
# ==========================================================================


def lauburu_pts(r: float, rot: float = 0.0, at=(0.0, 0.0)):
    """The Basque lauburu: four comma heads (yin-yang fish) round a centre.

    Each head is a disc of radius r whose tail meets the centre; returns one
    polygon per head.
    """
    heads = []
    for k in range(4):
        c = (0.0, -r)  # head centre, pointing up; tail at the origin
        pts = []
        # big arc on the left, top to bottom
        pts += ellipse_pts(c[0], c[1], r, r, 48, -90, -270)
        # small arc from the tail up to the centre of the head (bulging left)
        pts += ellipse_pts(c[0], c[1] + r / 2, r / 2, r / 2, 24, 90, 270)[1:]
        # small arc from the centre to the top (bulging right)
        pts += ellipse_pts(c[0], c[1] - r / 2, r / 2, r / 2, 24, 90, -90)[1:-1]
        heads.append(xf(pts, at, rot + 90 * k))
    return heads


def card_back() -> pygame.Surface:
    cv = Canvas(CW, CH)
    red = (196, 24, 46)
    red_dark = (140, 10, 34)
    cv.rrect(0.5, 0.5, CW - 1, CH - 1, 11, WHITE, (70, 66, 80), 1.6)
    cv.rrect(7, 7, CW - 14, CH - 14, 7, red, None)
    # diagonal lattice
    x0, y0, h = 7, 7, CH - 14
    lattice = Canvas(CW, CH)
    step = 16
    for i in range(-20, 30):
        a = (x0 + i * step, y0)
        lattice.line(a, (a[0] + h, y0 + h), red_dark, 2.2)
        lattice.line((x0 + i * step, y0 + h), (x0 + i * step + h, y0), red_dark, 2.2)
    for i in range(-10, 20):
        for j in range(0, 30):
            px, py = x0 + i * step + (j % 2) * step / 2, y0 + j * step / 2
            lattice.disc((px, py), 1.6, GOLD)
    mask = Canvas(CW, CH)
    mask.rrect(9.5, 9.5, CW - 19, CH - 19, 6, WHITE)
    lattice.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    cv.blit(lattice)
    cv.rrect(9.5, 9.5, CW - 19, CH - 19, 6, None, GOLD, 2.2)
    cv.rrect(14.5, 14.5, CW - 29, CH - 29, 4, None, lighter(GOLD, 0.3), 1.0)
    # medallion
    c = (CW / 2, CH / 2)
    cv.circle(c, 44, CREAM, INK, 2.4)
    cv.ring(c, 38, GOLD, 3)
    for head_pts in lauburu_pts(15.5, 45, c):
        cv.poly(head_pts, red, INK, 1.8)
    # small lauburus at the ends
    for y in (42, CH - 42):
        cv.circle((CW / 2, y), 17, GOLD, INK, 1.8)
        for head_pts in lauburu_pts(6.2, 45, (CW / 2, y)):
            cv.poly(head_pts, red, INK, 1.0)
    return cv.result()


# ==========================================================================
# Table felt
# ==========================================================================


def felt() -> pygame.Surface:
    """1920x1080 green felt: vignette, fine grain (fixed seed), a faint gold
    table line and a lauburu watermark under the stake.

    The per-pixel maths uses only +, *, / and sqrt, which IEEE rounds the
    same way on every machine, so the pixels are reproducible anywhere.
    """
    w, h = 1920, 1080
    yy, xx = np.mgrid[0:h, 0:w]
    fx = (xx - w / 2 + 0.5) / (w / 2)
    fy = (yy - h / 2 + 0.5) / (h / 2)
    t = np.clip(np.sqrt(fx * fx * 0.85 + fy * fy) / 1.25, 0, 1)
    t = t * t
    centre = np.array([28.0, 138.0, 76.0])
    edge = np.array([8.0, 62.0, 38.0])
    img = centre * (1 - t[..., None]) + edge * t[..., None]
    # grain and a faint diagonal weave
    rng = np.random.default_rng(20240531)
    grain = rng.integers(-3, 4, size=(h, w)).astype(np.float64)
    weave = ((xx + yy) % 4 == 0) * 1.5 - ((xx - yy) % 4 == 0) * 1.5
    img += (grain + weave)[..., None]
    # the table line: an antialiased elliptical ring, 3.5 px wide
    a, b = 800.0, 416.0
    ex, ey = (xx - w / 2 + 0.5) / a, (yy - h / 2 + 0.5) / b
    dist = np.abs(np.sqrt(ex * ex + ey * ey) - 1.0) * b  # ~ px from the ring's centre line
    cover = np.clip(1.75 + 0.5 - dist, 0, 1) * (40 / 255)
    img = img * (1 - cover[..., None]) + np.array([255.0, 214.0, 90.0]) * cover[..., None]
    img = np.clip(np.rint(img), 0, 255).astype(np.uint8)
    surf = pygame.image.frombytes(img.tobytes(), (w, h), "RGB")
    mark = Canvas(160, 160)
    for head_pts in lauburu_pts(36, 45, (80, 80)):
        mark.poly(head_pts, (255, 214, 90, 22))
    surf.blit(mark.result(), (w // 2 - 80, h // 2 - 80))
    return surf


# ==========================================================================
# Chips, markers
# ==========================================================================


def chip(colour, value: int) -> pygame.Surface:
    """A chip seen at an angle: 48 px face, 7 px edge, for neat stacks."""
    w, h = A.CHIP_SIZE
    cv = Canvas(w, h)
    cx = w / 2
    rx, ry = 24.0, 15.0
    thick = float(A.CHIP_STACK_STEP)
    top_cy = 2 + ry
    edge = darker(colour, 0.3)
    # side band
    side = ellipse_pts(cx, top_cy + thick, rx, ry, 64, 0, 180) + [(cx - rx, top_cy), (cx + rx, top_cy)]
    cv.poly(side, edge, INK, 1.6)
    # edge stripes on the band
    light = sum(colour) > 600  # the ivory stake chip needs dark stripes
    stripe = (WHITE if not light else (64, 60, 76)) if value == 1 else (GOLD if not light else GOLD_DEEP)
    for k in range(6):
        a = 15 + k * 30
        if a > 165:
            continue
        a0, a1 = math.radians(a - 6), math.radians(a + 6)
        p = [(cx + rx * math.cos(a0), top_cy + ry * math.sin(a0)), (cx + rx * math.cos(a1), top_cy + ry * math.sin(a1)),
             (cx + rx * math.cos(a1), top_cy + thick + ry * math.sin(a1)), (cx + rx * math.cos(a0), top_cy + thick + ry * math.sin(a0))]
        cv.poly(p, stripe)
    # face
    cv.ellipse(cx, top_cy, rx, ry, colour, INK, 1.6)
    if value == 1:
        for k in range(8):
            a = math.radians(k * 45 + 22.5)
            cv.ellipse(cx + rx * 0.8 * math.cos(a), top_cy + ry * 0.8 * math.sin(a), 3.4, 2.0, stripe, rot=math.degrees(a) + 90)
        cv.ellipse(cx, top_cy, rx * 0.58, ry * 0.58, lighter(colour, 0.25), stripe, 1.4)
        cv.text("1", 30, WHITE, (cx, top_cy), outline=INK, ow=1.2, sy=0.7)
    else:
        cv.ellipse(cx, top_cy, rx * 0.86, ry * 0.86, None, GOLD, 2.6)
        cv.ellipse(cx, top_cy, rx * 0.6, ry * 0.6, GOLD, INK, 1.2)
        cv.text("5", 30, INK, (cx, top_cy), sy=0.7)
    # rim highlight
    cv.stroke(ellipse_pts(cx, top_cy, rx - 2, ry - 2, 40, 200, 250), (255, 255, 255, 150), 1.4)
    return cv.result()


def marker_esku() -> pygame.Surface:
    """The Esku token: a gold disc with a bold E (Esku is said in every language)."""
    w, h = A.MARKER_SIZE
    cv = Canvas(w, h)
    c = (w / 2, h / 2)
    cv.circle(c, 25, GOLD, INK, 2.4)
    cv.ring(c, 20.5, GOLD_DEEP, 1.6)
    cv.text("E", 34, INK, (c[0], c[1] + 0.5))
    cv.stroke(ellipse_pts(c[0], c[1], 22.5, 22.5, 40, 200, 250), (255, 255, 255, 190), 2.0)
    return cv.result()


def marker_dealer() -> pygame.Surface:
    """The dealer token: a white disc with a small deck of red-backed cards."""
    w, h = A.MARKER_SIZE
    cv = Canvas(w, h)
    c = (w / 2, h / 2)
    cv.circle(c, 25, WHITE, INK, 2.4)
    cv.ring(c, 20.5, (200, 200, 214), 1.6)
    red = (196, 24, 46)
    for k, (dx, dy, rot) in enumerate(((-6, 2, -16), (0, 0, 0), (6, 2, 16))):
        pts = xf([(-8, -12), (8, -12), (8, 12), (-8, 12)], (c[0] + dx, c[1] + dy), rot)
        cv.poly(pts, red, INK, 1.5)
        cv.poly(xf([(-5, -9), (5, -9), (5, 9), (-5, 9)], (c[0] + dx, c[1] + dy), rot), None, GOLD, 1.0)
    return cv.result()


# ==========================================================================
# Frames: buttons, panel, plaque, bubble
# ==========================================================================

BUTTON_FACE = (255, 206, 48)


def button(state: str) -> pygame.Surface:
    w, h = A.BUTTON_SIZE
    cv = Canvas(w, h)
    face = {"normal": BUTTON_FACE, "hover": (255, 230, 110), "pressed": (240, 178, 24), "disabled": (150, 150, 158)}[state]
    lip = 0 if state == "pressed" else 6
    top = 2 + (6 - lip)
    # lip (the button's thickness)
    cv.rrect(2, top + lip, w - 4, h - 4 - (6 - lip) - lip + 0, 16, darker(face, 0.42), INK, 3)
    cv.rrect(2, top, w - 4, h - 4 - 6, 16, face, INK, 3)
    # glossy top half
    gloss = lighter(face, 0.45)
    cv.rrect(10, top + 5, w - 20, (h - 10) * 0.36, 10, gloss)
    if state == "hover":
        cv.rrect(5, top + 3, w - 10, h - 16, 13, None, WHITE, 2)
    return cv.result()


def button_focus() -> pygame.Surface:
    w, h = A.BUTTON_SIZE
    pad = A.BUTTON_FOCUS_PAD
    cv = Canvas(w + 2 * pad, h + 2 * pad)
    cv.rrect(2, 2, w + 2 * pad - 4, h + 2 * pad - 4, 20, None, INK, 5)
    cv.rrect(2, 2, w + 2 * pad - 4, h + 2 * pad - 4, 20, None, (80, 240, 255), 3)
    return cv.result()


def panel() -> pygame.Surface:
    w = h = 192
    cv = Canvas(w, h)
    cv.rrect(2, 2, w - 4, h - 4, 20, (22, 26, 52, 228), INK, 3)
    cv.rrect(7, 7, w - 14, h - 14, 15, None, GOLD, 2.4)
    cv.rrect(12, 12, w - 24, h - 24, 11, None, (255, 214, 90, 90), 1.0)
    return cv.result()


def plaque() -> pygame.Surface:
    w, h = 160, 56
    cv = Canvas(w, h)
    cv.rrect(2, 2, w - 4, h - 4, 12, (250, 240, 214), INK, 2.6)
    cv.rrect(6, 6, w - 12, h - 12, 8, None, GOLD_DEEP, 1.6)
    return cv.result()


def bubble() -> pygame.Surface:
    w, h = 160, 72
    cv = Canvas(w, h)
    cv.rrect(2, 2, w - 4, h - 4, 18, WHITE, INK, 3)
    cv.rrect(7, 6, w - 14, 10, 5, (236, 240, 250))
    return cv.result()


# ==========================================================================
# Icons
# ==========================================================================


def icon_base(colour) -> Canvas:
    w, h = A.ICON_SIZE
    cv = Canvas(w, h)
    cv.circle((32, 32), 29, colour, INK, 3)
    cv.stroke(ellipse_pts(32, 32, 24, 24, 40, 200, 250), (255, 255, 255, 140), 3)
    return cv


def icon_haundia() -> pygame.Surface:
    cv = icon_base((232, 56, 40))
    cv.poly([(32, 8), (54, 34), (41, 34), (41, 54), (23, 54), (23, 34), (10, 34)], WHITE, INK, 2.4)
    return cv.result()


def icon_tipia() -> pygame.Surface:
    cv = icon_base((40, 120, 232))
    cv.poly([(32, 48), (46, 32), (38, 32), (38, 20), (26, 20), (26, 32), (18, 32)], WHITE, INK, 2.2)
    return cv.result()


def icon_pariak() -> pygame.Surface:
    cv = icon_base((150, 60, 200))
    for dx, rot in ((-7, -12), (7, 12)):
        pts = xf([(-10, -15), (10, -15), (10, 15), (-10, 15)], (32 + dx, 33), rot)
        cv.poly(pts, CREAM, INK, 2.2)
        draw_oro(cv, 32 + dx * 1.15, 33, 11, ow=1.2)
    return cv.result()


def icon_jokua() -> pygame.Surface:
    cv = icon_base((30, 160, 80))
    cv.text("31", 32, WHITE, (32, 33), outline=INK, ow=1.6)
    return cv.result()


def icon_pundua() -> pygame.Surface:
    cv = icon_base((0, 150, 160))
    cv.text("30", 32, WHITE, (32, 33), outline=INK, ow=1.6)
    cv.circle((48, 46), 4, GOLD, INK, 1.5)
    return cv.result()


def icon_eye() -> pygame.Surface:
    """An open eye, for how watchful a computer player is."""
    cv = icon_base((235, 150, 30))
    cv.poly(ellipse_pts(32, 33, 21, 12, 40, 0, 360), WHITE, INK, 2.4)
    cv.circle((32, 33), 8, (60, 110, 200), INK, 2)
    cv.circle((32, 33), 3.5, INK)
    cv.circle((35, 30), 1.8, WHITE)
    return cv.result()


def icon_game(size: int = 256) -> pygame.Surface:
    s = size / 256
    cv = Canvas(size, size, ss=4 if size > 64 else 8)
    red = (196, 24, 46)
    cv.rrect(6 * s, 6 * s, 244 * s, 244 * s, 48 * s, (24, 120, 66), INK, 8 * s)
    cv.rrect(16 * s, 16 * s, 224 * s, 224 * s, 40 * s, None, (255, 214, 90), 4 * s)
    # a fan of two cards behind a gold lauburu coin
    for rot, col in ((-16, CREAM), (14, CREAM)):
        pts = xf([(-46, -70), (46, -70), (46, 70), (-46, 70)], (128 * s, 118 * s), rot, s)
        cv.poly(pts, col, INK, 6 * s)
    pts = xf([(-34, -58), (34, -58), (34, 58), (-34, 58)], (128 * s, 118 * s), 14, s)
    cv.poly(pts, None, red, 4 * s)
    c = (128 * s, 150 * s)
    cv.circle(c, 62 * s, GOLD, INK, 7 * s)
    cv.ring(c, 50 * s, GOLD_DEEP, 5 * s)
    for head_pts in lauburu_pts(22 * s, 45, c):
        cv.poly(head_pts, red, INK, 4 * s)
    return cv.result()


# ==========================================================================
# Main
# ==========================================================================


def build_all() -> dict[str, pygame.Surface]:
    """Every sprite, keyed by its name in game/assets.py."""
    out: dict[str, pygame.Surface] = {}
    for suit in A.SUITS:
        for rank in A.RANKS:
            out[A.card_sprite_name(rank, suit)] = pip_card(rank, suit) if rank <= 7 else face_card(rank, suit)
    out[A.CARD_BACK] = card_back()
    out[A.FELT] = felt()
    for team in (0, 1):
        for value in (1, 5):
            out[A.chip_sprite_name(team, value)] = chip(A.TEAM_COLOURS[team], value)
    out[A.CHIP_STAKE_1] = chip(STAKE_COLOUR, 1)
    out[A.CHIP_STAKE_5] = chip(STAKE_COLOUR, 5)
    out[A.MARKER_ESKU] = marker_esku()
    out[A.MARKER_DEALER] = marker_dealer()
    out[A.BUTTON] = button("normal")
    out[A.BUTTON_HOVER] = button("hover")
    out[A.BUTTON_PRESSED] = button("pressed")
    out[A.BUTTON_DISABLED] = button("disabled")
    out[A.BUTTON_FOCUS] = button_focus()
    out[A.PANEL] = panel()
    out[A.PLAQUE] = plaque()
    out[A.BUBBLE] = bubble()
    out[A.ICON_HAUNDIA] = icon_haundia()
    out[A.ICON_TIPIA] = icon_tipia()
    out[A.ICON_PARIAK] = icon_pariak()
    out[A.ICON_JOKUA] = icon_jokua()
    out[A.ICON_PUNDUA] = icon_pundua()
    out[A.ICON_EYE] = icon_eye()
    out[A.ICON_GAME] = icon_game(256)
    out[A.ICON_GAME_SMALL] = icon_game(32)
    missing = set(A.ALL_SPRITES) - set(out)
    assert not missing, f"generator forgot {sorted(missing)}"
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "sprites", help="output folder (default: the repo's sprites/)")
    parser.add_argument("--only", default="", help="comma-separated name prefixes to build (for quick iteration)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    pygame.init()
    sprites = build_all()
    prefixes = [p for p in args.only.split(",") if p]
    count = 0
    for name, surface in sprites.items():
        if prefixes and not any(name.startswith(p) for p in prefixes):
            continue
        D.save(surface, args.out / name)
        count += 1
    print(f"wrote {count} sprites to {args.out} in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
