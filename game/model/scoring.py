"""The end-of-hand summary: turning the lance track into points, in order.

RULES.md's scoring table lives here and nowhere else. `summary_lines` reads the
track (what each lance left: paso, an accepted stake, a Tira, one team alone)
with all hands shown and writes the summary lines in lance order (a Tira's
points are not among them: they were paid when the bet was refused); `count_lines`
adds them to the scores one by one, stopping at the target. `paso_pays` says
what a general Paso pays in each lance, for those who tell it (the record, the
table's pause, the review).
"""
from __future__ import annotations

from dataclasses import replace
from enum import Enum
from typing import Sequence

from .hands import jokua_bonus, lance_key, pair_value
from .names import Lance, Result, Why
from .rules import Rules
from .state import LanceResult, SummaryLine, seats_from, team_of


class PasoPays(Enum):
    """What a general Paso pays at the summary."""

    POINT = "1 to the better hand"       # Haundia, Tipia, Pariak, Pundua
    BONUS = "the better Jokua's bonus"   # Jokua: the winning team's bonus alone


def paso_pays(lance: Lance) -> PasoPays:
    """What a general Paso in `lance` pays (RULES.md's scoring table)."""
    return PasoPays.BONUS if lance == Lance.JOKUA else PasoPays.POINT


def _holders(calls, order) -> list[int]:
    return [s for s in order if calls[s]]


def summary_lines(
    track: Sequence[LanceResult],
    hands,
    esku: int,
    rules: Rules,
    pair_calls,
    jokua_calls,
) -> tuple[SummaryLine, ...]:
    """Every line of the summary, in lance order. A refused bet was paid when it
    was refused (the track keeps it); only what comes on top of it is here."""
    order = seats_from(esku)
    lines: list[SummaryLine] = []
    for res in track:
        lance, result = res.lance, res.result
        if result == Result.NONE:
            continue
        if lance in (Lance.HAUNDIA, Lance.TIPIA, Lance.PUNDUA):
            contenders = order
        elif lance == Lance.PARIAK:
            contenders = _holders(pair_calls, order)
        else:
            contenders = _holders(jokua_calls, order)
        if result == Result.ONE_TEAM:
            team, tie = res.team, False
        else:
            team, tie = lance_winner(lance, hands, contenders, rules)

        def line(points: int, why: Why) -> None:
            lines.append(SummaryLine(lance, team, points, why, tie=tie))

        if lance in (Lance.HAUNDIA, Lance.TIPIA, Lance.PARIAK):
            if result == Result.IDUKI:
                line(res.stake, Why.STAKE)
            elif result == Result.PASO:
                line(1, Why.PASO)
            elif result == Result.ONE_TEAM:  # Pariak credited to the only team with pairs
                line(max(pair_value(hands[s], rules) for s in contenders if team_of(s) == team), Why.BONUS)
        elif lance == Lance.JOKUA:
            if result == Result.IDUKI:
                line(res.stake, Why.STAKE)
            line(sum(jokua_bonus(hands[s], rules) for s in contenders if team_of(s) == team), Why.BONUS)
        else:  # pundua
            if result == Result.IDUKI:
                line(res.stake, Why.STAKE)
                line(1, Why.BONUS)
            elif result == Result.PASO:
                line(1, Why.PASO)
            elif result == Result.TIRA:
                line(1, Why.BONUS)
    return tuple(lines)


def lance_winner(lance: Lance, hands, contenders, rules: Rules) -> tuple[int, bool]:
    """The team whose hand wins `lance` among `contenders` (listed in turn
    order from Esku: the best hand wins, a tie goes to the seat that speaks
    first), and whether the two teams' best hands are equal (the lance then
    went by turn order, to the hand nearer Esku). Each hand's key is read
    once."""
    best: dict[int, object] = {}   # each team's best key
    winner = winner_key = None
    for seat in contenders:
        key = lance_key(lance, hands[seat], rules)
        team = team_of(seat)
        if team not in best or key > best[team]:
            best[team] = key
        if winner_key is None or key > winner_key:
            winner, winner_key = seat, key
    return team_of(winner), len(best) == 2 and best[0] == best[1]


def count_lines(
    lines: Sequence[SummaryLine], scores: tuple[int, int], target: int
) -> tuple[tuple[SummaryLine, ...], tuple[int, int], int | None]:
    """Add the lines to the scores in order. The first team to reach the target
    wins the game there; the lines after it are kept but marked not counted.
    Returns (lines, scores, team that reached the target or None)."""
    totals = list(scores)
    winner = None
    out = []
    for line in lines:
        if winner is not None:
            out.append(replace(line, counted=False))
        else:
            totals[line.team] += line.points
            out.append(line)
            if totals[line.team] >= target:
                winner = line.team
    return tuple(out), (totals[0], totals[1]), winner
