"""Reading order of pdf-text dumps: each order of the reader (reading, columns, lines) measured on

- synthetic two-page-spread dumps made from the other documents (tests/dumpgen.py: headings,
  figure labels, page-number pairs, text running on across pages), seeds given on the command
  line (the tests use others); and again with the error classes set on purpose (notes and
  examples narrow beside a figure, a panel page between a section's two parts; then also remarks
  opening with a connective and figures that list like things, with counts of those read right;
  and figures with a label naming a part of what another one names, `城` ... `城の門`);
- Emerald ja, against bench/data/emerald_ja_sections_by_reading.tsv: the running-text items in
  reading order with their sections, read off the dump by a person. That list was written while
  the reader was being developed, so its figures are a check, not a held-out measure.

Measures (tests/dumpgen.measure): sentences whole; order = share of successive true sentences
that are successive in the output; section = share of sentences under their own heading.

    python bench/reading_order.py [--seeds 10-14] [--orders reading] [--geometry] [--json]

`--geometry` adds the plain synthetic dumps set at other page geometries (columns 60 and 100 wide
instead of 80, 24 and 44 rows instead of 34): the rules were developed at the default one.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

import dumpgen  # noqa: E402

from extract.readers import pdf_text  # noqa: E402
from extract.segment import build  # noqa: E402
from rulestone.sources import extract_source, load_manifest  # noqa: E402

MATERIAL = ("dragon_keeper.ja", "emporium.ja", "el_dorado.ja")
GEOMETRIES = {"width 60": {"width": 60}, "width 100": {"width": 100}, "rows 24": {"rows": 24},
              "rows 44": {"rows": 44}}


def emerald_truth(text: str) -> list[tuple[str, str]]:
    """(sentence, section) in reading order, from the hand list of items (first line, section)."""
    rows = []
    table = ROOT / "bench/data/emerald_ja_sections_by_reading.tsv"
    for line in table.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            no, title = line.split("\t")
            rows.append((int(no), title))
    # the items' texts: any order gives the same items (only their order differs)
    doc = build("x", "", pdf_text.read_text(text, "x", order="lines"))
    by_line = {c["lines"][0]: c for c in doc["clauses"]}
    return [(s, title) for no, title in rows for s in dumpgen.sentences_of(by_line[no]["text"])]


def _add(sums: dict[str, float], m: dict[str, float]) -> None:
    for k, v in m.items():
        sums[k] = sums.get(k, 0.0) + v
    sums["worst"] = min(sums.get("worst", 1.0), m["whole"])  # the held-out check is per dump


def _mean(sums: dict[str, float], n: int) -> dict[str, float]:
    return {k: v if k == "worst" else v / n for k, v in sums.items()}


def run(order: str, text: str, truth: list[tuple[str, str]]) -> dict[str, float]:
    doc = build("x", "", pdf_text.read_text(text, "x", order=order))
    return dumpgen.measure(truth, dumpgen.read_back(doc))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default="10-14", help="synthetic seeds, a range a-b (default 10-14)")
    ap.add_argument("--orders", default=",".join(pdf_text.ORDERS),
                    help="the reader's orders to measure, comma-separated (default all)")
    ap.add_argument("--geometry", action="store_true",
                    help="also dumps of other page geometries (columns 60 and 100 wide, 24 and 44 rows)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    lo, hi = (int(x) for x in args.seeds.split("-"))
    docs = {s.id: extract_source(s) for s in load_manifest(ROOT) if s.id in MATERIAL}
    out: dict[str, Any] = {}
    emerald = (ROOT / "sources/emerald.ja.pdf-text.txt").read_text(encoding="utf-8")
    truth = emerald_truth(emerald)
    for order in args.orders.split(","):
        out[f"emerald/{order}"] = run(order, emerald, truth)
        sums: dict[str, float] = {}
        n = 0
        for doc in docs.values():
            for seed in range(lo, hi + 1):
                d = dumpgen.make(doc, seed)
                m = run(order, d.text, d.sentences)
                _add(sums, m)
                n += 1
        out[f"synthetic/{order}"] = _mean(sums, n)
        # the same with the error classes set on purpose: narrow notes beside figures, panels
        sums, n = {}, 0
        for doc in docs.values():
            for seed in range(lo, hi + 1):
                d = dumpgen.make(doc, seed, beside=0.5, panel=True)
                m = run(order, d.text, d.sentences)
                _add(sums, m)
                n += 1
        out[f"synthetic+classes/{order}"] = _mean(sums, n)
        # and with remarks (なお、…) and figures listing like things (`…カード ２５`) set on purpose;
        # the counts of those two classes read right (dumpgen.measure_classes)
        sums, n = {}, 0
        counts: dict[str, int] = {}
        for doc in docs.values():
            for seed in range(lo, hi + 1):
                d = dumpgen.make(doc, seed, beside=0.5, panel=True, connective=0.5, listed=0.5)
                result = build("x", "", pdf_text.read_text(d.text, "x", order=order))
                m = dumpgen.measure(d.sentences, dumpgen.read_back(result))
                _add(sums, m)
                for k, c in dumpgen.measure_classes(d, result).items():
                    counts[k] = counts.get(k, 0) + c
                n += 1
        out[f"synthetic+remarks+lists/{order}"] = {**_mean(sums, n), "classes": counts}
        # and figure labels naming a part of what another label names (`城` ... `城の門`)
        sums, n, named = {}, 0, [0, 0]
        for doc in docs.values():
            for seed in range(lo, hi + 1):
                d = dumpgen.make(doc, seed, named=0.5)
                result = build("x", "", pdf_text.read_text(d.text, "x", order=order))
                _add(sums, dumpgen.measure(d.sentences, dumpgen.read_back(result)))
                c = dumpgen.measure_classes(d, result)
                named[0] += c["named_as_headings"]
                named[1] += c["named"]
                n += 1
        out[f"synthetic+named/{order}"] = {**_mean(sums, n), "named": named}
        # other page geometries: the rules were developed on the default (80 wide, 34 rows), so a
        # dump set otherwise tells how far they hold on a layout nobody tuned them to
        for name, kw in GEOMETRIES.items() if args.geometry else ():
            sums, n = {}, 0
            for doc in docs.values():
                for seed in range(lo, hi + 1):
                    d = dumpgen.make(doc, seed, **kw)
                    _add(sums, run(order, d.text, d.sentences))
                    n += 1
            out[f"synthetic {name}/{order}"] = _mean(sums, n)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"{'material/order':32} {'sentences':>9} {'whole':>7} {'order':>7} {'section':>8} "
              f"{'worst whole':>11}")
        for name, m in out.items():
            worst = f"{m['worst']:11.1%}" if "worst" in m else ""
            print(f"{name:32} {m['sentences']:9.0f} {m['whole']:7.1%} {m['order']:7.1%} {m['section']:8.1%} "
                  f"{worst}")
        for name, m in out.items():
            if "classes" in m:
                c = m["classes"]
                print(f"{name}: remarks in order {c['remarks_in_order']}/{c['remarks']}, in section "
                      f"{c['remarks_in_section']}/{c['remarks']}; listed labels taken for headings "
                      f"{c['listed_as_headings']}/{c['listed']}")
            if "named" in m:
                print(f"{name}: part-naming figure labels taken for headings {m['named'][0]}/{m['named'][1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
