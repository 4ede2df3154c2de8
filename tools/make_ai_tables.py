"""Generate the computer player's plain-data tables: `python tools/make_ai_tables.py`.

Writes `game/ai/spread.py`: for each variant (model.VARIANTS), lance, and whether the
hand in play came through an exchange of cards, the spread of the betting
voices' hands at the moment the lances begin, as the cumulative share
`P(share <= x)` at x = 0, 0.01 ... 1 of `tables.contender_share`. Hands that
came through a Mus are stronger than fresh ones (players keep their kings
and pairs), so a share of 0.7 in Haundia is middling after a Mus; the
computer player reads every call on the scale this spread gives (where the
voices of typical play spread evenly from 0 to 1).

The hands come from seeded deals whose Mus phase is played by the normal
computer player and by the simple yardstick (half the deals each), so the
table is the same at every run. numpy is a build-time tool here; the game
reads only the generated module.
"""
from __future__ import annotations

import argparse
import pathlib
import sys

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.table import make_player  # noqa: E402
from game.match.decisions import decision_stream  # noqa: E402
from game.ai.tables import STANDING_LANCES, contender_share  # noqa: E402
from game.model import VARIANTS, Rules, Variant, new_game, observe, step  # noqa: E402
from game.model.hands import profile  # noqa: E402

GRID = 101
OUT = ROOT / "game" / "ai" / "spread.py"
WORTH_OUT = ROOT / "game" / "ai" / "worth.py"
WORTH_SHRINK = 30      # hands' worth of the fitted line each pattern's mean is shrunk towards


def _voices(state, lance: str) -> tuple[int, ...]:
    """The two voices of a betting lance, or () when it is not bet."""
    order = tuple((state.esku + i) % 4 for i in range(4))
    rules = state.rules
    if lance in ("haundia", "tipia"):
        return order[0], order[1]
    jokua = [s for s in order if profile(state.hands[s], rules).count >= 31]
    if lance == "pundua":
        return (order[0], order[1]) if not jokua else ()
    if lance == "pariak":
        holders = [s for s in order if profile(state.hands[s], rules).pair_value]
    else:
        holders = jokua
    voices = []
    for team in (0, 1):
        mine = [s for s in holders if s & 1 == team]
        if not mine:
            return ()
        voices.append(mine[0])
    return tuple(voices)


def _call(player, state, game_seed: int):
    """`player`'s call for the seat to act, from its observation and its
    stream of the game's one seeding scheme (game/match/decisions.py)."""
    seat = state.to_act
    return player(observe(state, seat), decision_stream(game_seed, seat, state))


def sample_shares(hands: int, variant: Variant, seed: int) -> dict:
    """{(exchanged, lance): [share, ...]} over `hands` seeded deals."""
    rules = Rules(variant=variant)
    out: dict = {}
    for number in range(hands):
        spec = "ai:5555" if number % 2 == 0 else "simple"
        player = make_player(spec)
        state = new_game(rules, seed + number)
        while state.phase in ("mus", "discard"):
            state = step(state, _call(player, state, seed + number))
        exchanged = state.mus_round > 0
        for lance in STANDING_LANCES:
            for seat in _voices(state, lance):
                ranks = tuple(sorted(c.rank for c in state.hands[seat]))
                out.setdefault((exchanged, lance), []).append(contender_share(ranks, lance, variant))
    return out


def cumulative(shares) -> tuple[float, ...]:
    values = np.sort(np.asarray(shares, dtype=float))
    grid = np.linspace(0.0, 1.0, GRID)
    return tuple(float(v) for v in np.searchsorted(values, grid + 1e-12, side="right") / len(values))


def _lance_points(state, team: int) -> list[float]:
    """The team's net points in Haundia, Tipia, Pariak and Jokua-or-Pundua
    this hand (points won less points lost; a Kanta counts KANTA_POINTS)."""
    net = [0.0, 0.0, 0.0, 0.0]
    index = {"haundia": 0, "tipia": 1, "pariak": 2, "jokua": 3, "pundua": 3}
    for res in state.track:
        if res.result == "tira":
            net[index[res.lance]] += res.points if res.team == team else -res.points
        elif res.result == "kanta":
            net[index[res.lance]] += KANTA_POINTS if res.team == team else -KANTA_POINTS
    for line in state.summary:
        net[index[line.lance]] += line.points if line.team == team else -line.points
    return net


KANTA_POINTS = 12


def sample_worth(hands: int, variant: Variant, seed: int) -> dict:
    """{ranks: [n, sums by lance]} of the hands held when the lances began,
    with what their team made of each lance, over `hands` seeded hands of
    the normal computer player in all four seats."""
    rules = Rules(variant=variant)
    out: dict = {}
    for number in range(hands):
        player = make_player("ai:5555")
        state = new_game(rules, seed + number)
        while state.phase in ("mus", "discard"):
            state = step(state, _call(player, state, seed + number))
        held = [tuple(sorted(c.rank for c in state.hands[s])) for s in range(4)]
        while state.phase not in ("hand-over", "match-over"):
            state = step(state, _call(player, state, seed + number))
        for seat in range(4):
            row = out.setdefault(held[seat], [0, 0.0, 0.0, 0.0, 0.0])
            row[0] += 1
            for i, v in enumerate(_lance_points(state, seat & 1)):
                row[1 + i] += v
    return out


def worth_table(hands: int, seed: int) -> tuple[dict, list]:
    """Each effective 8-kings pattern's worth by lance: its team's mean net
    points in the hands played, shrunk towards a line fitted on the old
    `tables.features` (which also gives the worth of patterns never seen,
    and of 4-kings hands)."""
    from game.ai.tables import features
    from game.model.hands import effective_rank

    pooled: dict = {}
    for ranks, row in sample_worth(hands, Variant.EIGHT_KINGS, seed).items():
        eff = tuple(sorted(effective_rank(r, Variant.EIGHT_KINGS) for r in ranks))
        into = pooled.setdefault(eff, [0, 0.0, 0.0, 0.0, 0.0])
        for i in range(5):
            into[i] += row[i]
    lines = []
    for lance in range(4):
        x = np.array([features(eff, Variant.EIGHT_KINGS)[lance] for eff in pooled])
        y = np.array([row[1 + lance] / row[0] for row in pooled.values()])
        w = np.sqrt(np.array([row[0] for row in pooled.values()], dtype=float))
        a = np.vstack([np.ones_like(x), x]).T
        coef, *_ = np.linalg.lstsq(a * w[:, None], y * w, rcond=None)
        lines.append((float(coef[0]), float(coef[1])))
    table = {}
    for eff, row in sorted(pooled.items()):
        n = row[0]
        f = features(eff, Variant.EIGHT_KINGS)
        table[eff] = tuple((row[1 + i] + WORTH_SHRINK * (lines[i][0] + lines[i][1] * f[i])) / (n + WORTH_SHRINK)
                           for i in range(4))
    return table, lines


def write_worth(hands: int, seed: int, out: pathlib.Path) -> None:
    table, lines = worth_table(hands, seed)
    text = [
        '"""What a hand is worth to its team, lance by lance: WORTH[pattern] is the',
        "mean net points (won less lost) its team made in Haundia, Tipia, Pariak and",
        "Jokua-or-Pundua when it held the pattern (effective 8-kings ranks, sorted) as",
        "the lances began, in hands of the normal computer player in all four seats;",
        f"each mean shrunk towards LINES by {WORTH_SHRINK} hands. LINES[lance] = (a, b) maps the",
        "older `tables.features` estimate f to a + b * f, for patterns not seen and",
        "for the 4-kings variant.",
        "",
        f"Generated by `python tools/make_ai_tables.py --worth-hands {hands} --seed {seed}`",
        '(do not edit by hand)."""',
        "",
        "LINES = (" + ", ".join(f"({a:.3f}, {b:.3f})" for a, b in lines) + ")",
        "",
        "WORTH = {",
    ]
    for eff, values in table.items():
        text.append(f"    {eff}: ({', '.join(f'{v:.2f}' for v in values)}),")
    text.append("}")
    out.write_text("\n".join(text) + "\n", encoding="utf-8")
    print(f"wrote {out}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12000, help="deals per variant")
    parser.add_argument("--seed", type=int, default=31_000)
    parser.add_argument("--out", type=pathlib.Path, default=OUT)
    parser.add_argument("--worth-hands", type=int, default=0,
                        help="also play this many hands to write game/ai/worth.py (slow: ~20 hands/s)")
    parser.add_argument("--worth-out", type=pathlib.Path, default=WORTH_OUT)
    args = parser.parse_args(argv)
    if args.worth_hands:
        write_worth(args.worth_hands, args.seed, args.worth_out)
    lines = [
        '"""The spread of the betting voices\' hands when the lances begin, by',
        "variant, whether the hand came through an exchange, and lance: SPREAD[variant's",
        "name][exchanged][lance] is P(share <= x) at x = 0, 0.01 ... 1 of",
        "`tables.contender_share`.",
        "",
        f"Generated by `python tools/make_ai_tables.py --hands {args.hands} --seed {args.seed}`",
        '(do not edit by hand)."""',
        "",
        "SPREAD = {",
    ]
    for variant in VARIANTS:
        shares = sample_shares(args.hands, variant, args.seed)
        lines.append(f'    "{variant.value}": {{')
        for exchanged in (False, True):
            lines.append(f"        {exchanged}: {{")
            for lance in STANDING_LANCES:
                values = shares.get((exchanged, lance)) or shares[(False, lance)]
                row = cumulative(values)
                text = ", ".join(f"{v:.3f}".rstrip("0").rstrip(".") if v not in (0.0, 1.0) else str(int(v)) for v in row)
                lines.append(f'            "{lance}": (  # {len(values)} voices')
                for start in range(0, GRID, 12):
                    chunk = ", ".join(text.split(", ")[start:start + 12])
                    lines.append(f"                {chunk},")
                lines.append("            ),")
            lines.append("        },")
        lines.append("    },")
    lines.append("}")
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
