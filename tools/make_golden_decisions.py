"""Write the golden decisions that tests/ai/test_golden_decisions.py pins.

Each golden file is a whole seeded match played as the table plays it
(the game's loop, game/match/loop.py, with the computer players' streams of
the one seeding scheme), one line per move: its index, the seat, the move made,
and the decision kept with it (the call decided and its estimate, to
ESTIMATE_DIGITS decimals), or `-` where there was none. With the player in it
(`human`), the player follows the partner's view of each of its decisions,
which the file pins too. The header names the rules by their values
(`rules_words`), never by a dataclass's repr, so that a new field of `Rules`
leaves the files as they are. tests/ai/test_golden_decisions.py compares the
calls exactly and the estimates within ESTIMATE_TOLERANCE, so that another
system's last digit of a float does not fail them. Any change to how the
computer players decide shows here; run this only when such a change is
intended, and read the diff:

    python tools/make_golden_decisions.py
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import model  # noqa: E402
from game.ai import Personality  # noqa: E402
from game.match.computer_player import ComputerPlayer  # noqa: E402
from game.match import DEFAULT_SEATING, Lineup, Match, PlayerSeat, Seating, seats_for  # noqa: E402
from game.match.loop import play  # noqa: E402
from game.match.seats import follows_partner  # noqa: E402

GOLDEN = ROOT / "tests" / "ai" / "golden"
LINEUP = Lineup(1, (ComputerPlayer("Maite", Personality(7, 3, 6, 4)), ComputerPlayer("Jon", Personality(4, 6, 5, 8)),
                    ComputerPlayer("Uxue", Personality(9, 1, 5, 5))))
# name -> (seed, rules, human)
CASES = {
    "seed-7-8-kings-40-demo": (7, model.Rules(variant=model.Variant.EIGHT_KINGS, target=40), False),
    "seed-12-8-kings-40-player": (12, model.Rules(variant=model.Variant.EIGHT_KINGS, target=40), True),
    "seed-5-4-kings-30-match-of-2": (5, model.Rules(variant=model.Variant.FOUR_KINGS, target=30, games_to_win=2),
                                     False),
}
ESTIMATE_DIGITS = 6         # decimals of an estimate in a file
ESTIMATE_TOLERANCE = 1e-6   # how far an estimate worked out now may be from the file's


def golden_match(seed: int, rules: model.Rules, human: bool) -> Match:
    """The case's match, every move made as the table makes it, by the
    game's loop (with the player in the first seat following the partner's
    view when `human`, else four computer players)."""
    seating = DEFAULT_SEATING if human else Seating.demo()
    match = Match.begin(rules, seed, (LINEUP.seated(seating.computer_seats),), seating)
    return play(match, seats_for(seating, player=PlayerSeat(presses=follows_partner)))


def rules_words(rules: model.Rules) -> str:
    """The rules of a case by their values: `8-kings, 40 points, first to 1
    game, 3 exchanges` (the fields that a case can set, by name)."""
    return (f"{rules.variant.value}, {rules.target} points, first to {rules.games_to_win} "
            f"game{'s' if rules.games_to_win > 1 else ''}, {rules.max_mus_rounds} exchanges")


class Line(NamedTuple):
    """One move of a golden file: `index seat move | call estimate`, where
    `said` is the call decided (None: no decision) and `estimate` its
    estimate (None: none)."""

    index: int
    seat: int
    move: str
    said: str | None
    estimate: float | None

    def text(self) -> str:
        if self.said is None:
            return f"{self.index} {self.seat} {self.move} | -"
        shown = "-" if self.estimate is None else f"{round(self.estimate, ESTIMATE_DIGITS)!r}"
        return f"{self.index} {self.seat} {self.move} | {self.said} {shown}"


def header(seed: int, rules: model.Rules, human: bool) -> str:
    return f"# seed {seed}, {rules_words(rules)}, {'the player follows the partner' if human else 'a demo'}"


def golden_lines(seed: int, rules: model.Rules, human: bool) -> list[Line]:
    """The case's moves with the decisions behind them, estimates to every digit."""
    lines = []
    for index, logged in enumerate(golden_match(seed, rules, human).log):
        note = logged.decided
        lines.append(Line(index, logged.seat, str(logged.action), None if note is None else str(note.action),
                          None if note is None else note.estimate))
    return lines


def golden_text(seed: int, rules: model.Rules, human: bool) -> str:
    """The case's file: its header, then a line a move."""
    lines = [header(seed, rules, human)] + [line.text() for line in golden_lines(seed, rules, human)]
    return "\n".join(lines) + "\n"


def read_golden(text: str) -> tuple[str, list[Line]]:
    """A golden file's header and lines (ValueError on a line that is not one)."""
    first, *rest = text.splitlines()
    lines = []
    for number, row in enumerate(rest, 2):
        move, _, said = row.partition(" | ")
        index, seat, action = move.split(" ", 2)
        if said == "-":
            lines.append(Line(int(index), int(seat), action, None, None))
            continue
        call, _, estimate = said.rpartition(" ")
        if not call:
            raise ValueError(f"line {number}: {row!r} is not `index seat move | call estimate`")
        lines.append(Line(int(index), int(seat), action, call, None if estimate == "-" else float(estimate)))
    return first, lines


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (seed, rules, human) in CASES.items():
        path = GOLDEN / f"{name}.txt"
        path.write_text(golden_text(seed, rules, human), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
