"""Findings (errors and warnings) with their place in a file, and schema errors put in words:
`file:line:column: JSON-path: what was expected, what was found`."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any, cast

from jsonschema.exceptions import ValidationError, best_match

from .. import schemas
from .load import Document, Path_, json_path

# Names for the patterns of the schemas, so a message says what kind of id was expected.
PATTERN_NAMES = {
    "^[a-z][a-z0-9_-]*(\\.[a-z0-9_-]+)*$": "a dotted lowercase id (move.distance)",
    "^[a-z][a-z0-9_]*$": "a snake_case id",
    "^[a-z0-9]+(-[a-z0-9]+)*$": "a kebab-case id",
    "^[a-z][a-z0-9_-]*$": "a lowercase concept id",
    "^[a-z0-9_]+\\.[A-Za-z-]+$": "a source id (game.lang)",
    "^[1-9][0-9]*$": "a player count",
    "^(ja|zh-Hant|en|assumed-[1-9][0-9]*)$": "an edition language or assumed-N",
    "^[A-Za-z0-9_.-]+\\.yaml$": "a facts file name (emerald.yaml)",
    "^[a-z][a-z0-9-]*$": "a lowercase word",
}


@dataclass
class Finding:
    file: str
    line: int
    column: int
    path: str
    message: str
    severity: str = "error"  # error | warning
    code: str = "schema"
    texts: dict[str, str] = field(default_factory=dict)  # both sides of a QA finding

    def __str__(self) -> str:
        sev = "warning: " if self.severity == "warning" else ""
        return f"{self.file}:{self.line}:{self.column}: {self.path}: {sev}{self.message}"

    def to_json(self) -> dict[str, Any]:
        out = {"file": self.file, "line": self.line, "column": self.column, "path": self.path,
               "severity": self.severity, "code": self.code, "message": self.message}
        if self.texts:
            out["texts"] = self.texts
        return out


def at(doc: Document, display: str, path: Path_, message: str, *, severity: str = "error",
       code: str = "spec", key: bool = False, texts: dict[str, str] | None = None) -> Finding:
    line, col = doc.where(path, key=key)
    return Finding(display, line, col, json_path(path), message, severity, code, texts or {})


def found(value: Any) -> str:
    """How a found value is described in a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"integer {value}"
    if isinstance(value, float):
        return f"number {value}"
    if isinstance(value, str):
        short = value if len(value) <= 60 else value[:57] + "..."
        return f"string {short!r}" if value else "an empty string"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return "a mapping with keys " + ", ".join(map(str, value)) if value else "an empty mapping"
    return type(value).__name__


def _pattern(p: str) -> str:
    return PATTERN_NAMES.get(p, f"a string matching {p}")


def _schema_type(t: Any) -> str:
    names = {"object": "a mapping", "array": "a list", "string": "a string", "integer": "an integer",
             "number": "a number", "boolean": "a boolean", "null": "null"}
    if isinstance(t, list):
        return " or ".join(names.get(x, str(x)) for x in t)
    return names.get(t, str(t))


def _required_only(schemas_: list[Any]) -> list[str] | None:
    """The keys of anyOf/oneOf branches that only say `required: [key]`, else None."""
    keys = []
    for s in schemas_:
        if not (isinstance(s, dict) and set(s) == {"required"} and len(s["required"]) == 1):
            return None
        keys.append(s["required"][0])
    return keys


def schema_findings(doc: Document, display: str, schema: str) -> list[Finding]:
    out = []
    for e in schemas.validator(schema).iter_errors(_jsonable(doc.data)):
        out.extend(_explain(doc, display, e))
    out.sort(key=lambda f: (f.line, f.column, f.message))
    return out


def _explain(doc: Document, display: str, e: ValidationError) -> list[Finding]:
    path = tuple(e.absolute_path)
    # jsonschema types these as "X | Unset"; an error being explained always has them set
    v, sch = e.validator, cast(dict[str, Any], e.schema)
    inst: Any = e.instance
    value: Any = e.validator_value

    def f(msg: str, p: Path_ = path, key: bool = False) -> Finding:
        return at(doc, display, p, msg, code="schema", key=key)

    if v == "additionalProperties" and isinstance(inst, dict):
        allowed = list(sch.get("properties", {}))
        out = []
        for k in inst:
            if k in allowed:
                continue
            hint = difflib.get_close_matches(k, allowed, n=1)
            msg = f"unexpected key {k!r}" + (f" (did you mean {hint[0]!r}?)" if hint else "")
            if allowed:
                msg += f"; expected one of: {', '.join(allowed)}"
            out.append(f(msg, (*path, k), key=True))
        return out
    if v == "required":
        missing = [k for k in value if isinstance(inst, dict) and k not in inst]
        return [f(f"missing key {k!r}: expected it in this mapping, found keys {', '.join(inst) or 'none'}")
                for k in missing]
    if v == "type":
        return [f(f"expected {_schema_type(value)}, found {found(inst)}")]
    if v in ("enum", "const"):
        allowed = value if v == "enum" else [value]
        return [f(f"expected one of {', '.join(map(repr, allowed))}, found {found(inst)}"
                  if len(allowed) > 1 else f"expected {allowed[0]!r}, found {found(inst)}")]
    if v == "pattern":
        return [f(f"expected {_pattern(value)}, found {found(inst)}")]
    if v == "propertyNames":
        sub = best_match(e.context) if e.context else None
        key = sub.instance if sub is not None else inst
        expected = "a valid key"
        if sub is not None and sub.validator == "pattern":
            expected = _pattern(sub.validator_value)
        return [f(f"expected {expected} as key, found {found(key)}", (*path, str(key)), key=True)]
    if v in ("anyOf", "oneOf"):
        keys = _required_only(value)
        if keys is not None and isinstance(inst, dict):
            present = [k for k in keys if k in inst]
            if not present:
                return [f(f"missing evidence: expected {'one' if v == 'oneOf' else 'at least one'} of "
                          f"{', '.join(keys)}, found none")]
            return [f(f"expected only one of {', '.join(keys)}, found {' and '.join(present)}")]
        sub = best_match(e.context) if e.context else None
        if sub is not None:
            return _explain(doc, display, sub)
    if v in ("minItems", "minLength", "minProperties"):
        what = {"minItems": "item(s)", "minLength": "character(s)", "minProperties": "key(s)"}[v]
        return [f(f"expected at least {value} {what}, found {found(inst)}")]
    if v == "uniqueItems":
        return [f(f"expected unique items, found duplicates in {inst!r}")]
    if v == "minimum":
        return [f(f"expected a value >= {value}, found {found(inst)}")]
    return [f(f"{e.message}")]


def _jsonable(x: Any) -> Any:
    """Mapping keys as strings (load.py already does this; kept for data built in code). Other
    YAML types (dates) stay as they are, so the schema reports them as the wrong type."""
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_jsonable(v) for v in x]
    return x


def duplicate_key_findings(doc: Document, display: str) -> list[Finding]:
    return [Finding(display, line, col, json_path(p),
                    f"duplicate key {p[-1]!r}: expected each key once in a mapping "
                    "(YAML keeps only the last)",
                    code="yaml")
            for p, (line, col) in doc.duplicates]
