"""Each seat's cards on the felt, as card views (game/ui/cards.py): dealt one
at a time from the dealer's place, lifted when the player picks them for a
discard, thrown onto the heap and drawn from the pile in an exchange, and
turned face up where they lie when the hands are shown; the player's card
under the pointer or the focus lifts a little and tilts (`aim`), without the
tilt and at once with reduced motion.

`Hands` keeps the views in the order of the model's hands and is told what to
do by the director; it never decides anything itself.
"""
from __future__ import annotations

from game.ui.cards import TILT, CardView

from . import layout

DEAL_GAP = 0.09     # seconds between two cards dealt, at --speed 1
CARD_FLIGHT = 0.32  # seconds a card flies
CARD_SLIDE = 0.2    # seconds a kept card slides to its new place
FLIP = 0.3          # seconds a card takes to turn over
LIFT = 0.12         # seconds a card takes to rise or fall
HOVER = 0.1         # seconds a card takes to rise under the pointer (the player's hand: not paced)
LOWER = 0.16        # seconds the player's cards take to sink while the player looks up (not paced)
LOWER_PX = 170      # how far they sink: as when you look up from your cards at a real table


class Hands:
    def __init__(self, pace) -> None:
        self.t = pace
        self.views: dict[int, list[CardView]] = {s: [] for s in range(4)}
        self.leaving: list[CardView] = []
        self.lifted: set = set()
        self.heap = False  # the exchange's discards lie face down on the felt
        self._still = False  # every card has settled (kept so that a still table costs nothing)
        self._still_look = None  # `look()` of the cards as they settled
        self.reduced = False  # reduced motion: no tilt, and a card rises at once
        self.lowered = False  # the player looks up at a face: the player's cards sink

    # -- what the director asks ----------------------------------------------
    def deal(self, state) -> float:
        """Fresh views for a dealt hand, flying from the dealer's place one at
        a time from Esku; returns the seconds until the last has landed."""
        self._still = False
        self.views = {s: [] for s in range(4)}
        self.leaving.clear()
        self.lifted.clear()
        self.heap = False
        self.lowered = False
        start = layout.DECK_AT[state.dealer]
        for i in range(16):
            seat = (state.esku + i) % 4
            card = state.hands[seat][i // 4]
            view = CardView(card, seat, layout.card_size(seat), start, seat == 0)
            self.views[seat].append(view)
            view.move_to(layout.slot(seat, i // 4), self.t(CARD_FLIGHT), self.t(DEAL_GAP * i), appear=True)
        return self.t(DEAL_GAP * 15 + CARD_FLIGHT)

    def lay(self, state) -> None:
        """The hands as they are, without motion (a resumed game)."""
        self._still = False
        self.leaving.clear()
        self.lifted.clear()
        self.lowered = False
        self.views = {seat: [CardView(c, seat, layout.card_size(seat), layout.slot(seat, i),
                                      seat == 0 or state.shown)
                             for i, c in enumerate(state.hands[seat])]
                      for seat in range(4)}

    def throw(self, seat: int, cards) -> None:
        """A discard: the cards leave the hand for the heap; the kept ones stay."""
        self._still = False
        kept = []
        for view in self.views[seat]:
            if view.card in cards:
                view.set_lift(False, self.t(0.1))
                view.move_to(layout.HEAP_AT, self.t(CARD_FLIGHT))
                view.leaving = True
                self.leaving.append(view)
            else:
                kept.append(view)
        self.views[seat] = kept
        self.heap = True
        if seat == 0:
            self.lifted.clear()

    def draw_cards(self, state, order) -> float:
        """After the last discard: each seat's new cards fly in from the
        dealer's place, in turn order from Esku, and the kept cards close up;
        returns the seconds until all have landed."""
        self._still = False
        delay = 0.0
        for seat in order:
            by_card = {v.card: v for v in self.views[seat]}
            views = []
            for i, card in enumerate(state.hands[seat]):
                view = by_card.get(card)
                if view is None:
                    view = CardView(card, seat, layout.card_size(seat), layout.DECK_AT[state.dealer], seat == 0)
                    view.move_to(layout.slot(seat, i), self.t(CARD_FLIGHT), delay, appear=True)
                    delay += self.t(DEAL_GAP)
                else:
                    view.move_to(layout.slot(seat, i), self.t(CARD_SLIDE))
                views.append(view)
            self.views[seat] = views
        return delay + self.t(CARD_FLIGHT)

    def reveal(self) -> float:
        """Turn the other three hands face up where they lie; returns the
        seconds until the last has turned."""
        self._still = False
        delay = 0.0
        for seat in (1, 2, 3):
            for view in self.views[seat]:
                view.turn(True, self.t(FLIP), delay)
                delay += self.t(0.03)
        return delay + self.t(FLIP)

    def lower(self, down: bool) -> None:
        """Sink the player's cards (the player looks up at a face) or raise
        them back (at once with reduced motion)."""
        if down == self.lowered:
            return
        self.lowered = down
        self._still = False
        for i, view in enumerate(self.views[0]):
            x, y = layout.slot(0, i)
            view.move_to((x, y + LOWER_PX if down else y), 0.0 if self.reduced else LOWER)

    # -- the player's discard -------------------------------------------------
    def toggle(self, index: int) -> bool:
        """Lift or lower the player's `index`-th card; False if there is none."""
        views = self.views[0]
        if not 0 <= index < len(views):
            return False
        view = views[index]
        self._still = False
        up = view.card not in self.lifted
        if up:
            self.lifted.add(view.card)
        else:
            self.lifted.discard(view.card)
        view.set_lift(up, self.t(LIFT))
        return True

    def card_at(self, pos) -> int | None:
        """The player's card under `pos` (where it is and where it rests), if any."""
        for i, view in enumerate(self.views[0]):
            if view.reach().collidepoint(pos):
                return i
        return None

    def aim(self, index: int | None) -> None:
        """The player's `index`-th card is under the pointer or the focus (None:
        none is): it rises a little and tilts, the others settle back. Cards
        still flying in are left alone."""
        seconds, tilt = (0.0, 0.0) if self.reduced else (HOVER, TILT)
        for i, view in enumerate(self.views[0]):
            on = i == index and view.motion.done
            if view.set_hover(on, seconds, tilt):
                self._still = False

    def lifted_cards(self, hand) -> tuple:
        """The lifted cards in the order they stand in the hand."""
        self._still = False
        return tuple(c for c in hand if c in self.lifted)

    # -- the frame ----------------------------------------------------------
    def look(self) -> tuple:
        """What the still cards show: each card, where it lies, which way up
        (worked out once when they settle: nothing moves them until then)."""
        if self._still and self._still_look is not None:
            return self._still_look
        return (self.heap,) + tuple((v.card, v.face_up, v.topleft(1.0), v.angle()) for vs in self.views.values()
                                    for v in vs)

    @property
    def moving(self) -> bool:
        return not self._still

    def update(self, dt: float) -> bool:
        """Advance every card; True when a dealt card starts flying (its sound)."""
        if self._still:
            return False
        started = False
        for seat in range(4):
            for view in self.views[seat]:
                started |= view.update(dt)
        for view in self.leaving:
            view.update(dt)
        self.leaving = [v for v in self.leaving if not v.motion.done]
        if not self.leaving and all(v.settled for vs in self.views.values() for v in vs):
            for vs in self.views.values():
                for v in vs:
                    v.update(0.0)  # previous = elapsed: drawn exactly in place at any alpha
            self._still = True
            self._still_look = None
            self._still_look = self.look()
        return started

    def draw(self, surface, res, alpha: float, heap: bool = True) -> list:
        """Draw the heap (unless `heap` is False: a panel holds the middle of
        the felt, where it lies) and every card; returns where they were drawn."""
        drawn = []
        if self.heap and heap:
            back = res.card_back(layout.SMALL)
            for i in range(3):
                drawn.append(surface.blit(back, (layout.HEAP_AT[0] + i * 6, layout.HEAP_AT[1] - i * 4)))
        for seat in (2, 1, 3, 0):
            for view in self.views[seat]:
                drawn.append(view.draw(surface, res, alpha))
        for view in self.leaving:
            drawn.append(view.draw(surface, res, alpha))
        return [rect for rect in drawn if rect is not None]

