"""parse -> check -> emit: `compile_spec(path)` gives the checked Program; `engines(path)` the
Python and JavaScript engine texts. RuleError (one line, file:line:col) on any static error."""

from __future__ import annotations

import hashlib
from pathlib import Path

from . import emit_js, emit_python, specpos
from .check import Checker
from .errors import RuleError
from .ir import Program
from .program import Builder


def has_logic(spec: dict) -> bool:
    """A spec whose engine is compiled from its rule language (else a template renders it)."""
    return isinstance(spec, dict) and "engine" in spec


def compile_text(text: str, spec_file: str) -> Program:
    loc = specpos.load(text, spec_file)
    prog = Builder(spec_file, loc, text).build(hashlib.sha256(text.encode()).hexdigest())
    checker = Checker(prog)
    checker.check_all()
    unread = checker.check_options()
    if unread:
        name, value = unread[0]
        disc = next(
            i
            for i, d in enumerate(loc.data.get("discrepancies") or [])
            if (d.get("option") or {}).get("name") == name
        )
        p = loc.pos[("discrepancies", disc, "option")]
        raise RuleError(
            spec_file,
            p.line,
            p.col,
            "",
            f"expected the logic to read option {name}={value} (compare option({name!r}) with it), "
            "found none",
        )
    return prog


def compile_spec(path: Path, root: Path | None = None) -> Program:
    rel = str(path.relative_to(root)) if root else f"rulespecs/{path.name}"
    return compile_text(path.read_text(encoding="utf-8"), rel)


def engines(prog: Program) -> tuple[str, str]:
    return emit_python.emit(prog), emit_js.emit(prog)


__all__ = ["RuleError", "compile_spec", "compile_text", "engines", "has_logic"]
