"""rulestone sheet GAME --lang ja|zh-Hant|en --format md|html|pdf [-o FILE]"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from .. import chromium, outpaths
from ..errors import InputError
from ..paths import project_root
from ..sheets import LANGS, SheetBuilder, render
from ..specs import clauses_from_dir
from .play import game_id
from .validate import validated_spec

HELP = "Print a game's reference sheet in one language as Markdown, HTML or PDF."


def add_arguments(p) -> None:
    p.add_argument("game", type=game_id, help="game id (rulespecs/<game>.yaml)")
    p.add_argument("--lang", choices=LANGS, default="en")
    p.add_argument("--format", choices=("md", "html", "pdf"), default="md")
    p.add_argument("-o", "--out", type=Path, help="output file (default: standard output; required for pdf)")


def run(args) -> int:
    root = project_root()
    if args.out:
        outpaths.check_file(args.out, "-o")
    spec = validated_spec(root, args.game)
    load_clauses = clauses_from_dir(root / "generated" / "clauses")
    builder = SheetBuilder(spec, {src: load_clauses(src) for src in spec.editions.values()})
    view = builder.build(args.lang)
    if args.format == "pdf":
        if not args.out:
            raise InputError("-o", "a PDF needs an output file: -o FILE.pdf")
        with tempfile.TemporaryDirectory() as tmp:
            html = Path(tmp) / "sheet.html"
            html.write_text(render(view, "html"), encoding="utf-8")
            pdf = Path(tmp) / "sheet.pdf"
            chromium.print_pdf(html, pdf)
            outpaths.write_bytes(args.out, pdf.read_bytes(), "-o")
        print(f"wrote {args.out}")
        return 0
    text = render(view, args.format)
    if args.out:
        outpaths.write_text(args.out, text, "-o")
    else:
        sys.stdout.write(text)
    return 0
