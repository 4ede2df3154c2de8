"""One store for every file the game keeps of the player's (settings.json,
stats.json, lessons.json, game.json and last-game.json, championship.json): how such a file is
read, repaired, set aside, saved, and saved again after a failure, written
once for all of them.

A store (a subclass: game/platform/settings.py, game/match/stats_store.py,
game/lessons/progress.py, game/match/keeper.py,
game/match/championship_store.py) says only what is its own:
its file's size bound (`LIMIT`), its words (`WORDS`: what the player reads
when the file was damaged, cannot be moved aside, or cannot be saved),
whether it saves on a thread of its own (`BACKGROUND`: the statistics and
the game, so that a call never waits for the disk), how its value is read
from the file's JSON (`parse`: what could be used, and what could not) and
written back (`text`, or `put` for a store that writes more than one file).
The rest is here:

- Reading (`load`): a missing file gives the store's defaults; a damaged,
  unreadable or odd one (not JSON, a folder, a named pipe, a link to
  nothing) is moved aside under a dated name (game/platform/files.py
  `keep_aside`), never deleted, a one-line notice says so, and what could be
  read of it is saved in its place (a store that reads its file its own way,
  the keeper, calls `set_aside`). One that cannot be moved aside (a
  read-only folder) is never written over: every save first tries to move
  it aside again, and fails (saying why) until it can.
- Saving (`save(value)`): the newest value asked for is written atomically,
  at once or on the store's thread (the newest wins: a save that finds a
  later one asked for leaves it to that one). A save that fails is
  remembered (`failure`, `failure_reason`, `unsaved()`), the value stays in
  memory, and `retry()` writes the newest value again (the app calls it
  after every call and at the end: `App.retry_saves`); a save that succeeds
  clears the failure. `flush()` waits for the saves asked for.
- `notice`: the failure of the last save if there is one, else what reading
  found (the keeper, whose failure is a banner over every screen, shows the
  two apart: `FAILURE_NOTICED`). A notice is kept as a message and read in
  the language spoken when it is shown.

A demo (`enabled=False`) reads nothing and writes nothing.
"""
from __future__ import annotations

import sys
import threading
import traceback
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from game.platform import files, validate
from game.platform.i18n import Message, shown


@dataclass(frozen=True)
class Words:
    """What a store tells the player about its file, each a message marked
    for translation: `damaged` ({what}: what was wrong, {file}: the name it
    is kept under), `unusable` the same when nothing of it could be used
    (`damaged` if not given), `stuck` when it cannot even be moved aside
    ({what}, {why}), `unsaved` when a save fails ({why})."""

    damaged: str
    stuck: str
    unsaved: str
    unusable: str | None = None


class StuckFile(OSError):
    """A save refused because a damaged file is still where it would go."""

    def __init__(self, message: Message, cause: OSError) -> None:
        super().__init__(cause.errno, cause.strerror, cause.filename)
        self.message = message


class Store:
    """The file at `path`, the value to keep in it, and what to tell the player."""

    LIMIT = 256 * 1024    # bytes the file may hold
    WORDS: Words
    BACKGROUND = False    # save on a thread of the store's own
    FAILURE_NOTICED = True  # a failed save is the notice (else it is only `failure`: the keeper's banner)
    THREAD_NAME = "solo-mus-save"

    def __init__(self, path: Path, enabled: bool = True) -> None:
        self.path = Path(path)
        self.enabled = enabled
        self._lock = threading.Lock()
        self._notice: Message | str | None = None   # what reading found
        self._failure: Message | str | None = None  # why the last save failed
        self.failure_reason = ""  # the last failure's cause alone (a full disk...)
        self._stuck: dict[Path, tuple[Words, str]] = {}  # damaged files that could not be moved aside
        self._newest = None  # the newest value asked to be saved
        self._asked = 0      # how many saves were asked for
        self._done = 0       # the number of the last one on disk
        self._writer: ThreadPoolExecutor | None = None
        if enabled:
            files.clean_temp_files(self.path)

    # -- what to tell the player --------------------------------------------------
    @property
    def notice(self) -> str | None:
        """The last save's failure, else what reading found, in the language
        spoken now (None when there is nothing to say)."""
        return shown((self._failure if self.FAILURE_NOTICED else None) or self._notice)

    @notice.setter
    def notice(self, message: Message | str | None) -> None:
        self._notice = message

    @property
    def failure(self) -> str | None:
        """Why the last save failed, in the language spoken now (None once one succeeds)."""
        return shown(self._failure)

    @failure.setter
    def failure(self, message: Message | str | None) -> None:
        self._failure = message

    # -- reading ------------------------------------------------------------------
    def parse(self, data):
        """What the file's JSON `data` holds: (the value, with defaults where
        something could not be used; what could not be used, or None; whether
        none of it could). The store's own."""
        raise NotImplementedError

    def load(self, default, unusable=None):
        """The value kept in the file: `default` when there is none (or in a
        demo); when it is damaged, what `parse` could read of it (`unusable`,
        else `default`, when nothing could be read), and the file is set
        aside with a notice and that value saved in its place."""
        if not self.enabled:
            return default
        data, problem = files.read_kept(self.path, self.LIMIT)
        if problem is None and data is None:
            return default
        value, whole = (default if unusable is None else unusable), True
        if problem is None:
            value, problem, whole = self.parse(data)
            if problem is None:
                return value
        self.set_aside(problem, whole=whole)
        self.save(value)  # what could be read, in its place (once it is moved aside)
        return value

    def set_aside(self, what: str | Message, path: Path | None = None, words: Words | None = None,
                  whole: bool = True) -> Path | None:
        """Move the damaged file at `path` aside and say so (`what` was
        wrong with it; `whole`: none of it could be used); the name it is
        kept under, or None when it cannot be moved: it then stays, never
        written over, until a save can move it."""
        path = self.path if path is None else path
        words = self.WORDS if words is None else words
        what = validate.shorten(what, 60) if isinstance(what, str) else what
        try:
            aside = files.keep_aside(path)
        except OSError as err:
            with self._lock:
                self._stuck[path] = (words, what)
            self.notice = Message(words.stuck, what=what, why=files.why(err))
            return None
        damaged = words.unusable if whole and words.unusable else words.damaged
        self.notice = Message(damaged, what=what, file=aside.name)
        return aside

    def _clear_way(self, path: Path) -> None:
        """Move aside a damaged file still at `path` (StuckFile if it still cannot be)."""
        with self._lock:
            stuck = self._stuck.get(path)
        if stuck is None:
            return
        words, what = stuck
        try:
            aside = files.keep_aside(path)
        except FileNotFoundError:
            aside = None  # gone meanwhile: nothing left to keep
        except OSError as err:
            raise StuckFile(Message(words.stuck, what=what, why=files.why(err)), err) from None
        with self._lock:
            del self._stuck[path]
        if aside is not None:
            self.notice = Message(words.damaged, what=what, file=aside.name)

    # -- writing ------------------------------------------------------------------
    def text(self, value) -> str:
        """The file's text for `value` (the store's own)."""
        raise NotImplementedError

    def put(self, value) -> None:
        """Write `value` where it goes (raises OSError when it cannot be)."""
        self.write(self.path, self.text(value))

    def write(self, path: Path, text: str) -> None:
        """Write `text` to `path` atomically, once a damaged file there is moved aside."""
        self._clear_way(path)
        files.write_atomically(path, text)

    def save(self, value) -> None:
        """Keep `value`: written now, or on the store's thread."""
        if not self.enabled:
            return
        with self._lock:
            self._newest = value
            self._asked += 1
        self._schedule()

    def _schedule(self) -> None:
        if self.BACKGROUND:
            self.in_background(self._save)
        else:
            self._save()

    def in_background(self, work, *args) -> None:
        """Run `work(*args)` on the store's thread, after the saves asked before it."""
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.THREAD_NAME)
        self._writer.submit(work, *args)

    def failure_message(self, err: OSError) -> Message:
        """What the player reads when a save fails with `err` (the store's
        `WORDS.unsaved`, with the reason and the file's name)."""
        return Message(self.WORDS.unsaved, why=files.why(err))

    def _save(self) -> None:
        with self._lock:
            if self._done == self._asked:
                return  # a later save already wrote it
            value, number = self._newest, self._asked
        try:
            self.put(value)
        except Exception as err:  # a full disk; or what no save should meet: said, never silent
            if not isinstance(err, OSError):
                print(f"solo-mus: saving {self.path.name} failed: {type(err).__name__}: {err}", file=sys.stderr)
                traceback.print_exc()
            with self._lock:
                self.failure_reason = getattr(err, "strerror", None) or type(err).__name__
                if isinstance(err, StuckFile):
                    self._failure = err.message
                elif isinstance(err, OSError):
                    self._failure = self.failure_message(err)
                else:
                    self._failure = Message(self.WORDS.unsaved, why=self.failure_reason)
            return
        with self._lock:
            if number > self._done:
                self._done = number
            self._failure = None

    def unsaved(self) -> bool:
        """Whether the newest value asked to be saved is not known to be on disk."""
        with self._lock:
            return self._done != self._asked

    def failed(self) -> bool:
        """Whether the last save failed (the file on disk is behind)."""
        with self._lock:
            return self._failure is not None

    def retry(self) -> None:
        """Save the newest value again if it is not on disk."""
        if self.unsaved():
            self._schedule()

    def flush(self) -> None:
        """Wait until every save asked for is done (or has failed)."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
