"""The championship's knockout as a bracket: the four quarter-finals, the two
semi-finals and the final in three columns, joined by lines; each match's
two pairs (a pair not known yet said by where it comes from: "Winner of
group A", "Winner of quarter-final 2"), and once played the games each won,
the winner's name bright and the loser's dim. The player's path is lit: the
player's pair's name in gold with a mark beside it, a gold frame round each
match it plays and the lines between them in gold.

Opened with a championship value (`app.open(Screen.TXAPELKETA_BRACKET,
championship=...)`), or with none: the championship kept, over the groups
screen that plays it; then Play next match closes it with `Answer.PLAY`
(the groups screen begins the match). Other matches (top right) opens the
other matches played (game/scenes/txapelketa_matches.py); Back, Esc or B
closes it.
"""
from __future__ import annotations

import pygame

from game.platform.i18n import tr
from game.scenes.base import HEIGHT, WIDTH, Answer, Entry, WidgetScene
from game.txapelketa.championship import BracketMatch, Championship, Side, Stage, bracket, next_match, others_due
from game.txapelketa.pairs import PLAYER_PAIR
from game.txapelketa_words import match_name, next_match_words, source_words, stage_name
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet, panel
from game.words import level_word
from game.ui.screen_names import Screen

GOLD = (250, 226, 150)
INK = (236, 232, 214)
DIM = (150, 146, 132)
LINE = (120, 112, 90)
SLOT_W, SLOT_H = 500, 150
COLUMN_X = {Stage.QUARTER_FINALS: 80, Stage.SEMI_FINALS: 710, Stage.FINAL: 1340}
QUARTER_TOPS = (200, 400, 600, 800)


def slot_rects() -> dict[str, pygame.Rect]:
    """Where each knockout match is drawn, by its key."""
    rects = {f"QF{n + 1}": pygame.Rect(COLUMN_X[Stage.QUARTER_FINALS], top, SLOT_W, SLOT_H)
             for n, top in enumerate(QUARTER_TOPS)}
    for n, (a, b) in enumerate((("QF1", "QF2"), ("QF3", "QF4"))):
        rect = pygame.Rect(COLUMN_X[Stage.SEMI_FINALS], 0, SLOT_W, SLOT_H)
        rect.centery = (rects[a].centery + rects[b].centery) // 2
        rects[f"SF{n + 1}"] = rect
    final = pygame.Rect(COLUMN_X[Stage.FINAL], 0, SLOT_W, SLOT_H)
    final.centery = (rects["SF1"].centery + rects["SF2"].centery) // 2
    rects["F"] = final
    return rects


SLOTS = slot_rects()
FEEDS = {"SF1": ("QF1", "QF2"), "SF2": ("QF3", "QF4"), "F": ("SF1", "SF2")}


class TxapelketaBracketScene(WidgetScene):
    name = Screen.TXAPELKETA_BRACKET

    def __init__(self, app, championship: Championship | None = None) -> None:
        """`championship`: one to look at; None: the one kept."""
        super().__init__(app)
        self.given = championship
        self.widgets = WidgetSet()
        self.back_button = self.add_back_button(26)
        matches = pygame.Rect((WIDTH - 360, 20), BOXES["txapelketa-button"].frame)  # top right, by the title
        self.matches_button = self.widgets.add(Button(Entry.MATCHES, "", matches, "", lambda _b: self.open_matches(),
                                                      box=BOXES["txapelketa-button"]))
        box = BOXES["back-button"]  # beside Back, as tall as it
        play = pygame.Rect((0, 0), box.frame)
        play.midbottom = (self.back_button.rect.left - 40 - box.frame[0] // 2, HEIGHT - 26)
        self.play_button = self.widgets.add(Button(Entry.PLAY, "", play, "", lambda _b: self.play_next(),
                                                   box=box, role="main"))
        live = championship is None and app.championship.championship is not None
        self.play_button.enabled = live and next_match(self.championship) is not None \
            and not others_due(self.championship)
        self.play_button.visible = self.play_button.enabled
        self.on_language()
        self.widgets.focus_first(self.play_button if self.play_button.enabled else self.back_button)

    @property
    def championship(self) -> Championship:
        """The championship shown: the one given, else the one kept."""
        return self.given if self.given is not None else self.app.championship.championship

    def on_language(self) -> None:
        # box: back-button
        self.back_button.label = tr("Back")
        # box: txapelketa-button
        self.matches_button.label = tr("Other matches")
        # box: back-button
        self.play_button.label = tr("Play next match")

    def play_next(self) -> None:
        """Play next match: the groups screen below begins it."""
        self.app.close(Answer.PLAY)

    def on_resume(self, result=None) -> None:
        self.on_language()

    def on_enter(self) -> None:
        self.app.screenshot("txapelketa-bracket")

    def open_matches(self) -> None:
        self.app.open(Screen.TXAPELKETA_MATCHES, championship=self.championship)

    def back(self) -> None:
        self.app.close()

    # -- what is shown --------------------------------------------------------
    def slots(self) -> dict[str, dict]:
        """Each knockout match as shown: its name, its two lines (a pair's
        name and level, or where it comes from), the games each won once
        played, which side won, and whether the player plays it."""
        pairs = self.championship.field.pairs
        out = {}
        for match in bracket(self.championship):
            lines = []
            for side, pair, source in ((Side.FIRST, match.first, match.sources[0]),
                                       (Side.SECOND, match.second, match.sources[1])):
                if pair is None:
                    lines.append(dict(text=source_words(source), level="", mine=False, games=""))
                    continue
                games = str(match.result.games_won(side)) if match.result is not None else ""
                lines.append(dict(text=pairs[pair].name, level=level_word(pairs[pair].level),
                                  mine=pair == PLAYER_PAIR, games=games))
            out[match.key] = dict(name=match_name(match.key), lines=lines, winner=self._winner(match),
                                  mine=PLAYER_PAIR in (match.first, match.second))
        return out

    @staticmethod
    def _winner(match: BracketMatch) -> int | None:
        """The line (0 or 1) of the match's winner, once played."""
        if match.result is None:
            return None
        return 0 if match.result.winner is Side.FIRST else 1

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        draw_text(surface, res, "Txapelketa", BOXES["screen-title"], GOLD, center=(WIDTH // 2, 56))
        draw_text(surface, res, next_match_words(self.championship), BOXES["txapelketa-line"], INK,
                  center=(WIDTH // 2, 124))
        for stage, x in COLUMN_X.items():
            draw_text(surface, res, stage_name(stage), BOXES["txapelketa-heading"], GOLD,
                      topleft=(x + 10, 152))
        slots = self.slots()
        joins = [(slots[feed]["mine"] and slots[key]["mine"], feed, key)
                 for key, feeds in FEEDS.items() for feed in feeds]
        for lit, feed, key in sorted(joins, key=lambda join: join[0]):  # the path's lines over the others
            to, start = SLOTS[key], SLOTS[feed].midright
            middle = (start[0] + (to.left - start[0]) // 2, start[1])
            points = [start, middle, (middle[0], to.centery), to.midleft]
            pygame.draw.lines(surface, GOLD if lit else LINE, False, points, 5 if lit else 3)
        for key, slot in slots.items():
            self._slot(surface, res, SLOTS[key], slot)
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)

    def _slot(self, surface, res, rect, slot) -> None:
        surface.blit(panel(res, rect, 225), rect)
        if slot["mine"]:
            pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 4, border_radius=12)
        draw_text(surface, res, slot["name"], BOXES["txapelketa-slot"], GOLD, topleft=(rect.left + 20, rect.top + 10))
        for index, line in enumerate(slot["lines"]):
            y = rect.top + 66 + index * 48
            lost = slot["winner"] is not None and slot["winner"] != index
            ink = GOLD if line["mine"] else (DIM if lost else INK)
            if line["mine"]:
                pygame.draw.polygon(surface, GOLD, [(rect.left + 8, y - 9), (rect.left + 19, y), (rect.left + 8, y + 9)])
            box = BOXES["txapelketa-pair"] if line["level"] else BOXES["txapelketa-slot"]
            draw_text(surface, res, line["text"], box, ink, midleft=(rect.left + 26, y))
            if line["level"]:
                draw_text(surface, res, line["level"], BOXES["txapelketa-level"], DIM if lost else INK,
                          midleft=(rect.left + 290, y))
            if line["games"]:
                draw_text(surface, res, line["games"], BOXES["txapelketa-figure"], ink, center=(rect.right - 40, y))
