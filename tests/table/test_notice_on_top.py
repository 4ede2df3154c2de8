"""A lance's notice stays on top of what moves: chips in flight pass under its
text, and a bubble popping in beside it never draws over its panel (the
still layer holds the notice; the movers are drawn over that layer, so the
notice is put back over them where they cross it)."""
import pygame
import pytest

from game.model import actions as A
from game.scenes.table import TableScene
from game.ui.chips import STAKE
from tests.apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def table_with_a_notice(seed=5):
    app = started_app(None, seed=seed, speed=1, sound=False)
    table = TableScene(app)
    app.reset(table)
    for _ in range(400):  # the deal
        app.tick(1 / 60)
        if not table.pieces.hands.moving and not table.director.busy:
            break
    table.director.beats.clear()
    table.director.pause("Jokua: haiek bakarrik dute jokoa, laburpenean kontatuko da")
    app.tick(1 / 60)
    assert table.current_pause() is not None
    return app, table


def notice_box(table) -> pygame.Rect:
    """The notice's panel, less the frame's soft outer edge and rounded
    corners (see-through, as a frame's edge should be)."""
    places = table.canvas.places["pause"]
    return places[0].unionall(places[1:]).inflate(-32, -32)


def test_chips_in_flight_pass_under_the_notice():
    app, table = table_with_a_notice()
    box = notice_box(table)
    chips = table.pieces.chips
    chips._fly(STAKE, 8, (box.left - 60, box.centery), (box.right + 60, box.centery))
    for _ in range(12):
        app.tick(1 / 60)
        assert chips.flights, "the chips landed before they crossed the notice"
        area = box.clip(app.screen.get_rect())
        shown = pygame.image.tobytes(app.screen.subsurface(area), "RGB")
        still = pygame.image.tobytes(table.canvas.still.subsurface(area), "RGB")
        assert shown == still, "a chip in flight drew over the notice"


def test_a_bubble_popping_in_stays_off_the_notice():
    app, table = table_with_a_notice()
    box = notice_box(table)
    signs = table.pieces.signs
    seat = 3
    signs.say(seat, A.plain("ez"))
    bubble = signs.bubbles[seat]
    bubble.anchor = (box.left + 60, box.top)  # astride the notice's top edge
    crossed = False
    for _ in range(6):
        app.tick(1 / 60)
        if not bubble.popping:
            break
        area = box.clip(app.screen.get_rect())
        shown = pygame.image.tobytes(app.screen.subsurface(area), "RGB")
        still = pygame.image.tobytes(table.canvas.still.subsurface(area), "RGB")
        assert shown == still, "a bubble popping in drew over the notice"
        crossed = True
    assert crossed
