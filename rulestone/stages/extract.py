"""Stage 1: every source in the manifest -> generated/clauses/<id>.yaml (schema-checked)."""

from __future__ import annotations

from .. import yamlio
from ..schemas import validate_instance
from ..sources import extract_source

ORDER = 10
NAME = "extract"


def produce(ctx) -> None:
    for src in ctx.sources:
        doc = extract_source(src)
        validate_instance(doc, "clauses", f"generated/clauses/{src.id}.yaml")
        ctx.add(f"generated/clauses/{src.id}.yaml", yamlio.dump(doc))
