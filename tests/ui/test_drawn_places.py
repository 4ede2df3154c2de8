"""Every moving piece says truly where it drew: the table mends its frames
by putting the still layer back only over those places (game/table/canvas.py),
so a pixel drawn outside them would stay on the felt. Each piece is drawn on
a clear surface and what it returns must hold every pixel it touched."""
import pygame
import pytest

from game import assets
from game.table.chips import ChipStack
from game.ui.bubbles import Banner, Bubble
from game.ui.chips import STAKE, ChipFlight
from game.ui.widgets import Button


def clear():
    return pygame.Surface((1920, 1080), pygame.SRCALPHA)


def covered(surface, places):
    """The touched pixels' bounding box lies inside the union of `places`."""
    touched = surface.get_bounding_rect()
    assert touched.width and touched.height, "nothing was drawn"
    places = [p for p in places if p is not None]
    return places[0].unionall(places[1:]).contains(touched)


@pytest.mark.parametrize("points", [1, 4, 5, 7, 13, 30, 64, 70])
@pytest.mark.parametrize("column", [False, True])
def test_a_chip_stack_says_where_it_stands(res, points, column):
    surface = clear()
    assert covered(surface, [ChipStack((960, 560), points).draw(surface, res, 1.0, column=column)])


def test_flying_chips_say_where_they_are(res):
    flight = ChipFlight(STAKE, 8, (760, 760), (960, 540), 0.55, gap=0.06)
    for _ in range(6):
        flight.update(0.05)
        surface = clear()
        assert covered(surface, flight.draw(surface, res, 0.5))


@pytest.mark.parametrize("age", [0.02, 0.1, 1.0])
def test_a_bubble_says_where_it_is_popping_or_still(res, age):
    bubble = Bubble("Imido 10", (1530, 420), 0.18 * 4, emphatic=True)
    bubble.update(age)
    surface = clear()
    assert covered(surface, [bubble.draw(surface, res, 1.0)])


def test_the_lance_banner_says_where_it_is(res):
    banner = Banner("Haundia", 0.95, assets.ICON_HAUNDIA)
    banner.update(0.3)
    surface = clear()
    assert covered(surface, banner.draw(surface, res, 1.0, (960, 470)))


@pytest.mark.parametrize("focused", [False, True])
def test_a_flashing_button_says_where_its_halo_and_tag_are(res, focused):
    button = Button("ez", "Ez", pygame.Rect(900, 800, 110, 72), "e")  # narrow: a long tag overhangs it
    button.flashing = True
    button.tag = "Itziar Etxeberria · 10"
    surface = clear()
    assert covered(surface, [button.draw(surface, res, 0.3, focused)])
