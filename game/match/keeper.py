"""The game in progress, kept on disk so that closing the window never loses it.

After every call the table hands its `Match` (game/match/) to
`GameKeeper.keep`; the keeper's thread saves it beside the settings in the
match's kept form (game/match/kept.py: the variant, the seed, every move,
the computer players as they played, the decision behind each move and the
señas). Matches are immutable, so the thread reads one safely while the
table goes on. How a file is read, set aside, saved and saved again after a
failure is the one store's (game/platform/store.py); what is the keeper's
own is below.

A save costs the same at the first call and at the six hundredth:
`game.json` holds the match as it was when last written whole, and its
journal (`game.json.journal`, game/platform/files.py) one line for each save
since, with only what that save added (kept.tail_json: the new moves and
their decisions, señas and lineups), appended and synced. Once the journal
holds as many lines as game.json holds moves (and at least
`COMPACT_AFTER`), the next save writes game.json whole again and begins a
new journal, so a save's cost over a match stays flat while reading stays
short. A save that does not simply go on from the last (a resumed game went
back to an exchange's start, decisions were worked out, a save failed) is
written whole. A kill at any moment leaves game.json and a journal that
reads as the match up to the last save, or the one before it. When a match
ends the keeper writes it whole as `last-game.json` (replacing the previous
one) and removes `game.json` and its journal.

`read_game_file(path)` is the one reader of such a file (resume uses it, and
so does `solo-mus record --from`): a `Match` whose every move was replayed
through the model, its journal's lines included; what is wrong raises
`Damaged` with a short reason. A player who wears a face the art no longer
draws (a kept game of an older version) wears its seat's own instead, and
the title says so as the game starts. A kept game that cannot be resumed is
moved aside under a dated name, its journal with it (or, if its match had
already ended, kept as last-game.json), with a short notice; a damaged
last-game.json is kept aside the same way as the keeper starts. A game kept
before decisions were has them worked out once, off the main thread (by the
review, or the table that resumes it), and `remember` keeps them in its file.

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
from dataclasses import replace
from pathlib import Path

from game.platform import files
from game.platform.files import Damaged
from game.platform.i18n import Message, N_
from game.platform.store import Store, Words
from game.match import Match
from game.match.computer_player import faces_gone, wearing_known_faces
from game.match.kept import players_of, read_match, tail_json, to_json, with_tails

FILE_NAME = "game.json"
LAST_GAME_NAME = "last-game.json"
SIZE_LIMIT = 4 * 1024 * 1024  # bytes: a long match of three games is well under 100 KB (and so is its journal)
COMPACT_AFTER = 32  # journal lines at the least before game.json is written whole again

GAME_WORDS = Words(
    # box: notice
    damaged=N_("The saved game could not be resumed ({what}); it is kept as {file}."),
    # box: notice
    stuck=N_("The saved game cannot be used ({what}) nor moved aside ({why})."),
    # box: banner
    unsaved=N_("Game not saved ({why}): kept in memory, saved again after each call."))
LAST_GAME_WORDS = Words(
    # box: notice
    damaged=N_("The last game's file was damaged ({what}); it is kept as {file}."),
    # box: notice
    stuck=N_("The last game's file cannot be used ({what}) nor moved aside ({why})."),
    unsaved=GAME_WORDS.unsaved)


def _kept_form(path: Path) -> dict:
    """The kept form (parsed JSON, not yet read) of the match in `path`, its
    journal's lines added; FileNotFoundError if there is none, OSError if it
    cannot be read, Damaged if it is no kept game (a link to nothing too)."""
    try:
        text = files.read_text(path, SIZE_LIMIT)
    except FileNotFoundError:
        problem = files.link_problem(path)
        if problem is None:
            raise
        raise Damaged(problem) from None
    return with_tails(files.parse_json(text), files.read_journal(path, text, SIZE_LIMIT))


def _read(path: Path) -> tuple[Match, list[str]]:
    """The match kept in `path`, each player wearing a face the art draws,
    and the names of those who wear another than the file says."""
    match = read_match(_kept_form(Path(path)))
    lineups, gone = [], []
    for lineup in match.lineups:
        players, changed = wearing_known_faces(lineup.players)
        lineups.append(replace(lineup, players=players))
        gone += changed
    return (match.with_lineups(lineups) if gone else match), list(dict.fromkeys(gone))


def read_game_file(path: Path) -> Match:
    """The match kept in `path` (game.json or last-game.json, with its
    journal); FileNotFoundError if there is none, OSError if it cannot be
    read, Damaged if it cannot be used."""
    return _read(Path(path))[0]


def _whole(match: Match) -> str:
    return json.dumps(to_json(match), ensure_ascii=False) + "\n"


class GameKeeper(Store):
    """Keeps the game in progress in `path`. `notice` holds the last thing the
    title should say about the files (kept aside, finished, faces changed),
    `failure` why the last save failed (None once one succeeds)."""

    LIMIT = SIZE_LIMIT
    WORDS = GAME_WORDS
    BACKGROUND = True
    FAILURE_NOTICED = False  # the notice is what the title says; a failed save is the banner's (`failure`)

    def __init__(self, path: Path, enabled: bool = True) -> None:
        super().__init__(path, enabled)
        self.last_path = self.path.with_name(LAST_GAME_NAME)
        # Only the keeper's thread reads and sets these three:
        self._on_disk: Match | None = None  # what game.json and its journal hold, while a line may follow it
        self._journalled = 0  # lines in that journal
        self._whole_moves = 0  # moves in game.json
        self._saved_match: Match | None = None  # the newest match known to be on disk
        if enabled:
            files.clean_temp_files(files.journal_of(self.path))
            files.clean_temp_files(self.last_path)
            self._check_last_game()
            self._look_at_faces()

    # -- reading ------------------------------------------------------------------
    def _check_last_game(self) -> None:
        """Keep a damaged last-game.json aside at once, with a notice: else
        the list of last hands shows it as empty and the next finished match
        writes over it. One that cannot be moved aside is never written over."""
        try:
            _match, gone = _read(self.last_path)
        except FileNotFoundError:
            return
        except (Damaged, OSError) as err:
            if isinstance(err, OSError) and files.folder_problem(self.path.parent) is not None:
                return  # no folder, so no file: saving says what is wrong
            self.set_aside(str(err) if isinstance(err, Damaged) else files.why(err), self.last_path,
                           LAST_GAME_WORDS)
            return
        if gone:
            self.notice = faces_gone(gone)

    def _look_at_faces(self) -> None:
        """Say at once when a player of the kept game wears a face the art no
        longer draws (read without its replay; a file that does not read is
        Continue's to speak of)."""
        try:
            data = _kept_form(self.path)
        except (OSError, ValueError):
            return
        _players, gone = wearing_known_faces(players_of(data))
        if gone:
            self.notice = faces_gone(list(dict.fromkeys(gone)))

    def has_game(self) -> bool:
        """A game to continue: unsaved in memory, or a file (even a damaged
        one: Continue then says what is wrong with it and keeps it aside)."""
        if not self.enabled:
            return False
        with self._lock:
            newest = self._newest if self._done != self._asked else None
        if newest is not None and not newest.finished:
            return True
        return os.path.lexists(self.path)

    def file_name(self) -> str:
        """The name of the file the newest match goes to: game.json, or
        last-game.json once it is over."""
        with self._lock:
            finished = self._newest is not None and self._newest.finished
        return (self.last_path if finished else self.path).name

    def lost_calls(self) -> int:
        """How many calls of the newest match handed over are not on disk
        (0 when it is saved)."""
        with self._lock:
            if self._newest is None or self._done == self._asked:
                return 0
            history, saved = self._newest.moves, self._saved_match
        if saved is not None and history[:len(saved.moves)] == saved.moves:
            return len(history) - len(saved.moves)
        return len(history)

    def load_match(self) -> Match | None:
        """The kept match where a table picks it up, or None (with a notice)
        if it cannot be resumed; a damaged file is kept aside, never deleted."""
        self.flush()
        with self._lock:
            newest = self._newest if self._done != self._asked else None
        if newest is not None and not newest.finished:
            return read_match(json.loads(json.dumps(to_json(newest)))).resumable()  # never saved: from memory
        try:
            kept, gone = _read(self.path)
        except FileNotFoundError:
            return None
        except (Damaged, OSError) as err:
            self.set_aside(str(err) if isinstance(err, Damaged) else files.why(err))
            return None
        if kept.finished:  # the match had ended: keep it as the last game
            try:
                self.write(self.last_path, _whole(kept))
                self._remove_game()
                # box: notice
                self.notice = Message(N_("The kept game had already ended; it is kept as {file}."),
                                      file=self.last_path.name)
            except OSError:
                # box: notice
                self.set_aside(Message(N_("the match is over")))
            return None
        if gone:
            self.notice = faces_gone(gone)
        return kept.resumable()

    def current_game(self) -> Match | None:
        """The game in progress as kept (in memory if not yet saved, else
        game.json), or None; never moves a file nor sets a notice."""
        with self._lock:
            newest = self._newest
        if newest is not None and not newest.finished:
            return newest
        return self._read_quietly(self.path)

    def last_game(self) -> Match | None:
        """The last finished match (last-game.json, or the one just ended in
        memory), or None; never moves a file nor sets a notice."""
        with self._lock:
            newest = self._newest
        if newest is not None and newest.finished:
            return newest
        return self._read_quietly(self.last_path)

    def _read_quietly(self, path: Path) -> Match | None:
        if not self.enabled:
            return None
        try:
            return read_game_file(path)
        except (OSError, ValueError):  # none, unreadable or damaged: Continue says so
            return None

    # -- saving -------------------------------------------------------------------
    def failure_message(self, err: OSError) -> Message:
        """The banner of a failed save: its reason alone (the game's file is
        the game, whichever of the two it was)."""
        return Message(self.WORDS.unsaved, why=err.strerror or type(err).__name__)

    def keep(self, match: Match) -> None:
        """Save `match` in the background (once it is over, as the last game);
        a lesson's hand (`practice`) is never kept: the kept game stays."""
        if not match.practice:
            self.save(match)

    def put(self, match: Match) -> None:
        """Write `match` (on the keeper's thread): as the last game once it
        is over, else a line of game.json's journal or game.json whole."""
        try:
            if match.finished:
                self._on_disk = None
                self.write(self.last_path, _whole(match))
                self._remove_game()
            else:
                self._put_game(match)
        except BaseException:
            self._on_disk = None  # the next save is written whole
            raise
        self._saved_match = match

    def _put_game(self, match: Match) -> None:
        tail = None
        if self._on_disk is not None and self._journalled < max(COMPACT_AFTER, self._whole_moves):
            tail = tail_json(self._on_disk, match)
        if tail is not None:
            try:
                files.append_to_journal(self.path, json.dumps(tail, ensure_ascii=False))
            except OSError:
                pass  # a journal gone or refused: the match is written whole below
            else:
                self._on_disk, self._journalled = match, self._journalled + 1
                return
        self._write_game(match)

    def _write_game(self, match: Match) -> None:
        """game.json whole, and a new journal after it."""
        self._on_disk = None
        text = _whole(match)
        self.write(self.path, text)
        try:
            files.start_journal(self.path, text)
        except OSError:
            return  # saved whole; so is the next save
        self._on_disk, self._journalled, self._whole_moves = match, 0, len(match.log)

    def _remove_game(self) -> None:
        """No game in progress: game.json goes, then its journal (a journal
        left alone by a kill names a text no game.json holds: never read)."""
        self.path.unlink(missing_ok=True)
        files.journal_of(self.path).unlink(missing_ok=True)

    def remember(self, match: Match) -> None:
        """Keep the decisions worked out for a match kept before decisions
        were (the review worked them out): the file holding that match is
        written again with them, once; anything else is left as it is."""
        if not self.enabled or match.missing_decisions:
            return
        with self._lock:
            newest = self._newest
        if newest is not None and newest.moves[:len(match.moves)] == match.moves:
            return  # the game in play: the table keeps its own decisions
        for path in (self.path, self.last_path):
            kept = self._read_quietly(path)
            if kept is not None and kept.missing_decisions and kept.moves == match.moves:
                self.in_background(self._rewrite, path, match)

    def _rewrite(self, path: Path, match: Match) -> None:
        try:
            if path == self.path:
                self._write_game(match)
            else:
                self.write(path, _whole(match))
        except OSError:
            pass  # the file keeps its first form: its decisions are worked out again next time
