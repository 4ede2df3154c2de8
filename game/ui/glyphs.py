"""Pad button glyphs, drawn in code: Xbox letters, PlayStation symbols and
Nintendo letters by position, for the style the app's input mapper holds
(`app.input.prompts`: "keys", "xbox", "playstation" or "nintendo").

A widget's pad role names what it does on a pad (ROLE_ACTIONS: confirm, back,
lift, suggest, amount-less, amount-more, and main for Start), and the role gives
the button through the controls in use (game/platform/controls.py):
`role_glyph(res, style, role, height)` is that button's glyph in that style.
`glyph_line` draws a sentence with glyphs inside it, from a translated text
whose `{role}` fields stand for the glyphs ("Press {confirm} to continue").
Every surface is made once and cached in the app's Resources.
"""
from __future__ import annotations

import re

import pygame

from game.platform import controls
from game.platform.controls import ControlAction as A, PadButton as B
from game.platform.pads import KEYS, NINTENDO, PLAYSTATION, XBOX

# Each role's action in the controls (game/platform/controls.py): its pad button,
# and the keys a keyboard player presses for it (shown as a key cap).
ROLE_ACTIONS = {"confirm": A.CONFIRM, "back": A.BACK, "lift": A.LIFT, "suggest": A.SUGGEST,
                "amount-less": A.LESS, "amount-more": A.MORE, "coach": A.COACH, "signs": A.SIGNS}
ROLES = (*ROLE_ACTIONS, "main", "look")
ROLE_KEY_ACTIONS = {"confirm": (A.CONFIRM,), "back": (A.BACK,), "lift": controls.CARD_ACTIONS,
                    "suggest": (A.CONFIRM,), "amount-less": (A.LESS,), "amount-more": (A.MORE,),
                    "main": (A.CONFIRM,), "coach": (A.COACH,), "signs": (A.SIGNS,), "look": (A.LOOK,)}
# Roles a fixed part of the pad does (Start; the right stick looks, tilted).
FIXED_BUTTONS = {"main": B.START, "look": B.RIGHT_STICK}


def role_button(role: str) -> str | None:
    """The pad button that does `role` with the controls in use (Start: "main")."""
    if role in FIXED_BUTTONS:
        return FIXED_BUTTONS[role]
    action = ROLE_ACTIONS.get(role)
    return controls.in_use().button_of(action) if action else None


def role_key(role: str) -> str | None:
    """The key cap's text for `role` with the controls in use ("Enter", "1-4", "Esc")."""
    actions = ROLE_KEY_ACTIONS.get(role)
    if not actions:
        return None
    mapping = controls.in_use()
    if len(actions) > 1:
        return controls.keys_label(mapping.key_of(a) for a in actions)
    return controls.key_label(mapping.key_of(actions[0]))
_FACE = (B.SOUTH, B.EAST, B.WEST, B.NORTH)
_XBOX_LETTERS = {B.SOUTH: "A", B.EAST: "B", B.WEST: "X", B.NORTH: "Y"}
_XBOX_COLOURS = {B.SOUTH: (86, 170, 58), B.EAST: (210, 56, 46), B.WEST: (42, 116, 212), B.NORTH: (226, 174, 22)}
_NINTENDO_LETTERS = {B.SOUTH: "B", B.EAST: "A", B.WEST: "Y", B.NORTH: "X"}
_PS_COLOURS = {B.SOUTH: (120, 168, 240), B.EAST: (240, 96, 96), B.WEST: (228, 128, 200), B.NORTH: (78, 206, 168)}
_SHOULDERS = {XBOX: ("LB", "RB"), PLAYSTATION: ("L1", "R1"), NINTENDO: ("L", "R")}
_SMALL_NAMES = {XBOX: {B.START: "MENU", B.BACK: "VIEW", B.LEFT_STICK: "LS", B.RIGHT_STICK: "RS"},
                PLAYSTATION: {B.START: "OPTIONS", B.BACK: "CREATE", B.LEFT_STICK: "L3", B.RIGHT_STICK: "R3"},
                NINTENDO: {B.START: "+", B.BACK: "−", B.LEFT_STICK: "LS", B.RIGHT_STICK: "RS"}}
_DARK = (34, 34, 40)
_LIGHT = (238, 238, 232)
_FIELD = re.compile(r"\{([a-z-]+)\}")


def role_glyph(res, style: str, role: str, height: int) -> pygame.Surface | None:
    """The glyph of the button that does `role` on a pad of `style`, or a key
    cap for the keyboard; None for a role no button has."""
    if style == KEYS:
        key = role_key(role)
        return key_cap(res, key, height) if key else None
    button = role_button(role)
    return glyph(res, style, button, height) if button else None


def glyph(res, style: str, button: str, height: int) -> pygame.Surface:
    """One pad button ("south", "left-shoulder", "start", "dpad"...) as drawn on
    a pad of `style`, `height` pixels tall."""
    return res.made(("pad-glyph", style, button, height), lambda: _draw(res, style, button, height))


def key_cap(res, text: str, height: int) -> pygame.Surface:
    def make():
        label = res.text(text, max(10, int(height * 0.55)), _DARK, bold=True)
        surf = pygame.Surface((max(height, label.get_width() + height // 2), height), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (236, 230, 214), rect, border_radius=max(3, height // 5))
        pygame.draw.rect(surf, (120, 110, 90), rect, max(1, height // 14), border_radius=max(3, height // 5))
        surf.blit(label, label.get_rect(center=rect.center))
        return surf
    return res.made(("key-cap", text, height), make)


def _draw(res, style: str, button: str, height: int) -> pygame.Surface:
    if button in _FACE:
        return _face(res, style, button, height)
    if button == "dpad":
        return _dpad(height)
    if button in (B.LEFT_SHOULDER, B.RIGHT_SHOULDER):
        text = _SHOULDERS.get(style, _SHOULDERS[XBOX])[button == B.RIGHT_SHOULDER]
        return _pill(res, text, height)
    names = _SMALL_NAMES.get(style, _SMALL_NAMES[XBOX])
    if style == NINTENDO and button in (B.START, B.BACK):  # + and − sit in small round buttons
        return _round_text(res, names.get(button, "?"), height, _DARK, _LIGHT)
    if style == XBOX and button in (B.START, B.BACK):  # Menu: three lines; View: two windows
        return _xbox_small(button, height)
    return _pill(res, names.get(button, button.upper()), height, small=True)


def _xbox_small(button: str, height: int) -> pygame.Surface:
    surf = _disc(height, _DARK)
    c, s = height / 2, height * 0.22
    width = max(1, round(height / 13))
    if button == B.START:
        for dy in (-s * 0.75, 0, s * 0.75):
            pygame.draw.line(surf, _LIGHT, (c - s, c + dy), (c + s, c + dy), width + 1)
    else:
        side = round(s * 1.2)
        back = pygame.Rect(round(c - s * 0.9), round(c - s * 0.9), side, side)
        pygame.draw.rect(surf, _LIGHT, back, width)
        pygame.draw.rect(surf, _LIGHT, back.move(round(s * 0.6), round(s * 0.6)))
    return surf


def _face(res, style: str, button: str, height: int) -> pygame.Surface:
    if style == PLAYSTATION:
        surf = _disc(height, _DARK)
        _ps_symbol(surf, button, _PS_COLOURS[button])
        return surf
    if style == NINTENDO:
        return _round_text(res, _NINTENDO_LETTERS[button], height, _DARK, _LIGHT)
    return _round_text(res, _XBOX_LETTERS[button], height, _XBOX_COLOURS[button], (255, 255, 255))


def _disc(height: int, colour) -> pygame.Surface:
    surf = pygame.Surface((height, height), pygame.SRCALPHA)
    r = height // 2
    pygame.draw.circle(surf, (16, 16, 18), (r, r), r)
    pygame.draw.circle(surf, colour, (r, r), r - max(1, height // 14))
    return surf


def _round_text(res, text: str, height: int, colour, ink) -> pygame.Surface:
    surf = _disc(height, colour)
    label = res.text(text, max(9, int(height * 0.62)), ink, bold=True)
    surf.blit(label, label.get_rect(center=(height // 2, height // 2 + 1)))
    return surf


def _ps_symbol(surf: pygame.Surface, button: str, colour) -> None:
    h = surf.get_height()
    c = h / 2
    s = h * 0.23  # half the symbol's size
    width = max(2, round(h / 11))
    if button == B.SOUTH:  # cross
        pygame.draw.line(surf, colour, (c - s, c - s), (c + s, c + s), width + 1)
        pygame.draw.line(surf, colour, (c - s, c + s), (c + s, c - s), width + 1)
    elif button == B.EAST:  # circle
        pygame.draw.circle(surf, colour, (round(c), round(c)), round(s * 1.1), width)
    elif button == B.WEST:  # square
        side = round(s * 1.8)
        pygame.draw.rect(surf, colour, (round(c - side / 2), round(c - side / 2), side, side), width)
    else:  # triangle
        points = [(c, c - s * 1.15), (c + s * 1.15, c + s * 0.85), (c - s * 1.15, c + s * 0.85)]
        pygame.draw.polygon(surf, colour, points, width)


def _pill(res, text: str, height: int, small: bool = False) -> pygame.Surface:
    label = res.text(text, max(8, int(height * (0.42 if small else 0.55))), _LIGHT, bold=True)
    surf = pygame.Surface((max(int(height * 1.5), label.get_width() + height // 2), height), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (16, 16, 18), rect, border_radius=height // 2)
    pygame.draw.rect(surf, _DARK, rect.inflate(-2 * max(1, height // 14), -2 * max(1, height // 14)),
                     border_radius=height // 2)
    surf.blit(label, label.get_rect(center=rect.center))
    return surf


def _dpad(height: int) -> pygame.Surface:
    surf = pygame.Surface((height, height), pygame.SRCALPHA)
    arm = max(4, height // 3)
    for rect in (pygame.Rect((height - arm) // 2, 0, arm, height), pygame.Rect(0, (height - arm) // 2, height, arm)):
        pygame.draw.rect(surf, (16, 16, 18), rect, border_radius=max(2, arm // 4))
    inner = max(2, arm - 2 * max(1, height // 14))
    for rect in (pygame.Rect((height - inner) // 2, 2, inner, height - 4),
                 pygame.Rect(2, (height - inner) // 2, height - 4, inner)):
        pygame.draw.rect(surf, _DARK, rect, border_radius=max(2, inner // 4))
    return surf


def glyph_line(res, text: str, size: int, colour, style: str, bold: bool = False) -> pygame.Surface:
    """`text` (already translated) drawn with each `{role}` field replaced by
    that role's glyph in `style` ("Press {confirm} to continue")."""
    def make():
        parts = []
        pos = 0
        height = round(size * 1.25)
        for match in _FIELD.finditer(text):
            if match.start() > pos:
                parts.append(res.text(text[pos:match.start()], size, colour, bold))
            image = role_glyph(res, style, match.group(1), height)
            parts.append(image if image is not None else res.text(match.group(0), size, colour, bold))
            pos = match.end()
        if pos < len(text) or not parts:
            parts.append(res.text(text[pos:], size, colour, bold))
        gap = 2  # the text around a glyph brings its own spaces
        width = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
        tall = max(p.get_height() for p in parts)
        surf = pygame.Surface((max(1, width), tall), pygame.SRCALPHA)
        x = 0
        for part in parts:
            surf.blit(part, (x, (tall - part.get_height()) // 2))
            x += part.get_width() + gap
        return surf
    return res.made(("glyph-line", text, size, tuple(colour), style, bold), make)




def fitted_prompt(res, text: str, box, colour, style: str) -> pygame.Surface:
    """A prompt fitted to `box` (game/ui/text.py): plain text wraps and
    shrinks as every fitted text does; a line with glyphs shrinks, one step
    at a time, until it is no wider than the box (never below its smallest)."""
    from game.ui.text import text_surface
    if "{" not in text:
        return text_surface(res, text, box, colour)
    size = box.size
    while True:
        line = glyph_line(res, text, size, colour, style, box.bold)
        if line.get_width() <= box.width or size <= box.smallest:
            return line
        size = max(box.smallest, size - max(1, size // 16))
