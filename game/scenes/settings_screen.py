"""The Settings screen: language, sound, fullscreen, play speed, the variant
(8 or 4 kings, 40 or 30 points, a match of 1, 2 or 3 games) and a way to the
computer players. Every row is a `Choice`: Up/Down or Tab move the focus,
Left/Right change the value, Enter takes the next one, the mouse clicks the
arrows; Esc or Back returns. Each change is applied and saved at once; a
language change relabels this screen at once. Opened from the pause menu, it
says that the variant applies from the next game.
"""
from __future__ import annotations

import pygame

from game.app.i18n import tr
from game.scenes.base import HEIGHT, WIDTH, MenuScene, draw_notice
from game.ui.fields import Choice
from game.ui.widgets import Button, WidgetSet, panel

LANGUAGE_NAMES = (("eu", "Euskara"), ("en", "English"), ("es", "Español"), ("fr", "Français"))
ROW_LEFT, ROW_WIDTH, ROW_HEIGHT, ROW_STEP, ROW_TOP = 440, 1040, 64, 74, 196


class SettingsScene(MenuScene):
    def __init__(self, app, in_game: bool = False) -> None:
        super().__init__(app, [])
        self.in_game = in_game
        self.show_notice = False  # drawn by this screen, above the Back button
        self.build()

    def build(self) -> None:
        """(Re)make the rows from the settings, in the current language."""
        focus = self.widgets.focus.name if self.widgets.focus is not None else None
        s = self.app.settings
        on_off = ((True, tr("On")), (False, tr("Off")))
        rows = (
            ("language", tr("Language"), LANGUAGE_NAMES, s.language),
            ("sound", tr("Sound"), on_off, s.sound),
            ("fullscreen", tr("Fullscreen (F11)"), on_off, self.app.fullscreen),
            ("speed", tr("Play speed"), (("slow", tr("Slow")), ("normal", tr("Normal")), ("fast", tr("Fast"))),
             s.speed),
            ("eight_kings", tr("Kings"), ((True, tr("8 kings")), (False, tr("4 kings"))), s.eight_kings),
            ("target", tr("Points to win a game"), ((40, "40"), (30, "30")), s.target),
            ("games_to_win", tr("Match"), ((1, tr("One game")), (2, tr("First to 2 games")),
                                          (3, tr("First to 3 games"))), s.games_to_win),
        )
        self.widgets = WidgetSet()
        y = ROW_TOP
        for name, label, options, value in rows:
            rect = (ROW_LEFT, y, ROW_WIDTH, ROW_HEIGHT)
            self.widgets.add(Choice(name, label, options, value, rect, self._changed))
            y += ROW_STEP
        players = pygame.Rect(0, 0, 520, 70)
        players.midtop = (WIDTH // 2, y + 8)
        self.widgets.add(Button("players", tr("Computer players"), players, "c", self._players, 30))
        back = pygame.Rect(0, 0, 360, 78)
        back.midbottom = (WIDTH // 2, HEIGHT - 40)
        self.widgets.add(Button("back", tr("Back"), back, "b", lambda _b: self.back(), 32))
        self.title = tr("Settings")
        self.widgets.focus_first(next((w for w in self.widgets.widgets if w.name == focus), None))

    def _changed(self, choice) -> None:
        self.app.change_settings(**{choice.name: choice.value})
        if choice.name == "language":
            self.build()

    def _players(self, _button=None) -> None:
        from game.scenes.players_screen import PlayersScene
        self.app.push(PlayersScene(self.app, editing=True))

    def back(self) -> None:
        self.app.pop()

    def main_action(self) -> None:  # the pad's Start: done, as Back
        self.back()

    def on_resume(self) -> None:
        self.build()

    def draw(self, surface, alpha) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        box = pygame.Rect(ROW_LEFT - 40, ROW_TOP - 30, ROW_WIDTH + 80, 7 * ROW_STEP + 140)
        surface.blit(panel(res, box, 235), box)
        title = res.text(self.title, 72, (250, 226, 150), bold=True)
        surface.blit(title, title.get_rect(center=(WIDTH // 2, 100)))
        y = box.bottom + 34
        if self.in_game:
            note = res.text(tr("The game in progress is not changed: the variant applies from the next "
                               "game you start (a match keeps its rules), players from the next game."),
                            24, (255, 226, 130))
            surface.blit(note, note.get_rect(center=(WIDTH // 2, y)))
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
        draw_notice(surface, res, self.app.store.notice, y + 50)
