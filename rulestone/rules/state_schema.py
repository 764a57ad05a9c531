"""A compiled game's state JSON (`to_json()`) as a JSON Schema (draft 2020-12), derived from the typed
state schema of its `engine` block: records become `$defs` (every field required, no others), enum
values `enum`, enum-keyed dicts objects with those keys only, counters positive integers, `T | None`
a choice with null. What the types do not say (ranges, lengths, the fixed key order) the engine's
from_json and invariants check; the description says so."""

from __future__ import annotations

import json
from typing import Any

from .ir import Program
from .types import Dict, Enum, List, Opt, Prim, Record, Type

DRAFT = "https://json-schema.org/draft/2020-12/schema"
PRIM = {"int": {"type": "integer"}, "bool": {"type": "boolean"}, "str": {"type": "string"}}


def state_schema(prog: Program) -> dict[str, Any]:
    defs: dict[str, Any] = {}

    def of(t: Type) -> dict[str, Any]:
        if isinstance(t, Prim):
            return dict(PRIM[t.kind]) if t.kind in PRIM else {"type": "null"}
        if isinstance(t, Enum):
            return {"enum": list(t.values)}
        if isinstance(t, List):
            return {"type": "array", "items": of(t.item)}
        if isinstance(t, Opt):
            return {"anyOf": [of(t.item), {"type": "null"}]}
        if isinstance(t, Dict):
            value = {"type": "integer", "minimum": 1} if t.counter else of(t.value)
            out: dict[str, Any] = {"type": "object"}
            if isinstance(t.key, Enum):
                out["propertyNames"] = {"enum": list(t.key.values)}
            out["additionalProperties"] = value
            if t.counter:
                out["description"] = "a multiset: zero counts are absent"
            return out
        if isinstance(t, Record):
            if t.rname not in defs:
                defs[t.rname] = {}  # a placeholder first: records may nest
                defs[t.rname] = record(list(t.fields.items()))
            return {"$ref": f"#/$defs/{t.rname}"}
        raise TypeError(t)

    def record(fields: list[tuple[str, Type]]) -> dict[str, Any]:
        return {"type": "object", "additionalProperties": False, "required": [k for k, _ in fields],
                "properties": {k: of(v) for k, v in fields}}

    options = {name: {"enum": list(o["values"]), "default": o["default"]} for name, o in prog.options.items()}
    props: dict[str, Any] = {}
    for key in prog.state_keys:
        if key == "game":
            props[key] = {"const": prog.game}
        elif key == "players":
            props[key] = {"type": "integer", "minimum": prog.min_players, "maximum": prog.max_players}
        elif key == "options":
            props[key] = {"type": "object", "additionalProperties": False, "required": list(options),
                          "properties": options}
        elif key in prog.halves:  # counted in halves by the rules, shown as n / 2
            props[key] = {"type": "number", "multipleOf": 0.5}
        else:
            props[key] = of(prog.state_types[key])
            if key in prog.state_derived:
                props[key]["description"] = ("derived: written by to_json; from_json compares it when given"
                                             + (" and requires it" if key in prog.checked else ""))
    title = prog.titles.get("en", prog.game)
    schema: dict[str, Any] = {
        "$schema": DRAFT,
        "$id": f"https://rulestone.invalid/schema/state/{prog.game}.schema.json",
        "title": f"{title}: the state JSON of the rulestone engine",
        "description": (
            f"Derived by `rulestone build` from the engine block of {prog.spec_file} (do not edit). "
            f"The engines write the keys in this order: {', '.join(prog.state_keys)}; records keep their "
            "fields' order. from_json also checks what types cannot say (counts, positions, the "
            "invariants) and refuses a state that breaks them."
        ),
        "type": "object",
        "additionalProperties": False,
        "required": list(prog.state_keys),
        "properties": props,
    }
    if defs:
        schema["$defs"] = dict(sorted(defs.items()))
    return schema


def schema_text(prog: Program) -> str:
    return json.dumps(state_schema(prog), ensure_ascii=False, indent=2) + "\n"
