"""The statistics' win-rate chart: each game's dot sits on the line of the
win rate after it, between the 0% and 100% lines, for one game, two and
many (with one game played, the won game's dot sat under the 0% line)."""
import random

import pygame
import pytest

from game.ui import charts

CHART = pygame.Rect(20, 20, 844, 160)  # the size the statistics screen gives it


def dots(surface, colour) -> list[tuple[int, int]]:
    """Every pixel of the chart in `colour`."""
    return [(x, y) for x in range(CHART.left, CHART.right) for y in range(CHART.top, CHART.bottom)
            if surface.get_at((x, y))[:3] == colour]


def expected_centres(plot: pygame.Rect, results) -> list[tuple[int, int]]:
    """Where the games sit, worked out here: from the left edge to the
    right (one game: the middle), at the share won after each game, 0% on
    the plot's bottom line and 100% on its top."""
    n, won, centres = len(results), 0, []
    for i, result in enumerate(results):
        won += result
        x = plot.centerx if n == 1 else plot.left + round(i * plot.width / (n - 1))
        centres.append((x, plot.bottom - round(plot.height * won / (i + 1))))
    return centres


@pytest.mark.parametrize("results", [
    (True,), (False,), (True, False), (False, True), (True, True),
    tuple(random.Random(7).random() < 0.5 for _ in range(40)),
], ids=["one-won", "one-lost", "won-lost", "lost-won", "two-won", "forty"])
def test_each_games_dot_sits_on_the_win_rate_after_it(results):
    surface = pygame.Surface((900, 200))
    plot = charts.win_line(surface, CHART, results)
    assert CHART.contains(plot)
    centres = expected_centres(plot, results)
    reach = 10  # a dot's radius is at most 9
    for colour, kind in ((charts.US, True), (charts.THEM, False)):
        mine = [c for c, result in zip(centres, results) if result is kind]
        pixels = dots(surface, colour)
        for cx, cy in mine:  # each game of this kind has its dot at its place...
            assert any(abs(x - cx) <= reach and abs(y - cy) <= reach for x, y in pixels), (kind, (cx, cy))
        for x, y in pixels:  # ...and no dot of this kind lies anywhere else (under the 0% line)
            assert any(abs(x - cx) <= reach and abs(y - cy) <= reach for cx, cy in mine), (kind, (x, y))
            assert plot.top - reach <= y <= plot.bottom + reach


def test_a_single_game_won_sits_on_the_100_line_and_one_lost_on_the_0_line():
    for result, line in ((True, "top"), (False, "bottom")):
        surface = pygame.Surface((900, 200))
        plot = charts.win_line(surface, CHART, (result,))
        colour = charts.US if result else charts.THEM
        ys = [y for _x, y in dots(surface, colour)]
        assert ys and (min(ys) + max(ys)) / 2 == pytest.approx(getattr(plot, line), abs=1)


# -- the rating chart ----------------------------------------------------------

def rating_points(n, seed=3):
    rng = random.Random(seed)
    points, value, margin = [], 1500, 833
    for _ in range(n):
        points.append((value, margin))
        value += rng.choice((-1, 1)) * rng.randrange(5, 120)
        margin = max(120, round(margin * 0.9))
    return points


@pytest.mark.parametrize("n", [1, 2, 12, 60])
def test_each_rating_sits_at_its_value_and_the_scale_holds_every_value_and_level(n):
    points = rating_points(n)
    marks = [1361, 1500, 1520]
    surface = pygame.Surface((900, 200))
    scale = charts.rating_line(surface, CHART, points, marks)
    assert CHART.contains(scale.plot) and scale.plot.right <= CHART.right - charts.RATING_LABELS
    values = [value for value, _m in points] + marks
    assert scale.low < min(values) and max(values) < scale.high
    assert scale.low % charts.RATING_STEP == 0 == scale.high % charts.RATING_STEP
    assert scale.high - scale.low >= charts.RATING_SPAN
    assert (scale.y(scale.low), scale.y(scale.high)) == (scale.plot.bottom, scale.plot.top)
    xs = [scale.plot.centerx] if n == 1 else [scale.plot.left + round(i * scale.plot.width / (n - 1))
                                              for i in range(n)]
    ups = [(x, scale.y(v)) for i, (x, (v, _m)) in enumerate(zip(xs, points)) if i and v >= points[i - 1][0]]
    downs = [(x, scale.y(v)) for i, (x, (v, _m)) in enumerate(zip(xs, points)) if i and v < points[i - 1][0]]
    for colour, centres in ((charts.US, ups), (charts.THEM, downs)):
        pixels = dots(surface, colour)
        for cx, cy in centres:  # a dot where the rating rose (filled) or fell (a ring)
            assert any(abs(x - cx) <= 10 and abs(y - cy) <= 10 for x, y in pixels), (colour, (cx, cy))
        for x, y in pixels:
            assert any(abs(x - cx) <= 10 and abs(y - cy) <= 10 for cx, cy in centres), (colour, (x, y))
    band = dots(surface, charts.BAND)
    assert band and all(scale.plot.top - 1 <= y <= scale.plot.bottom + 1 for _x, y in band)  # cut at the plot


def test_a_wide_margin_is_cut_at_the_plot_and_does_not_stretch_the_scale():
    surface = pygame.Surface((900, 200))
    scale = charts.rating_line(surface, CHART, [(1500, 833), (1771, 674)], [1361, 1500, 1520])
    assert scale.high - scale.low < 600  # the values and the levels, not 1500 +/- 833


def test_labels_spread_apart_as_little_as_needed():
    assert charts.spread_labels([100, 50, 200], 24, 0, 300) == [100, 50, 200]  # apart already: unmoved
    placed = charts.spread_labels([60, 52, 140], 24, 0, 300)
    assert placed[1] == 52 and placed[0] == 76 and placed[2] == 140
    crowded = charts.spread_labels([290, 295, 298], 24, 0, 300)
    ordered = sorted(crowded)
    assert all(b - a >= 24 for a, b in zip(ordered, ordered[1:])) and ordered[-1] + 12 <= 300
