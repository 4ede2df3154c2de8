"""The game-over screen names the level the opponents played at (Ikasle,
Normal, Txapeldun, as the match's lineups keep it; both levels when the match
met two), in every language and at every Text size, on one line of its own
between the final score and the buttons, inside the panel."""
import pytest

from game.ai import Personality
from game.ai.levels import Level
from game.match import Lineup, Match
from game.model import Rules
from game.platform.settings import TEXT_SIZES, ComputerPlayer
from game.scenes.game_over import GameOverScene
from game.ui.text import BOXES, fit, texts_drawn
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

SAID = {
    "en": ("Opponents' level: {}", "Opponents' levels: {}"),
    "eu": ("Aurkarien maila: {}", "Aurkarien mailak: {}"),
    "es": ("Nivel de los rivales: {}", "Niveles de los rivales: {}"),
    "fr": ("Niveau des adversaires\u00a0: {}", "Niveaux des adversaires\u00a0: {}"),  # a no-break space before the colon
}


def lineup(first_hand: int, right: Level, left: Level) -> Lineup:
    """Seats 1 and 3 at their levels, the partner a Txapeldun (never counted)."""
    return Lineup(first_hand, (ComputerPlayer("Itziar-Maite", Personality(level=right)),
                               ComputerPlayer("Jon", Personality(level=Level.TXAPELDUN)),
                               ComputerPlayer("Maite-Itziar", Personality(level=left))))


MATCHES = {
    "ikasle": ((lineup(1, Level.IKASLE, Level.IKASLE),), "Ikasle"),
    "normal": ((lineup(1, Level.NORMAL, Level.NORMAL),), "Normal"),
    "two": ((lineup(1, Level.TXAPELDUN, Level.TXAPELDUN), lineup(9, Level.IKASLE, Level.IKASLE)),
            "Ikasle / Txapeldun"),
}


@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", list(SAID))
@pytest.mark.parametrize("which", list(MATCHES))
def test_the_game_over_names_the_opponents_level(tmp_path, which, lang, size):
    app = started_app(tmp_path, lang=lang, sound=False)
    app.change_settings(text_size=size)
    lineups, levels = MATCHES[which]
    match = Match.begin(Rules(), 5, lineups)
    app.open("game_over", winner=1, scores=(22, 40), target=40, match=match)
    scene = app.top
    assert isinstance(scene, GameOverScene)
    scene.draw(app.screen, 1.0)
    said = SAID[lang][" / " in levels].format(levels)
    assert scene.level_line == said and said in texts_drawn(app.res)
    assert fit(app.res, said, BOXES["over-level"]).fits
    line, score = scene.drawn["level"], scene.drawn["score"]
    buttons = [w.rect for w in scene.widgets.widgets]
    assert score.bottom <= line.top and line.bottom <= min(b.top for b in buttons), (score, line, buttons)
    assert 0 < line.left and line.right < 1920 and line.width <= BOXES["over-level"].width


def test_a_game_over_without_its_match_says_no_level(tmp_path):
    app = started_app(tmp_path, sound=False)
    app.open("game_over", winner=0, scores=(40, 22), target=40)
    app.top.draw(app.screen, 1.0)
    assert app.top.level_line == "" and "level" not in app.top.drawn

