"""Panels over the table are solid: nothing behind the summary, the pause
menu, the game-over and between-games screens, or a lance's notice shows
through them (a seat's "Ez" bubble used to show behind the summary's button,
the lance track behind the pause and game-over titles). Each panel is drawn
over white and over black: inside its frame every pixel must be the same."""
import pygame
import pytest

from game.scenes.base import WIDTH
from game.table import layout
from game.table.notices import draw_pause
from game.table.summary import BOX, Summary
from tests.apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

INSET = 14  # the frame's soft outer edge and rounded corners are left out


def over(colour, draw):
    surface = pygame.Surface((1920, 1080)).convert()
    surface.fill(colour)
    draw(surface)
    return surface


def see_through(draw, box: pygame.Rect) -> int:
    """How many pixels inside `box` (inset) differ between a white and a black backdrop."""
    inside = box.inflate(-2 * INSET, -2 * INSET)
    white, black = over((255, 255, 255), draw), over((0, 0, 0), draw)
    a = pygame.image.tobytes(white.subsurface(inside), "RGB")
    b = pygame.image.tobytes(black.subsurface(inside), "RGB")
    return sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])


def menu_box(scene) -> pygame.Rect:
    """Where an overlay menu's panel stands (game/scenes/base.py: from y 270
    to 40 px under its last button, at least 760 px wide, centred)."""
    bottom = max(w.rect.bottom for w in scene.widgets.widgets) + 40
    return pygame.Rect(WIDTH // 2 - 380, 270, 760, bottom - 270)


@pytest.fixture(scope="module")
def app():
    return started_app(None, seed=5, sound=False)


@pytest.mark.parametrize("screen, values", [
    ("pause", {}),
    ("game_over", {"winner": 0, "scores": (40, 22), "target": 40}),
    ("between_games", {"winner": 1, "scores": (18, 40), "games_won": (0, 1), "games_to_win": 2}),
])
def test_menus_over_the_table_are_solid(app, screen, values):
    scene = app.make(screen, **values)
    assert see_through(lambda s: scene.draw(s, 1.0), menu_box(scene)) == 0


@pytest.mark.parametrize("ready", [False, True])
def test_the_summary_is_solid(app, ready):
    summary = Summary((), False, 1.0, lambda line: None, lambda: False, lambda: None, lambda: None,
                      lambda: None)
    if ready:
        summary.update(0.0)
    assert see_through(lambda s: summary.draw(s, app.res, 0.0, app.input.prompts), BOX) == 0


def test_a_lances_notice_is_solid(app):
    message = "Haundia: Mikel and Itziar win it"
    probe = over((255, 0, 255), lambda s: draw_pause(s, app.res, message, app.input.prompts))
    box = _changed(probe, (255, 0, 255))
    assert box.collidepoint(layout.MESSAGE_AT)
    assert see_through(lambda s: draw_pause(s, app.res, message, app.input.prompts), box) == 0


def _changed(surface, colour) -> pygame.Rect:
    """The bounding box of the pixels no longer `colour`."""
    surface.set_colorkey(colour)
    mask = pygame.mask.from_surface(surface)
    surface.set_colorkey(None)
    return mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects())
