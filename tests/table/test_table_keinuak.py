"""The señas at the table, in time (game/table/keinuak.py): looks, señas
made to the partner's eyes, seen by whoever looked, cut short by the window."""
import random

import pytest

from game import model
from game.ai.keinuak import Mind
from game.match import Match
from game.model import Keinua
from game.ai.keinuak import ROUNDS_PER_TURN
from game.table.keinuak import LOOK_HOLD, PLAYER_LOOKS, SIGN_SECONDS, TableKeinuak

STEP = 1 / 60


def _open_match(seed: int = 4) -> Match:
    rng = random.Random(seed)
    match = Match.begin(model.Rules(), seed, with_keinuak=True)
    while not model.signing_open(match.state):
        match = match.then(rng.choice(model.legal_actions(match.state)))
    return match


def _run(kn, match, seconds, before_each=None):
    made = []
    for _ in range(int(seconds / STEP)):
        if before_each is not None:
            before_each(kn)
        for m in kn.update(STEP, match):
            made.append(m)
            match = match.signed(m.seat, m.keinua, m.seen_by)
    return match, made


def _minds(watch=5):
    return {seat: Mind(watchfulness=watch) for seat in (1, 2, 3)}


def test_the_partner_signs_to_the_players_eyes_and_only_then():
    match = _open_match()
    kn = TableKeinuak(1, {2: Mind(watchfulness=0)})   # opponents take no part: never watch
    match, made = _run(kn, match, 3.0)
    assert made == []                                  # the player never looked
    match, made = _run(kn, match, 6.0, lambda k: k.look(2))
    held = model.keinuak_of(match.state.hands[2], match.state.rules)
    assert {m.keinua for m in made} == held             # every seña it holds, one after another
    assert all(m.seat == 2 and m.seen_by == (0,) for m in made)
    match, again = _run(kn, match, 3.0, lambda k: k.look(2))
    assert again == []                                  # the player saw them all: not again


def test_the_partner_holds_back_while_an_opponent_watches_it():
    match = _open_match()
    kn = TableKeinuak(1, {2: Mind(watchfulness=0), 1: Mind(watchfulness=0)})

    def watched(k):
        k.look(2)
        k.gaze[1] = 2                     # the right opponent stares at the partner
        k.gaze_until[1] = k.now + 100
    match, made = _run(kn, match, 4.0, watched)
    assert made == []


def test_an_opponent_who_turns_to_it_mid_sena_catches_it():
    match = _open_match()
    kn = TableKeinuak(1, {2: Mind(watchfulness=0), 1: Mind(watchfulness=0)})
    kn.look(2)
    kn.update(STEP, match)
    kn.look(2)
    _m, made = _run(kn, match, SIGN_SECONDS / 3, lambda k: k.look(2))
    assert 2 in kn.making and made == []                # a seña under way
    kn.gaze[1], kn.gaze_until[1] = 2, kn.now + 100      # the opponent's eyes come to it
    _m, made = _run(kn, match, SIGN_SECONDS, lambda k: k.look(2))
    assert made and made[0].seen_by == (0, 1)


def test_a_sena_cut_short_by_the_end_of_the_window_is_not_made():
    match = _open_match()
    kn = TableKeinuak(1, {})
    held = sorted(model.keinuak_of(match.state.hands[0], match.state.rules))
    kn.update(STEP, match)
    assert kn.player_sign(match, held[0])
    _run(kn, match, SIGN_SECONDS / 2)
    while model.signing_open(match.state):
        match = match.then(model.legal_actions(match.state)[0])
    _m, made = _run(kn, match, SIGN_SECONDS)
    assert made == [] and not kn.making and not kn.open


def test_the_player_signs_only_what_the_hand_holds():
    match = _open_match()
    kn = TableKeinuak(1, {seat: Mind(watchfulness=0) for seat in (1, 2, 3)})
    kn.update(STEP, match)
    held = model.keinuak_of(match.state.hands[0], match.state.rules)
    other = next(k for k in Keinua if k not in held)
    assert not kn.player_sign(match, other)
    first = sorted(held)[0]
    assert kn.player_sign(match, first)
    assert not kn.player_sign(match, first)             # one at a time
    _m, made = _run(kn, match, SIGN_SECONDS + 0.1)
    assert [(m.seat, m.keinua, m.seen_by) for m in made] == [(0, first, ())]   # nobody looked
    assert kn.last_player_sign == made[0]


def test_off_nothing_happens():
    match = _open_match()
    kn = TableKeinuak(1, _minds(9), on=False)
    match, made = _run(kn, match, 5.0, lambda k: k.look(2))
    assert made == [] and not kn.open and kn.player_look is None
    assert all(target is None for target in kn.gaze.values())
    assert not kn.player_sign(match, sorted(model.keinuak_of(match.state.hands[0], match.state.rules))[0])


def test_computer_players_look_at_the_moments_before_a_call_and_while_the_player_decides():
    """The eyes turn at the loop's moments before each call (game/match/loop.py),
    then stay; while the player decides, one more moment each LOOK_HOLD."""
    match = _open_match()
    kn = TableKeinuak(2, _minds(9))
    match, _made = _run(kn, match, 5.0)  # the moments' señas, shown then made
    assert kn.ready(match.state) and kn.moment == ROUNDS_PER_TURN

    def turns(seconds):
        nonlocal match
        changes, last = 0, dict(kn.gaze)
        for _ in range(int(seconds / STEP)):
            for m in kn.update(STEP, match):
                match = match.signed(m.seat, m.keinua, m.seen_by)
            changes += sum(kn.gaze[seat] != last[seat] for seat in (1, 2, 3))
            last = dict(kn.gaze)
        return changes
    assert turns(20.0) == 0 and kn.moment == ROUNDS_PER_TURN   # no call, nobody decides: still
    kn.lingering = True
    moments = kn.moment
    changes = turns(30.0)
    assert 30.0 / LOOK_HOLD - 1 <= kn.moment - moments <= 30.0 / LOOK_HOLD + 1   # a moment each LOOK_HOLD
    assert changes >= 3                                                          # and they do look around


def test_the_l_key_goes_round_the_faces():
    match = _open_match()
    kn = TableKeinuak(1, {})
    kn.update(STEP, match)
    seen = []
    for _ in range(len(PLAYER_LOOKS)):
        kn.look_next()
        seen.append(kn.player_look)
    assert seen == list(PLAYER_LOOKS)
    with pytest.raises(ValueError):
        kn.look(0)
