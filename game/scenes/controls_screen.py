"""The Controls screen, opened from Settings: every key and pad button the
player may move (game/platform/controls.py), in three columns (the keys of
every screen, the keys of the table, the pad's buttons).

Pick a row (click, or Enter / the pad's confirm on the focused one) and it
waits for the new key (a keyboard row) or pad button (a pad row): the input
mapper then hands every key or button over as it is (`input.CAPTURED`), and
the row takes it. When another action that can be pressed at the same moment
had it, it moves (every such action: a swap is whole), its row is lit and
the line above the buttons says what moved; a key that cannot be given
changes nothing and says so, never stopping the game. Escape, the
pad's Back or Start, or a click elsewhere, stops waiting with nothing changed;
they are never given away, so the player can always leave. Reset to defaults
puts every key and button back. Each change is saved at once.
"""
from __future__ import annotations

import pygame

from game.platform import controls
from game.platform.controls import ControlAction as A, PadButton as B
from game.platform import input as intents
from game.platform.i18n import N_, tr
from game.platform.pads import KEYS, XBOX
from game.scenes.base import HEIGHT, WIDTH, Entry, WidgetScene
from game.ui.glyphs import glyph, key_cap
from game.ui.notice import draw_line_box
from game.ui.text import BOXES, common_box, draw_text
from game.ui.widgets import Button, Common, Toggle, WidgetSet, draw_focus, label_hotkeys, panel
from game.words import call_word
from game.ui.screen_names import Screen

COLUMN_LEFT, COLUMN_WIDTH, COLUMN_GAP = 60, 580, 30
TOP, ROW_HEIGHT, ROW_STEP = 128, 35, 38
FRAME = 14   # a column panel's frame, round its rows
LABEL_INK, VALUE_INK, HEADING_INK = (235, 230, 215), (255, 226, 130), (250, 226, 150)
WAITING_BACK, SWAPPED_BACK = (255, 214, 64, 70), (120, 190, 255, 60)

# The names of the actions (the calls use their own word, game/words.py).
ACTION_NAMES = {
    # box: controls-label
    A.CONFIRM: N_("Confirm"),
    # box: controls-label
    A.BACK: N_("Back"),
    # box: controls-label
    A.UP: N_("Up"),
    # box: controls-label
    A.DOWN: N_("Down"),
    # box: controls-label
    A.LEFT: N_("Left"),
    # box: controls-label
    A.RIGHT: N_("Right"),
    # box: controls-label
    A.NEXT: N_("Next button"),
    # box: controls-label
    A.LESS: N_("Bet less"),
    # box: controls-label
    A.MORE: N_("Bet more"),
    # box: controls-label
    A.DISCARD: N_("Discard"),
    # box: controls-label
    A.LOOK: N_("Look at a face"),
    # box: controls-label
    A.SIGNS: N_("Make a seña"),
    # box: controls-label
    A.LIFT: N_("Lift a card"),
    # box: controls-label
    A.SUGGEST: N_("Take the partner's advice"),
    # box: controls-label
    A.COACH: N_("Coach"),
}
# The three columns: (heading, device, actions).
EVERY_SCREEN = (A.CONFIRM, A.BACK, A.UP, A.DOWN, A.LEFT, A.RIGHT, A.NEXT, A.LESS, A.MORE)
AT_TABLE = tuple(a for a in controls.KEY_ACTION_NAMES if a not in EVERY_SCREEN)
COLUMNS = (
    # box: controls-heading
    (N_("Keys: every screen"), "keys", EVERY_SCREEN),
    # box: controls-heading
    (N_("Keys: at the table"), "keys", AT_TABLE),
    # box: controls-heading
    (N_("Pad buttons"), "pad", controls.PAD_ACTION_NAMES),
)


def column_box(column: int) -> pygame.Rect:
    """The panel of a column: its heading and rows, with the frame's margin
    (`FRAME`) all round the rows, under the last one too."""
    x = COLUMN_LEFT + column * (COLUMN_WIDTH + COLUMN_GAP)
    rows = len(COLUMNS[column][2])
    last_bottom = TOP + rows * ROW_STEP + ROW_HEIGHT
    return pygame.Rect(x - FRAME, TOP - 8, COLUMN_WIDTH + 2 * FRAME, last_bottom + FRAME - (TOP - 8))


def action_name(action: str) -> str:
    """An action's name in the language shown."""
    if action in controls.CARD_ACTIONS:
        # box: controls-label
        return tr("Card {n}", n=controls.CARD_ACTIONS.index(action) + 1)
    if action in ACTION_NAMES:
        return tr(ACTION_NAMES[action])
    return call_word(action)


class ControlRow(Toggle):
    """One action: its name on the left, its key(s) or pad button on the right."""

    pad_role = ""

    def __init__(self, device: str, action: str, rect, on_press) -> None:
        super().__init__(f"{device}:{action}", rect, "", on_press)
        self.device, self.action = device, action
        self.waiting = False
        self.swapped = False

    def draw(self, surface, res, seconds: float, focused: bool, prompts: str = KEYS) -> None:
        back = WAITING_BACK if self.waiting else SWAPPED_BACK if self.swapped else (
            (255, 255, 255, 40) if self.hovered else (255, 255, 255, 18))
        surface.blit(res.made(("control-row", self.rect.size, back), lambda: _row(self.rect.size, back)), self.rect)
        draw_text(surface, res, action_name(self.action), BOXES["controls-label"], LABEL_INK,
                  midleft=(self.rect.left + 16, self.rect.centery))
        height = self.rect.height - 10
        right = (self.rect.right - 12, self.rect.centery)
        if self.waiting:
            # box: controls-value
            draw_text(surface, res, tr("Press…"), BOXES["controls-value"], VALUE_INK, midright=right)
        elif self.device == "pad":
            style = prompts if prompts != KEYS else XBOX
            button = controls.in_use().button_of(self.action)
            image = glyph(res, style, button, height)
            surface.blit(image, image.get_rect(midright=right))
        else:
            keys = [k for k in controls.in_use().keys_of(self.action) if k != "escape" or self.action == A.BACK]
            x = right[0]
            for key in reversed(keys):
                cap = key_cap(res, controls.key_label(key), height)
                x = surface.blit(cap, cap.get_rect(midright=(x, right[1]))).left - 8
        if focused:
            draw_focus(surface, res, self.rect)


def _row(size, colour) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=10)
    return surf


class ControlsScene(WidgetScene):
    name = Screen.CONTROLS

    def __init__(self, app) -> None:
        super().__init__(app)
        self.waiting: ControlRow | None = None
        self.message = ""
        self.swapped_rows: list[ControlRow] = []  # the rows a change moved, lit
        self.build()

    def build(self) -> None:
        focus = self.widgets.focus.name if getattr(self, "widgets", None) and self.widgets.focus else None
        self.widgets = WidgetSet()
        self.rows: list[ControlRow] = []
        for column, (_heading, device, actions) in enumerate(COLUMNS):
            x = COLUMN_LEFT + column * (COLUMN_WIDTH + COLUMN_GAP)
            for i, action in enumerate(actions):
                rect = (x, TOP + (i + 1) * ROW_STEP, COLUMN_WIDTH, ROW_HEIGHT)
                self.rows.append(self.widgets.add(ControlRow(device, action, rect, self._pick)))
        # The two buttons side by side are one size, their labels at one size
        # (Back had the back buttons' taller box and larger letters).
        # box: settings-button
        reset_label = tr("Reset to defaults")
        # box: settings-button
        back_label = tr("Back")
        box = common_box(self.app.res, (reset_label, back_label), BOXES["settings-button"])
        reset = pygame.Rect((0, 0), box.frame)
        reset.bottomright = (WIDTH // 2 - 20, HEIGHT - 22)
        self.widgets.add(Button(Entry.RESET, reset_label, reset, "", self._reset, box=box))
        back = pygame.Rect((0, 0), box.frame)
        back.bottomleft = (WIDTH // 2 + 20, HEIGHT - 22)
        self.widgets.add(Button(Common.BACK, back_label, back, "", lambda _b: self.back(), box=box))
        buttons = self.widgets.widgets[-2:]
        for button, key in zip(buttons, label_hotkeys(w.label for w in buttons)):
            button.hotkey = key
        self.widgets.focus_first(next((w for w in self.widgets.widgets if w.name == focus), None))

    def on_language(self) -> None:
        self.build()

    # -- waiting for a key ---------------------------------------------------
    def _pick(self, row: ControlRow) -> None:
        self._stop()
        self.waiting = row
        row.waiting = True
        self.app.input.capturing = True
        what = action_name(row.action)
        if row.device == "pad":
            # box: controls-message
            self.message = tr("Press the pad button for {action} (Start or Back: cancel)", action=what)
        else:
            # box: controls-message
            self.message = tr("Press the key for {action} (Esc: cancel)", action=what)

    def _stop(self) -> None:
        if self.waiting is not None:
            self.waiting.waiting = False
        self.waiting = None
        self.app.input.capturing = False

    def _take(self, intent) -> None:
        row = self.waiting
        if intent.pad != (row.device == "pad"):
            return  # a key for a pad row (or a button for a key row): still waiting
        mapping = self.app.settings.controls
        self._stop()
        try:
            assigned = (mapping.assign_button(row.action, intent.key) if row.device == "pad"
                        else mapping.assign_key(row.action, intent.key))
        except controls.NoRoom as full:
            # box: controls-message
            self.message = tr("Nothing changed: no key would be left for {other}.", other=action_name(full.action))
            return
        except ValueError:
            # box: controls-message
            self.message = tr("That key cannot be given. Nothing changed.")
            return
        self.app.change_settings(controls=assigned.controls)
        for moved in self.swapped_rows:
            moved.swapped = False
        self.swapped_rows = [r for r in self.rows if r.device == row.device and r.action in assigned.swapped]
        for moved in self.swapped_rows:
            moved.swapped = True
        self.message = self.said(row, assigned.swapped)

    def said(self, row: ControlRow, swapped: tuple[str, ...]) -> str:
        """The line saying what a change did: the key given and each action it moved."""
        what = self._shown(row.device, row.action)
        if not swapped:
            # box: controls-message
            return tr("{action}: {key}.", action=action_name(row.action), key=what)
        if len(swapped) == 1:
            # box: controls-message
            return tr("{action}: {key}. It was {other}'s, which now has {old}.",
                      action=action_name(row.action), key=what, other=action_name(swapped[0]),
                      old=self._shown(row.device, swapped[0]))
        # box: controls-message
        moves = ", ".join(tr("{other} to {old}", other=action_name(other), old=self._shown(row.device, other))
                          for other in swapped)
        # box: controls-message
        return tr("{action}: {key}. Moved to make room: {moves}.", action=action_name(row.action),
                  key=what, moves=moves)

    def _shown(self, device: str, action: str) -> str:
        mapping = controls.in_use()
        if device == "pad":
            return pad_button_name(mapping.button_of(action))
        return controls.keys_label(k for k in mapping.keys_of(action) if k != "escape")

    def _reset(self, _button=None) -> None:
        self._stop()
        self.app.change_settings(controls=controls.Controls())
        for moved in self.swapped_rows:
            moved.swapped = False
        self.swapped_rows = []
        # box: controls-message
        self.message = tr("Every key and pad button is back to its default.")

    # -- the scene --------------------------------------------------------
    def handle(self, intent) -> None:
        if self.waiting is not None:
            if intent.kind == intents.CAPTURED:
                self._take(intent)
            elif intent.kind in (intents.BACK, intents.MENU, intents.CLICK):
                self._stop()
                # box: controls-message
                self.message = tr("Nothing changed.")
            return
        super().handle(intent)

    def back(self) -> None:
        self._stop()
        self.app.close()

    def main_action(self) -> None:
        self.back()

    def on_exit(self) -> None:
        self._stop()

    def draw(self, surface, alpha) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        # box: title
        draw_text(surface, res, tr("Controls"), BOXES["title"], HEADING_INK, center=(WIDTH // 2, 70))
        for column, (heading, _device, actions) in enumerate(COLUMNS):
            x = COLUMN_LEFT + column * (COLUMN_WIDTH + COLUMN_GAP)
            box = column_box(column)
            surface.blit(panel(res, box, 235), box)
            draw_text(surface, res, tr(heading), BOXES["controls-heading"], HEADING_INK,
                      midleft=(x + 6, TOP + ROW_HEIGHT // 2))
        if self.message:
            draw_line_box(surface, res, self.message, (WIDTH // 2, HEIGHT - 148), "controls-message")
        else:
            # box: controls-message
            hint = tr("Pick an action, then press its new key or pad button. Esc and Start always work.")
            draw_text(surface, res, hint, BOXES["controls-message"], (235, 235, 222), center=(WIDTH // 2, HEIGHT - 148))
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)


def pad_button_name(button: str) -> str:
    """A pad button named in words, whatever the pad's make."""
    return tr(PAD_BUTTON_WORDS[button]) if button in PAD_BUTTON_WORDS else button


PAD_BUTTON_WORDS = {
    # box: controls-value
    B.SOUTH: N_("bottom button"),
    # box: controls-value
    B.EAST: N_("right button"),
    # box: controls-value
    B.WEST: N_("left button"),
    # box: controls-value
    B.NORTH: N_("top button"),
    # box: controls-value
    B.LEFT_SHOULDER: N_("left shoulder"),
    # box: controls-value
    B.RIGHT_SHOULDER: N_("right shoulder"),
    # box: controls-value
    B.LEFT_STICK: N_("left stick pressed"),
    # box: controls-value
    B.RIGHT_STICK: N_("right stick pressed"),
}
