"""Nothing is lost: every non-blank line of every source is in exactly one clause or furniture entry."""

from __future__ import annotations

from collections import Counter

import pytest

from extract.lines import split_lines
from rulestone.schemas import errors

SOURCES = ["emerald.ja", "emerald.zh-Hant", "dragon_keeper.ja", "emporium.ja", "el_dorado.ja"]


def covered_lines(doc) -> Counter:
    c: Counter = Counter()
    for entry in doc["clauses"] + doc["furniture"]:
        c.update(entry["lines"])
    return c


@pytest.mark.parametrize("sid", SOURCES)
def test_every_line_lands_exactly_once(sid, extracted, manifest):
    src = next(s for s in manifest if s.id == sid)
    text = src.path.read_text(encoding="utf-8")
    nonblank = {ln.no for ln in split_lines(text) if not ln.blank}
    seen = covered_lines(extracted[sid])
    assert sorted(nonblank - set(seen)) == [], "lines lost"
    assert sorted(n for n, k in seen.items() if k > 1) == [], "lines in two entries"
    assert sorted(set(seen) - nonblank) == [], "blank lines claimed"


@pytest.mark.parametrize("sid", SOURCES)
def test_clauses_file_matches_schema(sid, extracted):
    assert errors(extracted[sid], "clauses") == []


@pytest.mark.parametrize("sid", SOURCES)
def test_spans_point_at_the_raw_text(sid, extracted, manifest):
    src = next(s for s in manifest if s.id == sid)
    text = src.path.read_text(encoding="utf-8")
    for entry in extracted[sid]["clauses"] + extracted[sid]["furniture"]:
        assert entry["raw"] == "\n".join(text[s:e] for s, e in entry["spans"]), entry["id"]
