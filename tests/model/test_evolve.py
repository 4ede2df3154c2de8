"""The model's fast copy of a State (game/model/evolve.py) against
`dataclasses.replace`, the slow copy it stands for."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game import model
from game.model.evolve import evolve
from game.model.state import STATE_FIELDS, State


def _mid_game_state(seed: int = 4, moves: int = 40) -> State:
    rng = random.Random(seed)
    state = model.new_game(model.Rules(), seed)
    for _ in range(moves):
        if state.phase == "match-over":
            break
        state = model.step(state, rng.choice(model.legal_actions(state)))
    return state


def test_evolve_without_changes_is_an_equal_state_of_its_own():
    state = _mid_game_state()
    copy = evolve(state)
    assert type(copy) is State
    assert copy is not state
    assert copy == state and hash(copy) == hash(state)
    assert all(getattr(copy, name) is getattr(state, name) for name in STATE_FIELDS)


@pytest.mark.parametrize("name", STATE_FIELDS)
def test_evolve_changes_one_field_as_replace_does(name):
    state = _mid_game_state()
    value = ("a value no state holds", name)
    copy = evolve(state, **{name: value})
    expected = dataclasses.replace(state, **{name: value})
    assert type(copy) is State
    assert copy == expected
    assert getattr(copy, name) is value
    assert all(getattr(copy, n) is getattr(state, n) for n in STATE_FIELDS if n != name)


def test_an_evolved_state_is_frozen_and_its_source_untouched():
    state = _mid_game_state()
    stake = state.stake
    copy = evolve(state, stake=stake + 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        copy.stake = 0
    assert state.stake == stake and copy.stake == stake + 3
    assert copy != state


def test_evolve_refuses_a_field_state_does_not_have():
    with pytest.raises(TypeError):
        evolve(_mid_game_state(), colour="red")
