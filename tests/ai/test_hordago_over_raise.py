"""A Hordago at once against an Imido first (`tuning.HORDAGO_OVER_RAISE_FROM`):
against a team read as wild, the weighing of our bet counts a Hordago of
ours over the other team's raise among our answers to it (a Tira of that
Hordago pays the stake the raise made; a Tira of a Hordago at once pays 1)."""
from __future__ import annotations

import pytest
import random

from game.ai import Personality, decide
from game.ai import tuning as T
from game.ai.opponents import read_profile
from game.ai.table import make_player
from game.match.loop import play_game
from game.model.actions import HORDAGO


def _bet_or_hordago_turns(other: str, games: int, wild_from: float) -> list:
    """Observations of seat 0 (ai:5555) where it may bet or raise and may
    say Hordago, with the other team read as wild from `wild_from`, in
    seeded games against `other`."""
    found = []

    def check(state, seat, obs, action):
        if (seat == 0 and obs.phase == "betting" and HORDAGO in obs.legal
                and any(a.kind in ("imido", "gehiago") for a in obs.legal)
                and read_profile(obs).wildness >= wild_from):
            found.append(obs)

    for seed in range(games):
        players = [make_player(spec) for spec in ["ai:5555", other] * 2]
        play_game(players, seed=700 + seed, check=check, timed=False)
    return found


def _calls(observations, over_raise_from, monkeypatch) -> list:
    monkeypatch.setattr(T, "HORDAGO_OVER_RAISE_FROM", over_raise_from)
    return [decide(obs, Personality(), random.Random(n)).action for n, obs in enumerate(observations)]


@pytest.mark.slow
def test_against_a_wild_team_a_hordago_can_wait_for_their_raise(monkeypatch):
    turns = _bet_or_hordago_turns("random", 72, 0.5)
    assert len(turns) >= 300
    counted = _calls(turns, 0.5, monkeypatch)
    never = _calls(turns, 2.0, monkeypatch)
    changed = [(a, b) for a, b in zip(counted, never) if a != b]
    # The Hordago over their raise adds to the worth of a bet alone: a call
    # it changes becomes a bet (an Imido or a raise) ...
    assert changed and all(a.kind in ("imido", "gehiago") for a, _ in changed), changed
    # ... often where the call without it was a Hordago at once.
    assert sum(b == HORDAGO for _, b in changed) >= 5, changed


@pytest.mark.slow
def test_against_a_sound_team_no_call_changes(monkeypatch):
    turns = _bet_or_hordago_turns("simple", 12, 0.0)
    assert len(turns) >= 100
    assert _calls(turns, 0.5, monkeypatch) == _calls(turns, 2.0, monkeypatch)
