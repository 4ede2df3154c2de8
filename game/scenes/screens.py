"""The Rules screen: a short reading of RULES.md; Back or Esc returns. (The
settings have their own screen: game/scenes/settings_screen.py.)"""
from __future__ import annotations

import pygame

from game.app.i18n import tr
from game.scenes.base import WIDTH, MenuScene
from game.ui.widgets import panel

RULES_TEXT = (
    "Four players in two teams: you and your partner (top) against the two others. "
    "Play turns anticlockwise; Esku, after the dealer, speaks first.",
    "Mus: say Mus to change cards or Mintza to keep them. The first Mintza ends the "
    "phase; after three exchanges the lances begin.",
    "Lances: Haundia (highest cards), Tipia (lowest), Pariak (pairs), then Jokua "
    "(31 or more) or, if nobody has Jokua, Pundua (highest count).",
    "Before Pariak and Jokua everyone calls Ba (I have it) or Ez, truthfully.",
    "Betting is by team: Paso, Imido (2 or more), then Iduki (accept), Tira (decline), "
    "Gehiago (raise) or Hordago (the whole game), which is answered with Kanta or Tira.",
    "A Tira is paid at once; everything else is counted in the summary at the end of "
    "the hand. The first team to 40 points (30 in the short variant) wins the game; "
    "a match can be the first to win 2 or 3 games (Settings).",
)


class RulesScene(MenuScene):
    title = ""

    def __init__(self, app) -> None:
        super().__init__(app, [("back", "Back", "b", self.back)], top=920)
        self.title = tr("Rules")

    def back(self) -> None:
        self.app.pop()

    def main_action(self) -> None:  # the pad's Start: done reading
        self.back()

    def draw(self, surface, alpha) -> None:
        super().draw(surface, alpha)
        res = self.app.res
        box = pygame.Rect(260, 330, WIDTH - 520, 560)
        surface.blit(panel(res, box), box)
        y = box.top + 30
        for paragraph in RULES_TEXT:
            text = res.text(tr(paragraph), 27, wrap=box.width - 60)
            surface.blit(text, (box.left + 30, y))
            y += text.get_height() + 16
