"""Two yardsticks for the computer player, with `choose`'s signature
(observation, personality, rng); the personality is ignored.

- `random_player`: uniform over the legal actions (it says Hordago and Kanta
  often, so games against it swing).
- `simple_player`: fixed thresholds on its own hand alone: Mintza with a hand
  in the top quarter, keeps kings and pairs, opens Imido 2 with a hand in the
  top fifth of its lance, holds a bet with a hand in the top 45%, Kanta only
  with the top 15%, never bluffs, never raises, never says Hordago.
- `bluffer_player`: the simple player's Mus, discard and answers, but it bets
  whatever it holds: Imido (2 to 5) at two openings in three, a raise of 2 at
  one bet in three it faces (after its raise it holds or folds as the simple
  player), and a Hordago at one opening in twenty.
- `caller_player`: the simple player's Mus, discard and openings, but it never
  folds a bet: Iduki to every Imido and raise, Kanta to a Hordago with a hand
  in the top half of its lance; it never raises.

The arena (tools/arena.py) plays all of them against the levels.
"""
from __future__ import annotations

import random

from game.model.actions import HORDAGO, IDUKI, KANTA, MINTZA, MUS, PASO, TIRA, Action, gehiago, imido
from game.model.events import betting_calls
from game.model.hands import effective_rank
from game.model.names import Kind, Phase

from .tables import holder_share, worth_share_table


def random_player(observation, personality=None, rng: random.Random | None = None) -> Action:
    """Any legal action, each as likely."""
    return (rng or random).choice(observation.legal)


def _ranks(cards) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


def simple_player(observation, personality=None, rng: random.Random | None = None) -> Action:
    """The fixed-threshold player."""
    obs = observation
    legal = obs.legal
    if len(legal) == 1:
        return legal[0]
    variant = obs.rules.variant
    ranks = _ranks(obs.hand)
    if obs.phase == Phase.MUS:
        return MINTZA if worth_share_table(variant)[ranks] >= 0.75 else MUS
    if obs.phase == Phase.DISCARD:
        return keep_kings_and_pairs(obs)
    share = holder_share(ranks, obs.lance, variant)
    if obs.hordago:
        return KANTA if share >= 0.85 else TIRA
    if obs.bet_team is None:
        return imido(2) if share >= 0.80 else PASO
    return IDUKI if share >= 0.55 else TIRA


def keep_kings_and_pairs(obs) -> Action:
    """The discard that keeps the kings and the pairs only (the lowest card
    goes when all four would stay): no thought for Jokua or Tipia."""
    variant = obs.rules.variant
    eff = [effective_rank(c.rank, variant) for c in obs.hand]
    keep = [c for c, r in zip(obs.hand, eff) if r == 12 or eff.count(r) >= 2]
    thrown = [c for c in obs.hand if c not in keep]
    if not thrown:   # all kept: throw the lowest card
        thrown = [min(obs.hand, key=lambda c: effective_rank(c.rank, variant))]
    for action in obs.legal:
        if frozenset(action.cards) == frozenset(thrown):
            return action
    return obs.legal[0]


# The bluffer's rates (per betting turn of its own, whatever its hand).
BLUFF_OPEN = 2 / 3
BLUFF_RAISE = 1 / 3
BLUFF_HORDAGO = 1 / 20
# The caller says Kanta to a Hordago from this share of the holders.
CALLER_KANTA = 0.5


def bluffer_player(observation, personality=None, rng: random.Random | None = None) -> Action:
    """The player who bets with anything (see the module)."""
    obs = observation
    legal = obs.legal
    if obs.phase != Phase.BETTING or len(legal) == 1:
        return simple_player(obs, personality, rng)
    rng = rng or random
    draw = rng.random()
    if obs.hordago:
        return simple_player(obs, personality, rng)
    if obs.bet_team is None:
        if draw < BLUFF_HORDAGO and HORDAGO in legal:
            return HORDAGO
        if draw < BLUFF_OPEN:
            amount = rng.randint(2, 5)
            return imido(amount) if imido(amount) in legal else simple_player(obs, personality, rng)
        return simple_player(obs, personality, rng)
    if draw < BLUFF_RAISE and gehiago(2) in legal and not _raised_before(obs):
        return gehiago(2)
    return simple_player(obs, personality, rng)


def _raised_before(obs) -> bool:
    """Has this seat's team raised already in the lance being bet? (The
    bluffer raises once a lance, so that its raise wars end.)"""
    return any(e.action.kind == Kind.GEHIAGO and e.seat & 1 == obs.team
               for e in betting_calls(obs.story) if e.lance == obs.lance)


def caller_player(observation, personality=None, rng: random.Random | None = None) -> Action:
    """The player who never folds a bet (see the module)."""
    obs = observation
    legal = obs.legal
    if obs.phase != Phase.BETTING or len(legal) == 1 or obs.bet_team is None:
        return simple_player(obs, personality, rng)
    if obs.hordago:
        share = holder_share(_ranks(obs.hand), obs.lance, obs.rules.variant)
        return KANTA if share >= CALLER_KANTA else TIRA
    return IDUKI


BASELINES = {"random": random_player, "simple": simple_player, "bluffer": bluffer_player,
             "caller": caller_player}
