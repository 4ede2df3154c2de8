"""Championship matches for the tests, played by no card: results made by
hand (`result("40-12", "25-40", "40-31")`) and fake match players that stand
where the game loop's `PlayMatch` will (game/txapelketa/results.py)."""
import random

from game.ai.levels import LEVELS
from game.txapelketa.results import Game, MatchResult, Side

TARGET = 40


def result(*games: str, kanta: str = "") -> MatchResult:
    """A result from each game's points, first pair's first ("40-12"): the
    pair at the target or past it won the game; a game in `kanta` ("7-12:first")
    is won by the side named, at those points."""
    out = []
    for text in games:
        points, _, side = text.partition(":")
        first, second = (int(n) for n in points.split("-"))
        if side:
            winner = Side(side)
        else:
            winner = Side.FIRST if first >= TARGET else Side.SECOND
        out.append(Game(first, second, winner))
    return MatchResult(tuple(out))


def won_by(side: Side, rules, rng: random.Random) -> MatchResult:
    """A match `side` wins (its last game and `games_to_win` in all), the
    other side taking some games first or none, as `rng` says; each game's
    winner at the rules' target, the loser below it."""
    order = [side.other] * rng.randrange(rules.games_to_win) + [side] * (rules.games_to_win - 1)
    rng.shuffle(order)
    games = []
    for winner in order + [side]:
        loser_points = rng.randrange(rules.target)
        points = (rules.target, loser_points) if winner is Side.FIRST else (loser_points, rules.target)
        games.append(Game(*points, winner))
    return MatchResult(tuple(games))


def by_level(seed, first, second, rules) -> MatchResult:
    """A fake match player: the same seed, the same result; the pair of the
    higher level wins the match more often (two levels apart: 80 in 100)."""
    rng = random.Random(seed)
    edge = LEVELS.index(first.level) - LEVELS.index(second.level)
    chance = 0.5 + 0.15 * edge
    side = Side.FIRST if rng.random() < chance else Side.SECOND
    return won_by(side, rules, rng)


def pair_wins(pair_name: str, otherwise=by_level):
    """A fake match player in which the pair named `pair_name` wins every match."""
    def play(seed, first, second, rules):
        if first.name == pair_name:
            return won_by(Side.FIRST, rules, random.Random(seed))
        if second.name == pair_name:
            return won_by(Side.SECOND, rules, random.Random(seed))
        return otherwise(seed, first, second, rules)
    return play
