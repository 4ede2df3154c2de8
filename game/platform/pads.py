"""The gamepads: which are connected, through which SDL API each is read, and
what their buttons and sticks say, by position.

A pad SDL knows (it has a game-controller mapping) is opened through
`pygame._sdl2.controller`, whose buttons are named by position whatever the
make; a pad SDL does not know is opened through the plain joystick API and read
with the common XInput-style numbering. Never both: SDL sends JOY* events for
every pad opened as a controller too, and those are dropped here, so a press
counts once. Pads are opened when they connect (CONTROLLERDEVICEADDED /
JOYDEVICEADDED) and at start (`open_all`), closed when they go. `Pads.event`
turns one pygame event into `PadSignal`s: a button pressed ("south", "east",
"west", "north", "back", "start", "left-shoulder", "right-shoulder",
"right-stick" and "left-stick" pressed in), a
direction pressed ("up", "down", "left", "right": D-pad, hat or left stick),
the right stick's way ("look-up", "look-left", "look-right", and
"look-centre" when it is let go: where the player looks at the table), or a
pad lost. `Pads.repeat(dt)` gives the direction again while it is held,
after `REPEAT_DELAY` and then every `REPEAT_EVERY` seconds. Each pad also has
a prompt style (xbox, playstation or nintendo) guessed from its name and USB
vendor, for the button glyphs. A signal's name is a `PadButton` member
(game/platform/controls.py: the controls keep the pad's buttons by it).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import pygame

from game.platform.controls import PadButton as B

try:  # experimental in pygame-ce: the game still works with joysticks alone
    from pygame._sdl2 import controller as _controller
except ImportError:  # pragma: no cover - every pygame-ce 2.5 wheel has it
    _controller = None

KEYS, XBOX, PLAYSTATION, NINTENDO = "keys", "xbox", "playstation", "nintendo"
PAD_STYLES = (XBOX, PLAYSTATION, NINTENDO)

REPEAT_DELAY = 0.4   # seconds a direction is held before it repeats
REPEAT_EVERY = 0.11  # seconds between two repeats
STICK_PRESS = 0.55   # share of the stick's travel that counts as a direction
STICK_RELEASE = 0.35  # ...and under which it is let go (no flicker at the edge)

DIRECTIONS = {B.UP: (0, -1), B.DOWN: (0, 1), B.LEFT: (-1, 0), B.RIGHT: (1, 0)}
LOOKS = {B.UP: B.LOOK_UP, B.DOWN: B.LOOK_DOWN, B.LEFT: B.LOOK_LEFT, B.RIGHT: B.LOOK_RIGHT}  # the right stick's ways
_CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: B.SOUTH, pygame.CONTROLLER_BUTTON_B: B.EAST,
    pygame.CONTROLLER_BUTTON_X: B.WEST, pygame.CONTROLLER_BUTTON_Y: B.NORTH,
    pygame.CONTROLLER_BUTTON_BACK: B.BACK, pygame.CONTROLLER_BUTTON_START: B.START,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: B.LEFT_SHOULDER,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: B.RIGHT_SHOULDER,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: B.RIGHT_STICK, pygame.CONTROLLER_BUTTON_LEFTSTICK: B.LEFT_STICK,
    pygame.CONTROLLER_BUTTON_DPAD_UP: B.UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: B.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: B.LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: B.RIGHT,
}
# A pad SDL has no mapping for: the numbering most such pads share (XInput's).
_JOYSTICK_BUTTONS = {0: B.SOUTH, 1: B.EAST, 2: B.WEST, 3: B.NORTH, 4: B.LEFT_SHOULDER,
                     5: B.RIGHT_SHOULDER, 6: B.BACK, 7: B.START, 9: B.LEFT_STICK, 10: B.RIGHT_STICK}
# The right stick's axes: through the controller API, and in the XInput-style numbering.
_CONTROLLER_LOOK_AXES, _JOYSTICK_LOOK_AXES = (2, 3), (3, 4)
_SONY, _NINTENDO = 0x054C, 0x057E


class PadSignal(NamedTuple):
    """kind: "button" (a button pressed: `name` is its position or a
    direction), "lost" (the pad was pulled out); pad: the pad's style."""

    kind: str
    name: str = ""
    style: str = XBOX


@dataclass
class Pad:
    """One connected pad: its SDL device(s), style, and what is held now."""

    instance_id: int
    name: str
    style: str
    device: object           # a Controller, or a Joystick for a pad SDL does not know
    joystick: object = None  # the Controller's joystick (closed with it)
    held: list = field(default_factory=list)  # directions held on the D-pad or hat, oldest first
    stick: tuple = (0, 0)    # the left stick's direction now
    axes: list = field(default_factory=lambda: [0.0, 0.0])
    look: tuple = (0, 0)     # the right stick's direction now
    look_axes: list = field(default_factory=lambda: [0.0, 0.0])
    direction: tuple = (0, 0)  # the direction that repeats
    repeat_in: float = 0.0

    def close(self) -> None:
        for device in (self.device, self.joystick):
            try:
                if device is not None:
                    device.quit()
            except (pygame.error, AttributeError):
                pass


def pad_style(name: str, guid: str = "") -> str:
    """xbox, playstation or nintendo: which glyphs this pad's buttons wear."""
    low = (name or "").lower()
    vendor = guid_vendor(guid)
    if vendor == _SONY or any(w in low for w in ("playstation", "dualshock", "dualsense", "ps3", "ps4",
                                                   "ps5", "sony")):
        return PLAYSTATION
    if vendor == _NINTENDO or any(w in low for w in ("nintendo", "switch", "joy-con", "joycon",
                                                       "pro controller")):
        return NINTENDO
    return XBOX


def guid_vendor(guid: str) -> int | None:
    """The USB vendor id inside an SDL2 joystick GUID (hex text), if it holds one:
    bytes 4-5 little-endian, with bytes 6-7 zero (SDL's own layout test)."""
    try:
        raw = bytes.fromhex(guid or "")
    except ValueError:
        return None
    if len(raw) != 16 or raw[6:8] != b"\0\0":
        return None
    return raw[4] | raw[5] << 8 or None


class Pads:
    """The connected pads and their signals."""

    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        self.controllers_ok = False
        if _controller is not None:
            try:
                _controller.init()
                self.controllers_ok = True
            except pygame.error:
                pass

    # -- devices ------------------------------------------------------------
    def open_all(self) -> None:
        """Open every pad connected now (their *DEVICEADDED events may be gone)."""
        try:
            count = pygame.joystick.get_count()
        except pygame.error:
            return
        for index in range(count):
            self.open(index)

    def is_controller(self, index: int) -> bool:
        if not self.controllers_ok:
            return False
        try:
            return bool(_controller.is_controller(index))
        except pygame.error:
            return False

    def open(self, index: int) -> Pad | None:
        """Open the pad at SDL device `index` through the right API (once)."""
        try:
            joystick = pygame.joystick.Joystick(index)
            instance_id = joystick.get_instance_id()
            if instance_id in self.pads:
                return self.pads[instance_id]
            name, guid = joystick.get_name(), joystick.get_guid()
        except (pygame.error, AttributeError, TypeError, ValueError):
            return None  # gone before it opened, or a synthetic event's index
        pad = None
        if self.is_controller(index):
            try:
                device = _controller.Controller(index)
                pad = Pad(instance_id, device.name or name, pad_style(device.name or name, guid),
                          device, joystick)
            except (pygame.error, AttributeError, TypeError):
                pad = None  # the controller API refused it: read it as a joystick
        if pad is None:  # pygame-ce opens a Joystick as it makes it
            pad = Pad(instance_id, name, pad_style(name, guid), joystick)
        self.pads[instance_id] = pad
        return pad

    # -- events -------------------------------------------------------------
    def event(self, event) -> list[PadSignal] | None:
        """The signals of one event; None when it is not a pad's event."""
        etype = event.type
        if etype in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            self.open(getattr(event, "device_index", -1))
            return []
        if etype in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            pad = self.pads.pop(getattr(event, "instance_id", None), None)
            if pad is None:
                return []  # the second event of a pair, or a pad never opened
            pad.close()
            return [PadSignal("lost", style=pad.style)]
        if etype in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                     pygame.CONTROLLERAXISMOTION):
            pad = self._pad(event, controller=True)
            if pad is None:
                return []
            if etype == pygame.CONTROLLERAXISMOTION:
                axis, value = getattr(event, "axis", -1), getattr(event, "value", 0) / 32767
                if axis in _CONTROLLER_LOOK_AXES:
                    return self._look(pad, _CONTROLLER_LOOK_AXES.index(axis), value)
                return self._axis(pad, axis, value)
            name = _CONTROLLER_BUTTONS.get(getattr(event, "button", -1))
            return self._button(pad, name, etype == pygame.CONTROLLERBUTTONDOWN)
        if etype in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYAXISMOTION,
                     pygame.JOYHATMOTION):
            pad = self._pad(event, controller=False)
            if pad is None:
                return []  # a pad read as a controller: its JOY* twin is not a second press
            if etype == pygame.JOYAXISMOTION:
                axis, value = getattr(event, "axis", -1), getattr(event, "value", 0.0)
                if axis in _JOYSTICK_LOOK_AXES:
                    return self._look(pad, _JOYSTICK_LOOK_AXES.index(axis), value)
                return self._axis(pad, axis, value)
            if etype == pygame.JOYHATMOTION:
                return self._hat(pad, getattr(event, "value", (0, 0)))
            name = _JOYSTICK_BUTTONS.get(getattr(event, "button", -1))
            return self._button(pad, name, etype == pygame.JOYBUTTONDOWN)
        return None

    def _pad(self, event, controller: bool) -> Pad | None:
        pad = self.pads.get(getattr(event, "instance_id", None))
        if pad is None or (pad.joystick is not None) != controller:
            return None
        return pad

    def _button(self, pad: Pad, name: str | None, down: bool) -> list[PadSignal]:
        if name is None:
            return []
        if name in DIRECTIONS:
            if name in pad.held:
                pad.held.remove(name)
            if down:
                pad.held.append(name)
            return self._steer(pad)
        return [PadSignal("button", name, pad.style)] if down else []

    def _hat(self, pad: Pad, value) -> list[PadSignal]:
        try:
            hx, hy = int(value[0]), int(value[1])
        except (TypeError, ValueError, IndexError):
            return []
        pad.held = [d for d, on in ((B.LEFT, hx < 0), (B.RIGHT, hx > 0), (B.UP, hy > 0),
                                    (B.DOWN, hy < 0)) if on][-1:]
        return self._steer(pad)

    def _axis(self, pad: Pad, axis: int, value) -> list[PadSignal]:
        if axis not in (0, 1):
            return []  # the right stick and the triggers do nothing
        try:
            pad.axes[axis] = max(-1.0, min(1.0, float(value)))
        except (TypeError, ValueError):
            return []
        pad.stick = _stick_way(pad.axes, pad.stick)
        return self._steer(pad)

    def _look(self, pad: Pad, index: int, value) -> list[PadSignal]:
        """The right stick: a way pushed ("look-up", "look-left", ...) or let
        go ("look-centre"), once each time it changes (down is not a look)."""
        try:
            pad.look_axes[index] = max(-1.0, min(1.0, float(value)))
        except (TypeError, ValueError):
            return []
        current = pad.look
        look = _stick_way(pad.look_axes, current)
        if look == current:
            return []
        pad.look = look
        name = B.LOOK_CENTRE if look == (0, 0) else LOOKS[_direction_name(look)]
        return [PadSignal("button", name, pad.style)]

    def _steer(self, pad: Pad) -> list[PadSignal]:
        """The pad's direction now (the last D-pad direction held, else the
        stick's); a new direction is pressed at once, then repeats."""
        direction = DIRECTIONS[pad.held[-1]] if pad.held else pad.stick
        if direction == pad.direction:
            return []
        pad.direction = direction
        pad.repeat_in = REPEAT_DELAY
        if direction == (0, 0):
            return []
        return [PadSignal("button", _direction_name(direction), pad.style)]

    def repeat(self, dt: float) -> list[PadSignal]:
        """Held directions, again: at most one repeat per pad per call."""
        out = []
        for pad in self.pads.values():
            if pad.direction == (0, 0):
                continue
            pad.repeat_in -= dt
            if pad.repeat_in <= 0:
                pad.repeat_in = max(pad.repeat_in + REPEAT_EVERY, REPEAT_EVERY / 2)
                out.append(PadSignal("button", _direction_name(pad.direction), pad.style))
        return out


def _stick_way(axes, current: tuple[int, int]) -> tuple[int, int]:
    """The way a stick at `axes` (x, y) points, held as `current` until it
    comes back under STICK_RELEASE along it (no flicker at the edge)."""
    x, y = axes
    if current != (0, 0) and x * current[0] + y * current[1] >= STICK_RELEASE:
        return current
    if max(abs(x), abs(y)) < STICK_PRESS:
        return (0, 0)
    if abs(x) >= abs(y):
        return (1 if x > 0 else -1, 0)
    return (0, 1 if y > 0 else -1)


def _direction_name(direction: tuple[int, int]) -> B:
    return next(name for name, d in DIRECTIONS.items() if d == direction)
