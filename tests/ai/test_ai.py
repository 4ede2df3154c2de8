"""Computer players: personalities, legal and honest choices, `decide` and its
estimate, baselines and the headless table (the sliders' effect on the play
is tested in test_ai_sliders.py)."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game import model
from game.ai import Personality, choose, decide
from game.ai.baselines import random_player, simple_player
from game.ai.levels import Level
from game.ai.table import make_player
from game.match.loop import play_game

CHAMPION = Personality(level=Level.TXAPELDUN)
SETTINGS = ["1111", "5555", "9999",
            "1555", "9555", "5155", "5955", "5515", "5595", "5551", "5559"]


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
        players = [make_player(spec) for spec in specs]
        result = play_game(players, seed=500 + number * 10 + game, check=check, timed=False)
        assert result.winner in (0, 1)  # by reaching 40, a Tira, or a Kanta (scores stand)


def test_four_kings_and_short_game_are_played_legally():
    said = []

    def check(state, seat, obs, action):
        assert action in model.legal_actions(state)
        said.append(action.kind)

    rules = model.Rules(variant=model.Variant.FOUR_KINGS, target=30)
    for seed in (77, 78, 79):
        said.clear()
        players = [make_player("ai:5555")] * 4
        result = play_game(players, seed=seed, rules=rules, check=check, timed=False)
        # the game ends on 30 points, or at once on a Kanta or a Tira
        assert max(result.scores) >= 30 or said[-1] in ("kanta", "tira"), (seed, result.scores, said[-3:])


def test_a_seeded_game_replays_exactly():
    def game():
        players = [make_player(spec) for spec in ["ai:5555", "simple"] * 2]
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
        players = [make_player(specs[(s + g) % 4]) for s in range(4)]
        play_game(players, seed=seed + g, check=collect, timed=False)
    return found


@pytest.fixture(scope="module")
def situations():
    states = _situations(24, 1000)
    assert len(states) >= 1000
    return states


def _decide(state, setting, number):
    return choose(model.observe(state, state.to_act), Personality.parse(setting), random.Random(number))


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


@pytest.mark.slow
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
        for personality in (Personality(), CHAMPION):   # the champion too: its chances, buckets and draw
            assert (decide(model.observe(changed, seat), personality, random.Random(number))
                    == decide(model.observe(state, seat), personality, random.Random(number)))
        checked += 1
    assert checked >= 140


@pytest.mark.slow
def test_partner_advice_is_the_partners_own_choice(situations):
    """The table flashes as advice what its seats (game/table/seats.py) work
    out for seat 2 on the partner's own observation with the partner's
    personality: the very call the partner makes when it plays for itself
    (`decide(...).action` with the same stream), for every style."""
    from game.platform.settings import ComputerPlayer
    from game.match import Lineup, Match, decision_stream
    from game.table.seats import SeatPlayers
    checked = 0
    for number, state in enumerate(situations):
        if state.phase != model.Phase.BETTING or state.to_act != 2:
            continue
        obs = model.observe(state, 2)
        for setting in ("5555", "1919", "9191"):
            style = Personality.parse(setting)
            players = (ComputerPlayer("Mikel"), ComputerPlayer("Ane", style), ComputerPlayer("Itziar"))
            match = Match(state.rules, number, (Lineup(1, players),), (), state)
            seats = SeatPlayers()
            try:
                advice = seats.think(match).result(timeout=10)
            finally:
                seats.close()
            assert advice.action in obs.legal
            expected = decide(obs, style, decision_stream(number, 2, state))
            assert (advice.action, advice.estimate) == (expected.action, expected.estimate)
        checked += 1
    assert checked >= 40, checked


# --- decide: the action and the estimate behind it -------------------------------

@pytest.mark.slow
def test_decide_gives_chooses_action_and_a_betting_estimate(situations):
    betting = mus = 0
    for number, state in enumerate(situations[::5]):
        obs = model.observe(state, state.to_act)
        decision = decide(obs, Personality(), random.Random(number))
        assert decision.action == choose(obs, Personality(), random.Random(number))
        assert decision.action in obs.legal
        if state.phase == "betting":
            betting += 1
            assert decision.estimate is not None and 0.0 <= decision.estimate <= 1.0
        else:
            mus += 1
            assert decision.estimate is None
        with pytest.raises(dataclasses.FrozenInstanceError):
            decision.action = obs.legal[0]
    assert betting >= 50 and mus >= 50


@pytest.mark.slow
def test_the_estimate_follows_the_hand_it_bets_on(situations):
    """Over many betting turns, the estimate is higher with better cards in
    the lance: it comes from the seat's own hand and what was said."""
    from game.ai.tables import contender_share

    pairs = []
    for number, state in enumerate(situations[::2]):
        if state.phase != "betting":
            continue
        obs = model.observe(state, state.to_act)
        ranks = tuple(sorted(c.rank for c in obs.hand))
        share = contender_share(ranks, state.lance, state.rules.variant)
        pairs.append((share, decide(obs, Personality(), random.Random(number)).estimate))
    strong = [e for share, e in pairs if share >= 0.8]
    weak = [e for share, e in pairs if share <= 0.3]
    assert len(strong) >= 20 and len(weak) >= 20
    assert sum(strong) / len(strong) > sum(weak) / len(weak) + 0.25


# --- reading the other team ------------------------------------------------------
def _wildness_seen(other: str, seed: int) -> list[tuple[int, float]]:
    """(betting turns the other team has taken, wildness read) at each
    betting decision of seat 0 (ai:5555) in one game against `other`."""
    from game.ai.opponents import match_betting, read_profile, turns

    seen: list[tuple[int, float]] = []

    def check(state, seat, obs, action):
        if seat == 0 and obs.phase == "betting":
            theirs = sum(1 for t in turns(match_betting(obs.match_story)[0]) if t[0] & 1)
            seen.append((theirs, read_profile(obs).wildness))

    players = [make_player(spec) for spec in ["ai:5555", other] * 2]
    play_game(players, seed=seed, check=check, timed=False)
    return seen


def test_a_team_calling_at_random_is_read_as_wild_within_a_few_turns():
    # Most games against random end in 3 or 4 hands, many on a Hordago of
    # the first hand: its calls must stop counting as information early.
    early = []
    for seed in range(12):
        after = [w for n, w in _wildness_seen("random", seed) if n >= 4]
        if after:
            early.append(after[0])
    assert len(early) >= 8
    assert sum(w >= 0.5 for w in early) >= 0.75 * len(early), early


def test_a_sound_team_is_not_read_as_wild():
    for seed in range(4):
        assert max(w for _, w in _wildness_seen("simple", seed)) < 0.2


def test_slider_5_is_cautious_against_a_wild_team_and_bolder_against_a_sound_one():
    from game.ai import tuning

    five = Personality()
    assert five.bet_tilt("haundia", 0.0) == pytest.approx(tuning.BET_TILT * tuning.BASE_BOLDNESS)
    assert five.bet_tilt("haundia", 1.0) < 0 < five.bet_tilt("haundia", 0.0)
    # the Mus / Mintza margin takes the same base boldness as the betting
    assert five.mintza_margin(0.0) == pytest.approx(tuning.MINTZA_BASE - tuning.MINTZA_TILT * tuning.BASE_BOLDNESS)
    assert five.mintza_margin(1.0) > five.mintza_margin(0.5) > five.mintza_margin(0.0)
    bold = Personality(9, 9, 9, 9)
    for wild in (0.0, 0.5, 1.0):
        assert bold.mintza_margin(wild) < five.mintza_margin(wild)
    # the sliders still order the tilt against any team
    for wild in (0.0, 0.5, 1.0):
        tilts = [Personality(s, 5, 5, 5).bet_tilt("haundia", wild) for s in range(1, 10)]
        assert tilts == sorted(tilts) and len(set(tilts)) == 9


# --- the bluffer and the caller (the arena's yardsticks) -----------------------------

def test_the_bluffer_and_the_caller_play_legally_and_as_they_are_named():
    from game.ai.baselines import bluffer_player, caller_player
    from game.ai.tables import holder_share
    assert make_player("bluffer").decide is bluffer_player
    assert make_player("caller").decide is caller_player
    weak_bets = caller_folds = caller_answers = 0

    def check(state, seat, obs, action):
        nonlocal weak_bets, caller_folds, caller_answers
        assert action in model.legal_actions(state)
        if state.phase != "betting":
            return
        share = holder_share(tuple(sorted(c.rank for c in obs.hand)), obs.lance, obs.rules.variant)
        if seat & 1 == 0 and obs.bet_team is None and action.kind in model.BETS and share < 0.5:
            weak_bets += 1
        if seat & 1 == 1 and obs.bet_team is not None and not obs.hordago:
            caller_answers += 1
            caller_folds += action.kind == "tira"

    for game in range(6):
        players = [make_player(spec) for spec in ["bluffer", "caller"] * 2]
        play_game(players, seed=900 + game, check=check, timed=False)
    assert weak_bets >= 10            # the bluffer bets with weak hands
    assert caller_answers >= 10 and caller_folds == 0   # the caller never folds a bet
