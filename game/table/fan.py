"""The player's fan of señas: a row of small faces, one making each seña of
the list, above the action bar while señas may be made.

Owns `SignFan`: its buttons (one per `Keinua`, only those the player's hand
holds enabled, the others faded to grey with a dashed rim; the señas of the
shoulders framed with the shoulders), their focus and the caption over them, which names the seña
under the pointer or the focus ("two kings: lower lip bitten") or, for a
moment after the player made one, says who saw it. The table routes input
here: a click on a face of the fan, or, once the S key (the pad's right stick
pressed) has put the focus in the fan, arrows and Enter; S, Esc or the pad's
east button give the focus back to the action bar. Pressing a face calls
`on_sign(keinua)`. Drawn as a part of the table's still layer (`look`).
"""
from __future__ import annotations

import pygame

from game import assets
from game.faces.expressions import EXPRESSIONS, SENA_EXPRESSIONS, pose_of
from game.model import Keinua
from game.platform import controls, input as intents
from game.platform.controls import ControlAction
from game.platform.i18n import tr
from game.ui.text import BOXES, draw_text, text_surface
from game.ui.widgets import Toggle, WidgetSet, draw_focus
from game.words import keinua_name, keinua_sign

from . import layout
from .seen import Around


ORDER = tuple(Keinua)
ICON = 62              # the faces' height in the fan
STEP = 70              # from one face to the next
LEFT, TOP = layout.FAN_AT  # the first face's top left (logical pixels): right of the stake's label,
# under the right opponent's bubble, clear of its cards, above the prompt and the buttons
CAPTION_AT = (LEFT + (STEP * (len(ORDER) - 1) + ICON) // 2, TOP + ICON + 6)  # the caption's midtop
CAPTION = (255, 236, 170)
CAUGHT = (255, 150, 120)
FAN_FACE = "gazte"     # the character whose face shows each seña in the fan


class SignButton(Toggle):
    pad_role = "confirm"

    def __init__(self, keinua: Keinua, rect, on_press) -> None:
        super().__init__(f"sign-{keinua.value}", rect, "", on_press)
        self.keinua = keinua


class SignFan:
    def __init__(self, on_sign) -> None:
        self.on_sign = on_sign
        self.widgets = WidgetSet()
        self.buttons = {}
        for i, keinua in enumerate(ORDER):  # (each button calls `on_sign` itself: none holds the fan)
            rect = (LEFT + i * STEP, TOP, ICON, ICON)
            self.buttons[keinua] = self.widgets.add(SignButton(keinua, rect, lambda w: on_sign(w.keinua)))
        self.shown = False
        self.active = False       # the keys or the pad are in the fan
        self.pointed: Keinua | None = None  # under the pointer
        self.note: tuple[str, bool] | None = None  # who saw the player's last seña (text, caught)
        self.making: Keinua | None = None  # the seña the player makes now
        self.refresh(frozenset(), False)

    # -- what the table sets ---------------------------------------------------
    def refresh(self, held, shown: bool) -> None:
        """Show the fan (or not), the señas `held` enabled."""
        self.shown = shown
        for keinua, button in self.buttons.items():
            button.visible = shown
            button.enabled = shown and keinua in held
        if not shown:
            self.active = False
            self.pointed = None

    def enter(self) -> None:
        """The keys or the pad go into the fan (S, the right stick pressed):
        the focus on the first seña the hand holds."""
        if not self.shown:
            return
        self.active = True
        held = [b for b in self.buttons.values() if b.enabled]
        self.widgets.focus = held[0] if held else next(iter(self.buttons.values()))
        self.widgets.focus_visible = True

    def leave(self) -> None:
        self.active = False

    def handle(self, intent) -> bool:
        """Take an intent meant for the fan; False when it is not."""
        if not self.shown:
            return False
        kind = intent.kind
        if kind == intents.POINT:
            self.pointed = next((k for k, b in self.buttons.items() if b.rect.collidepoint(intent.pos)), None)
            return False  # the pointer also goes on to the rest of the table
        if kind in (intents.CLICK, intents.RELEASE):
            if any(b.rect.collidepoint(intent.pos) for b in self.buttons.values()) or kind == intents.RELEASE:
                return self.widgets.handle(intent) or kind == intents.CLICK
            return False
        if not self.active:
            return False
        if kind == intents.BACK or (kind == intents.HOTKEY
                                    and controls.in_use().is_key(ControlAction.SIGNS, intent.key)):
            self.leave()
            return True
        if kind in (intents.MOVE, intents.CONFIRM):
            self.widgets.handle(intent)
            return True
        return False

    # -- what is drawn ---------------------------------------------------------
    def caption(self) -> tuple[str, bool] | None:
        """The line under the fan: while the player makes a seña, which; from
        its end until the next call, who saw it (and whether an opponent
        caught it); else the seña pointed at or focused."""
        if self.making is not None:
            # box: sign-caption
            return tr("You are signing {sign}…", sign=keinua_name(self.making)), False
        if self.note is not None:  # until the next call: who saw the player's last seña
            return self.note
        keinua = self.pointed
        if keinua is None and self.active and self.widgets.focus is not None:
            keinua = self.widgets.focus.keinua
        if keinua is not None:
            # box: sign-caption
            return tr("{sign}: {face}", sign=keinua_name(keinua), face=keinua_sign(keinua)), False
        return None

    def look(self, character: str) -> tuple:
        if not self.shown:
            return ()
        focus = self.widgets.focus if self.active else None
        return (character, tuple(b.enabled for b in self.buttons.values()),
                focus.keinua if focus is not None else None, self.caption(), self.making)

    def draw(self, surface, res, art, character: str) -> None:
        if not self.shown:
            return
        for keinua, button in self.buttons.items():
            name = SENA_EXPRESSIONS[keinua]
            face = res.made(("sign-face", character, keinua.value, button.enabled),
                            lambda name=name, enabled=button.enabled: _icon(art, character, name, enabled))
            surface.blit(face, button.rect)
            if keinua is Keinua.FOUR_KINGS:
                draw_text(surface, res, "×2", BOXES["sign-note"], CAPTION if button.enabled else (150, 150, 140),
                          midbottom=(button.rect.centerx, button.rect.top + 2))
        if self.active and self.widgets.focus is not None:
            draw_focus(surface, res, self.widgets.focus.rect)
        if self.making is not None:
            self._draw_making(surface, res, art, character)
        line = self.caption()
        if line is not None:
            draw_text(surface, res, line[0], BOXES["sign-caption"], CAUGHT if line[1] else CAPTION,
                      midtop=CAPTION_AT)


    def _draw_making(self, surface, res, art, character: str) -> None:
        """The seña the player makes, on the player's side of the table at
        once (a larger face above the player's cards), its button in the fan
        ringed."""
        keinua = self.making
        name = SENA_EXPRESSIONS[keinua]
        face = res.made(("own-sign-face", character, keinua.value),
                        lambda: _icon(art, character, name, True, MAKING_ICON))
        place = surface.blit(face, face.get_rect(center=layout.OWN_SIGN_AT))
        if keinua is Keinua.FOUR_KINGS:
            draw_text(surface, res, "×2", BOXES["sign-note"], CAPTION, midbottom=(place.centerx, place.top + 2))
        ring = self.buttons[keinua].rect.inflate(8, 8)
        surface.blit(res.made(("own-sign-ring", ring.size), lambda: _making_ring(ring.size)), ring)


MAKING_ICON = 104   # the player's own seña, as it is made, above the player's cards


def _making_ring(size) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), out.get_rect(), 3, border_radius=CORNER + 4)
    return out


FACE_SCALE = 1.75   # the portrait drawn this many times the icon's height ...
FACE_TOP = -0.22    # ... and raised by this share of the icon: the head fills the frame
BODY_SCALE = 1.12   # a seña of the shoulders: the portrait smaller, its shoulders in the frame ...
BODY_DROP = 0.06    # ... and its foot this share of the icon below the frame's
CORNER = 14         # the frame's rounded corners
GOLD_RIM = (255, 214, 64)
GREY_RIM = (64, 64, 70)    # dark dashes round a faded, grey face
MARK = (255, 244, 200)  # the marks over a raised shoulder


def shows_shoulders(expression: str) -> bool:
    """Whether a seña's expression is made with the shoulders (29, 30)."""
    raised = EXPRESSIONS[expression].shoulders
    return raised is not None and max(raised) > 0


def _icon(art, character: str, expression: str, enabled: bool, side: int = ICON) -> pygame.Surface:
    """A face making `expression` in a frame with rounded corners, on a dark
    ground with a gold rim: the head for the señas of the face, the head and
    shoulders (a mark over each raised one) for those of the shoulders. A seña
    the hand does not hold is greyed, and (not by colour alone) its rim
    dashed."""
    size = (side, side)
    head = pygame.Surface(size, pygame.SRCALPHA)
    head.fill((28, 70, 50, 255))
    pose = pose_of(expression)
    if shows_shoulders(expression):
        height = int(side * BODY_SCALE)
        face = art.render(character, pose, height)
        at = face.get_rect(midbottom=(side // 2, side + int(side * BODY_DROP)))
        head.blit(face, at)
        _shoulder_marks(head, at, pose.shoulders)
    else:
        face = art.render(character, pose, int(side * FACE_SCALE))
        head.blit(face, face.get_rect(midtop=(side // 2, int(side * FACE_TOP))))
    if not enabled:
        head = pygame.transform.grayscale(head)
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((200, 200, 196, 140))  # faded: light, so that the dark dashes show all round
        head.blit(veil, (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=CORNER)
    head.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if enabled:
        pygame.draw.rect(head, GOLD_RIM + (255,), head.get_rect(), 3, border_radius=CORNER)
    else:
        _dashed_rim(head)
    return head


def _shoulder_marks(surface, at: pygame.Rect, shoulders) -> None:
    """Two small chevrons pointing up over each raised shoulder (left, right
    as seen), as a drawing shows a movement."""
    k = at.height / assets.FACE_SIZE[1]
    for side, raised in zip((-1, 1), shoulders):
        if raised <= 0:
            continue
        x = at.centerx + side * round(64 * k)
        y = at.top + round((184 - assets.FACE_SHOULDER_PX * raised) * k) - 5
        for i in (0, 1):
            tip = y - 5 * i
            points = [(x - 5, tip + 4), (x, tip), (x + 5, tip + 4)]
            pygame.draw.lines(surface, (20, 30, 24), False, points, 4)
            pygame.draw.lines(surface, MARK, False, points, 2)


def _dashed_rim(surface) -> None:
    """A dashed rim round the frame (a seña that cannot be made now)."""
    w, h = surface.get_size()
    rim = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(rim, GREY_RIM + (255,), rim.get_rect(), 3, border_radius=CORNER)
    dash, gap = 8, 6
    cut = pygame.Surface((w, h), pygame.SRCALPHA)
    cut.fill((255, 255, 255, 255))
    for x in range(dash, w, dash + gap):  # gaps across the top and bottom edges
        cut.fill((0, 0, 0, 0), (x, 0, gap, 4))
        cut.fill((0, 0, 0, 0), (x, h - 4, gap, 4))
    for y in range(dash, h, dash + gap):  # and down the sides
        cut.fill((0, 0, 0, 0), (0, y, 4, gap))
        cut.fill((0, 0, 0, 0), (w - 4, y, 4, gap))
    rim.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(rim, (0, 0))


# -- the looks on the felt ------------------------------------------------------
AT_SEAT_0 = Around(0)           # the player at seat 0 (the table draws from the player's seat)
LOOKED_RING = (255, 214, 64)   # around the face the player looks at
EYE_SIZE = (34, 34)            # the eye by a face that looks at the player
SEEN_NOTE_GAP = 6              # on a face's shoulders: the seña the player saw it make


def seen_looks(keinuak, around) -> tuple:
    """The looks of the señas' clock as the table draws them, by place (the
    player's seat at the bottom, game/table/seen.py): the face the player
    looks at, the faces that look at the player, the señas the player saw
    each face make."""
    player = around.bottom
    looked = around.place(keinuak.player_look)
    watching = tuple(place for place in (1, 2, 3) if keinuak.gaze.get(around.seat(place)) == player)
    caught = {around.place(seat): made for seat, made in keinuak.caught.items()}
    return looked, watching, caught


def looks_look(keinuak, names, around=AT_SEAT_0) -> tuple:
    """What `draw_looks` depends on (`names` by place)."""
    if not keinuak.on:
        return ()
    looked, watching, caught = seen_looks(keinuak, around)
    watching = watching if keinuak.open else ()
    seen = tuple(sorted(caught.items()))
    return (keinuak.open and looked, watching, seen, tuple(names[s] for s in (1, 2, 3)))


def draw_looks(surface, res, keinuak, layout, around=AT_SEAT_0) -> None:
    """While señas may be made, a ring round the face the player looks at and
    an eye by each face that looks at the player; and, for as long as the
    hand lasts, on a face's shoulders the señas the player saw it make
    ("two kings"), the last one lowest."""
    if not keinuak.on:
        return
    looked, watching, caught = seen_looks(keinuak, around)
    if keinuak.open:
        if looked is not None:
            rect = layout.FACE_RECT[looked].inflate(10, 10)
            ring = res.made(("look-ring", rect.size), lambda: _ring(rect.size))
            surface.blit(ring, rect)
        for place in (1, 2, 3):
            rect = layout.FACE_RECT[place]
            if place in watching:
                eye = res.sprite(assets.ICON_EYE, EYE_SIZE)
                if eye is not None:
                    surface.blit(eye, eye.get_rect(topright=(rect.right - 4, rect.top + 4)))
    for seat, made in caught.items():
        rect = layout.FACE_RECT[seat]
        bottom = rect.bottom - SEEN_NOTE_GAP
        for keinua in reversed(made):
            label = text_surface(res, keinua_name(keinua), BOXES["sign-note"], CAPTION)
            box = label.get_rect(midbottom=(rect.centerx, bottom)).inflate(14, 6)
            surface.blit(res.made(("sign-note-box", box.size), lambda: _note_box(box.size)), box)
            surface.blit(label, label.get_rect(center=box.center))
            bottom = box.top - 4


def _note_box(size) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(out, (14, 32, 24, 225), out.get_rect(), border_radius=8)
    pygame.draw.rect(out, CAPTION + (255,), out.get_rect(), 2, border_radius=8)
    return out


def _ring(size) -> pygame.Surface:
    out = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(out, LOOKED_RING + (230,), out.get_rect(), 4, border_radius=16)
    return out
