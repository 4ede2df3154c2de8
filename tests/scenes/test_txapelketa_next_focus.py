"""After the player's match and the round the computer plays, the groups'
Play next match has the focus again: a pad's A (or Enter) plays the next
match, as it did before it (the playtest by pad: the focus had gone to the
Bracket while the round was played and stayed there)."""
import random

import pygame
import pytest

from apps import started_app
from championships import by_level, won_by
from game.match.background import background_match
from game.shell.driver import Driver
from game.txapelketa.results import Side
from test_txapelketa_flow import ANE, round_played

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def quick_play(seed, first, second, rules):
    return background_match(seed, first, second, rules), by_level(seed, first, second, rules)


def test_play_next_match_has_the_focus_once_the_round_is_played(tmp_path):
    app = started_app(tmp_path)
    app.championship.play_match = quick_play
    app.championship.start(11, ANE)
    app.restart("txapelketa_groups")
    assert app.top.widgets.focus is app.top.play_button  # as it opens: the next match
    app.championship.begin_players_match()
    app.championship.record_players_match(won_by(Side.FIRST, app.championship.championship.rules,
                                                 random.Random(3)))
    app.restart("txapelketa_groups", after_match=True)  # the game over's Txapelketa
    driver = Driver(app, mode="pad")
    round_played(app, driver)
    groups = app.top
    assert groups.name == "txapelketa_groups" and groups.play_button.enabled
    assert groups.widgets.focus is groups.play_button


def test_back_from_the_groups_opened_from_the_title_goes_to_the_title(tmp_path):
    """The title's Txapelketa (and the game over's) shows the groups alone:
    their Back (and Esc) goes to the title, not to no screen at all (the
    playtest: the window froze on the groups, nothing left to answer)."""
    app = started_app(tmp_path)
    app.championship.play_match = quick_play
    app.championship.start(11, ANE)
    driver = Driver(app, mode="mouse")
    for leave in ("back", "escape"):
        driver.press(app.top.widgets, app.top.button("txapelketa"))
        driver.tick()
        groups = app.top
        assert groups.name == "txapelketa_groups"
        if leave == "back":
            driver.press(groups.widgets, groups.back_button)
        else:
            driver.key(pygame.K_ESCAPE)
        driver.tick()
        assert app.top is not None and app.top.name == "title" and app.running
