"""The players screen through real events: names typed with TEXTINPUT events
and Backspace, an invalid name that keeps Start disabled, sliders moved by
keyboard and by mouse; Start deals a table with those names and styles, and
what was set is saved."""
import pygame
import pytest

from apps import new_app, start_on_title

from game.shell.driver import Driver
from game.platform.settings import SettingsStore
from game.scenes.players_screen import PlayersScene
from game.scenes.table import TableScene

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def _players_screen(tmp_path):
    """A started app, a mouse driver, and the players screen opened from the title by P."""
    app = new_app(tmp_path, seed=9, speed=40)
    start_on_title(app)
    pygame.event.clear()
    d = Driver(app, mode="mouse")
    d.key(pygame.K_p)
    d.tick()
    screen = app.top
    assert isinstance(screen, PlayersScene)
    return app, d, screen


def test_players_screen_by_mouse_and_keyboard(tmp_path):
    app, d, screen = _players_screen(tmp_path)
    assert screen.start_button.enabled

    # The partner: click the field, erase "Ane", type a name with an accent.
    d.click(screen.names[2].rect.center)
    d.tick()
    for _ in range(3):
        d.key(pygame.K_BACKSPACE)
    d.tick()
    assert screen.names[2].text == "" and not screen.start_button.enabled
    assert screen.problem(2)
    d.type_text("Maitane")
    d.key(pygame.K_p)  # its KEYDOWN is a hotkey; while typing it must type nothing more
    d.type_text("é")
    d.tick()
    assert screen.names[2].text == "Maitaneé"
    d.key(pygame.K_BACKSPACE)
    d.tick()
    assert screen.names[2].text == "Maitane" and screen.start_button.enabled

    # An invalid name: a clear message, Start disabled and not pressable.
    d.type_text("@")
    d.tick()
    assert "@" in screen.problem(2) and not screen.start_button.enabled
    d.click(screen.start_button.rect.center)
    d.tick()
    assert app.top is screen
    d.key(pygame.K_BACKSPACE)
    d.type_text(" ")  # a space is typed, not a press of the focused widget
    d.tick()
    assert screen.names[2].text == "Maitane " and screen.start_button.enabled
    d.type_text("ABCDE")  # 13 characters: too long
    d.tick()
    assert screen.problem(2) and not screen.start_button.enabled
    for _ in range(6):
        d.key(pygame.K_BACKSPACE)
    d.tick()
    assert screen.names[2].text == "Maitane"

    # Enter moves on from the field to the partner's first slider; Right raises it.
    d.key(pygame.K_RETURN)
    d.tick()
    assert screen.widgets.focus is screen.sliders[2, "haundia"]
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_LEFT)
    d.tick()
    assert screen.sliders[2, "haundia"].value == 7 and screen.sliders[2, "tipia"].value == 4

    # The mouse: a click on the left opponent's Pariak track, a drag on Jokoa.
    pariak = screen.sliders[3, "pariak"]
    d.click((pariak.knob_x(9), pariak.rect.centery))
    d.tick()
    assert pariak.value == 9
    jokoa = screen.sliders[1, "jokoa"]
    y = jokoa.rect.centery
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(jokoa.knob_x(), y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(jokoa.knob_x(3), y), rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(jokoa.knob_x(1) - 40, y), rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(jokoa.knob_x(1) - 40, y), button=1))
    d.tick()
    assert jokoa.value == 1 and not jokoa.dragging

    # The right opponent renamed by keyboard only: Tab to its field and type.
    for _ in range(30):
        if screen.widgets.focus is screen.names[1]:
            break
        d.key(pygame.K_TAB)
        d.tick()
    assert screen.widgets.focus is screen.names[1]
    for _ in range(5):
        d.key(pygame.K_BACKSPACE)
    d.type_text("Joxe-Mari")
    d.tick()

    d.click(screen.start_button.rect.center)
    d.tick(3)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.names == {0: "You", 1: "Joxe-Mari", 2: "Maitane", 3: "Itziar"}
    assert str(table.personalities[2]) == "7455"
    assert str(table.personalities[3]) == "5595"
    assert str(table.personalities[1]) == "5551"
    saved = SettingsStore(tmp_path / "settings.json").settings
    assert [p.name for p in saved.players] == ["Joxe-Mari", "Maitane", "Itziar"]
    assert [str(p.personality) for p in saved.players] == ["5551", "7455", "5595"]


def test_back_keeps_a_valid_name_and_not_an_empty_one(tmp_path):
    app = new_app(tmp_path, seed=9, speed=40)
    start_on_title(app)
    d = Driver(app)
    d.key(pygame.K_p)
    d.tick()
    screen = app.top
    d.click(screen.names[3].rect.center)
    for _ in range(6):
        d.key(pygame.K_BACKSPACE)
    d.tick()
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert app.settings.player(3).name == "Itziar"
    d.key(pygame.K_p)
    d.tick()
    screen = app.top
    d.click(screen.names[3].rect.center)
    d.key(pygame.K_BACKSPACE)
    d.type_text("ñ")
    d.key(pygame.K_ESCAPE)
    d.tick()
    assert app.settings.player(3).name == "Itziañ"


def test_each_player_gets_a_face_and_a_watchfulness_kept_with_the_line_up(tmp_path, virtual_pad):
    """A face is changed by a click on it, by the arrows (mouse and keys) and
    by the pad; the watchfulness by its slider; both are saved at once and the
    table deals with them (its faces wear them, the kept game keeps them)."""
    from game.faces import CHARACTERS
    from game.match.kept import read_match
    import json
    app, d, screen = _players_screen(tmp_path)
    start = dict(screen.faces)
    assert start == {3: "kizkur", 2: "txirikorda", 1: "bizar"}  # each seat's own until chosen
    d.click(screen.face_rect(0).center)  # a click on the left opponent's face
    d.tick()
    after = CHARACTERS[(CHARACTERS.index(start[3]) + 1) % len(CHARACTERS)]
    assert screen.faces[3] == after and app.settings.player(3).face == after
    arrow = next(w for w in screen.widgets.widgets if w.name == "face-prev2")
    d.click(arrow.rect.center)  # the partner's previous face
    d.tick()
    assert screen.faces[2] == CHARACTERS[CHARACTERS.index(start[2]) - 1]
    keys = Driver(app, mode="keyboard", seed=2)
    keys.press(screen.widgets, next(w for w in screen.widgets.widgets if w.name == "face-next1"))
    keys.tick()
    assert screen.faces[1] == CHARACTERS[(CHARACTERS.index(start[1]) + 1) % len(CHARACTERS)]
    pad = Driver(app, mode="pad", pad=virtual_pad(), seed=3)
    pad.steer(screen.widgets, next(w for w in screen.widgets.widgets if w.name == "face-next1"))
    pad.pad.press("south")
    pad.tick()
    assert screen.faces[1] == CHARACTERS[(CHARACTERS.index(start[1]) + 2) % len(CHARACTERS)]
    d.click((screen.watch[3].knob_x(8), screen.watch[3].rect.centery))
    d.tick()
    assert screen.watch[3].value == 8 and app.settings.player(3).watchfulness == 8
    chosen = dict(screen.faces)
    d.click(screen.start_button.rect.center)
    d.tick(3)
    table = app.top
    assert isinstance(table, TableScene) and table.faces.characters == chosen
    for _ in range(200):
        d.tick()
    app.keeper.flush()
    kept = read_match(json.loads((tmp_path / "game.json").read_text()))
    players = kept.lineups[0].players
    assert [p.face for p in players] == [chosen[1], chosen[2], chosen[3]] and players[2].watchfulness == 8
    assert SettingsStore(tmp_path / "settings.json").settings.player(3).face == chosen[3]


def test_each_players_level_is_set_by_mouse_keys_and_pad_and_kept_with_the_line_up(tmp_path, virtual_pad):
    """The level steps by a click on its arrows, by Enter and Left/Right when
    focused and by the pad; it is saved at once, said in a line under it,
    and the table's computer players and the kept game play at it."""
    from game.ai.levels import Level
    from game.match.kept import read_match
    from game.scenes.players_screen import LEVEL_WHY
    from game.ui.text import texts_drawn
    import json
    app, d, screen = _players_screen(tmp_path)
    assert {seat: c.value for seat, c in screen.levels.items()} == {1: Level.NORMAL, 2: Level.NORMAL, 3: Level.NORMAL}
    right = screen.levels[1]
    d.click((right.value_box().right - 20, right.rect.centery))   # its ▶
    d.tick()
    assert app.settings.player(1).personality.level is Level.TXAPELDUN
    d.click((right.value_box().right - 20, right.rect.centery))   # no further: the last level
    d.tick()
    assert right.value is Level.TXAPELDUN
    d.click((right.value_box().left + 20, right.rect.centery))    # its ◀
    d.tick()
    assert app.settings.player(1).personality.level is Level.NORMAL
    keys = Driver(app, mode="keyboard", seed=2)
    keys.press(screen.widgets, screen.levels[3])                  # Tab to it, Enter: the next level
    keys.tick()
    assert app.settings.player(3).personality.level is Level.TXAPELDUN
    keys.key(pygame.K_LEFT)
    keys.key(pygame.K_LEFT)
    keys.tick()
    assert app.settings.player(3).personality.level is Level.IKASLE
    d.tick()
    screen.draw(app.screen, 1.0)
    drawn = texts_drawn(app.res)
    assert tr_of(LEVEL_WHY[Level.IKASLE]) in drawn and tr_of(LEVEL_WHY[Level.NORMAL]) in drawn
    pad = Driver(app, mode="pad", pad=virtual_pad(), seed=3)
    assert pad.steer(screen.widgets, screen.levels[2])
    pad.pad.press("left")
    pad.tick()
    assert app.settings.player(2).personality.level is Level.IKASLE
    pad.pad.press("south")
    pad.tick()
    assert app.settings.player(2).personality.level is Level.NORMAL
    assert SettingsStore(tmp_path / "settings.json").settings.player(3).personality.level is Level.IKASLE
    d.click(screen.start_button.rect.center)
    d.tick(3)
    table = app.top
    assert isinstance(table, TableScene)
    assert {seat: p.level for seat, p in table.personalities.items()} == {
        1: Level.NORMAL, 2: Level.NORMAL, 3: Level.IKASLE}
    for _ in range(200):
        d.tick()
    app.keeper.flush()
    kept = read_match(json.loads((tmp_path / "game.json").read_text()))
    assert [p.personality.level for p in kept.lineups[0].players] == [Level.NORMAL, Level.NORMAL, Level.IKASLE]


def tr_of(message):
    from game.platform.i18n import tr
    return tr(message)


def test_the_sliders_are_named_as_the_table_names_the_lances(tmp_path):
    """The fourth slider says Jokua, as the table's lance does (it said
    'Jokoa', a word the table never shows)."""
    from game.model.names import Lance
    from game.words import lance_word
    app = new_app(tmp_path, seed=9, speed=40)
    start_on_title(app)
    d = Driver(app, mode="mouse")
    d.key(pygame.K_p)
    d.tick()
    screen = app.top
    assert isinstance(screen, PlayersScene)
    lances = {"haundia": Lance.HAUNDIA, "tipia": Lance.TIPIA, "pariak": Lance.PARIAK, "jokoa": Lance.JOKUA}
    for seat in (1, 2, 3):
        for slider, lance in lances.items():
            assert screen.sliders[seat, slider].label == lance_word(lance)
    assert screen.sliders[1, "jokoa"].label == "Jokua"
