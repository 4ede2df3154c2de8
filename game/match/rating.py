"""The player's skill rating: how well the player plays, as a number that
every game against computer players moves, and how sure that number is.

A `Rating` is a Weng-Lin rating (openskill's Thurstone-Mosteller model with
full pairing: the chance that one team beats the other is the normal curve
of their skills' difference), a skill `mu` and its uncertainty `sigma`, with
its `history`: the rating after each of the last `HISTORY` games, the oldest
first. `rated(rating, won, partner, opponents)` is the rating after one more
game: the player and the partner (seat 2) are one team, the two opponents
(seats 1 and 3) the other, and every computer player counts with the fixed
skill of its level (`LEVEL_MU`, fitted from the levels' win shares in
docs/FIGURES.md by `fitted_mu`); only the player's rating moves. A game has
no draw (the model's draw margin is 0), and the library's own `tau` keeps
sigma from shrinking to nothing, so that the rating follows a player who gets
better. A new player starts as a Normal computer player whose skill is not
known yet (openskill's own start, 25 with a sigma of 25/3).

The screens show `shown(mu)`: 1500 for a Normal computer player and 50 for
each point of skill (a scale where 100 points apart is about 64 games won
of 100, as chess's Elo reads), with `margin(sigma)`, two sigmas on that scale
(the true rating lies within it 95 times in 100). No pygame, no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from openskill.models import ThurstoneMostellerFull

from game.ai.levels import Level
from game.platform import validate

MODEL = ThurstoneMostellerFull(epsilon=0.0)   # a game of Mus is won or lost, never drawn
START_MU = MODEL.mu        # 25: a Normal computer player's skill
START_SIGMA = MODEL.sigma  # 25/3: not known yet
HISTORY = 500              # games kept for the chart
DECIMALS = 6               # a rating is kept to a millionth of a point (the file stays small)

# Each level's fixed skill: Normal at the start's 25; Ikasle and Txapeldun
# fitted to the games won in docs/FIGURES.md ("The levels"): Normal won 828 of
# 1,000 against Ikasle, Txapeldun (the champion, with its search) 1,224 of
# 2,000 against Normal. `fitted_mu` works each out again
# (tests/match/test_rating.py holds them to it).
LEVEL_SHARES = {Level.IKASLE: (Level.NORMAL, 1 - 828 / 1000), Level.TXAPELDUN: (Level.NORMAL, 1224 / 2000)}
LEVEL_MU = {Level.IKASLE: 22.212, Level.NORMAL: START_MU, Level.TXAPELDUN: 25.838}

SHOWN_AT_START = 1500   # shown for a skill of START_MU
SHOWN_PER_POINT = 50    # shown points for one point of skill
MU_FARTHEST = 100.0     # no rating strays this far from the start: a file that says so is damaged
SIGMA_MOST = 2 * START_SIGMA


def fitted_mu(share: float, against: float) -> float:
    """The skill of a level whose pair wins `share` of its games against a
    pair of skill `against`, by the model's own chance of a win (its
    `predict_win`, the level's players known exactly: sigma 0), found by
    halving the interval."""
    if not 0 < share < 1:
        raise ValueError(f"a share of games won lies between 0 and 1, not {share}")
    low, high = against - MU_FARTHEST, against + MU_FARTHEST
    for _ in range(100):
        mid = (low + high) / 2
        pair = [MODEL.rating(mid, 0.0), MODEL.rating(mid, 0.0)]
        other = [MODEL.rating(against, 0.0), MODEL.rating(against, 0.0)]
        if MODEL.predict_win([pair, other])[0] < share:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def shown(mu: float) -> int:
    """A skill as the screens show it."""
    return round(SHOWN_AT_START + SHOWN_PER_POINT * (mu - START_MU))


def margin(sigma: float) -> int:
    """A rating's uncertainty as the screens show it: two sigmas, in shown points."""
    return round(2 * SHOWN_PER_POINT * sigma)


def _sound(mu: float, sigma: float) -> None:
    if abs(mu - START_MU) > MU_FARTHEST:
        raise ValueError(f"mu {mu} is farther than any rating goes")
    if not 0 < sigma <= SIGMA_MOST:
        raise ValueError(f"sigma must be above 0 and at most {SIGMA_MOST:.3f}, not {sigma}")


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The rating after one game: its skill, its uncertainty, and the game
    it follows (the key of the game's last hand, game/match/statistics.py
    `hand_key`: the game's seed first)."""

    mu: float
    sigma: float
    game: str = ""

    def __post_init__(self) -> None:
        validate.strict_types(self)
        _sound(self.mu, self.sigma)
        if len(self.game) > 80:
            raise ValueError("game is too long")


@dataclass(frozen=True, slots=True)
class Rating:
    """The player's rating now (`mu`, `sigma`), the games rated, and the
    rating after each of the last `HISTORY` of them, oldest first."""

    mu: float = START_MU
    sigma: float = START_SIGMA
    games: int = 0
    history: tuple[RatingPoint, ...] = ()

    def __post_init__(self) -> None:
        validate.strict_types(self)
        _sound(self.mu, self.sigma)
        if not 0 <= self.games <= 10 ** 12:
            raise ValueError(f"games must be between 0 and a life of play, not {self.games}")
        if len(self.history) > min(self.games, HISTORY):
            raise ValueError(f"history holds at most one point a game rated, and {HISTORY} at most")
        if self.history and (self.history[-1].mu, self.history[-1].sigma) != (self.mu, self.sigma):
            raise ValueError("the history's last point must be the rating now")

    @property
    def shown(self) -> int:
        return shown(self.mu)

    @property
    def margin(self) -> int:
        return margin(self.sigma)

    def before(self, index: int) -> tuple[float, float]:
        """(mu, sigma) before the game of history point `index` (negative
        counts from the end): the point before it, or the start for the
        first game ever rated."""
        index %= len(self.history)
        if index > 0:
            point = self.history[index - 1]
            return point.mu, point.sigma
        if self.games == len(self.history):  # nothing older was let go
            return START_MU, START_SIGMA
        raise ValueError("the rating before the oldest point kept is not known")

    def game_moved(self, key: str) -> int | None:
        """How far the game whose last hand is `key` moved the shown number,
        when it is the last game rated (None otherwise)."""
        if not self.history or self.history[-1].game != key:
            return None
        try:
            mu_before, _sigma = self.before(-1)
        except ValueError:
            return None
        return shown(self.mu) - shown(mu_before)

    def moved_by(self, key: str) -> tuple[int, int] | None:
        """How far the games of one match moved the shown number, the match
        whose last hand is `key` (game/match/statistics.py `hand_key`):
        (games, shown points), from the points at the history's end that
        belong to it (the same seed, the hands counting down); None when the
        last game rated is not that match's (or its start is older than the
        history)."""
        if not self.history or self.history[-1].game != key:
            return None
        count, later = 1, _seed_and_hand(key)
        for point in reversed(self.history[:-1]):
            here = _seed_and_hand(point.game)
            if later is None or here is None or here[0] != later[0] or here[1] >= later[1]:
                break
            count, later = count + 1, here
        try:
            mu_before, _sigma = self.before(-count)
        except ValueError:
            return None
        return count, shown(self.mu) - shown(mu_before)


def _seed_and_hand(key: str) -> tuple[str, int] | None:
    """The seed and the hand's number of a hand's key ("seed:hand:moves")."""
    parts = key.split(":")
    if len(parts) != 3 or not parts[1].isdigit():
        return None
    return parts[0], int(parts[1])


def _player(mu: float, sigma: float):
    return MODEL.rating(mu, sigma)


def rated(rating: Rating, won: bool, partner: Level, opponents: tuple[Level, Level], game: str = "") -> Rating:
    """The rating after one more game, won or lost, with a partner of level
    `partner` against opponents of levels `opponents` (each computer player
    at its level's fixed skill, known exactly); `game` names it for the
    history."""
    us = [_player(rating.mu, rating.sigma), _player(LEVEL_MU[partner], 0.0)]
    them = [_player(LEVEL_MU[level], 0.0) for level in opponents]
    after = MODEL.rate([us, them], ranks=[0, 1] if won else [1, 0])[0][0]
    mu, sigma = round(after.mu, DECIMALS), round(after.sigma, DECIMALS)
    try:
        history = (rating.history + (RatingPoint(mu, sigma, game),))[-HISTORY:]
        return replace(rating, mu=mu, sigma=sigma, games=rating.games + 1, history=history)
    except ValueError:  # beyond any rating a life of play reaches: kept as it was, never lost
        return rating
