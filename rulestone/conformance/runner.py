"""Running cases through one implementation subprocess speaking driver protocol v1.

Requests are pipelined: up to `window` run messages are written ahead and replies are matched by
seq, so the implementation never waits for the harness. Cases are still timed one by one: an
implementation answers in order, so a case's clock starts when the reply before it arrives (or
when it is sent, if later) and the oldest unanswered case is the one running. One thread, one
selector over stdin, stdout, stderr and the process itself (a pidfd): writes never block, so a large
window cannot deadlock against an implementation that is itself blocked writing replies, and an
exit is seen even while a child of the implementation keeps its stdout open.

Who is blamed (an errored case; the implementation is killed and restarted, the other unanswered
cases are sent again):
 - the oldest unanswered case when the implementation exceeds the timeout or exits;
 - a case whose own reply is too large (over max_reply bytes, read and dropped, never held) or too
   deeply nested to parse: the stream is still in step, so only that case errors and nothing restarts;
 - a case that, sent alone, gets a line that is not a reply, a reply to another seq or a second reply.
A line that is not a reply, a reply to a seq never sent or not in flight, or a duplicate reply while
several cases are in flight breaks only the session: it is recorded as an incident, the
implementation is restarted and the cases in flight are run again, the oldest of them alone, so a
case that breaks the stream again is the one blamed and nobody else.

Bounds on the run: `deadline` (a time.monotonic() instant for the whole run) and `max_timeouts`
(consecutive timed-out cases; 0 = no limit); when either is reached the implementation is stopped
and every case not finished is reported as not run. Every process the implementation started is
killed and reaped when it stops (see reaper.py).
"""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InputError
from . import protocol, reaper
from .compare import ERROR, judge
from .protocol import Implementation, ProtocolError, Reply
from .report import CaseResult, Expectation, apply_expectations
from .report import Run as RunReport
from .tables import Case, Table
from .untrusted import clean_text

STDERR_TAIL = 4096
MAX_REPLY = 16 << 20  # bytes in one reply line; a state of a real game is a few KB
NOT_RUN = "notrun"  # Reply.kind of a case the run stopped before (deadline, timeout budget)
MAX_TIMEOUTS = 5


PIPE_BYTES = 1 << 20  # a window of cases (a few KB each) in the pipes themselves


def _widen_pipe(fd: int) -> None:
    """Grow a pipe to PIPE_BYTES where the system allows it (Linux, within the user's limit): in the
    default 64 KiB only a part of the window fits, so the implementation would wait for the rest
    while the harness judges the replies it has (about half the time with the C driver)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover (no such pipes there)
        return
    setsz = getattr(fcntl, "F_SETPIPE_SZ", None)  # Linux only
    if setsz is not None:
        try:
            fcntl.fcntl(fd, setsz, PIPE_BYTES)
        except OSError:
            pass


@dataclass
class Job:
    key: Any  # the caller's handle, returned with the outcome
    game: str
    body: bytes  # protocol.case_body(...)


@dataclass
class Done:
    key: Any
    reply: Reply
    seconds: float


@dataclass
class _Entry:
    job: Job
    sent: float
    alone: bool = False  # sent with nothing else in flight, to find who breaks the stream


@dataclass
class _Oversized:
    size: int  # bytes of a reply line read when it passed the limit (the rest is dropped)


class _Died(Exception):
    """The implementation exited, or its stdout closed."""


class Runner:
    def __init__(self, argv: list[str], cwd: Path | str | None = None, timeout: float = 10.0,
                 window: int = 64, start_timeout: float = 30.0, env: dict[str, str] | None = None,
                 max_timeouts: int = MAX_TIMEOUTS, deadline: float | None = None, max_reply: int = MAX_REPLY):
        if not argv:
            raise InputError("--impl", "empty command")
        self.argv, self.cwd, self.timeout, self.window = argv, cwd, timeout, max(1, window)
        self.start_timeout, self.env = start_timeout, env
        self.max_timeouts, self.deadline, self.max_reply = max_timeouts, deadline, max_reply
        self.implementation: Implementation | None = None
        self.restarts = 0
        self.incidents: list[str] = []  # broken sessions nobody was blamed for
        self._proc: subprocess.Popen[bytes] | None = None
        self._sel: selectors.BaseSelector | None = None
        self._pidfd: int | None = None
        self._token = ""
        self._pipes: list[int] = []  # inodes of the pipes to this session's process
        self._subreaper = False
        self._out = bytearray()  # bytes not yet written to stdin
        self._in = bytearray()  # the start of a line read from stdout
        self._ready: list[bytes | _Oversized] = []  # complete lines read, not yet handled
        self._skipping = 0  # > 0: dropping an over-long line; bytes dropped so far
        self._err = bytearray()  # tail of stderr, for error reports
        self._writing = False
        self._exited = False  # the process has exited (its pidfd said so)
        self._answered: dict[int, str] = {}  # seq -> case id, this session
        self._timeouts = 0  # consecutive
        self._dead: str | None = None  # set when a restart failed: remaining cases error at once
        self._stopped: str | None = None  # set when the run stops: remaining cases are not run

    # process management -------------------------------------------------------------------------

    def start(self) -> Implementation:
        impl = self._spawn()
        self.implementation = impl
        return impl

    def _spawn(self) -> Implementation:
        if not self._subreaper:
            self._subreaper = reaper.hold_subreaper()
        self._token = reaper.new_token()
        env = dict(os.environ if self.env is None else self.env)
        env[reaper.TOKEN_VAR] = self._token
        try:
            self._proc = subprocess.Popen(self.argv, cwd=self.cwd, env=env, stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                                          start_new_session=True)  # own session: a kill takes its group
        except OSError as e:
            raise InputError(self.argv[0], f"cannot start the implementation: {e.strerror or e}") from None
        assert self._proc.stdin and self._proc.stdout and self._proc.stderr
        self._pipes = [os.fstat(f.fileno()).st_ino for f in (self._proc.stdin, self._proc.stdout,
                                                              self._proc.stderr)]
        for f in (self._proc.stdin, self._proc.stdout):
            _widen_pipe(f.fileno())
        self._sel = selectors.DefaultSelector()
        for f, tag in ((self._proc.stdout, "out"), (self._proc.stderr, "err")):
            os.set_blocking(f.fileno(), False)
            self._sel.register(f.fileno(), selectors.EVENT_READ, tag)
        os.set_blocking(self._proc.stdin.fileno(), False)
        try:
            self._pidfd = os.pidfd_open(self._proc.pid)
            self._sel.register(self._pidfd, selectors.EVENT_READ, "pid")
        except (AttributeError, OSError):
            self._pidfd = None  # exits are then seen when stdout closes
        self._out.clear()
        self._in.clear()
        self._ready.clear()
        self._err.clear()
        self._answered.clear()
        self._skipping = 0
        self._writing = self._exited = False
        self._send(protocol.start())
        limit = time.monotonic() + self.start_timeout
        until = limit if self.deadline is None else min(limit, self.deadline)
        try:
            while True:
                lines = self._pump(until)
                if lines:
                    first = lines[0]
                    if isinstance(first, _Oversized):
                        raise ProtocolError(f"a reply of over {self.max_reply} bytes")
                    self._ready[:0] = lines[1:]  # anything after it is judged with the cases
                    return protocol.parse_started(first)
                if time.monotonic() >= until:
                    raise ProtocolError(f"no reply to start within {self.start_timeout:g}s" if until == limit
                                        else "no reply to start before the run's deadline")
        except _Died:
            problem = f"exited before answering start ({self._exit_status()})"
        except ProtocolError as e:
            problem = f"bad reply to start: {e}"
        tail = self._stderr_tail()
        self._kill()
        raise InputError(" ".join(self.argv), f"the implementation did not start: {problem}"
                         + (f"\n{tail}" if tail else ""))

    def _send(self, data: bytes) -> None:
        self._out += data
        if not self._writing and self._proc and self._proc.stdin:
            assert self._sel is not None
            self._sel.register(self._proc.stdin.fileno(), selectors.EVENT_WRITE, "in")
            self._writing = True

    def _pump(self, until: float) -> list[bytes | _Oversized]:
        """Write and read until at least one line arrives or `until` passes; the lines read."""
        assert self._sel is not None and self._proc is not None
        while True:
            if self._ready:
                lines, self._ready = self._ready, []
                return lines
            if self._exited:
                raise _Died
            wait = until - time.monotonic()
            if wait <= 0:
                return []
            for key, _ in self._sel.select(wait):
                fd = key.fd
                if key.data == "in":
                    try:
                        n = os.write(fd, self._out)
                        del self._out[:n]
                    except BlockingIOError:
                        pass
                    except OSError:
                        self._out.clear()  # it closed stdin: its stdout's end will tell what happened
                    if not self._out:
                        self._sel.unregister(fd)
                        self._writing = False
                elif key.data == "out":
                    data = self._read(fd)
                    if data is None:
                        continue
                    if not data:
                        self._end_of_output()
                        break  # its last lines first, then _Died
                    self._take(data)
                elif key.data == "pid":  # exited: what it wrote before is still handled first
                    self._sel.unregister(fd)
                    self._exited = True
                    self._drain_stdout()
                else:
                    data = self._read(fd)
                    if data is None:
                        continue
                    if not data:
                        self._sel.unregister(fd)
                    else:
                        self._err += data
                        del self._err[:-STDERR_TAIL]

    def _take(self, data: bytes) -> None:
        """Split bytes read from stdout into lines. A line longer than max_reply is handed on as
        _Oversized the moment it passes the limit (its case is answered: it errors) and the rest of it
        is dropped as it arrives, never held in memory."""
        pos, n = 0, len(data)
        while pos < n:
            nl = data.find(b"\n", pos)
            if self._skipping:
                if nl < 0:
                    self._skipping += n - pos
                    return
                self._skipping = 0
                pos = nl + 1
                continue
            if nl < 0:
                self._in += data[pos:]
                if len(self._in) > self.max_reply:
                    self._ready.append(_Oversized(len(self._in)))
                    self._skipping = len(self._in)
                    self._in.clear()
                return
            if self._in:
                line = bytes(self._in) + data[pos:nl]
                self._in.clear()
            else:
                line = data[pos:nl]
            pos = nl + 1
            if len(line) > self.max_reply:
                self._ready.append(_Oversized(len(line)))
            elif line.strip():
                self._ready.append(line)

    def _end_of_output(self) -> None:
        """stdout closed: a last line without newline still counts; then the session is over."""
        if self._skipping:
            self._skipping = 0
        elif self._in.strip():
            self._ready.append(bytes(self._in))
        self._in.clear()
        self._exited = True

    def _drain_stdout(self) -> None:
        """Read what the exited implementation left in its stdout (bounded: a child of it may still be
        writing)."""
        assert self._proc is not None and self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        for _ in range(max(2, (self.max_reply >> 20) + 2)):
            data = self._read(fd)
            if data is None:
                return
            if not data:
                self._end_of_output()
                return
            self._take(data)

    @staticmethod
    def _read(fd: int) -> bytes | None:
        """Bytes read; b"" at end of file; None when nothing was there after all."""
        try:
            return os.read(fd, 1 << 20)
        except BlockingIOError:
            return None
        except OSError:
            return b""

    def _drain_stderr(self) -> None:
        """Read what the implementation wrote to stderr and we have not read yet (its last words)."""
        if self._proc is None or self._proc.stderr is None:
            return
        fd = self._proc.stderr.fileno()
        for _ in range(64):
            data = self._read(fd)
            if not data:
                break
            self._err += data
            del self._err[:-STDERR_TAIL]

    def _stderr_tail(self, lines: int = 20) -> str:
        text = self._err.decode("utf-8", "replace").rstrip()
        return "\n".join(text.splitlines()[-lines:])

    def _proc_exited(self) -> bool:
        return self._proc is not None and self._proc.returncode is not None

    def _exit_status(self) -> str:
        assert self._proc is not None
        try:
            code = self._proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return "stdout closed, still running"
        if code < 0:
            try:
                return f"killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"killed by signal {-code}"
        return f"exit status {code}"

    def _kill(self) -> None:
        """Kill the implementation's process group, every process of its session that left the group
        (reaper.sweep), and reap them all."""
        proc = self._proc
        if proc is None:
            return
        everyone = reaper.find(self._token, self._pipes)  # before any dies: zombies are not found
        reaper.kill_group(proc.pid)  # even when the leader has exited: its children may not have
        everyone += reaper.sweep(self._token, self._pipes)  # those that left the group
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        reaper.reap({k for k in everyone if k != proc.pid})  # orphans are ours now (subreaper)
        self._close_pipes()

    def _close_pipes(self) -> None:
        if self._sel is not None:
            self._sel.close()
            self._sel = None
        if self._pidfd is not None:
            os.close(self._pidfd)
            self._pidfd = None
        if self._proc is not None:
            for f in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
                if f:
                    try:
                        f.close()
                    except OSError:
                        pass
        self._proc = None

    def close(self) -> None:
        """Send stop and let the implementation exit (kill it if it does not within 2 s); then kill
        and reap whatever it left running."""
        proc = self._proc
        if proc is not None:
            try:
                assert proc.stdin is not None
                if not self._out and not self._exited:  # never block here: one stuck writing cannot read
                    os.write(proc.stdin.fileno(), protocol.stop())
                proc.stdin.close()  # end of input means stop as well
                proc.wait(timeout=2)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
            self._kill()
        if self._subreaper:
            reaper.release_subreaper()
            self._subreaper = False

    def __enter__(self) -> Runner:
        if self.implementation is None:
            self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # running cases -------------------------------------------------------------------------------

    def run(self, jobs: Iterable[Job]) -> Iterator[Done]:
        """Outcomes of the jobs, in the order they finish (normally the order given)."""
        if self.implementation is None:
            self.start()
        source = deque(jobs)  # known in full, so a restart happens only when something is left to run
        retry: deque[tuple[Job, bool]] = deque()  # (job, send it alone)
        inflight: OrderedDict[int, _Entry] = OrderedDict()
        seq = 0
        head_since = time.monotonic()
        while True:
            if self._stopped is not None:
                yield from self._not_run(inflight, retry, source)
                return
            while len(inflight) < self.window:  # fill the window
                if inflight and next(reversed(inflight.values())).alone:
                    break  # a case sent alone runs alone
                if retry:
                    job, alone = retry.popleft()
                    if alone and inflight:
                        retry.appendleft((job, alone))
                        break
                elif source:
                    job, alone = source.popleft(), False
                else:
                    break
                now = time.monotonic()
                assert self.implementation is not None
                if self._dead is not None:
                    yield Done(job.key, Reply(None, "errored", message=self._dead), 0.0)
                    continue
                if job.game not in self.implementation.games:
                    yield Done(job.key, Reply(None, "skipped", message=(
                        f"{self.implementation.name} does not play game {job.game!r}")), 0.0)
                    continue
                seq += 1
                if not inflight:
                    head_since = now
                inflight[seq] = _Entry(job, now, alone)
                self._send(protocol.run(seq, job.body))
            if not inflight:
                return
            until = head_since + self.timeout
            if self.deadline is not None:
                until = min(until, self.deadline)
            broken = died = None
            try:
                lines = self._pump(until)
            except _Died:
                status = self._exit_status()
                lines, died = [], (f"the implementation exited ({status})" if self._proc_exited()
                                   else "the implementation closed its stdout (it is still running)")
            rseq: Any
            rep: Reply | str
            for line in lines:
                head = next(iter(inflight), None)
                if isinstance(line, _Oversized):  # a reply in step, too large to hold: its case errors
                    if head is None:
                        broken = f"wrote a line of over {self.max_reply} bytes while no case was running"
                        break
                    rseq, rep = head, f"a reply over the limit of {self.max_reply} bytes"
                else:
                    try:
                        rseq, rep = protocol.parse_reply(line)
                    except ProtocolError as e:
                        broken = f"wrote a line that is not a reply: {e}"
                        break
                    if rseq is None:  # too deep to read its seq: replies come in order
                        rseq = head
                if type(rseq) is not int or rseq not in inflight:
                    if type(rseq) is int and rseq in self._answered:
                        broken = f"replied twice to seq {rseq} (case {self._answered[rseq]})"
                    else:
                        broken = f"replied to seq {str(rseq)[:40]!r}, which is not a case in flight"
                    break
                now = time.monotonic()
                entry = inflight.pop(rseq)
                if rseq == head:
                    secs, head_since = now - max(head_since, entry.sent), now
                else:  # answered out of order: time it from when it was sent
                    secs = now - entry.sent
                if isinstance(rep, str):
                    rep = Reply(rseq, "errored", message=f"malformed reply: {rep}")
                self._answered[rseq] = str(getattr(entry.job.key, "id", entry.job.key))
                self._timeouts = 0
                yield Done(entry.job.key, rep, secs)
            now = time.monotonic()
            if broken is not None:
                if inflight and next(iter(inflight.values())).alone:  # it broke the stream on its own
                    yield self._fail_head(inflight, retry, f"the implementation {broken}", head_since)
                else:
                    left = bool(inflight or retry or source)
                    self.incidents.append(
                        f"session {self.restarts + 1}: the implementation {broken}"
                        + ("; restarted it" if left else "")
                        + (f" and ran the {len(inflight)} case(s) in flight again" if inflight else ""))
                    if left:
                        self._restart(retry, inflight, alone_first=True)
                head_since = time.monotonic()
            elif died is not None:
                if inflight:
                    yield self._fail_head(inflight, retry, died, head_since)
                    head_since = time.monotonic()
                elif retry or source:
                    self.incidents.append(f"session {self.restarts + 1}: {died} between cases; restarted it")
                    self._restart(retry, inflight)
            elif inflight and now >= head_since + self.timeout:
                self._timeouts += 1
                if self.max_timeouts and self._timeouts >= self.max_timeouts:
                    self._stopped = (f"not run: {self._timeouts} cases in a row timed out "
                                     f"(the limit, --max-timeouts, is {self.max_timeouts})")
                elif self.deadline is not None and now >= self.deadline:
                    self._stopped = "not run: the run's deadline (--deadline) passed"
                why = f"timed out after {self.timeout:g}s (no reply)"
                yield self._fail_head(inflight, retry, why, head_since, restart=self._stopped is None)
                head_since = time.monotonic()
            elif self.deadline is not None and now >= self.deadline:
                self._stopped = "not run: the run's deadline (--deadline) passed"

    def _fail_head(self, inflight: OrderedDict[int, _Entry], retry: deque[tuple[Job, bool]], why: str,
                   head_since: float, restart: bool = True) -> Done:
        seq, entry = inflight.popitem(last=False)
        secs = time.monotonic() - max(head_since, entry.sent)
        self._drain_stderr()
        self._kill()
        tail = self._stderr_tail()
        if restart:
            self._restart(retry, inflight)
        message = why + (f"\nstderr:\n{tail}" if tail else "")
        return Done(entry.job.key, Reply(seq, "errored", message=message), secs)

    def _restart(self, retry: deque[tuple[Job, bool]], inflight: OrderedDict[int, _Entry],
                 alone_first: bool = False) -> None:
        """Kill, start afresh, and queue the unanswered cases to be sent again in their order (the
        first of them alone when the stream broke with nobody to blame)."""
        self._kill()
        again = [(e.job, alone_first and i == 0) for i, e in enumerate(inflight.values())]
        retry.extendleft(reversed(again))
        inflight.clear()
        if self.deadline is not None and time.monotonic() >= self.deadline:
            self._stopped = "not run: the run's deadline (--deadline) passed"
            return
        self.restarts += 1
        try:
            self.implementation = self._spawn()
        except InputError as e:
            if self.deadline is not None and time.monotonic() >= self.deadline:
                self._stopped = "not run: the run's deadline (--deadline) passed"
            else:
                self._dead = f"the implementation could not be restarted: {e.message}"

    def _not_run(self, inflight: OrderedDict[int, _Entry], retry: deque[tuple[Job, bool]],
                 source: deque[Job]) -> Iterator[Done]:
        self._kill()
        why = self._stopped or "not run"
        for job in [*(e.job for e in inflight.values()), *(j for j, _ in retry), *source]:
            yield Done(job.key, Reply(None, NOT_RUN, message=why), 0.0)
        inflight.clear()
        retry.clear()
        source.clear()


def run_tables(tables: list[Table], argv: list[str], cwd: Path | str | None, timeout: float = 10.0,
               expectations: dict[str, Expectation] | None = None, expectations_where: str = "",
               window: int = 64, progress: Callable[[int], None] | None = None, *,
               max_timeouts: int = MAX_TIMEOUTS, deadline: float | None = None, start_timeout: float = 30.0,
               max_reply: int = MAX_REPLY, env: dict[str, str] | None = None) -> RunReport:
    """Run every case of the tables through the implementation `argv`, judge and collect them.
    deadline: a time.monotonic() instant after which the cases left are reported as not run."""
    expectations = expectations or {}
    mapping = apply_expectations(tables, expectations, expectations_where)
    report = RunReport(tables)
    cases = [c for t in tables for c in t.cases]
    jobs = (Job(c, c.game, protocol.case_body(c.data, c.game)) for c in cases)
    t0 = time.perf_counter()
    with Runner(argv, cwd, timeout, window, start_timeout=start_timeout, env=env, max_timeouts=max_timeouts,
                deadline=deadline, max_reply=max_reply) as runner:
        assert runner.implementation is not None
        report.implementation = runner.implementation.raw
        for done in runner.run(jobs):
            case: Case = done.key
            not_run = done.reply.kind == NOT_RUN
            if not_run:
                outcome, message = ERROR, done.reply.message
            else:
                try:
                    outcome, message = judge(case.data, done.reply)
                except RecursionError:
                    outcome, message = ERROR, "the reply is nested too deeply to judge"
            exp_key = mapping.get(case.key)
            exp = expectations.get(exp_key) if exp_key else None
            if exp:
                exp.used = True
            report.results.append(CaseResult(case, outcome, clean_text(message), done.seconds, exp, not_run))
            if progress:
                progress(len(report.results))
        report.restarts = runner.restarts
        report.incidents = [clean_text(i) for i in runner.incidents]
    report.seconds = time.perf_counter() - t0
    matched = set(mapping.values())
    report.stale = sorted(k for k in expectations if k not in matched)
    return report
