"""Game over, over the final table: the winner, the final score, Play again or
back to the title. With --exit-after-game the app quits after a short look."""
from __future__ import annotations

from game.app.i18n import tr
from game.scenes.base import MenuScene


class GameOverScene(MenuScene):
    opaque = False
    updates_below = True

    def __init__(self, app, winner: int, scores: tuple[int, int], target: int) -> None:
        super().__init__(app, [
            ("again", tr("Play again"), "p", self.again),
            ("title", tr("Title"), "t", self.to_title),
        ], top=560)
        self.winner = winner
        self.scores = scores
        self.title = tr("You win!") if winner == 0 else tr("They win")
        self.subtitle = tr("Final score: Us {us} - Them {them} (to {target})",
                           us=scores[0], them=scores[1], target=target)
        self.exit_in = 1.5 / app.options.speed if app.options.exit_after_game else None

    def on_enter(self) -> None:
        self.app.screenshot("game-over")
        self.app.audio.play("game_won.wav" if self.winner == 0 else "game_lost.wav")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.exit_in is not None:
            self.exit_in -= dt
            if self.exit_in <= 0:
                self.exit_in = None
                self.app.quit(0)

    def again(self) -> None:
        from game.scenes.table import TableScene
        self.app.seed += 1
        self.app.reset(TableScene(self.app))

    def to_title(self) -> None:
        from game.scenes.title import TitleScene
        self.app.reset(TitleScene(self.app))

    def back(self) -> None:
        self.to_title()
