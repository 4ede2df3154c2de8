"""A game left in the middle of a lance (the window closed, or killed) and
taken up again with Continue shows the calls already made in their bubbles,
as they stood: the player sees who passed or bet before deciding (issue 40's
playtest: after a kill -9 the call was back, the opponents' calls were not)."""
import pytest

from apps import continued, player_turns, started_app, table_by_buttons
from game.model import Phase
from game.shell.driver import Driver

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def bubbles(table) -> dict:
    """Each seat's bubble once popped in: seat -> its text."""
    signs = table.pieces.signs
    return {seat: signs.still_bubble(seat) for seat in signs.bubbles if signs.still_bubble(seat)}


def settled(driver, table, ticks=400):
    """Tick until the table waits for the player, every bubble popped in."""
    for _ in range(ticks):
        if (table.awaiting and not table.director.busy and not table.pieces.signs.moving
                and all(f.done() for f in table.computer_work())):
            return
        driver.tick()
    raise AssertionError("the table never came to the player")


def test_continue_in_the_middle_of_a_lance_shows_the_calls_made(tmp_path):
    app = started_app(tmp_path, seed=3)
    driver = Driver(app, mode="mouse", seed=3)
    table = table_by_buttons(driver)
    for _ in player_turns(driver, table):
        state = table.state
        others = [seat for seat in bubbles(table) if seat != 0]
        if state.phase == Phase.BETTING and others:
            break
    else:
        raise AssertionError("no lance with a call made before the player's")
    settled(driver, table)
    before = bubbles(table)
    moves = len(table.match.state.history)
    driver, resumed = continued(app, tmp_path)  # what a kill leaves: the game as kept, then Continue
    assert resumed.name == "table" and len(resumed.match.state.history) == moves
    settled(driver, resumed)
    assert bubbles(resumed) == before and any(seat != 0 for seat in before)
