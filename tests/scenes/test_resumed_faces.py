"""A game left just after a call the faces react to (the window closed, or
killed) and taken up again with Continue shows the faces as they were: the
player's Hordago tensed every face, and the resumed table's faces are tense
too, not neutral (issue 40's playtest: the expressions were not restored on a
resume)."""
import pytest

from apps import continued, player_turns, started_app, table_by_buttons
from game.model import Kind, Phase, legal_actions
from game.shell.driver import Driver

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def expressions(table) -> dict:
    """Each face's expression worn now (None: none)."""
    return {place: life.expression for place, life in table.faces.lives.items()}


def test_continue_just_after_a_hordago_shows_the_faces_as_they_were(tmp_path):
    app = started_app(tmp_path, seed=3)
    driver = Driver(app, mode="mouse", seed=3)
    table = table_by_buttons(driver)
    for _ in player_turns(driver, table):
        state = table.state
        if state.phase == Phase.BETTING and any(a.kind == Kind.HORDAGO for a in legal_actions(state)):
            break
    else:
        raise AssertionError("the player never had a Hordago to call")
    moves = len(table.state.history)
    driver.press(table.widgets, table.buttons[Kind.HORDAGO])
    for _ in range(30):
        driver.tick()
        if len(table.state.history) > moves and any(expressions(table).values()):
            break
    before = expressions(table)
    assert table.state.history[-1].action.kind == Kind.HORDAGO
    assert set(before.values()) == {"surprise"}, before  # every face reacts to it
    driver, resumed = continued(app, tmp_path)  # what a kill leaves: the game as kept, then Continue
    assert resumed.name == "table" and len(resumed.match.state.history) == moves + 1
    assert expressions(resumed) == before
