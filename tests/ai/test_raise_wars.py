"""Raise wars end (issue #37): two Ikasle teams with good hands raised each
other by 2 for ever (8,282 raises in one lance of seed 12519 at 4 kings,
every seat an Ikasle). An Ikasle raises once a lance at most, then holds,
folds or, with the hand it cannot lose, says Hordago; Normal and Txapeldun
raise once a lance, or, against a team read as wild, while the stake does
not yet settle the game. Whole games of every level and many slider styles
are played here and the raises of each lance counted."""
import random

import pytest

from game import model
from game.ai import Personality, decide
from game.ai import tuning as T
from game.ai.betting import team_raises
from game.ai.levels import Level
from game.ai.table import make_player
from game.match.loop import play_game
from game.model.names import Kind, Phase
from game.model.observation import observe

ENDS_A_LANCE = (Kind.IDUKI, Kind.TIRA, Kind.KANTA, Kind.PASO, Kind.NEW_HAND)


class Raises:
    """A check for `play_game`: counts the raises of each lance (and the hands),
    and stops the game as soon as a lance passes `limit`."""

    def __init__(self, limit: int) -> None:
        self.limit, self.now, self.most, self.hands = limit, 0, 0, 0

    def __call__(self, state, seat, obs, action) -> None:
        if action.kind is Kind.GEHIAGO:
            self.now += 1
            self.most = max(self.most, self.now)
            assert self.now <= self.limit, f"{self.now} raises in one lance (hand {state.hand_number})"
        elif action.kind in ENDS_A_LANCE:
            self.now = 0
        if action.kind is Kind.NEW_HAND:
            self.hands += 1


def play(seed: int, specs, rules: model.Rules, limit: int) -> Raises:
    raises = Raises(limit)
    players = [make_player(spec) for spec in specs]
    play_game(players, seed, rules, check=raises, timed=False)
    return raises


def test_the_known_endless_game_ends_with_at_most_one_raise_a_team():
    """Seed 12519, 4 kings, four Ikasle: the lance that had 8,282 raises."""
    raises = play(12519, ["ai:5555@ikasle"] * 4, model.Rules(variant=model.Variant.FOUR_KINGS), limit=2 * T.IKASLE_RAISES)
    assert raises.most >= 1 and raises.hands > 3


def test_an_ikasle_that_raised_holds_or_says_hordago():
    """Facing a raise over its team's own, the learner does not raise again:
    with a good hand it holds, with the hand it cannot lose it says Hordago."""
    ikasle = Personality(level=Level.IKASLE)
    state = model.new_game(model.Rules(variant=model.Variant.FOUR_KINGS), 12519)
    seen = 0
    rng = random.Random(0)
    for _ in range(5000):
        if state.phase == Phase.MATCH_OVER:
            break
        obs = observe(state, state.to_act)
        call = decide(obs, ikasle, rng)
        if state.phase == Phase.BETTING and obs.bet_team is not None and team_raises(obs) >= T.IKASLE_RAISES:
            seen += 1
            assert call.action.kind is not Kind.GEHIAGO
            if call.estimate >= T.IKASLE_HORDAGO and not obs.hordago:
                assert call.action.kind is Kind.HORDAGO
            elif call.estimate >= T.IKASLE_RAISE and not obs.hordago:
                assert call.action.kind is Kind.IDUKI
        state = model.step(state, call.action)
    assert seen > 0


IKASLE_STYLES = ("5555", "9999", "1111", "9191", "1919", "7373", "9955", "3377")


@pytest.mark.slow
def test_thousands_of_ikasle_hands_raise_at_most_once_a_team_a_lance():
    hands = 0
    rng = random.Random(37)
    for seed in range(260):
        specs = [f"ai:{rng.choice(IKASLE_STYLES)}@ikasle" for _ in range(4)]
        rules = model.Rules(variant=model.VARIANTS[seed % 2], target=(40, 30)[seed % 3 == 0])
        hands += play(seed, specs, rules, limit=2 * T.IKASLE_RAISES).hands
    assert hands > 2000


@pytest.mark.slow
def test_every_level_against_every_other_stops_raising():
    """Mixed tables: each level and bold or cautious sliders against each
    other. Normal and Txapeldun raise more than once only against a team read
    as wild, and only while the stake does not settle the game, so a lance
    holds fewer raises than the target's points in twos, plus the learner's."""
    specs = ("ai:9999@ikasle", "ai:1111@ikasle", "ai:9999", "ai:5555", "ai:1919",
             "ai:9999@txapeldun", "ai:5555@txapeldun")
    hands = 0
    seed = 0
    for a in specs:
        for b in specs:
            if a == b:
                continue
            for _ in range(10):
                seed += 1
                rules = model.Rules(variant=model.VARIANTS[seed % 2], target=(40, 30)[seed % 3 == 0])
                hands += play(7000 + seed, [a, b, a, b], rules, limit=rules.target // 2 + 2 * T.IKASLE_RAISES).hands
    assert hands > 1500
