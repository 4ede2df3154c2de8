"""What the other team's own calls this game say about how it plays, and what
that means for the chance of winning the game.

Owns `Profile` (read from `observation.history` only: every call is public)
and `game_chance`, the chance of winning the game from a score, which the
brain uses to weigh Iduki, Tira, Kanta and Hordago.

The game can end two ways: on points, or on a Hordago that is answered with
Kanta (a showdown). Against a team that says Hordago often, many games end in
a showdown the player chose to accept (it says Kanta only with a hand that
should win), so the score matters less: the game-win chance is a mix of a
points race and of such a showdown, weighted by how likely a showdown is
before the points decide. A team whose Hordagos are unknown is taken to be
sound (it says Hordago rarely), so the score decides as usual.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

BETS = ("imido", "gehiago", "hordago")
BETTING = ("paso", "imido", "gehiago", "hordago", "iduki", "tira", "kanta")

# Priors, as if this many of the other team's turns had been seen already
# from a sound team (it bets at about a quarter of its openings, raises a
# bet it faces about one time in ten and says Hordago about once in a
# hundred turns).
PRIOR_TURNS = 5.0
SOUND_BET_RATE = 0.25
SOUND_RAISE_RATE = 0.10
SOUND_FOLD_RATE = 0.5
SOUND_HORDAGO_RATE = 0.01
SOUND_KANTA_RATE = 0.1
# How often the player itself says Kanta to a Hordago, and how often it finds
# a hand for a Hordago of its own in a hand: they turn the other team's
# Hordago and Kanta rates into showdowns per hand.
OWN_KANTA_SHARE = 0.3
OWN_HORDAGO_PER_HAND = 0.25
# Points a hand the player gains on a team that bets at nearly every turn
# (its bets are mostly weak hands, and the strong hands it meets hold them).
EDGE_PER_WILDNESS = 4.0
# The chance of winning a showdown the player chose to accept.
SHOWDOWN_WIN = 0.82


@dataclass(frozen=True, slots=True)
class Profile:
    """The other team's calls so far this game, by situation, shrunk towards a
    sound team."""

    bet_rate: float        # Imido / Hordago at its openings
    raise_rate: float      # raises and Hordago when facing a bet
    fold_rate: float       # Tira when facing a bet
    hordago_rate: float    # Hordago at any betting turn
    kanta_rate: float      # Kanta when facing a Hordago
    turns_per_hand: float  # its betting turns per hand
    points_per_hand: float  # points both teams have scored per finished hand

    @property
    def wildness(self) -> float:
        """0 for a team that bets like a sound one, 1 for one that bets and
        raises at nearly every turn (its bets then tell little)."""
        rate = (self.bet_rate + self.raise_rate) / 2
        return min(1.0, max(0.0, (rate - 0.3) / 0.35))


def read_profile(obs) -> Profile:
    """The other team's `Profile` from the whole game's public history."""
    mine = obs.team
    opens = open_bets = faced = raises = folds = hordagos = faced_h = kantas = 0
    bet_standing = hordago_standing = False
    for move in obs.history:
        kind = move.action.kind
        if kind not in BETTING:
            bet_standing = hordago_standing = False
            continue
        theirs = move.seat & 1 != mine
        if theirs:
            if hordago_standing:
                faced_h += 1
                kantas += kind == "kanta"
            elif bet_standing:
                faced += 1
                raises += kind in ("gehiago", "hordago")
                folds += kind == "tira"
            else:
                opens += 1
                open_bets += kind in ("imido", "hordago")
            hordagos += kind == "hordago"
        if kind in BETS:
            bet_standing = True
            hordago_standing = kind == "hordago"
        elif kind != "paso":
            bet_standing = hordago_standing = False
    k = PRIOR_TURNS
    turns = opens + faced
    hands = max(obs.hand_number - 1, 0)   # hands finished before this one
    scored = obs.scores[0] + obs.scores[1]
    return Profile(
        bet_rate=(open_bets + k * SOUND_BET_RATE) / (opens + k),
        raise_rate=(raises + k * SOUND_RAISE_RATE) / (faced + k),
        fold_rate=(folds + k * SOUND_FOLD_RATE) / (faced + k),
        hordago_rate=(hordagos + k * SOUND_HORDAGO_RATE) / (turns + k),
        kanta_rate=(kantas + 2 * SOUND_KANTA_RATE) / (faced_h + 2),
        turns_per_hand=(turns + 3 * 3.0) / (hands + 1 + 3),
        points_per_hand=(scored + 2 * 7.0) / (hands + 2),
    )


SOUND = Profile(SOUND_BET_RATE, SOUND_RAISE_RATE, SOUND_FOLD_RATE, SOUND_HORDAGO_RATE, SOUND_KANTA_RATE, 3.0, 7.0)


def points_chance(us: float, them: float, target: int, drift: float = 0.0,
                  points_per_hand: float = 7.0) -> float:
    """A rough chance of winning a race to `target` on points from these
    scores, gaining `drift` points a hand on the other team."""
    need_us, need_them = target - us, target - them
    if need_us <= 0 and need_them <= 0:
        return 0.5
    if need_us <= 0:
        return 1.0
    if need_them <= 0:
        return 0.0
    hands_left = min(need_us, need_them) / max(points_per_hand, 1.0)
    z = 0.9 * (need_them - need_us + drift * hands_left) / math.sqrt(need_us + need_them + 4)
    return 1 / (1 + math.exp(-z))


def showdown_share(us: float, them: float, target: int, profile: Profile) -> float:
    """How likely the game is to end on a showdown the player accepts before
    the points decide it."""
    need = min(target - us, target - them)
    if need <= 0:
        return 0.0
    hands_left = max(need / max(profile.points_per_hand, 1.0), 0.3)
    per_hand = (profile.hordago_rate * profile.turns_per_hand * OWN_KANTA_SHARE
                + max(0.0, profile.kanta_rate - SOUND_KANTA_RATE) * OWN_HORDAGO_PER_HAND)
    return 1 - math.exp(-per_hand * hands_left)


def game_chance(us: float, them: float, target: int, profile: Profile = SOUND) -> float:
    """The chance of winning the game from these scores against a team that
    plays like `profile`."""
    race = points_chance(us, them, target, EDGE_PER_WILDNESS * profile.wildness,
                         profile.points_per_hand)
    if race in (0.0, 1.0):
        return race
    m = showdown_share(us, them, target, profile)
    return m * SHOWDOWN_WIN + (1 - m) * race
