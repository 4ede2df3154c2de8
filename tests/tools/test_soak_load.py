"""The soak under load (tools/soak_load.py; issue "Nothing lost, part two":
a long driven soak under heavy load once stopped saving after hand 45): it
plays driven games while other processes load the machine, and fails as soon
as saving stops or falls more than one call behind; it reports the calls
saved against the calls made."""
import pytest

from game.match import keeper as saved_game
from matches import match_of

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.mark.slow
def test_the_soak_fails_when_saving_stops(monkeypatch, capsys):
    from tools import soak_load
    monkeypatch.setattr(soak_load, "SAVE_GRACE", 0.5)
    real = saved_game.GameKeeper._save
    calls = {"n": 0}

    def stops_after_forty(self):
        calls["n"] += 1
        if calls["n"] <= 40:
            real(self)  # then nothing more is written, and nothing said: saving stopped

    monkeypatch.setattr(saved_game.GameKeeper, "_save", stops_after_forty)
    figures = soak_load.soak_driven(games=2, load=0, seed=3)
    assert "saving stopped or fell behind" in figures["stalled"] and "game 1, hand" in figures["stalled"]
    assert soak_load.report(figures, 2) == 1
    assert "soak under load: FAILED: saving stopped" in capsys.readouterr().out


def test_a_save_that_raises_the_unexpected_is_not_silent(tmp_path, capsys, monkeypatch):
    from game import model
    from game.platform import files
    keeper = saved_game.GameKeeper(tmp_path / "game.json")

    def broken(path, text):
        raise RuntimeError("the unexpected")
    monkeypatch.setattr(files, "write_atomically", broken)
    keeper.keep(match_of(model.new_game(model.Rules(), 1), 1))
    keeper.flush()
    assert keeper.unsaved() and keeper.failure and "RuntimeError" in keeper.failure
    assert "the unexpected" in capsys.readouterr().err


@pytest.mark.slow
def test_the_soak_under_load_plays_and_saves_every_call(capsys):
    from tools import soak_load
    figures = soak_load.soak_driven(games=3, load=1, seed=5)
    assert "stalled" not in figures and figures["games"] == 3
    assert figures["made"] > 100 and figures["saved"] == figures["made"]
    assert figures["hands"] > 3 and figures["hands saved"] == figures["hands"]
    assert figures["behind after waiting"] <= 1 and figures["writes"] > 0
    assert soak_load.report(figures, 3) == 0
    out = capsys.readouterr().out
    assert f"calls made {figures['made']}, calls saved {figures['made']}" in out
