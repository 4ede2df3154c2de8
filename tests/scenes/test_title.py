"""The title shows the game's version (the one source: game.__version__), in
the language shown."""
import pytest

from apps import started_app
from game import __version__
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.mark.parametrize("lang, text", [("en", "Version {v}"), ("eu", "{v} bertsioa")])
def test_the_title_shows_the_version(tmp_path, lang, text):
    app = started_app(tmp_path, lang=lang)
    app.tick(1 / 30)
    assert app.top.name == "title"
    assert text.format(v=__version__) in texts_drawn(app.res)
