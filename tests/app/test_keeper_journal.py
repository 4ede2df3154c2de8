"""The keeper's cost per call does not grow with the match (issue #38): a
save appends what it adds to game.json's journal, and game.json is written
whole again only once the journal is as long as it (game/match/keeper.py).
Whatever moment the game is killed at, game.json and its journal read as
the match up to the last save, or as the save being made: never less, never
a damaged file (every moment of a long run of saves is tried, a write cut
half-way included; and a real kill -9 of a running keeper)."""
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game import model
from game.match import Match
from game.match.keeper import COMPACT_AFTER, GameKeeper, read_game_file
from game.match.kept import read_match
from game.platform import files
from game.platform.files import Damaged
from tools.benches.keeper import long_match  # the bench's long match: a seeded stream that seldom bets

ROOT = Path(__file__).resolve().parents[2]


def same(a: Match, b: Match) -> bool:
    return (a.log, a.keinuak, a.lineups) == (b.log, b.keinuak, b.lineups)


def test_a_save_appends_what_it_adds_and_game_json_is_written_whole_now_and_then(tmp_path):
    path = tmp_path / "game.json"
    keeper = GameKeeper(path)
    wholes, lines = [], []
    for number, match in enumerate(long_match(3 * COMPACT_AFTER), 1):
        before = path.read_bytes() if path.exists() else None
        keeper.keep(match)
        keeper.flush()
        if path.read_bytes() != before:
            wholes.append(number)
        lines.append(len(files.journal_of(path).read_text(encoding="utf-8").splitlines()) - 1)
        assert same(read_game_file(path), match)
    # written whole at the first call, then once the journal is as long as game.json (and 32 lines at the least)
    assert wholes == [1, COMPACT_AFTER + 2, 2 * COMPACT_AFTER + 3], wholes
    assert max(lines) == COMPACT_AFTER and lines[1] == 1
    journal = files.journal_of(path).read_text(encoding="utf-8").splitlines()
    assert max(len(line) for line in journal) < 600  # a line holds one call, not the match


def test_a_save_that_does_not_go_on_from_the_last_is_written_whole(tmp_path):
    path = tmp_path / "game.json"
    matches = long_match(40)
    keeper = GameKeeper(path)
    for match in matches[:30]:
        keeper.keep(match)
    keeper.flush()
    other = matches[10]  # a resumed game that went back
    keeper.keep(other)
    keeper.flush()
    assert same(read_match(json.loads(path.read_text(encoding="utf-8"))), other)  # game.json alone holds it
    assert files.journal_of(path).read_text(encoding="utf-8").count("\n") == 1  # a journal begun again
    assert same(read_game_file(path), other)
    keeper.keep(matches[11])
    keeper.flush()
    assert same(read_game_file(path), matches[11])


# -- a kill at any moment ----------------------------------------------------------

class Killed(BaseException):
    """The process stops here: nothing after this runs."""


class Mortal:
    """Counts the keeper's operations on the disk and stops the process
    before operation `at` (a write is cut half-way when `torn`). fsync does
    nothing: a killed process leaves what it wrote to the system."""

    def __init__(self, monkeypatch, folder: Path, at: int, torn: bool) -> None:
        self.count, self.at, self.torn = 0, at, torn
        real = {name: getattr(os, name) for name in ("open", "write", "replace", "unlink")}
        self.folder = os.path.realpath(folder)

        def step(kind):
            self.count += 1
            if self.count == self.at:
                raise Killed(kind)

        def open_(path, flags, *args, **kw):
            if os.path.realpath(os.path.dirname(os.path.abspath(path))) == self.folder and flags & (
                    os.O_WRONLY | os.O_RDWR):
                step("open")
            return real["open"](path, flags, *args, **kw)

        def write(fd, data):
            if self.count + 1 == self.at and self.torn:
                real["write"](fd, bytes(data)[:max(1, len(data) // 2)])
            step("write")
            return real["write"](fd, data)

        def replace(src, dst, *args, **kw):
            step("replace")
            return real["replace"](src, dst, *args, **kw)

        def unlink(path, *args, **kw):
            step("unlink")
            return real["unlink"](path, *args, **kw)

        monkeypatch.setattr(os, "open", open_)
        monkeypatch.setattr(os, "write", write)
        monkeypatch.setattr(os, "replace", replace)
        monkeypatch.setattr(os, "unlink", unlink)
        monkeypatch.setattr(os, "fsync", lambda fd: None)


def run_until_killed(folder: Path, matches, monkeypatch, at: int, torn: bool):
    """Keep `matches` one by one (each written before the next is handed
    over) until the kill; (the last match known saved, the one being saved)."""
    keeper = GameKeeper(folder / "game.json")
    with monkeypatch.context() as patched:
        Mortal(patched, folder, at, torn)
        saved = None
        for match in matches:
            try:
                keeper.put(match)  # what the keeper's thread does for each call
            except Killed:
                return saved, match
            saved = match
    return saved, None


def test_a_kill_at_any_moment_leaves_the_last_save_or_the_next(tmp_path, monkeypatch):
    matches = long_match(COMPACT_AFTER + 6)  # written whole at the first call and the 34th
    end = Match.begin(model.Rules(target=30), 9)  # and a match that ends: game.json gives way to last-game.json
    while not end.finished:
        end = end.then(model.legal_actions(end.state)[-1])
    matches = matches + [end]
    tried = 0
    for at in range(1, 10_000):
        for torn in (False, True):
            folder = tmp_path / f"run-{at}-{torn}"
            folder.mkdir()
            saved, saving = run_until_killed(folder, matches, monkeypatch, at, torn)
            if saving is None:
                assert at > 1 and tried > 0
                return
            tried += 1
            if saving is end:
                last = folder / "last-game.json"
                if last.exists() and not (folder / "game.json").exists():
                    assert same(read_game_file(last), end), (at, torn)
                    continue
            game = folder / "game.json"
            if saved is None:
                assert not game.exists() or same(read_game_file(game), saving), (at, torn)
                continue
            try:
                kept = read_game_file(game)
            except (OSError, Damaged) as err:
                pytest.fail(f"killed at operation {at} (torn {torn}) while saving call "
                            f"{matches.index(saving) + 1}: {err}")
            assert same(kept, saved) or same(kept, saving), (at, torn, len(kept.log), len(saved.log))


@pytest.mark.slow
def test_a_keeper_killed_by_sigkill_leaves_a_game_that_reads(tmp_path):
    """A real kill -9 of a process saving a long match as fast as it can, at
    a few moments (each after a chosen number of saves it reported): the
    file reads, and holds every call the process knew saved."""
    child_code = r"""
import sys
sys.path.insert(0, sys.argv[2])
from pathlib import Path
from test_keeper_journal import long_match
from game.match.keeper import GameKeeper
keeper = GameKeeper(Path(sys.argv[1]) / "game.json")
matches = long_match(600)
print("go", flush=True)
for number, match in enumerate(matches, 1):
    keeper.keep(match)
    keeper.flush()
    print(number, flush=True)
"""
    rng = random.Random(38)
    matches = long_match(600)
    midway = 0
    for run in range(4):
        folder = tmp_path / f"run-{run}"
        folder.mkdir()
        env = dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'tests'}")
        child = subprocess.Popen([sys.executable, "-c", child_code, str(folder), str(Path(__file__).parent)],
                                 env=env, stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline().strip() == "go"
        # killed once it has said a chosen number of calls saved (waiting on
        # the child, not on the clock: a quiet machine saved all 600 before
        # a kill that came after a fraction of a second)
        target, known = rng.randint(20, 400), 0
        while known < target:
            line = child.stdout.readline()
            assert line, f"the child stopped after {known} saves"
            known = int(line)
        child.send_signal(signal.SIGKILL)
        out = child.stdout.read().split()
        child.wait()
        known = int(out[-1]) if out else known
        midway += known < len(matches)
        kept = read_game_file(folder / "game.json")
        # the last call the child knew saved, or the one it was saving
        assert any(same(kept, m) for m in matches[known - 1:known + 1]), (run, known, len(kept.log))
    assert midway >= 2  # killed while it was saving, not after
