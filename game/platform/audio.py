"""Sounds of the table: each named in game/assets.py, played through `Audio.play`.

With no audio device (the mixer did not start) or a sound file not yet made,
`play` does nothing: the game runs silent without an error. Sounds are loaded
once, on first use, and kept.
"""
from __future__ import annotations

import pygame

from game import assets


class Audio:
    """The effects: on or off (`enabled`) and their volume, 0.0 to 1.0."""

    def __init__(self, enabled: bool = True, volume: float = 1.0) -> None:
        self.enabled = enabled and bool(pygame.mixer.get_init())
        self.volume = min(1.0, max(0.0, volume))
        self._sounds: dict[str, object] = {}

    def set_volume(self, volume: float) -> None:
        """Change the volume of every effect at once (those loaded and to come)."""
        self.volume = min(1.0, max(0.0, volume))
        for sound in self._sounds.values():
            if sound is not None:
                sound.set_volume(self.volume)

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        sound = self._sounds.get(name, False)
        if sound is False:
            sound = self._load(name)
            self._sounds[name] = sound
        if sound is not None and self.volume > 0:
            try:
                sound.play()
            except pygame.error:
                pass

    def preload(self) -> None:
        for name in assets.ALL_SOUNDS:
            self.play_silently_loaded(name)

    def play_silently_loaded(self, name: str) -> None:
        if self.enabled and name not in self._sounds:
            self._sounds[name] = self._load(name)

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
