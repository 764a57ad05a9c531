"""Escaping where outside text (documents, specs, driver replies) leaves rulestone.

- Markdown (sheets, conformance tables, traces): `md_escape` for inline text and table cells,
  `md_code` for a code span, `md_fence` for a fenced block, `md_link_safe` for a link target.
  Markdown renderers pass raw HTML through, so `<`, `>`, `&` become entities; a `[x](javascript:…)`
  written in a spec is made inert by escaping what follows its `]`, and a link target rulestone
  writes itself is checked by md_link_safe.
- Generated code: `invisible_escapes` lists the characters (bidi controls, zero-width, other
  format and control characters) generated Python and JS must spell as escapes, so a comment or
  string never reorders or hides code (CVE-2021-42574, "Trojan Source").
- Terminal: `terminal_safe` strips ESC/OSC/CSI sequences and C0/C1 controls (except newline and
  tab) from anything printed that came from outside data.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

# -- Markdown ---------------------------------------------------------------------------------

_MD_SPECIALS = str.maketrans({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "|": "\\|", "`": "\\`", "\\": "\\\\", "\n": " ", "\r": " ",
})
# `[x](url)` and `[x]: url` are links only with `(` or `:` right after the `]`: escaping that one
# character is enough (and leaves `[4, 4]` in a state readable)
_MD_LINK = re.compile(r"\](?=[(:])")
_SAFE_SCHEME = re.compile(r"(?i)^(?:https?:|mailto:|#|\.{0,2}/|[^:/?#]+(?:[/?#]|$))")
_UNSAFE_SCHEME = re.compile(r"(?i)^\s*(?:javascript|data|vbscript|file)\s*:")


def md_escape(s: Any) -> str:
    """Inline Markdown text that is only text: no HTML, no links, no code spans, one table cell."""
    return _MD_LINK.sub("]\\\\", strip_invisible(str(s)).translate(_MD_SPECIALS))


def md_code(s: Any) -> str:
    """A code span holding s verbatim (fenced with more backticks than s holds; one line)."""
    text = strip_invisible(str(s)).replace("\n", " ").replace("\r", " ").replace("|", "\\|")
    run = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (run + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def md_fence(s: Any, info: str = "text") -> list[str]:
    """Lines of a fenced code block holding s verbatim: the fence outruns any backtick run in s."""
    text = strip_invisible(str(s))
    run = max((len(m) for m in re.findall(r"`{3,}", text)), default=2)
    fence = "`" * (run + 1)
    return [fence + info, text, fence]


def md_link_safe(url: str) -> str:
    """A link target that cannot run script: http(s), mailto, fragments and relative paths pass;
    javascript:, data:, vbscript:, file: or any other scheme becomes `#`."""
    url = strip_invisible(url).strip()
    if _UNSAFE_SCHEME.match(url) or not _SAFE_SCHEME.match(url):
        return "#"
    for ch, code in (("(", "%28"), (")", "%29"), (" ", "%20"), ("<", "%3C"), (">", "%3E")):
        url = url.replace(ch, code)
    return url


# -- invisible characters -----------------------------------------------------------------------

_BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C}


def is_invisible(ch: str) -> bool:
    """Bidi controls, zero-width and other format characters (Cf), C0/C1 controls, line and
    paragraph separators, and unassigned or surrogate code points: what may not appear raw in
    generated code. Newline and tab are handled by the literal writers themselves."""
    o = ord(ch)
    if o in _BIDI or o in (0x2028, 0x2029, 0xFEFF):
        return True
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def invisible_escapes(s: str, style: str) -> str:
    """s with every invisible character as an escape: `\\u202e` (style "py" or "js", valid in both
    languages' string literals; in a comment it reads as text)."""
    out = []
    for ch in s:
        if is_invisible(ch) and ch not in "\n\t":
            o = ord(ch)
            if o <= 0xFFFF:
                out.append(f"\\u{o:04x}")
            else:
                out.append(f"\\U{o:08x}" if style == "py" else f"\\u{{{o:x}}}")
        else:
            out.append(ch)
    return "".join(out)


def strip_invisible(s: str) -> str:
    """s without bidi controls and other invisible characters (newline and tab kept)."""
    return "".join(ch for ch in s if ch in "\n\t" or not is_invisible(ch))


# -- terminal ------------------------------------------------------------------------------------

# ESC [ … final (CSI), ESC ] … BEL/ST (OSC), ESC P/X/^/_ … ST (DCS, SOS, PM, APC), ESC + one char,
# and the 8-bit forms (C1 CSI U+009B, OSC U+009D, ...).
_SEQUENCE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]?"
    r"|\x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[PX^_][^\x1b\x9c]*(?:\x1b\\|\x9c)?"
    r"|\x9b[0-?]*[ -/]*[@-~]?"
    r"|[\x9d\x90\x98\x9e\x9f][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b.?",
    re.DOTALL,
)
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def terminal_safe(s: Any) -> str:
    """Text from outside data, fit for a terminal: escape sequences and C0/C1 controls (but
    newline and tab) removed, bidi controls removed, lone surrogates replaced by U+FFFD."""
    text = _SURROGATE.sub("\ufffd", str(s))
    text = _CONTROLS.sub("", _SEQUENCE.sub("", text))
    return "".join(ch for ch in text if ord(ch) not in _BIDI)
