"""Devices to intents: the only module that reads raw keys, mouse and pad buttons.

Scenes never see a pygame event; they receive `Intent`s: POINT (the pointer
moved), CLICK / RELEASE (primary button at a logical position), CONFIRM, BACK,
MOVE (a direction, or Tab's next/previous), SCROLL (wheel, Page Up/Down), HOTKEY (a letter, digit, "+" or
"-"), TEXT (characters typed, from pygame's TEXTINPUT, for a name field),
ERASE (Backspace), FULLSCREEN and QUIT. Keyboard, mouse and joystick (hat,
stick, buttons) are mapped here, so another device only needs a new mapping in
this file. `begin_text` / `end_text` switch the keyboard to typing (text input
and key repeat) while a screen has a text field.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

POINT, CLICK, RELEASE = "point", "click", "release"
CONFIRM, BACK, MOVE, HOTKEY = "confirm", "back", "move", "hotkey"
TEXT, ERASE = "text", "erase"
SCROLL = "scroll"  # dy lines down (negative: up): the mouse wheel, Page Up / Page Down
PAGE_LINES = 6
FULLSCREEN, QUIT = "fullscreen", "quit"


@dataclass(frozen=True, slots=True)
class Intent:
    """kind: one of the names above; pos: logical position (POINT, CLICK,
    RELEASE); dx, dy: a MOVE direction (dx=+1/-1, dy=0 with `cycle` for Tab);
    key: the HOTKEY character, the TEXT typed, or " " on a CONFIRM that came
    from the space bar (a text field types it instead); from_pointer: the intent came from the mouse."""

    kind: str
    pos: tuple[int, int] | None = None
    dx: int = 0
    dy: int = 0
    cycle: bool = False
    key: str = ""

    @property
    def from_pointer(self) -> bool:
        return self.kind in (POINT, CLICK, RELEASE)


_CONFIRM_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}
_ARROWS = {
    pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
}
_HOTKEY_KEYS = {
    pygame.K_MINUS: "-", pygame.K_KP_MINUS: "-", pygame.K_PLUS: "+",
    pygame.K_KP_PLUS: "+", pygame.K_EQUALS: "+",
}
# Generic pad layout (SDL's joystick numbering on most XInput-style pads).
_PAD_CONFIRM, _PAD_BACK, _PAD_START = 0, 1, 7
_STICK_DEAD = 0.6


class InputMapper:
    """Turns a batch of pygame events into intents; keeps the open joysticks."""

    def __init__(self) -> None:
        self.joysticks: dict[int, pygame.joystick.JoystickType] = {}
        self._stick_held: dict[tuple[int, int], int] = {}

    def translate(self, events) -> list[Intent]:
        out: list[Intent] = []
        for event in events:
            intent = self._one(event)
            if intent is not None:
                out.append(intent)
        return out

    def _one(self, event) -> Intent | None:
        etype = event.type
        if etype == pygame.QUIT:
            return Intent(QUIT)
        if etype == pygame.MOUSEMOTION:
            return Intent(POINT, pos=_pos(event))
        if etype == pygame.MOUSEWHEEL:
            return Intent(SCROLL, dy=-int(getattr(event, "y", 0))) if getattr(event, "y", 0) else None
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            return Intent(CLICK, pos=_pos(event))
        if etype == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return Intent(RELEASE, pos=_pos(event))
        if etype == pygame.KEYDOWN:
            return self._key(event)
        if etype == pygame.TEXTINPUT:
            text = getattr(event, "text", "")
            return Intent(TEXT, key=text) if isinstance(text, str) and text else None
        if etype in (pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED):
            self._hotplug(event)
            return None
        if etype == pygame.JOYHATMOTION:
            hx, hy = getattr(event, "value", (0, 0))
            if hx or hy:
                return Intent(MOVE, dx=_sign(hx), dy=0 if hx else -_sign(hy))
            return None
        if etype == pygame.JOYAXISMOTION:
            return self._axis(event)
        if etype == pygame.JOYBUTTONDOWN:
            button = getattr(event, "button", -1)
            if button == _PAD_CONFIRM:
                return Intent(CONFIRM)
            if button in (_PAD_BACK, _PAD_START):
                return Intent(BACK)
        return None

    def _key(self, event) -> Intent | None:
        key = getattr(event, "key", 0)
        mod = getattr(event, "mod", 0)
        if key == pygame.K_F11 or (key in (pygame.K_RETURN, pygame.K_KP_ENTER) and mod & pygame.KMOD_ALT):
            return Intent(FULLSCREEN)
        if key in _CONFIRM_KEYS:
            return Intent(CONFIRM, key=" " if key == pygame.K_SPACE else "")
        if key == pygame.K_BACKSPACE:
            return Intent(ERASE)
        if key == pygame.K_ESCAPE:
            return Intent(BACK)
        if key in _ARROWS:
            dx, dy = _ARROWS[key]
            return Intent(MOVE, dx=dx, dy=dy)
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return Intent(SCROLL, dy=PAGE_LINES if key == pygame.K_PAGEDOWN else -PAGE_LINES)
        if key == pygame.K_TAB:
            return Intent(MOVE, dx=-1 if mod & pygame.KMOD_SHIFT else 1, cycle=True)
        if key in _HOTKEY_KEYS:
            return Intent(HOTKEY, key=_HOTKEY_KEYS[key])
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return None
        if pygame.K_a <= key <= pygame.K_z or pygame.K_0 <= key <= pygame.K_9:
            return Intent(HOTKEY, key=chr(key))
        if pygame.K_KP1 <= key <= pygame.K_KP9:
            return Intent(HOTKEY, key=str(key - pygame.K_KP1 + 1))
        return None

    def begin_text(self) -> None:
        """Typing starts: TEXTINPUT events come, and a held key repeats."""
        try:
            pygame.key.start_text_input()
            pygame.key.set_repeat(400, 35)
        except pygame.error:
            pass

    def end_text(self) -> None:
        try:
            pygame.key.stop_text_input()
            pygame.key.set_repeat()
        except pygame.error:
            pass

    def _axis(self, event) -> Intent | None:
        axis, value = getattr(event, "axis", 0), getattr(event, "value", 0.0)
        if axis not in (0, 1):
            return None
        held_key = (getattr(event, "instance_id", 0), axis)
        direction = 0 if abs(value) < _STICK_DEAD else _sign(value)
        if direction == self._stick_held.get(held_key, 0):
            return None  # only the edge moves the focus
        self._stick_held[held_key] = direction
        if direction == 0:
            return None
        return Intent(MOVE, dx=direction if axis == 0 else 0, dy=direction if axis == 1 else 0)

    def _hotplug(self, event) -> None:
        try:
            if event.type == pygame.JOYDEVICEADDED:
                pad = pygame.joystick.Joystick(event.device_index)
                self.joysticks[pad.get_instance_id()] = pad
            else:
                self.joysticks.pop(getattr(event, "instance_id", -1), None)
        except (pygame.error, AttributeError, TypeError):
            pass  # a pad that vanished before it opened, or a synthetic event


def _pos(event) -> tuple[int, int]:
    pos = getattr(event, "pos", (0, 0))
    try:
        return int(pos[0]), int(pos[1])
    except (TypeError, ValueError, IndexError):
        return (0, 0)


def _sign(value) -> int:
    try:
        return (value > 0) - (value < 0)
    except TypeError:
        return 0
