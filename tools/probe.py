"""How much a computer player's level can be exploited, at least: a local best response.

    python tools/probe.py --level ai:5555 --games 200 --seed 3101 --jobs 1

The probe plays a whole team against a team of the level. It knows the
level's policy and calls it: at every betting decision of its own with more
than one legal call, it draws deals of the hidden hands from what its seat
saw (`beliefs.Belief`: the truthful Ba / Ez, the señas seen, the calls read
as the computer player reads them; never a hidden card), and for each
candidate reply (the level's own call, Paso or Iduki, Tira, Imido / raises of
2 and 5, Hordago, Kanta) plays the lance out on each deal with the level's
policy at every seat (its own later calls too: a local best response), and
keeps the reply with the best mean return. Everywhere else it plays as the
level. The return of a lance is the points it brings, net, when its betting
ends (a Tira paid, the accepted stake or Paso point at the summary, the
Jokua or pair bonus); a game won on the spot (a Kanta, or a Tira that
reaches the target) is worth the points its winner still needed.

With `--rollouts before-search` the rollouts play Txapeldun's calls before
its search (`champion.SEARCH` off inside them; the level's own calls, at the
table, keep it): a search inside every rollout would cost hours a game.
The probe then knows the level less well than it knows Normal, and its gain
is a looser bound (still a lower bound: any reply's gain is one).

What it gains is measured against the level itself in the same seats: the
same games (seeds, seats, streams) played with the level in the probe's
seats. The gain in points a hand (the probe team's points less the other
team's, a game won on a Kanta counting the points its winner still needed,
less the same for the level in those seats) with its standard error over the
deals is a lower bound on the level's exploitability: a best response would
gain at least as much. Each deal is played twice, the teams' seats swapped
(as `tournament.py --duplicate`: game seed = --seed * 1_000_003 + game // 2).
"""
from __future__ import annotations

import argparse
import contextlib
import math
import pathlib
import random
import sys
import time
from dataclasses import dataclass

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.ai import champion  # noqa: E402
from game.ai.beliefs import Belief  # noqa: E402
from game.ai.opponents import read_profile  # noqa: E402
from game.ai.rollout import dealt_hands, lance_points, world  # noqa: E402,F401 (the tools' names for them)
from game.ai.search import paired, pick  # noqa: E402
from game.ai.table import make_player  # noqa: E402
from game.model import Rules, new_game, observe, step  # noqa: E402
from game.model.actions import HORDAGO, IDUKI, KANTA, PASO, TIRA, gehiago, imido  # noqa: E402
from game.model.names import Kind, Phase  # noqa: E402
from game.model.state import State  # noqa: E402
from tools.tournament import map_games, seating, wilson  # noqa: E402

DEALS = 24          # deals drawn behind each decision
SURE = 1.5          # standard errors by which another call's return must beat the level's own
CANDIDATES = (PASO, IDUKI, TIRA, imido(2), imido(5), gehiago(2), gehiago(5), HORDAGO, KANTA)
OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)
ROLLOUTS = ("level", "before-search")   # the level's policy in the rollouts: as it plays, or before its search


# --- a world the seat may imagine -------------------------------------------------

def drawn_hands(obs, count: int, rng: random.Random) -> list[tuple]:
    """`count` guesses at the four hands (the seat's own as it is), drawn by
    weight from the seat's `Belief` (pattern codes), each pattern dealt real
    cards from those the seat cannot see."""
    belief = Belief(obs, read_profile(obs))
    return dealt_hands(obs, rng.choices(belief.deals, weights=belief.weights, k=count), rng)


# --- the return of a lance ----------------------------------------------------

def lance_return(before: State, after: State, team: int, settled: int) -> float:
    """What the lance bet at `before` brought `team` once its betting ended at
    `after` (net of the other team's): `lance_points`, or a game won on the spot."""
    if after.game_winner is not None:
        winner = after.game_winner
        worth = max(before.rules.target - before.scores[winner], 1)
        return worth if winner == team else -worth
    gained = lance_points(before, after, settled)
    return gained[team] - gained[1 - team]


def roll_lance(state: State, policy, seed: int) -> State:
    """Play the lance in betting at `state` to its end with `policy` (decide,
    personality) at every seat."""
    decide, personality = policy
    settled = len(state.track)
    turn = 0
    while state.phase == Phase.BETTING and len(state.track) == settled:
        seat = state.to_act
        obs = observe(state, seat)
        action = decide(obs, personality, random.Random(seed * 101 + turn * 7 + seat))
        state = step(state, action)
        turn += 1
    return state


# --- the probe -----------------------------------------------------------------

@dataclass
class Deviation:
    """A betting decision where the probe chose otherwise than the level."""

    lance: str
    level: str
    chosen: str
    gain: float   # the probe's own estimate, points


class Probe:
    """A seat's player: the level's own play, but at each betting decision
    the reply with the best return by rollouts (see the module)."""

    def __init__(self, spec: str, seed: int, deals: int = DEALS, rollouts: str = "level"):
        self.level = make_player(spec)
        self.rollouts = rollouts
        self.policy = (self.level.decide, self.level.personality)
        self.deals = deals
        self.rng = random.Random(seed * 13 + 5)
        self.keinuak = self.level.keinuak
        self.deviations: list[Deviation] = []
        self.decisions = 0

    def __call__(self, obs, rng):
        own = self.level(obs, rng)
        if obs.phase != Phase.BETTING or len(obs.legal) == 1:
            return own
        self.decisions += 1
        return self.best_reply(obs, own)

    def best_reply(self, obs, own):
        """The candidate whose return beats the level's own call by the most,
        counting its return less `SURE` standard errors of the difference
        (over the same deals): the level's call unless another is surely better."""
        candidates = [own] + [a for a in CANDIDATES if a in obs.legal and a != own]
        worlds = drawn_hands(obs, self.deals, self.rng)
        returns = [[0.0] * len(worlds) for _ in candidates]
        with rollout_policy(self.rollouts):
            for k, hands in enumerate(worlds):
                start = world(obs, hands)
                settled = len(start.track)
                seed = self.rng.randrange(1 << 30)
                for i, action in enumerate(candidates):
                    end = roll_lance(step(start, action), self.policy, seed)
                    returns[i][k] = lance_return(start, end, obs.team, settled)
        best = pick(returns, SURE)
        if best != 0:
            self.deviations.append(Deviation(str(obs.lance), str(own), str(candidates[best]),
                                             paired(returns, best)[0]))
        return candidates[best]


@contextlib.contextmanager
def rollout_policy(rollouts: str):
    """Inside it the level plays as the rollouts model it (`ROLLOUTS`):
    'before-search' turns the champion's search off, and back on after."""
    if rollouts == "level":
        yield
        return
    kept = champion.SEARCH
    champion.SEARCH = False
    try:
        yield
    finally:
        champion.SEARCH = kept


# --- a match, and the same match with the level in the probe's seats -------------

def play(players, game_seed: int, rules: Rules):
    """Play one game; (scores lifted for a game won on the spot, hands)."""
    state = new_game(rules, game_seed)
    streams = [random.Random(game_seed * 4 + seat) for seat in range(4)]   # each seat's own
    hands = 1
    while state.phase != Phase.MATCH_OVER:
        seat = state.to_act
        action = players[seat](observe(state, seat), streams[seat])
        if action.kind == Kind.NEW_HAND:
            hands += 1
        state = step(state, action)
    scores = list(state.scores)
    if scores[state.winner] < rules.target:   # won on the spot: the points it still needed
        scores[state.winner] = rules.target
    return state.winner, tuple(scores), hands


def play_pair(job):
    """One game with the probe on team A's seats, and the same game with the
    level there: (probe won, probe margin, hands, level won, level margin, hands,
    decisions, deviations)."""
    spec, seed, number, deals, rollouts = job
    game_seed, specs, a_team = seating("probe", spec, seed, number, True)
    rules = Rules()
    probes = {}
    players = []
    for seat, name in enumerate(specs):
        if name == "probe":
            probes[seat] = Probe(spec, game_seed * 4 + seat, deals, rollouts)
            players.append(probes[seat])
        else:
            players.append(make_player(spec))
    winner, scores, hands = play(players, game_seed, rules)
    base = [make_player(spec) for seat in range(4)]
    b_winner, b_scores, b_hands = play(base, game_seed, rules)
    probe_list = list(probes.values())
    return (winner == a_team, scores[a_team] - scores[1 - a_team], hands,
            b_winner == a_team, b_scores[a_team] - b_scores[1 - a_team], b_hands,
            sum(p.decisions for p in probe_list), [d for p in probe_list for d in p.deviations])


def gain(results) -> tuple[float, float, float, float]:
    """(the probe team's margin a hand, the level's in the same seats, the
    gain, its standard error over the deals)."""
    units = [results[i:i + 2] for i in range(0, len(results), 2)]
    x = [sum(r[1] for r in u) for u in units]
    h = [sum(r[2] for r in u) for u in units]
    y = [sum(r[4] for r in u) for u in units]
    k = [sum(r[5] for r in u) for u in units]
    r1, r2 = sum(x) / sum(h), sum(y) / sum(k)
    n = len(units)
    if n < 2:
        return r1, r2, r1 - r2, float("nan")
    mh, mk = sum(h) / n, sum(k) / n
    z = [(xi - r1 * hi) / mh - (yi - r2 * ki) / mk for xi, hi, yi, ki in zip(x, h, y, k)]
    mean = sum(z) / n
    se = math.sqrt(sum((zi - mean) ** 2 for zi in z) / (n - 1) / n)
    return r1, r2, r1 - r2, se


def report(spec: str, seed: int, results, elapsed: float, rollouts: str = "level") -> str:
    n = len(results)
    wins = sum(r[0] for r in results)
    base_wins = sum(r[3] for r in results)
    lo, hi = wilson(wins, n)
    probe_margin, level_margin, gained, se = gain(results)
    decisions = sum(r[6] for r in results)
    deviations = [d for r in results for d in r[7]]
    by_kind: dict[tuple[str, str, str], int] = {}
    for d in deviations:
        key = (d.lance, d.level.split()[0], d.chosen.split()[0])
        by_kind[key] = by_kind.get(key, 0) + 1
    lines = [f"Probe against {spec}: {n} games (duplicate deals), seed {seed}, 8 kings, target 40, "
             f"rollouts by {'the level' if rollouts == 'level' else 'the level before its search'}",
             f"probe team won {wins} ({wins / n:.1%}, 95% interval {lo:.1%}-{hi:.1%}); "
             f"the level in its seats won {base_wins} ({base_wins / n:.1%})",
             f"points a hand, the team's less the other's: probe {probe_margin:+.3f}, level {level_margin:+.3f}; "
             f"gain {gained:+.3f} +/- {se:.3f} (standard error by deal)",
             f"betting decisions probed {decisions}, the level's call changed at {len(deviations)} "
             f"({len(deviations) / max(decisions, 1):.1%}); wall {elapsed:.0f} s",
             "changes (lance: the level's call -> the probe's), most frequent first:"]
    for (lance, level, chosen), count in sorted(by_kind.items(), key=lambda kv: -kv[1])[:12]:
        lines.append(f"  {lance}: {level} -> {chosen}: {count}")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="ai:5555", help="the computer player probed (a tournament.py spec)")
    parser.add_argument("--games", type=int, default=100, help="games (even: each deal twice)")
    parser.add_argument("--seed", type=int, required=True, help="the run's seed, fixed before the run")
    parser.add_argument("--deals", type=int, default=DEALS, help="deals drawn behind each decision")
    parser.add_argument("--rollouts", choices=ROLLOUTS, default="level",
                        help="the level's policy in the rollouts: as it plays, or (Txapeldun) before its search")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.games < 2 or args.games % 2:
        parser.error(f"--games must be an even number of at least 2 (each deal is played twice), not {args.games}")
    if args.deals < 1 or args.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    try:
        make_player(args.level)
    except ValueError as error:
        parser.error(f"--level: {error}")
    jobs = [(args.level, args.seed, number, args.deals, args.rollouts) for number in range(args.games)]
    start = time.perf_counter()
    results = map_games(play_pair, jobs, args.jobs)
    print(report(args.level, args.seed, results, time.perf_counter() - start, args.rollouts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
