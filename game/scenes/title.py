"""The title screen: Continue (when a game is kept: a championship's match
goes on as the championship's), Play (the players screen, then the table),
Txapelketa (the championship kept, on its groups screen; else the partner
chosen, then a new championship, asking first when a game is kept, which the
championship's first match replaces), Lessons (the course: guided first hands), Rules,
Settings, Last hands (their review), Statistics, Quit; two fans of cards on
the felt (the four kings, the four aces); the game's version in a corner; and
the notice of a kept file that had to be set aside, repaired or could not be
saved (the game, the statistics, the lessons, the championship, the settings).
At the first start (no hand ever played, no game kept, no lesson taken) it
proposes the lessons once: a line says so, and Lessons is lit."""
from __future__ import annotations

import pygame

from game import __version__
from game.platform.i18n import N_, tr
from game.model import Card
from game.model.randomness import SEED_LIMIT
from game.match.computer_player import ComputerPlayer
from game.txapelketa.championship import CHAMPIONSHIP_LENGTHS, DEFAULT_LENGTH, championship_rules
from game.scenes.base import HEIGHT, WIDTH, Entry, MenuScene
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Common, label_hotkeys
from game.ui.screen_names import Screen

# (cards, centre of the fan's pivot, first card's angle in degrees)
FANS = (
    ((Card(12, "o"), Card(12, "c"), Card(12, "e"), Card(12, "b")), (400, 780), 24),
    ((Card(1, "b"), Card(1, "e"), Card(1, "c"), Card(1, "o")), (1520, 780), 24),
)
FAN_STEP = -16  # degrees between two cards of a fan
CARD_SIZE = (150, 232)


class TitleScene(MenuScene):
    name = Screen.TITLE
    button_box = "title-button"

    def __init__(self, app) -> None:
        # The championship's match ended just before the window closed: recorded now.
        if app.championship.playing is not None:
            app.championship.catch_up(app.keeper.last_game())
        # The first start: the lessons are proposed, once (kept as offered when the title is left).
        self.offering = not (app.lessons.offered or app.lessons.done or app.keeper.has_game()
                             or app.stats.stats.hands)
        if self.offering:
            app.lessons.offer_made(save=False)
        # box: title-button
        resume = [(Entry.CONTINUE, N_("Continue"), "c", self.resume)] if app.keeper.has_game() else []
        super().__init__(app, resume + [
            # box: title-button
            (Entry.PLAY, N_("Play"), "p", self.play),
            # box: title-button
            (Entry.TXAPELKETA, N_("Txapelketa"), "x", self.txapelketa),
            # box: title-button
            (Entry.LESSONS, N_("Lessons"), "e", self.lessons),
            # box: title-button
            (Entry.RULES, N_("Rules"), "r", self.rules),
            # box: title-button
            (Entry.SETTINGS, N_("Settings"), "s", self.settings),
            # box: title-button
            (Entry.HANDS, N_("Last hands"), "l", self.last_hands),
            # box: title-button
            (Entry.STATS, N_("Statistics"), "t", self.statistics),
            # box: title-button
            (Entry.QUIT, N_("Quit"), "q", self.leave),
        ], top=356, step=78,  # the pad's Start:
            main=Entry.CONTINUE if resume else Entry.LESSONS if self.offering else Entry.PLAY)
        self.title = "Solo Mus"
        self.button(Entry.LESSONS).flashing = self.offering
        if self.offering:  # Enter takes the lessons proposed, not a game
            self.widgets.focus = self.button(Entry.LESSONS)

    def relabel(self) -> None:
        """The labels in the language shown; each button keeps its hotkey
        whether Continue is there or not: the buttons always there take their
        letters first (Txapelketa, the newest, after the others: theirs stay
        as they were), Continue (which comes and goes) a free one after them."""
        super().relabel()
        later = (Entry.TXAPELKETA, Entry.CONTINUE)
        buttons = [w for w in self.widgets.widgets if w.name not in later]
        buttons += [w for name in later for w in self.widgets.widgets if w.name == name]
        for w, key in zip(buttons, label_hotkeys([w.label for w in buttons])):
            w.hotkey = key
        # box: subtitle
        self.subtitle = tr("The Basque card game: you and your partner against the computer")
        if self.offering:
            # box: subtitle
            self.subtitle = tr("New to Mus? The Lessons teach it at the table, one hand at a time.")

    def lessons(self) -> None:
        self.app.restart(Screen.LESSONS)

    def on_exit(self) -> None:
        if self.offering:  # proposed: not again at the next start
            self.app.lessons.save()

    def play(self) -> None:
        """A new game; if one is kept, ask first: the new game replaces it."""
        if self.app.keeper.has_game():
            # box: overlay-title
            title = tr("Start a new game?")
            # box: subtitle
            line = tr("The game in progress is kept until the new one starts, then replaced.")
            # box: menu-button
            self.ask_before_replacing(title, line, N_("New game"), self.new_game)
            return
        self.new_game()

    def ask_before_replacing(self, title: str, line: str, new: str, start) -> None:
        """The question when a game is kept and something new would replace
        it: `new` (its label, marked for translation) starts it, Continue
        resumes the kept game, Back closes the question."""
        self.app.open(Screen.CONFIRM, title=title, line=line, entries=[
            (Entry.NEW, new, "n", start),
            # box: menu-button
            (Entry.CONTINUE, N_("Continue"), "c", self.resume),
            # box: menu-button
            (Common.BACK, N_("Back"), "b", self.app.close)])

    def new_game(self) -> None:
        self.app.restart(Screen.PLAYERS)

    # -- the championship -------------------------------------------------------------
    def txapelketa(self) -> None:
        """The championship in progress, on its groups screen; else a new one
        (asking first when a game is kept: the first match replaces it)."""
        store = self.app.championship
        if store.in_progress():
            self.app.restart(Screen.TXAPELKETA_GROUPS)
            return
        if self.app.keeper.has_game():
            # box: overlay-title
            title = tr("Start a championship?")
            # box: subtitle
            line = tr("The game in progress is kept until your first match begins, then replaced.")
            # box: menu-button
            self.ask_before_replacing(title, line, N_("New championship"), self.choose_partner)
            return
        self.choose_partner()

    def choose_partner(self) -> None:
        """The partner's screen, over the title (its answer: `on_resume`)."""
        if self.app.top is not self:  # from the question: it goes first
            self.app.close()
        self.app.open(Screen.TXAPELKETA_PARTNER)

    def on_resume(self, result=None) -> None:
        super().on_resume(result)
        if isinstance(result, ComputerPlayer):  # the partner chosen: the championship begins
            self.begin_championship(result)

    def begin_championship(self, partner: ComputerPlayer) -> None:
        """A new championship with `partner`, from a fresh seed, its matches
        played with the settings' variant, game and match length (a single
        game is no championship match: the first to win two)."""
        rules = self.app.settings.rules()
        length = rules.games_to_win if rules.games_to_win in CHAMPIONSHIP_LENGTHS else DEFAULT_LENGTH
        self.app.championship.start(self.app.next_seed() % SEED_LIMIT, partner,
                                    championship_rules(rules.variant, rules.target, length))
        self.app.restart(Screen.TXAPELKETA_GROUPS)

    def resume(self) -> None:
        """The game kept when the window closed, where it was left."""
        match = self.app.keeper.load_match()
        if match is None:  # it could not be resumed: say why, offer a new game
            self.app.restart(Screen.TITLE)
            return
        self.app.restart(Screen.TABLE, match=match)

    def notice(self) -> str | None:
        keeper = self.app.keeper
        return (keeper.notice or self.app.stats.notice or self.app.lessons.notice or self.app.championship.notice
                or super().notice())

    def last_hands(self) -> None:
        keeper = self.app.keeper
        self.app.open(Screen.LAST_HANDS, current=keeper.current_game(), last=keeper.last_game())

    def statistics(self) -> None:
        self.app.open(Screen.STATS)

    def rules(self) -> None:
        self.app.open(Screen.RULES)

    def settings(self) -> None:
        self.app.open(Screen.SETTINGS)

    def draw_backdrop(self, surface) -> None:
        super().draw_backdrop(surface)
        surface.blit(self.app.res.made(("title-fans",), self._draw_fans), (0, 0))
        # box: version
        version = tr("Version {version}", version=__version__)
        draw_text(surface, self.app.res, version, BOXES["version"], (200, 210, 190),
                  bottomright=(WIDTH - 24, HEIGHT - 16))

    def _draw_fans(self) -> pygame.Surface:
        """The two fans, drawn once: each card turned about a pivot below it."""
        layer = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
        for cards, (px, py), first in FANS:
            for i, card in enumerate(cards):
                angle = first + i * FAN_STEP
                face = pygame.transform.rotozoom(self.app.res.card_face(card, CARD_SIZE), angle, 1.0)
                offset = pygame.math.Vector2(0, -170).rotate(-angle)
                layer.blit(face, face.get_rect(center=(px + offset.x, py + offset.y)))
        return layer

    def leave(self) -> None:
        self.app.request_quit()

    def back(self) -> None:
        pass  # Esc on the title does nothing: Quit is a button
