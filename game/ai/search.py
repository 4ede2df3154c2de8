"""The champion's search at a betting decision: each candidate call's lance
played out in worlds the seat may imagine, by a model of every player.

Owns `search_call(obs, own, model, kind, edge, rng)`: given the level's own
call `own`, deals of the hidden hands are drawn together with the other
team's kind of player (`field_model.worlds`: from the seat's beliefs, never
a hidden card); on each deal every candidate (`own`, Paso or Iduki, Tira,
Imido / raises of 2 and 5, as legal and, given `allowed`, among the calls
the level weighed: no second raise in a lance against a sound team) is
played to the lance's end (`rolled_worths`), every seat's call drawn from its kind's counts (our own
team as `kind`, the other team as the deal's kind), and the lance's end is
worth the chance of the game at the score it leaves (the points paid and
its line of the summary: `score.game_chance` with the level's `edge` and the
other team as read), or the game itself when it is won on the spot.
Another call replaces `own` only when its mean worth beats `own`'s by
`SURE` standard errors over the same deals (`pick`); `searched` says then
by how much (`PlayedOut`: the call replaced, the chance of the game gained
over the same deals, how many), the number the coach tells.

The tools' searches with other models (tools/model_search.py) share
`rolled_worths` and `pick`.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.model.actions import IDUKI, PASO, TIRA, gehiago, imido
from game.model.engine import step
from game.model.legal import legal_actions
from game.model.names import BETTING_KINDS, Phase

from .beliefs import hand_turns
from .field_model import SeatModel, turn_key, worlds
from .opponents import read_profile
from .rollout import lance_points, world
from .score import game_chance
from .tables import STANDING_INDEX, contender_shares

DEALS = 64       # deals drawn behind each decision
SURE = 1.5       # standard errors by which another call must beat the level's own
CANDIDATES = (PASO, IDUKI, TIRA, imido(2), imido(5), gehiago(2), gehiago(5))


@dataclass(frozen=True, slots=True)
class PlayedOut:
    """Why the search said another call than the level's: `instead` the
    call it replaced, `gain` the chance of the game the call said kept more
    than `instead`, on average over the same `deals` played out."""

    instead: object
    gain: float
    deals: int


def lance_moves(obs) -> list[tuple]:
    """(seat, call, amount bet) of each betting move of the lance being bet."""
    index = STANDING_INDEX[obs.lance]
    count = sum(1 for t in hand_turns(obs) if t[1] == index)
    moves = [m for m in obs.hand_moves if m.action.kind in BETTING_KINDS]
    return [(m.seat, m.action.kind, m.action.amount) for m in moves[len(moves) - count:]] if count else []


def rolled_worths(obs, candidates, hands_list, answer, rng: random.Random, edge: float,
                  theirs=None) -> list[list[float]]:
    """Each candidate's worth (the team's chance of the game) on each of
    `hands_list` (four hands a deal), the lance played out from the
    candidate by `answer(state, seat, legal, said, deal, shares, rng)` at
    every later turn; `said` the lance's moves so far, `shares` each seat's
    share in the lance on that deal; `theirs` the other team's profile
    (`read_profile`, read here when not given). Each deal's rollouts share
    one seed."""
    theirs = theirs if theirs is not None else read_profile(obs)
    index = STANDING_INDEX[obs.lance]
    target = obs.rules.target
    us, them = obs.scores[obs.team], obs.scores[1 - obs.team]
    moves = lance_moves(obs)
    values = [[0.0] * len(hands_list) for _ in candidates]
    chances: dict = {}   # the chance of the game at each score a lance's end leaves, worked out once
    for k, hands in enumerate(hands_list):
        start = world(obs, hands)
        settled = len(start.track)
        shares = [contender_shares(tuple(sorted(c.rank for c in h)), obs.rules.variant)[index] for h in hands]
        seed = rng.randrange(1 << 30)
        memo: dict = {}
        for i, call in enumerate(candidates):
            roll = random.Random(seed)
            state = step(start, call)
            said = moves + [(obs.seat, call.kind, call.amount)]
            while state.phase == Phase.BETTING and len(state.track) == settled:
                seat = state.to_act
                reply = answer(state, seat, legal_actions(state), said, k, shares, roll)
                state = step(state, reply)
                said.append((seat, reply.kind, reply.amount))
            if state.game_winner is not None:
                values[i][k] = 1.0 if state.game_winner == obs.team else 0.0
            else:
                gained = lance_points(start, state, settled, memo)
                score = (min(us + gained[obs.team], target - 1), min(them + gained[1 - obs.team], target - 1))
                if score not in chances:
                    chances[score] = game_chance(*score, target, theirs, edge)
                values[i][k] = chances[score]
    return values


def paired(values, i: int) -> tuple[float, float]:
    """Candidate `i`'s worth less the first's (the level's own) over the
    same deals: the mean and its standard error."""
    n = len(values[0])
    diffs = [a - b for a, b in zip(values[i], values[0])]
    mean = sum(diffs) / n
    return mean, math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1) / n)


def pick(values, sure: float = SURE) -> int:
    """The index of the candidate whose worth beats the first's (the level's
    own) by the most once `sure` standard errors of the paired difference
    are taken off; 0 when none beats it so."""
    best, best_bound = 0, 0.0
    for i in range(1, len(values)):
        mean, spread = paired(values, i)
        if mean - sure * spread > best_bound:
            best, best_bound = i, mean - sure * spread
    return best


def candidates_for(obs, own, extra=(), allowed=None) -> list:
    """The level's own call first, then each of `CANDIDATES` (and `extra`)
    it may say (and that is in `allowed`, when given)."""
    return [own] + [a for a in CANDIDATES + tuple(extra)
                    if a in obs.legal and a != own and (allowed is None or a in allowed)]


def search_call(obs, own, model: SeatModel, kind: str, edge: float, rng: random.Random,
                deals: int = DEALS, sure: float = SURE, sampling: tuple[int, int] = (0, 0), allowed=None):
    """The call the search keeps at this betting decision (see the module);
    `sampling` the beliefs' (a level's `sampling`: their deals are shared),
    `allowed` the calls it may say instead of `own` (None: any candidate)."""
    return searched(obs, own, model, kind, edge, rng, deals, sure, sampling, allowed)[0]


def searched(obs, own, model: SeatModel, kind: str, edge: float, rng: random.Random,
             deals: int = DEALS, sure: float = SURE, sampling: tuple[int, int] = (0, 0), allowed=None,
             prior: dict | None = None):
    """`search_call`'s call and, when it is not `own`, why (`PlayedOut`; else
    None); `prior` the other team's kinds as read before this hand
    (`SeatModel.posterior`, worked out here when not given)."""
    candidates = candidates_for(obs, own, allowed=allowed)
    if len(candidates) == 1:
        return own, None
    theirs = read_profile(obs)
    drawn = worlds(model, obs, deals, rng, sampling, theirs, prior)
    kinds = [k for _, k in drawn]
    index = STANDING_INDEX[obs.lance]

    def answer(state, seat, legal, said, deal, shares, roll):
        who = kind if seat & 1 == obs.team else kinds[deal]
        return model.call(who, turn_key(said, seat, index, shares[seat]), legal, roll)

    values = rolled_worths(obs, candidates, [hands for hands, _ in drawn], answer, rng, edge, theirs)
    best = pick(values, sure)
    if best == 0:
        return own, None
    return candidates[best], PlayedOut(own, paired(values, best)[0], len(values[0]))
