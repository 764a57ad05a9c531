"""Text that came from an implementation (messages, tracebacks, names): any bytes, any code points.

Lone surrogates (a JSON "\\ud800" escape decodes to one) cannot be encoded by any report format, so
every report text is cleaned once, as it enters the report. Terminal output also loses escape
sequences, other controls and bidi overrides, which could move the cursor, retitle the window, hide
or reorder text: rulestone/escape.py's terminal filter, the one every command uses.
"""

from __future__ import annotations

import re
from typing import Any

from ..escape import terminal_safe

__all__ = ["clean_json", "clean_text", "json_terminal_safe", "terminal_safe"]

_SURROGATES = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """`text` with lone surrogates replaced by U+FFFD: encodable as UTF-8 everywhere."""
    return _SURROGATES.sub("\ufffd", text)


def clean_json(value: Any) -> Any:
    """clean_text applied to every string (keys too) of a JSON value."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {clean_text(k) if isinstance(k, str) else k: clean_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_json(v) for v in value]
    return value


_INVISIBLE = re.compile("[\x7f-\x9f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")


def json_terminal_safe(line: str) -> str:
    """A JSON text (ensure_ascii=False) with the invisible and bidi characters it may hold written as
    \\u escapes: the same JSON value, and nothing that reorders or hides text when it is printed.
    (json.dumps already escapes the C0 controls, ESC among them.)"""
    return _INVISIBLE.sub(lambda m: f"\\u{ord(m.group()):04x}", line)
