"""Web pages copied from a browser: short heading lines, hard-wrapped or logical paragraphs,
bullets of every kind, and page chrome (dates, navigation labels, URLs, link labels) set aside.

A sentence may continue on the next line (the browser wrapped it), so lines are joined until a
sentence ends or a new list marker starts; page-header value/label pairs become meta clauses.
"""

from __future__ import annotations

from ..lines import split_lines
from ..model import ReadResult
from ._plain import Engine, Profile, plain_furniture

PROFILE = Profile(join="web", web=True)


def read_text(text: str, path: str) -> ReadResult:
    lines = split_lines(text)
    furniture, forced = plain_furniture(lines, PROFILE)
    engine = Engine(lines, [ln.text for ln in lines], furniture, PROFILE, forced)
    return ReadResult(text, engine.run())
