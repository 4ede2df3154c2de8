"""The game in progress, kept on disk so that closing the window never loses it.

After every call the table hands the new state to `GameKeeper.keep`; a worker
thread writes `game.json` beside the settings: the variant, the seed and every
move in its canonical text (`0 mus`, `3 discard 1o 12e`, `2 imido 4`). States
are immutable, so the worker reads one safely while the table goes on. When a
match ends the keeper writes it as `last-game.json` (same format, replacing the
previous one) and removes `game.json`.

`read_game_file(path)` is the one reader of such a file (resume uses it, and so
can a game record): a `KeptGame` with the rules, the seed and the moves as
`model.Move` values, every one checked by replaying it through the model, so a
damaged or edited file can never give a state the rules would not reach. What
is wrong raises `Damaged` with a short reason. A kept game that cannot be
resumed is moved aside under a dated name (or, if its match had already ended,
to last-game.json), with a short notice for the player.

A save that fails (a full disk, a read-only folder) sets `failure`, which the
app shows at once over any screen; the state stays in memory (`has_game`,
`load` use it), is saved again on the next call, and `failure` clears when a
save succeeds. A game resumes where the table can pick it up: an exchange of
cards half-way through goes back to the start of that exchange, and a hand
already counted goes on to the next deal.
"""
from __future__ import annotations

import json
import os
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from game import model
from game.app import validate
from game.app.files import Damaged, clean_temp_files, keep_aside, read_json, why, write_atomically
from game.app.i18n import tr

FILE_NAME = "game.json"
LAST_GAME_NAME = "last-game.json"
FORMAT = 1
SIZE_LIMIT = 4 * 1024 * 1024  # bytes: a long match of three games is well under 100 KB
MOVE_LIMIT = 100_000
_MOVE = re.compile(r"([0-3]) (\S.*)", re.ASCII | re.DOTALL)


def _read_moves(raw) -> tuple[model.Move, ...]:
    """The moves of a file: a list of texts `<seat 0-3> <call>`."""
    if not isinstance(raw, list):
        raise ValueError(f"must be a list, not {validate.shorten(raw)}")
    if len(raw) > MOVE_LIMIT:
        raise ValueError(f"too many ({len(raw)})")
    moves = []
    for number, entry in enumerate(raw, 1):
        match = _MOVE.fullmatch(entry) if isinstance(entry, str) else None
        if match is None:
            raise ValueError(f"move {number} ({validate.shorten(entry)}) is not a seat and a call")
        try:
            action = model.parse_action(match.group(2))
        except ValueError:
            raise ValueError(f"move {number} ({validate.shorten(entry)}) is not a call") from None
        moves.append(model.Move(int(match.group(1)), action))
    return tuple(moves)


def _write_moves(moves) -> list[str]:
    return [f"{seat} {action}" for seat, action in moves]


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A kept game, checked: `final` is the state all its moves reach, `resume`
    where the table picks it up (None once the match is over)."""

    rules: model.Rules
    seed: int
    moves: tuple[model.Move, ...] = field(metadata={"json": (_read_moves, _write_moves)})
    final: model.State = field(init=False, compare=False, repr=False)
    resume: model.State | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if not 0 <= self.seed < 1 << 64:
            raise ValueError(f"seed {validate.shorten(self.seed)} is out of range")
        state = model.new_game(self.rules, self.seed)
        resumable = state
        for number, (seat, action) in enumerate(self.moves, 1):
            if seat != state.to_act:
                raise ValueError(f"move {number} ({seat} {validate.shorten(str(action))}) is out of turn")
            try:
                state = model.step(state, action)
            except model.IllegalAction:
                raise ValueError(f"move {number} ({seat} {validate.shorten(str(action))}) "
                                 "is not allowed there") from None
            if not (state.phase == "discard" and any(len(hand) < 4 for hand in state.hands)):
                resumable = state
        if resumable.phase == "hand-over":
            resumable = model.step(resumable, model.parse_action("new-hand"))
        object.__setattr__(self, "final", state)
        object.__setattr__(self, "resume", None if state.phase == "match-over" else resumable)

    @property
    def finished(self) -> bool:
        return self.final.phase == "match-over"


def to_json(state: model.State, seed: int) -> dict:
    """What is kept of a game: enough to replay it exactly."""
    return {"format": FORMAT, "seed": seed, "rules": validate.to_json(state.rules),
            "moves": _write_moves(state.history)}


def read_game(data) -> KeptGame:
    """A kept game from parsed JSON; Damaged says briefly what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or type(data.get("format")) is not int:
        raise Damaged("not a saved game of this version")
    kept, problems = validate.read(KeptGame, data, exact=True, skip=("format",))
    if kept is None:
        raise Damaged(validate.shorten(str(problems[0]) if problems else "unreadable", 60))
    return kept


def read_game_file(path: Path) -> KeptGame:
    """The kept game in `path` (game.json or last-game.json); FileNotFoundError
    if there is none, OSError if it cannot be read, Damaged if it cannot be used."""
    return read_game(read_json(Path(path), SIZE_LIMIT))


def replay(data) -> tuple[model.State, int]:
    """Where a kept game resumes, and its seed; Damaged (a ValueError) says
    what is wrong, a finished match included."""
    kept = read_game(data)
    if kept.resume is None:
        raise Damaged("the match is over")
    return kept.resume, kept.seed


class GameKeeper:
    """Keeps the game in progress in `path`. `notice` holds the last thing the
    title should say about the file (kept aside, finished), `failure` why the
    last save failed (None once one succeeds)."""

    def __init__(self, path: Path, enabled: bool = True) -> None:
        self.path = Path(path)
        self.last_path = self.path.with_name(LAST_GAME_NAME)
        self.enabled = enabled
        self.notice: str | None = None
        self.failure: str | None = None
        self.failure_reason = ""  # the last failure's cause alone (a full disk...)
        self._lock = threading.Lock()
        self._latest: tuple[model.State, int] | None = None  # the newest state handed over
        self._asked = 0    # how many states were handed over
        self._saved = 0    # the number of the last one on disk
        self._writer: ThreadPoolExecutor | None = None
        if enabled:
            clean_temp_files(self.path)
            clean_temp_files(self.last_path)

    def has_game(self) -> bool:
        """A game to continue: unsaved in memory, or a file (even a damaged
        one: Continue then says what is wrong with it and keeps it aside)."""
        if not self.enabled:
            return False
        if self.unsaved() and self._latest[0].phase != "match-over":
            return True
        return os.path.lexists(self.path)

    def unsaved(self) -> bool:
        """Whether the newest state handed over is not known to be on disk."""
        with self._lock:
            return self._latest is not None and self._saved != self._asked

    def keep(self, state: model.State, seed: int) -> None:
        """Save `state` in the background (once the match is over, as the last game)."""
        if not self.enabled:
            return
        with self._lock:
            self._latest = (state, seed)
            self._asked += 1
        self.retry()

    def retry(self) -> None:
        """Write the newest state again (after a failure; `keep` calls it)."""
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-save")
        self._writer.submit(self._save)

    def _save(self) -> None:
        with self._lock:
            if self._latest is None or self._saved == self._asked:
                return  # a later save already wrote it
            (state, seed), number = self._latest, self._asked
        text = json.dumps(to_json(state, seed)) + "\n"
        try:
            if state.phase == "match-over":
                write_atomically(self.last_path, text)
                self.path.unlink(missing_ok=True)
            else:
                write_atomically(self.path, text)
        except OSError as err:
            with self._lock:
                self.failure_reason = err.strerror or type(err).__name__
                # box: banner
                self.failure = tr("Game not saved ({why}): kept in memory, saved again after each call.",
                                  why=self.failure_reason)
            return
        with self._lock:
            self._saved = max(self._saved, number)
            self.failure = None

    def flush(self) -> None:
        """Wait until every save asked for is done (or has failed)."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def load(self) -> tuple[model.State, int] | None:
        """The kept game and its seed, or None (with a notice) if it cannot be
        resumed; a damaged file is kept aside, never deleted."""
        self.flush()
        with self._lock:
            latest = self._latest if self._saved != self._asked else None
        if latest is not None and latest[0].phase != "match-over":
            return replay(json.loads(json.dumps(to_json(*latest))))  # never saved: from memory
        try:
            kept = read_game_file(self.path)
        except FileNotFoundError:
            return None
        except (Damaged, OSError) as err:
            what = str(err) if isinstance(err, Damaged) else why(err)
            self._set_aside(what)
            return None
        if kept.resume is None:  # the match had ended: keep it as the last game
            try:
                os.replace(self.path, self.last_path)
                # box: notice
                self.notice = tr("The kept game had already ended; it is kept as {file}.",
                                 file=self.last_path.name)
            except OSError:
                # box: notice
                self._set_aside(tr("the match is over"))
            return None
        return kept.resume, kept.seed

    def _set_aside(self, what: str) -> None:
        what = validate.shorten(what, 60)
        try:
            aside = keep_aside(self.path)
        except OSError as err:
            # box: notice
            self.notice = tr("The saved game cannot be used ({what}) nor moved aside ({why}).",
                             what=what, why=why(err))
            return
        # box: notice
        self.notice = tr("The saved game could not be resumed ({what}); it is kept as {file}.",
                         what=what, file=aside.name)
