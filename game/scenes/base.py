"""What every scene is: handle intents, update in fixed steps, draw with an
interpolation factor, and hear when it enters, leaves or comes back to the top
of the stack. `MenuScene` is a titled column of buttons used by the title,
pause, game-over, between-games and simple screens; its button labels are
English message ids, translated when built and again when the scene comes
back (the language may have changed in Settings), and it shows the settings
notice (a file repaired, a save that failed) at the bottom when there is one.
Two hooks serve the pad: `main_action()` (Start; a `WidgetScene` presses its
widget whose pad role is "main", a `MenuScene` names it with `main=`) and
`pad_lost()` (a pad was pulled out; the table opens the pause menu). Both do
nothing unless a scene says otherwise. A `MenuScene` that appears on its
own (`appears_on_its_own`: the between-games and game-over screens, which the
table opens when a game is won) ignores presses for a moment
(game/ui/guard.py), so that a key meant for the table never chooses for it.
"""
from __future__ import annotations

from enum import StrEnum

import pygame


from game.platform import input as intents
from game.platform.i18n import tr
from game.ui.felt import felt
from game.ui.guard import MOMENT, PressGuard
from game.ui.notice import draw_line_box
from game.ui.text import BOXES, draw_text, fit, text_surface
from game.ui.tween import Clock
from game.ui.widgets import Button, Common, WidgetSet, label_hotkeys, panel

WIDTH, HEIGHT = 1920, 1080


class Answer(StrEnum):
    """What a screen answers the one below it when it closes (`app.close(answer)`,
    heard in `on_resume(result)`); a screen that closes with nothing answers None."""

    NEXT = "next"    # the between-games screen: Next game (the table deals it)
    START = "start"  # the players screen opened between two games: Start (the next game at once)
    PLAY = "play"    # the championship's bracket: Play next match (the groups screen below starts it)
    PLAYED = "played"  # the championship's round: the computer's matches are played


class Entry(StrEnum):
    """The names of the screens' buttons (a menu's entries, a screen's own
    buttons besides Back, which is `Common.BACK`), made and looked up by
    these (`MenuScene.button`), never by their texts."""

    AGAIN = "again"        # the game over's Play again
    BRACKET = "bracket"    # the championship's groups: its bracket
    CHART = "chart"        # the statistics' rating chart
    CONTINUE = "continue"  # the title's (and its question's) Continue, the txapela's
    CONTROLS = "controls"  # the settings' Controls
    GIVE_UP = "give_up"    # the championship's groups: Give up (and its question)
    HANDS = "hands"        # Last hands
    LEAVE = "leave"        # the pause's Leave the lesson
    LESSONS = "lessons"
    MATCHES = "matches"    # the championship's groups and bracket: Other matches
    NEW = "new"            # the title's question: New game
    NEXT = "next"          # the between-games screen's Next game
    PAGE_AFTER = "page-after"    # the other matches' pages
    PAGE_BEFORE = "page-before"
    PLAY = "play"
    PLAYERS = "players"
    QUIT = "quit"
    RESET = "reset"        # the statistics' (and its question's), the controls'
    RESUME = "resume"      # the pause's
    RETRY = "retry"        # quitting with a file unsaved: Try to save again
    RULES = "rules"
    SETTINGS = "settings"
    START = "start"        # the players screen's
    STATS = "stats"
    TITLE = "title"        # back to the title (the pause, the game over)
    TXAPELKETA = "txapelketa"  # the title's, the game over's: the championship


class Scene:
    opaque = True          # draws the whole screen: scenes below are not drawn
    updates_below = False  # the scene below keeps running (animations) under it

    def __init__(self, app) -> None:
        self.app = app
        self.clock = Clock()

    def handle(self, intent) -> None: ...

    def main_action(self) -> None:
        """The pad's Start on this screen (the table opens its pause menu instead)."""

    def pad_lost(self) -> None:
        """A pad was pulled out while this scene was on top."""

    def update(self, dt: float) -> None:
        self.clock.update(dt)

    def draw(self, surface: pygame.Surface, alpha: float) -> None: ...

    def on_enter(self) -> None: ...

    def on_resume(self, result=None) -> None:
        """Back on top; `result` is what the screen closed over it answered (None: nothing)."""

    def on_language(self) -> None:
        """The language changed (Settings): make every text anew. Called on
        every scene of the stack, so the ones drawn below the top change too."""

    def on_exit(self) -> None:
        """The scene leaves the stack (popped, replaced or reset)."""

    def frame_interval(self) -> float:
        """How often the screen must be redrawn when no input comes: 0 every
        frame (something moves), else at most this many seconds apart."""
        return 0.0

    def hides_pointer(self) -> bool:
        """Whether the mouse pointer is hidden now, this scene on top (the
        table hides it while it rests on the face the player looks at, so
        that it never covers a seña)."""
        return False

    def draw_backdrop(self, surface) -> None:
        """The felt under a full-screen scene."""
        surface.blit(felt(self.app.res), (0, 0))


class WidgetScene(Scene):
    """A scene of widgets (`self.widgets`): BACK runs `back()`, MENU (Start)
    `main_action()`, every other intent goes to the widgets."""

    def back(self) -> None: ...

    def add_back_button(self, margin: int, label: str = "", hotkey: str = "") -> Button:
        """The screen's Back button, centred `margin` pixels above the foot of
        the screen, running `back()`."""
        box = BOXES["back-button"]
        rect = pygame.Rect((0, 0), box.frame)
        rect.midbottom = (WIDTH // 2, HEIGHT - margin)
        return self.widgets.add(Button(Common.BACK, label, rect, hotkey, lambda _b: self.back(), box=box))

    def frame_interval(self) -> float:
        return 0.25  # still unless input comes (hover, focus) or the stack changes

    def main_action(self) -> None:
        self.widgets.press_role("main")

    def handle(self, intent) -> None:
        if intent.kind == intents.BACK:
            self.back()
            return
        if intent.kind == intents.MENU:
            self.main_action()
            return
        self.widgets.handle(intent)


class MenuScene(WidgetScene):
    """A title and a column of buttons; BACK runs `back()`; the pad's Start
    presses the entry named `main` (none by default). `entries` are
    (name, message id, hotkey, action): the id is marked with `N_` where it is
    written and translated here; the hotkey shown is a letter of the label in
    the language shown (`label_hotkeys`), whatever the entry says. The
    buttons stand `step` pixels apart from `top` down."""

    title = ""
    subtitle = ""
    show_notice = True
    button_box = "menu-button"  # the buttons' box (BOXES)
    appears_on_its_own = False  # opened by the game, not by a press: presses wait a moment

    def __init__(self, app, entries, top: int = 430, main: str | None = None, step: int = 100) -> None:
        super().__init__(app)
        self.guard = PressGuard(MOMENT if self.appears_on_its_own else 0.0)
        self.widgets = WidgetSet()
        self.message_ids: dict[str, str] = {}
        y = top
        box = BOXES[self.button_box]
        for name, message_id, hotkey, action in entries:
            rect = pygame.Rect((0, 0), box.frame)
            rect.midtop = (WIDTH // 2, y)
            self.message_ids[name] = message_id
            self.widgets.add(Button(name, tr(message_id), rect, hotkey, lambda _b, a=action: a(), box=box,
                                    role="main" if name == main else None))
            y += step
        self.relabel()
        self.widgets.focus_first()

    def on_resume(self, result=None) -> None:
        self.relabel()

    def on_language(self) -> None:
        self.relabel()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.guard.update(dt)

    def handle(self, intent) -> None:
        if not self.guard.blocks(intent):
            super().handle(intent)

    def relabel(self) -> None:
        """Translate the labels again (after a language change); each button's
        hotkey is a letter of its label in the language shown."""
        buttons = [w for w in self.widgets.widgets if w.name in self.message_ids]
        for w in buttons:
            w.label = tr(self.message_ids[w.name])
        for w, key in zip(buttons, label_hotkeys([w.label for w in buttons])):
            w.hotkey = key

    def notice(self) -> str | None:
        """The line to show at the foot of the screen (a settings problem)."""
        return self.app.store.notice

    def button(self, name: str) -> Button:
        """The button named `name` (an `Entry`, `Common.BACK`, a lesson's key)."""
        return next(w for w in self.widgets.widgets if w.name == name)

    def draw(self, surface, alpha) -> None:
        if self.opaque:
            self.draw_backdrop(surface)
        res = self.app.res
        if not self.opaque:
            draw_shade(surface, res)
            self.draw_under_panel(surface, alpha)
            bottom = max(w.rect.bottom for w in self.widgets.widgets) + 40
            width = 760
            if self.title:
                width = max(width, fit(res, self.title, BOXES["overlay-title"]).width + 100)
            if self.subtitle:
                width = max(width, fit(res, self.subtitle, BOXES["subtitle"]).width + 100)
            box = pygame.Rect(WIDTH // 2 - width // 2, 270, width, bottom - 270)
            surface.blit(panel(self.app.res, box, solid=True), box)
        if self.title:
            draw_text(surface, res, self.title, BOXES["title" if self.opaque else "overlay-title"],
                      (250, 226, 150), center=(WIDTH // 2, 250 if self.opaque else 350))
        if self.subtitle:
            # over a screen, a line of two goes down from under the title, never up into it
            where = {"center": (WIDTH // 2, 330)} if self.opaque else {"midtop": (WIDTH // 2, 392)}
            draw_text(surface, res, self.subtitle, BOXES["subtitle"], (225, 225, 215), **where)
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
        if self.show_notice:
            draw_notice(surface, res, self.notice())


    def draw_under_panel(self, surface, alpha) -> None:
        """Over a screen: what goes over the shaded screen below but under the
        panel of words (a burst of confetti, which never covers them)."""


def rating_moved(app, match, whole_match: bool) -> tuple[int, int] | None:
    """How far the player's rating moved, as the statistics counted the
    match's last hand: (games, shown points) for its last game, or with
    `whole_match` for all its games; None when they did not count it (a
    lesson, a demo, no match given)."""
    from game.match.statistics import hand_key
    if match is None or match.practice or not app.stats.enabled:
        return None
    state = match.state
    key = hand_key(match.seed, state.hand_number, len(state.history))
    rating = app.stats.stats.rating
    if whole_match:
        return rating.moved_by(key)
    moved = rating.game_moved(key)
    return None if moved is None else (1, moved)


def signed(change: int) -> str:
    """A move of the rating as it is said: +14, -9, 0."""
    return f"{change:+d}" if change else "0"


def draw_games_won(surface, res, games_won, games_to_win: int, y: int) -> None:
    """A match's games: each team's name and one pip per game it needs,
    filled in its colour for each game won, centred on the screen at `y`."""
    from game.assets import TEAM_COLOURS
    ink = (235, 225, 190)
    parts = []
    # box: team-pips
    us = tr("Us")
    # box: team-pips
    them = tr("Them")
    for team, name in ((0, us), (1, them)):
        label = text_surface(res, name, BOXES["team-pips"], TEAM_COLOURS[team])
        parts.append((team, label, label.get_width() + 16 + games_to_win * 34))
    gap = 90
    x = WIDTH // 2 - (sum(w for _t, _l, w in parts) + gap) // 2
    for team, label, width in parts:
        surface.blit(label, label.get_rect(midleft=(x, y)))
        px = x + label.get_width() + 16 + 14
        for i in range(games_to_win):
            if i < games_won[team]:
                pygame.draw.circle(surface, TEAM_COLOURS[team], (px, y), 13)
            pygame.draw.circle(surface, ink, (px, y), 13, 3)
            px += 34
        x += width + gap


def draw_notice(surface, res, notice: str | None, y: int = HEIGHT - 44) -> None:
    """The settings notice, in a dark box across the bottom (fitted: one line,
    two if it is long, smaller before it would overflow)."""
    if notice:
        draw_line_box(surface, res, notice, (WIDTH // 2, y))


def draw_shade(surface, res) -> None:
    """The screens below dimmed, under a menu or a panel drawn over them."""
    surface.blit(res.made(("shade",), _shade), (0, 0))


def _shade() -> pygame.Surface:
    shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    return shade
