"""Buttons and the focus that moves between them.

`Button` is a clickable call with a label, a hotkey shown in its corner, an
enabled flag (a disabled button is grey, with a dashed edge and a light
label: never told by its colour alone), hover and press looks, and an optional flash (the partner's
advice: brightness pulsing twice a second with a small name tag). `Toggle` is
a focusable area drawn by its owner (a card lifted for the discard).
`WidgetSet` routes intents to its widgets: pointer hover and click, keyboard
focus moved by arrows or Tab, Enter/Space on the focused one, hotkeys. Widgets
report a press by calling their `on_press`; the scene turns that into an
Action. Value widgets (game/ui/fields.py) add optional hooks that `WidgetSet`
calls when present: `adjust(step)` for Left/Right on the focused one,
`pointer_down/pointer_drag/pointer_up(pos)` for clicks and drags, and
`type_text(text)` / `erase()` for a text field, which also takes the focus when
clicked, turns hotkeys into typing and sends Enter on to the next widget.

On a pad, each widget may have a pad role (`pad_role`, see game/ui/glyphs.py):
the button that presses it without moving the focus, and the glyph its corner
shows instead of the hotkey while the app's prompt style is a pad's. `role_of`
derives it: the widget's own `pad_role`, else "suggest" while it flashes (the
partner's advice), else from its name (`Common`: LESS/MORE the amount
shoulders, BACK the back button); a `Toggle` (a card of the hand) is "lift". The set
presses widgets by role for SUGGEST (the flashing one), LIFT (the focused card,
or the only "lift" widget) and AMOUNT (less / more), and `press_role("main")`
serves the scenes' Start. A widget's name is a member of its screen's
enum of names (this module's `Common`, game/scenes/base.py's `Entry`, the
review's, the table's), never its text written out where it is made or looked
up (tests/model/test_names_in_code.py). Widgets draw with `draw(surface, res, seconds,
focused, prompts)`: every widget class takes the prompt style as its fifth
argument.
"""
from __future__ import annotations

import math
from dataclasses import replace
from enum import StrEnum

import unicodedata

import pygame

from game import assets
from game.platform import controls, input as intents
from game.ui.glyphs import role_glyph
from game.ui.panels import nine_slice, panel  # noqa: F401  (panel: the screens' import)
from game.ui.text import BOXES, button_box, draw_text, text_surface
from game.ui.tween import pulse

TEXT = (245, 240, 225)
TEXT_DISABLED = (96, 96, 92)
INK = (48, 30, 8)
INK_DISABLED = (92, 92, 96)
FOCUS = (255, 214, 64)
DASH = (70, 70, 74)  # the dashed edge of a disabled button
# A flashing suggestion's glow pulses this many times a second, in FLASH_STEPS
# steps a pulse (dark, half, bright, half): an arcade button's blink, which
# whoever redraws it shows by drawing once a step (the table:
# game/scenes/table.py), not at every frame.
FLASH_HZ = 1.25
FLASH_STEPS = 4
FLASH_STEP = 1 / (FLASH_HZ * FLASH_STEPS)  # seconds each step of the flash is shown


def flash_level(seconds: float) -> float:
    """The flash's brightness (0..1) at `seconds`: the pulse, held for the
    whole of each step."""
    step = math.floor(seconds / FLASH_STEP + 1e-9)
    return pulse(step * FLASH_STEP, FLASH_HZ)


def next_flash_step(seconds: float) -> float:
    """Seconds from `seconds` until the flash shows its next step."""
    return (math.floor(seconds / FLASH_STEP + 1e-9) + 1) * FLASH_STEP - seconds


class Common(StrEnum):
    """The widget names whose pad role comes with them (`NAMED_ROLES`):
    every screen's Back, and the table's amount stepper."""

    BACK = "back"
    LESS = "less"
    MORE = "more"


NAMED_ROLES = {Common.LESS: "amount-less", Common.MORE: "amount-more", Common.BACK: "back"}


def role_of(widget) -> str:
    """The widget's pad role now ("" for none)."""
    role = getattr(widget, "pad_role", "")
    if role:
        return role
    if getattr(widget, "flashing", False):
        return "suggest"
    return NAMED_ROLES.get(getattr(widget, "name", ""), "")


class Toggle:
    """A focusable, pressable area whose owner draws it (a card of the player's
    hand, lifted by the pad's west button); the base of every button."""

    pad_role = "lift"

    def __init__(self, name: str, rect, hotkey: str = "", on_press=None, role: str | None = None) -> None:
        if role is not None:
            self.pad_role = role
        self.name = name
        self.rect = pygame.Rect(rect)
        self.hotkey = hotkey
        self.on_press = on_press
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.pressed = False
        self.flashing = False

    def activate(self) -> None:
        if self.enabled and self.visible and self.on_press is not None:
            self.on_press(self)

    def draw(self, surface, res, seconds: float, focused: bool, prompts: str = intents.KEYS) -> None:
        if focused and self.visible:
            draw_focus(surface, res, self.rect)


class Button(Toggle):
    """A call the player can press. `label` is shown as given (already
    translated), fitted into `box` (game/ui/text.py; by default the room a
    button of this size leaves at `text_size`); `role` is its pad role
    (default: derived, see `role_of`)."""

    pad_role = ""

    def __init__(self, name: str, label: str, rect, hotkey: str = "", on_press=None,
                 text_size: int = 28, role: str | None = None, box=None) -> None:
        super().__init__(name, rect, hotkey, on_press, role)
        self.label = label
        self.text_size = text_size
        self.box = box if box is not None else button_box(self.rect.size, text_size)
        self.tag = ""
        self.lift = -(-(assets.BUTTON_FACE[1] - assets.BUTTON_FACE[0]) // 2)  # from the middle to the face's

    def draw(self, surface, res, seconds: float, focused: bool, prompts: str = intents.KEYS):
        """Draw the button; returns the area it covered (None: hidden)."""
        if not self.visible:
            return None
        size = self.rect.size
        area = self.rect.copy()
        if not self.enabled:
            frame_name, fallback = assets.BUTTON_DISABLED, (58, 62, 58)
        elif self.pressed:
            frame_name, fallback = assets.BUTTON_PRESSED, (30, 70, 52)
        elif self.hovered:
            frame_name, fallback = assets.BUTTON_HOVER, (58, 118, 88)
        else:
            frame_name, fallback = assets.BUTTON, (40, 96, 70)
        frame = nine_slice(res, frame_name, size, assets.BUTTON_SLICE)
        drawn = frame is not None  # the art's buttons are gold: dark ink on them
        if frame is None:
            frame = res.made(("button", size, fallback), lambda: _plain_button(size, fallback))
        surface.blit(frame, self.rect)
        if self.flashing and self.enabled:
            glow = res.made(("glow", size), lambda: _glow(size))
            halo_rect = self.rect.inflate(16, 16)
            halo = res.made(("halo", halo_rect.size), lambda: _halo(halo_rect.size))
            level = flash_level(seconds)
            glow.set_alpha(int(30 + 170 * level))
            halo.set_alpha(int(60 + 195 * level))
            surface.blit(glow, self.rect)
            area.union_ip(surface.blit(halo, halo_rect))
        if drawn:
            colour = INK if self.enabled else INK_DISABLED
        else:
            colour = TEXT if self.enabled else TEXT_DISABLED
        centre = label_centre(self, drawn)
        if self.enabled:
            draw_text(surface, res, self.label, self.box, colour, center=centre)
        else:  # not by its grey alone: a dashed edge and a light label say it cannot be pressed
            surface.blit(res.made(("dashed-edge", size), lambda: _dashed_edge(size)), self.rect)
            draw_text(surface, res, self.label, replace(self.box, bold=False), colour, center=centre)
        if prompts != intents.KEYS:  # a pad's glyph: its role's button, or A on the focused one
            role = role_of(self) or ("confirm" if focused else "")
            narrow = self.rect.width < 120  # a badge on the corner, off the label
            glyph = role_glyph(res, prompts, role, 24 if narrow else 26) if role and self.enabled else None
            if glyph is not None and narrow:
                area.union_ip(surface.blit(glyph, glyph.get_rect(center=(self.rect.right - 4, self.rect.top + 2))))
            elif glyph is not None:
                area.union_ip(surface.blit(glyph, glyph.get_rect(topright=(self.rect.right - 5, self.rect.top + 5))))
        elif self.hotkey:
            key = res.text(controls.key_label(self.hotkey), 17, colour)
            surface.blit(key, key.get_rect(topright=(self.rect.right - 9, self.rect.top + 5)))
        if focused:
            area.union_ip(draw_focus(surface, res, self.rect))
        if self.flashing and self.tag:
            area.union_ip(draw_tag(surface, res, self.tag, self.rect, astride=True))
        return area


def label_centre(button: "Button", drawn: bool) -> tuple[int, int]:
    """Where a button's label is centred: on the frame's face (between its
    top edge and its bottom bevel) when the art's frame is drawn."""
    return (button.rect.centerx, button.rect.centery - (button.lift if drawn else 0))


def draw_focus(surface, res, rect: pygame.Rect) -> pygame.Rect:
    """The focus ring around `rect`; returns where it was drawn."""
    ring_rect = rect.inflate(2 * assets.BUTTON_FOCUS_PAD, 2 * assets.BUTTON_FOCUS_PAD)
    ring = nine_slice(res, assets.BUTTON_FOCUS, ring_rect.size, assets.BUTTON_SLICE)
    if ring is None:
        ring = res.made(("focus-ring", ring_rect.size), lambda: _plain_ring(ring_rect.size))
    surface.blit(ring, ring_rect)
    return ring_rect


def draw_tag(surface, res, text: str, rect: pygame.Rect, astride: bool = False) -> pygame.Rect:
    """A name tag above `rect` (who advises this call), or `astride` its top
    edge (a button with a line of text just above it); returns where it was
    drawn."""
    label = text_surface(res, text, BOXES["tag"], (30, 24, 10))
    box = label.get_rect(midbottom=(rect.centerx, rect.top - 4)).inflate(14, 6)
    if astride:
        box.center = (rect.centerx, rect.top)
    surface.blit(res.made(("tag-box", box.size), lambda: _tag_box(box.size)), box)
    surface.blit(label, label.get_rect(center=box.center))
    return box


# Drawn once and blitted (never drawn on the target), so that a surface that
# records its blits (the table's still layer) sees where each piece went.
def _plain_ring(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, FOCUS, surf.get_rect(), 4, border_radius=14)
    return surf


def _tag_box(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, FOCUS, surf.get_rect(), border_radius=8)
    return surf


def _plain_button(size, colour) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=14)
    light = tuple(min(255, c + 60) for c in colour)
    pygame.draw.rect(surf, light, surf.get_rect(), 3, border_radius=14)
    return surf


def _dashed_edge(size) -> pygame.Surface:
    """A disabled button's second cue: a dashed line just inside its edge."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    inset, dash, gap, width = 7, 10, 7, 2
    for x in range(inset + 6, w - inset - 6, dash + gap):
        end = min(x + dash, w - inset - 6)
        for y in (inset, h - inset - width - 4):
            pygame.draw.line(surf, DASH, (x, y), (end, y), width)
    for y in range(inset + 8, h - inset - 10, dash + gap):
        end = min(y + dash, h - inset - 10)
        for x in (inset, w - inset - width):
            pygame.draw.line(surf, DASH, (x, y), (x, end), width)
    return surf


def _halo(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 110, 30, 255), surf.get_rect(), 6, border_radius=20)
    return surf


def _glow(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=14)
    return surf


class WidgetSet:
    """The focusable widgets of a screen, in reading order."""

    def __init__(self, widgets=()) -> None:
        self.widgets = list(widgets)
        self.focus: object | None = None
        self.focus_visible = False

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    def live(self):
        return [w for w in self.widgets if w.visible and w.enabled]

    def focus_first(self, widget=None) -> None:
        live = self.live()
        if widget is not None and widget in live:
            self.focus = widget
        else:
            self.focus = live[0] if live else None

    def handle(self, intent) -> bool:
        """Route one intent; True when a widget used it."""
        kind = intent.kind
        typing = self.focus in self.live() and hasattr(self.focus, "type_text")
        if kind == intents.POINT:
            for w in self.widgets:
                w.hovered = w.visible and w.rect.collidepoint(intent.pos)
                if getattr(w, "dragging", False):
                    w.pointer_drag(intent.pos)
                elif not w.hovered:
                    w.pressed = False
            self.focus_visible = False
            return False
        if kind == intents.CLICK:
            self.focus_visible = False
            for w in self.live():
                if w.rect.collidepoint(intent.pos):
                    w.pressed = True
                    if getattr(w, "takes_focus", False):
                        self.focus = w
                    if hasattr(w, "pointer_down"):
                        w.pointer_down(intent.pos)
                    return True
            return False
        if kind == intents.RELEASE:
            fired = None
            for w in self.widgets:
                if getattr(w, "dragging", False):
                    w.pointer_up(intent.pos)
                if w.pressed and w.visible and w.enabled and w.rect.collidepoint(intent.pos):
                    fired = w
                w.pressed = False
            if fired is not None:
                fired.activate()
                return True
            return False
        if kind == intents.MOVE:
            self.focus_visible = True
            focus = self.focus
            if (not intent.cycle and intent.dx and not intent.dy and focus in self.live()
                    and hasattr(focus, "adjust")):
                focus.adjust(intent.dx)
                return True
            self._move(intent)
            return True
        if kind in (intents.TEXT, intents.ERASE):
            if typing:
                self.focus_visible = True
                if kind == intents.TEXT:
                    self.focus.type_text(intent.key)
                else:
                    self.focus.erase()
                return True
            return False
        if kind == intents.CONFIRM:
            live = self.live()
            if typing:
                if intent.key == " ":
                    return True  # the space is typed by its TEXT intent
                self.focus_visible = True
                self._move(intents.Intent(intents.MOVE, dx=1, cycle=True))
                return True
            if self.focus in live:
                self.focus_visible = True
                self.focus.activate()
                return True
            return False
        if kind == intents.HOTKEY:
            if typing:
                return True  # the letter is typed by its TEXT intent
            for w in self.live():
                if w.hotkey and w.hotkey.lower() == intent.key.lower():
                    self.focus = w
                    w.activate()
                    return True
        if kind == intents.SUGGEST:
            return self.press_role("suggest")
        if kind == intents.LIFT:
            return self.press_role("lift")
        if kind == intents.AMOUNT:
            return self.press_role("amount-less" if intent.dx < 0 else "amount-more")
        return False

    def press_role(self, role: str) -> bool:
        """Press the widget with this pad role: the focused one if it has it,
        else the only visible, enabled one that has it. True if one was pressed."""
        live = self.live()
        if self.focus in live and role_of(self.focus) == role:
            self.focus.activate()
            return True
        having = [w for w in live if role_of(w) == role]
        if len(having) == 1:
            having[0].activate()
            return True
        return False

    def _move(self, intent) -> None:
        live = self.live()
        if not live:
            self.focus = None
            return
        if self.focus not in live:
            self.focus = live[0]
            return
        if intent.cycle:
            i = live.index(self.focus)
            self.focus = live[(i + intent.dx) % len(live)]
            return
        cx, cy = self.focus.rect.center
        best, best_score = None, None
        for w in live:
            if w is self.focus:
                continue
            wx, wy = w.rect.center
            along = (wx - cx) * intent.dx + (wy - cy) * intent.dy
            if along <= 0:
                continue
            across = abs((wx - cx) * intent.dy) + abs((wy - cy) * intent.dx)
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = w, score
        if best is None:  # nothing that way: wrap along reading order
            i = live.index(self.focus)
            step = 1 if (intent.dx + intent.dy) > 0 else -1
            best = live[(i + step) % len(live)]
        self.focus = best

    def draw(self, surface, res, seconds: float, prompts: str = intents.KEYS) -> None:
        """Draw every widget; `prompts` is the app's prompt style (app.input.prompts):
        with a pad's, the focus is always shown and buttons wear its glyphs."""
        shown = self.focus_visible or prompts != intents.KEYS
        for w in self.widgets:
            if hasattr(w, "has_focus"):  # a text field shows its caret even after a click
                w.has_focus = w is self.focus
            w.draw(surface, res, seconds, shown and w is self.focus, prompts)


def label_hotkeys(labels) -> list[str]:
    """One key per label: its first letter (accents dropped) not taken by an
    earlier label, else its next letter; "" when none is free. A letter the
    controls give to an action of every screen (a player who moves Down to J)
    is never a label's: that key does the action."""
    taken: set[str] = {key for action, keys in controls.in_use().keys if controls.WHERE[action] == controls.EVERYWHERE
                       for key in keys if len(key) == 1}
    keys = []
    for label in labels:
        letters = unicodedata.normalize("NFD", label.lower())
        key = next((ch for ch in letters if "a" <= ch <= "z" and ch not in taken), "")
        taken.add(key)
        keys.append(key)
    return keys
