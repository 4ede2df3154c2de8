"""The lessons done, kept in lessons.json: written atomically and read back;
a damaged file is kept aside with a notice and what could be read is kept;
one that cannot be moved aside is never written over; nothing done is lost."""
import json
import pytest

from game.lessons.progress import LessonStore


def test_lessons_done_are_kept_and_read_back(tmp_path):
    path = tmp_path / "lessons.json"
    store = LessonStore(path)
    assert store.done == [] and not store.offered and not path.exists()
    store.finish("cards")
    store.finish("mus")
    store.finish("cards")  # once is enough
    again = LessonStore(path)
    assert again.done == ["cards", "mus"] and again.notice is None
    assert again.next_key(["cards", "mus", "pariak"]) == "pariak"
    assert again.next_key(["cards"]) is None
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_the_offer_is_kept(tmp_path):
    LessonStore(tmp_path / "lessons.json").offer_made()
    assert LessonStore(tmp_path / "lessons.json").offered


@pytest.mark.parametrize("text, kept", [
    ("{not json", []),
    ('{"format": 1, "done": ["cards", 7, "mus"], "offered": true}', ["cards", "mus"]),
    ('{"format": 1, "done": "cards"}', []),
    ("null", []),
    ('[1, 2]', []),
])
def test_a_damaged_file_is_kept_aside_with_a_notice_and_what_reads_is_kept(tmp_path, text, kept):
    path = tmp_path / "lessons.json"
    path.write_text(text, encoding="utf-8")
    store = LessonStore(path)
    assert store.done == kept
    assert store.notice and "lessons" in store.notice
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("lessons.json.bad-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == text
    assert json.loads(path.read_text(encoding="utf-8"))["done"] == kept  # what could be read, in its place


def test_unknown_lessons_of_a_later_version_stay_done(tmp_path):
    path = tmp_path / "lessons.json"
    path.write_text('{"format": 1, "done": ["señas-2030"], "offered": true}', encoding="utf-8")
    store = LessonStore(path)
    store.finish("cards")
    assert LessonStore(path).done == ["señas-2030", "cards"]


def test_a_file_that_cannot_be_saved_says_so_and_keeps_the_lesson_in_memory(tmp_path):
    folder = tmp_path / "cfg"
    store = LessonStore(folder / "lessons.json")
    folder.write_text("a file where the folder should be")  # nothing can be saved under it
    store.finish("cards")
    assert store.done == ["cards"] and "Could not save" in store.notice
    folder.unlink()
    store.finish("mus")
    assert store.notice is None and LessonStore(folder / "lessons.json").done == ["cards", "mus"]


def test_a_demo_keeps_nothing(tmp_path):
    store = LessonStore(tmp_path / "lessons.json", enabled=False)
    store.finish("cards")
    assert not (tmp_path / "lessons.json").exists()
