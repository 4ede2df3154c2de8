"""The lessons done, kept in `lessons.json` beside the settings, so that the
player comes back to the next lesson and never loses one done.

`LessonStore` reads the file once, keeps what it can read of it, and saves
it each time a lesson is done (or the first start's offer was made). How the
file is read, set aside when damaged, saved and saved again after a failure
is the one store's (game/platform/store.py): a damaged or odd file is kept
aside under a dated name, never deleted, never written over, with a one-line
`notice`; a save that fails leaves a notice (`failed`) and is tried again
(`retry`, the app's, after the next call and at the end).
A lesson done stays done: an unknown key read from the file is kept too (a
later version's lesson), and nothing ever removes one. A demo keeps nothing.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.platform.i18n import N_
from game.platform.store import Store, Words

FILE_NAME = "lessons.json"
FORMAT = 1
SIZE_LIMIT = 64 * 1024  # bytes: a few lines
KEY_LIMIT = 40          # characters of a lesson's key; longer is damage

LESSON_WORDS = Words(
    # box: notice
    damaged=N_("The lessons file was damaged ({what}); what could be read is kept, "
               "the old file is kept as {file}."),
    # box: notice
    stuck=N_("The lessons file cannot be used ({what}) nor moved aside ({why})."),
    # box: notice
    unsaved=N_("Could not save the lessons done ({why})."))


class LessonStore(Store):
    """`done`: the keys of the lessons done, in the order done; `offered`: the
    course was proposed at the first start; `notice`: what to tell about the file."""

    LIMIT = SIZE_LIMIT
    WORDS = LESSON_WORDS

    def __init__(self, path: Path, enabled: bool = True) -> None:
        super().__init__(path, enabled)
        # a file that is there but unreadable was there: this is not a first start
        done, self.offered = self.load(((), False), unusable=((), True))
        self.done: list[str] = list(done)

    def parse(self, data) -> tuple[tuple[tuple[str, ...], bool], str | None, bool]:
        """What `data` holds, and what of it is damaged ("done", "offered"), or None."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return ((), True), "the whole file", True
        done, offered = data.get("done", []), data.get("offered", False)
        bad, good = None, []
        if isinstance(done, list):
            good = [key for key in done if isinstance(key, str) and 0 < len(key) <= KEY_LIMIT]
            if len(good) != len(done):
                bad = "done"
        else:
            bad = "done"
        if not isinstance(offered, bool):
            bad, offered = bad or "offered", False
        return (tuple(dict.fromkeys(good)), offered or bad is not None), bad, False

    def text(self, value) -> str:
        done, offered = value
        return json.dumps({"format": FORMAT, "done": list(done), "offered": offered}, indent=1) + "\n"

    # -- what changes -----------------------------------------------------------
    def finish(self, key: str) -> None:
        """Lesson `key` is done (kept at once; a lesson already kept is not
        written again, unless the last save failed)."""
        if key in self.done and not self.unsaved():
            return
        if key not in self.done:
            self.done.append(key)
        self.save()

    def offer_made(self, save: bool = True) -> None:
        """The course was proposed (kept now, or at the next save)."""
        self.offered = True
        if save:
            self.save()

    def save(self, value=None) -> None:
        """Keep the lessons done and the offer (`value`: those, as read)."""
        super().save((tuple(self.done), self.offered) if value is None else value)

    def next_key(self, keys) -> str | None:
        """The first of `keys` (the course in order) not done yet; None when all are."""
        return next((key for key in keys if key not in self.done), None)
