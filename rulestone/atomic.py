"""Atomic writes of one file and of a whole directory tree: a failed or killed run leaves the last good
output in place."""

from __future__ import annotations

import errno
import fcntl
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

_UMASK = os.umask(0)
os.umask(_UMASK)


def write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o666 & ~_UMASK)  # mkstemp makes 0600; give the usual file mode
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def write_text(path: Path, text: str) -> None:
    write_bytes(path, text.encode("utf-8"))


# Whole trees ---------------------------------------------------------------------------------------
#
# A build replaces generated/ as one set. The new tree is staged in a sibling work directory
# (<parent>/.rulestone-build-<pid>/new, same file system), then swapped in with one
# renameat2(RENAME_EXCHANGE): whenever the process dies, generated/ is either the old tree or the
# new one. Where the exchange is unavailable the swap is two renames, and a marker written once the
# staged tree is complete lets the next run finish it (roll forward) if it died between them.
# recover_tree() runs before every build and removes what a killed build left behind.

WORK_PREFIX = ".rulestone-build-"
_COMPLETE = "complete"  # marker: work/new is the whole new tree
_LOCK = "lock"  # flock held while a build owns the work directory


def _is_leftover(name: str) -> bool:
    """A temporary file of write_bytes (.<name>.<random>.tmp) left by a killed run."""
    return name.startswith(".") and name.endswith(".tmp")


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two paths (Linux renameat2); False where the system cannot."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if fn(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.EPERM):
        return False
    raise OSError(err, os.strerror(err), str(a))


def _rename(a: Path, b: Path) -> None:
    os.rename(a, b)


def _owner_alive(work: Path) -> bool:
    lock = work / _LOCK
    try:
        fd = os.open(lock, os.O_RDWR)
    except OSError:  # killed before it made its lock: judge by the pid in the name
        try:
            pid = int(work.name[len(WORK_PREFIX):])
        except ValueError:
            return False
        if pid == os.getpid():
            return False
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)  # closing drops the lock we may have taken
    return False


def recover_tree(target: Path) -> list[str]:
    """Finish or undo what a killed replace_tree() left beside `target`; remove write_bytes leftovers
    inside it. Returns what was done (for the build's log)."""
    done = []
    parent = target.parent
    if parent.is_dir():
        for work in sorted(parent.glob(f"{WORK_PREFIX}*")):
            if not work.is_dir() or work.is_symlink() or _owner_alive(work):
                continue
            if not target.exists():
                new, old = work / "new", work / "old"
                if (work / _COMPLETE).is_file() and new.is_dir():
                    _rename(new, target)
                    done.append(f"{target.name}/: finished the swap a killed build had started")
                elif old.is_dir():
                    _rename(old, target)
                    done.append(f"{target.name}/: restored the tree a killed build had moved away")
            shutil.rmtree(work, ignore_errors=True)
            done.append(f"{work.name}/ (a killed build's work directory) removed")
    if target.is_dir() and not target.is_symlink():
        for dirpath, _dirs, names in os.walk(target):
            for name in names:
                if _is_leftover(name):
                    path = Path(dirpath) / name
                    path.unlink(missing_ok=True)
                    rel = path.relative_to(parent).as_posix()
                    done.append(f"{rel} (a killed write's temporary file) removed")
    return done


def _put(path: Path, data: bytes) -> None:
    """Write a new file in the staged tree (never an existing one: nothing is written through)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    with os.fdopen(fd, "wb") as f:
        f.write(data)


def _carry(src: Path, dst: Path) -> None:
    """An unchanged file goes into the staged tree as a hard link (same bytes, same mtime)."""
    try:
        os.link(src, dst, follow_symlinks=False)
    except OSError:
        shutil.copy2(src, dst, follow_symlinks=False)


def replace_tree(target: Path, files: dict[str, bytes], prune: bool = True,
                 keep: Callable[[str], bool] | None = None) -> list[str]:
    """Make directory `target` hold `files` (posix paths relative to target -> bytes) in one atomic
    step. Files already there and not in `files` are dropped when `prune` (except those `keep`
    accepts: caches), else kept. Returns the relative paths changed (removed ones marked so). A
    failure at any point leaves `target` as it was."""
    if target.is_symlink() or (target.exists() and not target.is_dir()):
        raise NotADirectoryError(f"{target}: not a directory; rulestone replaces it as a whole")
    recover_tree(target)
    work = target.parent / f"{WORK_PREFIX}{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    lock = os.open(work / _LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)
        changed = _stage(target, work / "new", files, prune, keep)
        if not changed:
            return []
        (work / _COMPLETE).write_bytes(b"")
        new = work / "new"
        if not target.exists():
            _rename(new, target)
        elif not _exchange(new, target):
            _rename(target, work / "old")
            _rename(new, target)
        return changed
    finally:
        os.close(lock)
        shutil.rmtree(work, ignore_errors=True)


def _stage(target: Path, new: Path, files: dict[str, bytes], prune: bool,
           keep: Callable[[str], bool] | None) -> list[str]:
    new.mkdir()
    if target.is_dir():
        shutil.copymode(target, new)
    changed, seen = [], set()
    if target.is_dir():
        for dirpath, dirs, names in os.walk(target):
            here = Path(dirpath)
            rel_dir = here.relative_to(target)
            for d in dirs:
                if (here / d).is_symlink():  # os.walk does not descend into it: carry the link
                    names.append(d)
            for name in sorted(names):
                src = here / name
                rel = (rel_dir / name).as_posix()
                if _is_leftover(name):
                    continue
                if rel in files:
                    seen.add(rel)
                    dst = new / rel
                    dst.parent.mkdir(parents=True, exist_ok=True)
                    same = src.is_file() and not src.is_symlink() and src.read_bytes() == files[rel]
                    if same:
                        _carry(src, dst)
                    else:
                        _put(dst, files[rel])
                        changed.append(rel)
                elif not prune or (keep is not None and keep(rel)):
                    dst = new / rel
                    dst.parent.mkdir(parents=True, exist_ok=True)
                    _carry(src, dst)
                else:
                    changed.append(f"{rel} (removed)")
    for rel in sorted(set(files) - seen):
        _check_rel(rel)
        dst = new / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        _put(dst, files[rel])
        changed.append(rel)
    return sorted(changed)


def _check_rel(rel: str) -> None:
    parts = rel.split("/")
    if rel.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise ValueError(f"{rel!r}: not a plain relative path")
