"""The asset generators reproduce the committed files.

Runs tools/make_sprites.py, tools/make_faces.py and tools/make_sounds.py
into temporary folders and compares decoded pixels (RGBA) and audio frames
with sprites/ and sounds/: the committed art is exactly what the code in
tools/ draws.  Also checks the contact sheet and face sheet tools write
their review pictures.
"""

import pytest
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import subprocess  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

import numpy  # noqa: E402,F401  (the generators need the test extra: fail, never skip)

from game import assets as A  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
TOOLS = REPO / "tools"


def run_tool(script, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    subprocess.run([sys.executable, str(TOOLS / script), *map(str, args)], cwd=REPO, env=env, check=True,
                   capture_output=True, timeout=120)


def pixels(path):
    surface = pygame.image.load(str(path))
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


@pytest.mark.slow
def test_make_sprites_reproduces_committed_pixels(tmp_path):
    run_tool("make_sprites.py", "--out", tmp_path)
    made = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.png")}
    assert made == set(A.ALL_SPRITES)
    changed = [name for name in sorted(made) if pixels(tmp_path / name) != pixels(A.sprite_path(name))]
    assert not changed, f"rerun tools/make_sprites.py and commit: {changed}"


@pytest.mark.slow
def test_make_faces_reproduces_committed_pixels(tmp_path):
    run_tool("make_faces.py", "--out", tmp_path)
    made = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.png")}
    assert made == set(A.FACE_SPRITES)
    changed = [name for name in sorted(made) if pixels(tmp_path / name) != pixels(A.sprite_path(name))]
    assert not changed, f"rerun tools/make_faces.py and commit: {changed}"


def test_make_sounds_reproduces_committed_samples(tmp_path):
    run_tool("make_sounds.py", "--out", tmp_path)
    made = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.wav")}
    assert made == set(A.ALL_SOUNDS)
    changed = []
    for name in sorted(made):
        with wave.open(str(tmp_path / name)) as new, wave.open(str(A.sound_path(name))) as old:
            if new.getparams() != old.getparams() or new.readframes(new.getnframes()) != old.readframes(old.getnframes()):
                changed.append(name)
    assert not changed, f"rerun tools/make_sounds.py and commit: {changed}"


@pytest.mark.slow
def test_face_sheet_shows_every_face_with_every_expression(tmp_path):
    from game.faces import EXPRESSIONS

    out = tmp_path / "faces.png"
    run_tool("face_sheet.py", "--out", out, "--height", 80)
    w, h = pygame.image.load(str(out)).get_size()
    assert w >= len(EXPRESSIONS) * 74 and h >= len(A.FACE_CHARACTERS) * 80


@pytest.mark.slow
def test_contact_sheet_shows_everything(tmp_path):
    out = tmp_path / "sheet.png"
    run_tool("contact_sheet.py", "--out", out)
    w, h = pygame.image.load(str(out)).get_size()
    assert w >= 10 * A.CARD_SIZE[0] and h >= 4 * A.CARD_SIZE[1]
