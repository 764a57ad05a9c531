"""Running cases through one implementation subprocess speaking driver protocol v1.

Requests are pipelined: up to `window` run messages are written ahead and replies are matched by
seq, so the implementation never waits for the harness. Cases are still timed one by one: an
implementation answers in order, so a case's clock starts when the reply before it arrives (or
when it is sent, if later) and the oldest unanswered case is the one running. That case is blamed
when the implementation exceeds the timeout, exits, or writes a line that is not a reply; it is
reported errored, the implementation is killed and restarted, and the other unanswered cases are
sent again. One thread, one selector over stdin, stdout and stderr: writes never block, so a large
window cannot deadlock against an implementation that is itself blocked writing replies.
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
from . import protocol
from .compare import judge
from .protocol import Implementation, ProtocolError, Reply
from .report import CaseResult, Expectation, apply_expectations
from .report import Run as RunReport
from .tables import Case, Table

STDERR_TAIL = 4096
MAX_LINE = 64 << 20


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


class _Died(Exception):
    """The implementation's stdout closed (it exited or crashed)."""


class Runner:
    def __init__(self, argv: list[str], cwd: Path | str | None = None, timeout: float = 10.0,
                 window: int = 64, start_timeout: float = 30.0, env: dict[str, str] | None = None):
        if not argv:
            raise InputError("--impl", "empty command")
        self.argv, self.cwd, self.timeout, self.window = argv, cwd, timeout, max(1, window)
        self.start_timeout, self.env = start_timeout, env
        self.implementation: Implementation | None = None
        self.restarts = 0
        self._proc: subprocess.Popen[bytes] | None = None
        self._sel: selectors.BaseSelector | None = None
        self._out = bytearray()  # bytes not yet written to stdin
        self._in = bytearray()  # bytes read from stdout, not yet split into lines
        self._err = bytearray()  # tail of stderr, for error reports
        self._writing = False
        self._dead: str | None = None  # set when a restart failed: remaining cases error at once

    # process management -------------------------------------------------------------------------

    def start(self) -> Implementation:
        impl = self._spawn()
        self.implementation = impl
        return impl

    def _spawn(self) -> Implementation:
        try:
            self._proc = subprocess.Popen(self.argv, cwd=self.cwd, env=self.env, stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                                          start_new_session=True)  # own group: a kill takes its children
        except OSError as e:
            raise InputError(self.argv[0], f"cannot start the implementation: {e.strerror or e}") from None
        assert self._proc.stdin and self._proc.stdout and self._proc.stderr
        self._sel = selectors.DefaultSelector()
        for f, tag in ((self._proc.stdout, "out"), (self._proc.stderr, "err")):
            os.set_blocking(f.fileno(), False)
            self._sel.register(f.fileno(), selectors.EVENT_READ, tag)
        os.set_blocking(self._proc.stdin.fileno(), False)
        self._out.clear()
        self._in.clear()
        self._err.clear()
        self._writing = False
        self._send(protocol.start())
        deadline = time.perf_counter() + self.start_timeout
        try:
            while True:
                lines = self._pump(deadline)
                if lines:
                    return protocol.parse_started(lines[0])  # anything after it is a protocol error later
                if time.perf_counter() >= deadline:
                    raise ProtocolError(f"no reply to start within {self.start_timeout:g}s")
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

    def _pump(self, deadline: float) -> list[bytes]:
        """Write and read until at least one line arrives or the deadline passes; the lines read."""
        assert self._sel is not None and self._proc is not None
        while True:
            lines = self._lines()
            if lines:
                return lines
            wait = deadline - time.perf_counter()
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
                    except (BrokenPipeError, OSError):
                        self._out.clear()  # it closed stdin: its stdout's end will tell what happened
                    if not self._out:
                        self._sel.unregister(fd)
                        self._writing = False
                elif key.data == "out":
                    data = self._read(fd)
                    if data is None:
                        continue
                    if not data:
                        if self._in:  # a last line without newline
                            self._in += b"\n"
                            continue
                        raise _Died
                    self._in += data
                    if len(self._in) > MAX_LINE and b"\n" not in self._in:
                        self._in += b"\n"  # an endless line: hand it over, it will be judged garbage
                else:
                    data = self._read(fd)
                    if data is None:
                        continue
                    if not data:
                        self._sel.unregister(fd)
                    else:
                        self._err += data
                        del self._err[:-STDERR_TAIL]

    @staticmethod
    def _read(fd: int) -> bytes | None:
        """Bytes read; b"" at end of file; None when nothing was there after all."""
        try:
            return os.read(fd, 1 << 20)
        except BlockingIOError:
            return None
        except OSError:
            return b""

    def _lines(self) -> list[bytes]:
        end = self._in.rfind(b"\n")
        if end < 0:
            return []
        chunk = bytes(self._in[: end + 1])
        del self._in[: end + 1]
        return [ln for ln in chunk.split(b"\n") if ln.strip()]

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
        proc = self._proc
        if proc is None:
            return
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                proc.kill()
        proc.wait()
        self._close_pipes()

    def _close_pipes(self) -> None:
        if self._sel is not None:
            self._sel.close()
            self._sel = None
        if self._proc is not None:
            for f in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
                if f:
                    try:
                        f.close()
                    except OSError:
                        pass
        self._proc = None

    def close(self) -> None:
        """Send stop and let the implementation exit; kill it if it does not within 2 s."""
        proc = self._proc
        if proc is None:
            return
        try:
            assert proc.stdin is not None
            if not self._out:  # never block here: an implementation stuck writing cannot read
                os.write(proc.stdin.fileno(), protocol.stop())
            proc.stdin.close()  # end of input means stop as well
            proc.wait(timeout=2)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            pass
        self._kill()

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
        source = iter(jobs)
        retry: deque[Job] = deque()
        inflight: OrderedDict[int, _Entry] = OrderedDict()
        seq = 0
        head_since = time.perf_counter()
        exhausted = False
        while True:
            while len(inflight) < self.window and (retry or not exhausted):  # fill the window
                job = retry.popleft() if retry else None if exhausted else next(source, None)
                if job is None:
                    exhausted = True
                    break
                now = time.perf_counter()
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
                inflight[seq] = _Entry(job, now)
                self._send(protocol.run(seq, job.body))
            if not inflight:
                return
            deadline = head_since + self.timeout
            blame: str | None = None
            try:
                lines = self._pump(deadline)
            except _Died:
                lines, blame = [], f"the implementation exited ({self._exit_status()})"
            for line in lines:
                try:
                    rseq, rep = protocol.parse_reply(line)
                    if type(rseq) is not int or rseq not in inflight:
                        raise ProtocolError(f"reply for unknown seq {rseq!r}")
                except ProtocolError as e:
                    blame = f"the implementation wrote a line that is not a reply: {e}"
                    break  # the stream is out of step: what follows is dropped with the process
                now = time.perf_counter()
                is_head = next(iter(inflight)) == rseq
                entry = inflight.pop(rseq)
                if is_head:
                    secs, head_since = now - max(head_since, entry.sent), now
                else:  # answered out of order: time it from when it was sent
                    secs = now - entry.sent
                if isinstance(rep, str):
                    rep = Reply(rseq, "errored", message=f"malformed reply: {rep}")
                yield Done(entry.job.key, rep, secs)
            if blame is None and inflight and time.perf_counter() >= head_since + self.timeout:
                blame = f"timed out after {self.timeout:g}s (no reply)"
            if blame is not None and inflight:
                yield self._fail_head(inflight, retry, blame, head_since)
                head_since = time.perf_counter()
            elif blame is not None and (retry or not exhausted):  # nothing to blame: just restart
                self._restart(retry, inflight)

    def _fail_head(self, inflight: OrderedDict[int, _Entry], retry: deque[Job], why: str,
                   head_since: float) -> Done:
        seq, entry = inflight.popitem(last=False)
        secs = time.perf_counter() - max(head_since, entry.sent)
        self._drain_stderr()
        self._kill()
        tail = self._stderr_tail()
        self._restart(retry, inflight)
        message = why + (f"\nstderr:\n{tail}" if tail else "")
        return Done(entry.job.key, Reply(seq, "errored", message=message), secs)

    def _restart(self, retry: deque[Job], inflight: OrderedDict[int, _Entry]) -> None:
        """Kill, start afresh, and queue the unanswered cases to be sent again in their order."""
        self._kill()
        retry.extendleft(reversed([e.job for e in inflight.values()]))
        inflight.clear()
        self.restarts += 1
        try:
            self.implementation = self._spawn()
        except InputError as e:
            self._dead = f"the implementation could not be restarted: {e.message}"


def run_tables(tables: list[Table], argv: list[str], cwd: Path | str | None, timeout: float = 10.0,
               expectations: dict[str, Expectation] | None = None, expectations_where: str = "",
               window: int = 64, progress: Callable[[int], None] | None = None) -> RunReport:
    """Run every case of the tables through the implementation `argv`, judge and collect them."""
    expectations = expectations or {}
    mapping = apply_expectations(tables, expectations, expectations_where)
    report = RunReport(tables)
    cases = [c for t in tables for c in t.cases]
    jobs = (Job(c, c.game, protocol.case_body(c.data, c.game)) for c in cases)
    t0 = time.perf_counter()
    with Runner(argv, cwd, timeout, window) as runner:
        assert runner.implementation is not None
        report.implementation = runner.implementation.raw
        for done in runner.run(jobs):
            case: Case = done.key
            outcome, message = judge(case.data, done.reply)
            exp_key = mapping.get(case.key)
            exp = expectations.get(exp_key) if exp_key else None
            if exp:
                exp.used = True
            report.results.append(CaseResult(case, outcome, message, done.seconds, exp))
            if progress:
                progress(len(report.results))
        report.restarts = runner.restarts
    report.seconds = time.perf_counter() - t0
    matched = set(mapping.values())
    report.stale = sorted(k for k in expectations if k not in matched)
    return report
