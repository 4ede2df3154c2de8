"""The game's seeded random stream, kept in the state as a plain integer.

A SplitMix64 generator: its whole state is one 64-bit int, so a state can carry
it, copy it for free and replay it exactly. A game's seed is a whole number
below `SEED_LIMIT`; the seed of a game after another is `seed_after`'s. Only the deal, reshuffles and the
choice of a game's first dealer draw from it; computer players use their own
`random.Random`, so they never shift the cards.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
SEED_LIMIT = 1 << 64  # a game's seed is 0 to 2**64 - 1: the game's, the record's, a kept game's


def seed_after(seed: int, step: int = 1) -> int:
    """The seed `step` games after `seed`, within 0 .. 2**64 - 1 (after the
    last seed comes 0): every game seed worked out from another goes
    through here, so that it can be kept, continued and printed."""
    return (int(seed) + step) % SEED_LIMIT
_STEP, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


def seed_stream(seed: int) -> int:
    """The stream state for a game seed (any int, negative ones too)."""
    return (int(seed) * 0x2545F4914F6CDD1D + 0x5851F42D4C957F2D) & _MASK


def draw(stream: int) -> tuple[int, int]:
    """One 64-bit number and the stream after it."""
    stream = (stream + _STEP) & _MASK
    z = stream
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK
    return z ^ (z >> 31), stream


def below(stream: int, n: int) -> tuple[int, int]:
    """A number in range(n) and the stream after it."""
    value, stream = draw(stream)
    return value % n, stream


def shuffled(items, stream: int) -> tuple[tuple, int]:
    """The items in a Fisher-Yates shuffled order, and the stream after it.
    Each swap takes the next `draw` modulo i + 1; `draw` is written out here
    (a deal makes 39 draws: the calls were 2% of a random-play hand), and
    tests/model/test_model_random.py holds the two to the same numbers."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        stream = (stream + _STEP) & _MASK
        z = stream
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), stream
