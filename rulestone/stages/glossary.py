"""Stage: the termbase as TBX-Basic (generated/glossary.tbx), for CAT tools."""

from __future__ import annotations

from ..specs.glossary import load_glossary, to_tbx

ORDER = 25
NAME = "glossary"


def produce(ctx) -> None:
    path = ctx.root / "rulespecs" / "glossary.yaml"
    if path.exists():
        ctx.add("generated/glossary.tbx", to_tbx(load_glossary(path)))
