"""rulestone sheet GAME --lang ja|zh-Hant|en --format md|html|pdf [-o FILE]"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from .. import atomic, chromium
from ..build import Context
from ..errors import InputError
from ..paths import project_root
from ..sheets import LANGS, SheetBuilder, render
from ..sources import load_manifest
from ..specs.load import load_spec

HELP = "Print a game's reference sheet in one language as Markdown, HTML or PDF."


def add_arguments(p) -> None:
    p.add_argument("game", help="game id (rulespecs/<game>.yaml)")
    p.add_argument("--lang", choices=LANGS, default="en")
    p.add_argument("--format", choices=("md", "html", "pdf"), default="md")
    p.add_argument("-o", "--out", type=Path, help="output file (default: standard output; required for pdf)")


def run(args) -> int:
    root = project_root()
    path = root / "rulespecs" / f"{args.game}.yaml"
    if not path.exists():
        raise InputError(str(path), f"no spec for game {args.game!r}")
    spec = load_spec(path)
    ctx = Context(root, load_manifest(root))
    builder = SheetBuilder(spec, {src: ctx.clauses(src) for src in spec.editions.values()})
    view = builder.build(args.lang)
    if args.format == "pdf":
        if not args.out:
            raise InputError("-o", "a PDF needs an output file: -o FILE.pdf")
        with tempfile.TemporaryDirectory() as tmp:
            html = Path(tmp) / "sheet.html"
            html.write_text(render(view, "html"), encoding="utf-8")
            pdf = Path(tmp) / "sheet.pdf"
            chromium.print_pdf(html, pdf)
            atomic.write_bytes(args.out, pdf.read_bytes())
        print(f"wrote {args.out}")
        return 0
    text = render(view, args.format)
    if args.out:
        atomic.write_text(args.out, text)
    else:
        sys.stdout.write(text)
    return 0
