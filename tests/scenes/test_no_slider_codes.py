"""A computer player's style is said in words on every screen, never as its
four slider digits ("9999k partiden %53 ... 5555en aurka" on the players
screen, "5555 Ikasle" under a pair of opponents in the statistics)."""
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from apps import started_app
from game.ai import Personality
from game.ai.levels import Level
from game.match.statistics import PairRecord, Statistics, Tally
from game.platform import i18n
from game.platform.settings import ComputerPlayer
from game.shell.driver import Driver
from game.ui.text import texts_drawn
from game.words import style_words

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

SLIDER_CODE = re.compile(r"(?<![0-9])[1-9]{4}(?![0-9])")  # four digits 1-9: Haundia, Tipia, Pariak, Jokoa
LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"


def player(name: str, code: str, level=Level.NORMAL) -> ComputerPlayer:
    return ComputerPlayer(name, Personality(*map(int, code), level=level))


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_no_screen_shows_a_slider_code(tmp_path, lang):
    app = started_app(tmp_path, lang=lang)
    app.stats.stats = Statistics(games=Tally(3, 2), recent=(True, False, True, True, False), opponents=(
        PairRecord(player("Mikel", "9999", Level.IKASLE), player("Itziar", "5555"), Tally(2, 1)),
        PairRecord(player("Mikel", "3755"), player("Itziar", "1212", Level.TXAPELDUN), Tally(1, 0)),
        PairRecord(player("Mikel", "4646"), player("Itziar", "5555"), Tally(0, 1))))
    driver = Driver(app, mode="mouse")
    driver.press(app.top.widgets, app.top.button("stats"))
    driver.tick(2)
    assert app.top.name == "stats"
    driver.press(app.top.widgets, app.top.back_button)
    driver.tick(2)
    driver.press(app.top.widgets, app.top.button("play"))
    driver.tick(2)
    assert app.top.name == "players"
    drawn = texts_drawn(app.res)
    assert not [text for text in drawn if SLIDER_CODE.search(text)]
    pairs = f"{style_words(Personality(9, 9, 9, 9, Level.IKASLE))} · {style_words(Personality())}"
    assert pairs in drawn  # what stood as "9999 Ikasle · 5555"


def test_a_style_is_named_by_its_sliders_and_its_level():
    i18n.set_language("en")
    assert style_words(Personality()) == "middle"
    assert style_words(Personality(4, 6, 6, 4)) == "middle"
    assert style_words(Personality(9, 9, 9, 9)) == "bold"
    assert style_words(Personality(7, 5, 5, 5)) == "bold"
    assert style_words(Personality(1, 3, 5, 5)) == "cautious"
    assert style_words(Personality(3, 7, 5, 5)) == "mixed"
    assert style_words(Personality(9, 9, 9, 9, Level.IKASLE)) == "bold, Ikasle"
    assert style_words(Personality(5, 5, 5, 5, Level.TXAPELDUN)) == "middle, Txapeldun"


@pytest.mark.parametrize("lang", ["eu", "es", "fr"])
def test_no_message_holds_a_slider_code(lang):
    with open(LOCALE / lang / "LC_MESSAGES" / "solo-mus.po", "rb") as f:
        catalog = read_po(f)
    for message in catalog:
        texts = [message.id, message.string] if isinstance(message.id, str) else [*message.id, *message.string]
        assert not [text for text in texts if text and SLIDER_CODE.search(text)], message.id


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_two_styles_fit_under_a_pair_of_names(lang):
    """The statistics write the two opponents' styles on one line: the
    longest two, with the longest level, fit its box."""
    import pygame
    from game.platform.resources import Resources
    from game.ui.text import BOXES, fit
    pygame.init()
    res = Resources()
    i18n.set_language(lang)
    try:
        styles = [style_words(Personality(*sliders, level=level))
                  for sliders in ((5, 5, 5, 5), (1, 1, 1, 1), (9, 9, 9, 9), (1, 9, 1, 9))
                  for level in (Level.IKASLE, Level.TXAPELDUN)]
        for right in styles:
            for left in styles:
                assert fit(res, f"{right} · {left}", BOXES["stats-pair"]).fits, (right, left)
    finally:
        i18n.set_language("en")
