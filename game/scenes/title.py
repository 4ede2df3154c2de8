"""The title screen: Play, Rules, Settings, Quit."""
from __future__ import annotations

from game.app.i18n import tr
from game.scenes.base import MenuScene


class TitleScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app, [
            ("play", tr("Play"), "p", self.play),
            ("rules", tr("Rules"), "r", self.rules),
            ("settings", tr("Settings"), "s", self.settings),
            ("quit", tr("Quit"), "q", self.leave),
        ])
        self.title = "Solo Mus"
        self.subtitle = tr("The Basque card game: you and your partner against the computer")

    def play(self) -> None:
        from game.scenes.table import TableScene
        self.app.reset(TableScene(self.app))

    def rules(self) -> None:
        from game.scenes.screens import RulesScene
        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        from game.scenes.screens import SettingsScene
        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        self.app.quit(0)

    def back(self) -> None:
        pass  # Esc on the title does nothing: Quit is a button
