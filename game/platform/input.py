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
positional buttons are mapped to intents here, the same on every screen. Which
key or pad button does what is the player's (game/platform/controls.py, the
mapping in use: `_KEY_INTENTS`, `PAD_ACTION_INTENTS`), except the fixed ones
(Escape is Back, F11 the full screen, a pad's Start and Back, its D-pad and
sticks: `PAD_BUTTONS`); a key no action has is a HOTKEY by its name. While
`capturing` (the Controls screen waits for a new key), every other key or
pad button comes as CAPTURED with its name. The mapper also keeps `prompts`, the glyph style the screens
draw: "keys" after a key press or a mouse move, the pad's style ("xbox",
"playstation", "nintendo") after pad input. `begin_text` / `end_text` switch
the keyboard to typing (text input and key repeat) while a screen has a text
field.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pygame

from game.platform import controls
from game.platform.controls import ControlAction as A, PadButton as B
from game.platform.pads import KEYS, NINTENDO, PAD_STYLES, PLAYSTATION, XBOX, Pads  # noqa: F401 (re-exported)



class IntentKind(StrEnum):
    """What an `Intent` is (its `kind`); every screen reads them by their
    short names below (`intents.CONFIRM`), which are these members."""

    POINT = "point"
    CLICK = "click"
    RELEASE = "release"
    CONFIRM = "confirm"
    BACK = "back"
    MOVE = "move"
    HOTKEY = "hotkey"
    TEXT = "text"
    ERASE = "erase"
    SCROLL = "scroll"  # dy lines down (negative: up): the mouse wheel, Page Up / Page Down
    FULLSCREEN = "fullscreen"
    QUIT = "quit"
    AMOUNT = "amount"
    LIFT = "lift"
    SUGGEST = "suggest"
    MENU = "menu"
    PAD_LOST = "pad-lost"
    CAPTURED = "captured"  # a key or pad button pressed while the Controls screen waits for one (key: its name)
    LOOK = "look"  # the right stick: where the player looks (dx, dy; 0, 0: own cards)
    SIGNS = "signs"  # the right stick pressed in: the señas
    COACH = "coach"  # the left stick pressed in: the coach at the table (the key C there)


(POINT, CLICK, RELEASE, CONFIRM, BACK, MOVE, HOTKEY, TEXT, ERASE, SCROLL, FULLSCREEN, QUIT,
 AMOUNT, LIFT, SUGGEST, MENU, PAD_LOST, CAPTURED, LOOK, SIGNS, COACH) = IntentKind
PAGE_LINES = 6


@dataclass(frozen=True, slots=True)
class Intent:
    """kind: one of the names above; pos: logical position (POINT, CLICK,
    RELEASE); dx, dy: a MOVE direction (dx=+1/-1, dy=0 with `cycle` for Tab);
    key: the HOTKEY character, the TEXT typed, or " " on a CONFIRM that came
    from the space bar (a text field types it instead); pad: it came from a
    gamepad (AMOUNT's dx is the step); from_pointer: it came from the mouse."""

    kind: IntentKind
    pos: tuple[int, int] | None = None
    dx: int = 0
    dy: int = 0
    cycle: bool = False
    key: str = ""
    pad: bool = False

    @property
    def from_pointer(self) -> bool:
        return self.kind in (POINT, CLICK, RELEASE)


# What each keyboard action of the controls (game/platform/controls.py) gives.
_KEY_INTENTS = {
    A.CONFIRM: Intent(CONFIRM), A.BACK: Intent(BACK),
    A.UP: Intent(MOVE, dy=-1), A.DOWN: Intent(MOVE, dy=1),
    A.LEFT: Intent(MOVE, dx=-1), A.RIGHT: Intent(MOVE, dx=1),
    A.NEXT: Intent(MOVE, dx=1, cycle=True),
    A.LESS: Intent(AMOUNT, dx=-1), A.MORE: Intent(AMOUNT, dx=1),
}
# What each pad action of the controls gives (its button is the player's choice).
PAD_ACTION_INTENTS = {
    A.CONFIRM: Intent(CONFIRM, pad=True), A.BACK: Intent(BACK, pad=True),
    A.LIFT: Intent(LIFT, pad=True), A.SUGGEST: Intent(SUGGEST, pad=True),
    A.LESS: Intent(AMOUNT, dx=-1, pad=True), A.MORE: Intent(AMOUNT, dx=1, pad=True),
    A.SIGNS: Intent(SIGNS, pad=True), A.COACH: Intent(COACH, pad=True),
}
# A pad's fixed buttons, by position (game/platform/pads.py): what they mean on every screen,
# whatever the controls say (Start and Back always reach the menu and Back).
PAD_BUTTONS = {
    B.START: Intent(MENU, pad=True), B.BACK: Intent(BACK, pad=True),
    B.UP: Intent(MOVE, dy=-1, pad=True), B.DOWN: Intent(MOVE, dy=1, pad=True),
    B.LEFT: Intent(MOVE, dx=-1, pad=True), B.RIGHT: Intent(MOVE, dx=1, pad=True),
    B.LOOK_UP: Intent(LOOK, dy=-1, pad=True), B.LOOK_DOWN: Intent(LOOK, dy=1, pad=True),
    B.LOOK_LEFT: Intent(LOOK, dx=-1, pad=True), B.LOOK_RIGHT: Intent(LOOK, dx=1, pad=True),
    B.LOOK_CENTRE: Intent(LOOK, pad=True),
}


class InputMapper:
    """Turns a batch of pygame events into intents; owns the pads (`pads`)
    and the prompt style the screens show (`prompts`)."""

    def __init__(self) -> None:
        self.pads = Pads()
        self.prompts = KEYS
        self.capturing = False  # the Controls screen waits for a key or button to give

    def open_pads(self) -> None:
        """Open the pads connected at start (their device events may be gone)."""
        self.pads.open_all()

    def translate(self, events) -> list[Intent]:
        out: list[Intent] = []
        for event in events:
            signals = self.pads.event(event)
            if signals is not None:
                out.extend(i for i in map(self._pad, signals) if i is not None)
                continue
            intent = self._one(event)
            if intent is not None:
                out.append(intent)
        return out

    def repeat(self, dt: float) -> list[Intent]:
        """The directions held on a pad, repeated (call once a frame with its dt)."""
        return [i for i in map(self._pad, self.pads.repeat(dt)) if i is not None]

    def _pad(self, signal) -> Intent | None:
        if signal.kind == "lost":
            return Intent(PAD_LOST, pad=True)
        self.prompts = signal.style
        fixed = PAD_BUTTONS.get(signal.name)
        if fixed is not None:
            return fixed
        if self.capturing:
            return Intent(CAPTURED, key=signal.name, pad=True)
        action = controls.in_use().pad_action(signal.name)
        return PAD_ACTION_INTENTS[action] if action else None

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
        """A key through the controls in use; the fixed keys first (Escape is
        always Back), then the actions of every screen, then the key as a
        HOTKEY by its name (a letter, a digit, "f5"...), for the labelled
        buttons and the table's own keys."""
        key = getattr(event, "key", 0)
        mod = getattr(event, "mod", 0)
        if key == pygame.K_F11 or (key in (pygame.K_RETURN, pygame.K_KP_ENTER) and mod & pygame.KMOD_ALT):
            return Intent(FULLSCREEN)
        if key == pygame.K_ESCAPE:
            return Intent(BACK)
        if key == pygame.K_BACKSPACE:
            return Intent(ERASE)
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return Intent(SCROLL, dy=PAGE_LINES if key == pygame.K_PAGEDOWN else -PAGE_LINES)
        name = controls.KEY_ALIASES.get(_key_name(key), _key_name(key))
        if self.capturing:
            return Intent(CAPTURED, key=name) if name in controls.KEY_NAMES else None
        action = controls.in_use().key_action(name)
        if action is not None:
            intent = _KEY_INTENTS[action]
            if action == A.NEXT and mod & pygame.KMOD_SHIFT:
                return Intent(MOVE, dx=-1, cycle=True)
            return Intent(intent.kind, dx=intent.dx, dy=intent.dy, cycle=intent.cycle,
                          key=" " if name == "space" else "")
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return None
        if name in controls.KEY_NAMES:
            return Intent(HOTKEY, key=name)
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


def _key_name(key: int) -> str:
    try:
        return pygame.key.name(key)
    except (pygame.error, TypeError, ValueError):
        return ""


def _pos(event) -> tuple[int, int]:
    pos = getattr(event, "pos", (0, 0))
    try:
        return int(pos[0]), int(pos[1])
    except (TypeError, ValueError, IndexError):
        return (0, 0)
