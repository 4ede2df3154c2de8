"""Solo Mus benchmarks: prints one `name: value unit` line per figure.

Each module in tools/benches/ exposes `run() -> list[(name, value, unit)]`;
`python tools/bench.py` runs them all, `python tools/bench.py model ai` only
those sections; `--quick` runs each part once on a tiny scale (a check that
the sections run and leave no file behind, not figures to quote). Figures
are medians of several runs where the module says so.
This is a benchmark, not a test: CI does not time anything. It never touches
the player's files: the whole process (and every process it starts) sees
XDG_CONFIG_HOME pointing at a temporary folder, removed at the end.
"""
from __future__ import annotations

import importlib
import os
import pathlib
import shutil
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SECTIONS = ROOT / "tools" / "benches"


def main(argv: list[str]) -> int:
    private = tempfile.mkdtemp(prefix="solo-mus-bench-")
    os.environ["XDG_CONFIG_HOME"] = private  # never the player's settings or kept game
    try:
        return _run(argv)
    finally:
        shutil.rmtree(private, ignore_errors=True)


def _run(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    if "--quick" in argv:
        argv = [arg for arg in argv if arg != "--quick"]
        os.environ["SOLO_MUS_BENCH_QUICK"] = "1"
    available = sorted(p.stem for p in SECTIONS.glob("*.py") if not p.stem.startswith("_"))
    wanted = argv or available
    unknown = [name for name in wanted if name not in available]
    if unknown:
        print(f"unknown section(s): {', '.join(unknown)}; available: {', '.join(available)}", file=sys.stderr)
        return 2
    for name in wanted:
        module = importlib.import_module(f"tools.benches.{name}")
        for figure, value, unit in module.run():
            print(f"{figure}: {value:.4g} {unit}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
