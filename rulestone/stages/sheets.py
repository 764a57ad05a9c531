"""Stage: sheets for every spec, in ja, zh-Hant and en, as Markdown and HTML: the player sheet
(<game>.<lang>.player.{md,html} and its SVG diagrams <game>.<lang>.<figure>.svg) and the annotated
rules for curators (<game>.<lang>.{md,html}, the names they always had)."""

from __future__ import annotations

from ..player_sheet import PlayerSheetBuilder, render_player, svg_files
from ..sheets import FORMATS, LANGS, SheetBuilder, render
from ..specs.load import load_spec

ORDER = 70
NAME = "sheets"


def produce(ctx) -> None:
    for path in sorted((ctx.root / "rulespecs").glob("*.yaml")):
        if path.name == "glossary.yaml":
            continue
        spec = load_spec(path)
        clauses = {src: ctx.clauses(src) for src in spec.editions.values()}
        builder = SheetBuilder(spec, clauses)
        player = PlayerSheetBuilder(spec, clauses)
        for lang in LANGS:
            view = builder.build(lang)
            for fmt in FORMATS:
                ctx.add(f"generated/sheets/{spec.game_id}.{lang}.{fmt}", render(view, fmt))
            for pic in view["pictures"]:
                ctx.add(f"generated/sheets/{pic['file']}", pic["svg"] + "\n")
            pview = player.build(lang)
            for fmt in FORMATS:
                ctx.add(f"generated/sheets/{spec.game_id}.{lang}.player.{fmt}", render_player(pview, fmt))
            for name, svg in svg_files(pview):
                ctx.add(f"generated/sheets/{name}", svg + "\n")
