"""rulestone extract SOURCE... (a source id from sources.yaml, or a file path)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .. import atomic, outpaths, yamlio
from ..errors import InputError
from ..paths import project_or_here
from ..schemas import validate_instance
from ..sources import extract_source, listed_source, load_manifest, read_file
from . import read_document

HELP = "Extract documents into generated/clauses/<id>.yaml (a source id, or a file path)."


def add_arguments(p) -> None:
    p.add_argument("sources", nargs="+", metavar="SOURCE",
                   help="source id (see sources/sources.yaml) or file")
    p.add_argument("--format", help="document format for a file path (pdf, pdf-text, wiki, web-text, "
                                    "text); guessed from the content when omitted")
    p.add_argument("-o", "--out", type=Path, help="output directory (default: generated/clauses for a "
                                                  "source id, the current folder for a file)")
    p.add_argument("--stdout", action="store_true", help="print the clauses YAML instead of writing it")
    p.add_argument("--json", action="store_true", help="print a JSON summary per document")
    p.add_argument("--explain", action="store_true",
                   help="show, page by page, which dump lines went to which column, caption or furniture "
                        "(pdf-text, in reading order)")


def run(args) -> int:
    root = project_or_here()  # a lone file needs no project
    manifest = {s.id: s for s in load_manifest(root)} if (root / "sources/sources.yaml").exists() else {}
    out_dir = outpaths.check_dir(args.out, "-o") if args.out else None
    docs = []  # (clauses document, where it goes)
    if args.explain:
        return _explain(args, manifest, root)
    for name in args.sources:  # extract everything first: nothing is written if any input is bad
        if name in manifest:  # a manifest source's clauses belong in generated/ (what build writes)
            doc, fmt = extract_source(manifest[name]), manifest[name].format
            target_dir = out_dir or root / "generated" / "clauses"
        else:  # any other file: the current folder, never the committed generated/
            target_dir = out_dir or Path.cwd()
            path = Path(name)
            if not path.exists() and not path.suffix:
                raise InputError(name, f"not a source id ({', '.join(manifest) or 'no manifest'}) nor a file")
            if (src := listed_source(path, root, args.format)) is not None:
                print(f"{name}: source {src.id} of sources/sources.yaml (its format and reader options)",
                      file=sys.stderr)
                doc, fmt = extract_source(src), src.format
            else:
                doc, fmt = read_document(path, args.format)
        validate_instance(doc, "clauses", name)
        docs.append((doc, fmt, target_dir / f"{doc['source']}.yaml"))
    for doc, fmt, target in docs:
        text = yamlio.dump(doc)
        if args.stdout:
            sys.stdout.write(text)
        else:
            atomic.write_text(target, text)
        if args.json:
            print(json.dumps({"source": doc["source"], "format": fmt, "encoding": doc["encoding"],
                              "sections": len(doc["sections"]), "clauses": len(doc["clauses"]),
                              "furniture": len(doc["furniture"])}, ensure_ascii=False))
        elif not args.stdout:
            print(f"{doc['source']}: {len(doc['sections'])} sections, {len(doc['clauses'])} clauses, "
                  f"{len(doc['furniture'])} furniture ({fmt}, {doc['encoding']}) -> {target}")
    return 0


def _explain(args, manifest, root: Path) -> int:
    """The layout the pdf-text reader finds, spread by spread (column order), with the source's
    reader options (a curator's `columns` reading) when it is listed in the manifest."""
    from extract.decode import decode
    from extract.readers import pdf_text

    for name in args.sources:
        src = manifest.get(name) or listed_source(Path(name), root, args.format)
        if src is not None:
            path, fmt, options = src.path, src.format, {**dict(src.reader), "order": "reading"}
        else:
            path, fmt, options = Path(name), args.format or "pdf-text", {}
        if fmt != "pdf-text":
            raise InputError(str(path), f"--explain shows the layout of pdf-text dumps, this is {fmt}")
        text, _ = decode(read_file(path), str(path))
        result = pdf_text.read_text(text, str(path), **options)
        spread = None
        for entry in result.layout:
            if entry["spread"] != spread:
                spread = entry["spread"]
                pages = "/".join(entry["pages"]) or "?"
                print(f"== {path}: spread {spread} (pages {pages})")
            # (L, R: the left or right part of a line that held both columns' lines side by side)
            nos = ",".join(f"{n}{s}" for n, s in zip(entry["lines"], entry["sides"], strict=True))
            head = entry["text"].strip()[:40]  # (the reader's own line: no second count of the lines)
            print(f"  {entry['column']:<14} {entry['kind']:<10} lines {nos:<18} {head}")
    return 0
