"""The game's window on the player's desktop: its size and how the picture fills it.

The game draws a 1920x1080 picture that pygame's SCALED mode shows in the
window. On a desktop that holds the whole picture SCALED chooses the window
itself (1920x1080, or a whole multiple of it), as it always did. On a smaller
desktop (a laptop's 1366x768) SCALED would still open 1920x1080, off the
screen: there the window is made the largest size with the picture's
proportions that takes at most `FIT` of the desktop's width and height (room
for a title bar and a task bar), and the picture is scaled down into it.

Two things of pygame-ce's (checked in 2.5.8's src_c/display.c) stand in the
way, and this module moves them aside: after `set_mode` and after leaving
fullscreen it sets the window's minimum size to the picture's, so the window
could not shrink; and in a window it asks SDL for whole-number scaling unless
the environment variable named `SDL_HINT_RENDER_SCALE_QUALITY` is true
(pygame-ce issue #1344), so a window smaller than the picture would show its
middle cropped, not the whole picture. Mouse positions stay the picture's
(SDL's renderer turns the window's into them), whatever the window's size.
"""
from __future__ import annotations

import math
import os
import warnings

import pygame

# The largest share of the desktop's width and height a fitted window takes.
FIT = 0.9
# The environment variable pygame-ce reads to scale a SCALED window by any
# factor, not only a whole number (not an SDL hint: pygame reads it by this name).
FRACTIONAL_SCALING = "SDL_HINT_RENDER_SCALE_QUALITY"


def window_size(desktop: tuple[int, int] | None, picture: tuple[int, int]) -> tuple[int, int] | None:
    """The window's size for a `picture` on a `desktop` (both width, height in
    pixels): None where the desktop holds the whole picture (or its size is
    unknown), and pygame's SCALED chooses as before; else the largest size
    with exactly the picture's proportions (16:9 for 1920x1080) whose width
    and height are at most `FIT` of the desktop's."""
    if desktop is None:
        return None
    width, height = desktop
    if width <= 0 or height <= 0 or (width >= picture[0] and height >= picture[1]):
        return None
    whole = math.gcd(*picture)
    step_w, step_h = picture[0] // whole, picture[1] // whole  # 16 and 9 for 1920x1080
    steps = max(1, min(int(width * FIT) // step_w, int(height * FIT) // step_h))
    return step_w * steps, step_h * steps


def desktop() -> tuple[int, int] | None:
    """The size of the desktop the game's window opens on (pygame's first
    display), or None if SDL tells none."""
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes else None


def allow_scaling_down() -> None:
    """Let the SCALED picture be scaled by any factor in a window, below one
    included (pygame reads this when a window is made and when fullscreen is
    left): set before `set_mode` or `toggle_fullscreen`."""
    os.environ[FRACTIONAL_SCALING] = "1"


def fit(size: tuple[int, int]) -> None:
    """Make the display's window `size`, centred on its desktop, and show it
    (a window made HIDDEN to be fitted first)."""
    with warnings.catch_warnings():
        # Deprecated since pygame-ce 2.4 for drawing through it; still the one way
        # to reach the display module's window, which is all this does.
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    window.minimum_size = size  # pygame set it to the picture's
    window.size = size
    window.position = pygame.WINDOWPOS_CENTERED
    window.show()
