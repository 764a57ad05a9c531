"""Data shared by readers and the segmenter."""

from __future__ import annotations

from dataclasses import dataclass, field

CLAUSE_KINDS = ("heading", "rule", "list-item", "note", "example", "table-row", "caption", "meta")


@dataclass
class Piece:
    """One unit a reader found, in reading order.

    `spans` are [start, end) ranges of the reader's base text (the decoded file, or for PDFs the
    physical text dump the reader builds), in reading order; a sentence split over interleaved
    lines has several. The marker, when there is one, is the start of the first span.
    kind is a clause kind (CLAUSE_KINDS) or "furniture" (then `reason` says why).
    """

    kind: str
    spans: list[tuple[int, int]]
    marker: str = ""
    level: int = 0  # headings only: 1 = top level
    reason: str = ""  # furniture only
    text: str | None = None  # reader-cleaned raw text (markup removed); None = the spans' text
    # a piece that goes on with the section of this earlier heading rather than the one in force
    # where it stands (the top of a column continuing a section from two columns back: a
    # self-contained page was set in between)
    resume: Piece | None = None


@dataclass
class ReadResult:
    """What a reader returns: the base text the spans point into, and the pieces."""

    text: str
    pieces: list[Piece]
    encoding: str = "utf-8"
    notes: list[str] = field(default_factory=list)
    # where each piece was found on the page (readers that restore a layout): for --explain
    # (spread, pages, lines: dump line numbers, sides: L/R where a line held both columns' lines
    # side by side, else "", column, kind, text: its first line)
    layout: list[dict] = field(default_factory=list)
