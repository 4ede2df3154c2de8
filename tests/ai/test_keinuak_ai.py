"""The computer players' señas (game/ai/keinuak.py): when they sign, whom
they watch, and the headless table's moments of looking and signing."""
import random

import pytest

from game import model
from game.ai import keinuak as K
from game.ai.brain import decide
from game.ai.table import make_player
from game.match.loop import play_game
from game.model import Keinua
from game.model.events import Signed
from game.model.evolve import evolve


def _open_state(seed: int = 3):
    """A state whose señas window is open, reached by random legal play."""
    rng = random.Random(seed)
    for game_seed in range(100):
        state = model.new_game(model.Rules(), seed=game_seed)
        while not model.signing_open(state) and not model.game_over(state):
            state = model.step(state, rng.choice(model.legal_actions(state)))
        if model.signing_open(state):
            return state
    raise AssertionError("no open window")


def test_a_seat_signs_only_to_its_partners_eyes_with_no_opponent_looking():
    state = _open_state()
    obs = model.observe(state, 1)
    held = tuple(sorted(model.keinuak_of(state.hands[1], state.rules)))
    assert K.to_sign(obs, {3}) == held           # its partner looks, nobody else
    assert K.to_sign(obs, {3, 2}) == ()          # an opponent looks too: it holds back
    assert K.to_sign(obs, {0}) == ()             # only an opponent looks
    assert K.to_sign(obs, set()) == ()           # nobody looks
    assert K.to_sign(obs, {3}, K.NONE) == ()     # a seat that does not sign


def test_a_sena_its_partner_saw_is_not_made_again():
    state = _open_state()
    held = sorted(model.keinuak_of(state.hands[1], state.rules))
    unseen = model.sign(state, 1, held[0], (0,))          # an opponent caught it, the partner did not
    assert K.to_sign(model.observe(unseen, 1), {3}) == tuple(held)
    told = model.sign(state, 1, held[0], (3,))
    assert held[0] not in K.to_sign(model.observe(told, 1), {3})


def test_no_sena_outside_the_window():
    state = model.new_game(model.Rules(), seed=5)          # the Mus is being played
    assert not model.signing_open(state)
    obs = model.observe(state, 1)
    assert K.to_sign(obs, {3}) == ()
    assert K.watch(obs, K.Mind(watchfulness=9), random.Random(1)) is None


def test_a_seat_awaiting_its_partners_senas_looks_at_it_most():
    state = _open_state()
    obs = model.observe(state, 1)
    rng = random.Random(7)
    looks = [K.watch(obs, K.Mind(watchfulness=5), rng) for _ in range(2000)]
    assert 0.6 < looks.count(3) / len(looks) < 0.8       # LOOK_AT_PARTNER, about
    told = model.observe(model.sign(state, 3, sorted(model.keinuak_of(state.hands[3], state.rules))[0], (1,)), 1)
    after = [K.watch(told, K.Mind(watchfulness=5), rng) for _ in range(2000)]
    assert after.count(3) == 0                            # once told, it watches the opponents or its cards


def test_watchfulness_sets_how_often_opponents_are_watched():
    state = _open_state()
    told = model.sign(state, 3, sorted(model.keinuak_of(state.hands[3], state.rules))[0], (1,))
    obs = model.observe(told, 1)
    rng = random.Random(11)
    share = {w: sum(K.watch(obs, K.Mind(watchfulness=w), rng) in (0, 2) for _ in range(3000)) / 3000
             for w in (0, 1, 5, 9)}
    assert share[0] == 0
    assert share[1] < share[5] < share[9]
    assert share[9] == pytest.approx(K.WATCH_SHARE, abs=0.04)


def test_a_mind_refuses_a_watchfulness_out_of_range():
    with pytest.raises(ValueError, match="0 to 9"):
        K.Mind(watchfulness=10)


def test_specs_name_the_keinuak_part():
    assert make_player("ai:5555+k").keinuak == K.Mind()
    assert make_player("ai:5555+k9").keinuak == K.Mind(watchfulness=9)
    assert make_player("ai:5555+all").keinuak == K.Mind(signs=False, watchfulness=0, sees_all=True)
    assert make_player("ai:5555").keinuak is None
    with pytest.raises(ValueError, match="suffix"):
        make_player("ai:5555+x")
    with pytest.raises(ValueError, match="only a computer player"):
        make_player("random+k")


def _all_signs(players, seed):
    """Every seña made in a whole game, read from the match's chronicle."""
    signs = []
    state_box = {}

    def check(state, seat, obs, action):
        state_box["last"] = state
    play_game(players, seed, check=check, timed=False)
    for event in state_box["last"].annals.told() if state_box["last"].annals else ():
        if type(event) is Signed:
            signs.append(event)
    for event in state_box["last"].story:
        if type(event) is Signed:
            signs.append(event)
    return signs


def test_a_signing_team_against_one_that_neither_signs_nor_watches():
    players = [make_player("ai:5555+k"), make_player("ai:5555"),
               make_player("ai:5555+k"), make_player("ai:5555")]
    signs = _all_signs(players, 42)
    assert signs, "a whole game and no seña"
    assert all(s.seat in (0, 2) for s in signs)                 # only the signing team signs
    assert all(set(s.seen_by) <= {0, 2} for s in signs)         # and nobody else ever sees one
    assert all(s.seen_by == ((s.seat + 2) % 4,) for s in signs)  # each made to its partner's eyes


def test_opponents_who_see_all_catch_every_sena():
    players = [make_player("ai:5555+k"), make_player("ai:5555+all"),
               make_player("ai:5555+k"), make_player("ai:5555+all")]
    signs = _all_signs(players, 42)
    assert signs
    assert all({1, 3} <= set(s.seen_by) for s in signs)


def test_signing_changes_the_game_played():
    plain = play_game([make_player("ai:5555")] * 4, 42, timed=False)
    signing = play_game([make_player("ai:5555+k" if s % 2 == 0 else "ai:5555") for s in range(4)], 42,
                        timed=False)
    assert (plain.scores, plain.hands, plain.moves) != (signing.scores, signing.hands, signing.moves)


def test_hidden_cards_that_give_the_same_senas_give_the_same_decision():
    """Swap another seat's hidden cards for cards that make the same señas
    (and keep every public fact): the observation, and so the decision and
    its estimate, are the same."""
    state = _open_state(5)
    while state.phase is not model.Phase.BETTING and not model.game_over(state):
        state = model.step(state, model.legal_actions(state)[0])
    assert state.phase is model.Phase.BETTING, "seed 5 reaches the betting"
    seat = state.to_act
    partner = (seat + 2) % 4
    held = model.keinuak_of(state.hands[partner], state.rules)
    signed = state
    for keinua in sorted(held):
        signed = model.sign(signed, partner, keinua, (seat,))
    other = (seat + 1) % 4
    # Another hand for `other`, from its cards and the pile's, with the same
    # señas but other ranks: nothing the seat may see tells the two apart.
    wanted = model.keinuak_of(signed.hands[other], signed.rules)
    ranks = sorted(c.rank for c in signed.hands[other])
    pool = list(signed.hands[other]) + list(signed.pile)
    rng = random.Random(9)
    for _ in range(20000):
        hand = tuple(rng.sample(pool, 4))
        if sorted(c.rank for c in hand) != ranks and model.keinuak_of(hand, signed.rules) == wanted:
            break
    else:
        raise AssertionError("no other hand with the same señas")
    pile = tuple(c for c in pool if c not in hand)
    hands = list(signed.hands)
    hands[other] = hand
    twin = evolve(signed, hands=tuple(hands), pile=pile)
    a, b = model.observe(signed, seat), model.observe(twin, seat)
    assert a == b
    one = decide(a, rng=random.Random(3))
    two = decide(b, rng=random.Random(3))
    assert (one.action, one.estimate) == (two.action, two.estimate)
