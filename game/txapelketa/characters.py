"""The game's characters, one a face of game/faces, each with the name, the
level and the style that belong to it: the partners a championship offers.

A `Character` is who a face is: `face` (a character of game/faces), `name`
(a Basque given name that suits the face, given to no player of a field:
none is in game/txapelketa/pairs.py's WOMEN or MEN), the `Level` it plays at
and its `Style` (a pair's style, game/txapelketa/pairs.py). `CHARACTERS`
lists them in the faces' own order (game/assets.py FACE_CHARACTERS);
`partner()` is the character as the computer player who partners the
player, the value a championship is made with (its sliders its style's).
The field made with that partner gives no other player its name or its
face (`new_field`), so the partner never plays in the field too.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.levels import Level
from game.ai.personality import SLIDERS, Personality
from game.platform import validate

from .pairs import ComputerPlayer, Style

WATCHFULNESS = 5  # a partner watches the faces as a normal player does


@dataclass(frozen=True, slots=True)
class Character:
    """A face of game/faces with its own name, level and style."""

    face: str
    name: str
    level: Level = Level.NORMAL
    style: Style = Style.OREKATUA

    def __post_init__(self) -> None:
        validate.strict_types(self)

    def partner(self) -> ComputerPlayer:
        """This character as the player's partner: its name, face and level,
        its style's sliders."""
        personality = Personality(**dict(zip(SLIDERS, self.style.sliders)), level=self.level)
        return ComputerPlayer(self.name, personality, self.face, WATCHFULNESS)


# One a face, in game/assets.py's FACE_CHARACTERS order; the three faces the
# settings seat by default keep the default players' names (Mikel, Ane, Itziar).
CHARACTERS = (
    Character("aitona", "Joxe", Level.TXAPELDUN, Style.ZUHURRA),
    Character("amona", "Kontxi", Level.TXAPELDUN, Style.PARIZALEA),
    Character("bizar", "Mikel", Level.NORMAL, Style.HAUNDIZALEA),
    Character("kizkur", "Itziar", Level.NORMAL, Style.AUSARTA),
    Character("motz", "Josune", Level.IKASLE, Style.OREKATUA),
    Character("gazte", "Ekaitz", Level.IKASLE, Style.AUSARTA),
    Character("betaurreko", "Bittor", Level.NORMAL, Style.JOKOZALEA),
    Character("txirikorda", "Ane", Level.NORMAL, Style.OREKATUA),
    Character("burusoil", "Kepa", Level.TXAPELDUN, Style.JOKOZALEA),
    Character("txapelgorri", "Garbiñe", Level.IKASLE, Style.ZUHURRA),
)


def character_of(player: ComputerPlayer) -> Character | None:
    """The character `player` is (its face and name), or None."""
    return next((c for c in CHARACTERS if (c.face, c.name) == (player.face, player.name)), None)
