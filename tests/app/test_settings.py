"""Settings that are never lost: defaults, a round trip, atomic writes, a
damaged file kept aside with a notice, a partly invalid file that keeps its
valid fields, a folder that cannot be written; and the Settings screen driven
by the keyboard alone, whose variant the next game uses."""
import json

import pygame
import pytest

from game.ai import Personality
from game.model import Variant
from game.shell.driver import Driver
from game.platform.settings import ComputerPlayer, Settings, SettingsStore, default_path, name_problem
from game.scenes.players_screen import PlayersScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from game.ui.text import texts_drawn
from apps import pause_over_table, started_app

FOUR_KINGS = Variant.FOUR_KINGS

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def test_the_default_location_is_the_redirected_config_folder(private_config_home):
    assert default_path() == private_config_home / "solo-mus" / "settings.json"


def test_missing_file_gives_defaults_quietly(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    assert store.settings == Settings()
    assert store.notice is None
    assert [p.name for p in store.settings.players] == ["Mikel", "Ane", "Itziar"]
    assert all(str(p.personality) == "5555" for p in store.settings.players)
    assert not (tmp_path / "settings.json").exists()  # nothing written until something changes


def test_round_trip_and_no_temp_files_left(tmp_path):
    path = tmp_path / "deep" / "folder" / "settings.json"
    store = SettingsStore(path)
    players = store.settings.with_player(2, ComputerPlayer("Maitane Ñ-é", Personality(9, 1, 5, 3))).players
    store.update(language="eu", sound=False, fullscreen=False, speed="fast", variant=FOUR_KINGS,
                 target=30, games_to_win=3, players=players, reduced_motion=True)
    again = SettingsStore(path)
    assert again.settings == store.settings
    assert again.notice is None
    assert again.settings.player(2) == ComputerPlayer("Maitane Ñ-é", Personality(9, 1, 5, 3))
    assert again.settings.rules().target == 30 and again.settings.rules().variant is FOUR_KINGS
    assert again.settings.reduced_motion
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]
    assert json.loads(path.read_text(encoding="utf-8"))["players"][1]["name"] == "Maitane Ñ-é"


def test_damaged_file_is_kept_aside_with_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{ this is not json", encoding="utf-8")
    store = SettingsStore(path)
    assert store.settings == Settings()
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{ this is not json"
    assert store.notice and aside[0].name in store.notice and "\n" not in store.notice
    assert SettingsStore(path).notice is None  # the file was written again, good


def test_partly_invalid_file_keeps_its_valid_fields(tmp_path):
    path = tmp_path / "settings.json"
    data = Settings(language="fr", target=30, games_to_win=2).to_json()
    data["sound"] = "loud"                 # invalid
    data["speed"] = [1, 2]                 # invalid (and unhashable)
    data["players"][0]["name"] = "M@ikel"  # invalid name
    data["players"][1]["tipia"] = 12       # invalid slider
    data["players"][2]["jokoa"] = 8        # valid
    path.write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(path)
    s = store.settings
    assert (s.language, s.target, s.games_to_win) == ("fr", 30, 2)
    assert (s.sound, s.speed) == (True, "normal")
    assert s.player(1).name == "Mikel" and s.player(2).personality.tipia == 5
    assert s.player(3).personality.jokoa == 8
    assert "sound" in store.notice and "speed" in store.notice
    assert any(p.name.startswith("settings.json.bad-") for p in tmp_path.iterdir())
    assert SettingsStore(path).settings == s


def test_a_folder_that_cannot_be_written_leaves_a_notice(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be")
    store = SettingsStore(blocker / "solo-mus" / "settings.json")
    store.update(target=30)  # must not raise
    assert store.settings.target == 30
    assert store.notice and store.notice.startswith("Could not save the settings")


def test_a_refused_write_leaves_a_notice_and_no_temp_file(tmp_path, monkeypatch):
    # A read-only folder, as root cannot make one: the final rename is refused.
    import game.platform.files as files_module

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied", str(dst))

    store = SettingsStore(tmp_path / "settings.json")
    monkeypatch.setattr(files_module.os, "replace", refuse)
    store.update(sound=False)
    assert store.settings.sound is False  # the game goes on with the choice
    assert store.notice and "Could not save" in store.notice
    assert list(tmp_path.iterdir()) == []  # no half-written or temp file left


def test_names(tmp_path):
    for good in ("Ane", "Joxe-Mari", "Iñaki 2", "Élodie", "Françoise", "Ramón", "ABCDEFGHIJKL"):
        assert name_problem(good) is None, good
    for bad in ("", "   ", "ABCDEFGHIJKLM", "a@b", "Ane!", "Ολγα"):
        assert name_problem(bad) is not None, bad


def make_app(tmp_path, **kw):
    return started_app(tmp_path, seed=kw.pop("seed", 3), **kw)


def test_title_shows_the_notice_of_a_damaged_file(tmp_path):
    (tmp_path / "settings.json").write_text("[1, 2", encoding="utf-8")
    app = make_app(tmp_path)
    assert isinstance(app.top, TitleScene) and app.top.show_notice
    notice = app.store.notice
    app.tick(1 / 30)
    assert notice and notice in texts_drawn(app.res)


def test_cli_language_is_not_saved(tmp_path):
    SettingsStore(tmp_path / "settings.json").update(language="es")
    app = make_app(tmp_path, lang="eu")
    from game.platform import i18n
    assert i18n.language() == "eu"
    app.change_settings(sound=False)
    assert SettingsStore(tmp_path / "settings.json").settings.language == "es"
    i18n.set_language("en")


def test_settings_screen_by_keyboard_sets_the_next_games_variant(tmp_path):
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    d.key(pygame.K_s)
    d.tick()
    screen = app.top
    assert isinstance(screen, SettingsScene)
    names = [w.name for w in screen.widgets.widgets]
    for _ in range(names.index("target")):
        d.key(pygame.K_DOWN)
        d.tick()
    assert screen.widgets.focus.name == "target"
    d.key(pygame.K_RIGHT)                       # 40 -> 30
    d.tick()
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)                      # match: one game -> first to 2
    d.tick()
    d.key(pygame.K_UP)
    d.key(pygame.K_UP)
    d.key(pygame.K_LEFT)                        # 8 kings -> 4 kings (wraps)
    d.tick()
    assert (app.settings.target, app.settings.games_to_win, app.settings.variant) == (30, 2, FOUR_KINGS)
    assert SettingsStore(tmp_path / "settings.json").settings == app.settings
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert isinstance(app.top, TitleScene)
    d.key(pygame.K_p)
    d.tick()
    assert isinstance(app.top, PlayersScene)
    d.key(pygame.K_RETURN)                      # the focus starts on Start
    d.tick(3)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.state.rules.target == 30 and table.state.rules.games_to_win == 2
    assert table.state.rules.variant is FOUR_KINGS
    assert "/ 30" in texts_drawn(app.res)  # on the score panel
    assert "Games won: 0 of 2" in texts_drawn(app.res)


def test_settings_from_the_pause_menu_say_when_they_apply(tmp_path):
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    table = pause_over_table(d)
    d.key(pygame.K_s)
    d.tick()
    screen = app.top
    assert isinstance(screen, SettingsScene) and screen.in_game
    d.key(pygame.K_TAB)  # language -> sound effects (80%)
    for _ in range(8):
        d.key(pygame.K_LEFT)
    d.tick()
    assert app.settings.sound is False and not app.audio.enabled  # Off mutes
    assert app.settings.volume == 1  # the last step before Off is kept
    d.key(pygame.K_ESCAPE)
    d.tick()
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert app.top is table


def test_the_note_on_the_next_game_is_said_only_for_what_waits_for_it(tmp_path, monkeypatch):
    """From the pause menu, the line saying that a change waits for the next
    game shows on the variant's rows and on Computer players, and on no row
    that applies at once (text size and play speed did show it)."""
    import game.scenes.settings_screen as screen_module
    drawn = []
    real = screen_module.draw_text
    monkeypatch.setattr(screen_module, "draw_text", lambda surface, res, text, *a, **k: (
        drawn.append(text), real(surface, res, text, *a, **k))[1])
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    pause_over_table(d)
    d.key(pygame.K_s)
    d.tick()
    screen = app.top
    assert isinstance(screen, SettingsScene) and screen.in_game
    said = {}
    for _ in range(len(screen.widgets.widgets)):  # Tab through every row and button
        drawn.clear()
        d.tick()
        said[screen.widgets.focus.name] = any("next game" in text for text in drawn)
        d.key(pygame.K_TAB)
    assert {"text_size", "speed", "language", "volume", "variant", "players", "back"} <= set(said)
    assert {name for name, note in said.items() if note} == {"variant", "target", "games_to_win", "players"}


def test_language_changes_at_once_and_is_saved(tmp_path):
    from game.platform import i18n
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    d.key(pygame.K_s)
    d.tick()
    screen = app.top
    assert screen.widgets.focus.name == "language"  # the first row has the focus
    for _ in range(3):  # System (English) -> Euskara -> English -> Español
        d.key(pygame.K_RIGHT)
    d.tick()
    try:
        assert i18n.language() == "es" and app.settings.language == "es"
        assert screen.widgets.focus.name == "language"  # rebuilt in the new language, focus kept
        assert SettingsStore(tmp_path / "settings.json").settings.language == "es"
    finally:
        i18n.set_language("en")


def test_the_lines_under_the_settings_stay_apart_from_back_in_and_out_of_a_game(tmp_path):
    """From the pause menu the note on when changes apply sits between the
    help line and Back, overlapping neither (it used to run under Back)."""
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    d.key(pygame.K_s)
    d.tick()
    out = app.top
    assert isinstance(out, SettingsScene) and not out.in_game
    d.key(pygame.K_ESCAPE)
    d.tick()
    pause_over_table(d)
    d.key(pygame.K_s)
    d.tick()
    inside = app.top
    assert isinstance(inside, SettingsScene) and inside.in_game
    for screen in (out, inside):
        back = next(w for w in screen.widgets.widgets if w.name == "back").rect
        panel = screen.panel_rect()
        foot = screen.foot()
        assert set(foot) == ({"help", "note"} if screen.in_game else {"help"})
        places = [panel, back, *foot.values()]
        for i, a in enumerate(places):
            for b in places[i + 1:]:
                assert not a.colliderect(b), (screen.in_game, a, b)
        assert all(w.rect.bottom <= panel.bottom for w in screen.widgets.widgets if w.visible and w.name != "back")
