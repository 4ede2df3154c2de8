"""A game won is celebrated: a short burst of confetti over the between-games
and game-over screens when the player's team won (none when it lost); it
ends, and the screen stops asking for frames; with reduced motion the
strips do not fly, they lie still and fade out quickly."""
import pygame
import pytest

from game.ui import confetti
from tests.apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

SCREENS = [("between_games", {"scores": (40, 31), "games_won": (1, 0), "games_to_win": 2}),
           ("game_over", {"scores": (40, 12), "target": 40})]


@pytest.mark.parametrize("screen, values", SCREENS)
@pytest.mark.parametrize("reduced", [False, True])
def test_a_game_won_bursts_into_confetti_that_ends(tmp_path, screen, values, reduced):
    app = started_app(tmp_path, seed=5, sound=False)
    app.change_settings(reduced_motion=reduced)
    app.open(screen, winner=0, **values)
    scene = app.top
    burst = scene.confetti
    assert burst is not None and burst.moving and scene.frame_interval() == 0
    before = pygame.image.tobytes(app.screen, "RGB")
    app.tick(1 / 60)
    places = burst.draw(pygame.Surface((1920, 1080)), app.res)
    assert len(places) > 20, "hardly any confetti on screen"
    spots = [p.center for p in burst.draw(pygame.Surface((1920, 1080)), app.res)]
    app.tick(0.2)
    moved = spots != [p.center for p in burst.draw(pygame.Surface((1920, 1080)), app.res)]
    assert moved != reduced, "reduced motion, and the confetti flew" if reduced else "the confetti did not fly"
    assert pygame.image.tobytes(app.screen, "RGB") != before
    longest = confetti.STILL_SECONDS if reduced else confetti.SECONDS
    for _ in range(int(longest * 60) + 2):
        app.tick(1 / 60)
    assert not burst.moving and burst.draw(app.screen, app.res) == []
    assert scene.frame_interval() > 0  # still again: no frame asked


@pytest.mark.parametrize("screen, values", SCREENS)
def test_a_game_lost_is_not_celebrated(tmp_path, screen, values):
    app = started_app(tmp_path, seed=5, sound=False)
    app.open(screen, winner=1, **values)
    assert app.top.confetti is None and app.top.frame_interval() > 0


@pytest.mark.parametrize("screen, values", SCREENS)
def test_the_confetti_never_covers_the_words(tmp_path, screen, values):
    """The burst flies over the table and behind the panel of words: at every
    moment of it, the winner, the score, the level and the buttons are drawn
    exactly as they are with no confetti at all."""
    app = started_app(tmp_path, seed=5, sound=False)
    app.open(screen, winner=0, **values)
    scene = app.top
    burst = scene.confetti
    words = []
    for widget in scene.widgets.widgets:
        words.append(widget.rect.inflate(12, 12))
    words += [r for r in getattr(scene, "drawn", {}).values()]
    words.append(pygame.Rect(600, 300, 720, 230))  # the title, the subtitle and the score or the games
    crossed = 0
    for _ in range(int(confetti.SECONDS * 20)):
        app.tick(1 / 20)
        with_burst = app.screen.copy()
        scene.confetti = None
        scene.draw(app.screen, 1.0)
        without = app.screen.copy()
        scene.confetti = burst
        places = burst.draw(pygame.Surface((1920, 1080)), app.res)
        for rect in words:
            crossed += any(p.colliderect(rect) for p in places)
            a = pygame.image.tobytes(with_burst.subsurface(rect), "RGB")
            b = pygame.image.tobytes(without.subsurface(rect), "RGB")
            assert a == b, f"confetti over the words at {tuple(rect)}"
    assert crossed, "the burst never came near the words: the test saw nothing"
