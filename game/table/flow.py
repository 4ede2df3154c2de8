"""The table's flow: a state machine you can name.

At any moment the table is in one `Stage`, and each stage says what it waits
for:

- `Showing`: the director's beats run (cards dealt or drawn, a call's bubble
  and chips, a lance's banner, a transition's pause, which a click or Confirm
  skips); then the seat to act is asked, or the hand's end is counted.
- `Thinking`: a computer player works out its call on the worker thread; the
  call is made when it is ready and the player has had time to read the table
  (game/table/course.py's `THINK` seconds at --speed 1).
- `Deciding`: the player at this screen decides (its own calls, and the team's
  betting when the partner is its voice); the partner's view is worked out meanwhile
  (the advice that flashes when it is the voice, and kept with the call).
- `Counting`: the summary counts the hand over the table (the table's own
  overlay, game/table/summary.py), then waits for New round or Continue.
- `BetweenGames`: a game is won and the match goes on: the between-games
  screen is open and the table waits for its Next game.
- `Over`: the match is won: the game-over screen is open.

The table's course (game/table/course.py, `TableCourse.move`) is the one
place where the table goes from a stage to the next; a test driver reads
`table.stage.name` instead of asking which screen is on top.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game import model


class Stage:
    """One stage of the table's flow: its `name` and what it `waits_for`."""

    name: ClassVar[str]
    waits_for: ClassVar[str]


@dataclass
class Showing(Stage):
    name: ClassVar[str] = "showing"
    waits_for: ClassVar[str] = "the director's beats to end (a click or Confirm skips a pause)"


@dataclass
class Thinking(Stage):
    """`seat` works out its call (`future`, a `Decided`); `left`: seconds of
    its time to think still to run."""

    seat: int
    left: float
    future: object
    name: ClassVar[str] = "thinking"
    waits_for: ClassVar[str] = "the computer player's call, and its time to think"


@dataclass
class Deciding(Stage):
    """The player decides; `began` is the table's clock then; `future` the
    partner's view of this decision (a `Decided`, or None: no choice);
    `advice`: the call flashing, when the partner is the team's voice."""

    began: float
    future: object
    advice: model.Action | None = None
    name: ClassVar[str] = "deciding"
    waits_for: ClassVar[str] = "the player's press"


@dataclass
class Counting(Stage):
    """The summary overlay counts hand `hand` (`game_won`: the hand won the game)."""

    hand: int
    game_won: bool
    name: ClassVar[str] = "counting"
    waits_for: ClassVar[str] = "the summary's lines, then New round (or Continue)"


@dataclass
class BetweenGames(Stage):
    name: ClassVar[str] = "between-games"
    waits_for: ClassVar[str] = "Next game on the between-games screen"


@dataclass
class Over(Stage):
    name: ClassVar[str] = "over"
    waits_for: ClassVar[str] = "the game-over screen's choice (the table's game is over)"
