"""Golden decisions: three seeded matches played as the table plays them,
every computer decision and estimate (and the partner's view of the
player's calls) pinned, so that a change to how the computer players decide
is seen and meant (tools/make_golden_decisions.py writes them again). The
calls are compared exactly, the estimates within ESTIMATE_TOLERANCE (another
system may differ in a float's last digit), and the files name the rules by
their values, so that a new field of `Rules` leaves them as they are."""
import dataclasses
import math
import sys
from pathlib import Path

import pytest

from game import model

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools.make_golden_decisions import (  # noqa: E402
    CASES, ESTIMATE_TOLERANCE, GOLDEN, Line, golden_lines, golden_text, header, read_golden,
)


def differences(expected: list[Line], got: list[Line]) -> list[str]:
    """The lines that differ: a call, a move or a seat at all, an estimate by
    more than ESTIMATE_TOLERANCE (the first few, as `file` / `now`)."""
    out = []
    if len(expected) != len(got):
        out.append(f"{len(expected)} moves in the file, {len(got)} now")
    for was, now in zip(expected, got):
        same_estimate = (was.estimate is None) == (now.estimate is None) and (
            was.estimate is None or math.isclose(was.estimate, now.estimate, rel_tol=0, abs_tol=ESTIMATE_TOLERANCE))
        if was[:4] != now[:4] or not same_estimate:
            out.append(f"file {was.text()!r} / now {now.text()!r} ({now.estimate!r})")
    return out[:5]


def check(name: str, rules: model.Rules) -> None:
    seed, _rules, human = CASES[name]
    first, expected = read_golden((GOLDEN / f"{name}.txt").read_text(encoding="utf-8"))
    assert first == header(seed, rules, human)
    wrong = differences(expected, golden_lines(seed, rules, human))
    assert not wrong, (
        f"the decisions of {name} changed: if the computer players were meant to change, run "
        f"python tools/make_golden_decisions.py and read the diff:\n" + "\n".join(wrong))


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_computer_players_decide_as_pinned(name):
    check(name, CASES[name][1])


def test_the_golden_files_are_as_the_tool_writes_them():
    # the tool's own text (rounded) reads back to the same lines
    name = "seed-7-8-kings-40-demo"
    seed, rules, human = CASES[name]
    text = golden_text(seed, rules, human)
    assert text == (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    first, lines = read_golden(text)
    assert not differences(lines, golden_lines(seed, rules, human))


def test_an_estimate_is_compared_within_the_tolerance_and_a_call_exactly():
    seed, rules, human = CASES["seed-7-8-kings-40-demo"]
    lines = golden_lines(seed, rules, human)
    k = next(i for i, line in enumerate(lines) if line.estimate is not None)
    nudged = list(lines)
    nudged[k] = lines[k]._replace(estimate=lines[k].estimate * (1 + 4e-16))  # another system's last digit
    assert not differences(lines, nudged)
    nudged[k] = lines[k]._replace(estimate=lines[k].estimate + 10 * ESTIMATE_TOLERANCE)
    assert differences(lines, nudged)
    nudged[k] = lines[k]._replace(said="tira")
    assert differences(lines, nudged)


@dataclasses.dataclass(frozen=True, slots=True)
class RulesWithOneMore(model.Rules):
    """The rules as they would be with one more field, at its default."""

    a_house_rule: bool = False


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_new_field_of_the_rules_leaves_the_golden_files_valid(name):
    rules = CASES[name][1]
    wider = RulesWithOneMore(**{f.name: getattr(rules, f.name) for f in dataclasses.fields(model.Rules)})
    assert repr(wider) != repr(rules)
    check(name, wider)


def test_the_golden_files_hold_whole_matches_with_estimates():
    for name in CASES:
        _first, lines = read_golden((GOLDEN / f"{name}.txt").read_text(encoding="utf-8"))
        assert len(lines) > 80
        assert sum(1 for line in lines if line.estimate is not None) > 10
