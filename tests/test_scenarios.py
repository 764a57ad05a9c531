"""Held-out scenario tables: cases an independent tester wrote from single sentences and worked
examples of the rule documents (tests/data/scenarios/<game>.json, same format as the generated
tables), run against the generated Python engines through the driver protocol.

They were written without reading the spec's rulings or the generated case lists, so a pass here is
evidence the engines follow the documents, not just the spec they were generated from.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from rulestone import cli
from rulestone.conformance import tables

SCENARIOS = Path(__file__).parent / "data" / "scenarios"
TABLES = sorted(SCENARIOS.glob("*.json"))
SPECS = Path(__file__).parent.parent / "rulespecs"


@pytest.mark.parametrize("path", TABLES, ids=[p.stem for p in TABLES])
def test_scenario_table_is_well_formed(path: Path) -> None:
    table = tables.load(path)
    assert table.game == path.stem and (SPECS / f"{path.stem}.yaml").exists()
    assert len(table.cases) >= 15
    # results are reported per rule: each group must name a setup, rule, scoring or end entry
    spec = yaml.safe_load((SPECS / f"{path.stem}.yaml").read_text(encoding="utf-8"))
    ids = {e["id"] for part in ("setup", "rules", "scoring", "end") for e in spec.get(part) or []}
    assert {c.rule for c in table.cases} <= ids
    # every case says which document sentence it comes from (ja or zh-Hant) and what must happen
    for case in table.cases:
        assert "scenario" in case.flags


@pytest.mark.parametrize("path", TABLES, ids=[p.stem for p in TABLES])
def test_generated_engine_passes_scenarios(path: Path, capsys) -> None:
    code = cli.main(["conform", "--table", str(path), "--json"])
    out = capsys.readouterr().out
    lines = [json.loads(ln) for ln in out.splitlines() if ln.strip()]
    summary = lines[-1]["summary"]
    failing = [f"{r['id']}: {r.get('message', r['status'])}" for r in lines[:-1] if r["status"] != "pass"]
    assert code == 0 and not failing, "\n".join(failing)
    assert summary["passed"] == summary["cases"] >= 15
