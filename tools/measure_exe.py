"""Measure the built executable: its zipped size and its start to the first frame.

`python tools/measure_exe.py [--runs 7] [--exe dist/solo-mus/solo-mus]` after
`python tools/build_exe.py`: zips the one-folder build the way build_exe does
and prints its size, then starts the executable `--runs` times with
`--smoke-test` and times each from the moment the process is started to the
line the smoke test prints right after the title's first frame is flipped (the
same start as the game's own: the bundle unpacked, Python and pygame loaded,
the window opened, the title drawn); each run is stopped there. Prints the
median, the fastest and the slowest, and the first run apart (the disk cache
may be cold for it). The SDL dummy drivers are used unless `--display` is
given (then the environment's display, e.g. under xvfb-run). The goals
(issue 12): zipped at most 40 MB, first frame within 1.5 s.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.build_exe import executable, folder_size, zip_folder  # noqa: E402

MARK = "smoke-test: first frame"


def first_frame_seconds(exe: Path, env: dict, timeout: float = 60.0) -> float:
    """Seconds from starting `exe --smoke-test` to its first-frame line."""
    start = time.perf_counter()
    proc = subprocess.Popen([str(exe), "--smoke-test"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        for line in proc.stdout:
            if line.startswith(MARK):
                return time.perf_counter() - start
            if time.perf_counter() - start > timeout:
                break
        raise SystemExit(f"measure_exe: {exe} printed no '{MARK}' line")
    finally:
        proc.kill()
        proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--exe", type=Path, default=executable(ROOT / "dist", onefile=False),
                        help="the executable (default: the one-folder build in dist/)")
    parser.add_argument("--runs", type=int, default=7, help="starts to time (default 7)")
    parser.add_argument("--display", action="store_true", help="use the real display, not SDL's dummy one")
    args = parser.parse_args(argv)
    exe = args.exe.resolve()
    if not exe.is_file():
        print(f"measure_exe: no {exe}: build it first (python tools/build_exe.py)", file=sys.stderr)
        return 2
    folder = exe.parent
    files, size = folder_size(folder)
    with tempfile.TemporaryDirectory() as tmp:
        zipped = zip_folder(folder, Path(tmp) / "build.zip").stat().st_size
        env = dict(os.environ, XDG_CONFIG_HOME=tmp, PYGAME_HIDE_SUPPORT_PROMPT="1")
        if not args.display:
            env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        times = [first_frame_seconds(exe, env) for _ in range(max(1, args.runs) + 1)]
    print(f"size: {folder}: {files} files, {size / 1e6:.1f} MB; zipped {zipped / 1e6:.1f} MB (goal at most 40 MB)")
    warm = times[1:]
    print(f"start to first frame ({'display' if args.display else 'dummy drivers'}): "
          f"median {statistics.median(warm):.3f} s of {len(warm)} runs "
          f"(fastest {min(warm):.3f}, slowest {max(warm):.3f}; first run {times[0]:.3f}) "
          f"(goal at most 1.5 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
