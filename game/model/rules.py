"""The variants a game is played with: 8 or 4 kings, the target, match length.

`Rules` is a frozen value checked on creation, so a bad variant is refused with
a clear message before any card is dealt.
"""
from __future__ import annotations

from dataclasses import dataclass


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
        if not isinstance(self.eight_kings, bool):
            raise ValueError(f"eight_kings must be True or False, not {self.eight_kings!r}")
        if not isinstance(self.target, int) or self.target < 1:
            raise ValueError(f"target must be a positive number of points (40 or 30), not {self.target!r}")
        if self.games_to_win not in (1, 2, 3):
            raise ValueError(f"games_to_win must be 1, 2 or 3, not {self.games_to_win!r}")
        if not isinstance(self.max_mus_rounds, int) or not 0 <= self.max_mus_rounds <= 10:
            raise ValueError(f"max_mus_rounds must be a whole number from 0 to 10, not {self.max_mus_rounds!r}")
