"""Floors for bench/reconcile.py on seeds the detectors were not tuned on (tuning used 0-4; the
cross-language figures were tuned on 0-2 and are reported on 3-5)."""

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


# plants among the top 30, planted in each edition in turn; since plants change only what the other
# edition says too, ja's polarity plants fall on one must -> must-not clause the detectors miss (8 of 19
# on these seeds with the detectors of 414a9fb and of this change alike)
CROSS_FLOORS = {"zh": 0.55, "ja": 0.4}


def test_cross_language_plants_in_the_top_30(extracted, manifest) -> None:
    """The held-out check's way on the real Emerald pair: two plants of every kind in one edition,
    where its pair translates (aligned at >= 0.5), counted among the top 30 new findings."""
    bench = _bench()
    docs = {s.id: (extracted[s.id], s.lang) for s in manifest}
    glossary = yaml.safe_load((ROOT / "rulespecs" / "glossary.yaml").read_text(encoding="utf-8"))
    for side, floor in CROSS_FLOORS.items():
        total = bench.run_synthetic(docs, glossary, SEEDS, cross=side, top=30, per_kind=2, aligned=0.5)
        planted, found = sum(total["planted"].values()), sum(total["found_top"].values())
        assert planted >= 18, (side, total["planted"])
        assert found / planted >= floor, (side, found, planted)


def _faithful_pair_floor(docs: dict, pair: str, floor: float) -> None:
    """Plants in either edition, counted among the top 30 of the tool's whole list, as the held-out
    check counts (about 12 plants a pair)."""
    bench = _bench()
    glossary = yaml.safe_load((ROOT / "rulespecs" / "glossary.yaml").read_text(encoding="utf-8"))
    for side in ("zh", "ja"):
        total = bench.run_synthetic(docs, glossary, SEEDS, cross=side, top=30, per_kind=2, pair=pair)
        planted, found = sum(total["planted"].values()), sum(total["found_top_all"].values())
        assert planted >= 20, (side, total["planted"])
        assert found / planted >= floor, (side, found, planted)


def test_cross_language_plants_in_a_faithful_pair() -> None:
    """The faithful made-up pair (bench/data/river.*)."""
    _faithful_pair_floor(_bench().load_bench_data("river"), "river", 0.75)


def test_cross_language_plants_in_another_games_faithful_pair() -> None:
    """The Emporium pair (the ja text of sources/ against the faithful zh-Hant translation in
    bench/data, written after the detectors): the held-out check's setting (another game, 12 of 14
    = 86 % wanted)."""
    bench = _bench()
    _faithful_pair_floor(bench.load_docs() | bench.load_bench_data("emporium"), "emporium", 0.8)
