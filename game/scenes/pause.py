"""The pause menu over the table: Resume, Rules, Settings, Quit to title. The
table below is drawn but frozen (no timers run) while it is open."""
from __future__ import annotations

from game.app.i18n import N_, tr
from game.scenes.base import MenuScene


class PauseScene(MenuScene):
    opaque = False
    updates_below = False

    def __init__(self, app) -> None:
        super().__init__(app, [
            # box: menu-button
            ("resume", N_("Resume"), "r", self.back),
            # box: menu-button
            ("rules", N_("Rules"), "u", self.rules),
            # box: menu-button
            ("settings", N_("Settings"), "s", self.settings),
            # box: menu-button
            ("title", N_("Quit to title"), "q", self.to_title),
        ], top=430, main="resume")  # the pad's Start opened it, and closes it

    def relabel(self) -> None:
        super().relabel()
        # box: overlay-title
        self.title = tr("Paused")

    def back(self) -> None:
        self.app.pop()

    def rules(self) -> None:
        from game.scenes.rules_screen import RulesScene
        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings_screen import SettingsScene
        self.app.push(SettingsScene(self.app, in_game=True))

    def to_title(self) -> None:
        from game.scenes.title import TitleScene
        self.app.reset(TitleScene(self.app))
