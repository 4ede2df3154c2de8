"""Matches for the tests: a played state as the `Match` that reaches it (its
moves replayed from the seed, with the default computer players unless
told), and the kept form of one."""
from game.match import DEFAULT_LINEUPS, Match
from game.match.kept import to_json


def match_of(state, seed, lineups=DEFAULT_LINEUPS, human=True):
    """The match whose moves reach `state` from `seed`."""
    return Match.replayed(state.rules, seed, lineups, state.history, human=human)


def kept_json(state, seed, lineups=DEFAULT_LINEUPS):
    """What the keeper writes for the match that reaches `state`."""
    return to_json(match_of(state, seed, lineups))
