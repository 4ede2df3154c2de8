"""The model's speed tricks against what they stand for: the fast copy of a
State (game/model/evolve.py) against `dataclasses.replace`, and the events'
generated `__init__` (game/model/events.py) against the dataclass's own."""
from __future__ import annotations

import dataclasses
import inspect
import random
import typing

import pytest

from game import model
from game.model import events as E
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


def test_a_state_is_made_with_its_story_in_one_copy():
    state = _mid_game_state()
    after = model.step(state, model.legal_actions(state)[0])
    assert after.chronicle.earlier is state.chronicle  # the hand's story goes on from the state before
    assert after.events == after.chronicle.events and after.events[0].seat == state.to_act
    with pytest.raises(dataclasses.FrozenInstanceError):
        after.chronicle = None


# The events' generated __init__ (game/model/events.py) against the dataclass's own.
EVENT_TYPES = typing.get_args(E.Event)


def _params(cls):
    return [(p.name, p.kind, p.default) for p in inspect.signature(cls).parameters.values()]


@pytest.mark.parametrize("cls", EVENT_TYPES, ids=lambda cls: cls.__name__)
def test_an_events_init_is_the_dataclass_init(cls):
    own = dataclasses.fields(cls)
    plain = dataclasses.make_dataclass(
        cls.__name__, [(f.name, f.type, dataclasses.field(default=f.default)) if f.default is not dataclasses.MISSING
                       else (f.name, f.type) for f in own], frozen=True, slots=True)
    assert _params(cls) == _params(plain)
    values = [("value", f.name) for f in own]
    made = cls(*values)
    assert [getattr(made, f.name) for f in own] == values
    assert cls(**{f.name: v for f, v in zip(own, values)}) == made
    required = [v for f, v in zip(own, values) if f.default is dataclasses.MISSING]
    shortest = cls(*required)
    for f in own:
        if f.default is not dataclasses.MISSING:
            assert getattr(shortest, f.name) == f.default
    with pytest.raises(TypeError):
        cls(*values, "one too many")
    if required:
        with pytest.raises(TypeError):
            cls(*required[:-1])
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, own[0].name, None)
    assert not hasattr(made, "__dict__")
