"""The lessons: the course listed in order, each lesson a button (ticked when
done), the next one to take lit first; a lesson opens the table on its
stacked hand (`app.restart(Screen.TABLE, lesson=key)`). The progress is the app's
`lessons` store (game/lessons/progress.py); its notice, when its file had to
be kept aside, shows at the foot."""
from __future__ import annotations

import pygame

from game.lessons import course
from game.platform.i18n import N_, ntr, tr
from game.scenes.base import WIDTH, MenuScene
from game.ui.widgets import Common
from game.ui.screen_names import Screen

COLUMNS = (WIDTH // 2 - 290, WIDTH // 2 + 290)  # the right column's ticks stand in the gap, clear of the left one
TOP, STEP = 392, 96
TICK = (120, 220, 120)


class LessonsScene(MenuScene):
    name = Screen.LESSONS

    def __init__(self, app) -> None:
        self.lessons = course(app.settings.keinuak)
        store = app.lessons
        following = store.next_key([lesson.key for lesson in self.lessons])
        entries = [(lesson.key, lesson.title, "", lambda key=lesson.key: self.take(key)) for lesson in self.lessons]
        # box: menu-button
        entries.append((Common.BACK, N_("Back"), "b", self.back))
        super().__init__(app, entries, top=TOP, main=following)
        rows = (len(self.lessons) + 1) // 2
        for i, lesson in enumerate(self.lessons):
            self.button(lesson.key).rect.midtop = (COLUMNS[i // rows], TOP + (i % rows) * STEP)
        self.button(Common.BACK).rect.midtop = (WIDTH // 2, TOP + rows * STEP + 20)
        if following is not None:  # the next lesson to take is lit, and has the focus
            self.widgets.focus = self.button(following)
            self.button(following).flashing = True

    def relabel(self) -> None:
        super().relabel()
        # box: title
        self.title = tr("Lessons")
        done = sum(lesson.key in self.app.lessons.done for lesson in self.lessons)
        # box: subtitle
        self.subtitle = ntr("Each lesson is one hand at the table, played with the real buttons. "
                            "{n} lesson of {count} done.",
                            "Each lesson is one hand at the table, played with the real buttons. "
                            "{n} lessons of {count} done.", done, count=len(self.lessons))

    def take(self, key: str) -> None:
        self.app.lessons.offer_made()
        self.app.restart(Screen.TABLE, lesson=key)

    def back(self) -> None:
        self.app.restart(Screen.TITLE)

    def notice(self) -> str | None:
        return self.app.lessons.notice or super().notice()

    def draw(self, surface, alpha) -> None:
        super().draw(surface, alpha)
        for lesson in self.lessons:  # a tick beside each lesson done (no colour alone: a shape)
            if lesson.key in self.app.lessons.done:
                tick = tick_rect(self.button(lesson.key).rect)
                x, y = tick.left + 4, tick.top + 22
                pygame.draw.lines(surface, TICK, False, [(x, y), (x + 14, y + 16), (x + 40, y - 18)], 8)


def tick_rect(button: pygame.Rect) -> pygame.Rect:
    """Where the tick of a lesson done stands: left of its button (the line's width around it)."""
    return pygame.Rect(button.left - 56, button.centery - 22, 48, 42)
