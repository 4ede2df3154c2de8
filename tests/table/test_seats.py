"""Who plays each seat: a stream per seat and decision from the game's seed,
the partner's view of the player's decisions equal to the call it would
make in that place (its advice, as the voice, is its own call), illegal
computer choices refused, and the worker thread stopped when the table
closes."""
import logging

import pytest

from deals import D1, play, stacked
from game import model
from game.ai import Personality, choose
from game.match import DEFAULT_LINEUPS, DEFAULT_SEATING, Match, Seating, decision_stream, player_decides
from game.table.seats import IllegalComputerChoice, SeatPlayers, partner_is_voice, safe_action

STYLES = {seat: Personality() for seat in range(4)}


def match_at(state, seed=3, human=True):
    if human:
        return Match(state.rules, seed, DEFAULT_LINEUPS, (), state, DEFAULT_SEATING)
    return Match(state.rules, seed, tuple(lu.seated((0, 1, 2, 3)) for lu in DEFAULT_LINEUPS), (), state,
                 Seating.demo())


def test_each_seat_and_each_decision_has_its_own_stream_from_the_seed():
    s = stacked(D1)
    draws = {seat: decision_stream(7, seat, s).random() for seat in range(4)}
    assert len(set(draws.values())) == 4
    assert decision_stream(7, 2, s).random() == draws[2]  # the same seed: the same stream
    assert decision_stream(8, 2, s).random() != draws[2]
    later = play(s, "mus")
    assert decision_stream(7, 2, later).random() != draws[2]  # another decision: another draw


def test_the_partners_advice_is_the_call_it_would_make_for_itself():
    s = play(stacked(D1, dealer=1), "mintza")  # Esku is seat 2: the partner is the voice
    assert partner_is_voice(match_at(s)) and player_decides(s, DEFAULT_SEATING)
    players = SeatPlayers()
    advice = players.think(match_at(s)).result(timeout=10)
    own = choose(model.observe(s, 2), STYLES[2], decision_stream(3, 2, s))
    assert advice.action == own
    players.close()


def test_the_player_with_no_choice_has_no_partners_view():
    s = play(stacked(D1), "mintza")
    while s.phase != model.Phase.CALLS or s.to_act != 0:
        s = model.step(s, model.legal_actions(s)[0])
    assert player_decides(s, DEFAULT_SEATING) and len(model.legal_actions(s)) == 1
    players = SeatPlayers()
    assert players.think(match_at(s)).result(timeout=10) is None
    players.close()


def test_an_illegal_computer_choice_fails_loudly_when_strict():
    s = play(stacked(D1), "mintza")
    players = SeatPlayers(strict=True)
    with pytest.raises(IllegalComputerChoice, match="seat 0 chose Action\\('kanta'\\)"):
        players.checked(0, s, model.parse_action("kanta"))
    assert players.checked(0, s, model.parse_action("paso")) == model.parse_action("paso")
    players.close()


def test_in_play_an_illegal_choice_is_logged_and_a_safe_call_made(caplog):
    s = play(stacked(D1), "mintza", "imido 2")  # seat 1 faces a bet
    players = SeatPlayers(strict=False)
    with caplog.at_level(logging.ERROR, logger="solo-mus.table"):
        action = players.checked(1, s, model.parse_action("mus"))
    assert action == model.parse_action("tira")  # the least committal answer to a bet
    assert "illegal" in caplog.text and "seat 1" in caplog.text
    assert safe_action(model.legal_actions(play(stacked(D1), "mintza"))) == model.parse_action("paso")
    players.close()


def test_closing_stops_the_worker_and_later_questions_are_answered_at_once():
    s = stacked(D1)
    players = SeatPlayers()
    worker = players._worker
    players.close()
    assert players._worker is None and worker._shutdown
    future = players.think(match_at(s, human=False))
    assert future.done() and future.result().action in model.legal_actions(s)
