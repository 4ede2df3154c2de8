"""Value widgets for the settings and players screens: `Choice` (a setting
with a few values, stepped with ◀ ▶), `Slider` (a whole number 1..9 dragged,
clicked or stepped with Left/Right, with a lance icon beside it) and
`TextField` (a player's name typed from TEXT intents, Backspace erasing).

They follow the widget protocol of game/ui/widgets.py (name, rect, hotkey,
enabled, visible, hovered, pressed, activate, draw) plus the optional hooks
`WidgetSet` calls: `adjust`, `pointer_down` / `pointer_drag` / `pointer_up`,
`type_text` / `erase`. Each reports a new value through its `on_change`.
"""
from __future__ import annotations

import pygame

from game.platform.input import KEYS
from game.ui.text import BOXES, draw_text
from game.ui.widgets import FOCUS, draw_focus

LABEL = (235, 230, 215)
VALUE = (255, 226, 130)
DIM = (150, 150, 140)
ROW = (255, 255, 255, 18)
ROW_HOVER = (255, 255, 255, 40)
FIELD_BG = (250, 244, 228)
FIELD_INK = (40, 30, 16)
BAD = (255, 120, 100)
TRACK = (18, 40, 32)
KNOB = (255, 214, 64)


class _Widget:
    takes_focus = False

    def __init__(self, name: str, rect, on_change=None) -> None:
        self.name = name
        self.rect = pygame.Rect(rect)
        self.on_change = on_change
        self.hotkey = ""
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.pressed = False
        self.flashing = False

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)


def _arrow(surface, centre, pointing: int, colour, size: int = 14) -> None:
    x, y = centre
    tip = (x + pointing * size, y)
    back = x - pointing * size // 2
    pygame.draw.polygon(surface, colour, [tip, (back, y - size), (back, y + size)])


class Choice(_Widget):
    """A labelled row: `label` on the left, the chosen value between two
    arrows on the right. Left/Right or a click on an arrow steps the value;
    Enter or a click on the value takes the next one (wrapping)."""

    def __init__(self, name: str, label: str, options, value, rect, on_change=None,
                 wrap: bool = True, label_box=BOXES["settings-label"],
                 text_box=BOXES["settings-value"]) -> None:
        super().__init__(name, rect, on_change)
        self.label = label
        self.label_box, self.text_box = label_box, text_box
        self.options = list(options)  # (value, text)
        self.index = next((i for i, (v, _t) in enumerate(self.options) if v == value), 0)
        self.wrap = wrap
        self._step_on_release = 1

    @property
    def value(self):
        return self.options[self.index][0]

    def value_box(self) -> pygame.Rect:
        box = pygame.Rect(0, 0, int(self.rect.width * 0.46), self.rect.height - 12)
        box.midright = (self.rect.right - 14, self.rect.centery)
        return box

    def adjust(self, step: int) -> None:
        n = len(self.options)
        new = (self.index + step) % n if self.wrap else max(0, min(n - 1, self.index + step))
        if new != self.index:
            self.index = new
            self._changed()

    def pointer_down(self, pos) -> None:
        box = self.value_box()
        self._step_on_release = -1 if pos[0] < box.left + 56 else 1

    def activate(self) -> None:
        if self.enabled and self.visible:
            step, self._step_on_release = self._step_on_release, 1
            self.adjust(step)

    def draw(self, surface, res, seconds: float, focused: bool, prompts: str = KEYS) -> None:
        if not self.visible:
            return
        back = res.made(("choice-row", self.rect.size, self.hovered), lambda: _row(self.rect.size, self.hovered))
        surface.blit(back, self.rect)
        draw_text(surface, res, self.label, self.label_box, LABEL,
                  midleft=(self.rect.left + 24, self.rect.centery))
        box = self.value_box()
        colour = VALUE if self.enabled else DIM
        draw_text(surface, res, self.options[self.index][1], self.text_box, colour, center=box.center)
        arrows = colour if self.wrap or self.index > 0 else DIM
        _arrow(surface, (box.left + 22, box.centery), -1, arrows)
        arrows = colour if self.wrap or self.index < len(self.options) - 1 else DIM
        _arrow(surface, (box.right - 22, box.centery), 1, arrows)
        if focused:
            draw_focus(surface, res, self.rect)


class Slider(_Widget):
    """A whole number from `low` to `high` on a track; the lance icon and name
    sit on its left, the value on its right (drawn over `rect`, which is the
    whole row; the track is its right part)."""

    def __init__(self, name: str, label: str, icon: str | None, value: int, rect,
                 on_change=None, low: int = 1, high: int = 9) -> None:
        super().__init__(name, rect, on_change)
        self.label = label
        self.icon = icon
        self.low, self.high = low, high
        self.value = value
        self.dragging = False

    def track(self) -> pygame.Rect:
        left = self.rect.left + 196
        return pygame.Rect(left, self.rect.centery - 5, self.rect.right - 70 - left, 10)

    def knob_x(self, value: int | None = None) -> int:
        value = self.value if value is None else value
        track = self.track()
        return track.left + round((value - self.low) * track.width / (self.high - self.low))

    def _set(self, value: int) -> None:
        value = max(self.low, min(self.high, value))
        if value != self.value:
            self.value = value
            self._changed()

    def adjust(self, step: int) -> None:
        self._set(self.value + step)

    def value_at(self, x: int) -> int:
        track = self.track()
        share = (x - track.left) / max(1, track.width)
        return self.low + round(share * (self.high - self.low))

    def pointer_down(self, pos) -> None:
        if pos[0] >= self.track().left - 20:
            self.dragging = True
            self._set(self.value_at(pos[0]))

    def pointer_drag(self, pos) -> None:
        self._set(self.value_at(pos[0]))

    def pointer_up(self, pos) -> None:
        self.dragging = False

    def activate(self) -> None:
        pass  # a slider moves with Left/Right or the mouse; Enter does nothing

    def draw(self, surface, res, seconds: float, focused: bool, prompts: str = KEYS) -> None:
        if not self.visible:
            return
        if self.hovered or self.dragging:
            back = res.made(("slider-row", self.rect.size), lambda: _row(self.rect.size, True))
            surface.blit(back, self.rect)
        x = self.rect.left + 8
        if self.icon:
            icon = res.sprite(self.icon, (44, 44))
            if icon is not None:
                surface.blit(icon, icon.get_rect(midleft=(x, self.rect.centery)))
        draw_text(surface, res, self.label, BOXES["players-slider"], LABEL, midleft=(x + 52, self.rect.centery))
        track = self.track()
        pygame.draw.rect(surface, TRACK, track.inflate(4, 4), border_radius=7)
        filled = track.copy()
        filled.width = self.knob_x() - track.left
        pygame.draw.rect(surface, (200, 160, 60), filled, border_radius=5)
        for v in range(self.low, self.high + 1):
            tick_x = self.knob_x(v)
            tall = 9 if v == 5 else 5
            pygame.draw.line(surface, (230, 220, 190), (tick_x, track.bottom + 5),
                             (tick_x, track.bottom + 5 + tall), 2)
        centre = (self.knob_x(), track.centery)
        pygame.draw.circle(surface, (40, 26, 6), centre, 15)
        pygame.draw.circle(surface, KNOB, centre, 13)
        value = res.text(str(self.value), 32, VALUE, bold=True)
        surface.blit(value, value.get_rect(midright=(self.rect.right - 10, self.rect.centery)))
        if focused:
            draw_focus(surface, res, self.rect)


class TextField(_Widget):
    """A name being typed, up to one character past `max_length` so that the
    owner can say "too long"; the owner checks the text and sets `invalid`."""

    takes_focus = True

    def __init__(self, name: str, text: str, rect, max_length: int, on_change=None) -> None:
        super().__init__(name, rect, on_change)
        self.text = text
        self.max_length = max_length
        self.has_focus = False
        self.invalid = False

    def type_text(self, text: str) -> None:
        added = "".join(ch for ch in text if ch.isprintable())
        if not added:
            return
        new = (self.text + added)[:self.max_length + 1]  # one over: the owner says "too long"
        if new != self.text:
            self.text = new
            self._changed()

    def erase(self) -> None:
        if self.text:
            self.text = self.text[:-1]
            self._changed()

    def activate(self) -> None:
        pass  # Enter moves on to the next widget (WidgetSet)

    def draw(self, surface, res, seconds: float, focused: bool, prompts: str = KEYS) -> None:
        if not self.visible:
            return
        border = BAD if self.invalid else (FOCUS if self.has_focus else (170, 150, 100))
        pygame.draw.rect(surface, FIELD_BG, self.rect, border_radius=10)
        pygame.draw.rect(surface, border, self.rect, 4 if self.has_focus or self.invalid else 2,
                         border_radius=10)
        text = res.text(self.text, 34, FIELD_INK, bold=True) if self.text else None
        x = self.rect.left + 18
        if text is not None:
            surface.blit(text, text.get_rect(midleft=(x, self.rect.centery)))
            x += text.get_width()
        if self.has_focus and int(seconds * 2) % 2 == 0:
            pygame.draw.line(surface, FIELD_INK, (x + 3, self.rect.top + 14), (x + 3, self.rect.bottom - 14), 3)
        if focused:
            draw_focus(surface, res, self.rect)


def _row(size, hovered: bool) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, ROW_HOVER if hovered else ROW, surf.get_rect(), border_radius=12)
    return surf
