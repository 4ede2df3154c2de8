"""The championships in the statistics (game/match/statistics.py, kept by
game/match/stats_store.py): `record_championship` counts one ended, won or
not, once for each championship (its seed), kept in stats.json through a
restart; a file from before them reads them as zero with no notice; a
damaged count is set aside with the file, the other counts kept; a demo
counts none; the statistics screen shows the txapela with the count."""
import json

import pygame
import pytest

from apps import started_app
from game.match.statistics import Statistics, Tally
from game.match.stats_store import StatsStore, to_json
from game.ui.text import texts_drawn


def test_each_championship_ended_is_counted_once_and_kept(tmp_path):
    path = tmp_path / "stats.json"
    store = StatsStore(path)
    store.record_championship(won=True, seed=7)
    store.record_championship(won=True, seed=7)   # the same championship again (a resume): not counted twice
    store.record_championship(won=False, seed=8)
    store.flush()
    assert store.stats.championships == Tally(won=1, lost=1) and store.stats.championships.played == 2
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert kept["championships"] == {"won": 1, "lost": 1}
    again = StatsStore(path)
    assert again.stats == store.stats and again.notice is None
    again.record_championship(won=False, seed=8)  # the last one counted, after a restart: still once
    assert again.stats.championships == Tally(won=1, lost=1)
    again.reset()
    assert again.stats.championships == Tally()


def test_a_demo_counts_no_championship(tmp_path):
    store = StatsStore(tmp_path / "stats.json", enabled=False)
    store.record_championship(won=True, seed=1)
    assert store.stats.championships == Tally()


def test_a_file_from_before_the_championships_reads_them_as_zero(tmp_path):
    stats = Statistics(hands=30, games=Tally(3, 2))
    old = {k: v for k, v in to_json(stats).items() if k not in ("championships", "last_championship")}
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    store = StatsStore(path)
    assert store.notice is None and not list(tmp_path.glob("stats.json.bad-*"))
    assert store.stats.championships == Tally() and (store.stats.hands, store.stats.games) == (30, Tally(3, 2))
    store.record_championship(won=True, seed=3)
    store.flush()
    assert StatsStore(path).stats.championships == Tally(1, 0)


def test_a_damaged_count_is_set_aside_and_the_other_counts_kept(tmp_path):
    data = to_json(Statistics(hands=12, championships=Tally(2, 1)))
    path = tmp_path / "stats.json"
    for bad in ({"won": -1, "lost": 0}, {"won": "two", "lost": 0}, [2, 1]):
        path.write_text(json.dumps({**data, "championships": bad}), encoding="utf-8")
        store = StatsStore(path)
        store.flush()
        assert "damaged" in store.notice and "championships" in store.notice
        assert store.stats.hands == 12 and store.stats.championships == Tally()
    assert len(list(tmp_path.glob("stats.json.bad-*"))) == 3


@pytest.mark.filterwarnings("ignore:no fast renderer")
def test_the_statistics_show_the_txapela_with_the_count(tmp_path):
    from game.scenes.stats_screen import TROPHY
    app = started_app(tmp_path)
    app.open("stats")
    app.tick(0.0)
    assert app.top.trophy_words(app.stats.stats) is None  # no championship ended: no txapela
    app.draw(0.0)
    before = pygame.display.get_surface().copy()
    app.stats.record_championship(won=True, seed=5)
    app.stats.record_championship(won=False, seed=6)
    app.draw(0.0)
    words = app.top.trophy_words(app.stats.stats)
    assert words == "1 championship won, of 2" and words in texts_drawn(app.res)
    surface = pygame.display.get_surface()
    beret = [surface.get_at((x, TROPHY.centery))[:3] for x in range(TROPHY.left + 10, TROPHY.left + 110)]
    assert sum(max(pixel) < 60 for pixel in beret) > 50  # the dark felt of the txapela
    assert sum(surface.get_at((x, TROPHY.centery)) != before.get_at((x, TROPHY.centery))
               for x in range(TROPHY.left, TROPHY.left + 110)) > 60
