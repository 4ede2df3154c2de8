"""The on-screen keyboard: a player's name typed with a pad, over the players
screen. Keys for the letters of the four languages (a-z, ñ, ç, the accented
vowels of Spanish and French: á à â é è ê ë í î ï ó ô ú ù û ü ÿ, œ, æ), the
digits and the hyphen, a case key (a name starts with a capital and so does
each word; the key flips the next letter), Space, Erase and Done.

The D-pad or stick moves between keys, south (A) types the focused one, west
(X) erases, north (Y) types a space, Start is Done and east (B) closes too:
what was typed stays in the field, which checks it as it changes (the players
screen says what is wrong with a name). A keyboard or mouse works here as
well: keys are clicked, typing and Backspace go to the field, Esc closes.
"""
from __future__ import annotations

from enum import StrEnum

import pygame

from game.platform import input as intents
from game.platform.i18n import tr
from game.scenes.base import WIDTH, WidgetScene, draw_shade
from game.ui.text import button_box
from game.ui.widgets import Button, WidgetSet, panel
from game.ui.screen_names import Screen

ROWS = ("1234567890-", "abcdefghijkl", "mnñopqrstuvw", "xyzçáàâéèêëí", "îïóôúùûüÿœæ")
KEY_W, KEY_H, GAP = 100, 68, 10
BOX = pygame.Rect(WIDTH // 2 - 690, 368, 1380, 700)
KEYS_TOP = BOX.top + 196
GOLD = (250, 226, 150)
BAD = (255, 130, 110)
FIELD_BG = (250, 244, 228)
FIELD_INK = (40, 30, 16)


class Key(StrEnum):
    """The names of the keyboard's wide keys (a letter's key is named "key-"
    and its letter: one for each of ROWS' letters)."""

    CASE = "case"
    SPACE = "space"
    ERASE = "erase"
    DONE = "done"


class NameKeyboardScene(WidgetScene):
    name = Screen.NAME_KEYBOARD
    opaque = False

    def __init__(self, app, field, title: str, problem=None) -> None:
        """`field`: the TextField typed into; `title`: whose name it is;
        `problem()`: why the name as it stands cannot be used (or None)."""
        super().__init__(app)
        self.field = field
        self.title = title
        self.problem = problem or (lambda: None)
        self.shift = False
        self.widgets = WidgetSet()
        self.letters: list[Button] = []
        y = KEYS_TOP
        for row in ROWS:
            x = WIDTH // 2 - (len(row) * (KEY_W + GAP) - GAP) // 2
            for ch in row:
                key = Button(f"key-{ch}", ch, (x, y, KEY_W, KEY_H), "", self._typed, 32)
                self.letters.append(self.widgets.add(key))
                x += KEY_W + GAP
            y += KEY_H + GAP
        # box: keyboard-wide
        space = tr("Space")
        # box: keyboard-key
        erase = tr("Erase")
        # box: keyboard-key
        done = tr("Done")
        bottom = ((Key.CASE, "ABC", 200, self._case, ""), (Key.SPACE, space, 440, self._space, "suggest"),
                  (Key.ERASE, erase, 220, self._erase, "lift"), (Key.DONE, done, 300, self._done, "main"))
        x = WIDTH // 2 - (sum(w for _n, _l, w, _a, _r in bottom) + GAP * (len(bottom) - 1)) // 2
        self.keys: dict[Key, Button] = {}
        for name, label, width, action, role in bottom:
            self.keys[name] = self.widgets.add(Button(name, label, (x, y, width, KEY_H), "", action, 30, role=role,
                                                      box=button_box((width, KEY_H), 30)))
            x += width + GAP
        self.widgets.focus_first(self.letters[len(ROWS[0])])  # the "a"
        self.widgets.focus_visible = True
        self._relabel()

    # -- typing -------------------------------------------------------------
    def upper(self) -> bool:
        """Capitals now: at the start of the name and of each word, unless the
        case key flipped it for the next letter."""
        text = self.field.text
        start = not text or text[-1] in " -"
        return start != self.shift

    def _relabel(self) -> None:
        upper = self.upper()
        for key in self.letters:
            ch = key.name[len("key-"):]
            key.label = ch.upper() if upper else ch
        self.keys[Key.CASE].label = "abc" if upper else "ABC"

    def _typed(self, key) -> None:
        self.field.type_text(key.label)
        self.shift = False
        self._relabel()

    def _case(self, _key=None) -> None:
        self.shift = not self.shift
        self._relabel()

    def _space(self, _key=None) -> None:
        self.field.type_text(" ")
        self.shift = False
        self._relabel()

    def _erase(self, _key=None) -> None:
        self.field.erase()
        self._relabel()

    def _done(self, _key=None) -> None:
        self.app.close()

    def back(self) -> None:
        self._done()

    def handle(self, intent) -> None:
        if intent.kind == intents.TEXT:  # a real keyboard types too
            self.field.type_text(intent.key)
            self._relabel()
            return
        if intent.kind == intents.ERASE:
            self._erase()
            return
        if intent.kind == intents.HOTKEY:
            return  # its letter comes as TEXT
        if intent.kind == intents.CONFIRM and intent.key == " ":
            return  # the space bar: typed by its TEXT intent
        super().handle(intent)

    # -- drawing ------------------------------------------------------------
    def frame_interval(self) -> float:
        return 0.25  # the caret blinks

    def draw(self, surface, alpha) -> None:
        res = self.app.res
        draw_shade(surface, res)
        surface.blit(panel(res, BOX, solid=True), BOX)
        title = res.text(self.title, 34, GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(BOX.centerx, BOX.top + 22)))
        line = pygame.Rect(0, 0, 620, 76)
        line.midtop = (BOX.centerx, BOX.top + 70)
        problem = self.problem()
        pygame.draw.rect(surface, FIELD_BG, line, border_radius=10)
        pygame.draw.rect(surface, BAD if problem else GOLD, line, 4, border_radius=10)
        x = line.left + 18
        if self.field.text:
            text = res.text(self.field.text, 38, FIELD_INK, bold=True)
            surface.blit(text, text.get_rect(midleft=(x, line.centery)))
            x += text.get_width()
        if int(self.clock.at(alpha) * 2) % 2 == 0:
            pygame.draw.line(surface, FIELD_INK, (x + 3, line.top + 14), (x + 3, line.bottom - 14), 3)
        if problem:
            why = res.text(problem, 22, BAD, bold=True)
            surface.blit(why, why.get_rect(midtop=(BOX.centerx, line.bottom + 10)))
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)

