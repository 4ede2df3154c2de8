"""The game in progress, kept on disk so that closing the window never loses it.

After every call the table hands the new state to `GameKeeper.keep`; a worker
thread writes `game.json` beside the settings: the variant, the seed and every
move in its canonical text (`0 mus`, `3 discard 1o 12e`, `2 imido 4`). States
are immutable, so the worker reads one safely while the table goes on.
`load` replays the moves through the model, so a damaged or edited file can
never give a state the rules would not reach: a file that does not replay is
kept aside under a dated name, with a notice for the player. A finished match
removes the file.

A game resumes where the table can pick it up: an exchange of cards half-way
through goes back to the start of that exchange, and a hand already counted
goes on to the next deal.
"""
from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from game import model
from game.app.files import keep_aside, why, write_atomically
from game.app.i18n import tr

FILE_NAME = "game.json"
FORMAT = 1


def to_json(state: model.State, seed: int) -> dict:
    """What is kept of a game: enough to replay it exactly."""
    rules = state.rules
    return {
        "format": FORMAT,
        "seed": seed,
        "rules": {"eight_kings": rules.eight_kings, "target": rules.target,
                  "games_to_win": rules.games_to_win, "max_mus_rounds": rules.max_mus_rounds},
        "moves": [f"{seat} {action}" for seat, action in state.history],
    }


def replay(data) -> tuple[model.State, int]:
    """The state a kept game reaches, and its seed; ValueError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a saved game of this version")
    seed = data.get("seed")
    rules = data.get("rules")
    moves = data.get("moves")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("no seed")
    if not isinstance(rules, dict) or not isinstance(moves, list):
        raise ValueError("no rules or no moves")
    try:
        variant = model.Rules(**rules)  # Rules checks every field's value
    except TypeError as err:
        raise ValueError(f"unknown rules: {err}") from None
    state = model.new_game(variant, seed)
    resumable = state
    for number, entry in enumerate(moves, 1):
        if not isinstance(entry, str) or " " not in entry:
            raise ValueError(f"move {number} is not a seat and a call")
        seat_text, action_text = entry.split(" ", 1)
        if not seat_text.isdigit() or int(seat_text) != state.to_act:
            raise ValueError(f"move {number} ({entry}) is not made by the seat to act")
        state = model.step(state, model.parse_action(action_text))
        if not (state.phase == "discard" and any(len(hand) < 4 for hand in state.hands)):
            resumable = state
    if resumable.phase == "hand-over":
        resumable = model.step(resumable, model.parse_action("new-hand"))
    return resumable, seed


class GameKeeper:
    """Keeps the game in progress in `path`; `notice` holds the last thing the
    player should be told (a file kept aside, a save that failed), or None."""

    def __init__(self, path: Path, enabled: bool = True) -> None:
        self.path = Path(path)
        self.enabled = enabled
        self.notice: str | None = None
        self._writer: ThreadPoolExecutor | None = None

    def has_game(self) -> bool:
        return self.enabled and self.path.is_file()

    def keep(self, state: model.State, seed: int) -> None:
        """Save `state` in the background (or remove the file once the match is over)."""
        if not self.enabled:
            return
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-save")
        if state.phase == "match-over":
            self._writer.submit(self._forget)
        else:
            self._writer.submit(self._write, state, seed)

    def _write(self, state: model.State, seed: int) -> None:
        try:
            write_atomically(self.path, json.dumps(to_json(state, seed)) + "\n")
        except OSError as err:
            # box: notice
            self.notice = tr("Could not save the game in progress ({why}).", why=why(err))

    def _forget(self) -> None:
        try:
            self.path.unlink(missing_ok=True)
        except OSError as err:
            # box: notice
            self.notice = tr("Could not remove the finished game's file ({why}).", why=why(err))

    def flush(self) -> None:
        """Wait until every save asked for is on disk."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def load(self) -> tuple[model.State, int] | None:
        """The kept game and its seed, or None (with a notice) if it cannot be
        resumed; a damaged file is kept aside, never deleted."""
        self.flush()
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return replay(data)
        except FileNotFoundError:
            return None
        except OSError as err:
            # box: notice
            self.notice = tr("Could not read the saved game ({why}).", why=why(err))
            return None
        except ValueError as err:  # bad JSON, bad rules, an illegal move...
            try:
                aside = keep_aside(self.path)
            except OSError as move_err:
                # box: notice
                self.notice = tr("The saved game is damaged ({what}) and could not be moved aside ({why}).",
                                 what=err, why=why(move_err))
                return None
            # box: notice
            self.notice = tr("The saved game could not be resumed ({what}); it is kept as {file}.",
                             what=err, file=aside.name)
            return None
