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
writing anything (no repair, no notice, no `.bad-` copy).

Nothing at `solo-mus.lock` may let a copy play unlocked. Something there
that cannot be locked (a folder, a symbolic link, a file that cannot be
opened) is moved aside under a dated name (`solo-mus.lock.bad-<date>`, never
deleted) and a plain lock file made in its place; copies starting together
do that one at a time, under a second lock (`solo-mus.fixing.lock`), and each
looks again under it, so none moves aside the fresh lock another copy just
took. When the lock still cannot be taken in a folder that can hold files,
the copy refuses to start (`CannotLock`, one line in the player's language).
Only a folder that cannot hold a file at all (read-only, not a folder) gives
None: the game then runs, nothing it saves can be written, and its saves say
so. A demo (`--autoplay`), `--smoke-test` and `solo-mus record` write
nothing of the player's and never ask for it.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from game.platform import i18n

LOCK_NAME = "solo-mus.lock"


class Refused(Exception):
    """This copy must not start; `line` says why, in the player's language."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


class AlreadyRunning(Refused):
    """Another copy of the game holds the user folder."""


class CannotLock(Refused):
    """The folder can hold files but not the lock: this copy does not start
    (it could not be sure to be the only one)."""


FIXING_NAME = "solo-mus.fixing.lock"
FIXING_WAIT = 10.0  # seconds a copy waits for another that is setting an odd lock file aside
# How much of settings.json is read for the language of a line (as much as a
# settings file may hold; the settings module itself sits a layer above).
LANGUAGE_PEEK_LIMIT = 256 * 1024


def hold(settings_path: Path, lang: str | None = None):
    """The lock on the folder of `settings_path` for this run (keep it until
    the run ends), or None when the folder cannot hold a file at all;
    AlreadyRunning when another copy holds it, CannotLock when it cannot be
    taken in a folder that could be written (`lang`: --lang, for the line)."""
    import filelock

    folder = settings_path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    path = folder / LOCK_NAME
    for attempt in (1, 2):
        lock = filelock.FileLock(str(path), thread_local=False)
        try:
            lock.acquire(timeout=0)
        except filelock.Timeout:
            raise AlreadyRunning(already_running_line(settings_path, lang)) from None
        except OSError as err:
            if not _holds_files(folder):
                return None
            if attempt == 1 and _set_odd_lock_aside(path):
                continue
            raise CannotLock(cannot_lock_line(settings_path, err, lang)) from None
        return lock
    raise AssertionError("unreachable")  # pragma: no cover


def _holds_files(folder: Path) -> bool:
    """Whether a file can be made in `folder` (one is made and removed)."""
    import tempfile
    try:
        fd, name = tempfile.mkstemp(prefix=".solo-mus-probe.", dir=folder)
    except OSError:
        return False
    os.close(fd)
    try:
        os.unlink(name)
    except OSError:
        pass
    return True


def _openable(path: Path) -> bool:
    """Whether `path` is absent or a plain file this copy can open to lock
    (never through a symbolic link)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    os.close(fd)
    return True


def _set_odd_lock_aside(path: Path) -> bool:
    """Move what sits at `path` and cannot be locked out of the way (dated,
    never deleted), one copy at a time; True when the lock may be tried again."""
    import filelock
    from game.platform.files import keep_aside

    fixing = filelock.FileLock(str(path.with_name(FIXING_NAME)), thread_local=False)
    try:
        fixing.acquire(timeout=FIXING_WAIT)
    except (filelock.Timeout, OSError):
        return False
    try:
        if _openable(path):
            return True  # another copy set it aside and made a plain one, or it is gone
        keep_aside(path)
        return True
    except OSError:
        return False
    finally:
        fixing.release()


def already_running_line(settings_path: Path, lang: str | None = None) -> str:
    """One line, in the player's language (--lang, else the saved one, else
    the computer's), saying that the game is already running; settings.json
    is only read, whatever it holds."""
    words = _words(settings_path, lang)
    # (printed on the terminal, one line; a notice's room keeps it short)
    # box: notice
    return words.tr("Solo Mus is already running: play in its window. Only one copy at a time "
                    "can keep your games and statistics.")


def cannot_lock_line(settings_path: Path, err: OSError, lang: str | None = None) -> str:
    """One line, in the player's language, saying that the folder's lock
    could not be taken, why, and what to do."""
    from game.platform.files import why
    words = _words(settings_path, lang)
    # (printed on the terminal, one line; a notice's room keeps it short)
    # box: notice
    return words.tr("Solo Mus cannot lock its folder ({why}), so it cannot be sure to be the only copy "
                    "playing: it does not start, to lose nothing. Remove {file} and start again.",
                    why=why(err), file=str(settings_path.parent / LOCK_NAME))


def _words(settings_path: Path, lang: str | None):
    """The player's language for a line on the terminal (--lang, else the
    saved one, else the computer's); settings.json is only read, whatever
    it holds."""
    from game.platform.files import read_kept

    data, _problem = read_kept(settings_path, LANGUAGE_PEEK_LIMIT)
    saved = data.get("language") if isinstance(data, dict) else None
    if not isinstance(saved, str) or saved not in (i18n.SYSTEM, *i18n.LANGUAGES):
        saved = i18n.SYSTEM
    return i18n.Translations(i18n.resolve(saved, lang))
