"""The table seen from the player's seat (game/table/seen.py): seats as
places in turn order from the bottom, teams as sides, a state seen from seat 0
the state itself."""
import pytest

from game import model
from game.model import events as E
from game.table.seen import Around, seen_from


def test_around_turns_seats_into_places_in_turn_order():
    around = Around(2)
    assert [around.place(seat) for seat in range(4)] == [2, 3, 0, 1]
    assert [around.seat(place) for place in range(4)] == [2, 3, 0, 1]
    assert [around.side(team) for team in (0, 1)] == [0, 1] and Around(1).side(1) == 0 and Around(3).side(0) == 1
    assert Around(1).by_side((7, 9)) == (9, 7) and Around(1).by_place("abcd") == tuple("bcda")
    with pytest.raises(ValueError, match="bottom"):
        Around(4)


def test_a_state_seen_from_a_seat_has_that_seat_at_the_bottom():
    state = model.new_game(model.Rules(), 7)
    assert seen_from(state, Around(0)) is state
    seen = seen_from(state, Around(3))
    assert seen.hands[0] == state.hands[3] and seen.hands[1] == state.hands[0]
    assert seen.dealer == (state.dealer - 3) % 4 and seen.to_act == (state.to_act - 3) % 4
    assert seen.rules is state.rules and seen.phase == state.phase
    dealt = [event for event in seen.events if type(event) is E.Dealt][0]
    assert (dealt.dealer, dealt.esku) == (seen.dealer, seen.esku)
    seen = seen_from(state, Around(1))
    assert seen.scores == state.scores[::-1] and seen.games_won == state.games_won[::-1]
