"""Hostile settings and kept-game files against the loaders (issue 11): any
bytes, any JSON, a valid file with one value replaced by anything. Loading
always ends in a clean fallback or a clear refusal, never a traceback; the
player's file is either used as it is or kept aside byte for byte; what loads
is a value the game's own checks accept."""
import json
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import model
from game.match.keeper import GameKeeper, read_game_file
from matches import kept_json
from game.platform.settings import Settings, SettingsStore

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)
FUZZ = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def all_bytes(folder: Path) -> set[bytes]:
    return {p.read_bytes() for p in folder.iterdir() if p.is_file()}


def load_settings(content: bytes):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(content)
        store = SettingsStore(path)
        s = store.settings
        assert isinstance(s, Settings)
        assert Settings(**{f: getattr(s, f) for f in Settings.__slots__}) == s  # passes its own checks
        kept = all_bytes(Path(folder))
        assert content in kept  # used as it is, or kept aside byte for byte
        if store.notice is None:
            assert path.read_bytes() == content
        else:
            assert len(store.notice) < 200
            assert SettingsStore(path).settings == s  # the repaired file reads back the same


@pytest.mark.slow
@FUZZ
@given(st.binary(max_size=200))
def test_settings_of_any_bytes(content):
    load_settings(content)


@pytest.mark.slow
@FUZZ
@given(json_values)
def test_settings_of_any_json(value):
    load_settings(json.dumps(value).encode())


SETTINGS_KEYS = list(Settings().to_json())


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(SETTINGS_KEYS), json_values, st.integers(0, 2), st.sampled_from(
    ["name", "haundia", "tipia", "pariak", "jokoa", "extra"]))
def test_settings_with_one_value_replaced(key, value, player, slider):
    data = Settings().to_json()
    data[key] = value
    if key == "players":
        data[key] = Settings().to_json()["players"]
        data[key][player][slider] = value
    load_settings(json.dumps(data).encode())


def game_file() -> tuple[dict, model.State]:
    rng = random.Random(5)
    state = model.new_game(model.Rules(games_to_win=2), 5)
    while len(state.history) < 40 or state.phase in ("discard", "hand-over"):
        legal = [a for a in model.legal_actions(state) if a.kind not in ("hordago", "kanta")]
        state = model.step(state, rng.choice(legal))
    return kept_json(state, 5), state


GOOD_GAME, GOOD_STATE = game_file()


def load_game(content: bytes):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        path.write_bytes(content)
        keeper = GameKeeper(path)
        loaded = keeper.load_match()
        if loaded is None:
            assert keeper.notice and len(keeper.notice) < 200
            assert not path.exists() and content in all_bytes(Path(folder))
        else:
            assert isinstance(loaded.state, model.State) and type(loaded.seed) is int
            assert path.read_bytes() == content
            assert read_game_file(path).resumable() == loaded


@FUZZ
@given(st.binary(max_size=200))
def test_kept_games_of_any_bytes(content):
    load_game(content)


@pytest.mark.slow
@FUZZ
@given(json_values)
def test_kept_games_of_any_json(value):
    load_game(json.dumps(value).encode())


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(["format", "seed", "rules", "moves", "variant", "target", "games_to_win",
                        "max_mus_rounds", "move", "decided", "decision"]), json_values, st.integers(0, 10_000))
def test_kept_games_with_one_value_replaced(key, value, where):
    data = json.loads(json.dumps(GOOD_GAME))
    if key in data:
        data[key] = value
    elif key == "move":
        data["moves"][where % len(data["moves"])] = value
    elif key == "decision":
        data["decided"][where % len(data["decided"])] = value
    else:
        data["rules"][key] = value
    load_game(json.dumps(data).encode())


@FUZZ
@given(st.integers(0, 2000), st.binary(min_size=1, max_size=3))
def test_kept_games_cut_or_spliced(cut, splice):
    good = json.dumps(GOOD_GAME).encode()
    load_game(good[:cut] + splice + good[cut + len(splice):])


def test_the_good_file_loads():
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        path.write_text(json.dumps(GOOD_GAME))
        assert read_game_file(path).state == GOOD_STATE
