"""rulestone build [--check] [--only STAGE ...]"""

from __future__ import annotations

import sys

from rich.console import Console

from .. import build
from ..paths import project_root

HELP = "Run the whole pipeline (extract, validate, generate, conform) into generated/."


def add_arguments(p) -> None:
    p.add_argument("--check", action="store_true",
                   help="regenerate in memory and fail, naming each file, where generated/ differs")
    p.add_argument("--only", nargs="+", metavar="STAGE", help="run only these stages")


def run(args) -> int:
    err = Console(stderr=True)
    root = project_root()
    names = [s.NAME for s in build.all_stages() if not args.only or s.NAME in args.only]
    with err.status("") as status:
        def progress(name: str) -> None:
            status.update(f"[bold]{name}[/] (stage {names.index(name) + 1}/{len(names)})")
            if err.is_terminal:  # a log or a test sees only the outcome (bad input: one line)
                err.print(f"[dim]stage {name}[/]")
        ctx = build.run(root, args.only, progress)
    for failure in ctx.failures:
        print(f"FAIL {failure}", file=sys.stderr)
    if args.check:
        problems = build.differences(ctx) if not args.only else [
            p for p in build.differences(ctx) if "stale" not in p]
        for p in problems:
            print(p)
        if problems:
            print(f"generated/ is out of sync: {len(problems)} file(s)", file=sys.stderr)
            return 1
        print(f"generated/ is in sync ({len(ctx.outputs)} files)")
    else:
        written = build.write(ctx, prune=not args.only)
        print(f"{len(ctx.outputs)} files generated, {len(written)} changed")
        for w in written:
            print(f"  {w}")
    return 1 if ctx.failures else 0
