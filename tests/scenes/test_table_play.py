"""Whole games played through real pygame events, by mouse and by keyboard,
to the game-over screen; with the partner's advice and the Ba/Ez buttons
checked at every frame."""

import pytest

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

from game import model  # noqa: E402
from game.shell.driver import Driver  # noqa: E402
from game.scenes.game_over import GameOverScene  # noqa: E402
from game.scenes.players_screen import PlayersScene  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.ui.text import texts_drawn  # noqa: E402
from apps import started_app, table_by_buttons


def make_app(seed=5, **kw):
    return started_app(None, seed, kw.pop("speed", 40), clear=False, **kw)


def table_of(app):
    for scene in reversed(app.scenes):
        if isinstance(scene, TableScene):
            return scene
    return None


class Watch:
    """Invariants checked after every frame."""

    def __init__(self, app):
        self.app = app
        self.partner_turns = 0
        self.advised = 0
        self.calls_seen = 0

    def __call__(self):
        table = table_of(self.app)
        if table is None or self.app.top is not table:
            return
        st = table.state
        flashing = table.flashing_buttons()
        partner_voice = table.awaiting and st.phase == "betting" and st.to_act == 2
        if flashing:
            assert partner_voice, f"advice flashing when the partner is not the voice: {st.phase} to_act={st.to_act}"
            assert len(flashing) == 1
            assert flashing[0].enabled
            assert flashing[0].name == table.advice.kind
            assert flashing[0].tag.startswith("Ane")
            self.advised += 1
        if partner_voice and table.advice is not None:
            assert flashing, "the partner is the voice but its advice does not flash"
        if partner_voice:
            self.partner_turns += 1
        if table.awaiting and st.phase == "betting" and st.to_act == 0:
            assert table.advice is None and not flashing
        if table.awaiting and st.phase == "calls":
            self.calls_seen += 1
            assert st.to_act == 0
            ba, ez = table.buttons["ba"], table.buttons["ez"]
            hand = st.hands[0]
            prof = model.profile(hand, st.rules)
            truth = prof.pair_value > 0 if st.lance == "pariak" else model.count(hand, st.rules) >= 31
            assert ba.visible and ez.visible
            assert ba.enabled == truth and ez.enabled == (not truth)
        enabled = {b.name for b in table.enabled_buttons()}
        if not table.awaiting:
            assert not enabled, f"buttons enabled while the player is not to decide: {enabled}"
        else:
            legal = {a.kind for a in model.legal_actions(st)}
            for name in enabled - {"less", "more", "discard"} - {f"card{i}" for i in range(4)}:
                assert name in legal, f"{name} enabled but not legal ({legal})"


@pytest.mark.slow
@pytest.mark.parametrize("mode,seed", [("mouse", 5), ("keyboard", 11)])
def test_whole_game_to_game_over(mode, seed):
    app = make_app(seed=seed)
    driver = Driver(app, seed=seed, mode=mode)
    watch = Watch(app)
    driver.checks.append(watch)
    assert driver.play_until_game_over(), "the game did not reach game over"
    over = app.top
    assert isinstance(over, GameOverScene)
    table = table_of(app)
    st = table.state
    assert st.phase == "match-over"
    assert st.game_winner is not None  # the target reached, or a Kanta won
    assert over.levels == (table.match.lineups[0].players[0].personality.level,)  # the opponents' level is named
    app.tick(0.1)
    assert over.level_line in texts_drawn(app.res) and over.level_line.endswith(str(over.levels[0]).capitalize())
    assert tuple(table.shown_scores) == st.scores
    assert driver.decisions > 10
    assert watch.calls_seen > 0
    app.tick(0.1)
    # Play again from the game-over screen: the players screen, then a fresh table.
    driver.press(over.widgets, over.button("again"))
    driver.tick(3)
    assert isinstance(app.top, PlayersScene)
    driver.press(app.top.widgets, app.top.start_button)
    driver.tick(3)
    assert isinstance(app.top, TableScene) and app.top.state.hand_number == 1


@pytest.mark.slow
def test_partner_advice_flashes_exactly_when_partner_is_voice():
    seen = 0
    for seed in (2, 3, 4):
        app = make_app(seed=seed)
        driver = Driver(app, seed=seed)
        watch = Watch(app)
        driver.checks.append(watch)
        assert driver.play_until_game_over()
        seen += watch.advised
    assert seen > 0, "no game put the partner in the voice"


def test_confirm_right_after_a_pause_is_not_taken_as_a_call():
    import pygame

    app = make_app(seed=11, speed=1)
    driver = Driver(app, mode="keyboard")
    table = table_by_buttons(driver)
    for _ in range(3000):  # until the player's first turn begins
        if table.awaiting:
            break
        driver.tick()
    assert table.awaiting
    before = table.state
    driver.key(pygame.K_RETURN)  # a second press meant to skip the pause
    driver.tick()
    assert table.state is before and table.awaiting
    driver.tick(20)  # two thirds of a second later, Enter is a call again
    driver.key(pygame.K_RETURN)
    driver.tick()
    assert table.state is not before
    assert table.state.history[-1].seat == before.to_act
