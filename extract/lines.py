"""Physical lines of a base text with their offsets (shared by the text readers)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Line:
    no: int  # 1-based
    start: int  # offset of the first character
    end: int  # offset after the last character (newline and trailing \r excluded)
    text: str

    @property
    def blank(self) -> bool:
        return not self.text.strip()

    def stripped_span(self) -> tuple[int, int]:
        """The span of the line without leading/trailing whitespace."""
        lead = len(self.text) - len(self.text.lstrip())
        trail = len(self.text.rstrip())
        return self.start + lead, self.start + trail


def split_lines(text: str) -> list[Line]:
    out: list[Line] = []
    pos = 0
    for no, chunk in enumerate(text.split("\n"), start=1):
        body = chunk[:-1] if chunk.endswith("\r") else chunk
        out.append(Line(no, pos, pos + len(body), body))
        pos += len(chunk) + 1
    return out
