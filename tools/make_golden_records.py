"""Write the golden game records that tests/record/test_record.py pins.

Each golden record is a whole seeded match in one of the variants, played by
`steady_player` through the game's loop: random legal play from each
decision's stream of the one seeding scheme (game/match/decisions.py), but
saying Mus often and Hordago rarely; the seeds are chosen so that the records
hold exchanges, a reshuffle, Tiras, bets accepted, lances nobody or one team
holds, and a Kanta. It depends on the rules and the record's format only, not
on how the computer players happen to play. Run it only when a change to
the rules or to the record's format is intended, and read the diff:

    python tools/make_golden_records.py
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import model  # noqa: E402
from game.record import write_record  # noqa: E402

GOLDEN = ROOT / "tests" / "record" / "golden"
# name -> (seed, rules)
CASES = {
    "seed-66-8-kings-40": (66, model.Rules()),
    "seed-51-4-kings-30": (51, model.Rules(variant=model.Variant.FOUR_KINGS, target=30)),
    "seed-43-match-of-2": (43, model.Rules(games_to_win=2, target=30)),
}


WEIGHTS = {"mus": 6.0, "hordago": 0.05, "kanta": 0.3}


def steady_player(observation, rng):
    legal = observation.legal
    return rng.choices(legal, [WEIGHTS.get(a.kind, 1.0) for a in legal])[0]


def golden_text(seed: int, rules: model.Rules) -> str:
    out = io.StringIO()
    write_record(rules, seed, out, players=[steady_player] * 4)
    return out.getvalue()


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (seed, rules) in CASES.items():
        path = GOLDEN / f"{name}.txt"
        path.write_text(golden_text(seed, rules), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
