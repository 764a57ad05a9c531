"""Several implementations side by side: one run of the tables per implementation, reported as a
matrix per game (case groups as rows, implementations as columns, pass/fail/error/skip counts) on
the terminal, as an HTML page (autoescaped), as JSON lines and as one JUnit file.

An implementation is a command speaking driver protocol v1; `python` and `js` name the generated
reference engines' drivers.
"""

from __future__ import annotations

import json
import shlex
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2

from .. import atomic
from ..errors import InputError
from . import report as rep
from .compare import ERROR, FAIL, PASS, SKIP
from .untrusted import json_terminal_safe, terminal_safe

OUTCOMES = (PASS, FAIL, ERROR, SKIP)

# name -> (driver file relative to the project root, command prefix); the interpreter comes first
KNOWN = {
    "python": ("generated/python/driver.py", [sys.executable]),
    "js": ("generated/js/driver.mjs", ["node"]),
    "c": ("generated/c/driver.c", []),  # compiled by the system C compiler on first use
}


@dataclass
class Column:
    label: str  # as the report names it: the implementation's own name, made unique
    argv: list[str]
    run: rep.Run | None = None


def named(names: str, root: Path) -> list[list[str]]:
    """argv per name of `--impls python,js`; InputError for an unknown name or a driver not built."""
    out = []
    for name in (n.strip() for n in names.split(",")):
        if not name:
            continue
        if name not in KNOWN:
            raise InputError("--impls", f"unknown implementation {name!r}; expected one of "
                                        f"{', '.join(sorted(KNOWN))} (or give a command with --impl)")
        if name == "c":  # generated/c/ compiled into a cache outside generated/ (rulestone/generate/c.py)
            from ..generate.c import driver_binary

            out.append([str(driver_binary(root))])
            continue
        driver, prefix = KNOWN[name]
        if not (root / driver).is_file():
            raise InputError(driver, f"no generated driver for {name}; run `rulestone build`")
        out.append([*prefix, driver])
    if not out:
        raise InputError("--impls", "expected a comma-separated list of implementation names")
    return out


def split_command(command: str) -> list[str]:
    try:
        argv = shlex.split(command)
    except ValueError as e:
        raise InputError("--impl", f"cannot split the command: {e}") from None
    if not argv:
        raise InputError("--impl", "empty command")
    return argv


def label_columns(columns: list[Column]) -> None:
    """Each column is called by the name its implementation reported (`name (language)`); where two
    report the same name they are numbered in command-line order (the report lists the commands)."""
    base = []
    for c in columns:
        impl = c.run.implementation if c.run else {}
        lang = f" ({impl['language']})" if impl.get("language") else ""
        base.append(f"{impl.get('name') or c.argv[0]}{lang}")
    counts = Counter(base)
    seen: Counter[str] = Counter()
    for c, b in zip(columns, base, strict=True):
        seen[b] += 1
        c.label = b if counts[b] == 1 else f"{b} #{seen[b]}"


@dataclass
class Cell:
    counts: Counter[str] = field(default_factory=Counter)  # by outcome (PASS, FAIL, ERROR, SKIP)
    failing: int = 0  # unexpected failures and errors (what fails the run)
    known: int = 0  # outcomes the expectations file lists

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def verdict(self) -> str:
        """pass (all passed), fail (an unexpected failure), skip (skips or known failures), none."""
        if not self.total:
            return "none"
        if self.failing:
            return "fail"
        return "pass" if self.counts[PASS] == self.total else "skip"

    def text(self) -> str:
        c = self.counts
        return f"{c[PASS]}/{c[FAIL]}/{c[ERROR]}/{c[SKIP]}"


@dataclass
class Row:
    rule: str
    title: str
    cells: list[Cell]


@dataclass
class GameMatrix:
    game: str
    rows: list[Row]
    total: list[Cell]


def build(columns: list[Column]) -> list[GameMatrix]:
    """A matrix per game of the tables (in the tables' order; groups in each table's order)."""
    runs = [c.run for c in columns]
    assert all(runs), "every column must have run"
    tables = runs[0].tables  # type: ignore[union-attr]
    out = []
    for t in tables:
        groups = [(g["rule"], g["title"].get("en", "")) for g in t.data["groups"]]
        cells = {(rule, i): Cell() for rule, _ in groups for i in range(len(columns))}
        total = [Cell() for _ in columns]
        for i, run in enumerate(runs):
            for r in run.results:  # type: ignore[union-attr]
                if r.case.game != t.game:
                    continue
                for cell in (cells[(r.case.rule, i)], total[i]):
                    cell.counts[r.outcome] += 1
                    cell.failing += r.failing
                    cell.known += bool(r.expected and not r.unexpected)
        seen = set()
        rows = []
        for rule, title in groups:
            if rule in seen:
                continue
            seen.add(rule)
            rows.append(Row(rule, title, [cells[(rule, i)] for i in range(len(columns))]))
        out.append(GameMatrix(t.game, rows, total))
    return out


# terminal -----------------------------------------------------------------------------------------

_STYLE = {"pass": "green", "fail": "bold red", "skip": "yellow", "none": "dim"}


def print_terminal(columns: list[Column], console: Any) -> None:
    from rich.markup import escape
    from rich.table import Table as RichTable

    for c in columns:
        command = escape(terminal_safe(shlex.join(c.argv)))
        console.print(f"[bold]{escape(terminal_safe(c.label))}[/]: {command}", highlight=False)
    for m in build(columns):
        t = RichTable(title=f"{m.game}: pass/fail/error/skip by rule and implementation",
                      title_justify="left")
        t.add_column("rule", no_wrap=True)
        t.add_column("title")
        for c in columns:
            t.add_column(escape(terminal_safe(c.label)), justify="right", no_wrap=True)
        for row in m.rows:
            t.add_row(escape(row.rule), escape(row.title),
                      *(f"[{_STYLE[x.verdict]}]{x.text()}[/]" for x in row.cells))
        t.add_section()
        t.add_row("all", "", *(f"[{_STYLE[x.verdict]}]{x.text()}[/]" for x in m.total))
        console.print(t)
    for c in columns:
        run = c.run
        assert run is not None
        for r in run.ordered():
            if r.failing and not r.not_run:
                console.print(f"[red]{r.outcome}[/] {escape(terminal_safe(c.label))}: {escape(r.case.game)} "
                              f"{escape(r.case.rule)} [bold]{escape(r.case.id)}[/]: "
                              f"{rep._indent(r.message, 8)}", highlight=False)
        rep.print_not_run(run, console, f"{escape(terminal_safe(c.label))}: ")
        for line in run.incidents:
            console.print(f"[yellow]incident[/] {escape(terminal_safe(c.label))}: {rep._indent(line, 8)}",
                          highlight=False)
    for c in columns:
        s = rep.summary(c.run)  # type: ignore[arg-type]
        verdict = "[green]OK[/]" if c.run.ok else f"[red]{s['unexpected']} unexpected failure(s)[/]"  # type: ignore[union-attr]
        console.print(f"{escape(terminal_safe(c.label))}: {s['cases']} cases, {s['passed']} passed, "
                      f"{s['failed']} failed, "
                      f"{s['errored']} errored, {s['skipped']} skipped, {s['expected_failures']} known in "
                      f"{s['seconds']:g}s, {s['restarts']} restart(s): {verdict}", highlight=False)


# JSON lines ---------------------------------------------------------------------------------------

def json_lines(columns: list[Column]) -> str:
    """Case records (with `implementation`: the column label) of every run, then one summary per run."""
    lines = []
    for c in columns:
        for r in c.run.ordered():  # type: ignore[union-attr]
            lines.append(json.dumps({**rep.case_record(r), "implementation": c.label}, ensure_ascii=False,
                                    sort_keys=True))
    for c in columns:
        s = {**rep.summary(c.run), "label": c.label, "command": c.argv}  # type: ignore[arg-type]
        lines.append(json.dumps({"summary": s}, ensure_ascii=False, sort_keys=True))
    return json_terminal_safe("\n".join(lines)) + "\n"


# JUnit --------------------------------------------------------------------------------------------

def junit(columns: list[Column]) -> bytes:
    """One JUnit file: each run's suites, named `<implementation label>: <game>/<rule>`."""
    root = ET.Element("testsuites", name="rulestone conform")
    totals: Counter[str] = Counter()
    seconds = 0.0
    for c in columns:
        one = ET.fromstring(rep.junit(c.run))  # type: ignore[arg-type]
        for suite in one.findall("testsuite"):
            suite.set("name", f"{c.label}: {suite.get('name')}")
            for tc in suite.findall("testcase"):
                tc.set("classname", f"{c.label}.{tc.get('classname')}")
            root.append(suite)
        for k in ("tests", "failures", "errors", "skipped"):
            totals[k] += int(one.get(k, "0"))
        seconds += float(one.get("time", "0"))
    for k in ("tests", "failures", "errors", "skipped"):
        root.set(k, str(totals[k]))
    root.set("time", f"{seconds:.3f}")
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


# HTML ---------------------------------------------------------------------------------------------

_HTML = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>rulestone conform: {{ columns | map(attribute="label") | join(" vs ") }}</title>
<style>
body { font: 14px/1.4 system-ui, "Noto Sans CJK JP", "Noto Sans CJK TC", sans-serif; margin: 2em;
       color: #222; }
table { border-collapse: collapse; margin: 1em 0 2em; }
th, td { border: 1px solid #ccc; padding: .25em .6em; vertical-align: top; }
th { background: #f3f3f3; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.pass { background: #e6f4e6; } td.fail { background: #fbe3e3; font-weight: bold; }
td.skip { background: #fff6d6; } td.none { color: #999; }
tr.all td { border-top: 2px solid #888; font-weight: bold; }
code, pre { font-family: ui-monospace, monospace; } pre { white-space: pre-wrap; margin: .2em 0; }
</style>
</head>
<body>
<h1>Conformance: {{ columns | length }} implementation{{ "s" if columns | length != 1 }}</h1>
<p>Each cell counts the cases of one rule's group: passed / failed / errored / skipped.</p>
<ul>
{% for c in columns %}
<li><b>{{ c.label | plain }}</b> {{ c.run.implementation.get("version", "") | plain }}:
<code>{{ c.command | plain }}</code>:
{{ c.summary.passed }} of {{ c.summary.cases }} passed{% if c.summary.expected_failures %},
{{ c.summary.expected_failures }} known{% endif %}; {{ "OK" if c.run.ok else "FAILED" }}
{%- for why, n in c.not_run %}; <b>{{ n }} not run</b>: {{ why | plain }}{% endfor %}
{%- for i in c.run.incidents %}<br>incident: {{ i | plain }}{% endfor %}</li>
{% endfor %}
</ul>
{% for m in matrices %}
<h2>{{ m.game }}</h2>
<table>
<thead><tr><th>rule</th><th>title</th>{% for c in columns %}<th>{{ c.label | plain }}</th>{% endfor %}</tr>
</thead>
<tbody>
{% for row in m.rows %}
<tr><td><code>{{ row.rule }}</code></td><td>{{ row.title }}</td>
{%- for x in row.cells %}<td class="n {{ x.verdict }}">{{ x.text() }}</td>{% endfor %}</tr>
{% endfor %}
<tr class="all"><td>all</td><td></td>
{%- for x in m.total %}<td class="n {{ x.verdict }}">{{ x.text() }}</td>{% endfor %}</tr>
</tbody>
</table>
{% endfor %}
{% for c in columns if c.bad %}
<h2>Not passing: {{ c.label | plain }}</h2>
<table>
<thead><tr><th>game</th><th>rule</th><th>case</th><th>outcome</th><th>message</th></tr></thead>
<tbody>
{% for r in c.bad %}
<tr><td>{{ r.case.game }}</td><td><code>{{ r.case.rule }}</code></td><td><code>{{ r.case.id }}</code></td>
<td>{{ r.status }}</td><td><pre>{{ r.message[:4000] | plain }}</pre></td></tr>
{% endfor %}
</tbody>
</table>
{% endfor %}
</body>
</html>
"""


def html(columns: list[Column]) -> str:
    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True,
                             lstrip_blocks=True)
    env.filters["plain"] = lambda text: terminal_safe(str(text))  # no controls from an implementation
    view = [{"label": c.label, "run": c.run, "command": shlex.join(c.argv), "summary": rep.summary(c.run),  # type: ignore[arg-type]
             # skips are counted in the matrix; failures, errors and surprises are listed
             "bad": [r for r in c.run.ordered()  # type: ignore[union-attr]
                     if (r.outcome in (FAIL, ERROR) and not r.not_run) or r.status == "unexpected-pass"],
             "not_run": Counter(r.message for r in c.run.results if r.not_run).most_common()}  # type: ignore[union-attr]
            for c in columns]
    return env.from_string(_HTML).render(columns=view, matrices=build(columns))


def write_html(columns: list[Column], path: Path) -> None:
    atomic.write_text(path, html(columns))
