"""The pairs of a championship and the field of sixteen made from a seed.

A `Pair` is a named pair from a town (`name`, "Tolosa"), with its computer
players (their names, faces and personalities: the game's own
`ComputerPlayer`), the `Level` they play at and the `Style` that is theirs.
The player's pair is pair 0: its one computer player is the partner the
player chose, and its level is the partner's. `new_field(seed, partner)`
makes the sixteen pairs and their draw into four groups from the seed alone
(the same seed, the same field), by pots (docs/RULES.md, "Txapelketa"):

- pot 1: the player's pair and three Txapeldun pairs, one a group;
- pot 2: three Txapeldun pairs and a Normal one, which goes to the player's
  group (the player meets no Txapeldun pair in the groups);
- pot 3: four Normal pairs; pot 4: four Ikasle pairs.

Each group lists its pairs by pot (its first pair is its pot 1 pair), which
is the order its matches are scheduled by (game/txapelketa/championship.py).

`ComputerPlayer` is imported here and nowhere else in the package.
"""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from enum import Enum

from game.ai.levels import JSON as LEVEL_JSON, LEVELS, Level
from game.ai.personality import SLIDERS, Personality
from game.assets import FACE_CHARACTERS
from game.platform import validate
from game.match.computer_player import ComputerPlayer  # the one import of the computer player's place

PAIRS = 16
GROUPS = 4
GROUP_SIZE = PAIRS // GROUPS
PLAYER_PAIR = 0           # the player's pair is always pair 0 of the field
PAIR_NAME_MAX = 24
PLAYER_PAIR_NAME = "Etxekoak"  # "those of the house": the player's pair until named otherwise

# The levels of each pot's pairs, the player's pair left out (pot 1 holds it).
POTS = (
    (Level.TXAPELDUN,) * 3,
    (Level.TXAPELDUN,) * 3 + (Level.NORMAL,),
    (Level.NORMAL,) * 4,
    (Level.IKASLE,) * 4,
)

# The players' names (Basque given names) a field is drawn from, each with the
# faces that suit it: the characters tools/make_faces.py draws as women (with
# lashes and lips) and as men (game/assets.py's FACE_CHARACTERS are all of them).
WOMEN = (
    "Ainhoa", "Amaia", "Arantxa", "Begoña", "Edurne", "Estitxu", "Garazi", "Haizea",
    "Idoia", "Irati", "Izaskun", "Jone", "Karmele", "Leire", "Lorea", "Maialen",
    "Maite", "Miren", "Nekane", "Nerea", "Oihana", "Uxue", "Zuriñe",
)
MEN = (
    "Aitor", "Ander", "Andoni", "Aritz", "Asier", "Beñat", "Eneko", "Gaizka",
    "Gorka", "Ibon", "Iker", "Imanol", "Iñaki", "Jokin", "Josu", "Julen",
    "Koldo", "Markel", "Mattin", "Oier", "Patxi", "Peio", "Txomin", "Unai", "Xabier", "Ximun",
)
WOMEN_FACES = ("amona", "kizkur", "motz", "txirikorda", "txapelgorri")
MEN_FACES = tuple(face for face in FACE_CHARACTERS if face not in WOMEN_FACES)
TOWNS = (
    "Altsasu", "Azkoitia", "Azpeitia", "Baigorri", "Bermeo", "Durango", "Elorrio",
    "Getaria", "Gernika", "Hernani", "Lekeitio", "Lizarra", "Maule", "Mungia",
    "Oñati", "Ondarroa", "Orio", "Tolosa", "Urretxu", "Zarautz", "Zestoa",
)


class Style(Enum):
    """How a pair plays, the same for both its players (around these
    sliders: Haundia, Tipia, Pariak, Jokoa); kept by its value."""

    ZUHURRA = ("zuhurra", (3, 3, 4, 4))        # prudent: Mus, Paso, Tira more often
    OREKATUA = ("orekatua", (5, 5, 5, 5))      # balanced: the normal style
    AUSARTA = ("ausarta", (7, 7, 6, 7))        # bold: bets, raises, bluffs
    HAUNDIZALEA = ("haundizalea", (8, 4, 5, 5))  # fond of Haundia
    PARIZALEA = ("parizalea", (4, 4, 8, 5))    # fond of Pariak
    JOKOZALEA = ("jokozalea", (4, 5, 5, 8))    # fond of Jokoa

    def __new__(cls, name: str, sliders: tuple[int, int, int, int]):
        member = object.__new__(cls)
        member._value_ = name
        member.sliders = sliders
        return member

    def __str__(self) -> str:
        return self.value


STYLES = tuple(Style)


@dataclass(frozen=True, slots=True)
class Pair:
    """A pair of the field: its `name` (a town, or the player's pair's
    name), its computer players (two; the player's pair: the partner alone),
    the `level` they play at and its `style` (None for the player's pair:
    the partner's sliders are the player's choice)."""

    name: str
    players: tuple[ComputerPlayer, ...]
    level: Level = field(default=Level.NORMAL, metadata=LEVEL_JSON)
    style: Style | None = None

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if not self.name.strip() or len(self.name) > PAIR_NAME_MAX or not self.name.isprintable():
            raise ValueError(f"a pair's name is 1 to {PAIR_NAME_MAX} printable characters, "
                             f"not {validate.shorten(self.name)}")
        if len(self.players) not in (1, 2):
            raise ValueError(f"a pair holds two computer players (the player's: one), not {len(self.players)}")
        if len(self.players) == 2 and self.style is None:
            raise ValueError(f"the pair {self.name} has no style")
        if len(self.players) == 1 and self.style is not None:
            raise ValueError("the player's pair has no style of its own")
        for player in self.players:
            if player.personality.level is not self.level:
                raise ValueError(f"{player.name} plays at {player.personality.level}, "
                                 f"not at the pair's level {self.level}")
        if len({player.name for player in self.players}) != len(self.players):
            raise ValueError(f"the pair {self.name} holds one name twice")

    @property
    def is_players(self) -> bool:
        """Whether this is the player's pair (the partner is its only computer player)."""
        return len(self.players) == 1


@dataclass(frozen=True, slots=True)
class Field:
    """The sixteen pairs (pair 0 the player's) and the draw: four groups of
    four pair numbers, each listed by pot."""

    pairs: tuple[Pair, ...]
    groups: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if len(self.pairs) != PAIRS:
            raise ValueError(f"a field holds {PAIRS} pairs, not {len(self.pairs)}")
        if not self.pairs[PLAYER_PAIR].is_players:
            raise ValueError("pair 0 must be the player's pair (the partner alone)")
        others = [n for n, pair in enumerate(self.pairs) if pair.is_players and n != PLAYER_PAIR]
        if others:
            raise ValueError(f"pair {others[0]} has one player: only the player's pair (0) may")
        names = [player.name for pair in self.pairs for player in pair.players]
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:
            raise ValueError(f"{twice[0]} plays in two pairs")
        towns = [pair.name for pair in self.pairs]
        if len(set(towns)) != PAIRS:
            raise ValueError(f"two pairs are named {next(t for t in towns if towns.count(t) > 1)}")
        if len(self.groups) != GROUPS or any(len(group) != GROUP_SIZE for group in self.groups):
            raise ValueError(f"the draw must be {GROUPS} groups of {GROUP_SIZE} pairs")
        drawn = sorted(n for group in self.groups for n in group)
        if drawn != list(range(PAIRS)):
            raise ValueError(f"the groups must hold each pair 0 to {PAIRS - 1} once")

    def group_of(self, pair: int) -> int:
        """The index (0 for group A) of the group `pair` was drawn into."""
        return next(index for index, group in enumerate(self.groups) if pair in group)


def stream(seed: int, purpose: str) -> random.Random:
    """A random stream for one purpose of the championship of `seed`: the
    same seed and purpose give the same numbers on every machine (the text is
    hashed, never Python's own hash)."""
    digest = hashlib.sha256(f"txapelketa {seed} {purpose}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def _faces_of(face: str) -> tuple[str, ...]:
    """The faces drawn like `face`: WOMEN_FACES or MEN_FACES."""
    return WOMEN_FACES if face in WOMEN_FACES else MEN_FACES


def _player(name: str, face: str, style: Style, level: Level, rng: random.Random) -> ComputerPlayer:
    """One computer player of a pair of `style`: each slider the style's,
    or one more or less."""
    sliders = {slider: min(9, max(1, value + rng.choice((-1, 0, 0, 1))))
               for slider, value in zip(SLIDERS, style.sliders)}
    return ComputerPlayer(name, Personality(**sliders, level=level), face, rng.randint(3, 7))


def new_field(seed: int, partner: ComputerPlayer, pair_name: str = PLAYER_PAIR_NAME) -> Field:
    """The field of the championship of `seed`: the player's pair (named
    `pair_name`, with `partner`) and fifteen pairs of computer players, each
    with two faces and a name that suits each face, a town, a level by its pot and a style, and
    the draw into groups (see the module's docstring). The partner's name and
    face are given to no one else: the partner (a character of
    game/txapelketa/characters.py) never plays in the field too."""
    rng = stream(seed, "field")
    names = {faces: rng.sample([n for n in pool if n != partner.name], len(pool) - (partner.name in pool))
             for faces, pool in ((WOMEN_FACES, WOMEN), (MEN_FACES, MEN))}
    towns = rng.sample([town for town in TOWNS if town != pair_name], PAIRS - 1)
    levels = [level for pot in POTS for level in pot]
    pairs = [Pair(pair_name, (partner,), partner.personality.level)]
    for number, level in enumerate(levels):
        style = rng.choice(STYLES)
        players = []
        for _ in range(2):
            face = rng.choice([face for face in FACE_CHARACTERS if names[_faces_of(face)]
                               and face != partner.face and face not in (p.face for p in players)])
            players.append(_player(names[_faces_of(face)].pop(), face, style, level, rng))
        pairs.append(Pair(towns[number], tuple(players), level, style))
    # the pots by pair number: pot 1 the player's pair and the pairs of POTS[0], and so on
    pots, number = [], 1
    for index, pot in enumerate(POTS):
        pots.append(([PLAYER_PAIR] if index == 0 else []) + list(range(number, number + len(pot))))
        number += len(pot)
    for pot in pots:
        rng.shuffle(pot)
    # the player's group takes the weakest pair of pot 2; the others, the rest in their drawn order
    second_pot = sorted(pots[1], key=lambda n: LEVELS.index(pairs[n].level))
    weakest, rest = second_pot[0], [n for n in pots[1] if n != second_pot[0]]
    groups = []
    for index, first in enumerate(pots[0]):
        second = weakest if first == PLAYER_PAIR else rest.pop()
        groups.append((first, second, *(pot[index] for pot in pots[2:])))
    return Field(tuple(pairs), tuple(groups))

