"""The variants a game is played with: 8 or 4 kings, the target, match length.

`Rules` is a frozen value checked on creation, so a bad variant is refused with
a clear message before any card is dealt. The checks are strict about types: a
whole number is an `int`, never a float (40.0) nor a bool (`True` is not 1).
"""
from __future__ import annotations

from dataclasses import dataclass

MAX_TARGET = 1000  # points: far past any variant played, short of an endless game


@dataclass(frozen=True, slots=True)
class Rules:
    """eight_kings: 3s count as 12s and 2s as 1s (RULES.md's default variant).
    target: points that win a game (40, or 30 in the short variant).
    games_to_win: games that win the match (1, 2 or 3).
    max_mus_rounds: card exchanges allowed before the lances begin (3)."""

    eight_kings: bool = True
    target: int = 40
    games_to_win: int = 1
    max_mus_rounds: int = 3

    def __post_init__(self) -> None:
        if type(self.eight_kings) is not bool:
            raise ValueError(f"eight_kings must be True or False, not {self.eight_kings!r}")
        if type(self.target) is not int or not 1 <= self.target <= MAX_TARGET:
            raise ValueError(f"target must be a whole number of points (40 or 30), not {self.target!r}")
        if type(self.games_to_win) is not int or self.games_to_win not in (1, 2, 3):
            raise ValueError(f"games_to_win must be 1, 2 or 3, not {self.games_to_win!r}")
        if type(self.max_mus_rounds) is not int or not 0 <= self.max_mus_rounds <= 10:
            raise ValueError(f"max_mus_rounds must be a whole number from 0 to 10, not {self.max_mus_rounds!r}")
