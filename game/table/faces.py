"""The computer players' faces at the table: a portrait beside each computer
seat's cards (game/faces: the art and the life of a face), living while the
table is on top.

`TableFaces` holds one `FaceLife` per place with a face (the right, the top
and the left: game/table/seen.py; the seat at the bottom has none), each wearing the face
its player was given (a character, kept with the line-up), and draws each
portrait in its own rectangle (`layout.FACE_RECT`) as a part of the table's
still layer: a blink or a glance composes again that rectangle alone. The
table tells it when a computer player thinks, and the director tells it what
happened (`react`, from the model's events); `next_change_in` says when a
face will next move, and `frame_in` when the loop should draw for them: just
into the next change, then one frame each `FRAME_STEP` while a face's eyes
or expression move, a blink in two frames (shut, then open), none while all
are still. While the table is paused or covered the faces are paused too,
and ask for no frame.
"""
from __future__ import annotations

import math

from game.faces import FaceArt, FaceLife
from game.faces.life import Occasion
from game.faces.expressions import CARDS

from . import layout

SEATS = (1, 2, 3)  # the places drawn with a face (right, top, left): every seat but the bottom's
SEED_STEP = 7919  # each seat's face lives by its own seeded stream
FRAME_STEP = 1 / 20  # seconds between the frames of a moving face (a blink lasts 0.15 s)


class TableFaces:
    def __init__(self, characters: dict[int, str], seed: int, load, reduced_motion: bool = False) -> None:
        """`characters`: seat -> character; `load(name)`: a sprite by its
        file name (the app's Resources.sprite)."""
        self.art = FaceArt(load)
        self.characters = dict(characters)
        self.lives = {seat: FaceLife(seat, seed * SEED_STEP + seat, reduced_motion=reduced_motion)
                      for seat in SEATS}
        for character in self.characters.values():
            self.art.layers(character)  # loaded before the first frame
        self.wandering = {seat: life.glance_targets for seat, life in self.lives.items()}
        self.signing: dict[int, object] = {seat: None for seat in SEATS}  # the seña each face shows

    def wear(self, characters: dict[int, str]) -> None:
        """Other faces (a match's next game with other players)."""
        self.characters = dict(characters)
        for character in self.characters.values():
            self.art.layers(character)

    @property
    def paused(self) -> bool:
        return all(life.paused for life in self.lives.values())

    @paused.setter
    def paused(self, value: bool) -> None:
        for life in self.lives.values():
            life.paused = value

    def set_reduced_motion(self, value: bool) -> None:
        for life in self.lives.values():
            life.reduced_motion = value

    def thinking(self, seat: int | None) -> None:
        """The seat whose computer player works on its call (None: nobody)."""
        for s, life in self.lives.items():
            life.thinking = s == seat

    def react(self, seat: int, name: Occasion) -> None:
        self.lives[seat].react(name)

    def react_team(self, team: int, won: Occasion, lost: Occasion) -> None:
        """Every face reacts to something its team won or lost."""
        for seat, life in self.lives.items():
            life.react(won if seat & 1 == team else lost)

    def react_all(self, name: Occasion) -> None:
        for life in self.lives.values():
            life.react(name)

    # -- the keinuak --------------------------------------------------------
    def keinuak(self, on: bool) -> None:
        """With señas on, a face's eyes go to another face only when its
        player chooses to watch it (`gaze`), and otherwise stay on its cards
        (no idle glance: where a face looks tells something)."""
        for seat, life in self.lives.items():
            life.glance_targets = (CARDS,) if on else self.wandering[seat]
            self.gaze(seat, CARDS if on else None)
            if not on:
                self.sign(seat, None)

    def gaze(self, seat: int, target) -> None:
        """Keep the face's eyes on a seat (None: let them wander)."""
        life = self.lives[seat]
        if life.held != target:
            life.look_at(target)

    def sign(self, seat: int, making, steps=()) -> None:
        """Show the seña `making` (a `keinuak.Making`, with its expression
        `steps`: (name, seconds) each) on the face, or stop showing one (None)."""
        if making is self.signing[seat]:
            return
        self.signing[seat] = making
        if making is None:
            self.lives[seat].unshow()
        else:
            self.lives[seat].show_steps(steps)

    def update(self, dt: float) -> bool:
        """Move the faces on; True when one of them changed."""
        changed = False
        for life in self.lives.values():
            life.update(dt)
            changed |= life.changed
        return changed

    def next_change_in(self) -> float:
        return min((life.next_change_in() for life in self.lives.values()), default=math.inf)

    def frame_in(self, since_drawn: float, other_change: float = math.inf) -> float:
        """Seconds from the last frame (drawn `since_drawn` seconds ago) to the
        next one the faces need (`FaceLife.frame_due`): `FRAME_STEP` while one
        tweens; a blink's shut moment and its end; a step into the next change
        while all are still; infinite while paused. `other_change`: seconds to
        something else that will move a face (the señas' next look)."""
        due = min((life.frame_due(since_drawn, FRAME_STEP) for life in self.lives.values()), default=math.inf)
        return min(due, other_change + max(0.0, since_drawn) + FRAME_STEP)

    # -- the frame ----------------------------------------------------------
    def look(self, seat: int) -> tuple:
        """What a face's pixels depend on: its character and its pose."""
        return (self.characters[seat], self.lives[seat].pose.key())

    def draw(self, surface, seat: int) -> None:
        rect = layout.FACE_RECT[seat]
        picture = self.art.render(self.characters[seat], self.lives[seat].pose, rect.height)
        surface.blit(picture, picture.get_rect(midbottom=rect.midbottom))
