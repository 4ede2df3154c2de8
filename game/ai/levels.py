"""How strongly a computer player plays, apart from its style (the sliders).

Owns `Level`, the three levels of the players screen, and what each one
changes, so that a level is written down here and nowhere else:

- `Level.IKASLE` (learner): plays plainly, by its own hand alone, and makes a
  beginner's mistakes (`game.ai.ikasle`): it bets by its hand's strength
  without reading the deal or the score, says Mus too much and keeps poorly,
  folds to bets it cannot see through, reads no seña and watches faces
  rarely (`watchfulness`).
- `Level.NORMAL`: the computer player as it has always played (its
  decisions are the golden ones of tests/ai/golden).
- `Level.TXAPELDUN` (champion): the normal player with more deals sampled
  behind each bet (`sampling`: `tuning.TXAPELDUN_DEALS` a batch, up to
  `tuning.TXAPELDUN_BATCHES` batches), so its chances are less noisy;
  harder to push off a bet (`hold_boldness`: Tira costs it more, as much
  as the other team's shown bets were weak: game/ai/champion.py); reading
  its partner's calls by the partner's own play this match
  (`reads_partner`), as it reads the other team's; and counting on a larger
  edge over a sound team in its chance of winning the game (`edge`).

A level is kept in files as its value ("ikasle", "normal", "txapeldun");
`parse` reads one strictly. A file without one reads as Normal.
"""
from __future__ import annotations

from enum import Enum

from . import tuning as T


class Level(Enum):
    """A computer player's level (the words are Basque in every language)."""

    IKASLE = "ikasle"
    NORMAL = "normal"
    TXAPELDUN = "txapeldun"

    def __str__(self) -> str:
        return self.value

    @property
    def sampling(self) -> tuple[int, int]:
        """(deals sampled in one batch, batches drawn at most) behind a bet."""
        if self is Level.TXAPELDUN:
            return T.TXAPELDUN_DEALS, T.TXAPELDUN_BATCHES
        return T.DEALS, T.MAX_BATCHES

    @property
    def hold_boldness(self) -> float:
        """Boldness added to a personality's `hold_tilt` (Txapeldun holds
        bets more: Tira costs it more)."""
        return T.TXAPELDUN_HOLD if self is Level.TXAPELDUN else 0.0

    @property
    def edge(self) -> float:
        """The points a hand the seat takes itself to gain on a sound team,
        in its chance of winning the game (score.game_chance)."""
        return T.TXAPELDUN_EDGE if self is Level.TXAPELDUN else T.EDGE

    @property
    def reads_partner(self) -> bool:
        """Reads its partner's calls by the partner's own play this match (a
        `Profile` of the partner's calls, as the other team's is read), not
        by a partner's typical calls: Txapeldun."""
        return self is Level.TXAPELDUN

    def watchfulness(self, chosen: int) -> int:
        """How watchful of faces a seat of this level is, when the players
        screen chose `chosen` (1 to 9): an Ikasle looks up rarely."""
        return min(chosen, T.IKASLE_WATCHFULNESS) if self is Level.IKASLE else chosen


LEVELS = tuple(Level)   # in the players screen's order, weakest first


def parse(text) -> Level:
    """The level a file or a spec names ('ikasle', 'normal', 'txapeldun');
    ValueError for anything else."""
    if isinstance(text, str):
        for level in LEVELS:
            if text == level.value:
                return level
    shown = text if isinstance(text, str) and len(text) <= 24 else type(text).__name__
    raise ValueError(f"level must be one of {', '.join(level.value for level in LEVELS)}, not {shown!r}")


def write(level: Level) -> str:
    return level.value


JSON = {"json": (parse, write)}   # how a dataclass field holding a Level is kept (game/platform/validate.py)
