"""The computer player's decisions: `decide(observation, personality, rng)`
gives a `Decision` (the action and the seat's own estimate behind it),
`choose(...)` its action.

Owns how a seat plays from what it may see. Every decision reads an
`Observation` only (never the state) and draws any randomness from the
`random.Random` it is given, so a computer player never shifts the deal.

- Mus / Mintza: the hand's worth (points it should bring in each lance, from
  `tables`) against what the best discard would bring; Mintza when keeping is
  better by the personality's margin (Esku, who wins ties, keeps sooner).
- Discard: the cards to keep are those whose expected worth after the draw is
  highest, each lance weighted by its slider.
- Ba / Ez: the one truthful call the rules allow.
- Betting: `betting.bet`, every legal call weighed by the chance of winning
  the game it leads to, from the seat's beliefs (`beliefs`) and the other
  team's play this game (`opponents`).

The personality's level (game/ai/levels.py) changes how: an Ikasle seat
plays by its own hand alone (`ikasle.plain_call`), a Txapeldun seat bets on
more sampled deals (`Level.sampling`), holds bets more
(`Level.hold_boldness`), reads its partner by the partner's own play
(`Level.reads_partner`) and counts on a larger edge (`Level.edge`); a Normal
seat plays as above.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.model.actions import MINTZA, MUS, Action
from game.model.names import Phase
from game.model.rules import Variant

from . import tuning as T
from .betting import bet
from .champion import bet as champion_bet, mus_gain
from .ikasle import plain_call
from .levels import Level
from .opponents import read_profile
from .personality import FEATURE_SLIDERS, NORMAL, Personality
from .search import PlayedOut
from .tables import best_keep, worth, worth_of


@dataclass(frozen=True, slots=True)
class Decision:
    """A call and where it came from: `estimate` is the deciding seat's own
    chance, from its beliefs at that moment, that its team wins the lance
    being bet (None for a call that is not a bet); `played`, when the
    champion's search said another call than the one it weighed first, why
    (`search.PlayedOut`)."""

    action: Action
    estimate: float | None = None
    played: PlayedOut | None = None


def _ranks(cards) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


def decide(observation, personality: Personality = NORMAL, rng: random.Random | None = None) -> Decision:
    """A `Decision` for the seat that observes: an action of `observation.legal`."""
    legal = observation.legal
    if not legal:
        raise ValueError(
            f"seat {observation.seat} is not to act (phase {observation.phase}, "
            f"seat {observation.to_act} is)")
    phase = observation.phase
    if len(legal) == 1 and phase != Phase.BETTING:
        return Decision(legal[0])
    if rng is None:
        rng = random.Random()
    if personality.level is Level.IKASLE:
        action, estimate = plain_call(observation, personality)
        return Decision(action, estimate)
    if phase == Phase.MUS:
        if personality.level is Level.TXAPELDUN and (gain := mus_gain(observation)) is not None:
            return Decision(MINTZA if gain > 0 else MUS)   # the champion's fit of Mintza over Mus
        return Decision(_mus_or_mintza(observation, personality))
    if phase == Phase.DISCARD:
        return Decision(_discard(observation, personality))
    if phase == Phase.BETTING:
        if personality.level is Level.TXAPELDUN:
            return Decision(*champion_bet(observation, personality, rng))
        action, estimate = bet(observation, personality, rng)
        return Decision(action, estimate)
    return Decision(legal[0])


def choose(observation, personality: Personality = NORMAL, rng: random.Random | None = None) -> Action:
    """An action from `observation.legal` for the seat that observes."""
    return decide(observation, personality, rng).action


# --- Mus, Mintza and the discard -------------------------------------------

_worth = worth_of   # (tables.py: a hand's worth with each lance weighted)
_best_keep = best_keep


def _keep_weights(personality: Personality) -> tuple[float, ...]:
    """Each lance's weight in a hand's worth, scaled to average 1 so that the
    sliders move the balance between lances, not the Mintza margin."""
    raw = [personality.keep_weight(lance) for lance in FEATURE_SLIDERS]
    mean = sum(raw) / len(raw)
    return tuple(w / mean for w in raw)


def _mus_or_mintza(obs, personality: Personality) -> Action:
    """Mintza when the hand as it stands is worth more than the best discard
    is expected to bring, by the personality's margin. Both are weighed with
    the lances at par, so that a slider moves only the margin: a bolder
    slider, any of the four, says Mintza more."""
    variant = obs.rules.variant
    weights = (1.0, 1.0, 1.0, 1.0)
    now = _worth(worth(_ranks(obs.hand), variant), weights)
    after, _ = _best_keep(obs.hand, variant, weights)
    wildness = read_profile(obs).wildness
    margin = personality.mintza_margin(wildness) + T.WILD_MINTZA * wildness
    if obs.seat == obs.esku:
        margin -= 0.08
    elif obs.seat == obs.dealer:
        margin += 0.04
    return MINTZA if now - after > margin else MUS


def _discard(obs, personality: Personality) -> Action:
    _, thrown = _best_keep(obs.hand, obs.rules.variant, _keep_weights(personality))
    for action in obs.legal:
        if frozenset(action.cards) == frozenset(thrown):
            return action
    return obs.legal[0]
