"""The player's settings, kept on disk so that they are never lost.

`Settings` is a frozen value: the language (or "system"), sound and its
volume, fullscreen, the play speed,
the variant (8 or 4 kings, 40 or 30 points, a match of 1, 2 or 3 games) and the
three computer players (a name and a `Personality` for seats 1, 2 and 3).
`SettingsStore` reads it from `settings.json` in the user's config folder
(platformdirs; tests redirect it with XDG_CONFIG_HOME or a path) and writes it
atomically (a temp file in the same folder, flush, fsync, os.replace).

Reading never crashes and never throws the player's file away: a missing file
gives the defaults; a damaged one keeps every field that still reads, falls
back on the rest, is renamed aside (`settings.json.bad-<time>`) and leaves a
one-line `notice` for the title screen. A save that fails (a read-only folder)
leaves a notice too, and the game goes on with the settings in memory.
"""
from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path

from game.ai import Personality
from game.app.files import keep_aside, why, write_atomically
from game.app.i18n import LANGUAGES, SYSTEM, ntr, tr

FILE_NAME = "settings.json"
FORMAT = 1
SPEEDS = {"slow": 0.7, "normal": 1.0, "fast": 1.6}
TARGETS = (40, 30)
MATCH_LENGTHS = (1, 2, 3)
NAME_MAX = 12
LANGUAGE_CHOICES = (SYSTEM,) + LANGUAGES  # SYSTEM: the computer's preferred languages
VOLUME_STEPS = 10  # the effects volume is a whole number from 0 to this
SLIDER_NAMES = ("haundia", "tipia", "pariak", "jokoa")
COMPUTER_SEATS = (1, 2, 3)
DEFAULT_NAMES = ("Mikel", "Ane", "Itziar")


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a player's name (a sentence to show), or None if it can.
    A name is 1 to 12 characters: letters (accents included), digits, spaces
    and hyphens, with at least one letter or digit."""
    if not isinstance(name, str) or not name.strip():
        # box: players-problem
        return ntr("Type a name (1 to {n} character)", "Type a name (1 to {n} characters)", NAME_MAX)
    if len(name) > NAME_MAX:
        # box: players-problem
        return ntr("At most {n} character", "At most {n} characters", NAME_MAX)
    for ch in name:
        if not name_character(ch):
            # box: players-problem
            return tr("Only letters, digits, spaces and hyphens ('{ch}' is not)", ch=ch)
    return None


def name_character(ch: str) -> bool:
    """A character a name may hold: a Latin letter (á, ñ, ç, è... too), a digit
    0-9, a space or a hyphen."""
    if ch in " -" or "0" <= ch <= "9":
        return True
    return ch.isalpha() and unicodedata.name(ch, "").startswith("LATIN ")


@dataclass(frozen=True, slots=True)
class ComputerPlayer:
    """One computer player's name and style."""

    name: str
    personality: Personality = field(default_factory=Personality)

    def __post_init__(self) -> None:
        problem = name_problem(self.name)
        if problem is not None:
            raise ValueError(f"bad player name {self.name!r}: {problem}")


def _default_players() -> tuple[ComputerPlayer, ...]:
    return tuple(ComputerPlayer(name) for name in DEFAULT_NAMES)


@dataclass(frozen=True, slots=True)
class Settings:
    language: str = SYSTEM         # a code of LANGUAGES, or SYSTEM until the player chooses
    sound: bool = True
    volume: int = 8                # effects volume, 0..VOLUME_STEPS (sound False mutes)
    fullscreen: bool = True
    speed: str = "normal"          # a key of SPEEDS
    eight_kings: bool = True
    target: int = 40
    games_to_win: int = 1
    players: tuple[ComputerPlayer, ...] = field(default_factory=_default_players)

    def __post_init__(self) -> None:
        if self.language not in LANGUAGE_CHOICES:
            raise ValueError(f"language must be one of {LANGUAGE_CHOICES}, not {self.language!r}")
        if isinstance(self.volume, bool) or not isinstance(self.volume, int) or not 0 <= self.volume <= VOLUME_STEPS:
            raise ValueError(f"volume must be a whole number from 0 to {VOLUME_STEPS}, not {self.volume!r}")
        if self.speed not in SPEEDS:
            raise ValueError(f"speed must be one of {tuple(SPEEDS)}, not {self.speed!r}")
        if self.target not in TARGETS:
            raise ValueError(f"target must be 40 or 30, not {self.target!r}")
        if self.games_to_win not in MATCH_LENGTHS:
            raise ValueError(f"games_to_win must be 1, 2 or 3, not {self.games_to_win!r}")
        if len(self.players) != 3 or not all(isinstance(p, ComputerPlayer) for p in self.players):
            raise ValueError("players must be three ComputerPlayer values (seats 1, 2, 3)")

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    def rules(self):
        """The model's Rules for a game started with these settings."""
        from game.model import Rules
        return Rules(eight_kings=self.eight_kings, target=self.target, games_to_win=self.games_to_win)

    def player(self, seat: int) -> ComputerPlayer:
        return self.players[COMPUTER_SEATS.index(seat)]

    def with_player(self, seat: int, player: ComputerPlayer) -> "Settings":
        players = list(self.players)
        players[COMPUTER_SEATS.index(seat)] = player
        return replace(self, players=tuple(players))

    # -- JSON ---------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "language": self.language, "sound": self.sound, "volume": self.volume,
            "fullscreen": self.fullscreen,
            "speed": self.speed, "eight_kings": self.eight_kings, "target": self.target,
            "games_to_win": self.games_to_win,
            "players": [{"name": p.name, **{s: getattr(p.personality, s) for s in SLIDER_NAMES}}
                        for p in self.players],
        }


def from_json(data) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON, keeping every valid field; also the names of
    the fields that were present but could not be used. Missing fields quietly
    take their defaults (an older file)."""
    base = Settings()
    if not isinstance(data, dict):
        return base, ["the whole file"]
    bad: list[str] = []
    values = {}
    checks = {
        "language": lambda v: v in LANGUAGE_CHOICES,
        "sound": lambda v: isinstance(v, bool),
        "volume": lambda v: not isinstance(v, bool) and isinstance(v, int) and 0 <= v <= VOLUME_STEPS,
        "fullscreen": lambda v: isinstance(v, bool),
        "speed": lambda v: v in SPEEDS,
        "eight_kings": lambda v: isinstance(v, bool),
        "target": lambda v: not isinstance(v, bool) and v in TARGETS,
        "games_to_win": lambda v: not isinstance(v, bool) and v in MATCH_LENGTHS,
    }
    for key, ok in checks.items():
        if key not in data:
            continue
        try:
            good = ok(data[key])
        except TypeError:  # an unhashable value (a list...) tested with `in`
            good = False
        if good:
            values[key] = data[key]
        else:
            bad.append(key)
    players = list(base.players)
    if "players" in data:
        raw = data["players"]
        if not isinstance(raw, list):
            bad.append("players")
            raw = []
        elif len(raw) != 3:
            bad.append("players (not three)")
        for i, entry in enumerate(raw[:3]):
            players[i], problems = _player_from_json(entry, players[i])
            bad.extend(f"player {i + 1} {what}" for what in problems)
    values["players"] = tuple(players)
    return replace(base, **values), bad


def _player_from_json(entry, default: ComputerPlayer) -> tuple[ComputerPlayer, list[str]]:
    if not isinstance(entry, dict):
        return default, ["(all)"]
    bad = []
    name = entry.get("name", default.name)
    if not isinstance(name, str) or name_problem(name) is not None:
        bad.append("name")
        name = default.name
    sliders = {}
    for slider in SLIDER_NAMES:
        value = entry.get(slider, getattr(default.personality, slider))
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 9:
            bad.append(slider)
            value = getattr(default.personality, slider)
        sliders[slider] = value
    return ComputerPlayer(name.strip(), Personality(**sliders)), bad


def default_path() -> Path:
    """Where the settings live: the user's config folder for solo-mus."""
    import platformdirs
    return Path(platformdirs.user_config_dir("solo-mus", appauthor=False)) / FILE_NAME


class SettingsStore:
    """The settings in use, the file they come from and go to, and the last
    notice for the player (a load repaired, a save that failed), or None."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.notice: str | None = None
        self._save_failed = False
        self.settings = self.load()

    # -- reading ------------------------------------------------------------
    def load(self) -> Settings:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Settings()
        except (OSError, UnicodeDecodeError) as err:
            if isinstance(err, UnicodeDecodeError):
                return self._repair(Settings(), ["the whole file"])
            # box: notice
            self.notice = tr("Could not read the settings file ({why}); using the defaults this time.",
                             why=why(err))
            return Settings()
        try:
            data = json.loads(raw)
        except ValueError:
            return self._repair(Settings(), ["the whole file"])
        settings, bad = from_json(data)
        if bad:
            return self._repair(settings, bad)
        return settings

    def _repair(self, settings: Settings, bad: list[str]) -> Settings:
        """Keep the damaged file aside, write the settings that could be kept,
        and say so in one line."""
        try:
            aside = keep_aside(self.path)
        except OSError as err:
            # box: notice
            self.notice = tr("The settings file is damaged ({what}) and could not be moved aside ({why}); "
                             "defaults are used for those settings.", what=_listed(bad), why=why(err))
            return settings
        if bad == ["the whole file"]:
            # box: notice
            self.notice = tr("The settings file was damaged and could not be read: defaults are used. "
                             "The old file is kept as {file}.", file=aside.name)
        else:
            # box: notice
            self.notice = tr("Some settings could not be read ({what}): defaults are used for them. "
                             "The old file is kept as {file}.", what=_listed(bad), file=aside.name)
        self._write(settings)
        return settings

    # -- writing ------------------------------------------------------------
    def update(self, **changes) -> Settings:
        """Change some settings and save them at once."""
        new = replace(self.settings, **changes)
        if new != self.settings:
            self.settings = new
            self.save()
        return new

    def save(self) -> bool:
        """Write the settings; on failure set `notice` and return False."""
        if self._write(self.settings):
            if self._save_failed:
                self.notice = None
                self._save_failed = False
            return True
        return False

    def _write(self, settings: Settings) -> bool:
        text = json.dumps(settings.to_json(), ensure_ascii=False, indent=2) + "\n"
        try:
            write_atomically(self.path, text)
            return True
        except OSError as err:
            # box: notice
            self.notice = tr("Could not save the settings ({why}): changes last until the game closes.",
                             why=why(err))
            self._save_failed = True
            return False


def _listed(bad: list[str]) -> str:
    return ", ".join(bad[:4]) + (", ..." if len(bad) > 4 else "")

