"""Dumps that print a two-column page's lines side by side.

Where both columns of a page share their baselines, a dumper that writes each height as one line
(pdfplumber's `extract_text()`, `pdftotext -layout`) puts the left column's line and the right
column's line on one line, a space or more between them. Cut back at that gap, left part first, the
dump is the interleaved dump the pdf-text reader restores (the left line first at each height).

Nothing in a line says where the gap is but its width: a line wider than a column holds two, and
the gap to cut is the one that leaves both parts no wider than a column, one of them about a full
column line (a paragraph's lines fill the column but its last).

Nothing here knows a particular document; the constants are general properties of dumps.
"""

from __future__ import annotations

import re

from ..jatext import display_width, non_starter
from ..lines import Line
from ._structure import DUMP_BULLETS

TOL = 2  # cells a part may exceed the column width estimate by (a closing bracket, a wide digit)
FULL = 3  # ... and fall short of it while still a full line
SLACK = 4  # the first, rough guess of the column's width is this generous
MIN_PAIRS = 5  # side-by-side lines needed to call a dump side by side
MIN_SHARE = 0.25  # ... and their share of the lines wider than a column
MIN_OFFSET = 10  # a dump keeping positions starts the right column this many characters in, at least
SPREAD = 8  # ... and 80 % of its lines within this many characters of each other
SPANNING = 0.5  # a line starting this far towards the right column, short of it, spans both
# a line's cut: its offset in the text; its left part's start and end and its right part's
# (offsets within the line); the wider part's width
Cut = tuple[int, int, int, int, int, int]
_GAP = re.compile(r"[ \u3000]+")
_ENDS = set("。．！？!?）)」』")


def column_parts(lines: list[Line]) -> dict[int, list[tuple[int, int, str]]] | None:
    """For each line (by its number) that holds a line of each column, the [start, end) spans of
    its two parts with their sides, (…, "L") then (…, "R"); in a dump that keeps the columns'
    positions every line, one part or two (_positioned). None when the dump is not side by side
    (then no line is cut)."""
    rows = [(ln, *ln.stripped_span()) for ln in lines if not ln.blank]
    if len(rows) < 2 * MIN_PAIRS:
        return None
    texts = [(ln.no, a, ln.text[a - ln.start:b - ln.start]) for ln, a, b in rows]
    widths = sorted(display_width(t) for _, _, t in texts)
    # The widest lines are two full column lines and the gap: about twice a column. That guess,
    # generous, finds the pairs; the widths of their wider parts then tell the column's width.
    col = (widths[int(0.95 * (len(widths) - 1))] - 1) / 2 + SLACK
    found = _cuts(texts, col)
    sides = sorted(c[-1] for c in found.values())
    if len(sides) < MIN_PAIRS:
        return None
    col = sides[int(0.9 * (len(sides) - 1))]
    found = _cuts(texts, col)
    wide = sum(1 for _, _, t in texts if display_width(t) > col + TOL)
    full = sum(1 for c in found.values() if c[-1] >= col - FULL)
    if full < MIN_PAIRS or full < MIN_SHARE * wide:
        return None
    found.update(_short_pairs(texts, col, found))
    parts = {no: [(a + s, a + e, "L"), (a + r, a + end, "R")]
             for no, (a, s, e, r, end, _) in found.items()}
    return _tight(rows, _positioned(rows, parts) or parts)


def _tight(rows: list[tuple[Line, int, int]], parts: dict[int, list[tuple[int, int, str]]]
           ) -> dict[int, list[tuple[int, int, str]]]:
    """Each part without the blanks around it (a tab after the gap's spaces is no text)."""
    text = {ln.no: (ln.start, ln.text) for ln, _, _ in rows}
    out = {}
    for no, spans in parts.items():
        start, t = text[no]
        tight = []
        for x, y, side in spans:
            while x < y and t[x - start].isspace():
                x += 1
            while y > x and t[y - 1 - start].isspace():
                y -= 1
            tight.append((x, y, side))
        out[no] = tight
    return out


def _positioned(rows: list[tuple[Line, int, int]], parts: dict[int, list[tuple[int, int, str]]]
                ) -> dict[int, list[tuple[int, int, str]]] | None:
    """A dump that keeps the columns' positions (`pdftotext -layout` pads a left line to where
    the right column starts): the right parts begin at about one offset in their lines. Then
    every line is placed: text that starts there or further in is the right column's alone, a gap
    that ends there cuts a short pair (`カードを捨てる      ゲームの勝者`), the rest is the left
    column's."""
    begin = {ln.no: ln.start for ln, _, _ in rows}
    offsets = sorted(spans[1][0] - begin[no] for no, spans in parts.items())
    lo, hi = offsets[len(offsets) // 10], offsets[9 * len(offsets) // 10]
    # (padding shows as gaps of several spaces: a dumper joining the two lines with one space keeps
    # no position, however alike full lines make the offsets)
    padded = sum(spans[1][0] - spans[0][1] >= 2 for spans in parts.values())
    if lo < MIN_OFFSET or hi - lo > SPREAD or padded < MIN_SHARE * len(parts):
        return None
    out = dict(parts)
    for ln, a, b in rows:
        if ln.no in out:
            continue
        lead = a - ln.start
        if lead >= lo - SLACK:
            out[ln.no] = [(a, b, "R")]
            continue
        gap = next((m for m in _GAP.finditer(ln.text, lead) if lo - SLACK <= m.end() <= hi + SLACK
                    and ln.start + m.end() < b), None)
        if gap:
            out[ln.no] = [(a, ln.start + gap.start(), "L"), (ln.start + gap.end(), b, "R")]
        else:  # (indented far, short of the right column: set across both, a chapter's heading)
            out[ln.no] = [(a, b, "S" if lead >= SPANNING * lo else "L")]
    return out


def _cuts(texts: list[tuple[int, int, str]], col: float) -> dict[int, Cut]:
    """Line number -> its cut, for each line wider than a column that a gap cuts into two column
    lines, one of them nearest a full line."""
    out: dict[int, Cut] = {}
    for no, a, text in texts:
        if display_width(text) <= col + TOL:
            continue
        best = None
        for m in _GAP.finditer(text):
            left, right = text[:m.start()], text[m.end():]
            if not _part(left, col) or not _part(right, col) or _word_space(left, right):
                continue
            side = max(display_width(left), display_width(right))
            if best is None or abs(side - col) < abs(best[-1] - col):
                best = (a, 0, m.start(), m.end(), len(text), side)
        if best is not None:
            out[no] = best
    return out


def _short_pairs(texts: list[tuple[int, int, str]], col: float, found: dict[int, Cut]) -> dict[int, Cut]:
    """Lines no wider than a column that still hold a line of each: the last lines of two
    paragraphs, a heading and a line going on or a bullet (`…のです。 つの山札を…`, `…切り替える
    ことができません。`, `購入用カード ・ 探検家コマの移動`). Inside one column a gap after a
    full stop, before a bullet or before a line that cannot start a sentence is not written;
    between the columns it is."""
    out = {}
    for no, a, text in texts:
        if no in found or display_width(text) > col + TOL:
            continue
        for m in _GAP.finditer(text):
            left, right = text[:m.start()], text[m.end():]
            if _part(left, col) and _part(right, col) and not _word_space(left, right) \
                    and _worded(left) and _worded(right) \
                    and (left[-1] in _ENDS or right[0] in DUMP_BULLETS or non_starter(right)):
                side = max(display_width(left), display_width(right))
                out[no] = (a, 0, m.start(), m.end(), len(text), side)
                break
    return out


def _part(t: str, col: float) -> bool:
    """A column line: some text, no wider than a column, not a bullet alone (`・ 柱…` keeps its
    bullet's space)."""
    t = t.strip()
    return bool(t) and display_width(t) <= col + TOL and t[-1] not in DUMP_BULLETS


def _worded(t: str) -> bool:
    """Some letters (not a page number's `- 3 -`)."""
    return any(ch.isalpha() for ch in t)


def _word_space(left: str, right: str) -> bool:
    """A space between two words of Latin script or numbers (`Rudiger Dorn`, `5 x 5`)."""
    return left[-1].isascii() and left[-1].isalnum() and right[0].isascii() and right[0].isalnum()
