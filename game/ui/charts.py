"""The statistics' pictures, drawn with pygame's shapes: a bar split between
won and lost in the teams' colours (`split_bar`), a bar filled to a share
(`share_bar`), the run of the last games as the win rate so far, a line
with a dot on it for each game (`win_line`), and the player's rating after
each game, a line in the band of its uncertainty over dashed lines at the
levels' ratings (`rating_line`, its `RatingScale` placing values). They take
plain numbers and draw no words; the statistics screen puts the words beside
them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import assets

TRACK = (40, 52, 46)
EDGE = (150, 140, 110)
US, THEM = assets.TEAM_COLOURS
GRID = (90, 96, 84)
GROUND = (22, 30, 28)  # the chart's own ground
LINE = (255, 214, 64)  # the win rate, the rating
BAND = (52, 64, 50)    # the rating's uncertainty
MARK = (150, 150, 130)  # the levels' dashed lines


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


@dataclass(frozen=True)
class RatingScale:
    """Where a rating chart's values go: `low` at the plot's bottom, `high`
    at its top."""

    plot: pygame.Rect
    low: int
    high: int

    def y(self, value: float) -> int:
        return self.plot.bottom - round(self.plot.height * (value - self.low) / (self.high - self.low))


RATING_STEP = 50   # the scale's ends fall on multiples of this
RATING_SPAN = 200  # the least span of a rating chart, in shown points


def rating_scale(plot: pygame.Rect, values, marks) -> RatingScale:
    """The span that holds every rating in `values` and every level in
    `marks`, with a little room above and below, its ends on multiples of
    RATING_STEP, at least RATING_SPAN tall (the uncertainty's band is cut at
    its edges: a new player's is wider than any course)."""
    seen = list(values) + list(marks)
    low, high = min(seen), max(seen)
    room = max(RATING_STEP / 2, (high - low) * 0.1)
    low, high = low - room, high + room
    if high - low < RATING_SPAN:
        middle = (low + high) / 2
        low, high = middle - RATING_SPAN / 2, middle + RATING_SPAN / 2
    low = math.floor(low / RATING_STEP) * RATING_STEP
    high = math.ceil(high / RATING_STEP) * RATING_STEP
    return RatingScale(plot, low, high)


DOTS_AT_MOST = 80  # more games than this: the line alone
RATING_LABELS = 130  # room on the right of a rating chart's plot for the levels' names


def rating_plot(rect: pygame.Rect) -> pygame.Rect:
    """The part of `rating_line`'s `rect` the scale spans: as `plot_area`,
    less RATING_LABELS on the right for the levels' names."""
    plot = plot_area(rect)
    return pygame.Rect(plot.left, plot.top, plot.width - RATING_LABELS, plot.height)


def rating_line(surface, rect: pygame.Rect, points, marks) -> RatingScale:
    """The rating after each game in `rect`, oldest on the left: `points`
    are (rating, margin) in shown points (the first may be the start); the
    band of rating +/- margin behind the line, a dashed line at each of
    `marks` (the levels' ratings), and while the games are few a dot a
    game, filled in the team's colour where the rating rose, hollow in the
    other's where it fell. Returns the scale, for the screen's labels."""
    pygame.draw.rect(surface, GROUND, rect, border_radius=10)
    pygame.draw.rect(surface, EDGE, rect, 2, border_radius=10)
    plot = rating_plot(rect)
    scale = rating_scale(plot, [value for value, _margin in points] or list(marks), marks)
    for edge in (scale.low, scale.high):
        pygame.draw.line(surface, GRID, (plot.left, scale.y(edge)), (plot.right, scale.y(edge)), 1)
    n = len(points)
    step = plot.width / (n - 1) if n > 1 else 0
    xs = [plot.left + round(i * step) if n > 1 else plot.centerx for i in range(n)]
    clip = surface.get_clip()
    surface.set_clip(plot.inflate(0, 2).clip(clip) if clip else plot.inflate(0, 2))
    if n > 1:
        upper = [(x, scale.y(value + margin)) for x, (value, margin) in zip(xs, points)]
        lower = [(x, scale.y(value - margin)) for x, (value, margin) in zip(xs, points)]
        pygame.draw.polygon(surface, BAND, upper + lower[::-1])
    elif n == 1:
        value, margin = points[0]
        top, bottom = scale.y(value + margin), scale.y(value - margin)
        pygame.draw.rect(surface, BAND, (xs[0] - 12, top, 24, bottom - top))
    surface.set_clip(clip)
    for mark in marks:
        y = scale.y(mark)
        for x in range(plot.left, plot.right, 16):
            pygame.draw.line(surface, MARK, (x, y), (min(x + 8, plot.right), y), 2)
    centres = [(x, scale.y(value)) for x, (value, _margin) in zip(xs, points)]
    if n > 1:
        pygame.draw.lines(surface, LINE, False, centres, 4)
    if n <= DOTS_AT_MOST:
        radius = dot_radius(plot, n)
        for i, centre in enumerate(centres):
            if i == 0:
                pygame.draw.circle(surface, LINE, centre, radius)  # where the chart starts
            elif points[i][0] >= points[i - 1][0]:
                pygame.draw.circle(surface, US, centre, radius)
            else:
                pygame.draw.circle(surface, GROUND, centre, radius)
                pygame.draw.circle(surface, THEM, centre, radius, 3)
    return scale


def spread_labels(ys, height: int, top: int, bottom: int) -> list[int]:
    """The centres of labels `height` tall wanted at `ys`, moved apart as
    little as needed so that none covers another, kept between `top` and
    `bottom` (in the order of `ys`)."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    placed = [0] * len(ys)
    last = None
    for i in order:
        y = max(ys[i], top + height // 2)
        if last is not None:
            y = max(y, last + height)
        placed[i] = last = y
    overflow = (last + height // 2 - bottom) if last is not None else 0
    if overflow > 0:  # pushed past the bottom: the whole column moves up, no higher than the top
        placed = [max(top + height // 2, y - overflow) for y in placed]
    return placed
