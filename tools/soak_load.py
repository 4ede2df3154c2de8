"""The soak under load: `python tools/soak_load.py [--games 100] [--load 2] [--seed 1]`.

Plays whole driven games one after another: the player's seat played by
`game.shell.driver.Driver` with real input events (the mouse in one game, the
keyboard in the next), through the title, the players screen, the table, its
summaries and game over, as a player would, with the game kept after every
call and the statistics counted after every hand, in a private user folder.
Meanwhile `--load N` processes spin on the CPU and a thread writes and syncs a
file beside the user folder, so the saves compete for the processor and the
disk. It drives `App.tick` on game time, so the game goes the same way however
loaded the machine is; only the saves run on the wall clock.

After every call the soak checks the kept game: it may be one call behind
(the newest still being written) but no more; if it is further behind it
waits for the disk, up to `SAVE_GRACE` seconds, and if the saves have not
caught up by then (saving stopped, or fell behind), the soak stops and fails,
saying at which game and hand. A computer player's decision that does not come
within `THINK_LIMIT` seconds, a game that never ends or a save that fails
stops it too. After each game, last-game.json is read back and its calls
compared with the game's; at the end stats.json with the hands counted. It
prints the calls made and saved, the hands counted and saved, how far behind
the saves were before and after waiting, and the longest wait.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import wait
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAVE_GRACE = 10.0   # seconds the disk is given to catch up before saving counts as stopped
THINK_LIMIT = 60.0  # seconds a computer player's decision may take, however loaded the machine
MAX_TICKS = 60000   # passes a game may take before it counts as never ending


class Stalled(Exception):
    """The soak cannot go on: the message says what stopped and where."""


class Load:
    """`spinners` processes spinning on the CPU and a thread that writes and
    syncs a 256 KB file in `folder` again and again, until `stop()`."""

    def __init__(self, spinners: int, folder: Path) -> None:
        self.processes = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                          for _ in range(spinners)]
        self.writes = 0
        self._stop = threading.Event()
        self._thread = None
        if spinners:
            folder.mkdir(parents=True, exist_ok=True)
            self._thread = threading.Thread(target=self._write, args=(folder / "load.bin",), daemon=True)
            self._thread.start()

    def _write(self, path: Path) -> None:
        block = os.urandom(256 * 1024)
        while not self._stop.is_set():
            with open(path, "wb") as handle:
                handle.write(block)
                handle.flush()
                os.fsync(handle.fileno())
            self.writes += 1
            self._stop.wait(0.02)

    def stop(self) -> None:
        self._stop.set()
        for process in self.processes:
            process.kill()
            process.wait()
        if self._thread is not None:
            self._thread.join(timeout=30)


def soak_driven(games: int, load: int, seed: int, speed: float = 60.0, out=None) -> dict:
    out = out or sys.stdout
    from game.shell.driver import Driver
    from game.shell.main import App, Options
    from game.scenes.table import TableScene
    from tools import soak as demo_soak

    class BoundedDriver(Driver):
        def _wait_for_thinking(self) -> None:
            pending = [future for scene in self.app.scenes if hasattr(scene, "computer_work")
                       for future in scene.computer_work()]
            if pending and wait(pending, timeout=THINK_LIMIT).not_done:
                raise Stalled(f"a computer player's decision took more than {THINK_LIMIT:g} s")

    app = App(Options(windowed=True, seed=seed, speed=speed, sound=False))
    app.start()
    figures = {"made": 0, "saved": 0, "hands": 0, "behind": 0, "behind after waiting": 0, "longest wait": 0.0,
               "waits": 0, "games": 0}
    where = {"game": 0}

    def table():
        return next((s for s in app.scenes if isinstance(s, TableScene)), None)

    def check() -> None:
        """After every pass: the kept game at most one call behind."""
        keeper = app.keeper
        if keeper.failure is not None:
            raise Stalled(f"a save failed: {keeper.failure}")
        behind = keeper.lost_calls()
        figures["behind"] = max(figures["behind"], behind)
        if behind <= 1:
            return
        figures["waits"] += 1
        began = time.perf_counter()
        while behind > 1 and time.perf_counter() - began < SAVE_GRACE:
            time.sleep(0.005)
            behind = keeper.lost_calls()
        waited = time.perf_counter() - began
        figures["longest wait"] = max(figures["longest wait"], waited)
        figures["behind after waiting"] = max(figures["behind after waiting"], behind)
        if behind > 1:
            state = table().state
            raise Stalled(f"saving stopped or fell behind: {behind} calls not saved after {SAVE_GRACE:g} s "
                          f"(game {where['game']}, hand {state.hand_number}, call {len(state.history)})")

    private = Path(os.environ.get("XDG_CONFIG_HOME", tempfile.gettempdir()))
    burden = Load(load, private)
    began = time.perf_counter()
    try:
        for number in range(1, games + 1):
            where["game"] = number
            driver = BoundedDriver(app, seed=seed * 1000 + number, mode=("mouse", "keyboard")[number % 2])
            driver.checks.append(check)
            if not driver.play_until_game_over(max_ticks=MAX_TICKS):
                raise Stalled(f"game {number} did not end in {MAX_TICKS} passes")
            final = table().state
            figures["made"] += len(final.history)
            figures["saved"] += demo_soak.saved_calls(app.keeper, final)
            figures["games"] = number
            app.top.again()  # Play again: the players screen (the driver presses Start)
            if number % 10 == 0:
                print(f"  {number} games, {time.perf_counter() - began:.0f} s, "
                      f"{figures['saved']}/{figures['made']} calls saved", file=out, flush=True)
    except Stalled as stalled:
        figures["stalled"] = str(stalled)
    finally:
        burden.stop()
        app.keeper.flush()
        app.stats.flush()
    figures["hands"] = app.stats.stats.hands
    try:
        from game.match.stats_store import StatsStore
        figures["hands saved"] = StatsStore(app.stats.path).stats.hands
    except Exception as err:  # the figure says it could not be read
        figures["hands saved"] = f"unreadable ({err})"
    figures.update(seconds=time.perf_counter() - began, load=load, writes=burden.writes)
    return figures


def report(figures: dict, games: int, out=None) -> int:
    out = out or sys.stdout
    print(f"soak under load: {figures['games']} of {games} driven games in {figures['seconds']:.0f} s, "
          f"{figures['load']} CPU spinner(s) and a syncing writer ({figures['writes']} writes of 256 KB)",
          file=out)
    print(f"soak under load: calls made {figures['made']}, calls saved {figures['saved']} (goal: equal)", file=out)
    print(f"soak under load: hands counted {figures['hands']}, hands in stats.json {figures['hands saved']} "
          "(goal: equal)", file=out)
    print(f"soak under load: the kept game at most {figures['behind']} call(s) behind; after waiting "
          f"{figures['waits']} time(s) for the disk (longest {figures['longest wait']:.2f} s), at most "
          f"{figures['behind after waiting']} (goal: at most 1)", file=out)
    missed = []
    if "stalled" in figures:
        missed.append(figures["stalled"])
    if figures["games"] != games:
        missed.append(f"{games - figures['games']} games not played")
    if figures["saved"] != figures["made"]:
        missed.append(f"{figures['made'] - figures['saved']} calls not saved")
    if figures["hands saved"] != figures["hands"]:
        missed.append("the hands counted are not all in stats.json")
    print("soak under load: goals met" if not missed else "soak under load: FAILED: " + "; ".join(missed),
          file=out)
    return 0 if not missed else 1


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tools/soak_load.py", description=__doc__.split("\n\n")[1])
    parser.add_argument("--games", type=int, default=100, help="whole driven games to play")
    parser.add_argument("--load", type=int, default=2, help="processes spinning on the CPU (0: no load)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", type=float, default=60.0, help="play speed (pauses divided by it)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.load < 0:
        parser.error("--games must be 1 or more and --load 0 or more")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    private = tempfile.mkdtemp(prefix="solo-mus-soak-load-")
    os.environ["XDG_CONFIG_HOME"] = private  # never the player's files
    sys.path.insert(0, str(ROOT))
    import warnings
    warnings.filterwarnings("ignore", message="no fast renderer")
    try:
        figures = soak_driven(args.games, args.load, args.seed, args.speed)
    finally:
        shutil.rmtree(private, ignore_errors=True)
    return report(figures, args.games)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
