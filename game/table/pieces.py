"""The table's pieces on the felt, which the director sets moving: the cards
(`Hands`), the seats' names and bubbles (`SeatSigns`), the chips (`Chips`),
the score panels (`ScorePanels`, their figures counting up), the lance track
(`LanceTrack`), the table's jolt (`Shake`) and the computer players' faces,
which the director makes react.

`Pieces` moves them all on in one `update`, says whether any of them moves
(`moving`), follows the pointer and the focus over the player's cards (the
card under either lifts and tilts a little), and hands the reduced-motion
setting to every piece that moves (no shake, no tilt, no bubble popping in,
the faces without bounce).
"""
from __future__ import annotations

from game import assets

from .chips import Chips
from .feel import SECONDS, Shake
from .hands import Hands
from .scores import ScorePanels
from .signs import SeatSigns
from .track import LanceTrack


class Pieces:
    def __init__(self, pace, scores, faces=None) -> None:
        """`pace(seconds)` scales a time by the play speed; `scores` as the
        model has them; `faces` the computer players' faces (None: none)."""
        self.hands = Hands(pace)
        self.signs = SeatSigns(pace)
        self.chips = Chips(pace)
        self.scores = ScorePanels(scores, pace)
        self.track = LanceTrack()
        self.shake = Shake()
        self.faces = faces
        self.reduced = False
        self.pointer = None  # where the pointer last was, over the table

    def reduce_motion(self, reduced: bool) -> None:
        """The reduced-motion setting, to every piece that moves."""
        reduced = bool(reduced)
        if reduced == self.reduced:
            return
        self.reduced = reduced
        self.hands.reduced = self.signs.reduced = self.shake.reduced = reduced
        if reduced:
            self.shake.stop()
        if self.faces is not None:
            self.faces.set_reduced_motion(reduced)

    def update(self, dt: float, focused_card: int | None = None) -> bool:
        """Move everything on by `dt`; True when a dealt card starts flying
        (its sound). The player's card under the pointer, else the focused
        one, lifts."""
        hands = self.hands
        under = hands.card_at(self.pointer) if self.pointer is not None else None
        hands.aim(under if under is not None else focused_card)
        started = hands.update(dt)
        self.signs.update(dt)
        self.chips.update(dt)
        self.scores.update(dt)
        self.shake.update(dt)
        return started

    @property
    def moving(self) -> bool:
        return (self.hands.moving or self.chips.moving or self.signs.moving or self.scores.moving
                or self.shake.moving)

    def count(self, line, sound) -> None:
        """A summary line counted: its chips slide from the plaque to the
        score, which counts up as they land."""
        self.track.count(line.lance)
        if line.counted and line.points > 0:
            scores = self.scores  # (the chips in flight hold the panels, not the pieces)

            def land(team=line.team, points=line.points):
                scores.add(team, points)
                sound(assets.CHIPS_STACKED)
            self.chips.pay_from_plaque(line.lance.place, line.team, line.points, land)
        else:
            sound(assets.CHIP)

    def hordago(self, lance, seat: int, sound) -> None:
        """A Hordago is a moment: chips pushed in from the caller's place, and
        as they land the table jolts (none with reduced motion) and the drum
        sounds (every face tenses: the director's `react`)."""
        shake, pace = self.shake, self.chips.t  # (the chips in flight hold these, not the pieces)

        def landed():
            shake.start(pace(SECONDS))
            sound(assets.HORDAGO)
        self.chips.call_hordago(lance, seat, landed)
