"""Compile errors: one line, `file:line:col: rule <id>: expected ..., found ...; did you mean ...?`."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class RuleError(Exception):
    def __init__(self, file: str, line: int, col: int, rule: str, message: str) -> None:
        self.file, self.line, self.col, self.rule, self.message = file, line, col, rule, message
        where = f"rule {rule}: " if rule else ""
        super().__init__(f"{file}:{line}:{col}: {where}{message}")


def nearest(name: str, candidates: Iterable[str]) -> str:
    """'; did you mean X?' for the closest candidate (difflib), or ''."""
    close = difflib.get_close_matches(name, sorted(set(candidates)), n=1, cutoff=0.6)
    return f"; did you mean {close[0]}?" if close else ""
