"""The window fits the player's desktop (game/shell/window.py): on a desktop
smaller than the 1920x1080 picture it opens at the largest 16:9 size within
90% of the desktop's width and height, the whole picture scaled into it, and
a click lands where it is seen; it fits again when fullscreen is left; on a
desktop that holds the picture SCALED chooses the window as before.

The dummy video driver's desktop is 1024x768, smaller than the picture: the
App's own window is checked there. A click is sent as SDL itself sends one
(SDL_PushEvent through ctypes, in the window's pixels), so that SDL's renderer
turns it into the picture's coordinates as it does for a real mouse."""
import ctypes
import os
import warnings

import pygame
import pytest

from game.platform.virtual_pad import sdl_library
from game.scenes.base import Entry
from game.shell import window
from game.shell.main import SIZE
from tests.apps import new_app, started_app


@pytest.fixture(autouse=True)
def fractional_scaling_unset(monkeypatch):
    """Each test starts as a fresh run does: the variable the App may set is unset."""
    monkeypatch.delenv(window.FRACTIONAL_SCALING, raising=False)


@pytest.mark.parametrize("desktop, size", [
    ((1366, 768), (1216, 684)),   # the common laptop
    ((1280, 720), (1152, 648)),
    ((1600, 900), (1440, 810)),
    ((1280, 800), (1152, 648)),   # 16:10, narrower than the picture's proportions
    ((1680, 1050), (1504, 846)),  # wide enough, not tall enough
    ((1024, 768), (912, 513)),    # the dummy driver's
    ((1080, 1920), (960, 540)),   # a screen turned on its side
    ((800, 600), (720, 405)),
])
def test_a_small_desktop_gets_the_largest_16_9_window_within_90_percent(desktop, size):
    assert window.window_size(desktop, SIZE) == size


@pytest.mark.parametrize("desktop", [(1920, 1080), (1920, 1200), (2560, 1440), (3840, 2160), (5120, 1440)])
def test_a_desktop_that_holds_the_picture_leaves_the_window_to_scaled(desktop):
    assert window.window_size(desktop, SIZE) is None


@pytest.mark.parametrize("desktop", [None, (0, 0), (0, 768), (1366, -1)])
def test_an_unknown_desktop_leaves_the_window_to_scaled(desktop):
    assert window.window_size(desktop, SIZE) is None


def test_every_small_desktop_gets_the_picture_s_proportions_and_the_largest_such_size():
    for width in range(320, 1921, 37):
        for height in range(240, 1081, 29):
            if width >= SIZE[0] and height >= SIZE[1]:
                continue
            w, h = window.window_size((width, height), SIZE)
            assert w * 9 == h * 16, (width, height)
            assert w <= width * window.FIT and h <= height * window.FIT, (width, height)
            # the next 16:9 size up would be too big one way or the other
            assert w + 16 > width * window.FIT or h + 9 > height * window.FIT, (width, height)


def _display_window():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_the_app_s_window_fits_a_small_desktop_and_still_draws_the_whole_picture(tmp_path):
    app = new_app(tmp_path)
    desktop = pygame.display.get_desktop_sizes()[0]
    assert desktop[0] < SIZE[0]  # the dummy driver's 1024x768: this test needs a small desktop
    fitted = window.window_size(desktop, SIZE)
    assert pygame.display.get_window_size() == fitted
    assert app.screen.get_size() == SIZE  # the game still draws 1920x1080
    assert os.environ.get(window.FRACTIONAL_SCALING) == "1"  # scaled down, not cropped
    assert _display_window().minimum_size == fitted


def test_the_window_fits_again_when_fullscreen_is_left(tmp_path, monkeypatch):
    app = new_app(tmp_path)
    fitted = window.window_size(pygame.display.get_desktop_sizes()[0], SIZE)

    def toggle_as_pygame_does():
        """pygame-ce 2.5.8 leaving fullscreen under SCALED: the window at the
        picture's size (a whole multiple of it, at least one), no smaller
        (the dummy driver cannot toggle at all)."""
        shown = _display_window()
        if not app.fullscreen:  # the App has just said it leaves fullscreen
            shown.minimum_size = SIZE
            shown.size = SIZE
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", toggle_as_pygame_does)
    app.toggle_fullscreen(save=False)
    assert app.fullscreen
    app.toggle_fullscreen(save=False)
    assert not app.fullscreen
    assert pygame.display.get_window_size() == fitted
    app.change_settings(fullscreen=True)
    app.change_settings(fullscreen=False)  # the Settings screen's way
    assert pygame.display.get_window_size() == fitted


def test_a_desktop_that_holds_the_picture_gets_scaled_s_window_as_before(tmp_path, monkeypatch):
    monkeypatch.setattr(window, "desktop", lambda: (2560, 1440))
    app = new_app(tmp_path)
    # the dummy driver's real desktop makes SCALED's whole-number scale 1
    assert pygame.display.get_window_size() == SIZE
    assert app.screen.get_size() == SIZE
    assert window.FRACTIONAL_SCALING not in os.environ  # whole-number scaling, as SCALED does


class _MouseButtonEvent(ctypes.Structure):
    """SDL_MouseButtonEvent (SDL 2), at the start of SDL_Event's 56 bytes."""
    _fields_ = [("type", ctypes.c_uint32), ("timestamp", ctypes.c_uint32), ("windowID", ctypes.c_uint32),
                ("which", ctypes.c_uint32), ("button", ctypes.c_uint8), ("state", ctypes.c_uint8),
                ("clicks", ctypes.c_uint8), ("padding1", ctypes.c_uint8), ("x", ctypes.c_int32),
                ("y", ctypes.c_int32)]


SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP = 0x401, 0x402


def _sdl_click(window_pos) -> None:
    """A left click at `window_pos` (the window's own pixels), as SDL sends it."""
    sdl = sdl_library()
    for kind, state in ((SDL_MOUSEBUTTONDOWN, 1), (SDL_MOUSEBUTTONUP, 0)):
        raw = (ctypes.c_uint8 * 56)()
        event = _MouseButtonEvent.from_buffer(raw)
        event.type, event.windowID = kind, _display_window().id
        event.button, event.state, event.clicks = 1, state, 1
        event.x, event.y = window_pos
        assert sdl.SDL_PushEvent(ctypes.byref(raw)) == 1


def test_a_click_in_the_fitted_window_presses_the_button_seen_there(tmp_path):
    app = started_app(tmp_path)
    assert app.top.name == "title"
    for _ in range(120):  # the title's buttons hear presses once shown
        app.tick(1 / 60)
    shown_w, shown_h = pygame.display.get_window_size()
    assert (shown_w, shown_h) != SIZE
    target = app.top.button(Entry.SETTINGS).rect.center
    # where the button is seen in the window: the picture scaled by the window's size
    seen = (round(target[0] * shown_w / SIZE[0]), round(target[1] * shown_h / SIZE[1]))
    pygame.event.clear()
    _sdl_click(seen)
    for _ in range(30):
        app.tick(1 / 60)
    assert app.top.name == "settings"
