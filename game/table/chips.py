"""The stakes as real chips on the felt: the centre stack that grows with each
Imido and raise, the stacks left on the lance track's plaques when a lance is
deferred, and chips sliding from one to another or to a team's score.

`Chips` owns every stack and every chip in flight. The centre stack is the
bet standing on the lance in play; `defer` slides it onto the lance's plaque
(an accepted bet, or the general Paso's point), where it waits for the
summary; `pay_from_centre` (a Tira) and `pay_from_plaque` (a summary line)
send chips to a team's score stacks and call `on_land` when the last one
lands, which is when the score panel adds them. Stacks draw as columns of
5- and 1-point chips (game/ui/chips.py).
"""
from __future__ import annotations

import pygame

from game import assets
from game.model import Kind
from game.ui import chips as chip_art
from game.ui.chips import STAKE, ChipFlight
from game.ui.tween import Tween, ease_out

from . import layout

CHIP_FLIGHT = 0.45   # seconds a chip flies, at --speed 1
CHIP_GAP = 0.06      # seconds between two chips of one flight, at most
CHIP_SPREAD = 0.2    # seconds from the first chip of a flight leaving to the last (a big bet streams closer)
SLIDE = 0.45         # seconds the whole centre stack takes to reach its plaque
HORDAGO_PUSH = 8     # chips pushed in with a Hordago (all there are: it plays the game)
HORDAGO_FLIGHT = 0.3  # seconds they take, at --speed 1: a push, quicker than a bet
LABEL_GAP = 12       # pixels between the stake's label and the fan of señas to its right


class ChipStack:
    """A pile of stake chips worth `value` points, standing at `at` (its
    bottom centre); it may be sliding from one place to another."""

    __slots__ = ("value", "motion")

    def __init__(self, at, value: int = 0) -> None:
        self.value = value
        self.motion = Tween(at, at, 0.0)
        self.motion.finish()  # standing still until told to slide

    @property
    def at(self):
        return self.motion.end

    def slide(self, to, seconds: float) -> None:
        self.motion = Tween(self.motion.at(1.0), to, seconds, 0.0, ease_out)

    @property
    def moving(self) -> bool:
        return not self.motion.done

    def draw(self, surface, res, alpha: float, column: bool = False, extra: int = 0):
        """Draw the pile (with `extra` chips on it that are not points: a
        Hordago's); returns where (None: no chips)."""
        value = self.value + extra
        if value <= 0:
            return None
        x, bottom = self.motion.at(alpha)
        if column:
            return draw_column(surface, res, value, int(x), int(bottom))
        width = stacks_width(value)
        right = chip_art.draw_points(surface, res, STAKE, value, int(x - width / 2), int(bottom))
        tallest = min(max(divmod(value, 5)), chip_art.MAX_STACK)
        top = int(bottom) - assets.CHIP_SIZE[1] - max(0, tallest - 1) * chip_art.STEP
        return pygame.Rect(int(x - width / 2), top, right - int(x - width / 2), int(bottom) - top)


def stacks_width(points: int) -> int:
    """The width of `draw_points`' stacks for `points` (fives, then ones)."""
    fives, ones = divmod(points, 5)
    columns = -(-fives // chip_art.MAX_STACK) + -(-ones // chip_art.MAX_STACK)
    w = assets.CHIP_SIZE[0]
    return max(0, columns * (w + 6) - 6)


def draw_column(surface, res, points: int, centre_x: int, bottom: int) -> pygame.Rect:
    """One column of stake chips for `points`: the fives below, the ones on
    top. Returns where it was drawn."""
    fives, ones = divmod(points, 5)
    w, h = assets.CHIP_SIZE
    y = bottom - h
    for value, count in ((5, fives), (1, ones)):
        chip = chip_art.chip_surface(res, STAKE, value)
        for _ in range(count):
            surface.blit(chip, (centre_x - w // 2, y))
            y -= chip_art.STEP
    return pygame.Rect(centre_x - w // 2, y + chip_art.STEP, w, bottom - y - chip_art.STEP)


def _landing(bottom_centre) -> tuple[int, int]:
    """Where a flying chip's centre meets a stack standing on `bottom_centre`."""
    x, y = bottom_centre
    return (x, y - assets.CHIP_SIZE[1] // 2)


class Chips:
    """Every stack of stake chips on the table and every chip in flight."""

    def __init__(self, pace) -> None:
        self.t = pace  # seconds at --speed 1 -> seconds now
        self.centre = ChipStack(layout.STAKE_AT)
        self.hordago = False
        self.pushed = 0  # a Hordago's chips, landed on the centre stack (not points)
        self.on = None  # the lance the centre stake is bet on
        self.plaques = {place: ChipStack(layout.plaque_stack_at(place)) for place in range(4)}
        self.flights: list[ChipFlight] = []
        self.label_places: list[pygame.Rect] = []  # the stake's label and a Hordago's word, as last drawn
        self._bets: list[ChipFlight] = []  # the flights of bets into the centre stack
        self._deferring: int | None = None  # the plaque the centre stack slides to
        self.match = False  # a match of several games: the score panels' stacks sit further right

    # -- what the table asks ------------------------------------------------
    def clear(self) -> None:
        """A new hand: no stake, nothing on the plaques, nothing flying."""
        self.centre = ChipStack(layout.STAKE_AT)
        self.hordago = False
        self.pushed = 0
        self.on = None
        for place in range(4):
            self.plaques[place] = ChipStack(layout.plaque_stack_at(place))
        self.flights.clear()
        self._bets.clear()
        self._deferring = None

    def stand(self, lance, stake: int, hordago: bool) -> None:
        """Show a bet already standing on `lance` (a resumed game), without motion."""
        self.centre = ChipStack(layout.STAKE_AT, stake)
        self.hordago = hordago
        self.pushed = HORDAGO_PUSH if hordago else 0
        self.on = lance

    def standing(self, lance) -> tuple[int, bool]:
        """The stake and Hordago bet on `lance` in the centre, as shown now."""
        if self.on != lance or self._deferring is not None:
            return 0, False
        return self.centre.value, self.hordago

    def bet(self, lance, seat: int, amount: int) -> None:
        """`amount` more points on `lance`: chips fly from the bettor's place
        into the centre stack, which grows as they land."""
        self.on = lance
        flight = self._fly(STAKE, amount, layout.BET_FROM[seat], _landing(self.centre.at),
                           lambda: self._grow(self.centre, amount))
        if flight is not None:
            self._bets.append(flight)

    def call_hordago(self, lance, seat: int | None = None, on_land=None) -> None:
        """A Hordago on `lance`: a handful of chips pushed in from `seat`'s
        place (they add nothing to the stake); as they land `on_land` runs
        (the table's jolt), unless the lance was settled in the meantime."""
        self.on = lance
        self.hordago = True
        if seat is None:
            return

        def landed():
            if self.on == lance:  # not paid or deferred in the meantime
                self.pushed = HORDAGO_PUSH
                if on_land is not None:
                    on_land()
        flight = self._fly(STAKE, HORDAGO_PUSH, layout.BET_FROM[seat], _landing(self.centre.at), landed,
                           seconds=HORDAGO_FLIGHT)
        if flight is not None:
            self._bets.append(flight)

    def defer(self, place: int, points: int | None = None) -> None:
        """The lance is settled for the summary: the centre stack slides onto
        its plaque; with `points` (a general Paso's point) that many chips fly
        there instead."""
        self.hordago = False
        self.pushed = 0
        self.on = None
        self._land_bets()
        if points is not None:
            target = self.plaques[place]
            self._fly(STAKE, points, layout.STAKE_AT, _landing(target.at), lambda: self._grow(target, points))
            return
        self.centre.slide(self.plaques[place].at, self.t(SLIDE))
        self._deferring = place

    def pay_from_centre(self, team: int, points: int, on_land=None, back_to=()) -> None:
        """A Tira: `points` of the centre stack fly to `team`'s score, the rest
        back to the seats in `back_to` (the bettors), and the stack is gone."""
        self.hordago = False
        self.pushed = 0
        self.on = None
        self._land_bets()
        stake, self.centre = self.centre.value, ChipStack(layout.STAKE_AT)
        start = _landing(layout.STAKE_AT)
        self._fly(team, points, start, layout.score_stack_at(team, self.match), on_land)
        rest = stake - points
        if rest > 0 and back_to:
            self._fly(STAKE, rest, start, layout.BET_FROM[back_to[0]])

    def pay_from_plaque(self, place: int, team: int, points: int, on_land=None) -> None:
        """A summary line: `points` chips fly from the plaque to `team`'s score
        (taken from its stack when they stand there)."""
        stack = self.plaques[place]
        stack.value = max(0, stack.value - points)
        self._fly(team, points, _landing(stack.at), layout.score_stack_at(team, self.match), on_land)

    def finish(self) -> None:
        """Land everything at once (a skipped pause, the summary closed)."""
        for flight in self.flights:
            flight.finish()
        self.flights.clear()
        self._bets.clear()
        if self.centre.moving:
            self.centre.motion.finish()
        self._land_deferred()

    # -- the frame ----------------------------------------------------------
    def look(self) -> tuple:
        """What the standing stacks show (the centre one is not standing while it slides)."""
        return (self.centre.value, self.hordago, self.pushed, self.on, self._deferring) + tuple(
            s.value for s in self.plaques.values())

    @property
    def moving(self) -> bool:
        return bool(self.flights) or self.centre.moving

    def update(self, dt: float) -> None:
        if self.flights:
            for flight in self.flights:
                flight.update(dt)
            self.flights = [f for f in self.flights if not f.landed]
        if self._deferring is not None:
            self.centre.motion.update(dt)
            if not self.centre.moving:
                self._land_deferred()

    def draw_standing(self, surface, res) -> None:
        """The stacks that stand still: on the plaques, and the centre's with its label."""
        for stack in self.plaques.values():
            stack.draw(surface, res, 1.0, column=True)
        if not self.centre.moving:
            self.centre.draw(surface, res, 1.0, column=self._deferring is not None, extra=self.pushed)
        self.label_places = []
        if self.shows_label:
            self._draw_label(surface, res)

    @property
    def shows_label(self) -> bool:
        """The stake's label (or a Hordago's word) stands beside the centre
        stack: what a panel in the middle of the felt leaves clear."""
        return self._deferring is None and bool(self.hordago or self.centre.value)

    def draw_moving(self, surface, res, alpha: float) -> list:
        """The chips in the air and a centre stack sliding to its plaque;
        returns where they were drawn."""
        drawn = []
        if self.centre.moving:
            drawn.append(self.centre.draw(surface, res, alpha, column=True))
        for flight in self.flights:
            drawn.extend(flight.draw(surface, res, alpha))
        return [rect for rect in drawn if rect is not None]

    def _draw_label(self, surface, res) -> None:
        """What stands in the centre, beside its chips (so that a lance's
        banner, above them, never covers it): the stake on the right, a
        Hordago's word on the left. Where they went is kept in
        `label_places` (things to read: the table's `reading_places`)."""
        from game.platform.i18n import tr
        from game.words import call_word
        from game.ui.text import BOXES, draw_text
        x, bottom = layout.STAKE_AT
        half = max(stacks_width(self.centre.value + self.pushed), assets.CHIP_SIZE[0]) // 2
        y = bottom - assets.CHIP_SIZE[1] // 2
        if self.hordago:
            word = res.text(call_word(Kind.HORDAGO) + "!", 56, (255, 90, 60), bold=True)
            place = word.get_rect(midright=(x - half - 18, y))
            surface.blit(word, place)
            self.label_places.append(place)
        if self.centre.value:
            # box: stake-label
            label = tr("Stake {n}", n=self.centre.value)
            left = x + half + 18
            # It ends before the fan of señas, to its right: a long word ("Apustua: 8") or three
            # columns of chips shrink it rather than run over the first face.
            box = BOXES["stake-label"]
            box = box.sized(width=min(box.width, layout.FAN_AT[0] - LABEL_GAP - left))
            self.label_places.append(draw_text(surface, res, label, box, (255, 214, 64), midleft=(left, y)))

    # -- inside -------------------------------------------------------------
    def _grow(self, stack: ChipStack, points: int) -> None:
        stack.value += points

    def _land_bets(self) -> None:
        """Chips of a bet still in the air land in the centre at once: the
        stack is about to slide to its plaque or be paid, and chips landing
        after it would grow the next lance's stake instead."""
        for flight in self._bets:
            if not flight.landed:
                flight.finish()
        self._bets.clear()
        self.flights = [f for f in self.flights if not f.landed]

    def _land_deferred(self) -> None:
        if self._deferring is None:
            return
        target = self.plaques[self._deferring]
        target.value += self.centre.value
        self.centre = ChipStack(layout.STAKE_AT)
        self._deferring = None

    def _fly(self, team: int, count: int, start, end, on_land=None, seconds: float = CHIP_FLIGHT) -> ChipFlight | None:
        if count <= 0:
            if on_land:
                on_land()
            return None
        flight = ChipFlight(team, count, start, end, self.t(seconds), on_land,
                            self.t(CHIP_GAP), self.t(CHIP_SPREAD))
        self.flights.append(flight)
        return flight
