"""Every generated JSON and JSON Lines file has a JSON Schema, and the build checks it."""

from __future__ import annotations

import json
from pathlib import Path

from jsonschema import Draft202012Validator

from rulestone.build import Context
from rulestone.stages import schemas

ROOT = Path(__file__).resolve().parent.parent


def test_every_schema_is_a_valid_2020_12_schema():
    for path in sorted((ROOT / "schema").rglob("*.schema.json")):
        Draft202012Validator.check_schema(json.loads(path.read_text(encoding="utf-8")))


def test_every_generated_json_file_has_a_schema():
    files = [p.relative_to(ROOT).as_posix() for p in (ROOT / "generated").rglob("*")
             if p.suffix in (".json", ".jsonl")]
    assert files and [f for f in files if schemas.schema_for(f) is None] == []


def test_the_stage_fails_on_output_that_breaks_its_schema():
    rel = "generated/reports/emerald.trace.json"
    good = (ROOT / rel).read_bytes()
    ctx = Context(ROOT, [])
    ctx.add(rel, good)
    schemas.produce(ctx)
    assert ctx.failures == []
    broken = json.loads(good)
    broken["rules"][0]["cases"] = "not a list"
    ctx.add(rel, json.dumps(broken))
    schemas.produce(ctx)
    assert len(ctx.failures) == 1 and "trace.schema.json" in ctx.failures[0] and rel in ctx.failures[0]
