"""Output paths a user names (`-o`, `--junit`, `--html`, `--tmx`, `--write-expectations`).

A file output is written atomically (a temporary file beside it, then rename), so what it
replaces must be a regular file or nothing: a directory, a symlink, a FIFO, a socket or a device
at that path is refused with a clear message (renaming over a symlink would replace the link, not
write through it, and a FIFO would be silently swapped for a file). An unwritable place is bad
input too (exit 2), never a traceback.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from . import atomic
from .errors import InputError


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def check_file(path: Path | str, flag: str) -> Path:
    """Refuse an output file path that is anything but a regular file or nothing."""
    path = Path(path)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        parent = path.parent
        if parent.exists() and not parent.is_dir():
            raise InputError(str(path), f"{flag}: expected an output file in a directory, found {parent} "
                                        "is not a directory") from None
        return path
    except OSError as e:
        raise InputError(str(path), f"{flag}: cannot use as an output file: {e.strerror}") from None
    if not stat.S_ISREG(st.st_mode):
        raise InputError(str(path), f"{flag}: expected an output file (new or regular), found "
                                    f"{_kind(st.st_mode)}; refusing to replace it")
    return path


def check_dir(path: Path | str, flag: str) -> Path:
    """Refuse an output directory path that exists as something other than a directory."""
    path = Path(path)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return path
    except OSError as e:
        raise InputError(str(path), f"{flag}: cannot use as an output directory: {e.strerror}") from None
    if stat.S_ISLNK(st.st_mode) and path.is_dir():
        return path  # a link to a directory is written through, never replaced
    if not stat.S_ISDIR(st.st_mode):
        raise InputError(str(path), f"{flag}: expected an output directory, found {_kind(st.st_mode)}")
    return path


def write_bytes(path: Path | str, data: bytes, flag: str) -> None:
    """Check the path, then write atomically; OS errors (unwritable, full disk) are bad input."""
    path = check_file(path, flag)
    try:
        atomic.write_bytes(path, data)
    except OSError as e:
        raise InputError(str(path), f"{flag}: cannot write the output file: {e.strerror or e}") from None


def write_text(path: Path | str, text: str, flag: str) -> None:
    write_bytes(path, text.encode("utf-8"), flag)
