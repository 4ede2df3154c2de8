"""`solo-mus record`: a whole game printed as a readable game record.

A record is how a bug report carries a game: the program's version, the
variant and seed, each hand's deal, every call in its canonical text beside
the seat and the name of the player who made it, under a header for each
part of the hand (the Mus, each exchange, each lance), the cards drawn, what
each lance left, the hands shown, the summary and the winner of each game
and of the match. Each seña (keinua) is a line at the moment it was made, in
order with the calls: who signed it, the seña (its kept name, what it tells
and the sign of the face) and who saw it. It is written from the events the
model reports (game/model/events.py), never worked out again from the
history.

`write_record` plays a seeded game with the computer players in every seat
through the game's one loop (game/match/loop.py: each decision from its
seat's stream of the one seeding scheme, so the same seed always prints the
same game, the one the table and the tournament tool play from that seed;
they make no señas), naming "You" at the seat the player would have (`player`,
the first unless told: the same game whichever seat it is, only its names and
places move); `write_moves` prints a game that was played, from
its seed, moves and señas (the kept game of `solo-mus record --from FILE`),
with its computer players as they played: their names beside their seats,
and a line saying each one's sliders and level, again from the hand where
other players took their seats (between two games of a match), "You" at the
player's seat whichever it is (its seating), each seat's place said from
there; a match of four computer players (a championship's other match) says
no place, no one playing it at this screen.
"""
from __future__ import annotations

import random
from typing import Callable, Iterable, Iterator, NamedTuple, TextIO

from . import __version__, model
from .model import events as E
from .model import Kind, hand_text
from .match import DEFAULT_LINEUPS, DEFAULT_SEATING, ComputerSeat, Signing
from .match.loop import computer_seat, demo_match, playing
from .model.scoring import paso_pays
from .platform.validate import printable
from .words import KEINUA_SIGNS, KEINUA_TELLS, VARIANT_NAMES

# Seat 0 is the player; the others as the game names them before they are renamed.
DEFAULT_NAMES = ("You", "Mikel", "Ane", "Itziar")
PLACES = ("the player", "right opponent", "partner", "left opponent")

Player = Callable[[model.Observation, random.Random], model.Action]


def random_player(observation: model.Observation, rng: random.Random) -> model.Action:
    """Uniformly random among the legal actions."""
    return rng.choice(observation.legal)


def played(rules: model.Rules, seed: int, players=None, first_dealer: int | None = None) -> Iterator[model.State]:
    """Every state of a whole match from `seed`, played by the game's loop:
    `players[seat]` (a function of an observation and a stream giving a
    call; None: the computer players at the normal style and level)
    deciding for each seat from its own observation and its seat's stream
    of the one seeding scheme."""
    match = demo_match(rules, seed, first_dealer)
    seats = {seat: computer_seat(players[seat]) if players else ComputerSeat() for seat in range(4)}
    yield match.state
    for match in playing(match, seats):
        yield match.state


def replayed(rules: model.Rules, seed: int, entries: Iterable, reader: int = 0) -> Iterator[model.State]:
    """Every state of a game played from `seed`, entry by entry: a move (a
    `Move` or a `Logged`) or a seña (a `Signing`), as `Match.entries()`
    gives them in order; `reader` called each next deal."""
    state = model.new_game(rules, seed, reader=reader)
    yield state
    for entry in entries:
        if type(entry) is Signing:
            state = model.sign(state, entry.seat, entry.keinua, entry.seen_by)
        else:
            state = model.step(state, entry.action)
        yield state


def write_record(rules: model.Rules, seed: int, out: TextIO, players=None,
                 first_dealer: int | None = None, names=None, player: int = 0) -> model.State:
    """Play a whole match from `seed` and write its record to `out`; returns
    the last state. The default players (None) are said: every seat at the
    normal style and level. `names` by seat (None: the game's own, "You" at
    seat `player`, the others by their place from there)."""
    if type(player) is not int or player not in (0, 1, 2, 3):
        raise ValueError(f"the player's seat must be 0 to 3, not {player!r}")
    if names is None:
        names = tuple(DEFAULT_NAMES[(seat - player) % 4] for seat in range(4))
    said = (["Computer players: every seat, sliders (Haundia Tipia Pariak Jokoa) 5555, level Normal"]
            if players is None else [])
    return write_states(played(rules, seed, players, first_dealer), seed, out, names, header=said, player=player)


def write_moves(rules: model.Rules, seed: int, moves, out: TextIO, lineups=DEFAULT_LINEUPS,
                source: str = "", seating=DEFAULT_SEATING) -> model.State:
    """Write the record of a game that was played: its seed and its moves,
    with its señas among them (a match's `entries()`), who sat where (a
    match's `seating`: each seat's place said from the player's) and its
    computer players as they played (a match's `lineups`: names, sliders and
    level, each from the hand it began)."""
    lineups = tuple(lineups) or DEFAULT_LINEUPS
    return write_states(replayed(rules, seed, moves, seating.reader), seed, out, lineup_names(lineups[0]), source,
                        header=[players_line(lineups[0])], lineups=lineups[1:], player=seating.player)


def lineup_names(lineup) -> tuple[str, str, str, str]:
    """The four seats' names with `lineup`'s computer players (shown, never
    obeyed), the player's ("You") in the seat it leaves."""
    names = lineup.names()
    return tuple(printable(names[s]) if s in names else DEFAULT_NAMES[0] for s in range(4))


def players_line(lineup, first_hand: int = 0) -> str:
    """`Computer players: 1 Maite 7364 Normal, ...`: each computer seat's
    name, sliders and level (from hand `first_hand` on, when given)."""
    names = lineup_names(lineup)
    said = ", ".join(f"{seat} {names[seat]} {player.personality} {player.personality.level.value.capitalize()}"
                     for seat, player in zip(lineup.seats, lineup.players))
    when = f" from hand {first_hand}" if first_hand else ""
    return f"Computer players{when} (sliders Haundia Tipia Pariak Jokoa, level): {said}"


def write_states(states: Iterable[model.State], seed: int, out: TextIO, names=DEFAULT_NAMES,
                 source: str = "", header=(), lineups=(), player: int | None = 0) -> model.State:
    """Write the record of a run of states (the first as dealt), line by line
    as they come; returns the last state. `header`: lines after the seats';
    `lineups`: the computer players who took the seats later, each said
    (and named beside its seat) from the hand it began; each seat's place is
    said from `player`'s (None: no player, no place said)."""
    states = iter(states)
    first = next(states)
    out.write(f"Solo Mus {__version__} game record - seed {seed} ({variant(first.rules)})"
              + (f", from {source}" if source else "") + "\n")
    out.write("Seats: " + ", ".join(f"{s} {names[s]}" + ("" if player is None else f" ({PLACES[(s - player) % 4]})")
                                    for s in range(4)) + "\n")
    for line in header:
        out.write(line + "\n")
    out.write("Teams: 0 = seats 0+2, 1 = seats 1+3\n")
    seat = _Seats(names)
    later = {lineup.first_hand: lineup for lineup in lineups}
    before = first
    for line in step_lines(first, first, seat):
        out.write(line + "\n")
    for state in states:
        lineup = later.get(state.hand_number) if state.hand_number != before.hand_number else None
        if lineup is not None:  # other players take the seats from this hand on
            seat.names = lineup_names(lineup)
        for line in step_lines(before, state, seat):
            if lineup is not None and line.startswith("== "):  # said just above the hand's header
                out.write(players_line(lineup, lineup.first_hand) + "\n")
                lineup = None
            out.write(line + "\n")
        before = state
    return before


def variant(rules: model.Rules) -> str:
    """The rules in the record's header: `8 kings, 40 points, a match of 1 game`."""
    kings = VARIANT_NAMES[rules.variant]
    games = "a match of 1 game" if rules.games_to_win == 1 else f"a match of the first to {rules.games_to_win} games"
    return f"{kings}, {rules.target} points, {games}"


class _Seats:
    def __init__(self, names) -> None:
        self.names = tuple(names)

    def __call__(self, s: int) -> str:
        return f"{s} {self.names[s]}"


class View(NamedTuple):
    """What an event's lines read of the table after its step: the hands,
    the rules, Esku, the phase, the scores and the summary."""

    hands: tuple
    rules: model.Rules
    esku: int
    phase: str
    scores: tuple[int, int]
    summary: tuple = ()

    @classmethod
    def of(cls, state: model.State) -> "View":
        return cls(state.hands, state.rules, state.esku, state.phase, state.scores, state.summary)


def step_lines(before: model.State, state: model.State, seat) -> Iterator[str]:
    """The lines for the events of the step that made `state`."""
    view = View.of(state)
    for event in state.events:
        yield from event_lines(event, view, seat)
    if state.phase == model.Phase.HAND_OVER and before.phase != model.Phase.HAND_OVER and not model.game_over(state):
        yield f"  score {state.scores[0]}-{state.scores[1]}"


def event_lines(event, view: View, seat) -> Iterator[str]:
    """The record's lines for one event (`seat(s)` names a seat)."""
    kind = type(event)
    if kind is E.Dealt:
        yield ""
        yield (f"== Game {event.game_number}, hand {event.hand_number}: dealer {seat(event.dealer)}, "
               f"esku {seat(event.esku)}; score {view.scores[0]}-{view.scores[1]} ==")
        for s in model.seats_from(event.esku):
            yield f"  deal {seat(s)}: {hand_text(view.hands[s])}"
        if view.phase == model.Phase.MUS:
            yield "  -- mus --"
    elif kind is E.Called:
        if event.action.kind != Kind.NEW_HAND:
            yield f"  {seat(event.seat)}: {event.action}"
    elif kind is E.ExchangeBegun:
        yield f"  -- exchange {event.number} --"
    elif kind is E.Reshuffled:
        yield f"     the pile is empty: the {event.count} cards discarded are shuffled into a new pile"
    elif kind is E.Drew:
        yield f"  {seat(event.seat)} draws {hand_text(event.cards)}: {hand_text(view.hands[event.seat])}"
    elif kind is E.ExchangeMade:
        if view.phase == model.Phase.MUS:
            yield "  -- mus --"
    elif kind is E.LancesBegin:
        if event.by is None and event.exchanges == 0:
            yield "     no Mus in this hand: the lances begin"
        elif event.by is None:
            yield f"     {event.exchanges} exchanges made: no more Mus, the lances begin"
    elif kind is E.LanceBegun:
        why = " (nobody holds Jokua)" if event.instead_of else ""
        yield f"  -- {event.lance}{why} --"
    elif kind is E.TiraPaid:
        yield f"     team {event.team} is paid {event.points} at once: score {event.scores[0]}-{event.scores[1]}"
    elif kind is E.LanceSettled:
        line = _settled(event.result)
        if line:
            yield f"     {line}"
    elif kind is E.HandsShown:
        yield "  shown:"
        for s in model.seats_from(view.esku):
            h = event.hands[s]
            yield f"    {seat(s)}: {hand_text(h)}  (count {model.count(h, view.rules)})"
    elif kind is E.LineCounted:
        if view.summary and event.line is view.summary[0]:
            yield "  summary:"
        yield f"    {event.line}"
    elif kind is E.GameWon:
        how = {model.Win.TARGET: "reaches the target", model.Win.TIRA: "reaches the target with a Tira",
               model.Win.KANTA: "wins the Kanta"}[event.how]
        yield (f"  Game {event.game_number} to team {event.team} ({how}), "
               f"score {event.scores[0]}-{event.scores[1]}; games {event.games_won[0]}-{event.games_won[1]}")
    elif kind is E.Signed:
        yield f"  {signed_text(event, seat)}"
    elif kind is E.MatchWon:
        yield ""
        yield (f"Winner: team {event.team} ({'seats 0 and 2' if event.team == 0 else 'seats 1 and 3'}), "
               f"games {event.games_won[0]}-{event.games_won[1]}")


def signed_text(event: E.Signed, seat) -> str:
    """`1 Mikel signs two-kings (a pair of kings: lower lip bitten), seen by
    3 Itziar`: a seña as the record writes it (the English texts are
    game/words.py's message ids)."""
    keinua = event.keinua
    seen = ", ".join(seat(s) for s in event.seen_by) or "no one"
    return (f"{seat(event.seat)} signs {keinua} ({KEINUA_TELLS[keinua]}: {KEINUA_SIGNS[keinua]}), "
            f"seen by {seen}")


def _settled(result: model.LanceResult) -> str:
    """What a lance left on the track, said after its last call."""
    if result.result == model.Result.PASO:
        return f"{result.lance}: paso ({paso_pays(result.lance).value}, at the summary)"
    if result.result == model.Result.IDUKI:
        return f"{result.lance}: {result.stake} accepted (counted at the summary)"
    if result.result == model.Result.ONE_TEAM:
        return f"{result.lance}: only team {result.team} holds it (counted at the summary)"
    if result.result == model.Result.NONE:
        return f"{result.lance}: nobody holds a pair"
    if result.result == model.Result.KANTA:
        tie = " on a tie (Esku first)" if result.tie else ""
        return f"{result.lance}: Hordago accepted: team {result.team} wins the lance{tie} and the game on the spot"
    return ""
