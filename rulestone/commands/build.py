"""rulestone build [--check] [--only STAGE ...]"""

from __future__ import annotations

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


def engineless(root) -> list[str]:
    """Games whose spec the generate stages skip: no engine template (rule logic) for them."""
    from ..generate.python import has_template

    return sorted(p.stem for p in (root / "rulespecs").glob("*.yaml")
                  if p.name != "glossary.yaml" and not has_template(p.stem))


def run(args) -> int:
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
            err.print(f"[dim]stage {name}[/]")
        ctx = build.run(root, args.only, progress)
    for failure in ctx.failures:
        print(f"FAIL {terminal_safe(failure)}", file=sys.stderr)
    if ctx.failed_stage is not None:
        what = "compared" if args.check else "written"
        print(f"build failed in stage {ctx.failed_stage} ({len(ctx.failures)} problem(s)): nothing {what}, "
              "generated/ is as it was", file=sys.stderr)
        return ctx.exit_code
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
