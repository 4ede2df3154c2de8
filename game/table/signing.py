"""The señas (keinuak) on screen: the player's look and fan, and what the
faces and the player's cards show of the señas' clock.

The señas' course is the table's course's (game/table/course.py: its
`keinuak` clock, game/table/keinuak.py's `TableKeinuak`, who looks at whom
and the señas being made, each recorded in the match, and the line of who
saw the player's own). `TableSigning` is what the player sees and does of
it, given what it reads: the course, the faces, the player's cards. The
table scene hands it each intent first (`handle`) and, at each logic step
while the table is on top and señas are made, lets it show the clock
(`show`):
- the player's own seña as it is made, at once (the fan's `making`), then
  the line under the fan of who saw it, until the next call;
- the gazes and the señas the player sees on the faces, the player's cards
  lowered while the player looks up, the fan shown while señas may be made.
The player looks by hovering a face (the pointer is hidden while it rests
there, so that it covers no seña), by the L key or the pad's right stick,
and signs from the fan (a click, or S then arrows and Enter): each goes to
the course. Nothing here draws: the canvas draws the looks and the fan as
parts of the still layer.
"""
from __future__ import annotations

from game.faces.expressions import CARDS
from game.platform import controls, input as intents
from game.platform.controls import ControlAction

from . import layout
from .fan import SignFan, seen_looks
from .keinuak import expression_steps

LOOK_BY_STICK = {(0, -1): 2, (1, 0): 1, (-1, 0): 3}  # the right stick's way -> the face looked at


class TableSigning:
    """The señas as the player sees and makes them: the look, the fan, the
    faces and the player's cards following the course's señas' clock."""

    def __init__(self, course, faces, hands) -> None:
        """`course`: the table's course (its señas' clock, its match);
        `faces`: the computer players' faces; `hands`: the cards on the felt."""
        self.course = course
        self.around = course.around  # the player's seat at the bottom: faces are drawn by place
        self.faces = faces
        self.hands = hands
        self.fan = SignFan(course.player_sign)
        self.pointed: int | None = None  # the face the mouse pointer rests on (looking at it)
        self.shown_looks = self.looks_shown()  # what the looks part showed at the last step
        faces.keinuak(course.keinuak.on)

    @property
    def keinuak(self):
        """The señas' clock (the course's)."""
        return self.course.keinuak

    def handle(self, intent) -> bool:
        """The player's look and the fan of señas: True when the intent was theirs."""
        kn, fan, course = self.course.keinuak, self.fan, self.course
        if not kn.open:
            return False
        kind = intent.kind
        if kind == intents.POINT:
            self.pointed = next((place for place, rect in layout.FACE_RECT.items() if rect.collidepoint(intent.pos)),
                                None)
            course.look(self.around.seat(self.pointed))
            fan.handle(intent)
            return False
        if kind == intents.LOOK:
            course.look(self.around.seat(LOOK_BY_STICK.get((intent.dx, intent.dy))))
            return True
        if kind == intents.HOTKEY and controls.in_use().is_key(ControlAction.LOOK, intent.key):
            course.look_next()
            return True
        signs = kind == intents.HOTKEY and controls.in_use().is_key(ControlAction.SIGNS, intent.key)
        if (kind == intents.SIGNS or signs) and not fan.active:
            fan.enter()
            return True
        return fan.handle(intent)

    def started(self, keinua) -> None:
        """The player began `keinua` (the course said so): shown at once, on
        the player's side, and the keys go back to the bar."""
        self.fan.leave()
        self.fan.making = keinua

    def finished(self) -> None:
        """The player's seña under way was made at once (a call shut the
        window): no longer shown being made; the line of who saw it, now."""
        self.fan.making = None
        self.fan.note = self.course.sign_note

    # -- each step -----------------------------------------------------------------
    def show(self) -> bool:
        """The señas' clock on screen: the player's own seña and the line of
        who saw it under the fan, the gazes and the señas the player sees on
        the faces, the player's cards lowered while the player looks up, the
        fan. True when something drawn changed."""
        kn, fan, faces, course, around = self.course.keinuak, self.fan, self.faces, self.course, self.around
        changed = False
        if fan.note != course.sign_note:
            fan.note = course.sign_note
            changed = True
        making = kn.making.get(kn.player) if kn.player is not None else None
        if (making and making.keinua) != fan.making:
            fan.making = making and making.keinua  # shown at once, on the player's side
            changed = True
        for place in (1, 2, 3):
            seat = around.seat(place)
            watched = kn.gaze.get(seat) if kn.open else None
            # no idle glance: a look is a choice
            faces.gaze(place, around.place(watched) if watched is not None else CARDS)
            making = kn.visible(seat)
            faces.sign(place, making, making and expression_steps(making.keinua, making.ends - making.began))
        looks = self.looks_shown()
        if looks != self.shown_looks:
            self.shown_looks = looks
            changed = True  # an eye by a face, the ring, a note: drawn even when the face's pose stays
        self.hands.lower(kn.player_look is not None)
        if fan.shown != kn.open:
            fan.refresh(kn.held(course.match), kn.open)
            changed = True
        return changed

    def hides_pointer(self) -> bool:
        """The mouse pointer rests on the face the player looks at: it is
        hidden there (shown again as it leaves the face, or when a key or the
        stick turns the player's eyes elsewhere), so that it never covers the
        mouth, the eyes or the shoulders that make a seña."""
        kn = self.course.keinuak
        return kn.open and self.pointed is not None and kn.player_look == self.around.seat(self.pointed)

    def looks_shown(self) -> tuple:
        """What the looks part of the felt shows (game/table/fan.py's
        `looks_look`): which faces look at the player, whom the player looks
        at, the señas written on faces. A look between two computer players
        moves only their eyes, which the faces draw at their own pace."""
        kn = self.course.keinuak
        looked, watching, caught = seen_looks(kn, self.around)
        return (watching, looked, tuple(caught.items()))
