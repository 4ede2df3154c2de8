"""A computer player's beliefs keep only deals consistent with the señas it
saw (game/ai/beliefs.py): a seña is a certain fact about the signer's hand."""
import random

from game import model
from game.ai import beliefs
from game.model import Keinua


def _state_where(seat: int, keinua: Keinua, seed: int = 1):
    """A state in the lances whose `seat` holds `keinua`: random legal play
    from seeded deals until one does."""
    rng = random.Random(seed)
    for game_seed in range(200):
        state = model.new_game(model.Rules(), seed=game_seed)
        while not model.signing_open(state) and not model.game_over(state):
            state = model.step(state, rng.choice(model.legal_actions(state)))
        if model.signing_open(state) and keinua in model.keinuak_of(state.hands[seat], state.rules):
            return state
    raise AssertionError(f"no deal gave seat {seat} {keinua}")


def test_a_partners_31_seen_puts_31_in_every_deal():
    state = _state_where(2, Keinua.THIRTY_ONE)
    blind = beliefs.deals_for(model.observe(state, 0))
    seen = beliefs.deals_for(model.observe(model.sign(state, 2, Keinua.THIRTY_ONE, (0,)), 0))
    assert all(deal.bonus[0] >= 3 for deal in seen)       # 31: Jokua's bonus of 3 at least for team 0
    assert not all(deal.bonus[0] >= 3 for deal in blind)   # without the seña, some deals lack it


def test_a_sena_not_seen_changes_nothing():
    state = _state_where(2, Keinua.THIRTY_ONE)
    blind = beliefs.deals_for(model.observe(state, 1))
    unseen = beliefs.deals_for(model.observe(model.sign(state, 2, Keinua.THIRTY_ONE, (0,)), 1))
    assert unseen == blind                                  # seat 1 was not looking


def test_an_opponents_two_kings_seen_gives_that_team_a_pair():
    state = _state_where(1, Keinua.TWO_KINGS)
    seen = beliefs.deals_for(model.observe(model.sign(state, 1, Keinua.TWO_KINGS, (0, 3)), 0))
    assert all(deal.pair_best[1] > 0 for deal in seen)     # two kings: team 1 holds a pair


def test_the_senas_check_keeps_nothing_from_question_to_question():
    """Whether a pattern holds the señas seen is read from a table made once:
    asked of every pattern with every set of one or two señas, it answers as
    the señas of the hand say and keeps no memory of the questions (a memo
    kept them all and grew without end in long play; issue 25)."""
    import tracemalloc
    from itertools import combinations

    from game.ai.patterns import pattern_codes
    from game.model.keinuak import keinuak_of_ranks
    for variant in model.VARIANTS:
        shows = beliefs._sign_check(variant)
        ranks_of = pattern_codes(variant).ranks
        sets = [frozenset(c) for n in (1, 2) for c in combinations(Keinua, n)]
        questions = [(code, signs) for code in ranks_of for signs in sets]
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            answers = [shows(code, signs) for code, signs in questions]
            del answers[:]
            kept = tracemalloc.get_traced_memory()[0] - before
        finally:
            tracemalloc.stop()
        assert kept < 20_000, f"{kept} bytes kept after {len(questions)} questions"
        for code, signs in questions[::37]:
            assert shows(code, signs) == (signs <= keinuak_of_ranks(ranks_of[code], variant))
        assert any(shows(code, signs) for code, signs in questions)
