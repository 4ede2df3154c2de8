"""Rules-engine figures: whole hands per second with uniformly random legal
play, and the cost of one `legal_actions` + `step` call."""
from __future__ import annotations

import random
import statistics
import time

from game import model

RUNS = 5
HANDS_PER_RUN = 3000


def _hands_per_second(seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    rules = model.Rules()
    state = model.new_game(rules, seed)
    hands = calls = 0
    start = time.perf_counter()
    while hands < HANDS_PER_RUN:
        if state.phase == "match-over":
            state = model.new_game(rules, rng.randrange(1 << 30))
        was_over = state.phase == "hand-over"
        state = model.step(state, rng.choice(model.legal_actions(state)))
        calls += 1
        if state.phase in ("hand-over", "match-over") and not was_over:
            hands += 1
    elapsed = time.perf_counter() - start
    return hands / elapsed, elapsed / calls * 1e6


def run() -> list[tuple[str, float, str]]:
    results = [_hands_per_second(seed) for seed in range(RUNS)]
    return [
        ("model hands per second (random play, median)", statistics.median(r[0] for r in results), "hands/s"),
        ("model legal_actions+step (median)", statistics.median(r[1] for r in results), "us/call"),
    ]
