"""rulestone validate [SPEC...] [--json]"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ..errors import InputError
from ..escape import terminal_safe
from ..paths import project_root
from ..specs import (
    Glossary,
    Spec,
    clauses_from_dir,
    facts_from_dir,
    load_glossary,
    load_spec,
    validate_glossary,
    validate_spec,
)
from ..specs.findings import Finding

HELP = "Check rule specs: schema, ids, quotes against the extracted clauses, glossary terms, number QA."


def add_arguments(p) -> None:
    p.add_argument("specs", nargs="*", type=Path, metavar="SPEC",
                   help="rule spec files (default: every rulespecs/*.yaml but glossary.yaml)")
    p.add_argument("--clauses", type=Path, metavar="DIR",
                   help="directory of extracted clauses (default: generated/clauses)")
    p.add_argument("--glossary", type=Path, metavar="FILE",
                   help="glossary to check terms against (default: glossary.yaml next to each spec, "
                        "else rulespecs/glossary.yaml)")
    p.add_argument("--facts", type=Path, metavar="DIR",
                   help="facts files that `external` evidence names (default: ../shared/facts when present)")
    p.add_argument("--json", action="store_true", help="print the findings as a JSON array")


def default_specs(root: Path) -> list[Path]:
    return sorted(p for p in (root / "rulespecs").glob("*.yaml") if p.name != "glossary.yaml")


def _display(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root).as_posix()
    except ValueError:
        return str(path)


def _input_finding(e: InputError, root: Path) -> Finding:
    return Finding(_display(Path(e.path), root), e.line or 0, e.column or 0, "$", e.message, "error", "input")


def default_facts(root: Path) -> Path | None:
    facts = root.parent / "shared" / "facts"
    return facts if facts.is_dir() else None


def check(specs: list[Path], root: Path, clauses_dir: Path, glossary_path: Path | None,
          facts_dir: Path | None = None, glossary_findings: bool = True,
          loaded: dict[Path, Spec] | None = None) -> tuple[list[Finding], bool]:
    """Findings for every spec (and, with glossary_findings, each glossary they use, once); the
    flag says whether some input was unusable (exit 2). `loaded` collects the parsed specs."""
    findings: list[Finding] = []
    unusable = False
    glossaries: dict[Path, Glossary | None] = {}
    load_clauses = clauses_from_dir(clauses_dir)
    load_facts = facts_from_dir(facts_dir) if facts_dir else None
    for path in specs:
        try:
            spec = load_spec(path)
        except InputError as e:
            findings.append(_input_finding(e, root))
            unusable = True
            continue
        if loaded is not None:
            loaded[path] = spec
        candidates = (path.parent / "glossary.yaml", root / "rulespecs" / "glossary.yaml")
        gpath = glossary_path or next((p for p in candidates if p.is_file()), None)
        glossary = None
        if gpath is not None:
            key = gpath.resolve()
            if key not in glossaries:
                try:
                    glossary_doc = glossaries[key] = load_glossary(gpath)
                    if glossary_findings:
                        findings += validate_glossary(glossary_doc, _display(gpath, root))
                except InputError as e:
                    glossaries[key] = None
                    findings.append(_input_finding(e, root))
                    unusable = True
            glossary = glossaries[key]
        try:
            findings += validate_spec(spec, load_clauses, glossary,  # type: ignore[arg-type]
                                      _display(path, root), load_facts)
        except InputError as e:
            findings.append(_input_finding(e, root))
            unusable = True
    return findings, unusable


def validated_spec(root: Path, game: str):
    """rulestone/<game>.yaml loaded and validated as `rulestone validate` does; a spec with an
    error is bad input (InputError at its first error), so no command renders it."""
    path = root / "rulespecs" / f"{game}.yaml"
    if not path.exists():
        raise InputError(str(path), f"no spec for game {game!r}")
    loaded: dict[Path, Spec] = {}
    # the spec's own findings: the termbase is loaded for its terms, its own checks are `validate`'s
    findings, _ = check([path], root, root / "generated" / "clauses", None, default_facts(root),
                        glossary_findings=False, loaded=loaded)
    errors = [f for f in findings if f.severity == "error"]
    if errors:
        first = errors[0]
        more = f" (and {len(errors) - 1} more; run `rulestone validate`)" if len(errors) > 1 else ""
        raise InputError(first.file, f"spec failed validation, refusing to render it: {first.message}{more}",
                         first.line or None, first.column or None)
    return loaded[path]


def run(args) -> int:
    root = project_root()
    specs = args.specs or default_specs(root)
    if not specs:
        print(f"no rule specs in {root / 'rulespecs'}", file=sys.stderr)
        return 0
    facts = args.facts or default_facts(root)
    if args.facts and not args.facts.is_dir():
        raise InputError(str(args.facts), "not a directory: expected the facts files (../shared/facts)")
    clauses = args.clauses or root / "generated" / "clauses"
    findings, unusable = check(specs, root, clauses, args.glossary, facts)
    errors = sum(f.severity == "error" for f in findings)
    warnings = len(findings) - errors
    if args.json:
        print(json.dumps([f.to_json() for f in findings], ensure_ascii=False, indent=2))
    else:
        for f in findings:  # spec and clause text is data: no terminal control sequences
            print(" ".join(terminal_safe(f).split("\n")))
            for lang, text in f.texts.items():
                print(f"    {lang}: {' '.join(terminal_safe(text).splitlines())}")
    unchecked = "" if facts else "; external facts not checked (no ../shared/facts; see --facts)"
    print(f"{len(specs)} spec(s): {errors} error(s), {warnings} warning(s){unchecked}", file=sys.stderr)
    return 2 if unusable else 1 if errors else 0
