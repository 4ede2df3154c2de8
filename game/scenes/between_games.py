"""Between two games of a match, over the table: who won the game just played,
its score, the games won so far (with a burst of confetti when the player's
team won it), how far the game moved the player's rating (as the
statistics counted it), then Next game (the same table deals the
match's next game, with the computer players as now set) or Players (rename
and tune them first; not in a championship's match, whose players are the
fixture's). It answers the table by closing with `Answer.NEXT`
(`app.close(Answer.NEXT)`); it never reaches into the table.
In autoplay the next game starts by itself after a moment."""
from __future__ import annotations

from game import assets
from game.ui.confetti import Confetti
from game.platform.i18n import N_, ntr, tr
from game.scenes.base import WIDTH, Answer, Entry, MenuScene, draw_games_won, rating_moved, signed
from game.ui.text import BOXES, draw_text
from game.ui.screen_names import Screen

GAMES_Y = 510   # the games won so far
RATING_Y = 562  # the rating and the game's move, under them, above the buttons


class BetweenGamesScene(MenuScene):
    name = Screen.BETWEEN_GAMES
    opaque = False
    updates_below = True
    appears_on_its_own = True

    def __init__(self, app, winner: int, scores: tuple[int, int], games_won: tuple[int, int],
                 games_to_win: int, kanta: bool = False, match=None, txapelketa: bool = False,
                 tie: bool = False) -> None:
        """The game just won: its `winner`, its final `scores`, the match's
        `games_won` of `games_to_win`, whether a Kanta won it (`tie`: its
        hands tied, the lance going to the hand nearer Esku); `match` for
        the pause menu's last hands; `txapelketa`: the championship's
        match, whose players stay the fixture's (no Players button)."""
        self.match = match
        self.confetti = None  # the player's team won: made on entering
        self.winner = winner
        self.game_number = sum(games_won)
        self.scores = scores
        self.kanta = kanta
        self.tie = tie
        self.games_won = games_won
        self.games_to_win = games_to_win
        self.moved = rating_moved(app, match, whole_match=False)  # (1, shown points), or None
        self.rating_line = ""
        self.drawn = {}  # where the rating's line went (the tests read it)
        entries = [
            # box: menu-button
            (Entry.NEXT, N_("Next game"), "n", self.next_game),
            # box: menu-button
            (Entry.PLAYERS, N_("Players"), "p", self.players),
        ]
        super().__init__(app, entries[:1] if txapelketa else entries, top=600, main=Entry.NEXT)
        self.auto_in = 1.5 / app.speed if app.options.autoplay else None

    def relabel(self) -> None:
        super().relabel()
        # box: overlay-title
        won = tr("You win game {n}!", n=self.game_number)
        # box: overlay-title
        lost = tr("They win game {n}", n=self.game_number)
        self.title = won if self.winner == 0 else lost
        us, them, need = self.scores[0], self.scores[1], self.games_to_win
        if self.kanta and self.tie:
            # box: subtitle
            self.subtitle = ntr("Won with a Kanta on a tie (Esku first) at {us} - {them}. "
                                "The match goes to the first to win {n} game.",
                                "Won with a Kanta on a tie (Esku first) at {us} - {them}. "
                                "The match goes to the first to win {n} games.",
                                need, us=us, them=them)
        elif self.kanta:
            # box: subtitle
            self.subtitle = ntr("Won with a Kanta at {us} - {them}. The match goes to the first to win {n} game.",
                                "Won with a Kanta at {us} - {them}. The match goes to the first to win {n} games.",
                                need, us=us, them=them)
        else:
            # box: subtitle
            self.subtitle = ntr("Score {us} - {them}. The match goes to the first to win {n} game.",
                                "Score {us} - {them}. The match goes to the first to win {n} games.",
                                need, us=us, them=them)
        if self.moved is not None:
            # box: over-level
            self.rating_line = tr("Your rating: {rating} ({change} this game)",
                                  rating=self.app.stats.stats.rating.shown, change=signed(self.moved[1]))

    def celebrate(self) -> None:
        """The player's team won: a burst of confetti (a still sprinkle with
        reduced motion)."""
        self.confetti = Confetti(self.app.seed, self.app.settings.reduced_motion) if self.winner == 0 else None

    def frame_interval(self) -> float:
        return 0.0 if self.confetti is not None and self.confetti.moving else super().frame_interval()

    def on_enter(self) -> None:
        self.celebrate()
        self.app.screenshot(f"game{self.game_number}-won")
        self.app.audio.play(assets.GAME_WON if self.winner == 0 else assets.GAME_LOST)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.confetti is not None:
            self.confetti.update(dt)
        if self.auto_in is not None:
            self.auto_in -= dt
            if self.auto_in <= 0:
                self.auto_in = None
                self.next_game()

    def draw(self, surface, alpha) -> None:
        super().draw(surface, alpha)
        draw_games_won(surface, self.app.res, self.games_won, self.games_to_win, GAMES_Y)
        if self.rating_line:
            self.drawn["rating"] = draw_text(surface, self.app.res, self.rating_line, BOXES["over-level"],
                                             (250, 226, 150), center=(WIDTH // 2, RATING_Y))

    def draw_under_panel(self, surface, alpha) -> None:
        """The confetti flies behind the panel: it never covers its words."""
        if self.confetti is not None:
            self.confetti.draw(surface, self.app.res, alpha)

    def next_game(self) -> None:
        """The table deals the next game, with the players as now set (on the
        players screen, or in Settings)."""
        self.app.close(Answer.NEXT)

    def players(self) -> None:
        self.app.open(Screen.PLAYERS, between=True)

    def on_resume(self, result=None) -> None:
        super().on_resume(result)
        if result == Answer.START:  # Start on the players screen: the next game at once
            self.next_game()

    def back(self) -> None:
        self.app.open(Screen.PAUSE, match=self.match)
