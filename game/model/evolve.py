"""Fast copies of the model's frozen states, for the hot path of `step`.

`evolve(state, **changes)` is a copy of a `State` with some fields changed,
like `dataclasses.replace` but several times faster, because `step` makes one
for every action: the function is generated once from State's own field list
(no `__init__`, no checks), and `tell` gives a fresh state its events. Only
the model uses them.

The copy is filled as a `_Draft`, a plain class with State's very slots (so
each field is one plain attribute store, not a call of the frozen slot's
setter), and then becomes a `State` by taking its class: the layouts are the
same, which CPython checks at that assignment (`_check_layout` runs it once
at import, so a State that gained a slot of its own fails there, loudly).
Nobody sees the draft: `evolve` returns the finished State.
"""
from __future__ import annotations

from .state import STATE_FIELDS, State


class _Draft:
    """A State being filled in by `evolve` (same slots, not frozen)."""

    __slots__ = State.__slots__


def _make_evolve():
    params = ", ".join(f"{name}=_KEEP" for name in STATE_FIELDS)
    body = "\n".join(
        f"    new.{name} = state.{name} if {name} is _KEEP else {name}" for name in STATE_FIELDS
    )
    source = (f"def evolve(state, *, {params}):\n    new = _new(_Draft)\n{body}\n"
              f"    new.__class__ = State\n    return new\n")
    scope = {"_KEEP": object(), "_new": object.__new__, "State": State, "_Draft": _Draft}
    exec(compile(source, "<State evolve>", "exec"), scope)
    return scope["evolve"]


def _check_layout() -> None:
    if tuple(State.__slots__) != STATE_FIELDS:
        raise TypeError("game.model.evolve: State's slots are not its fields, in order")
    draft = object.__new__(_Draft)
    draft.__class__ = State  # TypeError here if the layouts differ


_check_layout()
evolve = _make_evolve()


_set_chronicle = State.chronicle.__set__


def tell(fresh: State, earlier, *events) -> State:
    """Give a state just made by `evolve` in this very step its events (after
    the `earlier` chronicle of the hand, None for a new hand). It sets the slot
    in place, which saves a whole copy per step: only for a state nobody else
    has seen yet."""
    _set_chronicle(fresh, (earlier, *events))
    return fresh

