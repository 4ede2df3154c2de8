"""A round robin among the computer players and the yardsticks: who beats whom.

    python tools/arena.py --games 400 --seed 3001 --jobs 1

Every pairing of the field plays the same deals: each game is a seeded
40-point game played twice, the teams' seats swapped (`tournament.py
--duplicate`: game seed = --seed * 1_000_003 + game number // 2), so each
pairing meets the deals of every other pairing from both sides, and each
seat's player has its own seeded stream. The seed is fixed before the run and
printed with the table. The games are `tools/tournament.py`'s own
(`play_one`): this tool only chooses the pairings and counts.

The field (`FIELD`, by name): random play, the simple rule player, Ikasle,
Normal in five styles (sliders 1111, 3333, 5555, 7777, 9999), the bluffer and
the caller (game/ai/baselines.py), and Txapeldun. `--players` names a part of
it (names or any spec `tournament.py` takes); `--focus NAME` plays only the
pairings with that player.

Prints, in markdown: each pairing's games won by the first player with a 95%
(Wilson) interval, and its points a hand less the other's with a standard
error (over the deals, each played from both sides); then each player's share
of its games against each other player, and its mean over the field.
"""
from __future__ import annotations

import argparse
import math
import pathlib
import sys
import time
from dataclasses import dataclass

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.model import Rules  # noqa: E402
from tools.tournament import map_games, play_one, player, wilson  # noqa: E402

# The field, weakest first as far as is known: (name, spec).
FIELD = (
    ("random", "random"),
    ("simple", "simple"),
    ("bluffer", "bluffer"),
    ("caller", "caller"),
    ("ikasle", "ai:5555@ikasle"),
    ("normal-1111", "ai:1111"),
    ("normal-3333", "ai:3333"),
    ("normal-5555", "ai:5555"),
    ("normal-7777", "ai:7777"),
    ("normal-9999", "ai:9999"),
    ("txapeldun", "ai:5555@txapeldun"),
)
NAMES = dict(FIELD)


@dataclass
class Pairing:
    """The games of `a` against `b` (names), as `play_one` returns them."""

    a: str
    b: str
    results: list

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> int:
        return sum(1 for r in self.results if r[0])

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def margin(self) -> tuple[float, float]:
        """A's points a hand less B's, and its standard error over the deals
        (each deal's two games one unit: a ratio of sums, its error by the
        delta method)."""
        units = [self.results[i:i + 2] for i in range(0, len(self.results), 2)]
        xs = [sum(r[1] - r[2] for r in unit) for unit in units]
        hs = [sum(r[3] for r in unit) for unit in units]
        hands = sum(hs)
        if not hands:
            return 0.0, 0.0
        ratio = sum(xs) / hands
        n = len(units)
        if n < 2:
            return ratio, float("nan")
        mean_h = hands / n
        spread = sum((x - ratio * h) ** 2 for x, h in zip(xs, hs)) / (n - 1)
        return ratio, math.sqrt(spread / n) / mean_h


def spec_of(name: str) -> str:
    """The spec a field name stands for (or the name itself, a spec)."""
    return NAMES.get(name, name)


def pairings(names: list[str], focus: str | None) -> list[tuple[str, str]]:
    """Every pair of the field once (the earlier one first), or only those
    with `focus` (then it comes first)."""
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if focus is None:
                out.append((a, b))
            elif focus in (a, b):
                out.append((focus, b if a == focus else a))
    return out


def play(pairs: list[tuple[str, str]], games: int, seed: int, jobs: int,
         rules: Rules = Rules()) -> list[Pairing]:
    """Play `games` games (duplicate deals) of every pairing; the same deals
    for every pairing."""
    work = [(spec_of(a), spec_of(b), seed, number, rules, True)
            for a, b in pairs for number in range(games)]
    results = map_games(play_one, work, jobs, max(1, min(games // 2, len(work) // (jobs * 8))))
    return [Pairing(a, b, results[k * games:(k + 1) * games]) for k, (a, b) in enumerate(pairs)]


def table(played: list[Pairing], names: list[str], seed: int, games: int) -> str:
    """The markdown tables of a run."""
    lines = [f"Arena: {games} games a pairing (duplicate deals), seed {seed}, 8 kings, target 40.", "",
             "| A | B | games | A won | 95% interval | points a hand, A less B | standard error |",
             "|---|---|---|---|---|---|---|"]
    for p in played:
        lo, hi = wilson(p.wins, p.games)
        margin, se = p.margin()
        lines.append(f"| {p.a} | {p.b} | {p.games} | {p.share:.1%} | {lo:.1%}-{hi:.1%} | "
                     f"{margin:+.2f} | {se:.2f} |")
    share: dict[tuple[str, str], float] = {}
    for p in played:
        share[(p.a, p.b)] = p.share
        share[(p.b, p.a)] = 1 - p.share
    shown = [n for n in names if any((n, m) in share for m in names)]
    lines += ["", "Share of games won by the row's player against the column's:", "",
              "| | " + " | ".join(shown) + " | mean |",
              "|---|" + "---|" * (len(shown) + 1)]
    for row in shown:
        cells = [f"{share[(row, col)]:.1%}" if (row, col) in share else "" for col in shown]
        met = [share[(row, col)] for col in shown if (row, col) in share]
        lines.append(f"| {row} | " + " | ".join(cells) + f" | {sum(met) / len(met):.1%} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games a pairing (even: each deal twice)")
    parser.add_argument("--seed", type=int, required=True, help="the run's seed, fixed before the run")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", default=",".join(name for name, _ in FIELD),
                        help="comma-separated names of the field, or specs tournament.py takes")
    parser.add_argument("--focus", default=None, help="play only the pairings with this player")
    args = parser.parse_args(argv)
    if args.games < 2 or args.games % 2:
        parser.error(f"--games must be an even number of at least 2 (each deal is played twice), not {args.games}")
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, not {args.jobs}")
    names = [n.strip() for n in args.players.split(",") if n.strip()]
    if len(set(names)) != len(names) or len(names) < 2:
        parser.error(f"--players must name at least two different players, not {args.players!r}")
    for name in names:
        try:
            player(spec_of(name))   # refuse a bad spec before any game
        except ValueError as error:
            parser.error(f"--players: {error}")
    if args.focus is not None and args.focus not in names:
        parser.error(f"--focus {args.focus!r} is not among the players ({', '.join(names)})")
    pairs = pairings(names, args.focus)
    start = time.perf_counter()
    played = play(pairs, args.games, args.seed, args.jobs)
    print(table(played, names, args.seed, args.games))
    print(f"\n{len(pairs)} pairings, {len(pairs) * args.games} games, wall {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
