"""A headless table: play whole games with a player in each seat.

Owns the loop that the tournament tool, the benchmark and the tests share:
`play_game(players, seed)` deals a seeded game and asks each seat's player for
its action from that seat's observation only, until the match is over.
`make_player("ai:5555" | "random" | "simple", seed)` turns a spec string into
a player with its own `random.Random`.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Callable

from game.model import Rules, new_game, observe, step
from game.model.actions import Action
from game.model.names import Kind, Phase
from game.model.observation import Observation

from .baselines import BASELINES
from .brain import choose
from .personality import Personality

Player = Callable[[Observation], Action]


class SeatPlayer:
    """A decision function bound to a personality and a private rng."""

    def __init__(self, spec: str, decide, personality: Personality | None, seed: int):
        self.spec = spec
        self.decide = decide
        self.personality = personality
        self.rng = random.Random(seed)

    def __call__(self, observation: Observation) -> Action:
        return self.decide(observation, self.personality, self.rng)

    def __repr__(self) -> str:
        return f"SeatPlayer({self.spec!r})"


def make_player(spec: str, seed: int = 0) -> SeatPlayer:
    """'ai' or 'ai:DDDD' (sliders Haundia, Tipia, Pariak, Jokoa), 'random', 'simple'."""
    text = spec.strip().lower()
    if text in BASELINES:
        return SeatPlayer(text, BASELINES[text], None, seed)
    if text == "ai":
        return SeatPlayer(text, choose, Personality(), seed)
    if text.startswith("ai:"):
        return SeatPlayer(text, choose, Personality.parse(text[3:]), seed)
    raise ValueError(f"unknown player {spec!r}: use 'ai:5555' (four sliders 1-9), 'random' or 'simple'")


@dataclass
class GameResult:
    winner: int                       # the team that won
    scores: tuple[int, int]
    hands: int
    decisions: list[list[float]] = field(default_factory=lambda: [[], [], [], []])  # seconds, per seat
    moves: int = 0


def play_game(players, seed: int, rules: Rules | None = None, *, first_dealer: int | None = None,
              check: Callable | None = None, timed: bool = True) -> GameResult:
    """Play one game (a match of `rules.games_to_win`) with `players[seat]`
    deciding for each seat. `check(state, seat, observation, action)` is
    called before every step (tests use it)."""
    rules = rules or Rules()
    state = new_game(rules, seed, first_dealer=first_dealer)
    times: list[list[float]] = [[], [], [], []]
    hands = 1
    moves = 0
    clock = time.perf_counter
    while state.phase != Phase.MATCH_OVER:
        seat = state.to_act
        obs = observe(state, seat)
        if timed:
            start = clock()
            action = players[seat](obs)
            times[seat].append(clock() - start)
        else:
            action = players[seat](obs)
        if check is not None:
            check(state, seat, obs, action)
        if action.kind == Kind.NEW_HAND:
            hands += 1
        state = step(state, action)
        moves += 1
    return GameResult(state.winner, state.scores, hands, times, moves)
