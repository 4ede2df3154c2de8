"""Screenshots as PNG files, written without pygame's image module so that the
writer thread never holds the interpreter for long: `write_png(path, size, rgb)`
writes through a temporary `.png.part` file and says what went wrong, if
anything, instead of raising; `png_bytes` makes the file's bytes (the README's
screenshot tool uses it too, at zlib's best level)."""
from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path


def png_bytes(size: tuple[int, int], rgb: bytes, level: int = 1) -> bytes:
    """An RGB PNG of `rgb`, each row unfiltered, compressed at zlib `level`."""
    width, height = size
    stride = width * 3
    rows = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, level)) + chunk(b"IEND", b""))


def write_png(path: Path, size: tuple[int, int], rgb: bytes) -> str | None:
    """Write RGB pixels as a PNG, on the writer thread (zlib level 1 is fast
    and releases the interpreter, so the frame loop does not wait for it);
    returns what went wrong, or None."""
    png = png_bytes(size, rgb, 1)
    tmp = path.with_suffix(".png.part")
    try:
        tmp.write_bytes(png)
        os.replace(tmp, path)
    except OSError as err:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        return f"could not save screenshot {path}: {err.strerror or err}"
    return None
