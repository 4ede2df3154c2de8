"""The faces of the player's fan of señas (game/table/fan.py): the señas of
the shoulders (29, 30) show the shoulders, and a seña the hand does not hold
is greyed (not darkened, which reads as another face) with a dashed rim as
its second cue."""
import numpy
import pygame
import pytest

from game.faces import FaceArt
from game.model import Keinua
from game.platform.resources import Resources
from game.table.fan import FAN_FACE, GOLD_RIM, GREY_RIM, ICON, SignFan


def _drawn(held):
    """The fan drawn with the señas `held` enabled: the surface, the fan, the art."""
    pygame.init()
    pygame.display.set_mode((64, 64))
    fan = SignFan(lambda keinua: None)
    fan.refresh(frozenset(held), True)
    surface = pygame.Surface((1920, 1080))
    surface.fill((22, 110, 58))
    art = FaceArt()
    fan.draw(surface, Resources(), art, FAN_FACE)
    return surface, fan, art


@pytest.fixture(scope="module")
def drawn():
    return _drawn({Keinua.TWENTY_NINE})


def _icon(surface, button):
    rgba = numpy.frombuffer(pygame.image.tobytes(surface.subsurface(button.rect), "RGB"), numpy.uint8)
    return rgba.reshape(ICON, ICON, 3).astype(int)


def test_the_senas_of_the_shoulders_show_the_shoulders():
    surface, fan, art = _drawn({Keinua.THIRTY, Keinua.TWENTY_NINE})
    portrait = art.render(FAN_FACE, art_pose("neutral"), 240)
    w, h = portrait.get_size()
    clothes = numpy.array(portrait.get_at((w // 2 - 50, h - 12))[:3])  # the shoulder's garment, low on it
    for keinua in (Keinua.THIRTY, Keinua.TWENTY_NINE):
        icon = _icon(surface, fan.buttons[keinua])
        garment = (numpy.abs(icon - clothes).max(axis=2) <= 30).mean()
        assert garment >= 0.08, (keinua, garment)        # the shoulders fill the foot of the frame
        left, right = icon[int(ICON * 0.6):, :ICON // 2], icon[int(ICON * 0.6):, ICON // 2:]
        assert (numpy.abs(left - clothes).max(axis=2) <= 30).mean() >= 0.06, keinua
        assert (numpy.abs(right - clothes).max(axis=2) <= 30).mean() >= 0.06, keinua
    # 30 shrugs both shoulders, 29 raises one: the two differ at the right shoulder, not at the left
    thirty, twenty_nine = _icon(surface, fan.buttons[Keinua.THIRTY]), _icon(surface, fan.buttons[Keinua.TWENTY_NINE])
    foot = slice(int(ICON * 0.55), ICON - 4)
    differ = numpy.abs(thirty[foot] - twenty_nine[foot]).max(axis=2) > 40
    assert differ[:, ICON // 2:].sum() > 3 * differ[:, :ICON // 2].sum() + 20


def test_a_sena_the_hand_does_not_hold_is_grey_with_a_dashed_rim(drawn):
    surface, fan, _art = drawn
    held, others = fan.buttons[Keinua.TWENTY_NINE], [b for k, b in fan.buttons.items() if k is not Keinua.TWENTY_NINE]
    assert held.enabled and not any(b.enabled for b in others)

    def chroma(icon):
        inner = icon[6:-6, 6:-6]
        return (inner.max(axis=2) - inner.min(axis=2)).max()

    def rim(icon, colour):
        """The share of the top edge's middle drawn in the rim's colour."""
        row = icon[1, 16:ICON - 16]
        return (numpy.abs(row - numpy.array(colour)).max(axis=1) <= 30).mean()

    assert chroma(_icon(surface, held)) > 60                 # in colour
    assert rim(_icon(surface, held), GOLD_RIM) >= 0.95                 # a whole rim
    for button in others:
        icon = _icon(surface, button)
        assert chroma(icon) <= 16, button.keinua              # grey: no skin, no tongue, no hair colour
        assert 0.3 <= rim(icon, GREY_RIM) <= 0.8, button.keinua         # and its rim dashed, so not by colour alone
        assert icon[6:-6, 6:-6].mean() > 110                  # faded, not darkened to another, dark face


def art_pose(name):
    from game.faces import pose_of
    return pose_of(name)
