"""Sounds of the table: each named in game/assets.py, played through `Audio.play`.

With no audio device (the mixer did not start) or a sound file not yet made,
`play` does nothing: the game runs silent without an error. Sounds are loaded
once, on first use, and kept. A sound heard again and again (a card dealt, a
chip, a click) has pitch variants beside it (assets.SOUND_FILES, made at build
time by tools/make_sounds.py): `play` picks one of them at random, never the
same twice in a row, so that a repeated sound never sounds like one recording.
"""
from __future__ import annotations

import random

import pygame

from game import assets


class Audio:
    """The effects: on or off (`enabled`) and their volume, 0.0 to 1.0;
    `rng` picks among a sound's variants."""

    def __init__(self, enabled: bool = True, volume: float = 1.0, rng: random.Random | None = None) -> None:
        self.enabled = enabled and bool(pygame.mixer.get_init())
        self.volume = min(1.0, max(0.0, volume))
        self.rng = rng or random.Random()
        self._sounds: dict[str, tuple] = {}  # a sound's name -> its loaded variants
        self._last: dict[str, int] = {}      # the variant each sound played last

    def set_volume(self, volume: float) -> None:
        """Change the volume of every effect at once (those loaded and to come)."""
        self.volume = min(1.0, max(0.0, volume))
        for variants in self._sounds.values():
            for sound in variants:
                sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        variants = self._sounds.get(name)
        if variants is None:
            variants = self._sounds[name] = self._load_all(name)
        if variants and self.volume > 0:
            try:
                variants[self.pick(name, len(variants))].play()
            except pygame.error:
                pass

    def pick(self, name: str, count: int) -> int:
        """Which of a sound's `count` variants plays: at random, never the one
        it played last."""
        last = self._last.get(name)
        choices = [i for i in range(count) if i != last] or [0]
        index = self.rng.choice(choices)
        self._last[name] = index
        return index

    def preload(self) -> None:
        for name in assets.SOUNDS_PLAYED:
            self.play_silently_loaded(name)

    def play_silently_loaded(self, name: str) -> None:
        if self.enabled and name not in self._sounds:
            self._sounds[name] = self._load_all(name)

    def _load_all(self, name: str) -> tuple:
        """The sound's variants that load (none: it stays silent)."""
        loaded = (self._load(file) for file in assets.SOUND_FILES.get(name, (name,)))
        return tuple(sound for sound in loaded if sound is not None)

    def _load(self, name: str):
        try:
            sound = assets.load_sound(name)
        except (FileNotFoundError, pygame.error, OSError):
            return None
        if sound is not None:
            sound.set_volume(self.volume)
        return sound


def start_mixer() -> None:
    """Ask for the mixer before pygame.init(); silence when the device refuses."""
    try:
        pygame.mixer.pre_init(44100, -16, 2, 512)
    except pygame.error:
        pass
