"""Reading order of zh-Hant pdf-text dumps: synthetic two-page-spread dumps (tests/dumpgen.py)
made from the project's zh-Hant texts, read back by the pdf-text reader *without* being told the
language, and measured as bench/reading_order.py measures the Japanese ones (whole / order /
section, and the worst dump's whole).

The texts are split: dev (dragon_keeper, emporium, river; seeds 0-4 and 30-34) is what the zh
rules were tuned on; held out (el_dorado and the Emerald forum translation at seeds 0-4 and
10-14, and the dev texts at seeds 10-14) is run only with --heldout, once, at the end of a round.
The texts write ，：；！？（） half-width (and the clauses are folded so): each group is run again
with them full-width, as a Chinese typesetter prints them (dumpgen.zh_full_width). Each text is
read into a clauses document by the project's own readers (guess_format, read,
build), which also shows whether the format sniff still takes the plain texts for `text`; the
sniff is checked on every dump too (it should say `pdf-text`).

    python bench/zh_dumps.py [--heldout] [--geometry] [--seeds 0-4,30-34] [--json] [--show DOC:SEED]
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

from extract.readers import guess_format, pdf_text, read  # noqa: E402
from extract.segment import build  # noqa: E402

TEXTS = {
    "dragon_keeper": "bench/data/dragon_keeper.zh-Hant.txt",
    "emporium": "bench/data/emporium.zh-Hant.txt",
    "river": "bench/data/river.zh-Hant.txt",
    "el_dorado": "bench/data/el_dorado.zh-Hant.txt",
    "emerald": "sources/emerald.zh-Hant.forum.txt",
}
DEV = ("dragon_keeper", "emporium", "river")
DEV_SEEDS = "0-4,30-34"
HELD_OUT = {"held-out docs": (("el_dorado", "emerald"), "0-4,10-14"),
            "held-out seeds (dev docs)": (DEV, "10-14")}


GEOMETRIES = {"width 60": {"width": 60}, "width 100": {"width": 100}, "rows 24": {"rows": 24},
              "rows 44": {"rows": 44}}


def seeds(spec: str) -> list[int]:
    out: list[int] = []
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        out += range(int(lo), int(hi or lo) + 1)
    return out


def material(name: str) -> tuple[str, dict[str, Any]]:
    path = TEXTS[name]
    data = (ROOT / path).read_bytes()
    fmt = guess_format(path, data)
    return fmt, build(name, "", read(fmt, data, path))


def group(names: tuple[str, ...], spec: str, full: bool = False, **kw: Any) -> dict[str, Any]:
    sums: dict[str, float] = {}
    n = 0
    worst = (2.0, "")
    sniffed = unnumbered = kept = 0
    classes: dict[str, int] = {}
    for name in names:
        _, doc = material(name)
        for seed in seeds(spec):
            d = dumpgen.make(doc, seed, **kw)
            if full:
                d.text = dumpgen.zh_full_width(d.text)
            got = build("x", "", pdf_text.read_text(d.text, "x"))
            m = dumpgen.measure(d.sentences, dumpgen.read_back(got))
            if kw.get("connective"):
                c = dumpgen.measure_classes(d, got)
                for k in ("remarks", "remarks_in_order", "remarks_in_section"):
                    classes[k] = classes.get(k, 0) + c[k]
            for k, v in m.items():
                sums[k] = sums.get(k, 0.0) + v
            worst = min(worst, (m["whole"], f"{name}:{seed}"))
            sniffed += guess_format("dump.txt", d.text.encode("utf-8")) == "pdf-text"
            bare = "\n".join(ln for ln, c in zip(d.text.split("\n"), d.columns, strict=False) if c != -1)
            unnumbered += guess_format("dump.txt", bare.encode("utf-8")) == "pdf-text"
            n += 1
        for width in (40, 60, 80):  # the same text set in one column is no dump
            one = [ln for c in doc["clauses"] for ln in ([c["text"]] if c["kind"] == "heading" else
                                                        dumpgen.wrap(c["text"], width, zh=True))]
            kept += guess_format("one.txt", "\n".join(one).encode("utf-8")) == "text"
    return {**{k: v / n for k, v in sums.items()}, "dumps": n, "worst": worst[0], "worst_dump": worst[1],
            "sniffed": sniffed, "unnumbered": unnumbered, "kept": kept, "columns": 3 * len(names),
            **({"classes": classes} if classes else {})}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default=DEV_SEEDS, help=f"dev seeds (default {DEV_SEEDS})")
    ap.add_argument("--heldout", action="store_true", help="also the held-out groups (run once, at the end)")
    ap.add_argument("--geometry", action="store_true",
                    help="also the dev texts at other page geometries (60 and 100 wide, 24 and 44 rows)")
    ap.add_argument("--show", help="print one dump's text and what the reader made of it (DOC:SEED)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.show:
        name, seed = args.show.split(":")
        d = dumpgen.make(material(name)[1], int(seed))
        got = dumpgen.read_back(build("x", "", pdf_text.read_text(d.text, "x")))
        have = {s for s, _ in got}
        print(d.text)
        for s, title in d.sentences:
            if dumpgen._key(s) not in have:
                print("BROKEN", title, "|", s)
        return 0
    out: dict[str, Any] = {"formats": {name: material(name)[0] for name in TEXTS}}
    out["dev"] = group(DEV, args.seeds)
    out["dev, full-width punct."] = group(DEV, args.seeds, full=True)
    # remarks (另外，…) set apart from the item they add to (dumpgen: connective)
    out["dev, remarks"] = group(DEV, args.seeds, full=True, connective=0.5)
    for name, kw in GEOMETRIES.items() if args.geometry else ():
        out[f"dev, {name}"] = group(DEV, args.seeds, full=True, **kw)
    for label, (names, spec) in HELD_OUT.items() if args.heldout else ():
        out[label] = group(names, spec)
        out[label + ", full-width"] = group(names, spec, full=True)
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print("formats guessed for the plain texts:", ", ".join(f"{k} {v}" for k, v in out["formats"].items()))
    print(f"{'group':28} {'dumps':>5} {'sentences':>9} {'whole':>7} {'order':>7} {'section':>8} "
          f"{'worst whole':>11} {'sniffed pdf-text':>16}")
    for label, m in out.items():
        if label == "formats":
            continue
        print(f"{label:28} {m['dumps']:5} {m['sentences']:9.1f} {m['whole']:7.1%} {m['order']:7.1%} "
              f"{m['section']:8.1%} {m['worst']:6.1%} {m['worst_dump']:>4} {m['sniffed']:>10}/{m['dumps']}")
    for label, m in out.items():
        if label != "formats":
            print(f"{label}: dumps without page numbers sniffed pdf-text {m['unnumbered']}/{m['dumps']};"
                  f" the texts set in one column (40/60/80) guessed text {m['kept']}/{m['columns']}")
    for label, m in out.items():
        if "classes" in m:
            c = m["classes"]
            print(f"{label}: remarks in order {c['remarks_in_order']}/{c['remarks']}, in section "
                  f"{c['remarks_in_section']}/{c['remarks']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
