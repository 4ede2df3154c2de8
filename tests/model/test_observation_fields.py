"""Observation is made from State's own declaration: every State field is
marked public or hidden, the public ones are Observation's under the same name
and type, copied as they are, and the names the AI, the table and the record
read are all there."""
import dataclasses
import random
import typing

import pytest

from game import model
from game.model import Lance, Phase
from game.model.observation import HIDDEN_FIELDS, PUBLIC_FIELDS, SEAT_FIELDS, seen_fields
from game.model.state import HIDDEN, PUBLIC, SEEN, public_field

# What callers read of an observation (game/ai, game/record, game/table, tests).
READ_BY_CALLERS = (
    "seat", "team", "rules", "hand", "legal", "phase", "lance", "to_act", "stake", "hordago",
    "bet_team", "refusal", "scores", "games_won", "dealer", "esku", "winner", "hand_number",
    "mus_round", "pair_calls", "jokua_calls", "bettors", "passed", "track", "summary", "history",
    "hand_start", "hand_moves", "my_discards", "discard_counts", "shown_hands", "pile_size",
    "story", "match_story",
)


def _mid_game(seed=7, moves=60):
    rng = random.Random(seed)
    state = model.new_game(model.Rules(games_to_win=3), seed)
    for _ in range(moves):
        state = model.step(state, rng.choice(model.legal_actions(state)))
    return state


def test_every_state_field_is_marked_public_or_hidden():
    marks = {f.name: f.metadata.get(SEEN) for f in dataclasses.fields(model.State)}
    unmarked = [name for name, mark in marks.items() if mark not in (PUBLIC, HIDDEN)]
    assert not unmarked, f"mark these State fields public_field() or hidden_field(): {unmarked}"
    assert set(PUBLIC_FIELDS) | set(HIDDEN_FIELDS) == set(marks)
    # What no seat may see stays hidden.
    assert {"hands", "pile", "discards", "stream", "pending", "history", "chronicle", "annals"} <= set(HIDDEN_FIELDS)


def test_a_field_marked_neither_way_is_refused():
    @dataclasses.dataclass(frozen=True)
    class Grown:
        stake: int = public_field()
        whispered: int = 0  # a new field nobody decided on

    with pytest.raises(TypeError, match="whispered"):
        seen_fields(Grown)


def test_observation_has_state_public_fields_typed_as_state_declares_them():
    names = [f.name for f in dataclasses.fields(model.Observation)]
    assert names == ["seat", *PUBLIC_FIELDS, *(name for name, _ in SEAT_FIELDS)]
    hints = typing.get_type_hints(model.Observation)
    state_hints = typing.get_type_hints(model.State)
    for name in PUBLIC_FIELDS:
        assert hints[name] == state_hints[name], name
    assert hints["phase"] is Phase and hints["lance"] == Lance | None
    assert not set(HIDDEN_FIELDS) & set(names) - {"history"}  # history: the seat's own form


def test_every_name_callers_read_is_there():
    o = model.observe(_mid_game(), 2)
    for name in READ_BY_CALLERS:
        getattr(o, name)
    assert o.team == 0 and o.hand_moves == o.history[o.hand_start:]


def test_observe_copies_the_public_fields_as_they_are():
    state = _mid_game()
    for seat in range(4):
        o = model.observe(state, seat)
        for name in PUBLIC_FIELDS:
            assert getattr(o, name) is getattr(state, name), name
        assert o.seat == seat and o.hand == state.hands[seat]
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.stake = 9


def test_observations_of_a_long_match_agree_with_a_fresh_telling():
    """The earlier hands as a seat knows them are kept per hand: what it is
    told is what masking the whole match again gives, hand after hand."""
    rng = random.Random(3)
    state = model.new_game(model.Rules(games_to_win=3), 3)
    while state.phase != "match-over":
        state = model.step(state, rng.choice(model.legal_actions(state)))
        for seat in (seat for seat in range(4) if rng.random() < 0.5):
            o = model.observe(state, seat)
            assert o.match_story == tuple(model.events.public(e, seat) for e in state.match_story)
            assert [m.seat for m in o.history] == [m.seat for m in state.history]
            assert all(m.action == t.action for m, t in zip(o.history, state.history) if m.seat == seat)
    assert state.hand_number >= 4  # a match of several hands
