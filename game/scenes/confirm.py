"""A small question over the screen below: a title, one line saying why, and a
few buttons. The app asks with it before quitting with a game that could not
be saved; the title asks before a new game replaces the kept one."""
from __future__ import annotations

from game.scenes.base import MenuScene
from game.ui.screen_names import Screen


class ConfirmScene(MenuScene):
    name = Screen.CONFIRM
    opaque = False
    updates_below = False

    def __init__(self, app, title: str, line: str, entries, on_back=None, on_its_own: bool = False) -> None:
        """`entries`: (name, message id, hotkey, action) as for MenuScene;
        `on_back` runs on Esc (default: close the question); `on_its_own`:
        the game asks without a press of the player's (a lesson's hand ended
        by a Kanta), so presses wait a moment (game/ui/guard.py)."""
        self.appears_on_its_own = on_its_own
        super().__init__(app, entries, top=470)
        self.title = title
        self.subtitle = line  # fitted to the subtitle's box (two lines, shrinking)
        self.on_back = on_back

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        else:
            self.app.close()
