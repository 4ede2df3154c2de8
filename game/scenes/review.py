"""The hand review: a finished hand replayed step by step, all four hands face
up from the deal, each call with who made it and what the decision behind it
saw (game/review/story.py, in words from game/review/words.py, drawn by
game/scenes/review_view.py).

It moves by keys, mouse and pad alike: Left/Right (the D-pad, the stick, the
mouse wheel) a step back or on, Page Up/Down six steps, - / + and the pad's
shoulders to the previous or next lance, 1-4 to a lance; the buttons below
(first, previous, next, last, the four lances, Back) by click, by the focus
(Up/Down, Tab) and Enter or A; a click on a row of the list goes to that
step; Esc, B or Start goes back to where the player came from (the summary,
the list of last hands). It only reads a finished hand: it never changes the
game. A game kept before decisions were kept has its hand's estimates worked
out once, on a thread of the review's own, while the review already shows the
hand (game/match/decisions.work_out); the keeper keeps them.
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from enum import StrEnum

import pygame

from game.platform import controls, input as intents
from game.platform.i18n import tr
from game.match import work_out
from game.review import words
from game.review.story import review_hand, seen_from
from game.words import lance_word
from game.scenes import review_view as view
from game.scenes.base import HEIGHT, WIDTH, Scene
from game.ui.widgets import label_hotkeys
from game.ui.glyphs import fitted_prompt
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, Common, WidgetSet
from game.ui.screen_names import Screen



class Nav(StrEnum):
    """The names of the review's buttons (Back is `Common.BACK`)."""

    FIRST = "first"
    PREVIOUS = "previous"
    NEXT = "next"
    LAST = "last"
    LANCE0 = "lance0"  # the lances' buttons, by the lance's place
    LANCE1 = "lance1"
    LANCE2 = "lance2"
    LANCE3 = "lance3"


LANCES = (Nav.LANCE0, Nav.LANCE1, Nav.LANCE2, Nav.LANCE3)
NAV = ((Nav.FIRST, "|◀"), (Nav.PREVIOUS, "◀"), (Nav.NEXT, "▶"), (Nav.LAST, "▶|"))
BUTTON_Y = 990
PAGE = 6  # steps a Page Up / Page Down goes


class ReviewScene(Scene):
    name = Screen.REVIEW

    def __init__(self, app, match, hand: int) -> None:
        """The review of hand `hand` of `match` (ValueError: no such hand is over)."""
        super().__init__(app)
        review = seen_from(review_hand(match, hand))  # from the player's seat, whichever it is
        self.review = review
        self._worker = self._working = None
        if match.missing_decisions:
            self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-review")
            self._working = self._worker.submit(work_out, match)
        self.index = 0
        self.widgets = WidgetSet()
        box = BOXES["review-button"]
        x = 40
        for name, label in NAV:
            rect = pygame.Rect(x, BUTTON_Y, 96, box.frame[1])
            self.widgets.add(Button(name, label, rect, "", lambda _b, n=name: self.nav(n), 30))
            x += 106
        x += 24
        self.lance_buttons = []
        for place, lance in enumerate(review.lances()):
            rect = pygame.Rect((x, BUTTON_Y), box.frame)
            self.lance_buttons.append(self.widgets.add(
                Button(LANCES[place], lance_word(lance), rect, str(place + 1),
                       lambda _b, lance=lance: self.to_lance(lance), box=box)))
            self.lance_buttons[-1].enabled = review.first_of(lance) is not None
            x += box.frame[0] + 10
        rect = pygame.Rect((x + 14, BUTTON_Y), box.frame)
        self.back_button = self.widgets.add(Button(Common.BACK, "", rect, "", lambda _b: self.back(), box=box))
        self.on_language()
        self.go(0)
        self.widgets.focus_first(self.button(Nav.NEXT))

    def button(self, name: Nav) -> Button:
        return next(w for w in self.widgets.widgets if w.name == name)

    def on_language(self) -> None:
        # box: review-button
        self.back_button.label = tr("Back")
        self.back_button.hotkey = label_hotkeys([self.back_button.label])[0]

    def on_enter(self) -> None:
        self.app.screenshot(f"review-hand{self.review.hand_number}")

    # -- moving through the hand ----------------------------------------------
    @property
    def step(self):
        return self.review.steps[self.index]

    def go(self, index: int) -> None:
        last = len(self.review.steps) - 1
        self.index = max(0, min(last, index))
        for name in (Nav.FIRST, Nav.PREVIOUS):
            self.button(name).enabled = self.index > 0
        for name in (Nav.NEXT, Nav.LAST):
            self.button(name).enabled = self.index < last

    def nav(self, name: Nav) -> None:
        last = len(self.review.steps) - 1
        self.go({Nav.FIRST: 0, Nav.PREVIOUS: self.index - 1, Nav.NEXT: self.index + 1, Nav.LAST: last}[name])

    def to_lance(self, lance) -> None:
        first = self.review.first_of(lance)
        if first is not None:
            self.go(first)

    def lance_starts(self) -> list[int]:
        """The steps each part of the hand starts at: the deal, each lance
        played, the count."""
        starts = {0, len(self.review.steps) - 1}
        for lance in self.review.lances():
            first = self.review.first_of(lance)
            if first is not None:
                starts.add(first)
        return sorted(starts)

    def by_lance(self, direction: int) -> None:
        starts = self.lance_starts()
        if direction > 0:
            self.go(next((s for s in starts if s > self.index), starts[-1]))
        else:
            self.go(next((s for s in reversed(starts) if s < self.index), 0))

    def back(self) -> None:
        self.app.close()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._working is not None and self._working.done():
            worked, self._working = self._working.result(), None
            self.review = seen_from(review_hand(worked, self.review.hand_number))
            self.app.keeper.remember(worked)
            self.go(self.index)

    def on_exit(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)

    def seat_name(self, seat: int) -> str:
        text = self.review.names[seat]
        return tr(text) if seat == self.review.player else text

    def rows(self):
        player = self.review.player  # 0 seen from the player; None: no player at this screen
        return view.list_rows(self.review, lambda s: words.row(s, self.seat_name, player),
                              lambda s: words.note(s, self.seat_name, player))

    def handle(self, intent) -> None:
        kind = intent.kind
        if kind in (intents.BACK, intents.MENU):
            self.back()
        elif kind == intents.MOVE and not intent.cycle and intent.dx:
            self.go(self.index + intent.dx)
        elif kind == intents.SCROLL:
            self.go(self.index + (intent.dy if abs(intent.dy) < intents.PAGE_LINES else PAGE * (intent.dy > 0 or -1)))
        elif kind == intents.AMOUNT:  # the shoulders, or the keys of less and more
            self.by_lance(intent.dx)
        elif kind == intents.CLICK and view.LIST.collidepoint(intent.pos):
            self._click_row(intent.pos)
        else:
            self.widgets.handle(intent)

    def _click_row(self, pos) -> None:
        rows = self.rows()
        top = view.first_row(rows, self.index)
        for slot, row in enumerate(rows[top:top + view.shown_rows()]):
            if view.row_rect(slot).collidepoint(pos):
                self.go(row[3])
                return

    def frame_interval(self) -> float:
        return 0.0 if self._working is not None else 0.25

    # -- drawing ------------------------------------------------------------
    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        review, step = self.review, self.step
        if review.rules.games_to_win > 1:
            # box: review-title
            title = tr("Review of hand {n}, game {game}", n=review.hand_number, game=review.game_number)
        else:
            # box: review-title
            title = tr("Review of hand {n}", n=review.hand_number)
        draw_text(surface, res, title, BOXES["review-title"], (250, 226, 150), center=(620, 50))
        view.draw_scores(surface, res, step.scores, (1560, 50))
        view.draw_table(surface, res, review, self.index, self.seat_name)
        rows = self.rows()
        view.draw_list(surface, res, rows, self.index, view.first_row(rows, self.index))
        view.draw_detail(surface, res, words.what(step, review, self.seat_name), words.why(step, review, self.seat_name),
                         words.outcome(step, self.seat_name, review.player))
        prompts = self.app.input.prompts
        self.widgets.draw(surface, res, self.clock.at(alpha), prompts)
        if prompts == intents.KEYS:
            # box: review-hint
            hint = tr("{left} {right} or wheel: a step · {less} {more}: a lance · 1-4: go to a lance · Esc: back",
                      **controls.key_names())
        else:
            # box: review-hint
            hint = tr("D-pad: a step · {amount-less} {amount-more}: a lance · {back}: back")
        label = fitted_prompt(res, hint, BOXES["review-hint"], (210, 210, 196), prompts)
        surface.blit(label, label.get_rect(center=(WIDTH - 245, HEIGHT - 58)))

