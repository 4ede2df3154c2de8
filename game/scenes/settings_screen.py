"""The Settings screen: language, the sound effects' volume, fullscreen, play
speed (or "let me read"), text size, reduced motion, the rules (the variant,
the target and the match's length: each row offers what game/model/rules.py
allows, named by game/words.py), and ways to the Controls and to
the computer players. Every row is a `Choice`: Up/Down or Tab move
the focus, Left/Right change the value, Enter takes the next one, the mouse
clicks the arrows; Esc or Back returns. `SHOWN_ROWS` rows are in sight at
once: the list scrolls to the focused row (and with the wheel), with an arrow
above or below it while rows are out of sight. Each change is applied and saved at
once; a language change redraws every screen at once. Under the rows a line
says what the focused (or pointed) row does. Opened from the pause menu, a
note under it says when a change waits for the next game, for the rows that
do (`WAIT_FOR_NEXT_GAME`: the rules and the computer players; everything
else applies at once).
"""
from __future__ import annotations

import pygame

from game.model import MATCH_LENGTHS, TARGETS, VARIANTS
from game.platform import controls, input as intents
from game.platform.i18n import SYSTEM, N_, resolve, system_language, tr
from game.platform.settings import VOLUME_STEPS
from game.scenes.base import HEIGHT, WIDTH, Entry, MenuScene, draw_notice
from game.ui.widgets import Common, label_hotkeys
from game.ui.fields import Choice
from game.words import match_length_name, variant_name
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet, panel
from game.ui.screen_names import Screen

LANGUAGE_NAMES = (("eu", "Euskara"), ("en", "English"), ("es", "Español"), ("fr", "Français"))
ROW_LEFT, ROW_WIDTH, ROW_HEIGHT, ROW_STEP, ROW_TOP = 440, 1040, 60, 68, 168
# The rows whose change waits for the next game (a game in progress keeps its
# rules and its players); every other row applies at once.
WAIT_FOR_NEXT_GAME = ("variant", "target", "games_to_win", "players")
SHOWN_ROWS = 9  # rows in sight at once: more scroll (Up/Down, Tab, the wheel)
MARK = (250, 226, 150)

# What each row does, shown under the rows for the focused one.
HELP = {
    # box: settings-help
    "language": N_("The language of every screen. System follows your computer's preferred language."),
    # box: settings-help
    "volume": N_("How loud the cards, chips and calls sound. Off mutes them. It changes at once."),
    # box: settings-help
    "fullscreen": N_("Play on the whole screen or in a window. F11 or Alt+Enter switches at any time."),
    # box: settings-help
    "speed": N_("How long the pauses and the moving cards and chips last. Let me read: what is said "
                "at the table waits for your click or key."),
    # box: settings-help
    "reduced_motion": N_("No shaking, bouncing or tilting at the table, and short fades. The faces still "
                         "change expression."),
    # box: settings-help
    "keinuak": N_("Partners tell their cards with signs of the face, seen only by whoever looks. "
                  "At the table, {look} or the mouse looks at a face and {signs} signs."),
    # box: settings-help
    "coach_first_games": N_("In your first three games the coach shows, at each of your decisions, what your "
                            "partner would do in your place, and why. {coach} opens it at any time."),
    # box: settings-help
    "variant": N_("8 kings: every 3 counts as a king and every 2 as an ace. 4 kings: they are plain cards."),
    # box: settings-help
    "target": N_("The first team to reach this score wins the game."),
    # box: settings-help
    "games_to_win": N_("How many games a team must win to take the match."),
    # box: settings-help
    "players": N_("Rename the three computer players and set their style."),
    # box: settings-help
    "controls": N_("Choose the key and the pad button of every action. Esc and Start always work."),
    # box: settings-help
    "text_size": N_("How big the notices, the speech bubbles, the summary, the coach, the review and the rules "
                    "are written."),
    # box: settings-help
    "back": N_("Back to where you were. Every change is already saved."),
}


def language_options() -> tuple:
    system = dict(LANGUAGE_NAMES)[system_language()]
    # box: settings-value
    return ((SYSTEM, tr("System ({language})", language=system)),) + LANGUAGE_NAMES


def volume_options() -> tuple:
    # box: settings-value
    steps = [(0, tr("Off"))]
    for step in range(1, VOLUME_STEPS + 1):
        # box: settings-value
        steps.append((step, tr("{percent}%", percent=step * 100 // VOLUME_STEPS)))
    return tuple(steps)


def _size(box) -> tuple[int, int]:
    return box.width, box.height


class SettingsScene(MenuScene):
    name = Screen.SETTINGS

    def __init__(self, app, in_game: bool = False) -> None:
        self.first = 0  # the first row in sight (set before the menu's own making draws the rows)
        self.in_game = in_game
        super().__init__(app, [])
        self.show_notice = False  # drawn by this screen, above the Back button
        self.build()

    def build(self) -> None:
        """(Re)make the rows from the settings, in the current language."""
        focus = self.widgets.focus.name if self.widgets.focus is not None else None
        visible = self.widgets.focus_visible
        s = self.app.settings
        # box: settings-value
        on = tr("On")
        # box: settings-value
        off = tr("Off")
        rows = (
            # box: settings-label
            ("language", tr("Language"), language_options(), self.language_shown()),
            # box: settings-label
            ("volume", tr("Sound effects"), volume_options(), s.volume if s.sound else 0),
            # box: settings-label
            ("fullscreen", tr("Fullscreen (F11)"), ((True, on), (False, off)), self.app.fullscreen),
            # box: settings-label
            ("speed", tr("Play speed"), (
                # box: settings-value
                ("slow", tr("Slow")),
                # box: settings-value
                ("normal", tr("Normal")),
                # box: settings-value
                ("fast", tr("Fast")),
                # box: settings-value
                ("read", tr("Let me read"))), s.speed),
            # box: settings-label
            ("text_size", tr("Text size"), (
                # box: settings-value
                ("normal", tr("Normal")),
                # box: settings-value
                ("large", tr("Large")),
                # box: settings-value
                ("larger", tr("Larger"))), s.text_size),
            # box: settings-label
            ("reduced_motion", tr("Reduced motion"), ((True, on), (False, off)), s.reduced_motion),
            # box: settings-label
            ("keinuak", tr("Keinuak (señas)"), ((True, on), (False, off)), s.keinuak),
            # box: settings-label
            ("coach_first_games", tr("Coach in the first games"), ((True, on), (False, off)), s.coach_first_games),
            # box: settings-label
            ("variant", tr("Kings"), tuple((v, variant_name(v)) for v in VARIANTS), s.variant),
            # box: settings-label
            ("target", tr("Points to win a game"), tuple((t, str(t)) for t in TARGETS), s.target),
            # box: settings-label
            ("games_to_win", tr("Match"), tuple((n, match_length_name(n)) for n in MATCH_LENGTHS), s.games_to_win),
        )
        self.widgets = WidgetSet()
        self.rows = [self.widgets.add(Choice(name, label, options, value, (ROW_LEFT, 0, ROW_WIDTH, ROW_HEIGHT),
                                             self._changed)) for name, label, options, value in rows]
        y = ROW_TOP + self.shown_rows * ROW_STEP
        box = BOXES["settings-button"]
        controls_rect = pygame.Rect((0, 0), box.frame)
        controls_rect.topright = (WIDTH // 2 - 10, y + 8)
        players = pygame.Rect((0, 0), box.frame)
        players.topleft = (WIDTH // 2 + 10, y + 8)
        # box: settings-button
        self.widgets.add(Button(Entry.CONTROLS, tr("Controls"), controls_rect, "", self._controls, box=box))
        # box: settings-button
        self.widgets.add(Button(Entry.PLAYERS, tr("Computer players"), players, "c", self._players, box=box))
        # box: back-button
        self.add_back_button(40, tr("Back"), "b")
        buttons = self.widgets.widgets[-2:] + self.widgets.widgets[-3:-2]  # Players and Back keep their letters
        for button, key in zip(buttons, label_hotkeys(w.label for w in buttons)):
            button.hotkey = key
        self.place_rows()
        # box: title
        self.title = tr("Settings")
        self.widgets.focus_first(next((w for w in self.widgets.widgets if w.name == focus), None))
        self.widgets.focus_visible = visible

    @property
    def shown_rows(self) -> int:
        """Rows in sight: one fewer from the pause menu, where the note on
        when the changes apply needs the room under the help line."""
        return min(SHOWN_ROWS - (1 if self.in_game else 0), len(self.rows))

    def panel_rect(self) -> pygame.Rect:
        """The panel behind the rows and the Controls / Players buttons."""
        return pygame.Rect(ROW_LEFT - 40, ROW_TOP - 30, ROW_WIDTH + 80, self.shown_rows * ROW_STEP + 140)

    def foot(self) -> dict[str, pygame.Rect]:
        """Where the lines under the panel go: the help line (or the
        settings file's notice), and from the pause menu the note, just above
        Back; each the size of its text box."""
        below = self.panel_rect().bottom
        back = next(w for w in self.widgets.widgets if w.name == Common.BACK).rect
        places = {"help": pygame.Rect((0, 0), _size(BOXES["settings-help"]))}
        places["help"].center = (WIDTH // 2, below + 36)
        if self.in_game:
            places["note"] = pygame.Rect((0, 0), _size(BOXES["settings-note"]))
            places["note"].midbottom = (WIDTH // 2, back.top - 2)
        return places

    def place_rows(self) -> None:
        """Put the rows from `first` in their places; the others are hidden
        (the list scrolls when there are more rows than room)."""
        self.first = max(0, min(self.first, len(self.rows) - self.shown_rows))
        for i, row in enumerate(self.rows):
            row.visible = self.first <= i < self.first + self.shown_rows
            row.rect.top = ROW_TOP + (i - self.first) * ROW_STEP

    def scroll(self, rows: int) -> None:
        self.first += rows
        self.place_rows()

    def show(self, row) -> None:
        """Scroll the list so that `row` is in sight."""
        i = self.rows.index(row)
        if i < self.first:
            self.first = i
        elif i >= self.first + self.shown_rows:
            self.first = i - self.shown_rows + 1
        self.place_rows()

    def handle(self, intent) -> None:
        """Up/Down and Tab go through every row, the list scrolling to the
        focused one; the wheel scrolls it."""
        if intent.kind == intents.SCROLL:
            self.scroll(1 if intent.dy > 0 else -1)
            return
        focus = self.widgets.focus
        if intent.kind == intents.MOVE and (intent.cycle or not intent.dx) and focus in self.widgets.widgets:
            order = self.widgets.widgets
            step = intent.dx if intent.cycle else intent.dy
            i = order.index(focus) + step
            if intent.cycle or (focus in self.rows and 0 <= i < len(self.rows)):
                target = order[i % len(order)]
                if target in self.rows:
                    self.show(target)
                self.widgets.focus = target
                self.widgets.focus_visible = True
                return
        super().handle(intent)

    def language_shown(self):
        """The saved choice, or the language --lang imposes on this run."""
        saved = self.app.settings.language
        speaking = self.app.i18n.code
        return saved if resolve(saved) == speaking else speaking

    def relabel(self) -> None:
        self.build()

    def _changed(self, choice) -> None:
        if choice.name == "volume":  # one row: Off mutes, a step sets the volume and unmutes
            changes = {"sound": choice.value > 0}
            if choice.value > 0:
                changes["volume"] = choice.value
            self.app.change_settings(**changes)
        else:
            self.app.change_settings(**{choice.name: choice.value})

    def _controls(self, _button=None) -> None:
        self.app.open(Screen.CONTROLS)

    def _players(self, _button=None) -> None:
        self.app.open(Screen.PLAYERS, editing=True)

    def back(self) -> None:
        self.app.close()

    def main_action(self) -> None:  # the pad's Start: done, as Back
        self.back()

    def draw_scroll_marks(self, surface) -> None:
        """Arrows above and below the rows when some are scrolled out of sight."""
        x = ROW_LEFT + ROW_WIDTH + 18
        if self.first > 0:
            top = ROW_TOP + 6
            pygame.draw.polygon(surface, MARK, [(x, top), (x - 12, top + 16), (x + 12, top + 16)])
        if self.first + self.shown_rows < len(self.rows):
            bottom = ROW_TOP + self.shown_rows * ROW_STEP - 14
            pygame.draw.polygon(surface, MARK, [(x, bottom), (x - 12, bottom - 16), (x + 12, bottom - 16)])

    def described(self):
        """The row (or button) the lines under the panel speak of: the
        focused one, or the one under the pointer (None: none)."""
        widget = self.widgets.focus if self.widgets.focus_visible else None
        if widget is None:
            widget = next((w for w in self.widgets.widgets if w.hovered), self.widgets.focus)
        return widget

    def help_for(self) -> str | None:
        """What the focused row does (or the one under the pointer)."""
        widget = self.described()
        if widget is None or widget.name not in HELP:
            return None
        return tr(HELP[widget.name], **controls.key_names())  # the keys named are the player's own

    def waits_for_next_game(self) -> bool:
        """Whether the note on the next game is said now: from the pause
        menu, on a row whose change waits for the next game."""
        widget = self.described()
        return self.in_game and widget is not None and widget.name in WAIT_FOR_NEXT_GAME

    def draw(self, surface, alpha) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        box = self.panel_rect()
        foot = self.foot()
        surface.blit(panel(res, box, 235), box)
        self.draw_scroll_marks(surface)
        draw_text(surface, res, self.title, BOXES["title"], (250, 226, 150), center=(WIDTH // 2, 74))
        notice = self.app.store.notice
        if notice:  # a problem with the settings file matters more than the help line
            draw_notice(surface, res, notice, foot["help"].centery)
        else:
            text = self.help_for()
            if text:
                draw_text(surface, res, text, BOXES["settings-help"], (235, 235, 222),
                          center=foot["help"].center)
        if self.waits_for_next_game():
            # box: settings-note
            note = tr("The game in progress is not changed: the variant applies from the next "
                      "game you start (a match keeps its rules), players from the next game.")
            draw_text(surface, res, note, BOXES["settings-note"], (255, 226, 130),
                      center=foot["note"].center)
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
