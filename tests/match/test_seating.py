"""Who sits where (game/match/seats.py): any seat may be any kind, the partner
and the next deal's reader come from the player's seat, a lineup seats its
computer players where the computer plays, and a kept game says who sat
where (a game kept before the seats were reads with the player first)."""
import json
from pathlib import Path

import pytest

from game import model
from game.match import (DEFAULT_LINEUPS, DEFAULT_SEATING, Lineup, Match, PlayerSeat, SeatKind, Seating,
                        player_decides, seats_for)
from game.match.kept import FORMAT, read_match, to_json
from game.match.loop import DEMO_LINEUPS, play, playing
from game.match.seats import follows_partner
from game.platform.files import Damaged

KEPT = Path(__file__).parent / "kept"
P, C, S = SeatKind.PLAYER, SeatKind.COMPUTER, SeatKind.SCRIPT


def test_a_seating_names_each_seat_and_its_partner_and_reader_follow_the_player():
    for seat in range(4):
        seating = Seating.player_at(seat)
        assert seating.player == seat and seating.kind(seat) is P
        assert seating.partner == model.partner_of(seat) == (seat + 2) % 4
        assert seating.reader == seat
        assert seating.computer_seats == tuple(s for s in range(4) if s != seat)
    demo = Seating.demo()
    assert demo.player is None and demo.partner is None and demo.computer_seats == (0, 1, 2, 3)
    assert Seating.player_at(1, S).kinds == (S, P, S, S)
    for bad in ((P, P, C, C), (C, C, C), ("player", C, C, C)):
        with pytest.raises(ValueError):
            Seating(bad)
    assert Seating.from_json(["computer", "player", "script", "computer"]).kinds == (C, P, S, C)
    for bad in (["computer"] * 3, ["robot"] * 4, "player", [1, 2, 3, 4]):
        with pytest.raises(ValueError):
            Seating.from_json(bad)


def test_the_model_hands_the_next_deal_to_the_reader_it_is_told():
    for reader in range(4):
        state = model.new_game(model.Rules(), 3, reader=reader)
        while state.phase != model.Phase.HAND_OVER:
            state = model.step(state, model.legal_actions(state)[0])
        assert state.to_act == reader and model.legal_actions(state) == (model.actions.NEW_HAND,)
        after = model.step(state, model.actions.NEW_HAND)
        assert after.history[-1] == model.Move(reader, model.actions.NEW_HAND) and after.reader == reader
    with pytest.raises(ValueError, match="reader"):
        model.new_game(model.Rules(), 3, reader=4)


def test_the_player_decides_its_own_calls_and_its_partners_betting_wherever_it_sits():
    state = model.new_game(model.Rules(), 8)
    seen = set()
    while state.phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
        for player in range(4):
            seating = Seating.player_at(player)
            partner = model.partner_of(player)
            mine = state.to_act == player or (state.phase == model.Phase.BETTING and state.to_act == partner)
            assert player_decides(state, seating) is mine
            assert seating.asked(state) == (player if mine else state.to_act)
            assert seating.deciding(state) is (P if mine else C)
            assert player_decides(state, Seating.demo()) is False
            seen.add((state.phase, mine))
        state = model.step(state, model.legal_actions(state)[-1])
    assert (model.Phase.BETTING, True) in seen and (model.Phase.MUS, False) in seen
    assert Seating.player_at(2).deciding(state) is None and not player_decides(state, Seating.player_at(2))


def test_a_lineup_seats_its_players_where_the_computer_plays():
    three = DEFAULT_LINEUPS[0]
    assert three.seats == (1, 2, 3) and three.left_for_the_player == 0
    four = three.seated((0, 1, 2, 3))
    assert four.seats == (0, 1, 2, 3) and four.players[1:] == three.players and four.left_for_the_player is None
    assert four.names()[1] == "Mikel" and set(four.personalities()) == {0, 1, 2, 3}
    beside_two = three.seated((0, 1, 3))
    assert beside_two.player_at(2) is None and beside_two.left_for_the_player == 2
    assert beside_two.opponents() == (beside_two.player_at(3), beside_two.player_at(1))  # right of seat 2 is seat 3
    for seats, players in (((1, 2), three.players), ((3, 2, 1), three.players), ((), ()), ((1, 2, 4), three.players)):
        with pytest.raises(ValueError):
            Lineup(1, players, seats)
    with pytest.raises(ValueError, match="seats its players"):
        Match.begin(model.Rules(), 4, DEFAULT_LINEUPS, Seating.demo())  # a demo needs a player in each seat
    with pytest.raises(ValueError, match="seats its players"):
        Match.begin(model.Rules(), 4, DEFAULT_LINEUPS, Seating.player_at(2))


def player_in(seat: int, seed: int = 6, hands: int = 3) -> Match:
    """A match with the player at `seat` (following the partner's view),
    played by the game's loop for `hands` hands."""
    seating = Seating.player_at(seat)
    match = Match.begin(model.Rules(), seed, (DEFAULT_LINEUPS[0].seated(seating.computer_seats),), seating)
    seats = seats_for(seating, player=PlayerSeat(presses=follows_partner))
    for match in playing(match, seats):
        if match.state.hand_number > hands:
            break
    return match


def test_the_player_may_sit_anywhere_in_the_model_and_the_match_keeps_who_sat_where():
    match = player_in(2)
    partner = 0
    assert any(logged.by_player and logged.seat == 2 for logged in match.log)
    assert any(logged.by_player and logged.seat == partner for logged in match.log)  # the partner as its voice
    for number, logged in enumerate(match.log):
        before = match.upto(number).state
        assert logged.by_player == player_decides(before, match.seating)
        if logged.action.kind is model.Kind.NEW_HAND:
            assert logged.seat == 2 and logged.decided is None  # the player reads the summary and deals on
        elif logged.by_player and logged.seat == partner:
            assert logged.decided is not None
    data = json.loads(json.dumps(to_json(match)))
    assert data["format"] == FORMAT and data["seats"] == ["computer", "computer", "player", "computer"]
    assert [lineup["seats"] for lineup in data["lineups"]] == [[0, 1, 3]]
    again = read_match(data)
    assert again == match and again.seating == match.seating and again.player == 2


def test_four_computer_players_are_a_demo_kept_with_their_seats():
    match = Match.begin(model.Rules(), 12, DEMO_LINEUPS, Seating.demo())
    match = play(match, seats_for(match.seating))
    assert match.finished and not any(logged.by_player for logged in match.log)
    assert all(logged.decided is not None for logged in match.log if logged.action.kind is not model.Kind.NEW_HAND)
    data = json.loads(json.dumps(to_json(match)))
    assert data["seats"] == ["computer"] * 4 and len(data["lineups"][0]["players"]) == 4
    assert read_match(data) == match


def test_a_game_kept_before_the_seats_were_reads_with_the_player_first():
    """tests/match/kept/game-format-2.json was written by the game as it was
    before the seats (format 2): the player in seat 0, three computer players
    in two lineups, señas and decisions kept."""
    data = json.loads((KEPT / "game-format-2.json").read_text(encoding="utf-8"))
    assert data["format"] == 2 and "seats" not in data and all("seats" not in lu for lu in data["lineups"])
    match = read_match(data)
    assert match.seating == DEFAULT_SEATING and match.player == 0
    assert [lineup.seats for lineup in match.lineups] == [(1, 2, 3), (1, 2, 3)]
    assert [p.name for p in match.lineups[1].players] == ["Koldo", "Nerea", "Iker"]
    assert len(match.moves) == len(data["moves"]) and len(match.keinuak) == len(data["keinuak"]) > 0
    assert [f"{m.seat} {m.action}" for m in match.moves] == data["moves"]
    assert any(logged.by_player for logged in match.log) and match.complete
    again = to_json(match)  # kept again: the seats written
    assert again["format"] == FORMAT and again["seats"] == ["player", "computer", "computer", "computer"]
    assert {key: value for key, value in again.items() if key not in ("format", "seats", "lineups", "rules")} == {
        key: value for key, value in data.items() if key not in ("format", "lineups", "rules")}
    assert again["rules"] == {**{k: v for k, v in data["rules"].items() if k != "eight_kings"}, "variant": "8-kings"}
    assert again["lineups"] == [{**lineup, "seats": [1, 2, 3]} for lineup in data["lineups"]]
    assert read_match(json.loads(json.dumps(again))) == match
    resumed = match.resumable()
    assert resumed is not None and resumed.seating == DEFAULT_SEATING
    with pytest.raises(Damaged, match="seats"):  # a file of the old form that claims seats is not one the game wrote
        read_match({**data, "seats": ["computer", "player", "computer", "computer"]})
