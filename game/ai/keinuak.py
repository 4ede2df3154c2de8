"""When a computer player makes its señas, and whose face it watches.

Owns the computer players' side of the keinuak (game/model/keinuak.py is the
rules'): `Mind`, how one seat takes part (whether it signs, how watchful it
is); `watch`, whose face it looks at for the next moment; `to_sign`, the
señas it makes now given who is looking at its face; and `sign_round`, one
moment of a whole table (every seat chooses whom to watch, then each signs
what it would), which the game loop (game/match/loop.py: the headless table, the tournament)
plays between the calls. The table of the game plays the same two choices on
its own clock (game/table/keinuak.py), where a look lasts a moment and a
glance may come in the middle of a seña.

The policy, from what the seat may see only (its observation; gazes are seen
by everyone at the table):
- A seat signs every seña its hand holds that its partner has not yet seen,
  and only while its partner looks at it and no opponent does. It never
  signs to an opponent's eyes.
- A seat that has not seen its partner's señas this hand looks at its partner
  most of the time; otherwise, as often as its watchfulness says (1 to 9),
  it watches an opponent, the one whose señas it has not caught first; the
  rest of the time it looks at its own cards.
- What a seat saw is certain information about the signer's hand: its
  beliefs keep only the deals that agree (game/ai/beliefs.py).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.model.events import Signed
from game.model.keinuak import keinuak_of, may_sign, sign, signing_open
from game.model.observation import observe
from game.model.records import opponents_of, partner_of

WATCH_NORMAL = 5
LOOK_AT_PARTNER = 0.7   # how often a seat that awaits its partner's señas looks at it
WATCH_SHARE = 0.6       # of the rest, the share spent watching opponents at watchfulness 9
CATCH_GLANCE = 0.3      # the chance, at watchfulness 9, that an opponent's glance lands during a seña
ROUNDS_PER_TURN = 2     # moments of looking and signing before each call at the headless table


@dataclass(frozen=True, slots=True)
class Mind:
    """How a computer seat takes part in the keinuak: `signs` (makes its
    señas to its partner), `watchfulness` (0: never looks at a face; 1 to 9
    as the players screen sets it) and `sees_all` (a yardstick for the
    tournament: it catches every seña the other team makes)."""

    signs: bool = True
    watchfulness: int = WATCH_NORMAL
    sees_all: bool = False

    def __post_init__(self) -> None:
        if type(self.watchfulness) is not int or not 0 <= self.watchfulness <= 9:
            raise ValueError(f"watchfulness is a whole number from 0 to 9, not {self.watchfulness!r}")


NONE = Mind(signs=False, watchfulness=0)  # today's player: never signs, never watches


def seen_from(obs, signer: int) -> frozenset:
    """The señas this seat saw `signer` make in the hand in play."""
    return frozenset(e.keinua for e in obs.story if type(e) is Signed and e.seat == signer
                     and obs.seat in e.seen_by)


def told_partner(obs) -> frozenset:
    """The señas this seat made that its partner saw, this hand."""
    partner = partner_of(obs.seat)
    return frozenset(e.keinua for e in obs.story if type(e) is Signed and e.seat == obs.seat
                     and partner in e.seen_by)


def to_sign(obs, lookers, mind: Mind = Mind()) -> tuple:
    """The señas the seat that observes makes now, while the seats `lookers`
    look at its face: every one its hand holds that its partner has not yet
    seen, when its partner is among the lookers and no opponent is; none
    outside the window or for a seat that does not sign."""
    if not mind.signs or not may_sign(obs, obs.seat):
        return ()
    lookers = frozenset(lookers)
    if partner_of(obs.seat) not in lookers or lookers & set(opponents_of(obs.seat)):
        return ()
    held = keinuak_of(obs.hand, obs.rules)
    return tuple(sorted(held - told_partner(obs)))


def watch(obs, mind: Mind, rng: random.Random):
    """Whose face the seat that observes looks at for the next moment: a
    seat, or None for its own cards."""
    if mind.watchfulness == 0 or not signing_open(obs):
        return None
    partner = partner_of(obs.seat)
    if not seen_from(obs, partner) and rng.random() < LOOK_AT_PARTNER:
        return partner
    if rng.random() < WATCH_SHARE * mind.watchfulness / 9:
        left, right = opponents_of(obs.seat)
        caught_left, caught_right = bool(seen_from(obs, left)), bool(seen_from(obs, right))
        if caught_left != caught_right:
            return right if caught_left else left
        return left if rng.random() < 0.5 else right
    return None


def catches(mind: Mind | None, rng: random.Random) -> bool:
    """Whether a seat not looking at a face when its seña began turns to it
    before the seña ends (how watchful it is makes it likelier)."""
    if mind is None or mind.watchfulness == 0:
        return False
    return rng.random() < CATCH_GLANCE * mind.watchfulness / 9


def sign_round(state, minds, rngs, made=None, looks=None, gazed=None):
    """One moment of a table where the seats with a `Mind` (minds[seat],
    None for a seat that takes no part) look and sign: each chooses whom to
    watch, then each makes the señas `to_sign` gives, seen by the seats
    looking at it, by an opponent whose glance lands during it (`catches`)
    and by a seat of the other team that `sees_all`. Returns the new state;
    `made(seat, keinua, seen_by)` is told each seña as it is made. `looks`:
    where seats with no Mind look (the player at the table's screen: seat ->
    a seat, or None); `gazed(gazes)` is told where every seat looks."""
    if not signing_open(state):
        return state
    views = {seat: observe(state, seat) for seat in range(4) if minds[seat] is not None}
    gazes = {seat: watch(views[seat], minds[seat], rngs[seat]) for seat in views}
    for seat, target in (looks or {}).items():
        if seat not in views and target is not None:
            gazes[seat] = target
    if gazed is not None:
        gazed(dict(gazes))
    for seat in views:
        mind = minds[seat]
        lookers = {s for s, target in gazes.items() if target == seat}
        for keinua in to_sign(views[seat], lookers, mind):
            if not may_sign(state, seat):
                break  # its señas of the hand are made (model.SIGNS_PER_HAND)
            seen = set(lookers)
            for other in opponents_of(seat):
                other_mind = minds[other]
                if other_mind is not None and (other_mind.sees_all or catches(other_mind, rngs[other])):
                    seen.add(other)
            state = sign(state, seat, keinua, tuple(sorted(seen)))
            if made is not None:
                made(seat, keinua, tuple(sorted(seen)))
    return state
