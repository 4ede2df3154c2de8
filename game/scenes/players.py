"""The three computer players at the table: their names, their personalities,
and `computer_choice`, the one function through which the table asks any
computer player (an opponent, the partner, or seat 0 in autoplay) for a call.
"""
from __future__ import annotations

from game.ai import Personality, choose

SEAT_NAMES = {0: "You", 1: "Mikel", 2: "Ane", 3: "Itziar"}


def make_personality(name: str) -> Personality:
    """The normal style (every slider at 5) until the settings let the player tune it."""
    return Personality()


def computer_choice(observation, personality, rng):
    """The call of the observing seat: a legal action of `observation.legal`."""
    return choose(observation, personality, rng)
