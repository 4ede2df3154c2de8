"""The lessons done, kept in `lessons.json` beside the settings, so that the
player comes back to the next lesson and never loses one done.

`LessonStore` reads the file once (game/platform/files.py: only a plain,
small, UTF-8 JSON file), keeps what it can read of it, and writes it again
atomically each time a lesson is done (or the first start's offer was made).
A damaged or odd file is kept aside under a dated name, never deleted, with a
one-line `notice`; one that cannot even be moved aside is never written over.
A save that fails leaves a notice (`failed`); `retry` writes the file again,
which the app does after the next call and at the end.
A lesson done stays done: an unknown key read from the file is kept too (a
later version's lesson), and nothing ever removes one. A demo keeps nothing.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.platform.files import clean_temp_files, keep_aside, read_kept, why, write_atomically
from game.platform.i18n import Message, N_, shown

FILE_NAME = "lessons.json"
FORMAT = 1
SIZE_LIMIT = 64 * 1024  # bytes: a few lines
KEY_LIMIT = 40          # characters of a lesson's key; longer is damage


class LessonStore:
    """`done`: the keys of the lessons done, in the order done; `offered`: the
    course was proposed at the first start; `notice`: what to tell about the file."""

    def __init__(self, path: Path, enabled: bool = True) -> None:
        self.path = Path(path)
        self.enabled = enabled
        self.done: list[str] = []
        self.offered = False
        self._notice: Message | str | None = None
        self._blocked = False
        self._failed = False
        self.failure_reason = ""  # the last failed write's cause alone (a full disk...)
        if enabled:
            clean_temp_files(self.path)
            self._load()

    @property
    def notice(self) -> str | None:
        return shown(self._notice)

    def _load(self) -> None:
        data, problem = read_kept(self.path, SIZE_LIMIT)
        if problem is None and data is None:
            return
        if problem is None:
            problem = self._read(data)
        if problem is not None:
            self._set_aside(problem)

    def _read(self, data) -> str | None:
        """Take what `data` holds; the reason it is damaged, or None."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return "the whole file"
        done, offered = data.get("done", []), data.get("offered", False)
        bad = None
        if isinstance(done, list):
            good = [key for key in done if isinstance(key, str) and 0 < len(key) <= KEY_LIMIT]
            self.done = list(dict.fromkeys(good))
            if len(good) != len(done):
                bad = "done"
        else:
            bad = "done"
        if isinstance(offered, bool):
            self.offered = offered
        else:
            bad = bad or "offered"
        return bad

    def _set_aside(self, what: str) -> None:
        try:
            aside = keep_aside(self.path)
        except OSError as err:
            self._blocked = True
            # box: notice
            self._notice = Message(N_("The lessons file cannot be used ({what}) nor moved aside ({why})."),
                                   what=what, why=why(err))
            return
        # box: notice
        self._notice = Message(N_("The lessons file was damaged ({what}); what could be read is kept, "
                                  "the old file is kept as {file}."), what=what, file=aside.name)
        self.offered = True  # it was there: this is not a first start
        self.save()

    # -- what changes -----------------------------------------------------------
    def finish(self, key: str) -> None:
        """Lesson `key` is done (kept at once; a lesson already kept is not
        written again, unless the last save failed)."""
        if key in self.done and not self._failed:
            return
        if key not in self.done:
            self.done.append(key)
        self.save()

    def offer_made(self, save: bool = True) -> None:
        """The course was proposed (kept now, or at the next save)."""
        self.offered = True
        if save:
            self.save()

    def save(self) -> None:
        if not self.enabled or self._blocked:
            return
        text = json.dumps({"format": FORMAT, "done": self.done, "offered": self.offered}, indent=1) + "\n"
        try:
            write_atomically(self.path, text)
        except OSError as err:
            self._failed = True
            self.failure_reason = err.strerror or type(err).__name__
            # box: notice
            self._notice = Message(N_("Could not save the lessons done ({why})."), why=why(err))
            return
        if self._failed:  # saved again: the failure is no longer true
            self._failed, self._notice = False, None

    def failed(self) -> bool:
        """Whether the last write failed (the file on disk is behind)."""
        return self._failed

    def retry(self) -> None:
        """Write the lessons done again if the last write failed."""
        if self._failed:
            self.save()

    def next_key(self, keys) -> str | None:
        """The first of `keys` (the course in order) not done yet; None when all are."""
        return next((key for key in keys if key not in self.done), None)
