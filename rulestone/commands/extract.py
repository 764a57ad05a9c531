"""rulestone extract SOURCE... (a source id from sources.yaml, or a file path)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .. import atomic, outpaths, yamlio
from ..errors import InputError
from ..paths import project_dir, project_root
from ..schemas import validate_instance
from ..sources import extract_bytes, extract_source, load_manifest, read_file

HELP = "Extract documents into generated/clauses/<id>.yaml (a source id, or a file path)."


def add_arguments(p) -> None:
    p.add_argument("sources", nargs="+", metavar="SOURCE",
                   help="source id (see sources/sources.yaml) or file")
    p.add_argument("--format", help="document format for a file path (pdf, pdf-text, wiki, web-text, "
                                    "text); guessed from the content when omitted")
    p.add_argument("-o", "--out", type=Path, help="output directory (default: generated/clauses)")
    p.add_argument("--stdout", action="store_true", help="print the clauses YAML instead of writing it")
    p.add_argument("--json", action="store_true", help="print a JSON summary per document")


def run(args) -> int:
    from extract.readers import guess_format

    try:
        root = project_root()
    except InputError:  # a lone file needs no project; its clauses go to -o or the current folder
        root = project_dir()
    manifest = {s.id: s for s in load_manifest(root)} if (root / "sources/sources.yaml").exists() else {}
    out_dir = outpaths.check_dir(args.out, "-o") if args.out else root / "generated" / "clauses"
    docs = []
    for name in args.sources:  # extract everything first: nothing is written if any input is bad
        if name in manifest:
            doc = extract_source(manifest[name])
        else:
            path = Path(name)
            if not path.exists() and not path.suffix:
                raise InputError(name, f"not a source id ({', '.join(manifest) or 'no manifest'}) nor a file")
            data = read_file(path)
            doc = extract_bytes(path.stem, args.format or guess_format(str(path), data), data, str(path))
        validate_instance(doc, "clauses", name)
        docs.append(doc)
    for doc in docs:
        text = yamlio.dump(doc)
        if args.stdout:
            sys.stdout.write(text)
        else:
            atomic.write_text(out_dir / f"{doc['source']}.yaml", text)
        if args.json:
            print(json.dumps({"source": doc["source"], "encoding": doc["encoding"],
                              "sections": len(doc["sections"]), "clauses": len(doc["clauses"]),
                              "furniture": len(doc["furniture"])}, ensure_ascii=False))
        elif not args.stdout:
            target = out_dir / f"{doc['source']}.yaml"
            print(f"{doc['source']}: {len(doc['sections'])} sections, {len(doc['clauses'])} clauses, "
                  f"{len(doc['furniture'])} furniture ({doc['encoding']}) -> {target}")
    return 0
