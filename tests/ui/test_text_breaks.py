"""A word is broken with a hyphen only as a last resort: when a smaller size
down to the box's smallest holds every word whole, that size is taken (the
Basque coach button read "Aholkular-ia" at full size where a slightly
smaller "Aholkularia" fits)."""
import pygame
import pytest

from game.platform.resources import Resources
from game.ui.text import BOXES, Box, fit


@pytest.fixture(scope="module")
def res():
    pygame.init()
    yield Resources()
    pygame.quit()


def test_a_word_shrinks_rather_than_breaks_when_a_smaller_size_holds_it(res):
    word = "Aholkularia"
    full = res.measuring_font(30, True).size(word)[0]
    box = Box(width=int(full * 0.85), height=200, size=30, bold=True, lines=2, min_size=18)
    fitted = fit(res, word, box)
    assert fitted.fits
    assert fitted.lines == (word,)
    assert fitted.size < 30


def test_a_word_too_wide_even_at_the_smallest_size_is_still_broken_never_cut(res):
    word = "Aholkularia" * 3
    box = Box(width=120, height=400, size=30, bold=True, lines=0, min_size=18)
    fitted = fit(res, word, box)
    assert len(fitted.lines) > 1
    assert fitted.lines[0].endswith("-")
    assert "".join(line.rstrip("-") for line in fitted.lines) == word


def test_the_basque_coach_button_reads_whole(res):
    fitted = fit(res, "Aholkularia", BOXES["table-button"])
    assert fitted.fits and fitted.lines == ("Aholkularia",)


def test_a_paragraph_never_ends_on_a_lone_short_word(res):
    """The coach's 'Tira pays 1 now; Iduki risks' over a lone '2' (seen in a
    real window): the word before comes down with it."""
    text = "Tira pays 1 now; Iduki risks 2"
    font = res.measuring_font(24, False)
    width = font.size("Tira pays 1 now; Iduki risks")[0] + 2   # the whole but the last word fits one line
    box = Box(width=width, height=400, size=24, lines=0, min_size=24)
    fitted = fit(res, text, box)
    assert fitted.lines == ("Tira pays 1 now; Iduki", "risks 2")
    # a short word on a line of its own by a break in the text stays where it is
    assert fit(res, "Tira pays 1 now\n2", box).lines == ("Tira pays 1 now", "2")
    # a long last word is no widow
    assert fit(res, "Tira pays 1 now; Iduki risks everything", box).lines[-1] == "everything"
