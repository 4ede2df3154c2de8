"""The statistics' pictures, drawn with pygame's shapes: a bar split between
won and lost in the teams' colours (`split_bar`), a bar filled to a share
(`share_bar`), and the run of the last games as the win rate so far, a line
with a dot on it for each game (`win_line`). They take plain numbers and draw no words;
the statistics screen puts the words beside them.
"""
from __future__ import annotations

import pygame

from game import assets

TRACK = (40, 52, 46)
EDGE = (150, 140, 110)
US, THEM = assets.TEAM_COLOURS
GRID = (90, 96, 84)
GROUND = (22, 30, 28)  # the chart's own ground
LINE = (255, 214, 64)  # the win rate


def split_bar(surface, rect: pygame.Rect, won: int, lost: int) -> None:
    """`rect` split in proportion: won (the player's team's colour) from the
    left, lost (the other's) from the right; an empty track before any."""
    pygame.draw.rect(surface, TRACK, rect, border_radius=rect.height // 2)
    total = won + lost
    if total:
        cut = rect.left + round(rect.width * won / total)
        if won:
            pygame.draw.rect(surface, US, (rect.left, rect.top, cut - rect.left, rect.height),
                             border_top_left_radius=rect.height // 2, border_bottom_left_radius=rect.height // 2,
                             border_top_right_radius=0 if lost else rect.height // 2,
                             border_bottom_right_radius=0 if lost else rect.height // 2)
        if lost:
            pygame.draw.rect(surface, THEM, (cut, rect.top, rect.right - cut, rect.height),
                             border_top_right_radius=rect.height // 2, border_bottom_right_radius=rect.height // 2,
                             border_top_left_radius=0 if won else rect.height // 2,
                             border_bottom_left_radius=0 if won else rect.height // 2)
    pygame.draw.rect(surface, EDGE, rect, 2, border_radius=rect.height // 2)


def share_bar(surface, rect: pygame.Rect, share: float | None, colour=US) -> None:
    """`rect` filled from the left to `share` (0..1); None: an empty track."""
    pygame.draw.rect(surface, TRACK, rect, border_radius=rect.height // 2)
    if share:
        width = max(rect.height, round(rect.width * min(1.0, share)))
        pygame.draw.rect(surface, colour, (rect.left, rect.top, width, rect.height), border_radius=rect.height // 2)
    pygame.draw.rect(surface, EDGE, rect, 2, border_radius=rect.height // 2)


def running_rate(results) -> list[float]:
    """The share of games won after each game."""
    rates, won = [], 0
    for i, result in enumerate(results, 1):
        won += bool(result)
        rates.append(won / i)
    return rates


def plot_area(rect: pygame.Rect) -> pygame.Rect:
    """The part of `win_line`'s `rect` that runs from 0% (its bottom) to
    100% (its top): room on the left for the axis labels, and on every side
    for a dot."""
    return pygame.Rect(rect.left + 84, rect.top + 22, rect.width - 112, rect.height - 44)


def game_points(plot: pygame.Rect, results) -> list[tuple[int, int]]:
    """Where each game's dot sits: spread from the left edge of `plot` to
    its right (a single game in the middle), at the win rate after it."""
    n = len(results)
    step = plot.width / (n - 1) if n > 1 else 0
    xs = [plot.left + round(i * step) if n > 1 else plot.centerx for i in range(n)]
    return [(x, plot.bottom - round(plot.height * rate)) for x, rate in zip(xs, running_rate(results))]


def dot_radius(plot: pygame.Rect, n: int) -> int:
    """A game's dot: smaller as the games crowd, 9 pixels at most, 4 at least."""
    return max(4, min(9, round(plot.width / (n - 1) / 3))) if n > 1 else 9


def win_line(surface, rect: pygame.Rect, results) -> pygame.Rect:
    """The last games in `rect`: the win rate after each game as a line from
    0% (bottom) to 100% (top), with the 50% line dashed, and on it a dot a
    game at the rate after it (filled in the team's colour: won; hollow in
    the other's: lost), so that a single game won sits at 100%. Returns the
    plot's rect (for the axis labels)."""
    pygame.draw.rect(surface, GROUND, rect, border_radius=10)
    pygame.draw.rect(surface, EDGE, rect, 2, border_radius=10)
    plot = plot_area(rect)
    for share in (0.0, 0.5, 1.0):
        y = plot.bottom - round(plot.height * share)
        if share == 0.5:
            for x in range(plot.left, plot.right, 16):
                pygame.draw.line(surface, GRID, (x, y), (min(x + 8, plot.right), y), 2)
        else:
            pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
    if not results:
        return plot
    points = game_points(plot, results)
    if len(points) > 1:
        pygame.draw.lines(surface, LINE, False, points, 4)
    radius = dot_radius(plot, len(points))
    for centre, result in zip(points, results):
        if result:
            pygame.draw.circle(surface, US, centre, radius)
        else:  # hollow: the chart's ground inside the ring, the line hidden under it
            pygame.draw.circle(surface, GROUND, centre, radius)
            pygame.draw.circle(surface, THEM, centre, radius, 3)
    return plot
