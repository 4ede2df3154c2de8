"""What a newcomer meets first (found trying the lessons in a real window):
on the first start Enter takes the lessons proposed, not a game; and in a
lesson the coach does not open by itself over the lesson's panel (its
advice may even differ from the lesson's), though it still opens on its key."""
import pygame

from apps import started_app

from game.shell.driver import Driver  # noqa: E402
from scenes.test_lessons import open_lesson, read_intro, ready  # noqa: E402


def app_in(tmp_path, mode="keys", seed=5):
    app = started_app(tmp_path, seed=seed, speed=40)
    return app, Driver(app, seed=seed, mode=mode)


def test_enter_on_the_first_start_takes_the_lessons_proposed(tmp_path):
    app, driver = app_in(tmp_path)
    driver.tick(2)
    assert app.top.name == "title" and app.top.offering
    driver.wait_for_guard()
    driver.key(pygame.K_RETURN)
    driver.tick(3)
    assert app.top.name == "lessons"
    app.quit()


def test_in_a_lesson_the_coach_waits_for_its_key(tmp_path):
    app, driver = app_in(tmp_path, mode="mouse")
    assert app.settings.coach_first_games and app.stats.stats.games.played == 0  # it would open in a game
    table = open_lesson(driver, "cards")
    read_intro(driver, table)
    for _ in range(400):
        if ready(table):
            break
        driver.tick()
    assert ready(table)
    driver.tick(5)
    assert not table.coach.open
    driver.key(pygame.K_c)
    driver.tick(2)
    assert table.coach.open
    app.quit()
