"""Loading conformance tables (schema/conformance.schema.json) with the checks a schema cannot make."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from ..errors import InputError
from ..schemas import errors as schema_errors
from ..schemas import validator
from .fastschema import Check, compile_schema

TABLE_DIR = "generated/conformance"


@dataclass
class Case:
    game: str
    rule: str
    data: dict[str, Any]
    index: int  # position in the table, for stable report order

    @property
    def id(self) -> str:
        return self.data["id"]

    @property
    def key(self) -> str:
        return f"{self.game}/{self.id}"

    @property
    def flags(self) -> list[str]:
        return self.data.get("flags", [])


@dataclass
class Table:
    path: str
    game: str
    data: dict[str, Any]
    cases: list[Case] = field(default_factory=list)

    @property
    def notes(self) -> dict[str, Any]:
        return self.data.get("notes", {})


def parse(data: bytes | str, where: str) -> Table:
    """A table from its JSON text; InputError naming `where` and the JSON path of the first problem."""
    try:
        doc = json.loads(data)
    except json.JSONDecodeError as e:
        raise InputError(where, f"not valid JSON: {e.msg}", e.lineno, e.colno) from None
    except UnicodeDecodeError as e:
        raise InputError(where, f"not UTF-8 text: {e}") from None
    if not _fast_check()(doc):
        problems = _schema_problems(doc)
        path, msg = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise InputError(where, f"{path}: {msg} (schema/conformance.schema.json){more}")
    table = Table(where, doc["game"], doc)
    seen: dict[str, str] = {}
    notes = doc["notes"]
    for g, group in enumerate(doc["groups"]):
        for c, case in enumerate(group["cases"]):
            path = f"$.groups[{g}].cases[{c}]"
            if case["id"] in seen:
                raise InputError(where, f"{path}.id: case id {case['id']!r} is already used at "
                                        f"{seen[case['id']]}")
            seen[case["id"]] = path
            for f, flag in enumerate(case["flags"]):
                if flag not in notes:
                    raise InputError(where, f"{path}.flags[{f}]: flag {flag!r} is not explained in $.notes")
            exp = case["expect"]
            if exp["result"] == "invalid" and exp["at"] >= len(case["steps"]):
                raise InputError(where, f"{path}.expect.at: {exp['at']} but the case has "
                                        f"{len(case['steps'])} step(s); expected an index into steps")
            table.cases.append(Case(doc["game"], group["rule"], case, len(table.cases)))
    if doc["numberOfCases"] != len(table.cases):
        raise InputError(where, f"$.numberOfCases: {doc['numberOfCases']} but the groups hold "
                                f"{len(table.cases)} case(s)")
    return table


@cache
def _fast_check() -> Check:
    return compile_schema(validator("conformance").schema)


@cache
def _case_validator() -> Draft202012Validator:
    return Draft202012Validator({"$defs": validator("conformance").schema["$defs"], "$ref": "#/$defs/case"})


def _schema_problems(doc: Any) -> list[tuple[str, str]]:
    """jsonschema's messages for an invalid table, asking it about the smallest part that fails:
    it is too slow to validate thousands of cases at once."""
    groups = doc.get("groups") if isinstance(doc, dict) else None
    if isinstance(groups, list) and all(isinstance(g, dict) and isinstance(g.get("cases"), list)
                                        for g in groups):
        shell = {**doc, "groups": [{**g, "cases": []} for g in groups]}
        problems = schema_errors(shell, "conformance")
        if problems:
            return problems
        check = compile_schema(_case_validator().schema)
        for gi, g in enumerate(groups):
            for ci, case in enumerate(g["cases"]):
                if not check(case):
                    errs = sorted(_case_validator().iter_errors(case),
                                  key=lambda e: list(map(str, e.absolute_path)))
                    if errs:
                        prefix = f"$.groups[{gi}].cases[{ci}]"
                        return [(prefix + e.json_path[1:], e.message) for e in errs]
    return schema_errors(doc, "conformance") or [("$", "does not match the schema")]


def load(path: Path, label: str | None = None) -> Table:
    where = label or str(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError(where, "no such conformance table (run `rulestone build`?)") from None
    except IsADirectoryError:
        raise InputError(where, "is a directory, expected a conformance table (.json)") from None
    return parse(data, where)


def discover(root: Path, game: str | None = None) -> list[Path]:
    """generated/conformance/<game>.json for one game, or every table there."""
    d = root / TABLE_DIR
    if game is not None:
        path = d / f"{game}.json"
        if not path.is_file():
            known = sorted(p.stem for p in d.glob("*.json")) if d.is_dir() else []
            raise InputError(_rel(path, root), f"no conformance table for game {game!r} "
                                               f"(tables: {', '.join(known) or 'none'})")
        return [path]
    paths = sorted(d.glob("*.json")) if d.is_dir() else []
    if not paths:
        raise InputError(_rel(d, root), "no conformance tables (*.json); run `rulestone build` first")
    return paths


def _rel(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)
