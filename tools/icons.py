"""The game's icon in the formats each system's executable wants, made at build time.

`make_icons(folder)` reads ``sprites/icons/game.png`` (256x256) and
``game_32.png`` (the 32x32 drawn for small sizes), scales them with pygame and
writes ``game.ico`` (Windows: 16 to 256 px) and ``game.icns`` (macOS: 16 to
256 px, with the @2x retina variants), each image stored as PNG, which both
formats accept (Windows Vista and later, macOS 10.7 and later). Linux
executables carry no icon: the game sets its window icon itself.
No Pillow: the build needs nothing beyond pygame and PyInstaller.
"""
from __future__ import annotations

import io
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_SOURCE = ROOT / "sprites" / "icons" / "game.png"
ICON_SMALL_SOURCE = ROOT / "sprites" / "icons" / "game_32.png"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types stored as PNG, and the pixel size of each.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256),
)


def icon_pngs(sizes, source: Path = ICON_SOURCE, small: Path = ICON_SMALL_SOURCE) -> dict[int, bytes]:
    """PNG bytes of the icon at each size: scaled down from the 256 px image,
    and from the 32 px one (drawn to read when small) for 32 px and under."""
    import pygame

    big = pygame.image.load(str(source))
    little = pygame.image.load(str(small)) if small.is_file() else big
    images = {}
    for size in sorted(set(sizes)):
        base = little if size <= little.get_width() else big
        surface = base if base.get_size() == (size, size) else pygame.transform.smoothscale(base, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(surface, buffer, "icon.png")
        images[size] = buffer.getvalue()
    return images


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (ICONDIR, ICONDIRENTRY x n, data)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns', total length, then (type, length, PNG) elements."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = images[size]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def make_icons(folder: Path) -> dict[str, Path]:
    """Write game.ico and game.icns into `folder`; return their paths by kind."""
    folder.mkdir(parents=True, exist_ok=True)
    images = icon_pngs(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    paths = {"ico": folder / "game.ico", "icns": folder / "game.icns"}
    paths["ico"].write_bytes(ico_bytes({s: images[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(images))
    return paths
