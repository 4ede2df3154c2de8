"""The players of a headless table, by name: `make_player("ai:5555" |
"random" | "simple" | "bluffer" | "caller")` turns a spec string into a player, a function of an
observation and a random stream (the loop's, game/match/loop.py, which plays
whole games with them: the tournament tool, the benchmark and the tests).
`ai:5555+k` (or `+k1`..`+k9`, the watchfulness) also makes its señas and
watches faces, `ai:5555+all` makes none but catches every seña of the other
team (a yardstick); `@ikasle`, `@normal` or `@txapeldun` names its level
(game/ai/levels.py): `ai:5555@txapeldun+k`. With such players the loop plays
moments of looking and signing before each call while the window is open
(`keinuak.sign_round`).
"""
from __future__ import annotations

import random
from dataclasses import replace

from game.model.actions import Action
from game.model.observation import Observation

from .baselines import BASELINES
from .brain import choose
from .keinuak import Mind
from .levels import Level, parse as parse_level
from .personality import Personality


class SeatPlayer:
    """A decision function bound to a personality; the random stream of
    each decision is the caller's (the loop's one seeding scheme)."""

    def __init__(self, spec: str, decide, personality: Personality | None, keinuak: Mind | None = None):
        self.spec = spec
        self.decide = decide
        self.personality = personality
        self.keinuak = keinuak  # how it looks and signs (None: it takes no part)

    def __call__(self, observation: Observation, rng: random.Random) -> Action:
        return self.decide(observation, self.personality, rng)

    def __repr__(self) -> str:
        return f"SeatPlayer({self.spec!r})"


def keinuak_suffix(text: str) -> tuple[str, Mind | None]:
    """A spec without its keinuak suffix, and the Mind it names: '+k' signs
    and watches at watchfulness 5, '+k1'..'+k9' at that watchfulness, '+all'
    signs nothing and catches every seña of the other team."""
    if "+" not in text:
        return text, None
    base, _, suffix = text.partition("+")
    if suffix == "all":
        return base, Mind(signs=False, watchfulness=0, sees_all=True)
    if suffix == "k":
        return base, Mind()
    if len(suffix) == 2 and suffix[0] == "k" and suffix[1] in "123456789":
        return base, Mind(watchfulness=int(suffix[1]))
    raise ValueError(f"unknown keinuak suffix {'+' + suffix!r}: use +k, +k1..+k9 or +all")


def level_suffix(text: str) -> tuple[str, Level]:
    """A spec without its level, and the level it names: 'ai:5555@ikasle',
    '@normal' or '@txapeldun' (before or after a keinuak suffix); Normal
    when it names none."""
    base, at, rest = text.partition("@")
    if not at:
        return text, Level.NORMAL
    name, plus, tail = rest.partition("+")
    try:
        level = parse_level(name)
    except ValueError:
        raise ValueError(f"unknown level {'@' + name!r}: use @ikasle, @normal or @txapeldun") from None
    return base + plus + tail, level


def make_player(spec: str) -> SeatPlayer:
    """'ai' or 'ai:DDDD' (sliders Haundia, Tipia, Pariak, Jokoa), or a
    baseline ('random', 'simple', 'bluffer', 'caller'); an 'ai' spec may name a level, '@ikasle', '@normal' or
    '@txapeldun' (`level_suffix`), and end in '+k', '+k1'..'+k9' or '+all'
    (see `keinuak_suffix`): 'ai:5555@txapeldun+k'."""
    text, level = level_suffix(spec.strip().lower())
    text, mind = keinuak_suffix(text)
    if (mind is not None or "@" in spec) and not text.startswith("ai"):
        raise ValueError(f"only a computer player ('ai...') has a level and takes part in the keinuak, "
                         f"not {spec!r}")
    if mind is not None and not mind.sees_all:
        mind = Mind(signs=mind.signs, watchfulness=level.watchfulness(mind.watchfulness))
    if text == "ai":
        return SeatPlayer(spec, choose, Personality(level=level), mind)
    if text.startswith("ai:"):
        return SeatPlayer(spec, choose, replace(Personality.parse(text[3:]), level=level), mind)
    if text in BASELINES:
        return SeatPlayer(text, BASELINES[text], None)
    raise ValueError(f"unknown player {spec!r}: use 'ai:5555' (four sliders 1-9, then maybe @ikasle or "
                     f"@txapeldun), or one of {', '.join(repr(name) for name in BASELINES)}")
