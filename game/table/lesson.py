"""A lesson at the table: the guide the table consults, the computer players
it scripts, and the panel, rings and arrow it draws on the felt.

The course's content is game/lessons/ (pure: which hand, what each step says
and wants). `LessonGuide` follows the hand: the step of the player's decision
now (`current`), what the player pressed at it (`pressed`: a call against
the step is never refused; its `why` becomes the panel's `note` and the hand
goes on), and the step of the summary. `LessonSeats` plays the computer
players as the lesson scripts them (`Lesson.scripted`: the call kept as the
seat's decision), each call checked by the rules like any other. `draw` puts the panel (the lesson's title, what the
step says, the note) beside the things the step points at, each ringed, the
first with an arrow from the panel.
"""
from __future__ import annotations

from concurrent.futures import Future

import pygame

from game.lessons import next_lesson
from game.lessons.course import Lesson, Step
from game.match import Lineup, Match, player_decides
from game.match.decisions import Decided
from game.model import Phase
from game.platform import input as intents
from game.platform.i18n import N_, tr
from game.ui.cards import HOVER_LIFT, LIFT
from game.ui.glyphs import fitted_prompt
from game.ui.panels import panel
from game.ui.text import BOXES, text_surface

from . import layout
from .fan import ICON, LEFT, ORDER, STEP, TOP
from .seats import SeatPlayers
from .summary import BOX as SUMMARY_BOX

STAKE_TARGET = "stake"  # a step's target naming the stake in the middle of the felt (content.py's "stake")
PANEL = pygame.Rect(466, 362, 420, 440)    # beside the stake, clear of the faces and the fan of señas (its tallest)
WIDE = pygame.Rect(476, 178, 968, 176)     # over the lance track while the summary counts
FAN = pygame.Rect(LEFT, TOP, STEP * (len(ORDER) - 1) + ICON, ICON)  # the player's row of señas
RING = (255, 214, 64)
NOTE = (255, 190, 150)
INK = (240, 240, 230)
HINT = (190, 200, 185)
MIN_HEIGHT = 150
RING_WIDTH = 6
RING_MARGIN = 8


class LessonGuide:
    """Where the lesson stands in its hand: the steps met so far (`index`),
    the step shown (`shown`), the note of a call against the lesson."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0          # the steps before it are behind
        self.shown: Step | None = None
        self.note: str | None = None   # a message id: why the call made goes against the lesson
        self.against = 0        # how many calls went against the lesson
        self.finished = False
        self.free = False       # the player decides a call no step is about
        self.reading = True     # the intro waits for the player (Enter, a click or the pad's A)
        self.counting = False   # the summary counts the hand

    def handle(self, intent) -> bool:
        """While the intro waits, the player's presses are for it: Enter, a
        click or the pad's A goes on; the rest waits (the pause menu aside).
        True when the intent was the lesson's."""
        if not self.reading or intent.kind in (intents.BACK, intents.MENU, intents.POINT):
            return False
        if intent.kind in (intents.CONFIRM, intents.CLICK):
            self.reading = False
        return True

    def current(self, state, deciding: bool, counting: bool = False) -> Step | None:
        """The step of the decision now (None when none is about it, or while
        the intro is read)."""
        if self.reading or (not deciding and not counting):
            return None
        for step in self.lesson.steps[self.index:]:
            if step.applies(state, counting):
                return step
        return None

    def look(self, state, deciding: bool, counting: bool) -> bool:
        """Follow the table; True when what the panel shows changed. A
        decision no step is about is the player's own (`free`)."""
        step = self.current(state, deciding, counting)
        before = (self.shown, self.free, self.counting, self.reading)
        if step is not None:
            self.shown = step
        if deciding or step is not None:  # between decisions, the panel keeps what the last one said
            self.free = step is None and not self.reading
        self.counting = counting
        return (self.shown, self.free, self.counting, self.reading) != before

    def pressed(self, state, action, advice=None) -> bool:
        """The player made `action` at `state`; False when it goes against
        the step (whose `why` is now the note)."""
        step = self.current(state, True)
        self.note = None  # the note was about the call before this one
        if step is None:
            return True
        self.index = self.lesson.steps.index(step) + 1
        followed = step.follows(action) or ("advice" in step.wants and action == advice)
        if not followed:
            self.note, self.against = step.why, self.against + 1
        return followed

    def text(self) -> str:
        """The message id of what the panel says now."""
        if self.finished:
            return DONE
        if self.reading:
            return self.lesson.intro
        if self.counting:
            if self.shown is not None and self.shown.at == "counting":
                return self.shown.says
            return self.note or COUNTING  # a call against the lesson that ended the hand is still explained
        if self.free:
            return FREE
        return self.shown.says if self.shown is not None else self.lesson.intro

    def points(self) -> tuple[str, ...]:
        if self.finished or self.free:
            return ()
        if self.reading:
            return self.lesson.points
        if self.counting:
            return self.shown.points if self.shown is not None and self.shown.at == "counting" else ("summary",)
        return self.shown.points if self.shown is not None else self.lesson.points

    # -- drawing --------------------------------------------------------------
    def draw(self, surface, res, table, counting: bool, prompts: str = intents.KEYS) -> None:
        """The panel, and rings round what it points at (an arrow to the first)."""
        wide = "-wide" if counting else ""
        area = WIDE if counting else PANEL
        inner = area.inflate(-40, -28)
        title = text_surface(res, tr(self.lesson.title), BOXES["lesson-title" + wide], RING)
        said_id = self.text()
        said = text_surface(res, tr(said_id), BOXES["lesson-text" + wide], NOTE if said_id == self.note else INK)
        note = (text_surface(res, tr(self.note), BOXES["lesson-note"], NOTE)
                if self.note is not None and not (self.finished or counting) else None)
        # box: lesson-hint
        hint = tr("Esc: leave the lesson")
        if prompts != intents.KEYS:  # the pad's own button
            # box: lesson-hint
            hint = tr("{back}: leave the lesson")
        if self.reading:
            # box: lesson-hint
            hint = tr("Enter or a click: go on")
            if prompts != intents.KEYS:
                # box: lesson-hint
                hint = tr("{confirm}: go on")
        hint = fitted_prompt(res, hint, BOXES["lesson-hint"], HINT, prompts)
        height = title.get_height() + 8 + said.get_height() + (note.get_height() + 12 if note else 0)
        height += 10 + hint.get_height() + 28
        rect = pygame.Rect(area.left, area.top, area.width, area.height if counting else max(height, MIN_HEIGHT))
        targets = [r for r in (target_rect(name, table) for name in self.points()) if r is not None]
        for target in targets:
            pygame.draw.rect(surface, RING, target.inflate(2 * RING_MARGIN, 2 * RING_MARGIN), RING_WIDTH,
                             border_radius=14)
        if targets:
            arrow(surface, rect, targets[0].inflate(2 * RING_MARGIN, 2 * RING_MARGIN))
        surface.blit(panel(res, rect, solid=True), rect)
        y = inner.top
        surface.blit(title, title.get_rect(midtop=(rect.centerx, y)))
        y += title.get_height() + 8
        if note is not None:  # what the last call was, first; then what comes now
            surface.blit(note, (inner.left, y))
            y += note.get_height() + 12
        surface.blit(said, (inner.left, y))
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - 10)))


# box: lesson-text
DONE = N_("Lesson done.")
# box: lesson-text
FREE = N_("This call is yours to choose: play it as you like.")
# box: lesson-text-wide
COUNTING = N_("The hand is over and the summary counts it. New round ends the lesson.")


def target_rect(name: str, table) -> pygame.Rect | None:
    """Where a thing the lesson points at is on the felt (None: not shown now)."""
    kind, _, which = name.partition(":")
    if kind == "cards":
        first = pygame.Rect(layout.slot(0, 0), layout.BIG)
        cards = first.union(pygame.Rect(layout.slot(0, 3), layout.BIG))
        if table.state.phase == Phase.DISCARD:  # round the cards lifted for the discard too
            cards.union_ip(cards.move(0, -LIFT - HOVER_LIFT))
        return cards
    if kind == "button":
        button = table.buttons.get(which)
        return button.rect.copy() if button is not None and button.visible else None
    if kind == "advice":
        flashing = table.flashing_buttons()
        return flashing[0].rect.copy() if flashing else None
    if kind == "track":
        return layout.plaque_rect(int(which))
    if kind == "score":
        return layout.SCORE_RECT[int(which)].copy()
    if kind == "face":
        return layout.FACE_RECT[int(which)].copy()
    if kind == "fan":
        return FAN.copy() if table.fan.shown else None
    if kind == "summary":
        return SUMMARY_BOX.copy()
    if kind == STAKE_TARGET:
        return pygame.Rect(0, 0, 260, 90).move(layout.STAKE_AT[0] - 70, layout.STAKE_AT[1] - 45)
    return None


def arrow(surface, source: pygame.Rect, target: pygame.Rect) -> None:
    """A thick arrow from the panel's edge to the nearest side of `target`."""
    start = pygame.math.Vector2(source.center)
    end = pygame.math.Vector2(_nearest_side(target, start))
    way = end - start
    if way.length() < 1:
        return
    # from the panel's border, not its centre
    t = min(abs((source.width / 2) / way.x) if way.x else 1e9, abs((source.height / 2) / way.y) if way.y else 1e9)
    start = start + way * min(t, 1)
    way = end - start
    if way.length() < 24:
        return
    unit = way.normalize()
    side = pygame.math.Vector2(-unit.y, unit.x)
    pygame.draw.line(surface, RING, start, end - unit * 20, 8)
    pygame.draw.polygon(surface, RING, [end, end - unit * 30 + side * 18, end - unit * 30 - side * 18])


def _nearest_side(rect: pygame.Rect, point) -> tuple[int, int]:
    sides = (rect.midtop, rect.midbottom, rect.midleft, rect.midright)
    return min(sides, key=lambda p: (p[0] - point.x) ** 2 + (p[1] - point.y) ** 2)


class LessonSeats(SeatPlayers):
    """The computer players of a lesson: the lesson's scripted call when it
    has one for the seat (kept as that seat's decision, with no estimate
    behind it), else the computer player's own."""

    def __init__(self, lesson: Lesson, strict: bool = False) -> None:
        super().__init__(strict)
        self.lesson = lesson

    def think(self, match) -> Future:
        state = match.state
        scripted = None if player_decides(state, match.human) else self.lesson.scripted(state, state.to_act)
        if scripted is None:
            return super().think(match)
        done: Future = Future()
        done.set_result(Decided(scripted))
        return done


def lesson_match(settings, lesson: Lesson, seed: int) -> Match:
    """The lesson's hand as a match of its own: stacked, played with the
    settings' computer players, never kept nor counted (`practice`)."""
    return Match.begin(lesson.rules(), seed, (Lineup(1, settings.players),), human=True, with_keinuak=True,
                       deal=lesson.deal(), practice=True)


# box: subtitle
KANTA_WON = N_("Kanta: the hands were shown and your team won the lance, so the game.")
# box: subtitle
KANTA_LOST = N_("Kanta: the hands were shown and the other team won the lance, so the game.")


def lesson_seen(app, lesson: Lesson) -> None:
    """The lesson's hand is over (its summary shows, or the game ended at
    once): the player has seen all of it, so it is kept as done now, and a
    player who leaves at the summary keeps it."""
    app.lessons.finish(lesson.key)


def finish_lesson(app, lesson: Lesson, kanta_won: bool | None = None, on_its_own: bool = False) -> None:
    """The lesson's hand is over: it is kept as done, and the player chooses
    the next lesson, the list of lessons or the title. A hand ended by a
    Kanta (`kanta_won`: whether the player's team won it) says so instead of
    the outro: the game was won there, and nothing else on the felt tells it.
    `on_its_own`: the question comes without a press (the Kanta's notice went
    away by itself), so a press meant for that notice waits a moment."""
    lesson_seen(app, lesson)  # kept already when the hand ended: never undone
    following = next_lesson(lesson.key, app.settings.keinuak)
    # box: menu-button
    entries = [("next", N_("Next lesson"), "n", lambda: app.restart("table", lesson=following.key))] if following else []
    entries += [
        # box: menu-button
        ("lessons", N_("All lessons"), "a", lambda: app.restart("lessons")),
        # box: menu-button
        ("title", N_("To the title"), "t", lambda: app.restart("title")),
    ]
    # box: overlay-title
    title = tr("Lesson done")
    line = tr(lesson.outro) if lesson.outro else ""
    if kanta_won is not None:
        line = tr(KANTA_WON if kanta_won else KANTA_LOST)
    app.open("confirm", title=title, line=line, entries=entries,
             on_back=lambda: app.restart("lessons"), on_its_own=on_its_own)
