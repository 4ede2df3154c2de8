"""A monkey: thousands of random mouse, key, typing, pad and window events,
with frames in between, must never raise; on its way it visits the players
and settings screens too."""
import random

import pygame
import pytest

from apps import new_app


pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_F11, pygame.K_MINUS, pygame.K_PLUS,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_9, pygame.K_BACKSPACE] + list(range(pygame.K_a, pygame.K_z + 1))
WINDOW = [pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESIZED,
          pygame.WINDOWEXPOSED, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.VIDEOEXPOSE]


def random_event(rng):
    r = rng.random()
    pos = (rng.randrange(-50, 1970), rng.randrange(-50, 1130))
    if r < 0.25:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if r < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]))
    if r < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 3]))
    if r < 0.88:
        mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_ALT, pygame.KMOD_CTRL])
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)
    if r < 0.91:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Ñ", "é", "-", " ", "7", "@", "ab"]))
    if r < 0.94:
        return pygame.event.Event(rng.choice(WINDOW), x=800, y=600)
    kind = rng.choice(["hat", "axis", "button", "added"])
    if kind == "hat":
        return pygame.event.Event(pygame.JOYHATMOTION, value=(rng.choice([-1, 0, 1]), rng.choice([-1, 0, 1])),
                                  instance_id=0, hat=0)
    if kind == "axis":
        return pygame.event.Event(pygame.JOYAXISMOTION, axis=rng.choice([0, 1, 2]),
                                  value=rng.uniform(-1, 1), instance_id=0)
    if kind == "button":
        return pygame.event.Event(pygame.JOYBUTTONDOWN, button=rng.randrange(12), instance_id=0)
    return pygame.event.Event(pygame.JOYDEVICEADDED, device_index=rng.randrange(3))


@pytest.mark.parametrize("seed,autoplay,events", [
    (3, False, 1500),  # the quick suite's short run
    pytest.param(1, False, 6000, marks=pytest.mark.slow),
    pytest.param(2, True, 6000, marks=pytest.mark.slow),
])
def test_monkey_never_raises(seed, autoplay, events):
    rng = random.Random(seed)
    app = new_app(None, seed=seed, speed=30, autoplay=autoplay)
    app.start()
    pygame.event.clear()
    visited = set()
    for i in range(events):
        pygame.event.post(random_event(rng))
        if i % 3 == 0:
            app.tick(rng.choice([0.0, 1 / 120, 1 / 60, 1 / 30, 0.3]))
        visited.add(type(app.top).__name__)
        if not app.running:  # the monkey found Quit: start again
            app.running = True
            app.start()
    assert app.frames > events // 6
    if not autoplay and events >= 6000:
        assert {"PlayersScene", "SettingsScene", "TableScene"} <= visited, visited
