"""The field's calls counted for the champion's model of the other players (game/ai/field_model.py).

    python tools/seat_model.py record --games 300 --seed 3830 --module game/ai/field_tables.py --jobs 2
    python tools/seat_model.py check --tables /tmp/field.json --games 20 --seed 3831 --jobs 2

`record` plays every player of the arena's field (`arena.FIELD`) against
Txapeldun and counts, for each kind of player, its betting calls with more
than one legal call by what the calling seat knew (`field_model.turn_key`)
and their class (`field_model.CLASSES`); it writes them as JSON (`--out`)
or as the module the game ships (`--module`, `field_tables.DATA`).

`check` plays new games (another seed) and scores the field's real calls,
in nats a call, under three models: the kind's own counts (as if the kind
were known), the mixture `SeatModel.posterior` gives at that moment of the
game (the model a seat can use), and the read profile the champion's
beliefs use (`tools/model_search.call_chances`, by its calls' classes).
"""
from __future__ import annotations

import argparse
import json
import math
import pathlib
import random
import sys
import time
from collections import defaultdict

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.ai.field_model import CHAMPION_KIND, CLASSES, SeatModel, class_of, packed, turn_key  # noqa: E402
from game.ai import champion  # noqa: E402
from game.ai.opponents import read_profile, turns  # noqa: E402
from game.ai.search import lance_moves  # noqa: E402
from game.ai.table import make_player  # noqa: E402
from game.ai.tables import STANDING_INDEX, contender_shares  # noqa: E402
from game.model import Rules, new_game, observe, step  # noqa: E402
from game.model.names import Kind, Phase  # noqa: E402
from tools.arena import FIELD  # noqa: E402
from tools.tournament import map_games, seed_after  # noqa: E402

CHAMPION = CHAMPION_KIND
SPEC_NAMES = {spec: name for name, spec in FIELD}

def load_tables(path) -> SeatModel:
    """The model of the counts `record --out` wrote to `path`."""
    return SeatModel(json.loads(pathlib.Path(path).read_text()))


# --- recording and checking ----------------------------------------------------------

def _game(job):
    """One game of a field player (team B) against Txapeldun (team A): each
    betting call with more than one legal call as (kind of player, key,
    class, amount); given a model's path, each field call's log-chances
    (`_scored`) as (kind, own, mixture, profile)."""
    name, seed, number, tables = job
    champion.SEARCH = False   # the counts are of the champion's calls before its search (made with or without them)
    specs = [dict(FIELD)[CHAMPION], dict(FIELD)[name]] * 2
    if number % 2:
        specs = specs[1:] + specs[:1]
    names = [SPEC_NAMES[s] for s in specs]
    players = [make_player(s) for s in specs]
    model = load_tables(tables) if tables else None
    rules = Rules()
    game_seed = seed_after(seed * 1_000_003, number * len(FIELD) + [n for n, _ in FIELD].index(name))
    state = new_game(rules, game_seed)
    streams = [random.Random(game_seed * 4 + seat) for seat in range(4)]
    rows, scores = [], []
    while state.phase != Phase.MATCH_OVER:
        seat = state.to_act
        obs = observe(state, seat)
        action = players[seat](obs, streams[seat])
        if obs.phase == Phase.BETTING and len(obs.legal) > 1:
            lance = STANDING_INDEX[obs.lance]
            share = contender_shares(tuple(sorted(c.rank for c in obs.hand)), rules.variant)[lance]
            said = lance_moves(obs)
            key = turn_key(said, seat, lance, share)
            cls = class_of(action.kind, action.amount)
            rows.append((names[seat], key, cls, action.amount))
            if model is not None and names[seat] != CHAMPION:
                scores.append((names[seat],) + _scored(model, names[seat], state, obs, said, key, share, cls))
        state = step(state, action)
    return rows, scores


def _scored(model, name, state, obs, said, key, share, cls) -> tuple[float, float, float]:
    """A call's log-chance under the kind's own counts, under the posterior's
    mixture as the other team may read it now, and under the read profile
    (as the other team reads it, its calls' classes)."""
    from tools.model_search import call_chances
    i = CLASSES.index(cls)
    own = math.log(max(model.chances(name, key)[i], 1e-9))
    post = model.posterior(obs.match_story, obs.team, obs.rules.variant)
    mix = sum(w * model.chances(t, key)[i] for t, w in post.items())
    profile = read_profile(observe(state, (obs.seat + 1) % 4))
    lance = STANDING_INDEX[obs.lance]
    _, situation, _, faced, stance = list(turns(said + [(obs.seat, Kind.PASO, 0)]))[-1]
    chances = call_chances(profile, share, situation, faced, stance, lance, obs.legal)
    p = sum(q for a, q in chances.items() if class_of(a.kind, a.amount) == cls)
    return own, math.log(max(mix, 1e-9)), math.log(max(p, 1e-9))


def record(games: int, seed: int, jobs: int, names=None) -> dict:
    """The field's counts from `games` games of each player against Txapeldun."""
    names = names or [n for n, _ in FIELD if n != CHAMPION]
    results = map_games(_game, [(n, seed, g, None) for n in names for g in range(games)], jobs)
    counts: dict = defaultdict(lambda: defaultdict(lambda: [0] * len(CLASSES)))
    sizes: dict = defaultdict(lambda: defaultdict(list))
    for rows, _ in results:
        for name, key, cls, amount in rows:
            counts[name][key][CLASSES.index(cls)] += 1
            if cls.endswith("+"):
                sizes[name][cls].append(amount)
    return {"seed": seed, "games": games,
            "types": {n: {"counts": dict(counts[n]),
                          "sizes": {c: sum(v) / len(v) for c, v in sizes[n].items()}} for n in counts}}


def check(tables: str, games: int, seed: int, jobs: int) -> dict:
    """{kind: (calls, nats a call under own, mixture, profile)} over new games."""
    names = [n for n, _ in FIELD if n != CHAMPION]
    results = map_games(_game, [(n, seed, g, tables) for n in names for g in range(games)], jobs)
    sums: dict = defaultdict(lambda: [0, 0.0, 0.0, 0.0])
    for _, scores in results:
        for name, own, mix, prof in scores:
            row = sums[name]
            row[0] += 1
            row[1] += own
            row[2] += mix
            row[3] += prof
    return {n: (r[0], r[1] / r[0], r[2] / r[0], r[3] / r[0]) for n, r in sums.items()}


def module_text(data: dict, args, seconds: float) -> str:
    """The shipped counts as a Python module (game/ai/field_tables.py)."""
    blob = packed(data)
    lines = "\n".join(f"    {blob[i:i + 100]!r}" for i in range(0, len(blob), 100))
    return (f'''"""The field's calls counted for the champion's model of the other players
(game/ai/field_model.py reads it), made by tools/seat_model.py (do not edit by hand):

    python tools/seat_model.py record --games {args.games} --seed {args.seed} --module game/ai/field_tables.py

{seconds:.0f} s on the machine that made it (--jobs {args.jobs}).
"""
DATA = (
{lines}
)
''')


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="count the field's calls, write them as JSON")
    where = rec.add_mutually_exclusive_group(required=True)
    where.add_argument("--out", help="the JSON file to write")
    where.add_argument("--module", help="the Python module to write (the game's: game/ai/field_tables.py)")
    chk = sub.add_parser("check", help="score the field's calls in new games under the models")
    chk.add_argument("--tables", required=True, help="a JSON file `record` wrote")
    for p in (rec, chk):
        p.add_argument("--games", type=int, default=60, help="games of each field player")
        p.add_argument("--seed", type=int, required=True, help="the run's seed, fixed before the run")
        p.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    start = time.perf_counter()
    if args.command == "record":
        data = record(args.games, args.seed, args.jobs)
        out = pathlib.Path(args.out or args.module)
        if args.out:
            out.write_text(json.dumps(data, sort_keys=True))
        else:
            out.write_text(module_text(data, args, time.perf_counter() - start))
        calls = sum(sum(map(sum, t["counts"].values())) for t in data["types"].values())
        print(f"{calls} calls of {len(data['types'])} kinds of player, {args.games} games each, seed {args.seed}: "
              f"{out} ({out.stat().st_size / 1e6:.2f} MB); wall {time.perf_counter() - start:.0f} s")
        return 0
    try:
        load_tables(args.tables)
    except (OSError, ValueError, KeyError) as error:
        parser.error(f"--tables {args.tables}: not a table `record` wrote ({error})")
    print(f"| field player | calls | own counts | the posterior's mixture | read profile |\n|---|---|---|---|---|")
    for name, (n, own, mix, prof) in sorted(check(args.tables, args.games, args.seed, args.jobs).items()):
        print(f"| {name} | {n} | {own:.3f} | {mix:.3f} | {prof:.3f} |")
    print(f"nats a call, {args.games} games each, seed {args.seed}; wall {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
