"""What every scene is: handle intents, update in fixed steps, draw with an
interpolation factor, and hear when it enters, leaves or comes back to the top
of the stack. `MenuScene` is a titled column of buttons used by the title,
pause, game-over, between-games and simple screens; its button labels are
English message ids, translated when built and again when the scene comes
back (the language may have changed in Settings), and it shows the settings
notice (a file repaired, a save that failed) at the bottom when there is one.
"""
from __future__ import annotations

import pygame

from game import assets

from game.app import input as intents
from game.app.i18n import tr
from game.ui.notice import draw_line_box
from game.ui.tween import Clock
from game.ui.widgets import Button, WidgetSet, panel

WIDTH, HEIGHT = 1920, 1080


class Scene:
    opaque = True          # draws the whole screen: scenes below are not drawn
    updates_below = False  # the scene below keeps running (animations) under it

    def __init__(self, app) -> None:
        self.app = app
        self.clock = Clock()

    def handle(self, intent) -> None: ...

    def update(self, dt: float) -> None:
        self.clock.update(dt)

    def draw(self, surface: pygame.Surface, alpha: float) -> None: ...

    def on_enter(self) -> None: ...

    def on_resume(self) -> None: ...

    def on_exit(self) -> None:
        """The scene leaves the stack (popped, replaced or reset)."""

    def frame_interval(self) -> float:
        """How often the screen must be redrawn when no input comes: 0 every
        frame (something moves), else at most this many seconds apart."""
        return 0.0

    def draw_backdrop(self, surface) -> None:
        """The felt under a full-screen scene."""
        felt = self.app.res.sprite(assets.FELT)
        if felt is not None:
            surface.blit(felt, (0, 0))
        else:
            surface.fill((16, 70, 48))


class WidgetScene(Scene):
    """A scene of widgets (`self.widgets`): BACK runs `back()`, every other
    intent goes to the widgets."""

    def back(self) -> None: ...

    def handle(self, intent) -> None:
        if intent.kind == intents.BACK:
            self.back()
            return
        self.widgets.handle(intent)


class MenuScene(WidgetScene):
    """A title and a column of buttons; BACK runs `back()`."""

    def frame_interval(self) -> float:
        return 0.25  # still unless input comes (hover, focus) or the stack changes

    title = ""
    subtitle = ""
    button_width = 460
    show_notice = True

    def __init__(self, app, entries, top: int = 430) -> None:
        super().__init__(app)
        self.widgets = WidgetSet()
        self.message_ids: dict[str, str] = {}
        y = top
        for name, message_id, hotkey, action in entries:
            rect = pygame.Rect(0, 0, self.button_width, 80)
            rect.midtop = (WIDTH // 2, y)
            self.message_ids[name] = message_id
            self.widgets.add(Button(name, tr(message_id), rect, hotkey, lambda _b, a=action: a(), 32))
            y += 100
        self.widgets.focus_first()

    def on_resume(self) -> None:
        self.relabel()

    def relabel(self) -> None:
        """Translate the labels again (after a language change)."""
        for w in self.widgets.widgets:
            if w.name in self.message_ids:
                w.label = tr(self.message_ids[w.name])

    def notice(self) -> str | None:
        """The line to show at the foot of the screen (a settings problem)."""
        return self.app.store.notice

    def button(self, name: str) -> Button:
        return next(w for w in self.widgets.widgets if w.name == name)

    def draw(self, surface, alpha) -> None:
        if self.opaque:
            self.draw_backdrop(surface)
        res = self.app.res
        if not self.opaque:
            shade = self.app.res.made(("shade",), _shade)
            surface.blit(shade, (0, 0))
            bottom = max(w.rect.bottom for w in self.widgets.widgets) + 40
            width = 760
            if self.title:
                width = max(width, res.text(self.title, 72, bold=True).get_width() + 100)
            if self.subtitle:
                width = max(width, res.text(self.subtitle, 30).get_width() + 100)
            box = pygame.Rect(WIDTH // 2 - width // 2, 270, width, bottom - 270)
            surface.blit(panel(self.app.res, box), box)
        if self.title:
            title = res.text(self.title, 84 if self.opaque else 72, (250, 226, 150), bold=True)
            surface.blit(title, title.get_rect(center=(WIDTH // 2, 250 if self.opaque else 350)))
        if self.subtitle:
            sub = res.text(self.subtitle, 30, (225, 225, 215))
            surface.blit(sub, sub.get_rect(center=(WIDTH // 2, 330 if self.opaque else 410)))
        self.widgets.draw(surface, res, self.clock.at(alpha))
        if self.show_notice:
            draw_notice(surface, res, self.notice())


def draw_games_won(surface, res, games_won, games_to_win: int, y: int) -> None:
    """A match's games: each team's name and one pip per game it needs,
    filled in its colour for each game won, centred on the screen at `y`."""
    from game.assets import TEAM_COLOURS
    ink = (235, 225, 190)
    parts = []
    for team, name in ((0, tr("Us")), (1, tr("Them"))):
        label = res.text(name, 32, TEAM_COLOURS[team], bold=True)
        parts.append((team, label, label.get_width() + 16 + games_to_win * 34))
    gap = 90
    x = WIDTH // 2 - (sum(w for _t, _l, w in parts) + gap) // 2
    for team, label, width in parts:
        surface.blit(label, label.get_rect(midleft=(x, y)))
        px = x + label.get_width() + 16 + 14
        for i in range(games_to_win):
            if i < games_won[team]:
                pygame.draw.circle(surface, TEAM_COLOURS[team], (px, y), 13)
            pygame.draw.circle(surface, ink, (px, y), 13, 3)
            px += 34
        x += width + gap


def draw_notice(surface, res, notice: str | None, y: int = HEIGHT - 44) -> None:
    """The settings notice, one line in a dark box across the bottom (fitted
    to the screen: smaller, else cut with an ellipsis)."""
    if notice:
        draw_line_box(surface, res, notice, (WIDTH // 2, y))


def _shade() -> pygame.Surface:
    shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    return shade
