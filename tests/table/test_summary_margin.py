"""The hand's summary keeps every text off its panel's frame: the title, each
counted line's lance, team, reason and points (a line not counted, the
longest, too), in every language and at every Text size, lie inside the
panel shrunk by a margin."""
import pygame
import pytest

from game.model import Lance, SummaryLine, Why
from game.platform.i18n import LANGUAGES
from game.platform.input import KEYS
from game.platform.settings import TEXT_SIZES
from game.table import summary as summary_module
from game.table.summary import Summary
from game.ui.text import text_scale, use_text_scale
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

FRAME = 24  # the least room between the panel's edge and a text, at the normal Text size
LINES = (SummaryLine(Lance.HAUNDIA, 0, 5, Why.STAKE), SummaryLine(Lance.TIPIA, 1, 1, Why.PASO),
         SummaryLine(Lance.PARIAK, 0, 6, Why.BONUS), SummaryLine(Lance.PARIAK, 1, 3, Why.BONUS, counted=False),
         SummaryLine(Lance.JOKUA, 1, 40, Why.STAKE, counted=False), SummaryLine(Lance.JOKUA, 0, 3, Why.BONUS))


@pytest.fixture(autouse=True)
def normal_size():
    use_text_scale(1.0)
    yield
    use_text_scale(1.0)


@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_summary_text_keeps_a_margin_inside_the_panel(tmp_path, monkeypatch, lang, size):
    app = started_app(tmp_path, lang=lang)
    app.change_settings(text_size=size)
    drawn = []
    fitted = summary_module.draw_text
    monkeypatch.setattr(summary_module, "draw_text", lambda *a, **anchor: drawn.append(fitted(*a, **anchor)) or drawn[-1])
    nothing = lambda *_a: None  # noqa: E731
    summary = Summary(LINES, False, 1.0, nothing, lambda: False, nothing, nothing, nothing)
    summary.shown = len(LINES)
    summary.draw(pygame.Surface((1920, 1080)), app.res, 0.0, KEYS)
    margin = round(FRAME * text_scale())
    inside = summary.box.inflate(-2 * margin, -2 * margin)
    assert len(drawn) == 1 + 3 * len(LINES)  # the title; each line's team, reason and points
    outside = [rect for rect in drawn if not inside.contains(rect)]
    assert not outside, f"{lang} {size}: texts within {margin} px of the panel's edge {summary.box}: {outside}"
