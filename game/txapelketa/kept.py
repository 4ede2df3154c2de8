"""A championship as a kept file holds it: its JSON form, both ways.

`to_json(championship)` writes the format, the seed, the rules of its
matches, the field as it was drawn (each pair's name, computer players, level
and style, and the groups: the field is kept, never drawn again, so a later
version's names or draw leave a championship in progress as it was) and the
results in the order recorded (`{"match": "A1", "games": [[40, 23, "first"],
[31, 40, "second"], [40, 12, "first"]]}`: each game's points of the match's
first pair, of its second, and which won). `read_championship(data)` reads
it back strictly (game/platform/validate.py reads each field by its
annotation) and records every result again through the championship's own
checks, so a damaged or edited file never gives a championship its rounds
would not reach; what is wrong raises `Damaged` with a short reason. Lists
longer than any championship's are refused before a single entry is read.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.model.rules import Rules
from game.platform import validate
from game.platform.files import Damaged

from .championship import MATCH_KEYS, Championship, Played
from .pairs import GROUP_SIZE, GROUPS, PAIRS, Field
from .results import read_result, write_result

FORMAT = 1
RESULTS_LIMIT = len(MATCH_KEYS)


def _read_results(raw) -> tuple[Played, ...]:
    """The results of a file: `{"match": key, "games": [...]}` each, in order."""
    validate.bounded_list(raw, RESULTS_LIMIT)
    out = []
    for number, entry in enumerate(raw, 1):
        if not isinstance(entry, dict) or set(entry) != {"match", "games"} or not isinstance(entry["match"], str):
            raise ValueError(f"result {number} ({validate.shorten(entry)}) is not a match and its games")
        try:
            out.append(Played(entry["match"], read_result(entry["games"])))
        except ValueError as err:
            raise ValueError(f"result {number} ({validate.shorten(entry['match'])}): {err}") from None
    return tuple(out)


def _write_results(results) -> list:
    return [{"match": played.key, "games": write_result(played.result)} for played in results]


@dataclass(frozen=True, slots=True)
class _Kept:
    """What a file holds, checked: `championship` is the one its results reach."""

    seed: int
    rules: Rules
    field: Field
    results: tuple[Played, ...] = field(metadata={"json": (_read_results, _write_results)})
    championship: Championship = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        validate.strict_types(self)
        object.__setattr__(self, "championship", Championship(self.seed, self.rules, self.field, self.results))


def to_json(championship: Championship) -> dict:
    """What is kept of a championship (read back by `read_championship`)."""
    return {"format": FORMAT, "seed": championship.seed, "rules": validate.to_json(championship.rules),
            "field": validate.to_json(championship.field), "results": _write_results(championship.results)}


def _sizes(data: dict) -> None:
    """Refuse (Damaged) lists longer than any championship's, before reading them."""
    results = data.get("results")
    if isinstance(results, list) and len(results) > RESULTS_LIMIT:
        raise Damaged(f"results: too many ({len(results)})")
    kept_field = data.get("field")
    if not isinstance(kept_field, dict):
        return
    pairs, groups = kept_field.get("pairs"), kept_field.get("groups")
    if isinstance(pairs, list):
        if len(pairs) > PAIRS:
            raise Damaged(f"field: {len(pairs)} pairs, more than a championship's {PAIRS}")
        for number, pair in enumerate(pairs):
            players = pair.get("players") if isinstance(pair, dict) else None
            if isinstance(players, list) and len(players) > 2:
                raise Damaged(f"field: pair {number} of {len(players)} players")
    if isinstance(groups, list) and (len(groups) > GROUPS or any(
            isinstance(group, list) and len(group) > GROUP_SIZE for group in groups)):
        raise Damaged(f"field: more than {GROUPS} groups of {GROUP_SIZE}")


def read_championship(data) -> Championship:
    """A kept championship from parsed JSON; Damaged says briefly what is wrong."""
    if not isinstance(data, dict) or type(data.get("format")) is not int or data["format"] != FORMAT:
        raise Damaged("not a championship of this version")
    _sizes(data)
    kept, problems = validate.read(_Kept, data, exact=True, skip=("format",))
    if kept is None:
        raise Damaged(validate.shorten(str(problems[0]) if problems else "unreadable", 80))
    return kept.championship
