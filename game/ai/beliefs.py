"""What a seat believes about the cards it cannot see: sampled deals.

`read(observation)` returns a `Belief`: a few dozen deals of the other three
hands, drawn from the cards this seat cannot see and consistent with every
truthful Ba/Ez call, each weighted by how well it explains what was said in
public this hand (Mus and Mintza in the last Mus round, how many cards each
seat threw in the last exchange, and every Paso, Imido, Iduki, Tira, Hordago
and Kanta so far, the partner's as well as the opponents'). From those deals a
`Belief` answers "how often does my team win this lance", with ties settled by
seat as the rules do (Esku first, the dealer last).

Deals depend only on the observation: they are drawn from a generator seeded by
the seat's own information, never from the game's stream or the player's rng,
and kept in a small cache so the several decisions of one hand share them.
"""
from __future__ import annotations

import random
import zlib
from collections import OrderedDict
from dataclasses import dataclass

from game.model.cards import FULL_DECK
from game.model.events import betting_calls
from game.model.hands import profile_of_ranks

from .opponents import read_profile
from .tables import STANDING_INDEX, holder_shares, worth_share_table

DEALS = 64            # deals sampled per information set
MAX_TRIES = 60        # draws per seat before a call constraint is given up
CACHE_SIZE = 512
FIRST_PILE = 24       # cards in the pile after the deal


@dataclass(slots=True)
class Deal:
    """One guess at the four hands, reduced to what decisions need."""

    told: tuple[float, ...]            # per seat: how well its Mus calls and discard fit (mean 1)
    shares: tuple[tuple[float, ...], ...]  # per seat: `tables.holder_share` by lance
    winner: tuple                      # per STANDING lance: winning team or None
    pair_best: tuple[int, int]         # best pair value held per team
    bonus: tuple[int, int]             # Jokua bonus held per team


def public_events(obs) -> list[tuple[int, str, str]]:
    """The betting moves of the hand in play as (seat, lance, call), read from
    the model's own story of the hand (never worked out again from the history)."""
    return [(e.seat, e.lance, e.action.kind) for e in betting_calls(obs.story)]


def mus_statements(obs) -> list[tuple[int, str]]:
    """Mus / Mintza said in the last Mus round, when a Mintza ended it: those
    seats judged the very hands they still hold."""
    moves = obs.hand_moves
    last = [m for m in moves if m.action.kind in ("mus", "mintza", "discard")]
    tail = []
    for move in reversed(last):
        if move.action.kind == "discard":
            break
        tail.append(move)
    tail.reverse()
    if not any(m.action.kind == "mintza" for m in tail):
        return []
    return [(m.seat, m.action.kind) for m in tail]


def _info_key(obs) -> tuple:
    return (
        obs.seat, obs.hand_number, obs.hand_start, obs.esku, obs.rules.eight_kings,
        tuple((c.rank, c.suit) for c in obs.hand),
        tuple(tuple((c.rank, c.suit) for c in d) for d in obs.my_discards),
        obs.discard_counts, obs.pair_calls, obs.jokua_calls,
        tuple(mus_statements(obs)),
    )


def unseen_cards(obs) -> list:
    """Cards that may be in another hand: not mine, and not my discards while
    the pile has not yet been reshuffled (then they are still out of play)."""
    out = set(obs.hand)
    drawn = sum(sum(row) for row in obs.discard_counts)
    if drawn <= FIRST_PILE:
        for thrown in obs.my_discards:
            out.update(thrown)
    return [c for c in FULL_DECK if c not in out]


def _sample(obs, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    eight = obs.rules.eight_kings
    me = obs.seat
    order = tuple((obs.esku + i) % 4 for i in range(4))
    pool = unseen_cards(obs)
    others = [s for s in order if s != me]
    worth_share = worth_share_table(eight)
    statements = mus_statements(obs)
    last_counts = obs.discard_counts[-1] if obs.discard_counts and obs.phase != "discard" else None
    my_ranks = tuple(sorted(c.rank for c in obs.hand))
    deals = []
    for _ in range(DEALS):
        left = pool
        hands_ranks = [None, None, None, None]
        hands_ranks[me] = my_ranks
        for seat in others:
            want_pair = obs.pair_calls[seat]
            want_jokua = obs.jokua_calls[seat]
            for _try in range(MAX_TRIES):
                cards = rng.sample(left, 4)
                ranks = tuple(sorted(c.rank for c in cards))
                if want_pair is None and want_jokua is None:
                    break
                p = profile_of_ranks(ranks, eight)
                if want_pair is not None and (p.pair_value > 0) != want_pair:
                    continue
                if want_jokua is not None and (p.count >= 31) != want_jokua:
                    continue
                break
            hands_ranks[seat] = ranks
            left = [c for c in left if c not in cards]
        profiles = [profile_of_ranks(r, eight) for r in hands_ranks]
        shares = tuple(holder_shares(r, eight) for r in hands_ranks)
        told = [1.0, 1.0, 1.0, 1.0]
        for seat, said in statements:
            if seat == me:
                continue
            ws = worth_share[hands_ranks[seat]]
            told[seat] *= (0.1 + ws * ws) / 0.4333 if said == "mintza" else (1.1 - ws) / 0.6
        if last_counts is not None:
            for seat in others:
                thrown = last_counts[seat]
                if thrown == 1:
                    told[seat] *= (0.3 + worth_share[hands_ranks[seat]]) / 0.8
                elif thrown == 2:
                    told[seat] *= (0.6 + 0.5 * worth_share[hands_ranks[seat]]) / 0.85
        deals.append(Deal(tuple(told), shares, _winners(profiles, order),
                          _best_pairs(profiles), _bonuses(profiles)))
    return deals


def _best(profiles, seats, field):
    best, best_key = None, None
    for seat in seats:
        key = profiles[seat][field]
        if best is None or key > best_key:
            best, best_key = seat, key
    return best


def _winners(profiles, order) -> tuple:
    pair_holders = [s for s in order if profiles[s].pair_value]
    jokua_holders = [s for s in order if profiles[s].count >= 31]
    h = _best(profiles, order, 0)
    t = _best(profiles, order, 1)
    pa = _best(profiles, pair_holders, 2) if pair_holders else None
    jo = _best(profiles, jokua_holders, 3) if jokua_holders else None
    pu = _best(profiles, order, 4)
    return (h & 1, t & 1, None if pa is None else pa & 1, None if jo is None else jo & 1, pu & 1)


def _best_pairs(profiles) -> tuple[int, int]:
    return (max(profiles[0].pair_value, profiles[2].pair_value),
            max(profiles[1].pair_value, profiles[3].pair_value))


def _bonuses(profiles) -> tuple[int, int]:
    return (profiles[0].bonus + profiles[2].bonus, profiles[1].bonus + profiles[3].bonus)


_CACHE: OrderedDict = OrderedDict()


def deals_for(obs) -> list[Deal]:
    """The sampled deals of this seat's information set (cached)."""
    key = _info_key(obs)
    deals = _CACHE.get(key)
    if deals is None:
        seed = zlib.crc32(repr(key).encode())
        deals = _sample(obs, seed)
        _CACHE[key] = deals
        if len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return deals


# How likely a call is from a hand that beats `share` of the hands in its lance
# (holders only, on Pariak and Jokua), scaled to average 1 over all hands. A
# part of every call is taken as noise (a bluff, a careless player), so no
# single call can make a hand impossible and a wild opponent does not fool
# the reading for long.
NOISE = 0.3


def _likelihood(kind: str, share: float, noise: float = NOISE) -> float:
    if kind in ("imido", "gehiago", "hordago"):
        told = (0.06 + share ** 4) / 0.26
    elif kind in ("iduki", "kanta"):
        told = (0.1 + share * share) / 0.4333
    else:  # paso, tira
        told = (1.1 - share) / 0.6
    return noise + (1 - noise) * told


def opponents_noise(obs) -> float:
    """How little the opponents' calls tell, read from the whole game so far: a
    team that bets or raises at most of its turns is not telling its cards."""
    return NOISE + (0.9 - NOISE) * read_profile(obs).wildness


class Belief:
    """The weighted deals behind one decision."""

    def __init__(self, obs):
        self.obs = obs
        self.deals = deals_for(obs)
        wild = opponents_noise(obs)
        events = [(seat, STANDING_INDEX[lance], kind, NOISE if seat & 1 == obs.team else wild)
                  for seat, lance, kind in public_events(obs) if seat != obs.seat]
        # The Mus calls and discards of a team that bets wildly tell as little.
        mus_noise = [0.0 if s & 1 == obs.team else wild for s in range(4)]
        weights = []
        for deal in self.deals:
            told = deal.told
            w = 1.0
            for s in range(4):
                if told[s] != 1.0:
                    w *= mus_noise[s] + (1 - mus_noise[s]) * told[s]
            for seat, index, kind, noise in events:
                w *= _likelihood(kind, deal.shares[seat][index], noise)
            weights.append(w)
        total = sum(weights) or 1.0
        self.weights = [w / total for w in weights]

    def win_chance(self, lance: str, team: int) -> float:
        """How often `team` wins `lance` (ties by seat)."""
        index = STANDING_INDEX[lance]
        return sum(w for w, d in zip(self.weights, self.deals) if d.winner[index] == team)

    def outcomes(self, lance: str, team: int, voice: int):
        """(weight, team wins, the other voice's share in the lance) per deal."""
        index = STANDING_INDEX[lance]
        return [(w, d.winner[index] == team, d.shares[voice][index])
                for w, d in zip(self.weights, self.deals)]

    def expected_bonus(self, lance: str, team: int) -> float:
        """Points the lance pays whatever the betting (pair value when one team
        alone holds pairs, Jokua bonus, Pundua's point), net for `team`."""
        index = STANDING_INDEX[lance]
        net = 0.0
        for w, d in zip(self.weights, self.deals):
            win = d.winner[index]
            if win is None:
                continue
            if lance == "jokua":
                pts = d.bonus[win]
            elif lance == "pundua":
                pts = 1
            else:
                pts = 0
            net += w * (pts if win == team else -pts)
        return net
