"""Every process an implementation started, found, killed and reaped (Linux; elsewhere the process
group only).

An implementation runs in its own session, so killing its process group takes the children that
stayed in it. A child that called setsid() (or setpgid) has left that group; it is found by
 - a token in its environment (RULESTONE_CONFORM_SESSION, set for each start of an implementation
   and inherited unless a process clears its environment), or
 - holding one of the pipes the harness talks to it through (its stdin, stdout or stderr).
While a Runner lives, the harness is a child subreaper (prctl PR_SET_CHILD_SUBREAPER): orphans of
the implementation are re-parented to it rather than to init, so it can reap them too and no zombie
is left for a PID 1 that may never reap. Limit: a descendant that clears its environment, closes
the harness's pipes and leaves the session cannot be told from any other process; it can no longer
touch the run either.
"""

from __future__ import annotations

import ctypes
import os
import secrets
import signal
import sys
import time
from collections.abc import Iterable

TOKEN_VAR = "RULESTONE_CONFORM_SESSION"
_PR_SET_CHILD_SUBREAPER, _PR_GET_CHILD_SUBREAPER = 36, 37
_LINUX = sys.platform.startswith("linux") and os.path.isdir("/proc/self/fd")


def new_token() -> str:
    return secrets.token_hex(12)


def _prctl(option: int, value: int = 0) -> int | None:
    """prctl(option, value) -> its result (for GET: the value); None where it fails."""
    if not _LINUX:
        return None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if option == _PR_GET_CHILD_SUBREAPER:
            out = ctypes.c_int(0)
            return out.value if libc.prctl(option, ctypes.byref(out), 0, 0, 0) == 0 else None
        return 0 if libc.prctl(option, value, 0, 0, 0) == 0 else None
    except (OSError, AttributeError):
        return None


_holders = 0  # Runners alive: the process stays a subreaper while any is
_was = 0  # the setting before the first holder (restored after the last)


def hold_subreaper() -> bool:
    """Make this process adopt its orphaned descendants until every holder has released it; False
    where the system cannot."""
    global _holders, _was
    if not _holders:
        _was = _prctl(_PR_GET_CHILD_SUBREAPER) or 0
        if _prctl(_PR_SET_CHILD_SUBREAPER, 1) is None:
            return False
    _holders += 1
    return True


def release_subreaper() -> None:
    global _holders
    _holders = max(0, _holders - 1)
    if not _holders:
        _prctl(_PR_SET_CHILD_SUBREAPER, _was)


def _pids() -> list[int]:
    try:
        return [int(n) for n in os.listdir("/proc") if n.isdigit()]
    except OSError:
        return []


def _state(pid: int) -> str:
    """The one-letter state of a process ('' when gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return ""
    return stat[stat.rfind(b")") + 2:][:1].decode("ascii", "replace")


def alive(pid: int) -> bool:
    """Running or stopped (a zombie is dead: only its exit status is left)."""
    return _state(pid) not in ("", "Z", "X")


def find(token: str, pipe_inodes: Iterable[int]) -> list[int]:
    """Processes (not this one, not zombies) holding the token or one of the pipes."""
    if not _LINUX:
        return []
    me, uid = os.getpid(), os.getuid()
    needle = f"{TOKEN_VAR}={token}".encode()
    pipes = {f"pipe:[{ino}]" for ino in pipe_inodes}
    found = []
    for pid in _pids():
        if pid == me:
            continue
        try:
            if os.stat(f"/proc/{pid}").st_uid != uid:
                continue  # not ours to read, nor to kill
            with open(f"/proc/{pid}/environ", "rb") as f:
                env = f.read()
        except OSError:
            continue
        hit = needle in env.split(b"\0")
        if not hit and pipes:
            try:
                fds = os.listdir(f"/proc/{pid}/fd")
            except OSError:
                fds = []
            for fd in fds:
                try:
                    if os.readlink(f"/proc/{pid}/fd/{fd}") in pipes:
                        hit = True
                        break
                except OSError:
                    continue
        if hit and alive(pid):
            found.append(pid)
    return found


def kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def sweep(token: str, pipe_inodes: Iterable[int], rounds: int = 20) -> list[int]:
    """SIGKILL every process find() names, again until none is left (a process may fork while the
    others die); the pids killed."""
    inodes = list(pipe_inodes)
    killed: list[int] = []
    for _ in range(rounds):
        pids = find(token, inodes)
        if not pids:
            break
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                continue
            if pid not in killed:
                killed.append(pid)
        time.sleep(0.005)
    return killed


def reap(pids: Iterable[int], timeout: float = 2.0) -> None:
    """Collect the exit status of killed processes that are (or become) our children. A zombie whose
    parent is still dying becomes ours once that parent is reaped, so passes repeat while they make
    progress; what is left is reaped by its own parent or by init."""
    pending = set(pids)
    start = last = time.monotonic()
    while pending and time.monotonic() - start < timeout:
        for pid in list(pending):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                if not _state(pid):
                    pending.discard(pid)
                    last = time.monotonic()
                continue
            if done == pid:
                pending.discard(pid)
                last = time.monotonic()
        if pending:
            if time.monotonic() - last > 0.1 and not any(alive(p) for p in pending):
                break  # zombies of another parent: not ours to reap
            time.sleep(0.005)
