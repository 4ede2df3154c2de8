"""How the other team plays, read from its own calls this game.

Owns the situations of a betting turn (`turns`), and `Profile`, the other
team's play as thresholds on its voice's share in the lance (the share of
holders its hand beats, 0..1): from which share it bets at an opening, under
which it says Tira to a bet (higher against a bigger bet), from which it
raises, from which it says Kanta. Every threshold starts at a sound team's
(`tuning.PRIOR_*`) and moves with the turns the team has shown this game: a
turn's outcome implies where the threshold lies within the shares the team
could hold there (a Tira after its own Paso says more than a Tira at once).
`Profile.wildness` (a team that bets at most turns) says how little its calls
tell. `shown_bets` reads, from the hands turned up at each hand's end, how
many of the team's opening bets were made with a weak hand (Txapeldun's
hold follows it: game/ai/champion.py). Read from the model's own story of
the match (`match_betting` on `observation.match_story`): every call is
public.

The beliefs read the other team's calls through `Profile.likelihood`, and the
betting weighs its answers through `Profile.answer` and `Profile.kanta`, so
the team is read and answered with one model.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from game.model.events import Called, Dealt, ExchangeBegun, HandsShown, LanceBegun
from game.model.names import BETS, BETTING_KINDS, MUS_KINDS, Kind, Phase
from game.model.rules import Variant

from . import tuning as T
from .spread import SPREAD
from .tables import STANDING_INDEX, STANDING_LANCES, contender_share


# Situations of a betting turn.
OPEN1 = "open1"          # an opening, the team speaks first in the lance
OPEN2 = "open2"          # an opening after the other team's Paso
FACE1 = "face1"          # facing a bet, the team has not spoken in the lance
FACE2 = "face2"          # facing a bet after its own Paso
FACE3 = "face3"          # facing a raise of its own bet
FACEH = "faceH"          # facing a Hordago
# A team's stance that is no bet of its own: nothing said yet, or Paso.
NO_BET = ("", Kind.PASO)


def turns(moves):
    """(seat, situation, kind, amount, stance) for each betting move of
    `moves`, an iterable of (seat, kind, amount) where a kind of None marks a
    break between lances. `amount` is the points the turn faced (the stake,
    or the raise) or bet; `stance` is what the team had said before in the
    lance: "" (nothing), `Kind.PASO` or the situation of its last bet."""
    passed: set[int] = set()
    stance = ["", ""]
    bet = hordago = False
    faced = 0
    for seat, kind, amount in moves:
        if kind is None or kind not in BETTING_KINDS:
            passed.clear()
            stance = ["", ""]
            bet = hordago = False
            continue
        team = seat & 1
        if hordago:
            situation = FACEH
        elif bet:
            situation = FACE3 if stance[team] not in NO_BET else FACE2 if team in passed else FACE1
        else:
            situation = OPEN2 if 1 - team in passed else OPEN1
        yield seat, situation, kind, (faced if situation in (FACE1, FACE2, FACE3) else amount), stance[team]
        if kind == Kind.PASO:
            passed.add(team)
            stance[team] = Kind.PASO
            if len(passed) == 2:
                passed.clear()
                stance = ["", ""]
        elif kind in BETS:
            bet = True
            hordago = kind == Kind.HORDAGO
            faced = amount
            stance[team] = situation
        else:   # iduki, tira, kanta: the lance is over
            passed.clear()
            stance = ["", ""]
            bet = hordago = False


_BREAK = (None, None, 0)


def match_betting(story) -> tuple[list[tuple], list[tuple[int, bool]]]:
    """The betting of a match's story (`Observation.match_story`), read from
    the model's own events: the (seat, kind, amount) moves for `turns`, with a
    break (kind None) where a hand or a lance begins, and the (lance, exchanged)
    of each betting move: the lance's index in `tables.STANDING_LANCES` and
    whether its hand came through an exchange."""
    moves: list[tuple] = []
    lances: list[tuple[int, bool]] = []
    exchanged = False
    for event in story:
        kind = type(event)
        if kind is Called:
            if event.phase == Phase.BETTING:
                action = event.action
                moves.append((event.seat, action.kind, action.amount))
                lances.append((STANDING_INDEX[event.lance], exchanged))
        elif kind is Dealt:
            exchanged = False
            moves.append(_BREAK)
        elif kind is LanceBegun:
            moves.append(_BREAK)
        elif kind is ExchangeBegun:
            exchanged = True
    return moves, lances


def _spread_below(lance: int, exchanged: bool, x: float, variant: Variant) -> float:
    """The share of typical voices' hands under share x (game/ai/spread.py)."""
    row = SPREAD[variant.value][exchanged][STANDING_LANCES[lance]]
    v = min(max(x, 0.0), 1.0) * (len(row) - 1)
    i = min(int(v), len(row) - 2)
    return row[i] + (row[i + 1] - row[i]) * (v - i)


def _threshold(turns_, variant: Variant) -> tuple[float, int]:
    """The share from which a team bets, fitted to its openings (each with
    its lance and whether its hand came through an exchange): the x at which
    the hands of typical play above it are as many as its bets."""
    if not turns_:
        return 0.5, 0
    groups: dict = {}
    bets = 0
    for t in turns_:
        groups[t[5]] = groups.get(t[5], 0) + 1
        bets += t[2] in BETS
    return _fitted_threshold(tuple(groups.items()), bets, variant), len(turns_)


@lru_cache(maxsize=256)
def _fitted_threshold(groups: tuple, bets: int, variant: Variant) -> float:
    """`_threshold`'s search, by (lance, exchanged) counts in the order met
    (a memo: the same turns recur at every decision of a game; about 12 new
    ones a game, so 256 hold the last 20 games: at 4096 it held 698 after 40
    demo games and went on filling for hundreds more; tools/soak.py)."""
    lo, hi = 0.0, 1.0
    for _ in range(14):
        mid = (lo + hi) / 2
        above = sum(n * (1 - _spread_below(lance, ex, mid, variant)) for (lance, ex), n in groups)
        if above > bets:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def logistic(z: float) -> float:
    if z > 30:
        return 1.0
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


@dataclass(frozen=True, slots=True)
class Profile:
    """The other team's play this game (see the module): the shares from
    which it bets at an opening, and how often it says Tira, raises and
    says Kanta in each situation, each shrunk towards a sound team's."""

    open_first: float       # bets from this share up when it speaks first
    open_second: float      # ... after our Paso
    open_by_lance: tuple    # (first, second) by lance index, shrunk towards the two above
    fold: float             # Tira to a first bet of 2, when it had not spoken
    fold_after_paso: float  # ... after its own Paso
    fold_slope: float       # ... this much more often to a bet of 10
    raise_: float           # raises a first bet
    fold_reraise: float     # Tira to a raise of its own bet
    reraise: float          # raises a raise of its own bet
    kanta_fresh: float      # Kanta to a Hordago when it had not spoken
    kanta_after_paso: float  # ... after its own Paso
    kanta_after_bet: float  # ... after a bet of its own
    bet_rate: float         # Imido / Hordago at its openings
    raise_rate: float       # raises and Hordago when facing a bet
    hordago_rate: float     # Hordago at any betting turn
    kanta_rate: float       # Kanta when facing a Hordago
    turns_per_hand: float   # its betting turns per hand
    points_per_hand: float  # points both teams have scored per finished hand
    bet_size: float         # its mean Imido
    raise_size: float       # its mean raise

    @property
    def wildness(self) -> float:
        """0 for a team that bets like a sound one, 1 for one that bets and
        raises at nearly every turn (its calls then tell little)."""
        return _wildness(self.bet_rate, self.raise_rate)

    @property
    def noise(self) -> float:
        """The part of its calls read as telling nothing of its cards."""
        return T.OPPONENT_NOISE + (T.WILD_NOISE - T.OPPONENT_NOISE) * self.wildness

    # --- the model ------------------------------------------------------------

    def range_of(self, stance: str) -> tuple[float, float]:
        """The shares the team may hold after what it said in the lance."""
        if stance == Kind.PASO:
            return 0.0, self.open_first
        if stance == OPEN1:
            return self.open_first, 1.0
        if stance == OPEN2:
            return self.open_second, 1.0
        if stance in (FACE1, FACE2, FACE3, FACEH):
            return 1.0 - self.raise_, 1.0
        return 0.0, 1.0

    def answer_rates(self, amount: int, stance: str) -> tuple[float, float]:
        """How often the team says Tira and raises, facing a bet or raise of
        `amount` after `stance`."""
        size = (min(max(amount, 2), 10) - 2) / 8
        if stance not in NO_BET:   # a raise of its own bet
            fold = self.fold_reraise + 0.5 * self.fold_slope * size
            return min(max(fold, 0.0), 0.95), self.reraise
        fold = (self.fold_after_paso if stance == Kind.PASO else self.fold) + self.fold_slope * size
        return min(max(fold, 0.0), 0.98), self.raise_

    def kanta_rate_for(self, stance: str) -> float:
        if stance == Kind.PASO:
            return self.kanta_after_paso
        return self.kanta_fresh if stance == "" else self.kanta_after_bet

    def bets(self, x: float, situation: str, lance: int | None = None) -> float:
        """How likely the team bets at an opening holding share x (in lance
        index `lance`, when given)."""
        if lance is None:
            start = self.open_first if situation == OPEN1 else self.open_second
        else:
            start = self.open_by_lance[lance][0 if situation == OPEN1 else 1]
        return logistic((x - start) / T.THRESHOLD_SOFTNESS)

    def likelihood(self, x: float, situation: str, kind: str, amount: int, stance: str,
                   lance: int | None = None) -> float:
        """How likely the team makes this call holding share x (before
        noise): its rates turned into thresholds within the shares it may
        hold after `stance`."""
        if situation in (OPEN1, OPEN2):
            bet = self.bets(x, situation, lance)
            return bet if kind in BETS else 1 - bet
        lo, hi = self.range_of(stance)
        s = T.THRESHOLD_SOFTNESS
        if situation == FACEH:
            k = logistic((x - (hi - (hi - lo) * self.kanta_rate_for(stance))) / s)
            return k if kind == Kind.KANTA else 1 - k
        fold_rate, raise_rate = self.answer_rates(amount, stance)
        fold = logistic((lo + (hi - lo) * fold_rate - x) / s)
        if kind == Kind.TIRA:
            return fold
        raise_ = logistic((x - (hi - (hi - lo) * raise_rate)) / s) * (1 - fold)
        if kind in BETS:
            return raise_
        return max(1 - fold - raise_, 0.0)


def _wildness(bet_rate: float, raise_rate: float) -> float:
    rate = (bet_rate + T.WILD_RAISE_WEIGHT * raise_rate) / (1 + T.WILD_RAISE_WEIGHT)
    return min(1.0, max(0.0, (rate - T.WILD_FROM) / T.WILD_SPAN))


def _shrunk(total: float, n: int, prior: float, weight: float = T.PRIOR_WEIGHT) -> float:
    return (total + weight * prior) / (n + weight)


WEAK_SHARE = 0.5    # a weak hand for a bet: beats fewer than half the hands that may play the lance


def hands_betting(story):
    """For each hand of `story` (a match's story): its betting moves as
    (seat, kind, amount) for `turns`, with a break where a lance begins; the
    lance (`Lance`) of each betting move; and the hands turned up at its end
    (None for a hand still being played, the last)."""
    moves: list = []
    lances: list = []
    for event in story:
        kind = type(event)
        if kind is Called:
            if event.phase == Phase.BETTING:
                moves.append((event.seat, event.action.kind, event.action.amount))
                lances.append(event.lance)
        elif kind is Dealt:
            if moves:
                yield moves, lances, None
            moves, lances = [], []
        elif kind is LanceBegun:
            moves.append(_BREAK)
        elif kind is HandsShown:
            yield moves, lances, event.hands
            moves, lances = [], []
    if moves:
        yield moves, lances, None


def shown_bets(obs) -> tuple[int, int]:
    """(weak, all): the other team's opening bets (Imido or Hordago at an
    opening) this match whose hands were later turned up, and how many of
    them were made with a weak hand in their lance (`WEAK_SHARE`, the
    bettor's own share, the scale its calls are read on)."""
    other = 1 - obs.team
    variant = obs.rules.variant
    weak = total = 0
    for moves, lances, hands in hands_betting(obs.match_story):
        if hands is None:
            continue
        for (seat, situation, call, _, _), lance in zip(turns(moves), lances):
            if seat & 1 == other and situation in (OPEN1, OPEN2) and call in BETS:
                total += 1
                ranks = tuple(sorted(c.rank for c in hands[seat]))
                weak += contender_share(ranks, lance, variant) < WEAK_SHARE
    return weak, total


def seen_turns(obs, seat: int | None = None) -> list[tuple]:
    """The other team's betting turns this match (`turns`, each with its
    lance added); or, given `seat`, that seat's alone."""
    other = 1 - obs.team
    moves, lances = match_betting(obs.match_story)
    return [t + (lance,) for t, lance in zip(turns(moves), lances)
            if (t[0] & 1 == other if seat is None else t[0] == seat)]


def raise_answers(obs) -> tuple[int, int]:
    """(folded, all): the other team's answers this match to a raise of its
    own bet, and how many of them were Tira."""
    answers = [t[2] for t in seen_turns(obs) if t[1] == FACE3]
    return sum(call == Kind.TIRA for call in answers), len(answers)


def read_profile(obs, seat: int | None = None) -> Profile:
    """The other team's `Profile` from its calls this match (the model's
    story of the match, as the seat may know it); or, given `seat`, that
    seat's alone (the partner's: how it plays, for Txapeldun)."""
    seen = seen_turns(obs, seat)
    o1 = [t for t in seen if t[1] == OPEN1]
    o2 = [t for t in seen if t[1] == OPEN2]
    first = [t for t in seen if t[1] in (FACE1, FACE2)]
    again = [t for t in seen if t[1] == FACE3]
    hordagos_faced = [t for t in seen if t[1] == FACEH]
    opens = len(o1) + len(o2)
    open_bets = sum(t[2] in BETS for t in o1 + o2)
    n_raises = sum(1 for t in first + again if t[2] in BETS)
    k = T.WILD_PRIOR_WEIGHT
    bet_rate = (open_bets + k * T.SOUND_BET_RATE) / (opens + k)
    raise_rate = (n_raises + k * T.SOUND_RAISE_RATE) / (len(first) + len(again) + k)
    # A team that bets wildly is expected to answer as wildly (like a
    # player choosing among its legal calls at random) until it shows
    # otherwise: every prior moves that way with its wildness.
    wild = _wildness(bet_rate, raise_rate)

    def prior(sound: float, wild_value: float) -> float:
        return sound + (wild_value - sound) * wild

    def kanta(stances, sound):
        faced = [t for t in hordagos_faced if t[4] in stances]
        return _shrunk(sum(t[2] == Kind.KANTA for t in faced), len(faced),
                       prior(sound, T.WILD_KANTA), T.PRIOR_WEIGHT / 2)

    fold, fold_after_paso, fold_slope = _regress(
        [(t[2] == Kind.TIRA, t[1] == FACE2, (min(max(t[3], 2), 10) - 2) / 8) for t in first],
        (prior(T.PRIOR_FOLD, T.WILD_FOLD), prior(T.PRIOR_FOLD_AFTER_PASO, T.WILD_FOLD),
         prior(T.PRIOR_FOLD_SLOPE, 0.0)))

    variant = obs.rules.variant

    def opening(turns_, sound, pooled=None, weight=T.PRIOR_WEIGHT):
        fitted, n = _threshold(turns_, variant)
        start = prior(sound, T.WILD_OPEN) if pooled is None else pooled
        return (n * fitted + weight * start) / (n + weight)

    open_first = opening(o1, T.PRIOR_OPEN_FIRST)
    open_second = opening(o2, T.PRIOR_OPEN_SECOND)
    hordagos = sum(t[2] == Kind.HORDAGO for t in seen)
    bet_amounts = [t[3] for t in seen if t[2] == Kind.IMIDO]
    raise_amounts = [t[3] for t in seen if t[2] == Kind.GEHIAGO]
    hands = max(obs.hand_number - 1, 0)
    scored = obs.scores[0] + obs.scores[1]
    return Profile(
        open_first=open_first, open_second=open_second,
        open_by_lance=tuple(
            (opening([t for t in o1 if t[5][0] == lance], 0, open_first, T.LANCE_PRIOR_WEIGHT),
             opening([t for t in o2 if t[5][0] == lance], 0, open_second, T.LANCE_PRIOR_WEIGHT))
            for lance in range(5)),
        fold=fold, fold_after_paso=fold_after_paso, fold_slope=fold_slope,
        raise_=_shrunk(sum(t[2] in BETS for t in first), len(first), prior(T.PRIOR_RAISE, T.WILD_RAISE)),
        fold_reraise=_shrunk(sum(t[2] == Kind.TIRA for t in again), len(again),
                             prior(T.PRIOR_FOLD_RERAISE, T.WILD_FOLD)),
        reraise=_shrunk(sum(t[2] in BETS for t in again), len(again), prior(T.PRIOR_RERAISE, T.WILD_RAISE)),
        kanta_fresh=kanta(("",), T.PRIOR_KANTA_FRESH),
        kanta_after_paso=kanta((Kind.PASO,), T.PRIOR_KANTA_AFTER_PASO),
        kanta_after_bet=kanta((OPEN1, OPEN2, FACE1, FACE2, FACE3), T.PRIOR_KANTA_AFTER_BET),
        bet_rate=bet_rate, raise_rate=raise_rate,
        hordago_rate=(hordagos + k * T.SOUND_HORDAGO_RATE) / (len(seen) + k),
        kanta_rate=(sum(t[2] == Kind.KANTA for t in hordagos_faced) + 2 * T.SOUND_KANTA_RATE)
        / (len(hordagos_faced) + 2),
        turns_per_hand=(len(seen) + 3 * 3.0) / (hands + 1 + 3),
        points_per_hand=(scored + 2 * T.POINTS_PER_HAND) / (hands + 2),
        bet_size=(sum(bet_amounts) + 2 * T.THEIR_BET) / (len(bet_amounts) + 2),
        raise_size=(sum(raise_amounts) + 2 * T.THEIR_RAISE) / (len(raise_amounts) + 2),
    )


def _regress(rows, priors) -> tuple[float, float, float]:
    """Tira rates facing a first bet: at a bet of 2 when the team had not
    spoken, after its own Paso, and the rise to a bet of 10, fitted by least
    squares to each answer (rows of (Tira, after Paso, size 0..1)), each
    shrunk towards its prior (`priors`: the same three) by its own weight."""
    k = T.PRIOR_WEIGHT
    priors = (priors[0], priors[1] - priors[0], priors[2])
    weights = (k, k, T.SLOPE_PRIOR_WEIGHT)
    m = [[weights[i] if i == j else 0.0 for j in range(3)] for i in range(3)]
    r = [weights[i] * priors[i] for i in range(3)]
    for tira, after, size in rows:
        v = (1.0, 1.0 if after else 0.0, size)
        for i in range(3):
            r[i] += v[i] * tira
            for j in range(3):
                m[i][j] += v[i] * v[j]
    a, c, b = _solve3(m, r)
    return min(max(a, 0.02), 0.98), min(max(a + c, 0.02), 0.98), min(max(b, -0.3), 0.6)


def _solve3(m, r) -> tuple[float, float, float]:
    """Solve a 3x3 linear system (Cramer's rule; `m` is positive definite)."""
    def det(a):
        return (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
    d = det(m)
    out = []
    for col in range(3):
        a = [[r[i] if j == col else m[i][j] for j in range(3)] for i in range(3)]
        out.append(det(a) / d)
    return out[0], out[1], out[2]


SOUND = Profile(T.PRIOR_OPEN_FIRST, T.PRIOR_OPEN_SECOND,
                ((T.PRIOR_OPEN_FIRST, T.PRIOR_OPEN_SECOND),) * 5, T.PRIOR_FOLD, T.PRIOR_FOLD_AFTER_PASO,
                T.PRIOR_FOLD_SLOPE, T.PRIOR_RAISE, T.PRIOR_FOLD_RERAISE, T.PRIOR_RERAISE,
                T.PRIOR_KANTA_FRESH, T.PRIOR_KANTA_AFTER_PASO, T.PRIOR_KANTA_AFTER_BET,
                T.SOUND_BET_RATE, T.SOUND_RAISE_RATE, T.SOUND_HORDAGO_RATE, T.SOUND_KANTA_RATE, 3.0,
                T.POINTS_PER_HAND, T.THEIR_BET, T.THEIR_RAISE)


def mintza_thresholds(obs) -> tuple[float, ...]:
    """For each seat, the `tables.worth_share` from which it says Mintza, read
    from how often it has said Mintza at its Mus turns this game."""
    turns_ = [0, 0, 0, 0]
    mintzas = [0, 0, 0, 0]
    for move in obs.history:
        kind = move.action.kind
        if kind in MUS_KINDS:
            turns_[move.seat] += 1
            mintzas[move.seat] += kind == Kind.MINTZA
    return tuple(1 - _shrunk(mintzas[s], turns_[s], T.PRIOR_MINTZA_RATE) for s in range(4))
