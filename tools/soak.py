"""Long play, headless: `python tools/soak.py [--games 300] [--speed 60] [--from-game 100] [--trace]`.

Plays whole games through the app, one after another, the way the demo does
(every seat played by the computer, the table, its summaries, game over, Play
again, the players screen, a new table), with the game kept after every call
as for a player. It drives `App.tick` directly with a fixed step of game time
at a high play speed, so it runs in minutes rather than hours; the frame time
it measures is the wall time of each `App.tick` (input, logic, draw, flip).

It prints the resident memory after the 10th game, after game `--from-game`
and after the last, each read after a full garbage collection with the freed
memory handed back to the system (glibc's malloc_trim, where there is one), so
that what is counted is memory still held; the growth a game from game
`--from-game` to the last; the calls made and the calls found saved on disk
(each finished game read back from last-game.json); and the frame time's
median and 99th percentile over the first 10 games and over the last 10. Then
the goals: at most 5 KB a game of growth, every call saved, no drift in frame
time. `tools/soak_load.py` is the soak under load: the player's seat driven
by real input events while other processes load the machine. `--trace` also prints
the places whose allocations grew most from game `--from-game` to the last (tracemalloc;
slower). Runs on SDL's dummy drivers with a private user folder: it never
touches the player's files.
"""
from __future__ import annotations

import argparse
import gc
import os
import shutil
import statistics
import sys
import tempfile
import time
from concurrent.futures import Future
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GROWTH_GOAL_KB = 5.0  # a game, from game --from-game to the last
DRIFT_GOAL = 1.15  # the end's median frame at most this many times the start's


def resident_mb() -> float:
    """The process's resident memory now (Linux /proc; elsewhere its peak)."""
    try:
        with open("/proc/self/statm") as handle:
            pages = int(handle.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 1024)


def settled_mb() -> float:
    """The resident memory once the garbage is collected and the memory freed
    is handed back to the system (glibc's malloc_trim; elsewhere as it is)."""
    gc.collect()
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return resident_mb()


def cached_mb(res) -> float:
    """The pixels the app's bounded caches hold now (texts, drawn surfaces,
    scaled sprites)."""
    return (res._texts.bytes + res._made.bytes + res._sprites.bytes + res._tilts.bytes) / 2**20


def cache_fill(res) -> str:
    """Each bounded cache's entries and megabytes against its bounds."""
    return ", ".join(f"{name} {len(cache)}/{cache.entries} ({cache.bytes / 2**20:.1f}/{cache.budget / 2**20:.0f} MB)"
                     for name, cache in (("texts", res._texts), ("drawn pieces", res._made.pieces),
                                         ("drawn layers", res._made.layers), ("sprites", res._sprites),
                                         ("tilts", res._tilts)))


def saved_calls(keeper, final) -> int:
    """How many calls of the finished game `final` are on disk, in the keeper's
    last-game.json (all of them, or none when the file holds another game)."""
    from game.match.keeper import read_game_file
    keeper.flush()
    try:
        kept = read_game_file(keeper.last_path)
    except (OSError, ValueError):
        return 0
    return len(kept.moves) if kept.moves == final.history else 0


def percentile(values, q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _wait_for_computer(scene) -> None:
    """Let a computer player's choice (a future on the table's worker) finish
    before the next frame: the soak runs on game time, so frames never spin
    waiting for it, and the figures do not depend on how busy the machine is."""
    for value in vars(scene).values() if hasattr(scene, "__dict__") else ():
        for item in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(item, Future):
                try:
                    item.result(timeout=60)
                except Exception:  # the table shows it; the soak only waits
                    pass


def _model_caches() -> dict[str, tuple[int, int | None]]:
    """The caches outside the app (the rules', the computer players', the
    text boxes'): every functools cache of a loaded module of the game, and
    the sampled deals' cache, by name: (entries now, bound or None)."""
    found = {}
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith("game.") or module is None:
            continue
        short = module_name.rsplit(".", 1)[-1]
        for name, value in sorted(vars(module).items()):
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == module_name:
                stats = info()
                found[f"{short}.{name}"] = (stats.currsize, stats.maxsize)
    beliefs = sys.modules.get("game.ai.beliefs")
    if beliefs is not None:
        found["beliefs.deals_for"] = (len(beliefs.DEALS), beliefs.T.CACHE_SIZE)
    return found


def soak(games: int, speed: float, seed: int, trace: bool, dt: float = 1 / 30, out=None,
         from_game: int = 10) -> dict:
    """Play the games in a private user folder of its own (never the
    player's, whoever calls it), removed afterwards; the figures by name."""
    private = tempfile.mkdtemp(prefix="solo-mus-soak-")
    before = os.environ.get("XDG_CONFIG_HOME")
    os.environ["XDG_CONFIG_HOME"] = private  # never the player's files
    try:
        return _soak(games, speed, seed, trace, dt, out, from_game)
    finally:
        if before is None:
            os.environ.pop("XDG_CONFIG_HOME", None)
        else:
            os.environ["XDG_CONFIG_HOME"] = before
        shutil.rmtree(private, ignore_errors=True)


def _soak(games: int, speed: float, seed: int, trace: bool, dt: float, out, from_game: int) -> dict:
    out = out or sys.stdout
    from game.shell.main import App, Options
    from game.scenes.game_over import GameOverScene
    from game.scenes.players_screen import PlayersScene
    from game.scenes.table import TableScene

    app = App(Options(windowed=True, seed=seed, speed=speed, autoplay=True, sound=False))
    app.keeper.enabled = True  # keep every call, as for a player (a demo never would)
    app.start()
    first: list[float] = []
    last: list[list[float]] = []
    frames: list[float] = []
    ticks: list[int] = []
    figures: dict = {"calls made": 0, "calls saved": 0}
    done = 0
    snapshot = None
    began = time.perf_counter()
    while done < games:
        _wait_for_computer(app.top)
        t = time.perf_counter()
        app.tick(dt)
        frames.append(time.perf_counter() - t)
        top = app.top
        if isinstance(top, GameOverScene):
            done += 1
            if done <= 10:
                first.extend(frames)
            last.append(frames)
            del last[:-10]
            ticks.append(len(frames))
            frames = []
            final = next(s for s in app.scenes if isinstance(s, TableScene)).state
            figures["calls made"] += len(final.history)
            figures["calls saved"] += saved_calls(app.keeper, final)
            top.again()  # Play again: the players screen, then a new table
            if isinstance(app.top, PlayersScene):
                app.top.start()
            assert isinstance(app.top, TableScene), app.top
            if done in (10, from_game, games):
                app.keeper.flush()
                figures[done] = settled_mb()
                figures[("cached", done)] = cached_mb(app.res)
                figures[("fill", done)] = cache_fill(app.res)
                figures[("model", done)] = _model_caches()
                if trace:
                    import tracemalloc
                    if done == from_game:
                        tracemalloc.start(12)
                        snapshot = tracemalloc.take_snapshot()
                    elif done == games and snapshot is not None:
                        figures["trace"] = tracemalloc.take_snapshot().compare_to(snapshot, "traceback")
            if done % 50 == 0:
                print(f"  {done} games, {time.perf_counter() - began:.0f} s, "
                      f"{resident_mb():.1f} MB", file=out, flush=True)
    app.keeper.flush()
    end = [f for game in last for f in game]
    figures.update(
        seconds=time.perf_counter() - began,
        start_median=statistics.median(first) * 1000, start_p99=percentile(first, 0.99) * 1000,
        end_median=statistics.median(end) * 1000, end_p99=percentile(end, 0.99) * 1000,
        ticks=statistics.median(ticks), texts=len(app.res._texts), made=len(app.res._made), sprites=len(app.res._sprites),
        cached_mb=cached_mb(app.res),
    )
    return figures


def report(figures: dict, games: int, out=None, from_game: int = 10) -> int:
    out = out or sys.stdout
    growth = figures[games] - figures[min(10, games)]
    per_game = (figures[games] - figures[from_game]) * 1024 / max(1, games - from_game)
    drift = figures["end_median"] / figures["start_median"]
    print(f"soak: {games} games in {figures['seconds']:.0f} s ({figures['ticks']:.0f} frames a game)", file=out)
    for game in sorted({min(10, games), from_game, games}):
        print(f"soak: resident memory after game {game}: {figures[game]:.1f} MB "
              "(garbage collected, freed memory returned)", file=out)
    print(f"soak: growth from game 10 to game {games}: {growth:+.1f} MB", file=out)
    print(f"soak: growth from game {from_game} to game {games}: {per_game:+.1f} KB a game "
          f"(goal <= {GROWTH_GOAL_KB:g} KB)", file=out)
    cache_growth = (figures[("cached", games)] - figures[("cached", from_game)]) * 1024 / max(1, games - from_game)
    print(f"soak: of which the bounded caches' pixels: {cache_growth:+.1f} KB a game "
          f"({figures[('cached', from_game)]:.1f} MB after game {from_game}, {figures[('cached', games)]:.1f} MB "
          f"after game {games})", file=out)
    for game in (from_game, games):
        print(f"soak: caches after game {game}: {figures[('fill', game)]}", file=out)
    print(f"soak: calls made {figures['calls made']}, calls saved {figures['calls saved']} (goal: equal)", file=out)
    print(f"soak: frame time, games 1-10: median {figures['start_median']:.2f} ms, "
          f"p99 {figures['start_p99']:.2f} ms", file=out)
    print(f"soak: frame time, last 10 games: median {figures['end_median']:.2f} ms, "
          f"p99 {figures['end_p99']:.2f} ms (median x{drift:.2f}; goal <= x{DRIFT_GOAL:g})", file=out)
    print(f"soak: caches: {figures['texts']} texts, {figures['made']} drawn surfaces, "
          f"{figures['sprites']} scaled sprites, {figures['cached_mb']:.1f} MB", file=out)
    before, after = figures[("model", from_game)], figures[("model", games)]
    filling = [f"{name} {before.get(name, (0,))[0]}->{used}/{bound or 'unbounded'}"
               for name, (used, bound) in after.items() if used != before.get(name, (0,))[0]]
    print(f"soak: caches outside the app that changed from game {from_game} to game {games}: "
          f"{', '.join(filling) or 'none'}", file=out)
    for stat in figures.get("trace", [])[:12]:
        frame = stat.traceback[-1]
        print(f"soak: grew {stat.size_diff / 1024:+.0f} KB ({stat.count_diff:+d} blocks) "
              f"at {frame.filename}:{frame.lineno}", file=out)
    missed = []
    if per_game > GROWTH_GOAL_KB:
        missed.append(f"memory grew {per_game:.1f} KB a game")
    if figures["calls saved"] != figures["calls made"]:
        missed.append(f"{figures['calls made'] - figures['calls saved']} calls not saved")
    if drift > DRIFT_GOAL:
        missed.append(f"frame time drifted x{drift:.2f}")
    print("soak: goals met" if not missed else "soak: goals missed: " + "; ".join(missed), file=out)
    return 0 if not missed else 1


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from game.platform.options import seed_argument, speed_argument  # the game's own rules for both
    parser = argparse.ArgumentParser(prog="tools/soak.py", description=__doc__.split("\n\n")[1])
    parser.add_argument("--games", type=int, default=300, help="whole games to play (at least 11)")
    parser.add_argument("--from-game", type=int, default=100,
                        help="the growth a game is measured from this game to the last (default 100)")
    parser.add_argument("--speed", type=speed_argument, default=60.0,
                        help="play speed, from 0.1 to 100 (pauses divided by it)")
    parser.add_argument("--seed", type=seed_argument, default=1)
    parser.add_argument("--trace", action="store_true", help="name the places that grew (tracemalloc)")
    args = parser.parse_args(argv)
    if args.games < 11:
        parser.error("--games must be at least 11 (the first 10 are the warm-up)")
    if not 10 <= args.from_game < args.games:
        parser.error("--from-game must be from 10 to one less than --games")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import warnings
    warnings.filterwarnings("ignore", message="no fast renderer")
    figures = soak(args.games, args.speed, args.seed, args.trace, from_game=args.from_game)
    return report(figures, args.games, from_game=args.from_game)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
