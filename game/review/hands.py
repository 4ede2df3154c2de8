"""The hands a player can look back at: the completed hands of the game in
progress and of the last finished match, newest first (`last_hands`), each
with what the list shows of it (its game, the points each team made in it,
the score after it, how a game was won in it, and whether a Kanta that won
it was won on tied hands), from the player's side
whichever seat the player has (its team first, as "Us": game/table/seen.py;
in a match of four computer players, the first pair). Read from the hands'
stories; a hand still in play is never listed (its cards are hidden)."""
from __future__ import annotations

from dataclasses import dataclass

from game.model import Phase, Result, Win
from game.model import events as E
from game.table.seen import Around

from .story import game_states

CURRENT, LAST = "current", "last"
LIMIT = 20


@dataclass(frozen=True, slots=True)
class HandEntry:
    """One completed hand of a kept game (`which`: CURRENT or LAST)."""

    game: object
    which: str
    hand_number: int
    game_number: int
    points: tuple[int, int]   # what each team made in the hand, the player's first
    scores: tuple[int, int]   # after it, the player's first
    won: E.GameWon | None = None  # its team a side: 0 the player's
    kanta_tie: bool = False  # the game's Kanta was won on tied hands (the lance to the hand nearer Esku)

    @property
    def kanta(self) -> bool:
        return self.won is not None and self.won.how == Win.KANTA


def completed_hands(game, which: str = CURRENT) -> list[HandEntry]:
    """The hands of `game` that are over, in the order played."""
    out = []
    last = None
    for state in game_states(game):
        if last is not None and state.hand_number != last.hand_number:
            out.append(_entry(game, which, last))
        last = state
    if last is not None and last.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        out.append(_entry(game, which, last))
    return out


def _entry(game, which: str, state) -> HandEntry:
    story = state.story
    points = [0, 0]
    won = None
    kanta_tie = False
    game_number = 1
    for event in story:
        kind = type(event)
        if kind is E.Dealt:
            game_number = event.game_number
        elif kind is E.TiraPaid:
            points[event.team] += event.points
        elif kind is E.LineCounted and event.line.counted:
            points[event.line.team] += event.line.points
        elif kind is E.LanceSettled and event.result.result == Result.KANTA:
            kanta_tie = event.result.tie
        elif kind is E.GameWon:
            won = event
    around = Around.of(game)
    return HandEntry(game, which, state.hand_number, game_number, around.by_side(points), around.by_side(state.scores),
                     None if won is None else around.event(won), kanta_tie)


def last_hands(current=None, last=None, limit: int = LIMIT) -> list[HandEntry]:
    """The last `limit` completed hands of the game in progress, then of the
    last finished match, newest first."""
    entries: list[HandEntry] = []
    for game, which in ((current, CURRENT), (last, LAST)):
        if game is not None:
            entries.extend(reversed(completed_hands(game, which)))
    return entries[:limit]
