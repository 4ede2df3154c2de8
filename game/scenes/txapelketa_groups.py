"""The championship's groups: four tables, one a group, each pair's row with
its name, players, level and style, and its matches won and lost, game
difference and point difference; beside each row but the last, why it stands
above the next one ("ahead on game difference": the model's `Reason`), and a
line under the two first, who go on. The player's pair is lit (a gold band,
its name in gold, a mark on its left: not colour alone). The line under the
title names the player's next match (or says why there is none now).

Opened with a championship value to look at (`app.open(Screen.TXAPELKETA_GROUPS,
championship=...)`), or with none: the championship kept
(`app.championship`), played from here. Then Play next match (the main
button) begins the player's next match at the table (or resumes it, kept);
when the computer's matches are due (the player's match of the round is
played, or the player is out) they are played over this screen
(game/scenes/txapelketa_round.py), and after a match and its round the
bracket opens once the knockout is reached, the txapela screen after the
final won; a championship ended is counted in the statistics. Give up asks
first, then forgets the championship (counted as ended, not won). Bracket opens
the knockout over it (game/scenes/txapelketa_bracket.py, by name), Other
matches (top right) the other matches played
(game/scenes/txapelketa_matches.py), Back, Esc or B closes it.
"""
from __future__ import annotations

import pygame

from game.match.championship_store import players_match
from game.platform.i18n import N_, tr
from game.scenes.base import HEIGHT, WIDTH, Answer, Entry, WidgetScene
from game.txapelketa.championship import (GROUP_STAGE_ROUNDS, Championship, Stage, current_round, group_table,
                                          finished, next_match, others_due, stage_of_round, winner)
from game.txapelketa.pairs import GROUPS, PLAYER_PAIR
from game.txapelketa_words import group_name, next_match_words, pair_players, reason_words, stage_name, style_name
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, Common, WidgetSet, panel
from game.words import level_word
from game.ui.screen_names import Screen

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
    name = Screen.TXAPELKETA_GROUPS

    def __init__(self, app, championship: Championship | None = None, after_match: bool = False) -> None:
        """`championship`: one to look at; None: the one kept, played from
        here. `after_match`: the player's match just ended (its round, then
        the bracket or the txapela, follow)."""
        super().__init__(app)
        self.given = championship
        self.after_match = after_match
        self.crowning = False  # the txapela screen is open over this one
        self.widgets = WidgetSet()
        box = BOXES["txapelketa-button"]
        play = pygame.Rect((0, 0), box.frame)
        play.midbottom = (WIDTH // 2 - 540, HEIGHT - 26)
        self.play_button = self.widgets.add(Button(Entry.PLAY, "", play, "", lambda _b: self.play_next(),
                                                   box=box, role="main"))
        self.bracket_button = self.widgets.add(Button(Entry.BRACKET, "", play.move(360, 0), "",
                                                      lambda _b: self.open_bracket(), box=box))
        self.give_up_button = self.widgets.add(Button(Entry.GIVE_UP, "", play.move(720, 0), "",
                                                      lambda _b: self.ask_give_up(), box=box))
        self.back_button = self.widgets.add(Button(Common.BACK, "", play.move(1080, 0), "", lambda _b: self.back(),
                                                   box=box))
        matches = pygame.Rect((WIDTH - 360, 20), BOXES["txapelketa-button"].frame)  # top right, by the title
        self.matches_button = self.widgets.add(Button(Entry.MATCHES, "", matches, "", lambda _b: self.open_matches(),
                                                      box=BOXES["txapelketa-button"]))
        self.on_language()
        self.refresh()
        self.widgets.focus_first(self.play_button if self.play_button.enabled else self.bracket_button)

    @property
    def championship(self) -> Championship:
        """The championship shown: the one given, else the one kept."""
        return self.given if self.given is not None else self.app.championship.championship

    @property
    def live(self) -> bool:
        """The championship kept is shown: it is played from here."""
        return self.given is None and self.app.championship.championship is not None

    def on_language(self) -> None:
        # box: txapelketa-button
        self.play_button.label = tr("Play next match")
        # box: txapelketa-button
        self.bracket_button.label = tr("Bracket")
        # box: txapelketa-button
        self.give_up_button.label = tr("Give up")
        # box: txapelketa-button
        self.back_button.label = tr("Back")
        # box: txapelketa-button
        self.matches_button.label = tr("Other matches")

    def refresh(self) -> None:
        """Play next match and Give up as the championship stands (nothing is
        left to give up once its final is played)."""
        live = self.live
        self.play_button.enabled = live and next_match(self.championship) is not None \
            and not others_due(self.championship)
        self.give_up_button.enabled = live and not finished(self.championship)

    def on_resume(self, result=None) -> None:
        self.on_language()
        self.refresh()
        if not self.live:
            return
        if result == Answer.PLAY:  # the bracket's Play next match
            self.play_next()
        elif result == Answer.PLAYED:  # the computer's matches are played: what they made
            if self.play_button.enabled:  # (disabled while they were due: the focus went on to the next)
                self.widgets.focus_first(self.play_button)
            self.show_outcome()
        elif self.crowning:  # the txapela screen closed: the bracket the final crowns
            self.crowning = False
            self.open_bracket()

    def on_enter(self) -> None:
        self.app.screenshot("txapelketa-groups")
        if not self.live:
            return
        self.count_if_ended()
        if others_due(self.championship):
            self.app.open(Screen.TXAPELKETA_ROUND)
        elif self.after_match:
            self.show_outcome()

    def show_outcome(self) -> None:
        """After the player's match and the computer's round: the txapela
        screen when the final is won, the bracket once the knockout is
        reached; else this screen."""
        self.after_match = False
        self.count_if_ended()
        championship = self.championship
        number = current_round(championship)
        if winner(championship) == PLAYER_PAIR:
            self.crowning = True
            self.app.open(Screen.TXAPELKETA_WON, championship=championship)
        elif number is None or number > GROUP_STAGE_ROUNDS:
            self.open_bracket()

    def count_if_ended(self) -> None:
        """A championship whose winner is named is counted in the statistics
        (once: by its seed), the txapela among them when the player won it."""
        championship = self.championship
        if finished(championship):
            self.app.stats.record_championship(won=winner(championship) == PLAYER_PAIR, seed=championship.seed)

    # -- the player's match ----------------------------------------------------------
    def play_next(self) -> None:
        """The player's next match at the table: the one kept, where it was
        left, else a new one (asking first when another game is kept, which
        the match replaces)."""
        store, keeper = self.app.championship, self.app.keeper
        if not self.live or next_match(self.championship) is None or others_due(self.championship):
            return
        if keeper.has_game():
            kept = keeper.load_match()
            if kept is not None and store.belongs(kept):
                self.app.restart(Screen.TABLE, match=kept)
                return
            if kept is not None:
                # box: overlay-title
                title = tr("Play the championship's match?")
                # box: subtitle
                line = tr("The game in progress is kept until the match begins, then replaced.")
                self.app.open(Screen.CONFIRM, title=title, line=line, entries=[
                    # box: menu-button
                    (Entry.PLAY, N_("Play the match"), "p", self.begin_match),
                    # box: menu-button
                    (Common.BACK, N_("Back"), "b", self.app.close)])
                return
        self.begin_match()

    def begin_match(self) -> None:
        store = self.app.championship
        fixture = store.begin_players_match()
        self.app.restart(Screen.TABLE, match=players_match(store.championship, fixture))

    # -- giving up ---------------------------------------------------------------------
    def ask_give_up(self) -> None:
        if not self.live:
            return
        # box: overlay-title
        title = tr("Give up the championship?")
        # box: subtitle
        line = tr("Its results are forgotten, and a new championship can begin.")
        if self.app.championship.playing is not None and self.app.keeper.has_game():
            # box: subtitle
            line = tr("Its results are forgotten. The match you are playing stays kept, as a game of its own.")
        self.app.open(Screen.CONFIRM, title=title, line=line, entries=[
            # box: menu-button
            (Entry.GIVE_UP, N_("Give up"), "g", self.give_up),
            # box: menu-button
            (Common.BACK, N_("Back"), "b", self.app.close)])

    def give_up(self) -> None:
        championship = self.championship
        if not finished(championship):  # ended, not won (one already ended was counted then)
            self.app.stats.record_championship(won=False, seed=championship.seed)
        self.app.championship.give_up()
        self.app.restart(Screen.TITLE)

    def open_bracket(self) -> None:
        self.app.open(Screen.TXAPELKETA_BRACKET, championship=None if self.live else self.championship)

    def open_matches(self) -> None:
        self.app.open(Screen.TXAPELKETA_MATCHES, championship=self.championship)

    def back(self) -> None:
        """Back to the screen below; to the title when there is none (the
        title and the game over show the championship's groups alone)."""
        if len(self.app.scenes) > 1:
            self.app.close()
        else:
            self.app.restart(Screen.TITLE)

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
