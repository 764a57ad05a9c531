"""Alignment quality on synthetic second editions, and (--speed) cost as documents grow.

Quality (the default): for each of the five documents, synthetic second editions made by
tests/editiongen.py (sections reordered, a section moved to the front, clauses merged, split,
dropped, added from another document, reworded; the zh-Hant one also in Simplified script so no
text is shared verbatim), seeds given on the command line; recall and precision per document.
Then the real pair emerald.ja <-> emerald.zh-Hant on the 20 counterpart pairs of
bench/data/emerald_pairs_heldout.tsv (written down before tuning; never tuned on): how many fall
inside one aligned pair. An ablation (--ablate) switches each part off in turn. `--summary N` adds
editions with a turn summary first, `--steps P` pseudo-Chinese editions that set a share P of long
paragraphs out one sentence a clause (with the count of those parts paired with their paragraph).

Speed (--speed):
Builds editions from the extracted clauses of every source (repeated to reach the size asked
for), makes a second edition of each by dropping, merging and moving clauses (as
tests/test_align.py does), and times `extract.align.align_documents` on sizes n, 4n, 16n. The
baseline is the smallest size in the same run; the ratio printed is the time per clause of each
size over the baseline's, so 1.0 means linear growth. The DP is O(n·m) up to
Params.full_search_cells clause pairs and banded (O(n·w)) beyond, so the ratio should stay
small. CPU time of this process, not wall time (the machine is shared).

    python bench/align.py [--seeds 20-24] [--ablate | --variants "full,no bead growth"] [--summary N]
                          [--steps P] [--json]
    python bench/align.py --speed [--clauses 100] [--json]
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

sys.path.insert(0, str(ROOT / "tests"))

import editiongen  # noqa: E402
import yaml  # noqa: E402

from extract.align import Glossary, Params, align_documents  # noqa: E402
from rulestone.sources import extract_source, load_manifest  # noqa: E402

# parts of the aligner an ablation switches off (Params fields set to these values)
ABLATIONS: dict[str, dict[str, Any]] = {
    "full": {},
    "no section matching": {"sections_first": False},
    "no glossary": {"_glossary": None},
    "dictionary lexicon on": {"lexicon": True},
    "no dictionary lexicon": {"lexicon": False},
    "no induced lexicon": {"induce": False},
    "no hanzi folding": {"fold": False},
    "no gap filling": {"fill_gaps": False},
    "no bead growth": {"grow": False},
    "only sure beads grow": {"grow_bead": 0.5},
    "no sandwich rule": {"sandwich": False},
    "no stealing": {"steal": False},
    "restatements paired": {"restated": None},
    "neighbours' edges only": {"near_edge": 2},
}


def heldout(docs: dict[str, dict[str, Any]], params: Params, glossary: Glossary | None) -> tuple[int, int]:
    ja, zh = docs["emerald.ja"], docs["emerald.zh-Hant"]
    result = align_documents(ja, zh, "ja", "zh-Hant", glossary, params)
    line_ja = {ln: c["id"] for c in ja["clauses"] for ln in c["lines"]}
    line_zh = {ln: c["id"] for c in zh["clauses"] for ln in c["lines"]}
    hit = total = 0
    for row in (ROOT / "bench/data/emerald_pairs_heldout.tsv").read_text(encoding="utf-8").splitlines():
        if not row or row.startswith("#"):
            continue
        a, b, _ = row.split("\t")
        ca, cb = line_ja[int(a)], line_zh[int(b)]
        total += 1
        hit += any(ca in p["a"] and cb in p["b"] for p in result["pairs"])
    return hit, total


def quality(args) -> int:
    lo, hi = (int(x) for x in args.seeds.split("-"))
    docs = {s.id: extract_source(s) for s in load_manifest(ROOT)}
    gpath = ROOT / "rulespecs" / "glossary.yaml"
    gdata = yaml.safe_load(gpath.read_text(encoding="utf-8")) if gpath.is_file() else None
    glossary = Glossary(gdata) if gdata else None
    terms = editiongen.terms_ja_zh(gdata) if gdata else []
    rows = []
    chosen = args.variants.split(",") if args.variants else list(ABLATIONS) if args.ablate else ["full"]
    unknown = [v for v in chosen if v not in ABLATIONS]
    if unknown:
        sys.exit(f"--variants: unknown {unknown} (known: {', '.join(ABLATIONS)})")
    for name, change in ((v, ABLATIONS[v]) for v in chosen):
        fields = {k: v for k, v in change.items() if not k.startswith("_")}
        params = Params(**fields)
        gl = change.get("_glossary", glossary) if "_glossary" in change else glossary
        row: dict[str, Any] = {"variant": name}
        for sid, doc in docs.items():
            other = docs["emporium.ja" if sid != "emporium.ja" else "el_dorado.ja"]
            lang = next(s.lang for s in load_manifest(ROOT) if s.id == sid)
            rec = prec = 0.0
            n = 0
            for seed in range(lo, hi + 1):
                simplify = lang.startswith("zh") and seed % 2 == 0
                ed = editiongen.make(doc, seed, other, simplify=simplify)
                result = align_documents(doc, ed.doc, lang, "zh-Hans" if simplify else lang, gl, params)
                r, p, _ = editiongen.score(result, doc, ed)
                rec, prec, n = rec + r, prec + p, n + 1
            row[sid] = {"recall": round(rec / n, 3), "precision": round(prec / n, 3)}
            if lang == "ja" and terms:
                # a pseudo-Chinese second edition (tests/editiongen.pseudo_chinese): across languages
                rec = prec = 0.0
                for seed in range(lo, hi + 1):
                    ed = editiongen.make(doc, seed, other, translate=terms)
                    result = align_documents(doc, ed.doc, "ja", "zh-Hant", gl, params)
                    r, p, _ = editiongen.score(result, doc, ed)
                    rec, prec = rec + r, prec + p
                row[f"{sid}->zh"] = {"recall": round(rec / n, 3), "precision": round(prec / n, 3)}
            if args.summary:
                # the same editions with a turn summary first, restating rules from anywhere
                rec = prec = 0.0
                for seed in range(lo, hi + 1):
                    ed = editiongen.make(doc, seed, other, summary=args.summary)
                    result = align_documents(doc, ed.doc, lang, lang, gl, params)
                    r, p, _ = editiongen.score(result, doc, ed)
                    rec, prec = rec + r, prec + p
                row[f"{sid}+summary"] = {"recall": round(rec / n, 3), "precision": round(prec / n, 3)}
            if args.steps and lang == "ja" and terms:
                # pseudo-Chinese editions that set long paragraphs out one sentence a clause; also
                # the share of those steps paired with their paragraph (recall counts a paragraph
                # found through any one of its parts)
                rec = prec = 0.0
                steps = [0, 0]
                for seed in range(lo, hi + 1):
                    ed = editiongen.make(doc, seed, other, translate=terms, steps=args.steps)
                    result = align_documents(doc, ed.doc, "ja", "zh-Hant", gl, params)
                    r, p, _ = editiongen.score(result, doc, ed)
                    rec, prec = rec + r, prec + p
                    links = {(x, y) for pair in result["pairs"] for x in pair["a"] for y in pair["b"]}
                    for a, parts in ed.truth.items():
                        if len(parts) >= 3:
                            steps[0] += sum((a, y) in links for y in parts)
                            steps[1] += len(parts)
                row[f"{sid}->zh+steps"] = {"recall": round(rec / n, 3), "precision": round(prec / n, 3),
                                           "steps": f"{steps[0]}/{steps[1]}"}
        hit, total = heldout(docs, params, gl)
        row["emerald ja<->zh-Hant held-out pairs"] = f"{hit}/{total}"
        rows.append(row)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
    else:
        for row in rows:
            print(row["variant"])
            for k, v in row.items():
                if isinstance(v, dict):
                    print(f"  {k:24} recall {v['recall']:.3f}  precision {v['precision']:.3f}"
                          + (f"  steps paired {v['steps']}" if "steps" in v else ""))
            print(f"  emerald ja<->zh-Hant held-out pairs: {row['emerald ja<->zh-Hant held-out pairs']}")
    return 0


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
    ap.add_argument("--speed", action="store_true", help="time alignment as documents grow")
    ap.add_argument("--clauses", type=int, default=100, help="baseline size for --speed (default 100)")
    ap.add_argument("--seeds", default="20-24", help="seeds of the synthetic editions, a range a-b")
    ap.add_argument("--ablate", action="store_true", help="also run with each part switched off")
    ap.add_argument("--steps", type=float, default=0.0,
                    help="also pseudo-Chinese editions setting this share of long paragraphs out as steps")
    ap.add_argument("--summary", type=int, default=0,
                    help="also editions with a turn summary of N restated rules first")
    ap.add_argument("--variants", help="comma-separated ablation rows to run (e.g. 'full,no bead growth')")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not args.speed:
        return quality(args)
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
