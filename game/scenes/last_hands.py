"""The last hands: the completed hands of the game in progress and of the last
finished match (game/review/hands.py), newest first, twenty at most, in two
columns of buttons; pressing one opens its review (game/scenes/review.py).
Reached from the title (the kept games: game.json, or the game in memory if
not yet saved, and last-game.json) and from the pause menu (the table's game
as it stands, then last-game.json). A hand still in play is never listed.
Back, Esc or B returns.
"""
from __future__ import annotations

import pygame

from game.platform.i18n import tr
from game.review.hands import CURRENT, last_hands
from game.scenes.base import WIDTH, WidgetScene
from game.words import team_name, team_wins
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet
from game.ui.screen_names import Screen

COLUMNS = (60, 980)
TOP, STEP, PER_COLUMN = 168, 80, 10


def entry_label(entry) -> str:
    """`In progress: hand 7 · Us +5 · Them +2 · score 24 - 18`, and under
    it how a game was won in the hand, if one was."""
    if entry.which == CURRENT:
        # box: hands-row
        where = tr("In progress: hand {n}", n=entry.hand_number)
    else:
        # box: hands-row
        where = tr("Last match: hand {n}", n=entry.hand_number)
    parts = [where]
    if entry.game.rules.games_to_win > 1:
        # box: hands-row
        parts.append(tr("game {n}", n=entry.game_number))
    for team in (0, 1):
        # box: hands-row
        parts.append(tr("{team} +{points}", team=team_name(team), points=entry.points[team]))
    # box: hands-row
    parts.append(tr("score {us} - {them}", us=entry.scores[0], them=entry.scores[1]))
    row = " · ".join(parts)
    if entry.won is None:
        return row
    if entry.kanta:
        won = team_wins(entry.won.team, "kanta-game", tie=entry.kanta_tie)
    else:
        won = team_wins(entry.won.team, "game", n=entry.won.game_number)
    return f"{row}\n{won}"  # a line of its own: never a "·" cut to the start of the second line


class LastHandsScene(WidgetScene):
    name = Screen.LAST_HANDS

    def __init__(self, app, current=None, last=None) -> None:
        """`current`, `last`: the kept games (`Match`es, game/match/) to list."""
        super().__init__(app)
        self.entries = last_hands(current, last)
        self.widgets = WidgetSet()
        box = BOXES["hands-row"]
        self.rows = []
        for i, entry in enumerate(self.entries):
            rect = pygame.Rect((COLUMNS[i // PER_COLUMN], TOP + (i % PER_COLUMN) * STEP), box.frame)
            self.rows.append(self.widgets.add(
                Button(f"hand{i}", "", rect, "", lambda _b, e=entry: self.open(e), box=box)))
        self.back_button = self.add_back_button(18)
        self.on_language()
        self.widgets.focus_first()

    def on_language(self) -> None:
        for button, entry in zip(self.rows, self.entries):
            button.label = entry_label(entry)
        # box: back-button
        self.back_button.label = tr("Back")

    def on_resume(self, result=None) -> None:
        self.on_language()  # the language may have changed under a review

    def on_enter(self) -> None:
        self.app.screenshot("last-hands")

    def open(self, entry) -> None:
        self.app.open(Screen.REVIEW, match=entry.game, hand=entry.hand_number)

    def back(self) -> None:
        self.app.close()

    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        # box: screen-title
        draw_text(surface, res, tr("Last hands"), BOXES["screen-title"], (250, 226, 150), center=(WIDTH // 2, 66))
        # box: players-subtitle
        line = tr("The hands of the game in progress and of the last match, newest first: choose one to review it")
        draw_text(surface, res, line, BOXES["players-subtitle"], (225, 225, 215), center=(WIDTH // 2, 130))
        if not self.entries:
            # box: hands-empty
            empty = tr("No hand to review yet: every hand you finish is listed here.")
            draw_text(surface, res, empty, BOXES["hands-empty"], (235, 230, 210), center=(WIDTH // 2, 480))
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
