"""Fast copies of the model's frozen states: `evolve`, for the hot path of `step`.

`evolve(state, **changes)` is a copy of a `State` with some fields changed,
the same as `dataclasses.replace` (tests/model/test_evolve.py holds it to
that, field by field), made once per step: `step` gathers the step's changes,
its story (`chronicle`) among them, and makes the new state in one go. Only
the model uses it.

It is the model's one speed trick on states, kept because the model bench
pays for it. The function is generated (`exec`) from State's own field list,
one line a field, with no `__init__` and no checks; the copy is filled as a
`_Draft`, a plain class with State's very slots (so each field is one plain
attribute store, not a call of the frozen slot's setter), and then becomes a
`State` by taking its class. The layouts are the same, which CPython checks at
that assignment (`_check_layout` runs it once at import, so a State that
gained a slot of its own fails there, loudly). Nobody sees the draft: `evolve`
returns the finished State, and no field of a State is written after that.

What it pays (`python tools/benches/model.py --against TREE --runs 10`:
random play, each variant's model alternating in one process, medians of
CPU time; instructions a hand counted by cachegrind): as it is, 4,761
hands/s (1.50 M instructions a hand); generated but storing through the
frozen slots' setters (no draft, no class swap) 4,155 hands/s (1.80 M);
`dataclasses.replace`, no generated code at all, 2,630 hands/s (2.93 M).
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
