"""The hand review's bubbles: a seña's sign (the longest words a bubble
holds there, "Lèvres closes tirées sur le côté"), at each of the four seats,
in every language and at every Text size, stays inside the hands' panel and
clear of the cards, names, tokens, tags and plaques: a long sign at the
player's seat covered its last card and ran over the panel's edge into the
list of steps (seen in Spanish: "Labio inferior mordido"), and at the
sides, at the larger Text sizes, a sign of two lines ran over the name
across. There a side's bubble may come down over its own seat's name (the
bubble says who speaks), never at the normal Text size."""
from dataclasses import replace

import pygame
import pytest

from game.model import Keinua
from game.model import events as E
from game.platform.i18n import LANGUAGES
from game.platform.settings import TEXT_SIZES
from game.review.story import SIGN, review_hand
from game.scenes import review_view as view
from game.ui.text import use_text_scale
from apps import started_app
from matches import hand_with_senas

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

APART = ("card", "name", "token", "tag", "plaque")
NAMES = ("You", "Itziar-Maite", "Maite-Itziar", "Itziar-Uxue")  # long names (twelve letters at most)


@pytest.fixture(autouse=True)
def normal_size():
    use_text_scale(1.0)
    yield
    use_text_scale(1.0)


@pytest.fixture(scope="module")
def review():
    return review_hand(hand_with_senas(((0, 0, (1,)),)), 1)


def bubble_trouble(places, apart=APART, own=None) -> list:
    """What the bubble touches of `apart`, but the name standing at `own`
    (a point), and whether it leaves the panel."""
    shown = view.picture()
    (bubble,) = [rect for kind, rect in places if kind == "bubble"]
    found = [(kind, rect) for kind, rect in places if kind in apart and rect.colliderect(bubble)
             and not (kind == "name" and own is not None and rect.collidepoint(own))]
    if not shown.panel.contains(bubble):
        found.append(("panel", shown.panel))
    return [(bubble, *f) for f in found]


@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_signs_bubble_stays_in_the_panel_clear_of_the_hands(tmp_path, review, lang, size):
    app = started_app(tmp_path, lang=lang)
    app.change_settings(text_size=size)
    surface = pygame.Surface((1920, 1080))
    index = next(i for i, s in enumerate(review.steps) if s.kind == SIGN)
    step = review.steps[index]
    trouble = []
    for seat in range(4):
        own = None if size == "normal" or seat in (0, 2) else view.picture().name_at[seat]
        for keinua in Keinua:
            signed = E.Signed(seat, keinua, ())
            steps = list(review.steps)
            steps[index] = replace(step, events=(signed,))
            places = view.draw_table(surface, app.res, replace(review, steps=tuple(steps)), index,
                                     NAMES.__getitem__)
            trouble += [(seat, keinua.name, *t) for t in bubble_trouble(places, own=own)]
    assert not trouble, trouble
