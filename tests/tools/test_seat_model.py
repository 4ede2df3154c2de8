"""tools/seat_model.py: the situations and classes a call is counted by, the
learned model's chances, the posterior over kinds of player, and tiny runs."""
import json

import pytest

from game import model
from game.ai.opponents import FACE1, FACE2, FACE3, FACEH, OPEN1, OPEN2
from game.model.names import Kind
from tools import seat_model
from tools.seat_model import CLASSES, SeatModel, class_of, situations

P, I, G, H, D, T, K = Kind.PASO, Kind.IMIDO, Kind.GEHIAGO, Kind.HORDAGO, Kind.IDUKI, Kind.TIRA, Kind.KANTA
BREAK = (None, None, 0)


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    """Counts of two kinds of player, two games each against Txapeldun."""
    path = tmp_path_factory.mktemp("field") / "field.json"
    path.write_text(json.dumps(seat_model.record(2, 5, 1, ["random", "simple"])))
    return path


def test_each_call_is_counted_by_its_situation_and_what_was_said_before():
    # (a round in which both teams passed starts the openings again: opponents.turns)
    moves = [(0, P, 0), (1, P, 0), (2, I, 2), (3, G, 3), (0, T, 0), BREAK,
             (0, I, 5), (1, H, 0), (2, K, 0), BREAK, (1, P, 0)]
    assert situations(moves) == [(OPEN1, 0), (OPEN2, 1), (OPEN1, 2), (FACE1, 0), (FACE3, 1),
                                 (OPEN1, 0), (FACE1, 1), (FACEH, 0), (OPEN1, 0)]
    assert situations([(0, P, 0), (1, I, 2), (2, G, 3), (3, D, 0)]) == [(OPEN1, 0), (OPEN2, 1), (FACE2, 0),
                                                                      (FACE3, 1)]


def test_a_bet_or_raise_of_more_than_two_is_a_class_of_its_own():
    assert [class_of(I, 2), class_of(I, 5), class_of(G, 2), class_of(G, 3), class_of(P, 0), class_of(K, 0)] == \
        ["bet", "bet+", "raise", "raise+", "paso", "kanta"]
    assert set(CLASSES) == {class_of(k, a) for k, a in ((P, 0), (I, 2), (I, 3), (G, 2), (G, 4), (H, 0), (D, 0),
                                                        (T, 0), (K, 0))}


def test_the_models_chances_sum_to_one_and_lean_to_what_a_kind_was_seen_to_call(tables):
    m = SeatModel.load(tables)
    assert m.types == ("random", "simple", "txapeldun")
    keys = set().union(*(m.counts[t] for t in m.types))
    assert len(keys) > 20
    for key in list(keys)[:50] + ["0|open1|0|9", "4|faceH|0|0"]:
        for kind in m.types + ("",):
            assert sum(m.chances(kind, key)) == pytest.approx(1.0)
    # where a kind was seen, its own counts weigh more than the field's
    key, row = max(m.counts["simple"].items(), key=lambda kv: sum(kv[1]))
    seen = max(range(len(CLASSES)), key=lambda i: row[i])
    assert m.chances("simple", key)[seen] > m.field(key)[seen] * 0.99
    assert m.chances("simple", key)[seen] > 0.5


def test_a_drawn_call_is_legal_and_of_a_kinds_usual_size(tables):
    import random
    from game.model.actions import HORDAGO, IDUKI, TIRA, gehiago
    m = SeatModel.load(tables)
    legal = (TIRA, IDUKI) + tuple(gehiago(n) for n in range(2, 11)) + (HORDAGO,)
    rng = random.Random(3)
    drawn = {m.call("random", f"0|{FACE1}|0|{b}", legal, rng) for b in range(10) for _ in range(20)}
    assert drawn <= set(legal) and len(drawn) >= 3
    assert m.action_for("random", "raise", legal) == gehiago(2)
    assert m.action_for("random", "raise+", legal).amount > 2
    assert m.action_for("random", "kanta", legal) is None


def test_the_posterior_tells_random_play_from_the_simple_player(tables):
    """Over a game of each against Txapeldun (a new seed), the team's kind is
    read as the more likely one by the game's end."""
    m = SeatModel.load(tables)
    for name in ("random", "simple"):
        state = _game_story(name, 41)
        team = 1   # the field player sits on seats 1 and 3 in even games
        post = m.posterior(state.match_story, team, state.rules.variant)
        assert max(post, key=post.get) == name, post
        assert sum(post.values()) == pytest.approx(1.0)


def _game_story(name, seed):
    import random
    from game.ai.table import make_player
    specs = ["ai:5555@txapeldun", dict(seat_model.FIELD)[name]] * 2
    players = [make_player(s) for s in specs]
    state = model.new_game(model.Rules(), seed)
    rng = random.Random(seed)
    while state.phase != model.Phase.MATCH_OVER:
        state = model.step(state, players[state.to_act](model.observe(state, state.to_act), rng))
    return state


def test_a_tiny_check_scores_the_calls_under_three_models(tables, capsys):
    assert seat_model.main(["check", "--tables", str(tables), "--games", "1", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "| field player | calls | own counts | the posterior's mixture | read profile |" in out
    assert "| simple |" in out and "| normal-5555 |" in out


def test_bad_arguments_are_refused_with_a_message(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    with pytest.raises(SystemExit):
        seat_model.main(["check", "--tables", str(bad), "--seed", "1"])
    assert "not a table" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        seat_model.main(["record", "--out", str(tmp_path / "x.json"), "--seed", "1", "--games", "0"])
    assert "at least 1" in capsys.readouterr().err
