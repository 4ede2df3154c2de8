"""The input's intents are an enum (game/platform/input.py `IntentKind`), and
the short names every screen reads (`intents.CONFIRM`) are its members, each
by its own name; the mapper gives intents of those kinds."""
import pygame

from game.platform import input as intents
from game.platform.input import Intent, IntentKind, InputMapper


def test_every_short_name_is_its_member():
    assert [getattr(intents, kind.name) for kind in IntentKind] == list(IntentKind)
    assert all(getattr(intents, kind.name) is kind for kind in IntentKind)


def test_the_mapper_gives_intents_of_the_enums_kinds():
    mapper = InputMapper()
    made = mapper.translate([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"),
                             pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")])
    assert [i.kind for i in made] == [IntentKind.CONFIRM, IntentKind.BACK]
    assert all(type(i.kind) is IntentKind for i in made) and Intent(intents.MENU).kind is IntentKind.MENU
