"""`Match`: one match as it was played, the value everything reads.

A match is its rules, its seed, who sits where (`seating`: the kind of
each seat, game/match/seats.py), its computer players (`lineups`) and its
`log`: every move made, in order, each a `Logged` (the seat, its action, the
decision behind it and whether the player pressed it), and the señas made
between them (`keinuak`, each a `Signing`: how many moves were made before
it, who signed, which seña, who saw it; `entries` gives both in order). Its
`state` is where the moves and señas lead (kept with it, never worked out
again). `Match.begin` starts one, `then` adds a move (stepping the model: an
illegal one raises `IllegalAction` and changes nothing), `signed` adds a
seña (game/model/keinuak.sign, refused likewise), and `replayed` builds one
from moves and señas read from a file, checking each against the rules, so a
damaged or edited file can never give a match the rules would not reach. `resumable` is where a
table picks a kept match up: an exchange of cards half done goes back to its
start, and a hand already counted goes on to the next deal.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game import model
from game.model import Keinua, Move, Phase, Rules, State
from game.model.actions import NEW_HAND

from .decisions import Decided, decide_move, player_decides
from .lineup import DEFAULT_LINEUPS, Lineup, check_lineups, lineup_for
from .seats import DEFAULT_SEATING, Seating, SeatKind


@dataclass(frozen=True, slots=True)
class Logged:
    """A move with the decision behind it (None when there was no choice, or
    none was kept); `by_player`: the player pressed it (its `decided` is then
    the partner's alternative)."""

    seat: int
    action: model.Action
    decided: Decided | None = None
    by_player: bool = False

    @property
    def move(self) -> Move:
        return Move(self.seat, self.action)


@dataclass(frozen=True, slots=True)
class Signing:
    """A seña made after the match's first `moves` moves: `seat` signed
    `keinua`, seen by the seats `seen_by` (in order)."""

    moves: int
    seat: int
    keinua: Keinua
    seen_by: tuple[int, ...] = ()

    def __str__(self) -> str:
        seen = " ".join(map(str, self.seen_by)) or "nobody"
        return f"{self.seat} signs {self.keinua}, seen by {seen}"


@dataclass(frozen=True, slots=True)
class Match:
    """A match: `rules`, `seed`, `lineups` (the first from hand 1), `log`;
    `seating`: the kind of each seat (the player's, if any; the computer
    players' seats are the lineups'); `complete`: every
    decision was kept (False for a game kept before they were); `keinuak`:
    the señas made, in order; `with_keinuak`: señas may be made in this match
    (a match begun before the señas were plays without them). `state` is
    where the log and the señas lead."""

    rules: Rules
    seed: int
    lineups: tuple[Lineup, ...]
    log: tuple[Logged, ...]
    state: State = field(compare=False, repr=False)
    seating: Seating = DEFAULT_SEATING
    complete: bool = True
    keinuak: tuple[Signing, ...] = ()
    with_keinuak: bool = False
    deal: tuple | None = None  # the first hand's (dealer, 40 cards) when stacked, (dealer, None) when only its dealer is chosen
    practice: bool = False     # a lesson's hand: never kept, never counted

    # -- making one ----------------------------------------------------------
    @classmethod
    def begin(cls, rules: Rules, seed: int, lineups=DEFAULT_LINEUPS, seating: Seating = DEFAULT_SEATING,
              with_keinuak: bool = False, deal: tuple | None = None, practice: bool = False) -> "Match":
        """A new match, its first hand dealt from `seed`, or stacked: `deal` is
        (the dealer, the 40 cards in order: game/model/stacking.deck_for, or
        None to deal them from the seed); `seating`: who sits where, the
        lineups' players in the seats the computer plays (ValueError
        otherwise); `practice`: a lesson's hand, which is never kept nor
        counted."""
        lineups = tuple(lineups)
        check_lineups(lineups, seating.computer_seats)
        return cls(rules, seed, lineups, (), _first_deal(rules, seed, deal, seating), seating,
                   with_keinuak=with_keinuak, deal=deal, practice=practice)

    def _with(self, **changes) -> "Match":
        return replace(self, **changes)

    def then(self, action, decided: Decided | None = None) -> "Match":
        """The match after the seat to act makes `action` (with the decision
        behind it); `IllegalAction` if the rules do not allow it."""
        state = self.state
        seat = state.to_act
        after = model.step(state, action)
        logged = Logged(seat, after.history[-1].action, decided, player_decides(state, self.seating))
        return self._with(log=self.log + (logged,), state=after)

    def signed(self, seat: int, keinua, seen_by=()) -> "Match":
        """The match after `seat` makes the seña `keinua` seen by `seen_by`
        (game/model/keinuak.sign); `IllegalAction` says why one is refused."""
        after = model.sign(self.state, seat, keinua, seen_by)
        made = after.events[-1]
        signing = Signing(len(self.log), seat, made.keinua, made.seen_by)
        return self._with(keinuak=self.keinuak + (signing,), state=after)

    def with_decisions_of(self, worked: "Match") -> "Match":
        """This match with the decisions `worked` (the same match up to some
        move, its decisions worked out) holds for moves that lack one: the
        table resumes a game kept before decisions were and works them out."""
        if worked.moves != self.moves[:len(worked.moves)]:
            raise ValueError("the decisions are of another match")
        log = tuple(logged if logged.decided is not None or i >= len(worked.log)
                    else Logged(logged.seat, logged.action, worked.log[i].decided, logged.by_player)
                    for i, logged in enumerate(self.log))
        return self._with(log=log, complete=self.complete or worked.complete)

    def with_lineups(self, lineups) -> "Match":
        """The same match with other computer players from some hand on."""
        lineups = tuple(lineups)
        check_lineups(lineups, self.seating.computer_seats)
        return self._with(lineups=lineups)

    @classmethod
    def replayed(cls, rules: Rules, seed: int, lineups, moves, decided=None, seating: Seating = DEFAULT_SEATING,
                 complete: bool = True, decide=None, keinuak=(), with_keinuak: bool = False,
                 deal: tuple | None = None, practice: bool = False) -> "Match":
        """A match from its moves (`Move`s or `Logged`s) and señas
        (`Signing`s, in order), each checked by the rules: ValueError names the
        first that is out of turn or not allowed. `decided` gives each move's
        decision (aligned with the moves, None where there is none);
        `decide(state, personalities)` works out the missing ones instead
        (game/match/decisions.work_out), after the señas made before it."""
        lineups = tuple(lineups)
        check_lineups(lineups, seating.computer_seats)
        keinuak = tuple(keinuak)
        state = _first_deal(rules, seed, deal, seating)
        log = []
        signs = iter(enumerate(keinuak, 1))
        waiting = next(signs, None)
        for number, move in enumerate(moves, 1):
            while waiting is not None and waiting[1].moves < number:
                state = _sign(state, *waiting, len(moves))
                waiting = next(signs, None)
            seat, action = move.seat, move.action
            if seat != state.to_act:
                raise ValueError(f"move {number} ({seat} {_short(action)}) is out of turn")
            note = decided[number - 1] if decided is not None else getattr(move, "decided", None)
            if note is None and decide is not None:
                note = decide(state, lineup_for(lineups, state.hand_number).personalities())
            try:
                after = model.step(state, action)
            except model.IllegalAction:
                raise ValueError(f"move {number} ({seat} {_short(action)}) is not allowed there") from None
            log.append(Logged(seat, after.history[-1].action, note, player_decides(state, seating)))
            state = after
        while waiting is not None:
            state = _sign(state, *waiting, len(moves))
            waiting = next(signs, None)
        return cls(rules, seed, lineups, tuple(log), state, seating, complete or decide is not None, keinuak,
                   with_keinuak, deal, practice)

    # -- reading one ----------------------------------------------------------
    def first_state(self) -> State:
        """The match's state as first dealt (from the seed, or stacked)."""
        return _first_deal(self.rules, self.seed, self.deal, self.seating)

    @property
    def player(self) -> int | None:
        """The seat of the player at this screen (None in a demo)."""
        return self.seating.player

    @property
    def deciding(self) -> SeatKind | None:
        """The kind of seat that decides the move to be made now (None at a
        hand's end and the match's)."""
        return self.seating.deciding(self.state)

    @property
    def moves(self) -> tuple[Move, ...]:
        return self.state.history

    @property
    def finished(self) -> bool:
        return self.state.phase == Phase.MATCH_OVER

    @property
    def missing_decisions(self) -> bool:
        """Kept before decisions were: the review must work them out."""
        return not self.complete

    def lineup_at(self, hand_number: int) -> Lineup:
        return lineup_for(self.lineups, hand_number)

    def personalities(self, hand_number: int | None = None) -> dict:
        """Seat -> Personality at a hand (the hand in play by default)."""
        return self.lineup_at(self.state.hand_number if hand_number is None else hand_number).personalities()

    def names(self, hand_number: int | None = None) -> dict[int, str]:
        """Seat -> name of the computer players at a hand (the seats the computer plays)."""
        return self.lineup_at(self.state.hand_number if hand_number is None else hand_number).names()

    def entries(self) -> tuple[Logged | Signing, ...]:
        """The moves and the señas, in the order they were made."""
        out: list[Logged | Signing] = []
        signs = iter(self.keinuak)
        waiting = next(signs, None)
        for number, logged in enumerate(self.log):
            while waiting is not None and waiting.moves <= number:
                out.append(waiting)
                waiting = next(signs, None)
            out.append(logged)
        if waiting is not None:
            out.append(waiting)
            out.extend(signs)
        return tuple(out)

    def upto(self, moves: int) -> "Match":
        """The match as it stood after its first `moves` moves (and the señas
        made before the next)."""
        return Match.replayed(self.rules, self.seed, self.lineups, self.log[:moves], seating=self.seating,
                              complete=self.complete, keinuak=(k for k in self.keinuak if k.moves <= moves),
                              with_keinuak=self.with_keinuak, deal=self.deal, practice=self.practice)

    def resumable(self) -> "Match | None":
        """Where a table picks this match up (None once it is over): the last
        point not inside an exchange of cards, and past a hand already counted.
        The next deal is the player's move: it keeps no decision."""
        if self.finished:
            return None
        keep = len(self.log)
        state = self.state
        if state.phase == Phase.DISCARD and any(len(hand) < 4 for hand in state.hands):
            keep = state.hand_start + _exchange_start(state)
        match = self if keep == len(self.log) else self.upto(keep)
        if match.state.phase == Phase.HAND_OVER:
            match = match.then(NEW_HAND)
        return match


def _first_deal(rules: Rules, seed: int, deal: tuple | None, seating: Seating) -> State:
    """The match's first state: dealt from the seed, or stacked (`deal`: the
    dealer and the deck, or None for the seed's), the seating's reader
    calling each next deal."""
    if deal is None:
        return model.new_game(rules, seed, reader=seating.reader)
    dealer, deck = deal
    return model.new_game(rules, seed, first_dealer=dealer, deck=deck, reader=seating.reader)


def _sign(state: State, number: int, signing: Signing, moves: int) -> State:
    """The state after seña `number` of a replay (ValueError if it is out of
    order or the rules refuse it)."""
    what = f"seña {number} ({signing.seat} {_short(signing.keinua)})"
    if signing.moves > moves:
        raise ValueError(f"{what} is after the last move ({moves})")
    if signing.moves != len(state.history):
        raise ValueError(f"{what} is out of order")
    try:
        return model.sign(state, signing.seat, signing.keinua, signing.seen_by)
    except model.IllegalAction:
        raise ValueError(f"{what} is not allowed there") from None


def _exchange_start(state: State) -> int:
    """The moves of the hand in play before its exchange under way began."""
    moves = state.hand_moves
    start = len(moves)
    while start > 0 and moves[start - 1].action.kind is model.Kind.DISCARD:
        start -= 1
    return start


def _short(action) -> str:
    text = str(action)
    return text if len(text) <= 24 else text[:23] + "…"


def work_out(match: Match) -> Match:
    """A match whose moves lack their decisions (kept before decisions were)
    with each worked out now (game/match/decisions.decide_move), marked
    `later`; the match itself if none is missing. Slow for a long match:
    call it off the main thread."""
    if not match.missing_decisions:
        return match
    return Match.replayed(match.rules, match.seed, match.lineups, match.moves, seating=match.seating,
                          keinuak=match.keinuak, with_keinuak=match.with_keinuak, deal=match.deal,
                          practice=match.practice, decide=lambda state, personalities: decide_move(state, match.seed, personalities,
                                                                          match.seating, later=True))
