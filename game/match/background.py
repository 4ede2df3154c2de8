"""The other pairs' championship matches, played by the one game loop.

`play_match(seed, first, second, rules)` is the game loop behind the
championship's seam (`PlayMatch`, game/txapelketa/results.py): four computer
seats, `first`'s players at seats 0 and 2 and `second`'s at 1 and 3
(`championship.seated`), a whole `Match` of `rules` played from `seed` by
`loop.play` (no señas: nobody watches a background table), and its result,
each game's points and winner read from the model's own `GameWon` (a game
won by a Kanta stands at the points it had). `played_match` gives the
`Match` itself, which the championship's store keeps under its fixture key
so that `solo-mus record --from` and the hand review read it as any kept
game; `result_of(match)` reads a finished match's result again.
"""
from __future__ import annotations

from game import model
from game.model import events as E
from game.model.rules import Rules
from game.txapelketa.championship import seated
from game.txapelketa.pairs import Pair
from game.txapelketa.results import Game, MatchResult, Side

from .lineup import Lineup
from .loop import playing
from .match import Match
from .seats import ComputerSeat, Seating

ALL_SEATS = (0, 1, 2, 3)


def background_match(seed: int, first: Pair, second: Pair, rules: Rules) -> Match:
    """The match of `first` (seats 0 and 2) against `second` (1 and 3), not yet played."""
    return Match.begin(rules, seed, (Lineup(1, seated(first, second), ALL_SEATS),), Seating.demo())


def played_match(seed: int, first: Pair, second: Pair, rules: Rules) -> tuple[Match, MatchResult]:
    """The whole match played by the game loop, and its result seen from `first`."""
    match = background_match(seed, first, second, rules)
    seats = {seat: ComputerSeat() for seat in ALL_SEATS}
    games: dict[int, Game] = {}
    for match in playing(match, seats):
        for event in match.state.events:
            if isinstance(event, E.GameWon):
                games[event.game_number] = _game(event)
    return match, MatchResult(tuple(games[number] for number in sorted(games)))


def play_match(seed: int, first: Pair, second: Pair, rules: Rules) -> MatchResult:
    """The `PlayMatch` of the championship: the match played, its result."""
    return played_match(seed, first, second, rules)[1]


def _game(won: E.GameWon) -> Game:
    return Game(won.scores[0], won.scores[1], Side.FIRST if won.team == 0 else Side.SECOND)


def result_of(match: Match) -> MatchResult:
    """The result of a finished match, from its moves replayed (the games'
    ends), seen from the pair at seats 0 and 2; ValueError if it is not over."""
    if not match.finished:
        raise ValueError("the match is not over")
    state = match.first_state()
    games = []
    for move in match.moves:
        state = model.step(state, move.action)
        games += [_game(event) for event in state.events if isinstance(event, E.GameWon)]
    return MatchResult(tuple(games))
