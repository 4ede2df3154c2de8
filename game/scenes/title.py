"""The title screen: Play (the players screen, then the table), Rules,
Settings, Quit; and the settings notice when the file had to be repaired or
could not be saved."""
from __future__ import annotations

from game.app.i18n import tr
from game.scenes.base import MenuScene


class TitleScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app, [
            ("play", "Play", "p", self.play),
            ("rules", "Rules", "r", self.rules),
            ("settings", "Settings", "s", self.settings),
            ("quit", "Quit", "q", self.leave),
        ])
        self.title = "Solo Mus"
        self.relabel()

    def relabel(self) -> None:
        super().relabel()
        self.subtitle = tr("The Basque card game: you and your partner against the computer")

    def play(self) -> None:
        from game.scenes.players_screen import PlayersScene
        self.app.reset(PlayersScene(self.app))

    def rules(self) -> None:
        from game.scenes.screens import RulesScene
        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings_screen import SettingsScene
        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        self.app.quit(0)

    def back(self) -> None:
        pass  # Esc on the title does nothing: Quit is a button
