"""The structure finder shared by the text, web-text and wiki readers.

Input: the physical lines of a document, a cleaned text per line (markup removed; for plain text
the line itself), the lines a reader has already set aside as furniture, and headings a reader
already knows (wiki `*` headings, setext underlines). Output: pieces in reading order.

How it reads (all cues are shapes, none is a phrase of a particular document):
- blocks are runs of non-blank lines; a short line that is not a sentence, alone or first in its
  block, is a heading; two such lines stacked (`ゲームの準備` over `マップについて`) are a part
  heading over a section heading;
- heading levels follow the order in which heading styles first appear (as reStructuredText
  ranks its adornments): title < part < plain < each enumerator style (`A、`, `１、`, `a)`, `①`, `●`);
- in a block, a line with a list marker starts a new clause; other lines continue the clause
  unless the previous line ended a sentence (or, in hard-wrapped text, was short);
- value/label pairs of a page header (`2-4` over `プレイ人数`) and `label: value` boxes are meta.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import pairwise

from ..lines import Line
from ..model import Piece
from . import _structure as st

TITLE, PART, PLAIN, MARKER_BASE = 0, 10, 20, 100
WRAP_MIN_COLUMNS = 40  # narrower documents are not hard-wrapped prose: lines are logical
WRAPPED_HEAD_MIN = 24  # columns: a first line narrower than this is a heading, never a wrapped line
_COUNT_END = re.compile(r"[0-9０-９]+\s*[個枚人分点本体組つ]?\s*$")  # `カード 48枚`: a list's entry
SHORT_LINE = 0.75  # in hard-wrapped text, a line shorter than this share of the wrap width ends a paragraph


@dataclass
class Profile:
    # "wrap": hard-wrapped text; "web": join until a sentence ends; "logical": one line, one clause
    join: str = "wrap"
    web: bool = False  # navigation labels are web chrome
    title: bool = True  # the first line, when short, is the document's title


@dataclass
class _Open:
    kind: str
    idx: list[int]
    marker: st.Marker | None
    indent: int


@dataclass
class Engine:
    lines: list[Line]
    clean: list[str]
    furniture: dict[int, str]
    profile: Profile
    forced: dict[int, tuple[int, str, str]] = field(default_factory=dict)  # idx -> (rank, marker, text)
    forced_sets_plain: bool = False  # wiki: unmarked headings are siblings of the last `*` heading
    kinds: dict[int, str] = field(default_factory=dict)  # idx -> clause kind a reader already knows

    def __post_init__(self) -> None:
        self.pieces: list[tuple[Piece, int]] = []  # (piece, heading rank or -1)
        self.styles: list[str] = []  # heading marker styles in order of first appearance
        self.plain_rank = PLAIN
        widths = sorted(st.width(self.clean[i].strip()) for i, ln in enumerate(self.lines) if not ln.blank)
        self.wrap_width = widths[len(widths) * 9 // 10] if widths else 0
        # hard-wrapped prose: a short line ends its paragraph, headings may sit inside a block
        self.hard_wrapped = self.profile.join == "wrap" and self.wrap_width >= WRAP_MIN_COLUMNS

    # -- output -------------------------------------------------------------------------------

    def _span(self, i: int) -> tuple[int, int]:
        return self.lines[i].stripped_span()

    def _piece(self, kind: str, idx: list[int], marker: str = "", text: str | None = None,
               rank: int = -1, reason: str = "") -> None:
        if text is None:
            cleaned = "\n".join(self.clean[i].strip() for i in idx)
            raw = "\n".join(self.lines[i].text.strip() for i in idx)
            text = None if cleaned == raw else cleaned
        piece = Piece(kind, [self._span(i) for i in idx], marker=marker, reason=reason, text=text)
        self.pieces.append((piece, rank))

    def _heading(self, i: int, rank: int, marker: str = "", text: str | None = None) -> None:
        if self.profile.web and text is None:
            t = self.clean[i].strip()
            m = st.UI_ASIDE_RE.search(t)
            if m and m.start() > 0:
                text = t[:m.start()].rstrip()  # "(click the picture to enlarge)" is page chrome
        self._piece("heading", [i], marker, text, rank)

    def _style_rank(self, cls: str) -> int:
        if cls not in self.styles:
            self.styles.append(cls)
        return MARKER_BASE + self.styles.index(cls)

    # -- driver -------------------------------------------------------------------------------

    def run(self) -> list[Piece]:
        blocks: list[list[int]] = []
        order: list[tuple[str, object]] = []  # ("block", idx list) | ("furniture", i) | ("forced", i)
        cur: list[int] = []
        for i, ln in enumerate(self.lines):
            if (ln.blank or i in self.furniture) and cur and self._page_turn(cur[-1], i):
                if not ln.blank:  # a paragraph going on over a page's foot and the next one's head
                    order.append(("furniture", i))
                continue
            if ln.blank or i in self.furniture or i in self.forced:
                if cur:
                    blocks.append(cur)
                    order.append(("block", cur))
                    cur = []
                if not ln.blank:
                    order.append(("furniture" if i in self.furniture else "forced", i))
                continue
            cur.append(i)
        if cur:
            blocks.append(cur)
            order.append(("block", cur))
        pairs = self._value_label_pairs(blocks)
        first_content = True
        for what, obj in order:
            if what == "furniture":
                i = obj  # type: ignore[assignment]
                self._piece("furniture", [i], reason=self.furniture[i], text=None)  # type: ignore[list-item]
                continue
            if what == "forced":
                i = obj  # type: ignore[assignment]
                rank, marker, text = self.forced[i]  # type: ignore[index]
                self._heading(i, rank, marker, text or None)  # type: ignore[arg-type]
                if self.forced_sets_plain:
                    self.plain_rank = rank
                first_content = False
                continue
            block: list[int] = obj  # type: ignore[assignment]
            if block[0] in pairs:
                kind, idx, joined = pairs[block[0]]
                if idx:
                    self._piece(kind, idx, text=joined)
                first_content = False
                continue
            if first_content and self.profile.title and self._title(block):
                self._heading(block[0], TITLE)
                first_content = False
                continue
            first_content = False
            self._block(block)
        self._demote_lonely_parts()
        return self._levels()

    def _demote_lonely_parts(self) -> None:
        """A part heading needs at least two sections under it; otherwise (a tagline over a
        heading) both lines are ordinary headings."""
        for k, (piece, rank) in enumerate(self.pieces):
            if piece.kind != "heading" or rank != PART:
                continue
            children = 0
            for other, r in self.pieces[k + 1:]:
                if other.kind == "heading" and r <= PART:
                    break
                children += other.kind == "heading" and r == self.plain_rank
            if children < 2:
                self.pieces[k] = (piece, self.plain_rank)

    def _title(self, block: list[int]) -> bool:
        t = self.clean[block[0]].strip()
        return (len(block) == 1 and len(t) <= 60 and not st.ends_sentence(t) and not st.ends_continuing(t)
                and st.find_marker(t) is None and not st.meta_like(t))

    def _value_label_pairs(self, blocks: list[list[int]]) -> dict[int, tuple[str, list[int], str | None]]:
        """`2-4` over `プレイ人数`: a value line, then its label line -> one meta clause."""
        out: dict[int, tuple[str, list[int], str | None]] = {}
        singles = [b[0] if len(b) == 1 else None for b in blocks]
        k = 0
        after_pair = False
        while k < len(blocks):
            i = singles[k]
            t = self.clean[i].strip() if i is not None else ""
            if i is not None and st.VALUE_RE.match(t) and k + 1 < len(blocks) and singles[k + 1] is not None:
                j = singles[k + 1]
                label = self.clean[j].strip()  # type: ignore[index]
                if (st.heading_like(label, 12) and not re.search(r"\d", label)
                        and st.find_marker(label) is None and st.META_LABEL_RE.search(label)):
                    out[i] = ("meta", [i, j], f"{label}: {t}")  # type: ignore[list-item]
                    out[j] = ("meta", [], None)  # type: ignore[index]
                    k += 2
                    after_pair = True
                    continue
            if (i is not None and after_pair and st.META_LABEL_RE.search(t) and st.heading_like(t, 12)
                    and not re.search(r"\d", t)):
                out[i] = ("meta", [i], None)  # a label whose value was a picture
            after_pair = False
            k += 1
        return out

    # -- blocks -------------------------------------------------------------------------------

    def _block(self, block: list[int]) -> None:
        txt = [self.clean[i] for i in block]
        if len(block) == 1:
            self._single(block[0])
            return
        # a box of `label: value` lines (players, time, age …)
        pairs = [st.label_value(st.after_marker(t, st.find_marker(t))) for t in txt]
        if all(pairs) and all((m := st.find_marker(t)) is None or m.cls == st.BULLET for t in txt):
            # box facts (players, age, time …) are meta; any other label/value list is a table
            facts = any(st.META_LABEL_RE.search(p[0]) for p in pairs if p is not None)
            for i in block:
                m = st.find_marker(self.clean[i])
                self._piece("meta" if facts else "table-row", [i], marker=m.text if m else "")
            return
        head = txt[0]
        under = st.indent(txt[1]) > st.indent(head) and st.find_marker(txt[1]) is None
        # a short first line over a shorter line that ends the sentence is a wrapped paragraph
        wrapped = (self.profile.join != "logical" and st.width(head.strip()) >= WRAPPED_HEAD_MIN
                   and st.find_marker(txt[1]) is None and st.ends_sentence(txt[1])
                   and st.width(txt[1].strip()) <= st.width(head.strip())
                   and not head.rstrip().endswith((":", "：")))
        if self._heading_line(head) and not under and not wrapped:
            second = txt[1]
            if len(block) == 2 and self._heading_line(second):
                self._heading(block[0], PART)
                self._heading(block[1], self.plain_rank)
                return
            self._heading(block[0], self.plain_rank)
            block = block[1:]
        self._body(block)

    def _page_turn(self, last: int, i: int) -> bool:
        """Line i (blank or furniture) is in a page turn that a paragraph goes on over: page
        furniture follows before the next content line, the paragraph's last line is full and ends
        no sentence, and the next content line opens no item."""
        if not self.hard_wrapped:
            return False
        j, page = i, False
        while j < len(self.lines) and (self.lines[j].blank or j in self.furniture):
            page = page or self.furniture.get(j) in PAGE_FURNITURE
            j += 1
        if not page or j >= len(self.lines) or j in self.forced:
            return False
        prev, nxt = self.clean[last], self.clean[j]
        return (st.width(prev.strip()) >= SHORT_LINE * self.wrap_width and not st.ends_sentence(prev)
                and st.find_marker(nxt) is None)

    def _inner_heading(self, block: list[int], n: int) -> bool:
        """In hard-wrapped text with no blank lines (a PDF copied or dumped page by page), a heading
        is inside its block: a short line that is no sentence and ends in no count, after a line that
        ended a sentence or stopped short, over a line of running text (not another short one: a
        list of components stays a list)."""
        if not self.hard_wrapped or n + 1 >= len(block):
            return False
        t, prev, nxt = (self.clean[block[k]] for k in (n, n - 1, n + 1))
        short = SHORT_LINE * self.wrap_width
        return (self._heading_line(t) and st.width(t.strip()) < short and not _COUNT_END.search(t)
                and not st.meta_like(t) and (st.ends_sentence(prev) or st.width(prev.strip()) < short)
                and (st.width(nxt.strip()) >= short or st.ends_sentence(nxt)))

    def _heading_line(self, t: str) -> bool:
        return (st.heading_like(t) and st.find_marker(t) is None and not st.meta_like(t)
                and st.remark(t) is None and not st.EXAMPLE_LABEL_RE.match(t.strip())
                and not st.note_start(t) and not st.EXAMPLE_OPEN_RE.match(t.strip()))

    def _single(self, i: int) -> None:
        t = self.clean[i]
        m = st.find_marker(t)
        if st.meta_like(t):
            self._piece("meta", [i], marker=m.text if m else "")
        elif st.remark(t) is not None:
            self._piece("note", [i], marker="**", text=st.remark(t))
        elif st.EXAMPLE_LABEL_RE.match(t.strip()):
            self._piece("caption", [i])
        elif st.heading_like(t) and not st.note_start(t) and not st.EXAMPLE_OPEN_RE.match(t.strip()) and (
                m is None or m.cls != st.NOTE):
            if m is None:
                self._heading(i, self.plain_rank)
            else:
                self._heading(i, self._style_rank(m.cls), m.text)
        else:
            self._body([i])

    def _body(self, block: list[int]) -> None:
        cur: _Open | None = None
        caption_mode = False
        all_short = len(block) >= 3 and all(st.heading_like(self.clean[i]) for i in block)
        group: list[_Open] = []  # the block's finished clauses, to spot table rows

        def flush() -> None:
            nonlocal cur
            if cur is not None:
                group.append(cur)
                cur = None

        for n, i in enumerate(block):
            t = self.clean[i]
            s = t.strip()
            m = st.find_marker(t)
            prev = self.clean[block[n - 1]] if n else ""
            if st.remark(t) is not None:
                flush()
                group.append(_Open("note", [i], st.Marker("**", st.NOTE), st.indent(t)))
                continue
            if (m is not None and m.text[:1] in st.GROUP_BULLETS and st.heading_like(t) and n + 1 < len(block)
                    and i not in self.kinds):
                nxt = st.find_marker(self.clean[block[n + 1]])
                if (nxt is not None and nxt.text != m.text
                        and st.indent(self.clean[block[n + 1]]) <= st.indent(t)):
                    flush()
                    self._emit(group)
                    group = []
                    self._heading(i, self._style_rank("group"), m.text)
                    continue
            if n and i not in self.kinds and self._inner_heading(block, n):
                flush()
                self._emit(group)
                group = []
                self._heading(i, self.plain_rank)
                continue
            starts = (m is not None or st.EXAMPLE_OPEN_RE.match(s) is not None or st.EXAMPLE_START_RE.match(s)
                      is not None or st.note_start(s) or st.EXAMPLE_LABEL_RE.match(s) is not None
                      or st.meta_like(s) or n in self.kinds)
            if cur is None or starts or (cur.idx[-1] in self.kinds):
                new = True
            elif st.indent(t) > cur.indent and cur.marker is not None:
                new = False  # an indented line under an item belongs to it
            elif st.ends_continuing(prev):
                new = False
            elif st.ends_sentence(prev) or all_short or self.profile.join == "logical":
                new = True
            elif self.hard_wrapped and st.width(prev.strip()) < SHORT_LINE * self.wrap_width:
                new = True
            else:
                new = False
            if not new:
                cur.idx.append(i)  # type: ignore[union-attr]
                continue
            flush()
            if i in self.kinds:
                kind = self.kinds[i]
            elif m is not None:
                kind = st.kind_for_marker(m)
                if caption_mode and m.cls in (*st.ENUMERATED, st.BULLET):
                    kind = "example"
            elif st.EXAMPLE_LABEL_RE.match(s):
                kind, caption_mode = "caption", True
            elif st.EXAMPLE_OPEN_RE.match(s) or st.EXAMPLE_START_RE.match(s):
                kind = "example"
            elif st.note_start(s):
                kind = "note"
            elif st.meta_like(s):
                kind = "meta"
            else:
                kind = "rule"
            if m is None and kind != "caption":
                caption_mode = False
            cur = _Open(kind, [i], m, st.indent(t))
        flush()
        self._emit(group)

    def _emit(self, group: list[_Open]) -> None:
        # bullets that each carry one indented detail line form a table (terrain -> cost)
        rows = [g.marker is not None and g.marker.cls == st.BULLET and len(g.idx) == 2
                and st.indent(self.clean[g.idx[1]]) > g.indent for g in group]
        for k, g in enumerate(group):
            kind = g.kind
            if rows[k] and ((k > 0 and rows[k - 1]) or (k + 1 < len(rows) and rows[k + 1])):
                kind = "table-row"
            if g.marker is not None and g.marker.text == "**":
                self._piece("note", g.idx, marker="**", text=st.remark(self.clean[g.idx[0]]))
                continue
            joined = "".join(self.clean[i].strip() for i in g.idx)
            if kind == "rule" and g.marker is None and joined[:1] in "(（" and joined[-1:] in ")）":
                kind = "note"  # a paragraph wholly in parentheses is an aside
            self._piece(kind, g.idx, marker=g.marker.text if g.marker else "")

    # -- levels -------------------------------------------------------------------------------

    def _levels(self) -> list[Piece]:
        stack: list[int] = []
        out: list[Piece] = []
        for piece, rank in self.pieces:
            if piece.kind == "heading":
                while stack and stack[-1] >= rank:
                    stack.pop()
                stack.append(rank)
                piece.level = len(stack)
            out.append(piece)
        return out


# -- furniture of plain documents -------------------------------------------------------------

SIGNATURE_MAX_LINES = 15  # a `--` signature is a few lines at the very end


def plain_furniture(lines: list[Line], profile: Profile
                    ) -> tuple[dict[int, str], dict[int, tuple[int, str, str]]]:
    """Lines that are not content (with the reason), and headings known from setext underlines."""
    furniture: dict[int, str] = {}
    forced: dict[int, tuple[int, str, str]] = {}
    nonblank = [i for i, ln in enumerate(lines) if not ln.blank]
    end = len(lines)
    # a signature: after a line `--` (the e-mail/Usenet delimiter), near the end
    for i in nonblank:
        if lines[i].text.strip() == "--" and sum(1 for j in nonblank if j > i) <= SIGNATURE_MAX_LINES:
            furniture[i] = "signature delimiter `--`"
            for j in nonblank:
                if j > i:
                    furniture[j] = ("signature delimiter `--`" if lines[j].text.strip() == "--"
                                    else "signature (after the `--` delimiter): board names, links")
            end = i
            break
    rules: list[int] = []
    for i in nonblank:
        if i >= end:
            break
        t = lines[i].text.strip()
        if st.HRULE_RE.match(t):
            above = lines[i - 1] if i else None
            if (above is not None and not above.blank and i - 1 not in furniture
                    and st.heading_like(above.text)):
                furniture[i] = "heading underline"
                forced[i - 1] = (PLAIN if t[0] in "=＝" else PLAIN + 1, "", "")
            else:
                furniture[i] = "horizontal rule"
                rules.append(i)
    # an afterword: prose after the last horizontal rule, when the rules are all above it
    if rules:
        h = rules[-1]
        tail = [j for j in nonblank if h < j < end and j not in furniture]
        body = [j for j in nonblank if j < h and j not in furniture]
        body_has_items = any(st.find_marker(lines[j].text) for j in body)
        tail_has_items = any(st.find_marker(lines[j].text) for j in tail)
        if tail and body_has_items and not tail_has_items and len(tail) <= len(body):
            for j in tail:
                furniture[j] = "afterword: remarks after the last horizontal rule, no rules follow"
    for n, i in enumerate(nonblank):
        if i >= end or i in furniture:
            continue
        t = lines[i].text.strip()
        if st.URL_RE.match(t):
            furniture[i] = "URL (link target, not rule text)"
        elif st.DATE_RE.match(t):
            furniture[i] = "date stamp (page metadata)"
        elif st.PAGE_NUMBER_RE.match(t) and not (
                n + 1 < len(nonblank) and st.META_LABEL_RE.search(lines[nonblank[n + 1]].text)):
            furniture[i] = "page number (a lone number)"
        elif st.IMAGE_RE.match(t):
            furniture[i] = "image placeholder (the picture is missing)"
        elif profile.web and t.casefold() in NAV:
            furniture[i] = "navigation label (web page chrome)"
        elif (n + 1 < len(nonblank) and st.URL_RE.match(lines[nonblank[n + 1]].text.strip())
              and st.heading_like(t) and st.find_marker(t) is None):
            furniture[i] = "link label (the URL that follows is its target)"
    _running_lines(lines, [i for i in nonblank if i < end], furniture)
    return furniture, forced


PAGE_FURNITURE = ("page number (a lone number)", "running header (opens most pages alike)",
                  "running footer (closes most pages alike)")


def _running_lines(lines: list[Line], nonblank: list[int], furniture: dict[int, str]) -> None:
    """A text dumped from a PDF page by page (each page ended by a form feed, as pdftotext does):
    the line most pages open (or close) with alike, digits aside, is a running header (footer)."""
    feeds = [i for i, ln in enumerate(lines) if ln.text.startswith("\f")]
    bounds = [0, *feeds, len(lines)]
    pages = [p for a, b in pairwise(bounds)
             if (p := [i for i in nonblank if a <= i < b and i not in furniture])]
    if len(pages) < 2:
        return
    for at, reason in ((0, PAGE_FURNITURE[1]), (-1, PAGE_FURNITURE[2])):
        keys = [re.sub(r"\d+", "#", lines[p[at]].text.strip()) for p in pages]
        alike = Counter(keys)
        for p, k in zip(pages, keys, strict=True):
            if alike[k] >= 2 and 2 * alike[k] >= len(pages) and len(p) > 1:
                furniture[p[at]] = reason


NAV = {w.casefold() for w in st.NAV_WORDS}
