"""Two yardsticks for the computer player, with `choose`'s signature
(observation, personality, rng); the personality is ignored.

- `random_player`: uniform over the legal actions (it says Hordago and Kanta
  often, so games against it swing).
- `simple_player`: fixed thresholds on its own hand alone: Mintza with a hand
  in the top quarter, keeps kings and pairs, opens Imido 2 with a hand in the
  top fifth of its lance, holds a bet with a hand in the top 45%, Kanta only
  with the top 15%, never bluffs, never raises, never says Hordago.
"""
from __future__ import annotations

import random

from game.model.actions import IDUKI, KANTA, MINTZA, MUS, PASO, TIRA, Action, imido
from game.model.hands import effective_rank
from game.model.names import Phase

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


BASELINES = {"random": random_player, "simple": simple_player}
