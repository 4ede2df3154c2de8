"""The director: each kind of event becomes the right motion on the table's
pieces, in order, and every beat ends (stacked deals, no display needed)."""
import pytest

from deals import D1, D3, play, stacked, truthful_calls
from game.model import Lance, Phase
from game.table.director import Director, Pieces


class Recorder:
    def __init__(self):
        self.sounds, self.shots = [], []


def director_for(state):
    rec = Recorder()
    pieces = Pieces(lambda seconds: seconds, state.scores)
    names = ("You", "Mikel", "Ane", "Itziar")
    d = Director(pieces, lambda s: s, rec.sounds.append, rec.shots.append, lambda seat: names[seat])
    d.open(state)
    run(d)
    return d, pieces, rec


def run(d, seconds=20.0, step=1 / 120):
    """Advance the director and the pieces until every beat has run."""
    p = d.pieces
    for _ in range(int(seconds / step)):
        p.update(step)
        d.update(step)
        if not d.busy and not p.moving:
            return
    raise AssertionError("the director never settled")


def tell(d, state, *calls):
    for call in calls:
        new = play(state, call)
        d.tell(state, new)
        state = new
    return state


def pauses(d):
    """The messages of the pauses queued now, in order."""
    return [b.message for b in d.beats if b.message]


def test_a_new_table_deals_every_card_from_the_dealers_place():
    s = stacked(D1, dealer=3)
    d, p, rec = director_for(s)
    assert [tuple(v.card for v in p.hands.views[seat]) for seat in range(4)] == list(s.hands)
    assert all(v.face_up == (seat == 0) for seat in range(4) for v in p.hands.views[seat])
    assert rec.shots == ["hand1-deal"]


def test_mintza_pauses_with_its_name_then_announces_haundia():
    s = stacked(D1)
    d, p, rec = director_for(s)
    s = tell(d, s, "mus", "mintza")
    assert pauses(d) == ["Mikel says Mintza: the lances begin"]
    assert p.signs.bubbles[1].text == "Mintza"
    run(d)
    assert d.lance == Lance.HAUNDIA and rec.shots[-1] == "hand1-mus"


def test_the_players_own_mintza_pauses_in_its_own_words():
    s = stacked(D1)  # the dealer at seat 3: the player, at seat 0, is Esku
    d, p, rec = director_for(s)
    tell(d, s, "mintza")
    assert pauses(d) == ["You say Mintza: the lances begin"]


def test_bets_grow_the_centre_stack_as_their_chips_land_and_iduki_defers_it():
    s = play(stacked(D1), "mintza")
    d, p, rec = director_for(s)
    s = tell(d, s, "imido 2")
    assert p.chips.centre.value == 0 and p.chips.flights  # still flying
    run(d)
    assert p.chips.centre.value == 2 and p.chips.standing(Lance.HAUNDIA) == (2, False)
    s = tell(d, s, "gehiago 3")
    run(d)
    assert p.chips.centre.value == 5
    s = tell(d, s, "iduki")
    assert "Haundia: Iduki. 5 at stake, counted at the summary" in pauses(d)
    run(d)
    assert p.chips.centre.value == 0 and p.chips.plaques[0].value == 5


def test_an_iduki_before_the_bet_s_chips_land_defers_them_all_and_leaves_the_next_stake_clean():
    """A quick answer (the player pressing Iduki while the raise's chips are
    still in the air): those chips land with the stake on its plaque, not in
    the next lance's stake (a Pariak plaque had shown 12 chips for a stake
    of 22, and the next lance's stake 10 too many)."""
    s = play(stacked(D1), "mintza")
    d, p, rec = director_for(s)
    s = tell(d, s, "imido 2")
    run(d)
    s = tell(d, s, "gehiago 10", "iduki")  # the raise's chips never got to land
    run(d)
    assert p.chips.plaques[0].value == 12 and p.chips.centre.value == 0
    s = tell(d, s, "imido 3")
    run(d)
    assert p.chips.standing(Lance.TIPIA) == (3, False)


def test_a_tira_before_the_bet_s_chips_land_pays_and_returns_the_whole_stake():
    s = play(stacked(D1), "mintza")
    d, p, rec = director_for(s)
    s = tell(d, s, "imido 2", "gehiago 3", "tira")
    run(d)
    assert p.scores.shown == [0, 2] == list(s.scores)
    assert p.chips.centre.value == 0 and not p.chips.flights
    s = tell(d, s, "imido 4")
    run(d)
    assert p.chips.standing(Lance.TIPIA) == (4, False)


def test_a_general_paso_leaves_its_point_on_the_plaque():
    s = play(stacked(D1), "mintza")
    d, p, rec = director_for(s)
    s = tell(d, s, "paso", "paso")
    run(d)
    assert p.chips.plaques[0].value == 1 and d.lance == Lance.TIPIA


def test_a_tira_pays_when_its_chips_land_and_the_rest_goes_back():
    s = play(stacked(D1), "mintza")
    d, p, rec = director_for(s)
    s = tell(d, s, "imido 2", "gehiago 3")
    run(d)
    s = tell(d, s, "tira")
    assert p.scores.shown == [0, 0]  # the chips are still in the air
    assert len(p.chips.flights) == 2  # two to the team, the rest back to its bettor
    run(d)
    assert p.scores.shown == [0, 2] == list(s.scores)
    assert p.chips.centre.value == 0 and p.chips.plaques[0].value == 0


def test_pundua_instead_of_jokua_is_said_then_announced():
    s = play(stacked(D3), "mintza", "paso", "paso", "paso", "paso")
    s = truthful_calls(s)
    s = play(s, "ez", "ez", "ez")  # the first three Jokua calls: nobody holds it
    d, p, rec = director_for(s)
    s = tell(d, s, "ez")  # the last one begins Pundua
    assert pauses(d) == ["Nobody has Jokua: Pundua is played"]
    run(d)
    assert d.lance == Lance.PUNDUA


def test_the_end_of_a_hand_reveals_the_hands_then_leaves_the_lances():
    s = play(stacked(D3), "mintza", "paso", "paso", "paso", "paso")
    s = truthful_calls(truthful_calls(s))
    d, p, rec = director_for(s)
    s = tell(d, s, "paso", "paso")
    assert s.phase == Phase.HAND_OVER and d.busy
    run(d)
    assert not d.busy and d.lance is None  # the table's flow goes on to the summary
    assert all(v.face_up for seat in range(4) for v in p.hands.views[seat])


def test_a_kanta_says_who_won_the_game_then_leaves_the_lances():
    s = play(stacked(D1), "mintza")
    d, p, rec = director_for(s)
    s = tell(d, s, "hordago")
    assert p.chips.hordago and p.chips.standing(Lance.HAUNDIA) == (0, True)
    s = tell(d, s, "kanta")
    assert "Kanta! We win Haundia, and the game" in pauses(d)
    run(d)
    assert not d.busy and d.lance is None and not p.chips.hordago


def test_a_kanta_on_a_tie_says_the_lance_went_to_esku():
    tie = {0: "12o 11o 7o 6o", 1: "12c 11c 7c 6c", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"}
    s = play(stacked(tie, dealer=0), "mintza")  # Esku is seat 1: the tied Haundia is theirs
    d, p, rec = director_for(s)
    s = tell(d, s, "hordago", "kanta")
    assert "Kanta! They win Haundia on a tie (Esku first), and the game" in pauses(d)


def test_an_exchange_throws_then_draws_to_the_new_hands():
    s = play(stacked(D1, pile="7e 6e 5e 4e 3e 2e 10e 10b"), "mus", "mus", "mus", "mus")
    d, p, rec = director_for(s)
    s = tell(d, s, "discard 1o", "discard 11c 10c", "discard 5o")
    assert p.hands.heap and len(p.hands.views[1]) == 2
    s = tell(d, s, "discard 7o")
    run(d)
    assert [tuple(v.card for v in p.hands.views[seat]) for seat in range(4)] == list(s.hands)
    assert rec.shots[-1] == "hand1-exchange1"


def test_a_click_skips_the_pause_in_progress():
    s = play(stacked(D1), "mintza")
    d, p, rec = director_for(s)
    s = tell(d, s, "paso", "paso")
    d.update(0.0)  # the pause begins
    assert d.current_pause() is not None
    assert d.skip()
    d.update(1 / 120)
    assert d.current_pause() is None
