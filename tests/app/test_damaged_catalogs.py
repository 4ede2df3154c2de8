"""A damaged language catalog never stops the game (issue "Nothing lost, part
two", failure 3: a .mo cut to 100 bytes crashed the start with struct.error):
whatever is wrong with it, the language falls back to English with one line
on stderr, and the game says so once on screen, in English."""
import random
import shutil
import struct
from pathlib import Path

import pytest

from game.platform import i18n
from game.platform.i18n import Translations
from game.ui.text import texts_drawn
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

LOCALE = Path(i18n.__file__).resolve().parent.parent / "locale"
GOOD = (LOCALE / "eu" / "LC_MESSAGES" / "solo-mus.mo").read_bytes()


def cut_short(data):
    return data[:100]


def random_bytes(data):
    rng = random.Random(7)
    return bytes(rng.randrange(256) for _ in range(len(data)))


def wrong_magic(data):
    return b"\x00\x01\x02\x03" + data[4:]


def offsets_past_the_end(data):
    """The table of translations said to start past the end of the file."""
    return data[:16] + struct.pack("<I", len(data) + 4096) + data[20:]


def a_string_past_the_end(data):
    """The first translation's offset pointing past the end of the file."""
    trans = struct.unpack("<I", data[16:20])[0]
    length = struct.unpack("<I", data[trans:trans + 4])[0]
    return data[:trans] + struct.pack("<II", length, len(data) + 10) + data[trans + 8:]


def other_fields(data):
    """A translation that asks for a field its message never gives ({why}
    becomes {wyh}): gettext reads it, `tr` would fail on it."""
    count, trans = struct.unpack("<I", data[8:12])[0], struct.unpack("<I", data[16:20])[0]
    for i in range(count):
        length, offset = struct.unpack("<II", data[trans + 8 * i:trans + 8 * i + 8])
        text = data[offset:offset + length]
        if b"{why}" in text:
            return data[:offset] + text.replace(b"{why}", b"{wyh}") + data[offset + length:]
    raise AssertionError("no translation with {why}")


def unsupported_version(data):
    return data[:4] + struct.pack("<I", 5 << 16) + data[8:]


DAMAGES = [cut_short, random_bytes, wrong_magic, offsets_past_the_end, a_string_past_the_end, other_fields,
           unsupported_version, lambda data: b"", lambda data: data[:len(data) // 2]]


def locale_with(tmp_path, data, code="eu"):
    folder = tmp_path / "locale"
    shutil.copytree(LOCALE, folder, ignore=shutil.ignore_patterns("*.po", "*.pot"))
    (folder / code / "LC_MESSAGES" / "solo-mus.mo").write_bytes(data)
    return folder


@pytest.mark.parametrize("damage", DAMAGES, ids=lambda d: getattr(d, "__name__", "damage"))
def test_a_damaged_catalog_falls_back_to_english_with_one_line(tmp_path, capsys, damage):
    folder = locale_with(tmp_path, damage(GOOD))
    t = Translations("eu", folder=folder)
    assert t.code == "eu" and t.tr("Rules") == "Rules"
    assert t.tr("Game not saved ({why}): kept in memory, saved again after each call.", why="x").startswith(
        "Game not saved (x)")
    assert t.ntr("At most {n} character", "At most {n} characters", 3) == "At most 3 characters"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "eu catalog" in err and "English" in err
    assert t.problem is not None and "Euskara" in str(t.problem)
    t.use("fr")  # another language still works
    assert t.tr("Rules") == "Règles"


def test_a_bad_plural_rule_falls_back_to_english(tmp_path, capsys):
    babel = pytest.importorskip("babel.messages.mofile")
    from babel.messages.catalog import Catalog
    import io
    catalog = Catalog(locale="eu")
    catalog.add("Rules", "Arauak")
    catalog.add(("{n} point", "{n} points"), ("{n} puntu", "{n} puntu"))
    buffer = io.BytesIO()
    babel.write_mo(buffer, catalog)
    data = buffer.getvalue().replace(b"plural=(n != 1)", b"plural=(n % 00)")
    assert b"plural=(n % 00)" in data
    t = Translations("eu", folder=locale_with(tmp_path, data))
    assert t.tr("Rules") == "Rules" and t.ntr("{n} point", "{n} points", 2) == "2 points"
    assert "damaged" in capsys.readouterr().err


def test_the_good_catalogs_pass_the_checks():
    for code in ("eu", "es", "fr"):
        t = Translations(code)
        assert t.problem is None and t.tr("Rules") != "Rules"


@pytest.mark.parametrize("damage", [cut_short, other_fields], ids=lambda d: d.__name__)
def test_the_game_starts_in_english_and_says_so_once(tmp_path, monkeypatch, capsys, damage):
    folder = locale_with(tmp_path, damage(GOOD))
    monkeypatch.setattr(i18n, "locale_dir", lambda: folder)
    app = started_app(tmp_path, lang="eu")
    app.tick(0.05)
    drawn = texts_drawn(app.res)
    assert "Play" in drawn and "Jokatu" not in drawn
    said = [text for text in drawn if "Euskara" in text]
    assert len(said) == 1 and "damaged" in said[0] and "English" in said[0]
    assert capsys.readouterr().err.count("eu catalog") == 1
