"""Cards, their notation, actions' canonical text and the variants."""
import pytest

from game import model
from game.model.actions import discard


def test_card_text_round_trip():
    for card in model.FULL_DECK:
        assert model.parse_hand(str(card)) == (card,)
    assert str(model.Card(12, "o")) == "12o"
    assert len(set(model.FULL_DECK)) == 40


def test_parse_hand_any_length_and_order():
    hand = model.parse_hand("12o 3e 1b 7c")
    assert hand == (model.Card(12, "o"), model.Card(3, "e"), model.Card(1, "b"), model.Card(7, "c"))
    assert len(model.parse_hand(" ".join(map(str, model.FULL_DECK)))) == 40


@pytest.mark.parametrize("text, named", [("12o 8e", "8e"), ("13o", "13o"), ("1x", "1x"), ("o12", "o12")])
def test_malformed_card_is_named(text, named):
    with pytest.raises(ValueError, match=named):
        model.parse_hand(text)


def test_repeated_card_is_named():
    with pytest.raises(ValueError, match="7c"):
        model.parse_hand("7c 1o 7c")


def test_card_refuses_bad_values():
    with pytest.raises(ValueError):
        model.Card(8, "o")
    with pytest.raises(ValueError):
        model.Card(1, "z")


@pytest.mark.parametrize("text", [
    "mus", "mintza", "discard 1o 12e", "ba", "ez", "paso", "imido 2", "imido 10",
    "gehiago 2", "gehiago 7", "iduki", "tira", "hordago", "kanta", "new-hand",
])
def test_action_text_round_trip(text):
    action = model.parse_action(text)
    assert str(action) == text
    assert model.parse_action(str(action)) == action


@pytest.mark.parametrize("text", [
    "", "muss", "imido", "imido 1", "imido 11", "imido x", "gehiago", "paso 2",
    "discard", "discard 1o 1o", "discard 1o 2o 3o 4o 5o", "discard 9z",
])
def test_malformed_action_text(text):
    with pytest.raises(ValueError):
        model.parse_action(text)


def test_discard_is_a_set():
    a = model.parse_action("discard 1o 12e")
    b = model.parse_action("discard 12e 1o")
    assert a == b and hash(a) == hash(b)
    assert a != model.parse_action("discard 1o")
    assert discard(model.parse_hand("1o 12e")) == b


def test_rules_defaults_and_validation():
    rules = model.Rules()
    assert (rules.variant, rules.target, rules.games_to_win, rules.max_mus_rounds) == (model.Variant.EIGHT_KINGS, 40, 1, 3)
    with pytest.raises(ValueError):
        model.Rules(games_to_win=4)
    with pytest.raises(ValueError):
        model.Rules(target=0)
    with pytest.raises(Exception):
        rules.target = 30  # frozen
