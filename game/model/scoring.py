"""The end-of-hand summary: turning the lance track into points, in order.

RULES.md's scoring table lives here and nowhere else. `summary_lines` reads the
track (what each lance left: paso, an accepted stake, a Tira, one team alone)
with all hands shown and writes the summary lines in lance order (a Tira's
points are not among them: they were paid when the bet was refused); `count_lines`
adds them to the scores one by one, stopping at the target.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from .hands import best_seat, jokua_bonus, pair_value
from .rules import Rules
from .state import LanceResult, SummaryLine, seats_from, team_of


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
        lance = res.lance
        if res.result == "none":
            continue
        if lance in ("haundia", "tipia", "pundua"):
            contenders = order
        elif lance == "pariak":
            contenders = _holders(pair_calls, order)
        else:
            contenders = _holders(jokua_calls, order)
        if res.result == "one-team":
            team = res.team
        else:
            team = team_of(best_seat(lance, hands, contenders, rules))

        if lance in ("haundia", "tipia"):
            if res.result == "iduki":
                lines.append(SummaryLine(lance, team, res.stake, "stake"))
            elif res.result == "paso":
                lines.append(SummaryLine(lance, team, 1, "paso"))
        elif lance == "pariak":
            if res.result == "iduki":
                lines.append(SummaryLine(lance, team, res.stake, "stake"))
            elif res.result == "paso":
                lines.append(SummaryLine(lance, team, 1, "paso"))
            elif res.result == "one-team":
                best = max(pair_value(hands[s], rules) for s in contenders if team_of(s) == team)
                lines.append(SummaryLine(lance, team, best, "bonus"))
        elif lance == "jokua":
            bonus = sum(jokua_bonus(hands[s], rules) for s in contenders if team_of(s) == team)
            if res.result == "iduki":
                lines.append(SummaryLine(lance, team, res.stake, "stake"))
            lines.append(SummaryLine(lance, team, bonus, "bonus"))
        else:  # pundua
            if res.result == "iduki":
                lines.append(SummaryLine(lance, team, res.stake, "stake"))
                lines.append(SummaryLine(lance, team, 1, "bonus"))
            elif res.result == "paso":
                lines.append(SummaryLine(lance, team, 1, "paso"))
            elif res.result == "tira":
                lines.append(SummaryLine(lance, team, 1, "bonus"))
    return tuple(lines)


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
