"""The reconciliation report starts with what matters: page 1 sums the register up (counts by nature,
kind and severity) and lists the findings that change play with their rulings and options, ranked
by effect; each finding's quotes show a clause once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REPORTS = sorted((ROOT / "generated" / "reports").glob("*.reconciliation.json"))


@pytest.mark.parametrize("path", REPORTS, ids=lambda p: p.name)
def test_summary_counts_add_up(path: Path):
    r = json.loads(path.read_text(encoding="utf-8"))
    counts = r["counts"]
    assert sum(counts["by_severity"].values()) == counts["findings"] == len(r["findings"])
    for nature, row in counts["by_nature_and_kind"].items():
        assert sum(row.values()) == counts["by_nature"][nature]
    assert counts["by_severity"]["wording"] == counts["by_nature"].get("wording", 0)


@pytest.mark.parametrize("path", REPORTS, ids=lambda p: p.name)
def test_headline_is_what_changes_play_ranked_by_effect(path: Path):
    r = json.loads(path.read_text(encoding="utf-8"))
    by_id = {f["id"]: f for f in r["findings"]}
    head = [by_id[i] for i in r["headline"]]
    assert head and all(f["severity"] == "play" for f in head)
    assert all(f["nature"] == "disagree" or f["option"] for f in head)
    assert {f["id"] for f in r["findings"] if f["nature"] == "disagree"} <= set(r["headline"])
    keys = [(0 if f["option"] else 1, -f["effect"]) for f in head]
    assert keys == sorted(keys)


@pytest.mark.parametrize("path", REPORTS, ids=lambda p: p.name)
def test_a_clause_is_quoted_once_per_reading(path: Path):
    r = json.loads(path.read_text(encoding="utf-8"))
    for f in r["findings"]:
        for rd in f["readings"]:
            shown = [(q["lang"], tuple(q["clauses"])) for q in rd["quotes"] if q["clauses"]]
            assert len(shown) == len(set(shown)), (f["id"], rd["edition"])


@pytest.mark.parametrize("path", REPORTS, ids=lambda p: p.name)
def test_printed_first_page_is_the_summary_with_ids_whole(path: Path, tmp_path: Path):
    """Printed by Chromium: page 1 holds the summary and every headline finding with its rule id
    on one line (ids break only at hyphens, rule ids never)."""
    from rulestone import chromium
    if chromium.binary() is None:
        pytest.skip("chromium not installed (apt-get install chromium)")
    import pdfplumber
    r = json.loads(path.read_text(encoding="utf-8"))
    pdf = tmp_path / "report.pdf"
    chromium.print_pdf(path.with_suffix(".html"), pdf)
    with pdfplumber.open(pdf) as doc:
        first = doc.pages[0].extract_text()
        second = doc.pages[1].extract_text()
    assert "Summary" in first and "Findings" not in first.split("Summary", 1)[0]
    lines = first.splitlines()
    by_id = {f["id"]: f for f in r["findings"]}
    for fid in r["headline"]:
        assert any(by_id[fid]["rule"] in line for line in lines), by_id[fid]["rule"]
    assert second.lstrip().startswith("Findings")


@pytest.mark.parametrize("path", REPORTS, ids=lambda p: p.name)
def test_it_lists_the_pairs_the_findings_read(path: Path):
    """The reconciliation report and the findings report of one game show one alignment: the same
    pairs counted, the same clauses unmatched (the report once listed the aligner's raw pairs, weak
    ones the findings had taken apart included, and counted 69 pairs against the findings' 66)."""
    r = json.loads(path.read_text(encoding="utf-8"))
    findings = path.with_name(path.name.replace(".reconciliation.", ".findings."))
    f = json.loads(findings.read_text(encoding="utf-8"))
    assert r["counts"]["pairs"] == len(r["pairs"]) == f["alignment"]["pairs"]
    assert (r["counts"]["unmatched_a"], r["counts"]["unmatched_b"]) == \
        (f["alignment"]["unmatched_a"], f["alignment"]["unmatched_b"])
