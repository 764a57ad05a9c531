"""Stage 2: validate every rulespecs/*.yaml against the clauses of this run; errors fail the
build, and all findings (warnings included) go to generated/reports/validation.json."""

from __future__ import annotations

import json

from ..errors import InputError
from ..specs import facts_from_dir, load_glossary, load_spec, validate_glossary, validate_spec
from ..specs.findings import Finding

ORDER = 20
NAME = "validate"
REPORT = "generated/reports/validation.json"


def produce(ctx) -> None:
    specs = sorted(p for p in (ctx.root / "rulespecs").glob("*.yaml") if p.name != "glossary.yaml")
    if not specs:
        return
    findings: list[Finding] = []
    glossary = None
    gpath = ctx.root / "rulespecs" / "glossary.yaml"
    if gpath.is_file():
        try:
            glossary = load_glossary(gpath)
            findings += validate_glossary(glossary, "rulespecs/glossary.yaml")
        except InputError as e:
            ctx.failures.append(str(e))

    def clauses(source_id: str) -> dict:
        try:
            return ctx.clauses(source_id)
        except FileNotFoundError:
            raise InputError(f"generated/clauses/{source_id}.yaml",
                             f"no clauses for edition {source_id}: is it in sources/sources.yaml?") from None

    # the facts live beside the checkout, not in it: checked when present
    facts_dir = ctx.root.parent / "shared" / "facts"
    facts = facts_from_dir(facts_dir) if facts_dir.is_dir() else None
    for path in specs:
        rel = path.relative_to(ctx.root).as_posix()
        try:
            findings += validate_spec(load_spec(path), clauses, glossary, rel, facts)
        except InputError as e:
            ctx.failures.append(str(e))
    ctx.failures += [f"validate: {f}" for f in findings if f.severity == "error"]
    report = {
        "specs": [p.relative_to(ctx.root).as_posix() for p in specs],
        "errors": sum(f.severity == "error" for f in findings),
        "warnings": sum(f.severity == "warning" for f in findings),
        "findings": [f.to_json() for f in findings],
    }
    ctx.add(REPORT, json.dumps(report, ensure_ascii=False, indent=2, sort_keys=True) + "\n")
