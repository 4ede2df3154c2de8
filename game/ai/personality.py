"""A computer player's style: the four sliders of RULES.md, Haundia, Tipia,
Pariak and Jokoa, each from 1 to 9 (5 is the normal style).

`Personality` owns the sliders and turns each into the few numbers the brain
(`game.ai.brain`) reads, so that what a slider changes is written down here and
nowhere else:

- A lance's own slider (Jokoa also governs Pundua) tilts, for that lance
  only, the weighing of the betting calls (`game.ai.betting`): Imido, raises
  and Hordago are worth a little more and Tira a little less than their
  expected value, by `tuning.BASE_BOLDNESS` at 5 (the tilt that plays the
  strongest, tuned by tournaments), more above 5 and less, then the other
  way, below.
- All four together set the Mus / Mintza margin (the mean of the four: below 5
  the player asks for Mus more, above 5 it keeps its cards, Mintza, more) and
  the weight each lance has when choosing the cards to keep (a high Pariak
  slider keeps pairs harder, a high Haundia slider keeps kings harder...).

A personality also carries the player's `level` (game/ai/levels.py: Ikasle,
Normal, Txapeldun), apart from the sliders: how well it plays, not how. It is
kept beside the sliders (`level` in a player's object of a file; a file
without it reads as Normal).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import tuning as T
from .levels import JSON as LEVEL_JSON, Level

SLIDERS = ("haundia", "tipia", "pariak", "jokoa")
# The lances whose worth each slider weighs when keeping cards (Jokoa: Jokua or Pundua).
FEATURE_SLIDERS = ("haundia", "tipia", "pariak", "jokua")
# Which slider governs each lance: Pundua is played by the Jokoa slider.
SLIDER_OF_LANCE = {"haundia": "haundia", "tipia": "tipia", "pariak": "pariak",
                   "jokua": "jokoa", "pundua": "jokoa"}


@dataclass(frozen=True, slots=True)
class Personality:
    """Four sliders, 1 (cautious: Mus, Paso, Tira) to 9 (aggressive: Imido,
    Mintza, bluffs); 5 is the normal style. `level`: how well it plays."""

    haundia: int = 5
    tipia: int = 5
    pariak: int = 5
    jokoa: int = 5
    level: Level = field(default=Level.NORMAL, metadata=LEVEL_JSON)

    def __post_init__(self) -> None:
        if not isinstance(self.level, Level):
            raise ValueError(f"level must be a Level (ikasle, normal, txapeldun), not {self.level!r}")
        for name in SLIDERS:
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 9:
                raise ValueError(
                    f"slider {name} must be a whole number from 1 to 9 (5 is the normal style), "
                    f"not {value!r}"
                )

    @classmethod
    def parse(cls, text: str) -> "Personality":
        """Four digits 1-9 in slider order Haundia, Tipia, Pariak, Jokoa: '5555',
        '9155'."""
        if not isinstance(text, str):
            raise ValueError(f"a personality is written as four digits such as '5555', not {text!r}")
        digits = text.strip()
        if len(digits) != 4 or not all(ch in "123456789" for ch in digits):
            raise ValueError(
                f"a personality is four digits 1-9 (Haundia, Tipia, Pariak, Jokoa), "
                f"e.g. '5555' or '9155', not {text!r}"
            )
        return cls(*(int(ch) for ch in digits))

    def __str__(self) -> str:
        return f"{self.haundia}{self.tipia}{self.pariak}{self.jokoa}"

    # --- what the sliders change -------------------------------------------

    def slider(self, lance: str) -> int:
        """The slider that governs a lance (Jokoa for Jokua and Pundua)."""
        return getattr(self, SLIDER_OF_LANCE[lance])

    def boldness(self, lance: str) -> float:
        """-1 (slider 1) .. 0 (slider 5) .. +1 (slider 9) for one lance."""
        return (self.slider(lance) - 5) / 4

    @property
    def overall_boldness(self) -> float:
        """The mean boldness of the four sliders: it sets Mus / Mintza."""
        return (self.haundia + self.tipia + self.pariak + self.jokoa - 20) / 16

    def base_boldness(self, wildness: float = 0.0) -> float:
        """Where slider 5 stands: `tuning.BASE_BOLDNESS` against a sound
        team, less against a team read as wild (`tuning.WILD_BOLDNESS_CUT`:
        below the plain expected value from a wildness of 1 / the cut up)."""
        return T.BASE_BOLDNESS * (1 - T.WILD_BOLDNESS_CUT * wildness)

    def bet_tilt(self, lance: str, wildness: float = 0.0) -> float:
        """Points of expected value added to Imido, raises and Hordago in this
        lance: `base_boldness` at 5, more above, less below."""
        return T.BET_TILT * (self.base_boldness(wildness) + self.boldness(lance))

    def hold_tilt(self, lance: str, wildness: float = 0.0) -> float:
        """Points of expected value taken from Tira (given to Iduki / Kanta)
        in this lance: `base_boldness` at 5, more above, less below (and
        more at a level that holds more: `Level.hold_boldness`)."""
        return T.HOLD_TILT * (self.base_boldness(wildness) + self.boldness(lance) + self.level.hold_boldness)

    def mintza_margin(self, wildness: float = 0.0) -> float:
        """How much better the hand must be than what a discard would bring
        before the player says Mintza (lower: Mintza more), against a team
        read as wild as `wildness` (its `base_boldness`, as in the betting)."""
        return T.MINTZA_BASE - T.MINTZA_TILT * (self.base_boldness(wildness) + self.overall_boldness)

    def keep_weight(self, lance: str) -> float:
        """How much a lance counts when choosing the cards to keep."""
        return 1.0 + T.KEEP_TILT * self.boldness(lance)


NORMAL = Personality()
