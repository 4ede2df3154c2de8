"""The Mus phase and exchanges, illegal actions, observations, purity."""
import ast
import dataclasses
import pathlib

import pytest

from deals import D1, D3, play, stacked
from game import model

ALL_MUS = ("mus",) * 4


def cards_accounted(state):
    held = [c for h in state.hands for c in h]
    every = held + list(state.pile) + list(state.discards)
    assert len(every) == 40 and set(every) == set(model.FULL_DECK)
    assert len(set(held)) == len(held)


def test_deal_one_at_a_time_from_esku():
    deck = model.FULL_DECK
    s = model.new_game(model.Rules(), 0, first_dealer=1, deck=deck)
    assert s.esku == 2 and s.to_act == 2 and s.phase == "mus"
    assert s.hands[2] == (deck[0], deck[4], deck[8], deck[12])
    assert s.hands[3] == (deck[1], deck[5], deck[9], deck[13])
    assert s.hands[1] == (deck[3], deck[7], deck[11], deck[15])
    assert s.pile == deck[16:]


def test_mintza_ends_the_mus_phase():
    s = play(stacked(D1), "mus", "mus", "mintza")
    assert s.phase == "betting" and s.lance == "haundia" and s.to_act == 0


def test_exchange_discards_then_draws_in_order():
    s = play(stacked(D1, pile="7e 6e 5e 4e 3e 2e 10e 10b"), *ALL_MUS)
    assert s.phase == "discard" and s.to_act == 0
    assert len(model.legal_actions(s)) == 15
    s = play(s, "discard 1o", "discard 11c 10c", "discard 5o", "discard 7o")
    assert s.phase == "mus" and s.mus_round == 1 and s.to_act == 0
    assert s.hands[0] == model.parse_hand("12o 12c 11o 7e")
    assert s.hands[1] == model.parse_hand("7c 6c 6e 5e")
    assert s.hands[2] == model.parse_hand("1c 1e 4o 4e")
    assert s.hands[3] == model.parse_hand("6o 5c 4c 3e")
    cards_accounted(s)


def test_discard_is_a_set_and_must_be_own_cards():
    s = play(stacked(D1), *ALL_MUS)
    a = play(s, "discard 11o 1o")
    b = play(s, "discard 1o 11o")
    assert a == b
    assert str(a.history[-1].action) == "discard 11o 1o"  # hand order
    with pytest.raises(model.IllegalAction):
        play(s, "discard 7c")


def test_three_exchanges_then_no_more_mus_and_reshuffles():
    s = stacked(D1, seed=4)
    reshuffled = False
    for exchange in range(3):
        s = play(s, *ALL_MUS)
        for _ in range(4):
            hand = s.hands[s.to_act]
            s = play(s, "discard " + " ".join(map(str, hand)))
        reshuffled |= exchange > 0
        cards_accounted(s)
    assert s.mus_round == 3
    assert s.phase == "betting" and s.lance == "haundia"  # no fourth Mus asked
    assert "mus" not in [str(a) for a in model.legal_actions(s)]


def test_reshuffle_can_bring_back_a_card_just_thrown():
    # Everyone throws four cards twice: the second exchange empties the pile and
    # reshuffles the 32 discarded cards, this exchange's included.
    came_back = False
    for seed in range(40):
        s = play(stacked(D1, seed=seed), *ALL_MUS)
        for _ in range(4):
            s = play(s, "discard " + " ".join(map(str, s.hands[s.to_act])))
        s = play(s, *ALL_MUS)
        thrown = set()
        for _ in range(4):
            thrown |= set(s.hands[s.to_act])
            s = play(s, "discard " + " ".join(map(str, s.hands[s.to_act])))
        cards_accounted(s)
        if thrown & {c for h in s.hands for c in h}:
            came_back = True
            break
    assert came_back


def test_max_mus_rounds_zero_starts_with_haundia():
    s = stacked(D1, rules=model.Rules(max_mus_rounds=0))
    assert s.phase == "betting" and s.lance == "haundia"


def test_ba_ez_are_truthful():
    s = play(stacked(D1), "mintza", "paso", "paso", "paso", "paso")
    assert s.phase == "calls" and s.lance == "pariak"
    assert [str(a) for a in model.legal_actions(s)] == ["ba"]
    with pytest.raises(model.IllegalAction, match="truthful"):
        play(s, "ez")
    s = play(s, "ba")
    assert [str(a) for a in model.legal_actions(s)] == ["ez"]


@pytest.mark.parametrize("calls, bad", [
    ((), "paso"), ((), "discard 1o"), (("mintza",), "mus"), (("mintza",), "iduki"),
    (("mintza", "imido 2"), "imido 3"), (("mintza", "imido 2"), "paso"),
    (("mintza", "hordago"), "iduki"), (("mintza", "hordago"), "gehiago 2"),
    (("mintza",), "kanta"), (("mintza",), "new-hand"),
])
def test_illegal_actions_change_nothing(calls, bad):
    s = play(stacked(D1), *calls)
    snapshot = dataclasses.replace(s)
    with pytest.raises(model.IllegalAction) as err:
        model.step(s, bad)
    message = str(err.value)
    assert bad in message and s.phase in message and f"seat {s.to_act}" in message
    assert s == snapshot
    assert isinstance(err.value, ValueError)


def test_nothing_is_legal_once_the_match_is_over():
    s = play(stacked(D1), "mintza", "hordago", "kanta")
    with pytest.raises(model.IllegalAction, match="nobody"):
        model.step(s, "new-hand")


def test_step_never_changes_its_argument():
    s = stacked(D1)
    before = dataclasses.replace(s)
    model.step(s, "mintza")
    assert s == before


def test_new_hand_moves_the_dealer_on():
    s = play(stacked(D3), "mintza", "paso", "paso", "paso", "paso")
    s = play(s, "ez", "ez", "ez", "ez", "ez", "ez", "ez", "ez", "paso", "paso")
    assert s.phase == "hand-over"
    n = play(s, "new-hand")
    assert n.dealer == 0 and n.esku == 1 and n.to_act == 1 and n.hand_number == 2
    assert n.hand_start == len(n.history) and n.summary == () and n.track == ()
    assert n.scores == s.scores
    cards_accounted(n)


def test_observation_hides_what_it_must():
    s = play(stacked(D1), *ALL_MUS, "discard 1o", "discard 11c 10c", "discard 5o")
    o = model.observe(s, 0)
    assert o.hand == s.hands[0] and o.seat == 0
    assert o.my_discards == (model.parse_hand("1o"),)
    assert o.discard_counts == ((1, 2, 1, 0),)
    masked = [str(m.action) for m in o.history if m.action.kind == "discard"]
    assert masked == ["discard 1o", "discard 2", "discard 1"]
    text = repr(o)
    for seat in (1, 2, 3):
        for card in s.hands[seat]:
            assert repr(card) not in text
    assert not hasattr(o, "pile") and not hasattr(o, "stream") and not hasattr(o, "hands")
    assert o.shown_hands is None
    # the same fields as the state where they apply
    for name in ("to_act", "phase", "lance", "stake", "scores", "dealer", "esku"):
        assert getattr(o, name) == getattr(s, name)


def test_observation_is_blind_to_other_hands():
    s = play(stacked(D1), "mintza", "imido 2")
    other = dataclasses.replace(s, hands=(s.hands[0], s.hands[3], s.hands[2], s.hands[1]))
    assert model.observe(s, 2) == model.observe(other, 2)


def test_observation_shows_hands_after_the_summary():
    s = play(stacked(D1), "mintza", "hordago", "kanta")
    assert model.observe(s, 1).shown_hands == s.hands


def test_model_never_imports_pygame():
    root = pathlib.Path(model.__file__).parent
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith("pygame"), f"{path.name} imports {name}"
                assert name.split(".")[0] not in ("os", "io", "pathlib", "shutil"), f"{path.name} does I/O"


def test_bad_new_game_arguments():
    with pytest.raises(ValueError, match="deck"):
        model.new_game(model.Rules(), 1, deck=model.FULL_DECK[:39])
    with pytest.raises(ValueError, match="first_dealer"):
        model.new_game(model.Rules(), 1, first_dealer=4)
    with pytest.raises(ValueError, match="seed"):
        model.new_game(model.Rules(), "x")


def test_history_is_seat_action_pairs():
    s = play(stacked(D1), "mus", "mintza")
    assert [(seat, str(action)) for seat, action in s.history] == [(0, "mus"), (1, "mintza")]
    assert s.history[0] == (0, model.parse_action("mus"))
    assert s.history[1].seat == 1 and s.history[1].action == model.parse_action("mintza")
