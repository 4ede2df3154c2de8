"""game/ai/search.py: which candidate the search keeps, its calls (legal,
reading no hidden card), and the champion's calls with and without it."""
import random

import pytest

from game import model
from game.ai import champion, search
from game.ai.field_model import CHAMPION_KIND, field_model
from game.ai.levels import Level
from game.model.actions import IDUKI, PASO, TIRA, imido


def test_another_call_is_kept_only_when_it_is_surely_worth_more():
    own = [0.5, 0.4, 0.6, 0.5] * 10
    assert search.pick([own, own]) == 0                              # the same worth: the level's own
    assert search.pick([own, [v + 0.001 for v in own]]) == 1        # always a little more: sure
    noisy = [v + (0.3 if i % 2 else -0.29) for i, v in enumerate(own)]
    assert search.pick([own, noisy]) == 0                            # more on average, not surely
    worse, better = [v - 0.1 for v in own], [v + 0.2 for v in own]
    assert search.pick([own, worse, [v + 0.05 for v in own], better]) == 3


def test_the_candidates_are_the_levels_own_call_first_then_the_others_it_may_say():
    class Obs:
        legal = (PASO, imido(2), imido(5), imido(7))
    assert search.candidates_for(Obs, imido(7)) == [imido(7), PASO, imido(2), imido(5)]
    assert search.candidates_for(Obs, PASO) == [PASO, imido(2), imido(5)]
    assert IDUKI not in search.candidates_for(Obs, PASO) and TIRA not in search.candidates_for(Obs, PASO)


def _betting_states(seed: int):
    from game.ai.table import make_player
    players = [make_player(s) for s in ("ai:5555@txapeldun", "ai:5555") * 2]
    state = model.new_game(model.Rules(), seed)
    rng = random.Random(seed)
    out = []
    while state.phase != model.Phase.MATCH_OVER and len(out) < 400:
        if state.phase == model.Phase.BETTING and len(model.observe(state, state.to_act).legal) > 1:
            out.append(state)
        state = model.step(state, players[state.to_act](model.observe(state, state.to_act), rng))
    return out


def test_the_search_calls_legally_and_reads_no_hidden_card():
    from tests.ai.test_ai import _with_other_cards
    m = field_model()
    checked = 0
    for state in _betting_states(9)[::4][:12]:
        seat = state.to_act
        obs = model.observe(state, seat)
        own = obs.legal[0]
        first = search.search_call(obs, own, m, CHAMPION_KIND, 6.0, random.Random(4), deals=8)
        other = model.observe(_with_other_cards(state, seat, random.Random(1)), seat)
        assert first in obs.legal
        assert search.search_call(other, own, m, CHAMPION_KIND, 6.0, random.Random(4), deals=8) == first
        checked += 1
    assert checked >= 6


def test_the_champion_searches_its_calls_and_some_change(monkeypatch):
    personality = champion_personality()
    states = _betting_states(12)[:60]
    changed = 0
    for state in states:
        obs = model.observe(state, state.to_act)
        monkeypatch.setattr(champion, "SEARCH", True)
        with_search, p = champion.bet(obs, personality, random.Random(3))
        monkeypatch.setattr(champion, "SEARCH", False)
        without, q = champion.blended_bet(obs, personality, random.Random(3))
        assert with_search in obs.legal and p == q   # the estimate the coach reads is the same
        changed += with_search != without
    assert 0 < changed < len(states)


def champion_personality():
    from game.ai.personality import Personality
    return Personality(level=Level.TXAPELDUN)
