"""Odd and hostile files in the user folder (issue 11, defects 2-4 and 6-10):
decimals and booleans for whole numbers, deep nesting, a named pipe, a
byte-order mark, temporary files left by a kill, an unreadable kept game, a kept
game already over, a refused file whose text is huge; and Play asking before it
replaces a kept game."""
import json
import os
import threading
import time

import pytest

from game import model
from game.platform import files
from game.shell.driver import Driver
from game.match.keeper import GameKeeper, read_game_file
from matches import kept_json, match_of
from game.platform.settings import ComputerPlayer, Settings, SettingsStore
from game.scenes.confirm import ConfirmScene
from game.scenes.players_screen import PlayersScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from game.ui.notice import draw_line_box
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def kept_game(tmp_path, seed=3, calls=5, **rules):
    state = model.new_game(model.Rules(**rules), seed)
    for _ in range(calls):
        state = model.step(state, model.legal_actions(state)[0])
    data = kept_json(state, seed)
    return state, data


def make_app(tmp_path, **kw):
    return started_app(tmp_path, seed=4, clear=False, **kw)


def aside(tmp_path, name):
    return sorted(p for p in tmp_path.iterdir() if p.name.startswith(f"{name}.bad-"))


# -- defect 2: whole numbers are ints -----------------------------------------

def test_decimals_and_booleans_are_not_whole_numbers_in_settings(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps(
        {"target": 30.0, "games_to_win": True, "sound": 1, "language": "fr"}))
    app = make_app(tmp_path)
    s = app.settings
    assert (s.target, s.games_to_win, s.sound, s.language) == (40, 1, True, "fr")
    assert type(s.target) is int and type(s.games_to_win) is int
    assert "target" in app.store.notice and "games_to_win" in app.store.notice
    assert len(aside(tmp_path, "settings.json")) == 1
    Driver(app).play_until_game_over(max_ticks=300)  # Play works: the table is dealt
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert table.state.rules == model.Rules()


@pytest.mark.parametrize("bad", [
    dict(target=40.0), dict(games_to_win=2.0), dict(games_to_win=True), dict(variant=True),
    dict(max_mus_rounds=3.0), dict(target=True),
])
def test_rules_and_settings_refuse_decimals_and_booleans(bad):
    with pytest.raises(ValueError):
        model.Rules(**bad)
    if "max_mus_rounds" not in bad:
        with pytest.raises(ValueError):
            Settings(**bad)


@pytest.mark.parametrize("damage", [
    lambda d: {**d, "rules": {**d["rules"], "games_to_win": 2.0}},
    lambda d: {**d, "rules": {**d["rules"], "games_to_win": True}},
    lambda d: {**d, "rules": {}},
    lambda d: {**d, "seed": 3.0},
    lambda d: {**d, "seed": True},
    lambda d: {**d, "format": 1.0},
    lambda d: {**d, "moves": ["٠" + d["moves"][0][1:]] + d["moves"][1:]},  # an Arabic-Indic zero
    lambda d: {**d, "moves": [d["moves"][0].replace(" ", "  ")] + d["moves"][1:]},
    lambda d: {k: v for k, v in d.items() if k != "moves"},
    lambda d: {**d, "extra": 1},
])
def test_a_kept_game_with_odd_values_is_refused_and_kept_aside(tmp_path, damage):
    _, data = kept_game(tmp_path)
    data = damage(data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    keeper = GameKeeper(path)
    assert keeper.load_match() is None
    assert keeper.notice and "could not be resumed" in keeper.notice
    (moved,) = aside(tmp_path, "game.json")
    assert json.loads(moved.read_text()) == data and not path.exists()


def test_continue_on_a_bad_kept_game_goes_back_to_the_title_with_the_notice(tmp_path):
    _, data = kept_game(tmp_path, games_to_win=2)
    data["rules"]["games_to_win"] = 2.0
    (tmp_path / "game.json").write_text(json.dumps(data))
    app = make_app(tmp_path)
    title = app.top
    title.resume()
    for _ in range(5):
        app.tick(1 / 30)
    assert isinstance(app.top, TitleScene) and "could not be resumed" in app.top.notice()
    assert app.top.widgets.widgets[0].name == "play"  # no Continue to crash again


# -- defect 3: deep nesting -----------------------------------------------------

DEEP = "[" * 100_000 + "]" * 100_000


def test_deeply_nested_settings_do_not_stop_the_game(tmp_path):
    (tmp_path / "settings.json").write_text(DEEP)
    app = make_app(tmp_path, autoplay=True)
    for _ in range(30):
        app.tick(1 / 30)
    assert app.settings == Settings() and "nested" in app.store.notice
    assert aside(tmp_path, "settings.json")[0].read_text() == DEEP


def test_a_deeply_nested_kept_game_is_kept_aside(tmp_path):
    (tmp_path / "game.json").write_text('{"format": 1, "moves": ' + DEEP + "}")
    keeper = GameKeeper(tmp_path / "game.json")
    assert keeper.load_match() is None and "nested" in keeper.notice
    assert len(aside(tmp_path, "game.json")) == 1


# -- defect 4: the notice fits the screen ----------------------------------------

def test_the_notice_of_a_refused_game_is_short_and_fits_the_screen(tmp_path):
    _, data = kept_game(tmp_path)
    huge = "0 " + "x" * 200_000
    for moves in (data["moves"] + ["0 kanta"], data["moves"] + [huge], [huge]):
        path = tmp_path / "game.json"
        path.write_text(json.dumps({**data, "moves": moves}))
        keeper = GameKeeper(path)
        assert keeper.load_match() is None
        assert len(keeper.notice) < 170, keeper.notice
        assert "legal" not in keeper.notice  # no list of every legal call
    app = make_app(tmp_path)
    for text in (keeper.notice, "é" * 200_000, "W" * 500):
        box = draw_line_box(app.screen, app.res, text, (960, 1036))
        assert box.width <= 1920 - 80 and box.height <= 200, (text[:20], box)
    app.tick(1 / 30)


# -- defect 6: a kept game already over --------------------------------------------

def test_a_kept_game_that_reaches_the_end_is_moved_to_the_last_game(tmp_path):
    state = model.new_game(model.Rules(target=30), 9)
    while state.phase != "match-over":
        state = model.step(state, model.legal_actions(state)[-1])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(kept_json(state, 9)))
    app = make_app(tmp_path)
    title = app.top
    assert title.widgets.widgets[0].name == "continue"
    title.resume()
    app.tick(1 / 30)
    assert isinstance(app.top, TitleScene)  # never a dead table
    assert "already ended" in app.top.notice()
    assert not path.exists() and read_game_file(tmp_path / "last-game.json").finished
    assert app.top.widgets.widgets[0].name == "play"


# -- defect 7: a named pipe ----------------------------------------------------------

def in_a_thread(work, seconds=10):
    result = {}
    thread = threading.Thread(target=lambda: result.setdefault("value", work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "it hangs"
    return result["value"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_in_place_of_the_files_does_not_hang(tmp_path):
    os.mkfifo(tmp_path / "settings.json")
    os.mkfifo(tmp_path / "game.json")
    store = in_a_thread(lambda: SettingsStore(tmp_path / "settings.json"))
    assert store.settings == Settings() and "not a plain file" in store.notice
    keeper = GameKeeper(tmp_path / "game.json")
    assert keeper.has_game()
    assert in_a_thread(keeper.load_match) is None and "not a plain file" in keeper.notice
    assert len(aside(tmp_path, "settings.json")) == len(aside(tmp_path, "game.json")) == 1


# -- defect 8: a byte-order mark -------------------------------------------------------

def test_settings_saved_with_a_byte_order_mark_are_read(tmp_path):
    wanted = Settings(language="eu", target=30, players=(
        ComputerPlayer("Miren"), ComputerPlayer("Jon"), ComputerPlayer("Ane")))
    (tmp_path / "settings.json").write_bytes(
        b"\xef\xbb\xbf" + json.dumps(wanted.to_json(), ensure_ascii=False).encode("utf-8"))
    store = SettingsStore(tmp_path / "settings.json")
    assert store.settings == wanted and store.notice is None
    assert aside(tmp_path, "settings.json") == []


def test_a_kept_game_with_a_byte_order_mark_resumes(tmp_path):
    state, data = kept_game(tmp_path, calls=3)
    (tmp_path / "game.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode())
    match = GameKeeper(tmp_path / "game.json").load_match()
    assert (match.state, match.seed) == (state, 3)


# -- defect 9: temporary files and the folder's sync ---------------------------------------

def test_temporary_files_left_by_a_kill_are_cleaned_at_start(tmp_path):
    stale = [tmp_path / ".game.json.abc123.tmp", tmp_path / ".settings.json.x1.tmp",
             tmp_path / ".last-game.json.q.tmp"]
    fresh = tmp_path / ".game.json.running.tmp"  # another save may be writing it right now
    for path in stale + [fresh]:
        path.write_text("half a save")
    old = time.time() - 3600
    for path in stale:
        os.utime(path, (old, old))
    other = tmp_path / "notes.tmp"
    other.write_text("not ours")
    os.utime(other, (old, old))
    make_app(tmp_path)
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted([fresh.name, other.name]), left


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    import stat
    synced = []
    real = os.fsync

    def fsync(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real(fd)

    monkeypatch.setattr(files.os, "fsync", fsync)
    files.write_atomically(tmp_path / "game.json", "{}")
    if os.name == "posix":
        assert synced == [False, True]  # the file, then its folder


# -- defect 10: an unreadable kept game; Play asks first -------------------------------------

def test_an_unreadable_kept_game_is_kept_aside_not_overwritten(tmp_path, monkeypatch):
    state, data = kept_game(tmp_path)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    real = os.open

    def refuse(name, *args, **kw):  # as a file without read permission (root reads anything)
        if os.fspath(name) == os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(name))
        return real(name, *args, **kw)

    monkeypatch.setattr(files.os, "open", refuse)
    keeper = GameKeeper(path)
    assert keeper.load_match() is None
    assert "Permission denied" in keeper.notice
    (moved,) = aside(tmp_path, "game.json")
    assert moved.name in keeper.notice
    monkeypatch.undo()
    keeper.keep(match_of(model.new_game(model.Rules(), 1), 1))  # the next game
    keeper.flush()
    assert json.loads(moved.read_text()) == data  # what the player had is still there


def test_play_asks_before_replacing_a_kept_game(tmp_path):
    state, data = kept_game(tmp_path)
    (tmp_path / "game.json").write_text(json.dumps(data))
    app = make_app(tmp_path)
    driver = Driver(app)
    title = app.top
    driver.press(title.widgets, title.button("play"))
    driver.tick()
    question = app.top
    assert isinstance(question, ConfirmScene)
    driver.press(question.widgets, question.button("back"))
    driver.tick()
    assert app.top is title and json.loads((tmp_path / "game.json").read_text()) == data
    driver.press(title.widgets, title.button("play"))
    driver.tick()
    driver.press(app.top.widgets, app.top.button("new"))
    driver.tick()
    assert isinstance(app.top, PlayersScene)


def test_play_without_a_kept_game_asks_nothing(tmp_path):
    app = make_app(tmp_path)
    driver = Driver(app)
    driver.press(app.top.widgets, app.top.button("play"))
    driver.tick()
    assert isinstance(app.top, PlayersScene)
