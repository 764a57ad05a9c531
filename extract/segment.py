"""Pieces -> the clauses document of DESIGN §4: sections, clauses with stable ids, furniture."""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from . import EXTRACTOR_VERSION
from .model import CLAUSE_KINDS, Piece, ReadResult
from .normalise import normalise


class LineIndex:
    """Maps character offsets of a base text to 1-based line numbers."""

    def __init__(self, text: str):
        self.starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def line_of(self, offset: int) -> int:
        return bisect_right(self.starts, offset)

    def lines_of(self, spans: list[tuple[int, int]]) -> list[int]:
        found: list[int] = []
        for start, end in spans:
            for n in range(self.line_of(start), self.line_of(max(start, end - 1)) + 1):
                if n not in found:
                    found.append(n)
        return found


def piece_raw(text: str, piece: Piece) -> str:
    return "\n".join(text[s:e] for s, e in piece.spans)


def piece_text(text: str, piece: Piece) -> str:
    """Normalised text of a piece, its marker removed."""
    raw = piece.text if piece.text is not None else piece_raw(text, piece)
    raw = raw.lstrip()
    if piece.marker and raw.startswith(piece.marker):
        raw = raw[len(piece.marker):]
    return normalise(raw).text


def _clause(section: dict[str, Any], ordinal: int, piece: Piece, text: str, raw: str,
            spans: list[tuple[int, int]], entry_lines: list[int]) -> dict[str, Any]:
    return {
        "id": f"{section['id']}-{ordinal}", "section": section["id"], "kind": piece.kind,
        "marker": piece.marker, "text": text, "raw": raw, "spans": [list(s) for s in spans],
        "lines": entry_lines,
    }


def build(source_id: str, sha256: str, result: ReadResult) -> dict[str, Any]:
    """Assemble the clauses document. Section ids are dotted ordinals (s2.1); clause ids are the
    section id plus the clause's ordinal in it (s2.1-3; the heading is s2.1-0)."""
    lines = LineIndex(result.text)
    sections: list[dict[str, Any]] = []
    clauses: list[dict[str, Any]] = []
    furniture: list[dict[str, Any]] = []
    # stack of (level, section dict, child counter)
    stack: list[list[Any]] = []
    top_count = 0
    current: dict[str, Any] = {"id": "s0", "title": "", "level": 0, "parent": None}
    have_preamble = False
    section_of: dict[int, dict[str, Any]] = {}  # id(heading piece) -> its section
    ordinals: dict[str, int] = {}  # last clause ordinal of each section
    for piece in result.pieces:
        spans = [(int(s), int(e)) for s, e in piece.spans]
        raw = piece_raw(result.text, piece)
        entry_lines = lines.lines_of(spans)
        if piece.kind == "furniture":
            furniture.append({"id": f"f{len(furniture) + 1}", "reason": piece.reason, "raw": raw,
                              "spans": [list(s) for s in spans], "lines": entry_lines})
            continue
        if piece.kind not in CLAUSE_KINDS:
            raise ValueError(f"reader produced unknown kind {piece.kind!r}")
        text = piece_text(result.text, piece)
        if piece.kind == "heading":
            level = max(1, piece.level or 1)
            while stack and stack[-1][0] >= level:
                stack.pop()
            if stack:
                stack[-1][2] += 1
                sid = f"{stack[-1][1]['id']}.{stack[-1][2]}"
                parent = stack[-1][1]["id"]
            else:
                top_count += 1
                sid, parent = f"s{top_count}", None
            current = {"id": sid, "title": text, "level": level, "parent": parent}
            sections.append(current)
            stack.append([level, current, 0])
            section_of[id(piece)] = current
            ordinals[sid] = 0
        elif piece.resume is not None and id(piece.resume) in section_of:
            home = section_of[id(piece.resume)]
            ordinals[home["id"]] = ordinals.get(home["id"], 0) + 1
            clauses.append(_clause(home, ordinals[home["id"]], piece, text, raw, spans, entry_lines))
            continue
        else:
            if current["id"] == "s0" and not have_preamble:
                sections.insert(0, current)
                have_preamble = True
            ordinals[current["id"]] = ordinals.get(current["id"], 0) + 1
        clauses.append(_clause(current, ordinals[current["id"]], piece, text, raw, spans, entry_lines))
    return {
        "source": source_id, "sha256": sha256, "encoding": result.encoding,
        "extractor": f"rulestone-extract {EXTRACTOR_VERSION}", "notes": list(result.notes),
        "sections": sections, "clauses": clauses, "furniture": furniture,
    }
