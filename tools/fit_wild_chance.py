"""Fit the chance of winning a game against a team that calls at random:
`python tools/fit_wild_chance.py [--games N] [--seed S] [--weight W]`.

The computer player weighs every betting call by the chance of winning the
game it leads to (`game/ai/score.py`). Against a team read as wild that
chance is partly `score.wild_chance`, whose four constants
(`tuning.WILD_RACE_STEEPNESS`, `WILD_EDGE`, `WILD_SHOWDOWNS_PER_HAND`,
`WILD_SHOWDOWN_WIN`) come from here: `ai:5555` plays N seeded games against
`random` (seats swapped every other game, as `tournament.py --duplicate`
deals them) with `tuning.WILD_CHANCE_WEIGHT` set to W for the run; at each
hand's first call of ours, once the other team is read as wild (from 0.7),
the scores, the points per hand read so far and whether the game was won
in the end are kept; the constants are the maximum-likelihood fit of
`wild_chance` to those outcomes. It prints them, with the log-loss of the
fit beside that of the chance the player used in the run, for `tuning.py`.

The kept constants were fitted with W = 0 (the play before the blend),
seed 51, 4000 games: see docs/ai-figures.md. numpy is a build-time tool
here; the game reads only the constants.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import pathlib
import sys
import tempfile

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import tuning as T  # noqa: E402
from game.ai.opponents import read_profile  # noqa: E402
from game.ai.score import game_chance  # noqa: E402
from game.ai.table import make_player  # noqa: E402
from game.match.loop import play_game  # noqa: E402
from game.model import Rules  # noqa: E402
from tools.tournament import seating  # noqa: E402

WILD_FROM = 0.7   # the hands kept: the other team read at least this wild
NAMES = ("WILD_RACE_STEEPNESS", "WILD_EDGE", "WILD_SHOWDOWNS_PER_HAND", "WILD_SHOWDOWN_WIN")


def _one_game(job):
    """(rows, won): a row per hand at our first call once the other team is
    read as wild: (our score, theirs, points per hand read, chance used)."""
    seed, number, weight = job
    T.WILD_CHANCE_WEIGHT = weight
    game_seed, specs, team = seating("ai:5555", "random", seed, number, duplicate=True)
    players = [make_player(spec) for spec in specs]
    rows, hands = [], set()
    rules = Rules()

    def check(state, seat, obs, action):
        if seat & 1 != team or obs.phase == "hand-over" or state.hand_number in hands:
            return
        hands.add(state.hand_number)
        profile = read_profile(obs)
        if profile.wildness >= WILD_FROM:
            us, them = obs.scores[team], obs.scores[1 - team]
            rows.append((us, them, profile.points_per_hand, game_chance(us, them, rules.target, profile)))

    result = play_game(players, game_seed, rules, check=check, timed=False)
    return rows, result.winner == team


def chance(params, need_us, need_them, per_hand):
    """`score.wild_chance` over arrays of the points each team needs (all
    above 0) and the points per hand read."""
    steep, edge, showdowns, win = params
    hands_left = np.minimum(need_us, need_them) / np.maximum(per_hand, 1.0)
    z = steep * (need_them - need_us + edge * hands_left) / np.sqrt(need_us + need_them + T.RACE_SPREAD)
    race = 1 / (1 + np.exp(-z))
    m = 1 - np.exp(-showdowns * np.maximum(hands_left, 0.3))
    return m * win + (1 - m) * race


def log_loss(p, won) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(won * np.log(p) + (1 - won) * np.log(1 - p)))


def nelder_mead(f, start, steps, iterations=3000):
    """Minimise f from `start` (a plain simplex search)."""
    points = [np.array(start, float)]
    for i, step in enumerate(steps):
        p = np.array(start, float)
        p[i] += step
        points.append(p)
    values = [f(p) for p in points]
    for _ in range(iterations):
        order = np.argsort(values)
        points = [points[i] for i in order]
        values = [values[i] for i in order]
        centre = np.mean(points[:-1], axis=0)
        worst = points[-1]
        reflected = centre + (centre - worst)
        fr = f(reflected)
        if fr < values[0]:
            expanded = centre + 2 * (centre - worst)
            fe = f(expanded)
            points[-1], values[-1] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < values[-2]:
            points[-1], values[-1] = reflected, fr
        else:
            contracted = centre + 0.5 * (worst - centre)
            fc = f(contracted)
            if fc < values[-1]:
                points[-1], values[-1] = contracted, fc
            else:
                best = points[0]
                points = [best] + [best + 0.5 * (p - best) for p in points[1:]]
                values = [values[0]] + [f(p) for p in points[1:]]
        if max(values) - min(values) < 1e-9:
            break
    i = int(np.argmin(values))
    return points[i], values[i]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=51)
    parser.add_argument("--weight", type=float, default=0.0, help="WILD_CHANCE_WEIGHT while the games are played")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if args.games < 100:
        parser.error("--games: at least 100 games, or the fit means nothing")
    if not 0.0 <= args.weight <= 1.0:
        parser.error("--weight: from 0 to 1")
    with tempfile.TemporaryDirectory(prefix="solo-mus-fit-") as home:
        os.environ["XDG_CONFIG_HOME"] = home  # never the player's files
        jobs = [(args.seed, n, args.weight) for n in range(args.games)]
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(_one_game, jobs, chunksize=20)
    rows = [(us, them, per_hand, used, won) for game_rows, won in games for us, them, per_hand, used in game_rows]
    data = np.array(rows, float)
    us, them, per_hand, used, won = data.T
    target = Rules().target
    need_us, need_them = target - us, target - them
    start = [getattr(T, name) for name in NAMES]
    if not all(math.isfinite(v) for v in start):
        start = [0.8, 4.0, 0.5, 0.85]
    best, loss = nelder_mead(lambda p: log_loss(chance(p, need_us, need_them, per_hand), won),
                             start, [0.3, 2.0, 0.2, 0.03])
    games_won = sum(w for _, w in games)
    print(f"{args.games} games against random, seed {args.seed}, weight {args.weight}: won {games_won}; "
          f"{len(rows)} hands read as wild")
    print(f"log-loss: the chance used {log_loss(used, won):.4f}, the fit {loss:.4f}, "
          f"a constant {log_loss(np.full_like(won, won.mean()), won):.4f}")
    for name, value in zip(NAMES, best):
        print(f"{name} = {value:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
