"""A moment of deafness for a panel that appears on its own.

A panel that comes up without being asked for (the table's summary once the
hand's last notice has gone, its buttons once the lines are counted, the
between-games and game-over screens, the pause menu a pulled-out pad opens)
may meet a press the player meant for what was there just before: an Enter
for the notice that ended by itself a moment earlier. `PressGuard` says which
intents such a panel ignores, and for how long: the presses (a click, Enter
or Space, a hotkey, a pad's buttons), for `MOMENT` seconds of real time
after it is armed; pointing and moving the focus are never ignored.

A notice that goes away by itself (the table's pause message, its time run
out) arms a narrower guard on the table (`GOING_ON`): only the presses that
say "go on" (Enter or Space, the pad's A, a click) are taken as meant for it,
so that what came next (the lance's banner, the player's call buttons) is
not pressed by them; a call's own key still works at once.
"""
from __future__ import annotations

from game.platform import input as intents

MOMENT = 0.4  # seconds a panel that appeared on its own ignores presses
PRESSES = frozenset({intents.CLICK, intents.RELEASE, intents.CONFIRM, intents.HOTKEY, intents.LIFT,
                     intents.SUGGEST, intents.AMOUNT, intents.MENU})
GOING_ON = frozenset({intents.CLICK, intents.RELEASE, intents.CONFIRM})  # what "press to continue" names


class PressGuard:
    """Ignores presses (`kinds`: PRESSES unless told) for a moment once
    armed; `update(dt)` counts it down."""

    __slots__ = ("left", "kinds")

    def __init__(self, seconds: float = MOMENT, kinds: frozenset = PRESSES) -> None:
        self.left = max(0.0, seconds)
        self.kinds = kinds

    def arm(self, seconds: float = MOMENT) -> None:
        self.left = max(self.left, seconds)

    def update(self, dt: float) -> None:
        if self.left > 0:
            self.left = max(0.0, self.left - dt)

    @property
    def on(self) -> bool:
        return self.left > 0

    def blocks(self, intent) -> bool:
        """The intent is one of the presses ignored, and the moment has not passed."""
        return self.left > 0 and intent.kind in self.kinds
