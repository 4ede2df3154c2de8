"""A search at each bet with a chosen model of the other players (issue #39's study).

    python tools/model_search.py --opp simple --model profile --games 200 --seed 3811 --jobs 2

The searcher plays as a level (`--level`, Txapeldun by default) except at its
betting decisions with more than one legal call. There it draws deals of the
hidden hands from what its seat saw (`probe.drawn_hands`: never a hidden
card), and for each candidate call (the level's own, Paso or Iduki, Tira,
Imido / raises of 2 and 5, and with `--hordago` Hordago and Kanta) plays the
lance out on each deal with a model of every seat, and keeps the call whose
mean worth beats the level's own call by `SURE` standard errors. A lance's
end is worth the chance of the game at the score it leaves (the points paid
and the summary's line of the lance: `score.game_chance` with the level's
edge and the other team as read), or the game itself when it is won on the
spot.

The model of the seats (`--model`):
- `profile`: each seat's call drawn from its team's `Profile` as the
  deciding seat read it this game (`opponents.read_profile`: thresholds on
  the share its hand holds in the lance, each a step `--softness` wide, and
  its noise as a uniform legal call). Our own team's seats by their own
  play this game (`read_profile(obs, seat)`).
- `normal`: Normal's own policy at every seat (its beliefs drawn from
  `MODEL_DEALS` deals), the other team's seats making a uniform legal call
  with their read noise's chance.
- `portfolio`: one of the two, or none, chosen at each decision by what the
  other team has shown this game: no search against a team read as wild
  (`Profile.wildness` above `WILD_CUT`) or before `SHOWN_AT_LEAST` of its
  opening bets were turned up; Normal's policy when at least `WEAK_CUT` of
  those were made with a weak hand (`opponents.shown_bets`: a team that
  bluffs), the profile otherwise (a team whose bets tell its cards).
- `field`: each seat's call drawn from a kind of player's counts learned
  from the field's games (`tools/seat_model.py`, `--tables`): our own
  team's seats as the level's kind, the other team's as a kind drawn with
  each deal (`seat_model.worlds`: the deals and the kind weighed together
  by the kind's chance of the team's calls, so the hands fit the model
  that plays them).

Each deal is played twice with the seats swapped (`tournament.py
--duplicate`), and each game again with the level itself in the searcher's
seats: the difference in games won is paired by deal, with a standard
error. Figures and what they showed: docs/ai-figures.md, "A search by a
model of the other team".
"""
from __future__ import annotations

import argparse
import math
import pathlib
import random
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.ai import tuning as T  # noqa: E402
from game.ai.opponents import FACEH, OPEN1, OPEN2, logistic, read_profile, shown_bets, turns  # noqa: E402
from game.ai.search import DEALS, SURE, candidates_for, lance_moves, pick, rolled_worths, search_call  # noqa: E402,F401
from game.ai.table import make_player  # noqa: E402
from game.ai.tables import STANDING_INDEX  # noqa: E402
from game.model import Rules, observe  # noqa: E402
from game.model.actions import HORDAGO, IDUKI, KANTA, PASO, TIRA  # noqa: E402
from game.model.names import Kind, Phase  # noqa: E402
from tools.seat_model import SPEC_NAMES, load_tables  # noqa: E402
from tools.probe import drawn_hands, play  # noqa: E402
from tools.tournament import map_games, seating  # noqa: E402

NORMAL_DEALS = 24   # deals behind each decision with Normal's policy as the model (DEALS: the others')
SOFTNESS = 0.15     # a profile threshold's step, in share (fitted to the field's calls: the module)
MODEL_DEALS = 16    # deals behind each call of Normal's policy inside a rollout
MODELS = ("profile", "normal", "portfolio", "field")
WILD_CUT = 0.5        # the portfolio: no search against a team this wild
SHOWN_AT_LEAST = 2    # ... nor before this many of its opening bets were turned up
WEAK_CUT = 0.25       # ... Normal's policy from this share of them weak, the profile below


# --- the profile model ----------------------------------------------------------

def _sized(legal, size: float, kind: str):
    sized = [a for a in legal if a.kind == kind]
    if not sized:
        return None
    want = max(2, round(size))
    return min(sized, key=lambda a: abs(a.amount - want))


def call_chances(profile, x: float, situation: str, faced: int, stance: str, lance: int, legal,
                 softness: float = SOFTNESS) -> dict:
    """{call: chance} of a seat that plays as `profile` holding share `x` in
    lance index `lance`: the profile's thresholds as steps `softness` wide, a
    bet or raise of the profile's mean size (Hordago by its Hordago rate), and
    its noise spread evenly over the legal calls. The chances sum to 1."""
    noise = profile.noise
    out = {a: noise / len(legal) for a in legal}
    keep = 1 - noise
    hordago_share = min(0.5, profile.hordago_rate / max(profile.bet_rate + profile.raise_rate, 0.05))

    def add(call, p):
        out[call] += keep * p

    def bet(p, size, kind, hordago):
        call = _sized(legal, size, kind)
        if HORDAGO in out:
            if call is None:
                add(HORDAGO, p)
                return
            add(HORDAGO, p * hordago)
            p *= 1 - hordago
        if call is not None:
            add(call, p)

    if situation in (OPEN1, OPEN2):
        start = profile.open_by_lance[lance][0 if situation == OPEN1 else 1]
        b = logistic((x - start) / softness)
        bet(b, profile.bet_size, Kind.IMIDO, hordago_share / 2)
        add(PASO, 1 - b)
        return out
    lo, hi = profile.range_of(stance)
    if situation == FACEH:
        k = logistic((x - (hi - (hi - lo) * profile.kanta_rate_for(stance))) / softness)
        add(KANTA, k)
        add(TIRA, 1 - k)
        return out
    fold_rate, raise_rate = profile.answer_rates(faced, stance)
    fold = logistic((lo + (hi - lo) * fold_rate - x) / softness)
    raised = logistic((x - (hi - (hi - lo) * raise_rate)) / softness) * (1 - fold)
    add(TIRA, fold)
    bet(raised, profile.raise_size, Kind.GEHIAGO, hordago_share)
    add(IDUKI, max(1 - fold - raised, 0.0))
    total = sum(out.values())
    return {a: p / total for a, p in out.items()}


def _drawn(chances: dict, rng: random.Random):
    u = rng.random()
    for call, p in chances.items():
        u -= p
        if u <= 0:
            return call
    return call


@contextmanager
def fewer_deals(count: int):
    """Normal's policy inside a rollout sampling `count` deals in one batch
    (the tuning's module values, restored after: a study tool's shortcut)."""
    saved = T.DEALS, T.MAX_BATCHES
    T.DEALS, T.MAX_BATCHES = count, 1
    try:
        yield
    finally:
        T.DEALS, T.MAX_BATCHES = saved


# --- the searcher ----------------------------------------------------------------

@dataclass
class Options:
    model: str = "profile"
    deals: int = 0            # 0: the model's own (DEALS or NORMAL_DEALS)
    sure: float = SURE
    softness: float = SOFTNESS
    hordago: bool = False     # Hordago and Kanta among the candidates the level did not choose
    model_deals: int = MODEL_DEALS
    tables: str = ""          # the field model's counts (tools/seat_model.py record)


class Searcher:
    """A seat's player: the level's play, and at each betting decision the
    call with the best worth by rollouts with the model (see the module)."""

    def __init__(self, level: str, seed: int, options: Options = Options()):
        self.level = make_player(level)
        self.options = options
        self.normal = make_player("ai:5555") if options.model in ("normal", "portfolio") else None
        self.field = load_tables(options.tables) if options.model == "field" else None
        self.kind = SPEC_NAMES.get(level, "")     # our own team's kind of player in the field model
        self.edge = self.level.personality.level.edge
        self.rng = random.Random(seed * 13 + 5)
        self.keinuak = self.level.keinuak
        self.decisions = self.changed = 0

    def __call__(self, obs, rng):
        own = self.level(obs, rng)
        if obs.phase != Phase.BETTING or len(obs.legal) == 1:
            return own
        self.decisions += 1
        best = self.best_call(obs, own)
        self.changed += best != own
        return best

    def model_for(self, obs) -> str | None:
        """The model of this decision: the options' own, or the portfolio's choice (None: no search)."""
        if self.options.model != "portfolio":
            return self.options.model
        if read_profile(obs).wildness > WILD_CUT:
            return None
        weak, shown = shown_bets(obs)
        if shown < SHOWN_AT_LEAST:
            return None
        return "normal" if weak >= WEAK_CUT * shown else "profile"

    def best_call(self, obs, own):
        o = self.options
        model = self.model_for(obs)
        if model is None:
            return own
        if model == "field":
            return search_call(obs, own, self.field, self.kind, self.edge, self.rng, o.deals or DEALS, o.sure)
        hordago = o.hordago or (o.model == "portfolio" and model == "normal")   # as each was measured alone
        candidates = candidates_for(obs, own, (HORDAGO, KANTA) if hordago else ())
        if len(candidates) == 1:
            return own
        theirs = read_profile(obs)
        profiles = [theirs if s & 1 != obs.team else read_profile(obs, s) for s in range(4)]
        index = STANDING_INDEX[obs.lance]

        def answer(state, seat, legal, said, deal, shares, roll):
            if model == "normal":
                if seat & 1 != obs.team and roll.random() < profiles[seat].noise:
                    return legal[roll.randrange(len(legal))]
                return self.normal.decide(observe(state, seat), self.normal.personality,
                                          random.Random(roll.random()))
            _, situation, _, faced, stance = list(turns(said + [(seat, Kind.PASO, 0)]))[-1]
            return _drawn(call_chances(profiles[seat], shares[seat], situation, faced, stance, index, legal,
                                       o.softness), roll)

        hands = drawn_hands(obs, o.deals or (NORMAL_DEALS if model == "normal" else DEALS), self.rng)
        with fewer_deals(o.model_deals):
            values = rolled_worths(obs, candidates, hands, answer, self.rng, self.edge)
        return candidates[pick(values, o.sure)]


# --- a run ---------------------------------------------------------------------------

def play_pair(job) -> tuple[bool, bool, int, int]:
    """One game with searchers on team A's seats and the same game with the
    level there: (searcher won, level won, decisions, calls changed)."""
    level, opp, seed, number, options = job
    game_seed, specs, a_team = seating("A", opp, seed, number, True)
    rules = Rules()
    searchers = [Searcher(level, game_seed * 4 + s, options) if n == "A" else make_player(opp)
                 for s, n in enumerate(specs)]
    won = play(searchers, game_seed, rules)[0] == a_team
    base = [make_player(level) if n == "A" else make_player(opp) for n in specs]
    base_won = play(base, game_seed, rules)[0] == a_team
    ours = [p for p in searchers if isinstance(p, Searcher)]
    return won, base_won, sum(p.decisions for p in ours), sum(p.changed for p in ours)


def paired(results) -> tuple[float, float]:
    """The searcher's games won less the level's, by deal: (mean, standard error), shares."""
    d = [(results[i][0] + results[i + 1][0] - results[i][1] - results[i + 1][1]) / 2
         for i in range(0, len(results) - 1, 2)]
    mean = sum(d) / len(d)
    se = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1) / len(d)) if len(d) > 1 else float("nan")
    return mean, se


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="ai:5555@txapeldun", help="the level the searcher plays as (a spec)")
    parser.add_argument("--opp", required=True, help="the other team (a tournament.py spec)")
    parser.add_argument("--model", choices=MODELS, default="profile")
    parser.add_argument("--games", type=int, default=100, help="games (even: each deal twice)")
    parser.add_argument("--seed", type=int, required=True, help="the run's seed, fixed before the run")
    parser.add_argument("--deals", type=int, default=0, help="deals behind each decision (0: the model's)")
    parser.add_argument("--sure", type=float, default=SURE)
    parser.add_argument("--softness", type=float, default=SOFTNESS)
    parser.add_argument("--hordago", action="store_true", help="Hordago and Kanta among the candidates")
    parser.add_argument("--tables", default="", help="the field model's counts (tools/seat_model.py record)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.games < 2 or args.games % 2:
        parser.error(f"--games must be an even number of at least 2 (each deal is played twice), not {args.games}")
    if args.deals < 0 or args.jobs < 1 or args.sure < 0 or args.softness <= 0:
        parser.error("--deals must be at least 0, --jobs at least 1, --sure at least 0 and --softness above 0")
    for name in ("level", "opp"):
        try:
            make_player(getattr(args, name))
        except ValueError as error:
            parser.error(f"--{name}: {error}")
    if args.model == "field":
        try:
            load_tables(args.tables)
        except (OSError, ValueError, KeyError) as error:
            parser.error(f"--model field needs --tables, a file tools/seat_model.py record wrote ({error})")
    options = Options(args.model, args.deals, args.sure, args.softness, args.hordago, tables=args.tables)
    jobs = [(args.level, args.opp, args.seed, number, options) for number in range(args.games)]
    start = time.perf_counter()
    results = map_games(play_pair, jobs, args.jobs)
    n = len(results)
    won, base = sum(r[0] for r in results), sum(r[1] for r in results)
    mean, se = paired(results)
    decisions, changed = sum(r[2] for r in results), sum(r[3] for r in results)
    print(f"Search ({args.model} model) as {args.level} against {args.opp}: {n} games (duplicate deals), "
          f"seed {args.seed}\nsearcher won {won} ({won / n:.1%}), the level in its seats {base} ({base / n:.1%}); "
          f"by deal {mean * 100:+.1f} +/- {se * 100:.1f} points of games\n"
          f"betting decisions searched {decisions}, the level's call changed at {changed} "
          f"({changed / max(decisions, 1):.1%}); wall {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
