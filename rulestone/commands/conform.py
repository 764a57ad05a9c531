"""rulestone conform [--impl COMMAND ...] [--impls python,js,c] [--html FILE] [--game G] [--rule ID] [--json]
[--junit FILE]
[--expectations FILE] ..."""

from __future__ import annotations

import shlex
import sys
import time
from pathlib import Path

from .. import atomic, outpaths
from ..conformance import matrix as mx
from ..conformance import report as rep
from ..conformance import tables as tbl
from ..conformance.runner import MAX_TIMEOUTS, run_tables
from ..errors import InputError
from ..paths import project_root

HELP = "Run the conformance tables against an implementation speaking the driver protocol."

DRIVER = "generated/python/driver.py"


def add_arguments(p) -> None:
    p.add_argument("--impl", metavar="COMMAND", action="append",
                   help="command starting the implementation (split as a shell would; run in the project "
                        f"root); default: the generated Python engines' driver, python {DRIVER}. Repeatable: "
                        "several implementations are run one after the other and reported side by side")
    p.add_argument("--impls", metavar="NAMES",
                   help="generated implementations to run, comma-separated: python "
                        "(generated/python/driver.py), js (node generated/js/driver.mjs), c "
                        "(generated/c/driver.c, compiled into ~/.cache/rulestone/c on first use); combines "
                        "with --impl")
    p.add_argument("--html", metavar="FILE", type=Path,
                   help="write an HTML page: per game, case groups by implementation (pass/fail/error/skip)")
    p.add_argument("--game", metavar="G", help="only the table of this game (generated/conformance/G.json)")
    p.add_argument("--rule", metavar="ID", help="only the cases of this rule (a spec entry id; with --game)")
    p.add_argument("--table", metavar="FILE", type=Path, action="append",
                   help="run this table file instead of generated/conformance/ (repeatable)")
    p.add_argument("--json", action="store_true", help="print JSON lines (one per case, then a summary line)")
    p.add_argument("--junit", metavar="FILE", type=Path, help="write JUnit XML here")
    p.add_argument("--expectations", metavar="FILE", type=Path,
                   help="YAML file of known failures {case-id: FAIL|ERROR|SKIP}; they do not fail the run")
    p.add_argument("--write-expectations", metavar="FILE", type=Path,
                   help="write every case that did not pass to this expectations file (keeps reasons)")
    p.add_argument("--timeout", metavar="SECONDS", type=float, default=10.0,
                   help="per-case time limit; a case that exceeds it is errored and the implementation "
                        "restarted (default 10)")
    p.add_argument("--window", metavar="N", type=int, default=64,
                   help="run messages written ahead of replies (default 64; 1 = strict request/response)")
    p.add_argument("--deadline", metavar="SECONDS", type=float,
                   help="time limit for the whole run (every implementation); the cases left when it passes "
                        "are reported as not run")
    p.add_argument("--max-timeouts", metavar="N", type=int, default=MAX_TIMEOUTS,
                   help="after N cases in a row time out, stop that implementation and report the rest as "
                        f"not run (default {MAX_TIMEOUTS}; 0 = no limit)")
    p.add_argument("--start-timeout", metavar="SECONDS", type=float, default=30.0,
                   help="time an implementation has to answer start (default 30)")


def run(args) -> int:
    from rich.console import Console

    root = project_root()
    for flag, out_path in (("--html", args.html), ("--junit", args.junit),
                           ("--write-expectations", args.write_expectations)):
        if out_path:  # refused before any case runs (rulestone/outpaths.py)
            outpaths.check_file(out_path, flag)
    if not args.timeout > 0:
        raise InputError("--timeout", f"expected a number of seconds above 0, found {args.timeout:g}")
    if args.window < 1:
        raise InputError("--window", f"expected at least 1, found {args.window}")
    if args.deadline is not None and not args.deadline > 0:
        raise InputError("--deadline", f"expected a number of seconds above 0, found {args.deadline:g}")
    if args.max_timeouts < 0:
        raise InputError("--max-timeouts", f"expected 0 (no limit) or more, found {args.max_timeouts}")
    if not args.start_timeout > 0:
        raise InputError("--start-timeout",
                         f"expected a number of seconds above 0, found {args.start_timeout:g}")
    deadline = time.monotonic() + args.deadline if args.deadline is not None else None
    if args.table:
        paths = list(args.table)
    else:
        paths = tbl.discover(root, args.game)
    tables = [tbl.load(p, rep.rel(p, root)) for p in paths]
    if args.game and args.table:
        tables = [t for t in tables if t.game == args.game]
        if not tables:
            raise InputError(str(args.table[0]), f"no table for game {args.game!r}")
    seen: dict[str, str] = {}
    for t in tables:
        if t.game in seen:
            raise InputError(t.path, f"game {t.game!r} already has a table ({seen[t.game]})")
        seen[t.game] = t.path
    if args.rule:
        import difflib
        rules = sorted({c.rule for t in tables for c in t.cases})
        for t in tables:
            t.cases = [c for c in t.cases if c.rule == args.rule]
        tables = [t for t in tables if t.cases]
        if not tables:
            close = difflib.get_close_matches(args.rule, rules, n=1)
            hint = f"; did you mean {close[0]}?" if close else ""
            raise InputError("--rule", f"expected a rule with cases, found {args.rule!r}{hint}")
    expectations = rep.load_expectations(args.expectations) if args.expectations else {}
    argvs = [mx.split_command(c) for c in args.impl or []]
    if args.impls is not None:
        argvs += mx.named(args.impls, root)
    if not argvs:
        if not (root / DRIVER).is_file():
            raise InputError(DRIVER, "no generated Python driver; run `rulestone build` or give --impl")
        argvs = [[sys.executable, DRIVER]]
    if len(argvs) > 1 and args.write_expectations:
        raise InputError("--write-expectations", "known failures are per implementation: give one --impl")

    err = Console(stderr=True)
    out = Console(soft_wrap=True)
    if not out.is_terminal:
        out = Console(soft_wrap=True, width=160)  # logs and pipes: keep rule ids whole
    total = sum(len(t.cases) for t in tables)
    show = err.is_terminal and not args.json

    bounds = {"max_timeouts": args.max_timeouts, "deadline": deadline, "start_timeout": args.start_timeout}

    def run_one(argv: list[str]) -> rep.Run:
        if not show:
            return run_tables(tables, argv, root, args.timeout, expectations, str(args.expectations or ""),
                              args.window, **bounds)
        from rich.progress import Progress

        with Progress(console=err, transient=True) as prog:
            task = prog.add_task(f"conform {shlex.join(argv)}"[:60], total=total)
            shown = [0.0]

            def tick(n: int) -> None:  # every case counts, a timed-out one too; redrawn at most 10 times/s
                now = time.monotonic()
                if n == total or now - shown[0] >= 0.1:
                    prog.update(task, completed=n)
                    shown[0] = now

            return run_tables(tables, argv, root, args.timeout, expectations, str(args.expectations or ""),
                              args.window, tick, **bounds)

    columns = [mx.Column(shlex.join(argv), argv, run_one(argv)) for argv in argvs]
    mx.label_columns(columns)
    if args.html:
        mx.write_html(columns, args.html)
    if len(columns) > 1:
        if args.json:
            sys.stdout.write(mx.json_lines(columns))
        else:
            mx.print_terminal(columns, out)
        if args.junit:
            atomic.write_bytes(args.junit, mx.junit(columns))
        return 0 if all(c.run and c.run.ok for c in columns) else 1
    result = columns[0].run
    assert result is not None
    if args.json:
        sys.stdout.write(rep.json_lines(result))
    else:
        rep.print_terminal(result, out)
    if args.junit:
        rep.write_junit(result, args.junit)
    if args.write_expectations:
        n = rep.write_expectations(result, args.write_expectations, expectations)
        err.print(f"{n} expectation(s) written to {args.write_expectations}")
    return 0 if result.ok else 1
