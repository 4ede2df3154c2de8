"""The players screen, before each game: the three computer players side by
side as they sit at the table (left opponent, partner, right opponent), each
with its face (the arrows beside it, or a click on it, change it: any face
with any name), a name field, the four style sliders Haundia, Tipia, Pariak,
Jokoa, how watchful it is of the other faces (1..9) and its level (Ikasle,
Normal, Txapeldun: game/ai/levels.py), with a line saying what that level
plays like. The hint under the columns says what the sliders do to strength:
they set a style, not a strength (measured: docs/FIGURES.md).

A name is typed into its field (click it, or Tab to it, and type; Backspace
erases); an empty or invalid name shows why under the field and keeps Start
disabled. Sliders move by drag or click, or Left/Right when focused; the
level steps like a setting (its arrows, a click, Left/Right, Enter). A
slider, a level or a face is saved in the settings at once; a name when the screen is left (by
Start or Back), if it is valid then; otherwise the saved name stays. Start deals a new table with
these players and the variant from the settings. Opened from Settings
(`editing`) the button is Done; opened between two games of a match
(`between`) it is Next game. Esc or Back returns without starting.
With a pad, south (A) on a name opens the on-screen keyboard
(game/scenes/name_keyboard.py), Left/Right move a slider and Start is Start.
"""
from __future__ import annotations

import pygame

from game import assets
from game.ai import Personality
from game.ai.levels import LEVELS, Level
from game.faces import CHARACTERS, FaceArt, pose_of
from game.model.names import Lance
from game.platform import input as intents
from game.match.computer_player import NAME_MAX, ComputerPlayer, name_problem
from game.platform.i18n import N_, ntr, tr
from game.platform.settings import SLIDER_NAMES
from game.scenes.base import HEIGHT, WIDTH, Answer, Entry, WidgetScene, draw_notice
from game.ui import grid
from game.ui.fields import Choice, Slider, TextField
from game.ui.glyphs import fitted_prompt
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, Common, WidgetSet, panel
from game.words import LEVEL_WHY, lance_word
from game.ui.screen_names import Screen

# The columns mirror the table: left opponent, partner (top), right opponent.
COLUMNS = (3, 2, 1)
ROLE = {
    # box: players-role
    3: N_("Opponent on your left"),
    # box: players-role
    2: N_("Your partner"),
    # box: players-role
    1: N_("Opponent on your right"),
}
COLUMN_WIDTH, COLUMN_GAP, COLUMN_TOP, COLUMN_HEIGHT = 560, 40, 176, 724
FACE_HEIGHT = 150         # the portrait on each column
ARROW = 56                # the face arrows' size
ROW = 62                  # a slider's row (and the level's)
SLIDER_ICONS = {"haundia": assets.ICON_HAUNDIA, "tipia": assets.ICON_TIPIA,
                "pariak": assets.ICON_PARIAK, "jokoa": assets.ICON_JOKUA}
# The sliders are named as the table names their lances (the Jokoa slider plays Jokua and Pundua).
SLIDER_LABELS = {"haundia": lance_word(Lance.HAUNDIA), "tipia": lance_word(Lance.TIPIA),
                 "pariak": lance_word(Lance.PARIAK), "jokoa": lance_word(Lance.JOKUA)}
# box: players-slider
WATCH_LABEL = N_("Watch")
# box: players-slider
LEVEL_LABEL = N_("Level")
LEVEL_NAMES = {Level.IKASLE: "Ikasle", Level.NORMAL: "Normal", Level.TXAPELDUN: "Txapeldun"}
GOLD = (250, 226, 150)
BAD = (255, 130, 110)
FIELD_HINT = (110, 90, 60)


def seat_column(index: int) -> pygame.Rect:
    """The column of the computer player shown `index`th (COLUMNS)."""
    return grid.column_rect(index, len(COLUMNS), COLUMN_WIDTH, COLUMN_GAP, COLUMN_TOP, COLUMN_HEIGHT)


class PlayersScene(WidgetScene):
    name = Screen.PLAYERS

    def frame_interval(self) -> float:
        return 0.25  # the caret blinks twice a second; input redraws at once

    def __init__(self, app, editing: bool = False, between: bool = False) -> None:
        super().__init__(app)
        self.editing = editing
        self.between = between
        self.widgets = WidgetSet()
        self.names: dict[int, TextField] = {}
        self.sliders: dict[tuple[int, str], Slider] = {}
        self.faces: dict[int, str] = {}
        self.face_art = FaceArt(app.res.sprite)
        self.watch: dict[int, Slider] = {}
        self.levels: dict[int, Choice] = {}
        settings = app.settings
        for index, seat in enumerate(COLUMNS):
            col = seat_column(index)
            player = settings.player(seat)
            self.faces[seat] = player.face_at(seat)
            for name, label, dx in ((f"face-prev{seat}", "◀", -1), (f"face-next{seat}", "▶", 1)):
                rect = pygame.Rect(0, 0, ARROW, ARROW)
                rect.center = (self.face_rect(index).centerx + dx * 46, self.face_rect(index).bottom + 4 + ARROW // 2)
                self.widgets.add(Button(name, label, rect, "", lambda _b, seat=seat, dx=dx: self.next_face(seat, dx), 26))
            field = TextField(f"name{seat}", player.name, (col.left + 210, col.top + 104, col.width - 236, 72),
                              NAME_MAX, self._name_changed)
            self.names[seat] = self.widgets.add(field)
            y = col.top + 292
            for slider in SLIDER_NAMES:
                rect = (col.left + 24, y, col.width - 48, ROW - 6)
                self.sliders[seat, slider] = self.widgets.add(Slider(
                    f"{slider}{seat}", SLIDER_LABELS[slider], SLIDER_ICONS[slider],
                    getattr(player.personality, slider), rect, self._slider_changed))
                y += ROW
            self.watch[seat] = self.widgets.add(Slider(
                f"watch{seat}", tr(WATCH_LABEL), assets.ICON_EYE, player.watchfulness,
                (col.left + 24, y, col.width - 48, ROW - 6), self._slider_changed))
            y += ROW
            self.levels[seat] = self.widgets.add(Choice(
                f"level{seat}", tr(LEVEL_LABEL), [(level, LEVEL_NAMES[level]) for level in LEVELS],
                player.personality.level, (col.left + 24, y, col.width - 48, ROW - 6), self._slider_changed,
                wrap=False, label_box=BOXES["players-slider"], text_box=BOXES["players-level"]))
        box = BOXES["players-button"]
        back = pygame.Rect((0, 0), box.frame)
        back.midtop = (WIDTH // 2 - 210, 958)
        self.back_button = self.widgets.add(Button(Common.BACK, "", back, "", lambda _b: self.back(), box=box))
        start = pygame.Rect((0, 0), box.frame)
        start.midtop = (WIDTH // 2 + 210, 958)
        self.start_button = self.widgets.add(Button(Entry.START, "", start, "", lambda _b: self.start(), box=box,
                                                    role="main"))
        self.on_language()
        self.widgets.focus_first(self.start_button)
        self._check_names()

    @staticmethod
    def face_rect(index: int) -> pygame.Rect:
        col = seat_column(index)
        return pygame.Rect(col.left + 30, col.top + 66, FACE_HEIGHT, FACE_HEIGHT)

    def next_face(self, seat: int, step: int) -> None:
        """The next (or previous) face for this seat's player, kept at once."""
        at = CHARACTERS.index(self.faces[seat]) if self.faces[seat] in CHARACTERS else 0
        self.faces[seat] = CHARACTERS[(at + step) % len(CHARACTERS)]
        self._save(seat, with_name=False)

    def on_language(self) -> None:
        for slider in self.watch.values():
            slider.label = tr(WATCH_LABEL)
        for choice in self.levels.values():
            choice.label = tr(LEVEL_LABEL)
        # box: players-button
        self.back_button.label = tr("Back")
        if self.editing:
            # box: players-button
            self.start_button.label = tr("Done")
        elif self.between:
            # box: players-button
            self.start_button.label = tr("Next game")
        else:
            # box: players-button
            self.start_button.label = tr("Start")

    # -- the values ---------------------------------------------------------
    def problem(self, seat: int) -> str | None:
        return name_problem(self.names[seat].text)

    def _check_names(self) -> None:
        ok = True
        for seat, field in self.names.items():
            field.invalid = self.problem(seat) is not None
            ok = ok and not field.invalid
        self.start_button.enabled = ok

    def player(self, seat: int) -> ComputerPlayer | None:
        """The player as set on screen (None while the name is invalid)."""
        if self.problem(seat) is not None:
            return None
        return self._with(seat, self.names[seat].text.strip())

    def _with(self, seat: int, name: str) -> ComputerPlayer:
        """The player as set on screen with `name`."""
        style = Personality(**{s: self.sliders[seat, s].value for s in SLIDER_NAMES},
                            level=self.levels[seat].value)
        return ComputerPlayer(name, style, self.faces[seat], self.watch[seat].value)

    def _save(self, seat: int, with_name: bool = True) -> None:
        """Keep what is valid of this seat's player in the settings."""
        player = self.player(seat) if with_name else None
        saved = self.app.settings.player(seat)
        if player is None:  # keep the saved name, take the sliders and the face
            player = self._with(seat, saved.name)
        if player != saved:
            self.app.change_settings(players=self.app.settings.with_player(seat, player).players)

    def _name_changed(self, field) -> None:
        self._check_names()

    def _slider_changed(self, slider) -> None:
        self._save(int(slider.name[-1]), with_name=False)

    def handle_click_on_face(self, pos) -> bool:
        """A click on a face shows the next one."""
        for index, seat in enumerate(COLUMNS):
            if self.face_rect(index).collidepoint(pos):
                self.next_face(seat, 1)
                return True
        return False

    # -- leaving ------------------------------------------------------------
    def start(self) -> None:
        if not self.start_button.enabled:
            return
        for seat in COLUMNS:
            self._save(seat)
        if self.editing:
            self.app.close()
        elif self.between:
            self.app.close(Answer.START)  # the between-games screen deals the next game
        else:
            self.app.restart(Screen.TABLE)

    def back(self) -> None:
        for seat in COLUMNS:
            self._save(seat)
        if self.editing or self.between:
            self.app.close()
        else:
            self.app.restart(Screen.TITLE)

    # -- the Scene interface --------------------------------------------------
    def handle(self, intent) -> None:
        if intent.kind == intents.CLICK and self.handle_click_on_face(intent.pos):
            return
        focus = self.widgets.focus
        if intent.kind == intents.CONFIRM and intent.pad and focus in self.names.values():
            self.open_keyboard(next(seat for seat, f in self.names.items() if f is focus))
            return
        super().handle(intent)

    def open_keyboard(self, seat: int) -> None:
        """The on-screen keyboard for this seat's name (a pad has no keys)."""
        self.app.open(Screen.NAME_KEYBOARD, field=self.names[seat], title=tr(ROLE[seat]),
                      problem=lambda: self.problem(seat))

    def on_enter(self) -> None:
        self.app.input.begin_text()
        self.app.screenshot("players")

    def on_exit(self) -> None:
        self.app.input.end_text()

    def draw(self, surface, alpha) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        # box: screen-title
        draw_text(surface, res, tr("Computer players"), BOXES["screen-title"], GOLD, center=(WIDTH // 2, 80))
        # box: players-subtitle
        sub = tr("Name them and set their style. What you set is kept for the next games.")
        draw_text(surface, res, sub, BOXES["players-subtitle"], (230, 230, 218), center=(WIDTH // 2, 140))
        for index, seat in enumerate(COLUMNS):
            col = seat_column(index)
            surface.blit(panel(res, col, 235), col)
            draw_text(surface, res, tr(ROLE[seat]), BOXES["players-role"], GOLD,
                      midtop=(col.centerx, col.top + 18))
            face = self.face_rect(index)
            picture = self.face_art.render(self.faces[seat], pose_of("smile", seat=seat), FACE_HEIGHT)
            surface.blit(picture, picture.get_rect(midbottom=face.midbottom))
            problem = self.problem(seat)
            field = self.names[seat]
            under = (col.centerx, field.rect.bottom + 8)
            if problem is not None:
                draw_text(surface, res, problem, BOXES["players-problem"], BAD, midtop=under)
            else:
                # box: players-count
                count = ntr("{count} of {n} character", "{count} of {n} characters", NAME_MAX,
                            count=len(field.text))
                draw_text(surface, res, count, BOXES["players-count"], (190, 190, 180), midtop=under)
            line_y = col.top + 280
            pygame.draw.line(surface, (120, 110, 80), (col.left + 40, line_y), (col.right - 40, line_y), 1)
            level = self.levels[seat]
            draw_text(surface, res, tr(LEVEL_WHY[level.value]), BOXES["players-level-why"], (215, 215, 200),
                      midtop=(col.centerx, level.rect.bottom + 4))
        # box: players-hint
        hint = tr("5 is the middle style: lower is more cautious (more Mus, Paso, Tira), higher bolder "
                  "(more Imido, Mintza). The sliders set a style more than a strength, and 5 is not the "
                  "strongest (measured: every slider at 9 wins 53% of its games against every slider at 5); "
                  "the level sets the strength.")
        draw_text(surface, res, hint, BOXES["players-hint"], (235, 235, 225), center=(WIDTH // 2, 930))
        prompts = self.app.input.prompts
        self.widgets.draw(surface, res, self.clock.at(alpha), prompts)
        focus = self.widgets.focus
        if prompts != intents.KEYS and focus in self.names.values():  # A opens the on-screen keyboard
            # box: keyboard-hint
            hint = fitted_prompt(res, tr("{confirm} Keyboard"), BOXES["keyboard-hint"], FIELD_HINT, prompts)
            surface.blit(hint, hint.get_rect(midright=(focus.rect.right - 12, focus.rect.centery)))
        if not self.start_button.enabled:
            # box: players-why
            why = tr("Give every player a valid name to start")
            draw_text(surface, res, why, BOXES["players-why"], BAD,
                      midtop=(self.start_button.rect.centerx, self.start_button.rect.bottom + 6))
        draw_notice(surface, res, self.app.store.notice, HEIGHT - 22)
