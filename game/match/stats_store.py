"""The player's statistics on disk: `stats.json` beside the settings, so that
no hand's count is ever lost.

`StatsStore` loads the file once (game/platform/validate.py reads it from the
`Statistics` dataclasses of game/match/statistics.py, strictly, keeping every
field that still reads), counts each hand the table reports (`count_hand`)
and writes the new statistics atomically on a worker thread, so that a hand's
end never waits for the disk. A damaged, unreadable or odd file is kept
aside under a dated name (`stats.json.bad-<date>-<time>`), never deleted, and
a one-line `notice` says so (a count beyond any life of play is damage too:
game/match/statistics.py `MOST`); if it cannot even be moved aside, the store does
not write over it. A save that fails leaves a notice (`failed`) and is tried
again at the next hand, or sooner by `retry` (the app's, after the next call
and at the end). `reset()` starts the statistics again from zero (the screen asks
first). A demo (`--autoplay`) and the smoke test count nothing.
"""
from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from game.platform import validate
from game.platform.files import clean_temp_files, keep_aside, read_kept, why, write_atomically
from game.platform.i18n import Message, N_, shown
from game.match.statistics import Statistics, counted, hand_key

FILE_NAME = "stats.json"
FORMAT = 1
SIZE_LIMIT = 256 * 1024  # bytes: the file is a few KB


def to_json(stats: Statistics) -> dict:
    return {"format": FORMAT, **validate.to_json(stats)}


def from_json(data) -> tuple[Statistics, list[str]]:
    """Statistics from parsed JSON, and where the fields are that could not
    be used (every good field is kept)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return Statistics(), ["the whole file"]
    stats, problems = validate.read(Statistics, data, Statistics(), skip=("format",))
    return stats, list(dict.fromkeys(p.where or "the whole file" for p in problems))


class StatsStore:
    """The statistics in use (`stats`), where they are kept, and the last
    thing to tell the player about the file (`notice`), or None."""

    def __init__(self, path: Path, enabled: bool = True) -> None:
        self.path = Path(path)
        self.enabled = enabled
        self._notice: Message | str | None = None
        self._blocked = False  # a damaged file that could not be moved aside: never written over
        self._failed = False   # the last write failed (its notice clears when one succeeds)
        self.failure_reason = ""  # the last failed write's cause alone (a full disk...)
        self._lock = threading.Lock()
        self._writer: ThreadPoolExecutor | None = None
        self.stats = Statistics()
        if enabled:
            self.stats = self._load()

    @property
    def notice(self) -> str | None:
        """The notice in the language spoken now (None when there is none)."""
        return shown(self._notice)

    @notice.setter
    def notice(self, message: Message | str | None) -> None:
        self._notice = message

    def _load(self) -> Statistics:
        clean_temp_files(self.path)
        data, problem = read_kept(self.path, SIZE_LIMIT)
        if problem is not None:
            return self._set_aside(Statistics(), problem)
        if data is None:
            return Statistics()
        stats, bad = from_json(data)
        if bad:
            return self._set_aside(stats, validate.shorten(", ".join(bad[:3]), 40))
        return stats

    def _set_aside(self, stats: Statistics, what: str) -> Statistics:
        try:
            aside = keep_aside(self.path)
        except OSError as err:
            self._blocked = True
            # box: notice
            self.notice = Message(N_("The statistics file cannot be used ({what}) nor moved aside ({why}); "
                                     "this session's hands are not kept."), what=what, why=why(err))
            return stats
        # box: notice
        self.notice = Message(N_("The statistics file was damaged ({what}); what could be read is kept, "
                                 "the old file is kept as {file}."), what=what, file=aside.name)
        self.stats = stats
        self.save()  # what could be read, in the damaged file's place
        return stats

    # -- counting -----------------------------------------------------------
    def count_hand(self, state, seed: int, lineup) -> None:
        """Count the hand `state` has just ended (its whole story) and save."""
        if not self.enabled:
            return
        key = hand_key(seed, state.hand_number, len(state.history))
        self.stats = counted(self.stats, state.story, lineup, key)
        self.save()

    def reset(self) -> None:
        """Every count back to zero, saved at once."""
        self.stats = Statistics()
        self.save()

    # -- saving -------------------------------------------------------------
    def save(self) -> None:
        """Write the statistics in the background (the newest wins)."""
        if not self.enabled or self._blocked:
            return
        text = json.dumps(to_json(self.stats), ensure_ascii=False, indent=1) + "\n"
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-stats")
        self._writer.submit(self._write, text)

    def _write(self, text: str) -> None:
        try:
            write_atomically(self.path, text)
        except OSError as err:
            with self._lock:
                self._failed = True
                self.failure_reason = err.strerror or type(err).__name__
                # box: notice
                self.notice = Message(N_("Could not save the statistics ({why}); they are saved again "
                                         "after the next hand."), why=why(err))
            return
        with self._lock:
            if self._failed:
                self._failed, self.notice = False, None

    def failed(self) -> bool:
        """Whether the last write failed (the statistics on disk are behind)."""
        with self._lock:
            return self._failed

    def retry(self) -> None:
        """Write the statistics again if the last write failed."""
        if self.failed():
            self.save()

    def flush(self) -> None:
        """Wait until every write asked for is done."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
