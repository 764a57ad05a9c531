"""Reading order of interleaved dumps made by a real tool: each of the other documents set as a
two-column PDF (tests/pdfgen.py: reportlab, running header, page numbers, headings in the columns,
a chapter heading across both now and then) and dumped by poppler's `pdftotext` in its default
mode, which on a narrow gutter prints the two columns' lines alternately — the kind of dump
Emerald's ja edition is. The dump is read by the pdf-text reader (as `rulestone extract` would
read the file: `--format pdf-text`, or guessed) and measured as bench/reading_order.py measures
(tests/dumpgen.measure: sentences whole, order of successive sentences, section membership).

None of this is what the reader was developed on: tests/dumpgen.py writes its own dumps, this
one is poppler's. A figure, not a test; needs `pdftotext` (Debian poppler-utils).

`--dumper` picks the tool: `pdftotext` (default: columns interleaved), `pdftotext-layout`
(`pdftotext -layout`: each height one line, the columns side by side at their positions) or
`pdfplumber` (`page.extract_text()`: each height one line, the columns joined by a space) — the
reader cuts side-by-side lines back into their columns (extract/readers/_side_by_side.py).

    python bench/pdftotext_dumps.py [--docs dragon_keeper.ja,el_dorado.ja,emporium.ja] [--chapters 3]
                                    [--dumper pdftotext|pdftotext-layout|pdfplumber]
                                    [--order reading|columns|lines] [--show-broken] [--json]
                                    [--zh [--docs dragon_keeper,emporium,river]]

`--zh` sets the zh-Hant texts of bench/zh_dumps.py (TEXTS) instead, in a Chinese font: their dev
texts by default (dragon_keeper, emporium, river); el_dorado and emerald are held out there.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "bench"))  # (after the project: bench/extract.py is no package)

import dumpgen  # noqa: E402
import pdfgen  # noqa: E402
import zh_dumps  # noqa: E402

from extract.readers import guess_format, pdf_text  # noqa: E402
from extract.readers import read as read_as  # noqa: E402
from extract.segment import build  # noqa: E402
from rulestone.sources import extract_source, load_manifest  # noqa: E402

MATERIAL = ("dragon_keeper.ja", "el_dorado.ja", "emporium.ja")
DUMPERS = ("pdftotext", "pdftotext-layout", "pdftotext-raw", "pdfplumber")


def dump(pdf: Path, dumper: str) -> bytes:
    """The text dump of a PDF file made by one of DUMPERS."""
    if dumper == "pdfplumber":
        import pdfplumber

        with pdfplumber.open(pdf) as doc:
            return "\n".join(page.extract_text() or "" for page in doc.pages).encode("utf-8")
    mode = {"pdftotext-layout": ["-layout"], "pdftotext-raw": ["-raw"]}.get(dumper, [])
    return subprocess.run(["pdftotext", *mode, str(pdf), "-"], check=True, capture_output=True).stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", default=None, help="source ids (with --zh: bench/zh_dumps.py's texts)")
    ap.add_argument("--zh", action="store_true", help="the zh-Hant texts, set in zh-Hant")
    ap.add_argument("--chapters", type=int, default=3)
    ap.add_argument("--dumper", default="pdftotext", choices=DUMPERS)
    ap.add_argument("--order", default="reading", help="the reader's order option (reading, columns, lines)")
    ap.add_argument("--show-broken", action="store_true", help="print the sentences not read whole")
    ap.add_argument("--as-guessed", action="store_true",
                    help="read each dump in the format guessed for it, as `rulestone extract FILE` does "
                         "(default: always as pdf-text)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.dumper != "pdfplumber" and not shutil.which("pdftotext"):
        sys.exit("pdftotext not found (Debian: apt-get install poppler-utils)")
    sources = {s.id: s for s in load_manifest(ROOT)}
    docs = args.docs or ",".join(zh_dumps.DEV if args.zh else MATERIAL)
    lang = "zh-Hant" if args.zh else "ja"
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for sid in docs.split(","):
            doc = zh_dumps.material(sid)[1] if args.zh else extract_source(sources[sid])
            blocks, truth = pdfgen.document_blocks(doc, args.chapters, lang)
            pdf = Path(tmp) / f"{sid}.pdf"
            pdf.write_bytes(pdfgen.build(blocks, lang, header=f"{sid} rules").data)
            data = dump(pdf, args.dumper)
            guessed = guess_format(f"{sid}.txt", data)
            if args.as_guessed and guessed != "pdf-text":
                read = read_as(guessed, data, f"{sid}.txt")
            else:
                read = pdf_text.read_text(data.decode("utf-8"), sid, order=args.order)
            got = dumpgen.read_back(build(sid, "", read))
            m = dumpgen.measure(truth, got)
            row = {"doc": sid, "guessed_format": guessed,
                   **{k: round(v, 3) for k, v in m.items()}}
            if args.show_broken:
                found = {s for s, _ in got}
                row["broken"] = [s for s, _ in truth if dumpgen._key(s) not in found]
            rows.append(row)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    for r in rows:
        print(f"{r['doc']:18} guessed {r['guessed_format']:9} sentences {r['sentences']:4}  "
              f"whole {r['whole']:.3f}  order {r['order']:.3f}  section {r['section']:.3f}")
        for s in r.get("broken", []):
            print(f"    broken: {s}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
