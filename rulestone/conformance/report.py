"""Reporting conformance results: per rule and per flag, for people (rich table), machines (JSON
lines), CI (JUnit XML); and expectations files, which record known failures as Web Platform Tests
keep them, so that a known failure does not fail the run and an unexpected pass is noticed.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .. import atomic, yamlio
from ..errors import InputError
from .compare import ERROR, FAIL, PASS, SKIP
from .tables import Case, Table
from .untrusted import json_terminal_safe, terminal_safe

OUTCOMES = (PASS, FAIL, ERROR, SKIP)



@dataclass
class Expectation:
    outcome: str  # FAIL, ERROR or SKIP
    reason: str = ""
    used: bool = False


@dataclass
class CaseResult:
    case: Case
    outcome: str
    message: str
    seconds: float
    expected: Expectation | None = None
    not_run: bool = False  # the run stopped before it (deadline, timeout budget): outcome ERROR

    @property
    def expected_outcome(self) -> str:
        return self.expected.outcome if self.expected else PASS

    @property
    def unexpected(self) -> bool:
        return self.outcome != self.expected_outcome

    @property
    def failing(self) -> bool:
        """An unexpected failure or error, or a case not run: these, and only these, make the run fail."""
        return self.not_run or (self.unexpected and self.outcome in (FAIL, ERROR))

    @property
    def status(self) -> str:
        """pass, fail, error, skip; expected-fail, expected-error, expected-skip; unexpected-pass."""
        if self.not_run:
            return "error"
        if self.outcome == PASS:
            return "unexpected-pass" if self.expected else "pass"
        if not self.unexpected:
            return f"expected-{self.outcome.lower()}"
        return self.outcome.lower()


@dataclass
class Run:
    tables: list[Table]
    results: list[CaseResult] = field(default_factory=list)
    implementation: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0
    restarts: int = 0
    stale: list[str] = field(default_factory=list)  # expectation keys naming no case
    incidents: list[str] = field(default_factory=list)  # broken sessions nobody was blamed for

    def ordered(self) -> list[CaseResult]:
        order = {t.game: i for i, t in enumerate(self.tables)}
        return sorted(self.results, key=lambda r: (order.get(r.case.game, 0), r.case.index))

    def counts(self, results: list[CaseResult] | None = None) -> Counter[str]:
        c: Counter[str] = Counter()
        for r in self.results if results is None else results:
            c[r.status] += 1
        return c

    @property
    def ok(self) -> bool:
        return not any(r.failing for r in self.results)


# expectations files -------------------------------------------------------------------------------

EXPECTATIONS_HEADER = """\
# Conformance expectations: cases known not to pass (as Web Platform Tests keep them).
# A listed outcome that happens does not fail `rulestone conform`; a listed case that passes is
# reported as an unexpected pass (remove it here). Keys are case ids, or <game>/<case-id> where
# two tables share an id. Value: FAIL | ERROR | SKIP, or {expected: FAIL, reason: "..."}.
"""


def load_expectations(path: Path) -> dict[str, Expectation]:
    """key -> Expectation; InputError with file:line for anything else."""
    where = str(path)
    # bounded like every YAML input (size, nesting, aliases, long ints: rulestone/yamlio.py)
    loader, node = yamlio.compose(yamlio.read_text(path, "an expectations file"), where)
    loader.dispose()
    if node is None:
        return {}
    if not isinstance(node, yaml.MappingNode):
        raise InputError(where, "expected a mapping of case id -> FAIL | ERROR | SKIP",
                         node.start_mark.line + 1, node.start_mark.column + 1)
    out: dict[str, Expectation] = {}
    for knode, vnode in node.value:
        line, col = knode.start_mark.line + 1, knode.start_mark.column + 1
        key = knode.value if isinstance(knode, yaml.ScalarNode) else None
        if not isinstance(key, str) or not key:
            raise InputError(where, "expected a case id as key", line, col)
        if key in out:
            raise InputError(where, f"case {key!r} is listed twice", line, col)
        value = yaml.safe_load(yaml.serialize(vnode))
        reason = ""
        if isinstance(value, dict):
            unknown = set(value) - {"expected", "reason", "bug"}
            if unknown:
                raise InputError(where, f"{key}: unknown key(s) {', '.join(sorted(map(str, unknown)))}; "
                                        "expected `expected`, `reason`, `bug`", line, col)
            reason = str(value.get("reason") or "")
            if value.get("bug"):
                reason = f"{reason} ({value['bug']})".strip()
            value = value.get("expected")
        if value not in (FAIL, ERROR, SKIP):
            raise InputError(where, f"{key}: expected FAIL, ERROR or SKIP, found {value!r}",
                             vnode.start_mark.line + 1, vnode.start_mark.column + 1)
        out[key] = Expectation(value, reason)
    return out


def apply_expectations(tables: list[Table], expectations: dict[str, Expectation],
                       where: str) -> dict[str, str]:
    """case key (game/id) -> expectation key. Unqualified ids must be unique over the tables."""
    by_id: dict[str, list[str]] = {}
    keys = set()
    for t in tables:
        for c in t.cases:
            by_id.setdefault(c.id, []).append(c.key)
            keys.add(c.key)
    mapping: dict[str, str] = {}
    for k in expectations:
        if k in keys:
            mapping[k] = k
        elif len(by_id.get(k, [])) == 1:
            mapping[by_id[k][0]] = k
        elif len(by_id.get(k, [])) > 1:
            raise InputError(where, f"{k}: case id used by several games ({', '.join(by_id[k])}); "
                                    "qualify it as <game>/<case-id>")
    return mapping


def write_expectations(run: Run, path: Path, previous: dict[str, Expectation] | None = None) -> int:
    """Record every case that did not pass; keep reasons already written. Returns the entries."""
    previous = previous or {}
    counts = Counter(r.case.id for r in run.results)
    entries: dict[str, Any] = {}
    for r in run.ordered():
        if r.outcome == PASS or r.not_run:  # a case the run stopped before is not a known failure
            continue
        key = r.case.id if counts[r.case.id] == 1 else r.case.key
        old = previous.get(key) or previous.get(r.case.key) or previous.get(r.case.id)
        if old and old.reason:
            reason = old.reason
        else:
            reason = r.message.strip().splitlines()[0][:200] if r.message.strip() else ""
        entries[key] = {"expected": r.outcome, "reason": reason} if reason else r.outcome
    atomic.write_text(path, EXPECTATIONS_HEADER + (yamlio.dump(entries) if entries else "{}\n"))
    return len(entries)


# JSON lines ---------------------------------------------------------------------------------------

def case_record(r: CaseResult) -> dict[str, Any]:
    rec: dict[str, Any] = {"game": r.case.game, "rule": r.case.rule, "id": r.case.id, "flags": r.case.flags,
                           "outcome": r.outcome, "expected": r.expected_outcome, "status": r.status,
                           "unexpected": r.unexpected, "seconds": round(r.seconds, 6)}
    if r.not_run:
        rec["not_run"] = True
    if r.message:
        rec["message"] = r.message
    if r.expected and r.expected.reason:
        rec["reason"] = r.expected.reason
    return rec


def summary(run: Run) -> dict[str, Any]:
    c = run.counts()
    n = len(run.results)
    return {"cases": n, "passed": c["pass"], "failed": c["fail"], "errored": c["error"], "skipped": c["skip"],
            "expected_failures": c["expected-fail"] + c["expected-error"] + c["expected-skip"],
            "unexpected_passes": c["unexpected-pass"], "unexpected": sum(r.failing for r in run.results),
            "ok": run.ok, "seconds": round(run.seconds, 3),
            "cases_per_second": round(n / run.seconds, 1) if run.seconds > 0 else None,
            "not_run": sum(r.not_run for r in run.results), "incidents": run.incidents,
            "restarts": run.restarts, "implementation": run.implementation,
            "games": [t.game for t in run.tables], "stale_expectations": run.stale,
            "by_rule": _breakdown(run, lambda r: [f"{r.case.game}/{r.case.rule}"]),
            "by_flag": _breakdown(run, lambda r: [f"{r.case.game}/{f}" for f in r.case.flags])}


def _breakdown(run: Run, keys: Callable[[CaseResult], list[str]]) -> dict[str, dict[str, int]]:
    """group -> status -> count, for statuses that occur."""
    out: dict[str, Counter[str]] = {}
    for r in run.ordered():
        for k in keys(r):
            out.setdefault(k, Counter())[r.status] += 1
    return {k: dict(sorted(c.items())) for k, c in out.items()}


def json_lines(run: Run) -> str:
    lines = [json.dumps(case_record(r), ensure_ascii=False, sort_keys=True) for r in run.ordered()]
    lines.append(json.dumps({"summary": summary(run)}, ensure_ascii=False, sort_keys=True))
    return json_terminal_safe("\n".join(lines)) + "\n"


# JUnit XML ----------------------------------------------------------------------------------------

_XML_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff"
                      "\u202a-\u202e\u2066-\u2069]")


def _x(text: str) -> str:
    """Characters XML 1.0 cannot hold at all (escaping covers the rest), C1 controls and bidi
    overrides (which would reorder what a CI page shows) become U+FFFD."""
    return _XML_BAD.sub("\ufffd", text)


def junit(run: Run) -> bytes:
    """testsuite per game/rule, testcase per case; failure, error and skipped as JUnit readers expect.
    Expected failures are skipped (as pytest reports xfail); an unexpected pass says so in system-out.
    Valid against Jenkins xunit's junit-10.xsd: times with at most 3 decimals (SUREFIRE_TIME), and no
    `skipped` count on <testsuites> (the schema has none there; each <testsuite> carries its own)."""
    root = ET.Element("testsuites", name="rulestone conform")
    suites: dict[tuple[str, str], list[CaseResult]] = {}
    for r in run.ordered():
        suites.setdefault((r.case.game, r.case.rule), []).append(r)
    impl = run.implementation
    for (game, rule), results in suites.items():
        c = Counter(_junit_kind(r) for r in results)
        suite = ET.SubElement(root, "testsuite", name=_x(f"{game}/{rule}"), tests=str(len(results)),
                              failures=str(c["failure"]), errors=str(c["error"]), skipped=str(c["skipped"]),
                              time=f"{sum(r.seconds for r in results):.3f}")
        if impl:
            props = ET.SubElement(suite, "properties")
            ET.SubElement(props, "property", name="implementation",
                          value=_x(f"{impl.get('name')} {impl.get('version')} ({impl.get('language')})"))
        for r in results:
            tc = ET.SubElement(suite, "testcase", classname=_x(f"{game}.{rule}"), name=_x(r.case.id),
                               time=f"{r.seconds:.3f}")
            first = _x(r.message.strip().splitlines()[0]) if r.message.strip() else r.outcome
            kind = _junit_kind(r)
            if kind == "failure":
                ET.SubElement(tc, "failure", message=first, type=r.outcome).text = _x(r.message)
            elif kind == "error":
                kind_name = "NOT-RUN" if r.not_run else r.outcome
                ET.SubElement(tc, "error", message=first, type=kind_name).text = _x(r.message)
            elif kind == "skipped":
                if r.expected and not r.unexpected:
                    why = f"expected {r.outcome}" + (f": {r.expected.reason}" if r.expected.reason else "")
                else:
                    why = first
                ET.SubElement(tc, "skipped", message=_x(why)).text = _x(r.message) or None
            elif r.status == "unexpected-pass":
                ET.SubElement(tc, "system-out").text = _x(
                    f"unexpected pass: the expectations file lists this case as {r.expected_outcome}")
    total = Counter(_junit_kind(r) for r in run.results)
    root.set("tests", str(len(run.results)))
    root.set("failures", str(total["failure"]))
    root.set("errors", str(total["error"]))
    root.set("time", f"{run.seconds:.3f}")
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


def _junit_kind(r: CaseResult) -> str:
    if r.failing:
        return "failure" if r.outcome == FAIL else "error"
    if r.outcome == SKIP or (r.expected and not r.unexpected):
        return "skipped"
    return "passed"


# terminal -----------------------------------------------------------------------------------------

_COLUMNS = (("pass", "green"), ("fail", "red"), ("error", "red"), ("skip", "yellow"))


def _row_counts(c: Counter[str]) -> list[str]:
    cells = []
    for status, colour in _COLUMNS:
        n = c[status]
        cells.append(f"[{colour}]{n}[/]" if n and status != "pass" else str(n))
    known = c["expected-fail"] + c["expected-error"] + c["expected-skip"]
    cells.append(str(known))
    cells.append(f"[magenta]{c['unexpected-pass']}[/]" if c["unexpected-pass"] else "0")
    return cells


def print_terminal(run: Run, console: Any) -> None:
    from rich.table import Table as RichTable

    headers = ("pass", "fail", "error", "skip", "known", "unexp. pass")
    from rich.markup import escape

    impl = run.implementation
    if impl:
        who = f"{impl.get('name')} {impl.get('version')} ({impl.get('language')})"
        console.print(escape(terminal_safe(who)), style="bold", highlight=False)
    for t in run.tables:
        results = [r for r in run.results if r.case.game == t.game]
        rules = RichTable(title=f"{t.game}: by rule", title_justify="left")
        rules.add_column("rule", no_wrap=True)
        rules.add_column("title")
        for h in headers:
            rules.add_column(h, justify="right")
        titles = {g["rule"]: g["title"].get("en", "") for g in t.data["groups"]}
        for rule in titles:
            rr = [r for r in results if r.case.rule == rule]
            if rr:
                rules.add_row(rule, titles[rule], *_row_counts(run.counts(rr)))
        console.print(rules)
        flags = sorted({f for r in results for f in r.case.flags})
        if flags:
            ft = RichTable(title=f"{t.game}: by flag", title_justify="left")
            ft.add_column("flag", no_wrap=True)
            ft.add_column("kind")
            for h in headers:
                ft.add_column(h, justify="right")
            for f in flags:
                rr = [r for r in results if f in r.case.flags]
                ft.add_row(f, t.notes.get(f, {}).get("kind", ""), *_row_counts(run.counts(rr)))
            console.print(ft)
    bad = [r for r in run.ordered() if r.failing and not r.not_run]
    for r in bad:
        console.print(f"[red]{r.outcome}[/] {escape(r.case.game)} {escape(r.case.rule)} "
                      f"[bold]{escape(r.case.id)}[/]: {_indent(r.message)}", markup=True, highlight=False,
                      soft_wrap=True)
    print_not_run(run, console)
    for line in run.incidents:
        console.print(f"[yellow]incident[/] {_indent(line)}", highlight=False, soft_wrap=True)
    for r in run.ordered():
        if r.status == "unexpected-pass":
            console.print(f"[magenta]UNEXPECTED PASS[/] {r.case.game} {r.case.rule} [bold]{r.case.id}[/] "
                          f"(expected {r.expected_outcome}: remove it from the expectations file)")
    for k in run.stale:
        console.print(f"[yellow]stale expectation[/] {k}: no such case")
    s = summary(run)
    rate = f", {s['cases_per_second']:g} cases/s" if s["cases_per_second"] else ""
    verdict = "[green]OK[/]" if run.ok else f"[red]{s['unexpected']} unexpected failure(s)[/]"
    not_run = f" ({s['not_run']} not run)" if s["not_run"] else ""
    console.print(f"{s['cases']} cases: {s['passed']} passed, {s['failed']} failed, "
                  f"{s['errored']} errored{not_run}, {s['skipped']} skipped, {s['expected_failures']} known, "
                  f"{s['unexpected_passes']} unexpected pass(es) in {s['seconds']:g}s{rate}, "
                  f"{s['restarts']} restart(s): {verdict}")


def print_not_run(run: Run, console: Any, label: str = "") -> None:
    """One line per reason the run stopped, not one per case."""
    reasons: Counter[str] = Counter(r.message for r in run.results if r.not_run)
    for why, n in reasons.items():
        console.print(f"[red]NOT RUN[/] {label}{n} case(s): {_indent(why)}", highlight=False, soft_wrap=True)


def _indent(message: str, limit: int = 30) -> str:
    """A message from an implementation, for the terminal: no escape sequences, no markup."""
    from rich.markup import escape

    lines = terminal_safe(message).rstrip().splitlines() or [""]
    if len(lines) > limit:
        lines = [*lines[:limit], f"… ({len(lines) - limit} more lines)"]
    return escape("\n    ".join(lines))


def write_junit(run: Run, path: Path) -> None:
    atomic.write_bytes(path, junit(run))


def rel(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return str(path)
