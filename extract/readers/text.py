"""Plain text (forum posts, unknown .txt files): paragraphs, numbered rules, headings by shape.

This is the fallback for any text, so it must accept anything: every non-blank line ends up in
exactly one piece whatever the input. Lines are taken to be hard-wrapped when the document is
wide enough; a short line then ends its paragraph.
"""

from __future__ import annotations

from ..lines import split_lines
from ..model import ReadResult
from ._plain import Engine, Profile, plain_furniture

PROFILE = Profile(join="wrap", web=False)


def read_text(text: str, path: str) -> ReadResult:
    lines = split_lines(text)
    furniture, forced = plain_furniture(lines, PROFILE)
    engine = Engine(lines, [ln.text for ln in lines], furniture, PROFILE, forced)
    return ReadResult(text, engine.run())
