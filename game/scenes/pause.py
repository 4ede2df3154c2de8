"""The pause menu over the table: Resume, Rules, Settings, Last hands (the
finished hands of this game and of the last match, to review), Statistics,
Quit to title. The table below is drawn but frozen (no timers run) while it
is open."""
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
            ("hands", N_("Last hands"), "l", self.last_hands),
            # box: menu-button
            ("stats", N_("Statistics"), "t", self.statistics),
            # box: menu-button
            ("title", N_("Quit to title"), "q", self.to_title),
        ], top=424, step=90, main="resume")  # the pad's Start opened it, and closes it

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

    def last_hands(self) -> None:
        """The finished hands of the table's game (as it stands) and of the last match."""
        from game.scenes.last_hands import LastHandsScene
        from game.scenes.table import TableScene
        from game.table.keeping import kept_game
        table = next((s for s in reversed(self.app.scenes) if isinstance(s, TableScene)), None)
        current = kept_game(table) if table is not None else self.app.keeper.current_game()
        self.app.push(LastHandsScene(self.app, current, self.app.keeper.last_game()))

    def statistics(self) -> None:
        from game.scenes.stats_screen import StatsScene
        self.app.push(StatsScene(self.app))

    def to_title(self) -> None:
        from game.scenes.title import TitleScene
        self.app.reset(TitleScene(self.app))
