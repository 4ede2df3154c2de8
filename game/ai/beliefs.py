"""What a seat believes about the cards it cannot see: sampled deals.

`read(observation)` returns a `Belief`: a few dozen deals of the other three
hands, drawn from the cards this seat cannot see and consistent with every
truthful Ba/Ez call and every seña this seat saw made (keinuak: certain
facts about the signer's hand), each weighted by how well it explains what was said in
public this hand (Mus and Mintza in the last Mus round, how many cards each
seat threw in the last exchange, and every Paso, Imido, Iduki, Tira, Hordago
and Kanta so far, the partner's as well as the opponents'). From those deals a
`Belief` answers "how often does my team win this lance", with ties settled by
seat as the rules do (Esku first, the dealer last).

Deals depend only on the observation: they are drawn from a generator seeded by
the seat's own information, never from the game's stream or the player's rng,
and kept in a small cache so the several decisions of one hand share them
(`DealCache`: the process's is `DEALS`, locked, shared by every thread that
asks a computer player; a caller may hand `deals_for` its own).
The hands are drawn as pattern codes (`patterns`), which also make each `Deal`.
"""
from __future__ import annotations

import random
import threading
import zlib
from collections import OrderedDict
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb

from game.model.cards import FULL_DECK
from game.model.events import Signed, betting_calls
from game.model.keinuak import keinuak_of_ranks
from game.model.names import ACCEPTS, BETS, BETTING_KINDS, MUS_KINDS, Kind, Lance, Phase
from game.model.rules import Variant

from . import tuning as T
from .opponents import Profile, mintza_thresholds, read_profile, turns
from .patterns import Deal, fit_table, pattern_codes
from .tables import STANDING_INDEX, seed_mark

FIRST_PILE = 24       # cards in the pile after the deal
MUS_AND_DISCARD = MUS_KINDS | {Kind.DISCARD}  # the calls of the Mus phase and its exchanges



def public_events(obs) -> list[tuple[int, str, str]]:
    """The betting moves of the hand in play as (seat, lance, call), read from
    the model's own story of the hand (never worked out again from the history)."""
    return [(e.seat, e.lance, e.action.kind) for e in betting_calls(obs.story)]


def mus_statements(obs) -> list[tuple[int, str]]:
    """Mus / Mintza said in the last Mus round, when a Mintza ended it: those
    seats judged the very hands they still hold."""
    moves = obs.hand_moves
    last = [m for m in moves if m.action.kind in MUS_AND_DISCARD]
    tail = []
    for move in reversed(last):
        if move.action.kind == Kind.DISCARD:
            break
        tail.append(move)
    tail.reverse()
    if not any(m.action.kind == Kind.MINTZA for m in tail):
        return []
    return [(m.seat, m.action.kind) for m in tail]


def signs_seen(obs) -> dict[int, frozenset]:
    """The señas this seat saw another seat make in the hand in play, by
    seat: certain facts about that seat's hand (a seña is truthful and whole)."""
    seen: dict[int, frozenset] = {}
    for event in obs.story:
        if type(event) is Signed and event.seat != obs.seat:
            seen[event.seat] = seen.get(event.seat, frozenset()) | {event.keinua}
    return seen


def _info_key(obs) -> tuple:
    return (
        obs.seat, obs.hand_number, obs.hand_start, obs.esku, seed_mark(obs.rules.variant),
        tuple((c.rank, c.suit) for c in obs.hand),
        tuple(tuple((c.rank, c.suit) for c in d) for d in obs.my_discards),
        obs.discard_counts, obs.pair_calls, obs.jokua_calls,
        tuple((seat, kind.value) for seat, kind in mus_statements(obs)),  # texts: the seed is repr's
    ) + _signs_key(obs)


def _signs_key(obs) -> tuple:
    """The señas seen, for the key (nothing when none were: a hand without
    señas draws exactly the deals it drew before there were any)."""
    seen = signs_seen(obs)
    if not seen:
        return ()
    return (tuple(sorted((seat, tuple(sorted(sign.value for sign in signs))) for seat, signs in seen.items())),)


def unseen_cards(obs) -> list:
    """Cards that may be in another hand: not mine, and not my discards while
    the pile has not yet been reshuffled (then they are still out of play)."""
    out = set(obs.hand)
    drawn = sum(sum(row) for row in obs.discard_counts)
    if drawn <= FIRST_PILE:
        for thrown in obs.my_discards:
            out.update(thrown)
    return [c for c in FULL_DECK if c not in out]


def _sample(obs, seed: int, wild: float = 0.0, statements=(), count: int = 0) -> list[Deal]:
    rng = random.Random(seed)
    variant = obs.rules.variant
    me = obs.seat
    esku = obs.esku
    order = tuple((esku + i) % 4 for i in range(4))
    required = signs_seen(obs)
    # Seats whose señas were seen are drawn first, from the whole pool: their
    # rarer hands are then drawn among those that hold them with one list
    # for every deal (a hand without señas draws as it always did).
    others = sorted((s for s in order if s != me), key=lambda s: s not in required)
    codes = pattern_codes(variant)
    weight_of = codes.weight_of
    last_counts = obs.discard_counts[-1] if obs.discard_counts and obs.phase != Phase.DISCARD else None
    my_code = sum(weight_of[c.rank] for c in obs.hand)
    said = {seat: (mintza, start, noise) for seat, mintza, start, noise in statements}
    # The pool as rank weights: a hand's pattern is the sum of its four.
    pool = [weight_of[c.rank] for c in unseen_cards(obs)]
    rnd = rng.random
    max_tries = T.MAX_TRIES
    fits = {seat: fit_table(variant, obs.pair_calls[seat], obs.jokua_calls[seat], said.get(seat))
            for seat in others}
    kept_of = codes.kept
    shows = _sign_check(variant)
    rare: dict[int, object] = {}  # seat -> the hands holding its señas, from the whole pool (first seat only)
    make = codes.deal
    placing = codes.placing(esku)
    deals = []
    for _ in range(count or T.DEALS):
        left = list(pool)
        hand_codes = [my_code, my_code, my_code, my_code]
        for seat in others:
            table = fits[seat]
            always = table.always
            thrown = last_counts[seat] if last_counts is not None else 0
            if wild and seat & 1 != me & 1 and rnd() < wild:
                thrown = 0   # a wild player throws any cards: its hand is any
            n = len(left)
            signs = required.get(seat)
            showing = None   # the last hand drawn that holds the señas seen (a certain fact)
            for _try in range(max_tries if signs is None else max_tries * T.SIGN_TRIES):
                # four distinct places in the pool (unrolled: the hot loop)
                a = int(rnd() * n)
                b = int(rnd() * n)
                while b == a:
                    b = int(rnd() * n)
                c = int(rnd() * n)
                while c == a or c == b:
                    c = int(rnd() * n)
                d = int(rnd() * n)
                while d == a or d == b or d == c:
                    d = int(rnd() * n)
                code = left[a] + left[b] + left[c] + left[d]
                if thrown:   # it kept its best 4 - thrown cards and drew the rest
                    kept = list(kept_of(code, 4 - thrown))
                    keep = []
                    for i in (a, b, c, d):
                        if left[i] in kept:
                            kept.remove(left[i])
                            keep.append(i)
                    while len(keep) < 4:
                        i = int(rnd() * n)
                        if i not in keep:
                            keep.append(i)
                    a, b, c, d = keep
                    code = left[a] + left[b] + left[c] + left[d]
                if signs is not None:
                    if not shows(code, signs):
                        continue   # it showed a seña this hand does not hold
                    showing = (a, b, c, d, code)
                if always:
                    break
                chance = table.get(code)
                if chance is None:
                    chance = table[code] = table.fit(code)
                if chance >= 1.0 or rnd() < chance:
                    break
            else:
                if showing is None and signs is not None and len(left) == len(pool):
                    # A rare seña (the first seat drawn, from the whole pool): drawn among the
                    # hands that hold it, listed once for every deal.
                    if seat not in rare:
                        rare[seat] = _showing_hands(left, signs, shows, None if always else table)
                    showing = _draw(rare[seat], rnd)
                if showing is not None:   # out of tries: never a hand the señas seen rule out
                    a, b, c, d, code = showing
            hand_codes[seat] = code
            for i in sorted((a, b, c, d), reverse=True):   # take the cards out of the pool
                left[i] = left[-1]
                left.pop()
        deals.append(make(hand_codes, placing))
    return deals


def _showing_hands(left, signs, shows, fit):
    """Every hand the pool `left` (rank weights) deals that holds every seña
    of `signs`, as (weight, places by rank, code): weighed by how many ways
    the pool deals it (times its Ba / Ez fit, `fit`, when there is one). For
    a seña too rare to meet by drawing at random (four kings: one hand in
    thousands)."""
    groups: dict[int, list[int]] = {}
    for i, weight in enumerate(left):
        groups.setdefault(weight, []).append(i)
    kinds = list(groups)
    options = []
    for combo in combinations_with_replacement(range(len(kinds)), 4):
        counts: dict[int, int] = {}
        for k in combo:
            counts[k] = counts.get(k, 0) + 1
        if any(len(groups[kinds[k]]) < n for k, n in counts.items()):
            continue
        code = sum(kinds[k] * n for k, n in counts.items())
        if not shows(code, signs):
            continue
        ways = 1
        for k, n in counts.items():
            ways *= comb(len(groups[kinds[k]]), n)
        if fit is not None:
            chance = fit.get(code)
            if chance is None:
                chance = fit[code] = fit.fit(code)
            ways *= chance
        if ways > 0:
            options.append((ways, tuple((groups[kinds[k]], n) for k, n in counts.items()), code))
    return options


def _draw(options, rnd):
    """Four places and the code of one hand of `_showing_hands`' (by its
    weight), or None when there is none."""
    if not options:
        return None
    pick = rnd() * sum(option[0] for option in options)
    for ways, by_rank, code in options:
        pick -= ways
        if pick <= 0:
            break
    places = []
    for indices, n in by_rank:
        pool = list(indices)
        for _ in range(n):
            places.append(pool.pop(int(rnd() * len(pool))))
    return (*places, code)


@lru_cache(maxsize=2)
def _sign_check(variant: Variant):
    """`shows(code, signs)`: whether the hand of pattern `code` holds every
    seña of `signs`, read from the señas of every pattern, found once. (It
    was a memo per pattern and signs, which grew without end in long play:
    7,658 entries after 40 demo games, still growing; tools/soak.py.)"""
    held = {code: keinuak_of_ranks(ranks, variant) for code, ranks in pattern_codes(variant).ranks.items()}

    def shows(code: int, signs: frozenset) -> bool:
        return signs <= held[code]
    return shows


class DealCache:
    """The sampled deals of the last information sets asked for, the oldest
    dropped first past `size` sets (None: `tuning.CACHE_SIZE`, read at each
    put). Locked: the table's worker, a review's and the tests' threads ask
    at once. The deals depend only on the observation, so a cache shared by
    every seat changes no decision, only what is drawn again."""

    def __init__(self, size: int | None = None) -> None:
        self.size = size
        self._deals: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._deals)

    def get(self, key):
        with self._lock:
            deals = self._deals.get(key)
            if deals is not None:
                self._deals.move_to_end(key)
            return deals

    def put(self, key, deals) -> None:
        size = T.CACHE_SIZE if self.size is None else self.size
        with self._lock:
            self._deals[key] = deals
            while len(self._deals) > size:
                self._deals.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._deals.clear()


# The process's cache, which `deals_for` uses unless handed another: every
# computer player and every thread of this process share it (a caller that
# wants its own, a tool or a test, passes `cache=` or makes this one new).
DEALS = DealCache()


def deals_for(obs, wildness: float = 0.0, statements=(), batch: int = 0, count: int = 0,
              cache: DealCache | None = None) -> list[Deal]:
    """The sampled deals of this seat's information set, kept in `cache`
    (`DEALS` by default). The other
    team is taken to have kept its best cards at an exchange, unless it is
    read as wild (`wildness`, in quarters): then that often it threw any.
    `statements` (seat, Mintza?, worth share it says Mintza from, noise) are
    the last Mus round's calls, which the hands are drawn to fit. `batch`
    numbers further draws of the same set; `count` deals are drawn in it
    (0: `tuning.DEALS`, and the set's seed is the one it always was)."""
    cache = DEALS if cache is None else cache
    wild = round(wildness * 4) / 4
    statements = tuple((seat, mintza, round(start, 2), round(noise, 2)) for seat, mintza, start, noise in statements)
    key = _info_key(obs) + (wild, statements, batch) + ((count,) if count and count != T.DEALS else ())
    deals = cache.get(key)
    if deals is not None:
        return deals
    deals = _sample(obs, zlib.crc32(repr(key).encode()), wild, statements, count)  # outside the lock: the slow part
    cache.put(key, deals)
    return deals


def _partner_likelihood(kind: str, share: float) -> float:
    """How likely our own team's call is from a hand that beats `share` of
    the hands in its lance (scaled to average about 1), part of it noise."""
    if kind in BETS:
        told = (0.06 + share ** 4) / 0.26
    elif kind in ACCEPTS:
        told = (0.1 + share * share) / 0.4333
    else:  # paso, tira
        told = (1.1 - share) / 0.6
    return T.PARTNER_NOISE + (1 - T.PARTNER_NOISE) * told


_GRID = tuple((i + 0.5) / 10 for i in range(10))


def hand_turns(obs):
    """This hand's betting turns (seat, lance index, situation, kind, amount,
    stance), from `public_events` with the amounts of the bets."""
    events = public_events(obs)
    amounts = [m.action.amount for m in obs.hand_moves if m.action.kind in BETTING_KINDS]
    if len(amounts) != len(events):
        amounts = [0] * len(events)
    moves, lances = [], []
    last = None
    for (seat, lance, kind), amount in zip(events, amounts):
        if lance != last:
            moves.append((seat, None, 0))
            lances.append(None)
            last = lance
        moves.append((seat, kind, amount))
        lances.append(STANDING_INDEX[lance])
    index = iter(i for i in lances if i is not None)
    return [(seat, next(index), situation, kind, amount, stance)
            for seat, situation, kind, amount, stance in turns(moves)]


class Belief:
    """The weighted deals behind one decision. The other team's calls are read
    through its `Profile` (as it has played this game), our own team's through
    `_partner_likelihood`, or through `partner`, the partner's own `Profile`,
    when given (Txapeldun: `Level.reads_partner`). `sampling` is (deals a
    batch, batches at most) when not the normal (`tuning.DEALS`,
    `tuning.MAX_BATCHES`): a level's (`Level.sampling`). Without
    `lance_calls` the calls of the lance being bet are not read: the deals
    as the seat saw them when the lance's betting began (the Txapeldun's)."""

    def __init__(self, obs, profile: Profile | None = None, sampling: tuple[int, int] = (0, 0),
                 partner: Profile | None = None, lance_calls: bool = True):
        self.obs = obs
        profile = profile or read_profile(obs)
        self.profile = profile
        mine = obs.team
        # Mus / Mintza said in the last round judged the hands still held:
        # each seat is read by how often it has said Mintza this game, and
        # the deals are drawn to fit.
        mintza_from = mintza_thresholds(obs)
        theirs_mus = T.MUS_NOISE + (T.WILD_NOISE - T.MUS_NOISE) * profile.wildness
        statements = tuple((seat, said == Kind.MINTZA, mintza_from[seat],
                            T.MUS_NOISE if seat & 1 == mine else theirs_mus)
                           for seat, said in mus_statements(obs) if seat != obs.seat)
        ours, profiled = [], []   # our team's calls read as a partner's; those read by a Profile
        betting = None if lance_calls or obs.lance is None else STANDING_INDEX[obs.lance]
        for seat, index, situation, kind, amount, stance in hand_turns(obs):
            if seat == obs.seat or index == betting:
                continue
            reader = profile
            if seat & 1 == mine:
                if partner is None:
                    ours.append((seat, index, kind, {}))   # each turn's factor by share (shares repeat)
                    continue
                reader = partner   # the partner read by its own play this match (Txapeldun)
            likelihood = reader.likelihood
            mean = sum(likelihood(x, situation, kind, amount, stance, index) for x in _GRID) / len(_GRID)
            profiled.append((seat, index, situation, kind, amount, stance, reader.noise * mean, {},
                             likelihood, 1 - reader.noise))
        deals: list[Deal] = []
        weights: list[float] = []
        count, batches = sampling
        for batch in range(batches or T.MAX_BATCHES):
            more = deals_for(obs, profile.wildness, statements, batch, count)
            for deal in more:
                shares = deal.shares
                w = 1.0
                for seat, index, kind, memo in ours:
                    x = shares[seat][index]
                    f = memo.get(x)
                    if f is None:
                        f = memo[x] = _partner_likelihood(kind, x)
                    w *= f
                for seat, index, situation, kind, amount, stance, floor, memo, likelihood, keep in profiled:
                    x = shares[seat][index]
                    f = memo.get(x)
                    if f is None:
                        f = memo[x] = floor + keep * likelihood(x, situation, kind, amount, stance, index)
                    w *= f
                weights.append(w)
            deals = deals + more
            total = sum(weights) or 1.0
            # When the calls leave few deals that fit them, draw more.
            if total * total >= T.MIN_FITTING_DEALS * sum(w * w for w in weights):
                break
        self.deals = deals
        self.weights = [w / total for w in weights]

    def expected_bonus(self, lance: str, team: int) -> float:
        """Points the lance pays whatever the betting (pair value when one team
        alone holds pairs, Jokua bonus, Pundua's point), net for `team`."""
        index = STANDING_INDEX[lance]
        net = 0.0
        for w, d in zip(self.weights, self.deals):
            win = d.winner[index]
            if win is None:
                continue
            if lance == Lance.JOKUA:
                pts = d.bonus[win]
            elif lance == Lance.PUNDUA:
                pts = 1
            else:
                pts = 0
            net += w * (pts if win == team else -pts)
        return net
