"""Write the golden decisions that tests/ai/test_golden_decisions.py pins.

Each golden file is a whole seeded match played as the table plays it
(game/match/decisions.decide_move for every move, with the computer players'
own seeded streams), one line per move: its index, the seat, the move made,
and the decision kept with it (the call decided and its estimate, to every
digit), or `-` where there was none. With the player in it (`human`), the
player follows the partner's view of each of its decisions, which the file
pins too. Any change to how the computer players decide shows here; run this
only when such a change is intended, and read the diff:

    python tools/make_golden_decisions.py
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import model  # noqa: E402
from game.ai import Personality  # noqa: E402
from game.platform.settings import ComputerPlayer  # noqa: E402
from game.match import Lineup, Match, decide_move  # noqa: E402

GOLDEN = ROOT / "tests" / "ai" / "golden"
LINEUP = Lineup(1, (ComputerPlayer("Maite", Personality(7, 3, 6, 4)), ComputerPlayer("Jon", Personality(4, 6, 5, 8)),
                    ComputerPlayer("Uxue", Personality(9, 1, 5, 5))))
# name -> (seed, rules, human)
CASES = {
    "seed-7-8-kings-40-demo": (7, model.Rules(), False),
    "seed-12-8-kings-40-player": (12, model.Rules(), True),
    "seed-5-4-kings-30-match-of-2": (5, model.Rules(eight_kings=False, target=30, games_to_win=2), False),
}


def golden_match(seed: int, rules: model.Rules, human: bool) -> Match:
    """The case's match, every move made as the table makes it."""
    match = Match.begin(rules, seed, (LINEUP,), human=human)
    while not match.finished:
        state = match.state
        if state.phase == model.Phase.HAND_OVER:
            match = match.then(model.actions.NEW_HAND)
            continue
        decided = decide_move(state, seed, match.personalities(), human)
        action = decided.action if decided is not None else model.legal_actions(state)[0]
        match = match.then(action, decided)
    return match


def golden_text(seed: int, rules: model.Rules, human: bool) -> str:
    lines = [f"# seed {seed}, {rules}, {'the player follows the partner' if human else 'a demo'}"]
    for index, logged in enumerate(golden_match(seed, rules, human).log):
        note = logged.decided
        said = "-" if note is None else f"{note.action} {'-' if note.estimate is None else repr(note.estimate)}"
        lines.append(f"{index} {logged.seat} {logged.action} | {said}")
    return "\n".join(lines) + "\n"


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (seed, rules, human) in CASES.items():
        path = GOLDEN / f"{name}.txt"
        path.write_text(golden_text(seed, rules, human), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
