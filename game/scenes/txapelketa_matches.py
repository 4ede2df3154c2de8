"""The championship's other matches, opened as records: each match the
computer has played (the other pairs', kept whole by the championship's
store, game/match/championship_store.py), round by round, with its pairs and
the games each won; choosing one lists its hands (each with its game and the
score after it, the first pair's first; the line above says which pair the
review calls "Us" and which "Them"), and choosing a hand opens its review (game/scenes/review.py,
reading `app.championship.background_match(key)`). The line under the title
names the command that prints the match in focus (`solo-mus record --from
<its file>`, game/record.py).

Opened over the groups or the bracket with the championship shown
(`app.open(Screen.TXAPELKETA_MATCHES, championship=...)`). Back, Esc or B goes
from a match's hands back to the matches, and from the matches back to the
screen below. Rows are buttons: mouse, keys and pad alike; a match's hands
beyond a page are reached by the page buttons (or the pad's shoulders).
"""
from __future__ import annotations

import shlex

import pygame

from game.platform import input as intents
from game.platform.i18n import tr
from game.review.hands import LAST, completed_hands
from game.scenes.base import WIDTH, Entry, WidgetScene, draw_notice
from game.txapelketa.championship import Championship, Fixture, Side, fixtures
from game.txapelketa.pairs import PLAYER_PAIR
from game.txapelketa_words import match_name
from game.ui.grid import cell_rect
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet
from game.words import team_name
from game.ui.screen_names import Screen

GOLD = (250, 226, 150)
INK = (236, 232, 214)
ROWS_TOP, ROW_STEP, ROWS_A_COLUMN = 198, 54, 14
MATCH_COLUMNS, HAND_COLUMNS = 2, 3
HANDS_A_PAGE = HAND_COLUMNS * ROWS_A_COLUMN


def record_command(path) -> str:
    """The command that prints the match kept at `path`."""
    return f"solo-mus record --from {shlex.quote(str(path))}"


class TxapelketaMatchesScene(WidgetScene):
    name = Screen.TXAPELKETA_MATCHES

    def __init__(self, app, championship: Championship) -> None:
        super().__init__(app)
        self.championship = championship
        self.fixture: Fixture | None = None   # the match whose hands are listed, or None: the matches
        self.match = None
        self.hands = []
        self.page = 0
        self.notice: str | None = None
        self.widgets = WidgetSet()
        self.rows: list[Button] = []
        self.back_button = self.add_back_button(14)
        box = BOXES["txapelketa-page"]
        before = pygame.Rect((0, 0), box.frame)
        before.bottomleft = (80, self.back_button.rect.bottom)
        self.before_button = self.widgets.add(Button(Entry.PAGE_BEFORE, "◀", before, "",
                                                     lambda _b: self.turn(-1), box=box, role="amount-less"))
        after = before.copy()
        after.bottomright = (WIDTH - 80, self.back_button.rect.bottom)
        self.after_button = self.widgets.add(Button(Entry.PAGE_AFTER, "▶", after, "",
                                                    lambda _b: self.turn(1), box=box, role="amount-more"))
        self.show_matches()

    # -- what is listed ---------------------------------------------------------
    def played(self) -> list[Fixture]:
        """The other pairs' matches played so far, round by round."""
        done = self.championship.done
        return [f for f in fixtures(self.championship) if f.key in done and PLAYER_PAIR not in f.pairs]

    def match_label(self, fixture: Fixture) -> str:
        """`Group A, round 2 · Tolosa 2-1 Bermeo`."""
        pairs, result = self.championship.field.pairs, self.championship.done[fixture.key]
        score = f"{result.games_won(Side.FIRST)}-{result.games_won(Side.SECOND)}"
        return f"{match_name(fixture)} · {pairs[fixture.first].name} {score} {pairs[fixture.second].name}"

    @staticmethod
    def hand_label(entry) -> str:
        """`Hand 7 · game 2 · 24 - 18`."""
        # box: txapelketa-hand-row
        parts = [tr("Hand {n}", n=entry.hand_number)]
        if entry.game.rules.games_to_win > 1:
            # box: hands-row
            parts.append(tr("game {n}", n=entry.game_number))
        parts.append(f"{entry.scores[0]} - {entry.scores[1]}")
        return " · ".join(parts)

    def _set_rows(self, labels, actions, columns: int, box_name: str) -> None:
        for row in self.rows:
            self.widgets.widgets.remove(row)
        box = BOXES[box_name]
        self.rows = []
        for index, (label, action) in enumerate(zip(labels, actions)):
            column, row = divmod(index, ROWS_A_COLUMN)  # down each column first
            left = cell_rect(column, columns, box.frame, (40, 0), ROWS_TOP).left
            rect = pygame.Rect((left, ROWS_TOP + row * ROW_STEP), box.frame)
            button = Button(f"row{index}", label, rect, "", lambda _b, a=action: a(), box=box)
            self.rows.append(button)
            self.widgets.widgets.insert(index, button)
        self.widgets.focus_first()

    def show_matches(self) -> None:
        """The list of the other matches played."""
        self.fixture, self.match, self.hands, self.page = None, None, [], 0
        played = self.played()
        self._set_rows([self.match_label(f) for f in played], [lambda f=f: self.open_match(f) for f in played],
                       MATCH_COLUMNS, "txapelketa-match-row")
        self.before_button.visible = self.after_button.visible = False
        self.on_language()

    def open_match(self, fixture: Fixture) -> None:
        """List the hands of `fixture`'s match, read from its kept file."""
        match = self.app.championship.background_match(fixture.key)
        if match is None:
            # box: notice
            self.notice = tr("This match's record cannot be read: it is not kept, or its file is damaged.")
            return
        self.notice = None
        self.fixture, self.match, self.page = fixture, match, 0
        self.hands = completed_hands(match, LAST)
        self.show_page()

    def pages(self) -> int:
        return max(1, -(-len(self.hands) // HANDS_A_PAGE))

    def show_page(self) -> None:
        shown = self.hands[self.page * HANDS_A_PAGE:(self.page + 1) * HANDS_A_PAGE]
        self._set_rows([self.hand_label(e) for e in shown], [lambda e=e: self.open_hand(e) for e in shown],
                       HAND_COLUMNS, "txapelketa-hand-row")
        self.before_button.visible = self.after_button.visible = self.pages() > 1
        self.before_button.enabled = self.page > 0
        self.after_button.enabled = self.page + 1 < self.pages()
        self.on_language()

    def turn(self, step: int) -> None:
        if self.fixture is None:
            return
        page = max(0, min(self.pages() - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.show_page()

    def open_hand(self, entry) -> None:
        self.app.open(Screen.REVIEW, match=self.match, hand=entry.hand_number)

    def focused_fixture(self) -> Fixture | None:
        """The match the command line names: the one whose hands are listed,
        else the one in focus (or under the pointer), else the first."""
        if self.fixture is not None:
            return self.fixture
        played = self.played()
        for index, row in enumerate(self.rows):
            if row.hovered or row is self.widgets.focus:
                return played[index]
        return played[0] if played else None

    # -- the screen ----------------------------------------------------------------
    def on_language(self) -> None:
        # box: back-button
        self.back_button.label = tr("Back")
        if self.fixture is None:
            for button, fixture in zip(self.rows, self.played()):
                button.label = self.match_label(fixture)
        else:
            shown = self.hands[self.page * HANDS_A_PAGE:]
            for button, entry in zip(self.rows, shown):
                button.label = self.hand_label(entry)

    def on_resume(self, result=None) -> None:
        self.on_language()  # the language may have changed under a review

    def on_enter(self) -> None:
        self.app.screenshot("txapelketa-matches")

    def back(self) -> None:
        if self.fixture is not None:
            self.show_matches()
        else:
            self.app.close()

    def handle(self, intent) -> None:
        if intent.kind == intents.AMOUNT and self.fixture is not None:
            self.turn(1 if intent.dx > 0 else -1)
            return
        super().handle(intent)

    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        if self.fixture is None:
            # box: screen-title
            title = tr("Other matches")
            # box: players-subtitle
            line = tr("The matches the computer has played so far: choose one to see its hands")
        else:
            title = self.match_label(self.fixture)
            pairs = self.championship.field.pairs
            # box: players-subtitle
            line = tr("Choose a hand to review it ({first_team}: {first}; {second_team}: {second})",
                      first_team=team_name(0), first=pairs[self.fixture.first].name,
                      second_team=team_name(1), second=pairs[self.fixture.second].name)
            if self.pages() > 1:
                line = f"{line} · {self.page + 1}/{self.pages()}"
        box = BOXES["screen-title"] if self.fixture is None else BOXES["txapelketa-line"]
        draw_text(surface, res, title, box, GOLD, center=(WIDTH // 2, 50))
        draw_text(surface, res, line, BOXES["players-subtitle"], INK, center=(WIDTH // 2, 120))
        shown = self.focused_fixture()
        if self.notice is not None:
            draw_notice(surface, res, self.notice, 164)
        elif shown is not None:
            # box: txapelketa-command
            command = tr("To print it: {command}", command=record_command(self.app.championship.match_file(shown.key)))
            draw_text(surface, res, command, BOXES["txapelketa-command"], INK, center=(WIDTH // 2, 164))
        elif self.fixture is None:
            # box: hands-empty
            empty = tr("No other match is played yet: the computer plays them after each of your matches.")
            draw_text(surface, res, empty, BOXES["hands-empty"], INK, center=(WIDTH // 2, 480))
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
