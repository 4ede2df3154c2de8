"""What a newcomer met trying the lessons in a real window: on the first
start Enter takes the lessons proposed, not a game; in a lesson the coach
does not open by itself over the lesson's panel (its advice may even differ
from the lesson's), though it still opens on its key; a lesson ended by a
Kanta says the game was won there."""
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


def test_a_lesson_ended_by_a_kanta_says_the_game_was_won_there(tmp_path):
    from scenes.test_lessons import play_lesson
    from game.platform.i18n import tr
    from game.table.lesson import KANTA_WON

    app, driver = app_in(tmp_path, mode="mouse")
    table = open_lesson(driver, "betting")
    play_lesson(driver, table)  # its last step: Hordago on three kings, answered by Kanta
    assert table.won_by_kanta() and table.state.game_winner == 0
    assert app.top.name == "confirm" and app.top.subtitle == tr(KANTA_WON)
    app.quit()


def test_a_lesson_ended_by_its_summary_shows_its_outro(tmp_path):
    from scenes.test_lessons import play_lesson
    from game.lessons import lesson_of
    from game.platform.i18n import tr

    app, driver = app_in(tmp_path, mode="mouse")
    table = open_lesson(driver, "jokua")
    play_lesson(driver, table)
    assert app.top.name == "confirm" and app.top.subtitle == tr(lesson_of("jokua").outro)
    app.quit()


def test_the_tick_of_a_lesson_done_is_plainly_its_own_buttons(tmp_path):
    from game.lessons import course
    from game.scenes.lessons_screen import tick_rect

    app, driver = app_in(tmp_path, mode="mouse")
    for lesson in course(True):
        app.lessons.finish(lesson.key)
    driver.tick(2)
    driver.press(app.top.widgets, app.top.button("lessons"))
    driver.tick(3)
    screen = app.top
    assert screen.name == "lessons"
    for lesson in course(True):  # a tick is plainly its own button's: others stay far more than twice as far
        own = screen.button(lesson.key).rect
        tick = tick_rect(own)
        near = own.left - tick.right
        for other in (w.rect for w in screen.widgets.widgets if w.rect != own):
            assert not tick.colliderect(other), lesson.key
            gap = max(other.left - tick.right, tick.left - other.right, other.top - tick.bottom, tick.top - other.bottom)
            assert gap > 2 * near, (lesson.key, gap, near)
    app.quit()


def test_the_ring_round_the_cards_holds_the_cards_lifted_for_the_discard(tmp_path):
    from scenes.test_lessons import following
    from game.table.lesson import target_rect

    app, driver = app_in(tmp_path, mode="mouse")
    table = open_lesson(driver, "mus")
    read_intro(driver, table)
    for _ in range(2000):
        if ready(table) and table.state.phase == "discard":
            break
        if ready(table):
            driver.tick()
            driver.press(table.widgets, table.buttons["mus"])
        driver.tick()
    step = table.guide.current(table.state, True)
    assert step is not None and step.at == "discard" and "cards" in step.points
    for button in following(step, table)[:-1]:  # the three cards asked for, lifted; not yet thrown
        driver.press(table.widgets, button)
    driver.tick(30)
    ring = target_rect("cards", table.sight())
    assert len(table.pieces.hands.lifted) == 3
    for view in table.pieces.hands.views[0]:
        assert ring.contains(view.reach()), (ring, view.reach())
    app.quit()
