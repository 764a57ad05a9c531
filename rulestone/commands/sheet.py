"""rulestone sheet GAME [--kind player|annotated] --lang ja|zh-Hant|en --format md|html|pdf [-o FILE]

The player sheet (default) is what a player prints, at most two A4 pages; the annotated rules are
for curators (every statement with its sources, a callout per discrepancy)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from .. import chromium, outpaths
from ..errors import InputError
from ..paths import project_root
from ..player_sheet import PlayerSheetBuilder, render_player, svg_files
from ..sheets import LANGS, SheetBuilder, render
from ..specs import clauses_from_dir
from .play import game_id
from .validate import validated_spec

HELP = "Print a game's player sheet or annotated rules in one language as Markdown, HTML or PDF."


def add_arguments(p) -> None:
    p.add_argument("game", type=game_id, help="game id (rulespecs/<game>.yaml)")
    p.add_argument("--kind", choices=("player", "annotated"), default="player",
                   help="player: the sheet to play from (default); annotated: the rules with sources")
    p.add_argument("--lang", choices=LANGS, default="en")
    p.add_argument("--format", choices=("md", "html", "pdf"), default="md")
    p.add_argument("-o", "--out", type=Path, help="output file (default: standard output; required for pdf)")


def run(args) -> int:
    root = project_root()
    if args.out:
        outpaths.check_file(args.out, "-o")
    spec = validated_spec(root, args.game)
    load_clauses = clauses_from_dir(root / "generated" / "clauses")
    clauses = {src: load_clauses(src) for src in spec.editions.values()}
    player = args.kind == "player"
    view = (PlayerSheetBuilder if player else SheetBuilder)(spec, clauses).build(args.lang)

    def page(fmt: str) -> str:
        return render_player(view, fmt) if player else render(view, fmt)

    if args.format == "pdf":
        if not args.out:
            raise InputError("-o", "a PDF needs an output file: -o FILE.pdf")
        with tempfile.TemporaryDirectory() as tmp:
            html = Path(tmp) / "sheet.html"
            html.write_text(page("html"), encoding="utf-8")
            pdf = Path(tmp) / "sheet.pdf"
            if player:  # at most two pages, no orphan last page (chromium.print_fitted)
                chromium.print_fitted(html, pdf)
            else:
                chromium.print_pdf(html, pdf)
            outpaths.write_bytes(args.out, pdf.read_bytes(), "-o")
        print(f"wrote {args.out}")
        return 0
    text = page(args.format)
    if args.out:
        outpaths.write_text(args.out, text, "-o")
        if player and args.format == "md":  # the pictures the Markdown links to, beside it
            for name, svg in svg_files(view):
                outpaths.write_text(args.out.parent / name, svg + "\n", "-o")
    else:
        sys.stdout.write(text)
    return 0
