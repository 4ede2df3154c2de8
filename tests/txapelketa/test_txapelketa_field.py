"""The field of a championship from its seed: the same seed gives the same
field and another seed another; sixteen named pairs whose players have names
and faces that suit each other; the levels by pot (no Txapeldun pair in the
player's group); and what a pair or a field refuses."""
import json
import os
import subprocess
import sys
from collections import Counter
from dataclasses import replace

import pytest

from game.ai import Personality
from game.ai.levels import Level
from game.assets import FACE_CHARACTERS
from game.platform import validate
from game.txapelketa.pairs import ComputerPlayer  # the computer player, through its one import in the package
from game.txapelketa.pairs import (MEN, MEN_FACES, PLAYER_PAIR, PLAYER_PAIR_NAME, WOMEN, WOMEN_FACES, Field, Pair,
                                   Style, new_field)

ANE = ComputerPlayer("Ane", Personality(level=Level.TXAPELDUN), "txirikorda")
SEEDS = range(40)


def test_the_same_seed_gives_the_same_field():
    assert new_field(7, ANE) == new_field(7, ANE)
    assert new_field(2**64 - 1, ANE) == new_field(2**64 - 1, ANE)


def test_another_seed_gives_another_field():
    fields = [new_field(seed, ANE) for seed in SEEDS]
    assert len({f.pairs for f in fields}) == len(SEEDS)
    assert len({f.groups for f in fields}) > len(SEEDS) // 2
    # the towns, names and faces move, not only their order
    assert len({frozenset(p.name for p in f.pairs) for f in fields}) > 1
    assert len({frozenset(q.name for p in f.pairs for q in p.players) for f in fields}) > 1


def test_the_players_pair_is_pair_0_with_the_partner():
    field = new_field(3, ANE, pair_name="Txokoa")
    mine = field.pairs[PLAYER_PAIR]
    assert mine.is_players and mine.players == (ANE,) and mine.name == "Txokoa"
    assert mine.level is Level.TXAPELDUN and mine.style is None   # the partner's own
    assert new_field(3, ANE).pairs[PLAYER_PAIR].name == PLAYER_PAIR_NAME
    assert not any(pair.is_players for pair in field.pairs[1:])


@pytest.mark.parametrize("seed", SEEDS)
def test_sixteen_named_pairs_of_two_each_with_a_face_that_suits_its_name(seed):
    field = new_field(seed, ANE)
    assert len(field.pairs) == 16
    names = [q.name for p in field.pairs[1:] for q in p.players]
    assert len(names) == 30 and len(set(names)) == 30 and "Ane" not in names
    assert len({pair.name for pair in field.pairs}) == 16
    for pair in field.pairs[1:]:
        first, second = pair.players
        assert first.face != second.face and first.face and second.face
        for player in pair.players:
            assert player.personality.level is pair.level
            assert (player.name in WOMEN) == (player.face in WOMEN_FACES)
            assert (player.name in MEN) == (player.face in MEN_FACES)
            for slider, value in zip(("haundia", "tipia", "pariak", "jokoa"), pair.style.sliders):
                assert abs(getattr(player.personality, slider) - value) <= 1   # the pair's own style
            assert 3 <= player.watchfulness <= 7


def test_the_faces_are_split_between_women_and_men_once():
    assert sorted(WOMEN_FACES + MEN_FACES) == sorted(FACE_CHARACTERS)
    assert not set(WOMEN) & set(MEN)


def test_the_partners_name_goes_to_no_one_else():
    amaia = ComputerPlayer("Amaia", face="kizkur")
    for seed in SEEDS:
        field = new_field(seed, amaia)
        assert [q.name for p in field.pairs for q in p.players].count("Amaia") == 1


@pytest.mark.parametrize("seed", SEEDS)
def test_levels_by_pot_and_no_txapeldun_pair_in_the_players_group(seed):
    field = new_field(seed, ANE)
    levels = Counter(pair.level for pair in field.pairs[1:])
    assert levels == {Level.TXAPELDUN: 6, Level.NORMAL: 5, Level.IKASLE: 4}
    mine = field.group_of(PLAYER_PAIR)
    for index, group in enumerate(field.groups):
        pots = [field.pairs[n].level for n in group]
        if index == mine:
            assert group[0] == PLAYER_PAIR and pots[1:] == [Level.NORMAL, Level.NORMAL, Level.IKASLE]
        else:
            assert pots == [Level.TXAPELDUN, Level.TXAPELDUN, Level.NORMAL, Level.IKASLE]


def test_the_players_group_is_drawn_like_the_others():
    assert {new_field(seed, ANE).group_of(PLAYER_PAIR) for seed in SEEDS} == {0, 1, 2, 3}


def test_every_style_turns_up():
    styles = {pair.style for seed in SEEDS for pair in new_field(seed, ANE).pairs[1:]}
    assert styles == set(Style)


def _pair(name="Tolosa", level=Level.NORMAL):
    return Pair(name, (ComputerPlayer("Gorka", Personality(level=level), "bizar"),
                       ComputerPlayer("Leire", Personality(level=level), "motz")), level, Style.AUSARTA)


@pytest.mark.parametrize("change, why", [
    (dict(level=Level.IKASLE), "plays at normal, not at the pair's level ikasle"),
    (dict(style=None), "has no style"),
    (dict(name=""), "a pair's name is 1 to 24"),
    (dict(name="x" * 25), "a pair's name is 1 to 24"),
    (dict(name="Bad\x1bname"), "a pair's name is 1 to 24"),
    (dict(players=()), "not 0"),
    (dict(players=(ComputerPlayer("Jon"),) * 3), "not 3"),
    (dict(players=(ComputerPlayer("Jon"), ComputerPlayer("Jon"))), "one name twice"),
    (dict(players=("Jon", "Ane")), "players must be a list"),
])
def test_a_pair_refuses(change, why):
    with pytest.raises(ValueError, match=why):
        replace(_pair(), **change)


def test_a_field_refuses():
    good = new_field(5, ANE)
    pairs = list(good.pairs)
    with pytest.raises(ValueError, match="holds 16 pairs"):
        Field(good.pairs[:15], good.groups)
    with pytest.raises(ValueError, match="pair 0 must be the player's"):
        Field((pairs[1], pairs[0], *pairs[2:]), good.groups)
    with pytest.raises(ValueError, match="plays in two pairs"):
        Field((*pairs[:3], replace(pairs[3], players=pairs[4].players, level=pairs[4].level), *pairs[4:]),
              good.groups)
    with pytest.raises(ValueError, match="two pairs are named"):
        Field((*pairs[:3], replace(pairs[3], name=pairs[4].name), *pairs[4:]), good.groups)
    with pytest.raises(ValueError, match="each pair 0 to 15 once"):
        Field(good.pairs, ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 14)))
    with pytest.raises(ValueError, match="4 groups of 4"):
        Field(good.pairs, ((0, 1, 2, 3, 4), (5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15)))


def test_the_same_seed_gives_the_same_field_in_another_process():
    """Nothing of the draw rests on Python's own hash of a text (which
    changes from one run to the next): another process, with another hash
    seed, draws the same field."""
    code = ("import json; from game.platform import validate; from game.txapelketa.pairs import ComputerPlayer, "
            "new_field; print(json.dumps(validate.to_json(new_field(2026, ComputerPlayer('Ane')))))")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                         timeout=60).stdout
    assert json.loads(out) == json.loads(json.dumps(validate.to_json(new_field(2026, ComputerPlayer("Ane")))))
