"""Stage: reference sheets for every spec, in ja, zh-Hant and en, as Markdown and HTML."""

from __future__ import annotations

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
        for lang in LANGS:
            view = builder.build(lang)
            for fmt in FORMATS:
                ctx.add(f"generated/sheets/{spec.game_id}.{lang}.{fmt}", render(view, fmt))
            for pic in view["pictures"]:
                ctx.add(f"generated/sheets/{pic['file']}", pic["svg"] + "\n")
