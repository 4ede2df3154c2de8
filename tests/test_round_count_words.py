"""The round's count while the computer plays its matches (game/scenes/
txapelketa_round.py), chosen by the round's number of matches: in French the
words must not agree with that number but hold for any count played
(the playtest read "1 matchs joués sur 7")."""
import pytest

from game.platform.i18n import install, installed, ntr, set_language


@pytest.fixture
def french():
    before = installed()
    set_language("fr")
    yield
    install(before)


@pytest.mark.parametrize("done", [0, 1])
def test_in_french_one_match_played_of_seven_is_not_said_in_the_plural(french, done):
    line = ntr("{done} of {n} match played", "{done} of {n} matches played", 7, done=done)
    assert f"{done} matchs" not in line and f"{done} sur 7" in line
