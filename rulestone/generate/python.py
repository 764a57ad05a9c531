"""Python reference engines, compiled from the rule logic of a spec's `engine` block and `logic`
keys (rulestone.rules, docs/rule-language.md). A spec without them gets sheets and reports only."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from .. import yamlio
from .blocks import GenerationError

BLOCK_SECTIONS = ("setup", "rules", "scoring", "end")


def has_logic(path: Path) -> bool:
    """The spec carries its engine in the rule language (an `engine` block): it is compiled, not
    rendered from a template (docs/rule-language.md)."""
    return any(line.startswith("engine:") for line in path.read_text(encoding="utf-8").split("\n"))


_COMPILED: dict[tuple[str, str], tuple[str, str]] = {}


_PROGRAMS: dict[tuple[str, str], Any] = {}


def compiled_program(path: Path, root: Path) -> Any:
    """The typed program (rulestone.rules.ir.Program) compiled from the spec at `path`, once per spec
    content; every target's emitter starts from it. A static error in the rule language is bad
    input: InputError, one line, exit 2."""
    from ..errors import InputError
    from ..rules.compile import RuleError, compile_text

    text = path.read_text(encoding="utf-8")
    try:
        rel = path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        rel = f"rulespecs/{path.name}"
    key = (rel, hashlib.sha256(text.encode()).hexdigest())
    if key not in _PROGRAMS:
        try:
            _PROGRAMS[key] = compile_text(text, rel)
        except RuleError as e:  # "rulespecs/g.yaml:L:C: rule id: ..." -> one exit-2 line
            where, _, message = str(e).partition(": ")
            raise InputError(where, message) from None
    return _PROGRAMS[key]


def compiled_engines(path: Path, root: Path) -> tuple[str, str]:
    """(Python, JavaScript) engine texts compiled from the spec at `path` (once per program)."""
    from ..rules.compile import engines

    prog = compiled_program(path, root)
    key = (prog.spec_file, prog.sha256)
    if key not in _COMPILED:
        _COMPILED[key] = engines(prog)
    return _COMPILED[key]


def load_spec_data(path: Path) -> tuple[dict[str, Any], str]:
    """The spec as plain data (bounded safe_load, rulestone/yamlio.py; the validate stage has
    refused a spec with problems before any generator runs) and the SHA-256 of its bytes."""
    raw = bytes(yamlio.read_bytes(path, "a rule spec"))
    sha = hashlib.sha256(raw).hexdigest()
    _TEXTS[sha] = (f"rulespecs/{path.name}", raw.decode("utf-8"))
    return yamlio.loads(raw, str(path), "a rule spec"), sha


# spec SHA-256 -> (spec file, text): the compiler maps rule bodies to spec lines through the text
_TEXTS: dict[str, tuple[str, str]] = {}


def compile_data(game: str, spec: dict[str, Any], sha256: str) -> tuple[str, str]:
    """(Python, JavaScript) engines compiled from spec data that carries an `engine` block. Line numbers
    come from the spec text load_spec_data read; data changed since (or never read from a file) is
    compiled from its YAML dump. GenerationError for a rule-language error."""
    from ..rules.compile import RuleError, compile_text, engines

    name, text = _TEXTS.get(sha256, (f"rulespecs/{game}.yaml", ""))
    if not text or yamlio.loads(text, name, "a rule spec") != spec:
        text = yamlio.dump(spec)
    key = (name, hashlib.sha256(text.encode()).hexdigest())
    if key not in _COMPILED:
        try:
            _COMPILED[key] = engines(compile_text(text, name))
        except RuleError as e:
            raise GenerationError(str(e)) from None
    return _COMPILED[key]


def block_entries(spec: dict[str, Any]) -> list[dict[str, Any]]:
    """Every spec entry that carries (or names) its rule logic: the engines keep one block per entry."""
    return [e for section in BLOCK_SECTIONS for e in spec.get(section) or []]


def spec_options(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """option name -> {values, default, discrepancy, rule}, in the order of the discrepancies."""
    out: dict[str, dict[str, Any]] = {}
    for d in spec.get("discrepancies") or []:
        opt = d.get("option")
        if not opt:
            continue
        if opt["name"] in out:
            # two discrepancies may share one option only if they offer the same values
            if list(opt["values"]) != out[opt["name"]]["values"]:
                raise GenerationError(f"option {opt['name']!r} is declared twice with different values")
            continue
        out[opt["name"]] = {"values": list(opt["values"]), "default": opt["default"]}
    return out


def render_engine(game: str, spec: dict[str, Any], sha256: str) -> str:
    """generated/python/<game>.py, compiled from the spec's rule logic (GenerationError without it)."""
    if "engine" not in spec:
        raise GenerationError(f"spec {game}: expected an engine block (docs/rule-language.md), found none")
    return compile_data(game, spec, sha256)[0]


def engine_path(game: str) -> str:
    return f"generated/python/{game}.py"
