"""The Text size setting, chosen on the Settings screen by keys: saved,
applied at once, and the reading texts (a bubble, a notice, the summary's
panel, the review's detail) drawn larger; the boxes of other texts stay."""
import pygame
import pytest

from game.platform.settings import SettingsStore
from game.scenes.settings_screen import SettingsScene
from game.shell.driver import Driver
from game.table.summary import BOX, summary_box
from game.ui.bubbles import Bubble
from game.ui.text import BOXES, reading_box, text_scale, use_text_scale
from game.scenes.review_view import DETAIL, LIST_ROWS, ROW_HEIGHT, detail_rect, row_rect, shown_rows
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.fixture(autouse=True)
def normal_size():
    use_text_scale(1.0)
    yield
    use_text_scale(1.0)


def bubble_size(app) -> tuple[int, int]:
    scratch = pygame.Surface((1920, 1080))
    return Bubble("Hordago!", (960, 540), pop=0).draw(scratch, app.res, 1.0).size


def test_text_size_chosen_by_keys_makes_the_reading_texts_larger(tmp_path):
    app = started_app(tmp_path)
    driver = Driver(app, mode="keyboard")
    normal_bubble = bubble_size(app)
    app.open("settings")
    driver.tick()
    scene = app.top
    assert isinstance(scene, SettingsScene)
    row = next(r for r in scene.rows if r.name == "text_size")
    for _ in range(len(scene.rows)):
        if scene.widgets.focus is row:
            break
        driver.key(pygame.K_DOWN)
        driver.tick()
    assert scene.widgets.focus is row and row.visible
    driver.key(pygame.K_RIGHT)
    driver.tick()
    assert SettingsStore(tmp_path / "settings.json").settings.text_size == "large"
    assert text_scale() == 1.2
    driver.key(pygame.K_RIGHT)
    driver.tick()
    assert app.settings.text_size == "larger" and text_scale() == 1.4
    larger = bubble_size(app)
    assert larger[0] > normal_bubble[0] * 1.25 and larger[1] > normal_bubble[1] * 1.2  # (its frame stays)
    assert reading_box("notice").size > BOXES["notice"].size
    assert reading_box("settings-label") is BOXES["settings-label"]  # not a reading text
    assert summary_box(text_scale()).height > BOX.height and summary_box(1.0) == BOX
    assert detail_rect().height > DETAIL.height and detail_rect().bottom == DETAIL.bottom
    assert shown_rows() < LIST_ROWS and row_rect(0).height > 2 * ROW_HEIGHT  # the note under the words
    assert row_rect(shown_rows() - 1).bottom <= detail_rect().top  # no row of the list under the grown detail
    driver.key(pygame.K_RIGHT)  # round again to Normal
    driver.tick()
    assert app.settings.text_size == "normal" and bubble_size(app) == normal_bubble
    assert shown_rows() == LIST_ROWS


@pytest.mark.parametrize("size", ["normal", "large", "larger"])
def test_the_coach_panel_follows_the_text_size_above_the_fan_of_senas(size):
    """The coach's title, chance and reason are reading texts (so the fit
    test renders them at each size); its panel is the Normal one at Normal,
    taller at Large and Larger, and ends above the fan of señas."""
    from game.platform.settings import TEXT_SIZES
    from game.table.coach import PANEL_RECT, panel_rect
    from game.table.fan import TOP as FAN_TOP
    from game.ui.text import READING
    assert {"coach-title", "coach-chance", "coach-reason"} <= set(READING)
    use_text_scale(TEXT_SIZES[size])
    rect = panel_rect()
    assert rect.top == PANEL_RECT.top and rect.width == PANEL_RECT.width and rect.bottom < FAN_TOP
    if size == "normal":
        assert rect == PANEL_RECT
    else:
        assert rect.height > PANEL_RECT.height and reading_box("coach-reason").size > BOXES["coach-reason"].size
