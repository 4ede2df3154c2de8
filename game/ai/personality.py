"""A computer player's style: the four sliders of RULES.md, Haundia, Tipia,
Pariak and Jokoa, each from 1 to 9 (5 is the normal style).

`Personality` owns the sliders and turns each into the few numbers the brain
(`game.ai.brain`) reads, so that what a slider changes is written down here and
nowhere else:

- A lance's own slider (Jokoa also governs Pundua) sets, for that lance only:
  the win chance needed to open with Imido and to raise (lower when higher),
  the margin asked before Iduki / Kanta rather than Tira (below 5 the player
  says Tira more, above 5 it holds more), the rate of bluffs (0 at 1, about one
  weak hand in eleven at 5, one in five at 9), and the margin asked before a
  Hordago and the least win chance for one (above 5 it says Hordago sooner).
- All four together set the Mus / Mintza margin (the mean of the four: below 5
  the player asks for Mus more, above 5 it keeps its cards, Mintza, more) and
  the weight each lance has when choosing the cards to keep (a high Pariak
  slider keeps pairs harder, a high Haundia slider keeps kings harder...).
"""
from __future__ import annotations

from dataclasses import dataclass

SLIDERS = ("haundia", "tipia", "pariak", "jokoa")
# The lances whose worth each slider weighs when keeping cards (Jokoa: Jokua or Pundua).
FEATURE_SLIDERS = ("haundia", "tipia", "pariak", "jokua")
# Which slider governs each lance: Pundua is played by the Jokoa slider.
SLIDER_OF_LANCE = {"haundia": "haundia", "tipia": "tipia", "pariak": "pariak",
                   "jokua": "jokoa", "pundua": "jokoa"}


@dataclass(frozen=True, slots=True)
class Personality:
    """Four sliders, 1 (cautious: Mus, Paso, Tira) to 9 (aggressive: Imido,
    Mintza, bluffs); 5 is the normal style."""

    haundia: int = 5
    tipia: int = 5
    pariak: int = 5
    jokoa: int = 5

    def __post_init__(self) -> None:
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

    def open_chance(self, lance: str) -> float:
        """The team's win chance from which the player opens with Imido."""
        return 0.62 - 0.12 * self.boldness(lance)

    def raise_chance(self, lance: str) -> float:
        """The win chance from which the player raises a bet it faces."""
        return 0.80 - 0.10 * self.boldness(lance)

    def bluff_rate(self, lance: str) -> float:
        """How often a weak hand opens anyway: 0 at 1, 0.09 at 5, 0.2 at 9."""
        b = self.boldness(lance)
        return 0.09 * (1 + b) + 0.02 * max(b, 0.0)

    def hold_margin(self, lance: str) -> float:
        """Points of expected value the player gives up before it says Tira
        rather than Iduki (negative: it wants to be ahead to hold)."""
        return -0.5 + 0.45 * self.boldness(lance)

    def kanta_margin(self, lance: str) -> float:
        """Game-win chance the player gives away to say Kanta rather than Tira."""
        return 0.07 * self.boldness(lance) - 0.20

    def hordago_margin(self, lance: str) -> float:
        """Game-win chance a Hordago must add over the best other call."""
        return 0.03 - 0.03 * self.boldness(lance)

    def hordago_chance(self, lance: str) -> float:
        """The least win chance with which the player says Hordago while the
        game is still open (a Kanta against it is a coin the player need not
        toss): 0.95 at 1, 0.87 at 5, 0.79 at 9."""
        return 0.87 - 0.08 * self.boldness(lance)

    def mintza_margin(self) -> float:
        """How much better the hand must be than what a discard would bring
        before the player says Mintza (lower: Mintza more)."""
        return MINTZA_BASE - 0.30 * self.overall_boldness

    def keep_weight(self, lance: str) -> float:
        """How much a lance counts when choosing the cards to keep."""
        return 1.0 + 0.3 * self.boldness(lance)


# Mintza when the hand is worth at least this much more than the expected
# worth after the best discard, at boldness 0 (tuned by tournaments; the
# worth after a discard is an expectation, so a good hand is often below it).
MINTZA_BASE = -0.8

NORMAL = Personality()
