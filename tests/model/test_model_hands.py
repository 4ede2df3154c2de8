"""Hand comparison in every lance, with both king variants."""
import pytest

from game import model

EIGHT = model.Rules()
FOUR = model.Rules(variant=model.Variant.FOUR_KINGS)
H = model.parse_hand


def cmp(lance, a, b, rules=EIGHT):
    return model.compare(lance, H(a), H(b), rules)


@pytest.mark.parametrize("a, b", [
    ("12o 1c 1e 1b", "11o 11c 11e 11b"),     # one king beats every knight
    ("12o 11c 4e 4b", "12c 10c 7e 7b"),      # second card decides
    ("12o 12c 12e 1b", "12b 3c 11e 11o"),
    ("3o 1c 1e 1b", "11o 11c 11e 11b"),      # with 8 kings a 3 is a king
])
def test_haundia_higher_wins(a, b):
    assert cmp("haundia", a, b) > 0 and cmp("haundia", b, a) < 0


def test_haundia_equal_hands_tie_before_seats():
    assert cmp("haundia", "12o 11o 7o 6o", "12c 11c 7c 6c") == 0
    assert cmp("haundia", "3o 11o 7o 6o", "12c 11c 7c 6c") == 0  # 3 = 12


def test_four_kings_variant_threes_and_twos_are_plain():
    assert cmp("haundia", "3o 1c 1e 1b", "4o 1o 2c 2e", FOUR) < 0
    assert cmp("tipia", "2o 5c 6e 7b", "1o 5o 6c 7e", FOUR) < 0
    assert cmp("tipia", "2o 5c 6e 7b", "1o 5o 6c 7e", EIGHT) == 0  # 2 = 1 with 8 kings
    assert model.count(H("3o 3c 2e 2b"), FOUR) == 10
    assert model.count(H("3o 3c 2e 2b"), EIGHT) == 22
    assert model.pair_value(H("3o 12c 2e 1b"), EIGHT) == 3
    assert model.pair_value(H("3o 12c 2e 1b"), FOUR) == 0


@pytest.mark.parametrize("a, b", [
    ("1o 1c 4e 5b", "1e 4c 5e 6b"),  # 1 1 4 5 < 1 4 5 6
    ("1o 4c 5e 6b", "1c 4e 5c 7b"),
    ("1o 2c 4e 5b", "1e 4o 5o 6o"),        # 2 counts as 1 with 8 kings
    ("4o 5c 6e 7b", "5o 6c 7e 10b"),
])
def test_tipia_lower_wins(a, b):
    assert cmp("tipia", a, b) > 0 and cmp("tipia", b, a) < 0


@pytest.mark.parametrize("a, b", [
    ("12o 12c 11o 11c", "10o 10c 10e 1b"),     # Dobliak > Mediak
    ("10o 10c 10e 1b", "12o 12c 7e 1b"),       # Mediak > Paria
    ("4o 4c 5e 6b", "12o 11c 10e 7b"),         # any pair > none
    ("12o 12c 12e 12b", "3o 3c 11e 11b"),  # four kings > kings and knights
    ("12o 12c 11e 11b", "11o 11c 11e 11b"),    # kings+knights > four knights
    ("12o 12c 1e 1b", "11o 11c 10e 10b"),      # higher pair first
    ("11o 11c 5e 5b", "11e 11b 4e 4b"),        # then the lower pair
    ("7o 7c 7e 1b", "6o 6c 6e 12b"),           # Mediak by rank, loose card ignored
])
def test_pariak_order(a, b):
    assert cmp("pariak", a, b) > 0 and cmp("pariak", b, a) < 0


def test_pariak_loose_cards_never_count_and_no_pairs_are_equal():
    assert cmp("pariak", "7o 7c 1e 4b", "7e 7b 12o 11c") == 0
    assert cmp("pariak", "1o 4c 5e 6b", "12o 11c 10e 7b") == 0


@pytest.mark.parametrize("hand, value", [
    ("1o 4c 5e 6b", 0), ("7o 7c 5e 6b", 1), ("7o 7c 7e 6b", 2),
    ("7o 7c 6e 6b", 3), ("7o 7c 7e 7b", 3), ("12o 3c 11e 4b", 1), ("2o 1c 1e 4b", 2),
])
def test_pair_value(hand, value):
    assert model.pair_value(H(hand), EIGHT) == value


@pytest.mark.parametrize("hand, total, bonus", [
    ("12o 11c 10e 1b", 31, 3), ("12o 11c 10e 2b", 31, 3), ("12o 11c 3e 1b", 31, 3),
    ("12o 11c 10e 12b", 40, 2), ("12o 11c 6e 6b", 32, 2), ("12o 11c 7e 7b", 34, 2),
    ("12o 11c 5e 5b", 30, 0), ("1o 1c 1e 1b", 4, 0),
])
def test_count_and_bonus(hand, total, bonus):
    assert model.count(H(hand), EIGHT) == total
    assert model.jokua_bonus(H(hand), EIGHT) == bonus


def test_jokua_order():
    # 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33, and any Jokua beats none
    hands = {31: "12o 11c 10e 1b", 32: "12o 11c 6e 6b", 40: "12o 11c 10e 12b",
             37: "12o 11c 10e 7b", 36: "12o 11c 10e 6b", 35: "12o 11c 10e 5b",
             34: "12o 11c 10e 4b", 33: "12o 11c 7e 6b"}
    order = [31, 32, 40, 37, 36, 35, 34, 33]
    for better, worse in zip(order, order[1:]):
        assert cmp("jokua", hands[better], hands[worse]) > 0, (better, worse)
    assert cmp("jokua", hands[33], "12o 11c 5e 5b") > 0
    assert cmp("jokua", "1o 1c 1e 4b", "12o 11c 5e 5b") == 0  # neither has Jokua


def test_pundua_higher_count_wins():
    assert cmp("pundua", "12o 11c 5e 5b", "12o 11c 5e 4b") > 0
    assert cmp("pundua", "7o 6c 1e 1b", "7e 6e 1c 2b") == 0


def test_unknown_lance_is_refused():
    with pytest.raises(ValueError, match="lance"):
        cmp("chica", "1o 4c 5e 6b", "12o 11c 10e 7b")


def test_profiles_cover_every_rank_pattern():
    from itertools import combinations_with_replacement
    from game.model.hands import profile_of_ranks
    patterns = {profile_of_ranks(r, model.Variant.EIGHT_KINGS).haundia for r in combinations_with_replacement(model.RANKS, 4)}
    assert len(patterns) == 330  # with 8 kings only 8 ranks remain distinct
