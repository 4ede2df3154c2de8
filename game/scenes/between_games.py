"""Between two games of a match, over the table: who won the game just played,
its score, the games won so far, then Next game (the same table deals the
match's next game, with the computer players as now set) or Players (rename
and tune them first).
In autoplay the next game starts by itself after a moment."""
from __future__ import annotations

from game import assets
from game.app.i18n import N_, ntr, tr
from game.scenes.base import MenuScene, draw_games_won


class BetweenGamesScene(MenuScene):
    opaque = False
    updates_below = True

    def __init__(self, app, table) -> None:
        self.table = table
        st = table.state
        self.winner = table.game_winner()
        self.game_number = sum(st.games_won)
        self.scores = st.scores
        self.kanta = table.won_by_kanta()
        self.games_won = st.games_won
        self.games_to_win = st.rules.games_to_win
        super().__init__(app, [
            # box: menu-button
            ("next", N_("Next game"), "n", self.next_game),
            # box: menu-button
            ("players", N_("Players"), "p", self.players),
        ], top=600, main="next")
        self.auto_in = 1.5 / app.speed if app.options.autoplay else None

    def relabel(self) -> None:
        super().relabel()
        # box: overlay-title
        won = tr("You win game {n}!", n=self.game_number)
        # box: overlay-title
        lost = tr("They win game {n}", n=self.game_number)
        self.title = won if self.winner == 0 else lost
        us, them, need = self.scores[0], self.scores[1], self.games_to_win
        if self.kanta:
            # box: subtitle
            self.subtitle = ntr("Won with a Kanta at {us} - {them}. The match goes to the first to win {n} game.",
                                "Won with a Kanta at {us} - {them}. The match goes to the first to win {n} games.",
                                need, us=us, them=them)
        else:
            # box: subtitle
            self.subtitle = ntr("Score {us} - {them}. The match goes to the first to win {n} game.",
                                "Score {us} - {them}. The match goes to the first to win {n} games.",
                                need, us=us, them=them)

    def on_enter(self) -> None:
        self.app.screenshot(f"game{self.game_number}-won")
        self.app.audio.play(assets.GAME_WON if self.winner == 0 else assets.GAME_LOST)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.auto_in is not None:
            self.auto_in -= dt
            if self.auto_in <= 0:
                self.auto_in = None
                self.next_game()

    def draw(self, surface, alpha) -> None:
        super().draw(surface, alpha)
        draw_games_won(surface, self.app.res, self.games_won, self.games_to_win, 510)

    def next_game(self) -> None:
        self.app.pop()
        self.table.use_players(self.app.settings)  # as set on the players screen, or in Settings
        self.table.next_game()

    def players(self) -> None:
        from game.scenes.players_screen import PlayersScene
        self.app.push(PlayersScene(self.app, between=self))

    def back(self) -> None:
        from game.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app))
