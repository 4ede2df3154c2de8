"""The helpers written once: where a screen's columns and cells stand
(game/ui/grid.py, which the players screen and the partner's choice use
instead of a column_rect of their own), and the first check of a list read
from a file (game/platform/validate.py's bounded_list, which both kept forms
use: a game's moves, decisions and señas, a championship's results)."""
import inspect
import re
from pathlib import Path

import pytest

from game.match import kept as match_kept
from game.platform import validate
from game.txapelketa import kept as championship_kept
from game.ui.grid import cell_rect, column_rect

GAME = Path(__file__).resolve().parents[2] / "game"


def defined(name: str) -> list[str]:
    """The modules of game/ that define a function `name` (at any depth)."""
    pattern = re.compile(rf"^\s*def {name}\(", re.MULTILINE)
    return [str(path.relative_to(GAME)) for path in sorted(GAME.rglob("*.py"))
            if pattern.search(path.read_text(encoding="utf-8"))]


def test_columns_and_cells_are_placed_in_one_place():
    assert defined("column_rect") == ["ui/grid.py"]
    assert defined("cell_rect") == ["ui/grid.py"]


def test_the_players_columns_stand_where_they_stood():
    """Three columns 560 wide, 40 apart, centred on 1920: 80, 680, 1280."""
    from game.scenes.players_screen import seat_column
    assert [seat_column(i).left for i in range(3)] == [80, 680, 1280]
    assert seat_column(2) == column_rect(2, 3, 560, 40, 176, 724)
    assert seat_column(0).size == (560, 724) and seat_column(0).top == 176


def test_a_grid_centres_its_rows():
    cells = [cell_rect(i, 5, (340, 384), (26, 16), 184) for i in range(10)]
    assert cells[0].left == (1920 - 5 * 340 - 4 * 26) // 2 and cells[4].right == 1920 - cells[0].left
    assert cells[5].topleft == (cells[0].left, 184 + 384 + 16)
    assert len({c.topleft for c in cells}) == 10


def test_a_bounded_list_is_a_list_no_longer_than_its_limit():
    assert validate.bounded_list([1, 2], 2) == [1, 2]
    with pytest.raises(ValueError, match=r"too many \(3\)"):
        validate.bounded_list([1, 2, 3], 2)
    with pytest.raises(ValueError, match="must be a list"):
        validate.bounded_list({"a": 1}, 2)


def test_the_kept_forms_check_their_lists_with_the_one_helper():
    """Neither kept form checks a list's type and length by hand: each of
    its reading functions asks bounded_list, and says the same as before."""
    readers = (match_kept._read_moves, match_kept._read_decided, match_kept._read_keinuak,
               championship_kept._read_results)
    for reader in readers:
        source = inspect.getsource(reader)
        assert "len(raw) >" not in source and "validate.bounded_list(raw, " in source, reader.__name__
    with pytest.raises(ValueError, match="too many"):
        match_kept._read_moves(["0 mus"] * (match_kept.MOVE_LIMIT + 1))
    with pytest.raises(ValueError, match="too many"):
        championship_kept._read_results([{}] * (championship_kept.RESULTS_LIMIT + 1))
    with pytest.raises(ValueError, match="must be a list"):
        match_kept._read_keinuak("nope")
