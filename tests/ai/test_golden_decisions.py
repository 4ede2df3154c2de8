"""Golden decisions: three seeded matches played as the table plays them,
every computer decision and estimate (and the partner's view of the
player's calls) pinned to the digit, so that a change to how the computer
players decide is seen and meant (tools/make_golden_decisions.py writes them
again)."""
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools.make_golden_decisions import CASES, GOLDEN, golden_text  # noqa: E402


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_computer_players_decide_as_pinned(name):
    seed, rules, human = CASES[name]
    expected = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    got = golden_text(seed, rules, human)
    assert got == expected, (
        f"the decisions of {name} changed: if the computer players were meant to change, run "
        f"python tools/make_golden_decisions.py and read the diff")


def test_the_golden_files_hold_whole_matches_with_estimates():
    for name in CASES:
        lines = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        assert len(lines) > 80
        estimates = [line for line in lines[1:] if line.split("|")[1].split()[1:] not in ([], ["-"])]
        assert len(estimates) > 10
