"""The statistics' pictures, drawn with pygame's shapes: a bar split between
won and lost in the teams' colours (`split_bar`), a bar filled to a share
(`share_bar`), and the run of the last games as dots with the win rate so far
as a line over them (`win_line`). They take plain numbers and draw no words;
the statistics screen puts the words beside them.
"""
from __future__ import annotations

import pygame

from game import assets

TRACK = (40, 52, 46)
EDGE = (150, 140, 110)
US, THEM = assets.TEAM_COLOURS
GRID = (90, 96, 84)


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


def win_line(surface, rect: pygame.Rect, results) -> pygame.Rect:
    """The last games in `rect`: a dot a game along the bottom (filled in the
    team's colour: won; hollow in the other's: lost), and above them the win
    rate after each game as a line from 0% (bottom) to 100% (top), with the
    50% line dashed. Returns the plot's rect (for the axis labels)."""
    pygame.draw.rect(surface, (22, 30, 28), rect, border_radius=10)
    pygame.draw.rect(surface, EDGE, rect, 2, border_radius=10)
    plot = pygame.Rect(rect.left + 84, rect.top + 22, rect.width - 112, rect.height - 70)
    for share in (0.0, 0.5, 1.0):
        y = plot.bottom - round(plot.height * share)
        if share == 0.5:
            for x in range(plot.left, plot.right, 16):
                pygame.draw.line(surface, GRID, (x, y), (min(x + 8, plot.right), y), 2)
        else:
            pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
    if not results:
        return plot
    n = len(results)
    step = plot.width / max(1, n - 1) if n > 1 else 0
    xs = [plot.left + round(i * step) if n > 1 else plot.centerx for i in range(n)]
    points = [(x, plot.bottom - round(plot.height * rate)) for x, rate in zip(xs, running_rate(results))]
    if len(points) > 1:
        pygame.draw.lines(surface, (255, 214, 64), False, points, 4)
    for (x, y), result in zip(points, results):
        pygame.draw.circle(surface, (255, 214, 64), (x, y), 5)
    dots_y = rect.bottom - 18
    radius = max(4, min(9, round(step / 3))) if n > 1 else 9
    for x, result in zip(xs, results):
        if result:
            pygame.draw.circle(surface, US, (x, dots_y), radius)
        else:
            pygame.draw.circle(surface, THEM, (x, dots_y), radius, 3)
    return plot
