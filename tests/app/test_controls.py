"""The player's controls (game/platform/controls.py, the Controls screen):
a key given to a call by real key presses then plays that call at the table;
a pad button given by the pad itself; a conflict swapped and said; Reset to
defaults; Escape and the pad's Start always leave; a damaged mapping in
settings.json falls back to the defaults with a notice; and the glyphs and
the bar's buttons show the mapped keys."""
import json

import pygame
import pytest

from game.model import Kind, Phase
from game.platform import controls
from game.platform.controls import Controls
from game.platform.settings import Settings, SettingsStore
from game.scenes.controls_screen import ControlsScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.title import TitleScene
from game.shell.driver import Driver
from game.ui.glyphs import role_button, role_key
from apps import player_turns, started_app, table_by_buttons

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.fixture(autouse=True)
def default_controls():
    """Every test starts, and leaves, with the default controls in use."""
    controls.use(controls.DEFAULT)
    yield
    controls.use(controls.DEFAULT)


def row(scene: ControlsScene, device: str, action: str):
    return next(r for r in scene.rows if r.device == device and r.action == action)


def open_controls(driver) -> ControlsScene:
    """Title -> Settings -> Controls, by the driver's input."""
    app = driver.app
    for _ in range(60):
        top = app.top
        if isinstance(top, ControlsScene):
            return top
        if isinstance(top, TitleScene):
            driver.press(top.widgets, top.button("settings"))
        elif isinstance(top, SettingsScene):
            driver.press(top.widgets, next(w for w in top.widgets.widgets if w.name == "controls"))
        driver.tick()
    raise AssertionError(f"the Controls screen never opened ({app.top.name} on top)")


# -- the value ------------------------------------------------------------
def test_a_key_taken_by_another_action_swaps_and_says_whose_it_was():
    assigned = Controls().assign_key("paso", "m")
    assert assigned.swapped == ()  # Mus and Paso never show at one moment: both may have M
    assert assigned.controls.key_of("paso") == "m" and assigned.controls.key_of("mus") == "m"
    assigned = Controls().assign_key("look", "p")  # the table's keys meet every call
    assert assigned.swapped == ("paso",)
    assert assigned.controls.key_of("look") == "p" and assigned.controls.key_of("paso") == "l"
    assert assigned.controls.clash() is None
    assigned = Controls().assign_key("discard", "l")  # Look's old key, D, is Iduki's: Look gets a free one
    assert assigned.swapped == ("look",) and assigned.controls.clash() is None
    assert assigned.controls.key_of("look") not in ("l", "d")
    button = Controls().assign_button("confirm", "north")
    assert button.swapped == ("suggest",)
    assert button.controls.button_of("confirm") == "north" and button.controls.button_of("suggest") == "south"


def test_escape_start_and_back_are_never_given_away():
    with pytest.raises(ValueError):
        Controls().assign_key("confirm", "escape")
    with pytest.raises(ValueError):
        Controls().assign_button("confirm", "start")
    moved = Controls().assign_key("back", "q").controls
    assert moved.keys_of("back") == ("q", "escape")  # Back keeps Escape whatever its key


def test_a_damaged_mapping_falls_back_to_the_defaults_with_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    good = Settings(speed="fast", controls=Controls().assign_key("paso", "q").controls)
    data = good.to_json()
    path.write_text(json.dumps(data), encoding="utf-8")
    assert SettingsStore(path).settings == good  # a round trip keeps the mapping
    for damage in ({"keys": {"paso": ["escape"]}}, {"keys": {"paso": "q"}}, {"pad": {"confirm": "east"}},
                   {"keys": {"paso": ["no-such-key"]}}, [1, 2], {"keys": {"look": ["p"]}}):
        data["controls"] = damage
        path.write_text(json.dumps(data), encoding="utf-8")
        store = SettingsStore(path)
        assert store.settings.controls == Controls(), damage
        assert store.settings.speed == "fast"  # the other fields are kept
        assert store.notice and "controls" in store.notice
    data["controls"] = {"keys": {"paso": ["q"]}, "pad": {"confirm": "north", "suggest": "south"}, "new": 1}
    path.write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(path)  # an older or newer file: what is missing keeps its default
    assert store.notice is None
    assert store.settings.controls.key_of("paso") == "q" and store.settings.controls.key_of("mus") == "m"
    assert store.settings.controls.button_of("confirm") == "north"



def test_a_settings_file_written_before_the_enums_loads_and_is_written_back_alike(tmp_path):
    """The controls are kept by their actions' and buttons' texts: a file of
    before `ControlAction` / `PadButton` loads into members, and is written
    back with the same texts."""
    path = tmp_path / "settings.json"
    keys = {a: list(k) for a, k, _w in (
        ("confirm", ("return", "space"), 0), ("back", ("escape",), 0), ("up", ("up",), 0), ("down", ("down",), 0),
        ("left", ("left",), 0), ("right", ("right",), 0), ("next", ("tab",), 0), ("less", ("-",), 0),
        ("more", ("+",), 0), ("card1", ("1",), 0), ("card2", ("2",), 0), ("card3", ("3",), 0),
        ("card4", ("4",), 0), ("look", ("l",), 0), ("signs", ("s",), 0), ("coach", ("c",), 0),
        ("mus", ("m",), 0), ("mintza", ("n",), 0), ("discard", ("d",), 0), ("ba", ("b",), 0), ("ez", ("e",), 0),
        ("paso", ("q",), 0), ("imido", ("i",), 0), ("iduki", ("d",), 0), ("tira", ("t",), 0),
        ("gehiago", ("g",), 0), ("hordago", ("h",), 0), ("kanta", ("k",), 0))}
    pad = {"confirm": "north", "back": "east", "lift": "west", "suggest": "south", "less": "left-shoulder",
           "more": "right-shoulder", "signs": "right-stick", "coach": "left-stick"}
    old = {"keys": keys, "pad": pad}
    path.write_text(json.dumps({"speed": "fast", "controls": old}), encoding="utf-8")
    store = SettingsStore(path)
    assert store.notice is None
    mapping = store.settings.controls
    assert mapping.key_of(controls.ControlAction.PASO) == "q"
    assert mapping.button_of(controls.ControlAction.CONFIRM) is controls.PadButton.NORTH
    assert all(type(a) is controls.ControlAction for a, _k in mapping.keys + mapping.pad)
    assert all(type(b) is controls.PadButton for _a, b in mapping.pad)
    store.update(speed="normal")
    written = json.loads(path.read_text(encoding="utf-8"))["controls"]
    assert written == old and list(written["keys"]) == list(keys) and list(written["pad"]) == list(pad)


# -- the screen, by real input --------------------------------------------
def test_a_call_given_a_new_key_is_played_with_it(tmp_path):
    app = started_app(tmp_path, seed=5, speed=40)
    driver = Driver(app, mode="keyboard", seed=1)
    scene = open_controls(driver)
    driver.click(row(scene, "keys", "paso").rect.center)  # pick Paso's row
    driver.tick()
    assert scene.waiting is not None and app.input.capturing
    driver.key(pygame.K_q)
    driver.tick()
    assert scene.waiting is None and not app.input.capturing
    assert SettingsStore(tmp_path / "settings.json").settings.controls.key_of("paso") == "q"  # saved at once
    assert "Q" in scene.message
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    assert isinstance(app.top, TitleScene)
    table = table_by_buttons(driver)
    assert table.buttons[Kind.PASO].hotkey == "q"  # the button shows its new key
    for _ in player_turns(driver, table):
        paso = table.buttons[Kind.PASO]
        if table.state.phase == Phase.BETTING and paso.visible and paso.enabled:
            break
    else:
        raise AssertionError("no turn of the player's where Paso could be called")
    driver.tick(30)  # past the grace after a pause
    before, seat = len(table.state.history), table.state.to_act  # the player's team's voice
    driver.key(pygame.K_p)  # P is nobody's key now
    driver.tick(3)
    assert len(table.state.history) == before
    driver.key(pygame.K_q)
    driver.tick(3)
    assert table.state.history[before].seat == seat and table.state.history[before].action.kind == Kind.PASO


def test_escape_cancels_waiting_and_reset_brings_the_defaults_back(tmp_path):
    app = started_app(tmp_path)
    driver = Driver(app, mode="keyboard")
    scene = open_controls(driver)
    driver.click(row(scene, "keys", "look").rect.center)
    driver.tick()
    driver.key(pygame.K_p)  # Paso's key: the two swap
    driver.tick()
    assert app.settings.controls.key_of("look") == "p" and app.settings.controls.key_of("paso") == "l"
    assert row(scene, "keys", "paso").swapped and "Paso" in scene.message
    driver.click(row(scene, "keys", "confirm").rect.center)
    driver.tick()
    driver.key(pygame.K_ESCAPE)  # stops waiting, changes nothing, stays here
    driver.tick()
    assert app.top is scene and scene.waiting is None
    assert app.settings.controls.keys_of("confirm") == ("return", "space")
    driver.press(scene.widgets, next(w for w in scene.widgets.widgets if w.name == "reset"))
    driver.tick()
    assert app.settings.controls == Controls()
    assert SettingsStore(tmp_path / "settings.json").settings.controls == Controls()
    driver.click(row(scene, "keys", "back").rect.center)  # Back given to Q: Escape still leaves
    driver.tick()
    driver.key(pygame.K_q)
    driver.tick()
    assert app.settings.controls.keys_of("back") == ("q", "escape")
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    assert isinstance(app.top, SettingsScene)
    driver.key(pygame.K_q)
    driver.tick()
    assert isinstance(app.top, TitleScene)


def test_the_arrows_moved_to_letters_still_move_the_focus(tmp_path):
    app = started_app(tmp_path)
    driver = Driver(app, mode="keyboard")
    scene = open_controls(driver)
    title = app.scenes[0]
    assert title.button("settings").hotkey == "s"
    driver.click(row(scene, "keys", "down").rect.center)
    driver.tick()
    driver.key(pygame.K_s)
    driver.tick()
    assert title.button("settings").hotkey != "s"  # the screens below took their keys anew
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    settings = app.top
    assert isinstance(settings, SettingsScene)
    first = settings.widgets.focus
    driver.key(pygame.K_s)
    driver.tick()
    moved = settings.widgets.focus
    assert moved is not first and settings.widgets.focus_visible
    driver.key(pygame.K_DOWN)  # the arrow is nobody's key now
    driver.tick()
    assert settings.widgets.focus is moved


def test_a_pad_button_given_by_the_pad(tmp_path, virtual_pad):
    app = started_app(tmp_path)
    driver = Driver(app, mode="pad", pad=virtual_pad())
    scene = open_controls(driver)
    driver.steer(scene.widgets, row(scene, "pad", "confirm"))
    driver.pad.press("south")
    driver.tick()
    assert scene.waiting is row(scene, "pad", "confirm")
    driver.pad.press("north")
    driver.tick()
    mapping = app.settings.controls
    assert mapping.button_of("confirm") == "north" and mapping.button_of("suggest") == "south"
    assert role_button("confirm") == "north"  # the glyphs show the new button
    driver.steer(scene.widgets, row(scene, "pad", "lift"))
    driver.pad.press("south")  # south is Suggest's now: it does not pick the row
    driver.tick()
    assert scene.waiting is None
    driver.pad.press("north")  # the new confirm picks it
    driver.tick()
    assert scene.waiting is row(scene, "pad", "lift")
    driver.pad.press("start")  # Start always stops waiting...
    driver.tick()
    assert scene.waiting is None and app.settings.controls == mapping
    driver.pad.press("start")  # ...and leaves
    driver.tick()
    assert isinstance(app.top, SettingsScene)


def test_the_key_glyphs_follow_the_controls():
    assert role_key("confirm") == "Enter" and role_key("lift") == "1-4"
    mapping = Controls().assign_key("confirm", "f5").controls
    mapping = mapping.assign_key("card1", "z").controls
    controls.use(mapping)
    assert role_key("confirm") == "F5" and role_key("lift") == "Z / 2 / 3 / 4"


def test_a_letter_moved_to_every_screen_is_no_buttons_hotkey():
    from game.ui.widgets import label_hotkeys
    assert label_hotkeys(["Play", "Rules"]) == ["p", "r"]
    controls.use(Controls().assign_key("down", "p").controls)
    assert label_hotkeys(["Play", "Rules"]) == ["l", "r"]  # P moves the focus down now


def test_every_row_sits_inside_its_column_panel_with_the_frame_round_it(tmp_path):
    """The last row of a column stopped short of the panel's frame (Bet more,
    Kanta ran into the gold edge): each row keeps the frame's margin."""
    from game.scenes.controls_screen import COLUMNS, FRAME, column_box
    app = started_app(tmp_path)
    scene = open_controls(Driver(app, mode="keyboard"))
    for column, (_heading, device, actions) in enumerate(COLUMNS):
        box = column_box(column)
        for action in actions:
            rect = row(scene, device, action).rect
            assert box.left + FRAME <= rect.left and rect.right <= box.right - FRAME, (action, rect, box)
            assert rect.bottom <= box.bottom - FRAME, (action, rect, box)


@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_reset_and_back_are_one_size_with_letters_of_one_size(tmp_path, lang):
    """The two buttons under the columns stand side by side at one size, their
    labels at one size ("Berrezarri jatorrizkoak" and "Itzuli" were two
    heights of button and two sizes of letters)."""
    from game.scenes.base import Entry
    from game.ui.text import fit
    from game.ui.widgets import Common
    app = started_app(tmp_path, lang=lang, sound=False)
    app.open("controls")
    scene = app.top
    scene.draw(app.screen, 1.0)
    reset, back = (next(w for w in scene.widgets.widgets if w.name == name) for name in (Entry.RESET, Common.BACK))
    assert reset.rect.size == back.rect.size and reset.rect.centery == back.rect.centery
    laid = [fit(app.res, button.label, button.box) for button in (reset, back)]
    assert laid[0].size == laid[1].size and all(one.fits for one in laid)
    assert not reset.rect.colliderect(back.rect)
