"""Hostile calls into the model (issue 11, defect 12): any text, any Action
built by hand (amounts that are floats, None, bools, huge, negative; kinds
and cards of any sort) either moves the game by the rules or is refused with
IllegalAction / ValueError; never another exception, never a changed state."""
import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import model
from game.model.actions import ALL_KINDS, Action

pytestmark = pytest.mark.filterwarnings("ignore")


def states():
    """States of every phase, from random legal play."""
    found = []
    for seed in range(12):
        rng = random.Random(seed)
        state = model.new_game(model.Rules(variant=model.VARIANTS[seed % 2]), seed)
        for _ in range(rng.randint(0, 60)):
            if state.phase == "match-over":
                break
            state = model.step(state, rng.choice(model.legal_actions(state)))
        found.append(state)
    return found


STATES = states()
amounts = st.one_of(st.integers(-5, 15), st.integers(), st.floats(allow_nan=True), st.none(),
                    st.booleans(), st.text(max_size=3), st.just(2.0), st.just(2.5))
cards = st.one_of(st.tuples(), st.lists(st.sampled_from(model.FULL_DECK), max_size=6).map(tuple),
                  st.lists(st.integers(), max_size=2), st.none(), st.just(("1o",)))
kinds = st.one_of(st.sampled_from(ALL_KINDS), st.text(max_size=8), st.none(), st.integers())


def check(state, action):
    before = copy.deepcopy(state)
    try:
        after = model.step(state, action)
    except ValueError:  # IllegalAction is one: a clear refusal
        assert state == before
        return None
    assert state == before
    assert after.history[-1].seat == state.to_act
    assert isinstance(after.stake, int) and all(type(s) is int for s in after.scores)
    return after


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(STATES), kinds, amounts, cards)
def test_actions_built_by_hand(state, kind, amount, cards):
    try:
        action = Action(kind, amount, cards)
        hash(action)
    except TypeError:  # unhashable cards: not even an Action
        return
    after = check(state, action)
    if after is not None:
        assert action in model.legal_actions(state) or action.kind == "discard"
        assert type(action.amount) is int


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(STATES), st.one_of(
    st.text(max_size=30),
    st.builds(lambda k, a: f"{k} {a}", st.sampled_from(ALL_KINDS), st.text(max_size=6)),
    st.builds(lambda k, n: f"{k} {n}", st.sampled_from(("imido", "gehiago")), st.integers(-3, 30)),
))
def test_action_texts(state, text):
    check(state, text)


def test_the_issue_cases_are_refused():
    state = model.step(model.new_game(model.Rules(), 1), "mintza")
    K = model.Kind
    for action in (Action(K.IMIDO, 2.5), Action(K.IMIDO, None), Action(K.IMIDO, True),
                   Action(K.GEHIAGO, 2.0), Action(K.PASO, 3), Action(K.DISCARD, 2)):
        with pytest.raises(model.IllegalAction):
            model.step(state, action)
    assert model.step(state, Action(K.IMIDO, 3)).stake == 3


def test_a_kind_given_as_text_is_refused_with_the_member_to_use():
    state = model.step(model.new_game(model.Rules(), 1), "mintza")
    with pytest.raises(model.IllegalAction, match=r"a Kind \(Kind.IMIDO\), not the text 'imido'"):
        model.step(state, Action("imido", 3))
