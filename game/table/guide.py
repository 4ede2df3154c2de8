"""A lesson's course at the table: where the lesson stands in its hand.

The course's content is game/lessons/ (pure: which hand, what each step says
and wants). `LessonGuide` follows the hand for the table's course
(game/table/course.py): the step of the player's decision now (`current`),
what the player pressed at it (`pressed`: a call against the step is never
refused; its `why` becomes the `note`, until the next decision, and the hand
goes on), the intro read (`read`), the step of the summary, and what the
lesson's panel says and points at now (`text`, `points`). It imports nothing
from pygame and draws nothing: the panel is game/table/lesson.py's.
"""
from __future__ import annotations

from game.lessons.course import Lesson, Mark, Moment, Step
from game.platform.i18n import N_

# box: lesson-text
DONE = N_("Lesson done.")
# box: lesson-text
FREE = N_("This call is yours to choose: play it as you like.")
# box: lesson-text-wide
COUNTING = N_("The hand is over and the summary counts it. New round ends the lesson.")


class LessonGuide:
    """Where the lesson stands in its hand: the steps met so far (`index`),
    the step shown (`shown`), the note of a call against the lesson."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0          # the steps before it are behind
        self.shown: Step | None = None
        self.note: str | None = None   # a message id: why the call made goes against the lesson
        self.noted = 0          # the moves made before the call the note is about
        self.against = 0        # how many calls went against the lesson
        self.finished = False
        self.free = False       # the player decides a call no step is about
        self.reading = True     # the intro waits for the player (Enter, a click or the pad's A)
        self.counting = False   # the summary counts the hand

    def read(self) -> None:
        """The intro was read (the player went on)."""
        self.reading = False

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
        before = (self.shown, self.free, self.counting, self.reading, self.note)
        if deciding and self.note is not None and len(state.history) > self.noted:
            self.note = None  # it was about the last call: the next decision is read afresh
        if step is not None:
            self.shown = step
        if deciding or step is not None:  # between decisions, the panel keeps what the last one said
            self.free = step is None and not self.reading
        self.counting = counting
        return (self.shown, self.free, self.counting, self.reading, self.note) != before

    def pressed(self, state, action, advice=None) -> bool:
        """The player made `action` at `state`; False when it goes against
        the step (whose `why` is now the note)."""
        step = self.current(state, True)
        self.note, self.noted = None, len(state.history)  # the note was about the call before this one
        if step is None:
            return True
        self.index = self.lesson.steps.index(step) + 1
        followed = step.follows(action) or (Mark.ADVICE in step.wants and action == advice)
        if not followed:
            self.note, self.against = step.why_for(action), self.against + 1
        return followed

    def text(self) -> str:
        """The message id of what the panel says now."""
        if self.finished:
            return DONE
        if self.reading:
            return self.lesson.intro
        if self.counting:
            if self.shown is not None and self.shown.at == Moment.COUNTING:
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
            return self.shown.points if self.shown is not None and self.shown.at == Moment.COUNTING else (Mark.SUMMARY,)
        return self.shown.points if self.shown is not None else self.lesson.points
