"""The pause menu over the table: Resume, Rules, Settings, Last hands (the
finished hands of this game and of the last match, to review), Statistics,
Quit to title; over a lesson's table, Leave the lesson (back to the list of
lessons, the lesson not done) in place of Last hands and Statistics, which a
lesson never touches. The table below is drawn but frozen (no timers run)
while it is open."""
from __future__ import annotations

from game.platform.i18n import N_, tr
from game.scenes.base import Entry, MenuScene
from game.ui.screen_names import Screen


class PauseScene(MenuScene):
    name = Screen.PAUSE
    opaque = False
    updates_below = False

    def __init__(self, app, match=None, on_its_own: bool = False, lesson: bool = False) -> None:
        """`match`: the game in progress, as the table holds it (for its last
        hands); `on_its_own`: opened by the game (a pad pulled out), not by a
        press, so presses wait a moment; `lesson`: over a lesson's table."""
        self.match = match
        self.appears_on_its_own = on_its_own
        entries = [
            # box: menu-button
            (Entry.RESUME, N_("Resume"), "r", self.back),
        ]
        if lesson:
            # box: menu-button
            entries.append((Entry.LEAVE, N_("Leave the lesson"), "l", self.leave_lesson))
        entries += [
            # box: menu-button
            (Entry.RULES, N_("Rules"), "u", self.rules),
            # box: menu-button
            (Entry.SETTINGS, N_("Settings"), "s", self.settings),
        ]
        if not lesson:
            entries += [
                # box: menu-button
                (Entry.HANDS, N_("Last hands"), "l", self.last_hands),
                # box: menu-button
                (Entry.STATS, N_("Statistics"), "t", self.statistics),
            ]
        # box: menu-button
        entries.append((Entry.TITLE, N_("Quit to title"), "q", self.to_title))
        super().__init__(app, entries, top=424, step=90, main=Entry.RESUME)  # the pad's Start opened it, and closes it

    def relabel(self) -> None:
        super().relabel()
        # box: overlay-title
        self.title = tr("Paused")

    def back(self) -> None:
        self.app.close()

    def rules(self) -> None:
        self.app.open(Screen.RULES)

    def settings(self) -> None:
        self.app.open(Screen.SETTINGS, in_game=True)

    def last_hands(self) -> None:
        """The finished hands of the table's game (as it stands) and of the last match."""
        current = self.match if self.match is not None else self.app.keeper.current_game()
        self.app.open(Screen.LAST_HANDS, current=current, last=self.app.keeper.last_game())

    def statistics(self) -> None:
        self.app.open(Screen.STATS)

    def to_title(self) -> None:
        self.app.restart(Screen.TITLE)

    def leave_lesson(self) -> None:
        """The lesson is left, not done: back to the list of lessons."""
        self.app.restart(Screen.LESSONS)
