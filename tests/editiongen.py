"""Synthetic second editions of a clauses document, for measuring the aligner on material it was
never tuned on: sections reordered (a summary moved to the front, blocks swapped), clauses merged
(with the next, or with the one after next: parts set apart), split, dropped, added (from another
document), reworded (characters dropped, numbers kept), and optionally the script changed
(zh-Hant -> zh-Hans through OpenCC) so no text is shared verbatim.

`make(doc, seed, other)` returns the edition (a clauses document with sections and headings) and
the truth: for each clause id of the original, the ids of the edition's clauses carrying its text.
Used by bench/align.py and tests/test_align.py (the tests run seeds the bench does not print).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from extract.align import fold_hanzi


@dataclass
class Edition:
    doc: dict[str, Any]
    truth: dict[str, list[str]]  # original clause id -> edition clause ids


def _sections(doc: dict[str, Any]) -> list[list[dict[str, Any]]]:
    out: list[list[dict[str, Any]]] = []
    for c in doc["clauses"]:
        if c["kind"] == "heading" or not out:
            out.append([])
        out[-1].append(c)
    return out


def _reword(text: str, rng: random.Random) -> str:
    """Drop about one character in eight, never a digit (an edition rewords, it keeps numbers)."""
    return "".join(ch for ch in text if ch.isdigit() or rng.random() > 0.12) or text


def terms_ja_zh(glossary: dict[str, Any]) -> list[tuple[str, str]]:
    """(Japanese term, the preferred zh-Hant term) of every concept of a termbase, longest first."""
    out = []
    for c in glossary.get("concepts", []):
        zh = [t["term"] for t in c.get("zh-Hant", []) if t.get("status") == "preferred"]
        if zh:
            out += [(t["term"], zh[0]) for t in c.get("ja", []) if t.get("status") != "deprecated"]
    return sorted(out, key=lambda p: -len(p[0]))


_KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff]+")


def pseudo_chinese(text: str, terms: list[tuple[str, str]]) -> str:
    """A crude Chinese edition of Japanese text: termbase terms put into their zh-Hant form, the
    kanji into traditional hanzi (OpenCC jp2t), the kana (grammar, loanwords) dropped. What a
    translation shares with its original (numbers, Sino-Japanese words, named concepts) stays;
    everything else is gone, as in a real translation."""
    from extract.align import _converter

    held: list[str] = []
    for ja, zh in terms:
        if ja in text:
            text = text.replace(ja, f"\x00{len(held)}\x00")
            held.append(zh)
    text = _KANA.sub("", _converter("jp2t").convert(text))
    return re.sub(r"\x00(\d+)\x00", lambda m: held[int(m.group(1))], text) or "。"


def make(doc: dict[str, Any], seed: int, other: dict[str, Any] | None = None,
         simplify: bool = False, translate: list[tuple[str, str]] | None = None,
         summary: int = 0, steps: float = 0.0) -> Edition:
    """`translate`: termbase pairs (terms_ja_zh) to make a pseudo-Chinese edition of a Japanese
    document (pseudo_chinese), after the reordering and rewording. `summary`: a section of that
    many clauses first, each restating (shortened) a rule from anywhere in the document, as a fan
    translation's turn summary does; the rule also keeps its own counterpart in place. `steps`: the
    share of paragraphs of three sentences or more set out one sentence a clause, as an edition
    sets a setup paragraph out as numbered steps (more parts than a bead shape holds)."""
    rng = random.Random(seed)
    steps_rng = random.Random(seed + 1_000_003)  # its own draws: editions without steps as before
    blocks = _sections(doc)
    # reorder sections: swap two, and move one to the front (a turn summary first)
    order = list(range(len(blocks)))
    if len(order) >= 4:
        a, b = rng.sample(range(1, len(order)), 2)
        order[a], order[b] = order[b], order[a]
        moved = order.pop(rng.randrange(2, len(order)))
        order.insert(0, moved)
    extra = [c["text"] for c in (other or {}).get("clauses", [])
             if c["kind"] == "rule" and len(c["text"]) > 10]
    sections: list[dict[str, Any]] = []
    clauses: list[dict[str, Any]] = []
    truth: dict[str, list[str]] = {c["id"]: [] for c in doc["clauses"]}
    rules = [c for c in doc["clauses"] if c["kind"] == "rule" and len(c["text"]) >= 16]
    recap = rng.sample(rules, min(summary, len(rules))) if summary else []  # (no draw: seeds as before)
    if recap:
        sections.append({"id": "s0", "title": "", "level": 1, "parent": None})
        for k, c in enumerate(recap, 1):  # the first part of each rule, to its first comma or so
            cut = next((m.end() for m in re.finditer(r"[,、，]", c["text"]) if m.end() >= 8), len(c["text"]))
            clauses.append({"id": f"s0-{k}", "section": "s0", "kind": "rule", "marker": "",
                            "text": _reword(c["text"][:max(cut, 12)], rng)})
            truth[c["id"]].append(f"s0-{k}")
    for n, bi in enumerate(order, 1):
        sid = f"s{n}"
        sections.append({"id": sid, "title": "", "level": 1, "parent": None})
        k = 0

        def add(kind: str, text: str, origin: list[str], sid: str = sid) -> None:
            nonlocal k
            cid = f"{sid}-{k}"
            k += 1
            clauses.append({"id": cid, "section": sid, "kind": kind, "marker": "", "text": text})
            for o in origin:
                truth[o].append(cid)

        block = blocks[bi]
        i = 0
        if block[0]["kind"] == "heading":
            sections[-1]["title"] = block[0]["text"]
            add("heading", _reword(block[0]["text"], rng), [block[0]["id"]])
            i = 1
        else:
            k = 1
        while i < len(block):
            c = block[i]
            r = rng.random()
            if r < 0.07:  # dropped
                i += 1
            elif r < 0.15 and i + 1 < len(block):  # merged with the next
                add(c["kind"], _reword(c["text"] + block[i + 1]["text"], rng), [c["id"], block[i + 1]["id"]])
                i += 2
            elif steps and len(sents := re.findall(r"[^。]+。?", c["text"])) >= 3 \
                    and steps_rng.random() < steps:  # set out as steps, one sentence each
                for sent in sents:
                    add(c["kind"], _reword(sent, rng), [c["id"]])
                i += 1
            elif r < 0.23 and len(c["text"]) >= 16:  # split at a punctuation mark near the middle
                cuts = [m.end() for m in re.finditer(r"[,、。，;]", c["text"])
                        if 0.25 < m.end() / len(c["text"]) < 0.75]
                cut = cuts[0] if cuts else len(c["text"]) // 2
                add(c["kind"], _reword(c["text"][:cut], rng), [c["id"]])
                add(c["kind"], _reword(c["text"][cut:], rng), [c["id"]])
                i += 1
            elif r < 0.27 and i + 2 < len(block):  # merged with the one after next (set apart)
                add(c["kind"], _reword(c["text"] + block[i + 2]["text"], rng), [c["id"], block[i + 2]["id"]])
                add(block[i + 1]["kind"], _reword(block[i + 1]["text"], rng), [block[i + 1]["id"]])
                i += 3
            else:
                add(c["kind"], _reword(c["text"], rng), [c["id"]])
                i += 1
            if extra and rng.random() < 0.05:  # an addition the original does not have
                add("rule", rng.choice(extra), [])
    if translate is not None:
        for c in clauses:
            c["text"] = pseudo_chinese(c["text"], translate)
    if simplify:
        for c in clauses:
            c["text"] = fold_hanzi(c["text"], "zh-Hant")
    return Edition({"source": f"{doc['source']}.ed{seed}", "sections": sections, "clauses": clauses}, truth)


def score(result: dict[str, Any], original: dict[str, Any], edition: Edition) -> tuple[float, float, int]:
    """Recall (original clauses with text in the edition, a clause of distinctive text, linked to
    one of their counterparts) and precision (links between such clauses that are true)."""
    counts: dict[str, int] = {}
    for c in original["clauses"]:
        counts[c["text"]] = counts.get(c["text"], 0) + 1
    judged = {c["id"] for c in original["clauses"] if len(c["text"]) >= 6 and counts[c["text"]] == 1}
    links = {(x, y) for p in result["pairs"] for x in p["a"] for y in p["b"]}
    kept = [i for i in judged if edition.truth[i]]
    found = sum(any((i, y) in links for y in edition.truth[i]) for i in kept)
    mine = [(x, y) for x, y in links if x in judged]
    true = sum(y in edition.truth[x] for x, y in mine)
    return found / max(1, len(kept)), true / max(1, len(mine)), len(kept)
