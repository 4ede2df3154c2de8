"""A lesson's step names its decision by a `Moment` and what it points at by
`Mark`s (game/lessons/course.py): a misspelt one fails when the lesson is
written, with a message naming it, instead of never matching at the table."""
import pytest

from game.lessons import COURSE, Lesson, Mark, Moment, Step, mark_of
from game.lessons.course import moment_of


@pytest.mark.parametrize("bad", [dict(at="countng"), dict(at="beting:haundia"),
                                 dict(at="mus", points=("buton:mus",)), dict(at="mus", points=("",))])
def test_a_step_at_or_pointing_at_nothing_known_is_refused(bad):
    with pytest.raises(ValueError, match="lesson") as refused:
        Step(says="words", **bad)
    assert repr(bad.get("points", (bad["at"],))[0]) in str(refused.value)


def test_a_lesson_pointing_or_scripting_at_nothing_known_is_refused():
    step = Step("mus", "words")
    with pytest.raises(ValueError, match="'scor:0'"):
        Lesson("key", "title", "intro", {}, (step,), points=("scor:0",))
    with pytest.raises(ValueError, match="'beting'"):
        Lesson("key", "title", "intro", {}, (step,), script=(("beting", 1, "paso"),))


def test_every_step_of_the_course_names_a_known_moment_and_marks():
    for lesson in COURSE:
        assert {mark_of(p) for p in lesson.points} <= set(Mark)
        for step in lesson.steps:
            assert moment_of(step.at) in set(Moment) and {mark_of(p) for p in step.points} <= set(Mark)
