"""The story's chains (game/model/chronicle.py): told in order, equal by what
they tell, and safe however long a hand or a match runs."""
import dataclasses

import pytest

from game import model
from game.model import events as E
from game.model.chronicle import Annals, Chronicle


def _chain(steps, start=0, earlier=None):
    for i in range(start, start + steps):
        earlier = Chronicle(earlier, (E.ExchangeBegun(i), E.ExchangeMade(i)))
    return earlier


def test_a_chronicle_tells_its_steps_events_in_order():
    chain = _chain(3)
    assert chain.told() == (E.ExchangeBegun(0), E.ExchangeMade(0), E.ExchangeBegun(1),
                            E.ExchangeMade(1), E.ExchangeBegun(2), E.ExchangeMade(2))
    assert chain.events == (E.ExchangeBegun(2), E.ExchangeMade(2))
    assert [link.events[0].number for link in chain.links()] == [2, 1, 0]


def test_annals_tell_their_hands_one_after_the_other():
    first, second = _chain(2), _chain(1, start=7)
    annals = Annals(Annals(None, first), second)
    assert annals.told() == first.told() + second.told()


def test_chains_are_equal_by_what_they_tell_and_hash_alike():
    a, b = _chain(5), _chain(5)
    assert a is not b and a == b and hash(a) == hash(b)
    assert a != _chain(4) and a != _chain(5, start=1)
    shared = _chain(3)
    assert Chronicle(shared, ()) == Chronicle(shared, ())
    assert Annals(None, a) == Annals(None, b) and Annals(None, a) != Annals(None, _chain(4))
    assert a != Annals(None, a)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.events = ()


def test_a_very_long_chain_is_compared_hashed_and_shown_without_recursion():
    a, b = _chain(20000), _chain(20000)
    assert a == b and hash(a) == hash(b)
    assert len(a.told()) == 40000
    assert repr(a).startswith("Chronicle(20000 links")


def test_a_states_story_is_its_chronicle_and_its_match_story_adds_the_annals():
    state = model.new_game(model.Rules(games_to_win=3), 4)
    while state.hand_number < 3:
        state = model.step(state, model.legal_actions(state)[0])
    assert isinstance(state.chronicle, Chronicle) and isinstance(state.annals, Annals)
    assert state.story == state.chronicle.told()
    assert state.past_story == state.annals.told()
    assert state.match_story == state.past_story + state.story
    assert [type(e) for e in state.match_story].count(E.Dealt) == 3
