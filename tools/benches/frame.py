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
- the busiest moment: a Hordago (its bubble, the chips pushed in, the
  faces tensing, the table's jolt with the whole frame put off its place),
  staged at many moments of several seeds' games (the computer players
  seldom call one), each frame from the call until all is still again:
  median, p99 and the p99 as a multiple of the reference;
- start to first frame: a fresh process from launch to its first flip, on
  the title and on the table (a demo starts there, faces and all). With
  SOLO_MUS_BENCH_BASELINE set to another checkout (say, `git archive` of an
  older commit), the runs alternate between the two and both medians are
  given, with the difference, so that a loaded machine weighs on both alike.
Goals: table median at most 1.3x the reference and p99 at most 6 ms; the
Hordago's p99 at most 8 ms; idle CPU worst at most 10 %, median at most 5 %;
first frame at most 0.8 s (and at most 0.2 s later than before the faces).
Runs headless (SDL dummy drivers) and with a temporary user folder.
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
HORDAGO_SEEDS = (7, 11, 5, 13)
HORDAGOS_PER_SEED = 6  # staged Hordagos in each seed's game, a few seconds of play apart
IDLE_SECONDS = 3.0   # on the real loop, per waiting moment (a player thinks a few seconds)
IDLE_MOMENTS = 20    # at least this many, every kind of decision among them
WARM_SECONDS = 0.8   # of each game's first deal on the real loop before any moment is measured
QUICK = os.environ.get("SOLO_MUS_BENCH_QUICK") == "1"  # `bench.py --quick`: every part once, tiny (a check, no figure)
if QUICK:
    FRAMES, TABLE_SEEDS, IDLE_SEEDS, HORDAGO_SEEDS, HORDAGOS_PER_SEED = 30, (7,), (5,), (7,), 1
    IDLE_SECONDS, IDLE_MOMENTS, WARM_SECONDS = 0.2, 1, 0.1


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
PER_SEED = 1 if QUICK else 4  # moments measured in one game, each of a kind not yet met in it


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


_FIRST_FRAME = """
import sys, warnings
warnings.filterwarnings('ignore')
sys.path.insert(0, sys.argv[1])
try:
    from game.shell.main import App, Options
except ImportError:  # a checkout from before the layers (game/app)
    from game.app.main import App, Options
app = App(Options(windowed=True, seed=1, autoplay=sys.argv[2] == 'table'))
app.start()
app.tick(0.0)
print('FRAME', flush=True)
"""
RUNS = 1 if QUICK else 9  # first frames of each kind (and of the baseline's, alternating)


def _one_first_frame(root, where: str) -> float:
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", _FIRST_FRAME, str(root), where],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    framed = False
    for line in proc.stdout:
        if line.startswith("FRAME"):
            framed = True
            break
    seconds = time.perf_counter() - t
    proc.wait()
    if not framed:
        raise RuntimeError(f"{root}: no first frame of the {where} (exit {proc.returncode})")
    return seconds


def _first_frames(baseline=None) -> dict:
    """(where, root) -> median seconds to the first frame, `where` the title
    or the table; with a baseline the runs alternate between the two roots."""
    roots = [ROOT] + ([Path(baseline)] if baseline else [])
    times: dict = {}
    for _ in range(RUNS):
        for where in ("title", "table"):
            for root in roots:
                times.setdefault((where, root), []).append(_one_first_frame(root, where))
    return {key: statistics.median(values) for key, values in times.items()}


def _hordago_frames(make_app):
    """Frame times over staged Hordagos: at moments a few seconds of play
    apart, a seat calls Hordago on the lance in play (its bubble, its chips
    pushed in, the faces tensing, the jolt as they land), and every frame
    until all of it is still again is timed."""
    from game.model import Kind, Lance
    from game.model import actions as A
    from game.scenes.table import TableScene
    times = []
    for seed in HORDAGO_SEEDS:
        app = make_app(seed)
        app.options.autoplay = True
        table = TableScene(app)
        app.reset(table)
        for moment in range(HORDAGOS_PER_SEED):
            for _ in range(150 + 40 * moment):  # a few seconds of play between two
                app.tick(1 / 60)
            p = table.pieces
            seat = 1 + moment % 3
            p.signs.say(seat, A.plain(Kind.HORDAGO))
            p.hordago(table.state.lance or Lance.HAUNDIA, seat, app.audio.play)
            frames = 0
            while frames < 20 or p.chips.moving or p.shake.moving:
                t = time.perf_counter()
                app.tick(1 / 60)
                times.append(time.perf_counter() - t)
                frames += 1
        while app.scenes:
            app.scenes.pop().on_exit()
    return times


def run() -> list[tuple[str, float, str]]:
    with tempfile.TemporaryDirectory(prefix="solo-mus-bench-") as home:
        os.environ["XDG_CONFIG_HOME"] = home  # never the player's files
        from game.shell.main import App, Options
        settings = Path(home) / "settings.json"

        def make_app(seed):
            return App(Options(windowed=True, seed=seed, speed=1.0, sound=False, settings_path=settings))

        ref = _reference_frames(make_app(7))
        table, flips = _table_frames(make_app)
        hordago = _hordago_frames(make_app)
        moments = _idle_moments(make_app)
        baseline = os.environ.get("SOLO_MUS_BENCH_BASELINE")
        first = _first_frames(baseline)
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
        (f"frame: a Hordago (chips, faces, the jolt), median of {len(hordago)} frames",
         round(statistics.median(hordago) * 1000, 3), "ms"),
        ("frame: a Hordago, p99", round(_percentile(hordago, 0.99) * 1000, 3), "ms"),
        ("frame: a Hordago, p99 / reference median", round(_percentile(hordago, 0.99) * 1000 / ref_med, 2), "x"),
    ] + [(f"frame: start to first frame, the {where} (median of {RUNS})"
          + ("" if root == ROOT else f", baseline {root}"), round(seconds, 3), "s")
         for (where, root), seconds in first.items()] + [
        (f"frame: start to first frame, the {where}, later than the baseline",
         round(first[(where, ROOT)] - first[(where, Path(baseline))], 3), "s")
        for where in ("title", "table") if baseline]


if __name__ == "__main__":
    for name, value, unit in run():
        print(f"{name}: {value} {unit}")
