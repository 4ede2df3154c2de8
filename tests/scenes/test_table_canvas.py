"""The table's mended frames (the still layer put back only where last
frame's movers were and where it changed) are exactly the frames composed
from nothing: flying chips, popping bubbles, the lance banner, dealt cards
and the flashing advice, over a played game; and the still layer composed
again only where its parts changed is exactly the layer composed whole."""
import collections

import pygame
import pytest

from game.shell.driver import Driver
from game.shell.main import STEP
from game.scenes.table import TableScene
from tests.apps import player_turns, started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def movers(table):
    p = table.pieces
    return {name for name, moving in (("chips", bool(p.chips.flights) or p.chips.centre.moving),
                                      ("bubbles", p.signs.moving), ("banner", table.director.banner is not None),
                                      ("cards", p.hands.moving), ("advice", bool(table.bar.flashing)))
            if moving}


KINDS = ("chips", "bubbles", "banner", "cards", "advice")


@pytest.mark.parametrize("mode", ["mouse", pytest.param("keyboard", marks=pytest.mark.slow),
                                  pytest.param("pad", marks=pytest.mark.slow)])
def test_mended_frames_equal_frames_drawn_whole(tmp_path, mode, seed=3):
    """By mouse (hover), by keys (the focus ring moving over the bar) and by
    pad (its glyphs on the buttons)."""
    app = started_app(tmp_path, seed=seed, speed=1, sound=False)
    table = TableScene(app)
    app.reset(table)
    driver = Driver(app, seed=seed, dt=1 / 60, mode=mode)
    whole = pygame.Surface(app.screen.get_size()).convert()
    seen = collections.Counter()

    def compare():
        if app.top is not table:
            return
        if table.canvas.patched:  # only the changed parts' places were composed again
            table.canvas.draw_still(whole)
            assert pygame.image.tobytes(table.canvas.still, "RGB") == pygame.image.tobytes(whole, "RGB"), \
                f"the still layer composed in places differs from the layer composed whole: {sorted(movers(table))}"
            seen["patched"] += 1
        if not table.canvas.mended:
            return
        table.canvas.draw_whole(whole, app.accumulator / STEP)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(whole, "RGB"), \
            f"a mended frame differs from the whole frame while {sorted(movers(table))} move"
        seen.update(movers(table))
        seen["frames"] += 1

    driver.checks.append(compare)
    for _ in player_turns(driver, table, ticks=6000):
        if min(seen[kind] for kind in KINDS) >= 5 and seen["patched"] >= 40:
            break
        driver.tick(20)
    assert seen["frames"] >= 100, seen
    assert seen["patched"] >= 40, seen
    for kind in KINDS:
        assert seen[kind] > 0, f"no mended frame with {kind} moving: {seen}"
