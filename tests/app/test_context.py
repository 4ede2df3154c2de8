"""The App's context (game/platform/context.py): the language, the controls and
the Text size are a context's, not module globals. A test makes two contexts
with different languages, keys and sizes and finds that neither leaks into
the other, that the old accessors (`tr`, `i18n.language`, `controls.in_use`,
`text_scale`) read the current one, and that an App's loop speaks its own
context's language whatever was made current meanwhile."""
from game.platform import context, controls, i18n
from game.platform.context import Context, using
from game.platform.controls import Controls
from game.ui.text import reading_box, text_scale, use_text_scale, BOXES

from tests.apps import new_app

MOVED = Controls().assign_key("coach", "x").controls


def test_two_contexts_keep_their_own_language_keys_and_size():
    first, second = Context(), Context()
    with using(first):
        i18n.set_language("fr")
        controls.use(MOVED)
        use_text_scale(1.4)
        assert i18n.language() == "fr" and i18n.tr("Coach") != "Coach"
        assert controls.in_use() is MOVED and text_scale() == 1.4
        assert reading_box("notice") != BOXES["notice"]
    with using(second):  # made before the first changed anything, and never touched by it
        assert i18n.language() == "en" and i18n.tr("Coach") == "Coach"
        assert controls.in_use() is controls.DEFAULT and text_scale() == 1.0
        assert reading_box("notice") == BOXES["notice"]
        i18n.set_language("es")
        use_text_scale(1.2)
    assert first.translations.code == "fr" and first.controls is MOVED and first.text_scale == 1.4
    assert second.translations.code == "es" and second.controls is None  # the default, never set
    assert first.translations is not second.translations


def test_a_thrown_away_context_leaves_the_one_before_as_it_was():
    before = context.current()
    language, keys, size = i18n.language(), controls.in_use(), text_scale()
    with using() as made:
        i18n.set_language("eu")
        controls.use(MOVED)
        use_text_scale(1.4)
        assert context.current() is made
    assert context.current() is before
    assert (i18n.language(), controls.in_use(), text_scale()) == (language, keys, size)


def test_an_app_speaks_its_own_context(tmp_path):
    app = new_app(tmp_path, lang="fr")
    assert app.context is context.current() and i18n.installed() is app.i18n
    app.change_settings(text_size="larger")
    with using():  # a context a test made after the App: the App's loop takes its own back
        assert i18n.language() == "en" and text_scale() == 1.0
        app.start()
        app.tick(1 / 60)
        assert i18n.language() == "fr" and text_scale() == app.context.text_scale > 1.0
