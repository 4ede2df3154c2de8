"""Hand-review figures: the time to build one hand's review (replaying the
kept game and working every call's decision out again with `decide`), over
every hand of seeded games played as the table plays them, the worst hand
included (it is paid once, when the review opens); and the time to draw one
frame of the review screen (dummy video driver)."""
from __future__ import annotations

import os
import random
import statistics
import time

from game import model
from game.ai import decide
from game.app.saved_game import DEFAULT_LINEUPS, kept_from
from game.review.story import review_hand
from game.table.seats import decision_stream

GAMES = 6
SEED = 7100


def _game(seed: int):
    personalities = DEFAULT_LINEUPS[0].personalities()
    state = model.new_game(model.Rules(), seed)
    while state.phase != model.Phase.MATCH_OVER:
        if state.phase == model.Phase.HAND_OVER:
            action = model.parse_action("new-hand")
        else:
            seat = state.to_act
            action = decide(model.observe(state, seat), personalities[seat],
                            decision_stream(seed, seat, state)).action
        state = model.step(state, action)
    return kept_from(state, seed)


def _build_times() -> list[float]:
    times = []
    for game in range(GAMES):
        kept = _game(SEED + game)
        for number in range(1, kept.final.hand_number + 1):
            start = time.perf_counter()
            review_hand(kept, number)
            times.append(time.perf_counter() - start)
    return times


def _frame_times() -> list[float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app.main import App, Options
    from game.scenes.review import ReviewScene
    app = App(Options(windowed=True, sound=False))
    kept = _game(SEED)
    scene = ReviewScene(app, review_hand(kept, 2))
    app.push(scene)
    rng = random.Random(1)
    times = []
    for i in range(200):
        scene.go(rng.randrange(len(scene.review.steps)))
        start = time.perf_counter()
        app.draw(0.0)
        times.append(time.perf_counter() - start)
    return times[20:]  # after the texts are made once


def run() -> list[tuple[str, float, str]]:
    build = sorted(t * 1000 for t in _build_times())
    frames = sorted(t * 1000 for t in _frame_times())
    return [
        ("review build median (one hand)", statistics.median(build), "ms"),
        ("review build worst hand", build[-1], "ms"),
        ("review hands timed", float(len(build)), "hands"),
        ("review frame median", statistics.median(frames), "ms"),
        ("review frame p99", frames[min(len(frames) - 1, int(0.99 * len(frames)))], "ms"),
    ]
