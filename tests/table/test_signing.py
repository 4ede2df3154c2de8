"""The señas put together at the table (game/table/signing.py): each computer
seat's Mind read from its player's level and watchfulness (and again for a
new line-up), and the line under the fan saying who saw the player's own
seña (in the caught colour when an opponent saw it): the seña shows on the
player's side as soon as it is made, and who saw it stays until the next
call."""
import pygame
import pytest

from apps import player_turns, started_app, table_from_title
from game.ai import Personality
from game.ai import tuning as T
from game.ai.keinuak import Mind
from game.ai.levels import Level
from game.platform.settings import ComputerPlayer
from game.shell.driver import Driver
from game.table.flow import BetweenGames
from game.match import Lineup
from game.table.keinuak import minds_of
from game.words import keinua_name

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def test_each_seat_looks_as_its_player_level_and_watchfulness_say():
    players = (ComputerPlayer("Ane", Personality(level=Level.IKASLE), watchfulness=9),
               ComputerPlayer("Jon", watchfulness=8),
               ComputerPlayer("Miren", Personality(level=Level.TXAPELDUN), watchfulness=2))
    assert minds_of(Lineup(1, players), (1, 2, 3)) == {1: Mind(watchfulness=T.IKASLE_WATCHFULNESS),
                                                       2: Mind(watchfulness=8), 3: Mind(watchfulness=2)}
    assert T.IKASLE_WATCHFULNESS < 9          # the learner's own rarity, not the slider


def test_a_new_lineup_changes_how_the_seats_look(tmp_path):
    app = started_app(tmp_path, seed=3, speed=40)
    table = table_from_title(Driver(app, seed=3, mode="keyboard"))
    assert table.keinuak.minds == minds_of(Lineup(1, app.settings.players), (1, 2, 3))
    others = tuple(ComputerPlayer(p.name, p.personality, watchfulness=1 + i) for i, p in enumerate(app.settings.players))
    table.course.move(BetweenGames())   # Next game, with other computer players
    table.course.next_game(others)
    assert table.keinuak.minds == {1: Mind(watchfulness=1), 2: Mind(watchfulness=2), 3: Mind(watchfulness=3)}


def test_the_players_own_sena_shows_at_once_and_says_who_saw_it_until_the_next_call(tmp_path):
    app = started_app(tmp_path, seed=1, speed=1)         # the slowest pace: a seña takes its whole second
    driver = Driver(app, seed=1, mode="mouse")
    table = table_from_title(driver)
    for _ in player_turns(driver, table):
        if table.keinuak.open and table.keinuak.held(table.match):
            break
    else:
        raise AssertionError("no turn of the player's with señas to make")
    kn, fan = table.keinuak, table.fan
    for seat in (1, 2):                                  # the partner and the right opponent look at the player
        kn.gaze[seat], kn.gaze_until[seat] = 0, kn.now + 100
    keinua = sorted(kn.held(table.match))[0]
    assert fan.caption() is None
    driver.click(fan.buttons[keinua].rect.center)
    driver.tick()                                        # the very next frame: the seña shows on the player's side
    assert fan.making is keinua and 0 in kn.making
    assert fan.caption() == (f"You are signing {keinua_name(keinua)}…", False)
    assert ("own-sign", keinua) in _drawn(table)
    for _tick in range(200):
        driver.tick()
        if table.match.keinuak and table.match.keinuak[-1].seat == 0:
            break
    made = table.match.keinuak[-1]
    assert made.seat == 0 and made.keinua is keinua and {1, 2} <= set(made.seen_by)
    assert fan.making is None and ("own-sign", keinua) not in _drawn(table)
    text, caught = fan.caption()
    assert text.startswith(f"You signed {keinua_name(keinua)}: ") and "saw it" in text
    assert caught                                        # an opponent caught it: the line says so in its colour
    moves = len(table.match.log)
    for _tick in range(30 * 8):                          # however long the player thinks (8 s here) ...
        driver.tick()
        if len(table.match.log) > moves:
            break
    assert len(table.match.log) == moves and fan.caption() == (text, caught)
    call = next(b for b in table.enabled_buttons() if b.name not in ("less", "more"))
    driver.press(table.widgets, call)                    # ... until the next call
    for _tick in range(10):
        driver.tick()
    assert len(table.match.log) > moves
    assert fan.note is None and kn.last_player_sign is None


def _drawn(table) -> set:
    """What the fan draws of the player's own seña: ("own-sign", keinua) when
    the larger face shows above the player's cards."""
    from game.table import layout
    from game.table.canvas import Noting
    notes = []
    table.fan.draw(Noting(pygame.Surface((1920, 1080)), notes), table.app.res, table.faces.art, "gazte")
    at = [place for place, *_ in notes if place.collidepoint(layout.OWN_SIGN_AT)]
    return {("own-sign", table.fan.making)} if at and table.fan.making is not None else set()
