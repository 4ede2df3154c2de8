"""The chance of winning the game from a score: `game_chance`.

The brain weighs every betting call in this currency, so that points matter
more near the target and a Hordago or a Kanta (the whole game on one lance)
is weighed against the points it stands for.

The game can end two ways: on points, or on a Hordago answered with Kanta (a
showdown). The points race is a logistic in the points each team still
needs, with the edge a team read as wild gives away; against a team that
says Hordago often, many games end in a showdown the player chose to accept
(it says Kanta only with a hand that should win), so the chance is a mix of
the race and of such a showdown.

Against a team read as wild that model is far off: in games against
`random` it did no better than a constant at telling won games from lost
ones (it gave the game up as nearly lost 20 points behind, where 7 in 10
were won). There the chance is blended, by the team's wildness, with
`wild_chance`: the same two parts, fitted to such games by
`tools/fit_wild_chance.py` (docs/ai-figures.md).
"""
from __future__ import annotations

import math

from . import tuning as T
from .opponents import SOUND, Profile


def points_chance(us: float, them: float, target: int, drift: float = 0.0,
                  points_per_hand: float = T.POINTS_PER_HAND, steepness: float | None = None) -> float:
    """A rough chance of winning a race to `target` on points from these
    scores, gaining `drift` points a hand on the other team (`steepness`:
    `tuning.RACE_STEEPNESS` unless given)."""
    need_us, need_them = target - us, target - them
    if need_us <= 0 and need_them <= 0:
        return 0.5
    if need_us <= 0:
        return 1.0
    if need_them <= 0:
        return 0.0
    hands_left = min(need_us, need_them) / max(points_per_hand, 1.0)
    steepness = T.RACE_STEEPNESS if steepness is None else steepness
    z = steepness * (need_them - need_us + drift * hands_left) / math.sqrt(need_us + need_them + T.RACE_SPREAD)
    return 1 / (1 + math.exp(-z))


def showdown_share(us: float, them: float, target: int, profile: Profile) -> float:
    """How likely the game is to end on a showdown the player accepts before
    the points decide it."""
    need = min(target - us, target - them)
    if need <= 0:
        return 0.0
    hands_left = max(need / max(profile.points_per_hand, 1.0), 0.3)
    per_hand = (profile.hordago_rate * profile.turns_per_hand * T.OWN_KANTA_SHARE
                + max(0.0, profile.kanta_rate - T.SOUND_KANTA_RATE) * T.OWN_HORDAGO_PER_HAND)
    return 1 - math.exp(-per_hand * hands_left)


def game_chance(us: float, them: float, target: int, profile: Profile = SOUND, edge: float = T.EDGE) -> float:
    """The chance of winning the game from these scores against a team that
    plays like `profile`: `race_chance`, blended with `wild_chance` by the
    team's wildness (times `tuning.WILD_CHANCE_WEIGHT`). `edge`: the points
    a hand the player takes itself to gain on a sound team (a level's:
    `Level.edge`)."""
    sound = race_chance(us, them, target, profile, edge)
    wild = profile.wildness * T.WILD_CHANCE_WEIGHT
    if wild <= 0.0:
        return sound
    return (1 - wild) * sound + wild * wild_chance(us, them, target, profile.points_per_hand)


def fair_chance(us: float, them: float, target: int) -> float:
    """The chance of the game from these scores between two teams that play
    equally well: the points race and the showdowns of two sound teams,
    with no edge on either side. The number a player is told: a level's
    edge is how safely it weighs its calls (Normal counts on 4 points a hand
    over a sound team, so that at 0 to 0 it weighs the game as 87% its own),
    and what a team read as wild gives away is a read of a few calls; neither
    is a chance to say."""
    return game_chance(us, them, target, SOUND, 0.0)


def race_chance(us: float, them: float, target: int, profile: Profile = SOUND, edge: float = T.EDGE) -> float:
    """The points race, with `edge` and the edge a team read as wild gives
    away, mixed with the showdowns that a team saying Hordago often leads to."""
    race = points_chance(us, them, target, edge + T.EDGE_PER_WILDNESS * profile.wildness,
                         profile.points_per_hand)
    if race in (0.0, 1.0):
        return race
    m = showdown_share(us, them, target, profile)
    return m * T.SHOWDOWN_WIN + (1 - m) * race


def wild_chance(us: float, them: float, target: int, points_per_hand: float) -> float:
    """The chance of winning the game from these scores against a team that
    calls at random (fitted to such games: docs/ai-figures.md): the points
    race, mixed with the showdowns we accept that end the game."""
    race = points_chance(us, them, target, T.WILD_EDGE, points_per_hand, T.WILD_RACE_STEEPNESS)
    need = min(target - us, target - them)
    if need <= 0:
        return race
    hands_left = need / max(points_per_hand, 1.0)
    m = 1 - math.exp(-T.WILD_SHOWDOWNS_PER_HAND * max(hands_left, 0.3))
    return m * T.WILD_SHOWDOWN_WIN + (1 - m) * race
