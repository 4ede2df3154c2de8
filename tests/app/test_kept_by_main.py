"""Nothing kept is ever lost (issue #38): the kept games written by main
before the one store and the keeper's journal (tests/app/kept_by_main/,
made by its make.py with main at 93f4322: game.json whole, no journal) still
load, every move, decision, seña and lineup as written, and a game resumed
from one goes on being kept."""
import json
import shutil
from pathlib import Path

import pytest

from game import model
from game.match.keeper import GameKeeper, read_game_file
from game.match.kept import to_json
from game.platform import files

KEPT = Path(__file__).parent / "kept_by_main"


def written(name: str) -> dict:
    return json.loads((KEPT / name).read_text(encoding="utf-8"))


def holds(older, newer) -> bool:
    """Whether `newer` (a kept form of today) holds all that `older` (one
    written by main) held, the same: a later format may add fields (and
    number itself anew), never drop or change one."""
    if isinstance(older, dict):
        return isinstance(newer, dict) and all(
            key == "format" or (key in newer and holds(value, newer[key])) for key, value in older.items())
    if isinstance(older, list):
        return isinstance(newer, list) and len(older) == len(newer) and all(map(holds, older, newer))
    return older == newer and type(older) is type(newer)


@pytest.fixture
def folder(tmp_path):
    for name in ("game.json", "last-game.json"):
        shutil.copy(KEPT / name, tmp_path / name)
    return tmp_path


@pytest.mark.parametrize("name", ["game.json", "last-game.json"])
def test_an_older_kept_game_reads_as_it_was_written(name):
    assert not holds({"moves": ["0 mus"]}, {"moves": ["0 paso"]}) and not holds({"keinuak": [1]}, {})
    match = read_game_file(KEPT / name)
    assert holds(written(name), to_json(match))  # every move, decision, seña and lineup
    assert len(match.lineups) == 2 and match.keinuak and not match.missing_decisions


def test_an_older_game_resumes_and_goes_on_being_kept(folder):
    keeper = GameKeeper(folder / "game.json")
    assert keeper.notice is None
    match = keeper.load_match()
    assert keeper.notice is None and not [p for p in folder.iterdir() if ".bad-" in p.name]
    assert match is not None and match.moves == read_game_file(KEPT / "game.json").resumable().moves
    for _ in range(3):
        match = match.then(model.legal_actions(match.state)[0])
        keeper.keep(match)
    keeper.flush()
    assert files.journal_of(folder / "game.json").exists()  # written whole once, then journalled
    again = read_game_file(folder / "game.json")
    assert again.log == match.log and again.keinuak == match.keinuak and again.lineups == match.lineups
    assert holds(written("last-game.json"), to_json(GameKeeper(folder / "game.json").last_game()))


def test_an_older_last_game_is_read_and_kept_as_it_was(folder):
    keeper = GameKeeper(folder / "game.json")
    assert holds(written("last-game.json"), to_json(keeper.last_game()))
    assert (folder / "last-game.json").read_bytes() == (KEPT / "last-game.json").read_bytes()
