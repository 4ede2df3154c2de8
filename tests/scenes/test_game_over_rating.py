"""The game over says how far the game moved the player's rating (for a
match of several games, its games together), as the statistics counted
them: the rating now and the move, on a line of its own under the
opponents' level and above the buttons, inside the panel, fitting at every
Text size in every language; no line when the statistics did not count the
match (a demo, a lesson, a game over without its match)."""
import random

import pytest

from game import model
from game.match import Match
from game.model import Phase, Rules
from game.platform.settings import TEXT_SIZES
from game.scenes.game_over import GameOverScene
from game.ui.text import BOXES, fit
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)
SAID = {
    "en": ("Your rating: {} ({} this game)", "Your rating: {} ({} over this match)"),
    "eu": ("Zure balorazioa: {} ({} partida honetan)", "Zure balorazioa: {} ({} norgehiagoka honetan)"),
    "es": ("Tu valoración: {} ({} en esta partida)", "Tu valoración: {} ({} en este encuentro)"),
    "fr": ("Votre classement\u00a0: {} ({} sur cette partie)", "Votre classement\u00a0: {} ({} sur ce match)"),
}


def played(app, games_to_win: int, seed: int, count: bool = True, practice: bool = False) -> Match:
    """A match played to its end by a seeded stream of legal calls, each
    hand counted into the app's statistics as the table counts it."""
    rng = random.Random(seed)
    match = Match.begin(Rules(games_to_win=games_to_win), seed, practice=practice)
    while not match.finished:
        before = match.state
        legal = model.legal_actions(before)
        match = match.then(rng.choices(legal, [0.1 if a.kind == "hordago" else 1 for a in legal])[0])
        if count and match.state.phase in OVER and before.phase not in OVER:
            app.stats.count_hand(match.state, seed, match.lineup_at(match.state.hand_number))
    return match


def open_game_over(app, match) -> GameOverScene:
    st = match.state
    app.open("game_over", winner=st.game_winner, scores=st.scores, target=st.rules.target,
             games_won=st.games_won, games_to_win=st.rules.games_to_win, match=match)
    scene = app.top
    scene.draw(app.screen, 1.0)
    return scene


@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", list(SAID))
@pytest.mark.parametrize("games_to_win", [1, 2])
def test_the_game_over_says_how_far_the_rating_moved(tmp_path, lang, size, games_to_win):
    app = started_app(tmp_path, lang=lang, sound=False)
    app.change_settings(text_size=size)
    played(app, 1, 90)  # an earlier match: its game is not this one's
    before = app.stats.stats.rating.shown
    match = played(app, games_to_win, 91)
    rating = app.stats.stats.rating
    games = sum(match.state.games_won)
    assert rating.games == 1 + games
    change = rating.shown - before
    said = SAID[lang][games_to_win > 1].format(rating.shown, f"{change:+d}" if change else "0")
    scene = open_game_over(app, match)
    assert scene.moved == (games, change) and scene.rating_line == said
    assert fit(app.res, said, BOXES["over-level"]).fits
    level, line = scene.drawn["level"], scene.drawn["rating"]
    buttons = [w.rect for w in scene.widgets.widgets]
    assert level.bottom <= line.top and line.bottom <= min(b.top for b in buttons), (level, line, buttons)
    assert 0 < line.left and line.right < 1920


def test_no_line_when_the_match_was_not_counted(tmp_path):
    app = started_app(tmp_path, sound=False)
    played(app, 1, 92)
    uncounted = played(app, 1, 93, count=False)  # the last game rated is another match's
    assert open_game_over(app, uncounted).rating_line == ""
    app.close()
    lesson = played(app, 1, 94, count=False, practice=True)
    assert open_game_over(app, lesson).rating_line == "" and "rating" not in app.top.drawn
    app.close()
    demo = started_app(tmp_path / "demo", autoplay=True, sound=False)
    assert not demo.stats.enabled
    assert open_game_over(demo, played(demo, 1, 95)).moved is None



@pytest.mark.parametrize("lang", list(SAID))
def test_between_two_games_the_game_just_played_is_said(tmp_path, lang):
    """After each of a match's games but its last: the line says the rating
    now and that game's move alone, under the games won, above the buttons."""
    from game.match.rating import shown
    from game.scenes.between_games import BetweenGamesScene
    app = started_app(tmp_path, lang=lang, sound=False)
    rng = random.Random(96)
    match = Match.begin(Rules(games_to_win=3), 96)
    seen = 0
    while not match.finished:
        before = match.state
        legal = model.legal_actions(before)
        match = match.then(rng.choices(legal, [0.1 if a.kind == "hordago" else 1 for a in legal])[0])
        st = match.state
        if st.phase in OVER and before.phase not in OVER:
            app.stats.count_hand(st, 96, match.lineup_at(st.hand_number))
            if st.phase == Phase.HAND_OVER and sum(st.games_won) > sum(before.games_won):  # a game won, not the last
                rating = app.stats.stats.rating
                change = rating.shown - shown(rating.before(-1)[0])
                app.open("between_games", winner=st.game_winner, scores=st.scores, games_won=st.games_won,
                         games_to_win=3, match=match)
                scene = app.top
                assert isinstance(scene, BetweenGamesScene)
                scene.draw(app.screen, 1.0)
                said = SAID[lang][0].format(rating.shown, f"{change:+d}" if change else "0")
                assert scene.moved == (1, change) and scene.rating_line == said
                line = scene.drawn["rating"]
                assert line.bottom <= min(w.rect.top for w in scene.widgets.widgets) and line.top >= 530
                app.close()
                seen += 1
    assert seen >= 2
