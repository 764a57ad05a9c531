"""Same-run sweep of one constant of the pdf-text reader (extract/readers/pdf_text.py) over synthetic
dumps: for each value, Emerald ja's whole / order / section, then per setting of
bench/reading_order.py the sentences broken over all dumps, the means and the worst dump's whole.

    python bench/reader_sweep.py NAME V1,V2[,...] SEEDS        e.g. DOC_WORD 0,2.0 110-124

Every value reads the same dumps (made once). A figure only: choose values on some seeds, then
report others run once.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

import dumpgen  # noqa: E402
from reading_order import MATERIAL, emerald_truth  # noqa: E402

from extract.readers import pdf_text  # noqa: E402
from extract.segment import build  # noqa: E402
from rulestone.sources import extract_source, load_manifest  # noqa: E402

SETTINGS = {"spreads": {}, "classes": {"beside": 0.5, "panel": True},
            "remarks+lists": {"beside": 0.5, "panel": True, "connective": 0.5, "listed": 0.5},
            "named": {"named": 0.5}}


def measure(text: str, truth: list[tuple[str, str]]) -> dict[str, float]:
    return dumpgen.measure(truth, dumpgen.read_back(build("x", "", pdf_text.read_text(text, "x"))))


def main() -> int:
    name, values, seeds = sys.argv[1], [ast.literal_eval(v) for v in sys.argv[2].split(",")], sys.argv[3]
    lo, hi = (int(x) for x in seeds.split("-"))
    docs = [extract_source(s) for s in load_manifest(ROOT) if s.id in MATERIAL]
    dumps = {k: [dumpgen.make(doc, seed, **kw) for doc in docs for seed in range(lo, hi + 1)]
             for k, kw in SETTINGS.items()}
    emerald = (ROOT / "sources/emerald.ja.pdf-text.txt").read_text(encoding="utf-8")
    truth = emerald_truth(emerald)
    for v in values:
        setattr(pdf_text, name, v)
        m = measure(emerald, truth)
        out = [f"{name}={v}: emerald {m['whole']:.3f}/{m['order']:.3f}/{m['section']:.3f}"]
        for k, ds in dumps.items():
            ms = [measure(d.text, d.sentences) for d in ds]
            broken = sum(round((1 - x["whole"]) * x["sentences"]) for x in ms)
            mean = {f: sum(x[f] for x in ms) / len(ms) for f in ("whole", "order", "section")}
            out.append(f"{k} broken {broken} {mean['whole']:.3f}/{mean['order']:.3f}/{mean['section']:.3f} "
                       f"worst {min(x['whole'] for x in ms):.3f}")
        print(" | ".join(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
