"""Python reference engines. A spec with an `engine` block is compiled from its rule language
(rulestone.rules, docs/rule-language.md); the others still render templates/python/<game>.py.j2.

The template holds the rule logic; this module hands it the spec's data (through `engine_data`, one
function per game that turns the spec's components and parameters into the tables the engine uses),
the options (one per discrepancy that has an `option`), and the list of entries that must each have
exactly one rule block (rules, setup, scoring, end).
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import yamlio
from .blocks import GenerationError
from .env import render_code

BLOCK_SECTIONS = ("setup", "rules", "scoring", "end")


def has_template(game: str) -> bool:
    return (Path(__file__).resolve().parent.parent / "templates" / "python" / f"{game}.py.j2").is_file()


def has_logic(path: Path) -> bool:
    """The spec carries its engine in the rule language (an `engine` block): it is compiled, not
    rendered from a template (docs/rule-language.md)."""
    return any(line.startswith("engine:") for line in path.read_text(encoding="utf-8").split("\n"))


_COMPILED: dict[tuple[str, str], tuple[str, str]] = {}


def compiled_engines(path: Path, root: Path) -> tuple[str, str]:
    """(Python, JavaScript) engine texts compiled from the spec at `path` (once per spec content).
    A static error in the rule language is bad input: InputError, one line, exit 2."""
    from ..errors import InputError
    from ..rules.compile import RuleError, compile_text, engines

    text = path.read_text(encoding="utf-8")
    try:
        rel = path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        rel = f"rulespecs/{path.name}"
    key = (rel, hashlib.sha256(text.encode()).hexdigest())
    if key not in _COMPILED:
        try:
            _COMPILED[key] = engines(compile_text(text, rel))
        except RuleError as e:  # "rulespecs/g.yaml:L:C: rule id: ..." -> one exit-2 line
            where, _, message = str(e).partition(": ")
            raise InputError(where, message) from None
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
    """Every spec entry that must have exactly one rule block in an engine template."""
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


def parameter(spec: dict[str, Any], name: str, players: int | None = None) -> Any:
    """A parameter's value (for `players` when it varies by player count); GenerationError if absent."""
    params = spec.get("parameters") or {}
    if name not in params:
        raise GenerationError(f"spec {spec['game']['id']}: the engine needs parameter {name!r}")
    value = params[name]["value"]
    if isinstance(value, dict) and "by_players" in value:
        table = {int(k): v for k, v in value["by_players"].items()}
        return table if players is None else table[players]
    return value


def component(spec: dict[str, Any], cid: str) -> dict[str, Any]:
    for c in spec.get("components") or []:
        if c["id"] == cid:
            return c
    raise GenerationError(f"spec {spec['game']['id']}: the engine needs component {cid!r}")


def render_engine(game: str, spec: dict[str, Any], sha256: str) -> str:
    """generated/python/<game>.py. GenerationError when template and spec do not fit."""
    if "engine" in spec:
        return compile_data(game, spec, sha256)[0]
    if game not in ENGINE_DATA:
        # a game's engine data may live in rulestone/generate/<game>_data.py, registering on import
        try:
            importlib.import_module(f"{__package__}.{game}_data")
        except ModuleNotFoundError as e:
            if e.name != f"{__package__}.{game}_data":
                raise
    data_fn = ENGINE_DATA.get(game)
    context = data_fn(spec) if data_fn else {}
    options = spec_options(spec)
    handled = context.pop("handled_options", None)
    if handled is not None:
        # every option of the spec is implemented, and the template implements no option the spec lacks
        for name, opt in options.items():
            missing = [v for v in opt["values"] if v not in handled.get(name, ())]
            if missing:
                raise GenerationError(f"templates/python/{game}.py.j2: option {name!r} value(s) {missing} "
                                      "have no implementation")
        extra = sorted(set(handled) - set(options))
        if extra:
            raise GenerationError(f"templates/python/{game}.py.j2 implements option(s) {extra} that no "
                                  f"discrepancy of the spec declares")
    return render_code(f"python/{game}.py.j2", block_entries(spec), game=spec["game"], options=options,
                       spec_sha256=sha256, **context)


def engine_path(game: str) -> str:
    return f"generated/python/{game}.py"


ENGINE_DATA: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _register(game: str):
    def deco(fn):
        ENGINE_DATA[game] = fn
        return fn
    return deco


# Engine data of other games lives in rulestone/generate/<game>_data.py, imported on demand by
# render_engine (each module registers itself with @_register).
