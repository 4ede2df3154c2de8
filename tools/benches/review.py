"""Hand-review figures: the time to build one hand's review (replaying the
kept match and reading every call's decision as the table kept it), over
every hand of seeded games played as the table plays them, the worst hand
included (it is paid once, when the review opens); and the time to draw one
frame of the review screen (dummy video driver)."""
from __future__ import annotations

import os
import random
import statistics
import time

from game import model
from game.match import Match, seats_for
from game.match.loop import demo_match, play
from game.review.story import review_hand

GAMES = 6
SEED = 7100


def _game(seed: int) -> Match:
    """A demo's match (every seat a computer player), each move with its
    decision, played by the game's loop."""
    match = demo_match(model.Rules(), seed)
    return play(match, seats_for(match.seating))


def _build_times() -> list[float]:
    times = []
    for game in range(GAMES):
        match = _game(SEED + game)
        for number in range(1, match.state.hand_number + 1):
            start = time.perf_counter()
            review_hand(match, number)
            times.append(time.perf_counter() - start)
    return times


def _frame_times() -> list[float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.shell.main import App, Options
    from game.scenes.review import ReviewScene
    app = App(Options(windowed=True, sound=False))
    scene = ReviewScene(app, _game(SEED), 2)
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
