"""Pad roles and glyphs without a pad: which widget each pad intent presses
(the flashing one for SUGGEST, the focused card for LIFT, less / more for
AMOUNT, the "main" one for Start), and the glyphs each style draws."""
import pygame

from game.platform import input as intents
from game.ui.glyphs import ROLES, glyph_line, role_button, role_glyph
from game.ui.widgets import Button, Toggle, WidgetSet, role_of


def widgets_and_presses():
    pressed = []
    press = pressed.append
    ws = WidgetSet([
        Button("paso", "Paso", (0, 0, 100, 50), "p", press),
        Button("imido", "Imido", (110, 0, 100, 50), "i", press),
        Button("less", "-", (0, 60, 50, 50), "-", press),
        Button("more", "+", (60, 60, 50, 50), "+", press),
        Toggle("card0", (0, 120, 80, 120), "1", press),
        Toggle("card1", (90, 120, 80, 120), "2", press),
        Button("start", "Start", (0, 260, 100, 50), "", press, role="main"),
    ])
    return ws, pressed, {w.name: w for w in ws.widgets}


def test_each_pad_intent_presses_the_widget_of_its_role():
    ws, pressed, by = widgets_and_presses()
    assert role_of(by["less"]) == "amount-less" and role_of(by["card0"]) == "lift"
    assert role_of(by["paso"]) == "" and role_of(by["start"]) == "main"
    ws.handle(intents.Intent(intents.SUGGEST, pad=True))
    assert pressed == []  # nothing flashes
    by["imido"].flashing = True
    assert role_of(by["imido"]) == "suggest"
    ws.handle(intents.Intent(intents.SUGGEST, pad=True))
    assert pressed == [by["imido"]]
    ws.focus = by["paso"]
    ws.handle(intents.Intent(intents.LIFT, pad=True))  # the focus is no card: which card? none
    assert pressed == [by["imido"]]
    ws.focus = by["card1"]
    ws.handle(intents.Intent(intents.LIFT, pad=True))
    assert pressed[-1] is by["card1"]
    ws.handle(intents.Intent(intents.AMOUNT, dx=1, pad=True))
    ws.handle(intents.Intent(intents.AMOUNT, dx=-1, pad=True))
    assert pressed[-2:] == [by["more"], by["less"]]
    by["more"].enabled = False
    ws.handle(intents.Intent(intents.AMOUNT, dx=1, pad=True))
    assert pressed[-1] is by["less"]
    assert ws.press_role("main") and pressed[-1] is by["start"]
    assert ws.focus is by["card1"]  # pressing by role never moves the focus


def test_glyphs_differ_by_style_and_role(res):
    seen = set()
    # A stick pressed in is "LS" on an Xbox pad and a Nintendo one alike: only
    # the other roles' glyphs differ by style.
    roles = [role for role in ROLES if not role_button(role).endswith("-stick")]
    for style in intents.PAD_STYLES:
        for role in ROLES:
            glyph = role_glyph(res, style, role, 26)
            assert glyph.get_height() == 26
            if role in roles:
                seen.add(pygame.image.tobytes(glyph, "RGBA"))
    assert len(seen) == len(intents.PAD_STYLES) * len(roles)
    assert role_glyph(res, intents.XBOX, "no-such-role", 26) is None
    assert role_glyph(res, intents.KEYS, "confirm", 26) is not None  # a key cap: Enter


def test_a_glyph_line_puts_the_glyph_in_the_text(res):
    plain = res.text("Press  to continue", 20)
    line = glyph_line(res, "Press {confirm} to continue", 20, (255, 255, 255), intents.PLAYSTATION)
    assert line.get_width() > plain.get_width() + 20
    unknown = glyph_line(res, "Press {nothing}", 20, (255, 255, 255), intents.XBOX)
    assert unknown.get_width() == res.text("Press ", 20).get_width() + 2 + res.text("{nothing}", 20).get_width()


def test_buttons_show_the_hotkey_or_the_glyph(res):
    surface = pygame.Surface((300, 120))
    button = Button("back", "Back", (20, 20, 240, 80), "b")
    shots = []
    for prompts in (intents.KEYS, intents.XBOX, intents.NINTENDO):
        surface.fill((0, 0, 0))
        button.draw(surface, res, 0.0, False, prompts)
        shots.append(pygame.image.tobytes(surface.subsurface((220, 20, 40, 36)), "RGB"))
    assert len(set(shots)) == 3  # B letter; Xbox red B; Nintendo's east is A
