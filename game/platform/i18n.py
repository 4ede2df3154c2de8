"""The languages of the game: gettext catalogs, the one translation function
`tr`, the plural one `ntr`, and the language the player starts in.

The game speaks four languages (eu, en, es, fr). English is the source text;
Basque, Spanish and French come from the compiled catalogs
`game/locale/<code>/LC_MESSAGES/solo-mus.mo` (built from the `.po` files beside
them by `tools/i18n.py`; Babel is only needed to build them, the game reads
them with the standard library's gettext). A `Translations` object owns the
loaded catalogs and the language in use; the App makes one, keeps it
(`app.i18n`) and installs it, so that `tr` / `ntr` anywhere translate into the
App's language and a switch is one assignment (`Translations.use`). The
translations in use are the current context's (game/platform/context.py), not
this module's: with no App (a bare test, the record tool) they are English.

A catalog that is missing or damaged in any way (cut short, random bytes,
a wrong magic number, offsets past its end, a translation whose fields are
not its message's, a plural rule that fails) is never used: the language
falls back to English with one line on stderr, and `Translations.problem`
holds a `Message` for the game to show once on screen.

Marking a message: `tr("Text with {field}", field=value)`; with a number,
`ntr("{n} point", "{n} points", n)`; a message kept in a constant to be
translated later, `N_("Text")`; a message kept to be shown later, in
whatever language is spoken then (a notice about a file, the banner of a
failed save), `Message(N_("Text with {field}"), field=value)`, which
translates each time it is made a string. The comment line just above a marked message
names the box it is drawn in, `# box: menu-button` (see game/ui/text.py): the
text-fitting test renders every message of every language in that box.

The Basque call and lance words, the same in every language, are
game/words.py's, with everything else the game says about calls, lances and
teams.
"""
from __future__ import annotations

import gettext
import io
import string
import sys
from pathlib import Path

from game.platform import context as _context


LANGUAGES = ("eu", "en", "es", "fr")
DEFAULT_LANGUAGE = "en"
SYSTEM = "system"  # the saved language "follow the computer's preferred languages"
DOMAIN = "solo-mus"
CATALOG_LIMIT = 4 * 1024 * 1024  # bytes: a compiled catalog is about 30 KB
LANGUAGE_NAMES = {"eu": "Euskara", "en": "English", "es": "Español", "fr": "Français"}

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


class Message:
    """A message kept with its values and translated each time it is shown
    (`str(message)`), so that a notice made before a change of language
    reads in the new one. A value may itself be a Message."""

    __slots__ = ("text", "values")

    def __init__(self, text: str, **values) -> None:
        self.text = text
        self.values = values

    def __str__(self) -> str:
        return tr(self.text, **self.values)

    def __eq__(self, other) -> bool:
        return isinstance(other, Message) and (self.text, self.values) == (other.text, other.values)

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"Message({self.text!r}, **{self.values!r})"


def shown(message) -> str | None:
    """A notice as the player reads it now: None, a plain text, or a Message
    translated into the language spoken now."""
    return None if message is None else str(message)


class Translations:
    """The loaded catalogs (each language read once) and the one in use;
    `problem`: what to tell the player about a catalog that could not be
    used (a Message), or None."""

    def __init__(self, code: str = DEFAULT_LANGUAGE, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else locale_dir()
        self._loaded: dict[str, gettext.NullTranslations] = {}
        self.code = DEFAULT_LANGUAGE
        self._current = gettext.NullTranslations()
        self.problem: Message | None = None
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
        path = None if self.folder is None else Path(self.folder) / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        try:
            if path is None:
                raise FileNotFoundError
            return read_catalog(path)
        except (FileNotFoundError, NotADirectoryError):
            print(f"solo-mus: the {code} catalog is missing (looked in {self.folder}); "
                  "showing English. Reinstall the game.", file=sys.stderr)
            # box: notice
            self.problem = Message(N_("The {language} texts of the game are missing: it speaks English. "
                                      "Reinstalling the game brings them back."), language=LANGUAGE_NAMES[code])
        except Exception as err:  # cut short, random bytes, bad offsets, a bad plural rule...
            why = str(err) or type(err).__name__
            print(f"solo-mus: the {code} catalog {path} is damaged ({why[:80]}); "
                  "showing English. Reinstall the game.", file=sys.stderr)
            # box: notice
            self.problem = Message(N_("The {language} texts of the game are damaged: it speaks English. "
                                      "Reinstalling the game repairs them."), language=LANGUAGE_NAMES[code])
        return gettext.NullTranslations()

    def tr(self, text: str, **values) -> str:
        translated = self._current.gettext(text)
        return translated.format(**values) if values else translated

    def ntr(self, singular: str, plural: str, n: int, **values) -> str:
        return self._current.ngettext(singular, plural, n).format(n=n, **values)


def read_catalog(path: Path) -> gettext.GNUTranslations:
    """The compiled catalog in `path`, checked whole: FileNotFoundError if
    there is none; any other exception if it is damaged (gettext's own
    struct.error, OSError or UnicodeDecodeError on a file cut short or
    random, ValueError when a translation's fields are not its message's or
    the plural rule fails)."""
    with open(path, "rb") as handle:
        data = handle.read(CATALOG_LIMIT + 1)
    if len(data) > CATALOG_LIMIT:
        raise ValueError("too big")
    catalog = gettext.GNUTranslations(io.BytesIO(data))
    for n in (0, 1, 2, 3, 5, 11, 21, 100, 1000000):
        form = catalog.plural(n)
        if not isinstance(form, int) or not 0 <= form < 10:
            raise ValueError(f"the plural rule gives {form!r} for {n}")
    for key, translated in catalog._catalog.items():
        msgid = key[0] if isinstance(key, tuple) else key
        try:
            allowed = _fields(msgid) | ({"n"} if isinstance(key, tuple) else set())
        except ValueError:
            continue  # the header, or a message never formatted
        if msgid and not _fields(translated) <= allowed:
            raise ValueError(f"a translation of {msgid[:30]!r} has other fields")
    return catalog


def _fields(text: str) -> set[str]:
    """The `{name}` fields of a message (ValueError if it is not a format)."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def install(translations: Translations | None) -> None:
    """Make `translations` (the App's) the ones `tr` and `ntr` use in the
    current context (game/platform/context.py); None goes back to plain English."""
    _context.current().translations = translations if translations is not None else Translations()


def installed() -> Translations:
    """The translations of the current context (plain English, made now, if it had none)."""
    context = _context.current()
    if context.translations is None:
        context.translations = Translations()
    return context.translations


def language() -> str:
    """The code of the language `tr` speaks now."""
    return installed().code


def set_language(code: str) -> None:
    """Switch the current context's translations to `code` (ValueError if unknown)."""
    installed().use(code)


def tr(text: str, **values) -> str:
    """The text in the chosen language, with `{name}` fields filled from `values`."""
    return installed().tr(text, **values)


def ntr(singular: str, plural: str, n: int, **values) -> str:
    """The singular or plural text for the number `n` in the chosen language
    (as many forms as the language has), with `{n}` and `values` filled in."""
    return installed().ntr(singular, plural, n, **values)
