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
