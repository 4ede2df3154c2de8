"""Gamepads through SDL itself: virtual pads (game/platform/virtual_pad.py) send the
device, button and axis events a real pad sends, and the input mapper turns
them into intents: a known pad read once through the game-controller API
though SDL reports it as a joystick too, an unknown pad through the joystick
API, the mapping by position, held directions repeating, pads plugged and
pulled out at any time, two at once, and the prompt style following the last
device used."""
import pygame
import pytest

from apps import new_app

from game.platform import input as intents
from game.platform.pads import NINTENDO, PLAYSTATION, REPEAT_DELAY, REPEAT_EVERY, XBOX, guid_vendor, pad_style

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.fixture
def app(tmp_path):
    app = new_app(tmp_path, seed=1)
    pygame.event.clear()
    return app


def kinds(out):
    return [(i.kind, i.dx, i.dy) for i in out]


def settle(app):
    """Let the app take the device events now queued (a pad plugged in)."""
    return app.input.translate(pygame.event.get())


def test_a_known_pad_is_a_controller_and_each_press_counts_once(app, virtual_pad):
    pad = virtual_pad()
    assert settle(app) == []
    opened = app.input.pads.pads[pad.instance_id]
    assert opened.joystick is not None  # read through the game-controller API
    also = pygame.joystick.Joystick(0)  # and open through the joystick API as well
    assert also.get_instance_id() == pad.instance_id
    pad.set_button("south", True)
    pygame.event.pump()
    events = pygame.event.get()
    types = [e.type for e in events]
    assert pygame.CONTROLLERBUTTONDOWN in types and pygame.JOYBUTTONDOWN in types
    assert kinds(app.input.translate(events)) == [(intents.CONFIRM, 0, 0)]
    pad.set_button("south", False)
    pad.set_button("right", True)  # the D-pad: buttons 11-14 to the joystick API, once here
    pygame.event.pump()
    assert kinds(settle(app)) == [(intents.MOVE, 1, 0)]


def test_the_mapping_is_by_position(app, virtual_pad):
    pad = virtual_pad()
    settle(app)
    expected = {
        "south": (intents.CONFIRM, 0, 0), "east": (intents.BACK, 0, 0), "west": (intents.LIFT, 0, 0),
        "north": (intents.SUGGEST, 0, 0), "start": (intents.MENU, 0, 0), "back": (intents.BACK, 0, 0),
        "left-shoulder": (intents.AMOUNT, -1, 0), "right-shoulder": (intents.AMOUNT, 1, 0),
        "up": (intents.MOVE, 0, -1), "down": (intents.MOVE, 0, 1),
        "left": (intents.MOVE, -1, 0), "right": (intents.MOVE, 1, 0),
        "left-stick": (intents.COACH, 0, 0),
    }
    for button, intent in expected.items():
        pad.press(button)
        out = settle(app)
        assert kinds(out) == [intent], button
        assert all(i.pad for i in out)
    pad.press("guide")
    assert settle(app) == []


def test_an_unknown_pad_is_read_through_the_joystick_api(app, virtual_pad):
    pad = virtual_pad("Odd Arcade Pad", vendor=0x1234, product=0x5678, known=False)
    settle(app)
    opened = app.input.pads.pads[pad.instance_id]
    assert opened.joystick is None and opened.style == XBOX
    for button, intent in (("south", (intents.CONFIRM, 0, 0)), ("start", (intents.MENU, 0, 0)),
                           ("left-shoulder", (intents.AMOUNT, -1, 0)), ("west", (intents.LIFT, 0, 0)),
                           ("right", (intents.MOVE, 1, 0)), ("up", (intents.MOVE, 0, -1))):
        pad.press(button)
        assert kinds(settle(app)) == [intent], button
    pad.tilt(0, 1)
    assert kinds(settle(app)) == [(intents.MOVE, 0, 1)]


def test_held_directions_repeat_after_a_delay(app, virtual_pad):
    pad = virtual_pad()
    settle(app)
    pad.set_axis(0, 0.9)  # the stick held right
    pygame.event.pump()
    assert kinds(settle(app)) == [(intents.MOVE, 1, 0)]
    moves = []
    dt = 1 / 120
    for step in range(int(1.0 / dt)):
        moves += [(step + 1) * dt for _ in app.input.repeat(dt)]
    assert moves and abs(moves[0] - REPEAT_DELAY) < 0.02
    assert len(moves) == 1 + int((1.0 - REPEAT_DELAY) / REPEAT_EVERY)
    pad.set_axis(0, 0.45)  # under the press threshold but over the release one: still held
    pygame.event.pump()
    assert settle(app) == []
    pad.set_axis(0, 0.1)
    pygame.event.pump()
    assert settle(app) == []
    assert all(not app.input.repeat(0.2) for _ in range(5))
    pad.set_button("down", True)  # the D-pad repeats too
    pygame.event.pump()
    assert kinds(settle(app)) == [(intents.MOVE, 0, 1)]
    assert not app.input.repeat(REPEAT_DELAY - 0.05)
    assert kinds(app.input.repeat(0.1)) == [(intents.MOVE, 0, 1)]
    pad.set_button("down", False)
    pygame.event.pump()
    settle(app)
    assert not app.input.repeat(1.0)


def test_pads_come_and_go_and_two_work_at_once(app, virtual_pad):
    first, second = virtual_pad(), virtual_pad()
    settle(app)
    assert len(app.input.pads.pads) == 2
    first.press("south")
    second.press("east")
    assert kinds(settle(app)) == [(intents.CONFIRM, 0, 0), (intents.BACK, 0, 0)]
    first.unplug()
    pygame.event.pump()
    assert kinds(settle(app)) == [(intents.PAD_LOST, 0, 0)]  # one notice for the pair of events
    assert list(app.input.pads.pads) == [second.instance_id]
    second.press("south")
    assert kinds(settle(app)) == [(intents.CONFIRM, 0, 0)]
    third = virtual_pad()
    settle(app)  # one frame later it works
    third.press("north")
    assert kinds(settle(app)) == [(intents.SUGGEST, 0, 0)]


def test_a_pad_plugged_before_the_start_works_at_once(tmp_path, virtual_pad):
    pad = virtual_pad()
    app = new_app(tmp_path, seed=1)
    assert pad.instance_id in app.input.pads.pads  # its device events were cleared with the window's
    pad.press("south")
    assert kinds(settle(app)) == [(intents.CONFIRM, 0, 0)]


def test_prompts_follow_the_last_device(app, virtual_pad):
    sony = virtual_pad("DualSense Wireless Controller", vendor=0x054C, product=0x0CE6)
    nintendo = virtual_pad("Pro Controller", vendor=0x057E, product=0x2009)
    plain = virtual_pad()
    settle(app)
    assert app.input.prompts == intents.KEYS
    for pad, style in ((sony, PLAYSTATION), (nintendo, NINTENDO), (plain, XBOX)):
        pad.press("down")
        settle(app)
        assert app.input.prompts == style
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    settle(app)
    assert app.input.prompts == intents.KEYS
    sony.press("south")
    settle(app)
    assert app.input.prompts == PLAYSTATION
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    settle(app)
    assert app.input.prompts == intents.KEYS


def test_pad_style_and_vendor_from_names_and_guids():
    assert guid_vendor("030000004c050000e60c000000016800") == 0x054C
    assert guid_vendor("ff0013db5669727475616c2043007601") is None  # no vendor in that layout
    assert guid_vendor("not hex") is None and guid_vendor("") is None
    assert pad_style("Wireless Controller", "030000004c050000cc09000000016800") == PLAYSTATION
    assert pad_style("PS4 Controller") == PLAYSTATION
    assert pad_style("Nintendo Switch Pro Controller") == NINTENDO
    assert pad_style("Joy-Con (L)") == NINTENDO
    assert pad_style("Xbox Series X Controller", "030000005e040000130b000005050000") == XBOX
    assert pad_style("") == XBOX
