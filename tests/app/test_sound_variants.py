"""Repeated sound effects vary a little in pitch: `Audio.play` picks one of
a sound's files (the sound and its pitch variants, assets.SOUND_FILES) at
random, never the same twice in a row, and every one of them in time; a
sound without variants always plays its one file. numpy, which writes the
variants at build time, is never imported by the game."""
import random
import subprocess
import sys
from pathlib import Path

import pygame

from game import assets
from game.platform.audio import Audio

REPO = Path(__file__).resolve().parents[2]


class Played:
    def __init__(self, heard, name):
        self.heard, self.name = heard, name

    def play(self):
        self.heard.append(self.name)

    def set_volume(self, volume):
        pass


def recording_audio(monkeypatch, heard):
    monkeypatch.setattr(assets, "load_sound", lambda name: Played(heard, name))
    audio = Audio(volume=0.8, rng=random.Random(3))
    audio.enabled = True  # as with a sound device
    return audio


def test_a_repeated_sound_is_one_of_its_variants_each_time(monkeypatch):
    heard = []
    audio = recording_audio(monkeypatch, heard)
    for _ in range(60):
        audio.play(assets.DEAL)
    files = set(assets.SOUND_FILES[assets.DEAL])
    assert len(files) == 3 and set(heard) == files  # all of them, and nothing else
    assert all(a != b for a, b in zip(heard, heard[1:])), "the same variant twice in a row"
    for name in files:
        assert (REPO / "sounds" / name).is_file()


def test_a_sound_without_variants_plays_its_one_file(monkeypatch):
    heard = []
    audio = recording_audio(monkeypatch, heard)
    for _ in range(5):
        audio.play(assets.HORDAGO)
    assert heard == [assets.HORDAGO] * 5


def test_the_variants_really_play_through_the_mixer():
    pygame.mixer.pre_init(44100, -16, 2)
    pygame.mixer.init()
    audio = Audio(volume=0.5, rng=random.Random(1))
    assert audio.enabled, "the dummy audio driver gives a mixer"
    audio.preload()
    assert len(audio._sounds[assets.CHIP]) == 3 and len(audio._sounds[assets.KANTA]) == 1
    audio.play(assets.CHIP)


def test_the_game_never_imports_numpy():
    code = ("import sys, game.shell.main, game.platform.audio, game.table.canvas, game.ui.confetti;"
            "assert 'numpy' not in sys.modules, 'numpy imported'")
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True,
                   env={**__import__("os").environ, "PYTHONPATH": str(REPO)})
