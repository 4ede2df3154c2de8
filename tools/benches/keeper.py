"""The keeper's cost per call (rerun: python tools/bench.py keeper): the time
of one save of the game in progress (`GameKeeper.keep` and the wait for its
thread, game/match/keeper.py: written and synced to a real folder) at call
20 and at call 600 of one long match, each the median of the saves of the
calls around it (15-25 and 595-605), then the mean of all 605 (a save that
writes game.json whole again is among them), each on the wall clock (the
disk's syncs, which follow the machine's load more than the code) and in
CPU time (the keeper's own work, every thread's); and the worst save. The
match is played by a seeded stream that seldom bets, so that it lasts:
three games to win, decisions and señas kept as a table keeps them.

Run as a script, it compares trees on this busy machine:

    python tools/benches/keeper.py --against /path/to/other/tree [--runs 7]

each run in a fresh process whose `game` is one tree's (this file's code,
that tree's keeper), the trees alternating run by run (the order turns every
run, so that all meet the same load), and prints each tree's medians over
its runs.
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

QUICK = os.environ.get("SOLO_MUS_BENCH_QUICK") == "1"  # `bench.py --quick`: a short match (a check, no figure)
AROUND = {20: range(15, 26), 600: range(595, 606)}  # the calls whose saves make each figure
QUICK_AROUND = {20: range(15, 26), 40: range(35, 46)}
SEED = 5
RUNS = 5


def long_match(calls: int, seed: int = SEED) -> list:
    """A match after each of its first `calls` calls (a seña counts as one),
    with decisions and señas as a table keeps them, played by a seeded
    stream that seldom bets (so that a game lasts many hands)."""
    from game import model
    from game.match import Match
    from game.match.decisions import Decided
    from game.model.keinuak import may_sign, signing_open

    rng = random.Random(seed)
    rules = model.Rules(games_to_win=3)
    match = Match.begin(rules, seed, with_keinuak=True)
    out = []
    while len(out) < calls and not match.finished:
        state = match.state
        if signing_open(state) and rng.random() < 0.15:
            seat = rng.randrange(4)
            if may_sign(state, seat):
                keinua = rng.choice(sorted(model.keinuak_of(state.hands[seat], rules)))
                match = match.signed(seat, keinua, [(seat + 2) % 4])
                out.append(match)
                continue
        legal = model.legal_actions(state)
        calm = [a for a in legal if a.kind not in (model.Kind.HORDAGO, model.Kind.GEHIAGO, model.Kind.IMIDO)]
        action = rng.choice(calm or legal)
        match = match.then(action, Decided(action, round(rng.random(), 3)) if len(legal) > 1 else None)
        out.append(match)
    return out


def save_times(folder: pathlib.Path, matches) -> tuple[list[float], list[float]]:
    """Seconds each save took, the matches kept one by one as a table hands
    them over: on the wall clock (the disk's syncs included) and in the
    process's CPU time (every thread's: the keeper's own work)."""
    from game.match.keeper import GameKeeper

    keeper = GameKeeper(folder / "game.json")
    wall, cpu = [], []
    for match in matches:
        start, used = time.perf_counter(), time.process_time()
        keeper.keep(match)
        keeper.flush()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - used)
    return wall, cpu


def one_run(around: dict[int, range]) -> dict[str, float]:
    """One match's saves: the median save around each call, the mean and the worst (ms)."""
    last = max(r.stop for r in around.values()) - 1
    matches = long_match(last)
    if len(matches) < last:
        raise SystemExit(f"the match ended after {len(matches)} calls, before call {last}")
    with tempfile.TemporaryDirectory(prefix="solo-mus-keeper-", dir=os.environ.get("XDG_CONFIG_HOME")) as place:
        wall, cpu = save_times(pathlib.Path(place), matches)
    figures = {}
    for call, calls in around.items():
        figures[f"at {call}"] = statistics.median(wall[n - 1] for n in calls) * 1000
        figures[f"CPU at {call}"] = statistics.median(cpu[n - 1] for n in calls) * 1000
    figures["mean"] = statistics.fmean(wall) * 1000
    figures["CPU mean"] = statistics.fmean(cpu) * 1000
    figures["worst"] = max(wall) * 1000
    return figures


def run() -> list[tuple[str, float, str]]:
    around = QUICK_AROUND if QUICK else AROUND
    runs = [one_run(around) for _ in range(1 if QUICK else RUNS)]
    last = max(r.stop for r in around.values()) - 1
    rows = []
    for what, clock in (("", "wall"), ("CPU ", "CPU")):
        rows += [(f"keeper: one save at call {call} ({clock}, median)",
                  statistics.median(r[f"{what}at {call}"] for r in runs), "ms") for call in around]
        rows.append((f"keeper: one save, mean of calls 1-{last} ({clock})",
                     statistics.median(r[f"{what}mean"] for r in runs), "ms"))
    rows.append(("keeper: the worst save of the match", statistics.median(r["worst"] for r in runs), "ms"))
    return rows


def _run_in_process(tree: pathlib.Path) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, __file__, "--one"], env=env, check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def compare(trees: list[pathlib.Path], runs: int) -> None:
    """Alternate the trees run by run and print each one's medians."""
    seen: dict[pathlib.Path, list[dict[str, float]]] = {tree: [] for tree in trees}
    for i in range(runs):
        for tree in (trees if i % 2 == 0 else trees[::-1]):
            figures = _run_in_process(tree)
            seen[tree].append(figures)
            print(f"run {i} {tree}: " + ", ".join(f"{k} {v:.2f} ms" for k, v in figures.items()), flush=True)
    for tree in trees:
        names = seen[tree][0].keys()
        print(f"{tree}: median of {runs} runs: "
              + ", ".join(f"{k} {statistics.median(r[k] for r in seen[tree]):.2f} ms" for k in names))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=pathlib.Path, action="append", default=[],
                        help="another tree's root to compare with (repeatable)")
    parser.add_argument("--runs", type=int, default=RUNS, help="runs per tree (default %(default)s)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # one run, in a child process
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(one_run(AROUND)))
        return 0
    if not args.against:
        parser.error("give --against TREE (the root of another checkout) to compare with")
    if args.runs < 1:
        parser.error("--runs must be 1 or more")
    for tree in args.against:
        if not (tree / "game" / "match" / "keeper.py").is_file():
            parser.error(f"{tree} holds no game/match/keeper.py")
    here = pathlib.Path(__file__).resolve().parents[2]
    private = tempfile.mkdtemp(prefix="solo-mus-bench-")
    os.environ["XDG_CONFIG_HOME"] = private  # never the player's settings or kept game
    try:
        compare([here, *(t.resolve() for t in args.against)], args.runs)
    finally:
        shutil.rmtree(private, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
