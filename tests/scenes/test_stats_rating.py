"""The rating on the statistics screen: its number and margin as the fifth
big figure (its caption the size of the others), and the Rating chart
button, pressed by mouse, keys or pad, turning the right panel's chart to
the rating after each game (and back); the chart's words in the right panel,
clear of each other and of the panel's other rows, in every language and at
every Text size; with no game yet, the message on none of the levels'
lines."""
from dataclasses import replace

import pygame
import pytest

from game.ai.levels import Level
from game.match.rating import LEVEL_MU, Rating, rated, shown
from game.match.statistics import Statistics, Tally
from game.platform.i18n import ntr, tr
from game.platform.settings import TEXT_SIZES
from game.scenes import stats_screen as screen
from game.scenes.stats_screen import StatsScene
from game.shell.driver import Driver
from game.ui.text import fit
from apps import drawn_texts, started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

NOTE = ("Your rating after each game, the oldest on the left; the band: where it lies, "
        "95 times in 100; dashed: each level's rating")


def rated_stats(games: int) -> Statistics:
    rating = Rating()
    for game in range(games):
        level = (Level.IKASLE, Level.NORMAL, Level.TXAPELDUN)[game % 3]
        rating = rated(rating, game % 4 != 1, Level.NORMAL, (level, level), f"{game}:1:40")
    won = sum(game % 4 != 1 for game in range(games))
    return replace(Statistics(), games=Tally(won, games - won), rating=rating,
                   recent=tuple(game % 4 != 1 for game in range(games))[-40:])


@pytest.mark.parametrize("mode", ["mouse", "keyboard", "pad"])
def test_the_rating_chart_button_turns_the_chart_and_back(tmp_path, monkeypatch, mode, virtual_pad):
    app = started_app(tmp_path, sound=False)
    app.stats.stats = rated_stats(12)
    driver = Driver(app, seed=4, mode=mode, pad=virtual_pad() if mode == "pad" else None)
    driver.press(app.top.widgets, app.top.button("stats"))
    driver.tick()
    scene = app.top
    assert isinstance(scene, StatsScene) and scene.chart == "rate"
    drawn = drawn_texts(scene, monkeypatch)
    rating = app.stats.stats.rating
    assert str(rating.shown) in drawn and tr("your rating, ± {margin}", margin=rating.margin) in drawn
    assert tr("Win rate over the last games") in drawn and tr("Your rating over the games") not in drawn
    assert scene.chart_button.label == tr("Rating chart")
    driver.press(scene.widgets, scene.chart_button)
    driver.tick()
    assert app.top is scene and scene.chart == "rating" and scene.chart_button.label == tr("Win rate chart")
    drawn = drawn_texts(scene, monkeypatch)
    assert tr("Your rating over the games") in drawn and tr(NOTE) in drawn
    assert tr("Win rate over the last games") not in drawn and {"Ikasle", "Normal", "Txapeldun"} <= set(drawn)
    driver.press(scene.widgets, scene.chart_button)
    driver.tick()
    assert scene.chart == "rate"


@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_rating_chart_reads_clear_in_the_right_panel(tmp_path, monkeypatch, lang, size):
    app = started_app(tmp_path, lang=lang, sound=False)
    app.change_settings(text_size=size)
    app.stats.stats = rated_stats(30)
    scene = StatsScene(app)
    scene.turn_chart()
    drawn = drawn_texts(scene, monkeypatch)
    scale_labels = [text for text in drawn if text.isdigit() and drawn[text][0].align == "left"]
    texts = [tr("Your rating over the games"), tr(NOTE), "Ikasle", "Normal", "Txapeldun",
             tr("Against each pair of opponents"), tr("Games by the opponents' level")]
    rects = [drawn[text][1] for text in texts]
    for i, rect in enumerate(rects):
        assert screen.RIGHT.contains(rect), (texts[i], rect)
        for j, other in enumerate(rects[i + 1:], i + 1):  # Normal's and Txapeldun's lines lie 20 apart
            assert not rect.colliderect(other), (texts[i], rect, texts[j], other)
    for text in texts + [tr("Rating chart"), tr("Win rate chart")]:
        assert fit(app.res, text, drawn.get(text, (screen.BOXES["stats-button"],))[0]).fits, text
    assert scale_labels, drawn.keys()


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_five_captions_come_in_one_size(tmp_path, monkeypatch, lang):
    app = started_app(tmp_path, lang=lang, sound=False)
    app.stats.stats = rated_stats(3)
    scene = StatsScene(app)
    drawn = drawn_texts(scene, monkeypatch)
    games = app.stats.stats.games
    captions = [ntr("hand played", "hands played", 0),
                ntr("game won, of {played}", "games won, of {played}", games.won, played=games.played),
                ntr("match won, of {played}", "matches won, of {played}", 0, played=0), tr("of the games won"),
                tr("your rating, ± {margin}", margin=app.stats.stats.rating.margin)]
    sizes = {c: fit(app.res, c, drawn[c][0]).size for c in captions}
    assert len(set(sizes.values())) == 1, sizes
    rects = [drawn[c][1] for c in captions]
    assert all(a.right < b.left for a, b in zip(rects, rects[1:])), rects  # side by side, none over another
    assert rects[0].left > 0 and rects[-1].right < 1920


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_with_no_game_the_message_lies_on_no_levels_line(tmp_path, monkeypatch, lang):
    """A new player: 1500 as the figure, and in the empty chart the message
    between the levels' dashed lines and the scale's edges, on none of them."""
    import game.ui.charts as charts
    app = started_app(tmp_path, lang=lang, sound=False)
    scene = StatsScene(app)
    scene.turn_chart()
    drawn = drawn_texts(scene, monkeypatch)
    _box, note = drawn[tr("No game finished yet")]
    assert "1500" in drawn and tr("your rating, ± {margin}", margin=833) in drawn
    chart = pygame.Rect(screen.RIGHT.left + 28, screen.RIGHT.top + 66, screen.RIGHT.width - 56, 160)
    marks = [shown(LEVEL_MU[level]) for level in Level]
    scale = charts.rating_scale(charts.rating_plot(chart), [], marks)
    lines = [scale.y(mark) for mark in marks] + [scale.plot.top, scale.plot.bottom]
    assert all(not note.top - 2 <= y <= note.bottom + 2 for y in lines), (note, lines)
    assert scale.plot.top <= note.centery <= scale.plot.bottom
