"""The drawing tests' resources: pygame started on the dummy display (a mode
is set, so that sprites can be converted) and one Resources per module."""
import pygame
import pytest

from game.platform.resources import Resources


@pytest.fixture(scope="module")
def res():
    pygame.init()
    pygame.display.set_mode((64, 64))
    return Resources()
