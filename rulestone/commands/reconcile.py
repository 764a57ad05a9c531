"""rulestone reconcile A B [--json] [--md F] [--html F] [--xliff F]"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from .. import atomic
from ..errors import InputError
from ..paths import project_or_here
from ..schemas import validate_instance
from . import read_document

HELP = (
    "Find, rank and explain where two editions disagree (source ids, documents or clauses files); "
    "no spec needed."
)


def add_arguments(p) -> None:
    p.add_argument("a", metavar="A", help="source id, a rule document, or a clauses YAML file")
    p.add_argument("b", metavar="B", help="the other edition, likewise")
    p.add_argument(
        "--json", action="store_true", help="print the findings as JSON (schema/findings.schema.json)"
    )
    p.add_argument("--md", type=Path, metavar="FILE", help="write the report as Markdown")
    p.add_argument("--html", type=Path, metavar="FILE", help="write the report as HTML")
    p.add_argument(
        "--xliff",
        type=Path,
        metavar="FILE",
        help="write the aligned segments with the findings as notes (XLIFF 2.0)",
    )
    p.add_argument(
        "--glossary",
        type=Path,
        metavar="FILE",
        help="termbase (default: rulespecs/glossary.yaml when present)",
    )
    p.add_argument("--no-glossary", action="store_true", help="reconcile without any termbase")
    p.add_argument("--no-spec", action="store_true", help="do not link findings to a spec's discrepancies")
    p.add_argument("--lang-a", help="language of A (default: from sources.yaml, else guessed)")
    p.add_argument("--lang-b", help="language of B, likewise")
    p.add_argument(
        "--top", type=int, default=30, metavar="N", help="findings shown in the table (default 30)"
    )


def load_edition(name: str, root: Path) -> tuple[dict[str, Any], str | None]:
    """A clauses document for a source id, a clauses YAML file or a rule document (extracted in
    memory), and the language sources.yaml gives it (None when it is not a listed source)."""
    from ..sources import extract_source, load_manifest

    manifest = {s.id: s for s in load_manifest(root)} if (root / "sources" / "sources.yaml").is_file() else {}
    path = Path(name)
    if name in manifest and not path.exists():
        clauses = root / "generated" / "clauses" / f"{name}.yaml"
        src = manifest[name]
        doc = (
            yaml.safe_load(clauses.read_text(encoding="utf-8")) if clauses.is_file() else extract_source(src)
        )
        return doc, src.lang
    if not path.exists():
        raise InputError(
            name, f"not a source id ({', '.join(manifest) or 'no sources/sources.yaml'}) nor a file"
        )
    if path.suffix in (".yaml", ".yml"):
        from .align import load_clauses

        doc, _ = load_clauses(str(path), root)
        return doc, manifest[doc["source"]].lang if doc.get("source") in manifest else None
    from ..sources import listed_source

    if (listed := listed_source(path, root)) is not None:  # a listed document: its manifest entry
        return extract_source(listed), listed.lang
    return read_document(path, source_id=_source_id(path))[0], None


def _source_id(path: Path) -> str:
    """A source id from a file name (emerald.ja.pdf-text.txt -> emerald.ja); kept readable."""
    import re

    stem = path.name.split(".")
    sid = ".".join(stem[:2]) if len(stem) > 2 else stem[0]
    return re.sub(r"[^A-Za-z0-9_.-]", "_", sid) or "document"


def find_spec(root: Path, sources: tuple[str, str]) -> tuple[dict[str, Any], Path] | None:
    """The spec whose editions include both sources."""
    for path in sorted((root / "rulespecs").glob("*.yaml")):
        if path.name == "glossary.yaml":
            continue
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        editions = set(((data or {}).get("game") or {}).get("editions", {}).values())
        if set(sources) <= editions:
            return data, path
    return None


def load_glossary(root: Path, path: Path | None, off: bool) -> dict[str, Any] | None:
    if off:
        return None
    gpath = path or root / "rulespecs" / "glossary.yaml"
    if not gpath.is_file():
        if path:
            raise InputError(str(path), "no such file: expected a glossary (concepts: [...])")
        return None
    return yaml.safe_load(gpath.read_text(encoding="utf-8"))


def reconcile_editions(
    doc_a: dict[str, Any],
    doc_b: dict[str, Any],
    lang_a: str,
    lang_b: str,
    glossary: dict[str, Any] | None,
    spec: dict[str, Any] | None,
) -> dict[str, Any]:
    from ..reconcile.detect import reconcile
    from ..reconcile.links import link

    report = reconcile(doc_a, doc_b, lang_a, lang_b, glossary)
    link(report, spec, {doc_a["source"]: doc_a, doc_b["source"]: doc_b})
    validate_instance(report, "findings", "rulestone reconcile")
    return report


def run(args) -> int:
    from extract.align import clause_units, guess_lang

    from ..reconcile import views, xliff

    root = project_or_here()
    doc_a, lang_a = load_edition(args.a, root)
    doc_b, lang_b = load_edition(args.b, root)
    if doc_a["source"] == doc_b["source"]:
        doc_b = {**doc_b, "source": f"{doc_b['source']}-b"}
    lang_a = args.lang_a or lang_a or guess_lang(u["text"] for u in clause_units(doc_a))
    lang_b = args.lang_b or lang_b or guess_lang(u["text"] for u in clause_units(doc_b))
    glossary = load_glossary(root, args.glossary, args.no_glossary)
    found = None if args.no_spec else find_spec(root, (doc_a["source"], doc_b["source"]))
    report = reconcile_editions(doc_a, doc_b, lang_a, lang_b, glossary, found[0] if found else None)
    if args.md:
        atomic.write_text(args.md, views.markdown(report))
    if args.html:
        atomic.write_text(args.html, views.html(report))
    if args.xliff:
        atomic.write_bytes(args.xliff, xliff.to_xliff(report, doc_a, doc_b))
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return 0
    _table(report, args.top)
    return 0


def _table(report: dict[str, Any], top: int) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{report['a']}  ↔  {report['b']}", expand=True)
    for col in ("#", "kind", "sev", "conf", "A", "B", "why"):
        table.add_column(col, ratio=3 if col in ("A", "B", "why") else None)
    for n, f in enumerate(report["findings"][:top], 1):
        table.add_row(
            str(n),
            f["kind"],
            f["severity"],
            f"{f['confidence']:.2f}",
            " ".join(f["a"]["clauses"]) + "\n" + f["a"]["text"][:80],
            " ".join(f["b"]["clauses"]) + "\n" + f["b"]["text"][:80],
            f["explanation"]["en"] + (f"\n({f['status']})" if f.get("status") == "not yet ruled" else ""),
        )
    console = Console()
    console.print(table)
    counts = ", ".join(f"{k} {c['play']}+{c['wording']}" for k, c in report["counts"].items())
    console.print(f"{len(report['findings'])} findings (changes play + wording): {counts}", highlight=False)
    if report.get("spec"):
        console.print(
            f"{report['not_yet_ruled']} not yet ruled in rulespecs/{report['spec']}.yaml", highlight=False
        )
