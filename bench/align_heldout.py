"""Held-out pairs of a real two-language pair, counted the way issue 14's check counts them: run
`rulestone align A_FILE B_FILE --json` as a user would (a subprocess, the files given as paths) and
count the truth rows whose two texts fall inside one aligned pair (`text_a` holds the A text and
`text_b` the B text, both compared after NFKC and with white space removed).

    python bench/align_heldout.py [A_FILE B_FILE TRUTH.tsv] [--outside] [--json]

Default: sources/dragon_keeper.ja.atwiki.txt against bench/data/dragon_keeper.zh-Hant.txt (a
fan-style translation written for this check) with bench/data/dragon_keeper_pairs_heldout.tsv
(pairs written before the aligner ever ran on it). `--outside` runs the command from an empty
folder (no project: no glossary, languages guessed), as a user with only the two files would.
`--a-as pdf|pdftotext|pdftotext-raw|pdftotext-layout|pdfplumber` gives A as the publisher's PDF
would come: A's text set as a two-column PDF (tests/pdfgen.py), then that PDF or a tool's dump of
it (needs reportlab, and poppler's pdftotext for the pdftotext dumps). `--b-as` does the same for
B, set in B's language (the translation a user has as a PDF).
A figure, not a test: tune on it and it stops measuring anything.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ("sources/dragon_keeper.ja.atwiki.txt", "bench/data/dragon_keeper.zh-Hant.txt",
           "bench/data/dragon_keeper_pairs_heldout.tsv")


def flat(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


AS_PDF = ("pdf", "pdftotext", "pdftotext-raw", "pdftotext-layout", "pdfplumber")


def as_pdf(a_file: Path, how: str, tmp: Path, lang: str = "ja") -> Path:
    """A file's text set as a two-column PDF in `lang` (running header, page numbers), then the PDF
    itself or the dump `how` names (bench/pdftotext_dumps.py's dumpers): the file a user would
    bring."""
    sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "bench")]
    import pdfgen
    from pdftotext_dumps import dump

    from extract.readers import guess_format, read
    from extract.segment import build

    data = a_file.read_bytes()
    doc = build(a_file.stem, "", read(guess_format(str(a_file), data), data, str(a_file)))
    pdf = tmp / f"{a_file.stem}.pdf"
    pdf.write_bytes(pdfgen.build(pdfgen.document_blocks(doc, 0, lang)[0], lang, header="rules").data)
    if how == "pdf":
        return pdf
    out = tmp / f"{a_file.stem}.{how}.txt"
    out.write_bytes(dump(pdf, how))
    return out


def truth_rows(path: Path) -> list[tuple[str, str, str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            a, b, what = line.split("\t")
            rows.append((a, b, what))
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", help="A_FILE B_FILE TRUTH.tsv (default: the Dragon Keeper pair)")
    ap.add_argument("--outside", action="store_true", help="run from an empty folder (no project)")
    ap.add_argument("--a-as", choices=AS_PDF, default=None,
                    help="give A as a user with the publisher's PDF would: A's text set as a two-column "
                         "PDF (tests/pdfgen.py), given as the PDF itself or as a tool's text dump of it")
    ap.add_argument("--b-as", choices=AS_PDF, default=None, help="the same for B, set in zh-Hant")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    a_file, b_file, truth = (Path(p).resolve() for p in (args.files or [ROOT / p for p in DEFAULT]))
    with tempfile.TemporaryDirectory() as tmp:
        cwd = tmp if args.outside else ROOT
        if args.a_as:
            a_file = as_pdf(a_file, args.a_as, Path(tmp))
        if args.b_as:
            b_file = as_pdf(b_file, args.b_as, Path(tmp), "zh-Hant")
        r = subprocess.run([sys.executable, "-m", "rulestone", "align", str(a_file), str(b_file), "--json"],
                           cwd=cwd, capture_output=True, text=True, check=False)
    if r.returncode:
        sys.exit(f"rulestone align failed ({r.returncode}): {r.stderr.strip()}")
    pairs = [(flat(p.get("text_a", "")), flat(p.get("text_b", "")), p) for p in json.loads(r.stdout)["pairs"]]
    rows = []
    for a, b, what in truth_rows(truth):
        fa, fb = flat(a), flat(b)
        hit = next((p for ta, tb, p in pairs if fa in ta and fb in tb), None)
        # where each side went, for reading a miss
        where_a = next((p for ta, _, p in pairs if fa in ta), None)
        rows.append({"what": what, "hit": hit is not None,
                     "score": hit["score"] if hit else None,
                     "a_paired_with": None if hit or where_a is None else where_a.get("text_b", "")[:60]})
    hits = sum(r["hit"] for r in rows)
    if args.json:
        print(json.dumps({"hits": hits, "total": len(rows), "rows": rows}, ensure_ascii=False, indent=1))
        return 0
    for row in rows:
        mark = "ok  " if row["hit"] else "MISS"
        extra = f"{row['score']:.2f}" if row["hit"] else f"A side paired with: {row['a_paired_with']}"
        print(f"{mark} {row['what']:40} {extra}")
    print(f"{hits} of {len(rows)} held-out pairs inside one aligned pair "
          f"({'outside the project' if args.outside else 'in the project'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
