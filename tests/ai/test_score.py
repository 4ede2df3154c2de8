"""The chance of winning the game from a score (game/ai/score.py): against a
sound team as it was, against a team read as wild partly the chance fitted
to games against random (`wild_chance`), in proportion to its wildness."""
from __future__ import annotations

import dataclasses

import pytest

from game.ai import tuning as T
from game.ai.opponents import SOUND
from game.ai.score import game_chance, race_chance, wild_chance

# A team read fully as wild: it bets at every opening and raises every bet.
WILD = dataclasses.replace(SOUND, bet_rate=1.0, raise_rate=1.0, hordago_rate=0.09, kanta_rate=0.5,
                           turns_per_hand=6.0, points_per_hand=11.0)
HALF = dataclasses.replace(WILD, bet_rate=0.55, raise_rate=0.35)


def test_the_profiles_read_as_meant():
    assert SOUND.wildness == 0.0 and WILD.wildness == 1.0 and 0.2 < HALF.wildness < 0.8


@pytest.mark.parametrize("us, them", [(0, 0), (10, 30), (30, 10), (39, 20), (5.5, 12.25)])
def test_against_a_sound_team_the_chance_is_the_race_and_its_showdowns(us, them):
    assert game_chance(us, them, 40, SOUND) == race_chance(us, them, 40, SOUND)
    assert 0.0 < race_chance(us, them, 40, SOUND) < 1.0


@pytest.mark.parametrize("us, them", [(0, 0), (10, 30), (30, 10), (20, 20), (36, 36)])
def test_against_a_wild_team_the_fitted_chance_weighs_by_its_wildness(us, them):
    for profile in (WILD, HALF):
        w = profile.wildness * T.WILD_CHANCE_WEIGHT
        expected = (1 - w) * race_chance(us, them, 40, profile) + w * wild_chance(us, them, 40,
                                                                                  profile.points_per_hand)
        assert game_chance(us, them, 40, profile) == pytest.approx(expected, abs=1e-12)
    # the blend is really there: a wild team's chance is not the sound one's
    assert game_chance(us, them, 40, WILD) != pytest.approx(race_chance(us, them, 40, WILD), abs=1e-4)


def test_the_wild_chance_is_a_chance_rising_with_our_points_and_falling_with_theirs():
    for per_hand in (7.0, 11.0, 15.0):
        for them in range(0, 40):
            row = [wild_chance(us, them, 40, per_hand) for us in range(0, 40)]
            assert all(0.0 < v < 1.0 for v in row)
            assert row == sorted(row), (them, row)
        for us in range(0, 40):
            col = [wild_chance(us, them, 40, per_hand) for them in range(0, 40)]
            assert col == sorted(col, reverse=True), (us, col)


def test_the_wild_chance_at_the_target():
    assert wild_chance(40, 20, 40, 11.0) == 1.0
    assert wild_chance(20, 41, 40, 11.0) == 0.0
    assert wild_chance(40, 40, 40, 11.0) == 0.5
    # a point from the end either way
    assert wild_chance(39, 10, 40, 11.0) > 0.9 > wild_chance(10, 39, 40, 11.0)


def test_against_random_the_fitted_chance_leans_on_the_showdowns_we_choose():
    """What the fit says of games against random (docs/ai-figures.md): the
    favourite from the start, and far from lost when behind, where the
    sound race gave the game up as nearly lost."""
    assert 0.85 < wild_chance(0, 0, 40, 11.0) < 0.95
    assert wild_chance(4, 28, 40, 11.0) > race_chance(4, 28, 40, WILD) + 0.15
