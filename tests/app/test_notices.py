"""Notices follow a change of language (issue "Nothing lost, part two", a
rough edge: a notice stayed in the language it was made in). A notice is kept
as its message and values and translated each time it is shown: the settings
file repaired, the statistics kept aside, a kept game set aside, the banner
of a failed save."""

import pytest

from matches import match_of

from game import model
from game.platform import i18n
from game.ui.text import texts_drawn
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def french(msgid, **values):
    return i18n.Translations("fr").tr(msgid, **values)


def test_the_notices_follow_a_change_of_language(tmp_path):
    (tmp_path / "settings.json").write_text("{ damaged", encoding="utf-8")
    (tmp_path / "stats.json").write_text("[1, 2", encoding="utf-8")
    app = started_app(tmp_path, lang="en")
    english = app.store.notice
    assert english.startswith("The settings file could not be used")
    assert app.stats.notice.startswith("The statistics file was damaged")
    settings_file = next(tmp_path.glob("settings.json.bad-*")).name
    stats_file = next(tmp_path.glob("stats.json.bad-*")).name

    app.change_settings(language="fr")
    assert app.store.notice == french("The settings file could not be used ({what}): defaults are used. "
                                      "It is kept as {file}.", what="not JSON", file=settings_file)
    assert app.store.notice != english and settings_file in app.store.notice
    assert app.stats.notice == french("The statistics file was damaged ({what}); what could be read is kept, "
                                      "the old file is kept as {file}.", what="not JSON", file=stats_file)
    app.tick(0.05)
    assert app.store.notice in texts_drawn(app.res) or app.stats.notice in texts_drawn(app.res)


def test_a_kept_game_set_aside_says_so_in_the_new_language(tmp_path):
    (tmp_path / "game.json").write_text('{"format": 1}', encoding="utf-8")
    app = started_app(tmp_path, lang="en")
    assert app.keeper.load_match() is None
    assert "could not be resumed" in app.keeper.notice
    app.change_settings(language="es")
    assert "could not be resumed" not in app.keeper.notice
    assert app.keeper.notice.startswith(i18n.Translations("es").tr(
        "The saved game could not be resumed ({what}); it is kept as {file}.", what="", file="")[:20])


def test_the_banner_of_a_failed_save_follows_the_language(tmp_path, monkeypatch):
    from faults import Disk
    Disk(monkeypatch, tmp_path).full = True
    app = started_app(tmp_path, lang="fr")
    app.keeper.keep(match_of(model.new_game(model.Rules(), 1), 1))
    app.keeper.flush()
    banner = app.banner()
    assert banner == french("Game not saved ({why}): kept in memory, saved again after each call.",
                            why="No space left on device")
    app.change_settings(language="en")
    assert app.banner().startswith("Game not saved (No space left on device)")
    frames = app.frames
    app.tick(0.01, lazy=True)  # the banner changed: the lazy loop draws it
    assert app.frames == frames + 1 and app.banner() in texts_drawn(app.res)
