"""A reconciliation finding: its kind, severity, confidence, both sides and an explanation in
en, ja and zh-Hant; and the ranking (severity, then confidence, then document order)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

KINDS = (
    "number-mismatch",
    "condition-change",
    "polarity-flip",
    "omission",
    "addition",
    "terminology",
    "internal-contradiction",
    "step-order",
)
PLAY, WORDING = "play", "wording"  # changes play / wording only

# Explanations per kind; fields are filled from the finding's detail (numbers, words, terms).
TEMPLATES: dict[str, dict[str, str]] = {
    "number-mismatch": {
        "en": "The numbers differ: {a_lang} says {a_vals}, {b_lang} says {b_vals}.",
        "ja": "数値が異なります：{a_lang}は{a_vals}、{b_lang}は{b_vals}。",
        "zh-Hant": "數值不同:{a_lang}為{a_vals},{b_lang}為{b_vals}。",
    },
    "condition-change": {
        "en": "The condition changes: {a_lang} has {a_vals}, {b_lang} has {b_vals} (inclusive and exclusive "
        "bounds differ).",
        "ja": "条件が異なります：{a_lang}は「{a_vals}」、{b_lang}は「{b_vals}」"
        "（以上／超などの境界が違う）。",
        "zh-Hant": "條件不同:{a_lang}為「{a_vals}」,{b_lang}為「{b_vals}」(含與不含的界限不同)。",
    },
    "polarity-flip": {
        "en": "The meaning flips ({axis}): {a_lang} has {a_vals}, {b_lang} has {b_vals}.",
        "ja": "意味が反転しています（{axis}）：{a_lang}は「{a_words}」、{b_lang}は「{b_words}」。",
        "zh-Hant": "意思相反({axis}):{a_lang}為「{a_words}」,{b_lang}為「{b_words}」。",
    },
    # a polarity flip read from a word one edition says alone (may against a plain statement)
    "polarity-one-side": {
        "en": "Only one edition says it ({axis}): {a_lang} has {a_vals}, {b_lang} has {b_vals}.",
        "ja": "一方の版にだけある語です（{axis}）：{a_lang}は「{a_words}」、{b_lang}は「{b_words}」。",
        "zh-Hant": "僅一個版本有此用語({axis}):{a_lang}為「{a_words}」,{b_lang}為「{b_words}」。",
    },
    "omission": {
        "en": "{a_lang} has a rule that {b_lang} does not render ({gap_en}).",
        "ja": "{a_lang}にある規則が{b_lang}にありません（{gap_ja}）。",
        "zh-Hant": "{a_lang}有此規則,{b_lang}{gap_zh}。",
    },
    "addition": {
        "en": "{b_lang} has a rule that {a_lang} does not have ({gap_en}).",
        "ja": "{b_lang}には{a_lang}にない規則があります（{gap_ja}）。",
        "zh-Hant": "{b_lang}有{a_lang}沒有的規則({gap_zh})。",
    },
    "terminology": {"en": "{what}", "ja": "{what_ja}", "zh-Hant": "{what_zh}"},
    "internal-contradiction": {
        "en": "{edition_lang} contradicts itself: {what} is {vals} in different clauses.",
        "ja": "{edition_lang}の中で矛盾しています：「{what}」が箇所によって{vals}。",
        "zh-Hant": "{edition_lang}自相矛盾:「{what}」在不同條文中為{vals}。",
    },
    "step-order": {
        "en": "The steps come in a different order: {b_lang} puts these two steps the other way round.",
        "ja": "手順の順序が異なります：{b_lang}ではこの2つの手順が逆の順になっています。",
        "zh-Hant": "步驟順序不同:{b_lang}中這兩個步驟的先後相反。",
    },
}


# how an omission or addition is missing: a whole clause unless a finding says otherwise (a sentence
# of an aligned clause that its counterpart lacks: reconcile.partial)
GAP = {"gap_en": "no aligned counterpart", "gap_ja": "対応する文がない", "gap_zh": "沒有對應的句子"}
GAP_SENTENCE = {
    "gap_en": "the sentence is missing from its counterpart clause",
    "gap_ja": "対応する条文にこの文がない",
    "gap_zh": "對應的條文中沒有這一句",
}


@dataclass
class Side:
    source: str
    clauses: list[str]
    text: str  # normalised, as in the clauses file
    raw: str  # as the document has it
    lines: list[int]

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "clauses": self.clauses,
            "text": self.text,
            "raw": self.raw,
            "lines": self.lines,
        }


@dataclass
class Finding:
    kind: str
    severity: str
    confidence: float
    a: Side
    b: Side
    fields: dict[str, str]  # what the explanation templates need
    detail: dict[str, Any] = field(default_factory=dict)
    pair_score: float | None = None
    edition: str | None = None  # "a" or "b" for a finding inside one edition
    order: tuple[int, int] = (0, 0)  # position in A and B, for a stable ranking
    id: str = ""

    def explanation(self) -> dict[str, str]:
        fields = {**GAP, **self.fields}
        tpls = TEMPLATES[fields.get("template", self.kind)]
        return {lang: tpl.format(**fields) for lang, tpl in tpls.items()}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "severity": self.severity,
            "confidence": round(self.confidence, 3),
            "a": self.a.to_json(),
            "b": self.b.to_json(),
            "explanation": self.explanation(),
            "detail": self.detail,
            "pair_score": self.pair_score,
        }
        if self.edition:
            out["edition"] = self.edition
        return out


def rank(findings: list[Finding]) -> list[Finding]:
    """Severity (changes play first), then confidence, then where it is in the documents; ids
    are given after ranking, from the kind and the first clause of each side (stable across runs)."""
    findings = sorted(findings, key=lambda f: (f.severity != PLAY, -round(f.confidence, 3), f.order, f.kind))
    seen: dict[str, int] = {}
    for f in findings:
        base = f"{f.kind}:{f.a.clauses[0] if f.a.clauses else '-'}:{f.b.clauses[0] if f.b.clauses else '-'}"
        seen[base] = seen.get(base, 0) + 1
        f.id = base if seen[base] == 1 else f"{base}:{seen[base]}"
    return findings
