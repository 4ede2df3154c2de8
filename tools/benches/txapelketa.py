"""Championship figures (issue 40): the other pairs' matches played in the
background by the game loop and kept as the app keeps them (each match's
game file, then championship.json, through game/match/championship_store.py,
in a private folder): the group round's seven other matches, the first
twelve other matches, and the whole championship's, the player's own match
recorded as a 2-0 win at once (so the player goes on to the final and the
others are those a player who wins meets). `--quick` (tools/bench.py) times
the group round alone."""
from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from game.match.championship_store import FILE_NAME, ChampionshipStore
from game.txapelketa.championship import finished, next_match
from game.txapelketa.pairs import ComputerPlayer
from game.txapelketa.results import Game, MatchResult, Side

SEED = 40


def _players_win(rules) -> MatchResult:
    return MatchResult(tuple(Game(rules.target, rules.target // 2, Side.FIRST) for _ in range(rules.games_to_win)))


def run() -> list[tuple[str, float, str]]:
    quick = bool(os.environ.get("SOLO_MUS_BENCH_QUICK"))
    with tempfile.TemporaryDirectory(prefix="solo-mus-txapelketa-") as folder:
        store = ChampionshipStore(Path(folder) / FILE_NAME)
        championship = store.start(SEED, ComputerPlayer("Ane"))
        times: list[float] = []   # each other match's, in order
        rounds: list[float] = []  # each round's others, together
        begun = time.perf_counter()
        while not finished(championship):
            start = time.perf_counter()
            last = start
            for championship in store.play_others():
                now = time.perf_counter()
                times.append(now - last)
                last = now
            rounds.append(time.perf_counter() - start)
            if quick:
                break
            if next_match(championship) is not None:
                store.begin_players_match()
                championship = store.record_players_match(_players_win(championship.rules))
        whole = time.perf_counter() - begun
    rows = [("group round's 7 other matches, played and kept", rounds[0], "s"),
            ("one other match, median", statistics.median(times), "s"),
            ("one other match, worst", max(times), "s")]
    if not quick:
        rows += [("the first 12 other matches, played and kept", sum(times[:12]), "s"),
                 (f"the whole championship's {len(times)} other matches", whole, "s")]
    return rows
