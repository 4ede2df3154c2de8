"""The two score panels in the top corners: each team's name, its players,
its points as a big figure and as stacks of 5- and 1-point chips, the target,
and in a match the games won as pips.

The panels show `shown` scores, not the model's: points are added when their
chips land (a Tira paid, a summary line counted), so the stacks follow the
chips, and `settle` catches up with the model at a new deal. The big figure
counts up to the new score over a short time (`figure`), a point at a time,
as an arcade's score does. Each team's panel is drawn on its own (`draw`
with the team), so a figure counting up redraws one panel.
"""
from __future__ import annotations

import pygame

from game import assets
from game.platform.i18n import tr
from game.words import team_members, team_name
from game.ui import chips as chip_art
from game.ui.team_marks import team_mark
from game.ui.text import BOXES, draw_text
from game.ui.tween import Tween, linear

from . import layout

COUNT_STEP = 0.08  # seconds a point takes to count up on the figure, at --speed 1
COUNT_MOST = 0.7   # seconds a count up takes at most, at --speed 1

TEAM_COLOUR = assets.TEAM_COLOURS
PIP = (235, 225, 190)
__all__ = ["ScorePanels", "team_name"]


class ScorePanels:
    def __init__(self, scores: tuple[int, int], pace=None) -> None:
        """`pace(seconds)` scales a time by the play speed (None: as given)."""
        self.t = pace or (lambda seconds: seconds)
        self.shown = list(scores)
        self.counts = [Tween(float(score), float(score), 0.0) for score in scores]  # the figures counting up
        for count in self.counts:
            count.finish()

    def settle(self, scores) -> None:
        """Show the model's scores as they are (a new hand, a resumed game)."""
        self.shown = list(scores)
        for team, score in enumerate(scores):
            self.counts[team] = Tween(float(score), float(score), 0.0)
            self.counts[team].finish()

    def add(self, team: int, points: int) -> None:
        """Points landed on `team`'s score: its stacks show them at once, its
        figure counts up to them."""
        self.shown[team] += points
        start = self.counts[team].at(1.0)
        seconds = self.t(min(COUNT_MOST, COUNT_STEP * max(1.0, self.shown[team] - start)))
        self.counts[team] = Tween(start, float(self.shown[team]), seconds, 0.0, linear)

    def figure(self, team: int, alpha: float = 1.0) -> int:
        """The score the big figure shows now (counting up to `shown`)."""
        return int(self.counts[team].at(alpha) + 1e-9)

    @property
    def moving(self) -> bool:
        return any(not count.done for count in self.counts)

    def update(self, dt: float) -> None:
        for count in self.counts:
            if not count.done:
                count.update(dt)

    def look(self, team: int, names, state) -> tuple:
        """Everything a team's panel's pixels depend on (to know when to redraw)."""
        return (self.figure(team), self.shown[team], names, state.rules.target, state.rules.games_to_win,
                state.games_won[team])

    def draw(self, surface, res, names, state, teams=(0, 1)) -> None:
        target = state.rules.target
        for team in teams:
            rect = layout.SCORE_RECT[team]
            players = team_members(names[0], names[2]) if team == 0 else team_members(names[1], names[3])
            mark = team_mark(res, team, 22, TEAM_COLOUR[team])  # the team by shape too (game/ui/team_marks.py)
            surface.blit(mark, mark.get_rect(topleft=(rect.left + 16, rect.top + 24)))
            title = draw_text(surface, res, team_name(team), BOXES["score-team"], TEAM_COLOUR[team],
                              topleft=(rect.left + 44, rect.top + 14))
            draw_text(surface, res, players, BOXES["team-members"], (220, 220, 210),
                      midleft=(title.right + 12, title.centery + 2))
            score = res.text(f"{self.figure(team)}", 64, (255, 255, 245), bold=True)
            surface.blit(score, score.get_rect(topright=(rect.right - 86, rect.top + 58)))
            of = res.text(f"/ {target}", 28, (210, 210, 200))
            surface.blit(of, of.get_rect(bottomleft=(rect.right - 80, rect.top + 122)))
            match = state.rules.games_to_win > 1
            chip_art.draw_points(surface, res, team, self.shown[team], layout.score_chips_left(team, match),
                                 rect.bottom - 14)
            if state.rules.games_to_win > 1:
                self._draw_games_won(surface, res, rect, team, state.games_won[team], state.rules.games_to_win)

    def _draw_games_won(self, surface, res, rect, team: int, won: int, games_to_win: int) -> None:
        # box: score-games
        text = tr("Games won: {won} of {need}", won=won, need=games_to_win)
        at = (rect.left + 22, rect.top + 58)
        label = draw_text(surface, res, text, BOXES["score-games"], PIP, topleft=at)
        pips = res.made(("games-won-pips", team, won, games_to_win), lambda: _pips(team, won, games_to_win))
        surface.blit(pips, (at[0] + 2, label.bottom + 4))


def _pips(team: int, won: int, games_to_win: int) -> pygame.Surface:
    """A row of pips, the games won filled in the team's colour (drawn once,
    then blitted, so that a recording surface sees where it went)."""
    surf = pygame.Surface((games_to_win * 30, 21), pygame.SRCALPHA)
    for i in range(games_to_win):
        centre = (10 + i * 30, 10)
        if i < won:
            pygame.draw.circle(surf, TEAM_COLOUR[team], centre, 10)
        pygame.draw.circle(surf, PIP, centre, 10, 2)
    return surf
