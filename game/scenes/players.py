"""The three computer players at the table: their names, their personalities,
and `computer_choice`, the one function through which the table asks any
computer player (an opponent, the partner, or seat 0 in autoplay) for a call.

Until `game.ai` lands, a computer player picks uniformly among the legal
actions; when it is there, `choose` is used: the swap is the import below.
"""
from __future__ import annotations

try:
    from game.ai import Personality, choose
except ImportError:  # the AI engineer's package has not landed yet
    Personality = None
    choose = None

SEAT_NAMES = {0: "You", 1: "Mikel", 2: "Ane", 3: "Itziar"}


def make_personality(name: str):
    """A normal-style personality for `name` (None while game.ai is missing)."""
    if Personality is None:
        return None
    for attempt in (lambda: Personality(name=name), lambda: Personality()):
        try:
            return attempt()
        except TypeError:
            continue
    return None


def computer_choice(observation, personality, rng):
    """The call of the observing seat: a legal action of `observation.legal`."""
    if choose is None:
        return rng.choice(observation.legal)
    return choose(observation, personality, rng)
