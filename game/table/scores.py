"""The two score panels in the top corners: each team's name, its players,
its points as a big figure and as stacks of 5- and 1-point chips, the target,
and in a match the games won as pips.

The panels show `shown` scores, not the model's: points are added when their
chips land (a Tira paid, a summary line counted), so the figure and the stacks
follow the chips, and `settle` catches up with the model at a new deal.
"""
from __future__ import annotations

import pygame

from game import assets
from game.platform.i18n import tr
from game.words import team_members, team_name
from game.ui import chips as chip_art
from game.ui.text import BOXES, draw_text

from . import layout

TEAM_COLOUR = assets.TEAM_COLOURS
PIP = (235, 225, 190)
__all__ = ["ScorePanels", "team_name"]


class ScorePanels:
    def __init__(self, scores: tuple[int, int]) -> None:
        self.shown = list(scores)

    def settle(self, scores) -> None:
        """Show the model's scores as they are (a new hand, a resumed game)."""
        self.shown = list(scores)

    def add(self, team: int, points: int) -> None:
        self.shown[team] += points

    def look(self, names, state) -> tuple:
        """Everything the panels' pixels depend on (to know when to redraw)."""
        return (tuple(self.shown), names, state.rules.target, state.rules.games_to_win, state.games_won)

    def draw(self, surface, res, names, state) -> None:
        target = state.rules.target
        for team in (0, 1):
            rect = layout.SCORE_RECT[team]
            players = team_members(names[0], names[2]) if team == 0 else team_members(names[1], names[3])
            title = draw_text(surface, res, team_name(team), BOXES["score-team"], TEAM_COLOUR[team],
                              topleft=(rect.left + 20, rect.top + 14))
            draw_text(surface, res, players, BOXES["team-members"], (220, 220, 210),
                      midleft=(title.right + 12, title.centery + 2))
            score = res.text(f"{self.shown[team]}", 64, (255, 255, 245), bold=True)
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
