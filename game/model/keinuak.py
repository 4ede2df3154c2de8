"""Keinuak (señas): the signs of the face partners tell their cards with.

Owns the señas' groups (the list itself, `Keinua`, is game/model/names.py's,
its texts stable for files), which of them a
hand holds (`keinuak_of`: exactly the truthful and whole ones, as
docs/RULES.md's "Keinuak" section decides every case clubs differ on), the
window they may be made in (`signing_open`: from the cut of the Mus until the
last lance is settled; `may_sign`: and a seat's SIGNS_PER_HAND not yet made)
and the reducer that makes one (`sign`): outside the turn order, any seat
whose hand holds the seña, seen by the seats that were looking at its face. A seña adds a `Signed` event to the hand's story and
changes nothing else: not the turn, not the history of moves. Who may know it
is `events.public`'s to say (the signer and those who saw it).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from .cards import Card
from .chronicle import Chronicle
from .events import Signed
from .evolve import evolve
from .hands import effective_rank
from .legal import IllegalAction
from .names import Keinua, Phase
from .rules import Rules, Variant
from .state import State

KING, ACE = 12, 1


# The señas that speak of Pariak, and those that speak of the game (Jokua or
# Pundua): a hand holds at most one of each, or ciego alone.
PAIR_SIGNS = frozenset((Keinua.TWO_KINGS, Keinua.THREE_KINGS, Keinua.FOUR_KINGS,
                        Keinua.TWO_ACES, Keinua.THREE_ACES, Keinua.DUPLES))
GAME_SIGNS = frozenset((Keinua.JOKUA, Keinua.THIRTY_ONE, Keinua.THIRTY, Keinua.TWENTY_NINE))
_BY_COUNT = {31: Keinua.THIRTY_ONE, 30: Keinua.THIRTY, 29: Keinua.TWENTY_NINE,
             **{n: Keinua.JOKUA for n in range(32, 41)}}
WINDOW = frozenset((Phase.CALLS, Phase.BETTING))  # the lances are being played
# A seat's señas in one hand, at most (docs/RULES.md): a hand holds one or two
# señas, made once each, or again for a partner who missed them; no hand
# needs more, and a kept game holds a bounded number.
SIGNS_PER_HAND = 20


def _pair_sign(eff: Sequence[int]) -> Keinua | None:
    groups: dict[int, int] = {}
    for rank in eff:
        groups[rank] = groups.get(rank, 0) + 1
    matched = sorted(((n, r) for r, n in groups.items() if n >= 2), reverse=True)
    if not matched:
        return None
    (most, rank), pairs = matched[0], len(matched)
    if most == 4:
        return Keinua.FOUR_KINGS if rank == KING else Keinua.DUPLES
    if pairs == 2:
        return Keinua.DUPLES
    if rank == KING:
        return Keinua.THREE_KINGS if most == 3 else Keinua.TWO_KINGS
    if rank == ACE:
        return Keinua.THREE_ACES if most == 3 else Keinua.TWO_ACES
    return None  # a pair or medias of another rank: no sign of its own


@lru_cache(maxsize=None)
def keinuak_of_ranks(ranks: tuple[int, ...], variant: Variant) -> frozenset[Keinua]:
    """The señas of a hand given by its raw ranks (any order)."""
    eff = [effective_rank(r, variant) for r in ranks]
    signs = set()
    pair = _pair_sign(eff)
    if pair is not None:
        signs.add(pair)
    game = _BY_COUNT.get(sum(10 if r >= 10 else r for r in eff))
    if game is not None:
        signs.add(game)
    return frozenset(signs or (Keinua.CIEGO,))


def keinuak_of(hand: Sequence[Card], rules: Rules) -> frozenset[Keinua]:
    """Exactly the señas `hand` may make: truthful and whole (docs/RULES.md)."""
    return keinuak_of_ranks(tuple(sorted(c.rank for c in hand)), rules.variant)


def parse_keinua(text) -> Keinua:
    """A seña from its text (`two-kings`...); ValueError naming the list."""
    try:
        return Keinua(text)
    except ValueError:
        raise ValueError(f"no such seña {text!r}: use one of {', '.join(Keinua)}") from None


def signing_open(state: State) -> bool:
    """Señas may be made: the Mus is cut and the last lance is not settled
    (never while cards are dealt or exchanged, nor once the hand is over)."""
    return state.phase in WINDOW


def signs_made(story, seat: int) -> int:
    """How many señas `seat` has made in the hand whose events are `story`
    (a state's or an observation's: a seat always knows its own)."""
    return sum(1 for event in story if type(event) is Signed and event.seat == seat)


def may_sign(state, seat: int) -> bool:
    """Whether `seat` may make a seña now (one its hand holds): the window
    is open and it has not made its SIGNS_PER_HAND of this hand."""
    return signing_open(state) and signs_made(state.story, seat) < SIGNS_PER_HAND


def why_not(hand: Sequence[Card], rules: Rules, keinua: Keinua) -> str | None:
    """Why a hand may not make `keinua` (None when it may): it does not hold
    it, or holds it only as a part of a sign it makes whole."""
    held = keinuak_of(hand, rules)
    if keinua in held:
        return None
    eff = [effective_rank(c.rank, rules.variant) for c in hand]
    kings, aces = eff.count(KING), eff.count(ACE)
    count = sum(10 if r >= 10 else r for r in eff)
    part = ((keinua is Keinua.TWO_KINGS and kings >= 2) or (keinua is Keinua.THREE_KINGS and kings == 4)
            or (keinua is Keinua.TWO_ACES and aces >= 2) or (keinua is Keinua.THREE_ACES and aces == 4)
            or (keinua is Keinua.DUPLES and kings == 4) or (keinua is Keinua.JOKUA and count == 31))
    if part:
        return (f"the hand holds {keinua} only as a part of what it signs whole "
                f"({', '.join(sorted(held))})")
    if keinua is Keinua.CIEGO:
        return f"ciego is for a hand with no other seña, and this one holds {', '.join(sorted(held))}"
    return f"the hand does not hold {keinua}"


def _seers(seat: int, seen_by) -> tuple[int, ...]:
    try:
        seers = tuple(sorted(set(seen_by)))
    except TypeError:
        raise IllegalAction(f"seen_by must be seats 0-3, not {seen_by!r}") from None
    for seer in seers:
        if type(seer) is not int or seer not in (0, 1, 2, 3):
            raise IllegalAction(f"seen_by must be seats 0-3, not {seen_by!r}")
    if seat in seers:
        raise IllegalAction(f"seat {seat} cannot see its own face")
    return seers


def sign(state: State, seat: int, keinua, seen_by=()) -> State:
    """The state after `seat` makes the seña `keinua` (a Keinua or its text),
    seen by the seats `seen_by`. Outside the turn order: any seat, any time
    the window is open; the turn and the moves stay as they were.
    IllegalAction says why a seña is refused (not in the window, not held,
    held only in part, a seat that sees itself)."""
    if type(seat) is not int or seat not in (0, 1, 2, 3):
        raise IllegalAction(f"seat must be 0-3, not {seat!r}")
    try:
        keinua = parse_keinua(keinua)
    except ValueError as err:
        raise IllegalAction(str(err)) from None
    seers = _seers(seat, seen_by)
    if not signing_open(state):
        raise IllegalAction(f"no seña now (phase {state.phase}): señas are made from the cut of "
                            f"the Mus until the last lance is settled")
    if signs_made(state.story, seat) >= SIGNS_PER_HAND:
        raise IllegalAction(f"seat {seat} has made its {SIGNS_PER_HAND} señas of this hand")
    why = why_not(state.hands[seat], state.rules, keinua)
    if why is not None:
        raise IllegalAction(f"seat {seat} may not sign {keinua}: {why}")
    return evolve(state, chronicle=Chronicle(state.chronicle, (Signed(seat, keinua, seers),)))
