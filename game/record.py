"""`solo-mus record`: a whole seeded game printed as a readable game record.

A record is how a bug report carries a game: the deal, every call in its
canonical text, the cards drawn at each exchange, each hand's summary and the
winner. The computer players (game.ai) play all four seats with their own
seeded random streams, so the same seed always prints the same game.
"""
from __future__ import annotations

import random
from typing import Callable, TextIO

from . import model
from .model import hand_text

SEAT_NAMES = ("you (seat 0)", "right (seat 1)", "partner (seat 2)", "left (seat 3)")

Player = Callable[[model.Observation, random.Random], model.Action]


def random_player(observation: model.Observation, rng: random.Random) -> model.Action:
    """Uniformly random among the legal actions."""
    return rng.choice(observation.legal)


def default_players() -> list[Player]:
    """The computer players at their normal style; uniform random play where
    game.ai is not available."""
    try:
        from .ai import Personality, choose
    except ImportError:
        return [random_player] * 4
    normal = Personality()
    return [lambda obs, rng: choose(obs, normal, rng)] * 4


def _seat(seat: int) -> str:
    return SEAT_NAMES[seat]


def write_record(rules: model.Rules, seed: int, out: TextIO, players=None,
                 first_dealer: int | None = None) -> model.State:
    """Play a whole match from `seed` and write its record to `out`."""
    players = players or default_players()
    rngs = [random.Random(seed * 4 + seat) for seat in range(4)]
    state = model.new_game(rules, seed, first_dealer=first_dealer)
    kings = "8 kings" if rules.eight_kings else "4 kings"
    games = "1 game" if rules.games_to_win == 1 else f"first to {rules.games_to_win} games"
    out.write(f"Solo Mus game record - seed {seed} ({kings}, {rules.target} points, {games})\n")
    out.write("Teams: 0 = seats 0+2 (you and partner), 1 = seats 1+3 (opponents)\n")
    _write_deal(state, out)
    while state.phase != "match-over":
        seat = state.to_act
        action = players[seat](model.observe(state, seat), rngs[seat])
        before = state
        state = model.step(state, action)
        _write_move(before, state, seat, action, out)
    out.write(f"\nWinner: team {state.winner} "
              f"({'you and partner' if state.winner == 0 else 'the opponents'}), "
              f"games {state.games_won[0]}-{state.games_won[1]}\n")
    return state


def _write_deal(state: model.State, out: TextIO) -> None:
    out.write(f"\n== Hand {state.hand_number}: dealer {_seat(state.dealer)}, "
              f"esku {_seat(state.esku)}; score {state.scores[0]}-{state.scores[1]} ==\n")
    for seat in model.seats_from(state.esku):
        out.write(f"  deal {seat}: {hand_text(state.hands[seat])}\n")


def _write_move(before: model.State, after: model.State, seat: int,
                action: model.Action, out: TextIO) -> None:
    if action.kind == "new-hand":
        if model.game_over(before):
            out.write("\n-- new game --\n")
        _write_deal(after, out)
        return
    if before.phase in ("calls", "betting") and _first_of_lance(before):
        out.write(f"  -- {before.lance} --\n")
    out.write(f"  {seat}: {after.history[-1].action}\n")
    if before.phase == "discard" and after.phase != "discard":
        for s in model.seats_from(after.esku):
            out.write(f"  hand {s}: {hand_text(after.hands[s])}\n")
    if before.phase == "betting" and action.kind == "tira":
        paid = after.track[-1].points
        out.write(f"     team {before.bet_team} is paid {paid} at once\n")
    if action.kind == "kanta":
        out.write(f"     Hordago accepted: team {after.game_winner} wins the {before.lance} "
                  f"and the game on the spot\n")
    if after.phase in ("hand-over", "match-over") and before.phase not in ("hand-over", "match-over"):
        if after.shown:
            out.write("  shown:\n")
            for s in model.seats_from(after.esku):
                h = after.hands[s]
                out.write(f"    {s}: {hand_text(h)}  (count {model.count(h, after.rules)})\n")
        if after.summary:
            out.write("  summary:\n")
            for line in after.summary:
                out.write(f"    {line}\n")
        out.write(f"  score {after.scores[0]}-{after.scores[1]}\n")


def _first_of_lance(state: model.State) -> bool:
    """Whether the move about to be made is the first of its lance."""
    moves = state.hand_moves
    if not moves:
        return True
    last = moves[-1].action.kind
    if state.phase == "calls":
        return last not in ("ba", "ez")
    # betting opens a lance unless it follows this lance's own Ba/Ez calls
    # or a bet, a Paso or another answer of the same lance
    if state.lance == "pundua":
        return last == "ez"
    return state.bet_team is None and not state.passed and last not in ("ba", "ez")
