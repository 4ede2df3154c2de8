"""The first start offers the four languages, each named in itself, before
the title, until the player has chosen one: a Basque speaker on a computer
set up in another language is not met in English. Chosen by mouse, keyboard
or pad, the language is kept in settings.json and the title speaks it; a
later start goes straight to the title."""
import json

import pytest

from apps import new_app, started_app
from game.shell.driver import Driver
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.mark.parametrize("mode", ["mouse", "keyboard", "pad"])
def test_a_first_start_offers_the_languages_and_euskara_is_kept(tmp_path, mode, virtual_pad):
    app = started_app(tmp_path, first_start=True)  # the computer speaks English (the tests' conftest)
    driver = Driver(app, mode=mode, pad=virtual_pad() if mode == "pad" else None)  # the pad unplugged after
    driver.tick()
    screen = app.top
    assert screen.name == "language"
    assert [(w.name, w.label) for w in screen.widgets.widgets] == [
        ("eu", "Euskara"), ("en", "English"), ("es", "Español"), ("fr", "Français")]
    assert screen.widgets.focus.name == "en"  # the computer's language has the focus
    assert {"Euskara", "English", "Español", "Français"} <= texts_drawn(app.res)
    driver.press(screen.widgets, screen.button("eu"))
    driver.tick(2)
    assert app.top.name == "title"
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["language"] == "eu"
    assert app.top.button("play").label == "Jokatu" and "Jokatu" in texts_drawn(app.res)
    # A later start: no question, the title in Basque.
    again = started_app(tmp_path, first_start=True)
    assert again.top.name == "title" and again.i18n.code == "eu"
    assert again.top.button("play").label == "Jokatu"


def test_enter_takes_the_computers_language(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "fr")  # what SDL reads for the preferred locales
    app = started_app(tmp_path, first_start=True)
    assert app.top.name == "language" and app.top.widgets.focus.name == "fr"
    driver = Driver(app, mode="keyboard")
    driver.confirm()
    driver.tick()
    assert app.top.name == "title" and app.top.button("play").label == "Jouer"
    assert app.settings.language == "fr"


def test_the_question_stays_until_a_language_is_chosen(tmp_path):
    app = started_app(tmp_path, first_start=True)
    assert app.top.name == "language"
    driver = Driver(app, mode="keyboard")
    driver.key(27)  # Esc: nothing; the window's close quits
    driver.tick()
    assert app.top.name == "language"
    assert started_app(tmp_path, first_start=True).top.name == "language"  # closed unanswered: asked again


@pytest.mark.parametrize("why", ["lang", "autoplay", "played", "kept", "lessons", "chosen"])
def test_only_a_first_start_asks(tmp_path, why):
    options = {"lang": "es"} if why == "lang" else {"autoplay": True} if why == "autoplay" else {}
    if why == "played":
        from game.match.stats_store import to_json
        from game.match.statistics import Statistics
        (tmp_path / "stats.json").write_text(json.dumps(to_json(Statistics(hands=3))), encoding="utf-8")
    elif why == "kept":
        (tmp_path / "game.json").write_text("{}", encoding="utf-8")
    elif why == "lessons":
        new_app(tmp_path).lessons.offer_made()
    elif why == "chosen":
        new_app(tmp_path).store.update(language="en")
    app = started_app(tmp_path, first_start=True, **options)
    assert app.top.name == ("table" if why == "autoplay" else "title")
