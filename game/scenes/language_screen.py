"""The first start's language screen: the four languages the game speaks,
each named in itself (Euskara, English, Español, Français), offered before
the title until the player has chosen one, so that a Basque speaker on a
computer set up in another language is not met in English. The computer's
preferred language has the focus (Enter, A or Start take it); Up/Down, Tab,
the D-pad or the mouse pick another. The choice is saved in the settings
like the one made in Settings, and the title opens in it. Whether the
screen is shown is `first_start_asks_language`: the App asks it when it
starts (never with --lang, in a demo, or once a language is chosen or the
game has been played).
"""
from __future__ import annotations

from game.platform.i18n import LANGUAGE_NAMES, LANGUAGES, SYSTEM, system_language
from game.scenes.base import MenuScene
from game.ui.screen_names import Screen

# "Choose your language" in each language, each in its own words: the line is
# the same whatever language the game would speak, so it is not a message.
ASK = " · ".join(("Aukeratu hizkuntza", "Choose your language", "Elige tu idioma", "Choisissez votre langue"))


def first_start_asks_language(app) -> bool:
    """Whether the game starts on this screen: no language chosen yet (the
    saved one is "system"), none given for this run (--lang), not a demo, and
    a first start (no hand played, no game kept, no lesson taken or proposed)."""
    if app.options.lang or app.options.autoplay or app.settings.language != SYSTEM:
        return False
    lessons = app.lessons
    return not (lessons.offered or lessons.done or app.keeper.has_game() or app.stats.stats.hands)


class LanguageScene(MenuScene):
    name = Screen.LANGUAGE

    def __init__(self, app) -> None:
        # One button a language, with no hotkey: each label is its own language's word.
        super().__init__(app, [(code, LANGUAGE_NAMES[code], "", lambda c=code: self.choose(c))
                               for code in LANGUAGES], top=420, step=100)
        self.title = "Solo Mus"
        self.subtitle = ASK
        computers = next(w for w in self.widgets.widgets if w.name == system_language())
        self.widgets.focus_first(computers)
        self.widgets.focus_visible = True  # the computer's language, outlined: Enter takes it

    def relabel(self) -> None:
        """The labels never change: each language is named in itself."""
        for button in self.widgets.widgets:
            button.label = LANGUAGE_NAMES[button.name]
            button.hotkey = ""

    def choose(self, code: str) -> None:
        """Speak `code`, keep it in the settings, and go on to the title."""
        self.app.change_settings(language=code)
        self.app.restart(Screen.TITLE)

    def main_action(self) -> None:  # the pad's Start: the language that has the focus
        if self.widgets.focus is not None:
            self.widgets.focus.activate()

    def back(self) -> None:
        pass  # Esc does nothing: a language is chosen here, the window's close quits
