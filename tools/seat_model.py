"""A model of each kind of player's calls, learned from the field's own games (issue #39's study).

    python tools/seat_model.py record --games 120 --seed 3830 --out /tmp/field.json --jobs 2
    python tools/seat_model.py check --tables /tmp/field.json --games 12 --seed 3831 --jobs 2

`record` plays every player of the arena's field (`arena.FIELD`) against
Txapeldun and counts, for each kind of player, its betting calls by what the
calling seat knew: the lance, the situation of the turn (`opponents.turns`:
an opening, facing a bet or a raise or a Hordago), how many voices spoke
before it in the lance (at an opening) or whether the bet it faces is more
than 2, and the share its own hand holds in the lance in tenths
(`tables.contender_shares`). The counts are written as JSON.

`SeatModel` reads them: a kind's chance of each class of call at a key is its
counts there, shrunk towards the whole field's at that key (`SHRINK` calls'
weight), which are shrunk towards an even spread over the classes the field
ever called in that situation. `posterior` weighs the kinds of player a team
may be by its calls this game: each call whose hand was turned up at the
hand's end by its chance at the hand's share, each call of the hand still
being played by its chance over every share (the seat cannot see that hand).

`check` plays new games (another seed) and scores the field's real calls,
in nats a call, under three models: the kind's own counts (as if the kind
were known), the mixture the posterior gives at that moment of the game (the
model a seat can use), and the read profile the champion's beliefs use
(`tools/model_search.call_chances`, its calls' classes). The search that
rolls lances out with this model is `tools/model_search.py --model field`.
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

from game.ai.opponents import FACEH, OPEN1, OPEN2, read_profile, turns  # noqa: E402
from game.ai.table import make_player  # noqa: E402
from game.ai.tables import STANDING_INDEX, contender_shares  # noqa: E402
from game.model import Rules, new_game, observe, step  # noqa: E402
from game.model.events import Called, Dealt, HandsShown, LanceBegun  # noqa: E402
from game.model.names import BETTING_KINDS, Kind, Phase  # noqa: E402
from tools.arena import FIELD  # noqa: E402
from tools.tournament import map_games, seed_after  # noqa: E402

CLASSES = ("paso", "bet", "bet+", "raise", "raise+", "hordago", "iduki", "tira", "kanta")
_KIND_OF = {"paso": Kind.PASO, "bet": Kind.IMIDO, "bet+": Kind.IMIDO, "raise": Kind.GEHIAGO,
            "raise+": Kind.GEHIAGO, "hordago": Kind.HORDAGO, "iduki": Kind.IDUKI, "tira": Kind.TIRA,
            "kanta": Kind.KANTA}
BUCKETS = 10        # the share of the caller's hand, in tenths
SHRINK = 3.0        # a kind's counts at a key, shrunk towards the field's with this many calls' weight
FIELD_SHRINK = 1.0  # the field's, towards an even spread over the situation's classes
BLUR = 0.1          # the posterior reads each call as this much the field's (a player outside the field)
CHAMPION = "txapeldun"
SPEC_NAMES = {spec: name for name, spec in FIELD}


def class_of(kind, amount: int) -> str:
    """The class of a betting call (its kind, and a bet or raise of 2 or more)."""
    if kind == Kind.IMIDO:
        return "bet" if amount <= 2 else "bet+"
    if kind == Kind.GEHIAGO:
        return "raise" if amount <= 2 else "raise+"
    return str(kind)


def situations(moves) -> list[tuple[str, int]]:
    """(situation, detail) of each betting move of `moves` ((seat, kind,
    amount), a kind of None a break between lances): the detail at an
    opening is how many voices spoke before it in the lance (at most 3),
    facing a bet whether that bet is more than 2, facing a Hordago 0."""
    out = []
    spoken = 0
    told = turns(moves)     # one turn for each betting move, breaks skipped
    for _, kind, _ in moves:
        if kind is None or kind not in BETTING_KINDS:
            spoken = 0
            continue
        _, situation, _, faced, _ = next(told)
        if situation in (OPEN1, OPEN2):
            detail = min(spoken, 3)
        elif situation == FACEH:
            detail = 0
        else:
            detail = int(faced > 2)
        out.append((situation, detail))
        spoken += 1
    return out


def key_of(lance: int, situation: str, detail: int, share: float) -> str:
    """The key a call is counted under."""
    return f"{lance}|{situation}|{detail}|{min(int(share * BUCKETS), BUCKETS - 1)}"


def turn_key(said: list, seat: int, lance: int, share: float) -> str:
    """The key of `seat`'s turn after `said` (the lance's moves so far)."""
    situation, detail = situations(said + [(seat, Kind.PASO, 0)])[-1]
    return key_of(lance, situation, detail, share)


def hand_calls(story):
    """For each hand of `story` (a match story): its betting calls as
    (seat, lance index, situation, detail, class), and the hands turned up at
    its end (None for a hand still being played)."""
    moves: list = []
    lances: list = []
    for event in story:
        kind = type(event)
        if kind is Called:
            if event.phase == Phase.BETTING:
                moves.append((event.seat, event.action.kind, event.action.amount))
                lances.append(STANDING_INDEX[event.lance])
        elif kind is Dealt:
            if moves:
                yield _calls(moves, lances), None
            moves, lances = [], []
        elif kind is LanceBegun:
            moves.append((None, None, 0))
        elif kind is HandsShown:
            yield _calls(moves, lances), event.hands
            moves, lances = [], []
    if moves:
        yield _calls(moves, lances), None


def _calls(moves, lances):
    said = [m for m in moves if m[1] is not None]
    return [(seat, lance, situation, detail, class_of(kind, amount))
            for (seat, kind, amount), lance, (situation, detail) in zip(said, lances, situations(moves))]


# --- the model ----------------------------------------------------------------------

class SeatModel:
    """Each kind of player's chance of each class of call at each key (see the module)."""

    def __init__(self, data: dict):
        self.types = tuple(sorted(data["types"]))
        self.counts = {t: data["types"][t]["counts"] for t in self.types}
        self.sizes = {t: data["types"][t]["sizes"] for t in self.types}
        field: dict = defaultdict(lambda: [0] * len(CLASSES))
        seen: dict = defaultdict(set)
        for t in self.types:
            for key, row in self.counts[t].items():
                for i, n in enumerate(row):
                    field[key][i] += n
                    if n:
                        seen[key.split("|")[1]].add(i)
        self.field_counts = dict(field)
        self.seen = {s: frozenset(v) for s, v in seen.items()}
        self._cache: dict = {}

    @classmethod
    def load(cls, path) -> "SeatModel":
        return cls(json.loads(pathlib.Path(path).read_text()))

    def even(self, key: str) -> list[float]:
        classes = self.seen.get(key.split("|")[1]) or range(len(CLASSES))
        return [1 / len(classes) if i in classes else 0.0 for i in range(len(CLASSES))]

    def field(self, key: str) -> list[float]:
        got = self._cache.get(("", key))
        if got is None:
            row = self.field_counts.get(key, [0] * len(CLASSES))
            n = sum(row)
            got = [(c + FIELD_SHRINK * e) / (n + FIELD_SHRINK) for c, e in zip(row, self.even(key))]
            self._cache[("", key)] = got
        return got

    def chances(self, kind: str, key: str) -> list[float]:
        """Kind `kind`'s chance of each class (CLASSES order) at `key`."""
        got = self._cache.get((kind, key))
        if got is None:
            row = self.counts.get(kind, {}).get(key, [0] * len(CLASSES))   # a kind not counted: the field
            n = sum(row)
            got = [(c + SHRINK * f) / (n + SHRINK) for c, f in zip(row, self.field(key))]
            self._cache[(kind, key)] = got
        return got

    def blurred(self, kind: str, key: str) -> list[float]:
        return [(1 - BLUR) * p + BLUR * f for p, f in zip(self.chances(kind, key), self.field(key))]

    def call(self, kind: str, key: str, legal, rng: random.Random):
        """A legal call drawn from kind `kind`'s chances at `key`."""
        chances = self.chances(kind, key)
        options = []
        for i, p in enumerate(chances):
            if p > 0:
                action = self.action_for(kind, CLASSES[i], legal)
                if action is not None:
                    options.append((action, p))
        if not options:
            return legal[rng.randrange(len(legal))]
        u = rng.random() * sum(p for _, p in options)
        for action, p in options:
            u -= p
            if u <= 0:
                return action
        return options[-1][0]

    def action_for(self, kind: str, cls: str, legal):
        """The legal call of class `cls` (a bet or raise of the kind's usual size), or None."""
        want = _KIND_OF[cls]
        options = [a for a in legal if a.kind == want]
        if not options:
            return None
        if cls in ("bet", "raise"):
            options = [a for a in options if a.amount <= 2] or options
            return min(options, key=lambda a: a.amount)
        if cls in ("bet+", "raise+"):
            size = self.sizes.get(kind, {}).get(cls, 5) if kind else 5
            options = [a for a in options if a.amount > 2] or options
            return min(options, key=lambda a: abs(a.amount - size))
        return options[0]

    def posterior(self, story, team: int, variant, playing: bool = True) -> dict[str, float]:
        """{kind: chance} that team `team` is each kind of player, from its
        calls in `story` (see the module); an even prior. Without `playing`
        the calls of the hand still being played are not read."""
        logs = {t: 0.0 for t in self.types}
        for calls, hands in hand_calls(story):
            if hands is None and not playing:
                continue
            for seat, lance, situation, detail, cls in calls:
                if seat & 1 != team:
                    continue
                i = CLASSES.index(cls)
                if hands is not None:
                    share = contender_shares(tuple(sorted(c.rank for c in hands[seat])), variant)[lance]
                    key = key_of(lance, situation, detail, share)
                    for t in self.types:
                        logs[t] += math.log(max(self.blurred(t, key)[i], 1e-9))
                else:
                    keys = [key_of(lance, situation, detail, (b + 0.5) / BUCKETS) for b in range(BUCKETS)]
                    for t in self.types:
                        p = sum(self.blurred(t, k)[i] for k in keys) / BUCKETS
                        logs[t] += math.log(max(p, 1e-9))
        top = max(logs.values())
        weights = {t: math.exp(v - top) for t, v in logs.items()}
        total = sum(weights.values())
        return {t: w / total for t, w in weights.items()}


class _Unread:
    """A `Profile` for a `Belief` that reads none of the other team's calls
    (`worlds` weighs them by the kinds' counts instead)."""

    noise = 1.0

    def __init__(self, profile):
        self.wildness = profile.wildness

    @staticmethod
    def likelihood(*_) -> float:
        return 1.0


def worlds(model: SeatModel, obs, count: int, rng: random.Random) -> list[tuple]:
    """`count` guesses (four hands, the other team's kind of player) at what
    the seat cannot see, drawn together: the deals of the seat's `Belief`
    with the other team's calls left unread, each with each kind weighed by
    the kind's posterior over the hands before (`SeatModel.posterior`) and
    its chance of every call the team made in this hand with that deal's
    hands. The hands are dealt real cards (`probe.dealt_hands`)."""
    from game.ai.beliefs import Belief
    from tools.probe import dealt_hands   # the probe reads model_search, which reads this module
    other = 1 - obs.team
    belief = Belief(obs, _Unread(read_profile(obs)))
    prior = model.posterior(obs.match_story, other, obs.rules.variant, playing=False)
    calls = []
    for hand, hands in hand_calls(obs.story):
        calls = [(seat, lance, situation, detail, CLASSES.index(cls))
                 for seat, lance, situation, detail, cls in hand if seat & 1 == other]
    kinds = [t for t in model.types if prior[t] > 1e-6]
    pairs, weights = [], []
    for deal, w in zip(belief.deals, belief.weights):
        if w <= 0:
            continue
        for t in kinds:
            v = w * prior[t]
            for seat, lance, situation, detail, i in calls:
                v *= model.blurred(t, key_of(lance, situation, detail, deal.shares[seat][lance]))[i]
            pairs.append((deal, t))
            weights.append(v)
    picks = rng.choices(pairs, weights=weights, k=count)
    return list(zip(dealt_hands(obs, [deal for deal, _ in picks], rng), [t for _, t in picks]))


# --- recording and checking ----------------------------------------------------------

def _game(job):
    """One game of a field player (team B) against Txapeldun (team A): each
    betting call with more than one legal call as (kind of player, key,
    class, amount); given a model's path, each field call's log-chances
    (`_scored`) as (kind, own, mixture, profile)."""
    from tools.model_search import lance_moves   # model_search reads this module: imported here
    name, seed, number, tables = job
    specs = [dict(FIELD)[CHAMPION], dict(FIELD)[name]] * 2
    if number % 2:
        specs = specs[1:] + specs[:1]
    names = [SPEC_NAMES[s] for s in specs]
    players = [make_player(s) for s in specs]
    model = SeatModel.load(tables) if tables else None
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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="count the field's calls, write them as JSON")
    rec.add_argument("--out", required=True, help="the JSON file to write")
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
        out = pathlib.Path(args.out)
        out.write_text(json.dumps(data, sort_keys=True))
        calls = sum(sum(map(sum, t["counts"].values())) for t in data["types"].values())
        print(f"{calls} calls of {len(data['types'])} kinds of player, {args.games} games each, seed {args.seed}: "
              f"{out} ({out.stat().st_size / 1e6:.2f} MB); wall {time.perf_counter() - start:.0f} s")
        return 0
    try:
        SeatModel.load(args.tables)
    except (OSError, ValueError, KeyError) as error:
        parser.error(f"--tables {args.tables}: not a table `record` wrote ({error})")
    print(f"| field player | calls | own counts | the posterior's mixture | read profile |\n|---|---|---|---|---|")
    for name, (n, own, mix, prof) in sorted(check(args.tables, args.games, args.seed, args.jobs).items()):
        print(f"| {name} | {n} | {own:.3f} | {mix:.3f} | {prof:.3f} |")
    print(f"nats a call, {args.games} games each, seed {args.seed}; wall {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
