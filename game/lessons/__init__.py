"""The course of lessons: guided first hands, each stacked for its purpose.

`course.py` says what a lesson is (its hand, its steps, its script) and
checks a call against a step; `content.py` holds the lessons, in order;
`progress.py` keeps the lessons done in the user folder. The table plays a
lesson (game/table/lesson.py); the lessons screen lists them. Pure but for
`progress.py`, which reads and writes its file through game/platform/files.py.
"""
from __future__ import annotations

from .content import COURSE
from .course import Lesson, Mark, Moment, Step, decision, mark_of

__all__ = ["COURSE", "Lesson", "Mark", "Moment", "Step", "course", "decision", "lesson_of", "mark_of",
           "next_lesson"]


def course(keinuak: bool) -> tuple[Lesson, ...]:
    """The lessons given, in order: the señas' only when they are on."""
    return tuple(lesson for lesson in COURSE if keinuak or not lesson.keinuak)


def lesson_of(key: str) -> Lesson:
    """The lesson named `key` (KeyError if there is none)."""
    for lesson in COURSE:
        if lesson.key == key:
            return lesson
    raise KeyError(key)


def next_lesson(key: str, keinuak: bool) -> Lesson | None:
    """The lesson after `key` in the course given (None after the last)."""
    given = course(keinuak)
    keys = [lesson.key for lesson in given]
    at = keys.index(key) if key in keys else len(keys)
    return given[at + 1] if at + 1 < len(given) else None
