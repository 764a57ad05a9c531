"""@wiki (and PukiWiki-style) page source: markup removed, `*` headings, page chrome set aside.

A wiki line is a logical line (the browser wraps it, not the author), so each line is one clause
unless it stops on a comma. Inline markup (`&bold(){…}`, `&ref(…)`, `[[label>url]]`, `''…''`,
entities, `{/0`-style debris) is removed from the clause text (Piece.text) while the spans keep
covering the whole line; a line that is nothing but markup (an image, `#contents`) is furniture.
Unmarked short lines that head a paragraph are headings too (authors often forget the `*`); they
sit at the level of the last `*` heading.
"""

from __future__ import annotations

import html
import re

from ..lines import split_lines
from ..model import ReadResult
from . import _structure as st
from ._plain import Engine, Profile

PROFILE = Profile(join="logical", web=False, title=True)
STAR_RANK = 10  # `*` -> 10, `**` -> 20, …: deeper than the page title (rank 0)

_CALL = re.compile(r"&(\w+)\(([^()]*)\);?")  # &ref(x.png), &br()
_LINK = re.compile(r"\[\[([^\[\]]*)\]\]")
_ENTITY = re.compile(r"&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);")
_EMPHASIS = re.compile(r"'''(.+?)'''|''(.+?)''|%%%(.+?)%%%|%%(.+?)%%")
_DEBRIS = re.compile(r"\{/?\d*|\}")  # left-over braces of broken calls such as `{/0`
_HEADING = re.compile(r"^(\*{1,3})(?!\*)\s*(\S.*)$")
_DIRECTIVE = re.compile(r"^#[A-Za-z_]\w*(?:\(.*\))?\s*$")  # block plugins: #contents, #image(…)
_COMMENT = re.compile(r"^//")
_TABLE_ROW = re.compile(r"^\|.*\|[chf]?\s*$")  # |cell|cell| (a trailing h/c/f marks header/format rows)
_BACK_LINK = re.compile(r"一覧に戻る\s*$")  # @wiki history page: "… の編集履歴（バックアップ）一覧に戻る"
# "(2018/04/04 (水) 17:24:04) のソース": the tail first, then a date before it (one regex with `.*`
# between would be quadratic on a line of many dates)
_SOURCE_TAIL = re.compile(r"\)\s*の?ソース\s*$")
_SOURCE_DATE = re.compile(r"\(\s*\d{4}/\d{1,2}/\d{1,2}")
_STATUS = {"編集中", "工事中", "作成中", "執筆中", "未完成", "準備中", "WIP", "TODO"}


def _link_label(m: re.Match[str]) -> str:
    inner = m.group(1)
    label, sep, target = inner.partition(">")
    return (label or target).strip() if sep else inner.strip()


def clean(s: str) -> str:
    """The text of a wiki line without its markup. Linear in the line's length whatever it holds
    (a page of nested `&bold(){` must not take minutes)."""
    for _ in range(_UNWRAP_PASSES):  # a pass unwraps every nesting level at once
        prev, s = s, _unwrap_body_calls(s)
        if s == prev:
            break
    s = _CALL.sub(lambda m: " " if m.group(1) == "br" else "", s)
    last_close = s.rfind(")")  # an unclosed call: `&name(` with no `)` after it, to the end
    if m := _CALL_START.search(s, last_close + 1):
        s = s[:m.start()]
    s = _LINK.sub(_link_label, s)
    s = _EMPHASIS.sub(lambda m: next(g for g in m.groups() if g is not None), s)
    s = _DEBRIS.sub("", s)
    s = _ENTITY.sub(lambda m: html.unescape(m.group(0)), s).replace("\xa0", " ")
    return s


# Unwrapping can assemble a new call out of the pieces of others (`&a(&b(){)}{x}`); such
# constructed markup is unwrapped a few levels deep, not without bound.
_UNWRAP_PASSES = 4
_OPENER = re.compile(r"&(\w+)\(([^()]*)\)\{")
_CALL_START = re.compile(r"&(\w+)\(")
_BRACES = re.compile(r"[&{}]")


def _unwrap_body_calls(s: str) -> str:
    r"""`&name(args){body}` -> body, innermost first, in one left-to-right pass with a stack. As
    the regex `&(\w+)\(([^()]*)\)\{([^{}]*)\}` applied until nothing changes: a call whose body
    keeps a literal `{…}` pair is left as written, unmatched braces stay."""
    out: list[str] = []
    stack: list[list] = []  # [index of the opener in out, is a call, holds a kept brace pair]
    i, n = 0, len(s)
    while i < n:
        ch = s[i]
        if ch == "&" and (m := _OPENER.match(s, i)):
            stack.append([len(out), True, False])
            out.append(m.group(0))
            i = m.end()
        elif ch == "{":
            stack.append([len(out), False, False])
            out.append("{")
            i += 1
        elif ch == "}" and stack:
            at, is_call, kept = stack.pop()
            if is_call and not kept:
                out[at] = ""  # the opener and this `}` go, the body stays
            else:
                out.append("}")
                if stack:
                    stack[-1][2] = True
            i += 1
        else:
            m = _BRACES.search(s, i + 1)
            j = m.start() if m else n
            out.append(s[i:j])
            i = j
    return "".join(out)


def _source_header(raw: str) -> bool:
    tail = _SOURCE_TAIL.search(raw)
    if not tail:
        return False
    start = raw.rfind("\n", 0, tail.start()) + 1  # date and `)` on one line, as `.*` requires
    return bool(_SOURCE_DATE.search(raw, start, tail.start() + 1))


def _markup_reason(raw: str) -> str:
    if "&ref(" in raw or "&image(" in raw:
        return "image reference (wiki markup, no text)"
    if "[[" in raw:
        return "link (wiki markup, no text)"
    if "&nbsp;" in raw or "&br(" in raw:
        return "filler (wiki spacing markup)"
    return "markup only (no text)"


def read_text(text: str, path: str) -> ReadResult:
    lines = split_lines(text)
    furniture: dict[int, str] = {}
    forced: dict[int, tuple[int, str, str]] = {}
    kinds: dict[int, str] = {}
    cleaned: list[str] = []
    for i, ln in enumerate(lines):
        raw = ln.text.strip()
        c = clean(ln.text)
        cleaned.append(c)
        if ln.blank:
            continue
        body = c.strip()
        if _BACK_LINK.search(raw) or _source_header(raw):
            furniture[i] = "wiki page header (edit-history page chrome)"
        elif _DIRECTIVE.match(raw):
            furniture[i] = f"wiki plugin directive {raw.split('(')[0]} (generated content)"
        elif _COMMENT.match(raw):
            furniture[i] = "wiki comment (not shown on the page)"
        elif not body or not any(ch.isalnum() for ch in body):
            furniture[i] = _markup_reason(raw)
        elif _LINK.fullmatch(raw):
            furniture[i] = "link (navigation, not rule text)"
        elif body in _STATUS:
            furniture[i] = "page status note (wiki)"
        elif st.URL_RE.match(body):
            furniture[i] = "URL (link target, not rule text)"
        elif _TABLE_ROW.match(raw):
            cells = [clean(cell).strip() for cell in raw[1:raw.rindex("|")].split("|")]
            cleaned[i] = "|".join(cells)
            kinds[i] = "table-row"
        elif m := _HEADING.match(raw):
            stars = m.group(1)
            cleaned[i] = stars + clean(m.group(2)).strip()
            forced[i] = (STAR_RANK * len(stars), stars, cleaned[i] if cleaned[i] != raw else "")
    engine = Engine(lines, cleaned, furniture, PROFILE, forced, forced_sets_plain=True, kinds=kinds)
    return ReadResult(text, engine.run())
