"""Which language the game speaks and when it changes: the computer's
preferred languages until the player chooses (else English), --lang for one
run, and a choice in Settings at once on every screen of the stack; the
effects volume in Settings, applied at once and kept."""
import pygame
import pytest

from game.platform import i18n
from game.shell.driver import Driver
from game.platform.settings import Settings, SettingsStore
from game.scenes.pause import PauseScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.title import TitleScene
from game.ui.text import texts_drawn
from apps import new_app, pause_over_table, started_app


def make_app(tmp_path, **kw):
    return started_app(tmp_path, seed=3, **kw)


@pytest.mark.parametrize("locales, expected", [
    ([{"language": "eu", "country": "ES"}], "eu"),
    ([{"language": "de", "country": None}, {"language": "fr", "country": "FR"}], "fr"),
    ([{"language": "es", "country": "MX"}], "es"),
    ([{"language": "de", "country": "DE"}], "en"),
    ([], "en"),
])
def test_the_system_language_is_the_first_the_game_speaks(locales, expected):
    assert i18n.system_language(locales) == expected


def test_a_new_player_starts_in_the_computers_language(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "eu:es")  # what SDL reads for the preferred locales
    app = make_app(tmp_path)
    assert app.settings.language == i18n.SYSTEM and app.i18n.code == "eu"
    app.tick(1 / 30)
    assert "Jokatu" in texts_drawn(app.res) and "Play" not in texts_drawn(app.res)
    assert app.top.button("play").hotkey == "j"  # the hotkey is a letter of the label shown


def test_lang_overrides_for_one_run_and_a_choice_still_applies(tmp_path):
    SettingsStore(tmp_path / "settings.json").update(language="es")
    app = make_app(tmp_path, lang="fr")
    assert i18n.language() == "fr" and app.i18n is i18n.installed()
    assert i18n.tr("Rules") == "Règles"
    app.change_settings(language="es")  # the saved one, chosen again: the game speaks it now
    assert i18n.tr("Rules") == "Reglas"


def test_settings_change_the_language_at_once_on_every_screen(tmp_path):
    SettingsStore(tmp_path / "settings.json").update(language="fr")
    app = make_app(tmp_path, lang="en")  # the row shows the language in use: English
    d = Driver(app, mode="keyboard")
    pause_over_table(d)
    pause = app.top
    assert isinstance(pause, PauseScene)
    d.key(pygame.K_s)
    d.tick()
    assert isinstance(app.top, SettingsScene)
    d.key(pygame.K_RIGHT)  # English -> Español
    d.tick()
    assert app.settings.language == "es" and i18n.language() == "es"
    assert app.top.title == "Ajustes" and app.top.help_for().startswith("El idioma")
    assert pause.button("resume").label == "Continuar"  # below, already changed
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert app.top is pause and pause.title == "Pausa"
    assert "Continuar" in texts_drawn(app.res)
    assert SettingsStore(tmp_path / "settings.json").settings.language == "es"


def test_the_volume_is_applied_at_once_and_kept(tmp_path):
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    d.key(pygame.K_s)
    d.tick()
    d.key(pygame.K_DOWN)  # language -> sound effects
    d.tick()
    assert app.top.widgets.focus.name == "volume"
    assert app.top.help_for().startswith("How loud")
    for _ in range(3):
        d.key(pygame.K_LEFT)  # 80% -> 50%
    d.tick()
    assert app.settings.volume == 5 and app.audio.volume == pytest.approx(0.5)
    if app.audio.enabled:  # with a mixer (the dummy driver gives one), every sound follows
        app.audio.preload()
        assert all(abs(s.get_volume() - 0.5) < 0.01 for variants in app.audio._sounds.values() for s in variants)
    assert SettingsStore(tmp_path / "settings.json").settings.volume == 5
    app2 = new_app(tmp_path)
    assert app2.audio.volume == pytest.approx(0.5)


def test_volume_and_system_language_are_checked_like_every_setting():
    assert Settings().language == i18n.SYSTEM
    with pytest.raises(ValueError):
        Settings(volume=11)
    with pytest.raises(ValueError):
        Settings(volume=True)
    with pytest.raises(ValueError):
        Settings(language="de")


def test_team_names_read_naturally_in_each_language():
    from game.words import team_members, team_name
    expected = {"eu": ("Gu", "Haiek", "Zu eta Ane"), "es": ("Nosotros", "Ellos", "Tú y Ane"),
                "fr": ("Nous", "Eux", "Vous et Ane"), "en": ("Us", "Them", "You & Ane")}
    for code, (us, them, members) in expected.items():
        i18n.set_language(code)
        assert (team_name(0), team_name(1), team_members(i18n.tr("You"), "Ane")) == (us, them, members)
    i18n.set_language("es")
    assert team_members("Mikel", "Itziar") == "Mikel e Itziar"  # "y" becomes "e" before an i sound
    assert team_members("Mikel", "Ane") == "Mikel y Ane"
