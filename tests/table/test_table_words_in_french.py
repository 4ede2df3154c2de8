"""Short texts the table puts together (game/table/track.py's plaques,
game/table/fan.py's caption) follow each language's punctuation: French sets
a space before a colon ("Tira : Eux +1", "31 : un clin d'œil"), which a
colon glued in the code in English style never gives."""
import re

import pytest

from game.model import Keinua, Lance, Result
from game.model.records import LanceResult
from game.platform.i18n import set_language
from game.table.fan import SignFan
from game.table.track import LanceTrack

GLUED_COLON = re.compile(r"\S:")  # French: "Tira : ...", never "Tira: ..."


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


@pytest.mark.parametrize("result", [
    LanceResult(Lance.HAUNDIA, Result.TIRA, team=0, points=1),
    LanceResult(Lance.PARIAK, Result.KANTA, team=1),
])
def test_a_plaque_of_the_lance_track_puts_a_space_before_its_colon_in_french(french, result):
    text, _ink = LanceTrack._value(result, False, 0, False)
    assert text.startswith(("Tira", "Kanta")), text
    assert not GLUED_COLON.search(text), text


def test_the_fans_caption_puts_a_space_before_its_colon_in_french(french):
    fan = SignFan(lambda keinua: None)
    fan.pointed = Keinua.THIRTY_ONE
    caption, _caught = fan.caption()
    assert caption.startswith("31"), caption
    assert not GLUED_COLON.search(caption), caption


def test_english_keeps_its_own_colon():
    set_language("en")
    text, _ink = LanceTrack._value(LanceResult(Lance.HAUNDIA, Result.TIRA, team=0, points=1), False, 0, False)
    assert text == "Tira: Us +1"
