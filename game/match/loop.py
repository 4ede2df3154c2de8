"""The one game loop: a match played to its end from its seats.

Every way the game is played goes through here: the table asks its seats
(on its worker thread, at the pace of the screen: game/table/seats.py) and
checks their calls with `checked`; `record --seed`, the tournament tool and
the tests play whole matches headless with `playing` / `play` /
`play_game`; the soak and the lessons play at the table. So one move is made
one way everywhere:

- the seat asked (`asked`: the player's for its own calls and its team's
  betting when the partner is the voice, else the seat to act) answers
  `think(match)` (game/match/seats.py), each computer player deciding from
  its observation with the stream of the one seeding scheme
  (game/match/decisions.py);
- a computer player's call is checked against the rules (`call_of`, `checked`: an
  illegal one raises `IllegalComputerChoice` when `strict`, else is logged
  and replaced by the least committal legal call); the player's is its own;
- the move goes into the `Match` with its decision (`Match.then`); at a
  hand's end the reader calls the next deal, with no decision;
- headless, while señas may be made, the seats with a `mind` (the computer
  players that take part in the keinuak) play `ROUNDS_PER_TURN` moments of
  looking and signing before each call (game/ai/keinuak.sign_round), each
  seat's looks from its own stream of the same scheme, and each seña goes
  into the match (`Match.signed`). The table plays the same moments from
  the same streams on its clock (game/table/keinuak.py), showing each
  moment's señas before they are made.
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Callable, Iterator

from game.ai import Personality
from game.ai.keinuak import ROUNDS_PER_TURN, sign_round
from game.model import Kind, Phase, Rules, legal_actions, observe, signing_open
from game.model.actions import NEW_HAND

from .decisions import look_stream
from .lineup import DEFAULT_LINEUPS
from .match import Match
from .seats import ComputerSeat, Seat, SeatKind, Seating

log = logging.getLogger("solo-mus.table")
# The least committal calls first: what a seat says when its own choice is illegal.
SAFE_ORDER = (Kind.BA, Kind.EZ, Kind.PASO, Kind.TIRA, Kind.MUS, Kind.NEW_HAND)
DEMO_LINEUPS = tuple(lineup.seated((0, 1, 2, 3)) for lineup in DEFAULT_LINEUPS)  # four computer players


class IllegalComputerChoice(RuntimeError):
    """A computer player chose an action the rules do not allow."""


def safe_action(legal):
    """The least committal of the legal actions."""
    for kind in SAFE_ORDER:
        for action in legal:
            if action.kind == kind:
                return action
    return legal[0]


def checked(seat: int, state, action, strict: bool):
    """The computer player's `action` if the rules allow it; else raise
    (strict) or log it and take a safe legal call."""
    legal = legal_actions(state)
    if action in legal:
        return action
    message = (f"computer player at seat {seat} chose {action!r}, which is illegal in phase "
               f"{state.phase} (lance {state.lance}); legal: {', '.join(map(str, legal[:14]))}")
    if strict:
        raise IllegalComputerChoice(message)
    log.error("%s; playing %s instead", message, safe_action(legal))
    return safe_action(legal)


def asked(match: Match) -> int | None:
    """The seat whose answer makes the move now (None once the match is over)."""
    return match.seating.asked(match.state)


def call_of(match: Match, seat: Seat, decided, strict: bool = True):
    """The call the seat asked makes with `decided`: a computer player's
    checked against the rules, the player's as pressed."""
    action = seat.call(match, decided)
    if seat.kind is SeatKind.PLAYER:
        return action
    return checked(asked(match), match.state, action, strict)


def signing_moment(match: Match, minds) -> Match:
    """The match after the moments of looking and signing before a call
    (while señas may be made): `minds[seat]`, how each seat takes part
    (None: it does not), each seat's looks from its own stream."""
    for moment in range(ROUNDS_PER_TURN):
        state = match.state
        if not signing_open(state):
            break
        rngs = [look_stream(match.seed, seat, state, moment) if minds[seat] is not None else None
                for seat in range(4)]
        signed: list = []
        sign_round(state, minds, rngs, made=lambda *seña: signed.append(seña))
        for seat, keinua, seen_by in signed:
            match = match.signed(seat, keinua, seen_by)
    return match


def playing(match: Match, seats, *, strict: bool = True, check: Callable | None = None) -> Iterator[Match]:
    """The match after each seña and each move, to its end, `seats[seat]`
    answering for each seat. `check(state, seat, observation, action)` is told
    each move before it is made (tests use it)."""
    minds = [getattr(seats[seat], "mind", None) for seat in range(4)]
    signing = any(mind is not None for mind in minds)
    while not match.finished:
        state = match.state
        if state.phase == Phase.HAND_OVER:  # the summary is read: the reader deals on
            if check is not None:
                check(state, state.to_act, observe(state, state.to_act), NEW_HAND)
            match = match.then(NEW_HAND)
            yield match
            continue
        if signing and signing_open(state):
            before = len(match.keinuak)
            match = signing_moment(match, minds)
            if len(match.keinuak) != before:
                yield match
            state = match.state
        seat = seats[asked(match)]
        decided = seat.think(match).result()
        action = call_of(match, seat, decided, strict)
        if check is not None:
            check(state, state.to_act, observe(state, state.to_act), action)
        match = match.then(action, decided)
        yield match


def play(match: Match, seats, *, strict: bool = True, check: Callable | None = None) -> Match:
    """The match played to its end (see `playing`)."""
    for match in playing(match, seats, strict=strict, check=check):
        pass
    return match


# -- a headless table of four computer players ------------------------------------

@dataclass
class GameResult:
    winner: int                       # the team that won
    scores: tuple[int, int]
    hands: int
    decisions: list[list[float]] = field(default_factory=lambda: [[], [], [], []])  # seconds, per seat
    moves: int = 0
    match: Match | None = None


class _Timed(Seat):
    """A seat whose decisions are timed."""

    def __init__(self, seat: Seat, times: list[float]) -> None:
        self.seat, self.times = seat, times
        self.kind = seat.kind
        self.mind = getattr(seat, "mind", None)

    def decision(self, match):
        start = time.perf_counter()
        try:
            return self.seat.decision(match)
        finally:
            self.times.append(time.perf_counter() - start)

    def call(self, match, decided):
        return self.seat.call(match, decided)


class _TimedPlayer:
    """A player (a function of an observation and a stream) whose calls are
    timed: the player's own time, as the tournament reports it."""

    def __init__(self, player, times: list[float]) -> None:
        self.player, self.times = player, times
        self.keinuak = getattr(player, "keinuak", None)

    def __call__(self, observation, rng):
        start = time.perf_counter()
        try:
            return self.player(observation, rng)
        finally:
            self.times.append(time.perf_counter() - start)


def timed_player(player, times: list[float]):
    """`player` (a `Seat` or a function, see `computer_seat`) with its
    decisions' times appended to `times`."""
    return _Timed(player, times) if isinstance(player, Seat) else _TimedPlayer(player, times)


def computer_seat(player) -> Seat:
    """A seat for `player`: a `Seat` as it is, or a function of an
    observation and a stream giving an Action (game/ai/table.make_player's
    players; its `keinuak`, how it takes part in the señas)."""
    if isinstance(player, Seat):
        return player
    return ComputerSeat(brain=lambda observation, _personality, rng: player(observation, rng),
                        personality=Personality(), mind=getattr(player, "keinuak", None))


def demo_match(rules: Rules, seed: int, first_dealer: int | None = None, lineups=DEMO_LINEUPS) -> Match:
    """A match of four computer players (`lineups`, in every seat) from `seed`."""
    deal = None if first_dealer is None else (first_dealer, None)
    return Match.begin(rules, seed, lineups, Seating.demo(), deal=deal)


def play_game(players, seed: int, rules: Rules | None = None, *, first_dealer: int | None = None,
              check: Callable | None = None, timed: bool = True) -> GameResult:
    """Play one game (a match of `rules.games_to_win`) with `players[seat]`
    deciding for each seat (see `computer_seat`). `check(state, seat,
    observation, action)` is called before every step (tests use it). Players
    with a `keinuak` Mind look and sign before each call while señas may be
    made."""
    times: list[list[float]] = [[], [], [], []]
    if timed:
        players = [timed_player(player, times[seat]) for seat, player in enumerate(players)]
    seats = {seat: computer_seat(player) for seat, player in enumerate(players)}
    match = play(demo_match(rules or Rules(), seed, first_dealer), seats, check=check)
    state = match.state
    return GameResult(state.winner, state.scores, state.hand_number, times, len(state.history), match)


