"""Filters that put spec text into generated code safely, whatever the text holds.

A quote may contain quotes, backslashes, newlines, `*/`, `</script>` or jinja syntax; none of it
may end a string or a comment, or look like an unrendered placeholder in the output. Bidi controls
(U+202A-202E, U+2066-2069), zero-width and other invisible or control characters are written as
`\\uXXXX` escapes, so no comment or string can reorder or hide the code around it ("Trojan
Source"); the text a reader sees is the text the interpreter sees.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..escape import invisible_escapes

_JINJA_OPEN = re.compile(r"\{(?=[{%#])")


def _no_jinja(s: str) -> str:
    # `{{`, `{%`, `{#` in a quote would look like an unrendered placeholder: spell the brace out
    return _JINJA_OPEN.sub(r"\\u007b", s)


def py_literal(value: Any) -> str:
    """A Python literal for JSON-like data (None, bool, int, float, str, list, dict)."""
    if value is None or isinstance(value, bool | int | float):
        return repr(value)
    if isinstance(value, str):
        return _no_jinja(invisible_escapes(ascii_safe_repr(value), "py"))
    if isinstance(value, list | tuple):
        inner = ", ".join(py_literal(v) for v in value)
        return f"[{inner}]" if isinstance(value, list) else f"({inner}{',' if len(value) == 1 else ''})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot put {type(value).__name__} into generated code")


def ascii_safe_repr(s: str) -> str:
    """repr() escapes quotes, backslashes and newlines; also escape line/paragraph separators."""
    return repr(s).replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def js_literal(value: Any) -> str:
    """A JavaScript literal: JSON with `<`, U+2028 and U+2029 escaped (safe inside <script> too)."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=False)
    text = text.replace("<", "\\u003c")
    return _no_jinja(invisible_escapes(text, "js"))


def comment_text(s: str) -> str:
    """Text for a line comment (`#` or `//`): one line, no way out of the comment.

    Rendered as a JSON string body, so newlines become \\n and the text stays readable (CJK kept).
    """
    body = json.dumps(s, ensure_ascii=False)[1:-1]
    body = invisible_escapes(body.replace("*/", "*\\/"), "js")
    return _no_jinja(body)
