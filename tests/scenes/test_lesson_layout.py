"""Nothing the player must read covers another thing to read, in a lesson:
played by real presses at each Text size (Normal, Large, Larger), at every
frame the places of every reading thing on the felt (the lesson's panel,
the coach's panel, the table's notices and the lance's banner, the summary,
the bubbles, the fan of señas, the prompt) are collected and no two of them
overlap, nor does the lesson's arrow cross any but its own target; the
coach is opened at each step. A pause's message never covers the fan of
señas nor a bubble, whatever its length, in every language and size."""
import pygame
import pytest

from apps import started_app
from game.lessons import course, lesson_of
from game.platform.i18n import LANGUAGES, Translations
from game.platform.settings import TEXT_SIZES
from game.shell.driver import Driver
from game.table import layout
from game.table.lesson import ARROW_HEAD, FAN
from game.ui.text import use_text_scale

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

KEYS = [lesson.key for lesson in course(True)]
SCREEN = pygame.Rect(0, 0, layout.WIDTH, layout.HEIGHT)


def troubles(table) -> list:
    """What overlaps on the felt as last drawn: pairs of reading things, an
    arrow crossing one, a reading thing off the screen."""
    places = table.reading_places()
    found = []
    for i, (a, ra) in enumerate(places):
        if not SCREEN.contains(ra):
            found.append(("off the screen", a, ra))
        for b, rb in places[i + 1:]:
            if a != b and ra.colliderect(rb):
                found.append((a, b, ra, rb))
    shown = table.lesson_panel
    if shown is not None:
        for surf, at in shown.places:  # the panel holds its words
            if not shown.rect.contains(surf.get_rect(topleft=at)):
                found.append(("outside the panel", surf.get_rect(topleft=at), shown.rect))
    if shown is not None and shown.arrow is not None:
        start, end = shown.arrow
        for name, rect in places:
            if name == "lesson" or rect.colliderect(shown.target):
                continue  # the panel it leaves, the target it reaches
            if rect.inflate(2 * ARROW_HEAD[1], 2 * ARROW_HEAD[1]).clipline(start, end):
                found.append(("arrow", name, (start, end), rect))
    return found


def play_watching(driver, table, against: bool, ticks: int = 12000):
    """Play the lesson's hand by presses (following it, or going against its
    first step that wants a call), checking the felt after every frame and,
    at each step, with the coach's panel open. Returns the steps met and how
    many frames were checked."""
    from scenes.test_lessons import against as against_presses, following, read_intro, ready, sign

    app = driver.app
    met, frames, went = [], 0, False

    def tick(n=1):
        nonlocal frames
        for _ in range(n):
            driver.tick()
            frames += 1
            assert not troubles(table), (table.guide.lesson.key, met, troubles(table))

    read_intro(driver, table)
    assert not troubles(table)
    for _ in range(ticks):
        if app.top is not table:
            break
        if table.summary is not None:
            counting = table.guide.current(table.state, False, True)
            if counting is not None and counting.at not in met:
                met.append(counting.at)
            if table.summary.ready:
                tick(2)
                driver.press(table.summary.widgets, table.summary.button)
        elif ready(table):
            tick()
            step = table.guide.current(table.state, True)
            if step is not None and step.at not in met:
                met.append(step.at)
                driver.key(pygame.K_c)  # the coach takes the panel's place, then gives it back
                tick(3)
                assert table.coach.open and table.lesson_panel is None
                driver.key(pygame.K_c)
                tick(2)
                assert not table.coach.open and table.lesson_panel is not None
                if "fan" in step.points:
                    sign(driver, table)
            wants = step is not None and step.wants and step.wants != ("advice",)
            if against and wants and not went:
                presses, went = against_presses(step, table), True
            elif step is not None and step.wants:
                presses = following(step, table)
            else:
                presses = [next(b for b in table.enabled_buttons() if b.name not in ("less", "more"))]
            for button in presses:
                driver.press(table.widgets, button)
                tick()
        tick()
    return met, frames


def lesson_watched(tmp_path, key, size, against=False, language="en"):
    app = started_app(tmp_path, seed=5, speed=4)
    try:
        app.change_settings(text_size=size, language=language)
        driver = Driver(app, seed=5, mode="keyboard")
        app.restart("table", lesson=key)
        driver.tick(2)
        table = app.top
        met, frames = play_watching(driver, table, against)
        if not against:
            assert met == [s.at for s in lesson_of(key).steps], met
        assert frames > 100
        assert app.top.name == "confirm"
    finally:
        use_text_scale(1.0)
        app.quit()


@pytest.mark.parametrize("key,size,against", [("keinuak", "larger", True), ("summary", "larger", False),
                                              ("voice", "large", False)])
def test_nothing_to_read_covers_another_in_a_lesson(tmp_path, key, size, against):
    lesson_watched(tmp_path, key, size, against)


@pytest.mark.slow
@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("key", KEYS)
def test_nothing_to_read_covers_another_in_any_lesson_at_any_size(tmp_path, key, size):
    lesson_watched(tmp_path, key, size)
    if size == "larger":
        lesson_watched(tmp_path / "against", key, size, against=True)


@pytest.mark.slow
@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("key", KEYS)
def test_nothing_to_read_covers_another_in_every_language_at_larger(tmp_path, key, language):
    lesson_watched(tmp_path, key, "larger", language=language)
    lesson_watched(tmp_path / "against", key, "larger", against=True, language=language)


@pytest.mark.slow
def test_a_notice_never_covers_the_fan_nor_a_bubble(tmp_path):
    """Every pause message of every language, at every Text size, drawn in
    its panel: inside the middle of the felt, clear of the fan of señas (its
    caption too) and of the three bubbles around it at their widest."""
    from ui.test_text_fits import forms, samples, tool
    from game.platform.resources import Resources
    from game.table.notices import draw_pause
    from game.ui.bubbles import Bubble

    pygame.init()
    res = Resources()
    surface = pygame.Surface(SCREEN.size)
    fan = FAN.union(pygame.Rect(FAN.left, FAN.bottom, FAN.width, 40))  # the caption under it
    notices = [m for m in tool.extract() if m.id and any(c.endswith("box: pause-message") for c in m.auto_comments)]
    assert len(notices) > 8
    try:
        for size, scale in TEXT_SIZES.items():
            use_text_scale(scale)
            bubbles = [Bubble("10 Gehiago", layout.BUBBLE_AT[seat], pop=0).rect(res) for seat in (0, 1, 3)]
            for lang in LANGUAGES:
                t = Translations(lang)
                for message in notices:
                    for text in forms(t, message.id):
                        box = draw_pause(surface, res, text.format(**samples(lang)), "keys")
                        assert layout.MIDDLE.contains(box), (lang, size, text, box)
                        assert not box.colliderect(fan), (lang, size, text, box)
                        assert box.collidelist(bubbles) < 0, (lang, size, text, box)
    finally:
        use_text_scale(1.0)
