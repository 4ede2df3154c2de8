"""Game over, over the final table (a burst of confetti when the player's
team won, behind the panel of words): the winner, the final score (for a match
of several games, the games won and the last game's score), the level the
opponents played at (game/ai/levels.py, as the match's lineups keep it; both
when the match met two), how far the game (or the match's games) moved the
player's rating (game/match/rating.py, as the statistics counted it: no line
when they did not count the match), Play again (the players screen, then a new table)
or back to the title; after a championship's match, Txapelketa instead of
Play again (the championship's round, then its screens). With --exit-after-game the app quits after a short look."""
from __future__ import annotations

import pygame

from game import assets
from game.ai.levels import LEVELS
from game.ui.confetti import Confetti
from game.platform.i18n import N_, ntr, tr
from game.scenes.base import WIDTH, Entry, MenuScene, draw_games_won, rating_moved, signed
from game.ui.text import BOXES, draw_text, text_surface
from game.words import level_word
from game.ui.screen_names import Screen

SCORE_Y = 480   # the final score, or a match's games
LEVEL_Y = 550   # the opponents' level, under it
RATING_Y = 594  # the rating and how far the match moved it, under that
BUTTONS_Y = 600  # the buttons' top: under the level line
RATED_BUTTONS_Y = 644  # under the rating's line


def opponents_levels(match) -> tuple:
    """The levels the opponents (`Lineup.opponents`) played at in `match`,
    weakest first (one, unless the lineup changed between games or the two
    differ)."""
    met = {player.personality.level for lineup in match.lineups for player in lineup.opponents()}
    return tuple(level for level in LEVELS if level in met)


class GameOverScene(MenuScene):
    name = Screen.GAME_OVER
    opaque = False
    updates_below = True
    appears_on_its_own = True

    def __init__(self, app, winner: int, scores: tuple[int, int], target: int,
                 games_won: tuple[int, int] = (0, 0), games_to_win: int = 1,
                 kanta: bool = False, match=None, txapelketa: bool = False, tie: bool = False) -> None:
        """`txapelketa`: the championship's match: its first button goes
        back to the championship (its round, then its screens) instead of
        Play again. `kanta`: the last game was won with a Kanta (`tie`: whose
        hands tied, the lance going to the hand nearer Esku)."""
        self.confetti = None  # the player's team won: made on entering
        self.winner = winner
        self.scores = scores
        self.target = target
        self.games_won = games_won
        self.games_to_win = games_to_win
        self.kanta = kanta
        self.tie = tie
        self.levels = opponents_levels(match) if match is not None else ()
        self.level_line = ""
        self.moved = rating_moved(app, match, whole_match=True)  # (games, shown points), or None
        self.rating_line = ""
        self.drawn: dict[str, pygame.Rect] = {}  # where the score and the level line went (the tests read it)
        if txapelketa:
            # box: menu-button
            again = (Entry.TXAPELKETA, N_("Txapelketa"), "x", self.to_championship)
        else:
            # box: menu-button
            again = (Entry.AGAIN, N_("Play again"), "p", self.again)
        super().__init__(app, [
            again,
            # box: menu-button
            (Entry.TITLE, N_("Title"), "t", self.to_title),
        ], top=BUTTONS_Y if self.moved is None else RATED_BUTTONS_Y, main=again[0])
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
        if self.kanta and self.tie:
            # box: subtitle
            self.subtitle += " · " + tr("won with a Kanta, on a tie (Esku first)")
        elif self.kanta:
            # box: subtitle
            self.subtitle += " · " + tr("won with a Kanta")
        named = " / ".join(level_word(level) for level in self.levels)
        if len(self.levels) == 1:
            # box: over-level
            self.level_line = tr("Opponents' level: {level}", level=named)
        elif self.levels:  # the opponents played at two levels (or three)
            # box: over-level
            self.level_line = tr("Opponents' levels: {level}", level=named)
        if self.moved is not None:
            _games, moved = self.moved
            rating = self.app.stats.stats.rating.shown
            change = signed(moved)
            if self.games_to_win > 1:
                # box: over-level
                self.rating_line = tr("Your rating: {rating} ({change} over this match)", rating=rating, change=change)
            else:
                # box: over-level
                self.rating_line = tr("Your rating: {rating} ({change} this game)", rating=rating, change=change)

    def draw(self, surface, alpha) -> None:
        super().draw(surface, alpha)
        if self.games_to_win > 1:
            draw_games_won(surface, self.app.res, self.games_won, self.games_to_win, SCORE_Y)
        else:
            self.drawn["score"] = self.draw_scoreline(surface)
        if self.level_line:
            self.drawn["level"] = draw_text(surface, self.app.res, self.level_line, BOXES["over-level"],
                                            (225, 225, 215), center=(WIDTH // 2, LEVEL_Y))
        if self.rating_line:
            self.drawn["rating"] = draw_text(surface, self.app.res, self.rating_line, BOXES["over-level"],
                                             (250, 226, 150), center=(WIDTH // 2, RATING_Y))

    def draw_under_panel(self, surface, alpha) -> None:
        """The confetti flies over the final table and behind the panel, so
        that it never covers the winner, the score or the buttons."""
        if self.confetti is not None:
            self.confetti.draw(surface, self.app.res, alpha)

    def draw_scoreline(self, surface) -> pygame.Rect:
        """The final score in big team-coloured figures: Us 25 - 41 Them;
        returns where it went."""
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
        drawn = []
        for part in parts:
            drawn.append(surface.blit(part, part.get_rect(midleft=(x, SCORE_Y))))
            x += part.get_width() + gap
        return drawn[0].unionall(drawn[1:])

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
        self.app.restart(Screen.PLAYERS)

    def to_championship(self) -> None:
        self.app.restart(Screen.TXAPELKETA_GROUPS, after_match=True)

    def to_title(self) -> None:
        self.app.restart(Screen.TITLE)

    def back(self) -> None:
        self.to_title()
