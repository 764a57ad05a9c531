"""One reader per document format. A reader returns a ReadResult: base text + pieces in reading order.

Every non-blank line of the base text must be covered by exactly one piece (clause or furniture);
a pdf-text line that holds both columns' lines side by side by one piece per part (every printed
character in exactly one piece).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib import import_module

from ..decode import decode
from ..errors import InputError
from ..model import ReadResult

# format -> module implementing read_text(text, path) (text formats) or read_bytes(data, path) (pdf)
FORMATS = {"pdf": "pdf", "pdf-text": "pdf_text", "wiki": "wiki", "web-text": "webtext", "text": "text"}


# Reader options a source may set in sources.yaml (`reader: {order: lines}`): format -> option ->
# allowed values, or the pattern a value must match (with how to say it).
SIDES = re.compile(r"\d+:(left|right)([ ,]+\d+:(left|right))*")
OPTIONS: dict[str, dict[str, tuple[str, ...] | tuple[re.Pattern[str], str]]] = {
    "pdf-text": {"order": ("reading", "columns", "lines"),
                 # a curator's reading of lines whose column the layout leaves open (--explain)
                 "columns": (SIDES, "dump line numbers with their column, as \"131:right 132:left\"")},
}


def check_options(fmt: str, options: object) -> str | None:
    """What is wrong with a source's reader options, or None."""
    if not isinstance(options, dict):
        return f"`reader` must be a mapping of options, found {type(options).__name__}"
    allowed = OPTIONS.get(fmt, {})
    for key, value in options.items():
        if key not in allowed:
            known = ", ".join(allowed) or "none"
            return f"unknown reader option {key!r} for format {fmt} (options: {known})"
        rule = allowed[key]
        if isinstance(rule[0], re.Pattern):
            if not isinstance(value, str) or not rule[0].fullmatch(value.strip()):
                return f"reader option {key} must be {rule[1]}, found {value!r}"
        elif value not in rule:
            return f"reader option {key} must be one of {', '.join(map(str, rule))}, found {value!r}"
    return None


def read(fmt: str, data: bytes, path: str, options: dict[str, str] | None = None) -> ReadResult:
    if fmt not in FORMATS:
        raise InputError(path, f"unknown format {fmt!r}: expected one of {', '.join(FORMATS)}")
    if options and (problem := check_options(fmt, options)):
        raise InputError(path, problem)
    module = import_module(f"{__name__}.{FORMATS[fmt]}")
    if fmt == "pdf":
        reader: Callable[[bytes, str], ReadResult] = module.read_bytes
        return reader(data, path)
    text, encoding = decode(data, path)
    result: ReadResult = module.read_text(text, path, **(options or {}))
    result.encoding = encoding
    return result


def guess_format(path: str, data: bytes) -> str:
    """Format of a file given by path alone (no manifest entry): by content, then by name."""
    if data.startswith(b"%PDF"):
        return "pdf"
    name = path.lower()
    if name.endswith(".pdf"):
        return "pdf"
    try:  # as the reader will decode it: a dump in Shift_JIS or UTF-16 is judged by its text too
        text = decode(data, path)[0][:200_000]
    except InputError:
        return "text"  # (the reader says what is wrong with it)
    head = text[:4096]
    if "&ref(" in head or "#contents" in head or "&bold(){" in head:
        return "wiki"
    if "pdf" in name.rsplit("/", 1)[-1]:
        return "pdf-text"
    return "pdf-text" if _interleaved(text) or _paired_columns(text) else "text"


def _paired_columns(text: str) -> bool:
    """A text dump of a PDF that gives both columns' lines at one height on one line."""
    from ..lines import split_lines
    from ._side_by_side import column_parts

    return column_parts(split_lines(text)) is not None


_KANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff]")


def _interleaved(text: str) -> bool:
    """A text dump of a PDF whose columns are interleaved: page numbers in pairs on lines of their
    own (a spread: `5` / `6`, `- 5 -` / `- 6 -`), or lines that cannot start a sentence right after
    a line that ended one or stopped short (the continuation of a line further up, such as `ーは、…`
    or `の数と…`, after the other column's sentence end or short label: in one column a line that
    goes on follows a full line), or bullets right after full lines that go on. A dump of one
    spread has one pair of page numbers: at its very end. In Chinese (no kana) the same cues, the
    lines that cannot start a sentence being Chinese ones (`，…`, `的…`: _joins.ZhJoins), and full
    lines whose words go on a line or two further down (_joins.later_goes_on)."""
    from itertools import pairwise

    from ..jatext import display_width, non_starter
    from ..script import IDEOGRAPH
    from ._joins import ZH, language_of, later_goes_on
    from ._structure import DUMP_BULLETS, column_width, spread_pair

    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    pairs = sum(1 for a, b in pairwise(lines) if spread_pair(a, b))
    if pairs == 1 and len(lines) >= 20 and spread_pair(*lines[-2:]):
        pairs = 2  # (one spread: its two page numbers close the dump)
    zh = language_of(text) == "zh"
    written = IDEOGRAPH if zh else _KANA  # (the lines the language's cues judge)
    widths = sorted(display_width(ln) for ln in lines)
    full = column_width(widths)  # (as the reader measures its columns)
    # (a letter: not a note mark such as ※; kana: the Japanese analyser judges Japanese lines only,
    # and reads a Chinese sentence opening with 每 as a word cut in half)
    stranded = sum(1 for a, b in pairwise(lines)
                   if (a[-1] in "。！？" or display_width(a) < 0.6 * full)
                   and (ZH.non_starter(b) if zh else b[0].isalpha() and _KANA.search(b) and non_starter(b)))
    # and a bullet right after a full Japanese line that has not ended its sentence: in one column
    # that line goes on below; a bullet there is the other column's
    bullets = sum(1 for a, b in pairwise(lines)
                  if a[-1] not in "。！？」）)" and display_width(a) >= full - 4 and written.search(a)
                  and b[0] in DUMP_BULLETS)
    return pairs >= 2 or stranded >= 3 or bullets >= 3 or (zh and later_goes_on(lines, full))
