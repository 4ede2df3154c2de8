"""A game won with a Kanta says so on the screen after it (the game over, or
the between-games screen of a longer match), and says when the Kanta was won
on a tie (the hands as good, the lance going to the hand nearer Esku), in
every language, inside the subtitle's box."""
import pytest

from game.match import Match
from game.model import Rules
from game.ui.text import BOXES, fit, texts_drawn
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

TIE = {  # how each language says the tie (the summary's words for it, "tie: Esku first")
    "en": "on a tie (Esku first)",
    "eu": "berdinketan (eskua lehen)",
    "es": "en empate (mano primero)",
    "fr": "à égalité (Esku d'abord)",
}


@pytest.mark.parametrize("lang", list(TIE))
@pytest.mark.parametrize("screen", ["game_over", "between_games"])
def test_a_kanta_won_on_a_tie_says_so_after_the_game(tmp_path, lang, screen):
    app = started_app(tmp_path, lang=lang, sound=False)
    match = Match.begin(Rules(), 5)
    said = []
    for tie in (False, True):
        if screen == "game_over":
            app.open(screen, winner=1, scores=(12, 7), target=40, match=match, kanta=True, tie=tie)
        else:
            app.open(screen, winner=1, scores=(12, 7), games_won=(0, 1), games_to_win=3, match=match,
                     kanta=True, tie=tie)
        scene = app.top
        scene.draw(app.screen, 1.0)
        assert scene.subtitle in texts_drawn(app.res)
        assert fit(app.res, scene.subtitle, BOXES["subtitle"]).fits
        said.append(scene.subtitle)
        app.close()
    plain, tied = said
    assert TIE[lang] not in plain and TIE[lang] in tied
