"""Solve the Txapeldun's betting tables: `python tools/train_txapeldun.py`.

Writes `game/ai/txapeldun_tables.py`, the strategies the champion bets by
(game/ai/champion.py), in two steps, each from a fixed seed so that a run
gives the same file (but for the time it writes in its header):

1. **Hands from the field.** Whole games among the arena's field (`POPULATION`:
   Normal in five styles, the simple player, the bluffer, the caller and
   random play), two of them drawn for each game. Neither the champion nor
   Ikasle plays (the tables shipped take no part in making them, and two
   Ikasle could raise each other without end). When a lance's betting
   begins, each of its two voices' chance that its team wins the lance is
   read as the champion reads it (`champion.chance_before`: its beliefs as
   it saw the deal), with who won
   and the Jokua bonus each team held. Kept in `--work` (a cache: the second
   step runs again on it).
2. **Counterfactual regret minimisation** (CFR+, alternating updates,
   linear averaging) of the lance game of game/ai/lance_game.py, for each
   lance and for each zone of the score (the points each voice's team needs,
   `NEEDS` x `NEEDS`): each voice's chance is cut into `--buckets` buckets of
   equal weight; the chance node deals the two buckets as the hands did, and
   the lance is won as often as it was in those hands. An end is worth the
   chance of winning the game from the points it leaves
   (`score.points_chance`, with no edge to either team), a Kanta the game
   itself. The average strategy is written, each call's chance a byte.
3. With `--mus-turns N` only (not in the tables shipped): N Mus turns of
   the field, each hand played out after Mintza and after Mus, and a least
   squares fit of what Mintza brings (`MUS_FIT`, read by the champion's Mus
   / Mintza); without it the champion says Mus or Mintza as Normal does.

Prints each step's time, each lance's exploitability in the solved game
(the chance of the game a best response would gain, averaged over the
zones), and the size of the file. numpy is used here only; the game reads
the file with the standard library.
"""
from __future__ import annotations

import argparse
import base64
import multiprocessing
import pathlib
import random
import sys
import time
import zlib

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import lance_game as G  # noqa: E402
from game.ai.champion import chance_before  # noqa: E402
from game.ai.levels import Level  # noqa: E402
from game.ai.personality import Personality  # noqa: E402
from game.ai.score import points_chance  # noqa: E402
from game.ai.table import make_player  # noqa: E402
from game.match.loop import play_game  # noqa: E402
from game.model import Rules, new_game, observe, step  # noqa: E402
from game.model.actions import MINTZA, MUS  # noqa: E402
from game.model.hands import jokua_bonus  # noqa: E402
from game.model.names import Kind, Lance, Phase  # noqa: E402
from game.model.scoring import lance_winner  # noqa: E402

OUT = ROOT / "game" / "ai" / "txapeldun_tables.py"
POPULATION = ("ai:5555", "ai:1111", "ai:3333", "ai:7777", "ai:9999", "simple", "bluffer", "caller", "random")
LANCES = (Lance.HAUNDIA, Lance.TIPIA, Lance.PARIAK, Lance.JOKUA, Lance.PUNDUA)
NEEDS = (2, 5, 9, 14, 20, 27, 35)
TARGET = 40
CHAMPION = Personality(level=Level.TXAPELDUN)


class OwnStream:
    """A field player with a stream of its own (`seed`), whatever stream the
    loop hands it: each seat's draws stay those the tables were made with."""

    def __init__(self, spec: str, seed: int):
        self.player, self.rng = make_player(spec), random.Random(seed)

    def __call__(self, observation, _rng=None):
        return self.player(observation, self.rng)


# --- 1. hands from the field ---------------------------------------------------

def _second_voice(state) -> int | None:
    first = state.bettors[0]
    for seat in state.bettors:
        if seat & 1 != first & 1:
            return seat
    return None


def _winner(state) -> tuple[int, tuple[int, int]]:
    """The team that wins the lance in play, and each team's Jokua bonus."""
    lance, rules, hands = state.lance, state.rules, state.hands
    order = [(state.esku + i) % 4 for i in range(4)]
    if lance == Lance.PARIAK:
        seats = [s for s in order if state.pair_calls[s]]
    elif lance == Lance.JOKUA:
        seats = [s for s in order if state.jokua_calls[s]]
    else:
        seats = order
    bonus = [0, 0]
    if lance == Lance.JOKUA:
        for s in seats:
            bonus[s & 1] += jokua_bonus(hands[s], rules)
    return lance_winner(lance, hands, seats, rules)[0], (bonus[0], bonus[1])


def collect_game(job) -> list[tuple]:
    """One game of the field; a row per lance bet: (lance index, the first
    voice's chance, the second's, the first voice's team won, the first's
    team's bonus, the second's)."""
    seed, number = job
    rng = random.Random(seed * 1_000_003 + number)
    a, b = rng.choice(POPULATION), rng.choice(POPULATION)
    specs = [a, b, a, b] if number % 2 == 0 else [b, a, b, a]
    players = [OwnStream(spec, seed * 7919 + number * 4 + s) for s, spec in enumerate(specs)]
    rows = []

    def check(state, seat, obs, action):
        if (state.phase != Phase.BETTING or state.bet_team is not None or state.passed
                or seat != state.bettors[0]):
            return
        second = _second_voice(state)
        if second is None:
            return
        first_team = seat & 1
        won, bonus = _winner(state)
        rows.append((LANCES.index(state.lance), chance_before(obs, CHAMPION),
                     chance_before(observe(state, second), CHAMPION), int(won == first_team),
                     bonus[first_team], bonus[1 - first_team]))

    result = play_game(players, seed * 1_000_003 + number, Rules(), check=check, timed=False)
    return rows + [(-1, float(result.hands), 0.0, 0, 0, 0)]   # a last row counts the hands


def collect(seed: int, hands: int, jobs: int) -> np.ndarray:
    rows: list[tuple] = []
    played = 0
    number = 0
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    try:
        while played < hands:
            batch = [(seed, number + i) for i in range(max(jobs * 8, 16))]
            number += len(batch)
            results = pool.map(collect_game, batch) if pool else [collect_game(job) for job in batch]
            for game in results:
                played += int(game[-1][1])
                rows.extend(game[:-1])
            print(f"  {played} hands, {len(rows)} lances bet", flush=True)
    finally:
        if pool:
            pool.close()
    return np.array(rows, dtype=np.float64)


# --- 2. the solve -----------------------------------------------------------------

def race(need_x, need_y):
    """The first voice's team's chance of the game from the points each team
    needs (`score.points_chance` with no edge), elementwise; a team needing
    nothing has won."""
    out = np.empty(np.broadcast(need_x, need_y).shape)
    nx, ny = np.broadcast_arrays(need_x, need_y)
    flat = out.reshape(-1)
    for i, (x, y) in enumerate(zip(nx.reshape(-1), ny.reshape(-1))):
        flat[i] = _race_one(float(x), float(y))
    return out


_RACE: dict = {}


def _race_one(x: float, y: float) -> float:
    key = (round(x, 3), round(y, 3))
    value = _RACE.get(key)
    if value is None:
        if x <= 0 and y <= 0:
            value = 0.5
        elif x <= 0:
            value = 1.0
        elif y <= 0:
            value = 0.0
        else:
            value = points_chance(TARGET - x, TARGET - y, TARGET)
        _RACE[key] = value
    return value


class Chances:
    """One lance's hands cut into buckets: the joint chance of the two
    voices' buckets, how often the first voice's team wins in each cell, and
    the mean bonus each team held when it won."""

    def __init__(self, rows: np.ndarray, buckets: int):
        both = np.concatenate([rows[:, 1], rows[:, 2]])
        qs = np.quantile(both, np.linspace(0, 1, buckets + 1)[1:-1])
        self.edges = tuple(float(q) for q in qs)
        bx = np.searchsorted(qs, rows[:, 1], side="right")
        by = np.searchsorted(qs, rows[:, 2], side="right")
        k = buckets
        count = np.zeros((k, k))
        wins = np.zeros((k, k))
        bonus_x = np.zeros((k, k))
        bonus_y = np.zeros((k, k))
        np.add.at(count, (bx, by), 1)
        np.add.at(wins, (bx, by), rows[:, 3])
        np.add.at(bonus_x, (bx, by), rows[:, 3] * rows[:, 4])
        np.add.at(bonus_y, (bx, by), (1 - rows[:, 3]) * rows[:, 5])
        # Cells with few hands lean on a smooth guess: the first voice's
        # chance against the second's, each bucket at its mean chance.
        mean_x = np.array([rows[bx == i, 1].mean() if (bx == i).any() else 0.5 for i in range(k)])
        mean_y = np.array([rows[by == i, 2].mean() if (by == i).any() else 0.5 for i in range(k)])
        guess = np.clip(0.5 + (mean_x[:, None] - mean_y[None, :]) / 2, 0.02, 0.98)
        prior = 5.0
        self.joint = count / count.sum()
        self.win = (wins + prior * guess) / (count + prior)
        mean_bx = bonus_x.sum() / max(wins.sum(), 1)
        mean_by = bonus_y.sum() / max((count - wins).sum(), 1)
        self.bonus_x = (bonus_x + prior * mean_bx) / (wins + prior)
        self.bonus_y = (bonus_y + prior * mean_by) / (count - wins + prior)
        self.hands = int(count.sum())


def end_values(end: G.End, lance: Lance, chances: Chances, need_x: np.ndarray, need_y: np.ndarray) -> np.ndarray:
    """The first voice's team's chance of the game after `end`, per zone
    and cell: (zones, buckets, buckets)."""
    w = chances.win[None]
    nx = need_x[:, None, None]
    ny = need_y[:, None, None]
    if end.kind == Kind.KANTA:
        return np.broadcast_to(w, (len(need_x),) + w.shape[1:]).copy()
    point = G.LANCE_POINT[lance]
    bx = chances.bonus_x[None] + point
    by = chances.bonus_y[None] + point
    gain = {Kind.PASO: G.PASO_POINT[lance], Kind.IDUKI: end.paid, Kind.TIRA: 0}[end.kind]
    if end.kind == Kind.TIRA:   # paid at once: it may end the game before the summary
        paid_x = end.paid if end.to == G.FIRST else 0
        paid_y = end.paid if end.to == G.SECOND else 0
        nx, ny = nx - paid_x, ny - paid_y
        over = (nx <= 0) | (ny <= 0)
        won = race(nx, ny)
    else:
        over = np.zeros_like(nx, dtype=bool)
        won = 0.0
    x_wins = race(nx - gain - bx, ny)
    y_wins = race(nx, ny - gain - by)
    value = w * x_wins + (1 - w) * y_wins
    return np.where(over, won, value)


class Solver:
    """CFR+ on the lance game for every zone at once (arrays by zone and
    bucket)."""

    def __init__(self, lance: Lance, chances: Chances, need_x: np.ndarray, need_y: np.ndarray):
        self.joint = chances.joint
        zones, k = len(need_x), chances.joint.shape[0]
        self.for_x, self.for_y = {}, {}
        for node in G.TREE:
            for child in node.children:
                if isinstance(child, G.End) and child not in self.for_x:
                    u = end_values(child, lance, chances, need_x, need_y)
                    self.for_x[child] = self.joint[None] * u
                    self.for_y[child] = self.joint[None] * (1 - u)
        self.regret = [np.zeros((zones, k, len(node.calls))) for node in G.TREE]
        self.average = [np.zeros((zones, k, len(node.calls))) for node in G.TREE]
        self.zones, self.k = zones, k

    @staticmethod
    def _matched(regret: np.ndarray) -> np.ndarray:
        positive = np.maximum(regret, 0.0)
        total = positive.sum(axis=2, keepdims=True)
        uniform = np.full_like(positive, 1.0 / positive.shape[2])
        return np.where(total > 0, positive / np.where(total > 0, total, 1.0), uniform)

    def _walk(self, index, reach_x, reach_y, learner: int, weight: float, strategy_of):
        node = G.TREE[index]
        sigma = strategy_of(index)
        value_x = np.zeros((self.zones, self.k))
        value_y = np.zeros((self.zones, self.k))
        action_values = []
        for a, child in enumerate(node.children):
            rx = reach_x * sigma[:, :, a] if node.player == G.FIRST else reach_x
            ry = reach_y * sigma[:, :, a] if node.player == G.SECOND else reach_y
            if isinstance(child, G.End):
                vx = np.einsum("zij,zj->zi", self.for_x[child], ry)
                vy = np.einsum("zij,zi->zj", self.for_y[child], rx)
            else:
                vx, vy = self._walk(child, rx, ry, learner, weight, strategy_of)
            # A player's counterfactual values leave out its own reach: at its
            # own turn they are weighed by its strategy here; the other's
            # values already carry it.
            if node.player == G.FIRST:
                action_values.append(vx)
                value_x += sigma[:, :, a] * vx
                value_y += vy
            else:
                action_values.append(vy)
                value_x += vx
                value_y += sigma[:, :, a] * vy
        if learner is not None and node.player == learner:
            stacked = np.stack(action_values, axis=2)   # the counterfactual value of each call
            node_value = value_x if learner == G.FIRST else value_y
            self.regret[index] = np.maximum(self.regret[index] + stacked - node_value[:, :, None], 0.0)
            own_reach = reach_x if learner == G.FIRST else reach_y
            self.average[index] += weight * own_reach[:, :, None] * sigma
        return value_x, value_y

    def iterate(self, t: int) -> None:
        ones = np.ones((self.zones, self.k))
        for learner in (G.FIRST, G.SECOND):
            self._walk(G.ROOT, ones, ones, learner, float(t), lambda i: self._matched(self.regret[i]))

    def averaged(self, index: int) -> np.ndarray:
        total = self.average[index].sum(axis=2, keepdims=True)
        uniform = np.full_like(self.average[index], 1.0 / self.average[index].shape[2])
        return np.where(total > 0, self.average[index] / np.where(total > 0, total, 1.0), uniform)

    def best_response(self, responder: int) -> np.ndarray:
        """The responder's chance of the game (per zone) when it best
        answers the average strategy."""
        def walk(index, reach_other):
            node = G.TREE[index]
            values = []
            for a, child in enumerate(node.children):
                if node.player == responder:
                    r = reach_other
                else:
                    r = reach_other * self.averaged(index)[:, :, a]
                if isinstance(child, G.End):
                    if responder == G.FIRST:
                        v = np.einsum("zij,zj->zi", self.for_x[child], r)
                    else:
                        v = np.einsum("zij,zi->zj", self.for_y[child], r)
                else:
                    v = walk(child, r)
                values.append(v)
            if node.player == responder:
                return np.max(np.stack(values, axis=2), axis=2)
            return sum(values)
        return walk(G.ROOT, np.ones((self.zones, self.k))).sum(axis=1)

    def exploitability(self) -> float:
        """How much a best response gains over the game's value, averaged
        over the two seats and the zones (a chance of the game)."""
        return float(((self.best_response(G.FIRST) + self.best_response(G.SECOND)) / 2 - 0.5).mean())


def solve(samples: np.ndarray, buckets: int, iterations: int):
    grid = np.array(NEEDS, dtype=float)
    need_x = np.repeat(grid, len(grid))
    need_y = np.tile(grid, len(grid))
    edges, blocks, report = [], [], []
    for index, lance in enumerate(LANCES):
        rows = samples[samples[:, 0] == index]
        chances = Chances(rows, buckets)
        solver = Solver(lance, chances, need_x, need_y)
        start = time.perf_counter()
        for t in range(1, iterations + 1):
            solver.iterate(t)
        exploit = solver.exploitability()
        report.append(f"{lance}: {chances.hands} lances bet, {iterations} iterations in "
                      f"{time.perf_counter() - start:.0f} s; exploitability {exploit:.4f} of a game")
        edges.append(chances.edges)
        # bytes by zone, then node, then bucket, then call
        zone_parts = []
        for zone in range(len(need_x)):
            for node in G.TREE:
                probs = solver.averaged(node.index)[zone]        # (buckets, calls)
                zone_parts.append(_bytes(probs))
        blocks.append(b"".join(zone_parts))
    return edges, b"".join(blocks), report


def _bytes(probs: np.ndarray) -> bytes:
    """Each row's chances as bytes (0-255) that keep the row's proportions."""
    scaled = np.floor(probs * 255 + 0.5).astype(int)
    for row, source in zip(scaled, probs):
        if row.sum() == 0:
            row[int(np.argmax(source))] = 1
    return bytes(scaled.clip(0, 255).astype(np.uint8).reshape(-1))


# --- 3. Mus or Mintza, by rollouts -------------------------------------------------

def mus_features(obs) -> tuple[float, ...]:
    """What the champion's Mus / Mintza reads (champion.mus_features)."""
    from game.ai.champion import mus_features as features
    return features(obs)


def _hand_return(state, players, team: int) -> float:
    """Play `state` to the end of its hand with `players`; the points `team`
    made less the other's (a game won on the spot: the points its winner
    still needed)."""
    start = state.scores
    hand = state.hand_number
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) and state.hand_number == hand:
        seat = state.to_act
        state = step(state, players[seat](observe(state, seat)))
    if state.game_winner is not None and state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) \
            and max(state.scores) < state.rules.target:
        worth = state.rules.target - start[state.game_winner]
        return worth if state.game_winner == team else -worth
    return (state.scores[team] - start[team]) - (state.scores[1 - team] - start[1 - team])


def mus_game(job) -> list[tuple]:
    """One game of the field; at each Mus turn, the hand played out twice
    from it (Mintza, Mus) by the same players with the same streams: a row
    of the turn's features, the player (its index in POPULATION) and whether
    it said Mintza, and what Mintza brought over Mus."""
    seed, number = job
    rng = random.Random(seed * 1_000_003 + number)
    a, b = rng.choice(POPULATION), rng.choice(POPULATION)
    specs = [a, b, a, b] if number % 2 == 0 else [b, a, b, a]

    def fresh(salt: int):
        return [OwnStream(spec, seed * 7919 + number * 4 + s + salt) for s, spec in enumerate(specs)]

    players = fresh(0)
    rows = []
    state = new_game(Rules(), seed * 1_000_003 + number)
    turn = 0
    while state.phase != Phase.MATCH_OVER:
        seat = state.to_act
        obs = observe(state, seat)
        if state.phase == Phase.MUS and len(obs.legal) > 1:
            turn += 1
            salt = 1000 * turn
            mintza = _hand_return(step(state, MINTZA), fresh(salt), seat & 1)
            mus = _hand_return(step(state, MUS), fresh(salt), seat & 1)
            said = players[seat](obs)
            rows.append(mus_features(obs) + (float(POPULATION.index(specs[seat])), float(said == MINTZA),
                                             mintza - mus))
            state = step(state, said)
            continue
        state = step(state, players[seat](obs))
    return rows


def collect_mus(seed: int, turns: int, jobs: int) -> np.ndarray:
    rows: list[tuple] = []
    number = 0
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    try:
        while len(rows) < turns:
            batch = [(seed, number + i) for i in range(max(jobs * 8, 16))]
            number += len(batch)
            results = pool.map(mus_game, batch) if pool else [mus_game(job) for job in batch]
            for game in results:
                rows.extend(game)
            print(f"  {len(rows)} Mus turns", flush=True)
    finally:
        if pool:
            pool.close()
    return np.array(rows, dtype=np.float64)


def fit_mus(rows: np.ndarray, ridge: float = 1.0) -> tuple[float, ...]:
    """Least squares (a little ridge) of what Mintza brings over Mus on the
    features: the champion says Mintza where the fit is above 0."""
    x, y = rows[:, :-3], rows[:, -1]   # the features; (who played, what it said) are for the report
    penalty = ridge * np.eye(x.shape[1])
    penalty[0, 0] = 0.0
    beta = np.linalg.solve(x.T @ x + penalty, x.T @ y)
    return tuple(float(b) for b in beta)


def write(edges, blob: bytes, buckets: int, args, seconds: float, mus: tuple) -> int:
    packed = base64.b85encode(zlib.compress(blob, 9)).decode("ascii")
    lines = [f'"""The Txapeldun\'s betting strategies, solved by tools/train_txapeldun.py',
             "(do not edit by hand):",
             "",
             f"    python tools/train_txapeldun.py --hands {args.hands} --seed {args.seed} --buckets {buckets} "
             f"--iterations {args.iterations}" + (f" --mus-turns {args.mus_turns}" if args.mus_turns else ""),
             "",
             f"{seconds:.0f} s on the machine that made it. game/ai/champion.py reads it.",
             '"""',
             f"LANCES = {tuple(str(lance) for lance in LANCES)!r}",
             f"NEEDS = {NEEDS!r}",
             f"BUCKETS = {buckets}",
             f"TREE_CALLS = {tuple(len(node.calls) for node in G.TREE)!r}",
             *([f"MUS_FIT = {tuple(round(b, 5) for b in mus)!r}   # champion.mus_features' weights: Mintza above 0"]
               if mus else []),
             "EDGES = (",
             *[f"    {tuple(round(e, 4) for e in lance_edges)!r}," for lance_edges in edges],
             ")",
             "BLOB = (",
             *[f"    {packed[i:i + 96]!r}" for i in range(0, len(packed), 96)],
             ")",
             ""]
    text = "\n".join(lines)
    args.out.write_text(text, encoding="utf-8")
    return len(text.encode("utf-8"))


def kept_or_made(path: pathlib.Path, step: str, rows: str, making: str, make):
    """The rows kept at `path` by an earlier run with the same seed and size,
    else `make()`'s, kept there for the next run; says which on `step`'s line."""
    if path.exists():
        found = np.load(path)
        print(f"{step}: read {path} ({len(found)} {rows})")
        return found
    print(f"{step}: {making}")
    made = make()
    np.save(path, made)
    return made


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=60000, help="hands of the field to read")
    parser.add_argument("--seed", type=int, default=39)
    parser.add_argument("--mus-turns", type=int, default=0,
                        help="Mus turns played out both ways for the champion's Mus / Mintza (0: none, Normal's)")
    parser.add_argument("--buckets", type=int, default=12)
    parser.add_argument("--iterations", type=int, default=1500)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=pathlib.Path, default=OUT, help="the tables' file (default: the game's)")
    parser.add_argument("--work", type=pathlib.Path, default=pathlib.Path("/tmp/solo-mus-train"),
                        help="where the hands read are kept between runs")
    args = parser.parse_args(argv)
    if args.hands < 100 or args.buckets < 2 or args.iterations < 1 or args.jobs < 1:
        parser.error("--hands at least 100, --buckets at least 2, --iterations and --jobs at least 1")
    start = time.perf_counter()
    args.work.mkdir(parents=True, exist_ok=True)
    samples = kept_or_made(args.work / f"lances-seed{args.seed}-hands{args.hands}.npy",
                           "1. hands from the field", "lances bet",
                           f"{args.hands} hands, seed {args.seed}",
                           lambda: collect(args.seed, args.hands, args.jobs))
    print(f"   {time.perf_counter() - start:.0f} s")
    solving = time.perf_counter()
    print(f"2. CFR+, {args.buckets} buckets, {len(NEEDS) ** 2} zones, {args.iterations} iterations")
    edges, blob, report = solve(samples, args.buckets, args.iterations)
    for line in report:
        print("   " + line)
    musing = time.perf_counter()
    mus: tuple = ()
    if args.mus_turns:
        mus_rows = kept_or_made(args.work / f"mus-seed{args.seed}-turns{args.mus_turns}.npy",
                                "3. Mus or Mintza", "turns",
                                f"{args.mus_turns} Mus turns played out both ways, seed {args.seed + 1}",
                                lambda: collect_mus(args.seed + 1, args.mus_turns, args.jobs))
        mus = fit_mus(mus_rows)
        print(f"   {time.perf_counter() - musing:.0f} s; Mintza over Mus, points: mean {mus_rows[:, -1].mean():+.3f}, "
              f"fit {', '.join(f'{b:+.3f}' for b in mus)}")
    total = time.perf_counter() - start
    size = write(edges, blob, args.buckets, args, total, mus)
    print(f"   {time.perf_counter() - solving:.0f} s; wrote {args.out}: {size / 1e6:.2f} MB "
          f"({len(blob)} strategy bytes); {total:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
