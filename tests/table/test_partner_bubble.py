"""The partner's speech bubble stands by her face (it stood far to the right,
beside the opponents' score): at the foot of her portrait, on its right,
clear of her face, her cards, her name, the lance track, the markers and both
score panels, for every call in every language at every Text size."""
import pygame
import pytest

from game.model import Kind
from game.model import actions as A
from game.platform.i18n import LANGUAGES, Translations, install
from game.platform.resources import Resources
from game.platform.settings import TEXT_SIZES
from game.table import layout
from game.table.signs import SeatSigns
from game.ui.text import BOXES, text_surface, use_text_scale
from game.words import call_text

NEAR = 24  # at most this many pixels between the bubble and the face


@pytest.fixture(scope="module")
def res():
    pygame.init()
    pygame.display.set_mode((64, 64))
    return Resources()


def calls():
    plain = [A.plain(k) for k in (Kind.MUS, Kind.MINTZA, Kind.PASO, Kind.IDUKI, Kind.TIRA, Kind.HORDAGO,
                                   Kind.KANTA, Kind.BA, Kind.EZ)]
    return plain + [A.imido(n) for n in range(2, 11)] + [A.gehiago(n) for n in range(2, 11)] + \
        [A.discard(tuple(range(n))) for n in range(1, 5)]


def keep_clear_of(name: str = "Itziar-Maite") -> dict:
    """What the partner's bubble must not cover."""
    rects = {"face": layout.FACE_RECT[2], "us": layout.SCORE_RECT[0], "them": layout.SCORE_RECT[1]}
    for i in range(4):
        rects[f"card{i}"] = pygame.Rect(layout.slot(2, i), layout.SMALL)
        rects[f"plaque{i}"] = layout.plaque_rect(i)
    return rects


@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_partners_bubble_stands_by_her_face(lang, size, res):
    install(Translations(lang))
    use_text_scale(TEXT_SIZES[size])
    try:
        signs = SeatSigns(lambda s: s)
        signs.reduced = True
        surface = pygame.Surface((1920, 1080))
        name = text_surface(res, "Itziar-Maite", BOXES["seat-name"]).get_rect(center=layout.NAME_AT[2])
        face = layout.FACE_RECT[2]
        for action in calls():
            signs.say(2, action)
            drawn = signs.bubbles[2].draw(surface, res, 1.0)
            gap_x = max(face.left - drawn.right, drawn.left - face.right, 0)
            gap_y = max(face.top - drawn.bottom, drawn.top - face.bottom, 0)
            assert max(gap_x, gap_y) <= NEAR, (call_text(action), tuple(drawn), "far from the face")
            assert drawn.top >= face.centery, (call_text(action), "above the face's middle")
            for what, rect in dict(keep_clear_of(), name=name).items():
                assert not drawn.colliderect(rect), (lang, size, call_text(action), what, tuple(drawn), tuple(rect))
            assert pygame.Rect(0, 0, 1920, 1080).contains(drawn)
    finally:
        use_text_scale(1.0)
        install(None)
