"""No key and no pad button given on the Controls screen can crash the game
or leave a mapping that does not hold (issue #37: Confirm given D, the key of
both Discard and Iduki, moved only Discard, and the rebuilt mapping raised
"confirm and discard share the key 'd'" out of the screen, even mid-game).

A swap is whole: every action that had the key and can be pressed at the same
moment gives it up. The value is tried for every action against every key
and button (from the defaults and along a long random walk); the screen is
tried through real key and pad events over a game in progress, in the quick
suite for the keys that moved two actions, in the slow one for every action
against every key pygame knows and every button of a virtual pad."""
import json
import random

import pygame
import pytest

from game.platform import controls
from game.platform.controls import KEY_ACTION_NAMES, KEY_NAMES, PAD_ACTION_NAMES, PAD_BUTTONS, WHERE, Controls
from game.platform.settings import SettingsStore
from game.platform.virtual_pad import CONTROLLER_BUTTONS
from game.shell.driver import Driver
from apps import started_app, table_by_buttons

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.fixture(autouse=True)
def default_controls():
    controls.use(controls.DEFAULT)
    yield
    controls.use(controls.DEFAULT)


def assert_whole(before: Controls, action: str, key: str, assigned) -> None:
    """`action` now has `key` (Back keeps Escape); each action that had it and
    meets `action` is named as moved and has a key again; nobody else changed."""
    after = assigned.controls
    assert after.clash() is None
    Controls(after.keys, after.pad)  # judged as a settings file would be
    assert after.keys_of(action)[0] == key
    meets = {a for a in KEY_ACTION_NAMES if a != action and key in before.keys_of(a)
             and controls._phase_meets(WHERE[a], WHERE[action])}
    assert set(assigned.swapped) == meets
    for other in KEY_ACTION_NAMES:
        if other in meets:
            assert key not in after.keys_of(other) and after.keys_of(other)
        elif other != action:
            assert after.keys_of(other) == before.keys_of(other), other


def test_a_key_of_two_actions_moves_both_and_says_so():
    assigned = Controls().assign_key("confirm", "d")  # Discard's and Iduki's key
    assert assigned.swapped == ("discard", "iduki")
    assert assigned.controls.key_of("discard") == "return" and assigned.controls.key_of("iduki") == "return"
    assert_whole(Controls(), "confirm", "d", assigned)


@pytest.mark.slow
def test_every_action_takes_every_key_and_every_button():
    for action in KEY_ACTION_NAMES:
        for key in sorted(KEY_NAMES):
            assert_whole(Controls(), action, key, Controls().assign_key(action, key))
    for action in PAD_ACTION_NAMES:
        for button in PAD_BUTTONS:
            after = Controls().assign_button(action, button).controls
            Controls(after.keys, after.pad)
            assert after.button_of(action) == button


def test_a_long_walk_of_changes_never_breaks_the_mapping():
    rng = random.Random(37)
    mapping = Controls()
    keys = sorted(KEY_NAMES)
    for _ in range(1500):
        action, key = rng.choice(KEY_ACTION_NAMES), rng.choice(keys)
        assigned = mapping.assign_key(action, key)
        assert_whole(mapping, action, key, assigned)
        mapping = assigned.controls
        if rng.random() < 0.2:
            mapping = mapping.assign_button(rng.choice(PAD_ACTION_NAMES), rng.choice(PAD_BUTTONS)).controls


def crowded() -> Controls:
    """A mapping only a settings file can make: Back on Escape alone, Look on
    A alone, and every other key given out, up to three an action."""
    others = [a for a in KEY_ACTION_NAMES if a not in ("back", "look")]
    given = {"back": ("escape",), "look": ("a",)}
    for i, key in enumerate(k for k in sorted(KEY_NAMES) if k != "a"):  # dealt round, two or three each
        given[others[i % len(others)]] = given.get(others[i % len(others)], ()) + (key,)
    keys = [(action, given[action]) for action in KEY_ACTION_NAMES]
    return Controls(tuple(keys), Controls().pad)


def test_no_key_left_changes_nothing():
    """Back given A (Look's only key): Look must give A up, and Back had no
    key to swap but Escape, and every other key is taken: nothing changes."""
    with pytest.raises(controls.NoRoom) as refused:
        crowded().assign_key("back", "a")
    assert refused.value.action == "look"


# -- the screen ------------------------------------------------------------
def controls_over_a_game(driver):
    """A game in progress, its pause menu, Settings, Controls: by clicks."""
    app = driver.app
    table = table_by_buttons(driver)
    driver.tick(5)
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    assert app.top.name == "pause"
    for name in ("settings", "controls"):
        driver.press(app.top.widgets, next(w for w in app.top.widgets.widgets if w.name == name))
        driver.tick()
    assert app.top.name == "controls"
    return table, app.top


def row(scene, device, action):
    return next(r for r in scene.rows if r.device == device and r.action == action)


def give(driver, device: str, action: str, press) -> None:
    """Pick the row by a click, then `press()` the key or button, one frame each
    (a row still waiting after a key nobody may have is let go by a click first)."""
    if driver.app.top.waiting is not None:
        driver.click(row(driver.app.top, device, action).rect.center)
        driver.tick()
    driver.click(row(driver.app.top, device, action).rect.center)
    driver.tick()
    press()
    driver.tick()


def saved_controls(tmp_path) -> Controls:
    raw = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    return controls.from_json(raw["controls"])  # raises on a mapping that does not hold


def test_a_key_of_two_actions_given_on_the_screen_mid_game(tmp_path):
    app = started_app(tmp_path, seed=5, speed=40)
    driver = Driver(app, mode="mouse")
    table, scene = controls_over_a_game(driver)
    for action in ("confirm", "back", "up", "down", "left", "right", "next", "less", "more",
                   "look", "signs", "coach"):
        app.change_settings(controls=Controls())
        give(driver, "keys", action, lambda: driver.key(pygame.K_d))
        scene = app.top
        assert scene.name == "controls"
        mapping = app.settings.controls
        assert mapping.key_of(action) == "d" and "d" not in mapping.keys_of("discard") + mapping.keys_of("iduki")
        assert saved_controls(tmp_path) == mapping
        assert row(scene, "keys", "discard").swapped and row(scene, "keys", "iduki").swapped
        assert "Discard" in scene.message and "Iduki" in scene.message, scene.message
    app.change_settings(controls=crowded())
    give(driver, "keys", "back", lambda: driver.key(pygame.K_a))
    assert app.settings.controls == crowded() and "Look at a face" in app.top.message
    app.change_settings(controls=Controls())
    give(driver, "keys", "confirm", lambda: driver.key(pygame.K_d))
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    assert app.top is table  # back at the game, which goes on
    for _ in range(200):
        driver.tick()
    assert app.top is table


@pytest.mark.slow
def test_every_action_against_every_key_and_pad_button_on_the_screen(tmp_path, virtual_pad):
    """Every row of the screen, over a game in progress, given every key
    pygame names (those nobody may have too: Escape, F11, Backspace, the
    shifts...) and every button of a pad, from the defaults at each row: the
    game never stops, and the mapping in use and saved always holds."""
    app = started_app(tmp_path, seed=5, speed=40)
    driver = Driver(app, mode="mouse")
    pad = virtual_pad()
    driver.tick()
    table, scene = controls_over_a_game(driver)
    every_key = sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")})
    given = 0
    for device, actions in (("keys", KEY_ACTION_NAMES), ("pad", PAD_ACTION_NAMES)):
        for action in actions:
            app.change_settings(controls=Controls())
            if device == "keys":
                presses = [lambda k=k: driver.key(k) for k in every_key]
            else:
                presses = [lambda b=b: pad.press(b) for b in sorted(CONTROLLER_BUTTONS)]
                presses += [lambda w=w: (pad.look(*w), pad.look(0, 0)) for w in ((1, 0), (-1, 0), (0, -1))]
            for press in presses:
                give(driver, device, action, press)
                assert app.top.name == "controls"
                mapping = app.settings.controls
                Controls(mapping.keys, mapping.pad)
                assert mapping.clash() is None and controls.in_use() == mapping
                given += 1
            assert saved_controls(tmp_path) == app.settings.controls
    assert given == len(KEY_ACTION_NAMES) * len(every_key) + len(PAD_ACTION_NAMES) * (len(CONTROLLER_BUTTONS) + 3)
    assert len(every_key) > 130 and KEY_NAMES <= {pygame.key.name(k) for k in every_key} | set(controls.KEY_ALIASES)
    app.change_settings(controls=Controls())
    if app.top.waiting is not None:  # the last look left its row waiting: Escape lets it go first
        driver.key(pygame.K_ESCAPE)
        driver.tick()
        assert app.top.name == "controls" and app.top.waiting is None
    for _ in range(3):  # Controls, Settings, the pause menu: back at the game
        driver.key(pygame.K_ESCAPE)
        driver.tick()
    assert app.top is table
