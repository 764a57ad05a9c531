"""Stage: the termbase as TBX-Basic for CAT tools: generated/glossary.tbx (TBX v3) and
generated/glossary.2008.tbx (TBX 2008 `martif`, for translate-toolkit and tools of its generation)."""

from __future__ import annotations

from ..specs.glossary import load_glossary, to_tbx

ORDER = 25
NAME = "glossary"


def produce(ctx) -> None:
    path = ctx.root / "rulespecs" / "glossary.yaml"
    if path.exists():
        glossary = load_glossary(path)
        ctx.add("generated/glossary.tbx", to_tbx(glossary))
        ctx.add("generated/glossary.2008.tbx", to_tbx(glossary, version="2008"))
