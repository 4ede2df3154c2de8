"""The language catalogs against the code: tools/i18n.py's extraction (babel.cfg)
finds the same messages as each .po holds, every message of Basque, Spanish
and French is translated (every plural form) and none is fuzzy, the fields
of a translation are the message's own, the committed .mo files are what the
.po files compile to, and the game reads them without Babel."""
import importlib.util
import string
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("i18n_tool", REPO / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)

LANGS = tool.TRANSLATED


@pytest.fixture(scope="module")
def code():
    return tool.extract()


def catalog(lang):
    return tool.read(tool.po_path(lang), lang)


def fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def test_extraction_finds_the_messages_of_every_screen(code):
    ids = tool.message_ids(code)
    assert len(ids) > 150
    for expected in ("Rules", "Sound effects", "Opponent on your left", "The calls", "Us",
                     ("At most {n} character", "At most {n} characters")):
        assert expected in ids


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalog_holds_exactly_the_messages_of_the_code(lang, code):
    ids, wanted = tool.message_ids(catalog(lang)), tool.message_ids(code)
    assert not wanted - ids, f"run python tools/i18n.py all: missing in {lang}: {sorted(map(str, wanted - ids))}"
    assert not ids - wanted, f"run python tools/i18n.py all: gone from the code: {sorted(map(str, ids - wanted))}"


def test_the_template_is_the_code(code):
    assert tool.message_ids(tool.read(tool.POT)) == tool.message_ids(code), "run python tools/i18n.py extract"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_none_is_fuzzy(lang):
    cat = catalog(lang)
    forms = {"eu": 2, "es": 3, "fr": 3}[lang]  # Babel's plural rules
    assert cat.num_plurals == forms
    bad = []
    for m in cat:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy or not all(s.strip() for s in strings):
            bad.append(m.id)
        if not isinstance(m.string, str):
            assert len(m.string) == forms, m.id
    assert not bad, f"{lang}: untranslated or fuzzy: {bad}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_translation_uses_only_its_messages_fields(lang):
    for m in catalog(lang):
        if not m.id:
            continue
        if isinstance(m.id, str):
            assert fields(m.string) == fields(m.id), (lang, m.id, m.string)
        else:
            allowed = fields(m.id[0]) | fields(m.id[1])
            caption = m.auto_comments == ["box: stats-caption"]  # under its figure, which is the count
            for form in m.string:
                assert fields(form) <= allowed and ("n" in allowed or caption), (lang, m.id, form)


@pytest.mark.parametrize("lang", LANGS)
def test_the_committed_mo_is_what_the_po_compiles_to(lang):
    assert tool.mo_path(lang).read_bytes() == tool.compiled(lang), "run python tools/i18n.py compile"


def test_no_problem_left_for_the_tool_to_report():
    assert tool.problems() == []


def test_the_game_translates_without_babel():
    script = ("import sys; from game.platform.i18n import Translations\n"
              "t = Translations('eu')\n"
              "assert t.tr('Rules') == 'Arauak', t.tr('Rules')\n"
              "assert t.ntr('At most {n} character', 'At most {n} characters', 12) == 'Gehienez 12 karaktere'\n"
              "import game.shell.main\n"
              "assert not any(m == 'babel' or m.startswith('babel.') for m in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_spanish_and_french_use_their_three_plural_forms():
    from game.platform.i18n import Translations
    es, fr = Translations("es"), Translations("fr")
    s, p = "At most {n} character", "At most {n} characters"
    assert es.ntr(s, p, 1) == "Como máximo 1 carácter"
    assert es.ntr(s, p, 12) == "Como máximo 12 caracteres"
    assert es.ntr(s, p, 1000000) == "Como máximo 1000000 de caracteres"
    assert fr.ntr(s, p, 0) == "0 caractère au plus"  # French: 0 and 1 are singular
    assert fr.ntr(s, p, 2) == "2 caractères au plus"


def test_the_compiled_catalogs_go_into_the_wheel():
    """Hatch puts every file of the `game` package in the wheel except what
    git ignores: the .mo files must be neither ignored nor excluded."""
    import tomllib
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = config["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert "game" in wheel["packages"] and not wheel.get("exclude")
    paths = [str(tool.mo_path(lang).relative_to(REPO)) for lang in LANGS]
    ignored = subprocess.run(["git", "check-ignore", *paths], cwd=REPO, capture_output=True, text=True)
    assert ignored.returncode == 1 and not ignored.stdout, f"git ignores {ignored.stdout}"
