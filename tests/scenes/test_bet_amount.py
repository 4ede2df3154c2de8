"""The bet amount starts afresh at each lance: raised with + in Haundia and
not bet, it is back at the smallest bet when the player next answers a bet
in Tipia (it used to carry over when the player's first decision of a lance
was an answer, not an opening)."""
from concurrent.futures import Future

import pygame
import pytest

from game.match import Lineup, Match
from game.match.decisions import Decided
from game.model import Kind, Lance, Phase
from game.model import actions as A
from game.scenes.table import TableScene
from game.shell.driver import Driver
from tests.apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def done(value) -> Future:
    future: Future = Future()
    future.set_result(value)
    return future


def scripted(state):
    """The computer players' calls: Mintza, Paso in Haundia, and in Tipia
    the opponent who speaks first opens with Imido 2."""
    if state.to_act == 0 or (state.to_act == 2 and state.phase == Phase.BETTING):
        return None  # the player decides: no advice
    if state.phase == Phase.MUS:
        return Decided(A.plain(Kind.MINTZA))
    if state.phase == Phase.BETTING and state.lance == Lance.TIPIA and state.bet_team is None:
        return Decided(A.imido(2))
    return Decided(A.plain(Kind.PASO))


def first_match(app):
    """A match whose Esku is an opponent (seat 1 or 3): in Tipia the
    player's first decision answers the opponents' Imido."""
    for seed in range(100):
        match = Match.begin(app.settings.rules(), seed, (Lineup(1, app.settings.players),))
        if match.state.esku in (1, 3):
            return match
    raise AssertionError("no seed with an opponent as Esku")


def test_the_amount_is_fresh_at_each_lance():
    app = started_app(None, seed=5, speed=8, sound=False)
    table = TableScene(app, first_match(app))
    app.reset(table)
    table.players.think = lambda match: done(scripted(match.state))
    driver = Driver(app, mode="keyboard")
    answered = 0
    for _ in range(3000):
        driver.tick()
        if not table.awaiting or table.director.busy or table.requested is not None:
            continue
        st = table.state
        if st.lance == Lance.HAUNDIA:
            for _ in range(3):
                driver.key(pygame.K_PLUS)
                driver.tick()
            assert table.amount == A.MIN_BET + 3
            driver.key(pygame.K_p)  # Paso: the raised amount is never bet
        elif st.lance == Lance.TIPIA and st.bet_team == 1:
            assert table.amount == A.MIN_BET, "the amount raised in Haundia carried over to Tipia"
            answered += 1
            break
        else:
            raise AssertionError(f"unexpected turn: {st.phase} {st.lance}")
    assert answered == 1
