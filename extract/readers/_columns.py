"""Reading order of an interleaved dump: which column each item of a spread is in.

A dumper sorts the lines of a spread (two facing pages, or one page of two columns) by their
height; at one height it writes the left line first. So the dump is a merge of two sequences,
and where both columns run text their lines alternate; where one column holds a figure, the other
gives lines alone for a while. The items (paragraphs, bullets, labels) come from the line-joining
search; here each gets a column:

- hard: an item's lines are consecutive lines of its column, so a dump line between two of them
  belongs to the other column;
- the walk: a Viterbi/beam search over the text lines of the spread, in dump order, with a regime
  (both columns running, or one running alone) and small costs for each step (SWITCH..ALONE_SWAP);
- labels (headings, figure text) sit on rows of their own and are placed after the text: a heading
  goes with the item that starts right after it (it owns the text below it in its column), figure
  text with the column that is not running text at its height (the figure is there).

Nothing here knows a particular document; the constants are general properties of dumps.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SWITCH = 0.5  # both running: the next line is the other column's
STAY = 1.5  # both running: two lines of one column in a row
ALONE = 0.1  # one column running alone gives its next line
TO_ALONE = 1.0  # both running -> one alone, or back
ALONE_SWAP = 3.0  # one column stops, the other starts alone
HEADING_STEP = 0.6  # a heading's row, either column
ORPHAN = 2.0  # a heading not followed in its column by the start of an item
COHESION = 1.0  # per unit of Dice overlap with the other column's last items, against this one's
COHESION_ITEMS = 2  # (the heading and the items since)
KIND_CHANGE = 1.0  # a column's items switch between bulleted and plain paragraphs
BEAM = 96
WINDOW = 3  # lines either side of a label that tell which column runs text there


@dataclass(frozen=True)
class Item:
    lines: list[int]  # dump line indexes (within the whole dump), ascending
    kind: str  # text | heading | label
    words: frozenset[str] = frozenset()  # content words (kanji/katakana bigrams)
    bullet: bool = False  # a bulleted or numbered item (not a plain paragraph)


def _cohesion(items: list[Item], idf: dict[str, float], k: int, prev: list[int]) -> float:
    """How much of item k's vocabulary the items `prev` share (Dice, weighted by rarity)."""
    seen = set().union(*(items[j].words for j in prev)) if prev else set()
    if not seen or not items[k].words:
        return 0.0
    def mass(ws: set[str] | frozenset[str]) -> float:
        return sum(idf.get(w, 0.0) for w in ws)
    return 2 * mass(seen & items[k].words) / (mass(seen) + mass(items[k].words) or 1.0)


def _walk(items: list[Item]) -> dict[int, int] | None:
    """Column (0/1) of every text item and heading, or None. Headings are walked too (they take
    a row of their column) and must own what comes next in their column: a heading followed in its
    column by the rest of a paragraph, or by nothing, costs ORPHAN."""
    walk = [k for k, it in enumerate(items) if it.kind in ("text", "heading")]
    owner = {i: k for k in walk for i in items[k].lines}
    walked = sorted(owner)
    if not walked:
        return {}
    span = {k: (items[k].lines[0], items[k].lines[-1]) for k in walk}
    text = [k for k in walk if items[k].kind == "text"]
    # items whose span encloses each line (of another item): they must be in the other column
    around: dict[int, list[int]] = {i: [] for i in walked}
    for k in text:
        a, b = span[k]
        if b > a:
            for i in walked:
                if a < i < b and owner[i] != k:
                    around[i].append(k)
    df: dict[str, int] = {}
    for k in walk:
        for w in items[k].words:
            df[w] = df.get(w, 0) + 1
    idf = {w: math.log((1 + len(walk)) / n) for w, n in df.items()}
    # (cost, regime, last colour, pending headings per column, colours)
    State = tuple[float, int, int, tuple[int, int], dict[int, int]]
    beam: list[State] = [(0.0, 2, -1, (0, 0), {})]
    for i in walked:
        k = owner[i]
        heading = items[k].kind == "heading"
        start = i == span[k][0]
        nxt: list[State] = []
        for cost, regime, last, pending, colour in beam:
            need = {1 - colour[j] for j in around[i] if j in colour}
            if k in colour:
                need.add(colour[k])
            if len(need) > 1:
                continue
            for c in ((colour[k],) if k in colour else (0, 1)):
                if need and c not in need:
                    continue
                new = colour if k in colour else {**colour, k: c}
                add = 0.0
                pend = list(pending)
                if heading:
                    pend[c] += 1
                elif pend[c]:
                    add += ORPHAN * (not start) + ORPHAN * (pend[c] - 1) * 0.5
                    pend[c] = 0
                pt = (pend[0], pend[1])
                if start and k not in colour:
                    # each column keeps its subject (lexical cohesion, as TextTiling measures it)
                    # and its style of items (bullets or plain paragraphs)
                    mine = [j for j in colour if colour[j] == c]
                    theirs = [j for j in colour if colour[j] != c]
                    near_mine = sorted(mine, key=lambda j: span[j][0])[-COHESION_ITEMS:]
                    near_theirs = sorted(theirs, key=lambda j: span[j][0])[-COHESION_ITEMS:]
                    if near_mine and near_theirs:
                        add += COHESION * (_cohesion(items, idf, k, near_theirs)
                                           - _cohesion(items, idf, k, near_mine))
                    last_text = [j for j in near_mine if items[j].kind == "text"]
                    if not heading and last_text and items[last_text[-1]].bullet != items[k].bullet:
                        add += KIND_CHANGE
                if last < 0:
                    nxt.append((cost + add, 2, c, pt, new))
                    nxt.append((cost + add, c, c, pt, new))
                    continue
                step = SWITCH if c != last else STAY
                if heading:  # a heading's row has space around it: the rhythm is loose there
                    step = HEADING_STEP
                if regime == 2:
                    nxt.append((cost + add + step, 2, c, pt, new))
                    nxt.append((cost + add + TO_ALONE, c, c, pt, new))
                else:
                    nxt.append((cost + add + (ALONE if c == regime else ALONE_SWAP), c, c, pt, new))
                    nxt.append((cost + add + TO_ALONE + step, 2, c, pt, new))
        if not nxt:
            return None
        # states that agree on what the future sees (regime, last colour, pending headings,
        # colours of the items still open) are merged
        best: dict[tuple, State] = {}
        for st in nxt:
            live = tuple(sorted((j, cj) for j, cj in st[4].items() if span[j][1] > i))
            key = (st[1], st[2], st[3], live)
            if key not in best or best[key][0] > st[0]:
                best[key] = st
        beam = sorted(best.values(), key=lambda s: s[0])[:BEAM]
    final = min(beam, key=lambda s: s[0] + ORPHAN * 0.5 * (s[3][0] + s[3][1]))
    return dict(final[4])


def columns(items: list[Item]) -> dict[int, int] | None:
    """Column (0 left, 1 right) of each item of one spread, or None if it cannot be read as two
    columns (a text line inside both columns' items)."""
    colour = _walk(items)
    if colour is None:
        return None
    line_col = {i: colour[k] for k, c in colour.items() for i in items[k].lines}
    text_lines = sorted(line_col)
    spans = {k: (items[k].lines[0], items[k].lines[-1]) for k in colour}
    for k, it in enumerate(items):
        if k in colour:
            continue
        first = it.lines[0]
        inside = {1 - colour[j] for j, (a, b) in spans.items() if a < first < b}
        if len(inside) == 1:
            colour[k] = inside.pop()
            continue
        near = [line_col[i] for i in text_lines if abs(i - first) <= WINDOW]
        if near and near.count(0) != near.count(1):
            # figure text: in the column that is not running text at this height
            colour[k] = int(near.count(0) > near.count(1))
            continue
        before = [line_col[i] for i in text_lines if i < first]
        colour[k] = before[-1] if before else 0
    # Both columns start at the top margin, and at one height the dumper writes the left line
    # first: the spread's first line is the left column's.
    top = min(colour, key=lambda k: items[k].lines[0])
    if colour[top]:
        colour = {k: 1 - c for k, c in colour.items()}
    return colour
