"""Play whole games between two computer players and print who is stronger.

    python tools/tournament.py --a ai:5555 --b simple --games 1000 --seed 1 --jobs 2

A player is `ai:DDDD`, `random`, `simple`, `outside:NAME:LEVEL` or
`old:PATH[:DDDD][@LEVEL]`. `outside:damien:3` is a Mus AI written by others
(tools/outside_ai.py: the bots of the web game damien452lf-lang/Mus-card-game,
levels 1-3), run by node from a local copy outside this repository that
`--outside DIR` or the environment variable SOLO_MUS_OUTSIDE names; its calls
that are not legal are counted, replaced and printed at the end:

    python tools/tournament.py --a ai:5555@txapeldun --b outside:damien:3 --outside /work/outside/damien --games 2000 --seed 7101 --duplicate --jobs 1

`old:PATH[:DDDD][@LEVEL]` is the
computer player of another checkout of this project at PATH (e.g. a
`git worktree add /tmp/ai-old HEAD`), its `game/ai` package imported under
another name in each worker so that two versions can meet; its rules engine
is this checkout's. A checkout from before the variants had names (its
computer player reads the rules' flag of 8 kings, game/model/rules.py's
OLD_FLAG, and hands it to the model) is given the flag it reads and the
variant the model wants.

An `ai` player may name its level (game/ai/levels.py): `ai:5555@ikasle`,
`ai:5555@normal` (the same as `ai:5555`) or `ai:5555@txapeldun`:

    python tools/tournament.py --a ai:5555 --b ai:5555@ikasle --games 1000 --seed 2031 --duplicate --jobs 2

An `ai` player may end in `+k` (it makes its señas to its partner and
watches faces, watchfulness 5; `+k1`..`+k9` another) or `+all` (it makes
none, but catches every seña the other team makes: a yardstick). What the
señas are worth, and how much of it is left against opponents who catch them
all (`--also-b` plays the same deals against a second B and prints the
difference in A's share):

    python tools/tournament.py --a ai:5555+k --b ai:5555 --also-b ai:5555+all --games 2000 --seed 71 --duplicate

Team A sits on seats 0+2 and team B on 1+3 in even games; they swap seats in
odd games. Each game is a seeded 40-point game (game seed = --seed * 1_000_003
+ game number, within 0 .. 2**64 - 1; with --duplicate, + game number // 2, so
that each deal is played from both sides). The games are played by the game's one loop
(game/match/loop.py): each decision and each moment of looking draws from its seat's own
stream of the game's seeding scheme (game/match/decisions.py), as at the table and in
`solo-mus record --seed`. Prints the games won
by each side with a 95% (Wilson) interval, points scored per hand, the mean
time of one decision, and the median and 99th percentile of a real choice's
(more than one legal call).
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import math
import multiprocessing
import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.ai.table import SeatPlayer, level_suffix, make_player  # noqa: E402
from game.match.loop import play_game  # noqa: E402
from game.platform.options import rules_arguments, rules_from  # noqa: E402
from game.words import VARIANT_NAMES  # noqa: E402
from game.model.randomness import seed_after  # noqa: E402
from game.model.rules import OLD_FLAG, variant_of_flag  # noqa: E402

_OTHER_PACKAGES: dict[str, object] = {}


def _other_ai(path: str):
    """The `game/ai` package of the checkout at `path`, imported as a package
    of its own (relative imports stay inside it; `game.model` is ours)."""
    module = _OTHER_PACKAGES.get(path)
    if module is None:
        import importlib.util
        folder = pathlib.Path(path).expanduser().resolve() / "game" / "ai"
        if not (folder / "__init__.py").is_file():
            raise ValueError(f"no computer player at {folder}")
        name = f"_other_ai_{len(_OTHER_PACKAGES)}"
        spec = importlib.util.spec_from_file_location(
            name, folder / "__init__.py", submodule_search_locations=[str(folder)])
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        if any(OLD_FLAG in source.read_text(encoding="utf-8") for source in folder.glob("*.py")):
            _flagged(name)
        _OTHER_PACKAGES[path] = module
    return module


class _FlaggedRules:
    """Rules as a computer player from before the variants had names reads
    them: all of today's, and the flag (OLD_FLAG) it knew the variant by."""

    def __init__(self, rules) -> None:
        self._rules = rules

    def __getattr__(self, name: str):
        if name == OLD_FLAG:
            return self._rules.variant is variant_of_flag(True)
        return getattr(self._rules, name)


def _flagged(name: str) -> None:
    """Make the older package `name` meet this checkout's model: every hand
    function of the model it imported takes its flag as the variant, and
    its `choose` sees the rules with the flag."""
    from game.model import hands, keinuak
    takers = {id(f): f for f in (hands.effective_rank, hands.card_value, hands.profile_of_ranks,
                                 keinuak.keinuak_of_ranks)}

    def taking_flag(function):
        def call(ranks, flag):
            return function(ranks, variant_of_flag(flag) if type(flag) is bool else flag)
        return call

    for module_name, module in list(sys.modules.items()):
        if module_name == name or module_name.startswith(name + "."):
            for attribute, value in list(vars(module).items()):
                if id(value) in takers:
                    setattr(module, attribute, taking_flag(value))
    package = sys.modules[name]
    choose = package.choose
    package.choose = lambda observation, *rest, **named: choose(
        dataclasses.replace(observation, rules=_FlaggedRules(observation.rules)), *rest, **named)


def player(spec: str):
    """`make_player`, plus 'old:PATH' or 'old:PATH:DDDD' for the computer
    player of another checkout, at a level with '@ikasle', '@normal' or
    '@txapeldun' at the end ('old:/tmp/ai-old:5555@txapeldun'), and
    'outside:NAME:LEVEL' for a Mus AI of other people (tools/outside_ai.py)."""
    if spec.startswith("outside:"):
        from tools.outside_ai import outside_player
        return outside_player(spec)
    if spec.startswith("old:"):
        rest, level = spec[4:], None
        if "@" in rest:
            rest, level = level_suffix(rest)
        sliders = "5555"
        if len(rest) > 5 and rest[-5] == ":" and rest[-4:].isdigit():
            rest, sliders = rest[:-5], rest[-4:]
        other = _other_ai(rest)
        personality = other.Personality.parse(sliders)
        if level is not None:   # the other checkout's own level of that name
            levels = importlib.import_module(other.__name__ + ".levels")
            personality = dataclasses.replace(personality, level=levels.Level[level.name])
        return SeatPlayer(spec, other.choose, personality)
    return make_player(spec)


def seating(a: str, b: str, seed: int, number: int, duplicate: bool) -> tuple[int, list[str], int]:
    """Game `number` of a run: its game seed, the four seats' player specs
    and team A's team. Team A sits on seats 0+2 in even games, 1+3 in odd
    ones; with `duplicate`, games 2k and 2k+1 deal the same cards."""
    swap = number % 2 == 1
    game_seed = seed_after(seed * 1_000_003, number // 2 if duplicate else number)
    specs = [b, a, b, a] if swap else [a, b, a, b]
    return game_seed, specs, 1 if swap else 0


class ChoiceTimer:
    """A seat's player, timing its real choices (more than one legal call:
    the decisions `tools/bench.py ai` times too)."""

    def __init__(self, seat_player):
        self.player = seat_player
        self.keinuak = getattr(seat_player, "keinuak", None)
        self.times: list[float] = []

    def __call__(self, observation, rng):
        start = time.perf_counter()
        action = self.player(observation, rng)
        if len(observation.legal) > 1:
            self.times.append(time.perf_counter() - start)
        return action


def one_game(a: str, b: str, seed: int, number: int, rules=None, duplicate: bool = False):
    """Game `number` of a run of A against B: its result (`GameResult`, its
    match too), team A's team and the four seats' timed players."""
    game_seed, specs, a_team = seating(a, b, seed, number, duplicate)
    players = [ChoiceTimer(player(spec)) for spec in specs]
    return play_game(players, game_seed, rules), a_team, players


def play_one(job):
    a, b, seed, number, rules, duplicate = job
    result, a_team, players = one_game(a, b, seed, number, rules, duplicate)
    a_times = result.decisions[a_team] + result.decisions[a_team + 2]
    b_times = result.decisions[1 - a_team] + result.decisions[3 - a_team]
    refused = sum(getattr(p.player, "refused", 0) for p in players)   # outside players' calls not legal
    return (result.winner == a_team, result.scores[a_team], result.scores[1 - a_team],
            result.hands, sum(a_times), len(a_times), sum(b_times), len(b_times),
            players[a_team].times + players[a_team + 2].times,
            players[1 - a_team].times + players[3 - a_team].times, refused)


def percentiles(times: list[float]) -> tuple[float, float]:
    """The median and the 99th percentile of `times`, in ms (as tools/bench.py ai)."""
    if not times:
        return 0.0, 0.0
    ms = sorted(t * 1000 for t in times)
    return statistics.median(ms), ms[min(len(ms) - 1, int(0.99 * len(ms)))]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    phat = wins / n
    centre = (phat + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def at_least(least: int):
    """An argparse type: a whole number of `least` or more (one clear line otherwise)."""
    def whole(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"must be {least} or more, not {value}")
        return value
    return whole


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="ai:5555",
                        help="player A: ai:DDDD, random, simple, outside:NAME:LEVEL or old:PATH[:DDDD]")
    parser.add_argument("--b", default="simple",
                        help="player B: ai:DDDD, random, simple, outside:NAME:LEVEL or old:PATH[:DDDD]")
    parser.add_argument("--games", type=at_least(1), default=200, help="games to play (1 or more)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=at_least(1), default=os.cpu_count() or 1, help="worker processes (1 or more)")
    rules_arguments(parser, match=False)  # --variant (or --four-kings), --target
    parser.add_argument("--duplicate", action="store_true",
                        help="deal each game twice, seats swapped (less luck in a comparison)")
    parser.add_argument("--also-b", default=None,
                        help="a second player B met on the same deals; prints how A's share changes")
    parser.add_argument("--outside", default=None, metavar="DIR",
                        help="the local copy of an outside player's code (sets SOLO_MUS_OUTSIDE)")
    args = parser.parse_args(argv)
    if args.outside is not None:   # the workers inherit it
        os.environ["SOLO_MUS_OUTSIDE"] = str(pathlib.Path(args.outside).expanduser().resolve())
    for option, spec in (("--a", args.a), ("--b", args.b), ("--also-b", args.also_b)):
        if spec is None:
            continue
        try:
            player(spec)   # refuse a bad spec before starting workers: one line, exit code 2
        except ValueError as err:
            parser.error(f"{option}: {err}")
    first = run(args, args.b)
    if args.also_b:
        print()
        second = run(args, args.also_b)
        change = second - first
        print()
        print(f"A's share against {args.also_b} is {abs(change):.1%} {'lower' if change < 0 else 'higher'} "
              f"than against {args.b} ({second:.1%} against {first:.1%})")
    return 0


def map_games(function, jobs: list, workers: int, chunksize: int = 1) -> list:
    """`function` over `jobs` in order: on `workers` processes when more
    than one, else here (the same results either way)."""
    if workers > 1:
        with multiprocessing.Pool(workers) as pool:
            return pool.map(function, jobs, chunksize=chunksize)
    return [function(job) for job in jobs]


def run(args, b: str) -> float:
    """Play the games of A against `b`, print the figures; A's share won."""
    rules = rules_from(args)
    jobs = [(args.a, b, args.seed, i, rules, args.duplicate)
            for i in range(args.games)]
    start = time.perf_counter()
    results = map_games(play_one, jobs, args.jobs, max(1, len(jobs) // (args.jobs * 8)))
    elapsed = time.perf_counter() - start
    n = len(results)
    a_wins = sum(r[0] for r in results)
    hands = sum(r[3] for r in results)
    lo, hi = wilson(a_wins, n)
    print(f"A = {args.a}, B = {b}: {n} games, seed {args.seed}, "
          f"{VARIANT_NAMES[rules.variant]}, target {rules.target}")
    print(f"games won: A {a_wins} ({a_wins / n:.1%}, 95% interval {lo:.1%}-{hi:.1%}), "
          f"B {n - a_wins} ({(n - a_wins) / n:.1%}, 95% interval {1 - hi:.1%}-{1 - lo:.1%})")
    if args.duplicate and n >= 2:
        pairs = [results[i][0] + results[i + 1][0] for i in range(0, n - 1, 2)]
        mean = sum(pairs) / len(pairs) / 2
        se = math.sqrt(sum((p / 2 - mean) ** 2 for p in pairs) / max(1, len(pairs) - 1) / len(pairs))
        print(f"deals won from both sides: A {pairs.count(2)}, split {pairs.count(1)}, "
              f"B {pairs.count(0)}; A {mean:.1%} +/- {1.96 * se:.1%} (95%, by deal)")
    print(f"points per hand: A {sum(r[1] for r in results) / hands:.2f}, "
          f"B {sum(r[2] for r in results) / hands:.2f} ({hands} hands)")
    a_ms = 1000 * sum(r[4] for r in results) / max(1, sum(r[5] for r in results))
    b_ms = 1000 * sum(r[6] for r in results) / max(1, sum(r[7] for r in results))
    print(f"mean decision time: A {a_ms:.3f} ms, B {b_ms:.3f} ms; wall {elapsed:.0f} s")
    (a_med, a_p99), (b_med, b_p99) = (percentiles([t for r in results for t in r[side]]) for side in (8, 9))
    print(f"decision time of a real choice (more than one legal call), median / p99: "
          f"A {a_med:.2f} / {a_p99:.2f} ms, B {b_med:.2f} / {b_p99:.2f} ms")
    if any(spec.startswith("outside:") for spec in (args.a, b)):
        print(f"outside players' answers not legal (replaced by Paso, Tira or the first legal call): "
              f"{sum(r[10] for r in results)}")
    return a_wins / n


if __name__ == "__main__":
    sys.exit(main())
