"""Loading conformance tables (schema/conformance.schema.json) with the checks a schema cannot make."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from json.decoder import scanstring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any, NoReturn, cast

from jsonschema import Draft202012Validator

from .. import yamlio
from ..errors import InputError
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
    """A table from its JSON text; InputError naming `where`, line and column, and the JSON path of
    the first problem."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as e:
        raise InputError(where, f"not UTF-8 text: {e}") from None
    doc = yamlio.loads_json(text, where)  # over-deep nesting, long ints: bad input naming the file

    def fail(parts: JsonPath, message: str) -> NoReturn:
        line, col = locate(text, parts)
        raise InputError(where, f"{json_path(parts)}: {message}", line, col)

    if not _fast_check()(doc):
        problems = _schema_problems(doc)
        parts, msg = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        fail(parts, f"{msg} (schema/conformance.schema.json){more}")
    table = Table(where, doc["game"], doc)
    seen: dict[str, JsonPath] = {}
    notes = doc["notes"]
    for g, group in enumerate(doc["groups"]):
        for c, case in enumerate(group["cases"]):
            here: JsonPath = ["groups", g, "cases", c]
            if case["id"] in seen:
                first = json_path(seen[case["id"]])
                fail([*here, "id"], f"case id {case['id']!r} is already used at {first}")
            seen[case["id"]] = here
            for f, flag in enumerate(case["flags"]):
                if flag not in notes:
                    fail([*here, "flags", f], f"flag {flag!r} is not explained in $.notes")
            exp = case["expect"]
            if exp["result"] == "invalid" and exp["at"] >= len(case["steps"]):
                fail([*here, "expect", "at"], f"{exp['at']} but the case has {len(case['steps'])} step(s); "
                                              "expected an index into steps")
            table.cases.append(Case(doc["game"], group["rule"], case, len(table.cases)))
    if doc["numberOfCases"] != len(table.cases):
        fail(["numberOfCases"], f"{doc['numberOfCases']} but the groups hold {len(table.cases)} case(s)")
    return table


JsonPath = list[str | int]
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_WS = re.compile(r"[ \t\n\r]*")


def json_path(parts: Iterable[str | int]) -> str:
    """RFC 9535 normalized-ish path: $.groups[1].cases[0].description['zh-Hant']."""
    out = "$"
    for p in parts:
        if isinstance(p, int):
            out += f"[{p}]"
        elif _IDENT.fullmatch(p):
            out += f".{p}"
        else:
            out += "[" + repr(p) + "]"
    return out


def _skip(text: str, i: int) -> int:
    """Position after the whitespace at i (the pattern matches the empty string too)."""
    m = _WS.match(text, i)
    return m.end() if m else i


def locate(text: str, parts: JsonPath) -> tuple[int, int]:
    """1-based line and column of the value at `parts` in JSON `text` (as far as it exists)."""
    dec = json.JSONDecoder()
    i = _skip(text, 0)
    try:
        for p in parts:
            if isinstance(p, int) and text[i] == "[":
                i = _skip(text, i + 1)
                for _ in range(p):
                    i = _skip(text, dec.raw_decode(text, i)[1])
                    i = _skip(text, i + 1)  # past the comma
            elif isinstance(p, str) and text[i] == "{":
                j = _skip(text, i + 1)
                while text[j] == '"':
                    key, j = scanstring(text, j + 1)
                    j = _skip(text, _skip(text, j) + 1)  # past the colon
                    if key == p:
                        break
                    j = _skip(text, dec.raw_decode(text, j)[1])
                    if text[j] == ",":
                        j = _skip(text, j + 1)
                else:
                    break
                i = j
            else:
                break
    except (IndexError, ValueError):
        pass
    line = text.count("\n", 0, i) + 1
    return line, i - (text.rfind("\n", 0, i) + 1) + 1


@cache
def _fast_check() -> Check:
    return compile_schema(validator("conformance").schema)


@cache
def _case_validator() -> Draft202012Validator:
    schema = cast(dict[str, Any], validator("conformance").schema)
    return Draft202012Validator({"$defs": schema["$defs"], "$ref": "#/$defs/case"})


def _errors(v: Draft202012Validator, instance: Any, prefix: JsonPath) -> list[tuple[JsonPath, str]]:
    errs = sorted(v.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
    return [([*prefix, *e.absolute_path], e.message) for e in errs]


def _schema_problems(doc: Any) -> list[tuple[JsonPath, str]]:
    """jsonschema's messages for an invalid table, asking it about the smallest part that fails:
    it is too slow to validate thousands of cases at once."""
    whole = validator("conformance")
    groups = doc.get("groups") if isinstance(doc, dict) else None
    if isinstance(groups, list) and all(isinstance(g, dict) and isinstance(g.get("cases"), list)
                                        for g in groups):
        shell = {**doc, "groups": [{**g, "cases": []} for g in groups]}
        problems = _errors(whole, shell, [])
        if problems:
            return problems
        check = compile_schema(_case_validator().schema)
        for gi, g in enumerate(groups):
            for ci, case in enumerate(g["cases"]):
                if not check(case):
                    problems = _errors(_case_validator(), case, ["groups", gi, "cases", ci])
                    if problems:
                        return problems
    return _errors(whole, doc, []) or [([], "does not match the schema")]


def load(path: Path, label: str | None = None) -> Table:
    where = label or str(path)
    if not path.exists():
        raise InputError(where, "no such conformance table (run `rulestone build`?)")
    # a regular file of bounded size (a FIFO or device must not block): rulestone/yamlio.py
    return parse(bytes(yamlio.read_bytes(path, "a conformance table (.json)")), where)


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
