"""The "let me read" pace (Settings, Play speed): each call of a computer
player's waits in its bubble, and each pause's message waits, for the
player's click or key, however long that takes; after the press the game
goes on. Other paces never wait."""
import pygame
import pytest

from game.platform.settings import SettingsStore
from game.scenes.table import TableScene
from game.shell.driver import Driver
from apps import started_app, table_by_buttons

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


to_table = table_by_buttons


def until(driver, done, ticks=3000) -> bool:
    for _ in range(ticks):
        if done():
            return True
        driver.tick()
    return done()


def test_let_me_read_waits_for_a_press_and_goes_on_after_it(tmp_path):
    SettingsStore(tmp_path / "settings.json").update(speed="read")
    app = started_app(tmp_path, seed=5, speed=40)
    driver = Driver(app, mode="keyboard")
    table = to_table(driver)
    director = table.director
    assert until(driver, director.holding), "no computer player's call was held"
    history = len(table.state.history)
    driver.tick(600)  # twenty seconds of the table's time (at --speed 40, many minutes of play)
    assert director.holding() and len(table.state.history) == history
    driver.key(pygame.K_RETURN)
    driver.tick()
    assert not director.holding()
    assert until(driver, lambda: len(table.state.history) > history or table.awaiting
                 or director.holding() or director.current_pause() is not None)
    # a pause's message (a lance's outcome, the end of the Mus) waits too
    for _ in range(40):
        if director.current_pause() is not None and director.current_pause().begun:
            break
        if table.awaiting:
            driver.play_turn(table)
        elif director.holding():
            driver.key(pygame.K_SPACE)
        driver.tick()
    pause = director.current_pause()
    assert pause is not None and pause.held
    driver.tick(600)
    assert director.current_pause() is pause
    driver.click((960, 540))
    driver.tick()
    assert director.current_pause() is not pause


def test_other_paces_never_wait(tmp_path):
    app = started_app(tmp_path, seed=5, speed=40)
    driver = Driver(app, mode="keyboard")
    table = to_table(driver)
    for _ in range(600):
        assert not table.director.holding()
        pause = table.director.current_pause()
        assert pause is None or not pause.held
        if table.awaiting:
            break
        driver.tick()
    assert table.awaiting  # the first turn of the player's came with no press


@pytest.mark.slow
def test_a_demo_never_waits_even_at_let_me_read(tmp_path):
    SettingsStore(tmp_path / "settings.json").update(speed="read")
    app = started_app(tmp_path, seed=5, speed=40, autoplay=True)
    driver = Driver(app, mode="keyboard")
    table = app.top
    assert isinstance(table, TableScene)
    for _ in range(900):
        assert not table.director.holding()
        pause = table.director.current_pause()
        assert pause is None or not pause.held
        driver.tick()
    assert len(table.state.history) > 4  # the computer players played on with no press


@pytest.mark.slow
def test_an_enter_pressed_on_through_the_reading_does_not_make_a_call(tmp_path):
    """With let me read, a player pressing Enter through the waiting bubbles
    does not make a call by the press that lands as the turn becomes theirs:
    for a second of the turn Enter makes no call; after it, it does."""
    from game.scenes.table import READ_CONFIRM_GRACE
    SettingsStore(tmp_path / "settings.json").update(speed="read")
    app = started_app(tmp_path, seed=5, speed=1)
    driver = Driver(app, mode="keyboard")
    table = to_table(driver)

    def turn_begun():
        if table.director.holding() or (table.director.current_pause() is not None
                                         and table.director.current_pause().held):
            driver.key(pygame.K_RETURN)  # on through the reading
        return table.awaiting and not table.director.busy
    assert until(driver, turn_begun, ticks=6000)
    history = len(table.state.history)
    assert until(driver, lambda: table.clock.now - table.stage.began >= 0.5)
    assert table.clock.now - table.stage.began < READ_CONFIRM_GRACE
    driver.key(pygame.K_RETURN)
    driver.tick(3)
    assert len(table.state.history) == history and table.awaiting  # no call made
    assert until(driver, lambda: table.clock.now - table.stage.began > READ_CONFIRM_GRACE)
    driver.key(pygame.K_RETURN)
    assert until(driver, lambda: len(table.state.history) > history, ticks=60)  # now it is a call
