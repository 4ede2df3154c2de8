"""The game's characters as partners: one a face, each with a name, a level
and a style of its own; the partner each gives is that character; and a
field made with any of them as the partner has no player with its name or
its face (the partner never plays in the field too)."""
import pytest

from game.ai.levels import LEVELS
from game.ai.personality import SLIDERS
from game.assets import FACE_CHARACTERS
from game.match.computer_player import name_problem
from game.txapelketa.characters import CHARACTERS, character_of
from game.txapelketa.championship import new_championship
from game.txapelketa.pairs import MEN, MEN_FACES, WOMEN, WOMEN_FACES, new_field

SEEDS = range(12)


def test_each_face_is_one_character_with_a_name_of_its_own():
    assert tuple(c.face for c in CHARACTERS) == FACE_CHARACTERS
    names = [c.name for c in CHARACTERS]
    assert len(set(names)) == len(names)
    for character in CHARACTERS:
        assert name_problem(character.name) is None
        assert character.name not in WOMEN + MEN  # no field player is ever named like a character
    assert {c.level for c in CHARACTERS} == set(LEVELS)  # a partner of each level to choose
    assert len({c.style for c in CHARACTERS}) >= 5


def test_the_partner_is_the_character():
    for character in CHARACTERS:
        partner = character.partner()
        assert (partner.name, partner.face) == (character.name, character.face)
        assert partner.personality.level is character.level
        assert tuple(getattr(partner.personality, s) for s in SLIDERS) == character.style.sliders
        assert character_of(partner) is character


@pytest.mark.parametrize("character", CHARACTERS, ids=lambda c: c.face)
def test_the_partner_never_plays_in_the_field(character):
    partner = character.partner()
    for seed in SEEDS:
        field = new_field(seed, partner)
        others = [player for pair in field.pairs[1:] for player in pair.players]
        assert partner.face not in {player.face for player in others}
        assert partner.name not in {player.name for player in others}
        assert field.pairs[0].players == (partner,)
        # the faces still suit the names (the women's faces and the men's kept apart)
        for player in others:
            assert (player.face in WOMEN_FACES) == (player.name in WOMEN)
            assert (player.face in MEN_FACES) == (player.name in MEN)
    championship = new_championship(3, partner)
    assert championship.field.pairs[0].level is character.level
