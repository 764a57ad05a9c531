"""Text that came from an implementation (messages, tracebacks, names): any bytes, any code points.

Lone surrogates (a JSON "\\ud800" escape decodes to one) cannot be encoded by any report format, so
every report text is cleaned once, as it enters the report. Terminal output also loses escape
sequences, other controls and bidi overrides, which could move the cursor, retitle the window, hide
or reorder text. (rulestone/escape.py has the project-wide terminal filter; this one is the
runner's, kept small and dependency-free.)
"""

from __future__ import annotations

import re
from typing import Any

_SURROGATES = re.compile("[\ud800-\udfff]")
_TERMINAL_SEQ = re.compile(
    r"(?:\x1b[]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"  # OSC, DCS, APC, PM, SOS
    r"|(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"  # CSI
    r"|\x1b[ -/]*[0-~]?"  # other escape sequences
    "|[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")  # controls, bidi


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


def terminal_safe(text: str) -> str:
    """`text` for a terminal: clean, without escape sequences, controls (but newline and tab) or
    bidi overrides."""
    return _TERMINAL_SEQ.sub("", clean_text(text))


_INVISIBLE = re.compile("[\x7f-\x9f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")


def json_terminal_safe(line: str) -> str:
    """A JSON text (ensure_ascii=False) with the invisible and bidi characters it may hold written as
    \\u escapes: the same JSON value, and nothing that reorders or hides text when it is printed.
    (json.dumps already escapes the C0 controls, ESC among them.)"""
    return _INVISIBLE.sub(lambda m: f"\\u{ord(m.group()):04x}", line)
