"""The lesson's panel and what goes with it, by real input events: every
key it names is the one the player's controls map (a remapped key is named,
and works); the pause menu over a lesson leaves it; the lessons list lights
the next lesson; the fan of señas waits for the lesson about it; what the
lesson points at is marked unlike the ring of a look (shape and colour)."""
import pygame
import pytest

from apps import started_app
from game.platform import controls
from game.shell.driver import Driver
from game.table import layout
from game.ui.text import texts_drawn
from scenes.test_lessons import open_lesson, read_intro, ready

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def app_in(tmp_path, mode="keyboard", **settings):
    app = started_app(tmp_path, seed=5, speed=40)
    if settings:
        app.change_settings(**settings)
    return app, Driver(app, seed=5, mode=mode)


def until_ready(driver, table, limit=2000):
    for _ in range(limit):
        if ready(table):
            driver.tick()
            return
        driver.tick()
    pytest.fail("the player's turn never came")


def test_the_keinuak_lesson_names_the_keys_the_player_chose_and_they_work(tmp_path):
    """With the señas' row on X, looking on V and Confirm on Y, the panel
    names X, V and Y (never S, L or Enter), and those keys do what it says."""
    chosen = controls.DEFAULT.assign_key("signs", "x").controls
    chosen = chosen.assign_key("look", "v").controls
    chosen = chosen.assign_key("confirm", "y").controls
    app, driver = app_in(tmp_path, controls=chosen)
    app.restart("table", lesson="keinuak")
    driver.tick(3)
    table = app.top
    for _ in range(400):
        if table.awaiting and not table.director.busy:
            break
        driver.tick()
    drawn = texts_drawn(app.res)
    assert "Y" in drawn and " or a click: go on" in drawn  # the intro's way on: the key chosen
    assert not any("Enter" in text for text in drawn if "go on" in text)
    driver.key(pygame.K_RETURN)  # no longer Confirm: the intro waits
    driver.tick(2)
    assert table.guide.reading
    driver.key(pygame.K_y)
    driver.tick(2)
    assert not table.guide.reading
    until_ready(driver, table)
    step = table.guide.current(table.state, True)
    assert step.at == "betting:haundia" and step.keys == ("signs",)
    drawn = texts_drawn(app.res)
    assert "X" in drawn and any(text.startswith(": the row of señas") for text in drawn)
    assert not any("press S" in text or "press L" in text for text in drawn)
    driver.key(pygame.K_x)
    driver.tick()
    assert table.fan.active  # X reaches the row of señas
    driver.key(pygame.K_x)
    driver.tick()
    driver.press(table.widgets, table.buttons["imido"])
    for _ in range(3000):
        if ready(table) and table.guide.current(table.state, True) is not None \
                and table.guide.current(table.state, True).at == "betting:tipia":
            break
        if ready(table):
            driver.press(table.widgets, next(b for b in table.enabled_buttons() if b.name not in ("less", "more")))
        driver.tick()
    driver.tick()
    assert "V" in texts_drawn(app.res)
    driver.key(pygame.K_v)
    driver.tick()
    assert table.keinuak.player_look is not None  # V looks at a face
    app.quit()


def test_the_pause_menu_over_a_lesson_leaves_it(tmp_path):
    app, driver = app_in(tmp_path)
    table = open_lesson(driver, "pariak")
    read_intro(driver, table)
    driver.key(pygame.K_ESCAPE)
    driver.tick(2)
    pause = app.top
    assert pause.name == "pause" and "Leave the lesson" in [w.label for w in pause.widgets.widgets]
    driver.press(pause.widgets, pause.button("leave"))
    driver.tick(3)
    assert app.top.name == "lessons" and app.lessons.done == []
    app.quit()


def test_the_lessons_list_lights_the_next_lesson(tmp_path):
    app, driver = app_in(tmp_path, mode="mouse")
    app.lessons.finish("cards")
    app.restart("lessons")
    driver.tick(2)
    screen = app.top
    lit = [w.name for w in screen.widgets.widgets if getattr(w, "flashing", False)]
    assert lit == ["mus"]
    app.lessons.finish("mus")
    app.restart("lessons")
    driver.tick(2)
    assert [w.name for w in app.top.widgets.widgets if getattr(w, "flashing", False)] == ["haundia-tipia"]
    app.quit()


@pytest.mark.parametrize("key", ["cards", "betting", "summary"])
def test_no_fan_of_senas_before_the_lesson_about_it(tmp_path, key):
    app, driver = app_in(tmp_path, mode="mouse")
    table = open_lesson(driver, key)
    read_intro(driver, table)
    for _ in range(3000):
        assert not table.fan.shown and not table.keinuak.open
        if app.top is not table or table.summary is not None:
            break
        if ready(table):
            driver.press(table.widgets, next(b for b in table.enabled_buttons() if b.name not in ("less", "more")))
        driver.tick()
    app.quit()


def test_the_senas_lesson_shows_the_fan(tmp_path):
    app, driver = app_in(tmp_path, mode="mouse")
    table = open_lesson(driver, "keinuak")
    read_intro(driver, table)
    until_ready(driver, table)
    assert table.fan.shown and table.keinuak.open


def test_the_lessons_mark_is_unlike_the_ring_of_a_look(tmp_path):
    """Round the partner's face, the lesson's mark (white corners, open
    sides) and the look's ring (a closed gold outline) differ in colour and
    in shape: the middle of each side is drawn by the ring, never by the mark."""
    from game.table.fan import LOOKED_RING, _ring
    from game.table.lesson import MARK, RING_MARGIN, mark

    face = layout.FACE_RECT[2]
    surface = pygame.Surface((layout.WIDTH, layout.HEIGHT))
    marked = face.inflate(2 * RING_MARGIN, 2 * RING_MARGIN)
    mark(surface, marked)
    ring_rect = face.inflate(10, 10)
    ring = pygame.Surface((layout.WIDTH, layout.HEIGHT))
    ring.blit(_ring(ring_rect.size), ring_rect)
    assert MARK != LOOKED_RING
    corner = (marked.left + 2, marked.top + 12)
    assert surface.get_at(corner)[:3] == MARK  # the mark draws the corners
    middle_of_side = (marked.centerx, marked.top + 1)
    assert surface.get_at(middle_of_side)[:3] != MARK  # and leaves the sides open
    assert ring.get_at((ring_rect.centerx, ring_rect.top + 1))[:3] != (0, 0, 0)  # the ring is closed
