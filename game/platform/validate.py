"""Reading parsed JSON into the frozen dataclasses that hold the player's files.

There is one list of what a file may hold: the dataclass itself. `read(cls,
data)` walks `cls`'s fields and their annotations (bool, int, float, str,
`X | None`, `tuple[X, ...]`, a nested dataclass), takes a value only when its
JSON type is exactly the field's (a whole number is an int: never 40.0, never
`true`; an Enum is one of its members' values), and lets the class's own `__post_init__` judge the value, one field at
a time, so that every field that still reads is kept and each one that does not
falls back on its default and is named. Field metadata can say how a field is
kept: `INLINE` (a nested dataclass whose fields sit in its parent's object) or
`{"json": (read, write)}` (a function from JSON raising ValueError, and back).
`to_json` is the other direction, from the same fields. `strict_types(self)` in
a `__post_init__` makes code that builds the value directly as strict as a file.
`bounded_list(raw, limit)` is a list's first check in such a reading function:
a list, and no longer than its value can be.
"""
from __future__ import annotations

import dataclasses
import enum
import math
import reprlib
import types
import typing
from functools import lru_cache

INLINE = {"json": "inline"}

_short = reprlib.Repr()
_short.maxstring = 24
_short.maxother = 24
_short.maxlist = _short.maxdict = _short.maxtuple = 3
_short.maxlevel = 2


def shorten(value, limit: int = 24) -> str:
    """A value from a file as a few characters (text cut with an ellipsis),
    its control characters shown, never obeyed (see `printable`)."""
    text = value if isinstance(value, str) else _short.repr(value)
    text = " ".join(text.split())
    shown = printable(text)
    if len(shown) <= limit:
        return shown
    cut = ""
    for ch in text:  # cut between characters, never inside a shown escape
        piece = printable(ch)
        if len(cut) + len(piece) > limit - 1:
            break
        cut += piece
    return cut + "…"


def printable(text: str) -> str:
    """`text` with every character that a terminal or a screen would obey
    rather than show (an escape, a bell, a right-to-left override...)
    written as Python writes it, `\\x1b`: a file cannot retitle, clear or
    rewrite the terminal its message is printed to."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


class Problem(typing.NamedTuple):
    """A field that could not be used: where it is (`players 2 name`) and why."""

    where: str
    why: str

    def __str__(self) -> str:
        return f"{self.where}: {self.why}" if self.where else self.why


def bounded_list(raw, limit: int) -> list:
    """`raw` from a file, when it is a list of at most `limit` entries (the
    most its value can hold, checked before a single entry is read);
    ValueError saying why not."""
    if not isinstance(raw, list):
        raise ValueError(f"must be a list, not {shorten(raw)}")
    if len(raw) > limit:
        raise ValueError(f"too many ({len(raw)})")
    return raw


@lru_cache(maxsize=None)
def _hints(cls) -> dict[str, object]:
    return typing.get_type_hints(cls)


def _describe(hint) -> str:
    if hint is bool:
        return "true or false"
    if hint is int:
        return "a whole number"
    if hint is float:
        return "a number"
    if hint is str:
        return "text"
    if dataclasses.is_dataclass(hint):
        return "an object"
    if _is_enum(hint):
        return "one of " + ", ".join(str(member.value) for member in hint)
    return "a list" if typing.get_origin(hint) is tuple else "a value"


def _is_enum(hint) -> bool:
    return isinstance(hint, type) and issubclass(hint, enum.Enum)


def fits(hint, value) -> bool:
    """Whether `value` (a Python value, not JSON) has exactly the type `hint`."""
    if hint is bool or hint is int or hint is str:
        return type(value) is hint
    if hint is float:
        return type(value) in (int, float) and math.isfinite(value)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(fits(arg, value) for arg in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if origin is tuple:
        args = typing.get_args(hint)
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(args[0], item) for item in value)
        return len(args) == len(value) and all(fits(a, v) for a, v in zip(args, value))
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True  # an annotation this module does not judge (Any, a Protocol...)


def strict_types(obj) -> None:
    """Raise ValueError if a field of dataclass `obj` is not of its annotated type."""
    hints = _hints(type(obj))
    for f in dataclasses.fields(obj):
        if not f.init:
            continue  # set by __post_init__ itself
        value = getattr(obj, f.name)
        if not fits(hints[f.name], value):
            raise ValueError(f"{f.name} must be {_describe(hints[f.name])}, not {shorten(value)}")


def read(cls, data, base=None, *, exact: bool = False, where: str = "", skip=()):
    """`cls` from parsed JSON `data`, and the problems met (a list of Problem).

    With a `base` (the defaults), a field that is missing keeps the base's
    value quietly and a field that cannot be used keeps it and is reported.
    Without one, fields take their own defaults where they have one. With
    `exact` (a file the game wrote itself), every field must be present and
    good, and unknown keys are refused. The value is None if there is a problem
    that no default covers. `skip` names keys of `data` that are not fields ("format").
    """
    if not isinstance(data, dict):
        return base, [Problem(where, f"must be an object, not {shorten(data)}")]
    problems: list[Problem] = []
    values: dict[str, object] = {}
    hints = _hints(cls)
    known = set(skip)
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        here = f"{where} {f.name}".strip()
        default = getattr(base, f.name) if base is not None else _default(f)
        how = f.metadata.get("json")
        if how == "inline":  # its fields sit among the parent's: read those alone
            own = {x.name for x in dataclasses.fields(hints[f.name])}
            known.update(own)
            value, inner = read(hints[f.name], {k: v for k, v in data.items() if k in own},
                                default, exact=exact, where=where, skip=())
            problems.extend(p for p in inner if not p.why.startswith("unknown"))
            if value is not None:
                values[f.name] = value
            continue
        known.add(f.name)
        if f.name not in data:
            if exact or default is None:
                problems.append(Problem(here, "missing"))
            continue
        raw = data[f.name]
        if isinstance(how, tuple):
            try:
                values[f.name] = how[0](raw)
            except ValueError as err:
                problems.append(Problem(here, str(err)))
            continue
        ok, value, inner = _convert(hints[f.name], raw, default, exact, here)
        problems.extend(inner)
        if ok:
            values[f.name] = value
        elif not inner:
            problems.append(Problem(here, f"must be {_describe(hints[f.name])}, not {shorten(raw)}"))
    if exact:
        problems.extend(Problem(where, f"unknown field {shorten(k)}") for k in data if k not in known)
    if base is None or exact:
        if problems:
            return None, problems
        try:
            return cls(**values), problems
        except (ValueError, TypeError) as err:
            return None, [Problem(where, str(err))]
    return _overlay(base, values, problems, where)


def _default(f: dataclasses.Field):
    """A field's own default, or None if it has none."""
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return None


def _overlay(base, values: dict, problems: list, where: str):
    """`base` with each of `values` set in turn; a value the class refuses is
    reported and the base's kept (a tuple that is refused whole is tried once
    more item by item over the base's, keeping its length)."""
    value = base
    for name, candidate in values.items():
        try:
            value = dataclasses.replace(value, **{name: candidate})
            continue
        except (ValueError, TypeError) as err:
            why = str(err)
        default = getattr(base, name)
        if isinstance(candidate, tuple) and isinstance(default, tuple) and len(candidate) != len(default):
            fitted = candidate[: len(default)] + default[len(candidate):]
            try:
                value = dataclasses.replace(value, **{name: fitted})
                problems.append(Problem(f"{where} {name}".strip(), f"must hold {len(default)}"))
                continue
            except (ValueError, TypeError):
                pass
        problems.append(Problem(f"{where} {name}".strip(), shorten(why, 80)))
    return value, problems


def _convert(hint, raw, default, exact: bool, where: str):
    """(ok, value, problems) for one JSON value read as `hint`."""
    if hint in (bool, int, str, float):
        if fits(hint, raw):
            return True, (float(raw) if hint is float else raw), []
        return False, None, []
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for arg in typing.get_args(hint):
            ok, value, _ = _convert(arg, raw, None, exact, where)
            if ok:
                return True, value, []
        return False, None, []
    if hint is type(None):
        return raw is None, None, []
    if _is_enum(hint):  # a member kept by its value, of exactly the value's type
        member = next((m for m in hint if type(m.value) is type(raw) and m.value == raw), None)
        return member is not None, member, []
    if dataclasses.is_dataclass(hint):
        value, problems = read(hint, raw, default, exact=exact, where=where)
        return value is not None, value, problems
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(raw, list) or not (len(args) == 2 and args[1] is Ellipsis):
            return False, None, []
        items, problems = [], []
        defaults = default if isinstance(default, tuple) else ()
        for i, entry in enumerate(raw):
            item_default = defaults[i] if i < len(defaults) else None
            ok, value, inner = _convert(args[0], entry, item_default, exact, f"{where} {i + 1}")
            problems.extend(inner)
            if not ok:
                if item_default is None:
                    return False, None, problems or [Problem(f"{where} {i + 1}", "cannot be read")]
                if not inner:
                    problems.append(Problem(f"{where} {i + 1}", f"must be {_describe(args[0])}"))
                value = item_default
            items.append(value)
        return True, tuple(items), problems
    raise TypeError(f"{where}: no reader for the annotation {hint!r}")


def to_json(obj) -> dict:
    """The JSON object of dataclass `obj`, field by field (the inverse of `read`)."""
    out: dict = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        how = f.metadata.get("json")
        if how == "inline":
            out.update(to_json(value))
        elif isinstance(how, tuple):
            out[f.name] = how[1](value)
        else:
            out[f.name] = _plain(value)
    return out


def _plain(value):
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value):
        return to_json(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value
