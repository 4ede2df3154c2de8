"""Devices to intents: the only module that reads raw keys, mouse and pad buttons.

Scenes never see a pygame event; they receive `Intent`s: POINT (the pointer
moved), CLICK / RELEASE (primary button at a logical position), CONFIRM, BACK,
MOVE (a direction, or Tab's next/previous), SCROLL (wheel, Page Up/Down), HOTKEY (a letter, digit, "+" or
"-"), TEXT (characters typed, from pygame's TEXTINPUT, for a name field),
ERASE (Backspace), FULLSCREEN and QUIT; and from a pad also AMOUNT (a shoulder:
dx -1 or +1, a bet amount), LIFT (west: lift or lower the focused card),
SUGGEST (north: take the partner's flashing suggestion), MENU (Start: the
pause menu at the table, the screen's main action elsewhere), LOOK (the right
stick: where the player looks at the table; dx, dy 0 when let go), SIGNS (the
right stick pressed in: the fan of señas), COACH (the left stick pressed in:
the coach at the table) and PAD_LOST (a
pad was pulled out; the app calls the top scene's `pad_lost()`). Keyboard and
mouse are mapped here; the pads are opened and read by game/platform/pads.py, whose
positional buttons are mapped to intents here (`PAD_BUTTONS`), the same on
every screen. The mapper also keeps `prompts`, the glyph style the screens
draw: "keys" after a key press or a mouse move, the pad's style ("xbox",
"playstation", "nintendo") after pad input. `begin_text` / `end_text` switch
the keyboard to typing (text input and key repeat) while a screen has a text
field.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.platform.pads import KEYS, NINTENDO, PAD_STYLES, PLAYSTATION, XBOX, Pads  # noqa: F401 (re-exported)

POINT, CLICK, RELEASE = "point", "click", "release"
CONFIRM, BACK, MOVE, HOTKEY = "confirm", "back", "move", "hotkey"
TEXT, ERASE = "text", "erase"
SCROLL = "scroll"  # dy lines down (negative: up): the mouse wheel, Page Up / Page Down
PAGE_LINES = 6
FULLSCREEN, QUIT = "fullscreen", "quit"
AMOUNT, LIFT, SUGGEST, MENU, PAD_LOST = "amount", "lift", "suggest", "menu", "pad-lost"
LOOK, SIGNS = "look", "signs"  # the right stick: where the player looks (dx, dy; 0, 0: own cards); pressed: the señas
COACH = "coach"  # the left stick pressed in: the coach at the table (the key C there)


@dataclass(frozen=True, slots=True)
class Intent:
    """kind: one of the names above; pos: logical position (POINT, CLICK,
    RELEASE); dx, dy: a MOVE direction (dx=+1/-1, dy=0 with `cycle` for Tab);
    key: the HOTKEY character, the TEXT typed, or " " on a CONFIRM that came
    from the space bar (a text field types it instead); pad: it came from a
    gamepad (AMOUNT's dx is the step); from_pointer: it came from the mouse."""

    kind: str
    pos: tuple[int, int] | None = None
    dx: int = 0
    dy: int = 0
    cycle: bool = False
    key: str = ""
    pad: bool = False

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
# A pad's buttons, by position (game/platform/pads.py), and what they mean on every screen.
PAD_BUTTONS = {
    "south": Intent(CONFIRM, pad=True), "east": Intent(BACK, pad=True),
    "west": Intent(LIFT, pad=True), "north": Intent(SUGGEST, pad=True),
    "start": Intent(MENU, pad=True), "back": Intent(BACK, pad=True),
    "left-shoulder": Intent(AMOUNT, dx=-1, pad=True), "right-shoulder": Intent(AMOUNT, dx=1, pad=True),
    "up": Intent(MOVE, dy=-1, pad=True), "down": Intent(MOVE, dy=1, pad=True),
    "left": Intent(MOVE, dx=-1, pad=True), "right": Intent(MOVE, dx=1, pad=True),
    "right-stick": Intent(SIGNS, pad=True), "left-stick": Intent(COACH, pad=True),
    "look-up": Intent(LOOK, dy=-1, pad=True), "look-down": Intent(LOOK, dy=1, pad=True),
    "look-left": Intent(LOOK, dx=-1, pad=True), "look-right": Intent(LOOK, dx=1, pad=True),
    "look-centre": Intent(LOOK, pad=True),
}


class InputMapper:
    """Turns a batch of pygame events into intents; owns the pads (`pads`)
    and the prompt style the screens show (`prompts`)."""

    def __init__(self) -> None:
        self.pads = Pads()
        self.prompts = KEYS

    def open_pads(self) -> None:
        """Open the pads connected at start (their device events may be gone)."""
        self.pads.open_all()

    def translate(self, events) -> list[Intent]:
        out: list[Intent] = []
        for event in events:
            signals = self.pads.event(event)
            if signals is not None:
                out.extend(self._pad(signal) for signal in signals)
                continue
            intent = self._one(event)
            if intent is not None:
                out.append(intent)
        return out

    def repeat(self, dt: float) -> list[Intent]:
        """The directions held on a pad, repeated (call once a frame with its dt)."""
        return [self._pad(signal) for signal in self.pads.repeat(dt)]

    def _pad(self, signal) -> Intent:
        if signal.kind == "lost":
            return Intent(PAD_LOST, pad=True)
        self.prompts = signal.style
        return PAD_BUTTONS[signal.name]

    def _one(self, event) -> Intent | None:
        etype = event.type
        if etype == pygame.QUIT:
            return Intent(QUIT)
        if etype in (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.prompts = KEYS  # the keyboard and mouse are back: so are their prompts
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


def _pos(event) -> tuple[int, int]:
    pos = getattr(event, "pos", (0, 0))
    try:
        return int(pos[0]), int(pos[1])
    except (TypeError, ValueError, IndexError):
        return (0, 0)
