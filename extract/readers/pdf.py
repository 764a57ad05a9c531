"""PDF reader: pdfplumber characters -> columns and bands -> a physical text dump + pieces.

The base text (ReadResult.text) is a *physical text dump* built here: pages in order, separated by
a line holding a form feed (blank, as pdftotext separates pages); within a page the visual lines in
reading order, one dump line per visual line of one column. Bands are read top to bottom and, inside
a band, columns left to right. Characters of a line are joined as drawn; a horizontal gap wider than
a fifth of the font size becomes one space. Every span of every piece is one whole dump line, so
clause `lines` are line numbers of this dump.

Layout analysis, per page, from the characters of pdfplumber's layout tree (one parse per page; no
crops, no word building; see `_chars`):
- rows: characters grouped by vertical centre; each row's ink is a list of x intervals (small gaps,
  such as word spaces, filled);
- gutters: x bins covered by at most half the rows. Inside each run of such bins the gutter is the
  widest stretch of (nearly) least coverage; its centre is the cut. It is accepted when it is at
  least half an em wide, three rows or more have text on each side without crossing the cut, such
  rows outnumber the rows that cross it, and the text on each side is wide on a quarter of those
  rows at least (so bullets or section numbers beside a hanging indent make no column). A page too
  sparse to show its own (a last page of a few lines) takes the document's most common gutters if
  half of its rows start text at the gutter's right edge;
- bands: a row set across a gutter (a heading across the columns, a centred page number: ink over
  the cut, or starting again inside the gutter) is read on its own, full width; runs of other rows
  form a column band, read column by column.
Then, over the whole document:
- furniture: at the top or bottom edge, one or two rows set apart from the body by an em of white
  space: lines there repeated at the same height on three pages or more (two in a short document)
  are running headers/footers (numbers in them may change if they grow with the page), lone
  numbers are page numbers; and furigana (small kana set just above a body line);
- headings: short lines set larger than the body size (level by size, largest = 1) or bold when the
  body is not; consecutive heading lines of one style join, and so does a lone chapter or step
  number with the heading line under it;
- table rows: a line with a gap of 1.5 em or more inside it (cells) is a piece of its own;
- small print: text set smaller than the body (by 15% or more) is a caption (a note when longer
  than three lines), and a change of type size ends a paragraph, except that a caption set inside
  an open sentence is held back and the sentence runs on past it (the caption follows it);
- paragraphs: a line continues the open piece unless the next line is a heading, starts with a
  bullet or number, follows a wider-than-usual vertical gap, leaves a list item's hanging indent for
  a first-line indent, or the line ends a sentence and the next line is indented differently (a
  first-line indent) or the line stops short of the column edge (a paragraph's last line).
  Paragraphs run on across columns and pages; furniture in between does not break them.
Bad input (InputError naming the file): a file pdfminer cannot parse, an encrypted file that needs
a password, a file without any text layer (scanned images), a file whose characters are mostly in
fonts without a Unicode mapping (pdfminer gives `(cid:N)`; fewer are kept, with a note).
Known limits: vertical (tategaki) text is skipped with a note; a single-column table whose cells
line up over most of a page can be taken for columns; a caption in body-size type is body text.
"""

from __future__ import annotations

import io
import logging
import math
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from itertools import pairwise
from statistics import median

from pdfminer.layout import LTChar, LTContainer

from ..errors import InputError
from ..model import Piece, ReadResult

# pdfminer logs warnings about damaged files; without a handler Python prints them to stderr.
logging.getLogger("pdfminer").addHandler(logging.NullHandler())

EDGE_ZONE = 0.12  # fraction of the page height at the top and bottom where furniture lives
FINAL = set("。．.！!？?：:")
CLOSERS = set("」』）)】〕\"'”’》〉")
BOLD_RE = re.compile(r"bold|black|heavy|demi|semibold|(?<![0-9])W[5-9](?![0-9])", re.I)
MARKER_RE = re.compile(
    r"(?:[・•●○■□◆◇▶►▸▪◦‣◎☆★※\-–*\uf000-\uf8ff]"
    r"|[①-⑳❶-❿➀-➉]"
    r"|[(（](?:[0-9０-９]{1,3}|[A-Za-zＡ-Ｚａ-ｚ]|[一二三四五六七八九十]{1,3})[)）]"
    r"|(?:[0-9０-９]{1,3}|[A-Za-zＡ-Ｚａ-ｚ]|[一二三四五六七八九十]{1,3})[.．)）、](?![0-9０-９]))"
    r"\s*"
)
# a heading line that is only a number: the chapter or step number set above its title
NUMBER_LINE_RE = re.compile(
    r"^(?:第\s*[0-9０-９一二三四五六七八九十]+\s*[章節节部回]|(?:chapter|step|part)\s*\d+"
    r"|[0-9０-９]+(?:[.．][0-9０-９]+)*[.．]?)$", re.I)
PAGE_NO_RE = re.compile(
    r"^[-–—\s]*(?:p\.?|page|第)?\s*\d{1,4}\s*(?:(?:/|of)\s*\d{1,4}|頁|页|ページ)?[-–—\s]*$", re.I)


class _Char:
    __slots__ = ("bold", "bottom", "size", "text", "top", "x0", "x1")

    def __init__(self, text: str, x0: float, x1: float, top: float, bottom: float, size: float, bold: bool):
        self.text, self.x0, self.x1, self.top, self.bottom = text, x0, x1, top, bottom
        self.size, self.bold = size, bold


@dataclass
class _Page:
    no: int  # 1-based
    width: float
    height: float
    chars: list[_Char]
    skipped: int = 0  # rotated / vertical characters


@dataclass
class _Line:
    """One visual line of one column (col = -1: a full-width row)."""

    page: int
    band: int
    col: int
    chars: list[_Char]
    text: str = ""
    xs: list[float] = field(default_factory=list)  # x0 of each character of text
    x0: float = 0.0
    x1: float = 0.0
    top: float = 0.0
    bottom: float = 0.0
    size: float = 0.0
    bold: bool = False
    left: float = 0.0  # edges of the line's column on its page
    right: float = 0.0
    start: int = 0  # offsets in the dump
    end: int = 0
    furniture: str = ""
    cells: int = 0  # gaps of 1.5 em or more inside the line: table cells

    def finish(self) -> None:
        chars = sorted(self.chars, key=lambda c: c.x0)
        out: list[str] = []
        xs: list[float] = []
        prev: _Char | None = None
        for c in chars:
            if prev is not None and c.x0 - prev.x1 > 0.2 * max(c.size, prev.size):
                out.append(" ")
                xs.append(prev.x1)
                if c.x0 - prev.x1 >= 1.5 * max(c.size, prev.size):
                    self.cells += 1
            out.append(c.text)
            xs.append(c.x0)
            prev = c
        self.text, self.xs = "".join(out), xs
        self.x0, self.x1 = chars[0].x0, max(c.x1 for c in chars)
        self.top, self.bottom = min(c.top for c in chars), max(c.bottom for c in chars)
        sizes = Counter(round(c.size * 2) / 2 for c in chars)
        self.size = sizes.most_common(1)[0][0]
        self.bold = sum(c.bold for c in chars) * 2 > len(chars)


# ---------------------------------------------------------------------------------------------- parse

def _parse(data: bytes, path: str) -> list[_Page]:
    """All upright, non-blank characters of every page. Every failure of the parser becomes an
    InputError: pdfminer raises many exception types on damaged files, none of them a bug here."""
    import pdfplumber
    from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect

    pages: list[_Page] = []
    bold_of: dict[str, bool] = {}
    where = ""
    try:
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            for no, page in enumerate(pdf.pages, start=1):
                where = f" (page {no})"
                chars, skipped = _chars(page.layout, float(page.width), float(page.height), bold_of)
                pages.append(_Page(no, float(page.width), float(page.height), chars, skipped))
                page.close()  # drop pdfplumber's per-page caches
    except Exception as e:  # any parser failure is bad input (see docstring)
        cause = e.args[0] if e.args and isinstance(e.args[0], BaseException) else e
        if isinstance(cause, PDFPasswordIncorrect):
            raise InputError(path, "encrypted PDF: a password is needed to read it") from None
        if isinstance(cause, PDFEncryptionError):
            raise InputError(path, f"encrypted PDF: cannot decrypt it ({cause})") from None
        reason = str(cause).strip() or type(cause).__name__
        if isinstance(cause, KeyError):
            reason = f"missing entry {reason}"
        # one printable line: the reason may quote damaged bytes
        reason = "".join(ch if ch.isprintable() else "?" for ch in reason)
        raise InputError(path, f"corrupt or unreadable PDF{where}: {reason[:120]}") from None
    if not pages:
        raise InputError(path, "corrupt or unreadable PDF: it has no pages")
    return pages


def _chars(layout: LTContainer, width: float, height: float,
           bold_of: dict[str, bool]) -> tuple[list[_Char], int]:
    """The characters of pdfplumber's layout tree (pdfminer objects), `top`/`bottom` measured down
    from the page's top edge as pdfplumber does. Walking the tree directly skips `page.chars`, which turns
    every object into a dict of some thirty attributes: that is where most of pdfplumber's time
    beyond pdfminer's own parse goes, and this reader needs seven of them."""
    out: list[_Char] = []
    skipped = 0
    stack = [iter(layout)]
    while stack:
        for obj in stack[-1]:
            if isinstance(obj, LTChar):
                t = obj.get_text()
                if not t or t.isspace():
                    continue
                if not (obj.x1 > 0 and obj.x0 < width and obj.y1 > 0 and obj.y0 < height
                        and math.isfinite(obj.size)):
                    continue  # off the page: not visible, and absurd coordinates would skew the layout
                if not obj.upright:
                    skipped += 1
                    continue
                font = obj.fontname
                if font not in bold_of:
                    name = font.decode("latin-1") if isinstance(font, bytes) else str(font)
                    bold_of[font] = bool(BOLD_RE.search(name))
                top, bottom = height - obj.y1, height - obj.y0
                out.append(_Char(t, obj.x0, obj.x1, top, bottom, obj.size, bold_of[font]))
            elif isinstance(obj, LTContainer):
                stack.append(iter(obj))
                break
        else:
            stack.pop()
    return out, skipped


# ---------------------------------------------------------------------------------------------- layout

def _rows(chars: list[_Char]) -> list[list[_Char]]:
    """Group characters into rows by vertical centre."""
    rows: list[list[_Char]] = []
    mid = tol = -1e9
    for c in sorted(chars, key=lambda c: (c.top + c.bottom) / 2):
        m = (c.top + c.bottom) / 2
        if m - mid > tol:
            rows.append([])
            mid, tol = m, 0.4 * c.size
        rows[-1].append(c)
    return rows


def _ink(row: list[_Char]) -> list[tuple[float, float]]:
    """The row's x intervals, gaps narrower than half a character filled."""
    out: list[list[float]] = []
    for c in sorted(row, key=lambda c: c.x0):
        if out and c.x0 - out[-1][1] < 0.5 * c.size:
            out[-1][1] = max(out[-1][1], c.x1)
        else:
            out.append([c.x0, c.x1])
    return [(a, b) for a, b in out]


def _gutters(inks: list[list[tuple[float, float]]], em: float) -> list[tuple[float, float]]:
    """Vertical bands (x0, x1) free of ink on most rows, with text columns on both sides."""
    if len(inks) < 3:
        return []
    lo = min(iv[0][0] for iv in inks)
    hi = max(iv[-1][1] for iv in inks)
    unit = max(1.0, (hi - lo) / 4000)  # bins of one point, fewer on absurdly wide pages
    nbins = int((hi - lo) / unit) + 1
    diff = [0] * (nbins + 2)
    for iv in inks:
        for a, b in iv:
            diff[int((a - lo) / unit)] += 1
            diff[int((b - lo) / unit) + 1] -= 1
    cover, run = [], 0
    for d in diff[:nbins]:
        run += d
        cover.append(run)
    limit = len(inks) // 2
    found: list[tuple[float, float]] = []
    b = 0
    while b < len(cover):
        if cover[b] > limit:
            b += 1
            continue
        e = b
        while e < len(cover) and cover[e] <= limit:
            e += 1
        if b > 0 and e < len(cover):  # interior runs only
            # the widest stretch of (nearly) least coverage: a centred page number or a ragged
            # line end may reach into the gutter without closing it
            near_least = min(cover[b:e]) + max(1, len(inks) // 10)
            best, i = (0, 0), b
            while i < e:
                j = i
                while j < e and cover[j] <= near_least:
                    j += 1
                if j - i > best[1] - best[0]:
                    best = (i, j)
                i = j + 1
            g0, g1 = lo + best[0] * unit, lo + best[1] * unit
            if g1 - g0 >= 0.5 * em and _is_gutter(inks, (g0 + g1) / 2, em, hi - lo):
                found.append((g0, g1))
        b = e
    return found


def _is_gutter(inks: list[list[tuple[float, float]]], cut: float, em: float, width: float) -> bool:
    """Text on both sides of `cut` on at least three rows each, more rows than cross it, and both
    sides wide on a quarter of those rows at least: a column of bullets or section numbers beside a
    hanging indent is not a text column, a column of an index with one-letter group labels is."""
    left: list[float] = []
    right: list[float] = []
    crossing = 0
    for iv in inks:
        if any(a < cut < b for a, b in iv):
            crossing += 1
            continue
        lhs = [(a, b) for a, b in iv if b <= cut]
        rhs = [(a, b) for a, b in iv if a >= cut]
        if lhs:
            left.append(lhs[-1][1] - lhs[0][0])
        if rhs:
            right.append(rhs[-1][1] - rhs[0][0])
    if len(left) < 3 or len(right) < 3 or min(len(left), len(right)) <= crossing:
        return False
    wide = max(4 * em, 0.15 * width)
    return _upper_quartile(left) >= wide and _upper_quartile(right) >= wide


def _upper_quartile(xs: list[float]) -> float:
    return sorted(xs)[(3 * len(xs)) // 4]


def _fits(inks: list[list[tuple[float, float]]], gutters: list[tuple[float, float]], em: float) -> bool:
    """Do the columns of other pages fit this page, too sparse to show its own? Of the rows not set
    across a gutter, half or more have text starting at its right edge, as a column's lines do."""
    for g0, g1 in gutters:
        rows = [iv for iv in inks if not _spans(iv, g0, g1)]
        starting = sum(any(g1 - 1 <= a <= g1 + 2 * em for a, b in iv) for iv in rows)
        if not starting or 2 * starting < len(rows):
            return False
    return True


def _layout(page: _Page, em: float,
            usual: list[tuple[float, float]] | None = None) -> tuple[list[_Line], list[tuple[float, float]]]:
    """The page's visual lines in reading order, and its gutters. `usual`: the gutters most pages
    of the document have, tried where the page is too sparse to show its own."""
    rows = _rows(page.chars)
    inks = [_ink(r) for r in rows]
    gutters = _gutters(inks, em)
    if not gutters and usual and _fits(inks, usual, em):
        gutters = usual
    if not gutters:
        lines = [_Line(page.no, 0, -1, r) for r in rows]
    else:
        lines = []
        cuts = [(g0 + g1) / 2 for g0, g1 in gutters]
        band = 0
        pending: list = []  # column rows of the current band

        def flush() -> None:
            nonlocal band, pending
            if not pending:
                return
            for col in range(len(cuts) + 1):
                for r in pending:
                    part = [c for c in r if _col_of((c.x0 + c.x1) / 2, cuts) == col]
                    if part:
                        lines.append(_Line(page.no, band, col, part))
            band += 1
            pending = []

        for r, iv in zip(rows, inks, strict=True):
            if any(_spans(iv, g0, g1) for g0, g1 in gutters):
                flush()
                lines.append(_Line(page.no, band, -1, r))
                band += 1
            else:
                pending.append(r)
        flush()
    for ln in lines:
        ln.finish()
    # column edges, for indents and short lines
    edges: dict[int, tuple[float, float]] = {}
    for ln in lines:
        a, b = edges.get(ln.col, (ln.x0, ln.x1))
        edges[ln.col] = (min(a, ln.x0), max(b, ln.x1))
    full = (min(a for a, _ in edges.values()), max(b for _, b in edges.values()))
    for ln in lines:
        ln.left, ln.right = full if ln.col == -1 else edges[ln.col]
    return lines, gutters


def _spans(ink: list[tuple[float, float]], g0: float, g1: float) -> bool:
    """Is a row set across the gutter [g0, g1]? Its ink crosses the middle, or has text on the left
    and starts again inside the gutter (a centred heading whose word space falls on the middle).
    Text of the right column starts at the gutter's right edge, never inside it; text of a ragged
    left column may well end inside it, so that alone says nothing."""
    cut = (g0 + g1) / 2
    if any(a < cut < b for a, b in ink):
        return True
    return any(b <= cut for a, b in ink) and any(g0 + 1 < a < g1 - 1 for a, b in ink)


def _col_of(x: float, cuts: list[float]) -> int:
    for i, cut in enumerate(cuts):
        if x < cut:
            return i
    return len(cuts)


# ---------------------------------------------------------------------------------------------- furniture

def _mask(text: str) -> str:
    return re.sub(r"\d+", "#", unicodedata.normalize("NFKC", text)).strip()


def _is_kana(text: str) -> bool:
    return all("\u3040" <= ch <= "\u30ff" or ch == " " for ch in text)


def _mark_ruby(lines: list[_Line], em: float) -> None:
    """Furigana: a small all-kana line set just above a body line of its column, within its width.
    The base text carries the meaning; the reading goes to furniture rather than into the sentence."""
    for ln, below in pairwise(lines):
        if (ln.size <= 0.7 * em and below.size >= 0.9 * em and _is_kana(ln.text)
                and (ln.page, ln.band, ln.col) == (below.page, below.band, below.col)
                and 0 <= below.top - ln.bottom <= 0.5 * below.size
                and ln.x0 >= below.x0 - 0.5 * em and ln.x1 <= below.x1 + 0.5 * em):
            ln.furniture = "ruby (furigana) over the line below"


def _mark_furniture(pages: list[_Page], lines: list[_Line], em: float) -> None:
    height = {p.no: p.height for p in pages}
    # candidates: set apart from the body by white space (an em at least) at the top or the bottom
    # of the page, in one or two rows, inside the edge zone
    by_page: dict[int, list[_Line]] = defaultdict(list)
    for ln in lines:
        by_page[ln.page].append(ln)
    edge: list[_Line] = []
    for no, page_lines in by_page.items():
        rows: list[list[float]] = []  # [top, bottom] of runs of vertically overlapping lines
        for ln in sorted(page_lines, key=lambda ln: ln.top):
            if rows and ln.top < rows[-1][1]:
                rows[-1][1] = max(rows[-1][1], ln.bottom)
            else:
                rows.append([ln.top, ln.bottom])
        bands: list[tuple[float, float]] = []
        for k in range(min(2, len(rows) - 1)):  # from the top
            if rows[k + 1][0] - rows[k][1] >= em:
                bands.append((rows[0][0], rows[k][1]))
                break
        for k in range(min(2, len(rows) - 1)):  # from the bottom
            if rows[-1 - k][0] - rows[-2 - k][1] >= em:
                bands.append((rows[-1 - k][0], rows[-1][1]))
                break
        zone = height[no] * EDGE_ZONE
        edge += [ln for ln in page_lines if not ln.furniture
                 and (ln.bottom < zone or ln.top > height[no] - zone)
                 and any(t <= ln.top and ln.bottom <= b for t, b in bands)]
    for ln in edge:
        # a lone number near the edge, in small type (a big one is a chapter number)
        if ln.size <= 1.2 * em and PAGE_NO_RE.match(unicodedata.normalize("NFKC", ln.text)):
            ln.furniture = "page number"
    groups: dict[tuple[str, bool], list[_Line]] = defaultdict(list)
    for ln in edge:
        if not ln.furniture:
            groups[(_mask(ln.text), ln.top < height[ln.page] / 2)].append(ln)
    for (_, top), group in groups.items():
        # the same text at the same height (within 3pt) on three pages or more (two in a document of
        # up to three pages); where the texts differ in their numbers (`Page 3`, `3 / 40`), the
        # numbers must grow with the page
        mid = median(ln.top for ln in group)
        same = sorted((ln for ln in group if abs(ln.top - mid) <= 3), key=lambda ln: ln.page)
        npages = len({ln.page for ln in same})
        if npages < (2 if len(pages) <= 3 else 3):
            continue
        if len({ln.text for ln in same}) > 1:
            numbers = [[int(n) for n in re.findall(r"\d+", unicodedata.normalize("NFKC", ln.text))]
                       for ln in same]
            if any(b <= a for a, b in pairwise(numbers)):
                continue
        what = "running header" if top else "running footer"
        for ln in same:
            ln.furniture = f"{what}: repeated at the same place on {npages} pages"


# ---------------------------------------------------------------------------------------------- pieces

def _ends_sentence(text: str) -> bool:
    t = text.rstrip()
    while t and t[-1] in CLOSERS:
        t = t[:-1]
    return bool(t) and t[-1] in FINAL


def _marker(ln: _Line) -> str:
    m = MARKER_RE.match(ln.text)
    if not m or m.end() >= len(ln.text):  # a marker needs text after it
        return ""
    return ln.text[: m.end()].rstrip() if m.group().strip() else ""


def _body_size(body: list[_Line]) -> float:
    counts: Counter[float] = Counter()
    for ln in body:
        counts[ln.size] += len(ln.text)
    return counts.most_common(1)[0][0] if counts else 0.0


def _headings(body: list[_Line], body_size: float) -> dict[int, int]:
    """id(line) -> heading level."""
    total = sum(len(ln.text) for ln in body)
    body_bold = sum(len(ln.text) for ln in body if ln.bold) * 2 > total  # then bold marks nothing
    candidates: dict[int, float] = {}
    for ln in body:
        t = ln.text.strip()
        if len(t) > 40 or t[-1] in "。．":
            continue
        if ln.size >= body_size * 1.12:
            candidates[id(ln)] = ln.size
        elif ln.bold and not body_bold and ln.size >= body_size * 0.95 and len(t) <= 30:
            candidates[id(ln)] = 0.0  # bold at body size: the lowest level
    sizes = sorted({s for s in candidates.values() if s}, reverse=True)
    rank = {s: i + 1 for i, s in enumerate(sizes)}
    return {k: rank[s] if s else len(sizes) + 1 for k, s in candidates.items()}


def _pieces(lines: list[_Line]) -> list[Piece]:
    body = [ln for ln in lines if not ln.furniture]
    body_size = _body_size(body)
    levels = _headings(body, body_size)
    gaps = [b.top - a.bottom for a, b in pairwise(body)
            if (a.page, a.band, a.col) == (b.page, b.band, b.col) and b.top > a.bottom]
    usual_gap = median(gaps) if gaps else 0.0
    pieces: list[Piece] = []
    cur: Piece | None = None
    prev: _Line | None = None
    cont_indent = 0.0  # indent (from the column edge) of the open piece's continuation lines
    held: list[Piece] = []  # captions met inside an open sentence: they follow it
    cap_prev: _Line | None = None  # last line of the newest held caption

    def close() -> None:
        nonlocal cur
        if cur is not None:
            pieces.append(cur)
            cur = None
        pieces.extend(held)
        held.clear()

    for ln in lines:
        if ln.furniture:
            pieces.append(Piece("furniture", [(ln.start, ln.end)], reason=ln.furniture))
            continue
        level = levels.get(id(ln), 0)
        marker = "" if level else _marker(ln)
        small = not level and not marker and ln.size <= 0.85 * body_size
        if (small and cur is not None and cur.kind != "heading" and prev is not None
                and prev.size > 0.85 * body_size and not _ends_sentence(prev.text)):
            # small print set inside a sentence (a figure caption the text flows around)
            if (held and cap_prev is not None and _same_column(cap_prev, ln)
                    and ln.top - cap_prev.bottom < usual_gap + 0.5 * ln.size):
                held[-1].spans.append((ln.start, ln.end))
            else:
                held.append(Piece("caption", [(ln.start, ln.end)]))
            cap_prev = ln
            continue
        if cur is not None and prev is not None and not ln.cells and cur.kind != "table-row" and _continues(
                cur, prev, ln, level, marker, cont_indent, levels, usual_gap, bool(held)):
            cur.spans.append((ln.start, ln.end))
            prev = ln
            continue
        close()
        if level:
            cur = Piece("heading", [(ln.start, ln.end)], marker=_marker(ln), level=level)
        else:
            kind = ("note" if marker.startswith("※") else "list-item" if marker
                    else "table-row" if ln.cells else "caption" if small else "rule")
            cur = Piece(kind, [(ln.start, ln.end)], marker=marker)
            if marker:
                at = min(len(marker), len(ln.xs) - 1)
                while at < len(ln.text) - 1 and ln.text[at] == " ":
                    at += 1
                cont_indent = ln.xs[at] - ln.left
            else:
                cont_indent = 0.0
        prev = ln
    close()
    for piece in pieces:
        if piece.kind == "caption" and len(piece.spans) > 3:
            piece.kind = "note"  # a block of small print is an aside, not a caption
    return pieces


def _same_column(a: _Line, b: _Line) -> bool:
    return (a.page, a.band, a.col) == (b.page, b.band, b.col)


def _continues(cur: Piece, prev: _Line, ln: _Line, level: int, marker: str, cont_indent: float,
               levels: dict[int, int], usual_gap: float, interrupted: bool) -> bool:
    """Does `ln` continue the open piece whose last line is `prev`? (`interrupted`: a caption was
    set between them, so their vertical distance says nothing.)"""
    same_column = _same_column(prev, ln)
    em = max(prev.size, 1.0)
    if cur.kind == "heading":
        if not (level and same_column) or _ends_sentence(prev.text):
            return False
        if len(cur.spans) == 1 and NUMBER_LINE_RE.match(prev.text):  # "第1章" / "STEP 2" over its title
            return ln.top - prev.bottom < 2.5 * em
        # a heading wrapped over two lines
        return level == levels.get(id(prev)) and ln.top - prev.bottom < 0.8 * em
    if level or marker:
        return False
    if abs(ln.size - prev.size) > 0.12 * em:  # a change of type size: body text and a caption or note
        return False
    if same_column and not interrupted and ln.top - prev.bottom > usual_gap + 0.5 * em:
        return False
    indent = ln.x0 - ln.left
    if cur.marker and 0.5 * em <= indent < cont_indent - 0.3 * em:
        return False  # out of a list item's hanging indent into a paragraph's first-line indent
    if not _ends_sentence(prev.text):
        return True
    if indent > cont_indent + 0.5 * em or indent < cont_indent - 0.5 * em:
        return False  # a first-line indent, or back out of a list item's hanging indent
    return prev.x1 >= prev.right - 1.5 * em  # a short line ends its paragraph


# ---------------------------------------------------------------------------------------------- entry

def read_bytes(data: bytes, path: str) -> ReadResult:
    pages = _parse(data, path)
    nchars = [len(p.chars) for p in pages]
    if not any(nchars):
        raise InputError(path, "PDF has no text layer (scanned images?): nothing to extract; "
                               "run OCR on it first")
    undecoded = sum(c.text.startswith("(cid:") for p in pages for c in p.chars)
    if undecoded * 2 > sum(nchars):
        raise InputError(path, f"PDF text cannot be decoded: {undecoded} of {sum(nchars)} characters are in "
                               "fonts without a Unicode mapping (run OCR on it instead)")
    sizes = Counter(round(c.size * 2) / 2 for p in pages for c in p.chars)
    em = sizes.most_common(1)[0][0]
    laid = [_layout(p, em) if p.chars else ([], []) for p in pages]
    # pages too sparse to show their columns (a last page with a few lines) get the usual ones
    seen: Counter[tuple[tuple[int, int], ...]] = Counter()
    example: dict[tuple[tuple[int, int], ...], list[tuple[float, float]]] = {}
    for _, g in laid:
        if g:
            key = tuple((round(a / 4), round(b / 4)) for a, b in g)  # the same to a few points
            seen[key] += 1
            example.setdefault(key, g)
    if seen:
        usual = example[seen.most_common(1)[0][0]]
        laid = [_layout(p, em, usual) if p.chars and not g else (ls, g)
                for p, (ls, g) in zip(pages, laid, strict=True)]
    lines: list[_Line] = []
    parts: list[str] = []
    pos = 0
    for p, (page_lines, _) in zip(pages, laid, strict=True):
        if p.no > 1:
            parts.append("\f\n")
            pos += 2
        for ln in page_lines:
            ln.start, ln.end = pos, pos + len(ln.text)
            parts.append(ln.text + "\n")
            pos = ln.end + 1
        lines += page_lines
    columns = sum(bool(g) for _, g in laid)
    _mark_ruby(lines, em)
    _mark_furniture(pages, lines, em)
    notes = [f"{len(pages)} pages, {columns} with more than one column"]
    blank = [str(p.no) for p in pages if not p.chars]
    if blank:
        notes.append(f"pages without a text layer (scanned?): {', '.join(blank)}")
    if undecoded:
        notes.append(f"{undecoded} characters without a Unicode mapping, kept as (cid:N)")
    skipped = sum(p.skipped for p in pages)
    if skipped:
        notes.append(f"{skipped} rotated or vertical characters skipped")
    return ReadResult("".join(parts), _pieces(lines), encoding="pdf", notes=notes)
