"""What each kind of player calls, learned from the field's games: the
champion's model of the other players (game/ai/search.py rolls lances out
with it).

A betting call is counted by what the calling seat knew (`turn_key`): the
lance, the situation of the turn (`opponents.turns`: an opening, facing a
bet, a raise of its own bet or a Hordago), how many voices spoke before it
in the lance (at an opening) or whether the bet it faces is more than 2,
and the share its own hand holds in the lance, in tenths
(`tables.contender_shares`); and by its class (`CLASSES`: Paso, a bet of 2
or of more, a raise of 2 or of more, Hordago, Iduki, Tira, Kanta).

Owns `SeatModel`: a kind's chance of each class at a key is its counts
there, shrunk towards the whole field's at that key (`SHRINK` calls'
weight), which are shrunk towards an even spread over the classes the field
ever called in that situation. `SeatModel.posterior` weighs the kinds of
player a team may be by its calls this game (each call whose hand was
turned up at the hand's end by its chance at that hand's share; each call
of the hand in play by its chance over every share); `SeatModel.fit` says
how well the kinds so weighed explain those calls (a player outside the
field shows as a fit well below 0), and `worlds` draws
guesses at the hidden hands together with the other team's kind, weighed by
the same counts, so that the hands fit the model that plays them.

The counts are tools/seat_model.py's (`record`, from a fixed seed), shipped
in `field_tables` (`field_model()` loads them; None when the game ships
none).
"""
from __future__ import annotations

import base64
import json
import math
import random
import zlib
from collections import defaultdict
from functools import lru_cache

from game.model.names import BETTING_KINDS, Kind

from .beliefs import Belief
from .opponents import FACEH, OPEN1, OPEN2, hands_betting, read_profile, turns
from .rollout import dealt_hands
from .tables import STANDING_INDEX, contender_shares

# The classes of a call: a plain call is its kind; a bet or raise of 2, or of more.
BET, BIG_BET, RAISE, BIG_RAISE = "bet", "bet+", "raise", "raise+"
CLASSES = (Kind.PASO, BET, BIG_BET, RAISE, BIG_RAISE, Kind.HORDAGO, Kind.IDUKI, Kind.TIRA, Kind.KANTA)
_KIND_OF = {BET: Kind.IMIDO, BIG_BET: Kind.IMIDO, RAISE: Kind.GEHIAGO, BIG_RAISE: Kind.GEHIAGO}
BUCKETS = 10        # the share of the caller's hand, in tenths
SHRINK = 3.0        # a kind's counts at a key, shrunk towards the field's with this many calls' weight
FIELD_SHRINK = 1.0  # the field's, towards an even spread over the situation's classes
CHAMPION_KIND = "txapeldun"   # the champion's own kind of player in the counts
CALLS_KEPT = 50_000   # drawn calls' tables kept at most (cleared past it)
BLUR = 0.1          # the posterior reads each call as this much the field's (a player outside the field)


def class_of(kind, amount: int) -> str:
    """The class of a betting call (its kind, and a bet or raise of 2 or more)."""
    if kind == Kind.IMIDO:
        return BET if amount <= 2 else BIG_BET
    if kind == Kind.GEHIAGO:
        return RAISE if amount <= 2 else BIG_RAISE
    return Kind(kind)


def situations(moves) -> list[tuple[str, int]]:
    """(situation, detail) of each betting move of `moves` ((seat, kind,
    amount), a kind of None a break between lances): the detail at an
    opening is how many voices spoke before it in the lance (at most 3),
    facing a bet whether that bet is more than 2, facing a Hordago 0."""
    out = []
    spoken = 0
    told = turns(moves)     # one turn for each betting move, breaks skipped
    for _, kind, _ in moves:
        if kind is None or kind not in BETTING_KINDS:
            spoken = 0
            continue
        _, situation, _, faced, _ = next(told)
        if situation in (OPEN1, OPEN2):
            detail = min(spoken, 3)
        elif situation == FACEH:
            detail = 0
        else:
            detail = int(faced > 2)
        out.append((situation, detail))
        spoken += 1
    return out


def key_of(lance: int, situation: str, detail: int, share: float) -> str:
    """The key a call is counted under."""
    return f"{lance}|{situation}|{detail}|{min(int(share * BUCKETS), BUCKETS - 1)}"


def turn_key(said: list, seat: int, lance: int, share: float) -> str:
    """The key of `seat`'s turn after `said` (the lance's moves so far)."""
    situation, detail = situations(said + [(seat, Kind.PASO, 0)])[-1]
    return key_of(lance, situation, detail, share)


def hand_calls(story):
    """For each hand of `story` (a match story): its betting calls as
    (seat, lance index, situation, detail, class), and the hands turned up at
    its end (None for a hand still being played): `opponents.hands_betting`."""
    for moves, lances, hands in hands_betting(story):
        said = [m for m in moves if m[1] is not None]
        yield [(seat, STANDING_INDEX[lance], situation, detail, class_of(kind, amount))
               for (seat, kind, amount), lance, (situation, detail) in zip(said, lances, situations(moves))], hands


# --- the model ----------------------------------------------------------------------

class SeatModel:
    """Each kind of player's chance of each class of call at each key (see the module)."""

    def __init__(self, data: dict):
        self.types = tuple(sorted(data["types"]))
        self.counts = {t: data["types"][t]["counts"] for t in self.types}
        self.sizes = {t: data["types"][t]["sizes"] for t in self.types}
        field: dict = defaultdict(lambda: [0] * len(CLASSES))
        seen: dict = defaultdict(set)
        for t in self.types:
            for key, row in self.counts[t].items():
                for i, n in enumerate(row):
                    field[key][i] += n
                    if n:
                        seen[key.split("|")[1]].add(i)
        self.field_counts = dict(field)
        self.seen = {s: frozenset(v) for s, v in seen.items()}
        self._cache: dict = {}
        self._calls: dict = {}   # (kind, key, legal calls) -> the calls to draw from, cumulative chances

    def even(self, key: str) -> list[float]:
        classes = self.seen.get(key.split("|")[1]) or range(len(CLASSES))
        return [1 / len(classes) if i in classes else 0.0 for i in range(len(CLASSES))]

    def field(self, key: str) -> list[float]:
        got = self._cache.get(("", key))
        if got is None:
            row = self.field_counts.get(key, [0] * len(CLASSES))
            n = sum(row)
            got = [(c + FIELD_SHRINK * e) / (n + FIELD_SHRINK) for c, e in zip(row, self.even(key))]
            self._cache[("", key)] = got
        return got

    def chances(self, kind: str, key: str) -> list[float]:
        """Kind `kind`'s chance of each class (CLASSES order) at `key`."""
        got = self._cache.get((kind, key))
        if got is None:
            row = self.counts.get(kind, {}).get(key, [0] * len(CLASSES))   # a kind not counted: the field
            n = sum(row)
            got = [(c + SHRINK * f) / (n + SHRINK) for c, f in zip(row, self.field(key))]
            self._cache[(kind, key)] = got
        return got

    def blurred(self, kind: str, key: str) -> list[float]:
        return [(1 - BLUR) * p + BLUR * f for p, f in zip(self.chances(kind, key), self.field(key))]

    def call(self, kind: str, key: str, legal, rng: random.Random):
        """A legal call drawn from kind `kind`'s chances at `key`."""
        memo_key = (kind, key, tuple(legal))
        drawn = self._calls.get(memo_key)
        if drawn is None:
            actions, cumulative, total = [], [], 0.0
            for i, p in enumerate(self.chances(kind, key)):
                action = self.action_for(kind, CLASSES[i], legal) if p > 0 else None
                if action is not None:
                    total += p
                    actions.append(action)
                    cumulative.append(total)
            drawn = self._calls[memo_key] = (actions, cumulative, total)
            if len(self._calls) > CALLS_KEPT:
                self._calls.clear()
        actions, cumulative, total = drawn
        if not actions:
            return legal[rng.randrange(len(legal))]
        u = rng.random() * total
        for action, edge in zip(actions, cumulative):
            if u <= edge:
                return action
        return actions[-1]

    def action_for(self, kind: str, cls: str, legal):
        """The legal call of class `cls` (a bet or raise of the kind's usual size), or None."""
        want = _KIND_OF.get(cls, cls)
        options = [a for a in legal if a.kind == want]
        if not options:
            return None
        if cls in (BET, RAISE):
            options = [a for a in options if a.amount <= 2] or options
            return min(options, key=lambda a: a.amount)
        if cls in (BIG_BET, BIG_RAISE):
            size = self.sizes.get(kind, {}).get(cls, 5) if kind else 5
            options = [a for a in options if a.amount > 2] or options
            return min(options, key=lambda a: abs(a.amount - size))
        return options[0]

    def posterior(self, story, team: int, variant, playing: bool = True) -> dict[str, float]:
        """{kind: chance} that team `team` is each kind of player, from its
        calls in `story` (see the module); an even prior. Without `playing`
        the calls of the hand still being played are not read."""
        logs = {t: 0.0 for t in self.types}
        for lance, situation, detail, i, share in team_calls(story, team, variant):
            if share is not None:
                key = key_of(lance, situation, detail, share)
                for t in self.types:
                    logs[t] += math.log(max(self.blurred(t, key)[i], 1e-9))
            elif playing:
                keys = [key_of(lance, situation, detail, (b + 0.5) / BUCKETS) for b in range(BUCKETS)]
                for t in self.types:
                    p = sum(self.blurred(t, k)[i] for k in keys) / BUCKETS
                    logs[t] += math.log(max(p, 1e-9))
        top = max(logs.values())
        weights = {t: math.exp(v - top) for t, v in logs.items()}
        total = sum(weights.values())
        return {t: w / total for t, w in weights.items()}

    def fit(self, story, team: int, kinds: dict[str, float], variant) -> float:
        """How well `kinds` (a posterior: {kind: chance}) explain team
        `team`'s calls in the hands of `story` turned up at their end, in
        standard deviations: the log-chance of those calls (each at its
        hand's share, by the kinds' mixture, blurred) less its mean were the
        team that mixture, over its standard deviation. About 0 or above for
        a team of the field; well below for one whose calls the field's kinds
        do not explain (a player outside the field); 0 before any hand is
        turned up."""
        said = mean = spread = 0.0
        for lance, situation, detail, i, share in team_calls(story, team, variant):
            if share is None:
                continue
            key = key_of(lance, situation, detail, share)
            mix = [0.0] * len(CLASSES)
            for t, w in kinds.items():
                if w > 1e-6:
                    for j, p in enumerate(self.blurred(t, key)):
                        mix[j] += w * p
            total = sum(mix)
            chances = [p / total for p in mix]
            logs = [math.log(max(p, 1e-9)) for p in chances]
            expected = sum(p * v for p, v in zip(chances, logs))
            said += logs[i]
            mean += expected
            spread += sum(p * v * v for p, v in zip(chances, logs)) - expected * expected
        return (said - mean) / math.sqrt(spread) if spread > 1e-12 else 0.0


def team_calls(story, team: int, variant):
    """Team `team`'s betting calls in `story` (a match story) as (lance
    index, situation, detail, class index, share): the share its caller's
    hand held in the lance when the hand was turned up at its end, None in
    the hand still being played."""
    for calls, hands in hand_calls(story):
        for seat, lance, situation, detail, cls in calls:
            if seat & 1 != team:
                continue
            share = None if hands is None else \
                contender_shares(tuple(sorted(c.rank for c in hands[seat])), variant)[lance]
            yield lance, situation, detail, CLASSES.index(cls), share


class _Unread:
    """A `Profile` for a `Belief` that reads none of the other team's calls
    (`worlds` weighs them by the kinds' counts instead)."""

    noise = 1.0

    def __init__(self, profile):
        self.wildness = profile.wildness

    @staticmethod
    def likelihood(*_) -> float:
        return 1.0


def worlds(model: SeatModel, obs, count: int, rng: random.Random, sampling: tuple[int, int] = (0, 0),
           theirs=None, prior: dict | None = None) -> list[tuple]:
    """`count` guesses (four hands, the other team's kind of player) at what
    the seat cannot see, drawn together: the deals of the seat's `Belief`
    (`sampling` its deals a batch and batches) with the other team's calls
    left unread, each with each kind weighed by the kind's posterior over
    the hands before (`SeatModel.posterior`) and its chance of every call the
    team made in this hand with that deal's hands. The hands are dealt real
    cards (`rollout.dealt_hands`). `theirs`: the other team's profile
    (`read_profile`, read here when not given); `prior` the kinds' posterior
    over the hands before (worked out here when not given)."""
    other = 1 - obs.team
    belief = Belief(obs, _Unread(theirs if theirs is not None else read_profile(obs)), sampling)
    if prior is None:
        prior = model.posterior(obs.match_story, other, obs.rules.variant, playing=False)
    calls = []
    for hand, _ in hand_calls(obs.story):
        calls = [(seat, lance, situation, detail, CLASSES.index(cls))
                 for seat, lance, situation, detail, cls in hand if seat & 1 == other]
    kinds = [t for t in model.types if prior[t] > 1e-6]
    # each kind's chance of each call, by the tenth of the caller's share
    by_bucket = [[[model.blurred(t, key_of(lance, situation, detail, (b + 0.5) / BUCKETS))[i]
                   for b in range(BUCKETS)] for seat, lance, situation, detail, i in calls] for t in kinds]
    pairs, weights = [], []
    for deal, w in zip(belief.deals, belief.weights):
        if w <= 0:
            continue
        buckets = [min(int(deal.shares[seat][lance] * BUCKETS), BUCKETS - 1) for seat, lance, *_ in calls]
        for t, rows in zip(kinds, by_bucket):
            v = w * prior[t]
            for row, b in zip(rows, buckets):
                v *= row[b]
            pairs.append((deal, t))
            weights.append(v)
    picks = rng.choices(pairs, weights=weights, k=count)
    return list(zip(dealt_hands(obs, [deal for deal, _ in picks], rng), [t for _, t in picks]))


def packed(data: dict) -> str:
    """The counts as the text `field_tables.DATA` holds (zlib and base85 of the JSON)."""
    return base64.b85encode(zlib.compress(json.dumps(data, sort_keys=True).encode(), 9)).decode()


@lru_cache(maxsize=1)
def field_model() -> SeatModel | None:
    """The shipped counts' model, loaded once (None when the game ships none)."""
    try:
        from . import field_tables
    except ImportError:
        return None
    return SeatModel(json.loads(zlib.decompress(base64.b85decode(field_tables.DATA))))
