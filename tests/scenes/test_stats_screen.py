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
from apps import drawn_texts, started_app, summary_shown

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


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_labels_come_in_one_size(tmp_path, monkeypatch, lang):
    """The rows' labels (the lances, Tira's points, the Hordagos, the
    player's betting, the señas) are all one size, and so are the captions under the
    big figures."""
    from game.platform.i18n import tr
    from game.ui.text import fit
    app = make_app(tmp_path, lang=lang)
    scene = StatsScene(app)
    drawn = drawn_texts(scene, monkeypatch)
    labels = [tr(t) for t in ("Points by Tira", "Hordagos accepted", "Imido to open", "Iduki to a bet",
                              "Tira to a bet", "Seen by your partner", "Caught by them", "Theirs you caught")]
    from game.words import lance_word
    labels += [lance_word(name) for name in ("haundia", "tipia", "pariak", "jokua", "pundua")]
    sizes = {label: fit(app.res, label, drawn[label][0]).size for label in labels}
    assert len(set(sizes.values())) == 1, f"the labels come in several sizes: {sizes}"
    from game.platform.i18n import ntr
    captions = [ntr("hand played", "hands played", 0), ntr("game won, of {played}", "games won, of {played}", 0, played=0),
                ntr("match won, of {played}", "matches won, of {played}", 0, played=0), tr("of the games won")]
    sizes = {c: fit(app.res, c, drawn[c][0]).size for c in captions}
    assert len(set(sizes.values())) == 1, f"the captions come in several sizes: {sizes}"


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_empty_charts_message_keeps_off_the_half_line(tmp_path, monkeypatch, lang):
    from game.platform.i18n import tr
    from game.scenes import stats_screen as screen
    app = make_app(tmp_path, lang=lang)
    scene = StatsScene(app)
    drawn = drawn_texts(scene, monkeypatch)
    _box, note = drawn[tr("No game finished yet")]
    half = drawn[tr("{percent}%", percent=50)][1].centery  # the 50% axis label sits on its line
    assert not note.inflate(0, 16).collidepoint(note.centerx, half), \
        f"the message ({note}) lies on the 50% line (y {half})"
    assert screen.RIGHT.contains(note)


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_senas_are_shown_in_the_left_panel_clear_of_each_other(tmp_path, monkeypatch, lang):
    """The señas' section: the player's seen by the partner and caught by the
    opponents (of those made), the opponents' the player caught (of those
    they made), each row in the left panel, no text over another."""
    from dataclasses import replace
    from game.platform.i18n import tr
    from game.scenes import stats_screen as screen
    app = make_app(tmp_path, lang=lang)
    app.stats.stats = replace(Statistics(), keinuak_made=5, keinuak_seen=3, keinuak_caught=1,
                              keinuak_theirs=7, keinuak_spotted=2, openings=4, imidos=1, faced=6, held=2,
                              refused=3)
    scene = StatsScene(app)
    drawn = drawn_texts(scene, monkeypatch)
    rows = {"Seen by your partner": "3 of 5", "Caught by them": "1 of 5", "Theirs you caught": "2 of 7",
            "Imido to open": "1 of 4", "Iduki to a bet": "2 of 6", "Tira to a bet": "3 of 6"}
    left = []
    for heading in ("Señas", "Your betting", "Lances won and lost"):
        left.append(drawn[tr(heading)][1])
    for label, value in rows.items():
        part, whole = value.split(" of ")
        left += [drawn[tr(label)][1], drawn[tr("{part} of {whole}", part=int(part), whole=int(whole))][1]]
    for i, rect in enumerate(left):
        assert screen.LEFT.contains(rect), (rect, screen.LEFT)
        for other in left[i + 1:]:
            assert not rect.colliderect(other), (rect, other)
    assert all(screen.LEFT.bottom < button.rect.top for button in scene.widgets.widgets)


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_right_panel_after_games_is_clear_of_each_other(tmp_path, monkeypatch, lang):
    """After games against a pair of Ikasle: the chart's caption (two lines),
    the pairs' heading and row, the levels' heading and rows, each in the
    right panel, no text over another (the caption lay on the pairs' heading)."""
    from dataclasses import replace
    from game.ai.levels import Level
    from game.match.statistics import ByLevel, PairRecord, Tally
    from game.platform.i18n import tr
    from game.scenes import stats_screen as screen
    app = make_app(tmp_path, lang=lang)
    right, left = app.settings.player(1), app.settings.player(3)
    app.stats.stats = replace(Statistics(), recent=(True, False, True),
                              opponents=(PairRecord(right, left, Tally(2, 1)),),
                              by_level=ByLevel().add(Level.IKASLE, True))
    scene = StatsScene(app)
    drawn = drawn_texts(scene, monkeypatch)
    texts = [tr("A dot per game (filled: won), the oldest on the left; the line: your win rate so far"),
             tr("Against each pair of opponents"), tr("Games by the opponents' level"),
             tr("Win rate over the last games"), tr("{part} of {whole}", part=2, whole=3)]
    rects = [drawn[text][1] for text in texts]
    for i, rect in enumerate(rects):
        assert screen.RIGHT.contains(rect), (texts[i], rect, screen.RIGHT)
        for j, other in enumerate(rects[i + 1:], i + 1):
            assert not rect.colliderect(other), (texts[i], rect, texts[j], other)
