"""Terminology from a termbase (rulespecs/glossary.yaml: concepts with ja / zh-Hant / en terms):
which terms of which concepts a clause uses, so that one concept rendered by two terms within an
edition, and aligned clauses naming different concepts, can be reported."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from extract.align import base_lang, fold_hanzi
from extract.normalise import fold


@dataclass(frozen=True)
class Term:
    term: str  # as the glossary writes it
    key: str  # folded, for matching
    concepts: frozenset[str]  # a term may name several concepts (回合: turn, round)
    status: str


def _key(term: str, lang: str) -> str:
    text = fold(term)
    return fold_hanzi(text.lower() if base_lang(lang) == "en" else text, lang)


class TermIndex:
    def __init__(self, glossary: Mapping[str, Any] | None):
        by_lang: dict[str, dict[str, dict[str, Any]]] = {}
        for concept in (glossary or {}).get("concepts") or []:
            if not isinstance(concept, Mapping) or not isinstance(concept.get("id"), str):
                continue
            for lang in ("ja", "zh-Hant", "en"):
                for entry in concept.get(lang) or []:
                    term = entry.get("term") if isinstance(entry, Mapping) else entry
                    if not isinstance(term, str) or not term.strip():
                        continue
                    key = _key(term, lang)
                    slot = by_lang.setdefault(base_lang(lang), {}).setdefault(
                        key, {"term": term, "concepts": set(), "status": "preferred"}
                    )
                    slot["concepts"].add(concept["id"])
                    if isinstance(entry, Mapping) and entry.get("status"):
                        slot["status"] = str(entry["status"])
        self.terms = {
            lang: sorted(
                (Term(v["term"], k, frozenset(v["concepts"]), v["status"]) for k, v in d.items()),
                key=lambda t: (-len(t.key), t.key),
            )
            for lang, d in by_lang.items()
        }

    def __bool__(self) -> bool:
        return bool(self.terms)

    def find(self, text: str, lang: str) -> list[Term]:
        """The terms in a text, longest first claiming their characters (宝石カード, not カード)."""
        hay = _key(text, lang)
        taken = [False] * len(hay)
        found = []
        for t in self.terms.get(base_lang(lang), []):
            if not t.key:
                continue
            i = hay.find(t.key)
            while i >= 0:
                span = range(i, i + len(t.key))
                if not any(taken[j] for j in span):
                    for j in span:
                        taken[j] = True
                    found.append(t)
                i = hay.find(t.key, i + 1)
        return found


def concept_mismatch(ta: list[Term], tb: list[Term], counted: bool = False) -> tuple[list[Term], list[Term]]:
    """Terms of A naming no concept B names, and of B naming none A names: aligned clauses that
    speak of different things (宝石カード against 黃金卡). `counted` compares occurrences too (for
    editions in one language, where a clause naming a thing twice must do so in both)."""
    if counted:
        ra, rb = list(ta), list(tb)
        for t in list(ra):
            twin = next((u for u in rb if u.concepts & t.concepts), None)
            if twin is not None:
                ra.remove(t)
                rb.remove(twin)
        return ra, rb
    ca = set().union(*(t.concepts for t in ta)) if ta else set()
    cb = set().union(*(t.concepts for t in tb)) if tb else set()
    return [t for t in ta if not t.concepts & cb], [t for t in tb if not t.concepts & ca]


def variants(clause_terms: Mapping[str, list[Term]]) -> dict[str, dict[str, list[str]]]:
    """concept -> term -> clause ids, for concepts an edition renders by two or more terms. Terms
    that name several concepts are left out: which one they mean is not known."""
    use: dict[str, dict[str, list[str]]] = {}
    for cid, terms in clause_terms.items():
        for t in terms:
            if len(t.concepts) != 1:
                continue
            (concept,) = t.concepts
            ids = use.setdefault(concept, {}).setdefault(t.term, [])
            if cid not in ids:
                ids.append(cid)
    return {c: by_term for c, by_term in use.items() if len(by_term) > 1}
