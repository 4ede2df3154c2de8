"""A table waiting for the player is still but for its faces: a few moments
into the player's turn nothing is animating, the loop asks for a frame only
when a face changes next (a blink, a glance) or the advice's flash steps, and
draws nothing before then; at many waiting moments of several seeds. And the
summary never applies an action from inside its button's callback."""
import pygame
import pytest

from game.shell.driver import Driver
from game.scenes.table import FLASH_MARGIN, MINOR_FRAME, TableScene
from game.table.faces import FRAME_STEP
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
        # From the last frame: what each face asks for (a frame each FRAME_STEP
        # while it tweens, a blink's shut moment and its end, else just into its
        # next change), or just into the señas' next look, which moves a face too.
        change, since = table.faces.next_change_in(), table.clock.now - table.drawn_at
        look = table.keinuak.next_change_in()
        faces = min(min(life.frame_due(since, FRAME_STEP) for life in table.faces.lives.values()),
                    look + since + FRAME_STEP)
        change = change and min(change, look)
        if table.flashing_buttons():  # the next step of the flash, no sooner (or a face's change)
            assert 0 < interval <= FLASH_STEP + FLASH_MARGIN + 1e-9 or interval == pytest.approx(faces)
        else:
            assert interval == pytest.approx(faces)  # only the faces ask for a frame
        # Until then the loop's passes draw nothing: the frame count stands still.
        # (from now: the frame asked for, or a face starting to move).
        until = min(interval - since, change if change > 0 else interval)
        if until > 0.05:
            frames, waited = app.frames, 0.0
            while waited + 1 / 60 < until - 0.01:
                left = app.tick(1 / 60, lazy=True)
                assert left > 0, (waited, interval, change, since, table.frame_interval(), table.dirty, table.animating())
                waited += 1 / 60
            assert app.frames == frames
        # And over six seconds of waiting, frames come only while a face moves,
        # at the faces' rate: three faces blinking and glancing ask for five to
        # eight a second (at each change they asked for sixteen), far fewer than
        # the loop's passes (a table that animates draws all sixty).
        frames = app.frames
        for _ in range(6 * 60):
            app.tick(1 / 60, lazy=True)
        # With the advice flashing, its five steps a second come on top.
        most = 6 * (9 + 5) if table.flashing_buttons() else 6 * 9
        assert app.frames - frames <= most, (app.frames - frames, most)
        waits += 1
    assert waits >= 8


def test_a_bubble_popping_alone_is_drawn_at_the_minor_rate_chips_at_every_frame():
    """Small motion (a bubble popping in) asks for a frame each MINOR_FRAME;
    chips in flight, at every frame the loop gives; once all is still, only
    the faces ask."""
    from game.model.actions import imido
    from game.model.names import Lance
    app, table = table_app(5)
    driver = Driver(app, seed=5)
    next(iter(player_turns(driver, table)))
    for _ in range(3 * 30):
        driver.tick()
    assert not table.animating()
    table.pieces.signs.say(1, imido(2))
    assert table.minor_motion() and not table.moving_much()
    table.dirty = False
    assert table.frame_interval() == MINOR_FRAME
    frames = app.frames
    for _ in range(12):  # 0.2 s of the pop at 60 passes a second: about six frames, not twelve
        app.tick(1 / 60, lazy=True)
    assert 4 <= app.frames - frames <= 8, app.frames - frames
    assert not table.pieces.signs.moving
    table.pieces.chips.bet(Lance.HAUNDIA, 1, 2)
    assert table.moving_much() and table.frame_interval() == 0.0


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


@pytest.mark.slow
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
