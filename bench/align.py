"""Alignment cost as documents grow: CPU seconds per clause pair, relative to a small baseline.

Builds editions from the extracted clauses of every source (repeated to reach the size asked
for), makes a second edition of each by dropping, merging and moving clauses (as
tests/test_align.py does), and times `extract.align.align_documents` on sizes n, 4n, 16n. The
baseline is the smallest size in the same run; the ratio printed is the time per clause of each
size over the baseline's, so 1.0 means linear growth. The DP is O(n·m) up to
Params.full_search_cells clause pairs and banded (O(n·w)) beyond, so the ratio should stay
small. CPU time of this process, not wall time (the machine is shared).

    python bench/align.py [--clauses 100] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from extract.align import align_documents  # noqa: E402
from rulestone.sources import extract_source, load_manifest  # noqa: E402


def corpus() -> list[str]:
    texts = []
    for source in load_manifest(ROOT):
        if source.lang.startswith("zh"):
            texts.extend(c["text"] for c in extract_source(source)["clauses"] if len(c["text"]) >= 4)
    return texts


def editions(texts: list[str], n: int, seed: int) -> tuple[dict[str, Any], dict[str, Any]]:
    rng = random.Random(seed)
    a = [texts[i % len(texts)] + f" {i}" for i in range(n)]  # the suffix keeps repeats distinct
    b: list[str] = []
    i = 0
    while i < n:
        r = rng.random()
        if r < 0.05:
            i += 1
        elif r < 0.1 and i + 1 < n:
            b.append(a[i] + a[i + 1])
            i += 2
        else:
            b.append(a[i])
            i += 1
    cut = len(b) // 5
    b = b[:cut] + b[cut + 10:] + b[cut:cut + 10]

    def doc(name: str, ts: list[str]) -> dict[str, Any]:
        return {"source": name, "clauses": [{"id": f"s1-{k + 1}", "kind": "rule", "text": t}
                                            for k, t in enumerate(ts)]}
    return doc("a", a), doc("b", b)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clauses", type=int, default=100, help="baseline size (default 100)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    texts = corpus()
    rows = []
    for factor in (1, 4, 16):
        n = args.clauses * factor
        a, b = editions(texts, n, factor)
        start = time.process_time()
        result = align_documents(a, b, "zh-Hant", "zh-Hant")
        cpu = time.process_time() - start
        rows.append({"clauses": n, "cpu_s": round(cpu, 3), "pairs": len(result["pairs"]),
                     "per_clause_ms": round(1000 * cpu / n, 3)})
    base = rows[0]["per_clause_ms"] or 1e-9
    for row in rows:
        row["ratio"] = round(row["per_clause_ms"] / base, 2)
    if args.json:
        print(json.dumps(rows))
    else:
        for row in rows:
            print(f"{row['clauses']:>6} clauses  {row['cpu_s']:>8.2f} CPU s"
                  f"  {row['per_clause_ms']:>8.2f} ms/clause"
                  f"  ratio {row['ratio']:.2f}  ({row['pairs']} pairs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
