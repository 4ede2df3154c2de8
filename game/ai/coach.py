"""The coach: the partner's decision in the player's place, with its chance
and the reason for it, as numbers (no words, no pygame).

`advise(observation, decision, voice=False)` explains a `Decision` the
computer players made (`decide`) from the very numbers they decide with:

- Mus / Mintza: the hand's worth now against what the best discard is
  expected to bring (`tables.worth`, `kept_worth`, as `brain._mus_or_mintza`
  weighs them at par), the lance the hand is strongest in, its count; the
  chance is the share of all hands this one beats on its worth
  (`tables.worth_share_table`). The reason says which is worth more, or
  "about as much" only when the two are within `CLOSE` points: a Mintza
  when a change should bring more is the player's margin (a Mintza stops
  the other team's change too), a Mus when the cards are worth more is a
  cautious player's (or a learner's).
- The discard: the cards kept (effective ranks) and the lance they are kept
  for (their expected worth after the draw, the largest); the chance is the
  share of hands the hand is expected to beat after the draw.
- Ba / Ez: the truthful call, from the hand's pair and count (no chance: it
  is certain).
- Betting: the decision's estimate (the team's chance to win the lance, from
  the seat's beliefs), the hand's count, its pair and its share among the
  pairs, and the other team's bets with a weak hand (`read_profile`).

`voice=True` explains a decision made from the partner's own observation
(the partner being the team's voice): its reason then names no card, only
the chance the partner saw. `coach(observation, personality, rng)` decides
and explains at once. Only the `Observation` is read.

A hand's worth at Mus is also given as a band (`Reason.band`: the quarter of
all hands it stands in), so that two hands far apart never read alike. A
betting call also carries what tips it (`Reason.tip`) when the plain
strength alone would not say it: a Hordago or a Kanta (the whole game on
one lance, against the team's chance in the game played on, the points
already won this hand counted), a bet or an
Iduki on a poor chance (the score far behind; a Tira's price against the
stake; how often the other team says Tira to such a bet), a Paso or a Tira
on a good chance (the score far ahead; a Paso from both teams still paying
the better hand; the stake against what a Tira pays), a bet made on the
partner's strength with weak cards of the player's own; and where the
champion's search said another call than the one it weighed first
(`Decision.played`), the call it replaced and the chance of the game this
one kept more, over the deals it played out. The chance of the
game a tip names is the fair one (`score.fair_chance`: two teams as good as
each other at this score), whoever decided: a level's own edge is how
safely it weighs its calls, not a chance to tell a player (Normal's reads
87% at 0 to 0). The search's gain is a difference between two calls as the
champion weighs the game, not a chance of the game: it is told as it is.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache

from game.model.hands import effective_rank, profile_of_ranks
from game.model.names import BETS, Kind, Lance, Phase
from game.model.rules import Variant

from .beliefs import Belief
from .betting import _pending, _their_stance
from .brain import Decision, _best_keep, _ranks, _worth, decide
from .opponents import OPEN1, read_profile
from .personality import NORMAL
from .score import fair_chance
from .tables import (FEATURE_LANCES, _kept_mean, contender_share, holder_share, kept_worth, worth,
                     worth_share_table)

# The thresholds the sentences name.
LIKELY = 0.6      # "most likely yours": the team's chance at least this
UNLIKELY = 0.4    # "unlikely": below this
OFTEN = 0.35      # "they bet with a weak hand ... of the time": at least this share of their bets
WEAK = 0.5        # a weak hand: beats fewer than half of the hands that may bet
MOST_PAIRS = 0.5  # "beats most pairs": its share among the hands holding a pair, above this
PAR = (1.0, 1.0, 1.0, 1.0)
CLOSE = 0.25     # points: a hand's worth and a change's this close are "about as much"
JOKUA_LANCE = 3   # the index of Jokua-or-Pundua in FEATURE_LANCES


class ReasonKind(StrEnum):
    """Why the coach advises a call: the kind of a `Reason`, which picks its
    sentence (game/coach_words.py REASONS). The values are the names a test
    or a log reads."""

    MINTZA_JOKUA = "mintza-jokua"
    MINTZA_STRONG = "mintza-strong"
    MINTZA_EVEN = "mintza-even"
    MINTZA_STOPS = "mintza-stops"
    MUS_BETTER = "mus-better"
    MUS_EVEN = "mus-even"
    MUS_CAUTIOUS = "mus-cautious"
    KEEP = "keep"
    THROW_ALL = "throw-all"
    BA_PAIR = "ba-pair"
    EZ_PAIR = "ez-pair"
    BA_JOKUA = "ba-jokua"
    EZ_JOKUA = "ez-jokua"
    JOKUA_31 = "jokua-31"
    STRONG_PAIR = "strong-pair"
    STRONG = "strong"
    BLUFFERS = "bluffers"
    PRESSURE = "pressure"
    WORTH_RISK = "worth-risk"
    STRONG_PASSIVE = "strong-passive"
    NOT_ENOUGH = "not-enough"
    WEAK_HAND = "weak"
    VOICE_STRONG = "voice-strong"
    VOICE_EVEN = "voice-even"
    VOICE_WEAK = "voice-weak"
    VOICE_UNSURE = "voice-unsure"
    VOICE_PRESSURE = "voice-pressure"  # the voice bets on a poor chance: to make them say Tira


KINDS = tuple(ReasonKind)


class Tip(StrEnum):
    """What tips a betting call beyond the plain strength (`Reason.tip`)."""

    WHOLE_GAME = "whole-game"  # a Hordago or a Kanta: the game on one lance
    BEHIND = "behind"  # the game, at this score, all but lost (risks)
    AHEAD = "ahead"  # the game, at this score, all but won (no risk)
    FOLDS = "folds"  # they say Tira to such bets this often
    PRICE = "price"  # what a Tira pays now against the stake an Iduki risks
    ANYWAY = "anyway"  # a Paso from both teams still pays the better hand
    PARTNER_SHOWN = "partner"  # weak cards of the player's own, the partner's make the chance
    PLAYED_OUT = "played-out"  # the champion's search: this call kept more of the game than the one it weighed first


TIPS = tuple(Tip)

FAR_BEHIND, FAR_AHEAD = 0.25, 0.75   # the team's chance in the game that makes the score the tip
OWN_WEAK = 0.4   # the player's own cards: fewer than this share of the hands that may play the lance


class ChanceOf(StrEnum):
    """What an `Advice`'s chance is of: the lance bet, or the hand's worth."""

    LANCE = "lance"
    HAND = "hand"


BANDS = 4   # a hand's worth is said by its quarter of all hands


@dataclass(frozen=True, slots=True)
class Reason:
    """Why, as numbers: `kind` (one of KINDS) and what its sentence names.
    `lance`: the lance (the one bet, or the one the hand is strongest in or
    kept for); `points`: the hand's count; `chance`: the team's chance to
    win the lance; `now` / `after`: the hand's worth as it stands and after
    the best discard (points); `cards`: the effective ranks kept, highest
    first; `pair`: the hand's Pariak key (kind, rank, rank); `share`: its
    share among the hands holding a pair; `rate`: the share of the other
    team's bets made with a weak hand. `band`: the quarter of all hands the
    hand's worth stands in (0 the weakest; Mus and Mintza). `tip`: what tips
    a betting call (one of TIPS), with its numbers: `game` the team's chance
    in the game played on, `fold` the other team's Tira rate, `score` (ours,
    theirs), `stake` and `refusal`; for `Tip.PLAYED_OUT` the call the
    champion's search replaced (`instead`), the chance of the game this one
    kept more (`gain`) and over how many deals played out (`deals`)."""

    kind: ReasonKind
    lance: Lance | None = None
    points: int | None = None
    chance: float | None = None
    now: float | None = None
    after: float | None = None
    cards: tuple[int, ...] = ()
    pair: tuple[int, int, int] | None = None
    share: float | None = None
    rate: float | None = None
    band: int | None = None
    tip: Tip | None = None
    game: float | None = None
    fold: float | None = None
    score: tuple[int, int] | None = None
    stake: int | None = None
    refusal: int | None = None
    instead: object | None = None
    gain: float | None = None
    deals: int | None = None


@dataclass(frozen=True, slots=True)
class Advice:
    """The partner's call in the player's place, its chance (None when the
    call is certain) and what the chance is of (`ChanceOf.LANCE`: the team
    wins the lance; `ChanceOf.HAND`: the share of hands this one beats), and
    the reason."""

    action: object
    chance: float | None
    chance_of: ChanceOf | None
    reason: Reason


def coach(observation, personality=NORMAL, rng: random.Random | None = None) -> Advice:
    """Decide for the seat that observes, and say why."""
    return advise(observation, decide(observation, personality, rng))


def advise(obs, decision: Decision, voice: bool = False) -> Advice:
    """The reason behind `decision`, made at `obs` (the observation it
    read), whatever the level of the player who made it: the chance of the
    game a tip names is the fair one (`score.fair_chance`), not the one a
    level weighs its calls with."""
    action = decision.action
    if voice:
        return _voice(obs, action, decision.estimate, decision.played)
    phase = obs.phase
    if phase == Phase.MUS:
        return _mus(obs, action)
    if phase == Phase.DISCARD:
        return _discard(obs, action)
    if phase == Phase.CALLS:
        return _calls(obs, action)
    return _bet(obs, action, decision.estimate, decision.played)


def likely(chance: float) -> bool:
    """At least LIKELY as the percentage shown says it: a chance of 59.96%
    is shown as 60% and must read as "most likely", not as "open"."""
    return round(100 * chance) >= round(100 * LIKELY)


def unlikely(chance: float) -> bool:
    """Under UNLIKELY as the percentage shown says it (39.6% shows 40%: open)."""
    return round(100 * chance) < round(100 * UNLIKELY)


def lance_of(index: int) -> Lance:
    """The lance of a FEATURE_LANCES index (Jokua for Jokua-or-Pundua)."""
    return Lance(FEATURE_LANCES[index]) if index != JOKUA_LANCE else Lance.JOKUA


def _best_lance(values) -> int:
    return max(range(4), key=lambda i: values[i])


# --- Mus, Mintza and the discard ---------------------------------------------

def _mus(obs, action) -> Advice:
    variant = obs.rules.variant
    ranks = _ranks(obs.hand)
    values = worth(ranks, variant)
    now = _worth(values, PAR)
    after, _ = _best_keep(obs.hand, variant, PAR)
    points = profile_of_ranks(ranks, variant).count
    best = _best_lance(values)
    common = dict(points=points, now=now, after=after)
    gain = after - now  # what a change is expected to add (less than nothing: what it would cost)
    share = worth_share_table(variant)[ranks]
    common["band"] = band_of(share)
    if action.kind == Kind.MINTZA:
        if points >= 31 and best == JOKUA_LANCE and gain <= CLOSE:
            reason = Reason(ReasonKind.MINTZA_JOKUA, lance=Lance.JOKUA, **common)
        elif gain < -CLOSE:
            reason = Reason(ReasonKind.MINTZA_STRONG, lance=lance_of(best), **common)
        elif gain <= CLOSE:
            reason = Reason(ReasonKind.MINTZA_EVEN, **common)
        else:  # the margin the player keeps by: a Mintza also stops the other team's change
            reason = Reason(ReasonKind.MINTZA_STOPS, **common)
    elif gain > CLOSE:
        reason = Reason(ReasonKind.MUS_BETTER, **common)
    elif gain >= -CLOSE:
        reason = Reason(ReasonKind.MUS_EVEN, **common)
    else:  # a cautious player's (or a learner's) Mus with cards worth more than a change
        reason = Reason(ReasonKind.MUS_CAUTIOUS, **common)
    return Advice(action, share, ChanceOf.HAND, reason)


def band_of(share: float) -> int:
    """The quarter of all hands a share stands in, as the percentage shown
    says it (0: the weakest quarter)."""
    return min(BANDS - 1, round(100 * share) * BANDS // 100)


@lru_cache(maxsize=None)
def _share_rows(variant: Variant) -> dict:
    """Each pattern's worth share, as a row `tables._kept_mean` averages."""
    return {ranks: (share, 0.0, 0.0, 0.0) for ranks, share in worth_share_table(variant).items()}


def kept_share(kept: tuple[int, ...], variant: Variant) -> float:
    """The share of hands the hand is expected to beat on its worth after
    keeping raw ranks `kept` (sorted) and drawing the rest."""
    return _kept_mean(_share_rows(variant), kept)[0]


def kept_ranks(hand, thrown) -> tuple[int, ...]:
    """The raw ranks of the cards of `hand` not in `thrown`, sorted."""
    return _ranks(c for c in hand if c not in thrown)


def _discard(obs, action) -> Advice:
    variant = obs.rules.variant
    kept = kept_ranks(obs.hand, action.cards)
    if not kept:
        reason = Reason(ReasonKind.THROW_ALL)
    else:
        values = kept_worth(kept, variant)
        reason = Reason(ReasonKind.KEEP, lance=lance_of(_best_lance(values)),
                        cards=tuple(sorted((effective_rank(r, variant) for r in kept), reverse=True)),
                        after=_worth(values, PAR))
    return Advice(action, kept_share(kept, variant), ChanceOf.HAND, reason)


# --- Ba / Ez --------------------------------------------------------------------

def _calls(obs, action) -> Advice:
    p = profile_of_ranks(_ranks(obs.hand), obs.rules.variant)
    ba = action.kind == Kind.BA
    if obs.lance == Lance.PARIAK:
        pair = p.pariak if p.pair_value else None
        reason = Reason(ReasonKind.BA_PAIR if ba else ReasonKind.EZ_PAIR, lance=Lance.PARIAK, pair=pair)
    else:
        reason = Reason(ReasonKind.BA_JOKUA if ba else ReasonKind.EZ_JOKUA, lance=Lance.JOKUA, points=p.count)
    return Advice(action, None, None, reason)


# --- betting --------------------------------------------------------------------

def weak_bets(obs, steps: int = 40) -> float:
    """The share of the other team's opening bets made with a weak hand (one
    that beats fewer than half the hands that may bet), as its profile this
    game reads them: its bets at each share, plus the calls that tell
    nothing (noise) at its betting rate."""
    profile = read_profile(obs)
    noise = profile.noise
    weak = total = 0.0
    for i in range(steps):
        x = (i + 0.5) / steps
        rate = noise * profile.bet_rate + (1 - noise) * profile.bets(x, OPEN1)
        total += rate
        if x < WEAK:
            weak += rate
    return weak / total if total > 0 else 0.0


def _bet(obs, action, estimate, played=None) -> Advice:
    variant = obs.rules.variant
    ranks = _ranks(obs.hand)
    lance = obs.lance
    p = estimate if estimate is not None else 0.5
    prof = profile_of_ranks(ranks, variant)
    common = dict(lance=lance, chance=p, points=prof.count)
    facing = obs.bet_team is not None
    if action.kind in BETS or action.kind in (Kind.IDUKI, Kind.KANTA):
        share = holder_share(ranks, Lance.PARIAK, variant) if prof.pair_value else None
        if likely(p) and lance == Lance.JOKUA and prof.count == 31:
            reason = Reason(ReasonKind.JOKUA_31, **common)
        elif likely(p) and lance == Lance.PARIAK and share is not None and share > MOST_PAIRS:
            reason = Reason(ReasonKind.STRONG_PAIR, pair=prof.pariak, share=share, **common)
        elif likely(p):
            reason = Reason(ReasonKind.STRONG, **common)
        elif facing and (rate := weak_bets(obs)) >= OFTEN:
            reason = Reason(ReasonKind.BLUFFERS, rate=rate, **common)
        elif unlikely(p) and action.kind in BETS:  # a bet or a raise on a poor chance: to make them fold
            reason = Reason(ReasonKind.PRESSURE, **common)
        else:
            reason = Reason(ReasonKind.WORTH_RISK, **common)
    elif likely(p):
        reason = Reason(ReasonKind.STRONG_PASSIVE, **common)
    elif unlikely(p):
        reason = Reason(ReasonKind.WEAK_HAND, **common)
    else:
        reason = Reason(ReasonKind.NOT_ENOUGH, **common)
    own = contender_share(ranks, lance, variant) if lance is not None else 1.0
    reason = played_tip(with_tip(obs, action, p, reason, own), played)
    return Advice(action, estimate, ChanceOf.LANCE if estimate is not None else None, reason)


def bold(action) -> bool:
    """A call that risks more points: a bet, a raise, Hordago, Iduki, Kanta."""
    return action.kind in BETS or action.kind in (Kind.IDUKI, Kind.KANTA)


def with_tip(obs, action, p: float, reason: Reason, own: float | None) -> Reason:
    """`reason` with what tips the call, when the plain strength would not
    say it (`own`: the player's own cards' share in the lance; None for the
    partner's call as the voice). The chance of the game it names is the
    fair one: two teams as good as each other at this score."""
    team = obs.team
    score = (obs.scores[team], obs.scores[1 - team])
    target = obs.rules.target
    profile = read_profile(obs)
    stake, refusal = (obs.stake or None), (obs.refusal or None)
    numbers = dict(score=score, stake=stake, refusal=refusal)
    if obs.hordago or action.kind in (Kind.HORDAGO, Kind.KANTA):
        # playing on: after a Tira of the Hordago faced (its price paid), or as the score stands,
        # with the points the lances already played this hand will bring (as the seat's deals expect)
        paid = obs.refusal if obs.hordago else 0
        pending = _pending(obs, Belief(obs, profile))
        game = fair_chance(score[0] + pending[team], score[1] + paid + pending[1 - team], target)
        return _tipped(reason, Tip.WHOLE_GAME, game=game, **numbers)
    game = fair_chance(score[0], score[1], target)
    if bold(action) and unlikely(p):
        if game <= FAR_BEHIND:
            return _tipped(reason, Tip.BEHIND, game=game, **numbers)
        if action.kind == Kind.IDUKI:
            return _tipped(reason, Tip.PRICE, **numbers)
        if reason.kind in (ReasonKind.BLUFFERS,):
            return reason  # their own bluffs are the tip, said already
        amount = action.amount if action.kind in BETS and action.amount else 2
        fold = profile.answer_rates(amount, _their_stance(obs))[0]
        return _tipped(reason, Tip.FOLDS, fold=fold, **numbers)
    if not bold(action) and likely(p):
        if game >= FAR_AHEAD:
            return _tipped(reason, Tip.AHEAD, game=game, **numbers)
        if action.kind == Kind.PASO:
            return _tipped(reason, Tip.ANYWAY, **numbers)
        return _tipped(reason, Tip.PRICE, **numbers)
    if bold(action) and own is not None and own < OWN_WEAK and likely(p):
        return _tipped(reason, Tip.PARTNER_SHOWN, **numbers)
    return reason


def played_tip(reason: Reason, played) -> Reason:
    """`reason` tipped by the champion's search when it changed the call
    (`played`, a `search.PlayedOut`): the call it replaced and the chance of
    the game this one kept more, over the deals played out. A Hordago's or
    a Kanta's whole game stays the tip: it names the chance played on."""
    if played is None or reason.tip == Tip.WHOLE_GAME:
        return reason
    return _tipped(reason, Tip.PLAYED_OUT, instead=played.instead, gain=played.gain, deals=played.deals)


def _tipped(reason: Reason, tip: Tip, **numbers) -> Reason:
    return replace(reason, tip=tip, **numbers)


def voice_kind(action, estimate) -> ReasonKind:
    """The kind of the partner's reason as the voice, from the chance it saw."""
    if estimate is None:
        return ReasonKind.VOICE_UNSURE
    if likely(estimate):
        return ReasonKind.VOICE_STRONG
    if unlikely(estimate):
        # a bet on a poor chance: to make them fold
        return ReasonKind.VOICE_PRESSURE if action.kind in BETS else ReasonKind.VOICE_WEAK
    return ReasonKind.VOICE_EVEN


def _voice(obs, action, estimate, played=None) -> Advice:
    """The partner's own call as the team's voice: only the chance it saw
    (and what tips the call, when its chance alone would not say it)."""
    reason = Reason(voice_kind(action, estimate), lance=obs.lance, chance=estimate)
    if estimate is not None:
        reason = played_tip(with_tip(obs, action, estimate, reason, None), played)
    return Advice(action, estimate, ChanceOf.LANCE if estimate is not None else None, reason)
