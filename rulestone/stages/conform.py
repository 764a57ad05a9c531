"""Stage 90: run every conformance table this build generated against the generated Python engines,
and against the generated JavaScript engines when Node.js is installed.

The engines and their driver are run as files. When this run's generated/python/ differs from the
disk (a build that has not written yet, or `build --check`), they run from a temporary copy of
this run's versions, so the tables are always checked against the engines generated with them.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from ..conformance import tables as tbl
from ..conformance.compare import SKIP
from ..conformance.runner import run_tables
from ..errors import InputError

ORDER = 90
NAME = "conform"
FAILURE_EXIT = 1  # failures here are checks that failed, not bad input (see rulestone/build.py)

DRIVER = "generated/python/driver.py"
PY_DIR = "generated/python/"
JS_DRIVER = "generated/js/driver.mjs"
JS_DIR = "generated/js/"


def produce(ctx) -> None:
    rels = sorted(r for r in ctx.outputs if r.startswith(f"{tbl.TABLE_DIR}/") and r.endswith(".json"))
    if not rels:
        return
    tables = []
    for rel in rels:
        try:
            tables.append(tbl.parse(ctx.outputs[rel], rel))
        except InputError as e:
            ctx.failures.append(f"conform: {e}")
    if not tables:
        return
    py = {r: d for r, d in ctx.outputs.items() if r.startswith((PY_DIR, JS_DIR))}
    if DRIVER not in py and not (ctx.root / DRIVER).is_file():
        ctx.failures.append(f"conform: no {DRIVER} to run {len(tables)} conformance table(s) against")
        return
    stale = any(not (ctx.root / r).is_file() or (ctx.root / r).read_bytes() != d for r, d in py.items())
    if not stale:
        _check(ctx, tables, ctx.root)
        return
    with tempfile.TemporaryDirectory(prefix="rulestone-conform-") as tmp:
        for r, d in py.items():
            path = Path(tmp) / r
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(d)
        _check(ctx, tables, Path(tmp))


def _check(ctx, tables: list[tbl.Table], cwd: Path) -> None:
    timeout = float(ctx.options.get("conform_timeout", 30.0))
    impls = [("python", [sys.executable, DRIVER])]
    node = shutil.which("node")
    if node and (cwd / JS_DRIVER).is_file():
        impls.append(("js", [node, JS_DRIVER]))
    for name, command in impls:
        try:
            run = run_tables(tables, command, cwd, timeout)
        except InputError as e:
            ctx.failures.append(f"conform{'' if name == 'python' else ' ' + name}: {e}")
            continue
        for incident in run.incidents:  # a generated driver must keep to the protocol
            ctx.failures.append(f"conform{'' if name == 'python' else ' ' + name}: {incident}")
        for r in run.ordered():
            if r.failing or r.outcome == SKIP:  # the engine generated with a table must play all of it
                first = r.message.strip().splitlines()[0] if r.message.strip() else r.outcome
                who = "" if name == "python" else f"{name} "
                case = f"{r.case.game}/{r.case.rule}/{r.case.id}"
                ctx.failures.append(f"conform {who}{case}: {r.outcome}: {first}")
