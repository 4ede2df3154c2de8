"""Write one PNG of every face with every expression, for a person to look at.

`python tools/face_sheet.py [--out PATH] [--sprites DIR] [--height PX] [--only NAMES] [--expressions NAMES] [--bench]`
draws a grid on the felt's green: a row per character, a column per
expression (game.faces.EXPRESSIONS, for the face at the partner's seat),
each at the height asked (200 px by default) through the game's own renderer,
with the expressions' names on top.  `--bench` prints instead what drawing a
face costs (at 220 px unless --height says otherwise).  Owns nothing but this
review picture and these figures; the default output lies outside the
repository.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

import pygame  # noqa: E402

from game import assets as A  # noqa: E402
from game.faces import EXPRESSIONS, FaceArt, pose_of  # noqa: E402

FELT = (22, 110, 58)
LABEL = (255, 240, 190)


def folder_loader(folder: Path):
    def load(name):
        path = folder / name
        return pygame.image.load(str(path)) if path.is_file() else None
    return load


def build(sprites: Path, height: int, characters, expressions, seat: int = 2) -> pygame.Surface:
    art = FaceArt(folder_loader(sprites))
    cell_w = round(A.FACE_SIZE[0] * height / A.FACE_SIZE[1]) + 8
    pad, top, left = 8, 34, 130
    sheet = pygame.Surface((left + len(expressions) * cell_w + pad, top + len(characters) * (height + pad) + pad))
    sheet.fill(FELT)
    font = pygame.font.Font(None, 24)
    for j, name in enumerate(expressions):
        text = font.render(name, True, LABEL)
        sheet.blit(text, text.get_rect(midtop=(left + j * cell_w + cell_w // 2, 10)))
    for i, character in enumerate(characters):
        y = top + i * (height + pad)
        sheet.blit(font.render(character, True, LABEL), (10, y + height // 2 - 8))
        for j, name in enumerate(expressions):
            sheet.blit(art.render(character, pose_of(name, seat), height), (left + j * cell_w + 4, y))
    if art.missing:
        print(f"missing sprites (drawn as stand-ins): {', '.join(sorted(art.missing))}")
    return sheet


def bench(sprites: Path, height: int, characters) -> None:
    """Print what a face costs to draw: loading a character, a new pose
    (median and worst of 200 seeded random poses, tilted or not) and a pose
    served from the cache."""
    import random
    import statistics
    import time

    from game.faces import Pose

    pygame.display.set_mode((64, 64))  # sprites are converted to the display's format, as in the game

    def load(name):
        path = sprites / name
        return pygame.image.load(str(path)).convert_alpha() if path.is_file() else None

    rng = random.Random(1)
    art = FaceArt(load, entries=100_000, budget=2**40)
    started = time.perf_counter()
    for character in characters:
        art.layers(character)
    print(f"loading {len(characters)} characters: {(time.perf_counter() - started) * 1000:.1f} ms")
    for tilted in (False, True):
        times = []
        for _ in range(200):
            pose = Pose(gaze=(rng.uniform(-1, 1), rng.uniform(-1, 1)), lids=(rng.uniform(0, 1),) * 2,
                        brows=(rng.uniform(-1, 1), rng.uniform(-1, 1)), mouth=rng.choice(A.FACE_MOUTHS),
                        tilt=rng.uniform(-12, 12) if tilted else 0.0, shoulders=(rng.random(), rng.random()))
            character = rng.choice(characters)
            started = time.perf_counter()
            art.render(character, pose, height)
            times.append((time.perf_counter() - started) * 1000)
        times.sort()
        print(f"a new pose at {height} px{', head tilted' if tilted else ''}: median {statistics.median(times):.2f} ms, "
              f"p90 {times[179]:.2f} ms, worst {times[-1]:.2f} ms")
    started = time.perf_counter()
    for _ in range(1000):
        art.render(characters[0], pose, height)
    print(f"a pose from the cache: {(time.perf_counter() - started) * 1000:.0f} us")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "solo-mus-faces.png")
    parser.add_argument("--sprites", type=Path, default=REPO / "sprites")
    parser.add_argument("--height", type=int, default=200)
    parser.add_argument("--only", default="", help="comma-separated characters (default: all)")
    parser.add_argument("--expressions", default="", help="comma-separated expressions (default: all)")
    parser.add_argument("--bench", action="store_true", help="print what drawing a face costs instead")
    args = parser.parse_args(argv)
    characters = [c for c in args.only.split(",") if c] or list(A.FACE_CHARACTERS)
    expressions = [e for e in args.expressions.split(",") if e] or list(EXPRESSIONS)
    for name in expressions:
        if name not in EXPRESSIONS:
            parser.error(f"no expression {name!r}: expected {', '.join(EXPRESSIONS)}")
    pygame.init()
    if args.bench:
        bench(args.sprites, 220 if args.height == 200 else args.height, characters)
        return 0
    sheet = build(args.sprites, args.height, characters, expressions)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"face sheet: {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
