"""Reader for `pdf-text`: text dumped from a PDF whose columns and figure captions are interleaved
line by line. It restores the reading order.

The dump orders lines by their height on the page, so the lines of two columns and of the labels
inside figures alternate irregularly, and a sentence cut at the end of one line continues on a
*later* line, not always the next one. Each line is either the start of a new item (a bullet, a
note marker, a plain paragraph), a continuation of one of the few items still open ("streams",
at most one or two per column plus a caption), or a one-line label (heading, figure caption,
page number). A beam search over these choices scores each continuation by the Japanese
analyser (does a word span the join? can the later line start a sentence at all? does the joined
text read more naturally?) and by layout cues (a line that does not end a sentence is as wide as
its column; a later line of the same paragraph is never wider than an unfinished one; a dump
alternates between concurrent columns; an item left unfinished is unlikely).

The pieces can then be put in page order (`read_text(..., order="columns")`): page-number lines
close a page (or a spread); each piece goes to the left or right column, from the layout (a
line between two lines of a paragraph is in the other column; the columns give rows in turn while
both run) and from style and sense (a heading goes with the item it starts; a column keeps its
bullets and its vocabulary); each column is read top to bottom.

Nothing here knows a particular document; the constants are general properties of dumps.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, replace
from itertools import pairwise

from ..errors import InputError
from ..jatext import JoinCue, display_width, is_japanese
from ..lines import split_lines
from ..model import Piece, ReadResult
from . import _columns, _joins
from ._joins import join_cue, non_starter  # (jatext's, or a Chinese dump's own: _joins)
from ._side_by_side import column_parts
from ._structure import DUMP_BULLETS, column_width, spread_pair

# --- markers -------------------------------------------------------------------------------
_BULLETS = DUMP_BULLETS
_NUMBERED = re.compile(  # 1.  1)  （1）  １．  ①   (not 1.5 or 1,000)
    r"(?:[0-9０-９]{1,2}(?:[.．](?![0-9０-９])|[)）])|[（(][0-9０-９]{1,2}[)）]|[①-⑳])(?=\s*\S)")
_NOTE = re.compile(r"(?:参考|注意|注|補足|備考|重要|ヒント|ポイント)\s*[：:]|※")
_EXAMPLE = re.compile(r"(?:例|具体例|プレイ例)\s*[：:]")
_FINAL = set("。．！？!?")
_CLOSERS = set("）)」』】〕")
_OPENERS = set("（(「『【〔")
_COMMA = set("、，,")
_COUNT = re.compile(r"(?:^|\s)[0-9０-９]|[0-9０-９][個枚人分歳点]?\s*$|[0-9０-９]\s*[+＋~∼〜-]")
# a number opening a line with no space after it counts what the line speaks of (`3人遊戲時,…`)
_OPENING_NUMBER = re.compile(r"^[0-9０-９]+(?=\S)")
# a line ending with a thing's count (`…ボード3枚`)
_COUNT_END = re.compile(r"[^\s0-9０-９][0-9０-９]{1,3}\s*[個枚人体本組種]\s*$")
_DIGIT_CHARS = set("0123456789０１２３４５６７８９")
_SIGNED = re.compile(r"[+＋]\s*[0-9０-９]")  # a signed number
_DIGITS = re.compile(r"[0-9０-９]{1,3}")
# A paragraph opening with a connective adds to the item above it (なお、… "note that"): it is
# neither a bullet nor a paragraph of its own kind, so it says nothing of its column's style.
_CONNECTIVE = re.compile(r"(?:なお|ただし|ただ|また|さらに|ちなみに|その際|この場合|その場合)[、，,]|"
                         + _joins.ZH_CONNECTIVE)  # (另外，…)
# a figure label that names a thing, alone or with its count (`財宝カード ４`)
_NAME = re.compile(r"[^\s0-9０-９、。：:（）()]{2,}")
_NAME_COUNT = re.compile(rf"({_NAME.pattern})\s*[0-9０-９][0-9０-９+＋~∼〜-]*\s*[個枚人分点体本]?")
_PAGE = re.compile(r"[-–—―－‐]\s*\d{1,3}\s*[-–—―－‐]|\d{1,3}\s*/\s*\d{1,3}|[pP]\.\s*\d{1,3}")  # - 3 -, 3/8
# An address block line: it starts with a postcode, phone, mail or web label, or is a mail address.
_CONTACT = re.compile(r"(?:〒|TEL|Tel|FAX|Fax|E-?mail|e-?mail|URL|https?://|www\.)|\S+@\S+\s*$")

# --- scores (log-odds-like units) ----------------------------------------------------------
CROSS = 4.0  # a dictionary word spans the join
DOC_WORD = 2.0  # ... or a pair of kanji/katakana the document writes inside lines elsewhere
DOC_WORD_ROWS = 2  # ... in this many rows at least
NONSTART = 3.0  # the later line cannot start anything
AFTER_COMMA = 1.0  # the open line ends with 、
BRACKET = 3.0  # a line closing a bracket continues the open line that opened it
FULL_TAIL = 0.7  # the open line is as wide as its column: the text runs on
# (a single line in a narrow region of the page may be full or not: no score either way)
SHORT_TAIL = -1.0  # the open line stops short of its column: it probably ended
WIDER_THAN_OPEN = -4.0  # continuation wider than the unfinished line before it
SHORT_UNFINISHED = -2.5  # a short line ends its paragraph, so it ends a sentence too
COST_CENTRE = 3.0  # path-cost gain (thousands) of joining two unrelated phrases
COST_SCALE = 2.5  # path-cost gain (thousands) per score unit
COST_CAP = (-1.5, 3.0)  # the cost is a poor judge of phrase joins, a good one of word joins
GAP = -0.1  # per line between an open line and its continuation
SHORT_GAP = -0.5  # ... when the open line is short (a label or a figure's text: they stay close)
BARE_ROW = 1.5  # a short line after the one-line text of a lone bullet: the next cell of its row
TEXT_BETWEEN = -1.0  # per text line of other columns in between, after two (columns alternate)
ITEMS_SINCE = -0.5  # per item started since the open line, after the first (the other column's)
ALTERNATE = 0.3  # concurrent columns alternate
SKIP_ROW = -2.5  # a row goes elsewhere while a full unfinished line waits for it (its next row)
SKIP_REACH = 3  # ... that line this close
LINE_COHESION = 1.5  # per unit of Dice overlap between a line and the one it continues
REPEAT = -3.0  # a join that says the same words twice in a row (`…プレイヤーは` + `プレイヤーは…`)
REPEAT_MIN = 3  # ... this many characters at least
RIVAL = 1.0  # per score unit the next row reads better after a full line than this row
SOFT_JOIN = -0.3  # a new sentence after a full line that ended one: same paragraph
SOFT_GAP = 3  # ... only this close
BARE_TEXT = 3.0  # the line after a lone bullet is its text
NEW_PLAIN = -0.8  # a plain line opening a new paragraph
NEW_NONSTART = -5.0
LONE_LAST_LINE = -0.5  # ... a short one ending a sentence (mostly a paragraph's last line)
TITLE_START = 0.8  # a plain line starting an item just below a heading-shaped label
TITLE_ECHO = 1.5  # ... more if the line opens with the label's words (its paragraph)
TITLE_REACH = 3  # ... at most this many rows below it
RUN_ON_TOP = -1.5  # ... at the top of a spread's right page: the rest of the left page's last paragraph
FACING_PAGE = True  # the left page's last paragraph goes on on the facing page (_facing_page)
TOP_NONSTARTER = True  # ... or at a line of its top that cannot start one, given to a short line
FACING_MARGIN = 0.0  # ... when the right page's top reads on from it better by this much
COUNTS = True  # a line opening with a number goes on from no line ending with a count (NONSTART)
FOOT = True  # a column's foot left unfinished costs nothing: it goes on at the next column's top
PARITY = -1.0  # a stream takes two rows in a row just after the other column ended a paragraph
ENTRY = True  # a one-line bullet ending with a count is a list's entry: left unfinished at no cost
SHORT_FOOT = True  # no item goes on over a page's end from a short line not ending in 、
SHORT_LAST = True  # ... nor from a short line not ending in 、 to a line as wide as the column
SHORT_ENTRY = True  # ... nor from a bulleted item's one short line, not ending in 、, to any line
BLOCKS = 0.3  # a dump this often setting a blank line after a line writes blocks (_blocks)
RUN_ON_READS = True  # _run_on joins the left foot to the right top only where the top reads on
BAND_FOOT = True  # a band's left foot goes on at its right top (_band_foot)
TOP_PAIR = -1.5  # a stream holding a spread's first row takes the next row too (_top_pair)
OTHER_FOOT = True  # the foot carried over the numbers keeps its rest when another foot is the left page's
WORD_AT_TOP = True  # ... and loses it to a top paragraph making a word with it (_word_at_top)
READS_ON_FOOT = True  # a top paragraph making a word with an unfinished foot runs on
TOP_ROWS = 3  # rows after a spread's first one that may be the right page's top
LABEL = 0.3
LABEL_FINAL = -2.0  # a short line ending a sentence is mostly a paragraph's last line
LABEL_COMMA = -3.0  # a line ending in 、 runs on: never a label
LABEL_DIGITS = 1.5
LABEL_CONTACT = 3.0
UNFINISHED = {"bare": 5.0, "comma": 3.0, "full": 2.0, "short": 0.5}  # cost of abandoning a stream
MAX_OPEN = 4  # open unfinished streams: two columns and the text of a figure or two
MAX_COLUMNS = 2  # ... of which running text as wide as a column
MAX_GAP = 12  # lines an unfinished stream waits for its continuation
BEAM = 32
SHORT = 0.5  # labels are at most this fraction of the column width
NARROW = 0.62  # a paragraph no line of which is wider than this sits beside a figure
SAME_MEASURE = 2  # display columns by which two lines of a narrow paragraph's measure may differ
MEASURE_MIN = 0.3  # ... of a paragraph, not of a figure's labels (fractions of the column)


@dataclass(frozen=True)
class _Row:
    idx: int  # index among non-blank lines
    no: int  # line number
    start: int
    end: int
    text: str
    w: int
    marker: str
    indent: int  # width of the marker and the space after it (continuation lines hang under it)
    mkind: str  # bullet | bare | number | note | example | ""
    final: bool
    comma: bool
    nonstarter: bool
    digits: bool  # a bare number
    page: bool  # a page number in a form of its own (- 3 -, 3/8)
    contact: bool  # address, phone, mail, web
    closes: int  # brackets closed here that opened on an earlier line
    opens: int  # brackets left open at the end of the line
    aside: bool  # ... the first of them opened after a full stop, a colon or a marker: a remark
    short: bool
    # L or R: the left or right part of a line that held both columns' lines; S: a line set
    # across both (_side_by_side); "": nothing said
    side: str = ""


@dataclass(frozen=True)
class _Stream:
    sid: int  # idx of its first row
    last: int  # idx of its last row
    last_w: int
    maxw: int  # widest text row
    ntext: int  # rows with text (a lone bullet has none)
    final: bool
    comma: bool
    full: int  # 1 the last line is full, 0 unknown, -1 it stops short
    bare: bool  # opened by a lone bullet
    mark: int  # items started up to its last line
    depth: int  # brackets still open
    aside: bool = False  # ... a remark in brackets after a full stop (_aside_opens)
    side: str = ""  # the side of its last row that had one (_Row.side)
    entry: bool = False  # one bullet line ending with a count: a component list's entry (ENTRY)
    prev: int = -1  # idx of its row before the last one


@dataclass
class _State:
    score: float
    streams: tuple[_Stream, ...]
    last_sid: int
    nstarts: int  # items started so far
    trail: tuple | None  # (previous trail, row idx, sid or -1 for a label)
    titled: int = -1  # the last row taken for a heading-shaped label, no item started since
    crossed: int = -1  # the last page end (_Search.ends) an item went on over


def _marker(text: str) -> tuple[str, str]:
    if text[0] in _BULLETS or 0xE000 <= ord(text[0]) <= 0xF8FF:
        return text[0], ("bare" if len(text) == 1 else "bullet")
    if m := _NUMBERED.match(text):
        return m.group(0), "number"
    if _NOTE.match(text):
        return "", "note"
    if _EXAMPLE.match(text):
        return "", "example"
    return "", ""


_PAIRS = {")": "(", "）": "（", "」": "「", "』": "『", "】": "【", "〕": "〔", "］": "［", "]": "["}


def _brackets(t: str) -> tuple[int, int]:
    """(closers with no opener before them in the line, openers left open at its end)."""
    stray, stack = 0, []
    for ch in t:
        if ch in _PAIRS.values():
            stack.append(ch)
        elif ch in _PAIRS:
            if stack and stack[-1] == _PAIRS[ch]:
                stack.pop()
            elif not stack:
                stray += 1
    return stray, len(stack)


def _ends_sentence(t: str) -> bool:
    """A full stop, or a closing bracket after one (。」) or around the whole line: a bracket
    alone closes a quotation, which a sentence continues after (「トークン」を獲得)."""
    if t[-1] in _FINAL:
        return True
    if t[-1] in _CLOSERS:
        return (len(t) > 1 and t[-2] in _FINAL) or t[0] in _OPENERS or _remark_after_stop(t)
    return False


def _aside_opens(t: str) -> bool:
    """The first bracket left open at the end of the line opened after a full stop, a colon or a
    marker (`…できます。(山地へは` / `移動できません)`): a remark in brackets, ending where they close."""
    stack: list[int] = []
    for n, ch in enumerate(t):
        if ch in "(（":
            stack.append(n)
        elif ch in ")）" and stack:
            stack.pop()
    if not stack:
        return False
    before = t[:stack[0]].rstrip()
    return not before or before[-1] in _FINAL or before[-1] in "：:" or before in _BULLETS


def _remark_after_stop(t: str) -> bool:
    """A round bracket closed at the end of the line that opened after a full stop, a colon or a
    marker (`…ません。(上限は4つです)`, `例：(…)`) holds a remark of its own, which ends there
    (the brackets balance on the line; a reference mark `(*)` holds no words and starts what
    follows)."""
    if t[-1] not in ")）":
        return False
    depth = 0
    for n in range(len(t) - 1, -1, -1):
        if t[n] in ")）":
            depth += 1
        elif t[n] in "(（":
            depth -= 1
            if depth == 0:
                before = t[:n].rstrip()
                words = sum(is_japanese(c) for c in t[n + 1:-1])
                return words >= 2 and (not before or before[-1] in _FINAL or before[-1] in "：:"
                                       or before in _BULLETS)
    return False


def _rows(text: str) -> tuple[list[_Row], int]:
    """The non-blank lines with what the search needs to know of each, and the column width."""
    lines = [ln for ln in split_lines(text) if not ln.blank]
    # (a dump giving both columns' lines at one height on one line: each part a row, left first)
    cut = column_parts(lines) or {}
    parts = [(ln.no, *part) for ln in lines for part in cut.get(ln.no, [(*ln.stripped_span(), "")])]
    col = column_width([display_width(text[a:b]) for _, a, b, _ in parts], SHORT)
    rows = []
    for i, (no, start, end, side) in enumerate(parts):
        t = text[start:end]
        marker, mkind = _marker(t)
        closes, opens = _brackets(t)
        w = display_width(t)
        indent = 0
        if mkind in ("bullet", "number"):
            indent = display_width(t) - display_width(t[len(marker):].lstrip())
        elif mkind in ("note", "example"):
            m = _NOTE.match(t) or _EXAMPLE.match(t)
            indent = display_width(m.group(0)) if m else 0
        rows.append(_Row(
            idx=i, no=no, start=start, end=end, text=t, w=w, marker=marker, indent=indent, mkind=mkind,
            final=_ends_sentence(t) or _joins.ends_sentence(t), comma=t[-1] in _COMMA,
            nonstarter=not mkind and non_starter(t),
            digits=bool(_DIGITS.fullmatch(t)), page=bool(_PAGE.fullmatch(t)),
            contact=bool(_CONTACT.match(t)), closes=closes, opens=opens, aside=_aside_opens(t),
            short=w <= SHORT * col, side=side,
        ))
    return rows, col


def _blocks(rows: list[_Row]) -> list[int]:
    """Each row's block, where the dump writes blocks: runs of lines with a blank line between
    them, as poppler's pdftotext does (its default mode gives both columns' blocks in turn, down
    the page); [] for a dump that sets no blank line between most of its lines (Emerald's), or
    one whose lines held both columns' (their parts are rows of one line)."""
    if len(rows) < 2 or any(r.side for r in rows):
        return []
    gaps = sum(b.no > a.no + 1 for a, b in pairwise(rows))
    if gaps < BLOCKS * (len(rows) - 1):
        return []
    out = [0]
    for a, b in pairwise(rows):
        out.append(out[-1] + (b.no > a.no + 1))
    return out


def _curated_sides(rows: list[_Row], columns: str, path: str) -> dict[int, str]:
    """Line number -> side (L/R) of a source's `columns` option, for lines the dump did not cut."""
    given = {int(no): "L" if where == "left" else "R"
             for no, where in (item.split(":") for item in columns.replace(",", " ").split())}
    found = {r.no for r in rows if not r.side}
    for no in given:
        if no not in found:
            raise InputError(path, f"reader option columns names line {no}: expected a non-blank line of "
                             "the dump that holds one column's line", no)
    return given


class _Search:
    """Beam search over the reading of each row: continuation of an open stream, new item, label."""

    def __init__(self, rows: list[_Row], col: int, block: list[int]):
        self.rows = rows
        self.col = col
        # wide[i] = rows before i wider than a label: the text lines of the columns
        self.wide = [0]
        for r in rows:
            self.wide.append(self.wide[-1] + (r.w > SHORT * self.col))
        # the vocabulary of each row, weighted by rarity: a line goes on with the words of the line
        # it continues (`…緑の部屋タイル` + `青の部屋タイル15枚、…`)
        self.vocab = [_content_bigrams(r.text) for r in rows]
        df = self.df = Counter(w for ws in self.vocab for w in ws)
        self.idf = {w: math.log((1 + len(rows)) / n) for w, n in df.items()}
        # the rows just after a spread's first one: the right page's top, where a paragraph from
        # the bottom of the left page goes on (its start comes later in the dump)
        pages = _page_numbers(rows)
        starts = [0] + [i + 1 for i in sorted(pages) if i + 1 < len(rows) and i + 1 not in pages]
        self.top = {i for a in starts for i in range(a + 1, min(a + 1 + TOP_ROWS, len(rows)))}
        self.first = set(starts[1:])  # each spread's first row after page numbers (a spread's top)
        # page-number rows and lines across both columns up to each row: a stream goes from one
        # column's side to the other's only over a page's or a band's end (the right column's foot
        # on the next left top)
        self.page = [0]
        self.ends = [0]  # page-number rows up to each row
        ends = _page_rows(rows)
        # each page's first row: a running header's place, which the search may join to the line
        # below it (the header is cut off again: _running_headers)
        self.page_first = {0} | {i + 1 for i in ends}
        for r in rows:
            self.page.append(self.page[-1] + (r.idx in ends or r.side == "S"))
            self.ends.append(self.ends[-1] + (r.idx in ends))
        self.sides = "".join(r.side or " " for r in rows)
        # the last rows before each page's numbers: the columns' feet (FOOT)
        self.feet = {i - k for i in ends for k in (1, 2) if i - k >= 0 and i - k not in ends} \
            if FOOT else set()
        self.block = block  # (_blocks)

    # -- stream bookkeeping --
    def _full(self, s: _Stream) -> int:
        if s.last_w >= self.col - 5 or (
                s.ntext >= 2 and s.last_w >= s.maxw - 5 and s.maxw > SHORT * self.col):
            return 1
        if s.ntext == 1 and s.last_w > SHORT * self.col:
            return 0
        return -1

    def _start(self, r: _Row, mark: int) -> _Stream:
        bare = r.mkind == "bare"
        w = 0 if bare else r.w - r.indent
        s = _Stream(r.idx, r.idx, w, w, 0 if bare else 1,
                    final=r.final, comma=r.comma, full=-1, bare=bare, mark=mark, depth=r.opens,
                    aside=r.aside, side=r.side,
                    entry=r.mkind == "bullet" and bool(_COUNT_END.search(r.text)))
        return replace(s, full=-1 if bare else self._full(s))

    def _extend(self, s: _Stream, r: _Row, mark: int) -> _Stream:
        depth = max(0, s.depth - r.closes) + r.opens
        # a remark in brackets after a full stop ends its sentence where the brackets close
        closed = s.aside and s.depth and not depth and r.text[-1] in ")）"
        n = replace(s, last=r.idx, last_w=r.w, maxw=max(s.maxw, r.w), ntext=s.ntext + 1, entry=False,
                    prev=s.last, final=r.final or bool(closed), comma=r.comma, mark=mark, depth=depth,
                    aside=r.aside if r.opens else s.aside and bool(depth), side=r.side or s.side)
        return replace(n, full=self._full(n))

    @staticmethod
    def _unfinished(s: _Stream) -> float:
        if s.ntext == 0:
            return UNFINISHED["bare"]
        if s.final:
            return 0.0
        if s.comma:
            return UNFINISHED["comma"]
        if s.entry and ENTRY:  # (`・ …を表すボード3枚`: complete without a full stop)
            return 0.0
        if s.full >= 0 or (s.ntext >= 2 and not s.bare):  # a paragraph without a full stop
            return UNFINISHED["full"]
        return UNFINISHED["short"]  # a one-line label

    def _prune(self, streams: tuple[_Stream, ...], at: int) -> tuple[tuple[_Stream, ...], float]:
        """Drop streams that can no longer continue at row `at`; the penalty for unfinished ones."""
        keep: list[_Stream] = []
        penalty = 0.0
        for s in streams:
            if s.final and (s.full < 1 or at - s.last > SOFT_GAP):
                continue
            if at - s.last > MAX_GAP:
                penalty += self._unfinished(s) * (s.last not in self.feet)
                continue
            keep.append(s)
        open_ = [s for s in keep if not s.final]
        while len(open_) > MAX_OPEN or sum(s.full == 1 for s in open_) > MAX_COLUMNS:
            oldest = min(open_, key=lambda s: s.last)
            penalty += self._unfinished(oldest) * (oldest.last not in self.feet)
            open_.remove(oldest)
            keep.remove(oldest)
        return tuple(keep), penalty

    # -- scores --
    def _best_gain(self, streams: tuple[_Stream, ...], r: _Row) -> float:
        """The best path-cost gain any open stream offers row `r`."""
        gains = [join_cue(self.rows[s.last].text, r.text).cost_gain
                 for s in streams if s.ntext and not s.final]
        return max(gains, default=COST_CENTRE)

    def _cont(self, st: _State, s: _Stream, r: _Row, best: float) -> float | None:
        if r.mkind or r.contact or r.page:
            return None
        if s.side and r.side and self._sides_apart(s, r):
            return None
        if self.block and self._blocks_apart(s, r):
            return None
        if self._over_page_end(s, r) and st.crossed == self.ends[r.idx]:
            return None  # (only the last column's foot goes on over a page's end: one item)
        if SHORT_FOOT and self._over_page_end(s, r) and s.full < 0 and not s.comma:
            return None  # (a line stops short only at a paragraph's end: a short foot is a heading)
        if SHORT_LAST and s.ntext and not (s.comma or s.final) and self.rows[s.last].short \
                and s.last not in self.page_first and r.w >= self.col - 5:
            return None  # (nor does a full line go on from it: `第1章` + `を持ち、…`)
        if SHORT_ENTRY and s.ntext == 1 and not (s.comma or s.final) and self.rows[s.sid].mkind == "bullet" \
                and self.rows[s.last].short and not self._same_measure(s, r):
            return None  # (a bulleted line stopping short ended its item: `・ 歷史卡的額外分數`)
        if s.ntext == 0:  # a lone bullet: its text is on the next line
            return BARE_TEXT - NONSTART * r.nonstarter if r.idx == s.last + 1 else None
        tail = self.rows[s.last]
        if s.final:
            # another item started since: this one's column has moved on
            if s.full < 1 or r.nonstarter or r.idx - s.last > SOFT_GAP or st.nstarts > s.mark:
                return None
            sc = SOFT_JOIN
        else:
            cue = join_cue(tail.text, r.text)
            if s.comma:
                # after 、 a new phrase starts: a particle there is wrong, anything else fits
                sc = -NONSTART if cue.non_starter else AFTER_COMMA
            else:
                # a word across the join counts only if the joined reading is no worse than usual
                # (`…または` + `は…` makes はは "mother", at a high cost)
                cross = cue.crosses and cue.cost_gain >= COST_CENTRE
                sc = CROSS if cross else NONSTART if cue.non_starter else 0.0
                if not cross and self._doc_word(tail.text, r.text):
                    sc += DOC_WORD
                if _CONNECTIVE.match(r.text):  # (`…山` + `なお、…`: a connective opens a sentence)
                    sc -= NONSTART
                sc += REPEAT * _repeats(tail.text, r.text)
                if COUNTS and _COUNT_END.search(tail.text) and r.text.lstrip()[:1] in _DIGIT_CHARS:
                    sc -= NONSTART  # (`…ボード3枚` + `2枚の…`: no sentence writes two counts in a row)
            if s.full == 1:
                sc += FULL_TAIL
            elif s.full == 0 or s.comma or self._same_measure(s, r):
                pass  # (a line ending in 、 runs on whatever its width; a narrow paragraph's first one)
            elif s.bare and s.ntext == 1 and r.short and r.idx == s.last + 1:
                sc += BARE_ROW
            else:
                sc += SHORT_TAIL
            # The analyser's cost is a good absolute judge of a word joined across the break, but
            # of phrases only a relative one: which open line does this one continue best?
            sc += min(COST_CAP[1], max(0.0, (cue.cost_gain - COST_CENTRE) / COST_SCALE))
            sc += max(COST_CAP[0], min(0.0, (cue.cost_gain - best) / COST_SCALE))
            sc += self._rival(s, r, cue)
            sc += LINE_COHESION * self._cohesion(s.last, r.idx)
        if r.closes:  # `時)に…` closes a bracket some open line left open
            sc += BRACKET if s.depth else -BRACKET
        if r.w > s.last_w + 6 and not (s.bare and r.short):  # (cells of a table row may)
            sc += WIDER_THAN_OPEN
        elif r.w < 0.8 * s.last_w and not (r.final or r.comma or s.bare):
            sc += SHORT_UNFINISHED
        near = s.full >= 0 or s.comma or self._same_measure(s, r)
        sc += (GAP if near else SHORT_GAP) * (r.idx - s.last - 1)
        sc += ITEMS_SINCE * max(0, st.nstarts - s.mark - 1)
        between = self.wide[r.idx] - self.wide[s.last + 1]
        sc += TEXT_BETWEEN * max(0, between - 2)
        if PARITY and r.idx == s.last + 1 and s.prev != s.last - 1 >= 0 and not r.nonstarter \
                and self.rows[s.last - 1].final and not s.final and self._text_next(r):
            # (the other column ended a paragraph on the row before the stream's last: its next
            # paragraph comes at the next height, this row; the stream's next row comes after it)
            sc += PARITY
        if self._top_pair(s, r):
            sc += TOP_PAIR
        open_ = [o for o in st.streams if not o.final and o.ntext]
        if len(open_) >= 2 and not s.final:
            if s.sid != st.last_sid:
                sc += ALTERNATE
        # A full unfinished line goes on at its column's next row, which the dump gives right
        # after the other column's line at that height: a stream that gave the last row does not
        # take this one too while such a line, older than its own, waits.
        return sc + self._skips(st, r, s)

    def _top_pair(self, s: _Stream, r: _Row) -> bool:
        """The stream holds a spread's first row (the left page's top line) and would take the
        next one too: at a spread's top that is mostly the right page's first line, both pages'
        text starting at the same height (the left one first)."""
        return r.idx == s.last + 1 and s.last in self.first

    def _text_next(self, r: _Row) -> bool:
        """The row after `r` could be a paragraph's next line: no marker, no label (a short line
        only if it ends a sentence, as a paragraph's last line does)."""
        if r.idx + 1 >= len(self.rows):
            return False
        n = self.rows[r.idx + 1]
        return not (n.mkind or n.page or n.digits or n.contact) and (n.w > SHORT * self.col or n.final)

    def _same_measure(self, s: _Stream, r: _Row) -> bool:
        """A paragraph's first line, unfinished and narrow, and a line as wide: a paragraph set
        narrow (beside a figure), its first line full for its measure, not a short last line."""
        w = self.rows[s.last].w  # (with its marker: the measure is the line's)
        return s.ntext == 1 and not s.bare and not s.final and w > MEASURE_MIN * self.col \
            and abs(r.w - w) <= SAME_MEASURE

    def _over_page_end(self, s: _Stream, r: _Row) -> bool:
        """Page numbers lie between the stream's last row and row `r`. One item at most goes on
        over a page's (or spread's) end, from its last column's foot to the next page's first
        column: the first column's foot goes on at the top of the page's other column, earlier in
        the dump (_facing_page, _run_on)."""
        return self.ends[r.idx] != self.ends[s.last + 1]

    def _sides_apart(self, s: _Stream, r: _Row) -> bool:
        """Rows whose sides the dump gave (_Row.side) that one item cannot join: the other column
        on the same page or band, anything over a page's or band's end but the right column's foot
        going on at the next left top, or a row of the same column left out in between (a
        column's lines of one item follow one another)."""
        if self.page[r.idx] != self.page[s.last + 1]:  # a page's or a band's end between
            return not (s.side == "R" and r.side == "L")
        if s.side != r.side:
            return True
        return r.side in self.sides[s.last + 1:r.idx]

    def _blocks_apart(self, s: _Stream, r: _Row) -> bool:
        """In a dump of blocks (_blocks) a block's lines are one column's, one after another, and
        the next block is the other column's (at one height the left line first): a row goes on
        from the row above it in its block, and the first row of a block from no row of the block
        before it."""
        b, last = self.block[r.idx], self.block[s.last]
        if r.idx and self.block[r.idx - 1] == b:
            return s.last != r.idx - 1
        return last == b - 1

    def _doc_word(self, tail: str, head: str) -> bool:
        """The join makes a pair of kanji or katakana that the document writes inside its lines
        elsewhere (`…に山` + `札に…`: 山札, a word of the game the analyser does not know)."""
        pair = _content_bigrams(tail.rstrip()[-1:] + head.lstrip()[:1])
        return bool(pair) and self.df[next(iter(pair))] >= DOC_WORD_ROWS

    def _cohesion(self, a: int, b: int) -> float:
        """Dice overlap of two rows' kanji/katakana bigrams, weighted by rarity."""
        return _columns.dice(self.vocab[a], self.vocab[b], self.idf)

    def _rival(self, s: _Stream, r: _Row, cue: JoinCue) -> float:
        """The next row, if it could go on from this stream's full line and reads better after it
        than row `r` does: the dump gives a full line's next row after the other column's line."""
        if s.full != 1 or r.idx + 1 >= len(self.rows) or r.nonstarter:
            return 0.0
        nxt = self.rows[r.idx + 1]
        if nxt.mkind or nxt.page or nxt.contact or nxt.digits:
            return 0.0
        other = join_cue(self.rows[s.last].text, nxt.text)
        if other.non_starter:
            return 0.0
        return RIVAL * max(COST_CAP[0], min(0.0, (cue.cost_gain - other.cost_gain) / COST_SCALE))

    def _skips(self, st: _State, r: _Row, s: _Stream | None) -> float:
        """SKIP_ROW if a full unfinished line, older than the last row given, waits while row `r`
        goes to stream `s` (None: a new item). A short row too: the waiting line's next row may be
        the last of its paragraph (`…柱を置く` + `必要があります。`); a row taken for a label is not
        scored here (a figure's label may sit at that height)."""
        # (the row before this one was given, if only to a stream that has ended since)
        last = r.idx - 1
        return SKIP_ROW * any(o is not s and not o.final and o.ntext and o.full == 1 and o.last < last
                              and r.idx - o.last <= SKIP_REACH for o in st.streams)

    def _title_start(self, st: _State, r: _Row) -> float:
        """A heading owns the text below it: a plain line that may start a sentence, a few rows
        after a heading-shaped label with no item started since, starts that heading's item
        rather than going on with the other column's open line - all the more if it opens with
        the heading's words (`ゲームの目的` / `ゲームの目的は…`: TITLE_ECHO)."""
        if st.titled < 0 or r.mkind or r.nonstarter or r.closes or r.idx - st.titled > TITLE_REACH:
            return 0.0
        title = self.rows[st.titled].text.strip()
        return TITLE_START + TITLE_ECHO * (len(title) >= 2 and r.text.startswith(title))

    def _new(self, r: _Row) -> float:
        if r.mkind:
            return 0.0
        if r.nonstarter and r.idx in self.top and not r.closes:
            return RUN_ON_TOP  # (joined to the left page's unfinished paragraph: _run_on)
        if r.nonstarter or r.closes:
            return NEW_NONSTART
        # (95 % of such lines end a paragraph in the synthetic dumps; as a new item, the line the
        # dump gave just before it was the other column's paragraph taking the unfinished line's place)
        lone = r.final and r.short and r.text[0] not in _OPENERS
        return NEW_PLAIN + LONE_LAST_LINE * lone

    @staticmethod
    def _label(r: _Row) -> float | None:
        if r.mkind or not (r.short or r.digits or r.contact or r.page):
            return None
        sc = LABEL
        if r.final or any(c in "。！？" for c in r.text[:-1]):  # (a label names a thing: no full stop)
            sc += LABEL_FINAL
        if r.comma:
            sc += LABEL_COMMA
        if (r.nonstarter and not _SIGNED.match(r.text)) or r.closes:  # (`+1カード` is a label's value)
            sc -= NONSTART + 1
        if r.digits or r.page:
            sc += LABEL_DIGITS
        if r.contact:
            sc += LABEL_CONTACT
        return sc

    def _offer(self, best: dict[tuple, _State], r: _Row, st: _State, score: float,
               streams: tuple[_Stream, ...], sid: int, crossed: int | None = None) -> None:
        """Record the state reached from `st` by giving row `r` to stream `sid` (-1: a label)."""
        last_sid = st.last_sid if sid == -1 else sid
        nstarts = st.nstarts + (sid == r.idx)
        titled = -1 if sid == r.idx else r.idx if sid == -1 and _titled(r) else st.titled
        crossed = st.crossed if crossed is None else crossed
        # States that agree on everything the future can see are merged (dynamic programming);
        # the beam bounds the rest.
        key = (tuple((s.sid, s.last, s.maxw, min(nstarts - s.mark, 4)) for s in streams), last_sid,
               titled >= 0 and r.idx - titled, crossed == self.ends[r.idx])
        if key not in best or best[key].score < score:
            best[key] = _State(score, streams, last_sid, nstarts, (st.trail, r.idx, sid), titled, crossed)

    def run(self) -> dict[int, int]:
        """Row idx -> stream id (idx of the stream's first row), or -1 for a one-line label."""
        beam = [_State(0.0, (), -1, 0, None)]
        for r in self.rows:
            best: dict[tuple, _State] = {}
            for st0 in beam:
                streams, penalty = self._prune(st0.streams, r.idx)
                st = replace(st0, score=st0.score - penalty, streams=streams)
                best_gain = self._best_gain(streams, r)
                for k, s in enumerate(streams):
                    sc = self._cont(st, s, r, best_gain)
                    if sc is not None:
                        ns = (*streams[:k], self._extend(s, r, st.nstarts), *streams[k + 1:])
                        over = self.ends[r.idx] if self._over_page_end(s, r) else None
                        self._offer(best, r, st, st.score + sc, ns, s.sid, over)
                grown, pen = self._prune((*streams, self._start(r, st.nstarts + 1)), r.idx)
                self._offer(best, r, st, st.score + self._new(r) - pen + self._skips(st, r, None)
                            + self._title_start(st, r), grown, r.idx)
                sc = self._label(r)
                if sc is not None:
                    self._offer(best, r, st, st.score + sc, streams, -1)
            beam = sorted(best.values(), key=lambda s: -s.score)[:BEAM]
        final = max(beam, key=lambda s: s.score - sum(self._unfinished(x) for x in s.streams))
        out: dict[int, int] = {}
        trail = final.trail
        while trail is not None:
            trail, idx, sid = trail
            out[idx] = sid
        return out


# --- from assignments to pieces ------------------------------------------------------------

def _repeats(tail: str, head: str) -> bool:
    """The join says the same words twice in a row (`…手番プレイヤーは` + `プレイヤーは…`): no
    sentence does; two paragraphs opening alike do."""
    tail, head = tail.rstrip(), head.lstrip()
    return any(tail.endswith(head[:n]) and all(is_japanese(ch) for ch in head[:n])
               for n in range(REPEAT_MIN, min(len(head), len(tail)) + 1))


def _page_rows(rows: list[_Row]) -> set[int]:
    """Rows that number a page: in a form of their own (`- 3 -`) or a spread's pair (_page_numbers)."""
    return {r.idx for r in rows if r.page} | _page_numbers(rows)


def _page_numbers(rows: list[_Row]) -> set[int]:
    """Numbers next to a number one apart printed alike (`5` / `6`, `- 5 -` / `- 6 -`: the two
    pages of a spread)."""
    found: set[int] = set()
    for a, b in pairwise(rows):
        if (a.digits or a.page) and (b.digits or b.page) and spread_pair(a.text, b.text):
            found.update((a.idx, b.idx))
    return found


def _facing_page(rows: list[_Row], members: dict[int, list[int]], col: int) -> None:
    """A paragraph the search carried over a spread's page numbers while a plain paragraph that
    reads on from it better opens the spread (the right page's top, earlier in the dump): it is
    the left page's last paragraph, and a reader goes on on the facing page first. Cut it at the
    numbers: the rest opens a paragraph of its own, and the foot is left unfinished for _run_on
    to join to the right column's top. (The right page's last paragraph does go on on the next
    spread: the cut needs the better join at the top.)"""
    pages = sorted(_page_numbers(rows))
    if not pages or not FACING_PAGE:
        return
    ends = [i for i in pages if i + 1 not in pages]  # the last number of each spread
    starts = [0] + [e + 1 for e in ends]
    for n, end in enumerate(ends):
        top = range(starts[n], min(starts[n] + 1 + TOP_ROWS, end))
        opening = [sid for sid in top if sid in members and not rows[sid].mkind
                   and not rows[sid].closes and (len(members[sid]) > 1 or rows[sid].final)]
        # a line that cannot start a sentence, which the search gave to the short line above it
        # (the left page's first line, a heading: `ゲーム画面` + `のです。`), reads on from a foot too
        taken = {t: sid for sid, idxs in members.items() for t in idxs[1:2]
                 if t in top and rows[t].nonstarter and rows[sid].short and TOP_NONSTARTER}
        for sid, idxs in list(members.items()):
            here = [i for i in idxs if starts[n] <= i < end]
            beyond = [i for i in idxs if i > end]
            if not here or not beyond or idxs != here + beyond or rows[sid].digits:
                continue
            tail, head = rows[here[-1]], rows[beyond[0]]
            if tail.final or not (tail.comma or tail.w >= col - 5) or head.closes or head.mkind:
                continue
            if head.nonstarter and not (WORD_AT_TOP and _word_at_top(rows, tail, head, opening, sid)):
                continue
            if OTHER_FOOT and _other_foot(rows, members, sid, range(starts[n], end), pages, col):
                continue
            after = join_cue(tail.text, head.text).cost_gain
            if any(t != sid and (rows[t].nonstarter or join_cue(tail.text, rows[t].text).cost_gain
                                > after + FACING_MARGIN) for t in opening) or taken:
                members[sid] = here
                members[beyond[0]] = beyond
                for t, owner in list(taken.items()):  # (one foot: the first carried one)
                    members[owner].remove(t)
                    members[t] = [t]
                    del taken[t]


def _word_at_top(rows: list[_Row], tail: _Row, head: _Row, opening: list[int], sid: int) -> bool:
    """A plain paragraph opening the spread makes a word with the carried foot's last line
    (`…自分のデッ` + `キに入ること…`), reading on better than the line the foot was carried to,
    though that one cannot start a sentence either: the foot is the left page's."""
    after = join_cue(tail.text, head.text).cost_gain
    for t in opening:
        cue = join_cue(tail.text, rows[t].text)
        if t != sid and cue.crosses and cue.cost_gain > after + FACING_MARGIN:
            return True
    return False


def _other_foot(rows: list[_Row], members: dict[int, list[int]], sid: int, spread: range,
                pages: list[int], col: int) -> bool:
    """Another paragraph stops unfinished at the spread's foot (one of the last two text rows
    before its numbers) and goes on nowhere: that one is the left page's foot, whose rest the
    right page's top is, and the paragraph carried over the numbers is the right page's foot,
    which goes on on the next spread. (One foot reads on at the facing top, one over the spread.)"""
    owner = {i: k for k, idxs in members.items() for i in idxs}
    feet = [i for i in spread if i not in pages and rows[i].w > SHORT * col][-2:]
    for i in feet:
        k = owner.get(i)
        tail = rows[i]
        if k is not None and k != sid and members[k][-1] == i and not tail.final \
                and (tail.comma or tail.w >= col - 5):
            return True
    return False


def _running_headers(rows: list[_Row]) -> set[int]:
    """Rows that open at least two pages, and half of them, with the same text (digits aside): a
    running header (`… rules`, the game's title) is furniture, not a heading of the column it
    happens to stand above. (Pages: a run of page-number rows closes one.)"""
    numbers = _page_rows(rows)
    starts = [0] + [i + 1 for i in sorted(numbers) if i + 1 not in numbers and i + 1 < len(rows)]
    if not RUNNING_HEADER or len(starts) < 2:
        return set()
    tops = [[i for i in range(s, min(s + HEADER_ROWS, len(rows))) if i not in numbers and not rows[i].digits]
            for s in starts]

    def key(i: int) -> str:
        return _DIGITS.sub("#", rows[i].text)
    count = Counter(k for top in tops for k in {key(i) for i in top})
    need = max(2, (len(starts) + 1) // 2)
    return {i for top in tops for i in top if count[key(i)] >= need and not rows[i].mkind}


def _heading(rows: list[_Row], i: int, role: dict[int, str], owner: dict[int, int],
             pages: set[int], block: list[int]) -> bool | None:
    """A label is a heading if it introduces what follows: the next line of running text that
    is not the rest of an earlier item (another column) starts a new item. Figure labels come in
    clusters and carry numbers or Latin text. None: a heading's shape (no count, no figure list,
    no part's name) whose ownership the dump alone does not show - labels or lines of the other
    column around it - which the columns decide (_named_headings)."""
    r = rows[i]
    # (a count is a number of its own: `財宝カード ４`, `5 色各 5 個`; `カード1枚を加える` is words)
    if _COUNT.search(r.text) or r.text.isascii() or r.text[-1] in _COMMA or r.text[0] in "：:":
        return False
    lo = hi = i
    while lo > 0 and role[lo - 1] == "label" and lo - 1 not in pages:
        lo -= 1
    while hi + 1 < len(rows) and role[hi + 1] == "label" and hi + 1 not in pages:
        hi += 1
    cluster = hi - lo >= 2
    if _listed(rows, i, role, pages):
        return False
    after = [rows[j].text for j in range(i + 1, hi + 1)]
    if cluster:
        # a cluster of figure labels; a heading in it is followed only by labels that are
        # plainly figure labels (numbers, Latin text: a title block `準備 / Title / 2-4人`)
        if not all(any(c.isdigit() for c in t) or t.isascii() for t in after):
            return None
    elif any(any(c.isdigit() for c in t) for t in after):
        return None  # a numbered figure label follows
    skipped = 0
    for j in range(hi + 1, min(hi + 4, len(rows))):
        if role[j] == "start":
            return not _part_name(rows, i, j, role, owner, pages)
        if owner[j] < i and not cluster and (skipped == 0 or (
                (skipped == 1 or block) and owner[j] == owner[j - 1]
                and (not block or block[j] == block[j - 1]))):
            # the other column's paragraph going on: one line, or two of one paragraph (the space
            # above and below a heading holds two of its rows), or one block of it (_blocks)
            skipped += 1
            continue
        return None
    return None


# a part of a thing, named after it: `城` + `の門` (a noun: no kana, so no verb phrase)
_PART = re.compile(r"の[\u30a1-\u30fa\u30fc\u4e00-\u9fff]{1,6}")
PART_REACH = 20  # dump lines either side of a label where the rest of its figure's labels may be


def _part_name(rows: list[_Row], i: int, j: int, role: dict[int, str], owner: dict[int, int],
               pages: set[int]) -> bool:
    """A heading-shaped label that names a part of what a label of a figure near it names, a
    noun phrase `AのB` (`城` ... `城の門` on a board), is that figure's label - unless the item
    after it (starting at row j) speaks of it too, as a section does of its heading."""
    mine = rows[i].text
    whole = []
    for x in range(max(0, i - PART_REACH), min(len(rows), i + PART_REACH + 1)):
        if x == i or role[x] != "label" or x in pages or rows[x].digits:
            continue
        m = _NAME_COUNT.fullmatch(rows[x].text) or _NAME.fullmatch(rows[x].text)
        name = m.group(1) if m and m.groups() else m.group(0) if m else ""
        if name and _PART.fullmatch(mine[len(name):]) and mine.startswith(name):
            whole.append(name)
    if not whole:
        return False
    item = "".join(rows[x].text for x in range(j, min(len(rows), j + MAX_GAP * 2)) if owner[x] == j)
    return not any(name in item for name in whole)


LIST_REACH = 4  # dump lines either side of a label where the rest of its figure's list may be


def _listed(rows: list[_Row], i: int, role: dict[int, str], pages: set[int]) -> bool:
    """A label of a figure's list of like things (`ゴールドカード ２５ / 財宝カード ４ / ブタカード`):
    it ends with the same word (two characters or more) as a label near it that is a name and a
    count (on its line, or alone on the next)."""
    def named(j: int) -> str:
        if role[j] != "label" or j in pages:
            return ""
        if m := _NAME_COUNT.fullmatch(rows[j].text):
            return m.group(1)
        if j + 1 < len(rows) and rows[j + 1].digits and role[j + 1] == "label" \
                and _NAME.fullmatch(rows[j].text):
            return rows[j].text
        return ""

    mine = rows[i].text
    for j in range(max(0, i - LIST_REACH), min(len(rows), i + LIST_REACH + 1)):
        theirs = named(j) if j != i else ""
        n = 0
        while n < min(len(mine), len(theirs)) and mine[-1 - n] == theirs[-1 - n]:
            n += 1
        if n >= 2:
            return True
    return False


def _titled(r: _Row) -> bool:
    """A label a heading could be: no count, no Latin text, not ending in 、 or a full stop."""
    return not (r.digits or r.page or r.contact or r.final or r.comma or r.text.isascii()
                or _COUNT.search(r.text))


def _one_line_sentence(rows: list[_Row], idxs: list[int]) -> bool:
    """A short paragraph of one line ending a sentence (`山札から4枚引いて、手札とします。`) is
    running text: figure labels name things and carry counts, and the search already took this
    line for no label (LABEL_FINAL). A figure's text of several short lines stays its caption.
    A number opening the sentence, with no space after it, is the count of what the sentence is
    about (`3人遊戲時,移除2片港口板塊。`), not a label's count."""
    r = rows[idxs[0]]
    return len(idxs) == 1 and r.final and r.text[0] not in _OPENERS \
        and not _COUNT.search(_OPENING_NUMBER.sub("", r.text))


def _numbered_heading(rows: list[_Row], idxs: list[int], role: dict[int, str]) -> bool:
    """`1. 準備` followed by unnumbered items is a numbered heading; followed or preceded by
    `2. …` it is an item of a numbered list."""
    r = rows[idxs[0]]
    if len(idxs) > 1 or not r.short or r.final:
        return False
    before = [j for j in range(max(0, r.idx - 3), r.idx) if role[j] == "start"]
    if before and rows[before[-1]].mkind == "number":
        return False  # the last item of a numbered list
    for j in range(r.idx + 1, min(r.idx + 4, len(rows))):
        if role[j] == "start":
            return rows[j].mkind != "number"
    return False


def _block_heading(rows: list[_Row], idxs: list[int], role: dict[int, str], block: list[int]) -> bool:
    """In a dump of blocks (_blocks), a line that is a block of its own, unmarked, with no full
    stop in it and not ending in 、, over an item its column's next block starts (two blocks on:
    the block between is the other column's) is a heading, however wide: headings set large are
    as wide as the text in letters (`特別アクションを持つタイル`). Japanese only (_joins.stops_lines):
    a Chinese line without a full stop is often a sentence (zh held out: worse with it)."""
    i = idxs[0]
    r = rows[i]
    if not block or not _joins.stops_lines() or len(idxs) > 1 or r.mkind or r.comma or r.digits \
            or r.page or r.contact or any(c in _FINAL for c in r.text) or _COUNT.search(r.text):
        return False
    alone = (i == 0 or block[i - 1] != block[i]) and (i + 1 == len(rows) or block[i + 1] != block[i])
    below = next((j for j in range(i + 1, len(rows)) if block[j] == block[i] + 2), None)
    return alone and below is not None and role[below] == "start" and not rows[below].nonstarter


# --- columns and pages ---------------------------------------------------------------------
# Reading order of the pieces: page by page (a run of page-number lines closes a page, or a
# spread of two), left column then right column, each top to bottom.
# "reading" (the default) assigns columns with _columns (hard interleaving constraints, a walk
# that lets silence in a column be explained by a figure or a heading, heading ownership, lexical
# cohesion); "columns" is the earlier heuristic (_page_columns), "lines" the dump's own order. A
# source chooses with `reader: {order: ...}` in sources.yaml (docs/alignment.md).
ORDER = "reading"
RUNNING_HEADER = True  # a line opening most pages alike is furniture (_running_headers)
HEADER_ROWS = 2  # ... among a page's first rows
ORDERS = ("reading", "columns", "lines")
# The dump is a walk over the rows of the page: while both columns run, rows come from them in
# turn; where one column holds a figure or a blank, the other gives rows alone for a while.
# Costs of each step (negative log-odds, roughly):
SWITCH = 0.5  # both running: the next row is the other column's
STAY = 1.5  # both running: two rows of one column in a row (the other one's line spacing lags)
ALONE = 0.1  # one column running alone gives its next row
TO_ALONE = 1.0  # both running -> one alone, or back
ALONE_SWAP = 3.0  # one column stops, the other starts alone (a column ends above a figure)
HEADING_SPLIT = 1.0  # an item in another column than the heading on the line above it
# Items of one column talk about the same things (lexical cohesion, as TextTiling measures it):
COHESION = 1.0  # per unit of Dice overlap with the column's last items, against the other's
COHESION_ITEMS = 1
KIND_CHANGE = 3.0  # a column's items switch between bulleted and plain paragraphs
COLUMN_BEAM = 64
WALK_HEADINGS = True
RESUME = 0.5  # per row a column has been silent beyond RESUME_AFTER, when it starts an item
RESUME_AFTER = 8
RESUME_CAP = 3.0
START_LAG = 0.5  # per row of the page walked before a column gives its first row
_LABEL_KINDS = ("caption", "heading", "furniture")


def _pages(items: list[tuple[int, list[int], Piece]]) -> list[list[int]]:
    """Indexes into `items`, page by page; a run of page-number pieces closes a page."""
    pages: list[list[int]] = [[]]
    closing = False
    for k, (_, _, p) in enumerate(items):
        is_number = p.kind == "furniture" and p.reason == "page number"
        if closing and not is_number:
            pages.append([])
        pages[-1].append(k)
        closing = is_number
    return [pg for pg in pages if pg]


def _content_bigrams(t: str) -> set[str]:
    """Pairs of adjacent kanji or katakana: the vocabulary of a passage, not its grammar."""
    t = "".join(ch if ("\u30a1" <= ch <= "\u30fa" or ch == "ー" or "\u4e00" <= ch <= "\u9fff")
                else " " for ch in t)
    return {t[n:n + 2] for n in range(len(t) - 1) if " " not in t[n:n + 2]}


def _kind_class(r: _Row) -> str:
    if r.mkind in ("bullet", "bare", "number"):
        return "bullet"
    return "" if r.mkind else "plain"


def _page_columns(rows: list[_Row], items: list[tuple[int, list[int], Piece]],
                  ks: list[int]) -> dict[int, int] | None:
    """Column (0 left, 1 right) of each item of one page, or None if the page cannot be read
    as two columns. A piece's lines are consecutive lines of its column, so a line of the dump
    between two of them is in the other column (a hard rule). The rest is a beam search over the
    walk down the rows (SWITCH..START_LAG) with cues of style and sense: a heading goes with the
    item it starts, items of a column keep their bullets or their plain paragraphs and share
    their vocabulary."""
    owner = {i: k for k in ks for i in items[k][1]}
    label = {k: items[k][2].kind in _LABEL_KINDS for k in ks}
    # The walk is over the rows of running text; labels (headings, figure text) sit at heights
    # of their own and are placed after it.
    walk = {k for k in ks if not label[k] or (WALK_HEADINGS and items[k][2].kind == "heading")}
    walked = sorted(i for i, k in owner.items() if k in walk)
    prev_row = {b: a for a, b in pairwise(walked)}
    nth = {i: n for n, i in enumerate(walked)}
    if not walked:
        return {k: 0 for k in ks}
    spans = {k: (min(items[k][1]), max(items[k][1])) for k in ks}
    text_k = [k for k in ks if not label[k]]
    around = {i: [k for k in text_k if spans[k][0] < i < spans[k][1] and owner[i] != k]
              for i in owner}
    words = {k: _content_bigrams("".join(rows[i].text for i in items[k][1])) for k in text_k}
    df = Counter(w for ws in words.values() for w in ws)
    idf = {w: math.log((1 + len(words)) / n) for w, n in df.items()}

    def cohesion(k: int, colour: dict[int, int], c: int) -> float | None:
        """How much of piece k's vocabulary the last items of column c share (Dice)."""
        prev = sorted((j for j in colour if colour[j] == c and not label[j] and spans[j][0] < spans[k][0]),
                      key=lambda j: spans[j][0])[-COHESION_ITEMS:]
        if not prev:
            return None
        seen = set().union(*(words[j] for j in prev))
        if not seen or not words[k]:
            return 0.0
        # weighted by rarity on the page: words every item uses (player, card) tell nothing
        return _columns.dice(seen, words[k], idf)

    # (cost, regime: 2 both running or the column running alone, colour of the last row, colours)
    beam: list[tuple[float, int, int, dict[int, int]]] = [(0.0, 2, -1, {})]
    for i in walked:
        k = owner[i]
        first = i == spans[k][0]
        nxt = []
        for cost, regime, last, colour in beam:
            need = {1 - colour[j] for j in around[i] if j in colour}
            if k in colour:
                need.add(colour[k])
            if len(need) > 1 and not label[k]:
                continue  # a text line inside both columns: not two columns here
            for c in ((colour[k],) if k in colour else (0, 1)):
                if need and c not in need and len(need) == 1:
                    continue
                add = 0.0
                h = prev_row.get(i)
                if first and h is not None and items[owner[h]][2].kind == "heading" \
                        and owner[h] in colour:
                    add += HEADING_SPLIT * (colour[owner[h]] != c)
                if first and not label[k]:
                    prev = sorted((j for j in colour if colour[j] == c and not label[j]),
                                  key=lambda j: spans[j][0])
                    if prev:
                        a = _kind_class(rows[items[prev[-1]][0]])
                        b = _kind_class(rows[i])
                        add += KIND_CHANGE * (bool(a) and bool(b) and a != b)
                    here, there = cohesion(k, colour, c), cohesion(k, colour, 1 - c)
                    if here is not None and there is not None:  # (a column yet empty: no verdict)
                        add += COHESION * (there - here)
                if first:  # a column silent for long (a figure) rarely gives one item and stops
                    before = max((r for j, cj in colour.items() if cj == c and j in walk
                                  for r in items[j][1] if r < i), default=None)
                    if before is None:  # both columns start at the top of the page
                        add += min(RESUME_CAP, START_LAG * nth[i])
                    else:
                        add += min(RESUME_CAP, RESUME * max(0, i - before - RESUME_AFTER))
                new = {**colour, k: c} if k not in colour else colour
                if last < 0:
                    nxt.append((cost + add, 2, c, new))
                    nxt.append((cost + add, c, c, new))
                    continue
                if regime == 2:
                    nxt.append((cost + add + (SWITCH if c != last else STAY), 2, c, new))
                    nxt.append((cost + add + TO_ALONE, c, c, new))
                else:
                    if c == regime:
                        nxt.append((cost + add + ALONE, c, c, new))
                    else:
                        nxt.append((cost + add + ALONE_SWAP, c, c, new))
                    nxt.append((cost + add + TO_ALONE + (SWITCH if c != last else STAY), 2, c, new))
        if not nxt:
            return None
        nxt.sort(key=lambda x: x[0])
        beam = nxt[:COLUMN_BEAM]
    colour = dict(beam[0][3])
    _place_labels(items, [k for k in ks if k not in colour], text_k, spans, around, colour)
    # Which colour is the left column: both columns start at the top margin, and at one height
    # a dumper writes the left line first. So the page's first row is the left column's.
    left = colour[owner[walked[0]]]
    return {k: int(c != left) for k, c in colour.items()}


def _place_labels(items: list[tuple[int, list[int], Piece]], labels: list[int], text_k: list[int],
                  spans: dict[int, tuple[int, int]], around: dict[int, list[int]],
                  colour: dict[int, int]) -> None:
    """A label between two lines of a paragraph is in the other column. A heading goes with
    the item it starts (the next one); figure text with the figure text next to it, else with
    the next item."""
    free = []
    for k in labels:
        need = {1 - colour[j] for i in items[k][1] for j in around[i]}
        if len(need) == 1:
            colour[k] = need.pop()
        else:
            free.append(k)
    for k in sorted(free, key=lambda k: spans[k][0]):
        s = spans[k][0]
        near = [j for j in labels if j in colour and abs(spans[j][0] - s) <= 2
                and items[j][2].kind != "heading"]
        after = [j for j in text_k if spans[j][0] > s]
        before = [j for j in text_k if spans[j][0] < s]
        if near and items[k][2].kind != "heading":
            colour[k] = colour[min(near, key=lambda j: abs(spans[j][0] - s))]
        elif after:
            colour[k] = colour[min(after, key=lambda j: spans[j][0])]
        elif before:
            colour[k] = colour[max(before, key=lambda j: spans[j][0])]
        else:
            colour[k] = 0


def _column_order(rows: list[_Row], items: list[tuple[int, list[int], Piece]], undecided: set[int],
                  col: int, block: list[int]) -> tuple[list[Piece], int, list[dict]]:
    """The pieces in reading order (spread by spread, left column then right, each top to
    bottom), how many spreads were left in line order, and the layout found (for --explain).
    An item that runs on from one spread's right page to the next spread's left page is read
    where it starts, and its later lines count as the top of the next spread's left column."""
    out: list[Piece] = []
    fallback = 0
    layout: list[dict] = []
    spreads = _pages(items)
    end_row = [max(i for k in ks for i in items[k][1]) for ks in spreads]
    seen_rows = -1
    before: list[list[int]] | None = None  # the last spread's columns, in reading order
    texts = {k: "".join(rows[i].text for i in items[k][1]) for k in range(len(items))}
    words = {k: _content_bigrams(t) for k, t in texts.items()}
    running = "\n".join(t for k, t in texts.items() if items[k][2].kind not in _LABEL_KINDS)
    df = Counter(w for ws in words.values() for w in ws)
    idf = {w: math.log((1 + len(words)) / c) for w, c in df.items()}
    for n, ks in enumerate(spreads, 1):
        body = [k for k in ks if not (items[k][2].kind == "furniture"
                                      and items[k][2].reason in ("page number", "running header"))]
        numbers = [k for k in ks if k not in body and items[k][2].reason == "page number"]
        headers = [k for k in ks if k not in body and k not in numbers]  # outside the columns
        lo, hi = seen_rows, max([i for k in numbers for i in items[k][1]] or [end_row[n - 1]])
        seen_rows = hi
        carried = [(k, [i for i in items[k][1] if lo < i <= hi]) for k in range(len(items))
                   if min(items[k][1]) <= lo and any(lo < i <= hi for i in items[k][1])]
        # the spread's first lines: a paragraph's rest among them is the right page's top
        top_lines = sorted(i for k in body for i in items[k][1])[:1 + TOP_ROWS]
        spec = [_columns.Item(
            items[k][1], "heading" if items[k][2].kind == "heading" else
            "label" if items[k][2].kind in _LABEL_KINDS else "text",
            frozenset(_content_bigrams("".join(rows[i].text for i in items[k][1]))),
            bullet=None if _CONNECTIVE.match(rows[items[k][1][0]].text) else
            {"bullet": True, "plain": False}.get(_kind_class(rows[items[k][1][0]])),
            narrow=len(items[k][1]) >= 2 and max(rows[i].w for i in items[k][1]) <= NARROW * col,
            side=_side(rows, items[k][1]),
            runs_on=items[k][1][0] in top_lines and (_runs_on(rows[items[k][1][0]]) or (
                READS_ON_FOOT and _reads_on_from_foot(rows, items, body, k, col))),
            open_end=not rows[items[k][1][-1]].final)
            for k in body]
        spec += [_columns.Item(lines, "carried", frozenset(_content_bigrams(
            "".join(rows[i].text for i in items[k][1])))) for k, lines in carried]
        found = _columns.columns(spec, block) if body else {}
        if found is None:
            fallback += 1
            found = {x: 0 for x in range(len(body))}
        cols = {k: found[x] for x, k in enumerate(body)}
        first = {k: min(items[k][1]) for k in body}
        # a line set across both columns (side S) starts a band: each band left column, then right
        spanning = sorted(first[k] for k in body if rows[first[k]].side == "S")
        band = {k: bisect_right(spanning, first[k]) for k in body}
        body.sort(key=lambda k: (band[k], -1 if rows[first[k]].side == "S" else cols[k], first[k]))
        joined = {_run_on(rows, items, [k for k in body if band[k] == b], cols, col)
                  for b in set(band.values())}  # (each band's left foot goes on at its right top)
        body = [k for k in body if k not in joined]
        if BAND_FOOT and (k := _band_foot(rows, items, body, cols, col)) is not None:
            body.remove(k)
        _demote_headings(items, body, first)
        _unnamed_headings(items, body, texts, words, running)
        _named_headings(items, {k for k in body if items[k][0] in undecided}, body, cols, first,
                        texts, words)
        columns_now = [[k for k in body if cols[k] == c] for c in (0, 1)]
        if before is not None and not carried:
            _resume_section(items, before, columns_now[0], words, idf)
        before = columns_now
        out += [items[k][2] for k in headers + body + numbers]
        pages = [rows[i].text for k in numbers for i in items[k][1]]
        for k in headers + body + numbers:
            p = items[k][2]
            where = ("furniture" if p.kind == "furniture" else
                     ("left" if cols[k] == 0 else "right") + (" caption" if p.kind == "caption" else ""))
            layout.append({"spread": n, "pages": pages, "lines": [rows[i].no for i in items[k][1]],
                           "sides": [rows[i].side for i in items[k][1]],
                           "column": where, "kind": p.kind, "text": _opening(rows, items[k][1])})
    return out, fallback, layout


def _opening(rows: list[_Row], idxs: list[int]) -> str:
    """An item's first line, as --explain shows it; a marker alone on its line (`¾`) with the
    line its text starts on, so the curator sees which item it is."""
    first = rows[idxs[0]]
    return f"{first.text} {rows[idxs[1]].text}" if first.mkind == "bare" and len(idxs) > 1 else first.text


def _runs_on(r: _Row) -> bool:
    """The line cannot start a sentence: it goes on from a line the dump gave later."""
    return not r.mkind and (r.nonstarter or r.closes > 0)


_TEXT_KINDS = ("rule", "list-item", "note", "example")


def _reads_on_from_foot(rows: list[_Row], items: list[tuple[int, list[int], Piece]], body: list[int],
                        k: int, col: int) -> bool:
    """A plain paragraph among the spread's first lines makes a word with the last line of a
    paragraph the spread leaves unfinished further down (`…アクションタ` + `イルを獲得し…`): it is
    that paragraph's rest, the right page's top going on from the left page's foot, though it
    could start a sentence."""
    head = rows[items[k][1][0]]
    if head.mkind or items[k][2].kind != "rule":
        return False
    for a in body:
        tail = rows[items[a][1][-1]]
        if a != k and items[a][2].kind in _TEXT_KINDS and tail.idx > head.idx and not tail.final \
                and tail.w >= col - 5:
            cue = join_cue(tail.text, head.text)
            if cue.crosses and cue.cost_gain >= COST_CENTRE:
                return True
    return False


def _side(rows: list[_Row], lines: list[int]) -> int | None:
    """The column an item's lines say it is in: 0 or 1 where they include the left or right part of
    a line that held both columns' lines (and no part of the other side), else None."""
    sides = {rows[i].side for i in lines} & {"L", "R"}
    return {"L": 0, "R": 1}[sides.pop()] if len(sides) == 1 else None


def _run_on(rows: list[_Row], items: list[tuple[int, list[int], Piece]], body: list[int],
            cols: dict[int, int], col: int) -> int | None:
    """A paragraph left unfinished at the foot of the left column (no full stop, its last line as
    wide as the column or ending in 、) goes on at the top of the right column, where a plain
    paragraph (no marker, under no heading) stands: the two are one (the continuation is earlier
    in the dump, so the line-joining search could not join them). Returns the piece merged away."""
    def flow(c: int) -> list[int]:
        return [k for k in body if cols[k] == c and items[k][2].kind not in ("caption", "furniture")]
    left, right = flow(0), flow(1)
    if not left or not right:
        return None
    a, b = left[-1], right[0]
    if items[a][2].kind not in ("rule", "list-item", "note", "example"):
        return None
    tail = rows[items[a][1][-1]]
    if tail.final or not (tail.comma or tail.w >= col - 5):
        return None
    if items[b][2].kind != "rule" or rows[items[b][1][0]].mkind or min(items[b][1]) > max(items[a][1]):
        top = _short_top(rows, items, body, a, col)
        if top is None:
            return None
        b = top
    if RUN_ON_READS and not tail.comma:  # (no sentence's start: `…置き` + `プレイヤーは…`)
        cue = join_cue(tail.text, rows[items[b][1][0]].text)
        if not (cue.crosses or cue.non_starter or cue.cost_gain >= COST_CENTRE):
            return None
    return _merge(items, a, b)


def _merge(items: list[tuple[int, list[int], Piece]], a: int, b: int) -> int:
    """Piece b goes on piece a (its lines and spans); returns b, the piece merged away."""
    items[a][1].extend(items[b][1])
    items[a][2].spans.extend(items[b][2].spans)
    return b


def _band_foot(rows: list[_Row], items: list[tuple[int, list[int], Piece]], body: list[int],
               cols: dict[int, int], col: int) -> int | None:
    """The right column's top cannot start a sentence (`ー等に関わらず…`) and _run_on left it alone:
    it is the rest of a paragraph left unfinished right above a heading of the left column (a
    heading across both columns cuts the page in bands; each band's left foot goes on at its right
    top, earlier in the dump). Returns the piece merged away."""
    def flow(c: int) -> list[int]:
        return [k for k in body if cols[k] == c and items[k][2].kind not in ("caption", "furniture")]
    left, right = flow(0), flow(1)
    if not left or not right:
        return None
    b = right[0]
    head = rows[items[b][1][0]]
    if items[b][2].kind != "rule" or head.mkind or not head.nonstarter:
        return None
    found = []
    for a, nxt in pairwise(left):
        tail = rows[items[a][1][-1]]
        if items[a][2].kind in _TEXT_KINDS and items[nxt][2].kind == "heading" \
                and not tail.final and (tail.comma or tail.w >= col - 5) \
                and min(items[b][1]) < max(items[a][1]):  # (else the line search could have joined them)
            found.append(a)
    if len(found) != 1:
        return None
    a = found[0]
    return _merge(items, a, b)


def _short_top(rows: list[_Row], items: list[tuple[int, list[int], Piece]], body: list[int], a: int,
               col: int) -> int | None:
    """The right page's top read into the left column: the one one-line plain paragraph among the
    spread's first rows (not its very first: the left page's top) that ends a sentence short of the
    column's width, as a paragraph's last line does (`尊敬を得るでしょう。`)."""
    if not SHORT_TOP:
        return None
    start = min(i for k in body for i in items[k][1])
    found = [k for k in body if k != a and items[k][2].kind == "rule" and len(items[k][1]) == 1
             and start < items[k][1][0] <= start + TOP_ROWS
             and rows[items[k][1][0]].final and not rows[items[k][1][0]].mkind
             and rows[items[k][1][0]].w < col - 5]
    return found[0] if len(found) == 1 else None


SHORT_TOP = True


RESUME_MARGIN = 0.15  # Dice by which the section two columns back must beat the one in force


def _resume_section(items: list[tuple[int, list[int], Piece]], before: list[list[int]],
                    left: list[int], words: dict[int, set[str]], idf: dict[str, float]) -> None:
    """The top of a left column under no heading goes on with the section in force (the last
    spread's right column) - unless that column opened with a heading of its own (a page set
    apart: a panel) and the top's subject is plainly that of the section two columns back, the
    last one of the last spread's left column: then it resumes that section, up to its first
    heading (Piece.resume)."""
    def flow(ks: list[int]) -> list[int]:
        return [k for k in ks if items[k][2].kind not in ("caption", "furniture")]
    prev_left, prev_right, now = flow(before[0]), flow(before[1]), flow(left)
    if not (prev_left and prev_right and now) or items[prev_right[0]][2].kind != "heading" \
            or items[now[0]][2].kind == "heading":
        return

    def last_section(ks: list[int]) -> tuple[int | None, set[str]]:
        heads = [x for x, k in enumerate(ks) if items[k][2].kind == "heading"]
        if not heads:
            return None, set()
        return ks[heads[-1]], set().union(*(words[k] for k in ks[heads[-1] + 1:]))

    run = []
    for k in now:
        if items[k][2].kind == "heading":
            break
        run.append(k)
    top = set().union(*(words[k] for k in run))
    (back, back_words), (_, here_words) = last_section(prev_left), last_section(prev_right)
    if back is None:
        return
    there, here = _columns.dice(top, back_words, idf), _columns.dice(top, here_words, idf)
    if there >= _columns.COHESION_MIN and there > here + RESUME_MARGIN:
        for k in run:
            items[k][2].resume = items[back][2]


OWN_GAP = 6  # dump lines between a heading and the first item it owns in its column, at most


def _demote_headings(items: list[tuple[int, list[int], Piece]], body: list[int],
                     first: dict[int, int]) -> None:
    """A heading owns the text below it in its column: one whose column goes on, after it, with
    nothing near (a figure) or with another heading further down is a figure's label. (`body` is
    in reading order: column by column, top to bottom.)"""
    flow = [k for k in body if items[k][2].kind not in ("caption", "furniture")]  # (a figure may come first)
    for a, b in pairwise([*flow, -1]):
        if items[a][2].kind != "heading" or b < 0:
            continue
        same = items[b][2].kind == "heading" and first[b] - first[a] <= 2
        owns = items[b][2].kind != "heading" and first[b] - first[a] <= OWN_GAP
        if first[b] > first[a] and not (same or owns):
            items[a][2].kind, items[a][2].level = "caption", 0


_WORD = re.compile(r"[\u30a1-\u30fa\u30fc\u4e00-\u9fff]+")  # one word: kanji and katakana only
NAMED_ITEMS = 2  # the items below a heading that speak of what it names


def _unnamed_headings(items: list[tuple[int, list[int], Piece]], body: list[int], texts: dict[int, str],
                      words: dict[int, set[str]], running: str) -> None:
    """A heading names what its section is about. A one-word heading (`山札`, `マップ`) that the
    text speaks of elsewhere but the items below it never touch (no kanji/katakana bigram of it
    in the first NAMED_ITEMS) labels a thing the text talks about: a figure's label, set above
    the next item. A one-word heading the text never uses (`コンポーネント`, `セットアップ`) names
    a section, whatever its items say; so does any phrase (`カードを捨てる`). (`body` is in
    reading order.)"""
    flow = [k for k in body if items[k][2].kind not in ("caption", "furniture")]
    for n, k in enumerate(flow):
        if items[k][2].kind != "heading":
            continue
        if not _WORD.fullmatch(texts[k]) or texts[k] not in running:
            continue
        below: list[int] = []
        for j in flow[n + 1:]:
            if items[j][2].kind == "heading" or len(below) == NAMED_ITEMS:
                break
            below.append(j)
        if below and not (words[k] & set().union(*(words[j] for j in below))):
            items[k][2].kind, items[k][2].level = "caption", 0


def _named_headings(items: list[tuple[int, list[int], Piece]], undecided: set[int], body: list[int],
                    cols: dict[int, int], first: dict[int, int], texts: dict[int, str],
                    words: dict[int, set[str]]) -> None:
    """A label of a heading's shape whose ownership the dump alone did not show (`undecided`: the
    other column's labels or lines around it), right above an item of its column (no other label
    of the column between, within OWN_GAP lines), that names what the items below it speak of
    (a kanji/katakana bigram of it in the first NAMED_ITEMS) is that section's heading: it was
    taken for a figure label only for the other column's labels beside it in the dump (a cluster
    of labels is decided before the columns are known)."""
    for c in (0, 1):
        flow = [k for k in body if cols[k] == c and items[k][2].kind != "furniture"]
        for n, k in enumerate(flow):
            p = items[k][2]
            if p.kind != "caption" or k not in undecided:
                continue
            below: list[int] = []
            for j in flow[n + 1:]:
                if items[j][2].kind in ("heading", "caption") or len(below) == NAMED_ITEMS:
                    break
                below.append(j)
            if below and first[below[0]] - first[k] <= OWN_GAP \
                    and words[k] & set().union(*(words[j] for j in below)):
                p.kind, p.level = "heading", 1


def _column_order_v1(rows: list[_Row],
                  items: list[tuple[int, list[int], Piece]]) -> tuple[list[Piece], int]:
    """The pieces in the earlier column order (`order="columns"`), and how many pages were
    left in line order."""
    out: list[Piece] = []
    fallback = 0
    for ks in _pages(items):
        body = [k for k in ks if not (items[k][2].kind == "furniture"
                                      and items[k][2].reason == "page number")]
        numbers = [k for k in ks if k not in body]
        cols = _page_columns(rows, items, body) if body else {}
        if cols is None:
            fallback += 1
            cols = {k: 0 for k in body}
        first = {k: min(items[k][1]) for k in body}
        body.sort(key=lambda k: (cols[k], first[k]))
        out += [items[k][2] for k in body] + [items[k][2] for k in numbers]
    return out, fallback



@_joins.by_language
def read_text(text: str, path: str, order: str = ORDER, columns: str = "") -> ReadResult:
    """The pieces of a dump, in the order `order` names: "reading" (the default: spread by spread,
    the left column top to bottom then the right one, by extract/readers/_columns.py), "columns"
    (the same page order by the earlier heuristic, _page_columns, kept for comparison) or "lines"
    (each piece where its first line is in the dump; columns interleaved). `columns` ("131:right
    132:left") is a curator's reading of lines whose column the layout leaves open: each such
    line is read as a line the dump gave on that side (_Row.side)."""
    if order not in ORDERS:
        raise ValueError(f"order must be one of {', '.join(ORDERS)}, not {order!r}")
    if text.lstrip().startswith("%PDF-"):
        raise InputError(path, "this is a PDF file, not a text dump of one: expected format pdf", 1)
    rows, col = _rows(text)
    curated = _curated_sides(rows, columns, path) if columns else {}
    rows = [replace(r, side=curated[r.no]) if r.no in curated else r for r in rows]
    if not rows:
        return ReadResult(text, [])
    block = _blocks(rows)
    assign = _Search(rows, col, block).run()
    members: dict[int, list[int]] = {}
    for idx in range(len(rows)):
        sid = assign[idx]
        members.setdefault(idx if sid == -1 else sid, []).append(idx)
    headers: set[int] = set()
    if order == "reading":
        _facing_page(rows, members, col)
        headers = _running_headers(rows)
        for sid, idxs in list(members.items()):  # a header stands alone (the search may join it)
            rest = [i for i in idxs if i not in headers]
            if len(rest) < len(idxs):
                del members[sid]
                members.update({i: [i] for i in idxs if i in headers})
                if rest:
                    members[rest[0]] = rest

    owner = {idx: sid for sid, idxs in members.items() for idx in idxs}
    # A one-row plain stream that is short and unfinished is a label after all.
    role: dict[int, str] = {}
    for sid, idxs in members.items():
        r = rows[sid]
        one_label = len(idxs) == 1 and (sid in headers or (not r.mkind and (
            r.digits or r.contact or r.page or (r.short and not r.final))))
        for k, idx in enumerate(idxs):
            role[idx] = "label" if one_label else ("start" if k == 0 else "cont")

    # The commonest bullet written inline marks the rules; lone bullets and rarer glyphs mark
    # sub-items (lists under a rule).
    glyphs = Counter(rows[s].marker for s in members if rows[s].mkind == "bullet")
    main_glyph = glyphs.most_common(1)[0][0] if glyphs else ""
    pages = _page_numbers(rows)

    pieces: list[tuple[int, Piece]] = []
    last_caption: tuple[int, Piece] | None = None
    undecided: set[int] = set()  # heading-shaped labels the columns decide
    for sid in sorted(members):
        idxs = members[sid]
        r = rows[sid]
        spans = [(rows[i].start, rows[i].end) for i in idxs]
        if role[sid] == "label":
            if sid in headers:
                pieces.append((sid, Piece("furniture", spans, reason="running header")))
            elif sid in pages or r.page:
                pieces.append((sid, Piece("furniture", spans, reason="page number")))
            elif r.contact:
                pieces.append((sid, Piece("furniture", spans, reason="publisher contact line")))
            elif r.digits and last_caption and sid - last_caption[0] <= 2 \
                    and not any(c.isdigit() for c in rows[last_caption[0]].text) \
                    and len(last_caption[1].spans) == 1:
                last_caption[1].spans.extend(spans)  # the count printed under a figure label
            elif r.digits:
                pieces.append((sid, Piece("furniture", spans, reason="figure number")))
            elif heading := _heading(rows, sid, role, owner, pages, block):
                pieces.append((sid, Piece("heading", spans, level=1)))
            else:
                last_caption = (sid, Piece("caption", spans))
                pieces.append(last_caption)
                if heading is None:
                    undecided.add(sid)
            continue
        if r.mkind == "note":
            kind = "note"
        elif r.mkind == "example":
            kind = "example"
        elif r.mkind in ("bullet", "bare"):
            kind = "rule" if r.marker == main_glyph else "list-item"
        elif r.mkind == "number":
            kind = "heading" if _numbered_heading(rows, idxs, role) else "rule"
        elif _block_heading(rows, idxs, role, block):
            kind = "heading"
        elif (max(rows[i].w for i in idxs) <= SHORT * col and not _one_line_sentence(rows, idxs)) or (
                len(idxs) == 1 and r.text[0] in "（(" and r.text[-1] in "）)") or (
                len(idxs) >= 2 and max(rows[i].w for i in idxs) <= NARROW * col):
            kind = "caption"  # a sentence inside a figure, or a narrow block of text beside one
        else:
            kind = "rule"
        pieces.append((sid, Piece(kind, spans, marker=r.marker, level=int(kind == "heading"))))
    layout: list[dict] = []
    if order == "lines":
        ordered = [p for _, p in sorted(pieces, key=lambda x: x[0])]
        fallback = 0
    elif order == "columns":
        ordered, fallback = _column_order_v1(rows, [(sid, members[sid], p) for sid, p in pieces])
    else:
        ordered, fallback, layout = _column_order(rows, [(sid, members[sid], p) for sid, p in pieces],
                                                  undecided, col, block)
    joined = sum(1 for idxs in members.values()
                 if any(b - a > 1 for a, b in pairwise(idxs)))
    notes = [f"pdf-text: reading order restored; {joined} items joined across interleaved lines"]
    cut = {r.no for r in rows if r.side} - set(curated)
    if cut:
        notes.append(f"pdf-text: {sum(r.side == 'L' and r.no in cut for r in rows)} lines held both columns' "
                     "lines side by side: cut at the gap, the left one read first")
    if curated:
        notes.append(f"pdf-text: {len(curated)} lines read in the column the source's `columns` option gives")
    if order != "lines":
        notes.append("pdf-text: pieces ordered page by page, left column then right column"
                     + (f" ({fallback} pages left in line order: not two columns)" if fallback else ""))
    return ReadResult(text, ordered, notes=notes, layout=layout)
