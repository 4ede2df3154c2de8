"""A save that fails is never silent and never loses the game (issue 11, defect 1):
the banner shows at once at the table, the game stays in memory and is saved on
the next call, the banner clears when a save succeeds, and closing the window
with unsaved progress asks first."""
import json

import pygame
import pytest

from apps import new_app, start_on_title, table_by_buttons

from game.match import keeper as saved_game
from game.shell.driver import Driver
from game.match.keeper import read_game_file
from game.scenes.confirm import ConfirmScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def Disk(monkeypatch, folder):
    """The user folder's disk: full (no byte written to a file there) or not."""
    from faults import Disk
    return Disk(monkeypatch, folder)


def to_the_table(tmp_path, seed=5):
    app = new_app(tmp_path, seed=seed, speed=40)
    start_on_title(app)
    driver = Driver(app, seed=2)
    table = table_by_buttons(driver)
    for _ in range(300):
        if table.awaiting:
            return app, driver, table
        driver.tick()
    raise AssertionError("the table never asked the player")


def play_calls(app, driver, table, n):
    """Play until `n` more calls have been made at the table."""
    start = len(table.state.history)
    for _ in range(3000):
        if len(table.state.history) >= start + n:
            return
        if app.top is table and table.awaiting:
            driver.play_turn(table)
        driver.tick()
    raise AssertionError("the game did not go on")


def banner_on_screen(app) -> bool:
    """The banner's dark box at the top centre of the frame last drawn."""
    return tuple(app.screen.get_at((960, 7)))[:3] == (30, 18, 10)


def test_a_failed_save_shows_at_the_table_keeps_the_game_and_clears(tmp_path, monkeypatch):
    disk = Disk(monkeypatch, tmp_path)
    app, driver, table = to_the_table(tmp_path)
    app.tick(0)
    assert not banner_on_screen(app)
    disk.full = True
    play_calls(app, driver, table, 3)
    app.keeper.flush()
    assert app.banner() and "No space left" in app.banner() and "not saved" in app.banner()
    app.tick(1 / 30, lazy=True)  # the lazy loop redraws for the banner at once
    assert app.top is table and banner_on_screen(app)
    assert app.keeper.unsaved() and app.keeper.has_game()
    on_disk = read_game_file(tmp_path / "game.json").moves
    assert len(on_disk) < len(table.state.history)  # the disk lags; memory has it all

    disk.full = False  # space again: the next call saves everything and the banner goes
    play_calls(app, driver, table, 1)
    app.keeper.flush()
    app.tick(1 / 30)
    assert app.banner() is None and not banner_on_screen(app)
    assert not app.keeper.unsaved()
    assert read_game_file(tmp_path / "game.json").moves == table.state.history


def test_closing_with_unsaved_progress_asks_first(tmp_path, monkeypatch):
    disk = Disk(monkeypatch, tmp_path)
    app, driver, table = to_the_table(tmp_path)
    disk.full = True
    play_calls(app, driver, table, 2)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.tick()
    assert app.running and isinstance(app.top, ConfirmScene)
    assert "Could not save game.json" in app.top.subtitle
    driver.press(app.top.widgets, app.top.button("back"))
    driver.tick()
    assert app.top is table and app.running

    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.tick()
    disk.full = False  # "Try to save again" now works and quits
    driver.press(app.top.widgets, app.top.button("retry"))
    driver.tick()
    assert not app.running
    assert read_game_file(tmp_path / "game.json").moves == table.state.history


def test_quit_anyway_and_a_clean_close_asks_nothing(tmp_path, monkeypatch):
    disk = Disk(monkeypatch, tmp_path / "again")
    app, driver, table = to_the_table(tmp_path)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.tick()
    assert not app.running  # everything saved: closing just closes

    app, driver, table = to_the_table(tmp_path / "again")
    disk.full = True
    play_calls(app, driver, table, 1)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.tick()
    driver.press(app.top.widgets, app.top.button("quit"))
    driver.tick()
    assert not app.running


def test_an_unsaved_game_can_still_be_continued_from_memory(tmp_path, monkeypatch):
    disk = Disk(monkeypatch, tmp_path)
    app, driver, table = to_the_table(tmp_path)
    disk.full = True
    play_calls(app, driver, table, 4)
    app.keeper.flush()
    left = table.state
    app.reset(TitleScene(app))  # Quit to title: the table is gone, the game is not
    title = app.top
    assert title.widgets.widgets[0].name == "continue"
    title.resume()
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.state.history[: len(left.history)] == left.history[: len(resumed.state.history)]
    assert len(resumed.state.history) >= len(left.history) - 4  # at most back to the exchange's start


def test_the_finished_match_is_kept_as_the_last_game(tmp_path):
    from game import model
    from game.match import Match
    keeper = saved_game.GameKeeper(tmp_path / "game.json")
    match = Match.begin(model.Rules(), 11)
    while not match.finished:
        match = match.then(model.legal_actions(match.state)[-1])
        keeper.keep(match)
    keeper.flush()
    assert not (tmp_path / "game.json").exists()
    last = read_game_file(tmp_path / "last-game.json")
    assert last.finished and last.moves == match.moves and last.seed == 11
    assert json.loads((tmp_path / "last-game.json").read_text())["format"] == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == ["last-game.json"]


def test_the_lazy_loop_redraws_when_the_save_status_changes(tmp_path):
    app = new_app(tmp_path, seed=1)
    start_on_title(app)
    app.tick(0.0)
    pygame.event.clear()
    frames = app.frames
    app.tick(0.01, lazy=True)
    assert app.frames == frames  # a still title: nothing to redraw
    app.keeper.failure = "Game not saved (No space left on device): kept in memory."
    app.tick(0.01, lazy=True)
    assert app.frames == frames + 1 and banner_on_screen(app)
    app.tick(0.01, lazy=True)
    assert app.frames == frames + 1  # drawn once, then still again
    app.keeper.failure = None
    app.tick(0.01, lazy=True)
    assert app.frames == frames + 2 and not banner_on_screen(app)


# -- every kept file, not only the game (issue #37: with the disk full, a
# lesson done, a key remapped and two hands played, "Try to save again" saved
# the game but never stats.json, lessons.json, settings.json) --------------
def nothing_saved(tmp_path, monkeypatch):
    """At the table with the disk full (for all five kept files: the one
    store writes them all, game/platform/store.py): a lesson done, a key
    remapped, two hands played; then the disk has room again. Nothing of it
    is on disk."""
    from apps import player_turns
    from game.platform.controls import Controls
    from game.txapelketa.pairs import ComputerPlayer
    disk = Disk(monkeypatch, tmp_path)
    app, driver, table = to_the_table(tmp_path)
    disk.full = True
    app.lessons.finish("cards")
    app.championship.start(3, ComputerPlayer("Ane"))
    app.change_settings(controls=Controls().assign_key("look", "q").controls)
    hands = app.stats.stats.hands
    for _ in player_turns(driver, table):
        if app.stats.stats.hands >= hands + 2 and table.awaiting:
            break
    assert app.stats.stats.hands >= hands + 2
    names = [name for name, _why in app.unsaved_files()]
    assert names == ["game.json", "stats.json", "lessons.json", "championship.json", "settings.json"]
    assert all("No space left" in why for _name, why in app.unsaved_files())
    disk.full = False
    return app, driver, table


def assert_all_on_disk(tmp_path, app, table):
    from game.match.championship_store import ChampionshipStore
    from game.platform.settings import SettingsStore
    assert app.unsaved_files() == []
    assert read_game_file(tmp_path / "game.json").moves[:len(table.state.history)] == table.state.history
    stats = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))
    assert stats["hands"] == app.stats.stats.hands >= 2
    assert "cards" in json.loads((tmp_path / "lessons.json").read_text(encoding="utf-8"))["done"]
    assert ChampionshipStore(tmp_path / "championship.json").championship.seed == 3
    assert SettingsStore(tmp_path / "settings.json").settings.controls.key_of("look") == "q"


@pytest.mark.slow
def test_try_to_save_again_at_close_saves_every_kept_file(tmp_path, monkeypatch):
    app, driver, table = nothing_saved(tmp_path, monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.tick()
    assert isinstance(app.top, ConfirmScene)
    for name in ("game.json", "stats.json", "lessons.json", "settings.json"):
        assert name in app.top.subtitle
    driver.press(app.top.widgets, app.top.button("retry"))
    driver.tick()
    assert not app.running
    assert_all_on_disk(tmp_path, app, table)


@pytest.mark.slow
def test_the_next_call_saves_every_kept_file(tmp_path, monkeypatch):
    app, driver, table = nothing_saved(tmp_path, monkeypatch)
    play_calls(app, driver, table, 1)
    assert_all_on_disk(tmp_path, app, table)


@pytest.mark.slow
def test_a_signal_tries_every_kept_file_once_more(tmp_path, monkeypatch, capsys):
    from game.platform.stopping import farewell
    app, driver, table = nothing_saved(tmp_path, monkeypatch)
    farewell(app, "stopped by SIGTERM")
    assert capsys.readouterr().err.strip() == "solo-mus: stopped by SIGTERM"  # nothing lost
    assert_all_on_disk(tmp_path, app, table)


@pytest.mark.slow
def test_a_signal_with_the_disk_still_full_names_every_file_lost(tmp_path, monkeypatch, capsys):
    from game.platform.stopping import farewell
    app, driver, table = nothing_saved(tmp_path, monkeypatch)
    Disk(monkeypatch, tmp_path).full = True
    farewell(app, "stopped by SIGTERM")
    err = capsys.readouterr().err
    assert "of the game in progress could not be saved" in err
    assert ("stats.json, lessons.json, championship.json, settings.json could not be saved "
            "(No space left on device)") in err


@pytest.mark.slow
def test_the_settings_notice_says_they_are_saved_again_and_the_next_call_does(tmp_path, monkeypatch):
    """A failed save of the settings said the changes last until the game
    closes, though every kept file is tried again after each call: the
    notice says so, and the next call does save them."""
    from apps import player_turns
    from game.platform.settings import SettingsStore
    app, driver, table = nothing_saved(tmp_path, monkeypatch)
    said = app.store.notice
    assert "saved again after each call" in said and "until the game closes" not in said
    calls = len(table.state.history)
    for _ in player_turns(driver, table):
        if len(table.state.history) > calls:
            break
    assert len(table.state.history) > calls
    assert SettingsStore(tmp_path / "settings.json").settings.controls.key_of("look") == "q"
    assert ("settings.json" not in [name for name, _why in app.unsaved_files()])
