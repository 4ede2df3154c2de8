"""Game over, over the final table (a burst of confetti when the player's
team won): the winner, the final score (for a match
of several games, the games won and the last game's score), Play again (the
players screen, then a new table) or back to the title. With
--exit-after-game the app quits after a short look."""
from __future__ import annotations

from game import assets
from game.ui.confetti import Confetti
from game.platform.i18n import N_, ntr, tr
from game.scenes.base import WIDTH, MenuScene, draw_games_won
from game.ui.text import BOXES, text_surface


class GameOverScene(MenuScene):
    name = "game_over"
    opaque = False
    updates_below = True
    appears_on_its_own = True

    def __init__(self, app, winner: int, scores: tuple[int, int], target: int,
                 games_won: tuple[int, int] = (0, 0), games_to_win: int = 1,
                 kanta: bool = False) -> None:
        self.confetti = None  # the player's team won: made on entering
        self.winner = winner
        self.scores = scores
        self.target = target
        self.games_won = games_won
        self.games_to_win = games_to_win
        self.kanta = kanta
        super().__init__(app, [
            # box: menu-button
            ("again", N_("Play again"), "p", self.again),
            # box: menu-button
            ("title", N_("Title"), "t", self.to_title),
        ], top=560, main="again")
        self.exit_in = 1.5 / app.speed if app.options.exit_after_game else None

    def relabel(self) -> None:
        super().relabel()
        winner, scores, games_won = self.winner, self.scores, self.games_won
        if self.games_to_win > 1:
            # box: overlay-title
            won = tr("You win the match!")
            # box: overlay-title
            lost = tr("They win the match")
            self.title = won if winner == 0 else lost
            # box: subtitle
            self.subtitle = tr("Games: Us {us} - Them {them}. Last game: {last_us} - {last_them} (to {target})",
                               us=games_won[0], them=games_won[1], last_us=scores[0],
                               last_them=scores[1], target=self.target)
        else:
            # box: overlay-title
            won = tr("You win!")
            # box: overlay-title
            lost = tr("They win")
            self.title = won if winner == 0 else lost
            # box: subtitle
            self.subtitle = ntr("Final score, in a game to {n} point", "Final score, in a game to {n} points",
                                self.target)
        if self.kanta:
            # box: subtitle
            self.subtitle += " · " + tr("won with a Kanta")

    def draw(self, surface, alpha) -> None:
        super().draw(surface, alpha)
        if self.games_to_win > 1:
            draw_games_won(surface, self.app.res, self.games_won, self.games_to_win, 480)
        else:
            self.draw_scoreline(surface)
        if self.confetti is not None:
            self.confetti.draw(surface, self.app.res, alpha)

    def draw_scoreline(self, surface) -> None:
        """The final score in big team-coloured figures: Us 25 - 41 Them."""
        res = self.app.res
        # box: team
        us = tr("Us")
        # box: team
        them = tr("Them")
        parts = [text_surface(res, us, BOXES["team"], assets.TEAM_COLOURS[0]),
                 res.text(str(self.scores[0]), 64, assets.TEAM_COLOURS[0], bold=True),
                 res.text("-", 64, (235, 225, 190), bold=True),
                 res.text(str(self.scores[1]), 64, assets.TEAM_COLOURS[1], bold=True),
                 text_surface(res, them, BOXES["team"], assets.TEAM_COLOURS[1])]
        gap = 28
        x = WIDTH // 2 - (sum(p.get_width() for p in parts) + gap * (len(parts) - 1)) // 2
        for part in parts:
            surface.blit(part, part.get_rect(midleft=(x, 480)))
            x += part.get_width() + gap

    def celebrate(self) -> None:
        """The player's team won: a burst of confetti (a still sprinkle with
        reduced motion)."""
        self.confetti = Confetti(self.app.seed, self.app.settings.reduced_motion) if self.winner == 0 else None

    def frame_interval(self) -> float:
        return 0.0 if self.confetti is not None and self.confetti.moving else super().frame_interval()

    def on_enter(self) -> None:
        self.celebrate()
        self.app.screenshot("game-over")
        self.app.audio.play(assets.GAME_WON if self.winner == 0 else assets.GAME_LOST)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.confetti is not None:
            self.confetti.update(dt)
        if self.exit_in is not None:
            self.exit_in -= dt
            if self.exit_in <= 0:
                self.exit_in = None
                self.app.quit(0)

    def again(self) -> None:
        self.app.restart("players")

    def to_title(self) -> None:
        self.app.restart("title")

    def back(self) -> None:
        self.to_title()
