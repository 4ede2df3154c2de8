"""Reading and writing the player's files so that none is ever lost or half-written.

`write_atomically` puts text in a temporary file beside the target, flushes
and syncs it, renames it over the target and syncs the folder: a crash leaves
the old file or the new one, never a mix (a failure names the file saved,
never its temporary file, and a user folder that is a file or a broken link
says so: `folder_problem`); `clean_temp_files` removes the
temporary files a killed process left behind. `read_json` reads a file the
game wrote without ever hanging or crashing: only a plain file (never a named
pipe or a device), of a bounded size, UTF-8 with or without a byte-order mark,
JSON of any depth; anything else is `Damaged` (`read_kept` also calls a file
holding only `null` damaged: it is there, it holds nothing). `keep_aside` moves a damaged
file out of the way under a name that says when, so that what the player had
is never deleted.
"""
from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0


class Damaged(ValueError):
    """A file that is there but cannot be used; the message says why, briefly."""


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8); raises OSError naming `path` (never
    the temporary file), leaving no temp file."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        problem = folder_problem(folder)
        if problem is None:
            raise _naming(err, path) from None
        raise NotADirectoryError(errno.ENOTDIR, problem, str(path)) from None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as err:
        raise _naming(err, path) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException as err:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        if isinstance(err, OSError):
            raise _naming(err, path) from None
        raise
    _sync_folder(folder)


def _naming(err: OSError, path: Path) -> OSError:
    """`err` as the failure to save `path`: the player knows stats.json, not
    .stats.json.k2j3.tmp."""
    if err.errno is None or err.filename == str(path):
        return err
    return OSError(err.errno, err.strerror, str(path))


def folder_problem(folder: Path) -> str | None:
    """What makes `folder` (or a folder above it) unable to hold files, said
    plainly: a file in its place, a symbolic link that loops or that points
    at nothing; None when nothing of the kind is wrong."""
    for place in (folder, *folder.parents):
        if os.path.islink(place):
            try:
                os.stat(place)
            except OSError as err:
                if err.errno == errno.ELOOP:
                    return f"{place.name} is a symbolic link that loops"
                try:
                    target = Path(os.readlink(place)).name or "?"
                except OSError:
                    target = "?"
                return f"{place.name} is a link to {target}, which is missing"
        if os.path.lexists(place):
            if not os.path.isdir(place):
                return f"{place.name} is a file, not a folder"
            return None
    return None


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_temp_files(path: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove the temporary files of `path` that a killed save left behind
    (only those older than `older_than` seconds: a running save is never
    touched); returns how many went."""
    removed = 0
    try:
        candidates = list(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    now = time.time()
    for tmp in candidates:
        try:
            if now - tmp.lstat().st_mtime >= older_than and not tmp.is_dir():
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def read_text(path: Path, limit: int) -> str:
    """The text of `path`; FileNotFoundError if there is none, OSError if it
    cannot be read, Damaged if it is not a plain UTF-8 file of at most `limit`
    bytes (a byte-order mark is allowed)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # non-blocking: a named pipe must not hang the game
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Damaged("not a plain file")
        if info.st_size > limit:
            raise Damaged(f"too big ({info.st_size // 1024} KB)")
        with os.fdopen(fd, "rb") as handle:
            fd = -1
            data = handle.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise Damaged("too big")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Damaged("not UTF-8 text") from None


def read_json(path: Path, limit: int):
    """The parsed JSON of `path` (see `read_text`); Damaged if it is not JSON
    (too deeply nested included)."""
    text = read_text(path, limit)
    try:
        return json.loads(text)
    except RecursionError:
        raise Damaged("nested too deeply") from None
    except ValueError:
        raise Damaged("not JSON") from None


def read_kept(path: Path, limit: int):
    """A kept file's JSON, as (data, None); (None, None) when there is no
    such file (nor a folder for it); (None, why) when it is there but cannot
    be used (damaged, not JSON, only `null`, unreadable), `why` a short
    phrase for the player."""
    try:
        data = read_json(path, limit)
    except FileNotFoundError:
        return None, None
    except Damaged as err:
        return None, str(err)
    except OSError as err:  # no permission, a folder in its place...
        if folder_problem(path.parent) is not None:
            return None, None  # no folder, so no file: saving will say what is wrong
        return None, why(err)
    if data is None:
        return None, "only null"
    return data, None


def keep_aside(path: Path) -> Path:
    """Rename a damaged `path` to `<name>.bad-<date>-<time>` (numbered if taken)
    and return the new path; raises OSError if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while os.path.lexists(aside):
        n += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, aside)
    return aside


def why(err: OSError) -> str:
    """An OSError as a short phrase for the player: the reason and the file's name."""
    name = getattr(err, "filename", None)
    where = f" ({Path(str(name)).name})" if name else ""
    return f"{err.strerror or type(err).__name__}{where}"
