"""One copy of the game at a time on a user folder, so that no hand is lost.

Each copy writes its whole state (the kept game, the statistics, the
settings), so two copies on one folder would each write over the other's: the
last writer wins. `hold(folder)` takes an operating-system lock on
`solo-mus.lock` in the user folder (the `filelock` library: flock on Linux and
macOS, LockFileEx on Windows) and returns it; the caller keeps it for the whole
run. The system drops such a lock when its process ends in any way, so a lock
left by a copy that crashed or was killed is taken over at once: the file
stays, empty, and holds nothing. A second copy gets `AlreadyRunning`, whose
`line` says so in the player's language, read from settings.json without
writing anything (no repair, no notice, no `.bad-` copy). A folder that
cannot hold a lock at all (read-only, not a folder) gives None: the game then
runs, and its saves say what is wrong. A demo (`--autoplay`), `--smoke-test`
and `solo-mus record` write nothing of the player's and never ask for it.
"""
from __future__ import annotations

from pathlib import Path

from game.platform import i18n

LOCK_NAME = "solo-mus.lock"


class AlreadyRunning(Exception):
    """Another copy of the game holds the user folder; `line` says so."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


def hold(settings_path: Path, lang: str | None = None):
    """The lock on the folder of `settings_path` for this run (keep it until
    the run ends), or None when the folder cannot hold one; AlreadyRunning
    when another copy holds it (`lang`: --lang, for its line)."""
    import filelock

    folder = settings_path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    lock = filelock.FileLock(str(folder / LOCK_NAME), thread_local=False)
    try:
        lock.acquire(timeout=0)
    except filelock.Timeout:
        raise AlreadyRunning(already_running_line(settings_path, lang)) from None
    except OSError:
        return None
    return lock


def already_running_line(settings_path: Path, lang: str | None = None) -> str:
    """One line, in the player's language (--lang, else the saved one, else
    the computer's), saying that the game is already running; settings.json
    is only read, whatever it holds."""
    from game.platform.files import read_kept
    from game.platform.settings import LANGUAGE_CHOICES, SIZE_LIMIT

    data, _problem = read_kept(settings_path, SIZE_LIMIT)
    saved = data.get("language") if isinstance(data, dict) else None
    if not isinstance(saved, str) or saved not in LANGUAGE_CHOICES:
        saved = i18n.SYSTEM
    words = i18n.Translations(i18n.resolve(saved, lang))
    # (printed on the terminal, one line; a notice's room keeps it short)
    # box: notice
    return words.tr("Solo Mus is already running: play in its window. Only one copy at a time "
                    "can keep your games and statistics.")
