"""rulestone build [--check] [--only STAGE ...]"""

from __future__ import annotations

import re
import sys

from rich.console import Console

from .. import build
from ..conformance.untrusted import terminal_safe
from ..paths import project_root

HELP = "Run the whole pipeline (extract, validate, generate, conform) into generated/."


def add_arguments(p) -> None:
    p.add_argument("--check", action="store_true",
                   help="regenerate in memory and fail, naming each file, where generated/ differs "
                        "(writes nothing)")
    p.add_argument("--only", nargs="+", metavar="STAGE",
                   help="run only these stages (other stages' files are kept as they are)")
    p.add_argument("--list-stages", action="store_true", help="list the stages in the order they run")


def engineless(root) -> list[str]:
    """Games whose spec the generate stages skip: no engine logic for them."""
    from ..generate.python import has_logic

    return sorted(p.stem for p in (root / "rulespecs").glob("*.yaml")
                  if p.name != "glossary.yaml" and not has_logic(p))


def run(args) -> int:
    if args.list_stages:
        for stage in build.all_stages():
            para = " ".join((stage.__doc__ or "").strip().split("\n\n")[0].split())
            what = re.sub(r"^Stage( \d+)?: ", "", para).split(". ")[0].rstrip(".")
            print(f"{stage.NAME:12} {what}")
        return 0
    err = Console(stderr=True)
    root = project_root()
    build.check_only(args.only)
    if not args.check:
        for line in build.recover(root):
            err.print(f"[dim]recovered: {line}[/]", highlight=False)
    wanted = {*(args.only or []), build.GATE}  # validation runs before any stage that renders specs
    names = [s.NAME for s in build.all_stages() if not args.only or s.NAME in wanted]
    with err.status("") as status:
        def progress(name: str) -> None:
            status.update(f"[bold]{name}[/] (stage {names.index(name) + 1}/{len(names)})")
            if err.is_terminal:  # a log or a test sees only the outcome (bad input: one line)
                err.print(f"[dim]stage {name}[/]")
        ctx = build.run(root, args.only, progress)
    if ctx.failed_stage is not None:
        what = "compared" if args.check else "written"
        outcome = f"build failed in stage {ctx.failed_stage}: nothing {what}, generated/ is as it was"
        if ctx.exit_code == 2:  # bad input: one line, the first problem (`rulestone validate` lists all)
            first = " ".join(terminal_safe(ctx.failures[0]).split()) if ctx.failures else "bad input"
            more = f" (and {len(ctx.failures) - 1} more)" if len(ctx.failures) > 1 else ""
            print(f"rulestone: error: {first}{more}; {outcome}", file=sys.stderr)
        else:  # checks that failed: every failure, then the outcome
            for failure in ctx.failures:
                print(f"FAIL {terminal_safe(failure)}", file=sys.stderr)
            print(f"{outcome} ({len(ctx.failures)} problem(s))", file=sys.stderr)
        return ctx.exit_code
    for failure in ctx.failures:
        print(f"FAIL {terminal_safe(failure)}", file=sys.stderr)
    from ..stages.generate_c import SKIPPED

    for game, why in sorted(SKIPPED.items()):
        print(f"no C engine for {game}: {why}", file=sys.stderr)
    without = engineless(root)
    if without and (not args.only or {"generate", "generate-js"} & set(args.only)):
        print(f"no engines for {', '.join(without)}: their specs have no engine logic; "
              "sheets and reports only", file=sys.stderr)
    if args.check:
        problems = build.differences(ctx) if not args.only else [
            p for p in build.differences(ctx) if "stale" not in p]
        for p in problems:
            print(p)
        if problems:
            print(f"generated/ is out of sync: {len(problems)} file(s)", file=sys.stderr)
            return 1
        print(f"generated/ is in sync ({len(ctx.outputs)} files)")
        return 0
    written = build.write(ctx, prune=not args.only)
    print(f"{len(ctx.outputs)} files generated, {len(written)} changed")
    for w in written:
        print(f"  {w}")
    return 0
