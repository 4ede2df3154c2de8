"""The title shows the game's version (the one source: game.__version__), in
the language shown."""
import pytest

from apps import started_app
from game.shell.driver import Driver
from game import __version__
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.mark.parametrize("lang, text", [("en", "Version {v}"), ("eu", "{v} bertsioa")])
def test_the_title_shows_the_version(tmp_path, lang, text):
    app = started_app(tmp_path, lang=lang)
    app.tick(1 / 30)
    assert app.top.name == "title"
    assert text.format(v=__version__) in texts_drawn(app.res)


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_each_button_keeps_its_hotkey_when_continue_appears(tmp_path, lang):
    """Continue comes and goes with a kept game; the other buttons keep their
    letters (in Basque Jarraitu and Jokatu both begin with J: Play stays J)."""
    fresh = started_app(tmp_path / "fresh", lang=lang)
    alone = {w.name: w.hotkey for w in fresh.top.widgets.widgets}
    (tmp_path / "kept").mkdir()
    (tmp_path / "kept" / "game.json").write_text("{}", encoding="utf-8")  # a game to continue
    kept = started_app(tmp_path / "kept", lang=lang)
    both = {w.name: w.hotkey for w in kept.top.widgets.widgets}
    assert "continue" not in alone and "continue" in both
    assert {name: key for name, key in both.items() if name != "continue"} == alone
    assert both["continue"] and len(set(both.values())) == len(both)  # Continue has a free letter of its own
    # The key Play had without a kept game is Play's with one: it asks before replacing the game.
    driver = Driver(kept, mode="keyboard")
    driver.key(ord(alone["play"]))
    driver.tick()
    assert kept.top.name == "confirm"
