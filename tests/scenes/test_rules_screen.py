"""The Rules screen: reached from the title and the pause menu and back to
where the player was; sections to jump between; scrolling by wheel, keys and
the pad's hat; every section in the language shown, with card pictures and
the scoring table; the señas (keinuak) each on a face making its sign, with
its name, its sign and what it tells, in every language, the section's tab
clear of the hint and the Back button."""
import pygame
import pytest

from game.shell.driver import Driver
from game.scenes.pause import PauseScene
from game.scenes.rules_screen import RulesScene
from game.scenes.rules_text import SECTIONS, Cards, Faces, Table
from game.scenes.title import TitleScene
from game.ui.text import texts_drawn
from apps import pause_over_table, started_app


def make_app(tmp_path, **kw):
    return started_app(tmp_path, seed=5, **kw)


def settle(d, seconds=1.0):
    d.tick(int(seconds * 30))


def test_from_the_title_and_back(tmp_path):
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    d.key(pygame.K_r)
    d.tick()
    rules = app.top
    assert isinstance(rules, RulesScene)
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert isinstance(app.top, TitleScene)


def test_from_the_pause_menu_and_back_to_it(tmp_path):
    app = make_app(tmp_path)
    d = Driver(app, mode="keyboard")
    table = pause_over_table(d)
    pause = app.top
    assert isinstance(pause, PauseScene)
    d.key(pygame.K_u)  # Rules (R is Resume)
    d.tick()
    assert isinstance(app.top, RulesScene)
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert app.top is pause
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert app.top is table


def test_wheel_keys_and_pad_scroll_and_sections_jump(tmp_path, virtual_pad):
    app = make_app(tmp_path)
    app.push(RulesScene(app))
    rules = app.top
    d = Driver(app, mode="keyboard")
    assert rules.scroll == 0 and rules.max_scroll() > 2000  # a long read
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0, touch=False, which=0))
    settle(d)
    assert rules.scroll == rules.target == 3 * 90
    d.key(pygame.K_PAGEDOWN)
    settle(d)
    assert rules.scroll == 3 * 90 + 6 * 90
    d.key(pygame.K_UP)
    settle(d)
    assert rules.scroll == 8 * 90
    pad = virtual_pad()
    app.tick(1 / 60)  # the pad is plugged in
    pad.press("down")
    settle(d)
    assert rules.scroll == 9 * 90  # the pad's D-pad down scrolls too
    d.key(pygame.K_RIGHT)  # the next section
    settle(d)
    section = rules.section_at()
    assert rules.scroll == rules.starts[section] and rules.widgets.focus is rules.tabs[section]
    last = len(SECTIONS) - 1
    rules.jump(last)
    settle(d)
    assert rules.scroll == rules.max_scroll() and rules.section_at() == last
    d.click(rules.tabs[0].rect.center)  # a tab jumps back to the top
    settle(d)
    assert rules.scroll == 0
    assert rules.frame_interval() > 0  # still once the scrolling ends


def test_every_section_is_drawn_in_the_language_shown(tmp_path):
    app = make_app(tmp_path, lang="eu")
    app.push(RulesScene(app))
    rules = app.top
    d = Driver(app, mode="keyboard")
    for i in range(len(SECTIONS)):
        rules.jump(i)
        settle(d, 0.6)
    shown = texts_drawn(app.res)
    for words in ("Mahaia", "Kartak", "Puntuazioa", "Bakarkako bertsioa", "Apustua onartuta (Iduki)",
                  "Sota paria", "31: Jokurik onena"):
        assert words in shown, words
    assert "The table" not in shown
    assert any(isinstance(i, Table) for s in SECTIONS for i in s.items)
    assert sum(isinstance(i, Cards) for s in SECTIONS for i in s.items) >= 4


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_section_labels_sit_inside_their_buttons_in_one_size(tmp_path, monkeypatch, lang):
    """A tab's label, on one line or two, lies on the button's face (clear of
    its top edge and of the darker bevel along its bottom), and every tab's
    label is the same size."""
    import game.ui.widgets as widgets
    from game import assets
    from game.ui.text import fit
    app = make_app(tmp_path, lang=lang)
    rules = RulesScene(app)
    drawn = {}

    def noting(surface, res, text, box, colour=(240, 240, 230), **anchor):
        drawn[text] = rect = draw_text(surface, res, text, box, colour, **anchor)
        return rect
    draw_text = widgets.draw_text
    monkeypatch.setattr(widgets, "draw_text", noting)
    rules.draw(app.screen, 1.0)
    sizes = set()
    for tab in rules.tabs:
        label = drawn[tab.label]
        top, bevel = assets.BUTTON_FACE
        assert label.top >= tab.rect.top + top and label.bottom <= tab.rect.bottom - bevel, \
            f"{tab.label!r} ({label}) is not on the face of its button ({tab.rect})"
        sizes.add(fit(app.res, tab.label, tab.box).size)
    assert len(sizes) == 1, f"the section labels come in sizes {sorted(sizes)}"


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_keinuak_section_draws_every_sena_on_its_face(tmp_path, monkeypatch, lang):
    from game.faces.expressions import SENA_EXPRESSIONS, pose_of
    from game.model import Keinua
    from game.platform.i18n import tr
    from game.scenes import rules_screen
    from game.words import capitalised, keinua_name, keinua_sign, keinua_tells
    app = make_app(tmp_path, lang=lang)
    rules = RulesScene(app)
    app.push(rules)
    index = next(i for i, s in enumerate(SECTIONS) if any(isinstance(item, Faces) for item in s.items))
    section = SECTIONS[index]
    faces = next(item for item in section.items if isinstance(item, Faces))
    assert faces.keinuak == tuple(Keinua)
    posed = []
    render = rules.face_art.render
    monkeypatch.setattr(rules.face_art, "render", lambda who, pose, height: posed.append(pose) or
                        render(who, pose, height))
    hint = []
    draw_text = rules_screen.draw_text
    monkeypatch.setattr(rules_screen, "draw_text", lambda surface, res, text, box, colour, **at: hint.append(
        draw_text(surface, res, text, box, colour, **at)) or hint[-1])
    start = rules.starts[index]
    end = rules.starts[index + 1] if index + 1 < len(SECTIONS) else rules.height
    for top in range(start, end, 200):
        rules.scroll = rules.target = min(float(top), rules.max_scroll())
        rules.draw(app.screen, 1.0)
    shown = texts_drawn(app.res)
    assert tr(section.title) in shown
    for keinua in Keinua:
        for text in (keinua_name(keinua), keinua_sign(keinua), keinua_tells(keinua)):
            assert capitalised(text) in shown, (keinua, text)
        assert pose_of(SENA_EXPRESSIONS[keinua]) in posed, keinua
    if lang != "en":
        assert capitalised(keinua_sign(Keinua.TWO_KINGS)) != "Lower lip bitten"  # translated
    hint_rect = hint[-1]  # the hint is the last text the screen draws
    for tab in rules.tabs:
        assert not tab.rect.colliderect(hint_rect) and not tab.rect.colliderect(rules.back_button.rect), tab.label
        assert tab.rect.bottom <= app.screen.get_height()
