"""A face's pose: where it looks, how open its eyes are, its brows, its mouth
and tongue, how its head and shoulders are held.

Owns `Pose`, a frozen value of continuous parameters that any combination can
take and that tweens (`Pose.lerp`), the two named sets it uses (`Mouth`,
`Tongue`), and the quantisation (`Pose.key`) that the renderer draws from and
caches by and that the life of a face compares to know whether anything
visible changed.  Left and right are as seen on screen.  No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from game import assets


class Mouth(StrEnum):
    """The mouth shapes drawn for every character (assets.FACE_MOUTHS, in order)."""

    NEUTRAL = "neutral"
    SMILE = "smile"
    GRIN = "grin"
    FROWN = "frown"
    OPEN = "open"  # surprise: a round open mouth
    TENSE = "tense"  # clenched teeth
    HMM = "hmm"  # thinking: a short line pulled to one side
    BITE = "bite"  # lower lip bitten
    SIDE = "side"  # closed lips pushed to one side
    PUCKER = "pucker"  # closed lips pushed forward
    TONGUE = "tongue"  # open for a tongue out straight
    TONGUE_SIDE = "tongue_side"  # open at one corner for a tongue out to the side


class Tongue(StrEnum):
    NONE = "none"
    STRAIGHT = "straight"
    SIDE = "side"


LID_RANGE = (assets.FACE_LID_CLOSURES[0], assets.FACE_LID_CLOSURES[-1])  # wide .. squeezed shut
TILT_LIMIT = 20.0  # degrees either way
GAZE_STEPS = 6  # gaze is drawn in sixths of its travel (about a pixel at 220 px tall)
LIFT_STEPS = 8
SHOULDER_STEPS = 7
MIX_STEPS = 4  # a mouth cross-fade is drawn in quarters


def _clamp(value: float, low: float, high: float) -> float:
    return low if value < low else high if value > high else value


def _nearest(value: float, steps: tuple[float, ...]) -> int:
    return min(range(len(steps)), key=lambda i: abs(steps[i] - value))


def _pair(name: str, value, low: float, high: float) -> tuple[float, float]:
    try:
        a, b = value
        a, b = float(a), float(b)
    except (TypeError, ValueError):
        raise ValueError(f"Pose.{name} must be a pair of numbers (left, right), not {value!r}") from None
    for v in (a, b):
        if not low <= v <= high:
            raise ValueError(f"Pose.{name} must lie in {low}..{high}, not {value!r}")
    return (a, b)


@dataclass(frozen=True, slots=True)
class Pose:
    """Every parameter of a face at one moment.

    gaze: (x, y), each -1..1 (x right, y down, as seen on screen).
    lids: closure of the (left, right) upper eyelids: 0 open .. 1 closed;
        down to -0.25 opens the eyes wide, up to 1.25 squeezes them shut
        (on purpose: a blink closes them to 1).
    brows: (left, right) raise: -1 frown .. 0 .. +1 raised.
    mouth, tongue: the shape shown; while a change of shape tweens,
        mouth_from / tongue_from is the shape it comes from and mouth_mix how
        far it has faded in (1: only the new shape).
    tilt: head tilt in degrees, positive leaning the head to the right.
    lift: head lift, -1 sunk .. 0 .. +1 lifted.
    shoulders: (left, right) raise, 0 at rest .. 1 fully raised.
    """

    gaze: tuple[float, float] = (0.0, 0.0)
    lids: tuple[float, float] = (0.0, 0.0)
    brows: tuple[float, float] = (0.0, 0.0)
    mouth: Mouth = Mouth.NEUTRAL
    tongue: Tongue = Tongue.NONE
    mouth_from: Mouth = Mouth.NEUTRAL
    tongue_from: Tongue = Tongue.NONE
    mouth_mix: float = 1.0
    tilt: float = 0.0
    lift: float = 0.0
    shoulders: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        setattr_ = object.__setattr__
        setattr_(self, "gaze", _pair("gaze", self.gaze, -1.0, 1.0))
        setattr_(self, "lids", _pair("lids", self.lids, *LID_RANGE))
        setattr_(self, "brows", _pair("brows", self.brows, -1.0, 1.0))
        setattr_(self, "shoulders", _pair("shoulders", self.shoulders, 0.0, 1.0))
        for name, kind in (("mouth", Mouth), ("mouth_from", Mouth), ("tongue", Tongue), ("tongue_from", Tongue)):
            value = getattr(self, name)
            try:
                setattr_(self, name, kind(value))
            except ValueError:
                choices = ", ".join(k.value for k in kind)
                raise ValueError(f"Pose.{name} must be one of {choices}, not {value!r}") from None
        for name, low, high in (("mouth_mix", 0.0, 1.0), ("tilt", -TILT_LIMIT, TILT_LIMIT), ("lift", -1.0, 1.0)):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or not low <= value <= high:
                raise ValueError(f"Pose.{name} must be a number in {low}..{high}, not {value!r}")
            setattr_(self, name, float(value))
        if self.mouth_mix >= 1.0:  # a finished fade forgets where it came from
            setattr_(self, "mouth_from", self.mouth)
            setattr_(self, "tongue_from", self.tongue)

    @property
    def shown_mouth(self) -> tuple[Mouth, Tongue]:
        """The mouth and tongue that show the most at this moment."""
        return (self.mouth, self.tongue) if self.mouth_mix >= 0.5 else (self.mouth_from, self.tongue_from)

    def lerp(self, other: "Pose", t: float) -> "Pose":
        """The pose a fraction t (0..1) of the way to `other`: numbers move in a
        straight line; a new mouth shape fades in over the one shown now."""
        t = _clamp(t, 0.0, 1.0)
        if t >= 1.0:
            return other

        def mid(a: float, b: float) -> float:
            return a + (b - a) * t

        def mid2(a, b):
            return (mid(a[0], b[0]), mid(a[1], b[1]))

        here = self.shown_mouth
        there = (other.mouth, other.tongue)
        if here == there:
            mouth = dict(mouth=other.mouth, tongue=other.tongue, mouth_mix=1.0)
        else:
            mouth = dict(mouth=other.mouth, tongue=other.tongue, mouth_from=here[0], tongue_from=here[1], mouth_mix=t)
        return Pose(gaze=mid2(self.gaze, other.gaze), lids=mid2(self.lids, other.lids),
                    brows=mid2(self.brows, other.brows), tilt=mid(self.tilt, other.tilt),
                    lift=mid(self.lift, other.lift), shoulders=mid2(self.shoulders, other.shoulders), **mouth)

    def with_(self, **changes) -> "Pose":
        """This pose with some parameters changed (checked like a new one)."""
        return replace(self, **changes)

    def key(self) -> "PoseKey":
        """The pose as drawn: every parameter rounded to the steps the art
        has. Two poses with the same key give the same picture."""
        mix = round(self.mouth_mix * MIX_STEPS)
        mouth, before = (self.mouth, self.tongue), (self.mouth_from, self.tongue_from)
        if mix == 0:  # nothing of the new shape shows yet
            mouth = before
        fading = 0 < mix < MIX_STEPS and before != mouth
        return PoseKey(
            gaze=(round(self.gaze[0] * GAZE_STEPS), round(self.gaze[1] * GAZE_STEPS)),
            lids=tuple(_nearest(v, assets.FACE_LID_CLOSURES) for v in self.lids),
            brows=tuple(_nearest(v, assets.FACE_BROW_RAISES) for v in self.brows),
            mouth=mouth,
            mouth_from=before if fading else mouth,
            mouth_mix=mix if fading else MIX_STEPS,
            tilt=round(self.tilt),
            lift=round(self.lift * LIFT_STEPS),
            shoulders=(round(self.shoulders[0] * SHOULDER_STEPS), round(self.shoulders[1] * SHOULDER_STEPS)),
        )


@dataclass(frozen=True, slots=True)
class PoseKey:
    """A pose rounded to what the art can show (see `Pose.key`): gaze in
    sixths, lids and brows as frame numbers of their strips, the mouth cross-fade
    in quarters, tilt in whole degrees, lift in eighths, shoulders in sevenths."""

    gaze: tuple[int, int]
    lids: tuple[int, int]
    brows: tuple[int, int]
    mouth: tuple[Mouth, Tongue]
    mouth_from: tuple[Mouth, Tongue]
    mouth_mix: int
    tilt: int
    lift: int
    shoulders: tuple[int, int]


NEUTRAL = Pose()
