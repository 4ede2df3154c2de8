"""Fitting a text is never worse than linear in its length (issue "Nothing
lost, part two", failure 2: a 1,600-digit count froze the statistics screen
for a minute, the fitter's work growing with the cube of the length). The
work is counted, not timed: the characters the fitter hands the font to
measure, which is what a measure costs."""
import pygame
import pytest

from game.platform.resources import Resources
from game.ui.text import BOXES, fit


class CountingFont:
    """A font that counts the characters it is asked to measure."""

    def __init__(self, font, tally):
        self.font, self.tally = font, tally

    def size(self, text):
        self.tally[0] += len(text)
        return self.font.size(text)

    def __getattr__(self, name):
        return getattr(self.font, name)


class CountingResources:
    def __init__(self, res):
        self.res, self.tally = res, [0]

    def measuring_font(self, size, bold):
        return CountingFont(self.res.measuring_font(size, bold), self.tally)


@pytest.fixture(scope="module")
def res():
    pygame.init()
    yield Resources()
    pygame.quit()


def work(res, text, box):
    counting = CountingResources(res)
    laid = fit(counting, text, box)
    assert "".join(line.rstrip("-") for line in laid.lines).replace(" ", "") == text.replace(" ", "")
    return counting.tally[0]


@pytest.mark.parametrize("box", ["stats-value", "stats-big", "notice", "rules-text"])
@pytest.mark.parametrize("make", [lambda n: "9" * n,                       # one long number
                                  lambda n: ("W" * 37 + " ") * (n // 38),   # long words
                                  lambda n: "ab " * (n // 3)])              # many short words
def test_fitting_work_grows_linearly_with_the_length(res, box, make):
    short, long = make(400), make(4000)
    ratio = work(res, long, BOXES[box]) / work(res, short, BOXES[box])
    assert ratio < 14, f"ten times the text costs {ratio:.0f} times the work"


def test_a_number_of_1600_digits_fits_in_a_moment(res):
    counting = CountingResources(res)
    laid = fit(counting, "7" * 1600, BOXES["stats-value"])
    # about 170 characters measured for each one of the text, every size
    # tried (a fraction of a second); the cubic fitter measured 500 million
    # for this text, about a minute's worth
    assert counting.tally[0] < 400 * 1600
    assert not laid.fits and laid.lines[0].endswith("-")  # never cut: wrapped, at the smallest size
