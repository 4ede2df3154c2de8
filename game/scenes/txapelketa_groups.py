"""The championship's groups: four tables, one a group, each pair's row with
its name, players, level and style, and its matches won and lost, game
difference and point difference; beside each row but the last, why it stands
above the next one ("ahead on game difference": the model's `Reason`), and a
line under the two first, who go on. The player's pair is lit (a gold band,
its name in gold, a mark on its left: not colour alone). The line under the
title names the player's next match (or says why there is none now).

Opened with a championship value (`app.open("txapelketa_groups",
championship=...)`); Bracket opens the knockout over it
(game/scenes/txapelketa_bracket.py, by name), Other matches (top right) the other
matches played (game/scenes/txapelketa_matches.py), Back, Esc or B closes it.
"""
from __future__ import annotations

import pygame

from game.platform.i18n import tr
from game.scenes.base import HEIGHT, WIDTH, WidgetScene
from game.txapelketa.championship import Championship, Stage, current_round, group_table, stage_of_round
from game.txapelketa.pairs import GROUPS, PLAYER_PAIR
from game.txapelketa_words import group_name, next_match_words, pair_players, reason_words, stage_name, style_name
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet, panel
from game.words import level_word

GOLD = (250, 226, 150)
INK = (236, 232, 214)
DIM = (180, 176, 160)
LIT = (250, 226, 150, 48)
PANEL_W, PANEL_H = 880, 370
PANELS = tuple(pygame.Rect(60 + (g % 2) * (PANEL_W + 40), 168 + (g // 2) * (PANEL_H + 22), PANEL_W, PANEL_H)
               for g in range(GROUPS))
ROW_TOP, ROW = 96, 66          # the first row's top inside a panel, and a row's height
NAME_X, LEVEL_X = 64, 330      # from the panel's left
FIGURE_X = (546, 680, 800)     # the centres of matches, games and points


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


class TxapelketaGroupsScene(WidgetScene):
    name = "txapelketa_groups"

    def __init__(self, app, championship: Championship) -> None:
        super().__init__(app)
        self.championship = championship
        self.widgets = WidgetSet()
        box = BOXES["txapelketa-button"]
        bracket = pygame.Rect((0, 0), box.frame)
        bracket.midbottom = (WIDTH // 2 - 180, HEIGHT - 26)
        self.bracket_button = self.widgets.add(Button("bracket", "", bracket, "", lambda _b: self.open_bracket(),
                                                      box=box, role="main"))
        self.back_button = self.widgets.add(Button("back", "", bracket.move(360, 0), "", lambda _b: self.back(),
                                                   box=box))
        matches = pygame.Rect((WIDTH - 360, 20), BOXES["txapelketa-button"].frame)  # top right, by the title
        self.matches_button = self.widgets.add(Button("matches", "", matches, "", lambda _b: self.open_matches(),
                                                      box=BOXES["txapelketa-button"]))
        self.on_language()
        self.widgets.focus_first(self.bracket_button)

    def on_language(self) -> None:
        # box: txapelketa-button
        self.bracket_button.label = tr("Bracket")
        # box: txapelketa-button
        self.back_button.label = tr("Back")
        # box: txapelketa-button
        self.matches_button.label = tr("Other matches")

    def on_resume(self, result=None) -> None:
        self.on_language()

    def on_enter(self) -> None:
        self.app.screenshot("txapelketa-groups")

    def open_bracket(self) -> None:
        self.app.open("txapelketa_bracket", championship=self.championship)

    def open_matches(self) -> None:
        self.app.open("txapelketa_matches", championship=self.championship)

    def back(self) -> None:
        self.app.close()

    # -- what is shown --------------------------------------------------------
    def rows(self, group: int) -> list[dict]:
        """Each row of a group's table as shown: its pair, place, figures and
        the reason it stands above the next row (None for the last)."""
        table = group_table(self.championship, group)
        pairs = self.championship.field.pairs
        out = []
        for index, row in enumerate(table.rows):
            pair = pairs[row.pair]
            below = table.rows[index + 1].pair if index + 1 < len(table.rows) else None
            out.append(dict(
                pair=row.pair, place=row.place, name=pair.name, players=pair_players(pair),
                level=level_word(pair.level), style=style_name(pair.style), mine=row.pair == PLAYER_PAIR,
                figures=(f"{row.won}-{row.lost}", signed(row.game_difference), signed(row.point_difference)),
                reason=reason_words(table.why(row.pair, below)) if below is not None else None))
        return out

    def headline(self) -> str:
        number = current_round(self.championship)
        stage = stage_name(stage_of_round(number)) if number is not None else stage_name(Stage.FINAL)
        return f"{stage} · {next_match_words(self.championship)}"

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        draw_text(surface, res, "Txapelketa", BOXES["screen-title"], GOLD, center=(WIDTH // 2, 56))
        draw_text(surface, res, self.headline(), BOXES["txapelketa-line"], INK, center=(WIDTH // 2, 128))
        columns = (
            # box: txapelketa-column
            tr("Matches"),
            # box: txapelketa-column
            tr("Games"),
            # box: txapelketa-column
            tr("Points"))
        for group, rect in enumerate(PANELS):
            surface.blit(panel(res, rect, 215), rect)
            draw_text(surface, res, group_name(group), BOXES["txapelketa-heading"], GOLD,
                      topleft=(rect.left + 28, rect.top + 16))
            for x, word in zip(FIGURE_X, columns):
                draw_text(surface, res, word, BOXES["txapelketa-column"], DIM, center=(rect.left + x, rect.top + 70))
            self._rows(surface, res, rect, self.rows(group))
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)

    def row_rect(self, rect: pygame.Rect, index: int) -> pygame.Rect:
        return pygame.Rect(rect.left + 14, rect.top + ROW_TOP + index * ROW, rect.width - 28, ROW - 4)

    def _rows(self, surface, res, rect, rows) -> None:
        for index, row in enumerate(rows):
            band = self.row_rect(rect, index)
            ink = GOLD if row["mine"] else INK
            if row["mine"]:
                lit = pygame.Surface(band.size, pygame.SRCALPHA)
                lit.fill(LIT)
                surface.blit(lit, band)
                pygame.draw.rect(surface, GOLD, band, 2, border_radius=6)
                pygame.draw.polygon(surface, GOLD, [(band.left + 4, band.centery - 10),
                                                    (band.left + 16, band.centery), (band.left + 4, band.centery + 10)])
            top = band.top + 18
            draw_text(surface, res, str(row["place"]), BOXES["txapelketa-figure"], ink,
                      center=(rect.left + 40, band.centery))
            draw_text(surface, res, row["name"], BOXES["txapelketa-pair"], ink, midleft=(rect.left + NAME_X, top))
            draw_text(surface, res, row["level"], BOXES["txapelketa-level"], ink, midleft=(rect.left + LEVEL_X, top))
            for x, figure in zip(FIGURE_X, row["figures"]):
                draw_text(surface, res, figure, BOXES["txapelketa-figure"], ink, center=(rect.left + x, top))
            under = band.top + 46
            draw_text(surface, res, row["players"], BOXES["txapelketa-players"], DIM,
                      midleft=(rect.left + NAME_X, under))
            if row["style"]:
                draw_text(surface, res, row["style"], BOXES["txapelketa-style"], DIM,
                          midleft=(rect.left + LEVEL_X, under))
            if row["reason"] is not None:
                draw_text(surface, res, row["reason"], BOXES["txapelketa-reason"], DIM,
                          midright=(rect.right - 24, under))
            if index == 1:  # the two first go on: a line under them
                y = band.bottom + 2
                pygame.draw.line(surface, GOLD, (rect.left + 24, y), (rect.right - 24, y), 2)
