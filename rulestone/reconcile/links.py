"""Findings tied to the discrepancy register of a spec: a finding is ruled by every discrepancy
whose quotes (in its readings, and in the rule it concerns) fall in the finding's clauses; the
others are the curator's to-do, "not yet ruled"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..specs.cite import Edition, resolve
from .detect import Checked, check, reconcile

RULED, NOT_YET = "ruled", "not yet ruled"


def discrepancy_clauses(
    spec: Mapping[str, Any], docs: Mapping[str, Mapping[str, Any]]
) -> dict[str, dict[str, set[str]]]:
    """discrepancy id -> source id -> clause ids its readings (and its rule) cite. `docs` maps
    source ids to clauses documents."""
    editions = {lang: src for lang, src in ((spec.get("game") or {}).get("editions") or {}).items()}
    eds = {src: Edition.from_clauses(dict(doc)) for src, doc in docs.items()}
    rules = {
        e.get("id"): e
        for section in ("components", "setup", "rules", "scoring", "end")
        for e in (spec.get(section) or [])
        if isinstance(e, Mapping)
    }
    out: dict[str, dict[str, set[str]]] = {}
    for d in spec.get("discrepancies") or []:
        if not isinstance(d, Mapping) or not isinstance(d.get("id"), str):
            continue
        cites: list[tuple[str, Mapping[str, Any]]] = []
        for r in (d.get("readings") or {}).values():
            for lang, qs in ((r or {}).get("cites") or {}).items():
                cites += [(lang, q) for q in qs or []]
        rule = rules.get(d.get("rule"))
        for lang, qs in ((rule or {}).get("cites") or {}).items():
            cites += [(lang, q) for q in qs or []]
        found = out.setdefault(d["id"], {})
        for lang, q in cites:
            src = editions.get(lang)
            if src in eds and isinstance(q, Mapping):
                res = resolve(dict(q), eds[src])
                if res.ok or res.status == "crosses":
                    found.setdefault(src, set()).update(res.clauses)
    return out


def link(
    report: dict[str, Any], spec: Mapping[str, Any] | None, docs: Mapping[str, Mapping[str, Any]] | None
) -> dict[str, Any]:
    """Add `ruled_by` and `status` to every finding (in place); `spec` None means no spec."""
    table = discrepancy_clauses(spec, docs or {}) if spec else {}
    for f in report["findings"]:
        if spec is None:
            f["ruled_by"], f["status"] = [], "no spec"
            continue
        mine = {(f["a"]["source"], c) for c in f["a"]["clauses"]} | {
            (f["b"]["source"], c) for c in f["b"]["clauses"]
        }
        ruled = sorted(
            d
            for d, by_src in table.items()
            if any((src, c) in mine for src, cs in by_src.items() for c in cs)
        )
        f["ruled_by"], f["status"] = ruled, RULED if ruled else NOT_YET
    report["spec"] = (spec.get("game") or {}).get("id") if spec else None
    report["not_yet_ruled"] = sum(f["status"] == NOT_YET for f in report["findings"])
    return report


def editions_checked(
    spec: Any, clauses: Mapping[str, Mapping[str, Any]], glossary: Mapping[str, Any] | None
) -> Checked:
    """A spec's first two editions aligned as the findings read them (detect.check)."""
    (lang_a, src_a), (lang_b, src_b) = list(spec.editions.items())[:2]
    return check(clauses[src_a], clauses[src_b], lang_a, lang_b, glossary)


def typed_findings(
    spec: Any, clauses: Mapping[str, Mapping[str, Any]], glossary: Mapping[str, Any] | None,
    checked: Checked | None = None,
) -> dict[str, Any]:
    """The findings between a spec's first two editions, linked to its register. `spec` is a
    loaded Spec (editions, data); `clauses` maps source ids to clauses documents; `checked`:
    editions_checked()'s result, where the caller has it."""
    (lang_a, src_a), (lang_b, src_b) = list(spec.editions.items())[:2]
    report = reconcile(clauses[src_a], clauses[src_b], lang_a, lang_b, glossary, checked)
    return link(report, spec.data, {src_a: clauses[src_a], src_b: clauses[src_b]})
