"""The game in progress, kept on disk so that closing the window never loses it.

After every call the table hands the new state to `GameKeeper.keep`; a worker
thread writes `game.json` beside the settings: the variant, the seed, every
move in its canonical text (`0 mus`, `3 discard 1o 12e`, `2 imido 4`) and the
computer players as they played (`lineups`: the names and sliders of seats 1-3
from a hand on; a match may change them between games), so that the hand
review can work their decisions out again after a resume. A file from before
lineups were kept reads with the default players. States are immutable, so
the worker reads one safely while the table goes on. When a match ends the keeper writes it as `last-game.json` (same format, replacing the
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
already counted goes on to the next deal. `current_game` and `last_game` read
the two kept games for the list of last hands, quietly (never a notice, never
a file moved); a damaged last-game.json is found when the keeper starts,
kept aside under a dated name with a notice, and so never written over.
Notices and the failure are kept as messages (game/app/i18n.py `Message`) and
read in the language spoken when they are shown.
"""
from __future__ import annotations

import json
import os
import re
import sys
import threading
import traceback
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from game import model
from game.app import validate
from game.app.files import (Damaged, clean_temp_files, folder_problem, keep_aside, read_json, why,
                            write_atomically)
from game.app.i18n import Message, N_, shown
from game.app.options import SEED_LIMIT
from game.app.settings import ComputerPlayer, default_players

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
class Lineup:
    """The computer players of seats 1, 2 and 3 (in that order), as they
    played from hand `first_hand` of the match on."""

    first_hand: int
    players: tuple[ComputerPlayer, ...]

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if self.first_hand < 1:
            raise ValueError(f"first_hand must be 1 or more, not {self.first_hand}")
        if len(self.players) != 3:
            raise ValueError(f"a lineup holds the players of seats 1, 2 and 3, not {len(self.players)}")

    def names(self) -> dict[int, str]:
        """Seat -> name, seats 1-3."""
        return {seat: player.name for seat, player in zip((1, 2, 3), self.players)}

    def personalities(self) -> dict:
        """Seat -> Personality, seat 0 at the normal style (as the table has it)."""
        from game.ai import Personality
        return {0: Personality(), **{seat: p.personality for seat, p in zip((1, 2, 3), self.players)}}


DEFAULT_LINEUPS = (Lineup(1, default_players()),)


def lineup_for(lineups, hand_number: int) -> Lineup:
    """The lineup in force at hand `hand_number`."""
    found = lineups[0]
    for lineup in lineups:
        if lineup.first_hand <= hand_number:
            found = lineup
    return found


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A kept game, checked: `final` is the state all its moves reach, `resume`
    where the table picks it up (None once the match is over); `lineups` the
    computer players, from the first hand on."""

    rules: model.Rules
    seed: int
    moves: tuple[model.Move, ...] = field(metadata={"json": (_read_moves, _write_moves)})
    lineups: tuple[Lineup, ...] = DEFAULT_LINEUPS
    final: model.State = field(init=False, compare=False, repr=False)
    resume: model.State | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"seed {validate.shorten(self.seed)} is out of range")
        firsts = [lineup.first_hand for lineup in self.lineups]
        if not firsts or firsts[0] != 1 or firsts != sorted(set(firsts)):
            raise ValueError("lineups must start at hand 1, each from a later hand")
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


def to_json(state: model.State, seed: int, lineups=DEFAULT_LINEUPS) -> dict:
    """What is kept of a game: enough to replay it exactly, and its players."""
    return {"format": FORMAT, "seed": seed, "rules": validate.to_json(state.rules),
            "moves": _write_moves(state.history),
            "lineups": [validate.to_json(lineup) for lineup in lineups]}


def read_game(data) -> KeptGame:
    """A kept game from parsed JSON; Damaged says briefly what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or type(data.get("format")) is not int:
        raise Damaged("not a saved game of this version")
    if "lineups" not in data:  # kept before the players were: the default ones
        data = {**data, "lineups": [validate.to_json(lineup) for lineup in DEFAULT_LINEUPS]}
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


def kept_from(state: model.State, seed: int, lineups=DEFAULT_LINEUPS) -> KeptGame:
    """The game a table holds in memory as a kept game (checked the same way)."""
    return KeptGame(state.rules, seed, state.history, tuple(lineups))


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
        self._latest: tuple | None = None  # the newest (state, seed, lineups) handed over
        self._asked = 0    # how many states were handed over
        self._saved = 0    # the number of the last one on disk
        self._saved_state: model.State | None = None  # and that state
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
        if self.unsaved() and self._latest[0].phase != "match-over":
            return True
        return os.path.lexists(self.path)

    def unsaved(self) -> bool:
        """Whether the newest state handed over is not known to be on disk."""
        with self._lock:
            return self._latest is not None and self._saved != self._asked

    def lost_calls(self) -> int:
        """How many calls of the newest state handed over are not on disk
        (0 when it is saved)."""
        with self._lock:
            if self._latest is None or self._saved == self._asked:
                return 0
            history, saved = self._latest[0].history, self._saved_state
        if saved is not None and history[:len(saved.history)] == saved.history:
            return len(history) - len(saved.history)
        return len(history)

    def keep(self, state: model.State, seed: int, lineups=DEFAULT_LINEUPS) -> None:
        """Save `state` with its players in the background (once the match is
        over, as the last game)."""
        if not self.enabled:
            return
        with self._lock:
            self._latest = (state, seed, tuple(lineups))
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
            (state, seed, lineups), number = self._latest, self._asked
        text = json.dumps(to_json(state, seed, lineups), ensure_ascii=False) + "\n"
        try:
            if state.phase == "match-over" and not self._last_blocked:
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
                self._saved, self._saved_state = number, state
            self.failure = None

    def flush(self) -> None:
        """Wait until every save asked for is done (or has failed)."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def load(self) -> tuple[model.State, int] | None:
        """The kept game and its seed, or None (with a notice) if it cannot be
        resumed; a damaged file is kept aside, never deleted."""
        kept = self.load_game()
        return None if kept is None else (kept.resume, kept.seed)

    def load_game(self) -> KeptGame | None:
        """The kept game to resume (`resume` is where), or None as `load` says."""
        self.flush()
        with self._lock:
            latest = self._latest if self._saved != self._asked else None
        if latest is not None and latest[0].phase != "match-over":
            return read_game(json.loads(json.dumps(to_json(*latest))))  # never saved: from memory
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
        return kept

    def current_game(self) -> KeptGame | None:
        """The game in progress as kept (in memory if not yet saved, else
        game.json), or None; never moves a file nor sets a notice."""
        with self._lock:
            latest = self._latest
        if latest is not None and latest[0].phase != "match-over":
            return kept_from(*latest)
        return self._read_quietly(self.path)

    def last_game(self) -> KeptGame | None:
        """The last finished match (last-game.json, or the one just ended in
        memory), or None; never moves a file nor sets a notice."""
        with self._lock:
            latest = self._latest
        if latest is not None and latest[0].phase == "match-over":
            return kept_from(*latest)
        return self._read_quietly(self.last_path)

    def _read_quietly(self, path: Path) -> KeptGame | None:
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
