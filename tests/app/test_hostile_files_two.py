"""Hostile files, second round (issue "Nothing lost, part two"): a count no
life of play reaches, a damaged last-game.json, a settings.json of only
`null`, a user folder that is a file or a broken link, and a failed save
that must name the file saved, not its temporary file."""
import json
import os

import pytest

from game import model
from game.platform import files
from game.match.keeper import GameKeeper, read_game_file
from matches import kept_json as to_json, match_of
from game.platform.settings import Settings, SettingsStore
from game.match.stats_store import StatsStore
from game.match.statistics import Statistics
from game.scenes.title import TitleScene
from game.ui.text import texts_drawn
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def aside(folder, name):
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.bad-"))


def finished_match(seed=3):
    state = model.new_game(model.Rules(), seed)
    while state.phase != "match-over":
        state = model.step(state, model.legal_actions(state)[-1])
    return state


# -- failure 2: a count beyond a life of play ----------------------------------

@pytest.mark.parametrize("field, value", [
    ("hands", 10 ** 1600),
    ("hands", 10 ** 13),
    ("games", {"won": 10 ** 40, "lost": 0}),
    ("tira_points", {"won": 0, "lost": 10 ** 20}),
], ids=["1600 digits", "13 digits", "games won", "Tira points"])
def test_a_count_no_life_of_play_reaches_is_kept_aside(tmp_path, field, value):
    path = tmp_path / "stats.json"
    good = {"format": 1, "hands": 12, "openings": 4, "imidos": 1}
    text = json.dumps({**good, field: value})
    path.write_text(text, encoding="utf-8")
    store = StatsStore(path)
    store.flush()
    kept = aside(tmp_path, "stats.json")
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
    assert store.notice and field in store.notice and kept[0].name in store.notice
    assert getattr(store.stats, field) == getattr(Statistics(), field)
    assert store.stats.openings == 4  # every other field is kept
    assert StatsStore(path).notice is None  # what was kept is a good file now


def test_a_long_life_of_play_is_still_counted(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": 1, "hands": 300_000_000,
                                "tira_points": {"won": 9_000_000_000, "lost": 1}}), encoding="utf-8")
    store = StatsStore(path)
    assert store.notice is None and store.stats.hands == 300_000_000 and not aside(tmp_path, "stats.json")


# -- failure 4: a damaged last-game.json ---------------------------------------

@pytest.mark.parametrize("damage", [b"{ not json", b'{"format": 1, "seed": "x"}', b"\xff\xfe\x00",
                                    b"null"])
def test_a_damaged_last_game_is_kept_aside_with_a_notice(tmp_path, damage):
    (tmp_path / "last-game.json").write_bytes(damage)
    keeper = GameKeeper(tmp_path / "game.json")
    kept = aside(tmp_path, "last-game.json")
    assert len(kept) == 1 and kept[0].read_bytes() == damage
    assert not (tmp_path / "last-game.json").exists()
    assert keeper.notice and "last game" in keeper.notice and kept[0].name in keeper.notice
    # the next finished match is kept in its place; the damaged one stays aside
    end = finished_match()
    keeper.keep(match_of(end, 3))
    keeper.flush()
    assert read_game_file(tmp_path / "last-game.json").moves == end.history
    assert kept[0].read_bytes() == damage


def test_the_title_says_the_last_game_was_damaged(tmp_path):
    (tmp_path / "last-game.json").write_text("[1, 2", encoding="utf-8")
    app = started_app(tmp_path, seed=4)
    kept = aside(tmp_path, "last-game.json")
    assert isinstance(app.top, TitleScene) and len(kept) == 1
    app.tick(0.05)
    assert any(kept[0].name in text for text in texts_drawn(app.res))


def test_a_good_last_game_and_a_demo_leave_the_files_alone(tmp_path):
    end = finished_match(5)
    (tmp_path / "last-game.json").write_text(json.dumps(to_json(end, 5)), encoding="utf-8")
    keeper = GameKeeper(tmp_path / "game.json")
    assert keeper.notice is None and keeper.last_game().moves == end.history
    (tmp_path / "last-game.json").write_text("{ damaged", encoding="utf-8")
    GameKeeper(tmp_path / "game.json", enabled=False)  # a demo reads nothing, moves nothing
    assert not aside(tmp_path, "last-game.json")


# -- rough edge: a settings.json of only null ---------------------------------

def test_a_settings_file_of_only_null_is_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("null\n", encoding="utf-8")
    store = SettingsStore(path)
    kept = aside(tmp_path, "settings.json")
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "null\n"
    assert store.settings == Settings() and store.notice and kept[0].name in store.notice
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 1


def test_a_statistics_file_of_only_null_is_kept_aside(tmp_path):
    (tmp_path / "stats.json").write_text("null", encoding="utf-8")
    store = StatsStore(tmp_path / "stats.json")
    store.flush()
    assert len(aside(tmp_path, "stats.json")) == 1 and store.notice


# -- rough edge: a user folder that cannot be one ------------------------------

def folder_that_is(kind, tmp_path):
    place = tmp_path / "solo-mus"
    if kind == "a file":
        place.write_text("not a folder")
    elif kind == "a link loop":
        os.symlink(place, place)
    elif kind == "a dangling link":
        os.symlink(tmp_path / "gone", place)
    return place


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
@pytest.mark.parametrize("kind, said", [("a file", "solo-mus is a file, not a folder"),
                                        ("a link loop", "solo-mus is a symbolic link that loops"),
                                        ("a dangling link", "solo-mus is a link to gone, which is missing")])
def test_a_user_folder_that_is_not_one_is_named_in_the_banner(tmp_path, kind, said):
    folder = folder_that_is(kind, tmp_path)
    app = started_app(settings_path=folder / "settings.json")
    app.keeper.keep(match_of(model.new_game(model.Rules(), 1), 1))
    app.keeper.flush()
    assert said in app.banner() and "File exists" not in app.banner()
    app.change_settings(volume=3)
    assert said in app.store.notice and "File exists" not in app.store.notice
    app.stats.reset()
    app.stats.flush()
    assert said in app.stats.notice


def test_a_failed_statistics_save_names_stats_json(tmp_path, monkeypatch):
    path = tmp_path / "stats.json"

    def refused(prefix, suffix, dir):  # what mkstemp raises in a folder that takes no new file
        raise PermissionError(13, "Permission denied", os.path.join(dir, f"{prefix}k2j3{suffix}"))
    monkeypatch.setattr(files.tempfile, "mkstemp", refused)
    store = StatsStore(path)
    store.reset()
    store.flush()
    assert "(stats.json)" in store.notice and ".tmp" not in store.notice
    settings = SettingsStore(tmp_path / "settings.json")
    settings.update(volume=2)
    assert "(settings.json)" in settings.notice and ".tmp" not in settings.notice


def test_a_failed_replace_names_the_file_and_leaves_no_temp_file(tmp_path, monkeypatch):
    path = tmp_path / "stats.json"

    def refused(src, dst):
        raise PermissionError(13, "Permission denied", src, dst)
    monkeypatch.setattr(files.os, "replace", refused)
    with pytest.raises(PermissionError) as caught:
        files.write_atomically(path, "{}")
    assert caught.value.filename == str(path) and files.why(caught.value) == "Permission denied (stats.json)"
    assert list(tmp_path.iterdir()) == []
