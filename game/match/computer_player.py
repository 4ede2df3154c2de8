"""A computer player as the player made it: its name, its style and level
(a `Personality`), its face and how watchful it is of the other faces'
señas. The settings keep three (seats 1, 2 and 3), a match keeps those it
was played with (game/match/lineup.py), the statistics those it was played
against.

A face is only a name here (a character of game/faces, or "" for its seat's
own): whether the art still draws it is not this value's to judge, so a kept
game or settings whose player wears a face that a later version no longer
has are not damaged. `wearing_known_faces` gives such players another face
(their seat's own) and names them, for the notice that says so.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace

from game.ai import Personality
from game.assets import FACE_CHARACTERS
from game.platform import validate
from game.platform.i18n import Message, N_, ntr, tr

NAME_MAX = 12
COMPUTER_SEATS = (1, 2, 3)
DEFAULT_NAMES = ("Mikel", "Ane", "Itziar")
DEFAULT_FACES = {1: "bizar", 2: "txirikorda", 3: "kizkur"}  # each seat's face until one is chosen
FACE_NAME = re.compile(r"[a-z][a-z0-9_-]{0,23}", re.ASCII)  # how a face is named (game/assets.py FACE_CHARACTERS)


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a player's name (a sentence to show), or None if it can.
    A name is 1 to 12 characters: letters (accents included), digits, spaces
    and hyphens, with at least one letter or digit."""
    if not isinstance(name, str) or not name.strip():
        # box: players-problem
        return ntr("Type a name (1 to {n} character)", "Type a name (1 to {n} characters)", NAME_MAX)
    if len(name) > NAME_MAX:
        # box: players-problem
        return ntr("At most {n} character", "At most {n} characters", NAME_MAX)
    for ch in name:
        if not name_character(ch):
            # box: players-problem
            return tr("Only letters, digits, spaces and hyphens ('{ch}' is not)", ch=ch)
    return None


def name_character(ch: str) -> bool:
    """A character a name may hold: a Latin letter (á, ñ, ç, è... too), a digit
    0-9, a space or a hyphen."""
    if ch in " -" or "0" <= ch <= "9":
        return True
    return ch.isalpha() and unicodedata.name(ch, "").startswith("LATIN ")


@dataclass(frozen=True, slots=True)
class ComputerPlayer:
    """One computer player's name, style and level (its `Personality`: the
    sliders and the level, kept inline as `haundia`..`jokoa` and `level`; a
    file without `level` reads Normal), face (the name of a character of
    game/faces; "" until one is chosen: its seat's own, `face_at`) and how
    watchful it is of the other faces' keinuak (1 to 9, 5 the normal)."""

    name: str
    personality: Personality = field(default_factory=Personality, metadata=validate.INLINE)
    face: str = ""
    watchfulness: int = 5

    def __post_init__(self) -> None:
        validate.strict_types(self)
        problem = name_problem(self.name)
        if problem is not None:
            raise ValueError(f"bad player name {self.name!r}: {problem}")
        if not 1 <= self.watchfulness <= 9:
            raise ValueError(f"watchfulness must be a whole number from 1 to 9, not {self.watchfulness!r}")
        if self.face and FACE_NAME.fullmatch(self.face) is None:
            raise ValueError(f"face {validate.shorten(self.face)} is not the name of a face")

    def face_at(self, seat: int) -> str:
        """The character drawn for this player at `seat`."""
        return self.face or DEFAULT_FACES[seat]


def default_players() -> tuple[ComputerPlayer, ...]:
    """The three computer players at their default names and the normal style."""
    return tuple(ComputerPlayer(name) for name in DEFAULT_NAMES)


def wearing_known_faces(players, known=FACE_CHARACTERS) -> tuple[tuple[ComputerPlayer, ...], list[str]]:
    """`players` with each face that is not among `known` (the faces the art
    draws) replaced by its seat's own, and the names of those who changed."""
    out, changed = [], []
    for player in players:
        if player.face and player.face not in known:
            player = replace(player, face="")
            changed.append(player.name)
        out.append(player)
    return tuple(out), changed


def faces_gone(names) -> Message:
    """The notice that the players `names` wear another face than the one
    they were kept with, which the art no longer draws (one player's, or
    more: the game's languages all say one apart from more)."""
    names = list(names)
    if len(names) == 1:
        # box: notice
        return Message(N_("The face of {names} is no longer in the game: another is shown."), names=names[0])
    # box: notice
    return Message(N_("The faces of {names} are no longer in the game: others are shown."), names=", ".join(names))
