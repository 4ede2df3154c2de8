"""Rules-engine figures: whole hands per second with uniformly random legal
play, and the cost of one `legal_actions` + `step` call.

`run()` is the section of tools/bench.py (this tree's model, five runs of 3000
hands, medians). Run as a script, it compares models on this busy machine:

    python tools/benches/model.py --against /path/to/other/tree [--against ...] [--runs 10]

plays the same seeded runs with this tree's model and each other tree's,
alternating them run by run (the order turns every run, so that all meet the
same load), and prints each model's median hands per second in CPU time
(`time.process_time`: the machine's other work counts less) and in wall time,
and the ratios to this tree's. Each tree's `game/model` is loaded as a package
of its own in this one process (the model imports only itself, relatively);
`--processes` runs every run in a fresh process instead.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import pathlib
import random
import statistics
import subprocess
import sys
import time

RUNS = 5
HANDS_PER_RUN = 3000


def _hands_per_second(model, seed: int) -> tuple[float, float, float]:
    """(hands/s by wall time, hands/s by CPU time, us per call by wall time)."""
    rng = random.Random(seed)
    rules = model.Rules()
    state = model.new_game(rules, seed)
    hands = calls = 0
    start, cpu = time.perf_counter(), time.process_time()
    while hands < HANDS_PER_RUN:
        if state.phase == "match-over":
            state = model.new_game(rules, rng.randrange(1 << 30))
        was_over = state.phase == "hand-over"
        state = model.step(state, rng.choice(model.legal_actions(state)))
        calls += 1
        if state.phase in ("hand-over", "match-over") and not was_over:
            hands += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return hands / elapsed, hands / cpu, elapsed / calls * 1e6


def run() -> list[tuple[str, float, str]]:
    from game import model

    results = [_hands_per_second(model, seed) for seed in range(RUNS)]
    return [
        ("model hands per second (random play, median)", statistics.median(r[0] for r in results), "hands/s"),
        ("model legal_actions+step (median)", statistics.median(r[2] for r in results), "us/call"),
    ]


def _load_model(tree: pathlib.Path, name: str):
    """`tree`'s game/model as the package `name`."""
    spec = importlib.util.spec_from_file_location(
        name, tree / "game" / "model" / "__init__.py", submodule_search_locations=[str(tree / "game" / "model")])
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _run_in_process(tree: pathlib.Path, seed: int) -> tuple[float, float]:
    """One run in a fresh process whose `game` is `tree`'s: (wall, CPU) hands/s."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, __file__, "--one", str(seed)], env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1])


def compare(trees: list[pathlib.Path], runs: int, processes: bool) -> None:
    """Alternate the trees run by run, each run the same seed for every tree,
    and print the medians."""
    models = {} if processes else {t: _load_model(t, f"_bench_model_{i}") for i, t in enumerate(trees)}
    wall: dict[pathlib.Path, list[float]] = {t: [] for t in trees}
    cpu: dict[pathlib.Path, list[float]] = {t: [] for t in trees}
    for i in range(runs):
        for tree in (trees if i % 2 == 0 else trees[::-1]):
            if processes:
                w, c = _run_in_process(tree, i)
            else:
                w, c, _ = _hands_per_second(models[tree], i)
            wall[tree].append(w)
            cpu[tree].append(c)
            print(f"run {i} {tree}: {w:.0f} hands/s wall, {c:.0f} hands/s CPU", flush=True)
    here = trees[0]
    for tree in trees:
        line = (f"{tree}: median {statistics.median(cpu[tree]):.0f} hands/s CPU, "
                f"{statistics.median(wall[tree]):.0f} hands/s wall")
        if tree != here:
            line += (f"; {here.name} / this: CPU {statistics.median(cpu[here]) / statistics.median(cpu[tree]):.3f}, "
                     f"wall {statistics.median(wall[here]) / statistics.median(wall[tree]):.3f}")
        print(line)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=pathlib.Path, action="append", default=[],
                        help="another tree's root to compare with (repeatable)")
    parser.add_argument("--runs", type=int, default=RUNS, help="runs per tree (default %(default)s)")
    parser.add_argument("--processes", action="store_true", help="each run in a fresh process")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # one run, in a child process
    args = parser.parse_args(argv)
    if args.one is not None:
        from game import model

        wall, cpu, _ = _hands_per_second(model, args.one)
        print(wall, cpu)
        return 0
    if not args.against:
        parser.error("give --against TREE (the root of another checkout) to compare with")
    for tree in args.against:
        if not (tree / "game" / "model" / "__init__.py").is_file():
            parser.error(f"{tree} holds no game/model")
    here = pathlib.Path(__file__).resolve().parents[2]
    compare([here, *(t.resolve() for t in args.against)], args.runs, args.processes)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
