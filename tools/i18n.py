"""The game's catalogs: extract the messages, merge them into the .po files,
compile the .mo files, and check that all of it agrees (Babel, build time only).

    python tools/i18n.py extract   # game/**.py -> game/locale/solo-mus.pot (babel.cfg)
    python tools/i18n.py update    # the .pot merged into each game/locale/<lang>/LC_MESSAGES/solo-mus.po
    python tools/i18n.py compile   # each .po -> its .mo beside it (what the game reads)
    python tools/i18n.py all       # the three in turn
    python tools/i18n.py check     # exit 1 and say why if the catalogs, the code or the .mo disagree

The .po files are the source of the translations; the .mo files are committed
so that a checkout, a wheel and a bundle all carry them, and
tests/app/test_catalogs.py fails when one is stale. The same functions serve
the tests.
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parent.parent
LOCALE = REPO / "game" / "locale"
DOMAIN = "solo-mus"
POT = LOCALE / f"{DOMAIN}.pot"
TRANSLATED = ("eu", "es", "fr")  # English is the source text
BOX_TAG = "box:"
HEADER = ("# {language} translation of Solo Mus: the source of the game's {language} text.\n"
          "# Edit the msgstr lines; `python tools/i18n.py all` merges new messages and compiles.")


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract() -> Catalog:
    """Every marked message of game/, as babel.cfg says (keywords, box comments)."""
    with open(REPO / "babel.cfg", encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    catalog = Catalog(project="Solo Mus", version="0.1", charset="utf-8", fuzzy=False,
                      header_comment="# The messages of Solo Mus, extracted by tools/i18n.py (do not edit).")
    for filename, lineno, message, comments, context in extract_from_dir(
            str(REPO), method_map, options_map, keywords={}, comment_tags=(BOX_TAG,)):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def _write_pot(catalog: Catalog) -> None:
    POT.parent.mkdir(parents=True, exist_ok=True)
    with open(POT, "wb") as f:
        write_po(f, catalog, width=100, sort_output=False, include_lineno=False)


def update(template: Catalog) -> None:
    """Merge the template into each language's .po (new messages empty,
    vanished ones dropped, changed ones marked fuzzy by Babel)."""
    for lang in TRANSLATED:
        path = po_path(lang)
        if path.exists():
            catalog = read(path, lang)
        else:
            catalog = Catalog(locale=lang, project="Solo Mus", version="0.1", charset="utf-8")
        catalog.update(template, no_fuzzy_matching=False)
        catalog.obsolete.clear()
        catalog.fuzzy = False  # the header: its plural rule is Babel's, checked
        catalog.header_comment = HEADER.format(language=catalog.locale.english_name)
        path.parent.mkdir(parents=True, exist_ok=True)
        write(path, catalog)


def write(path: Path, catalog: Catalog) -> None:
    with open(path, "wb") as f:
        write_po(f, catalog, width=100, sort_output=False, include_lineno=False)


def compiled(lang: str) -> bytes:
    """The .mo bytes the .po of `lang` compiles to."""
    out = io.BytesIO()
    write_mo(out, read(po_path(lang), lang), use_fuzzy=False)
    return out.getvalue()


def compile_all() -> None:
    for lang in TRANSLATED:
        mo_path(lang).write_bytes(compiled(lang))


def message_ids(catalog: Catalog) -> set:
    """The ids of a catalog: a text, or (singular, plural) for a plural message."""
    return {m.id if isinstance(m.id, str) else tuple(m.id) for m in catalog if m.id}


def problems() -> list[str]:
    """What is out of step: code vs catalogs, untranslated or fuzzy messages, stale .mo."""
    found = []
    code = message_ids(extract())
    for lang in TRANSLATED:
        if not po_path(lang).exists():
            found.append(f"{lang}: no catalog at {po_path(lang)}")
            continue
        catalog = read(po_path(lang), lang)
        ids = message_ids(catalog)
        for missing in sorted(map(str, code - ids)):
            found.append(f"{lang}: not in the catalog (run update): {missing}")
        for extra in sorted(map(str, ids - code)):
            found.append(f"{lang}: no longer in the code (run update): {extra}")
        for m in catalog:
            if not m.id:
                continue
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if m.fuzzy or not all(strings):
                found.append(f"{lang}: {'fuzzy' if m.fuzzy else 'untranslated'}: {m.id}")
        if not mo_path(lang).exists() or mo_path(lang).read_bytes() != compiled(lang):
            found.append(f"{lang}: {mo_path(lang).name} is stale (run compile)")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    if command in ("extract", "all"):
        template = extract()
        _write_pot(template)
        print(f"{len(message_ids(template))} messages -> {POT.relative_to(REPO)}")
    if command in ("update", "all"):
        update(read(POT))
        print("merged into " + ", ".join(str(po_path(lang).relative_to(REPO)) for lang in TRANSLATED))
    if command in ("compile", "all"):
        compile_all()
        print("compiled " + ", ".join(str(mo_path(lang).relative_to(REPO)) for lang in TRANSLATED))
    if command == "check":
        found = problems()
        for line in found:
            print(line)
        print("catalogs in step" if not found else f"{len(found)} problems")
        return 1 if found else 0
    if command not in ("extract", "update", "compile", "all", "check"):
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
