"""The languages of the game: gettext catalogs, the one translation function
`tr`, the plural one `ntr`, and the language the player starts in.

The game speaks four languages (eu, en, es, fr). English is the source text;
Basque, Spanish and French come from the compiled catalogs
`game/locale/<code>/LC_MESSAGES/solo-mus.mo` (built from the `.po` files beside
them by `tools/i18n.py`; Babel is only needed to build them, the game reads
them with the standard library's gettext). A `Translations` object owns the
loaded catalogs and the language in use; the App makes one, keeps it
(`app.i18n`) and installs it, so that `tr` / `ntr` anywhere translate into the
App's language and a switch is one assignment (`Translations.use`). With no
App installed (a bare test, the record tool) they give English.

Marking a message: `tr("Text with {field}", field=value)`; with a number,
`ntr("{n} point", "{n} points", n)`; a message kept in a constant to be
translated later, `N_("Text")`. The comment line just above a marked message
names the box it is drawn in, `# box: menu-button` (see game/ui/text.py): the
text-fitting test renders every message of every language in that box.

The Basque call and lance words, the same in every language, are
game/words.py's, with everything else the game says about calls, lances and
teams.
"""
from __future__ import annotations

import gettext
import sys
from pathlib import Path


LANGUAGES = ("eu", "en", "es", "fr")
DEFAULT_LANGUAGE = "en"
SYSTEM = "system"  # the saved language "follow the computer's preferred languages"
DOMAIN = "solo-mus"

def N_(text: str) -> str:
    """Mark a message for extraction without translating it now (a constant
    translated where it is shown)."""
    return text


def system_language(locales=None) -> str:
    """The first of the computer's preferred languages that the game speaks,
    else English. `locales` is a list of (language, country) pairs as
    `pygame.system.get_pref_locales()` gives them (asked when None)."""
    if locales is None:
        try:
            import pygame.system
            locales = pygame.system.get_pref_locales()
        except Exception:  # no SDL locale support on this system: English
            locales = []
    for entry in locales or ():
        code = entry.get("language", "") if isinstance(entry, dict) else (entry[0] if entry else "")
        code = str(code).lower().replace("_", "-").split("-")[0]
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def resolve(saved: str, override: str | None = None, locales=None) -> str:
    """The language to play in: `override` (--lang) if given, else the saved
    choice, where SYSTEM means the computer's preferred languages."""
    if override:
        return override
    return system_language(locales) if saved == SYSTEM else saved


def locale_dir() -> Path | None:
    """The folder of compiled catalogs, or None when the game has none."""
    from game import assets
    try:
        return assets.asset_root("locale")
    except FileNotFoundError:
        return None


class Translations:
    """The loaded catalogs (each language read once) and the one in use."""

    def __init__(self, code: str = DEFAULT_LANGUAGE, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else locale_dir()
        self._loaded: dict[str, gettext.NullTranslations] = {}
        self.code = DEFAULT_LANGUAGE
        self._current = gettext.NullTranslations()
        self.use(code)

    def use(self, code: str) -> None:
        """Speak `code` from now on; ValueError for a language the game lacks."""
        if code not in LANGUAGES:
            raise ValueError(f"unknown language {code!r}: expected one of {', '.join(LANGUAGES)}")
        catalog = self._loaded.get(code)
        if catalog is None:
            catalog = self._load(code)
            self._loaded[code] = catalog
        self.code, self._current = code, catalog

    def _load(self, code: str) -> gettext.NullTranslations:
        if code == DEFAULT_LANGUAGE:
            return gettext.NullTranslations()
        if self.folder is not None:
            try:
                return gettext.translation(DOMAIN, str(self.folder), languages=[code])
            except OSError:
                pass
        print(f"solo-mus: the {code} catalog is missing (looked in {self.folder}); "
              "showing English. Reinstall the game.", file=sys.stderr)
        return gettext.NullTranslations()

    def tr(self, text: str, **values) -> str:
        translated = self._current.gettext(text)
        return translated.format(**values) if values else translated

    def ntr(self, singular: str, plural: str, n: int, **values) -> str:
        return self._current.ngettext(singular, plural, n).format(n=n, **values)


_ENGLISH = Translations(DEFAULT_LANGUAGE, folder=None)
_installed: Translations = _ENGLISH


def install(translations: Translations | None) -> None:
    """Make `translations` (the App's) the one `tr` and `ntr` use; None goes
    back to plain English."""
    global _installed
    _installed = translations if translations is not None else _ENGLISH


def installed() -> Translations:
    return _installed


def language() -> str:
    """The code of the language `tr` speaks now."""
    return _installed.code


def set_language(code: str) -> None:
    """Switch the installed translations to `code` (ValueError if unknown)."""
    if _installed is _ENGLISH and code != DEFAULT_LANGUAGE:
        install(Translations(code))
    else:
        _installed.use(code)


def tr(text: str, **values) -> str:
    """The text in the chosen language, with `{name}` fields filled from `values`."""
    return _installed.tr(text, **values)


def ntr(singular: str, plural: str, n: int, **values) -> str:
    """The singular or plural text for the number `n` in the chosen language
    (as many forms as the language has), with `{n}` and `values` filled in."""
    return _installed.ntr(singular, plural, n, **values)
