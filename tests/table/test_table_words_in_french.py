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


def test_the_line_after_the_players_own_sena_seen_by_no_one(french):
    """The course's line under the fan when no one saw the player's seña:
    one sentence, in lower case after its colon ("Vous avez signalé 31 :
    Personne ne l'a vu" glued two messages)."""
    from game import model
    from game.match import DEFAULT_LINEUPS, Match
    from game.table.course import TableCourse
    from game.table.keinuak import Made
    from game.table.seats import SeatPlayers
    from game.words import keinua_name
    hands = {0: "1o 1c 4o 5o", 1: "12c 11c 7c 6c", 2: "12o 11o 7o 6o", 3: "1e 4c 5e 6e"}  # seat 0: two aces
    match = Match.begin(model.Rules(), 5, DEFAULT_LINEUPS, deal=(3, model.deck_for(hands, 3, "")), with_keinuak=True)
    match = match.then(model.parse_action("mintza"))   # the Mus is cut: señas may be made
    assert model.signing_open(match.state)
    course = TableCourse(match, SeatPlayers(strict=True), lambda seconds: seconds / 1000, signs=True)
    try:
        course._record(Made(0, Keinua.TWO_ACES, ()))
    finally:
        course.close()
    text, caught = course.sign_note
    assert text == f"Vous avez signalé {keinua_name(Keinua.TWO_ACES)}\u00a0: personne ne l'a vu" and not caught
