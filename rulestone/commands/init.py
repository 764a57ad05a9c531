"""rulestone init GAME --edition LANG=FILE [--edition LANG=FILE ...] [--project DIR]"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import yaml

from .. import atomic, yamlio
from ..errors import InputError
from ..paths import project_dir
from ..schemas import validate_instance

HELP = (
    "Start a new game: copy its editions into sources/, list them in sources.yaml, extract, align, "
    "reconcile, and write a draft rulespecs/GAME.yaml and the reconciliation report."
)
LANGS = ("ja", "zh-Hant", "en")
_GAME = re.compile(r"^[a-z][a-z0-9_]*$")
EXT = {"pdf": ".pdf"}


def add_arguments(p) -> None:
    p.add_argument("game", metavar="GAME", help="game id (snake_case: my_game)")
    p.add_argument(
        "--edition",
        action="append",
        required=True,
        metavar="LANG=FILE",
        help=f"an edition ({', '.join(LANGS)}) and its document; give one per edition",
    )
    p.add_argument(
        "--format",
        action="append",
        default=[],
        metavar="LANG=FORMAT",
        help="document format of an edition (pdf, pdf-text, wiki, web-text, text); guessed otherwise",
    )
    p.add_argument("--force", action="store_true", help="overwrite an existing rulespecs/GAME.yaml")


def _pairs(values: list[str], what: str) -> dict[str, str]:
    out = {}
    for v in values:
        lang, sep, rest = v.partition("=")
        if not sep or not rest:
            raise InputError(f"--{what}", f"expected LANG={what.upper()}, found {v!r}")
        if lang not in LANGS:
            raise InputError(f"--{what}", f"expected a language of {', '.join(LANGS)}, found {lang!r}")
        if lang in out:
            raise InputError(f"--{what}", f"edition {lang} given twice")
        out[lang] = rest
    return out


def _manifest(root: Path) -> dict[str, Any]:
    path = root / "sources" / "sources.yaml"
    if not path.is_file():
        return {"sources": []}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict) or not isinstance(data.get("sources", []), list):
        raise InputError(str(path), "expected a mapping with a list under `sources`")
    data.setdefault("sources", [])
    return data


def run(args) -> int:
    from extract.readers import guess_format

    from ..reconcile.detect import reconcile
    from ..reconcile.draft import draft_spec
    from ..reconcile.links import link
    from ..reconcile.views import html, markdown
    from ..sources import extract_bytes, read_file
    from .reconcile import load_glossary

    if not _GAME.match(args.game):
        raise InputError("GAME", f"expected a snake_case game id (my_game), found {args.game!r}")
    editions = _pairs(args.edition, "edition")
    formats = _pairs(args.format, "format")
    root = project_dir()  # --project DIR or the current folder; created if missing
    spec_path = root / "rulespecs" / f"{args.game}.yaml"
    if spec_path.exists() and not args.force:
        raise InputError(str(spec_path), "exists already: expected a new game (use --force to redraft it)")
    manifest = _manifest(root)
    known = {str(e.get("id")): e for e in manifest["sources"] if isinstance(e, dict)}
    # read and extract everything first: nothing is written if any edition is unusable
    docs: dict[str, dict[str, Any]] = {}
    copies: list[tuple[Path, bytes]] = []
    entries = []
    for lang, file in editions.items():
        path = Path(file)
        data = read_file(path)
        fmt = formats.get(lang) or guess_format(str(path), data)
        sid = f"{args.game}.{lang}"
        name = f"{sid}.{fmt}{EXT.get(fmt, path.suffix or '.txt')}"
        sha = hashlib.sha256(data).hexdigest()
        if sid in known and known[sid].get("sha256") != sha:
            raise InputError(
                str(root / "sources" / "sources.yaml"),
                f"source {sid} is listed already with another document (sha256 {known[sid].get('sha256')})",
            )
        target = root / "sources" / name
        if target.exists() and target.read_bytes() != data:
            raise InputError(str(target), "exists already with other content: expected a new document name")
        doc = extract_bytes(sid, fmt, data, str(path))
        validate_instance(doc, "clauses", f"generated/clauses/{sid}.yaml")
        docs[lang] = doc
        copies.append((target, data))
        if sid not in known:
            entries.append(
                {
                    "id": sid,
                    "game": args.game,
                    "lang": lang,
                    "format": fmt,
                    "file": name,
                    "sha256": sha,
                    "origin": path.name,
                    "notes": f"added by rulestone init from {path.name}; describe the document here",
                }
            )
    langs = list(editions)
    glossary = load_glossary(root, None, False)
    report: dict[str, Any] = {"segments": [], "findings": []}
    if len(langs) >= 2:
        report = reconcile(docs[langs[0]], docs[langs[1]], langs[0], langs[1], glossary)
        link(report, None, None)
    spec = draft_spec(args.game, {lang: f"{args.game}.{lang}" for lang in langs}, docs, report)
    validate_instance(spec, "rulespec", str(spec_path))
    for target, data in copies:
        atomic.write_bytes(target, data)
    manifest["sources"] += entries
    header = (
        "# The rule documents as received. `rulestone build` checks every sha256 and stops when a\n"
        "# document has changed (re-extract on purpose by updating the hash here).\n"
    )
    mpath = root / "sources" / "sources.yaml"
    atomic.write_text(
        mpath, header + yamlio.dump(manifest) if not known else _append(mpath, manifest, entries)
    )
    for doc in docs.values():
        atomic.write_text(root / "generated" / "clauses" / f"{doc['source']}.yaml", yamlio.dump(doc))
    atomic.write_text(
        spec_path,
        f"# Draft spec of {args.game} written by `rulestone init`: every entry quotes the "
        "editions;\n# curate it (docs/new-game.md): titles and texts marked [draft], "
        "parameters marked assumed.\n" + yamlio.dump(spec),
    )
    written = [
        *(str(t.relative_to(root)) for t, _ in copies),
        "sources/sources.yaml",
        str(spec_path.relative_to(root)),
    ]
    if len(langs) >= 2:
        base = root / "generated" / "reports"
        atomic.write_text(
            base / f"{args.game}.findings.json", json.dumps(report, ensure_ascii=False, indent=1) + "\n"
        )
        atomic.write_text(base / f"{args.game}.findings.md", markdown(report))
        atomic.write_text(base / f"{args.game}.findings.html", html(report))
        written += [f"generated/reports/{args.game}.findings.{x}" for x in ("json", "md", "html")]
    for w in written:
        print(f"  {w}")
    n_rules = len(spec["rules"])
    print(
        f"{args.game}: {len(langs)} edition(s), {n_rules} draft rule entries, "
        f"{len(spec.get('parameters', {}))} candidate parameters, "
        f"{len(spec.get('components', []))} components, "
        f"{len(report['findings'])} findings; next: `rulestone build`"
    )
    return 0


def _append(path: Path, manifest: dict[str, Any], entries: list[dict[str, Any]]) -> str:
    """The manifest with new entries appended as text, so its comments and layout stay (when the
    result does not read back as the same data, the whole manifest is written out instead)."""
    text = path.read_text(encoding="utf-8")
    if not entries:
        return text
    block = yamlio.dump(entries)
    indented = "".join(f"  {line}\n" if line else "\n" for line in block.rstrip("\n").split("\n"))
    out = text.rstrip("\n") + "\n" + indented
    try:
        if yaml.safe_load(out) == manifest:
            return out
    except yaml.YAMLError:
        pass
    return yamlio.dump(manifest)
