"""rulestone align SOURCE_A SOURCE_B [--json] [--tmx FILE]"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .. import __version__, outpaths, yamlio
from ..errors import InputError
from ..escape import terminal_safe
from ..paths import project_or_here
from ..schemas import validate_instance
from . import read_document

WEAK = 0.3  # (extract.align.WEAK: pairs under it are marked weak)

HELP = ("Align two editions clause by clause (source ids, clauses YAML files, or documents); "
        "table, --json or --tmx.")


def add_arguments(p) -> None:
    p.add_argument("a", metavar="SOURCE_A",
                   help="source id (sources.yaml), a clauses YAML file, or a document file (extracted on the "
                        "fly, format guessed as `rulestone extract` does)")
    p.add_argument("b", metavar="SOURCE_B", help="the other edition, likewise")
    p.add_argument("--json", action="store_true",
                   help="print the alignment as JSON (schema/alignment.schema.json)")
    p.add_argument("--tmx", type=Path, metavar="FILE",
                   help="also write the aligned pairs as TMX 1.4b, in the documents' original text")
    p.add_argument("--min-score", type=float, default=WEAK, metavar="S",
                   help=f"leave pairs scoring under S out of the TMX (0..1, default {WEAK})")
    p.add_argument("--format", help="format of document files (pdf, pdf-text, wiki, web-text, text)")
    p.add_argument("--glossary", type=Path, metavar="FILE",
                   help="termbase to score shared concepts (default: rulespecs/glossary.yaml when present)")
    p.add_argument("--no-glossary", action="store_true", help="align without any glossary")
    p.add_argument("--lang-a", help="language of A (default: from sources.yaml, else guessed from the text)")
    p.add_argument("--lang-b", help="language of B, likewise")


def _load_yaml(path: Path, what: str) -> Any:
    return yamlio.load(path, what)  # bounded safe_load: regular file, size, aliases, nesting


def load_clauses(name: str, root: Path, fmt: str | None = None) -> tuple[dict[str, Any], str]:
    """A clauses document by source id, clauses file or document file; it and where it came from.
    A source id is extracted from its document when generated/clauses has no copy of it."""
    from extract.align import clause_units

    path = Path(name)
    if not path.exists() and "/" not in name and not name.endswith((".yaml", ".yml")):
        path = root / "generated" / "clauses" / f"{name}.yaml"
        if not path.is_file():
            from ..sources import extract_source, load_manifest

            manifest = ({s.id: s for s in load_manifest(root)}
                        if (root / "sources" / "sources.yaml").is_file() else {})
            if name not in manifest:
                raise InputError(name, f"not a source id ({', '.join(manifest) or 'no manifest'}), "
                                       "a clauses file nor a document")
            return extract_source(manifest[name]), str(manifest[name].path)
    if path.suffix in (".yaml", ".yml"):
        doc = _load_yaml(path, "a clauses document (rulestone extract output)")
        clause_units(doc, str(path))  # fails with InputError on anything but a clauses document
        return doc, str(path)
    from ..sources import extract_source, listed_source

    if (src := listed_source(path, root, fmt)) is not None:  # a listed document: its manifest entry
        return extract_source(src), str(path)
    return read_document(path, fmt)[0], str(path)


def _manifest_langs(root: Path) -> dict[str, str]:
    from ..sources import load_manifest

    if not (root / "sources" / "sources.yaml").is_file():
        return {}
    return {s.id: s.lang for s in load_manifest(root)}


def run(args) -> int:
    from extract.align import Glossary, align_documents, clause_units, guess_lang, to_tmx

    root = project_or_here()
    if args.tmx:
        outpaths.check_file(args.tmx, "--tmx")
    if not 0 <= args.min_score <= 1:
        raise InputError("--min-score", f"expected a score between 0 and 1, found {args.min_score}")
    doc_a, path_a = load_clauses(args.a, root, args.format)
    doc_b, path_b = load_clauses(args.b, root, args.format)
    doc_a.setdefault("source", Path(path_a).stem)
    doc_b.setdefault("source", Path(path_b).stem)
    langs = _manifest_langs(root)
    lang_a = args.lang_a or langs.get(doc_a["source"]) or guess_lang(u["text"] for u in clause_units(doc_a))
    lang_b = args.lang_b or langs.get(doc_b["source"]) or guess_lang(u["text"] for u in clause_units(doc_b))
    glossary = None
    if not args.no_glossary:
        gpath = args.glossary or root / "rulespecs" / "glossary.yaml"
        if args.glossary or gpath.is_file():
            glossary = Glossary(_load_yaml(gpath, "a glossary (concepts: [...])"), str(gpath))
    result = align_documents(doc_a, doc_b, lang_a, lang_b, glossary)
    validate_instance(result, "alignment", "rulestone align")
    if args.tmx:
        outpaths.write_bytes(args.tmx, to_tmx(result, doc_a, doc_b, lang_a, lang_b, __version__,
                                              min_score=args.min_score), "--tmx")
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        _table(result, doc_a, doc_b, glossary is not None)
        if args.tmx:
            kept = sum(p["score"] >= args.min_score for p in result["pairs"])
            print(f"{kept} translation units (score >= {args.min_score}) -> {args.tmx}", file=sys.stderr)
    return 0


def _table(result: dict[str, Any], doc_a: dict[str, Any], doc_b: dict[str, Any], glossary: bool) -> None:
    """Side by side in document order: each pair, and each unmatched clause where it falls."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from extract.align import join_texts

    def cell(s: str) -> Text:  # clause text is data: no rich markup, no terminal control sequences
        return Text(terminal_safe(s))

    text_a = {c["id"]: c["text"] for c in doc_a["clauses"]}
    text_b = {c["id"]: c["text"] for c in doc_b["clauses"]}
    order_a = {cid: i for i, cid in enumerate(text_a)}
    order_b = {cid: i for i, cid in enumerate(text_b)}
    rows: list[tuple[tuple[int, int], list[str], list[str], str]] = []
    for p in result["pairs"]:
        mark = " weak" if p["score"] < WEAK else ""
        rows.append(((order_a[p["a"][0]], order_b[p["b"][0]]), p["a"], p["b"], f"{p['score']:.2f}{mark}"))
    # an unmatched clause sits after the pair that precedes it in its own document
    last_b_before = {}
    for p in result["pairs"]:
        last_b_before[order_a[p["a"][-1]]] = order_b[p["b"][-1]]
    for cid in result["unmatched"]["a"]:
        prior = [v for k, v in last_b_before.items() if k < order_a[cid]]
        rows.append(((order_a[cid], max(prior, default=-1)), [cid], [], ""))
    last_a_before = {order_b[p["b"][-1]]: order_a[p["a"][-1]] for p in result["pairs"]}
    for cid in result["unmatched"]["b"]:
        prior = [v for k, v in last_a_before.items() if k < order_b[cid]]
        rows.append(((max(prior, default=-1), order_b[cid]), [], [cid], ""))
    rows.sort(key=lambda r: r[0])
    table = Table(title=cell(f"{result['a']}  ↔  {result['b']}"), show_lines=False, expand=True)
    # texts wrap (overflow="fold" breaks even a long CJK run) instead of being cut off
    table.add_column(cell(result["a"]), style="cyan", no_wrap=True)
    table.add_column("text", ratio=1, overflow="fold")
    table.add_column(cell(result["b"]), style="cyan", no_wrap=True)
    table.add_column("text", ratio=1, overflow="fold")
    table.add_column("score", justify="right", no_wrap=True)
    for _, ids_a, ids_b, score in rows:
        style = None if ids_a and ids_b and "weak" not in score else "dim"
        body_a = join_texts([text_a[i] for i in ids_a]) or "(unmatched)"
        body_b = join_texts([text_b[i] for i in ids_b]) or "(unmatched)"
        table.add_row(cell(" ".join(ids_a) or "—"), cell(body_a), cell(" ".join(ids_b) or "—"), cell(body_b),
                      score, style=style)
    console = Console()
    console.print(table)
    n_a, n_b = len(doc_a["clauses"]), len(doc_b["clauses"])
    console.print(cell(f"{len(result['pairs'])} pairs; unmatched {len(result['unmatched']['a'])}/{n_a} in "
                       f"{result['a']}, {len(result['unmatched']['b'])}/{n_b} in {result['b']}"
                       + ("" if glossary else " (no glossary: concepts not scored)")
                       + f"; scores in [0, 1], under {WEAK} marked weak"))
