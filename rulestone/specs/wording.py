"""Wording of the texts a spec shows to players (warnings of `rulestone validate`).

- A glossary term marked deprecated for a concept of the game, used in that language. Longer
  terms are matched first and blanked out, so a term inside a longer one of another concept
  (山札 in 山札置き場) is not taken for it; words in 「」 quote a document and are skipped.
  Admitted terms are admitted: a term to be replaced everywhere is marked deprecated.
- Engine jargon: seats numbered from 0 (席0, seat 0) are the engines' state, not a player's words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .load import LANGS, Path_

_QUOTED = re.compile(r"「[^」]*」|『[^』]*』|“[^”]*”")  # the documents' own words, quoted
_JARGON = {
    "ja": re.compile(r"席\s*[0-9０-９]"),
    "zh-Hant": re.compile(r"(?:席|座位)\s*[0-9０-９]"),
    "en": re.compile(r"\bseat\s*0\b|\bseat_\w+|\bphase\s*=", re.IGNORECASE),
}


def _terms(concepts: Iterable[dict[str, Any]], game: str, lang: str) -> list[tuple[str, str, str]]:
    """(term, status, concept id) of the game's concepts in one language, longest term first."""
    out = []
    for c in concepts:
        if game not in (c.get("games") or []):
            continue
        for t in c.get(lang) or []:
            if isinstance(t, dict) and isinstance(t.get("term"), str) and len(t["term"]) >= 2:
                out.append((t["term"], str(t.get("status", "")), str(c.get("id"))))
    return sorted(out, key=lambda x: -len(x[0]))


def wording_findings(texts: list[tuple[Path_, str]], concepts: list[dict[str, Any]],
                     game: str) -> list[tuple[Path_, str]]:
    """(path, message) for each problem; `texts` are (path, string) with the language last in path."""
    out: list[tuple[Path_, str]] = []
    for lang in LANGS:
        mine = [(p, s) for p, s in texts if p and p[-1] == lang]
        terms = _terms(concepts, game, lang)
        preferred = {cid: term for term, status, cid in terms if status == "preferred"}
        for path, text in mine:
            if (m := _JARGON[lang].search(text)) is not None:
                out.append((path, f"engine jargon {m.group(0)!r} in a text players read: expected the "
                                  "players' words (the first player, the player to the left, ...)"))
            rest = _QUOTED.sub(lambda m: "\0" * len(m.group(0)), text)
            for term, status, cid in terms:
                if term not in rest:
                    continue
                rest = rest.replace(term, "\0" * len(term))
                if status == "deprecated":
                    want = preferred.get(cid)
                    out.append((path, f"deprecated {lang} term {term!r} for concept {cid!r}"
                                      + (f": expected {want!r}" if want else "")))
    return out
