"""The señas at the table, in time: who looks at whom, the señas being made,
and who saw each.

Owns `TableKeinuak`, the table's clock for the keinuak. The computer players
decide with game/ai/keinuak.py (whom to watch, what to sign given who looks
at them); this plays it out in seconds:
- before each call, the computer seats play the game loop's moments of
  looking and signing (game/match/loop.signing_moment: `ROUNDS_PER_TURN`
  moments, each seat's look from its own look stream of the one seeding
  scheme, game/match/decisions.look_stream, the player's eyes where the
  player looks); a moment's señas are shown, then made in the loop's order,
  and the call waits for them (`ready`), so the table makes the señas and the
  moves that `record --seed` and the tournament tool make; while the player
  decides, one more moment each `LOOK_HOLD` (`lingering`), and a computer
  seat the player's eyes turn to signs as `to_sign` says;
- the player looks at a face by hovering it, by the L key (partner, right,
  left, own cards in turn) or by the pad's right stick; the table lowers the
  player's cards meanwhile;
- a seña lasts `SIGN_SECONDS` (four kings: the two-kings sign twice) and is
  seen by every seat that looked at the signer's face at any moment of it;
  when it ends, `update` hands it to the table (game/table/signing.py), which
  records it in the match (`Match.signed`). A computer player's seña cut short
  by the end of the window is not made; the player's own, under way when a
  call is about to shut the window, is made then (`finish_player_sign`), seen
  by whoever looked so far: the player chose it, and it is never lost;
- a computer seat signs the señas `to_sign` gives, one after another, and
  starts none while an opponent looks at it (an opponent that turns to it in
  the middle of one catches it).
- what the player caught (`caught`): the señas of the hand in play the player
  saw another seat make, read from the match's state, so that they stay as
  long as the hand (through a Continue too).
The player signs with `player_sign` (the fan of señas). Nothing here draws or
reads a device; the table shows the gazes on the faces, a computer player's
seña only on the face the player looks at, and the player's own.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.ai.keinuak import ROUNDS_PER_TURN, Mind, opponents_of, sign_round, to_sign
from game.faces.expressions import SENA_EXPRESSIONS, TWICE
from game.match.decisions import look_stream
from game.model import Keinua, keinuak_of, may_sign, observe, signing_open
from game.model.events import Signed

LOOK_HOLD = 3.0          # seconds between two more moments while the player decides (a face's
# life, like its blinks: not paced by the play speed)
SIGN_SECONDS = 1.1       # a seña held on the face, at --speed 1
GAP_SECONDS = 0.35       # between two señas of one seat
PLAYER_LOOKS = (2, 1, 3, None)  # what the L key turns the player's eyes to, in turn (from the player's
# seat: the partner, the next seat, the last seat, its own cards)


def minds_of(lineup, seats) -> dict:
    """Seat -> how the computer player of `lineup` at each of `seats` looks
    and signs (an Ikasle looks up rarely: `Level.watchfulness`)."""
    out = {}
    for seat in seats:
        player = lineup.player_at(seat)
        if player is not None:
            out[seat] = Mind(watchfulness=player.personality.level.watchfulness(player.watchfulness))
    return out


def expression_steps(keinua: Keinua, seconds: float) -> list[tuple[str, float]]:
    """The expressions a face wears for a seña lasting `seconds`, in order
    (game/faces/expressions.py's SENA_EXPRESSIONS; a seña made as another's
    sign twice, four kings, wears it twice with a rest between)."""
    name = SENA_EXPRESSIONS[keinua]
    if keinua in TWICE:
        return [(name, 0.4 * seconds), ("neutral", 0.2 * seconds), (name, 0.4 * seconds)]
    return [(name, seconds)]


def sign_seconds(keinua: Keinua) -> float:
    """How long a seña takes at --speed 1 (four kings is one sign made twice)."""
    return SIGN_SECONDS * (1.6 if keinua is Keinua.FOUR_KINGS else 1.0)


def caught_in(state, player: int | None = 0) -> dict[int, tuple[Keinua, ...]]:
    """Seat -> the señas of the hand in play the player (at seat `player`)
    saw that seat make, in the order made (each once)."""
    caught: dict[int, tuple[Keinua, ...]] = {}
    if player is None:
        return caught
    for event in state.story:
        if type(event) is Signed and event.seat != player and player in event.seen_by:
            made = caught.get(event.seat, ())
            if event.keinua not in made:
                caught[event.seat] = made + (event.keinua,)
    return caught


@dataclass
class Making:
    """A seña being made: by `seat`, from `began` to `ends` (table clock),
    seen so far by `seers`."""

    seat: int
    keinua: Keinua
    began: float
    ends: float
    seers: set = field(default_factory=set)
    of_moment: object = None  # the `Made` of a moment it shows (None: made at the table's own pace)


@dataclass(frozen=True, slots=True)
class Made:
    """A seña made, to record in the match."""

    seat: int
    keinua: Keinua
    seen_by: tuple[int, ...]


class TableKeinuak:
    def __init__(self, seed: int, minds: dict[int, Mind], pace=lambda s: s, on: bool = True,
                 player: int | None = 0) -> None:
        """`minds`: seat -> Mind of the computer seats that look and sign;
        `pace` scales a time by the play speed (the table's `t`); `player`:
        the seat of the player at this screen (None: a demo)."""
        self.on = on
        self.player = player
        self.minds = dict(minds)
        self.seats = tuple(seat for seat in range(4) if seat != player)  # the computer players' seats
        self.t = pace
        self.now = 0.0
        self.seed = seed
        self.gaze: dict[int, int | None] = {seat: None for seat in self.seats}
        self.gaze_until = {seat: math.inf for seat in self.seats}  # eyes turn at the moments only
        # The moments of looking and signing before the call to be made (the loop's):
        self._turn = None      # the moves made when they began
        self.moment = 0        # the moments played so far
        self._look_then = None  # where the player looked at the last moment
        self._batch: list = []  # the señas of the moment being shown, in the order made
        self._waiting: list = []  # ... not yet begun (a seat makes one at a time)
        self._ended: dict = {}  # ... ended: its Made -> as made (with the player, if it looked)
        self.lingering = False  # the player decides: more moments, one each LOOK_HOLD (the table sets it)
        self._more_at = math.inf  # when the next of them comes
        self.player_look: int | None = None
        self.making: dict[int, Making] = {}
        self.rest_until = {seat: 0.0 for seat in range(4)}
        self.last_player_sign: Made | None = None  # the player's last seña, and who saw it
        self.caught: dict[int, tuple[Keinua, ...]] = {}  # the señas of this hand the player saw each seat make
        self._caught_of = None  # the state `caught` was read from
        self._open = False
        self._asked: dict[int, tuple] = {}  # what each computer seat was last asked to_sign about

    # -- what the table sets ---------------------------------------------------
    def use_minds(self, minds: dict[int, Mind]) -> None:
        self.minds = dict(minds)

    def look(self, target: int | None) -> None:
        """The player's eyes: another seat or None (own cards); nothing in a
        demo, where no one plays at this screen."""
        if self.player is None:
            return
        if target is not None and target not in self.seats:
            raise ValueError(f"the player looks at seat {', '.join(map(str, self.seats))}, or at nothing: "
                             f"not {target!r}")
        self.player_look = target if self.on and self._open else None

    def finish_player_sign(self) -> Made | None:
        """The player's seña under way, made now (a call is about to shut the
        window): seen by whoever looked at any moment of it so far. None
        when the player makes none."""
        player = self.player
        making = self.making.pop(player, None) if player is not None else None
        if making is None:
            return None
        making.seers |= self.lookers(player)
        self.rest_until[player] = self.now + self.t(GAP_SECONDS)
        done = Made(player, making.keinua, tuple(sorted(making.seers)))
        self.last_player_sign = done
        return done

    def look_next(self) -> None:
        """The L key: partner, right opponent, left opponent, own cards, in turn."""
        if self.player is None:
            return
        looks = tuple(None if way is None else (self.player + way) % 4 for way in PLAYER_LOOKS)
        i = looks.index(self.player_look)
        self.look(looks[(i + 1) % len(looks)])

    def player_sign(self, match, keinua: Keinua) -> bool:
        """The player makes `keinua` from now on (False, and nothing made,
        when señas are off, the window is shut, the player has made its
        señas of the hand (model.SIGNS_PER_HAND), the hand does not hold it
        or a seña of the player's is under way)."""
        state = match.state
        player = self.player
        if (player is None or not self.on or not may_sign(state, player) or player in self.making
                or keinua not in keinuak_of(state.hands[player], state.rules)):
            return False
        self._start(player, keinua)
        return True

    # -- what the table reads --------------------------------------------------
    @property
    def open(self) -> bool:
        """Señas are on and may be made now."""
        return self._open

    def lookers(self, seat: int) -> set:
        """The seats looking at `seat`'s face now."""
        seen = {s for s, target in self.gaze.items() if target == seat}
        if self.player_look == seat and self.player is not None:
            seen.add(self.player)
        return seen

    def visible(self, seat: int) -> Making | None:
        """The seña a computer seat makes now, if the player sees it (the
        player looks at that face); the player's own always."""
        making = self.making.get(seat)
        if making is None or (seat != self.player and self.player_look != seat):
            return None
        return making

    def held(self, match) -> frozenset:
        """The señas the player's hand may make now (none outside the window)."""
        state = match.state
        if not self._open or self.player is None:
            return frozenset()
        return keinuak_of(state.hands[self.player], state.rules)

    def next_change_in(self) -> float:
        """Seconds until something here changes by itself that the player
        can see (infinite when señas are off or shut): a face's eyes may turn,
        the seña of the face the player looks at (or the player's own) ends,
        the line saying who saw the player's seña goes. The table asks for a
        frame then; what the player cannot see (a seña on a face not looked
        at) asks for none. While the player decides, the next moment (each
        `LOOK_HOLD`) counts too."""
        if not self._open:
            return float("inf")
        times = [self.gaze_until[s] for s in self.seats]
        times += [m.ends for seat, m in self.making.items() if seat == self.player or seat == self.player_look]
        if self.lingering:  # the next moment while the player decides turns the faces' eyes
            times.append(self._more_at)
        return max(0.0, min(times) - self.now)

    # -- time ------------------------------------------------------------------
    def update(self, dt: float, match) -> list[Made]:
        """Move on by `dt` seconds of `match`; returns the señas that ended
        now, to record in the match in order."""
        self.now += dt
        state = match.state
        if state is not self._caught_of:
            self.caught, self._caught_of = (caught_in(state, self.player) if self.on else {}), state
        is_open = self.on and signing_open(state)
        if not is_open:
            if self._open:
                self._close()
            return []
        if not self._open:
            self._open = True
        self._moments(match)
        made = []
        for seat, making in list(self.making.items()):
            making.seers |= self.lookers(seat)
            if self.now >= making.ends:
                del self.making[seat]
                self.rest_until[seat] = self.now + self.t(GAP_SECONDS)
                done = Made(seat, making.keinua, tuple(sorted(making.seers)))
                if making.of_moment is not None:  # made with the rest of its moment, in order
                    self._ended[making.of_moment] = done
                    continue
                made.append(done)
                if seat == self.player:
                    self.last_player_sign = done
        if self._batch:
            self._begin_waiting()
            if len(self._ended) == len(self._batch):
                made += [self._ended[m] for m in self._batch]
                self._batch, self._ended = [], {}
        self._computers_sign(match, made)
        return made

    def ready(self, state) -> bool:
        """The moments of looking and signing before the call to be made at
        `state` are played and their señas made (always, while señas are off
        or shut): the call may be made."""
        if not (self.on and signing_open(state)):
            return True
        return (self._open and self._turn == len(state.history) and self.moment >= ROUNDS_PER_TURN
                and not self._batch)

    def _moments(self, match) -> None:
        """The moments of looking and signing before the call to be made, as
        the game loop plays them (game/match/loop.signing_moment): each
        computer seat's look from its own look stream of the one seeding
        scheme, the player's eyes where the player looks; the señas of a
        moment are shown, then made in the order the loop makes them, and the
        next moment is played with them made."""
        state = match.state
        if self._turn != len(state.history):
            self._turn, self.moment, self._more_at = len(state.history), 0, math.inf
        if self._batch:
            return
        if self.moment >= ROUNDS_PER_TURN:  # while the player decides, one more moment now and then
            if not self.lingering:
                self._more_at = math.inf
                return
            if self._more_at == math.inf:
                self._more_at = self.now + LOOK_HOLD
            if self.now < self._more_at:
                return
            self._more_at = self.now + LOOK_HOLD
            self._moment(match)
            return
        while self.moment < ROUNDS_PER_TURN and not self._batch:
            self._moment(match)

    def _moment(self, match) -> None:
        """One moment: every computer seat's look, and the señas it makes."""
        state = match.state
        minds = [self.minds.get(seat) if seat != self.player else None for seat in range(4)]
        rngs = [look_stream(self.seed, seat, state, self.moment) if minds[seat] is not None else None
                for seat in range(4)]
        signed: list = []
        gazes: dict = {}
        looks = {self.player: self.player_look} if self.player is not None else None
        sign_round(state, minds, rngs, made=lambda *seña: signed.append(seña), looks=looks,
                   gazed=gazes.update)
        self.moment += 1
        self._look_then = self.player_look
        for seat in self.seats:
            self.gaze[seat] = gazes.get(seat)
        self._batch = [Made(seat, keinua, seen_by) for seat, keinua, seen_by in signed]
        self._waiting = list(self._batch)
        self._ended = {}
        self._begin_waiting()

    def _begin_waiting(self) -> None:
        for made in list(self._waiting):
            if made.seat not in self.making:
                self._waiting.remove(made)
                self.making[made.seat] = Making(made.seat, made.keinua, self.now,
                                                self.now + self.t(sign_seconds(made.keinua)), set(made.seen_by),
                                                made)

    def _computers_sign(self, match, made) -> None:
        if self.moment < ROUNDS_PER_TURN or self._batch or self.player_look == self._look_then:
            return  # between the moments, a computer player signs only as the player's eyes turn to it
        state = match.state
        for seat in self.seats:
            mind = self.minds.get(seat)
            if mind is None or seat in self.making or self.now < self.rest_until[seat]:
                continue
            lookers = frozenset(self.lookers(seat))
            if lookers & set(opponents_of(seat)):
                continue
            told = tuple(m.keinua for m in made if m.seat == seat)
            key = (len(state.history), len(match.keinuak), lookers, told)
            if self._asked.get(seat) == key:
                continue  # nothing changed since it last chose: the same answer
            self._asked[seat] = key
            signs = [k for k in to_sign(observe(state, seat), lookers, mind) if k not in told]
            if signs:
                self._start(seat, signs[0])

    def _start(self, seat: int, keinua: Keinua) -> None:
        self.making[seat] = Making(seat, keinua, self.now, self.now + self.t(sign_seconds(keinua)),
                                   self.lookers(seat))

    def _close(self) -> None:
        """The window shut: señas under way are not made, eyes go back to the cards."""
        self._open = False
        self.making.clear()
        self.player_look = None
        self._asked.clear()
        self._turn, self._batch, self._waiting, self._ended = None, [], [], {}
        for seat in self.seats:
            self.gaze[seat] = None
