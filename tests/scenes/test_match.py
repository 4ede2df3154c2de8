"""Matches of several games end to end: through the between-games screen to
the final game-over screen, by the driver's mouse and in autoplay with
--exit-after-game; the games won on screen are the model's."""
import pytest

from apps import new_app

from game.ui.text import texts_drawn

from game.shell.driver import Driver
from game.platform.settings import SettingsStore
from game.scenes.between_games import BetweenGamesScene
from game.scenes.game_over import GameOverScene
from game.scenes.table import TableScene

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def table_of(app):
    return next(s for s in reversed(app.scenes) if isinstance(s, TableScene))


@pytest.mark.slow
def test_a_match_of_two_games_to_the_final_screen(tmp_path):
    path = tmp_path / "settings.json"
    SettingsStore(path).update(games_to_win=2, target=30)
    app = new_app(None, seed=21, speed=60, settings_path=path)
    app.start()
    driver = Driver(app, seed=21, mode="mouse")
    seen = []

    def watch():
        top = app.top
        if isinstance(top, BetweenGamesScene):
            table = table_of(app)
            assert table.stage.name == "between-games"
            assert top.games_won == table.state.games_won
            assert sum(table.state.games_won) == top.game_number
            assert max(table.state.games_won) == 1
            seen.append(table.state.games_won)
        elif isinstance(top, TableScene) and top.state.rules.games_to_win == 2:
            assert top.state.rules.target == 30

    driver.checks.append(watch)
    assert driver.play_until_game_over(), "the match did not reach its end"
    over = app.top
    assert isinstance(over, GameOverScene)
    st = table_of(app).state
    assert st.phase == "match-over"
    assert max(st.games_won) == 2 and sum(st.games_won) in (2, 3)
    assert over.games_won == st.games_won and over.games_to_win == 2
    assert over.winner == st.winner == (0 if st.games_won[0] == 2 else 1)
    assert f"Us {st.games_won[0]} - Them {st.games_won[1]}" in over.subtitle
    assert seen, "no between-games screen was shown"
    app.tick(0.1)
    assert f"Games won: {st.games_won[0]} of 2" in texts_drawn(app.res)


@pytest.mark.slow
def test_autoplay_match_exits_after_the_match(tmp_path):
    path = tmp_path / "settings.json"
    SettingsStore(path).update(games_to_win=2, target=30)
    app = new_app(None, seed=8, speed=80, autoplay=True, exit_after_game=True,
                      settings_path=path)
    pushed = []  # every screen pushed: the between-games one may come and go inside one tick
    push = app.push
    app.push = lambda scene: (pushed.append(type(scene)), push(scene))
    app.start()
    driver = Driver(app)
    for _ in range(60000):
        if not app.running:
            break
        driver.tick()
    assert not app.running and app.exit_code == 0
    st = table_of(app).state
    assert st.phase == "match-over" and max(st.games_won) == 2
    assert BetweenGamesScene in pushed
