"""tools/model_search.py: the profile model's chances of each call, a
searcher's calls (legal, reading no hidden card, the same for the same
observation), the moves of the lance being bet, and a tiny run."""
import random

import pytest

from game import model
from game.ai.opponents import FACE1, FACEH, OPEN1, SOUND
from game.model.actions import HORDAGO, IDUKI, KANTA, PASO, TIRA, gehiago, imido
from game.model.names import Kind
from tests.tools.test_probe import _states, calls_with_other_cards
from tools import model_search

OPENING = (PASO,) + tuple(imido(n) for n in range(2, 11)) + (HORDAGO,)
FACING = (TIRA, IDUKI) + tuple(gehiago(n) for n in range(2, 11)) + (HORDAGO,)


@pytest.mark.parametrize("situation, legal", [(OPEN1, OPENING), (FACE1, FACING), (FACEH, (TIRA, KANTA))])
def test_the_profile_models_chances_are_of_legal_calls_and_sum_to_one(situation, legal):
    for x in (0.0, 0.3, 0.6, 0.95):
        chances = model_search.call_chances(SOUND, x, situation, 2, "", 0, legal)
        assert set(chances) <= set(legal)
        assert sum(chances.values()) == pytest.approx(1.0)
        assert min(chances.values()) >= 0


def test_a_sound_team_bets_a_strong_hand_and_folds_a_weak_one_in_the_model():
    def bets(x):
        return sum(p for a, p in model_search.call_chances(SOUND, x, OPEN1, 0, "", 0, OPENING).items()
                   if a.kind in (Kind.IMIDO, Kind.HORDAGO))

    def folds(x):
        return model_search.call_chances(SOUND, x, FACE1, 2, "", 0, FACING)[TIRA]

    assert bets(0.98) > 0.7 > 0.3 > bets(0.2)
    assert folds(0.05) > 0.7 > 0.3 > folds(0.95)
    # softer steps: less sure either way
    soft = model_search.call_chances(SOUND, 0.98, OPEN1, 0, "", 0, OPENING, softness=1.0)
    assert sum(p for a, p in soft.items() if a.kind == Kind.IMIDO) < bets(0.98)


def test_the_lance_moves_are_those_of_the_lance_being_bet_with_the_amounts_bet():
    checked = 0
    for state in _states(7):
        if state.phase != model.Phase.BETTING:
            continue
        obs = model.observe(state, state.to_act)
        moves = model_search.lance_moves(obs)
        betting = [m for m in obs.hand_moves if m.action.kind in model.names.BETTING_KINDS]
        assert moves == [(m.seat, m.action.kind, m.action.amount) for m in betting[len(betting) - len(moves):]]
        if state.bet_team is None and not state.passed:
            assert moves == []   # nobody has spoken in this lance yet
        else:
            assert moves
            checked += 1
    assert checked > 5


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    """The field model's counts: two kinds of player, a game each."""
    import json
    from tools import seat_model
    path = tmp_path_factory.mktemp("field") / "field.json"
    path.write_text(json.dumps(seat_model.record(1, 3, 1, ["simple", "normal-5555"])))
    return str(path)


@pytest.mark.parametrize("name", model_search.MODELS)
def test_a_searcher_calls_legally_and_reads_no_hidden_card(name, tables):
    """Its call is the same when the other hands are dealt otherwise (the
    swap test of tests/ai/test_ai.py), and legal."""
    options = model_search.Options(name, deals=3, hordago=True, model_deals=4, tables=tables)
    calls = calls_with_other_cards(lambda: model_search.Searcher("ai:5555@txapeldun", 11, options), 5, 9)
    assert all(first == second and first in obs.legal for obs, first, second in calls)
    assert len(calls) >= 4


def test_the_rollouts_leave_normals_sampling_as_it_was():
    from game.ai import tuning
    before = tuning.DEALS, tuning.MAX_BATCHES
    with model_search.fewer_deals(4):
        assert (tuning.DEALS, tuning.MAX_BATCHES) == (4, 1)
    assert (tuning.DEALS, tuning.MAX_BATCHES) == before


def test_a_tiny_run_prints_the_paired_difference(capsys):
    assert model_search.main(["--opp", "simple", "--games", "2", "--seed", "5", "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "Search (profile model) as ai:5555@txapeldun against simple: 2 games" in out
    assert "by deal" in out and "changed at" in out


def test_bad_arguments_are_refused_with_a_message(capsys):
    with pytest.raises(SystemExit):
        model_search.main(["--opp", "simple", "--games", "3", "--seed", "1"])
    assert "even number" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        model_search.main(["--opp", "nobody", "--seed", "1"])
    assert "unknown player" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        model_search.main(["--opp", "simple", "--seed", "1", "--model", "field"])
    assert "needs --tables" in capsys.readouterr().err


def test_the_portfolio_searches_only_once_the_other_teams_bets_were_shown_and_by_what_they_showed():
    searcher = model_search.Searcher("ai:5555@txapeldun", 1, model_search.Options("portfolio"))
    betting = [s for s in _states(8) if s.phase == model.Phase.BETTING]
    first = model.observe(betting[0], betting[0].to_act)
    assert model_search.shown_bets(first)[1] == 0 and searcher.model_for(first) is None
    chosen = set()
    for state in betting:
        obs = model.observe(state, state.to_act)
        weak, shown = model_search.shown_bets(obs)
        pick = searcher.model_for(obs)
        if shown >= model_search.SHOWN_AT_LEAST and read_wild(obs) <= model_search.WILD_CUT:
            assert pick == ("normal" if weak >= model_search.WEAK_CUT * shown else "profile")
            chosen.add(pick)
        else:
            assert pick is None
    assert chosen


def read_wild(obs):
    from game.ai.opponents import read_profile
    return read_profile(obs).wildness
