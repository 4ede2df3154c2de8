"""The players screen through real events: names typed with TEXTINPUT events
and Backspace, an invalid name that keeps Start disabled, sliders moved by
keyboard and by mouse; Start deals a table with those names and styles, and
what was set is saved."""
import pygame
import pytest

from apps import new_app

from game.shell.driver import Driver
from game.platform.settings import SettingsStore
from game.scenes.players_screen import PlayersScene
from game.scenes.table import TableScene

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def test_players_screen_by_mouse_and_keyboard(tmp_path):
    app = new_app(tmp_path, seed=9, speed=40)
    app.start()
    pygame.event.clear()
    d = Driver(app, mode="mouse")
    d.key(pygame.K_p)
    d.tick()
    screen = app.top
    assert isinstance(screen, PlayersScene)
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
    app.start()
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
