"""The face-drawing kit for tools/make_faces.py: the parts every character shares.

Owns the `Look` a character is drawn from (skin, hair, eye and clothes
colours, face shape), the canvases placed in the portrait's or the head's
coordinates (`Part`), and the drawings of the parts whose shape is the same
for everyone and only their colours and sizes change: the head and its nose,
cheeks and wrinkles, the ears, the neck, the shoulders' silhouette, and the
feature strips (brows at each raise, eyes at each closure, the pupil, every
mouth shape and the tongues).  Coordinates are those of game/assets.py's face
section; each feature frame is drawn about its own centre (0, 0).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import pygame
from _draw import Canvas, darker, ellipse_pts, lighter, mix, xf

from game import assets as A

INK = (30, 22, 38)
WHITE = (255, 255, 255)
MOUTH_DARK = (110, 26, 44)
TONGUE = (240, 108, 128)
TEETH = (255, 255, 250)

HW, HH = A.FACE_HEAD_BOX[2], A.FACE_HEAD_BOX[3]
CX = HW / 2  # the head's middle, in the head box
PW, PH = A.FACE_SIZE
PCX = PW / 2
HEAD_X, HEAD_Y = A.FACE_HEAD_BOX[0], A.FACE_HEAD_BOX[1]

OUTLINE = 2.4  # silhouettes
DETAIL = 1.8  # lines inside a shape


@dataclass
class Look:
    """What one character looks like; everything else is drawn the same way."""

    skin: tuple
    hair: tuple
    iris: tuple
    clothes: tuple
    brow: tuple | None = None  # defaults to a darker hair colour
    lips: tuple | None = None  # defaults to a rosy skin
    face: tuple = (50.0, 58.0)  # half width, half height of the face
    face_cy: float = 98.0
    jaw: float = 2.0  # superellipse exponent of the jaw: 2 round, higher square
    chin: float = 0.18  # how much the face narrows towards the chin
    nose: str = "button"  # button, round, long, small
    brow_w: float = 5.0  # brow thickness
    lashes: bool = False
    wrinkles: int = 0  # 0 none, 1 some, 2 an old face
    freckles: bool = False
    blush: float = 0.35  # how rosy the cheeks are
    ear: tuple = (8.0, 13.0)
    neck: float = 18.0  # half width
    shoulder: float = 92.0  # half width of the shoulders
    iris_r: float = 6.4
    extra: dict = field(default_factory=dict)

    @property
    def shade(self):
        return darker(self.skin, 0.16)

    @property
    def brow_colour(self):
        return self.brow if self.brow is not None else darker(self.hair, 0.3)

    @property
    def lip_colour(self):
        return self.lips if self.lips is not None else mix(darker(self.skin, 0.18), (214, 72, 86), 0.45)


class Part(Canvas):
    """A canvas covering `box` (x, y, w, h) of a larger drawing: shapes are
    given in the larger drawing's coordinates."""

    def __init__(self, box):
        x, y, w, h = box
        super().__init__(w, h)
        self.ox, self.oy = x, y

    def p(self, pt):
        return (round((pt[0] - self.ox) * self.ss), round((pt[1] - self.oy) * self.ss))


def head_part() -> Part:
    return Part((0, 0, HW, HH))


def head_arc(look: Look, grow_x: float, grow_y: float, a0: float, a1: float, n: int = 32, dy: float = 0.0):
    """Points on an ellipse about the face's centre, `grow` px beyond it,
    from angle a0 to a1 (degrees: 0 right, 90 down, 180 left, 270 up)."""
    a, b = look.face
    return ellipse_pts(CX, look.face_cy + dy, a + grow_x, b + grow_y, n * 4, a0, a1)


def frame_part(feature: str) -> Part:
    w, h = A.FACE_FEATURE_FRAMES[feature]
    return Part((-w / 2, -h / 2, w, h))


def bleed(surface: pygame.Surface, passes: int = 2) -> pygame.Surface:
    """Give the see-through pixels beside a shape the colour of its edge
    (their alpha stays 0), so that scaling the sprite down, which averages
    colours whatever their alpha, leaves no dark seam where two layers of the
    same colour meet.  Integer arithmetic: the same pixels on every machine."""
    w, h = surface.get_size()
    rgba = np.frombuffer(pygame.image.tobytes(surface, "RGBA"), np.uint8).reshape(h, w, 4).copy()
    rgb = rgba[..., :3].astype(np.int32)
    known = rgba[..., 3] > 0
    for _ in range(passes):
        total = np.zeros((h, w, 3), np.int32)
        count = np.zeros((h, w), np.int32)
        for dy, dx in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            src = np.roll(np.roll(known, dy, axis=0), dx, axis=1)
            col = np.roll(np.roll(rgb, dy, axis=0), dx, axis=1)
            if dy == -1:
                src[-1, :] = False
            elif dy == 1:
                src[0, :] = False
            if dx == -1:
                src[:, -1] = False
            elif dx == 1:
                src[:, 0] = False
            total += col * src[..., None]
            count += src
        fill = ~known & (count > 0)
        rgb[fill] = total[fill] // count[fill][:, None]
        known = known | fill
    rgba[..., :3] = rgb.astype(np.uint8)
    return pygame.image.frombytes(rgba.tobytes(), (w, h), "RGBA").copy()


def strip(frames: list[pygame.Surface]) -> pygame.Surface:
    """Frames side by side, left to right."""
    w, h = frames[0].get_size()
    out = pygame.Surface((w * len(frames), h), pygame.SRCALPHA)
    for i, frame in enumerate(frames):
        out.blit(frame, (i * w, 0))
    return out


def bezier(p0, p1, p2, n: int = 16):
    """Points on a quadratic Bezier curve."""
    pts = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        pts.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return pts


def clipped(cv: Part, shape, draw) -> None:
    """Run `draw(layer)` on a fresh layer over the same box and paste only what
    falls inside the polygon `shape` (patterns on clothes, strands in hair)."""
    box = (cv.ox, cv.oy, cv.w, cv.h)
    layer, mask = Part(box), Part(box)
    draw(layer)
    mask.poly(shape, (255, 255, 255, 255))
    layer.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    cv.surf.blit(layer.surf, (0, 0))


def blob(cv: Canvas, circles, fill, outline=INK, width: float = OUTLINE):
    """Overlapping circles drawn as one outlined shape (curls, buns, clouds)."""
    for (x, y), r in circles:
        cv.disc((x, y), r + width / 2, outline)
    for (x, y), r in circles:
        cv.disc((x, y), r - width / 2, fill)


# --------------------------------------------------------------------------
# Head
# --------------------------------------------------------------------------


def face_outline(look: Look, n: int = 96):
    """The face's silhouette in head-box coordinates."""
    a, b = look.face
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        c, s = math.cos(t), math.sin(t)
        if s > 0:  # lower half: the jaw
            e = 2 / look.jaw
            x = a * math.copysign(abs(c) ** e, c) * (1 - look.chin * s ** 2)
            y = b * s ** e
        else:
            x, y = a * c, b * s
        pts.append((CX + x, look.face_cy + y))
    return pts


def draw_ears(look: Look, anchors: dict) -> pygame.Surface:
    cv = head_part()
    a, _ = look.face
    rx, ry = look.ear
    y = anchors["eye"][1] + 8
    for side in (-1, 1):
        x = CX + side * (a - 1)
        cv.ellipse(x, y, rx, ry, look.skin, INK, OUTLINE, rot=side * 12)
        inner = [(x + side * rx * 0.1, y - ry * 0.55), (x + side * rx * 0.55, y - ry * 0.2),
                 (x + side * rx * 0.45, y + ry * 0.3), (x + side * rx * 0.05, y + ry * 0.5)]
        cv.stroke(inner, look.shade, DETAIL)
    return cv.result()


def draw_head(look: Look, anchors: dict) -> pygame.Surface:
    """The face: skin, nose, cheeks, wrinkles, freckles (features come apart)."""
    cv = head_part()
    cv.poly(face_outline(look), look.skin, INK, OUTLINE)
    ex, ey = anchors["eye"]
    mx, my = anchors["mouth"]
    dx = CX - ex
    # cheeks
    if look.blush > 0:
        rosy = mix(look.skin, look.extra.get("blush_colour", (255, 96, 110)), look.blush)
        for side in (-1, 1):
            cv.ellipse(CX + side * (dx + 9), ey + 20, 9, 6, rosy)
    # freckles
    if look.freckles:
        spots = mix(look.skin, (170, 90, 50), 0.45)
        for side in (-1, 1):
            for fx, fy in ((4, 14), (10, 17), (16, 13), (7, 21), (14, 22)):
                cv.disc((CX + side * (dx - 6 + fx), ey + fy), 1.1, spots)
    # wrinkles
    line = mix(look.skin, INK, 0.45)
    if look.wrinkles >= 1:
        for side in (-1, 1):
            # smile lines beside the mouth
            cv.stroke(bezier((CX + side * 15, my - 16), (CX + side * 22, my - 6), (CX + side * 19, my + 4), 10), line, 1.4)
    if look.wrinkles >= 2:
        for side in (-1, 1):
            ox = CX + side * (dx + 15)
            for k in (-3, 2):  # crow's feet
                cv.line((ox, ey + k * 0.8), (ox + side * 6, ey + k * 1.7), line, 1.2)
            cv.stroke(bezier((CX + side * (dx - 9), ey + 11), (CX + side * dx, ey + 14), (CX + side * (dx + 9), ey + 11), 8), line, 1.2)
    draw_nose(cv, look, (CX, ey + (my - ey) * 0.5))
    return cv.result()


def draw_nose(cv: Canvas, look: Look, at):
    x, y = at
    if look.nose == "round":
        cv.ellipse(x, y + 2, 9, 6.5, mix(look.skin, (230, 110, 100), 0.12))
        cv.stroke(bezier((x - 9, y + 1), (x, y + 13), (x + 9, y + 1), 12), mix(look.skin, INK, 0.6), DETAIL)
        cv.ellipse(x - 3, y - 0.5, 2.4, 1.6, lighter(look.skin, 0.45))
    elif look.nose == "long":
        cv.stroke([(x - 2, y - 14), (x - 4, y - 2), (x - 6, y + 3), (x - 2, y + 6), (x + 3, y + 5)], mix(look.skin, INK, 0.6), DETAIL)
    elif look.nose == "small":
        cv.stroke(bezier((x - 4, y + 3), (x, y + 6), (x + 4, y + 3), 8), mix(look.skin, INK, 0.55), DETAIL)
    else:  # button
        cv.ellipse(x, y + 2, 6, 4.5, look.shade)
        cv.stroke(bezier((x - 6, y + 2), (x, y + 8), (x + 6, y + 2), 10), mix(look.skin, INK, 0.6), DETAIL)


# --------------------------------------------------------------------------
# Body: neck and shoulders (portrait coordinates)
# --------------------------------------------------------------------------

NECK_BASE_Y = 180.0


def shoulder_path(look: Look, side: int):
    """The visible edge of one shoulder, from beside the neck down the arm to
    below the portrait (side -1 left, +1 right)."""
    s = look.shoulder
    n0 = (PCX + side * (look.neck - 2), NECK_BASE_Y - 4)
    tip = (PCX + side * (s - 6), NECK_BASE_Y + 22)
    path = bezier(n0, (PCX + side * (look.neck + 28), NECK_BASE_Y), tip, 16)
    path += bezier(tip, (PCX + side * (s + 2), NECK_BASE_Y + 32), (PCX + side * (s + 2), PH + A.FACE_SHOULDER_PX + 2), 12)[1:]
    return path


def slope_y(look: Look, x: float) -> float:
    """The height of the resting shoulder line at x (for shapes that must stay
    below it or follow it), between the two points of the line about x."""
    side = -1 if x < PCX else 1
    path = shoulder_path(look, side)
    if abs(x - PCX) <= abs(path[0][0] - PCX):
        return path[0][1]
    for (x0, y0), (x1, y1) in zip(path, path[1:]):
        if min(x0, x1) <= x <= max(x0, x1) and x0 != x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return path[-1][1]


def draw_shoulder(look: Look, side: int, fill, details=None, opening=None) -> pygame.Surface:
    """One shoulder (side -1 left, +1 right).  Without `opening` its inner
    side is hidden under the chest; with one (points from the neck down, x
    as a distance from the middle) it is one side of a jacket whose front
    edge runs along those points."""
    name = "shoulder_l" if side < 0 else "shoulder_r"
    cv = Part(A.FACE_BODY_BOXES[name])
    path = shoulder_path(look, side)
    bottom = PH + A.FACE_SHOULDER_PX + 4
    if opening is None:
        inner = PCX - side * 12
        poly = [(inner, bottom), (inner, path[0][1] - 6), (path[0][0], path[0][1] - 6)] + path + [(path[-1][0], bottom)]
        edge = None
    else:
        edge = [(PCX + side * dx, y) for dx, y in opening]
        edge.append((edge[-1][0], bottom))
        poly = list(reversed(edge)) + path + [(path[-1][0], bottom)]
    cv.poly(poly, fill)
    if details:
        details(cv, side, poly)
    cv.stroke(path, INK, OUTLINE)
    if edge:
        cv.stroke([path[0]] + edge, INK, OUTLINE)
    return cv.result()


def draw_neck(look: Look) -> pygame.Surface:
    cv = Part(A.FACE_BODY_BOXES["neck"])
    w = look.neck
    top, bottom = 118, 204
    cv.poly([(PCX - w, top), (PCX + w, top), (PCX + w, bottom), (PCX - w, bottom)], look.skin)
    chin_y = HEAD_Y + look.face_cy + look.face[1]
    cv.poly([(PCX - w, top)] + bezier((PCX - w, chin_y - 6), (PCX, chin_y + 16), (PCX + w, chin_y - 6), 12) + [(PCX + w, top)], look.shade)
    for side in (-1, 1):
        cv.line((PCX + side * w, top), (PCX + side * w, bottom), INK, OUTLINE)
    return cv.result()


def torso_part() -> Part:
    return Part(A.FACE_BODY_BOXES["torso"])


def neckline(cv: Part, look: Look, half: float, bottom, colour=None) -> None:
    """The skin a neckline leaves bare: from the resting shoulder line down to
    a curve through `bottom` (a point below the neck's middle, or a list of
    points left to right), `half` px either side of the middle.  Its top
    follows the shoulder line and its sides start on it, so that the neck
    runs into the chest with no step or seam; the curve is outlined, and so
    is the top from the neck out (on the shoulders' own line at rest, the
    garment's edge while a shoulder is raised over it)."""
    colour = colour or look.skin
    x0, x1 = PCX - half, PCX + half
    if isinstance(bottom, list):
        curve = [(x0, slope_y(look, x0))] + bottom + [(x1, slope_y(look, x1))]
    else:
        curve = bezier((x0, slope_y(look, x0)), bottom, (x1, slope_y(look, x1)), 16)
    steps = 12
    top = [(x1 - (x1 - x0) * i / steps, slope_y(look, x1 - (x1 - x0) * i / steps)) for i in range(1, steps)]
    cv.poly(curve + top, colour)
    cv.stroke(curve, INK, OUTLINE)
    w = look.neck
    if half > w + 1:
        for side in (-1, 1):
            xs = [PCX + side * (w + (half - w) * i / 8) for i in range(9)]
            cv.stroke([(x, slope_y(look, x)) for x in xs], INK, OUTLINE)


def bib(look: Look, half_top: float, half_bottom: float | None = None):
    """A chest shape under the resting shoulder line, to fill with the clothes
    (no outline on its sides: it merges with the shoulders)."""
    half_bottom = half_bottom if half_bottom is not None else half_top + 8
    xs = [PCX - half_top + i * (2 * half_top) / 16 for i in range(17)]
    top = [(x, max(slope_y(look, x), NECK_BASE_Y - 4) + 1.5) for x in xs]
    return top + [(PCX + half_bottom, PH + 2), (PCX - half_bottom, PH + 2)]


# --------------------------------------------------------------------------
# Brows
# --------------------------------------------------------------------------


def draw_brow(look: Look, raise_: float) -> pygame.Surface:
    """The left brow on screen (its inner end to the right) at one raise."""
    cv = frame_part("brow")
    length = look.extra.get("brow_len", 13.0)
    arch = look.extra.get("brow_arch", 3.0)
    t = look.brow_w
    if raise_ >= 0:
        dy, angle, arch = -6.5 * raise_, -9 * raise_, arch + 2.5 * raise_
    else:
        dy, angle, arch = 4.0 * -raise_, 17 * -raise_, arch * (1 + 0.7 * raise_)
    centre, upper, lower = [], [], []
    n = 14
    for i in range(n + 1):
        u = -1 + 2 * i / n
        centre.append((length * u, -arch * (1 - u * u)))
    for i, (x, y) in enumerate(centre):
        u = -1 + 2 * i / n
        thick = t * (0.55 + 0.45 * (u + 1) / 2) / 2
        j0, j1 = max(0, i - 1), min(n, i + 1)
        tx, ty = centre[j1][0] - centre[j0][0], centre[j1][1] - centre[j0][1]
        ln = math.hypot(tx, ty)
        nx, ny = -ty / ln, tx / ln
        upper.append((x - nx * thick, y - ny * thick))
        lower.append((x + nx * thick, y + ny * thick))
    shape = upper + list(reversed(lower))
    cv.poly(xf(shape, (0, dy), angle), look.brow_colour, INK, 1.6)
    return cv.result()


# --------------------------------------------------------------------------
# Eyes
# --------------------------------------------------------------------------

EYE_W, EYE_H = 12.5, 9.5  # half width, half height of an open eye


def _eye_edges(closure: float, look: Look, n: int = 24):
    """(xs, top, lid, bottom) of the left eye at a closure: `top` its upper
    outline, `lid` the edge of the upper lid, `bottom` the lower outline."""
    w = EYE_W
    h = look.extra.get("eye_h", EYE_H)
    wide = max(0.0, -closure) * 1.8
    xs = [-w + 2 * w * i / n for i in range(n + 1)]
    top, lid, bottom = [], [], []
    c = max(0.0, closure)
    for x in xs:
        k = max(0.0, 1 - (x / w) ** 2)
        # a slightly lopsided almond: the outer corner (left) sits a touch higher
        tilt = 0.06 * x
        up = -h * (1 + wide) * k ** 0.55 + tilt
        low = h * 0.82 * k ** 0.75 + tilt
        top.append((x, up))
        bottom.append((x, low))
        lid.append((x, up * (1 - c) + (low - 1.0) * c))
    return xs, top, lid, bottom


def draw_eye_white(look: Look, closure: float) -> pygame.Surface:
    cv = frame_part("eye_white")
    if closure < 0.99:
        _, _, lid, bottom = _eye_edges(closure, look)
        cv.poly(lid + list(reversed(bottom)), WHITE)
    return cv.result()


def draw_eye_lid(look: Look, closure: float) -> pygame.Surface:
    cv = frame_part("eye_lid")
    _, top, lid, bottom = _eye_edges(closure, look)
    lid_colour = look.extra.get("lid", darker(look.skin, 0.1))
    if closure > 1.01:
        # squeezed shut on purpose (a wink, ciego): the lids pressed together
        # in a bent line pointing at the nose, creases at the outer corner
        h = look.extra.get("eye_h", EYE_H)
        w = EYE_W
        upper = bezier((-w * 0.95, -h * 0.55), (-w * 0.1, -h * 0.35), (w * 0.62, h * 0.12), 10)
        lower = bezier((w * 0.62, h * 0.12), (-w * 0.1, h * 0.42), (-w * 0.95, h * 0.62), 10)
        cv.stroke(upper + lower[1:], INK, 2.8)
        for k, (dx, dy) in enumerate(((-4.5, -4.0), (-5.5, 0.5), (-4.5, 5.0))):
            x, y = -w * 0.95 - 1.5, (k - 1) * h * 0.42
            cv.line((x, y), (x + dx * 0.55, y + dy * 0.55), mix(look.skin, INK, 0.55), 1.3)
        return cv.result()
    if closure >= 0.99:
        # closed: one curved lash line along the lower lid
        line = [(x, y - 1.0) for x, y in bottom]
        cv.stroke(line, INK, 2.6)
        if look.lashes:
            for x, y in line[1:7:2]:
                cv.line((x, y), (x - 3.2, y + 2.6), INK, 1.4)
        return cv.result()
    if closure > 0:
        cv.poly(top + list(reversed(lid)), lid_colour)
        cv.stroke(top, INK, 1.5)
    cv.stroke(bottom, INK, 1.4)
    cv.stroke(lid, INK, 2.6)
    if look.lashes:
        x, y = lid[0]
        cv.stroke([(x + 1, y), (x - 3.5, y - 2.5)], INK, 2.0)
        x, y = lid[3]
        cv.stroke([(x, y), (x - 3.0, y - 3.5)], INK, 1.6)
    return cv.result()


def draw_pupil(look: Look) -> pygame.Surface:
    cv = frame_part("pupil")
    r = look.iris_r
    cv.circle((0, 0), r, look.iris, INK, 1.2)
    cv.disc((0, 0), r * 0.48, INK)
    cv.disc((-r * 0.34, -r * 0.38), r * 0.27, WHITE)
    cv.disc((r * 0.32, r * 0.3), r * 0.12, WHITE)
    return cv.result()


# --------------------------------------------------------------------------
# Mouths and tongues (each centred on the mouth's anchor)
# --------------------------------------------------------------------------


def _curve(x0, x1, f, n: int = 20):
    return [(x0 + (x1 - x0) * i / n, f(x0 + (x1 - x0) * i / n)) for i in range(n + 1)]


def _between(top, bottom):
    """A shape between two curves sampled at the same xs."""
    return list(top) + list(reversed(bottom))


def draw_mouth(look: Look, shape: str) -> pygame.Surface:
    cv = frame_part("mouth")
    lips = look.lip_colour
    ink = INK
    if shape == "neutral":
        cv.stroke(_curve(-11, 11, lambda x: 0.8 - 1.6 * (x / 11) ** 2), ink, 2.5)
    elif shape == "smile":
        cv.stroke(_curve(-15, 15, lambda x: -3 + 7 * (1 - (x / 15) ** 2)), ink, 2.7)
        for side in (-1, 1):
            cv.stroke([(side * 14.5, -5.5), (side * 16.5, -2.0)], ink, 1.8)
    elif shape == "grin":
        w = 17
        top = _curve(-w, w, lambda x: -4 + 2.0 * (1 - (x / w) ** 2))
        bottom = _curve(-w, w, lambda x: -4 + 17 * max(0.0, 1 - (x / w) ** 2) ** 0.8)
        cv.poly(_between(top, bottom), MOUTH_DARK)
        teeth_low = [(x, min(y + 6, yb)) for (x, y), (_, yb) in zip(top, bottom)]
        cv.poly(_between(top, teeth_low), TEETH)
        tongue_top = [(x, max(yb - 6 + 0.02 * x * x, yt)) for (x, yt), (_, yb) in zip(teeth_low, bottom)]
        cv.poly(_between(tongue_top, bottom), TONGUE)
        cv.poly(_between(top, bottom), None, ink, 2.4)
    elif shape == "frown":
        cv.stroke(_curve(-13, 13, lambda x: 4 - 7 * (1 - (x / 13) ** 2)), ink, 2.7)
    elif shape == "open":
        cv.ellipse(0, 1, 8, 10.5, MOUTH_DARK)
        cv.poly(xf(ellipse_pts(0, 0, 5.5, 3.5, 24, 180, 360), (0, 9)), TONGUE)
        cv.ellipse(0, 1, 8, 10.5, None, ink, 2.4)
    elif shape == "tense":
        w, h = 17, 6
        top = _curve(-w, w, lambda x: -h + 2.2 * (x / w) ** 2)
        bottom = _curve(-w, w, lambda x: h + 2.2 * (x / w) ** 2 - 1.5 * (1 - (x / w) ** 2))
        cv.poly(_between(top, bottom), TEETH)
        mid = [(x, (yt + yb) / 2) for (x, yt), (_, yb) in zip(top, bottom)]
        cv.stroke(mid, ink, 1.4)
        for tx in (-10, -4, 2, 8):
            i = round((tx + w) / (2 * w) * 20)
            cv.line((tx, top[i][1]), (tx, bottom[i][1]), ink, 1.2)
        cv.poly(_between(top, bottom), None, ink, 2.4)
    elif shape == "hmm":
        cv.stroke([(-4, 1.5), (4, 0.5), (10, -0.8)], ink, 2.6)
        cv.stroke([(10, -0.8), (13, -2.6)], ink, 2.0)
    elif shape == "bite":
        # the upper lip line, two front teeth biting a full lower lip drawn in
        cv.poly(xf(ellipse_pts(0, 0, 11.5, 5.0, 32), (0, 5.0)), lips, ink, 2.0)
        cv.stroke(_curve(-7, 7, lambda x: 7.4 - 0.6 * (x / 7) ** 2), darker(lips, 0.25), 1.3)
        cv.stroke(_curve(-14, 14, lambda x: 0.2 + 2.2 * (x / 14) ** 2), ink, 2.5)
        for tx in (-5.6, 0.4):
            cv.rrect(tx, 0.4, 5.2, 6.6, 1.4, TEETH, ink, 1.4)
    elif shape == "side":
        # closed lips pushed to the right of the face: a small pursed knot and
        # the stretched line it leaves, a cheek bulging beside it
        cv.stroke(_curve(-9, 6, lambda x: 1.5 - 0.09 * (x + 9)), ink, 2.0)
        cv.poly(xf(ellipse_pts(0, 0, 7.5, 5.0, 32), (13, -0.5), -12), lips, ink, 2.2)
        cv.stroke(_curve(8, 18, lambda x: -0.5 + 0.3 * math.sin((x - 8) / 10 * math.pi)), ink, 1.4)
        cv.stroke(bezier((23, -9), (28, -1), (23, 7), 10), mix(look.skin, ink, 0.45), 1.6)
    elif shape == "pucker":
        # lips pushed forward: a round, full knot with creases all round
        crease = mix(look.skin, ink, 0.5)
        for k in range(8):
            a = math.radians(22.5 + 45 * k)
            cv.line((10.5 * math.cos(a), 1 + 9.0 * math.sin(a)), (13.5 * math.cos(a), 1 + 11.5 * math.sin(a)), crease, 1.3)
        cv.poly(xf(ellipse_pts(0, 0, 9.5, 8.0, 40), (0, 1)), lips, ink, 2.3)
        cv.stroke(_curve(-6, 6, lambda x: 1.0 + 0.05 * x * x), darker(lips, 0.35), 1.6)
        cv.ellipse(0, 1.4, 2.6, 1.6, MOUTH_DARK)
        cv.ellipse(-3.6, -3.0, 2.6, 1.2, lighter(lips, 0.45))
    elif shape == "tongue":
        w = 11
        top = _curve(-w, w, lambda x: -3 + 0.8 * (x / w) ** 2)
        bottom = _curve(-w, w, lambda x: -3 + 8 * max(0.0, 1 - (x / w) ** 2) ** 0.7)
        cv.poly(_between(top, bottom), MOUTH_DARK, ink, 2.3)
    elif shape == "tongue_side":
        cv.stroke(_curve(-12, 6, lambda x: 1.0 - 0.12 * (x + 12) + 0.6 * ((x + 3) / 9) ** 2), ink, 2.4)
        cv.poly(xf(ellipse_pts(0, 0, 5.0, 4.0, 28), (10, 0.5), -20), MOUTH_DARK, ink, 2.1)
    else:
        raise ValueError(f"no mouth shape {shape!r}")
    return cv.result()


def draw_tongue(look: Look, kind: str) -> pygame.Surface:
    cv = frame_part("tongue")
    if kind == "straight":
        w, length = 8.0, 24.0
        shape = [(-w, -1)] + _curve(-w, w, lambda x: 0, 4)[1:-1] + [(w, -1)]
        shape += xf(ellipse_pts(0, 0, w, w * 1.05, 32, 0, 180), (0, length - w))
        cv.poly(shape, TONGUE, INK, 2.2)
        cv.line((0, 6), (0, length - 7), darker(TONGUE, 0.25), 1.5)
        # the lower lip, over the tongue's root
        cv.stroke(_curve(-10.5, 10.5, lambda x: 3.6 + 1.4 * (x / 10.5) ** 2), INK, 2.3)
    elif kind == "side":
        w, length = 6.8, 18.0
        local = [(-w, 0), (w, 0)] + xf(ellipse_pts(0, 0, w, w * 1.05, 28, 0, 180), (0, length - w))
        local = [local[0]] + list(reversed(local[2:])) + [local[1]]
        cv.poly(xf(local, (10, -1), -58), TONGUE, INK, 2.1)
        cv.stroke(xf([(0, 4), (0, length - 6)], (10, -1), -58), darker(TONGUE, 0.25), 1.4)
    else:
        raise ValueError(f"no tongue {kind!r}")
    return cv.result()


def feature_strips(look: Look) -> dict[str, pygame.Surface]:
    """Every feature strip of one character, by part name."""
    return {
        "brow": strip([draw_brow(look, r) for r in A.FACE_BROW_RAISES]),
        "eye_white": strip([draw_eye_white(look, c) for c in A.FACE_LID_CLOSURES]),
        "eye_lid": strip([draw_eye_lid(look, c) for c in A.FACE_LID_CLOSURES]),
        "pupil": draw_pupil(look),
        "mouth": strip([draw_mouth(look, m) for m in A.FACE_MOUTHS]),
        "tongue": strip([draw_tongue(look, t) for t in A.FACE_TONGUES]),
    }
