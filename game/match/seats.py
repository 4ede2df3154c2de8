"""Who sits where, and each seat's answer to the one question a match asks.

A seat is one of the `SeatKind`s: the player at this screen, a computer
player (its level, style, face and name are its lineup's: game/match/lineup.py),
or a lesson's script. A `Seating` says the kind of each of the four seats:
any seat may be any kind (four computer players are a demo; the player may sit
anywhere in the model), with at most one player at this screen. Everything
about a seat's place is worked out from the seat: its partner
(`model.partner_of`), whether its team's betting is the player's to decide
(the partner as the voice), who reads each hand's summary and calls the next
deal (`reader`).

Each seat answers the same question, `think(match)`: a `Future` of the
decision kept with the move it makes now (a `Decided`, or None when there
is no choice). A computer player's is its own call, from its observation only
and the one seeded stream of its seat and moment (game/match/decisions.py);
a script's is the lesson's call (else the computer player's own); the player's
is the partner's view in its place, kept with the call the player presses,
which comes from the screen (headless, from `presses`). A remote player would
be one more kind whose future is answered from afar.
"""
from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from enum import Enum
from typing import Callable

from game.ai import Personality
from game.model import Action, Phase, State, legal_actions, partner_of

from .decisions import Decided, decide_move, decided_by, player_decides


class SeatKind(Enum):
    """Who plays a seat."""

    PLAYER = "player"        # the player at this screen: presses its calls
    COMPUTER = "computer"    # a computer player of the match's lineup
    SCRIPT = "script"        # a lesson's script (the computer player's own call where it says none)


COMPUTER_KINDS = (SeatKind.COMPUTER, SeatKind.SCRIPT)  # the seats a lineup's computer players sit in


@dataclass(frozen=True, slots=True)
class Seating:
    """The kind of each seat, 0 to 3; at most one is the player's."""

    kinds: tuple[SeatKind, SeatKind, SeatKind, SeatKind]

    def __post_init__(self) -> None:
        kinds = self.kinds
        if type(kinds) is not tuple or len(kinds) != 4 or not all(type(k) is SeatKind for k in kinds):
            raise ValueError(f"a seating names the kind of each of the four seats, not {kinds!r}")
        if kinds.count(SeatKind.PLAYER) > 1:
            raise ValueError("only one seat is the player's at this screen")

    @classmethod
    def player_at(cls, seat: int, others: SeatKind = SeatKind.COMPUTER) -> "Seating":
        """The player at `seat`, the other three of kind `others`."""
        if type(seat) is not int or seat not in (0, 1, 2, 3):
            raise ValueError(f"the player's seat must be 0 to 3, not {seat!r}")
        return cls(tuple(SeatKind.PLAYER if s == seat else others for s in range(4)))

    @classmethod
    def demo(cls) -> "Seating":
        """Four computer players: nobody at this screen plays."""
        return cls((SeatKind.COMPUTER,) * 4)

    @property
    def player(self) -> int | None:
        """The player's seat (None: no player at this screen)."""
        return self.kinds.index(SeatKind.PLAYER) if SeatKind.PLAYER in self.kinds else None

    @property
    def partner(self) -> int | None:
        """The player's partner's seat (None in a demo)."""
        player = self.player
        return None if player is None else partner_of(player)

    @property
    def computer_seats(self) -> tuple[int, ...]:
        """The seats a lineup's computer players sit in (a script's too)."""
        return tuple(seat for seat, kind in enumerate(self.kinds) if kind in COMPUTER_KINDS)

    @property
    def reader(self) -> int:
        """The seat that reads each hand's summary and calls the next deal:
        the player's, or with none, the first seat."""
        player = self.player
        return 0 if player is None else player

    def kind(self, seat: int) -> SeatKind:
        return self.kinds[seat]

    def asked(self, state: State) -> int | None:
        """The seat whose answer makes the move at `state`: the player's for
        its own calls and for its team's betting when the partner is the
        voice; else the seat to act (the reader, at a hand's end); None once
        the match is over."""
        if state.to_act is None:
            return None
        if player_decides(state, self):
            return self.player
        return state.to_act

    def deciding(self, state: State) -> SeatKind | None:
        """The kind of seat that decides the move at `state`; None when no
        one does (the hand's end, whose next deal the reader calls, or the
        match's)."""
        if state.to_act is None or state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return None
        return self.kinds[self.asked(state)]

    def to_json(self) -> list[str]:
        return [kind.value for kind in self.kinds]

    @classmethod
    def from_json(cls, raw) -> "Seating":
        """A seating from a kept file: four kind names (ValueError otherwise)."""
        if not isinstance(raw, list) or len(raw) != 4:
            raise ValueError("must be the kinds of the four seats")
        try:
            return cls(tuple(SeatKind(kind) for kind in raw))
        except (TypeError, ValueError):
            raise ValueError(f"must be the kinds of the four seats ({', '.join(k.value for k in SeatKind)})") from None


DEFAULT_SEATING = Seating.player_at(0)  # a new table's: the player in the first seat, computer players in the others


# -- the seats' answers ----------------------------------------------------------

Brain = Callable  # (observation, personality, rng) -> a model Action or an ai Decision


def done(value) -> Future:
    """A future already answered with `value`."""
    future: Future = Future()
    future.set_result(value)
    return future


class Seat:
    """One seat's player: `think(match)` answers the move it makes now
    (`decision` worked out at once, for the seats that work it out here)."""

    kind: SeatKind

    def decision(self, match) -> Decided | None:
        raise NotImplementedError

    def think(self, match) -> Future:
        """A future of the decision kept with this seat's move now."""
        future: Future = Future()
        try:
            future.set_result(self.decision(match))
        except BaseException as err:  # the asker sees it when it reads the answer
            future.set_exception(err)
        return future

    def call(self, match, decided: Decided | None) -> Action:
        """The call this seat makes with `decided`: the decision's own."""
        return decided.action


class ComputerSeat(Seat):
    """A computer player: `brain` (game.ai's `decide` unless told) decides
    from its observation, with `personality` (None: the match's lineup's for
    the seat at the hand in play) and its seat's stream of the one seeding
    scheme. `mind` says how it looks and signs when the loop plays the señas
    (None: it takes no part)."""

    kind = SeatKind.COMPUTER

    def __init__(self, brain: Brain | None = None, personality: Personality | None = None, mind=None) -> None:
        self.brain = brain
        self.personality = personality
        self.mind = mind

    def decision(self, match) -> Decided:
        state = match.state
        seat = state.to_act
        personality = self.personality if self.personality is not None else match.personalities()[seat]
        return decided_by(self.brain, state, match.seed, seat, personality)


class ScriptSeat(Seat):
    """A lesson's seat: `script(state, seat)` gives the lesson's call (kept
    as the seat's decision, with no estimate), or None, and then `own` (a
    computer player) decides."""

    kind = SeatKind.SCRIPT

    def __init__(self, script: Callable, own: Seat | None = None) -> None:
        self.script = script
        self.own = own or ComputerSeat()

    @property
    def mind(self):
        return getattr(self.own, "mind", None)

    def decision(self, match) -> Decided | None:
        state = match.state
        scripted = self.script(state, state.to_act)
        return Decided(scripted) if scripted is not None else self.own.decision(match)


class PlayerSeat(Seat):
    """The player at this screen. Its decision is the partner's view in its
    place (the call the partner would make there; for the team's betting
    when the partner is the voice, the partner's own), kept with the call
    the player presses. The press comes from the screen; headless (tests,
    tools), `presses(match, decided)` stands in for it."""

    kind = SeatKind.PLAYER
    mind = None

    def __init__(self, presses: Callable | None = None) -> None:
        self.presses = presses

    def decision(self, match) -> Decided | None:
        return decide_move(match.state, match.seed, match.personalities(), match.seating)

    def call(self, match, decided: Decided | None) -> Action:
        if self.presses is None:
            raise RuntimeError("the player at this screen presses its own calls: nothing stands in for it here")
        return self.presses(match, decided)


def follows_partner(match, decided: Decided | None) -> Action:
    """A stand-in for the player's press: the partner's view, or the one
    call there is."""
    return decided.action if decided is not None else legal_actions(match.state)[0]


def seats_for(seating: Seating, computer: Callable[[int], Seat] | None = None,
              script: Callable[[int], Seat] | None = None, player: Seat | None = None) -> dict[int, Seat]:
    """A seat's player for each seat of `seating`: `computer(seat)`,
    `script(seat)` and `player` when given, else a plain `ComputerSeat`
    (for a script's seat too) and a `PlayerSeat` with no stand-in."""
    out: dict[int, Seat] = {}
    for seat, kind in enumerate(seating.kinds):
        if kind is SeatKind.PLAYER:
            out[seat] = player if player is not None else PlayerSeat()
        elif kind is SeatKind.SCRIPT and script is not None:
            out[seat] = script(seat)
        else:
            out[seat] = computer(seat) if computer is not None else ComputerSeat()
    return out
