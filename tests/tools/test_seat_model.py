"""tools/seat_model.py: the counts it records (the same from the same seed),
the module it writes for the game, and its check of the models."""
import json

import pytest

from game.ai.field_model import CLASSES, SeatModel
from tools import seat_model


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    """Counts of two kinds of player, two games each against Txapeldun."""
    path = tmp_path_factory.mktemp("field") / "field.json"
    path.write_text(json.dumps(seat_model.record(2, 5, 1, ["random", "simple"])))
    return path


def test_the_counts_are_the_same_from_the_same_seed_and_count_every_searched_call(tables):
    data = json.loads(tables.read_text())
    again = json.loads(json.dumps(seat_model.record(2, 5, 1, ["random", "simple"])))
    assert again == data
    assert sorted(data["types"]) == ["random", "simple", "txapeldun"]
    for kind in data["types"].values():
        assert all(len(row) == len(CLASSES) for row in kind["counts"].values())
    calls = sum(sum(map(sum, t["counts"].values())) for t in data["types"].values())
    assert calls > 100
    other = seat_model.record(2, 6, 1, ["random", "simple"])
    assert json.loads(json.dumps(other)) != data


def test_the_module_it_writes_is_the_counts_the_game_reads(tables, tmp_path, monkeypatch):
    import types
    data = json.loads(tables.read_text())
    text = seat_model.module_text(data, types.SimpleNamespace(games=2, seed=5, jobs=1), 3.0)
    assert "python tools/seat_model.py record --games 2 --seed 5 --module game/ai/field_tables.py" in text
    namespace: dict = {}
    exec(compile(text, "field_tables.py", "exec"), namespace)
    import base64
    import zlib
    assert json.loads(zlib.decompress(base64.b85decode(namespace["DATA"]))) == data
    assert SeatModel(data).types == ("random", "simple", "txapeldun")


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
