"""Frame figures of the table (rerun: python tools/bench.py frame).

`run()` returns (name, value, unit) rows:
- a reference frame: the felt, 16 card blits and 20 cached texts at
  1920x1080, then the flip, timed in the same run as the table;
- the table's frame (App.tick: input + fixed updates + draw + flip) during
  dealt hands with every seat played by the computer, so that cards, chips,
  bubbles and banners never stop moving, 900 frames of each of three seeds'
  games: median and 99th percentile, and the median as a multiple of the
  reference (flip included in both); then the p99 of the flip alone and of
  the frame without its flip, which part of the worst frames is SDL's copy
  of the whole frame and which is the table's own work;
- CPU used while the game waits for the player, on the real loop, at many
  waiting moments: every kind of decision (Mus, discard, Ba/Ez, opening a
  bet, answering one, the partner's advice flashing) over several seeds; the
  worst and the median moment, in percent of one core: first from the turn's
  beginning (the bet's chips and the last bubble still settling), then over
  as long again once all is still;
- start to first frame: a fresh process from launch to its first flip.
Goals: table median at most 1.3x the reference and p99 at most 6 ms; idle CPU
worst at most 10 %, median at most 5 %; first frame at most 0.8 s. Runs
headless (SDL dummy drivers) and with a temporary user folder.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
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
TABLE_SEEDS = (7, 11, 5)  # the table's frames: 900 of each seed's game
IDLE_SEEDS = tuple(range(5, 17))
IDLE_SECONDS = 3.0   # on the real loop, per waiting moment (a player thinks a few seconds)
IDLE_MOMENTS = 20    # at least this many, every kind of decision among them
WARM_SECONDS = 0.8   # of each game's first deal on the real loop before any moment is measured


def _percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def _reference_frames(app, n=FRAMES):
    import pygame
    from game import model
    from game.scenes.base import felt
    from game.table.layout import BIG, SMALL
    res = app.res
    back = felt(res)
    cards = [res.card_face(c, BIG if i < 4 else SMALL) for i, c in enumerate(model.FULL_DECK[:16])]
    texts = [res.text(f"text {i}", 28) for i in range(20)]
    screen = app.screen
    times = []
    for _ in range(n):
        t = time.perf_counter()
        screen.blit(back, (0, 0))
        for i, card in enumerate(cards):
            screen.blit(card, (100 + i * 100, 400 + (i % 4) * 40))
        for i, text in enumerate(texts):
            screen.blit(text, (40 + (i % 5) * 360, 60 + (i // 5) * 200))
        pygame.display.flip()
        times.append(time.perf_counter() - t)
    return times


def _table_frames(make_app, seeds=TABLE_SEEDS, n=FRAMES):
    """The table's frames over `n` ticks of each seed's game, and the time
    each frame spent in its flip (SDL's copy of the whole frame)."""
    import pygame
    from game.scenes.table import TableScene
    flip = pygame.display.flip
    spent = [0.0]

    def timed_flip():
        t = time.perf_counter()
        flip()
        spent[0] += time.perf_counter() - t

    times, flips = [], []
    pygame.display.flip = timed_flip
    try:
        for seed in seeds:
            app = make_app(seed)
            app.options.autoplay = True  # every seat plays: animations never stop
            app.reset(TableScene(app))
            for _ in range(n):
                spent[0] = 0.0
                t = time.perf_counter()
                app.tick(1 / 60)
                times.append(time.perf_counter() - t)
                flips.append(spent[0])
            while app.scenes:  # the table closes: its computer players' worker stops
                app.scenes.pop().on_exit()
    finally:
        pygame.display.flip = flip
    return times, flips


def _kind_of_wait(table) -> str:
    st = table.state
    if st.phase == "betting":
        if table.flashing_buttons():
            return "advice"
        return "open" if st.bet_team is None else "answer"
    return {"mus": "mus", "discard": "discard", "calls": "ba-ez"}.get(str(st.phase), str(st.phase))


KINDS = {"mus", "discard", "ba-ez", "open", "answer", "advice"}
PER_SEED = 4  # moments measured in one game, each of a kind not yet met in it


def _cpu_percent(app) -> float:
    """Percent of a core the real loop uses over the next IDLE_SECONDS."""
    wall0, cpu0 = time.perf_counter(), time.process_time()
    app.loop(until=lambda: time.perf_counter() - wall0 >= IDLE_SECONDS)
    return 100.0 * (time.process_time() - cpu0) / (time.perf_counter() - wall0)


def _idle_moments(app_factory):
    """CPU at waiting moments: (kind, percent, percent still) for each one
    measured: from the player's turn beginning (the last chips and bubbles
    still settling) for IDLE_SECONDS on the real loop, then for as long again
    once all is still; several seeds, every kind of decision."""
    from game.shell.driver import Driver
    from game.scenes.table import TableScene
    found = []
    for seed in IDLE_SEEDS:
        if len(found) >= IDLE_MOMENTS and {k for k, _, _ in found} >= KINDS:
            break
        app = app_factory(seed)
        table = TableScene(app)
        app.reset(table)
        # The first deal on the real loop, as a player sees it: the loop finds
        # out there whether vsync paces it before any waiting moment.
        start = time.perf_counter()
        app.loop(until=lambda: time.perf_counter() - start >= WARM_SECONDS)
        driver = Driver(app, seed=seed, mode="mouse")
        here = set()
        for _ in range(40000):
            if app.top is not table or table.state.phase == "match-over" or len(here) >= PER_SEED:
                break
            if table.awaiting and not table.director.busy:
                if not all(f.done() for f in table.computer_work()):  # the partner's view is being worked out
                    driver.tick()
                    continue
                kind = _kind_of_wait(table)
                seen = {k for k, _, _ in found}
                rare_left = KINDS - seen
                if kind not in here and (kind in rare_left or not rare_left or len(here) < PER_SEED - 1):
                    found.append((kind, _cpu_percent(app), _cpu_percent(app)))
                    here.add(kind)
                driver.play_turn(table)
            driver.tick()
    return found


_FIRST_FRAME = (
    "import os, sys, warnings; warnings.filterwarnings('ignore');"
    "sys.path.insert(0, sys.argv[1]);"
    "from game.shell.main import App, Options;"
    "app = App(Options(windowed=True, seed=1)); app.start(); app.tick(0.0);"
    "print('FRAME', flush=True)"
)


def _first_frame():
    times = []
    for _ in range(5):
        t = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", _FIRST_FRAME, str(ROOT)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        for line in proc.stdout:
            if line.startswith("FRAME"):
                break
        times.append(time.perf_counter() - t)
        proc.wait()
    return statistics.median(times)


def run() -> list[tuple[str, float, str]]:
    with tempfile.TemporaryDirectory(prefix="solo-mus-bench-") as home:
        os.environ["XDG_CONFIG_HOME"] = home  # never the player's files
        from game.shell.main import App, Options
        settings = Path(home) / "settings.json"

        def make_app(seed):
            return App(Options(windowed=True, seed=seed, speed=1.0, sound=False, settings_path=settings))

        ref = _reference_frames(make_app(7))
        table, flips = _table_frames(make_app)
        moments = _idle_moments(make_app)
        first = _first_frame()
    ref_med = statistics.median(ref) * 1000
    med = statistics.median(table) * 1000
    idle = [percent for _kind, percent, _still in moments]
    still = [percent for _kind, _percent, percent in moments]
    worst_kind, worst, _ = max(moments, key=lambda m: m[1])
    kinds = sorted({kind for kind, _, _ in moments})
    return [
        ("frame: reference (felt + 16 cards + 20 texts + flip) median", round(ref_med, 3), "ms"),
        ("frame: table during dealt hands, median", round(med, 3), "ms"),
        ("frame: table during dealt hands, p99", round(_percentile(table, 0.99) * 1000, 3), "ms"),
        ("frame: table median / reference", round(med / ref_med, 2), "x"),
        ("frame: table during dealt hands, p99 of the flip alone", round(_percentile(flips, 0.99) * 1000, 3),
         "ms"),
        ("frame: table during dealt hands, p99 without the flip",
         round(_percentile([t - f for t, f in zip(table, flips)], 0.99) * 1000, 3), "ms"),
        (f"frame: CPU waiting for the player, worst of {len(idle)} moments ({worst_kind})", round(worst, 1),
         "% of a core"),
        (f"frame: CPU waiting for the player, median ({', '.join(kinds)})", round(statistics.median(idle), 1),
         "% of a core"),
        (f"frame: CPU waiting, the next {IDLE_SECONDS:g} s (all still), worst", round(max(still), 1), "% of a core"),
        (f"frame: CPU waiting, the next {IDLE_SECONDS:g} s (all still), median", round(statistics.median(still), 1),
         "% of a core"),
        ("frame: start to first frame (median of 5)", round(first, 3), "s"),
    ]


if __name__ == "__main__":
    for name, value, unit in run():
        print(f"{name}: {value} {unit}")
