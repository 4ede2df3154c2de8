"""Every kept file meets every fault the same way (issue #38: one store for
settings.json, stats.json, lessons.json, game.json and last-game.json,
game/platform/store.py; issue #40: championship.json). For each file and each fault: damaged content, the
file is a folder, a read-only folder (with a good file, and with a damaged
one that cannot even be moved aside), a full disk, a link to the file, a
link to nothing. What the player had is never lost: a file that cannot be
used is set aside under a dated name, as it was, with a notice naming it;
a save that fails says so, keeps the file on disk as it was and the change
in memory, and is written once the fault is gone (`retry`, which the app
calls after every call and at the end: App.retry_saves)."""
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

from faults import Disk
from game import model
from championships import by_level
from game.lessons.progress import LessonStore
from game.match.championship_store import ChampionshipStore
from game.match import DEFAULT_LINEUPS, Match
from game.match import stats_store
from game.match.keeper import GameKeeper, read_game_file
from game.match.kept import to_json
from game.match.statistics import Statistics
from game.platform import settings as settings_module
from game.platform.settings import Settings, SettingsStore
from game.txapelketa.kept import read_championship

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="the faults read /proc/self/fd")

DAMAGED = b'{"format": 1, "half a fi'
DATED = re.compile(r"\.bad-\d{8}-\d{6}(-\d+)?$")


def played(calls: int, seed: int = 4) -> Match:
    """A match after its first `calls` calls (the first legal one each time)."""
    match = Match.begin(model.Rules(), seed)
    for _ in range(calls):
        match = match.then(model.legal_actions(match.state)[0])
    return match


def finished(seed: int) -> Match:
    match = Match.begin(model.Rules(target=30), seed)
    while not match.finished:
        match = match.then(model.legal_actions(match.state)[-1])
    return match


def hand_end() -> model.State:
    state = model.new_game(model.Rules(), 4)
    while state.phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
        state = model.step(state, model.legal_actions(state)[0])
    return state


def championship(results: int):
    """A championship after the first `results` other matches of its first round."""
    from game.txapelketa.championship import new_championship, playing_others
    from game.txapelketa.pairs import ComputerPlayer
    kept = new_championship(8, ComputerPlayer("Ane"))
    for number, kept in enumerate(playing_others(kept, by_level), 1):
        if number == results:
            return kept
    raise ValueError(f"no {results} other matches in a round")


def championship_bytes(results: int) -> bytes:
    from game.txapelketa.kept import to_json as championship_json
    return json_bytes({"format": 1, "championship": championship_json(championship(results)), "playing": None})


def json_bytes(data) -> bytes:
    return json.dumps(data).encode("utf-8")


@dataclass(frozen=True)
class Kept:
    """One kept file, as the tests below see it: `good` a file holding the
    value `before`; `open` the store that reads it, as the game does (the
    keeper reads game.json at Continue); `change` a change to save, after
    which the file should hold `after` (`fresh` when there was nothing to
    read: the change made to the defaults); `held` what a file holds."""

    name: str
    good: Callable[[], bytes]
    open: Callable[[Path], object]
    change: Callable[[object], None]
    held: Callable[[Path], object]
    before: object
    after: object
    fresh: object


def open_game(folder: Path):
    keeper = GameKeeper(folder / "game.json")
    keeper.load_match()  # Continue
    return keeper


KEPT = [
    Kept("settings.json", lambda: json_bytes(Settings(volume=3).to_json()),
         lambda folder: SettingsStore(folder / "settings.json"),
         lambda store: store.update(volume=7),
         lambda path: settings_module.from_json(json.loads(path.read_bytes()))[0].volume, 3, 7, 7),
    Kept("stats.json", lambda: json_bytes(stats_store.to_json(Statistics(hands=5))),
         lambda folder: stats_store.StatsStore(folder / "stats.json"),
         lambda store: store.count_hand(hand_end(), 4, DEFAULT_LINEUPS[0]),
         lambda path: stats_store.from_json(json.loads(path.read_bytes()))[0].hands, 5, 6, 1),
    Kept("lessons.json", lambda: json_bytes({"format": 1, "done": ["cards"], "offered": True}),
         lambda folder: LessonStore(folder / "lessons.json"),
         lambda store: store.finish("mus"),
         lambda path: json.loads(path.read_bytes())["done"], ["cards"], ["cards", "mus"], ["mus"]),
    Kept("game.json", lambda: json_bytes(to_json(played(5))),
         open_game,
         lambda keeper: keeper.keep(played(9)),
         lambda path: len(read_game_file(path).moves), 5, 9, 9),
    Kept("last-game.json", lambda: json_bytes(to_json(finished(5))),
         lambda folder: GameKeeper(folder / "game.json"),
         lambda keeper: keeper.keep(finished(6)),
         lambda path: read_game_file(path).seed, 5, 6, 6),
    Kept("championship.json", lambda: championship_bytes(2),
         lambda folder: ChampionshipStore(folder / "championship.json"),
         lambda store: store.keep(championship(3)),
         lambda path: len(read_championship(json.loads(path.read_bytes())["championship"]).results), 2, 3, 3),
]


def said(store) -> str:
    """Everything the store tells the player now (the keeper's failure is its banner)."""
    return " ".join(filter(None, (store.notice, getattr(store, "failure", None))))


def settled(store) -> None:
    store.flush()  # the statistics and the game are saved on a thread


def set_aside_as_it_was(folder: Path, kept: Kept):
    (aside,) = [p for p in folder.iterdir() if p.name.startswith(kept.name + ".bad-")]
    assert DATED.search(aside.name), aside.name
    return aside


@pytest.fixture(params=KEPT, ids=[k.name for k in KEPT])
def kept(request):
    return request.param


@pytest.fixture
def folder(tmp_path):
    place = tmp_path / "solo-mus"
    place.mkdir()
    return place


def test_damaged_content_is_set_aside_as_it_was_and_the_change_saved(kept, folder):
    path = folder / kept.name
    path.write_bytes(DAMAGED)
    store = kept.open(folder)
    aside = set_aside_as_it_was(folder, kept)
    assert aside.read_bytes() == DAMAGED and aside.name in said(store)
    kept.change(store)
    settled(store)
    assert kept.held(path) == kept.fresh and not store.unsaved()


def test_a_folder_in_its_place_is_set_aside_whole(kept, folder):
    path = folder / kept.name
    path.mkdir()
    (path / "mine.txt").write_text("the player's own")
    store = kept.open(folder)
    aside = set_aside_as_it_was(folder, kept)
    assert aside.is_dir() and (aside / "mine.txt").read_text() == "the player's own"
    assert aside.name in said(store) and "not a plain file" in said(store)
    kept.change(store)
    settled(store)
    assert path.is_file() and kept.held(path) == kept.fresh


def test_a_read_only_folder_keeps_the_file_and_saves_the_change_once_it_can(kept, folder, monkeypatch):
    path = folder / kept.name
    path.write_bytes(kept.good())
    disk = Disk(monkeypatch, folder)
    disk.read_only = True
    store = kept.open(folder)
    kept.change(store)
    settled(store)
    assert store.unsaved() and "Permission denied" in said(store)
    assert path.read_bytes() == kept.good() and kept.held(path) == kept.before  # never lost
    disk.read_only = False
    store.retry()
    settled(store)
    assert not store.unsaved() and kept.held(path) == kept.after
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_a_damaged_file_in_a_read_only_folder_is_never_written_over(kept, folder, monkeypatch):
    path = folder / kept.name
    path.write_bytes(DAMAGED)
    disk = Disk(monkeypatch, folder)
    disk.read_only = True
    store = kept.open(folder)
    assert "nor moved aside" in said(store) and "Permission denied" in said(store)
    kept.change(store)
    settled(store)
    assert path.read_bytes() == DAMAGED and store.unsaved() and "nor moved aside" in said(store)
    disk.read_only = False  # now it can be moved aside, and the change written in its place
    store.retry()
    settled(store)
    aside = set_aside_as_it_was(folder, kept)
    assert aside.read_bytes() == DAMAGED and aside.name in said(store)
    assert not store.unsaved() and kept.held(path) == kept.fresh


def test_a_full_disk_keeps_the_file_and_saves_the_change_once_there_is_room(kept, folder, monkeypatch):
    path = folder / kept.name
    path.write_bytes(kept.good())
    store = kept.open(folder)
    disk = Disk(monkeypatch, folder)
    disk.full = True
    kept.change(store)
    settled(store)
    assert store.unsaved() and "No space left on device" in said(store)
    assert path.read_bytes() == kept.good()
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    disk.full = False
    store.retry()
    settled(store)
    assert not store.unsaved() and kept.held(path) == kept.after and store.failure is None


def test_a_link_to_the_file_is_read_and_written_through(kept, folder, tmp_path):
    elsewhere = tmp_path / "dotfiles"
    elsewhere.mkdir()
    (elsewhere / kept.name).write_bytes(kept.good())
    path = folder / kept.name
    path.symlink_to(elsewhere / kept.name)
    store = kept.open(folder)
    assert not said(store) and not [p for p in folder.iterdir() if ".bad-" in p.name]
    kept.change(store)
    settled(store)
    assert path.is_symlink() and kept.held(elsewhere / kept.name) == kept.after


def test_a_link_to_nothing_is_set_aside_as_it_was(kept, folder):
    path = folder / kept.name
    path.symlink_to(folder / "gone")
    store = kept.open(folder)
    aside = set_aside_as_it_was(folder, kept)
    assert aside.is_symlink() and os.readlink(aside) == str(folder / "gone")
    assert "a link to gone, which is missing" in said(store) and aside.name in said(store)
    kept.change(store)
    settled(store)
    assert not path.is_symlink() and kept.held(path) == kept.fresh
