"""Reading and writing the player's files so that none is ever lost or half-written.

`write_atomically` puts text in a temporary file beside the target, syncs it,
renames it over the target and syncs the folder: a crash leaves the old file
or the new one, never a mix (a failure names the file saved, never its
temporary file, and a user folder that is a file or a broken link says so:
`folder_problem`); a file that is a symbolic link to a file is written
through the link, which stays. `clean_temp_files` removes the temporary
files a killed process left behind. `read_json` reads a file the game wrote
without ever hanging or crashing: only a plain file (never a named pipe or a
device), of a bounded size, UTF-8 with or without a byte-order mark, JSON of
any depth; anything else is `Damaged` (`read_kept` also calls a file holding
only `null`, or a link to nothing, damaged: it is there, it holds nothing).
`keep_aside` moves a damaged file (and its journal) out of the way under a
name that says when, so that what the player had is never deleted.

A file written whole at every change costs more as it grows; such a file
may keep a journal beside it (`<name>.journal`): `start_journal` begins one
for the text just written whole, `append_to_journal` adds one line to it
(synced, so a line is there whole or, after a kill mid-write, is the last
and is not read), and `read_journal` gives the lines that follow the text
the file holds now: the journal names that text by its digest, so a journal
left from an older text (a kill between the two writes of a compaction) is
never read as this one's.
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0
JOURNAL_SUFFIX = ".journal"
JOURNAL_FORMAT = 1


class Damaged(ValueError):
    """A file that is there but cannot be used; the message says why, briefly."""


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8); raises OSError naming `path` (never
    the temporary file), leaving no temp file. A `path` that is a symbolic
    link to a file is written through: the file it names is replaced, the
    link stays."""
    path = _through_link(path)
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
        try:
            _write_all(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
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


def _write_all(fd: int, data: bytes) -> None:
    """Every byte of `data` to `fd` (a write may take only part of it)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _through_link(path: Path) -> Path:
    """The file a symbolic link at `path` names, when it names one; else `path`."""
    if os.path.islink(path) and os.path.isfile(path):
        return Path(os.path.realpath(path))
    return path


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
        broken = link_problem(place)
        if broken is not None:
            return f"{place.name} is {broken}"
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
    return parse_json(read_text(path, limit))


def parse_json(text: str):
    """`text` as JSON; Damaged if it is not JSON (too deeply nested included)."""
    try:
        return json.loads(text)
    except RecursionError:
        raise Damaged("nested too deeply") from None
    except ValueError:
        raise Damaged("not JSON") from None


def read_kept(path: Path, limit: int):
    """A kept file's JSON, as (data, None); (None, None) when there is no
    such file (nor a folder for it); (None, why) when it is there but cannot
    be used (damaged, not JSON, only `null`, unreadable, a link to nothing),
    `why` a short phrase for the player."""
    try:
        data = read_json(path, limit)
    except FileNotFoundError:
        return None, link_problem(path)
    except Damaged as err:
        return None, str(err)
    except OSError as err:  # no permission, a folder in its place...
        if folder_problem(path.parent) is not None:
            return None, None  # no folder, so no file: saving will say what is wrong
        return None, why(err)
    if data is None:
        return None, "only null"
    return data, None


def link_problem(path: Path) -> str | None:
    """What is wrong with a symbolic link at `path` that names no file (it
    points at nothing, or loops), said plainly; None for anything else."""
    if not os.path.islink(path) or os.path.exists(path):
        return None
    try:
        os.stat(path)
    except OSError as err:
        if err.errno == errno.ELOOP:
            return "a symbolic link that loops"
    try:
        target = Path(os.readlink(path)).name or "?"
    except OSError:
        target = "?"
    return f"a link to {target}, which is missing"


def keep_aside(path: Path) -> Path:
    """Rename a damaged `path` to `<name>.bad-<date>-<time>` (numbered if taken)
    and return the new path; raises OSError if it cannot be moved. Its
    journal, if it has one, goes with it (`<name>.bad-<date>-<time>.journal`)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while os.path.lexists(aside) or os.path.lexists(journal_of(aside)):
        n += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, aside)
    if os.path.lexists(journal_of(path)):
        try:
            os.replace(journal_of(path), journal_of(aside))
        except OSError:
            pass  # left where it is: it names the text set aside, so it is never read as another's
    return aside


# -- a journal beside a file ------------------------------------------------------

def journal_of(path: Path) -> Path:
    """Where the journal of `path` is kept."""
    return path.with_name(path.name + JOURNAL_SUFFIX)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def start_journal(path: Path, text: str) -> None:
    """Begin an empty journal for `path`, which now holds `text` (written
    atomically: a journal is whole or absent)."""
    header = {"journal": JOURNAL_FORMAT, "after": _digest(text)}
    write_atomically(journal_of(path), json.dumps(header) + "\n")


def append_to_journal(path: Path, line: str) -> None:
    """Add `line` (one line of text, no newline in it) to the journal of
    `path`, synced before this returns; FileNotFoundError when there is no
    journal (start one)."""
    fd = os.open(_through_link(journal_of(path)), os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
    try:
        _write_all(fd, (line + "\n").encode("utf-8"))
        os.fsync(fd)
    except OSError as err:
        raise _naming(err, journal_of(path)) from None
    finally:
        os.close(fd)


def read_journal(path: Path, text: str, limit: int) -> list:
    """The entries (parsed JSON) journalled after `text`, the text `path`
    holds: none when there is no journal or it follows another text. A last
    line cut short by a kill is not read; Damaged for anything else that is
    not a line of JSON, or a journal of more than `limit` bytes."""
    try:
        lines = read_text(journal_of(path), limit).split("\n")
    except FileNotFoundError:
        return []
    except OSError as err:
        raise Damaged(f"its journal: {why(err)}") from None
    try:
        header = json.loads(lines[0])
    except ValueError:
        raise Damaged("its journal has no beginning") from None
    if not isinstance(header, dict) or header.get("journal") != JOURNAL_FORMAT:
        raise Damaged("its journal is not one of this version")
    if header.get("after") != _digest(text):
        return []  # the journal of an older text, all in this one
    entries = []
    last = len(lines) - 1  # after the last newline: "" when the last line is whole
    for number, line in enumerate(lines[1:], 1):
        try:
            entries.append(json.loads(line))
        except RecursionError:
            raise Damaged(f"its journal: line {number + 1} is nested too deeply") from None
        except ValueError:
            if number == last:
                break  # cut short by a kill while it was written: that call is not kept
            raise Damaged(f"its journal: line {number + 1} is not JSON") from None
    return entries


def why(err: OSError) -> str:
    """An OSError as a short phrase for the player: the reason and the file's name."""
    name = getattr(err, "filename", None)
    where = f" ({Path(str(name)).name})" if name else ""
    return f"{err.strerror or type(err).__name__}{where}"
