"""Stage: reconciliation reports for every game whose spec has two editions: the spec-based report
(<game>.reconciliation.*) and the typed findings of the two editions (<game>.findings.*)."""

from __future__ import annotations

import json

import yaml

from ..engines import load_engine
from ..reconcile import build, render, views
from ..reconcile.links import editions_checked, typed_findings
from ..specs.load import load_spec

ORDER = 75
NAME = "reports"


def produce(ctx) -> None:
    glossary_path = ctx.root / "rulespecs" / "glossary.yaml"
    glossary = yaml.safe_load(glossary_path.read_text(encoding="utf-8")) if glossary_path.exists() else None
    for path in sorted((ctx.root / "rulespecs").glob("*.yaml")):
        if path.name == "glossary.yaml":
            continue
        spec = load_spec(path)
        if len(spec.editions) < 2:
            continue
        game = spec.game_id
        clauses = {src: ctx.clauses(src) for src in spec.editions.values()}
        table_bytes = ctx.output(f"generated/conformance/{game}.json")
        table = json.loads(table_bytes) if table_bytes else None
        code = ctx.output(f"generated/python/{game}.py")
        engine = load_engine(game, ctx.root, code.decode("utf-8")) if code else None
        c_text, h_text = ctx.output(f"generated/c/{game}.c"), ctx.output(f"generated/c/{game}.h")
        c_texts = (c_text.decode("utf-8"), h_text.decode("utf-8")) if c_text and h_text else None
        sim = (code.decode("utf-8"), c_texts) if code else None
        checked = editions_checked(spec, clauses, glossary)  # (both reports read one alignment)
        report = build(spec, clauses, glossary, table, engine, sim, checked)
        base = f"generated/reports/{game}.reconciliation"
        ctx.add(f"{base}.json", json.dumps(report, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
        ctx.add(f"{base}.md", render(report, "md"))
        ctx.add(f"{base}.html", render(report, "html"))
        # the typed findings of the two editions, each linked to the discrepancy that rules it
        findings = typed_findings(spec, clauses, glossary, checked)
        ctx.add(f"generated/reports/{game}.findings.json",
                json.dumps(findings, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
        ctx.add(f"generated/reports/{game}.findings.md", views.markdown(findings))
        ctx.add(f"generated/reports/{game}.findings.html", views.html(findings))
