"""The champion's betting (`Level.TXAPELDUN`): each lance's betting played by
a strategy solved offline for the whole field, not tuned against one player.

Owns `bet(observation, personality, rng) -> (action, estimate, played)`, the
Txapeldun's betting call:

1. Its `bucket`: the seat's team's chance to win the lance as the seat saw
   the deal when the lance's betting began (its `Belief` with the lance's own
   calls left out: the truthful Ba / Ez, the Mus and Mintza, the discards,
   the señas seen and the earlier lances' bets all read), placed among
   `tables.BUCKET_EDGES` of that lance.
2. Its `zone`: the points each team still needs (the score, and what the
   lances already played this hand are expected to bring), the nearest of
   `tables.NEEDS` for each.
3. Where the lance's betting stands (`lance_game.place`), and the strategy
   solved for that turn, zone and bucket (`txapeldun_tables`, made by
   tools/train_txapeldun.py: counterfactual regret minimisation of the lance
   game of game/ai/lance_game.py, its chances from hands of whole games
   among the field).
4. The hold: Txapeldun holds a bet more than Normal (`Level.hold_boldness`:
   Tira costs it more), as much as the other team's bets turn out to be
   made with weak hands when the hands are shown (`hold_kept`, from
   `opponents.shown_bets`): all of it before any is shown and against a
   team that bets weak hands often, none or less than none against a team
   whose shown bets are strong (Tira's worth given back: `hold_back`).
5. The call: drawn with the seat's `rng` from that strategy taken as a prior
   and each legal call's worth as the normal player weighs it (the chance of
   the game it leads to, read on the seat's beliefs with every call read),
   `BLEND` saying how (piKL: prior x exp(worth / temperature)). The solved
   game keeps the champion's betting hard to exploit; the worth keeps it
   taking what a weak or wild opponent gives.
6. The search (`SEARCH`): that call is weighed against the others it may
   say by playing the lance out in deals drawn from its beliefs, every
   player's calls drawn from what its kind of player was counted calling
   in the field's games, the other team's kind read from its calls this
   game (game/ai/search.py, game/ai/field_model.py); another call is said
   only when it is surely worth more (the chance of the game). Not against a
   team the field model reads as random play (`reads_random`): there its
   rollouts of "any call" tell the calls apart by their noise alone, and
   the calls it changed cost games. Nor against a team whose calls in the
   hands turned up this game the field's kinds do not explain (`model_fits`:
   the model's fit, `field_model.SeatModel.fit`, below `FIT_FLOOR`): there
   its rollouts play a team that is not at the table (against AI 2 of
   docs/FIGURES.md the search's changes cost games), and the blended call,
   whose reading of the team (its profile) is learned from that team's own
   calls, stands. Nor does it turn a call into a raise
   against a team that keeps its bets when raised (`folds_to_raises`): a
   raise played out wins by the folds the field's kinds make (the Normal
   styles fold to most raises), and against a team seen keeping its bets
   when raised (AI 2 of docs/FIGURES.md) the raises it said cost games.

The estimate handed back is the team's chance to win the lance from the
seat's beliefs with every call read (as Normal's), the number the coach
reads; `played`, when the search changed the call, the call it replaced and
the chance of the game it kept more (`search.PlayedOut`: the coach tells it). Where the tables have no strategy for the turn the normal player's
call stands.
"""
from __future__ import annotations

import base64
import math
import random
import zlib
from functools import lru_cache

from game.model.events import betting_calls
from game.model.names import Kind
from game.model.records import partner_of

from . import lance_game as G
from .beliefs import Belief
from .betting import _pending, bet as normal_bet
from . import tuning as T
from .field_model import CHAMPION_KIND, field_model
from .opponents import raise_answers, read_profile, shown_bets
from .search import searched
from .tables import STANDING_INDEX, best_keep, worth, worth_of

PAR = (1.0, 1.0, 1.0, 1.0)


def _ranks(cards) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


def _belief(obs, personality, lance_calls: bool) -> Belief:
    profile = read_profile(obs)
    partner = read_profile(obs, partner_of(obs.seat)) if personality.level.reads_partner else None
    return Belief(obs, profile, personality.level.sampling, partner, lance_calls=lance_calls)


def team_chance(belief: Belief, obs) -> float:
    """The seat's team's chance to win the lance being bet, from `belief`."""
    index = STANDING_INDEX[obs.lance]
    won = sum(w for w, d in zip(belief.weights, belief.deals) if d.winner[index] == obs.team)
    return min(1.0, max(0.0, won))


def chance_before(obs, personality) -> float:
    """The bucket's chance: the team's chance to win the lance as the seat
    saw the deal when the lance's betting began."""
    return team_chance(_belief(obs, personality, False), obs)


def needs(obs, belief: Belief) -> tuple[float, float]:
    """The points the seat's team and the other still need, counting what
    the lances already played this hand are expected to bring."""
    pending = _pending(obs, belief)
    target = obs.rules.target
    team = obs.team
    return target - obs.scores[team] - pending[team], target - obs.scores[1 - team] - pending[1 - team]


def role(obs) -> int:
    """FIRST when the seat's team speaks first in the lance, else SECOND."""
    return G.FIRST if obs.bettors and obs.bettors[0] & 1 == obs.team else G.SECOND


def lance_calls(obs) -> list:
    """The calls of the lance being bet, so far."""
    return [e.action for e in betting_calls(obs.story) if e.lance == obs.lance]


def bucket_of(chance: float, edges) -> int:
    """The bucket a chance falls in: the number of edges below it."""
    low, high = 0, len(edges)
    while low < high:
        mid = (low + high) // 2
        if edges[mid] <= chance:
            low = mid + 1
        else:
            high = mid
    return low


def nearest(value: float, grid) -> int:
    return min(range(len(grid)), key=lambda i: abs(grid[i] - value))


class Tables:
    """The solved strategies of `txapeldun_tables`, decoded once: for each
    lance, zone (the points the first voice's team and the other's need, as
    indices of `needs`), node of `lance_game.TREE` and bucket, the chance of
    each of the node's calls."""

    def __init__(self, data):
        if data.TREE_CALLS != tuple(len(node.calls) for node in G.TREE):
            raise ValueError("txapeldun_tables was solved on another lance game: run tools/train_txapeldun.py")
        self.lances = tuple(data.LANCES)
        self.mus_fit = tuple(getattr(data, "MUS_FIT", ())) or None
        self.needs = tuple(data.NEEDS)
        self.buckets = data.BUCKETS
        self.edges = {lance: tuple(edges) for lance, edges in zip(data.LANCES, data.EDGES)}
        raw = zlib.decompress(base64.b85decode(data.BLOB))
        self._offsets = []
        at = 0
        for node in G.TREE:
            self._offsets.append(at)
            at += len(node.calls) * self.buckets
        self._node_block = at
        self._zone_block = at
        self._lance_block = at * len(self.needs) ** 2
        if len(raw) != self._lance_block * len(self.lances):
            raise ValueError(f"txapeldun_tables holds {len(raw)} bytes, not the "
                             f"{self._lance_block * len(self.lances)} its shape needs")
        self._raw = raw
        self._index = {lance: i for i, lance in enumerate(self.lances)}

    def strategy(self, lance, zone: tuple[int, int], node: int, bucket: int) -> tuple[float, ...]:
        """The chance of each call of `node` (in its order)."""
        count = len(G.TREE[node].calls)
        at = (self._index[lance] * self._lance_block + (zone[0] * len(self.needs) + zone[1]) * self._zone_block
              + self._offsets[node] + bucket * count)
        weights = self._raw[at:at + count]
        total = sum(weights)
        if total == 0:
            return tuple(1.0 / count for _ in range(count))
        return tuple(w / total for w in weights)


@lru_cache(maxsize=1)
def strategies() -> Tables | None:
    """The solved tables, loaded once (None when the game ships none)."""
    try:
        from . import txapeldun_tables
    except ImportError:
        return None
    return Tables(txapeldun_tables)


def blueprint(obs, personality, full: Belief):
    """The solved strategy at this turn: (the node, its calls' chances), or
    None where the tables hold none."""
    tables = strategies()
    if tables is None or obs.lance not in tables.lances:
        return None
    node = G.place(lance_calls(obs))
    me = role(obs)
    if node is None or node.player != me:
        return None
    before = _belief(obs, personality, False)
    bucket = bucket_of(team_chance(before, obs), tables.edges[obs.lance])
    need_us, need_them = needs(obs, full)
    if me == G.FIRST:
        zone = (nearest(need_us, tables.needs), nearest(need_them, tables.needs))
    else:
        zone = (nearest(need_them, tables.needs), nearest(need_us, tables.needs))
    return node, tables.strategy(obs.lance, zone, node.index, bucket)


# How a call is drawn (piKL: the solved strategy as the prior, Normal's worth
# of each call as the value): each legal call's weight is its node call's
# chance, blended with an even share (explore) and split among the legal
# amounts it stands for, times exp(its worth less the best's, in units of
# temperature points). A small temperature keeps Normal's best call unless
# the tables strongly disagree; None plays Normal's call itself (tools use it
# to measure what the tables add).
BLEND: tuple[float, float] | None = (0.1, 0.3)   # (temperature in points, explore)


# --- the hold, by the bets the other team has shown -----------------------------------

SOUND_WEAK = 0.05   # the share of a sound team's opening bets made with a weak hand
BLUFFY_WEAK = 0.35  # ... of a team that bets weak hands often (the hold all kept)
SHOWN_PRIOR = (BLUFFY_WEAK, 2.0)   # (the share read before any bet is shown, its weight in bets)
SHOWN_HOLD = True
HOLD_RANGE = (-1.0, 2.0)   # the least and the most of the extra hold kept


def hold_kept(obs) -> float:
    """How much of the level's extra hold (`tuning.TXAPELDUN_HOLD`) the
    champion keeps against this team: all of it against a team whose shown
    bets are weak as often as `BLUFFY_WEAK`, none against one as sound as
    `SOUND_WEAK` (less than none below: it folds more than Normal), from the
    shown bets shrunk towards `SHOWN_PRIOR`."""
    weak, total = shown_bets(obs)
    prior, weight = SHOWN_PRIOR
    rate = (weak + weight * prior) / (total + weight)
    low, high = HOLD_RANGE
    return min(high, max(low, (rate - SOUND_WEAK) / (BLUFFY_WEAK - SOUND_WEAK)))


def hold_back(obs, personality, point: float) -> float:
    """What the champion adds back to Tira's worth (in the chance of the
    game; `point` is one point's worth in it) facing a bet or a Hordago: the
    part of its level's extra hold it does not keep against this team
    (`hold_kept`); 0 where it does not apply."""
    if not SHOWN_HOLD or not personality.level.hold_boldness or not (obs.hordago or obs.bet_team is not None):
        return 0.0
    return (1 - hold_kept(obs)) * T.HOLD_TILT * personality.level.hold_boldness * point


SEARCH = True   # the blended call searched by the field model (6. in the module)
# The search turns a call into a raise only against a team that folds to a
# raise of its bet: its Tira rate facing one this match, shrunk towards the
# field's (RAISE_FOLD_PRIOR: the rate, its weight in answers), at least
# RAISE_FOLDS. (The Normal styles said Tira to 71-81% of the champion's
# raises of their bets, the bluffer to 50%, AI 2 of docs/FIGURES.md to 13%:
# 12 games each at seed 3854.)
RAISE_FOLD_PRIOR = (0.75, 1.0)
RAISE_FOLDS = 0.4
RANDOM_READ = 0.5   # the field model's chance of random play above which the champion does not search
FIT_FLOOR = -1.5    # the field model's fit to the other team's shown calls below which it does not search


def kinds_read(obs, model) -> dict[str, float]:
    """The field model's chance of each kind of player for the other team,
    by its calls in the hands played before this one (what the search's
    worlds start from)."""
    return model.posterior(obs.match_story, 1 - obs.team, obs.rules.variant, playing=False)


def reads_random(kinds: dict[str, float]) -> bool:
    """Whether `kinds` (`kinds_read`) read the other team as random play (`RANDOM_READ`)."""
    return kinds.get("random", 0.0) > RANDOM_READ


def model_fits(obs, model, kinds: dict[str, float]) -> bool:
    """Whether the field model's `kinds` (`kinds_read`) explain the other
    team's calls in the hands turned up so far this game (`SeatModel.fit`
    at least `FIT_FLOOR`; true before any hand is turned up)."""
    return model.fit(obs.match_story, 1 - obs.team, kinds, obs.rules.variant) >= FIT_FLOOR


def bet(obs, personality, rng: random.Random | None = None):
    """The Txapeldun's betting call, its estimate (see the module) and the
    search's reason when it changed the call (`search.PlayedOut`; else None)."""
    rng = rng or random.Random()
    weighed: list = []
    action, p = blended_bet(obs, personality, rng, weighed)
    model = field_model() if SEARCH else None
    if model is None or not weighed:
        return action, p, None
    seed = rng.random()   # drawn searching or not: the seat's later draws stay the same
    kinds = kinds_read(obs, model)
    if reads_random(kinds) or not model_fits(obs, model, kinds):
        return action, p, None
    call, played = searched(obs, action, model, CHAMPION_KIND, personality.level.edge, random.Random(seed),
                            sampling=personality.level.sampling, allowed=search_may_say(obs, action, weighed),
                            prior=kinds)
    return call, p, played


def folds_to_raises(obs) -> bool:
    """Whether the other team reads as folding to a raise of its bet
    (`RAISE_FOLDS`, `RAISE_FOLD_PRIOR`)."""
    folded, answers = raise_answers(obs)
    rate, weight = RAISE_FOLD_PRIOR
    return (folded + weight * rate) / (answers + weight) >= RAISE_FOLDS


def search_may_say(obs, own, weighed) -> frozenset:
    """The calls the search may say instead of `own` (the blended call):
    those Normal's worth weighed (`weighed`), but a raise, when `own` is
    not one, only against a team that folds to raises (`folds_to_raises`)."""
    if own.kind == Kind.GEHIAGO or folds_to_raises(obs):
        return frozenset(weighed)
    return frozenset(a for a in weighed if a.kind != Kind.GEHIAGO)


def blended_bet(obs, personality, rng: random.Random, weighed: list | None = None):
    """The call of steps 1 to 5 of the module, and its estimate; `weighed`
    gets the calls Normal's worth weighed (those the search may say, less
    what `search_may_say` takes off: no second raise in a lance against a
    sound team, no bet sizes it never weighs)."""
    weighing: dict = {}
    model_call, p = normal_bet(obs, personality, rng, weighing)
    options = [(v, a) for v, a in weighing.get("options", ()) if a in obs.legal]
    if weighed is not None:
        weighed.extend(a for _, a in options)
    if not options:
        return model_call, p
    back = hold_back(obs, personality, weighing["point"])
    if back:
        options = [(v + back if a.kind == Kind.TIRA else v, a) for v, a in options]
    solved = None if BLEND is None else blueprint(obs, personality, _belief(obs, personality, True))
    if solved is None:
        return (max(options, key=lambda o: o[0])[1] if back else model_call), p
    node, probs = solved
    chances = blend(options, weighing["point"], node, probs)
    draw = rng.random()
    for (_, action), chance in zip(options, chances):
        draw -= chance
        if draw < 0:
            return action, p
    return options[-1][1], p


def blend(options, point: float, node, probs, how: tuple[float, float] | None = None) -> list[float]:
    """The chance of each of `options` ((worth, call), as the normal player
    weighs them; `point`: what one point is worth in that chance) at `node`
    of the lance game whose calls the solved strategy plays with `probs`,
    by `how` (temperature, explore: `BLEND` when not given)."""
    temperature, explore = how or BLEND
    groups: dict = {}
    for _, action in options:
        groups[G.weighed(action)] = groups.get(G.weighed(action), 0) + 1
    scale = temperature * point
    best = max(v for v, _ in options)
    weights = []
    for value, action in options:
        abstract = G.weighed(action)
        prior = probs[node.calls.index(abstract)] if abstract in node.calls else 0.0
        prior = ((1 - explore) * prior + explore / len(node.calls)) / groups[abstract]
        weights.append(prior * math.exp((value - best) / scale))
    total = sum(weights)
    return [w / total for w in weights]


# --- Mus or Mintza ---------------------------------------------------------------------

def mus_features(obs) -> tuple[float, ...]:
    """What the champion's Mus / Mintza reads: 1, the hand's worth as it
    stands less the best discard's (points, the lances at par: the normal
    player's `_mus_or_mintza` numbers), the worth as it stands, whether the
    seat is Esku, whether it deals, whether this is the second / third Mus
    round, and how wild the other team's betting reads."""
    variant = obs.rules.variant
    now = worth_of(worth(_ranks(obs.hand), variant), PAR)
    after, _ = best_keep(obs.hand, variant, PAR)
    return (1.0, now - after, now, float(obs.seat == obs.esku), float(obs.seat == obs.dealer),
            float(obs.mus_round == 1), float(obs.mus_round >= 2), read_profile(obs).wildness)


def mus_gain(obs) -> float | None:
    """What the tables' fit says Mintza brings over Mus (points of the hand),
    or None when they hold no fit."""
    tables = strategies()
    if tables is None or tables.mus_fit is None:
        return None
    return sum(w * f for w, f in zip(tables.mus_fit, mus_features(obs)))


LANCES = tuple(STANDING_INDEX)
