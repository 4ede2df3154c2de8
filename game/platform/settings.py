"""The player's settings, kept on disk so that they are never lost.

`Settings` is a frozen value: the language (or "system"), sound and its
volume, fullscreen, the play speed (or "let me read": what is said at the
table waits for a press), the size of the reading texts, reduced motion (no shaking, bouncing or
tilting at the table, short fades),
the rules (the variant, 8 or 4 kings; the target, 40 or 30 points; a match
of 1, 2 or 3 games: what game/model/rules.py allows, checked by `Rules`), the
keys and pad buttons (`Controls`, game/platform/controls.py) and the
three computer players of seats 1, 2 and 3 (`ComputerPlayer`s: a match's
own value, game/match/computer_player.py, so this module sits in the match's
layer, above the platform's other services).
`SettingsStore` reads it from `settings.json` in the user's config folder
(platformdirs; tests redirect it with XDG_CONFIG_HOME or a path) and writes it
atomically (game/platform/files.py).

What a file may hold is the dataclasses themselves: game/platform/validate.py reads
each field by its annotation, strictly (40.0 or `true` is not a whole number),
and the classes' own `__post_init__` judge the values, so a new field needs no
second list of checks. Reading never crashes, never hangs and never throws the
player's file away: a missing file gives the defaults; a damaged, unreadable
or odd one (a named pipe, deep nesting) keeps every field that still reads,
falls back on the rest, is renamed aside (`settings.json.bad-<date>-<time>`)
and leaves a one-line `notice` for the menus (a file holding only `null`
included). A save that fails (a read-only folder) leaves a notice too, and the
game goes on with the settings in memory (`failed`; `retry` writes them again,
which the app does after the next call and at the end). A notice is kept as a message and
read in the language spoken when it is shown.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from game.model.rules import Rules, Variant, named_variant
from game.match.computer_player import (COMPUTER_SEATS, DEFAULT_FACES, DEFAULT_NAMES, NAME_MAX,  # noqa: F401
                                        ComputerPlayer, default_players, faces_gone, name_problem,
                                        wearing_known_faces)
from game.platform import controls as _controls, validate
from game.platform.controls import Controls
from game.platform.i18n import LANGUAGES, SYSTEM, N_
from game.platform.store import Store, Words

FILE_NAME = "settings.json"
FORMAT = 1
# "read" (let me read): slow, and the bubbles and notices at the table wait for a press.
SPEEDS = {"slow": 0.7, "normal": 1.0, "fast": 1.6, "read": 0.7}
# How much bigger the reading texts are (notices, bubbles, the summary, the review, the rules).
TEXT_SIZES = {"normal": 1.0, "large": 1.2, "larger": 1.4}
LANGUAGE_CHOICES = (SYSTEM,) + LANGUAGES  # SYSTEM: the computer's preferred languages
VOLUME_STEPS = 10  # the effects volume is a whole number from 0 to this
SLIDER_NAMES = ("haundia", "tipia", "pariak", "jokoa")
SIZE_LIMIT = 256 * 1024  # bytes: a settings file is a few hundred
_RULES = Rules()  # the rules a game is played with until the player chooses others


@dataclass(frozen=True, slots=True)
class Settings:
    language: str = SYSTEM         # a code of LANGUAGES, or SYSTEM until the player chooses
    sound: bool = True
    volume: int = 8                # effects volume, 0..VOLUME_STEPS (sound False mutes)
    fullscreen: bool = True
    speed: str = "normal"          # a key of SPEEDS
    text_size: str = "normal"      # a key of TEXT_SIZES
    reduced_motion: bool = False   # no shake, bounce or tilt; short fades (faces still change expression)
    keinuak: bool = True           # the señas are made and watched at the table (a match kept without them plays on without)
    coach_first_games: bool = True  # the coach opens by itself at each decision of the first games (game/table/coach.py)
    # the rules (their defaults are the model's; an earlier version's flag is read by model.named_variant)
    variant: Variant = _RULES.variant
    target: int = _RULES.target
    games_to_win: int = _RULES.games_to_win
    players: tuple[ComputerPlayer, ...] = field(default_factory=default_players)
    # every key and pad button the player may move (game/platform/controls.py)
    controls: Controls = field(default_factory=Controls,
                               metadata={"json": (_controls.from_json, _controls.to_json)})

    def __post_init__(self) -> None:
        validate.strict_types(self)  # the annotations, strictly: 40.0 is not an int
        if self.language not in LANGUAGE_CHOICES:
            raise ValueError(f"language must be one of {LANGUAGE_CHOICES}, not {self.language!r}")
        if not 0 <= self.volume <= VOLUME_STEPS:
            raise ValueError(f"volume must be a whole number from 0 to {VOLUME_STEPS}, not {self.volume!r}")
        if self.speed not in SPEEDS:
            raise ValueError(f"speed must be one of {tuple(SPEEDS)}, not {self.speed!r}")
        if self.text_size not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {tuple(TEXT_SIZES)}, not {self.text_size!r}")
        self.rules()  # the variant, the target and the match's length: what the rules allow
        if len(self.players) != 3 or not all(isinstance(p, ComputerPlayer) for p in self.players):
            raise ValueError("players must be three ComputerPlayer values (seats 1, 2, 3)")

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    @property
    def lets_read(self) -> bool:
        """The "let me read" pace: bubbles and notices wait for the player's press."""
        return self.speed == "read"

    @property
    def text_scale(self) -> float:
        return TEXT_SIZES[self.text_size]

    def rules(self) -> Rules:
        """The model's Rules for a game started with these settings."""
        return Rules(variant=self.variant, target=self.target, games_to_win=self.games_to_win)

    def player(self, seat: int) -> ComputerPlayer:
        return self.players[COMPUTER_SEATS.index(seat)]

    def with_player(self, seat: int, player: ComputerPlayer) -> "Settings":
        players = list(self.players)
        players[COMPUTER_SEATS.index(seat)] = player
        return replace(self, players=tuple(players))

    # -- JSON ---------------------------------------------------------------
    def to_json(self) -> dict:
        return {"format": FORMAT, **validate.to_json(self)}


def from_json(data) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON, keeping every valid field; also where the
    fields are that were present but could not be used. Missing fields quietly
    take their defaults (an older file); unknown ones are left alone (a newer)."""
    if not isinstance(data, dict):
        return Settings(), ["the whole file"]
    settings, problems = validate.read(Settings, named_variant(data), Settings(), skip=("format",))
    return settings, list(dict.fromkeys(p.where or "the whole file" for p in problems))


def default_path() -> Path:
    """Where the settings live: the user's config folder for solo-mus."""
    import platformdirs
    return Path(platformdirs.user_config_dir("solo-mus", appauthor=False)) / FILE_NAME


SETTINGS_WORDS = Words(
    # box: notice
    damaged=N_("Some settings could not be read ({what}): defaults are used for them. "
               "The old file is kept as {file}."),
    # box: notice
    unusable=N_("The settings file could not be used ({what}): defaults are used. It is kept as {file}."),
    # box: notice
    stuck=N_("The settings file cannot be used ({what}) nor moved aside ({why}); defaults are used."),
    # box: notice
    unsaved=N_("Could not save the settings ({why}); they are saved again after each call and "
               "when the game closes."))


class SettingsStore(Store):
    """The settings in use, the file they come from and go to, and the last
    notice for the player (a load repaired, a face changed, a save that
    failed), or None (game/platform/store.py does the reading and writing)."""

    LIMIT = SIZE_LIMIT
    WORDS = SETTINGS_WORDS

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(Path(path) if path is not None else default_path())
        self.settings = self.load(Settings())

    def parse(self, data) -> tuple[Settings, str | None, bool]:
        settings, bad = from_json(data)
        players, gone = wearing_known_faces(settings.players)
        if gone:  # not damage: a face of an older version; said, and saved with the next change
            settings = replace(settings, players=players)
            self.notice = faces_gone(gone)
        if bad == ["the whole file"]:
            return settings, "not a settings object", True
        return settings, (_listed(bad) if bad else None), False

    def text(self, settings: Settings) -> str:
        return json.dumps(settings.to_json(), ensure_ascii=False, indent=2) + "\n"

    def update(self, **changes) -> Settings:
        """Change some settings and save them at once."""
        new = replace(self.settings, **changes)
        if new != self.settings:
            self.settings = new
            self.save(new)
        return new


def _listed(bad: list[str]) -> str:
    return validate.shorten(", ".join(bad[:4]) + (", ..." if len(bad) > 4 else ""), 60)

