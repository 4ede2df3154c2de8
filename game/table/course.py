"""The table's course: what the table does, apart from how it looks.

`TableCourse` holds the `Match` the table plays and the stage of its flow
(game/table/flow.py: showing, thinking, deciding, counting, between games,
over), and moves them on. At each logic step the table scene calls, in
order, `tick` (the table's clock; the decisions of a game kept before they
were), `signs` while the table is on top (the señas' clock, `keinuak`,
game/table/keinuak.py: who looks at whom, the señas made, each recorded in
the match) and `step` (the call pressed, or a computer player's, asked of
`SeatPlayers`, game/table/seats.py; the next seat asked; the coach's panel
timed, `coach`; a lesson's guide followed, `guide`, game/table/guide.py).
`move(stage)` is the one place where the stage changes (`stage` is a
read-only property; tests/table/test_table_course.py fails on any other
assignment of a stage).

The course imports nothing from pygame and knows no screen. It is told what
it needs: the player's presses (`request`, `look`, `player_sign`,
`toggle_coach`, `read_intro`, `summary_done`, `review_hand`, `next_game`),
and at each step whether the director's beats still run and what the
settings say. What the screen should do it says as typed effects, appended
to `effects` (a step to show, the player's turn, the partner's advice, a
sound, a screenshot, a screen to open, the match to keep...), which the
table scene takes after each call (`take_effects`) and turns into motion,
sound and screens. Nothing it holds refers to the scene or to a part of the
view, so a table left is let go by reference counting alone.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game import assets, model
from game.match import Lineup, SeatKind, lineup_for
from game.match.coaching import coach_move
from game.match.lineup import STAND_IN
from game.match.decisions import thinker
from game.model import Phase, Win
from game.model import actions as A
from game.model import events as E
from game.platform.i18n import N_, tr
from game.ui.tween import Clock
from game.words import own_sign_note
from game.ui.screen_names import Screen

from .flow import BetweenGames, Counting, Deciding, Over, Showing, Stage, Thinking
from .keinuak import Made, TableKeinuak, minds_of
from .seats import partner_is_voice, partner_seat
from .seen import Around, seen_from

THINK = 0.9          # seconds a computer player takes over a call, at --speed 1
AUTO_CONTINUE = 1.0  # seconds a demo's summary stays once counted, at --speed 1
OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


# -- what the course tells the screen ----------------------------------------------
class Effect:
    """Something the screen is to do, said by the course (the scene takes them)."""


@dataclass(frozen=True)
class Redraw(Effect):
    """What the table shows changed: the next frame is drawn."""


@dataclass(frozen=True)
class Refresh(Effect):
    """The action bar's buttons again (what may be pressed, the advice flashing)."""


@dataclass(frozen=True)
class Told(Effect):
    """A step was made from `before` to `after`: the director shows it."""

    before: model.State
    after: model.State


@dataclass(frozen=True)
class TurnBegun(Effect):
    """The player's turn began at `state`: the bar afresh, its focus on the first call."""

    state: model.State


@dataclass(frozen=True)
class Advised(Effect):
    """The partner, the team's voice, advises `action`: it flashes (its amount on the bar)."""

    action: model.Action


@dataclass(frozen=True)
class Sound(Effect):
    name: str


@dataclass(frozen=True)
class Shot(Effect):
    """A screenshot of the next frame (with --screenshot-dir)."""

    label: str


@dataclass(frozen=True)
class Open(Effect):
    """The screen `name` over the table, made with `values`."""

    name: Screen
    values: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Keep(Effect):
    """The match to keep (game/table/keeping.py); `ended_hand`: count the hand too."""

    match: object
    ended_hand: bool


@dataclass(frozen=True)
class CountingBegun(Effect):
    """The summary of hand `stage.hand` counts (the scene makes its overlay)."""

    stage: Counting


@dataclass(frozen=True)
class CountingDone(Effect):
    """The summary was left: the chips still sliding land."""


@dataclass(frozen=True)
class ScoresSettled(Effect):
    """The score panels show `scores` as they are."""

    scores: tuple


@dataclass(frozen=True)
class FacesWorn(Effect):
    """Other faces at the table (seat -> character, the model's seats), from the next hand on."""

    characters: dict


@dataclass(frozen=True)
class SignsOn(Effect):
    """Señas are made at the table (`on`), or no longer."""

    on: bool


@dataclass(frozen=True)
class SignStarted(Effect):
    """The player began `keinua` from the fan."""

    keinua: model.Keinua


@dataclass(frozen=True)
class SignFinished(Effect):
    """The player's seña under way was made at once (a call shut the
    window): the fan no longer shows it being made, and says who saw it."""


@dataclass(frozen=True)
class LessonSeen(Effect):
    """The lesson's hand is over: kept as done."""

    lesson: object


@dataclass(frozen=True)
class LessonDone(Effect):
    """The lesson is done: the next one is asked for (`kanta_won`: a Kanta
    ended it, won by the player's team or not; `on_its_own`: not after a press)."""

    lesson: object
    kanta_won: bool | None
    on_its_own: bool


# -- the coach's timing -------------------------------------------------------------
class CoachTiming:
    """When the coach's panel is open and which advice it shows: opened and
    closed by the player (C, the pad's left stick, its button), closed by
    itself once the decision is made, opened by itself at each decision of
    the first games (`first_games`); the advice is the decision the
    `Deciding` stage works out (game/match/coaching.py says it)."""

    def __init__(self) -> None:
        self.open = False
        self.offered = False     # the button is shown (a decision of the player's)
        self.advice = None
        self.asked = None        # the Deciding stage's future the advice is of
        self.decision = None     # the decision the panel is open at (the moves made before it)
        self.auto_done = None    # the decision the coach last opened by itself at


# -- the course --------------------------------------------------------------------
class TableCourse:
    """The table without its look: the match, the stage of its flow (moved
    by `move` alone), the señas' clock, the coach's timing, a lesson's
    guide; told the time and the player's presses, it says what the screen
    is to do as effects (`take_effects`)."""

    _stage: Stage | None = None   # written by `move` alone

    def __init__(self, match, players, pace, *, guide=None, autoplay: bool = False,
                 signs: bool = True) -> None:
        """`match` to play, `players` (SeatPlayers) who think for the seats,
        `pace(seconds)` a time at the play speed; `guide` a lesson's
        (game/table/guide.py); `autoplay`: a demo (its summary goes on by
        itself); `signs`: the Keinuak setting at the start."""
        self.match = match
        self.players = players
        self.pace = pace
        self.guide = guide
        self.autoplay = autoplay
        self.effects: list[Effect] = []
        self.clock = Clock()           # the table's time
        self.requested = None          # an Action pressed, sent to the model on the next update
        self.auto_in: float | None = None   # a demo's summary: seconds until it goes on by itself
        self.won: E.GameWon | None = None   # how the last game was won
        # A game kept before decisions were: worked out once, on the worker.
        self.working_out = players.work_out(match) if match.missing_decisions else None
        self.around = Around.of(match)  # the player's seat at the bottom (a demo: the reader's)
        self._seen = (None, None)       # (a state, as seen from the bottom)
        lineup = match.lineup_at(match.state.hand_number)
        self.keinuak = TableKeinuak(match.seed, minds_of(lineup, match.seating.computer_seats), pace,
                                    on=match.with_keinuak and signs, player=match.player)
        self.sign_note: tuple[str, bool] | None = None  # who saw the player's last seña (text, caught)
        self.note_until = 0  # ... shown while the match has this many moves
        self.coach = CoachTiming()
        self.move(Showing())

    # -- the stage ---------------------------------------------------------------
    @property
    def stage(self) -> Stage:
        """The stage of the table's flow (only `move` changes it)."""
        return self._stage

    def move(self, stage: Stage) -> None:
        """The table goes on to `stage`: the one place the stage changes."""
        if stage is self._stage:
            return
        self._stage = stage
        self.effects.append(Redraw())

    def take_effects(self) -> list[Effect]:
        """What the screen is to do since it last asked, in order."""
        effects, self.effects = self.effects, []
        return effects

    # -- what the screen reads -----------------------------------------------------
    @property
    def state(self) -> model.State:
        return self.match.state

    @property
    def awaiting(self) -> bool:
        """The player is to decide."""
        return isinstance(self._stage, Deciding)

    @property
    def advice(self):
        """The partner's call flashing (the team's voice), while the player decides."""
        return self._stage.advice if isinstance(self._stage, Deciding) else None

    @property
    def seen(self):
        """The state as the table draws it, from the player's seat at the
        bottom (game/table/seen.py; the state itself at seat 0)."""
        state = self.match.state
        if self._seen[0] is not state:
            self._seen = (state, seen_from(state, self.around))
        return self._seen[1]

    @property
    def names(self) -> dict:
        """Seat -> name at the hand in play; the player's seat (in a demo,
        the one at the bottom) is "You", translated where shown."""
        # box: seat-name
        return {**self.match.names(), self.around.bottom: N_("You")}

    def place_name(self, place: int) -> str:
        """The name of the seat drawn at `place` (0: the bottom)."""
        return self.seat_name(self.around.seat(place))

    def faced_seats(self) -> tuple[int, ...]:
        """The seats drawn with a face: every one but the bottom's."""
        bottom = self.around.bottom
        return tuple(seat for seat in range(4) if seat != bottom)

    @property
    def partner(self) -> int:
        """The seat of the player's partner (game/table/seats.py's `partner_seat`)."""
        return partner_seat(self.match)

    def seat_name(self, seat: int) -> str:
        return tr(self.names[seat]) if seat == self.around.bottom else self.names[seat]

    def characters(self) -> dict[int, str]:
        """Seat -> the face each computer player drawn with a face wears at
        the hand in play."""
        lineup = self.match.lineup_at(self.match.state.hand_number)
        place = self.around.place  # a player with no face of its own wears its place's
        return {seat: lineup.player_at(seat).face_at(place(seat)) for seat in self.faced_seats()}

    def acting(self) -> int | None:
        """The seat whose turn the names show (a computer thinking, or the player)."""
        stage = self._stage
        if isinstance(stage, Thinking):
            return stage.seat
        return self.state.to_act if isinstance(stage, Deciding) else None

    def thinking_seat(self) -> int | None:
        """The seat whose computer player works on its call (None: nobody)."""
        return self._stage.seat if isinstance(self._stage, Thinking) else None

    def computer_work(self) -> list:
        """The futures the computer players are working on for this table
        (a seat's call, the partner's view of the player's): a test driver
        waits for them."""
        stage = self._stage
        return [stage.future] if isinstance(stage, (Thinking, Deciding)) else []

    def won_by_kanta(self) -> bool:
        """The game just won was won by a Kanta (the model's GameWon event)."""
        return self.won is not None and self.won.how == Win.KANTA

    def kanta_on_a_tie(self) -> bool:
        """The game just won was won by a Kanta whose hands tied (the lance
        went to the hand nearer Esku: the Kanta's `LanceResult.tie`)."""
        track = self.state.track
        return self.won_by_kanta() and bool(track) and track[-1].tie

    def deciding(self) -> bool:
        """The player decides, and has not pressed yet (the coach's moment)."""
        return isinstance(self._stage, Deciding) and self.requested is None

    def coach_advice(self):
        """The advice the coach's panel shows (None: closed, or not worked out yet)."""
        coach = self.coach
        if not coach.open or coach.asked is None or coach.asked is not getattr(self._stage, "future", None):
            return None
        return coach.advice

    # -- the player's presses -------------------------------------------------------
    def request(self, action) -> bool:
        """The player pressed `action`: sent to the model on the next update
        when the rules allow it now (a lesson's guide is told: a call against
        the lesson is explained, never refused)."""
        if not self.awaiting or self.requested is not None or action not in model.legal_actions(self.state):
            return False
        self.effects.append(Sound(assets.CLICK))
        self.requested = action
        if self.guide is not None:
            self.guide.pressed(self.state, action, self.advice)
        return True

    def read_intro(self) -> None:
        """The lesson's intro was read (Enter, a click, the pad's A)."""
        self.guide.read()

    def look(self, seat: int | None) -> None:
        """The player's eyes on a face (1, 2, 3), or on its own cards (None)."""
        self.keinuak.look(seat)

    def look_next(self) -> None:
        self.keinuak.look_next()

    def player_sign(self, keinua) -> None:
        """The player makes a seña from the fan."""
        if self.keinuak.player_sign(self.match, keinua):
            self.effects.append(Sound(assets.CLICK))
            self.effects.append(SignStarted(keinua))
        self.effects.append(Redraw())

    def toggle_coach(self) -> bool:
        """Open or close the coach's panel; nothing outside a decision (False)."""
        if not self.deciding():
            return False
        coach = self.coach
        if coach.open:
            self._close_coach()
        else:
            coach.open, coach.decision = True, self._moment()
            self._fill_coach()
        self.effects.append(Redraw())
        return True

    def summary_done(self) -> None:
        """New round (or Continue) on the summary."""
        self.auto_in = None
        self.effects.append(CountingDone())
        if self.guide is not None:
            self._lesson_done()
            return
        if model.game_over(self.state):
            self._after_game()
            return
        self.effects.append(ScoresSettled(self.state.scores))
        self.move(Showing())
        self.requested = A.NEW_HAND

    def summary_step(self, dt: float, ready_now: bool, on_top: bool) -> None:
        """The summary's step, once its lines are counted (`ready_now`: its
        buttons just showed): a demo goes on by itself `AUTO_CONTINUE` later,
        waiting while a screen (the review) is open over the table."""
        if ready_now and self.autoplay:
            self.auto_in = self.pace(AUTO_CONTINUE)
        if self.auto_in is None or not on_top:
            return
        self.auto_in -= dt
        if self.auto_in <= 0:
            self.summary_done()

    def review_hand(self, hand_number: int) -> None:
        """The hand just counted, step by step (it never changes the game)."""
        self.effects.append(Open(Screen.REVIEW, {"match": self.match, "hand": hand_number}))

    def next_game(self, players) -> None:
        """Next game (the between-games screen): the computer players
        `players` from the next hand on, and its deal."""
        if not isinstance(self._stage, BetweenGames):
            return
        first = self.state.hand_number + 1
        lineups = self.match.lineups
        seats = self.match.seating.computer_seats
        # The players as set (right, partner, left of the player) in the seats drawn there.
        by_seat = {self.around.seat(place): player for place, player in zip((1, 2, 3), players)}
        coming = Lineup(first, tuple(by_seat.get(seat, STAND_IN) for seat in seats), seats)
        if lineup_for(lineups, first).players != coming.players:
            lineups = tuple(lu for lu in lineups if lu.first_hand < first) + (coming,)
            self.match = self.match.with_lineups(lineups)
            place = self.around.place
            self.effects.append(FacesWorn({seat: coming.player_at(seat).face_at(place(seat))
                                           for seat in self.faced_seats()}))
            self.keinuak.use_minds(minds_of(coming, self.match.seating.computer_seats))
        self.move(Showing())
        self.requested = A.NEW_HAND

    def close(self) -> None:
        """The table is left: the computer players' worker stops."""
        self.players.close()

    # -- a step --------------------------------------------------------------------
    # The table scene calls these three in this order at each logic step, with
    # its parts' own steps between them (the pieces, the faces and the
    # director's beats move between the señas and the stage).
    def tick(self, dt: float) -> None:
        """`dt` seconds on the table's clock; the decisions of a game kept
        before they were, once worked out, go into the match (and it is kept)."""
        self.clock.update(dt)
        if self.working_out is not None and self.working_out.done():
            self.match = self.match.with_decisions_of(self.working_out.result())
            self.working_out = None
            self.effects.append(Keep(self.match, False))  # kept with them, once

    def signs(self, dt: float, setting: bool) -> None:
        """The señas' moment, while the table is on top (`setting`: the
        Keinuak setting); see `_signs_step`."""
        self._signs_step(dt, setting)

    def step(self, dt: float, *, beats: bool, first_games: bool = False) -> None:
        """The flow after `dt` seconds: the call pressed is made, or the stage
        goes on (`beats`: the director's beats still run, the flow waits for
        them); then the coach's panel and the lesson's guide follow.
        `first_games`: the coach opens by itself (its setting on, the player
        in the first games)."""
        if self.requested is not None:
            action, self.requested = self.requested, None
            if action in model.legal_actions(self.state):
                stage = self._stage
                decided = stage.future.result() if isinstance(stage, Deciding) else None
                self.apply(action, decided)
            return
        self._advance(dt, beats)
        self._coach_step(first_games)
        if self.guide is not None and self.guide.look(self.state, self.awaiting, isinstance(self._stage, Counting)):
            self.effects.append(Redraw())

    def apply(self, action, decided=None) -> None:
        """Send one action to the model; the screen is told what it did."""
        self._before_call(action)  # the player's seña under way is never lost with the window
        old = self.match.state
        self.match = self.match.then(action, decided)
        new = self.match.state
        for event in new.events:
            if type(event) is E.GameWon:
                self.won = event
        self.effects.append(Keep(self.match, new.phase in OVER and old.phase not in OVER))
        self.move(Showing())
        self.effects.append(Told(old, new))

    def _advance(self, dt: float, beats: bool) -> None:
        """The stage after `dt` seconds of this one (the director's beats have
        run first this step)."""
        stage = self._stage
        if isinstance(stage, (Counting, BetweenGames, Over)):
            return
        if beats:
            if not isinstance(stage, Showing):
                self.move(Showing())
            return
        match = self.match
        state = match.state
        if isinstance(stage, Showing):
            if state.phase in OVER:
                self._hand_over()
            elif state.to_act is None:
                return
            elif self.keinuak.on and not self.keinuak.ready(state):
                return  # the moments of looking and signing before the call first (the loop's)
            elif match.deciding is SeatKind.PLAYER:
                self._begin_turn()
            else:
                self.move(Thinking(state.to_act, self.pace(THINK), self.players.think(match)))
            return
        if isinstance(stage, Thinking):
            stage.left -= dt
            # Strict (the tests): once the time to think is up, wait for the call, so
            # that a driven game never depends on how fast the worker thread runs.
            if stage.left <= 0 and (stage.future.done() or self.players.strict):
                decided = stage.future.result()
                self.apply(self.players.checked(stage.seat, state, decided.action), decided)
            return
        if isinstance(stage, Deciding):
            self._poll_advice(stage)

    def _begin_turn(self) -> None:
        """The player's turn begins: the partner's view is asked for."""
        st = self.state
        self.move(Deciding(self.clock.now, self.players.think(self.match)))
        self.effects.append(TurnBegun(st))
        if st.phase == Phase.MUS and st.mus_round == 0:
            self.effects.append(Shot(f"hand{st.hand_number}-your-mus"))

    def _poll_advice(self, stage: Deciding) -> None:
        """When the partner is the team's voice, its own call flashes once worked out."""
        ready = stage.future.done() or self.players.strict  # strict (the tests): waits, whatever the thread's speed
        if stage.advice is None and partner_is_voice(self.match) and ready:
            decided = stage.future.result()
            if decided is not None and decided.action in model.legal_actions(self.state):
                stage.advice = decided.action
                self.effects.append(Advised(decided.action))

    def _hand_over(self) -> None:
        """The hand's last beat has run: count the summary, or end the game at once."""
        state = self.state
        if self.guide is not None:  # the lesson's hand is over: kept as done now, the summary may be left
            self.effects.append(LessonSeen(self.guide.lesson))
            self.guide.look(state, False, True)
        if state.summary or not model.game_over(state):
            stage = Counting(state.hand_number, model.game_over(state))
            self.effects.append(CountingBegun(stage))
            self.effects.append(Shot(f"hand{state.hand_number}-summary-start"))
            self.move(stage)
            return
        self._after_game()

    def _after_game(self) -> None:
        """The game is won: the between-games screen, or the game over (a
        lesson ends there)."""
        if self.guide is not None:
            self._lesson_done(on_its_own=True)
            return
        st = self.seen  # the winner and the scores from the player's side ("us": 0)
        self.effects.append(ScoresSettled(self.state.scores))
        if st.phase == Phase.MATCH_OVER:
            self.effects.append(Open(Screen.GAME_OVER, {
                "winner": st.game_winner, "scores": st.scores, "target": st.rules.target,
                "games_won": st.games_won, "games_to_win": st.rules.games_to_win, "kanta": self.won_by_kanta(),
                "tie": self.kanta_on_a_tie(), "match": self.match}))
            self.move(Over())
            return
        self.effects.append(Open(Screen.BETWEEN_GAMES, {
            "winner": st.game_winner, "scores": st.scores, "games_won": st.games_won,
            "games_to_win": st.rules.games_to_win, "kanta": self.won_by_kanta(), "tie": self.kanta_on_a_tie(),
            "match": self.match}))
        self.move(BetweenGames())

    def _lesson_done(self, on_its_own: bool = False) -> None:
        """The lesson's hand is over: kept as done, and the next asked for
        (`on_its_own`: not after a press, the game having ended at once)."""
        self.guide.finished = True
        state = self.state
        self.effects.append(ScoresSettled(state.scores))
        kanta = self.won_by_kanta() and state.game_winner is not None
        won = self.around.side(state.game_winner) == 0
        self.effects.append(LessonDone(self.guide.lesson, won if kanta else None, on_its_own))
        self.move(Over())

    # -- the coach's timing --------------------------------------------------------
    def _moment(self):
        state = self.state
        return (len(state.history), state.to_act, state.phase)

    def _close_coach(self) -> None:
        self.coach.open = False
        self.coach.decision = None
        self.effects.append(Redraw())

    def _coach_step(self, first_games: bool) -> None:
        """Each step: the button offered during a decision; the panel closed
        once the decision is made (or the turn is over); the advice filled
        when the decision is worked out; opened by itself in the first games
        (never in a demo, nor in a lesson, whose own panel says what to do)."""
        coach = self.coach
        deciding = self.deciding()
        if coach.offered != deciding:
            coach.offered = deciding
            self.effects.append(Redraw())
        moment = self._moment() if deciding else None
        if coach.open and moment != coach.decision:
            self._close_coach()
        auto = first_games and self.match.player is not None and self.guide is None
        if deciding and not coach.open and coach.auto_done != moment and auto:
            coach.auto_done = moment
            coach.open, coach.decision = True, moment
            self.effects.append(Redraw())
        if coach.open:
            self._fill_coach()

    def _fill_coach(self) -> None:
        """The advice of the decision worked out (again, when a seña made now
        changed what the partner's view reads). The amount on the bar is the
        player's: an advised bet names its amount in the panel and leaves the
        bar's as the player chose it."""
        stage = self._stage
        future = stage.future if isinstance(stage, Deciding) else None
        coach = self.coach
        if future is None or future is coach.asked or not (future.done() or self.players.strict):
            return
        coach.asked = future
        match = self.match
        coach.advice = coach_move(match.state, future.result(), match.seating)
        self.effects.append(Redraw())

    # -- the señas -------------------------------------------------------------------
    def _signs_step(self, dt: float, setting: bool) -> None:
        """The señas' moment: turned on or off as the Keinuak setting and the
        match say (a game kept before señas were plays on without them);
        looks chosen and señas made, each recorded in the match; the
        partner's view of the player's decision asked again when a seña
        changes what it knows; the line of who saw the player's seña kept
        until the next call."""
        kn = self.keinuak
        on = self.match.with_keinuak and setting
        if on != kn.on:
            kn.on = on
            self.effects.append(SignsOn(on))
            self.effects.append(Redraw())
        if not on:
            return
        kn.lingering = self.awaiting  # while the player decides, the faces go on looking and signing
        was_open = kn.open
        told = False
        for made in kn.update(dt, self.match):
            self._record(made)
            told |= isinstance(self._stage, Deciding) and self._adviser_knows(made)
        if told:  # the partner's view of this decision, again with what it now knows
            self._stage.future, self._stage.advice = self.players.think(self.match), None
            self.effects.append(Refresh())
        if self.sign_note is not None and (len(self.match.log) > self.note_until or (was_open and not kn.open)):
            if len(self.match.log) > self.note_until:
                kn.last_player_sign = None  # the next call came: the line of who saw it goes
            self.sign_note = None
            self.effects.append(Redraw())

    def _before_call(self, action) -> None:
        """A call is about to be made: if it shuts the window while the
        player's own seña is under way, that seña is made now (seen by whoever
        looked so far), never lost with the window."""
        kn = self.keinuak
        if not kn.open or kn.player is None or kn.player not in kn.making:
            return
        try:
            shuts = not model.signing_open(model.step(self.state, action))
        except model.IllegalAction:
            return
        if shuts:
            self._record(kn.finish_player_sign())
            self.effects.append(SignFinished())

    def _record(self, made) -> None:
        """A seña made: kept in the match; the player's own says who saw it."""
        self.match = self.match.signed(made.seat, made.keinua, made.seen_by)
        self.effects.append(Keep(self.match, False))
        if made.seat == self.match.player:
            around = self.around  # "you" at the bottom
            seen = Made(around.place(made.seat), made.keinua, tuple(sorted(around.places(made.seen_by))))
            self.sign_note = (own_sign_note(seen, self.place_name), any(s & 1 for s in seen.seen_by))
            self.note_until = len(self.match.log)
        self.effects.append(Redraw())

    def _adviser_knows(self, made) -> bool:
        """A seña made now changes what the partner's view of the player's
        decision reads: the seat whose observation it reads made it or saw it
        (the partner, when it is the voice; the player, for its own calls)."""
        match = self.match
        seat = thinker(match.state, match.seating)[0]
        return made.seat == seat or seat in made.seen_by
