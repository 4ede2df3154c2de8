"""The statistics in the game: counted at the end of every hand played at the
table (and saved), there after a restart, shown on their screen (from the
title by keys, from the pause menu by mouse, by pad), reset only after the
question says yes; a damaged statistics file is kept aside and the title
says so."""
import json

import pygame
import pytest

from game.shell.driver import Driver
from game.match.statistics import Statistics
from game.scenes.confirm import ConfirmScene
from game.scenes.pause import PauseScene
from game.scenes.stats_screen import StatsScene
from game.scenes.title import TitleScene
from game.ui.text import texts_drawn
from apps import started_app, summary_shown

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def make_app(tmp_path, seed=5, speed=60, **kw):
    return started_app(tmp_path, seed, speed, **kw)


def test_every_hand_is_counted_saved_and_kept_through_a_restart(tmp_path):
    app = make_app(tmp_path, seed=52)
    driver = Driver(app, seed=1, mode="mouse")
    hands = []

    def watch():
        top = app.top
        if getattr(top, "name", None) == "table" and top.summary is not None and top.state.hand_number not in hands:
            hands.append(top.state.hand_number)
            assert app.stats.stats.hands == len(hands)  # counted as the hand ended
    driver.checks.append(watch)
    for hand in (1, 2, 3):
        assert driver.play_until(lambda: summary_shown(app, hand) is not None)
        app.stats.flush()
        on_disk = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))
        assert on_disk["hands"] == len(hands)
        if hand < 3:
            summary = summary_shown(app, hand)
            driver.press(summary.widgets, summary.button)
            driver.tick(2)
    counted = app.stats.stats
    assert counted.openings + counted.faced > 0  # the player's betting was counted
    assert sum(counted.lance(name).played for name in ("haundia", "tipia")) == 2 * len(hands)
    app.stats.flush()
    again = make_app(tmp_path, seed=52)
    assert again.stats.stats == counted and again.stats.notice is None
    driver = Driver(again, mode="keyboard")
    driver.press(again.top.widgets, again.top.button("stats"))
    driver.tick()
    assert isinstance(again.top, StatsScene)
    drawn = texts_drawn(again.res)
    assert "hands played" in drawn and str(counted.hands) in drawn
    tipia = counted.tipia
    assert f"{tipia.won} - {tipia.lost}" in drawn


def test_a_demo_counts_nothing(tmp_path):
    app = make_app(tmp_path, seed=5, autoplay=True, speed=80)
    driver = Driver(app, mode="mouse")
    for _ in range(4000):
        driver.tick()
        if app.top.summary is not None:
            break
    assert app.top.summary is not None
    app.stats.flush()
    assert app.stats.stats == Statistics() and not (tmp_path / "stats.json").exists()


def played_stats(tmp_path):
    """A stats file as a few hands leave it."""
    app = make_app(tmp_path, seed=53)
    driver = Driver(app, seed=2, mode="mouse")
    assert driver.play_until(lambda: summary_shown(app) is not None)
    app.stats.flush()
    return app.stats.stats


@pytest.mark.parametrize("mode", ["keyboard", "mouse", "pad"])
def test_reset_asks_first(tmp_path, mode, virtual_pad):
    counted = played_stats(tmp_path)
    assert counted.hands == 1
    app = make_app(tmp_path, seed=54)
    driver = Driver(app, seed=3, mode=mode, pad=virtual_pad() if mode == "pad" else None)
    if mode == "mouse":  # from the pause menu of a new game
        assert driver.play_until(lambda: app.top.__class__.__name__ == "TableScene")
        driver.key(pygame.K_ESCAPE)
        driver.tick()
        assert isinstance(app.top, PauseScene)
        driver.press(app.top.widgets, app.top.button("stats"))
    else:
        driver.press(app.top.widgets, app.top.button("stats"))
    driver.tick()
    screen = app.top
    assert isinstance(screen, StatsScene)
    driver.press(screen.widgets, screen.reset_button)
    driver.tick()
    question = app.top
    assert isinstance(question, ConfirmScene) and question.title == "Reset the statistics?"
    driver.press(question.widgets, question.button("back"))  # no: nothing changes
    driver.tick()
    assert app.top is screen and app.stats.stats == counted
    driver.press(screen.widgets, screen.reset_button)
    driver.tick()
    driver.press(app.top.widgets, app.top.button("reset"))  # yes
    driver.tick()
    assert app.top is screen and app.stats.stats == Statistics()
    app.stats.flush()
    assert make_app(tmp_path).stats.stats == Statistics()
    if mode == "pad":
        driver.pad.press("east")  # B: back
    else:
        driver.key(pygame.K_ESCAPE)
    driver.tick()
    assert isinstance(app.top, (TitleScene, PauseScene))


def test_a_damaged_statistics_file_is_kept_aside_and_the_title_says_so(tmp_path):
    (tmp_path / "stats.json").write_text('{"format": 1, "hands": "many"', encoding="utf-8")
    app = make_app(tmp_path)
    assert isinstance(app.top, TitleScene)
    aside = list(tmp_path.glob("stats.json.bad-*"))
    assert len(aside) == 1
    assert app.top.notice() == app.stats.notice and aside[0].name in app.stats.notice
    app.tick(0.05)
    assert any("statistics file was damaged" in text for text in texts_drawn(app.res))
