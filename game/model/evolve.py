"""Fast copies of the model's frozen states, for the hot path of `step`.

`evolve(state, **changes)` is a copy of a `State` with some fields changed,
like `dataclasses.replace` but several times faster, because `step` makes one
for every action: the function is generated once from State's own field list
(slots are set directly; no `__init__`, no checks), and `tell` gives a fresh
state its events. Only the model uses them.
"""
from __future__ import annotations

from .state import STATE_FIELDS, State


def _make_evolve():
    params = ", ".join(f"{name}=_KEEP" for name in STATE_FIELDS)
    body = "\n".join(
        f"    _set_{name}(new, state.{name} if {name} is _KEEP else {name})" for name in STATE_FIELDS
    )
    source = f"def evolve(state, *, {params}):\n    new = _new(State)\n{body}\n    return new\n"
    scope = {"_KEEP": object(), "_new": object.__new__, "State": State}
    scope.update({f"_set_{name}": getattr(State, name).__set__ for name in STATE_FIELDS})
    exec(compile(source, "<State evolve>", "exec"), scope)
    return scope["evolve"]


evolve = _make_evolve()


_set_chronicle = State.chronicle.__set__


def tell(fresh: State, earlier, *events) -> State:
    """Give a state just made by `evolve` in this very step its events (after
    the `earlier` chronicle of the hand, None for a new hand). It sets the slot
    in place, which saves a whole copy per step: only for a state nobody else
    has seen yet."""
    _set_chronicle(fresh, (earlier, *events))
    return fresh

