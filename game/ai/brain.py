"""The computer player's decisions: `choose(observation, personality, rng)`.

Owns how a seat plays from what it may see. Every decision reads an
`Observation` only (never the state) and draws its own randomness from the
`random.Random` it is given, so a computer player never shifts the deal.

- Mus / Mintza: the hand's worth (points it should bring in each lance, from
  `tables`) against what the best discard would bring; Mintza when keeping is
  better by the personality's margin (Esku, who wins ties, keeps sooner).
- Discard: the cards to keep are those whose expected worth after the draw is
  highest, each lance weighted by its slider.
- Ba / Ez: the one truthful call the rules allow.
- Betting: the team's chance of winning the lance comes from `beliefs` (deals
  consistent with every public call, the partner's included, ties by seat).
  Imido from the slider's win chance, bluffs at the slider's rate (more after
  the other team said Paso), Iduki / Tira by expected points turned into the
  chance of winning the game at this score, and Hordago / Kanta weighed directly
  in chance of winning the game, so the score near the target changes them.
  The game-win chance and the other team's answers come from its own calls
  this game (`opponents`): a team that bets at most turns is read as wild.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.model.actions import (
    HORDAGO, IDUKI, KANTA, MINTZA, MUS, PASO, TIRA, Action, gehiago, imido,
)

from .beliefs import Belief
from .opponents import game_chance, read_profile
from .personality import FEATURE_SLIDERS, NORMAL, Personality
from .tables import features, kept_features


# Against a team read as wild (`opponents.Profile.wildness` 1): the raise
# threshold this much lower, raises of this many points, and this many more
# points of edge wanted before Iduki (tuned by tournaments against random
# play, seeds 1-6; no effect on a sound team).
WILD_RAISE_SOONER = 0.1
WILD_RAISE_BY = 8
WILD_HOLD_MARGIN = 0.5


def _ramp(x: float, low: float, high: float) -> float:
    return 0.0 if x <= low else 1.0 if x >= high else (x - low) / (high - low)


def _ranks(cards) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


@dataclass(frozen=True, slots=True)
class Decision:
    """A call and where it came from: `estimate` is the deciding seat's own
    chance, from its beliefs at that moment, that its team wins the lance
    being bet (None for a call that is not a bet)."""

    action: Action
    estimate: float | None = None


def decide(observation, personality: Personality = NORMAL, rng: random.Random | None = None) -> Decision:
    """A `Decision` for the seat that observes: `choose`'s call, with the
    chance the betting decisions are made from."""
    action = choose(observation, personality, rng)
    if observation.phase != "betting":
        return Decision(action)
    return Decision(action, Belief(observation).win_chance(observation.lance, observation.team))


def choose(observation, personality: Personality = NORMAL, rng: random.Random | None = None) -> Action:
    """An action from `observation.legal` for the seat that observes."""
    legal = observation.legal
    if not legal:
        raise ValueError(
            f"seat {observation.seat} is not to act (phase {observation.phase}, "
            f"seat {observation.to_act} is)")
    if len(legal) == 1:
        return legal[0]
    if rng is None:
        rng = random.Random()
    phase = observation.phase
    if phase == "mus":
        return _mus_or_mintza(observation, personality)
    if phase == "discard":
        return _discard(observation, personality)
    if phase == "betting":
        return _bet(observation, personality, rng)
    return legal[0]


# --- Mus, Mintza and the discard -------------------------------------------

def _worth(feats, weights) -> float:
    return feats[0] * weights[0] + feats[1] * weights[1] + feats[2] * weights[2] + feats[3] * weights[3]


def _keep_weights(personality: Personality) -> tuple[float, ...]:
    """Each lance's weight in a hand's worth, scaled to average 1 so that the
    sliders move the balance between lances, not the Mintza margin."""
    raw = [personality.keep_weight(lance) for lance in FEATURE_SLIDERS]
    mean = sum(raw) / len(raw)
    return tuple(w / mean for w in raw)


def _best_keep(hand, eight: bool, weights) -> tuple[float, tuple]:
    """The best worth reachable by a discard, and the cards to throw."""
    best, best_thrown = -1.0, ()
    n = len(hand)
    for mask in range(1, 1 << n):
        thrown = tuple(hand[i] for i in range(n) if mask >> i & 1)
        kept = _ranks(hand[i] for i in range(n) if not mask >> i & 1)
        value = _worth(kept_features(kept, eight), weights)
        if value > best + 1e-9 or (abs(value - best) <= 1e-9 and len(thrown) < len(best_thrown)):
            best, best_thrown = value, thrown
    return best, best_thrown


def _mus_or_mintza(obs, personality: Personality) -> Action:
    eight = obs.rules.eight_kings
    weights = _keep_weights(personality)
    now = _worth(features(_ranks(obs.hand), eight), weights)
    after, _ = _best_keep(obs.hand, eight, weights)
    margin = personality.mintza_margin()
    if obs.seat == obs.esku:
        margin -= 0.08
    elif obs.seat == obs.dealer:
        margin += 0.04
    return MINTZA if now - after > margin else MUS


def _discard(obs, personality: Personality) -> Action:
    _, thrown = _best_keep(obs.hand, obs.rules.eight_kings, _keep_weights(personality))
    for action in obs.legal:
        if frozenset(action.cards) == frozenset(thrown):
            return action
    return obs.legal[0]


# --- betting -----------------------------------------------------------------

def _other_voice(obs) -> int:
    for seat in obs.bettors:
        if seat & 1 != obs.team:
            return seat
    return (obs.seat + 1) % 4


def _pending(obs, belief: Belief) -> tuple[float, float]:
    """Points already won on the track this hand but not yet counted, as the
    deals expect them (by team)."""
    got = [0.0, 0.0]
    for res in obs.track:
        if res.result in ("iduki", "paso"):
            points = res.stake if res.result == "iduki" else 1
            for w, d in zip(belief.weights, belief.deals):
                win = d.winner[("haundia", "tipia", "pariak").index(res.lance)] \
                    if res.lance in ("haundia", "tipia", "pariak") else None
                if win is not None:
                    got[win] += w * points
        elif res.result == "one-team":
            for w, d in zip(belief.weights, belief.deals):
                got[res.team] += w * (d.pair_best[res.team] if res.lance == "pariak" else d.bonus[res.team])
    return got[0], got[1]


def _amount(p: float, rng: random.Random) -> int:
    if p > 0.85:
        return rng.choice((2, 2, 3, 4, 5))
    return 2 if rng.random() < 0.8 else 3


def _bet(obs, personality: Personality, rng: random.Random) -> Action:
    lance = obs.lance
    team = obs.team
    belief = Belief(obs)
    p = belief.win_chance(lance, team)
    target = obs.rules.target
    pend = _pending(obs, belief)
    base = belief.expected_bonus(lance, team)
    us = obs.scores[team] + pend[team] + max(base, 0.0)
    them = obs.scores[1 - team] + pend[1 - team] + max(-base, 0.0)

    profile = read_profile(obs)

    def value(gain_us: float, gain_them: float) -> float:
        return game_chance(us + gain_us, them + gain_them, target, profile)

    point = max((value(1, 0) - value(0, 1)) / 2, 1e-4)   # what one point swing is worth
    # A Hordago risks the whole game: unless the game is slipping away, only
    # with a hand that should win the lance.
    hordago_ok = p >= personality.hordago_chance(lance) or value(0, 0) < 0.1
    legal = obs.legal
    u = rng.random()   # one draw per decision, whatever the branch
    size_rng = random.Random(rng.getrandbits(32))

    if obs.hordago:   # Kanta wins the game on this lance, Tira pays at once
        v_tira = value(0, obs.refusal)
        return KANTA if p + personality.kanta_margin(lance) >= v_tira else TIRA

    # How the other team answers: a sound team by its cards; a wild one by
    # the rates it has shown this game, whatever its cards.
    wild = profile.wildness
    sound = 1 - wild
    voice = _other_voice(obs)
    outcomes = belief.outcomes(lance, team, voice)

    def v_hordago(paid_if_tira: int) -> float:
        total = 0.0
        for w, wins, their_share in outcomes:
            kanta = sound * _ramp(their_share, 0.5, 0.8) + wild * profile.kanta_rate
            total += w * (kanta * (1.0 if wins else 0.0) + (1 - kanta) * value(paid_if_tira, 0))
        return total

    def v_bet(stake: int, paid_if_tira: int) -> float:
        total = 0.0
        for w, wins, their_share in outcomes:
            hold = sound * _ramp(their_share, 0.35, 0.75) + wild * (1 - profile.fold_rate)
            settled = value(stake, 0) if wins else value(0, stake)
            total += w * (hold * settled + (1 - hold) * value(paid_if_tira, 0))
        return total

    if obs.bet_team is None:   # opening
        paso_pays = lance in ("haundia", "tipia", "pariak")
        v_paso = (p * value(1, 0) + (1 - p) * value(0, 1)) if paso_pays else value(0, 0)
        v_open = max(v_paso, v_bet(2, 1))
        if hordago_ok and HORDAGO in legal and v_hordago(1) > v_open + personality.hordago_margin(lance):
            return HORDAGO
        need = personality.open_chance(lance)
        bluff = personality.bluff_rate(lance)
        if team ^ 1 in obs.passed:   # the other team showed weakness
            need -= 0.05
            bluff *= 1.5
        if p >= need:
            return imido(_amount(p, size_rng))
        if p < need - 0.12 and u < bluff:
            return imido(_amount(0.0, size_rng))
        return PASO

    # facing a bet of `stake`: Iduki, Tira, a raise or Hordago
    stake, refusal = obs.stake, obs.refusal
    v_tira = value(0, refusal)
    v_iduki = p * value(stake, 0) + (1 - p) * value(0, stake)
    best = max(v_tira, v_iduki)
    if hordago_ok and HORDAGO in legal and v_hordago(stake) > best + personality.hordago_margin(lance):
        return HORDAGO
    # Against a wild team (it raises again whatever it holds) a strong hand
    # raises a little sooner and by more: the stake it will hold grows.
    if p >= personality.raise_chance(lance) - WILD_RAISE_SOONER * wild:
        raise_by = _amount(p, size_rng)
        if wild > 0.5:
            raise_by = WILD_RAISE_BY
        if gehiago(raise_by) in legal:
            return gehiago(raise_by)
    if v_iduki + (personality.hold_margin(lance) - WILD_HOLD_MARGIN * wild) * point >= v_tira:
        return IDUKI
    return TIRA
