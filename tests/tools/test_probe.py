"""tools/probe.py: the world a seat imagines, the return of a lance, a probe's
decision that reads no hidden card, and a tiny run."""
import random

import pytest

from game import model
from game.ai.table import make_player
from game.match.loop import play_game
from game.model.actions import IDUKI, TIRA, imido
from tools import probe


def _states(seed: int, specs=("ai:5555", "ai:5555+k", "ai:9999+k", "simple")):
    states = []

    def keep(state, seat, obs, action):
        states.append(state)

    players = [make_player(spec) for s, spec in enumerate(specs)]
    play_game(players, seed, check=keep, timed=False)
    return states


def test_the_world_made_from_an_observation_and_the_real_hands_is_seen_as_that_observation():
    checked = 0
    for state in _states(3)[::3]:
        seat = state.to_act
        obs = model.observe(state, seat)
        assert model.observe(probe.world(obs, state.hands), seat) == obs
        checked += 1
    assert checked > 30


def test_the_world_holds_no_card_of_another_hand_but_those_drawn():
    state = next(s for s in _states(4) if s.phase == model.Phase.BETTING)
    seat = state.to_act
    obs = model.observe(state, seat)
    drawn = probe.drawn_hands(obs, 3, random.Random(1))
    for hands in drawn:
        assert hands[seat] == obs.hand
        cards = [c for hand in hands for c in hand]
        assert len(set(cards)) == 16 and not set(cards) & {c for d in obs.my_discards for c in d}
        imagined = probe.world(obs, hands)
        for other in range(4):
            assert imagined.hands[other] == hands[other]
        # the history and story are the seat's own: other seats' discards only as counts
        assert all(not m.action.cards for m in imagined.history if m.action.kind == "discard" and m.seat != seat)


def test_the_return_of_a_lance_counts_a_tira_a_stake_and_a_game_won_on_the_spot():
    state = next(s for s in _states(5) if s.phase == model.Phase.BETTING and s.bet_team is None
                 and not s.passed and s.lance == model.Lance.HAUNDIA)
    team = state.to_act & 1
    settled = len(state.track)
    opened = model.step(state, imido(2))
    refused = model.step(opened, TIRA)
    assert probe.lance_return(state, refused, team, settled) == 1     # paid at once
    held = model.step(opened, IDUKI)
    assert probe.lance_return(state, held, team, settled) in (2, -2)  # the stake, to the winner
    hordago = model.step(state, model.parse_action("hordago"))
    shown = model.step(hordago, model.parse_action("kanta"))
    assert abs(probe.lance_return(state, shown, team, settled)) == 40 - state.scores[shown.game_winner]


def calls_with_other_cards(make, every: int, seed: int) -> list[tuple]:
    """(observation, call, call with the other hands dealt otherwise) at every
    `every`-th betting turn of a game (seed 6), each call by a fresh player
    from `make()` with the same stream: the swap test of tests/ai/test_ai.py
    for a tool's player."""
    from tests.ai.test_ai import _with_other_cards
    rng = random.Random(seed)
    out = []
    for number, state in enumerate(s for s in _states(6) if s.phase == model.Phase.BETTING):
        if number % every:
            continue
        seat = state.to_act
        changed = _with_other_cards(state, seat, rng)
        assert changed.hands != state.hands
        obs = model.observe(state, seat)
        out.append((obs, make()(obs, random.Random(11)), make()(model.observe(changed, seat), random.Random(11))))
    return out


@pytest.mark.slow
def test_the_probe_reads_no_hidden_card():
    """Its decision is the same when the other hands are dealt otherwise (the
    swap test of tests/ai/test_ai.py, for the probe)."""
    calls = calls_with_other_cards(lambda: probe.Probe("ai:5555", 11, deals=3), 4, 8)
    assert all(first == second for _, first, second in calls)
    assert len(calls) >= 5


def test_a_tiny_probe_run_prints_its_gain_with_an_error(capsys):
    assert probe.main(["--level", "ai:5555", "--games", "2", "--seed", "3", "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "Probe against ai:5555: 2 games" in out
    assert "gain" in out and "+/-" in out


def test_the_gain_is_counted_by_deal_against_the_level_in_the_same_seats():
    rows = [(True, 20, 5, False, 0, 5, 3, []), (True, 10, 5, True, 10, 5, 3, []),
            (False, -10, 10, False, -20, 10, 3, []), (True, 30, 10, True, 10, 10, 3, [])]
    probe_margin, level_margin, gained, se = probe.gain(rows)
    assert probe_margin == pytest.approx(50 / 30) and level_margin == pytest.approx(0 / 30)
    assert gained == pytest.approx(50 / 30) and se > 0


@pytest.mark.parametrize("argv, message", [
    (["--games", "3", "--seed", "1"], "even number"),
    (["--games", "2", "--seed", "1", "--level", "cheater"], "unknown player"),
    (["--games", "2", "--seed", "1", "--deals", "0"], "at least 1"),
])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit):
        probe.main(argv)
    assert message in capsys.readouterr().err



def test_rollouts_before_the_search_turn_it_off_inside_them_only(monkeypatch):
    """`--rollouts before-search`: the champion's search is off while the
    lances are rolled out, on for the level's own call, and on again after
    (even when a rollout fails)."""
    from game.ai import champion
    monkeypatch.setattr(champion, "SEARCH", True)
    seen = []
    real_roll = probe.roll_lance

    def roll(state, policy, seed):
        seen.append(champion.SEARCH)
        return real_roll(state, policy, seed)

    monkeypatch.setattr(probe, "roll_lance", roll)
    state = next(s for s in _states(5) if s.phase == model.Phase.BETTING and len(model.legal_actions(s)) > 1)
    obs = model.observe(state, state.to_act)
    probe.Probe("ai:5555@txapeldun", 3, deals=2, rollouts="before-search")(obs, random.Random(1))
    assert seen and not any(seen) and champion.SEARCH is True
    seen.clear()
    probe.Probe("ai:5555@txapeldun", 3, deals=2)(obs, random.Random(1))
    assert seen and all(seen)

    def broken(state, policy, seed):
        raise RuntimeError("a rollout failed")

    monkeypatch.setattr(probe, "roll_lance", broken)
    with pytest.raises(RuntimeError):
        probe.Probe("ai:5555@txapeldun", 3, deals=2, rollouts="before-search")(obs, random.Random(1))
    assert champion.SEARCH is True


def test_the_report_names_the_rollouts_policy(capsys):
    assert probe.main(["--level", "ai:5555", "--games", "2", "--seed", "3", "--deals", "1",
                       "--rollouts", "before-search"]) == 0
    assert "rollouts by the level before its search" in capsys.readouterr().out
