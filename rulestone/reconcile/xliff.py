"""XLIFF 2.0 (OASIS, core only) of an alignment with its findings as notes, for CAT tools: one
<unit> per aligned pair or unmatched clause (source = edition A, target = edition B, as the
documents have them), the clause ids and the score in <notes>, and each finding on the unit
that holds its first clause as a <note category="rulestone:KIND" priority="1..10">."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

NS = "urn:oasis:names:tc:xliff:document:2.0"
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")  # not allowed in XML 1.0


def _clean(s: str) -> str:
    return _NOT_XML.sub("", s)


def priority(finding: Mapping[str, Any]) -> int:
    """XLIFF note priority: 1 (highest) .. 10; play-changing and confident findings first."""
    base = 1 if finding["severity"] == "play" else 5
    return min(10, base + int((1 - float(finding["confidence"])) * 4))


def to_xliff(report: Mapping[str, Any], doc_a: Mapping[str, Any], doc_b: Mapping[str, Any]) -> bytes:
    ET.register_namespace("", NS)
    raw_a = {c["id"]: str(c.get("raw", c["text"])) for c in doc_a["clauses"]}
    raw_b = {c["id"]: str(c.get("raw", c["text"])) for c in doc_b["clauses"]}
    langs = report["langs"]
    root = ET.Element(f"{{{NS}}}xliff", {"version": "2.0", "srcLang": langs["a"], "trgLang": langs["b"]})
    file_ = ET.SubElement(root, f"{{{NS}}}file", {"id": "f1", "original": f"{report['a']}|{report['b']}"})
    by_clause: dict[str, list[Mapping[str, Any]]] = {}
    for f in report["findings"]:
        first = (f["a"]["clauses"] or f["b"]["clauses"] or [""])[0]
        side = "a" if f["a"]["clauses"] else "b"
        by_clause.setdefault(f"{side}:{first}", []).append(f)
    for n, seg in enumerate(report["segments"], 1):
        unit = ET.SubElement(file_, f"{{{NS}}}unit", {"id": f"u{n}"})
        notes = ET.SubElement(unit, f"{{{NS}}}notes")
        ET.SubElement(
            notes, f"{{{NS}}}note", {"id": f"u{n}-clauses", "category": "rulestone:clauses"}
        ).text = f"{report['a']}: {' '.join(seg['a']) or '-'}; {report['b']}: {' '.join(seg['b']) or '-'}" + (
            f"; score {seg['score']:.3f}" if seg["score"] is not None else "; unmatched"
        )
        k = 0
        for key in [f"a:{c}" for c in seg["a"]] + [f"b:{c}" for c in seg["b"]]:
            for f in by_clause.pop(key, []):
                k += 1
                ET.SubElement(
                    notes,
                    f"{{{NS}}}note",
                    {
                        "id": f"u{n}-f{k}",
                        "category": f"rulestone:{f['kind']}",
                        "priority": str(priority(f)),
                        "appliesTo": "target" if key.startswith("b:") else "source",
                    },
                ).text = _clean(
                    f"[{f['severity']}, {f['confidence']:.2f}] {f['id']}: {f['explanation']['en']}"
                    + (
                        f" (ruled by {', '.join(f['ruled_by'])})"
                        if f.get("ruled_by")
                        else " (not yet ruled)"
                        if f.get("status") == "not yet ruled"
                        else ""
                    )
                )
        segment = ET.SubElement(unit, f"{{{NS}}}segment", {"id": f"s{n}"})
        ET.SubElement(segment, f"{{{NS}}}source").text = _clean("\n".join(raw_a[c] for c in seg["a"]))
        if seg["b"]:
            ET.SubElement(segment, f"{{{NS}}}target").text = _clean("\n".join(raw_b[c] for c in seg["b"]))
    ET.indent(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"
