"""A headless table: play whole games with a player in each seat.

Owns the loop that the tournament tool, the benchmark and the tests share:
`play_game(players, seed)` deals a seeded game and asks each seat's player for
its action from that seat's observation only, until the match is over.
`make_player("ai:5555" | "random" | "simple", seed)` turns a spec string into
a player with its own `random.Random`; `ai:5555+k` (or `+k1`..`+k9`, the
watchfulness) also makes its señas and watches faces, `ai:5555+all` makes
none but catches every seña of the other team (a yardstick); `@ikasle`,
`@normal` or `@txapeldun` names its level (game/ai/levels.py):
`ai:5555@txapeldun+k`. With such
players the table plays moments of looking and signing before each call
while the window is open (`keinuak.sign_round`).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field, replace
from typing import Callable

from game.model import Rules, new_game, observe, signing_open, step
from game.model.actions import Action
from game.model.names import Kind, Phase
from game.model.observation import Observation

from .baselines import BASELINES
from .brain import choose
from .keinuak import ROUNDS_PER_TURN, Mind, sign_round
from .levels import Level, parse as parse_level
from .personality import Personality

Player = Callable[[Observation], Action]


class SeatPlayer:
    """A decision function bound to a personality and a private rng."""

    def __init__(self, spec: str, decide, personality: Personality | None, seed: int,
                 keinuak: Mind | None = None):
        self.spec = spec
        self.decide = decide
        self.personality = personality
        self.rng = random.Random(seed)
        self.keinuak = keinuak  # how it looks and signs (None: it takes no part)
        self.watch_rng = random.Random(seed * 31 + 7)  # its looks, apart from its decisions

    def __call__(self, observation: Observation) -> Action:
        return self.decide(observation, self.personality, self.rng)

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


def make_player(spec: str, seed: int = 0) -> SeatPlayer:
    """'ai' or 'ai:DDDD' (sliders Haundia, Tipia, Pariak, Jokoa), 'random',
    'simple'; an 'ai' spec may name a level, '@ikasle', '@normal' or
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
        return SeatPlayer(spec, choose, Personality(level=level), seed, mind)
    if text.startswith("ai:"):
        return SeatPlayer(spec, choose, replace(Personality.parse(text[3:]), level=level), seed, mind)
    if text in BASELINES:
        return SeatPlayer(text, BASELINES[text], None, seed)
    raise ValueError(f"unknown player {spec!r}: use 'ai:5555' (four sliders 1-9, then maybe @ikasle or "
                     f"@txapeldun), 'random' or 'simple'")


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
    called before every step (tests use it). Players with a `keinuak` Mind
    look and sign before each call while señas may be made."""
    rules = rules or Rules()
    state = new_game(rules, seed, first_dealer=first_dealer)
    minds = [getattr(p, "keinuak", None) for p in players]
    looks = [getattr(p, "watch_rng", None) for p in players]
    signing = any(m is not None for m in minds)
    times: list[list[float]] = [[], [], [], []]
    hands = 1
    moves = 0
    clock = time.perf_counter
    while state.phase != Phase.MATCH_OVER:
        if signing and signing_open(state):
            for _ in range(ROUNDS_PER_TURN):
                state = sign_round(state, minds, looks)
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
