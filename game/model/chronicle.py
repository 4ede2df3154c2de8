"""The story a state carries, as two small chains: `Chronicle` and `Annals`.

A hand's story grows by a few events at every step, and a state is a frozen
value: copying the whole story into every new state would cost each step the
length of the hand. So the story is a chain, newest link first: a state's
`Chronicle` holds the events of the step that made it and the chronicle of
the state before it (None at the hand's deal), so a step costs one small node
and every state of a hand shares what came before. The match's finished
hands are a chain of the same shape, `Annals`: each link holds a hand's last
chronicle and the annals before that hand. `told()` gives a chain's events in
order. Two chains are equal when they tell the same events step by step; the
comparison walks them without recursion and stops where they share a link.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .events import Event


class _Link:
    """What both chains share: the walk newest first, equality and hash."""

    __slots__ = ()

    def links(self):
        """This link and every earlier one, newest first."""
        link = self
        while link is not None:
            yield link
            link = link.earlier

    def _held(self):
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        a, b = self, other
        while a is not b:  # a link shared is a shared past: equal from there on
            if a is None or b is None or a._held() != b._held():
                return False
            a, b = a.earlier, b.earlier
        return True

    def __hash__(self) -> int:
        return hash(tuple(link._held() for link in self.links()))

    def __repr__(self) -> str:  # not recursive: a chain may be hundreds of links long
        count = sum(1 for _ in self.links())
        return f"{type(self).__name__}({count} links, newest holds {self._held()!r})"


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Chronicle(_Link):
    """A hand's story up to a state: the `events` of the step that made it,
    after the chronicle `earlier` (None for the step that dealt the hand)."""

    earlier: Chronicle | None
    events: tuple[Event, ...]

    def _held(self):
        return self.events

    def told(self) -> tuple[Event, ...]:
        """Every event of the hand so far, in order."""
        parts = [link.events for link in self.links()]
        parts.reverse()
        return tuple(chain.from_iterable(parts))


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Annals(_Link):
    """The match's finished hands up to one: that `hand`'s last chronicle,
    after the annals `earlier` (None after the match's first hand)."""

    earlier: Annals | None
    hand: Chronicle

    def _held(self):
        return self.hand

    def told(self) -> tuple[Event, ...]:
        """Every event of these hands, hand after hand, in order."""
        hands = [link.hand.told() for link in self.links()]
        hands.reverse()
        return tuple(chain.from_iterable(hands))
