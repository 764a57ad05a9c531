"""rulestone glossary [--tbx] [-o FILE] [--glossary FILE]"""

from __future__ import annotations

import sys
from pathlib import Path

from .. import outpaths
from ..escape import terminal_safe
from ..paths import project_root
from ..specs import load_glossary, to_tbx, validate_glossary
from ..specs.glossary import TBX_VERSIONS

HELP = "Show the termbase (rulespecs/glossary.yaml), or export it as TBX-Basic with --tbx."


def add_arguments(p) -> None:
    p.add_argument("--tbx", action="store_true",
                   help="write TBX-Basic instead of a table")
    p.add_argument("--tbx-version", choices=TBX_VERSIONS, default="3",
                   help="3: TBX v3 (ISO 30042:2019, DCA; the default); 2008: TBX 2008 `martif` "
                        "(ISO 30042:2008), which translate-toolkit and older CAT tools read")
    p.add_argument("-o", "--out", type=Path, metavar="FILE", help="write to FILE (default: stdout)")
    p.add_argument("--glossary", type=Path, metavar="FILE",
                   help="glossary file (default: rulespecs/glossary.yaml)")


def run(args) -> int:
    path = args.glossary or project_root() / "rulespecs" / "glossary.yaml"
    glossary = load_glossary(path)
    errors = [f for f in validate_glossary(glossary) if f.severity == "error"]
    if errors:  # an export of a broken termbase would mislead the CAT tool that imports it
        for f in errors:
            print(f, file=sys.stderr)
        return 1
    if args.tbx:
        out = to_tbx(glossary, version=args.tbx_version)
    else:
        langs = ("ja", "zh-Hant", "en")
        rows = [terminal_safe(f"{cid}\t" + "\t".join(glossary.preferred(cid, lang) or "-" for lang in langs))
                for cid in glossary.concepts]  # terms are data: no terminal control sequences
        out = "\n".join(["concept\tja\tzh-Hant\ten", *rows]) + "\n"
    if args.out:
        outpaths.write_text(args.out, out, "-o")
        print(f"{len(glossary.concepts)} concepts -> {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(out)
    return 0
