"""The game in progress, kept on disk so that closing the window never loses it.

After every call the table hands its `Match` (game/match/) to
`GameKeeper.keep`; a worker thread writes `game.json` beside the settings in
the match's kept form (game/match/kept.py: the variant, the seed, every move,
the computer players as they played and the decision behind each move).
Matches are immutable, so the worker reads one safely while the table goes
on. When a match ends the keeper writes it as `last-game.json` (same format,
replacing the previous one) and removes `game.json`.

`read_game_file(path)` is the one reader of such a file (resume uses it, and
so does `solo-mus record --from`): a `Match` whose every move was replayed
through the model; what is wrong raises `Damaged` with a short reason. A kept
game that cannot be resumed is moved aside under a dated name (or, if its
match had already ended, to last-game.json), with a short notice for the
player; a damaged last-game.json is kept aside the same way as the keeper
starts (one that cannot be moved aside is never written over). Notices are
messages, said in the language spoken when they are shown. A game kept before
decisions were has them worked out once, off the main thread (by the review, or the table that resumes it), and `remember`
keeps them in its file.

A save that fails (a full disk, a read-only folder) sets `failure`, which the
app shows at once over any screen; the match stays in memory (`has_game`,
`load_match` use it), is saved again on the next call, and `failure` clears
when a save succeeds. A game resumes where the table can pick it up
(`Match.resumable`): an exchange of cards half-way through goes back to the
start of that exchange, and a hand already counted goes on to the next deal.
`current_game` and `last_game` read the two kept games for the list of last
hands, quietly (never a notice, never a file moved).
"""
from __future__ import annotations

import json
import os
import sys
import threading
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from game.platform import validate
from game.platform.files import Damaged, clean_temp_files, folder_problem, keep_aside, read_json, why, write_atomically
from game.platform.i18n import Message, N_, shown
from game.match import Match
from game.match.kept import read_match, to_json

FILE_NAME = "game.json"
LAST_GAME_NAME = "last-game.json"
SIZE_LIMIT = 4 * 1024 * 1024  # bytes: a long match of three games is well under 100 KB


def read_game_file(path: Path) -> Match:
    """The match kept in `path` (game.json or last-game.json); FileNotFoundError
    if there is none, OSError if it cannot be read, Damaged if it cannot be used."""
    return read_match(read_json(Path(path), SIZE_LIMIT))


class GameKeeper:
    """Keeps the game in progress in `path`. `notice` holds the last thing the
    title should say about the file (kept aside, finished), `failure` why the
    last save failed (None once one succeeds)."""

    def __init__(self, path: Path, enabled: bool = True) -> None:
        self.path = Path(path)
        self.last_path = self.path.with_name(LAST_GAME_NAME)
        self.enabled = enabled
        self._notice: Message | str | None = None
        self._failure: Message | str | None = None
        self.failure_reason = ""  # the last failure's cause alone (a full disk...)
        self._lock = threading.Lock()
        self._latest: Match | None = None  # the newest match handed over
        self._asked = 0    # how many matches were handed over
        self._saved = 0    # the number of the last one on disk
        self._saved_match: Match | None = None  # and that match
        self._writer: ThreadPoolExecutor | None = None
        self._last_blocked = False  # a damaged last-game.json that could not be moved aside
        if enabled:
            clean_temp_files(self.path)
            clean_temp_files(self.last_path)
            self._check_last_game()

    @property
    def notice(self) -> str | None:
        """The notice in the language spoken now (None when there is none)."""
        return shown(self._notice)

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

    def _check_last_game(self) -> None:
        """Keep a damaged last-game.json aside at once, with a notice: else
        the list of last hands shows it as empty and the next finished match
        writes over it. One that cannot be moved aside is never written over."""
        try:
            read_game_file(self.last_path)
            return
        except FileNotFoundError:
            return
        except (Damaged, OSError) as err:
            if isinstance(err, OSError) and folder_problem(self.path.parent) is not None:
                return  # no folder, so no file: saving says what is wrong
            what = validate.shorten(str(err) if isinstance(err, Damaged) else why(err), 60)
        try:
            aside = keep_aside(self.last_path)
        except OSError as err:
            self._last_blocked = True
            # box: notice
            self.notice = Message(N_("The last game's file cannot be used ({what}) nor moved aside ({why})."),
                                  what=what, why=why(err))
            return
        # box: notice
        self.notice = Message(N_("The last game's file was damaged ({what}); it is kept as {file}."),
                              what=what, file=aside.name)

    def has_game(self) -> bool:
        """A game to continue: unsaved in memory, or a file (even a damaged
        one: Continue then says what is wrong with it and keeps it aside)."""
        if not self.enabled:
            return False
        if self.unsaved() and not self._latest.finished:
            return True
        return os.path.lexists(self.path)

    def unsaved(self) -> bool:
        """Whether the newest match handed over is not known to be on disk."""
        with self._lock:
            return self._latest is not None and self._saved != self._asked

    def file_name(self) -> str:
        """The name of the file the newest match goes to: game.json, or
        last-game.json once it is over."""
        with self._lock:
            finished = self._latest is not None and self._latest.finished and not self._last_blocked
        return (self.last_path if finished else self.path).name

    def lost_calls(self) -> int:
        """How many calls of the newest match handed over are not on disk
        (0 when it is saved)."""
        with self._lock:
            if self._latest is None or self._saved == self._asked:
                return 0
            history, saved = self._latest.moves, self._saved_match
        if saved is not None and history[:len(saved.moves)] == saved.moves:
            return len(history) - len(saved.moves)
        return len(history)

    def keep(self, match: Match) -> None:
        """Save `match` in the background (once it is over, as the last game);
        a lesson's hand (`practice`) is never kept: the kept game stays."""
        if not self.enabled or match.practice:
            return
        with self._lock:
            self._latest = match
            self._asked += 1
        self.retry()

    def retry(self) -> None:
        """Write the newest match again (after a failure; `keep` calls it)."""
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-save")
        self._writer.submit(self._save)

    def _save(self) -> None:
        with self._lock:
            if self._latest is None or self._saved == self._asked:
                return  # a later save already wrote it
            match, number = self._latest, self._asked
        text = json.dumps(to_json(match), ensure_ascii=False) + "\n"
        try:
            if match.finished and not self._last_blocked:
                write_atomically(self.last_path, text)
                self.path.unlink(missing_ok=True)
            else:  # (a finished match stays here when last-game.json may not be written over)
                write_atomically(self.path, text)
        except Exception as err:  # a full disk; or what no save should meet: said, never silent
            if not isinstance(err, OSError):
                print(f"solo-mus: saving the game failed: {type(err).__name__}: {err}", file=sys.stderr)
                traceback.print_exc()
            with self._lock:
                self.failure_reason = getattr(err, "strerror", None) or type(err).__name__
                # box: banner
                self.failure = Message(N_("Game not saved ({why}): kept in memory, saved again after each call."),
                                       why=self.failure_reason)
            return
        with self._lock:
            if number > self._saved:
                self._saved, self._saved_match = number, match
            self.failure = None

    def flush(self) -> None:
        """Wait until every save asked for is done (or has failed)."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def load_match(self) -> Match | None:
        """The kept match where a table picks it up, or None (with a notice)
        if it cannot be resumed; a damaged file is kept aside, never deleted."""
        self.flush()
        with self._lock:
            latest = self._latest if self._saved != self._asked else None
        if latest is not None and not latest.finished:
            return read_match(json.loads(json.dumps(to_json(latest)))).resumable()  # never saved: from memory
        try:
            kept = read_game_file(self.path)
        except FileNotFoundError:
            return None
        except (Damaged, OSError) as err:
            what = str(err) if isinstance(err, Damaged) else why(err)
            self._set_aside(what)
            return None
        if kept.finished:  # the match had ended: keep it as the last game
            try:
                if self._last_blocked:
                    raise PermissionError("the last game's file may not be written over")
                os.replace(self.path, self.last_path)
                # box: notice
                self.notice = Message(N_("The kept game had already ended; it is kept as {file}."),
                                      file=self.last_path.name)
            except OSError:
                # box: notice
                self._set_aside(Message(N_("the match is over")))
            return None
        return kept.resumable()

    def current_game(self) -> Match | None:
        """The game in progress as kept (in memory if not yet saved, else
        game.json), or None; never moves a file nor sets a notice."""
        with self._lock:
            latest = self._latest
        if latest is not None and not latest.finished:
            return latest
        return self._read_quietly(self.path)

    def last_game(self) -> Match | None:
        """The last finished match (last-game.json, or the one just ended in
        memory), or None; never moves a file nor sets a notice."""
        with self._lock:
            latest = self._latest
        if latest is not None and latest.finished:
            return latest
        return self._read_quietly(self.last_path)

    def remember(self, match: Match) -> None:
        """Keep the decisions worked out for a match kept before decisions
        were (the review worked them out): the file holding that match is
        written again with them, once; anything else is left as it is."""
        if not self.enabled or match.missing_decisions:
            return
        with self._lock:
            latest = self._latest
        if latest is not None and latest.moves[:len(match.moves)] == match.moves:
            return  # the game in play: the table keeps its own decisions
        for path in (self.path, self.last_path):
            kept = self._read_quietly(path)
            if kept is not None and kept.missing_decisions and kept.moves == match.moves:
                if self._writer is None:
                    self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-save")
                self._writer.submit(self._rewrite, path, match)

    @staticmethod
    def _rewrite(path: Path, match: Match) -> None:
        try:
            write_atomically(path, json.dumps(to_json(match), ensure_ascii=False) + "\n")
        except OSError:
            pass  # the file keeps its first form: its decisions are worked out again next time

    def _read_quietly(self, path: Path) -> Match | None:
        if not self.enabled:
            return None
        try:
            return read_game_file(path)
        except (OSError, ValueError):  # none, unreadable or damaged: Continue says so
            return None

    def _set_aside(self, what: str | Message) -> None:
        what = validate.shorten(what, 60) if isinstance(what, str) else what
        try:
            aside = keep_aside(self.path)
        except OSError as err:
            # box: notice
            self.notice = Message(N_("The saved game cannot be used ({what}) nor moved aside ({why})."),
                                  what=what, why=why(err))
            return
        # box: notice
        self.notice = Message(N_("The saved game could not be resumed ({what}); it is kept as {file}."),
                              what=what, file=aside.name)
