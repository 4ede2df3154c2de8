"""Every button's label stands clear of its button's border: the ink of each
label (every message drawn in a button's box, in every language, at every
Text size, enabled and disabled, and the calls on the table's buttons) keeps
a margin inside the frame's face, between its top edge and its bottom bevel
(assets.BUTTON_FACE) and off its rounded sides. Two-line labels touched the
border before."""
import importlib.util
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game import assets
from game.model import Kind
from game.model import actions as A
from game.platform.i18n import LANGUAGES, Translations
from game.platform.resources import Resources
from game.platform.settings import TEXT_SIZES
from game.ui.text import BOXES, reading_box, text_surface, use_text_scale
from game.ui.widgets import Button, label_centre
from game.words import call_text

REPO = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("i18n_tool_labels", REPO / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)

MARGIN = 2  # px of the face left clear above and below the ink, and beside it
SIDE = 12   # px from the frame's sides (its outline and rounded corners) to the ink


@pytest.fixture(scope="module")
def res():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield Resources()


def button_labels(lang: str) -> list[tuple[str, str]]:
    """(box name, label) for every message drawn in a button's box, each
    plural form, in `lang`, its fields filled with long values."""
    from test_text_fits import forms, samples
    t = Translations(lang)
    values = samples(lang)
    out = []
    for m in tool.extract():
        if not m.id:
            continue
        boxes = [c.split(":", 1)[1].strip() for c in m.auto_comments if c.startswith(tool.BOX_TAG)]
        for name in boxes:
            if BOXES[name].frame is None:
                continue
            for text in forms(t, m.id):
                out.append((name, text.format(**values)))
    calls = [A.plain(kind) for kind in (Kind.MUS, Kind.MINTZA, Kind.PASO, Kind.IDUKI, Kind.TIRA, Kind.HORDAGO,
                                         Kind.KANTA, Kind.BA, Kind.EZ)]
    calls += [A.imido(n) for n in range(2, 11)] + [A.gehiago(n) for n in range(2, 11)]
    out += [("table-button", call_text(action)) for action in calls]
    return out


def ink(res, button: Button, enabled: bool) -> pygame.Rect:
    """Where the label's ink lies in the button, as Button.draw places it."""
    box = button.box if enabled else replace(button.box, bold=False)
    label = text_surface(res, button.label, box, (0, 0, 0))
    at = label.get_rect(center=label_centre(button, drawn=True))
    return label.get_bounding_rect().move(at.topleft)


@pytest.mark.slow
@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_button_label_keeps_clear_of_the_border(lang, size, res):
    use_text_scale(TEXT_SIZES[size])
    top, bevel = assets.BUTTON_FACE
    touching = []
    try:
        for name, text in button_labels(lang):
            box = reading_box(name)
            w, h = box.frame
            button = Button("b", text, (0, 0, w, h), box=box)
            for enabled in (True, False):
                drawn = ink(res, button, enabled)
                face = pygame.Rect(SIDE, top + MARGIN, w - 2 * SIDE, h - top - bevel - 2 * MARGIN)
                if drawn.height and not face.contains(drawn):
                    touching.append(f"{name} {w}x{h}: {text!r} ink {tuple(drawn)} outside {tuple(face)}")
    finally:
        use_text_scale(1.0)
    assert not touching, f"{lang} at {size}: labels on the border:\n" + "\n".join(sorted(set(touching)))
