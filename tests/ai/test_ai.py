"""Computer players: personalities, legal and honest choices, sliders that
change the play in the direction they say, baselines and the headless table."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game import model
from game.ai import Personality, choose
from game.ai.baselines import random_player, simple_player
from game.ai.table import make_player, play_game

SETTINGS = ["1111", "5555", "9999",
            "1555", "9555", "5155", "5955", "5515", "5595", "5551", "5559"]
LANCE_SLIDER = {"haundia": 0, "tipia": 1, "pariak": 2, "jokua": 3, "pundua": 3}


# --- Personality --------------------------------------------------------------

def test_personality_defaults_and_parse():
    assert Personality() == Personality(5, 5, 5, 5) == Personality.parse("5555")
    p = Personality.parse(" 9153 ")
    assert (p.haundia, p.tipia, p.pariak, p.jokoa) == (9, 1, 5, 3)
    assert str(p) == "9153"
    assert p.slider("pundua") == p.slider("jokua") == 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.haundia = 4


@pytest.mark.parametrize("args", [(0, 5, 5, 5), (5, 10, 5, 5), (5, 5, -1, 5), (5, 5, 5, 5.5),
                                  (5, 5, 5, True), (5, 5, "5", 5)])
def test_personality_refuses_sliders_outside_1_to_9(args):
    with pytest.raises(ValueError, match="from 1 to 9"):
        Personality(*args)


@pytest.mark.parametrize("text", ["555", "55555", "5055", "abcd", "", "5 55", None])
def test_personality_parse_refuses_malformed_text(text):
    with pytest.raises(ValueError, match="four digits"):
        Personality.parse(text)


def test_make_player_specs():
    assert make_player("ai:1959").personality == Personality(1, 9, 5, 9)
    assert make_player("simple").decide is simple_player
    assert make_player("random").decide is random_player
    for bad in ("ai:123", "cheater", "ai:0000"):
        with pytest.raises(ValueError):
            make_player(bad)


# --- every choice is legal ------------------------------------------------------

@pytest.mark.parametrize("setting", SETTINGS)
def test_every_choice_is_legal(setting):
    def check(state, seat, obs, action):
        assert seat == state.to_act
        assert action in model.legal_actions(state), (setting, str(action))

    number = SETTINGS.index(setting)
    tables = ([f"ai:{setting}", "simple"] * 2, [f"ai:{setting}", "random", f"ai:{setting}", "ai:5555"],
              ["simple", f"ai:{setting}"] * 2)
    for game, specs in enumerate(tables):
        players = [make_player(spec, number * 100 + game * 4 + s) for s, spec in enumerate(specs)]
        result = play_game(players, seed=500 + number * 10 + game, check=check, timed=False)
        assert result.winner in (0, 1)  # by reaching 40, a Tira, or a Kanta (scores stand)


def test_four_kings_and_short_game_are_played_legally():
    def check(state, seat, obs, action):
        assert action in model.legal_actions(state)

    rules = model.Rules(eight_kings=False, target=30)
    players = [make_player("ai:5555", s) for s in range(4)]
    result = play_game(players, seed=77, rules=rules, check=check, timed=False)
    assert max(result.scores) >= 30


def test_a_seeded_game_replays_exactly():
    def game():
        players = [make_player(spec, 40 + s) for s, spec in enumerate(["ai:5555", "simple"] * 2)]
        return play_game(players, seed=9, timed=False)

    first, second = game(), game()
    assert (first.winner, first.scores, first.moves) == (second.winner, second.scores, second.moves)


def test_choose_refuses_a_seat_that_is_not_to_act():
    state = model.new_game(model.Rules(), 3)
    other = (state.to_act + 1) % 4
    with pytest.raises(ValueError, match="not to act"):
        choose(model.observe(state, other), Personality(), random.Random(0))


# --- decision situations from seeded games ---------------------------------------

def _situations(games: int, seed: int) -> list[model.State]:
    """States where a seat has a real choice (Mus or betting), from seeded
    games between the AI and the simple player."""
    found: list[model.State] = []

    def collect(state, seat, obs, action):
        if state.phase in ("mus", "betting"):
            found.append(state)

    for g in range(games):
        specs = ["ai:5555", "simple", "ai:9999", "ai:1111"]
        players = [make_player(specs[(s + g) % 4], seed + g * 4 + s) for s in range(4)]
        play_game(players, seed=seed + g, check=collect, timed=False)
    return found


@pytest.fixture(scope="module")
def situations():
    states = _situations(30, 1000)
    assert len(states) >= 2000
    return states


def _decide(state, setting, number):
    return choose(model.observe(state, state.to_act), Personality.parse(setting), random.Random(number))


def _with_slider(index: int, level: str) -> str:
    return "".join(level if k == index else "5" for k in range(4))


@pytest.fixture(scope="module")
def decisions(situations):
    """For each situation, the call each sampled setting makes there (all the
    settings of one situation in a row, so they share its sampled deals)."""
    table = []
    for number, state in enumerate(situations):
        settings = {"1111", "5555", "9999"}
        if state.phase == "betting":
            index = LANCE_SLIDER[state.lance]
            settings |= {_with_slider(index, "1"), _with_slider(index, "9")}
        table.append({setting: _decide(state, setting, number).kind for setting in settings})
    return table


def test_each_slider_raises_its_own_lances_betting(situations, decisions):
    bets = ("imido", "gehiago", "hordago")
    for lance in ("haundia", "tipia", "pariak", "jokua"):
        index = LANCE_SLIDER[lance]
        lances = ("jokua", "pundua") if lance == "jokua" else (lance,)
        chosen = [i for i, s in enumerate(situations)
                  if s.phase == "betting" and s.lance in lances and not s.hordago]
        assert len(chosen) >= 150, lance
        rates = [sum(decisions[i][_with_slider(index, level)] in bets for i in chosen) / len(chosen)
                 for level in "159"]
        assert rates[0] < rates[1] < rates[2], (lance, rates)


def test_mintza_rises_and_tira_falls_with_all_sliders(situations, decisions):
    mus = [i for i, s in enumerate(situations) if s.phase == "mus"]
    facing = [i for i, s in enumerate(situations) if s.phase == "betting" and s.bet_team is not None]
    assert len(mus) >= 500 and len(facing) >= 300
    mintza = [sum(decisions[i][setting] == "mintza" for i in mus) / len(mus)
              for setting in ("1111", "5555", "9999")]
    tira = [sum(decisions[i][setting] == "tira" for i in facing) / len(facing)
            for setting in ("1111", "5555", "9999")]
    assert mintza[0] < mintza[1] < mintza[2], mintza
    assert tira[0] > tira[1] > tira[2], tira


# --- no cheating ----------------------------------------------------------------

def _with_other_cards(state: model.State, seat: int, rng: random.Random) -> model.State:
    """The same state with the other three hands replaced by other cards
    (taken from those hands and the pile), hand sizes kept."""
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + list(state.pile)
    rng.shuffle(pool)
    hands = list(state.hands)
    for s in others:
        hands[s], pool = tuple(pool[:len(state.hands[s])]), pool[len(state.hands[s]):]
    return dataclasses.replace(state, hands=tuple(hands))


def test_other_seats_cards_change_nothing_the_ai_sees_or_does(situations):
    rng = random.Random(5)
    checked = 0
    for number, state in enumerate(situations[::7]):
        seat = state.to_act
        changed = _with_other_cards(state, seat, rng)
        assert changed.hands != state.hands
        assert model.observe(changed, seat) == model.observe(state, seat)
        for setting in ("5555", "9999", "1111"):
            assert _decide(changed, setting, number) == _decide(state, setting, number)
        checked += 1
    assert checked >= 250


def test_partner_advice_is_the_partners_own_choice():
    state = model.new_game(model.Rules(), 12, first_dealer=1)   # Esku is seat 2
    assert state.to_act == 2
    obs = model.observe(state, 2)
    advice = choose(obs, Personality(), random.Random(1))
    assert advice in obs.legal
    assert model.observe(state, 0).legal == ()
