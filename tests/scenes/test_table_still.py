"""A table waiting for the player is still: nothing is animating a few
moments into the player's turn (so the loop stops redrawing), at many waiting
moments of several seeds; the advice flashes at the flash's own rate; and the
summary never applies an action from inside its button's callback."""
import pygame
import pytest

from game.shell.driver import Driver
from game.scenes.table import FLASH_MARGIN, TableScene
from game.scenes.title import TitleScene
from game.ui.widgets import FLASH_STEP
from tests.apps import new_app, player_turns

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def table_app(seed, autoplay=False):
    app = new_app(None, seed=seed, speed=4, sound=False, autoplay=autoplay)
    table = TableScene(app)
    app.reset(table)
    return app, table


@pytest.mark.slow
@pytest.mark.parametrize("seed", [5, 6, 11, 12])
def test_waiting_for_the_player_stops_animating(seed):
    app, table = table_app(seed)
    driver = Driver(app, seed=seed)
    waits = 0
    for _ in player_turns(driver, table):
        if waits >= 8:
            break
        for _ in range(int(1.5 * 30)):  # a second and a half of the player thinking
            driver.tick()
        assert not table.animating(), f"still animating while the player thinks ({table.state.phase})"
        interval = table.frame_interval()
        if table.flashing_buttons():  # the next step of the flash, no sooner
            assert 0 < interval <= FLASH_STEP + FLASH_MARGIN + 1e-9
        else:
            assert interval == float("inf")
            # and the loop's pass draws nothing: the frame count stands still
            frames = app.frames
            for _ in range(10):
                assert app.tick(1 / 60, lazy=True) > 0
            assert app.frames == frames
        waits += 1
    assert waits >= 8


def test_a_bubble_pops_in_whole_and_stays():
    from game.ui.bubbles import Bubble
    bubble = Bubble("Imido 2", (100, 100), 0.18)
    for _ in range(60):
        bubble.update(1 / 120)
    assert not bubble.popping
    assert bubble.pop.at(0.3) == 1.0  # drawn whole whatever the interpolation


def test_the_summary_button_only_asks_the_table_for_a_new_hand():
    app, table = table_app(3, autoplay=True)
    for _ in range(30000):
        if table.summary is not None and table.summary.ready:
            break
        app.tick(1 / 30)
    summary = table.summary
    assert summary is not None and table.stage.name == "counting"
    table.auto_in = None
    before = table.state
    summary.button.activate()  # the New round callback itself
    assert table.state is before, "an action was applied inside the button's callback"
    app.tick(1 / 30)  # the table applies it on its own update
    assert table.state is not before and table.state.hand_number == before.hand_number + 1


def test_the_table_stops_its_computer_players_when_it_leaves():
    app, table = table_app(4)
    for _ in range(200):
        app.tick(1 / 30)
    worker = table.players._worker
    assert worker is not None
    app.reset(TitleScene(app))
    assert table.players._worker is None and worker._shutdown


@pytest.mark.parametrize("seed", [23, 5])
def test_the_lazy_loop_leaves_the_last_frame_of_every_movement_on_screen(seed):
    """On the real loop's lazy passes, while the player thinks, the screen
    shows the scenes as they stand once they are still (or only the advice
    flashes, at its slow rate): the last step of a slide, a pop or a button
    shown is drawn when it happens, not when the next input comes (the
    summary had stood half counted, without its buttons, until the mouse
    moved)."""
    from game.shell.main import STEP
    app, table = table_app(seed)
    driver = Driver(app, seed=seed)
    checked = 0

    def think():
        """Two seconds of the player thinking, on the lazy loop: each pass
        that draws nothing of a slow or still scene is compared, the first
        after each drawn frame, with a fresh drawing."""
        nonlocal checked
        drawn = True
        for _ in range(120):
            frames = app.frames
            app.tick(1 / 60, lazy=True)
            if app.frames != frames:
                drawn = True
            elif drawn and app._scene_interval() >= 0.1:
                shown = pygame.image.tobytes(app.screen, "RGB")
                app.draw(app.accumulator / STEP)
                assert pygame.image.tobytes(app.screen, "RGB") == shown, \
                    f"a stale frame on screen at {table.state.phase} (top: {type(app.top).__name__})"
                checked += 1
                drawn = False

    for _ in range(20000):
        if table.state.phase == "match-over" or checked >= 30:
            break
        driver._wait_for_thinking()
        if app.top is table and table.summary is not None and table.summary.ready:
            think()
            driver.press(table.summary.widgets, table.summary.button)
        elif (app.top is table and table.awaiting and not table.director.busy
              and (table.advice is not None or not table.partner_is_voice())):
            think()
            driver.play_turn(table)
        app.tick(1 / 60, lazy=True)
    assert checked >= 20
