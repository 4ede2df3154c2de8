"""A key pressed for a lance's notice never lands on the summary that follows
it (the report: `--lang es`, the first hand, one Enter on the last notice, and
the saved game went on to `new-hand` without the hand's summary ever being
seen). The key that closes a notice is used up; the summary, like any panel
that appears on its own, ignores presses for a moment after it appears. The
test presses at both moments: on the last notice, and on the first frame of
the summary (the notice ended by itself just before the key came)."""
import pygame
import pytest

from game.model import Phase
from game.scenes.table import TableScene
from game.shell.driver import Driver
from tests.apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


def to_the_last_notice(seed=5):
    """A table in Spanish at its first hand's last notice (the hand is over in
    the model, the notice of its last lance is up)."""
    app = started_app(None, seed=seed, speed=2, lang="es", sound=False)
    table = TableScene(app)
    app.reset(table)
    driver = Driver(app, seed=seed, mode="keyboard")
    for _ in range(20000):
        if table.state.phase in OVER and table.current_pause() is not None and table.current_pause().begun:
            return app, table, driver
        assert table.summary is None, "the summary came without a last notice"
        if table.awaiting and not table.director.busy and all(f.done() for f in table.computer_work()):
            driver.play_turn(table)
        driver.tick()
    raise AssertionError("the first hand never ended")


def held_for(driver, table, seconds):
    """Tick on for `seconds`, pressing nothing; the summary must stay."""
    for _ in range(int(seconds * 30)):
        driver.tick()
        assert table.stage.name == "counting", "the summary closed without a press"
        assert table.state.hand_number == 1


def test_the_enter_that_closes_the_notice_is_used_up():
    app, table, driver = to_the_last_notice()
    driver.key(pygame.K_RETURN)
    driver.tick()
    assert table.current_pause() is None, "Enter did not close the notice"
    for _ in range(30):
        if table.summary is not None:
            break
        driver.tick()
    summary = table.summary
    assert summary is not None
    assert not summary.ready, "the notice's Enter went on to the summary"
    held_for(driver, table, 4.0)
    assert summary.ready and summary.shown == len(summary.lines)
    assert app.top is table


def test_a_press_just_as_the_summary_appears_is_ignored():
    """The notice ends by itself; the Enter meant for it comes on the
    summary's first frame: the summary goes on counting, its lines one at a
    time, and waits for a press of its own."""
    app, table, driver = to_the_last_notice()
    for _ in range(2000):
        if table.summary is not None:
            break
        driver.tick()
    summary = table.summary
    assert summary is not None
    shown = summary.shown
    driver.key(pygame.K_RETURN)
    driver.tick()
    assert table.summary is summary
    assert not summary.ready, "the Enter meant for the notice counted the summary at once"
    assert summary.shown <= shown + 1
    held_for(driver, table, 4.0)
    assert summary.ready
    # After the moment, the summary hears its own presses: Enter is New round.
    driver.key(pygame.K_RETURN)
    driver.tick(3)
    assert table.state.hand_number == 2
