"""Keinuak (señas) in the model: which señas a hand makes (every seña and
every choice docs/RULES.md writes down), the refusal of every false or
partial one over random hands of both variants, the window, and a seña's
place in the story (outside the turn order, told only to who saw it)."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from game import model
from game.model import Keinua as K
from game.model import events as E
from game.model.hands import effective_rank
from game.model.keinuak import GAME_SIGNS, PAIR_SIGNS, signing_open

EIGHT, FOUR = model.Rules(), model.Rules(variant=model.Variant.FOUR_KINGS)
NO_MUS = {True: model.Rules(max_mus_rounds=0), False: model.Rules(variant=model.Variant.FOUR_KINGS, max_mus_rounds=0)}


def signs(text, rules=EIGHT):
    return model.keinuak_of(model.parse_hand(text), rules)


@pytest.mark.parametrize("hand, eight, four", [
    # every seña, each alone where it can be
    ("12o 12c 1e 4b", {K.TWO_KINGS}, {K.TWO_KINGS}),
    ("12o 12c 12e 5b", {K.THREE_KINGS, K.JOKUA}, {K.THREE_KINGS, K.JOKUA}),  # never alone
    ("12o 12c 12e 12b", {K.FOUR_KINGS, K.JOKUA}, {K.FOUR_KINGS, K.JOKUA}),
    ("1o 1c 5e 6b", {K.TWO_ACES}, {K.TWO_ACES}),
    ("1o 1c 1e 5b", {K.THREE_ACES}, {K.THREE_ACES}),
    ("7o 7c 5e 5b", {K.DUPLES}, {K.DUPLES}),
    ("10o 11c 7e 5b", {K.JOKUA}, {K.JOKUA}),
    ("10o 11c 7e 4b", {K.THIRTY_ONE}, {K.THIRTY_ONE}),
    ("10o 11c 6e 4b", {K.THIRTY}, {K.THIRTY}),
    ("10o 11c 5e 4b", {K.TWENTY_NINE}, {K.TWENTY_NINE}),
    ("4o 5c 6e 7b", {K.CIEGO}, {K.CIEGO}),
    # with 8 kings the 3s are kings and the 2s aces, in the counts too
    ("12o 3c 1e 4b", {K.TWO_KINGS}, {K.CIEGO}),
    ("3o 3c 3e 3b", {K.FOUR_KINGS, K.JOKUA}, {K.DUPLES}),
    ("12o 3c 12e 3b", {K.FOUR_KINGS, K.JOKUA}, {K.DUPLES}),
    ("1o 2c 5e 6b", {K.TWO_ACES}, {K.CIEGO}),
    ("2o 2c 2e 5b", {K.THREE_ACES}, {K.CIEGO}),
    ("3o 10c 7e 4b", {K.THIRTY_ONE}, {K.CIEGO}),
    ("3o 3c 2e 4b", {K.TWO_KINGS}, {K.CIEGO}),
    # two pairs are duples, whatever their ranks: never two kings or two aces
    ("12o 12c 1e 1b", {K.DUPLES}, {K.DUPLES}),
    ("12o 12c 5e 5b", {K.DUPLES, K.THIRTY}, {K.DUPLES, K.THIRTY}),
    ("1o 2c 7e 7b", {K.DUPLES}, {K.CIEGO}),
    # four aces are duples (no four-aces seña)
    ("1o 1c 1e 1b", {K.DUPLES}, {K.DUPLES}),
    ("1o 2c 1e 2b", {K.DUPLES}, {K.DUPLES}),
    # one seña for Pariak and one for the game: both when both are held
    ("12o 12c 10e 1b", {K.TWO_KINGS, K.THIRTY_ONE}, {K.TWO_KINGS, K.THIRTY_ONE}),
    ("12o 12c 10e 5b", {K.TWO_KINGS, K.JOKUA}, {K.TWO_KINGS, K.JOKUA}),
    ("12o 12c 12e 1b", {K.THREE_KINGS, K.THIRTY_ONE}, {K.THREE_KINGS, K.THIRTY_ONE}),
    ("12o 12c 12e 7b", {K.THREE_KINGS, K.JOKUA}, {K.THREE_KINGS, K.JOKUA}),
    ("12o 12c 5e 4b", {K.TWO_KINGS, K.TWENTY_NINE}, {K.TWO_KINGS, K.TWENTY_NINE}),
    ("10o 10c 10e 1b", {K.THIRTY_ONE}, {K.THIRTY_ONE}),
    # a pair or medias of another rank has no seña of its own
    ("7o 7c 4e 5b", {K.CIEGO}, {K.CIEGO}),
    ("11o 11c 11e 4b", {K.JOKUA}, {K.JOKUA}),
    ("6o 6c 6e 4b", {K.CIEGO}, {K.CIEGO}),
    # 28 or less: no game seña
    ("10o 11c 4e 4b", {K.CIEGO}, {K.CIEGO}),
])
def test_the_senas_of_hand_picked_hands(hand, eight, four):
    assert signs(hand, EIGHT) == eight
    assert signs(hand, FOUR) == four


def test_keinua_texts_are_stable():
    assert [k.value for k in K] == ["two-kings", "three-kings", "four-kings", "two-aces", "three-aces",
                                     "duples", "jokua", "thirty-one", "thirty", "twenty-nine", "ciego"]
    assert model.parse_keinua("thirty-one") is K.THIRTY_ONE
    with pytest.raises(ValueError, match="no such seña"):
        model.parse_keinua("wink")


# --- an independent reading of "truthful and whole" ---------------------------
#
# What a hand holds, each seña on its own (two kings: at least two kings; Jokua:
# 31 or more; ciego: always), and which seña is a part of which: a hand makes
# exactly the señas it holds that are not a part of another seña it holds.

PART_OF = {
    K.TWO_KINGS: {K.THREE_KINGS, K.FOUR_KINGS, K.DUPLES},
    K.THREE_KINGS: {K.FOUR_KINGS},
    K.DUPLES: {K.FOUR_KINGS},
    K.TWO_ACES: {K.THREE_ACES, K.DUPLES},
    K.THREE_ACES: {K.DUPLES},
    K.JOKUA: {K.THIRTY_ONE},
    K.CIEGO: set(K) - {K.CIEGO},
}


def held(hand, rules) -> set:
    eff = [effective_rank(c.rank, rules.variant) for c in hand]
    kings, aces = eff.count(12), eff.count(1)
    total = model.count(hand, rules)
    facts = {
        K.TWO_KINGS: kings >= 2, K.THREE_KINGS: kings >= 3, K.FOUR_KINGS: kings == 4,
        K.TWO_ACES: aces >= 2, K.THREE_ACES: aces >= 3, K.DUPLES: model.pair_value(hand, rules) == 3,
        K.JOKUA: total >= 31, K.THIRTY_ONE: total == 31, K.THIRTY: total == 30,
        K.TWENTY_NINE: total == 29, K.CIEGO: True,
    }
    return {k for k, yes in facts.items() if yes}


def whole(hand, rules) -> set:
    have = held(hand, rules)
    return {k for k in have if not (PART_OF.get(k, set()) & have)}


def in_the_lances(hand, eight: bool) -> model.State:
    """A state of the lances (no Mus played) where seat 1 (Esku of dealer 0)
    holds `hand`."""
    rest = [c for c in model.FULL_DECK if c not in hand]
    deck = [None] * 40
    deck[0:16:4] = hand          # Esku's cards: places 0, 4, 8, 12
    others = iter(rest)
    for i in range(40):
        if deck[i] is None:
            deck[i] = next(others)
    state = model.new_game(NO_MUS[eight], 1, first_dealer=0, deck=deck)
    assert state.hands[1] == tuple(hand) and signing_open(state)
    return state


hands = st.lists(st.sampled_from(model.FULL_DECK), min_size=4, max_size=4, unique=True)


@settings(max_examples=400, deadline=None)
@given(hand=hands, eight=st.booleans(), seers=st.sets(st.sampled_from((0, 2, 3))))
def test_every_false_or_partial_sena_is_refused(hand, eight, seers):
    state = in_the_lances(hand, eight)
    rules = state.rules
    made = model.keinuak_of(hand, rules)
    assert made == whole(hand, rules)
    assert len(made & PAIR_SIGNS) <= 1 and len(made & GAME_SIGNS) <= 1
    assert (K.CIEGO in made) == (made == {K.CIEGO})
    for keinua in K:
        if keinua in made:
            after = model.sign(state, 1, keinua, seers)
            assert after.events == (E.Signed(1, keinua, tuple(sorted(seers))),)
        else:
            with pytest.raises(model.IllegalAction) as refused:
                model.sign(state, 1, keinua, seers)
            said = str(refused.value)
            assert f"may not sign {keinua}" in said
            if keinua in held(hand, rules) and keinua is not K.CIEGO:
                assert "only as a part" in said, said   # a partial seña says so
            elif keinua is not K.CIEGO:
                assert "does not hold" in said, said


def test_a_sena_changes_neither_the_turn_nor_the_moves():
    state = in_the_lances(model.parse_hand("12o 12c 10e 1b"), True)
    after = model.sign(state, 1, K.THIRTY_ONE, [3, 2])
    assert after.to_act == state.to_act and after.phase == state.phase and after.history == state.history
    assert after.hands == state.hands and after.scores == state.scores and after.stream == state.stream
    assert after.story == state.story + (E.Signed(1, K.THIRTY_ONE, (2, 3)),)
    again = model.sign(after, 1, "two-kings", ())   # by its text, seen by nobody, any seat's turn or not
    assert again.events == (E.Signed(1, K.TWO_KINGS, ()),)
    assert model.legal_actions(again) == model.legal_actions(state)
    assert model.step(again, model.legal_actions(again)[0]).story[:len(again.story)] == again.story


@pytest.mark.parametrize("seat, keinua, seen_by, why", [
    (1, K.THIRTY_ONE, [1], "cannot see its own face"),
    (1, K.THIRTY_ONE, [4], "seats 0-3"),
    (1, K.THIRTY_ONE, "2", "seats 0-3"),
    (1, K.THIRTY_ONE, 2, "seats 0-3"),
    (4, K.THIRTY_ONE, [], "seat must be 0-3"),
    (True, K.THIRTY_ONE, [], "seat must be 0-3"),
    (1, "wink", [], "no such seña"),
    (1, K.JOKUA, [], "only as a part"),
    (1, K.CIEGO, [], "ciego is for a hand with no other seña"),
    (1, K.THIRTY, [], "does not hold"),
])
def test_a_refusal_says_why(seat, keinua, seen_by, why):
    state = in_the_lances(model.parse_hand("12o 12c 10e 1b"), True)
    with pytest.raises(model.IllegalAction, match=why):
        model.sign(state, seat, keinua, seen_by)


def test_the_window_opens_at_the_cut_and_closes_with_the_last_lance():
    """In random matches, señas may be made exactly while the lances are
    played: after the hand's LancesBegin, before its hands are shown or the
    hand is over; never in the Mus, an exchange, the summary or after a
    Kanta or a Tira that ends the game. A seat holding its seña is refused
    outside the window and takes it inside."""
    seen = {"open": 0, "closed": 0}
    closed_in = set()
    for seed in range(40):
        rng = random.Random(seed)
        rules = [EIGHT, FOUR, model.Rules(games_to_win=2, max_mus_rounds=0)][seed % 3]
        state = model.new_game(rules, seed)
        while state.phase != model.Phase.MATCH_OVER:
            story = state.story
            begun = any(type(e) is E.LancesBegin for e in story)
            over = any(type(e) in (E.HandsShown, E.GameWon) for e in story)
            expected = begun and not over
            assert signing_open(state) == expected, (seed, state.phase, story[-3:])
            seat = rng.randrange(4)
            keinua = next(iter(model.keinuak_of(state.hands[seat], rules)))
            if expected:
                seen["open"] += 1
                state = model.sign(state, seat, keinua, [(seat + 2) % 4])
            else:
                seen["closed"] += 1
                closed_in.add(state.phase)
                with pytest.raises(model.IllegalAction, match="no seña now"):
                    model.sign(state, seat, keinua, [(seat + 2) % 4])
            state = model.step(state, rng.choice(model.legal_actions(state)))
        with pytest.raises(model.IllegalAction, match="no seña now"):
            model.sign(state, 0, next(iter(model.keinuak_of(state.hands[0], rules))))
    assert seen["open"] > 300 and seen["closed"] > 100
    assert closed_in == {model.Phase.MUS, model.Phase.DISCARD, model.Phase.HAND_OVER}


def test_a_sena_is_told_only_to_the_signer_and_who_saw_it():
    state = in_the_lances(model.parse_hand("12o 12c 10e 1b"), True)
    after = model.sign(model.sign(state, 1, K.TWO_KINGS, [3]), 2, next(iter(model.keinuak_of(state.hands[2], EIGHT))), [0, 1])
    told = {seat: [e for e in model.observe(after, seat).story if type(e) is E.Signed] for seat in range(4)}
    assert [e.seat for e in told[0]] == [2]
    assert [e.seat for e in told[1]] == [1, 2]
    assert [e.seat for e in told[2]] == [2]
    assert [e.seat for e in told[3]] == [1]
    signed = after.story[-1]
    assert E.public(signed, 3) is None and E.public(signed, 0) == signed and E.public(signed, 2) == signed
    # and in the match's later hands, as the earlier hands are told
    state = after
    while state.phase != model.Phase.HAND_OVER:
        state = model.step(state, model.legal_actions(state)[0])
    later = model.step(state, "new-hand")
    past = {seat: [e for e in model.observe(later, seat).match_story if type(e) is E.Signed] for seat in range(4)}
    assert past == told
