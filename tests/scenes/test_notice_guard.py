"""A notice that goes away by itself swallows the "go on" press that comes
just after it (game/ui/guard.py), through real key events: the Enter meant
for the table's pause message neither skips the lance's banner nor presses a
call; the lesson's question that follows a Kanta's notice does not take it
as its answer; a moment later Enter works again."""
import pygame
import pytest

from apps import started_app
from game.shell.driver import Driver
from game.ui.guard import MOMENT

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

FRAME = 1 / 60


def until_a_notice_goes_by_itself(driver, table, limit=20000):
    """Tick until a pause's message shows, then until it goes by itself;
    the player's decisions on the way by the driver's own presses."""
    for _ in range(limit):
        pause = table.current_pause()
        if pause is not None and pause.begun:
            while table.current_pause() is pause:
                driver.tick()
            return
        if table.awaiting and not table.director.busy and table.clock.now - table.stage.began > 1.0:
            driver.play_turn(table)
        driver.tick()
    pytest.fail("no notice came")


def test_the_enter_meant_for_a_notice_gone_by_itself_skips_nothing_after_it(tmp_path):
    app = started_app(tmp_path, seed=5, speed=1)
    driver = Driver(app, seed=5, mode="keyboard", dt=FRAME)
    app.change_settings(coach_first_games=False)
    app.restart("table")
    driver.tick(2)
    table = app.top
    until_a_notice_goes_by_itself(driver, table)
    after = table.director.beats[0] if table.director.beats else None
    assert after is not None and after.skippable and not after.message  # the next lance's banner
    made = len(table.match.log)
    driver.tick(2)
    driver.key(pygame.K_RETURN)  # meant for the notice: a moment late
    driver.tick()
    assert table.director.beats and table.director.beats[0] is after and not after.skipped
    assert len(table.match.log) == made
    driver.tick(round(MOMENT / FRAME))  # the moment has passed: Enter goes on again
    if table.director.beats and table.director.beats[0] is after:
        driver.key(pygame.K_RETURN)
        driver.tick()
        assert after.skipped
    app.quit()


@pytest.mark.slow
def test_the_question_after_a_lessons_kanta_waits_for_a_press_meant_for_it(tmp_path):
    from scenes.test_lessons import following, read_intro, ready

    app = started_app(tmp_path, seed=5, speed=1)
    driver = Driver(app, seed=5, mode="keyboard", dt=FRAME)
    app.restart("table", lesson="betting")
    driver.tick(2)
    table = app.top
    read_intro(driver, table)
    for _ in range(40000):  # follow the lesson to its Hordago, answered by a Kanta
        if table.won_by_kanta():
            break
        if ready(table) and table.clock.now - table.stage.began > 1.0:
            step = table.guide.current(table.state, True)
            presses = following(step, table) if step is not None and step.wants else [
                next(b for b in table.enabled_buttons() if b.name not in ("less", "more"))]
            for button in presses:
                driver.press(table.widgets, button)
                driver.tick()
        driver.tick()
    assert table.won_by_kanta()
    while app.top is table:  # the Kanta's notice goes away by itself, then the question comes
        driver.tick()
    question = app.top
    assert question.name == "confirm" and question.widgets.focus is question.button("next")
    driver.key(pygame.K_RETURN)  # meant for the Kanta's notice
    driver.tick(2)
    assert app.top is question
    driver.tick(round(MOMENT / FRAME))
    driver.key(pygame.K_RETURN)
    driver.tick(3)
    assert app.top.name == "table" and app.top.guide.lesson.key == "voice"
    app.quit()
