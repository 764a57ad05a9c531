"""Placeholder reader: one rule clause per non-blank line (to be replaced by the real reader)."""

from __future__ import annotations

from ..lines import split_lines
from ..model import Piece, ReadResult


def read_text(text: str, path: str) -> ReadResult:
    pieces = [Piece("rule", [ln.stripped_span()]) for ln in split_lines(text) if not ln.blank]
    return ReadResult(text, pieces)
