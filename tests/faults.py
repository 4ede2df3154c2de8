"""Faults of the player's folder for the tests, as the operating system
would give them, whoever runs the tests (root ignores a folder's
permissions, so they are made here, at the system calls): a read-only
folder (nothing made, renamed or removed in it: "Permission denied"; a file
already there may still be written, as in a real one) and a full disk (no
byte written to a file in it: "No space left on device"). Only the files
directly in that folder meet them; everything else reads and writes as
usual. Needs /proc/self/fd (Linux) to know which file a write goes to."""
from __future__ import annotations

import errno
import os

WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


class Disk:
    """The disk of `folder`: `read_only` and `full` may be set and cleared
    at any moment; `monkeypatch` undoes the patches after the test."""

    def __init__(self, monkeypatch, folder) -> None:
        self.folder = os.path.realpath(folder)
        self.read_only = False
        self.full = False
        real = {name: getattr(os, name) for name in ("open", "write", "replace", "rename", "unlink", "mkdir",
                                                     "rmdir")}

        def here(path) -> bool:
            try:
                where = os.path.realpath(os.path.dirname(os.path.abspath(os.fspath(path))))
            except (TypeError, ValueError):
                return False
            return where == self.folder

        def refused(path):
            return PermissionError(errno.EACCES, "Permission denied", os.fspath(path))

        def open_(path, flags, *args, **kw):
            if self.read_only and here(path) and flags & os.O_CREAT and not os.path.lexists(path):
                raise refused(path)
            return real["open"](path, flags, *args, **kw)

        def write(fd, data):
            if self.full:
                try:
                    target = real_readlink(f"/proc/self/fd/{fd}")
                except OSError:
                    target = None
                if target is not None and os.path.dirname(target) == self.folder:
                    raise OSError(errno.ENOSPC, "No space left on device")
            return real["write"](fd, data)

        def moving(name):
            def move(src, dst, *args, **kw):
                if self.read_only and (here(src) or here(dst)):
                    raise refused(dst)
                return real[name](src, dst, *args, **kw)
            return move

        def removing(name):
            def remove(path, *args, **kw):
                if self.read_only and here(path):
                    raise refused(path)
                return real[name](path, *args, **kw)
            return remove

        real_readlink = os.readlink
        monkeypatch.setattr(os, "open", open_)
        monkeypatch.setattr(os, "write", write)
        monkeypatch.setattr(os, "replace", moving("replace"))
        monkeypatch.setattr(os, "rename", moving("rename"))
        monkeypatch.setattr(os, "unlink", removing("unlink"))
        monkeypatch.setattr(os, "mkdir", removing("mkdir"))
        monkeypatch.setattr(os, "rmdir", removing("rmdir"))
