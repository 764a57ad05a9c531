"""Floors for bench/reconcile.py on seeds the detectors were not tuned on (tuning used 0-4)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SEEDS = [101, 202]
FLOORS = {  # recall, precision per planted kind (same-language synthetic editions)
    "number": (0.9, 0.9),
    "omission": (0.8, 0.9),
    "addition": (0.8, 0.9),
    "polarity": (0.8, 0.8),
    "condition": (0.5, 0.9),
    "terminology": (0.6, 0.5),
    "step-order": (0.8, 0.9),
    "contradiction": (0.5, 0.5),
}


def _bench():
    spec = importlib.util.spec_from_file_location("bench_reconcile", ROOT / "bench" / "reconcile.py")
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return mod


def test_recall_and_precision_floors(extracted, manifest) -> None:
    bench = _bench()
    docs = {s.id: (extracted[s.id], s.lang) for s in manifest}
    glossary = yaml.safe_load((ROOT / "rulespecs" / "glossary.yaml").read_text(encoding="utf-8"))
    rows = {r["kind"]: r for r in bench.table(bench.run_synthetic(docs, glossary, SEEDS))}
    for kind, (recall, precision) in FLOORS.items():
        r = rows[kind]
        assert r["planted"] > 0, kind
        assert r["recall"] >= recall, (kind, r)
        assert r["precision"] is not None and r["precision"] >= precision, (kind, r)
