"""Frame figures of the table (rerun: python tools/benches/frame.py).

`run()` returns (name, value, unit) rows for the lead's tools/bench.py:
- a reference frame: the felt, 16 card blits and 20 cached texts at 1920x1080,
  flipped, timed in the same run;
- the table scene's frame (App.tick: input + fixed updates + draw + flip)
  during a dealt hand with animations running: median and 99th percentile, and
  the median as a multiple of the reference;
- CPU used while the game waits for the player (the real loop, 3 s): percent
  of one core;
- start to first frame: a fresh process from launch to its first flip.
Targets: median <= 3 ms and <= 4x reference, p99 <= 8 ms, idle CPU <= 15 %,
first frame <= 0.8 s. Runs headless (SDL dummy drivers) unless told otherwise.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
import warnings
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
warnings.filterwarnings("ignore", message="no fast renderer")
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

FRAMES = 900


def _percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def _reference_frames(app, n=FRAMES):
    import pygame
    from game import model
    from game.scenes.table import _felt
    from game.ui.cards import BIG, SMALL
    res = app.res
    felt = res.made(("felt",), lambda: _felt(res))
    cards = [res.card_face(c, BIG if i < 4 else SMALL) for i, c in enumerate(model.FULL_DECK[:16])]
    texts = [res.text(f"text {i}", 28) for i in range(20)]
    screen = app.screen
    times = []
    for _ in range(n):
        t = time.perf_counter()
        screen.blit(felt, (0, 0))
        for i, card in enumerate(cards):
            screen.blit(card, (100 + i * 100, 400 + (i % 4) * 40))
        for i, text in enumerate(texts):
            screen.blit(text, (40 + (i % 5) * 360, 60 + (i // 5) * 200))
        times.append(time.perf_counter() - t)
    flips = []
    for _ in range(n // 3):
        t = time.perf_counter()
        pygame.display.flip()
        flips.append(time.perf_counter() - t)
    return times, flips


def _table_frames(app, n=FRAMES):
    from game.scenes.table import TableScene
    app.options.autoplay = True  # every seat plays: animations never stop
    app.reset(TableScene(app))
    times = []
    for _ in range(n):
        t = time.perf_counter()
        app.tick(1 / 60)
        times.append(time.perf_counter() - t)
    return times


def _idle_cpu(app, seconds=3.0):
    from game.scenes.table import TableScene
    app.options.autoplay = False
    table = TableScene(app)
    app.reset(table)
    for _ in range(20000):
        if table.awaiting:
            break
        app.tick(1 / 30)
    wall0, cpu0 = time.perf_counter(), time.process_time()
    app.loop(until=lambda: time.perf_counter() - wall0 >= seconds)
    return 100.0 * (time.process_time() - cpu0) / (time.perf_counter() - wall0)


_FIRST_FRAME = (
    "import os, sys, warnings; warnings.filterwarnings('ignore');"
    "sys.path.insert(0, sys.argv[1]);"
    "from game.app.main import App, Options;"
    "app = App(Options(windowed=True, seed=1)); app.start(); app.tick(0.0);"
    "print('FRAME', flush=True)"
)


def _first_frame():
    best = None
    for _ in range(3):
        t = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", _FIRST_FRAME, str(ROOT)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        for line in proc.stdout:
            if line.startswith("FRAME"):
                break
        elapsed = time.perf_counter() - t
        proc.wait()
        best = elapsed if best is None else min(best, elapsed)
    return best


def run() -> list[tuple[str, float, str]]:
    from game.app.main import App, Options
    app = App(Options(windowed=True, seed=7, speed=1.0, sound=False))
    ref, flips = _reference_frames(app)
    table = _table_frames(app)
    idle = _idle_cpu(app)
    first = _first_frame()
    ref_med = statistics.median(ref) * 1000
    med = statistics.median(table) * 1000
    return [
        ("frame: reference (felt + 16 cards + 20 texts) median", round(ref_med, 3), "ms"),
        ("frame: a bare flip (SDL present of the 1920x1080 screen)", round(statistics.median(flips) * 1000, 3), "ms"),
        ("frame: table during a dealt hand, median", round(med, 3), "ms"),
        ("frame: table during a dealt hand, p99", round(_percentile(table, 0.99) * 1000, 3), "ms"),
        ("frame: table median / reference", round(med / ref_med, 2), "x"),
        ("frame: CPU while waiting for the player", round(idle, 1), "% of a core"),
        ("frame: start to first frame", round(first, 3), "s"),
    ]


if __name__ == "__main__":
    for name, value, unit in run():
        print(f"{name}: {value} {unit}")
