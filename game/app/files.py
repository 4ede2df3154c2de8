"""Writing the player's files so that none is ever lost or half-written.

`write_atomically` puts text in a temporary file beside the target, flushes
and syncs it, then renames it over the target: a crash leaves the old file or
the new one, never a mix. `keep_aside` moves a damaged file out of the way
under a dated name, so that what the player had is never deleted.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8); raises OSError, leaving no temp file."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise


def keep_aside(path: Path) -> Path:
    """Rename a damaged `path` to `<name>.bad-<date>` (numbered if taken) and
    return the new path; raises OSError if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, aside)
    return aside


def why(err: OSError) -> str:
    """An OSError as a short phrase for the player: the reason and the file."""
    where = f" in {err.filename}" if getattr(err, "filename", None) else ""
    return f"{err.strerror or err}{where}"
