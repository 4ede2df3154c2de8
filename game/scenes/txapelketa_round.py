"""The computer's matches of the championship, played while the player
watches them come: over the groups (or the bracket), a panel says how many
are played of how many ("3 of 7 matches played"), with a bar that fills and
the two pairs of the match being played. The matches are played by the
championship's store (game/match/championship_store.py, `play_due`: the
round's others once the player's match is played; once the player is out,
every match to the final) on a thread of this screen's own, each kept as it
comes, so the window stays live and answers its input meanwhile. When they
are played it closes with `Answer.PLAYED`, and the screen below shows the
results. Left before the end (the window closed), the thread stops after the
match it is playing; a resume plays the rest (a kill loses at most that
match, which is played again from its seed)."""
from __future__ import annotations

import threading

import pygame

from game.platform.i18n import ntr, tr
from game.scenes.base import WIDTH, Answer, Scene, draw_shade
from game.txapelketa.championship import others_left, others_to_play
from game.ui.text import BOXES, draw_text
from game.ui.widgets import panel
from game.ui.screen_names import Screen

GOLD = (250, 226, 150)
INK = (236, 232, 214)
BAR = pygame.Rect(WIDTH // 2 - 500, 600, 1000, 36)
BOX = pygame.Rect(WIDTH // 2 - 640, 300, 1280, 420)
STEP = 0.1  # seconds between two frames: the bar's light moves while a match is played


class TxapelketaRoundScene(Scene):
    name = Screen.TXAPELKETA_ROUND
    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        championship = app.championship.championship
        self.done = 0
        self.total = others_left(championship) if championship is not None else 0
        self.error: BaseException | None = None
        self._stop = threading.Event()
        self._ended = threading.Event()
        self._thread = threading.Thread(target=self._play, name="txapelketa-round", daemon=True)

    # -- the matches, on the screen's thread --------------------------------------------
    def _play(self) -> None:
        try:
            for championship in self.app.championship.play_due():
                self.done += 1
                self.total = max(self.total, self.done + others_left(championship))
                if self._stop.is_set():
                    return
        except BaseException as err:  # said on the main thread (update), never lost in this one
            self.error = err
        finally:
            self._ended.set()

    @property
    def ended(self) -> bool:
        """Every match due is played (or the thread stopped)."""
        return self._ended.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the matches (a test's driver); whether they ended."""
        return self._ended.wait(timeout)

    def on_enter(self) -> None:
        self._thread.start()
        self.app.screenshot("txapelketa-round")

    def on_exit(self) -> None:
        self._stop.set()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.error is not None:
            error, self.error = self.error, None
            raise error
        if self.ended and self.app.top_is(self):
            self.app.close(Answer.PLAYED)

    def frame_interval(self) -> float:
        return STEP

    # -- what is shown --------------------------------------------------------------------
    def progress(self) -> tuple[int, int]:
        """(matches played, matches to play in all) as shown."""
        done = self.done
        return done, max(self.total, done)

    def playing_now(self) -> str:
        """The two pairs of the match being played ("Tolosa – Bermeo"), or ""."""
        championship = self.app.championship.championship
        if championship is None or self.ended:
            return ""
        others = others_to_play(championship)
        if not others:
            return ""
        pairs = championship.field.pairs
        return f"{pairs[others[0].first].name} – {pairs[others[0].second].name}"

    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        draw_shade(surface, res)
        surface.blit(panel(res, BOX, solid=True), BOX)
        # box: overlay-title
        title = tr("The other matches are played")
        draw_text(surface, res, title, BOXES["overlay-title"], GOLD, center=(WIDTH // 2, BOX.top + 80))
        done, total = self.progress()
        # box: subtitle
        line = ntr("{done} of {n} match played", "{done} of {n} matches played", total, done=done)
        draw_text(surface, res, line, BOXES["subtitle"], INK, center=(WIDTH // 2, BOX.top + 190))
        now = self.playing_now()
        if now:
            draw_text(surface, res, now, BOXES["txapelketa-line"], INK, center=(WIDTH // 2, BOX.top + 250))
        pygame.draw.rect(surface, (40, 40, 36), BAR, border_radius=10)
        filled = BAR.copy()
        filled.width = round(BAR.width * done / total) if total else BAR.width
        if filled.width:
            pygame.draw.rect(surface, GOLD, filled, border_radius=10)
        if not self.ended and done < total:  # a light runs along the match being played
            segment = BAR.width / total
            run = (self.clock.at(alpha) * 0.8) % 1.0
            x = BAR.left + round(segment * done + segment * run)
            pygame.draw.rect(surface, INK, pygame.Rect(x - 6, BAR.top + 4, 12, BAR.height - 8), border_radius=4)
        pygame.draw.rect(surface, GOLD, BAR, 3, border_radius=10)
