"""Computer-player figures: the time of one decision, over every real choice
(more than one legal action) the AI makes in seeded games against itself and
the simple baseline, and then in seeded games where every seat makes its
señas and watches the others' (the beliefs keep only the deals that agree
with the señas seen, a costlier draw); then the same games as the first with
the timed seats at the Txapeldun level (game/ai/levels.py: more deals
sampled). The rank-pattern tables are built before timing starts (once per
process, about 0.1 s)."""
from __future__ import annotations

import random
import statistics
import time

from game import model
from game.ai import Personality, choose
from game.ai.keinuak import Mind
from game.ai.levels import Level
from game.ai.table import make_player
from game.ai.tables import kept_worth
from game.match.loop import play_game

GAMES = 30
SEED = 20240


def _decision_times(senas: bool = False, level: Level = Level.NORMAL) -> list[float]:
    personality = Personality(level=level)
    kept_worth((), model.Rules().variant)              # warm the tables
    choose(model.observe(model.new_game(model.Rules(), 0), model.new_game(model.Rules(), 0).to_act),
           personality, random.Random(0))
    times: list[float] = []

    class Timed:
        keinuak = Mind() if senas else None   # it signs and watches (game/ai/table.py)

        def __call__(self, obs, rng):
            start = time.perf_counter()
            action = choose(obs, personality, rng)
            if len(obs.legal) > 1:
                times.append(time.perf_counter() - start)
            return action

    for game in range(GAMES):
        other = "ai:5555+k" if senas else "simple" if game % 2 else "ai:5555"
        players = [Timed(), make_player(other), Timed(), make_player(other)]
        play_game(players, seed=SEED + game, timed=False)
    return times


def run() -> list[tuple[str, float, str]]:
    rows = []
    for senas, level, name in ((False, Level.NORMAL, "ai decision"), (True, Level.NORMAL, "ai decision with señas"),
                               (False, Level.TXAPELDUN, "txapeldun decision")):
        ms = sorted(t * 1000 for t in _decision_times(senas, level))
        p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
        rows += [
            (f"{name} median", statistics.median(ms), "ms"),
            (f"{name} p99", p99, "ms"),
            (f"{name} mean", statistics.fmean(ms), "ms"),
            (f"{name} count", float(len(ms)), "decisions"),
        ]
    return rows
