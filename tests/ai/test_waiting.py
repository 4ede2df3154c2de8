"""A showdown now against a better one later in the hand (`betting.waiting_worth`,
`tuning.WAITING_WEIGHT`): against a team read as wild, our Hordago and our
Kanta give up what waiting for a lance we hold stronger is worth."""
from __future__ import annotations

import random

import pytest

from game.ai import Personality, decide
from game.ai import tuning as T
from game.ai.betting import waiting_worth
from game.ai.opponents import read_profile
from game.ai.table import make_player, play_game
from game.model.actions import HORDAGO, KANTA


def test_no_later_lance_worth_a_showdown_leaves_the_chance_as_it_is():
    assert waiting_worth(0.8, [], 0.5) == 0.8
    assert waiting_worth(0.8, [(1.0, 0.7), (0.5, 0.8)], 0.5) == 0.8


def test_a_later_lance_held_stronger_is_worth_its_showdown_when_it_is_played():
    # Always played, won 95 times in 100, Kanta to our Hordago one time in two.
    assert waiting_worth(0.8, [(1.0, 0.95)], 0.5) == pytest.approx(0.875)
    # Played one time in two: half of that.
    assert waiting_worth(0.8, [(0.5, 0.95)], 0.5) == pytest.approx(0.8375)
    # Two lances, the last first: the earlier one is weighed against the later.
    assert waiting_worth(0.8, [(1.0, 0.9), (1.0, 0.95)], 0.5) == pytest.approx(
        0.5 * 0.95 + 0.5 * (0.5 * 0.9 + 0.5 * 0.8))


def test_waiting_is_worth_more_with_a_stronger_lance_and_a_readier_kanta():
    grid = [i / 10 for i in range(11)]
    for now in (0.2, 0.5, 0.8):
        by_win = [waiting_worth(now, [(0.7, win)], 0.5) for win in grid]
        by_kanta = [waiting_worth(now, [(0.7, 0.9)], k) for k in grid]
        for worths in (by_win, by_kanta):
            assert all(a <= b for a, b in zip(worths, worths[1:]))
            assert all(now <= w <= 1.0 for w in worths)


def _showdown_turns(other: str, games: int) -> list:
    """Observations of seat 0 (ai:5555) at betting turns where it may say
    Hordago or must answer one, in seeded games against `other`."""
    found = []

    def check(state, seat, obs, action):
        if seat == 0 and obs.phase == "betting" and (HORDAGO in obs.legal or obs.hordago):
            found.append(obs)

    for seed in range(games):
        players = [make_player(spec, 11 * seed + s) for s, spec in enumerate(["ai:5555", other] * 2)]
        play_game(players, seed=500 + seed, check=check, timed=False)
    return found


def _showdowns_taken(observations, weight, monkeypatch) -> list[bool]:
    monkeypatch.setattr(T, "WAITING_WEIGHT", weight)
    return [decide(obs, Personality(), random.Random(n)).action in (HORDAGO, KANTA)
            for n, obs in enumerate(observations)]


def test_against_a_wild_team_some_showdowns_wait_and_none_is_added(monkeypatch):
    turns = [obs for obs in _showdown_turns("random", 150) if read_profile(obs).wildness >= 0.5]
    assert len(turns) >= 500
    waiting = _showdowns_taken(turns, 1.0, monkeypatch)
    plain = _showdowns_taken(turns, 0.0, monkeypatch)
    # The waiting takes from the showdown alone: a showdown taken with it
    # is taken without it.
    assert all(p for w, p in zip(waiting, plain) if w)
    # ... and it makes some wait.
    assert sum(p and not w for w, p in zip(waiting, plain)) >= 3


def test_against_a_sound_team_nothing_waits(monkeypatch):
    turns = _showdown_turns("simple", 12)
    assert len(turns) >= 100
    assert _showdowns_taken(turns, 1.0, monkeypatch) == _showdowns_taken(turns, 0.0, monkeypatch)
