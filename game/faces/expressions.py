"""The expressions a face can make, and where its eyes turn to look at the table.

Owns `Expression` (the parameters one expression sets over a base pose, the
others left as they were, so that two can be laid one over the other),
`EXPRESSIONS` (every expression by name: the ones the table needs now, the
ones the señas show, and a few the reactions use), `SENA_EXPRESSIONS` (the
expression each seña of the list is made with), `pose_of` (an
expression as a whole pose for a face at a seat) and `gaze_towards` (the gaze
of a face at one seat looking at another seat, its cards, the table's centre
or the advice button, as seen on screen).  No pygame here.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, fields

from game.faces.pose import NEUTRAL, Mouth, Pose, Tongue
from game.model.names import Keinua
from game.model.records import partner_of

# Where things are on the 1920x1080 screen, for the direction of a gaze: each
# seat's place (0 the player at the bottom, 1 right, 2 the partner at the top,
# 3 left), the middle of the felt and the partner's advice button (bottom right).
SEAT_POINTS = {0: (960.0, 990.0), 1: (1770.0, 520.0), 2: (960.0, 80.0), 3: (150.0, 520.0)}
CENTRE_POINT = (960.0, 520.0)
BUTTON_POINT = (1700.0, 1000.0)

CARDS, CENTRE, BUTTON = "cards", "centre", "button"
# The player sits both at the bottom of the table and in front of the screen: a
# face looking at the player looks down towards seat 0 only this far, so that
# it meets the player's eyes (looking all the way down reads as its own cards).
PLAYER_REACH = 0.45
CARDS_GAZE = (0.0, 1.0)
REST_REACH = 0.35  # an idle face looks towards the middle of the felt, this far

# The roles a gaze expression names, as seats relative to the face's own.
ROLES = ("cards", "partner", "player", "next", "previous", "button", "centre")


def gaze_towards(seat: int, target) -> tuple[float, float]:
    """The gaze (x, y in -1..1) of the face at `seat` looking at `target`: a
    seat 0-3, CARDS (its own), CENTRE (the felt) or BUTTON (the advice)."""
    if seat not in SEAT_POINTS:
        raise ValueError(f"no seat {seat!r}: seats are 0 (you), 1 (right), 2 (partner), 3 (left)")
    if target == CARDS:
        return CARDS_GAZE
    if target == CENTRE:
        point, reach = CENTRE_POINT, REST_REACH
    elif target == BUTTON:
        point, reach = BUTTON_POINT, 1.0
    elif target in SEAT_POINTS:
        if target == seat:
            raise ValueError(f"the face at seat {seat} cannot look at itself")
        point, reach = SEAT_POINTS[target], (PLAYER_REACH if target == 0 else 1.0)
    else:
        raise ValueError(f"cannot look at {target!r}: a seat 0-3, {CARDS!r}, {CENTRE!r} or {BUTTON!r}")
    x0, y0 = SEAT_POINTS[seat]
    dx, dy = point[0] - x0, point[1] - y0
    length = math.hypot(dx, dy)
    if length == 0:
        return (0.0, 0.0)
    return (round(dx / length * reach, 4), round(dy / length * reach, 4))


def role_target(seat: int, role: str):
    """The seat (or CARDS, CENTRE, BUTTON) a role names for the face at `seat`."""
    if role == "partner":
        return partner_of(seat)
    if role == "player":
        return 0 if seat != 0 else CENTRE
    if role == "next":  # the opponent who speaks after this seat (on its right)
        return (seat + 1) % 4
    if role == "previous":  # the opponent who spoke before it (on its left)
        return (seat + 3) % 4
    if role in (CARDS, CENTRE, BUTTON):
        return role
    raise ValueError(f"no gaze role {role!r}: expected one of {', '.join(ROLES)}")


@dataclass(frozen=True, slots=True)
class Expression:
    """What an expression sets; None leaves that part of the base pose alone.
    `look` names a role (see ROLES) the eyes turn to, from the face's seat."""

    gaze: tuple[float, float] | None = None
    look: str | None = None
    lids: tuple[float, float] | None = None
    brows: tuple[float, float] | None = None
    mouth: Mouth | None = None
    tongue: Tongue | None = None
    tilt: float | None = None
    lift: float | None = None
    shoulders: tuple[float, float] | None = None

    def __post_init__(self) -> None:
        if self.look is not None and self.look not in ROLES:
            raise ValueError(f"no gaze role {self.look!r}: expected one of {', '.join(ROLES)}")
        if self.look is not None and self.gaze is not None:
            raise ValueError("an expression sets a gaze or a role to look at, not both")

    def on(self, base: Pose, seat: int = 2) -> Pose:
        """`base` with this expression's parameters set (a whole new mouth)."""
        changes = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is not None and f.name != "look":
                changes[f.name] = value
        if self.look is not None:
            changes["gaze"] = gaze_towards(seat, role_target(seat, self.look))
        if "mouth" in changes and "tongue" not in changes:
            changes["tongue"] = Tongue.NONE
        if "mouth" in changes or "tongue" in changes:
            changes["mouth_mix"] = 1.0
        return base.with_(**changes)


E = Expression
EXPRESSIONS: dict[str, Expression] = {
    # needed now
    "neutral": E(lids=(0.0, 0.0), brows=(0.0, 0.0), mouth=Mouth.NEUTRAL, tilt=0.0, lift=0.0, shoulders=(0.0, 0.0)),
    "blink": E(lids=(1.0, 1.0)),
    "look-cards": E(look="cards", lids=(0.45, 0.45), lift=-0.35),
    "look-partner": E(look="partner"),
    "look-player": E(look="player"),
    "look-next": E(look="next"),
    "look-previous": E(look="previous"),
    "thinking": E(gaze=(-0.55, -0.75), lids=(0.1, 0.1), brows=(0.7, -0.35), mouth=Mouth.HMM, tilt=4.0),
    "smile": E(lids=(0.2, 0.2), brows=(0.25, 0.25), mouth=Mouth.SMILE),
    "grin": E(lids=(0.3, 0.3), brows=(0.5, 0.5), mouth=Mouth.GRIN, lift=0.25),
    "frown": E(lids=(0.15, 0.15), brows=(-1.0, -1.0), mouth=Mouth.FROWN),
    "surprise": E(lids=(-0.25, -0.25), brows=(1.0, 1.0), mouth=Mouth.OPEN, lift=0.3),
    "tense": E(lids=(-0.25, -0.25), brows=(-0.6, -0.6), mouth=Mouth.TENSE, shoulders=(0.35, 0.35)),
    # drawn now for the señas
    "bite-lip": E(mouth=Mouth.BITE),
    "lips-side": E(mouth=Mouth.SIDE),
    "tongue-straight": E(mouth=Mouth.TONGUE, tongue=Tongue.STRAIGHT),
    "tongue-side": E(mouth=Mouth.TONGUE_SIDE, tongue=Tongue.SIDE),
    "brows-raised": E(brows=(1.0, 1.0), lids=(-0.25, -0.25)),  # the eyes open wide under them
    "lips-forward": E(mouth=Mouth.PUCKER),
    # a wink and ciego squeeze the eyes shut on purpose (lids 1.25, brows down):
    # never a blink, which closes them smoothly to 1 and no further
    "wink": E(lids=(1.25, 0.0), brows=(-0.5, 0.25)),
    "eyes-closed": E(lids=(1.25, 1.25), brows=(-0.5, -0.5)),
    "shrug": E(shoulders=(1.0, 1.0), lift=-0.5, brows=(0.5, 0.5)),
    "shoulder-raised": E(shoulders=(1.0, 0.0), tilt=-4.0),
    "head-tilted": E(tilt=10.0),
    "head-lifted": E(lift=1.0, gaze=(0.0, -0.3)),
    # used by the reactions
    "smug": E(lids=(0.3, 0.3), brows=(0.7, -0.2), mouth=Mouth.SMILE),
    "sad": E(lids=(0.45, 0.45), brows=(-0.3, -0.3), mouth=Mouth.FROWN, lift=-0.5, gaze=(0.0, 0.6)),
    "look-button": E(look="button", brows=(0.4, 0.4)),
}

NEEDED_NOW = ("neutral", "blink", "look-cards", "look-partner", "look-player", "look-next", "look-previous",
              "thinking", "smile", "grin", "frown", "surprise", "tense")
FOR_SENAS = ("bite-lip", "lips-side", "tongue-straight", "tongue-side", "brows-raised", "lips-forward", "wink",
             "eyes-closed", "shrug", "shoulder-raised", "head-tilted", "head-lifted")

# The expression each seña is made with (docs/RULES.md's list); four kings is
# the two kings sign made twice.
SENA_EXPRESSIONS = {
    Keinua.TWO_KINGS: "bite-lip",
    Keinua.THREE_KINGS: "lips-side",
    Keinua.FOUR_KINGS: "bite-lip",
    Keinua.TWO_ACES: "tongue-straight",
    Keinua.THREE_ACES: "tongue-side",
    Keinua.DUPLES: "brows-raised",
    Keinua.JOKUA: "lips-forward",
    Keinua.THIRTY_ONE: "wink",
    Keinua.THIRTY: "shrug",
    Keinua.TWENTY_NINE: "shoulder-raised",
    Keinua.CIEGO: "eyes-closed",
}
TWICE = frozenset((Keinua.FOUR_KINGS,))  # the señas made as another one's sign twice


def expression(name: str) -> Expression:
    try:
        return EXPRESSIONS[name]
    except KeyError:
        raise ValueError(f"no expression {name!r}: expected one of {', '.join(EXPRESSIONS)}") from None


def pose_of(name: str, seat: int = 2, base: Pose = NEUTRAL) -> Pose:
    """The expression `name` on `base`, for the face at `seat` (gaze roles
    depend on it)."""
    return expression(name).on(base, seat)
