"""The largest seed (issue #37): `--seed 18446744073709551615`, the documented
maximum, made the next table's seed 2**64, which was kept but could neither
be continued nor printed by `record`. The seed after the last is 0, and the
games at both seeds are kept, continued and printed."""
import pytest

from apps import started_app, table_by_buttons

from game.cli import main as cli
from game.match.keeper import read_game_file
from game.model.randomness import SEED_LIMIT, seed_after
from game.shell.driver import Driver

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")
LARGEST = SEED_LIMIT - 1


def test_the_seed_after_the_largest_is_zero():
    assert LARGEST == 18446744073709551615
    assert seed_after(LARGEST) == 0 and seed_after(LARGEST, 3) == 2 and seed_after(41) == 42


def play_and_keep(app, driver, table, calls: int = 6):
    start = len(table.state.history)
    for _ in range(3000):
        if len(table.state.history) >= start + calls:
            break
        if app.top is table and table.awaiting:
            driver.play_turn(table)
        driver.tick()
    app.keeper.flush()


def printed(capsys, *args) -> str:
    assert cli(["record", *args]) == 0, capsys.readouterr().err
    return capsys.readouterr().out


@pytest.mark.slow
def test_the_games_at_the_largest_seed_and_after_it_continue_and_print(tmp_path, capsys):
    app = started_app(tmp_path, seed=LARGEST)
    driver = Driver(app, seed=3)
    table = table_by_buttons(driver)
    assert table.seed == LARGEST
    play_and_keep(app, driver, table)
    kept = read_game_file(tmp_path / "game.json")
    assert kept.seed == LARGEST and kept.moves == table.state.history
    assert f"seed {LARGEST}" in printed(capsys, "--from", str(tmp_path / "game.json"))

    app.restart("title")  # Quit to title, then a new game: the next seed
    app.tick(0)
    app.keeper.flush()
    (tmp_path / "game.json").unlink()  # the first one set aside: Play starts afresh
    following = table_by_buttons(driver)
    assert following.seed == 0
    play_and_keep(app, driver, following)
    assert read_game_file(tmp_path / "game.json").seed == 0
    assert "seed 0" in printed(capsys, "--from", str(tmp_path / "game.json"))

    app.restart("title")  # and Continue picks it up
    app.tick(0)
    title = app.top
    assert title.widgets.widgets[0].name == "continue"
    title.resume()
    assert app.top.name == "table" and app.top.seed == 0
    assert printed(capsys, "--seed", str(LARGEST)).count("Winner") >= 1
