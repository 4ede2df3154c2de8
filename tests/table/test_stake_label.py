"""The stake's label beside the centre chips (game/table/chips.py) never
runs into the fan of señas to its right (game/table/fan.py), whatever the
stake and the language: "Apustua: 8" (Basque) and "Apuesta: 8" (Spanish)
ran over the fan's first face from a stake of 6, and every language from
a stake of 66 (three columns of chips)."""
import pygame
import pytest

from game.platform.i18n import LANGUAGES, set_language
from game.platform.resources import Resources
from game.table import fan
from game.table.chips import Chips
from game.model import Lance

FAN_ROW = pygame.Rect(fan.LEFT, fan.TOP, fan.STEP * (len(fan.ORDER) - 1) + fan.ICON, fan.ICON)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_stake_label_stays_clear_of_the_fan_of_senas(lang):
    pygame.init()
    pygame.display.set_mode((64, 64))
    res = Resources()
    surface = pygame.Surface((1920, 1080))
    set_language(lang)
    try:
        for stake in range(1, 100):
            chips = Chips(lambda seconds: seconds)
            chips.stand(Lance.HAUNDIA, stake, False)
            chips.draw_standing(surface, res)
            (label,) = chips.label_places
            assert not label.colliderect(FAN_ROW), (lang, stake, label, FAN_ROW)
            assert label.height >= 20, (lang, stake, label)  # still a line to read
    finally:
        set_language("en")
