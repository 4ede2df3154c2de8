"""The action bar's labels, hotkeys and frames are made before the table's
first frame (`ActionBar.prewarm`, from the table's prewarm), so that the
first Mus, Ba / Ez or betting bar of a game fits no text and loads no font
in its frame; and the prewarm leaves the bar as it found it."""
from types import SimpleNamespace

import pygame
import pytest

from apps import new_app

from game.model import Phase, actions as A
from game.scenes.table import TableScene
from game.table import layout

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

PHASE_CALLS = {
    Phase.MUS: [A.parse_action("mus"), A.parse_action("mintza")],
    Phase.DISCARD: [],
    Phase.CALLS: [A.parse_action("ba")],
    Phase.BETTING: [A.parse_action(k) for k in ("paso", "iduki", "tira", "hordago", "kanta")]
    + [A.imido(2), A.gehiago(2)],
}


def cached(res) -> int:
    return len(res._made) + len(res._texts)


def test_every_bar_of_a_hand_is_drawn_from_surfaces_made_before_the_first_frame():
    app = new_app(None, seed=3, sound=False)
    table = TableScene(app)
    bar, res = table.bar, app.res
    before = cached(res)
    scratch = pygame.Surface((layout.WIDTH, layout.HEIGHT))
    for phase, legal in PHASE_CALLS.items():
        for deciding in (True, False):
            lifted = 2 if phase == Phase.DISCARD else 0
            bar.refresh(SimpleNamespace(phase=phase), deciding, legal, lifted, 4)
            bar.draw(scratch, res, 0.0, app.input.prompts)
            assert cached(res) == before, f"the {phase} bar (deciding: {deciding}) made new surfaces"
    table.players.close()


def test_the_prewarm_leaves_every_button_as_it_was():
    app = new_app(None, seed=3, sound=False)
    table = TableScene(app)
    bar = table.bar
    shown = [(w.name, w.visible, w.enabled) for w in bar.widgets.widgets]
    bar.prewarm(app.res, app.input.prompts)
    assert [(w.name, w.visible, w.enabled) for w in bar.widgets.widgets] == shown
    table.players.close()
