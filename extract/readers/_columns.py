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

import bisect
import itertools
import math
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

SWITCH = 0.4  # the next line is the other column's
STAY = 0.5  # two lines of one column in a row: a column that runs alone keeps running
SILENCE = 1.0  # per line a column was silent beyond SILENT_FREE, with no figure nor heading to show
SILENT_FREE = 2
HOMELESS = 1.0  # per figure label with text of both columns running around it
HOME_WINDOW = 4
FIGURE_SPLIT = 1.0  # a paragraph inside a figure's stretch of its column (labels before and after)
HEADING_STEP = 0.6  # a heading's row, either column
ORPHAN = 2.0  # a heading not followed in its column by the start of an item
TWIN = 1.0  # of two headings waiting for their items, the later one's item comes first
COHESION = 1.0  # per unit of Dice overlap with the other column's last items, against this one's
COHESION_MIN = 0.15  # an overlap smaller than this on both sides says nothing
COHESION_ITEMS = 2  # (the heading and the items since)
COHESION_REACH = 6  # ... only while the other column has run text this close (else it is a figure's)
NOTE_APART = 1.0  # a note right after an item of one column, in the other, silent for long
KIND_CHANGE = 1.0  # a column's items switch between bulleted and plain paragraphs
BREAK = 2.0  # per unit of Dice overlap between the right column's top item and the left's last section
BREAK_ITEMS = 3  # (the left column's last items, since its last heading)
RUN_ON = 2.0  # the right column opens with a paragraph's rest, the left one's last item ends whole
BLOCK_SAME = 3.0  # a dump of blocks (pdf_text._blocks): two lines of one block in two columns
BLOCK_NEXT = 1.5  # ... the first line of a block in the column of the block before it
BEAM = 96
WINDOW = 3  # lines either side of a label that tell which column runs text there


@dataclass(frozen=True)
class Item:
    lines: list[int]  # dump line indexes (within the whole dump), ascending
    kind: str  # text | heading | label | carried (text begun on an earlier spread: left column)
    words: frozenset[str] = frozenset()  # content words (kanji/katakana bigrams)
    bullet: bool | None = None  # a bulleted or numbered item, a plain paragraph, or neither (a note)
    narrow: bool = False  # no line near the column's width: the item sits beside a figure
    side: int | None = None  # its column, where the dump says (a line that held both columns' lines)
    runs_on: bool = False  # at the spread's top, it cannot start a sentence: the right page's top
    open_end: bool = False  # its last line ends no sentence: a paragraph going on elsewhere


def dice(x: AbstractSet[str], y: AbstractSet[str], idf: dict[str, float]) -> float:
    """Dice overlap of two word sets, each word weighted by its rarity (idf); exact sums (fsum), so
    a read does not depend on the order a hash seed gives the sets."""
    def mass(ws: AbstractSet[str]) -> float:
        return math.fsum(idf.get(w, 0.0) for w in ws)
    return 2 * mass(x & y) / (mass(x) + mass(y) or 1.0)


def _cohesion(items: list[Item], idf: dict[str, float], k: int, prev: list[int]) -> float:
    """How much of item k's vocabulary the items `prev` share (Dice, weighted by rarity)."""
    seen = set().union(*(items[j].words for j in prev)) if prev else set()
    if not seen or not items[k].words:
        return 0.0
    return dice(seen, items[k].words, idf)


def _walk(items: list[Item], force: dict[int, int] | None = None,
          block: list[int] | None = None) -> dict[int, int] | None:
    """Column (0/1) of every text item and heading, or None. Headings are walked too (they take
    a row of their column) and must own what comes next in their column: a heading followed in its
    column by the rest of a paragraph, or by nothing, costs ORPHAN. `block`: each line's block, in
    a dump of blocks (a block's lines are one column's, the next block the other column's)."""
    walk = [k for k, it in enumerate(items) if it.kind in ("text", "heading", "carried")]
    blocks = block or []
    owner = {i: k for k in walk for i in items[k].lines}
    walked = sorted(owner)
    if not walked:
        return {}
    span = {k: (items[k].lines[0], items[k].lines[-1]) for k in walk}
    text = [k for k in walk if items[k].kind != "heading"]
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
    labels = sorted(i for it in items if it.kind == "label" for i in it.lines)
    # A figure label has a home only where one column is not running text: a label with text of
    # both columns around it costs HOMELESS (charged once the lines around it are all placed).
    def homeless(colour: dict[int, int], which: list[int]) -> int:
        n = 0
        for j in which:
            near = [(i, colour[owner[i]]) for i in walked if abs(i - j) <= HOME_WINDOW and owner[i] in colour]
            running = [any(c == col and i < j for i, c in near) and any(c == col and i > j for i, c in near)
                       for col in (0, 1)]
            n += all(running)
        return n

    carried = any(items[k].kind == "carried" for k in walk)
    right_top = any(items[k].runs_on for k in force or {})  # (its colour 1 is the right column)

    def figure_after(line: int) -> bool:
        return bisect.bisect_left(labels, line) < bisect.bisect_right(labels, line + HOME_WINDOW)

    def tops(colour: dict[int, int]) -> tuple[tuple[int, int], ...]:
        """The first item of each colour (what `continuity` needs at the end of the walk)."""
        first: dict[int, int] = {}
        for j, cj in colour.items():
            if cj not in first or span[j][0] < span[first[cj]][0]:
                first[cj] = j
        return tuple(sorted(first.items()))

    def continuity(colour: dict[int, int]) -> float:
        """A column break falls inside a section more often than at a heading: the right column's
        top item, when no heading is above it, goes on with the subject of the left column's last
        section (lexical cohesion across the break)."""
        if not colour:
            return 0.0
        left = 0 if carried or right_top else colour[min(colour, key=lambda j: span[j][0])]
        right = sorted((j for j in colour if colour[j] != left), key=lambda j: span[j][0])
        if not right or items[right[0]].kind != "text":
            return 0.0
        mine = sorted((j for j in colour if colour[j] == left), key=lambda j: span[j][0])
        tail: list[int] = []
        for j in reversed(mine):
            if items[j].kind == "heading" or len(tail) == BREAK_ITEMS:
                break
            tail.append(j)
        score = _cohesion(items, idf, right[0], tail)
        return score if score >= COHESION_MIN else 0.0

    def run_on(colour: dict[int, int]) -> float:
        """RUN_ON if the right page's top goes on from the left page's foot (Item.runs_on) while
        the left column's last paragraph ends whole."""
        if not right_top:
            return 0.0
        foot = [j for j in colour if colour[j] == 0 and items[j].kind != "heading"]
        return RUN_ON * bool(foot and not items[max(foot, key=lambda j: span[j][1])].open_end)

    # (cost, last colour, run of it, run excused (labels: a figure in the silent column),
    #  pending headings per column and the column whose heading has waited longer (-1: one or
    #  none waits), colours)
    State = tuple[float, int, int, bool, tuple[int, int, int], dict[int, int]]
    # text carried over from the last spread's right page goes on at the top of the left one
    beam: list[State] = [(0.0, -1, 0, False, (0, 0, -1),
                          {k: 0 for k in walk if items[k].kind == "carried"})]
    prev_line = -1
    for i in walked:
        k = owner[i]
        heading = items[k].kind == "heading"
        start = i == span[k][0]
        label_between = bisect.bisect_left(labels, i) > bisect.bisect_right(labels, prev_line)
        closing = [j for j in labels if prev_line <= j + HOME_WINDOW < i]
        # the line before is the last of its item (an item of the running column ended there)
        prev_end = prev_line >= 0 and span[owner[prev_line]][1] == prev_line
        same_block = bool(blocks) and prev_line >= 0 and blocks[i] == blocks[prev_line]
        next_block = bool(blocks) and prev_line >= 0 and blocks[i] == blocks[prev_line] + 1
        prev_line = i
        nxt: list[State] = []
        for cost, last, run, excused, pending, colour in beam:
            if closing:
                cost += HOMELESS * homeless(colour, closing)
            need = {1 - colour[j] for j in around[i] if j in colour}
            if k in colour:
                need.add(colour[k])
            if len(need) > 1:
                continue
            for c in ((colour[k],) if k in colour else (force[k],) if force and k in force else (0, 1)):
                if need and c not in need:
                    continue
                new = colour if k in colour else {**colour, k: c}
                add = 0.0
                pend = list(pending)
                if heading:
                    if not pend[c] and pend[1 - c]:
                        pend[2] = 1 - c
                    pend[c] += 1
                elif pend[c]:
                    add += ORPHAN * (not start) + ORPHAN * (pend[c] - 1) * 0.5
                    # Two headings waiting, one in each column: the text below each starts as
                    # far below it, so the higher one's (the one the dump gave first) comes first.
                    add += TWIN * (start and pend[2] == 1 - c)
                    pend[c], pend[2] = 0, -1
                pt = (pend[0], pend[1], pend[2])
                if start and k not in colour:
                    # each column keeps its subject (lexical cohesion, as TextTiling measures it)
                    # and its style of items (bullets or plain paragraphs)
                    mine = [j for j in colour if colour[j] == c]
                    theirs = [j for j in colour if colour[j] != c]
                    near_mine = sorted(mine, key=lambda j: span[j][0])[-COHESION_ITEMS:]
                    near_theirs = sorted(theirs, key=lambda j: span[j][0])[-COHESION_ITEMS:]
                    # a column silent for long holds a figure: it is no candidate, and comparing
                    # each item of a long run with its stale last item only adds noise
                    recent = bool(near_theirs) and max(span[j][1] for j in near_theirs) >= i - COHESION_REACH
                    if near_mine and recent:
                        there = _cohesion(items, idf, k, near_theirs)
                        here = _cohesion(items, idf, k, near_mine)
                        if max(here, there) >= COHESION_MIN:  # (small overlaps are noise)
                            add += COHESION * (there - here)
                    styled = [j for j in near_mine
                              if items[j].kind != "heading" and items[j].bullet is not None]
                    if not heading and styled and items[k].bullet is not None \
                            and items[styled[-1]].bullet != items[k].bullet:
                        add += KIND_CHANGE
                if last < 0:
                    nxt.append((cost + add, c, 1, False, pt, new))
                    continue
                if c == last:
                    add += BLOCK_NEXT * next_block
                    nxt.append((cost + add + STAY, c, run + 1, excused or label_between, pt, new))
                    continue
                add += BLOCK_SAME * same_block
                # column c resumes after `run` lines of the other: it was silent that long, which
                # a column is only for a figure (its labels are in the dump there) or the space
                # above a heading, or before it has begun
                begun = c in colour.values()
                # (a narrow paragraph last in column c: a figure beside it, which the silence is)
                beside = begun and items[max((j for j in colour if colour[j] == c),
                                             key=lambda j: span[j][1])].narrow
                if begun and not heading and not (excused or label_between or beside):
                    add += SILENCE * max(0, run - SILENT_FREE)
                elif begun and not heading and run > SILENT_FREE and start and (excused or label_between) \
                        and figure_after(span[k][1]):
                    # a column silent for a figure gives a paragraph and its figure goes on: text
                    # inside a figure (the figure's text is labels, its paragraphs are elsewhere)
                    add += FIGURE_SPLIT
                if start and begun and items[k].kind == "text" and items[k].bullet is None and prev_end \
                        and max(span[j][1] for j in colour if colour[j] == c) < i - COHESION_REACH:
                    # a note or remark right below an item of the running column annotates it:
                    # the column silent for long does not resume with it
                    add += NOTE_APART
                nxt.append((cost + add + (HEADING_STEP if heading else SWITCH), c, 1, False, pt, new))
        if not nxt:
            return None
        # states that agree on what the future sees are merged
        best: dict[tuple, State] = {}
        for st in nxt:
            live = tuple(sorted((j, cj) for j, cj in st[5].items() if span[j][1] > i))
            key = (st[1], min(st[2], 8), st[3], st[4], live, frozenset(st[5].values()), tops(st[5]))
            if key not in best or best[key][0] > st[0]:
                best[key] = st
        beam = sorted(best.values(), key=lambda s: s[0])[:BEAM]
    final = min(beam, key=lambda s: s[0] + ORPHAN * 0.5 * (s[4][0] + s[4][1])
                + HOMELESS * homeless(s[5], [j for j in labels if j + HOME_WINDOW >= walked[-1]])
                - BREAK * continuity(s[5]) + run_on(s[5]))
    return dict(final[5])


def columns(items: list[Item], block: list[int] | None = None) -> dict[int, int] | None:
    """Column (0 left, 1 right) of each item of one spread, or None if it cannot be read as two
    columns (a text line inside both columns' items). `block` as _walk takes it."""
    # Columns show only where their lines interleave: a spread where every item's lines follow one
    # another is one column (a single-column page, or a dump already in order).
    text = [it for it in items if it.kind in ("text", "carried")]
    pos = {i: n for n, i in enumerate(sorted(i for it in text for i in it.lines))}
    if not any(pos[b] - pos[a] > 1 for it in text for a, b in itertools.pairwise(it.lines)):
        return {k: 0 for k in range(len(items))}
    # Lines the dump gave side by side say their items' columns: the walk keeps those; where the
    # joins allow no walk that does, the walk alone; where none at all, what the sides say (the
    # other items placed as labels are).
    known = {k: it.side for k, it in enumerate(items) if it.side is not None and it.kind != "label"}
    # A top line that cannot start a sentence goes on from the left page's foot: the right page's
    # top (the left page's top comes first in the dump, as the walk's mirror is told apart below).
    pinned = {k: 1 for k, it in enumerate(items) if it.runs_on and it.kind == "text"} if not known else {}
    colour = (_walk(items, known or pinned, block) if known or pinned else None) or _walk(items, None, block)
    pinned = pinned if colour and all(colour.get(k) == 1 for k in pinned) else {}
    top = min(range(len(items)), key=lambda k: items[k].lines[0])
    if known and colour and colour.get(top) == 1 and top not in known \
            and not any(it.kind == "carried" for it in items):
        # The walk's costs are the same in a mirror: a few known sides pin their items' sides
        # relative to the rest, not which column reading is the left one. The spread's first line
        # is the left column's (as below): a walk that keeps that too, where there is one.
        colour = _walk(items, {**known, top: 0}, block) or colour
    if colour is None:
        if not known:
            return None
        colour = {}
    if known:  # (a walk's colours are a pair of columns: which is left, most known sides say)
        agree = [colour[k] == s for k, s in known.items() if k in colour]
        if agree.count(False) > agree.count(True):
            colour = {k: 1 - c for k, c in colour.items()}
        colour.update(known)
    line_col = {i: colour[k] for k, c in colour.items() for i in items[k].lines}
    text_lines = sorted(line_col)
    spans = {k: (items[k].lines[0], items[k].lines[-1]) for k in colour}
    for k, it in enumerate(items):
        if k in colour:
            continue
        if it.side is not None:
            colour[k] = it.side
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
    # first: the spread's first line is the left column's (where no side is known).
    top = min(colour, key=lambda k: items[k].lines[0])
    carried = any(it.kind == "carried" for it in items)
    if not known and colour[top] and not carried and not pinned:
        colour = {k: 1 - c for k, c in colour.items()}
    return colour
