"""Every string the player reads goes through `tr`, the one translation function.

The game speaks four languages (eu, en, es, fr). Until their catalogs are
written, every language shows the English source text. The Basque call words
(Mus, Mintza, Paso, Imido, Iduki, Tira, Gehiago, Hordago, Kanta, Ba, Ez) and
lance names (Haundia, Tipia, Pariak, Jokua, Pundua) and Esku are the same in
every language: `call_word` and `lance_word` give them and are never translated.
"""
from __future__ import annotations

LANGUAGES = ("eu", "en", "es", "fr")
DEFAULT_LANGUAGE = "en"

# msgid -> translation, per language. English is the source text itself.
_CATALOGS: dict[str, dict[str, str]] = {"eu": {}, "en": {}, "es": {}, "fr": {}}
_language = DEFAULT_LANGUAGE

CALL_WORDS = {
    "mus": "Mus", "mintza": "Mintza", "paso": "Paso", "imido": "Imido",
    "iduki": "Iduki", "tira": "Tira", "gehiago": "Gehiago", "hordago": "Hordago",
    "kanta": "Kanta", "ba": "Ba", "ez": "Ez",
}
LANCE_WORDS = {
    "haundia": "Haundia", "tipia": "Tipia", "pariak": "Pariak",
    "jokua": "Jokua", "pundua": "Pundua",
}
ESKU = "Esku"


def set_language(code: str) -> None:
    """Choose the language of `tr`; raise ValueError for an unknown code."""
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: expected one of {', '.join(LANGUAGES)}")
    _language = code


def language() -> str:
    return _language


def tr(text: str, **values) -> str:
    """The text in the chosen language, with `{name}` fields filled from `values`."""
    translated = _CATALOGS.get(_language, {}).get(text, text)
    return translated.format(**values) if values else translated


def call_word(kind: str) -> str:
    """The Basque word of a call (the same in every language)."""
    return CALL_WORDS[kind]


def lance_word(lance: str) -> str:
    """The Basque name of a lance (the same in every language)."""
    return LANCE_WORDS[lance]
