"""A gamepad made by SDL inside the process, for tests, screenshots and the
driver's pad mode: SDL itself then sends the device, button and axis events a
real pad would (CONTROLLERDEVICEADDED and JOYDEVICEADDED, CONTROLLERBUTTONDOWN
and JOYBUTTONDOWN...), so the game's pad code is exercised exactly.

pygame-ce does not wrap SDL's virtual joysticks: they are reached with ctypes
on the SDL library pygame-ce loaded (its wheel's own copy; the same library
instance, or SDL would attach the pad somewhere the game never looks).
`VirtualPad()` is a pad SDL knows (a game controller, optionally with a name
and USB vendor, e.g. a PlayStation pad); `VirtualPad(known=False)` a pad with
no mapping, read through the joystick API (buttons 0-7, a hat). Buttons are
named by position as in game/platform/pads.py; `press` sets a button down and up
with an event pump between, `tilt` pushes the left stick, `unplug` detaches.
Never used by the game itself.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os

import pygame

from game.platform.controls import PadButton as B

# SDL's game-controller numbering for a virtual controller's buttons.
CONTROLLER_BUTTONS = {
    B.SOUTH: 0, B.EAST: 1, B.WEST: 2, B.NORTH: 3, B.BACK: 4, B.GUIDE: 5, B.START: 6,
    B.LEFT_STICK: 7, B.RIGHT_STICK: 8, B.LEFT_SHOULDER: 9, B.RIGHT_SHOULDER: 10,
    B.UP: 11, B.DOWN: 12, B.LEFT: 13, B.RIGHT: 14,
}
# An unknown pad: the XInput-style numbering game/platform/pads.py guesses, and a hat.
JOYSTICK_BUTTONS = {B.SOUTH: 0, B.EAST: 1, B.WEST: 2, B.NORTH: 3, B.LEFT_SHOULDER: 4,
                    B.RIGHT_SHOULDER: 5, B.BACK: 6, B.START: 7, B.RIGHT_STICK: 10}
HAT_VALUES = {B.UP: 0x01, B.RIGHT: 0x02, B.DOWN: 0x04, B.LEFT: 0x08}
_TYPE_UNKNOWN, _TYPE_GAMECONTROLLER = 0, 1
_sdl = None


class _Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24+, version 1)."""

    _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16), ("naxes", ctypes.c_uint16),
                ("nbuttons", ctypes.c_uint16), ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16),
                ("button_mask", ctypes.c_uint32), ("axis_mask", ctypes.c_uint32),
                ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p)] + [
        (callback, ctypes.c_void_p)
        for callback in ("Update", "SetPlayerIndex", "Rumble", "RumbleTriggers", "SetLED", "SendEffect")]


def sdl_library():
    """The SDL2 library pygame-ce runs on, through ctypes (loaded once)."""
    global _sdl
    if _sdl is not None:
        return _sdl
    here = os.path.dirname(pygame.__file__)
    patterns = [os.path.join(here, "..", "pygame_ce.libs", "libSDL2-*.so*"),
                os.path.join(here, ".dylibs", "libSDL2*.dylib"), os.path.join(here, "SDL2.dll"),
                os.path.join(here, "libSDL2*.so*")]
    found = [path for pattern in patterns for path in sorted(glob.glob(pattern))]
    path = found[0] if found else ctypes.util.find_library("SDL2")
    if not path:
        raise OSError("SDL2 library not found next to pygame")
    lib = ctypes.CDLL(path)
    lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_Desc)]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_JoystickSetVirtualHat.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_GetError.restype = ctypes.c_char_p
    _sdl = lib
    return lib


class VirtualPad:
    """One virtual pad, attached at once (pygame must be initialised)."""

    def __init__(self, name: str = "Virtual Controller", vendor: int = 0, product: int = 0,
                 known: bool = True) -> None:
        self.sdl = sdl_library()
        self.known = known
        self._name = name.encode("utf-8")  # kept alive while SDL may read it
        desc = _Desc(version=1, type=_TYPE_GAMECONTROLLER if known else _TYPE_UNKNOWN,
                     naxes=6 if known else 2, nbuttons=15 if known else 8, nhats=0 if known else 1,
                     vendor_id=vendor, product_id=product, name=self._name)
        index = self.sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            raise OSError(f"SDL could not attach a virtual pad: {self.sdl.SDL_GetError().decode()}")
        self.handle = self.sdl.SDL_JoystickOpen(index)  # this test's own handle: a joystick
        if not self.handle:
            raise OSError(f"SDL could not open the virtual pad: {self.sdl.SDL_GetError().decode()}")
        self.instance_id = self.sdl.SDL_JoystickInstanceID(self.handle)
        self.hat = 0
        self.presses = 0

    def set_button(self, button: str, down: bool) -> None:
        if not self.known and button in HAT_VALUES:
            self.hat = self.hat | HAT_VALUES[button] if down else self.hat & ~HAT_VALUES[button]
            self.sdl.SDL_JoystickSetVirtualHat(self.handle, 0, self.hat)
            return
        numbers = CONTROLLER_BUTTONS if self.known else JOYSTICK_BUTTONS
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, numbers[button], 1 if down else 0)

    def set_axis(self, axis: int, value: float) -> None:
        """Axis 0/1 the left stick (x, y), -1.0..1.0."""
        raw = max(-32768, min(32767, round(value * 32767)))
        self.sdl.SDL_JoystickSetVirtualAxis(self.handle, axis, raw)

    def press(self, button: str) -> None:
        """Down, an event pump (SDL sends the events), up, a pump."""
        self.set_button(button, True)
        pygame.event.pump()
        self.set_button(button, False)
        pygame.event.pump()
        self.presses += 1

    def tilt(self, dx: int, dy: int) -> None:
        """The left stick pushed fully one way and let go."""
        self.set_axis(0, dx)
        self.set_axis(1, dy)
        pygame.event.pump()
        self.set_axis(0, 0)
        self.set_axis(1, 0)
        pygame.event.pump()
        self.presses += 1

    def look(self, dx: int, dy: int) -> None:
        """The right stick pushed fully one way and held there (0, 0: let go)."""
        x_axis, y_axis = (2, 3) if self.known else (3, 4)
        self.set_axis(x_axis, dx)
        self.set_axis(y_axis, dy)
        pygame.event.pump()
        self.presses += 1

    def unplug(self) -> None:
        if self.handle is None:
            return
        self.sdl.SDL_JoystickClose(self.handle)
        self.handle = None
        for index in range(self.sdl.SDL_NumJoysticks()):  # device indices shift as pads come and go
            if self.sdl.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                self.sdl.SDL_JoystickDetachVirtual(index)
                return

    def __enter__(self) -> "VirtualPad":
        return self

    def __exit__(self, *_exc) -> None:
        self.unplug()
