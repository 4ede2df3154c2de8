"""The player's statistics on disk: `stats.json` beside the settings, so that
no hand's count is ever lost.

`StatsStore` loads the file once (game/platform/validate.py reads it from the
`Statistics` dataclasses of game/match/statistics.py, strictly, keeping every
field that still reads), counts each hand the table reports (`count_hand`)
and each championship ended (`record_championship`), and saves the new
statistics on a thread of its own, so that a hand's end
never waits for the disk. How the file is read, set aside when damaged (a
count beyond any life of play is damage too: game/match/statistics.py
`MOST`), saved and saved again after a failure is the one store's
(game/platform/store.py): a damaged file is kept aside under a dated name
(`stats.json.bad-<date>-<time>`), never deleted, never written over, with a
one-line `notice`; a save that fails is tried again at the next hand, or
sooner by `retry` (the app's, after the next call and at the end).
`reset()` starts the statistics again from zero (the screen asks first). A
demo (`--autoplay`) and the smoke test count nothing.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.platform import validate
from game.platform.i18n import N_
from game.platform.store import Store, Words
from game.match.statistics import Statistics, championship_counted, counted, hand_key

FILE_NAME = "stats.json"
FORMAT = 1
SIZE_LIMIT = 256 * 1024  # bytes: the file is a few KB

STATS_WORDS = Words(
    # box: notice
    damaged=N_("The statistics file was damaged ({what}); what could be read is kept, "
               "the old file is kept as {file}."),
    # box: notice
    stuck=N_("The statistics file cannot be used ({what}) nor moved aside ({why}); "
             "the hands are counted and saved once it can be."),
    # box: notice
    unsaved=N_("Could not save the statistics ({why}); they are saved again after the next hand."))


def to_json(stats: Statistics) -> dict:
    return {"format": FORMAT, **validate.to_json(stats)}


def from_json(data) -> tuple[Statistics, list[str]]:
    """Statistics from parsed JSON, and where the fields are that could not
    be used (every good field is kept)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return Statistics(), ["the whole file"]
    stats, problems = validate.read(Statistics, data, Statistics(), skip=("format",))
    return stats, list(dict.fromkeys(p.where or "the whole file" for p in problems))


class StatsStore(Store):
    """The statistics in use (`stats`), where they are kept, and the last
    thing to tell the player about the file (`notice`), or None."""

    LIMIT = SIZE_LIMIT
    WORDS = STATS_WORDS
    BACKGROUND = True
    THREAD_NAME = "solo-mus-stats"

    def __init__(self, path: Path, enabled: bool = True) -> None:
        super().__init__(path, enabled)
        self.stats = self.load(Statistics())

    def parse(self, data) -> tuple[Statistics, str | None, bool]:
        stats, bad = from_json(data)
        return stats, (validate.shorten(", ".join(bad[:3]), 40) if bad else None), False

    def text(self, stats: Statistics) -> str:
        return json.dumps(to_json(stats), ensure_ascii=False, indent=1) + "\n"

    def count_hand(self, state, seed: int, lineup) -> None:
        """Count the hand `state` has just ended (its whole story) and save."""
        if not self.enabled:
            return
        key = hand_key(seed, state.hand_number, len(state.history))
        self.stats = counted(self.stats, state.story, lineup, key)
        self.save(self.stats)

    def record_championship(self, won: bool, seed: int) -> None:
        """Count a championship that has ended (the final played, or given
        up: `won` False) and save; `seed` is the championship's, so that one
        counted already (a resume that ends it again) is not counted twice."""
        if not self.enabled:
            return
        self.stats = championship_counted(self.stats, won, f"txapelketa {seed}")
        self.save(self.stats)

    def reset(self) -> None:
        """Every count back to zero, saved at once."""
        self.stats = Statistics()
        self.save(self.stats)
