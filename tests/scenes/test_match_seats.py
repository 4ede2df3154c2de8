"""A match of two games with the player at a seat other than the first,
played through the driver from its first deal, through the between-games
screen into the next game and to the game over: each game's winner and
score are said from the player's side (its team is "Us", whichever seat it
has), the next game keeps the player at its seat (at the bottom, its cards
there, the computer players in the other seats), and the kept match and the
statistics count it from there."""
import json

import pytest

from apps import started_app
from game.match import Lineup, Match, Seating
from game.match.keeper import read_game_file
from game.model import Phase
from game.review.story import game_states as review_states
from game.scenes.between_games import BetweenGamesScene
from game.scenes.game_over import GameOverScene
from game.scenes.table import TableScene
from game.shell.driver import Driver
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def table_of(app) -> TableScene:
    return next(s for s in reversed(app.scenes) if isinstance(s, TableScene))


def side(team: int, seat: int) -> int:
    """Where `team` is said from the player at `seat`: 0 its own ("Us")."""
    return (team - seat) % 2


def by_side(pair, seat: int) -> tuple:
    return (pair[seat % 2], pair[1 - seat % 2])


@pytest.mark.slow
@pytest.mark.parametrize("seat", [1, 3])
def test_a_match_of_two_games_at_another_seat_to_the_game_over(tmp_path, seat):
    (tmp_path / "settings.json").write_text(json.dumps(
        {"format": 1, "language": "en", "games_to_win": 2, "target": 30}))
    app = started_app(tmp_path, seed=21, speed=60)
    settings = app.settings
    seating = Seating.player_at(seat)
    by_seat = {(seat + place) % 4: player for place, player in zip((1, 2, 3), settings.players)}
    lineup = Lineup(1, tuple(by_seat[s] for s in seating.computer_seats), seating.computer_seats)
    app.restart("table", match=Match.begin(settings.rules(), 21, (lineup,), seating))
    assert table_of(app).match.player == seat and table_of(app).state.rules.games_to_win == 2
    driver = Driver(app, seed=21, mode="mouse")
    between = []
    later = []

    def watch():
        top = app.top
        if isinstance(top, BetweenGamesScene):
            table = table_of(app)
            state = table.state
            if between and between[-1][0] == sum(state.games_won):
                return
            assert table.stage.name == "between-games"
            won = side(state.game_winner, seat)
            assert top.winner == won
            assert top.scores == by_side(state.scores, seat) and top.games_won == by_side(state.games_won, seat)
            n = sum(state.games_won)
            assert top.title == (f"You win game {n}!" if won == 0 else f"They win game {n}")
            between.append((n, won))
            if n == 1:
                looked_back(top, table)
        elif isinstance(top, TableScene) and between and top.state.hand_number > 1 \
                and top.state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) \
                and sum(top.state.games_won) == between[-1][0] and len(later) < len(between):
            # the next game: the player still at its seat, at the bottom, the others the computer's
            match, state = top.match, top.state
            assert match.player == seat and match.seating == seating
            assert top.names[seat] == "You" and top.seat_name(seat) == "You"
            assert match.lineup_at(state.hand_number).seats == seating.computer_seats
            assert [v.card for v in top.views[0]] == list(state.hands[seat])
            assert top.pieces.scores.shown == list(by_side(state.scores, seat))
            later.append(state.hand_number)

    def pressed(widgets, widget) -> None:
        """`widget` pressed, and the screens moved on (a few frames at most)."""
        top = app.top
        driver.press(widgets, widget)
        for _ in range(30):
            if app.top is not top:
                return
            app.tick(0.05)
        raise AssertionError(f"pressing {widget.name} opened nothing")

    def looked_back(screen, table) -> None:
        """From the between-games screen, the pause's last hands and the
        review of the hand that won the game, from the player's seat."""
        match, state = table.match, table.state
        screen.back()  # Esc: the pause menu over the between-games screen
        assert app.top.name == "pause"
        pressed(app.top.widgets, app.top.button("hands"))
        hands = app.top
        assert hands.name == "last_hands"
        newest = hands.entries[0]
        assert newest.hand_number == state.hand_number and newest.scores == by_side(state.scores, seat)
        label = hands.rows[0].label
        us, them = by_side(state.scores, seat)
        assert f"score {us} - {them}" in label
        assert label.endswith("We win game 1" if side(state.game_winner, seat) == 0 else "They win game 1") \
            or "Kanta" in label
        pressed(hands.widgets, hands.rows[0])
        review = app.top
        assert review.name == "review" and review.seat_name(0) == "You"
        dealt = next(s for s in review_states(match) if s.hand_number == state.hand_number)
        assert review.review.steps[0].hands[0] == dealt.hands[seat]          # the player's hand at the bottom
        assert review.review.steps[-1].scores == by_side(state.scores, seat)  # Us first
        for _ in range(3):  # the review, the last hands, the pause: back to the between-games screen
            app.close()
        assert app.top is screen

    driver.checks.append(watch)
    assert driver.play_until_game_over(), "the match did not reach its end"
    over = app.top
    assert isinstance(over, GameOverScene)
    table = table_of(app)
    state = table.state
    assert state.phase == Phase.MATCH_OVER and max(state.games_won) == 2
    assert between and later, "no between-games screen, or no next game after it"
    assert len(later) == len(between) == sum(state.games_won) - 1
    won = side(state.winner, seat)
    assert over.winner == won and over.games_won == by_side(state.games_won, seat)
    assert over.scores == by_side(state.scores, seat)
    us, them = by_side(state.games_won, seat)
    assert over.title == ("You win the match!" if won == 0 else "They win the match")
    assert f"Us {us} - Them {them}" in over.subtitle
    app.tick(0.1)
    assert f"Games won: {us} of 2" in texts_drawn(app.res)
    # The kept match keeps the player's seat; the statistics count it from the player's side.
    kept = read_game_file(app.keeper.last_path)
    assert kept.seating == seating and kept.state.games_won == state.games_won
    stats = app.stats.stats
    assert (stats.games.won, stats.games.lost) == (us, them)
    assert (stats.matches.won, stats.matches.lost) == ((1, 0) if won == 0 else (0, 1))
