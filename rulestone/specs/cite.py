"""Resolving quotes (W3C TextQuoteSelector: exact, prefix, suffix) against the clauses of an
edition. Both sides are compared as extract.normalise.fold keys (NFKC, whitespace removed,
counted kanji numerals as digits); a quote must lie inside one clause and be found once.

A clause is searched as its marker followed by its text (`2）` + `アクティブ…`), so a quote
may be written as the document prints it, numbering or bullet included, and a marker can
serve as a prefix."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Any

from extract.normalise import fold


@dataclass
class Edition:
    """The folded clause texts of one source, ready for searching."""

    source: str
    ids: list[str]
    texts: list[str]  # folded marker + text per clause
    joined: str = ""  # all folded texts in document order, to tell "across a boundary" apart
    starts: list[int] = field(default_factory=list)  # offset of each clause in joined
    headings: set[str] = field(default_factory=set)  # folded texts of the heading clauses
    wraps: dict[str, set[int]] = field(default_factory=dict)  # folded text -> where its lines wrapped

    @classmethod
    def from_clauses(cls, doc: dict[str, Any]) -> Edition:
        clauses = [c for c in doc.get("clauses", []) if isinstance(c, dict)]
        ed = cls(str(doc.get("source", "")), [str(c.get("id")) for c in clauses],
                 [fold(str(c.get("marker", "") or "") + str(c.get("text", ""))) for c in clauses])
        ed.headings = {t for c, t in zip(clauses, ed.texts, strict=True) if c.get("kind") == "heading"}
        for c, t in zip(clauses, ed.texts, strict=True):
            if cuts := _line_wraps(c, len(t)):
                ed.wraps[t] = cuts
        pos = 0
        for t in ed.texts:
            ed.starts.append(pos)
            pos += len(t)
        ed.joined = "".join(ed.texts)
        return ed

    def clause_at(self, offset: int) -> int:
        return bisect_right(self.starts, offset) - 1


def _line_wraps(clause: dict[str, Any], length: int) -> set[int]:
    """Offsets in the folded marker + text where the document's lines (`raw`) wrapped; empty when
    the joined lines do not fold to the clause text (then nothing is told)."""
    lines = [fold(ln) for ln in str(clause.get("raw") or "").split("\n")]
    text = fold(str(clause.get("text", "")))
    joined = "".join(lines)
    if len(lines) < 2 or not joined.endswith(text):
        return set()
    lead = length - len(text) - (len(joined) - len(text))  # marker in the text, marker in the raw lines
    cuts, at = set(), 0
    for ln in lines[:-1]:
        at += len(ln)
        if 0 < at + lead < length:
            cuts.add(at + lead)
    return cuts


@dataclass
class Resolution:
    status: str  # ok | missing | ambiguous | crosses | context | empty
    clauses: list[str]  # the clause(s) found (for crosses: the clauses the text runs across)
    without_context: int = 0  # occurrences of exact alone (to explain a context mismatch)

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def _find_all(hay: str, needle: str) -> list[int]:
    out, i = [], hay.find(needle)
    while i >= 0:
        out.append(i)
        i = hay.find(needle, i + 1)  # overlapping occurrences count: they are still ambiguous
    return out


def resolve(quote: dict[str, Any], edition: Edition) -> Resolution:
    exact = fold(str(quote.get("exact", "")))
    prefix = fold(str(quote.get("prefix", "") or ""))
    suffix = fold(str(quote.get("suffix", "") or ""))
    if not exact:
        return Resolution("empty", [])
    hits: list[str] = []
    bare = 0
    for cid, text in zip(edition.ids, edition.texts, strict=True):
        for i in _find_all(text, exact):
            bare += 1
            if text[:i].endswith(prefix) and text[i + len(exact):].startswith(suffix):
                hits.append(cid)
    if len(hits) == 1:
        return Resolution("ok", hits, bare)
    if len(hits) > 1:
        return Resolution("ambiguous", hits, bare)
    if bare:
        return Resolution("context", [], bare)
    for i in _find_all(edition.joined, exact):
        a, b = edition.clause_at(i), edition.clause_at(i + len(exact) - 1)
        if a != b:
            return Resolution("crosses", edition.ids[a:b + 1])
    return Resolution("missing", [])


def describe(quote: dict[str, Any], res: Resolution, lang: str, source: str) -> str:
    """The message for a quote that did not resolve (expected ..., found ...)."""
    q = repr(str(quote.get("exact", "")))
    if res.status == "empty":
        return f"expected a quote with text, found {q} (empty after normalisation)"
    if res.status == "missing":
        return f"quote {q} not found in edition {lang} ({source})"
    if res.status == "crosses":
        return (f"quote {q} not inside one clause in edition {lang} ({source}): it runs across clauses "
                f"{', '.join(res.clauses)}; quote each clause separately")
    if res.status == "context":
        ctx = ", ".join(f"{k} {quote[k]!r}" for k in ("prefix", "suffix") if quote.get(k))
        return (f"quote {q} found {res.without_context} time(s) in edition {lang} ({source}) "
                f"but never with {ctx}")
    if res.status == "ambiguous":
        counts: dict[str, int] = {}
        for c in res.clauses:
            counts[c] = counts.get(c, 0) + 1
        where = ", ".join(f"{c} (x{n})" if n > 1 else c for c, n in counts.items())
        return (f"quote {q} found {len(res.clauses)} times in edition {lang} ({source}): in clauses {where}; "
                f"expected exactly one, add a prefix or suffix")
    return "ok"
