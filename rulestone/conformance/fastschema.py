"""A yes/no JSON Schema checker compiled to closures, for the keywords our schemas use.

jsonschema needs about a millisecond per conformance case here, which would make loading a table
of playthroughs slower than running it. This compiles a schema once into nested functions that
answer "valid?" in microseconds; the caller asks jsonschema only when the answer is no, to get its
exact message and path. Any keyword this module does not implement is refused at compile time, so
it can never silently accept what the schema forbids. Semantics follow draft 2020-12 as jsonschema
implements it (1.0 is an integer, true is not 1, local `#/$defs/...` references only).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

_IGNORED = {"$schema", "$id", "title", "description", "$comment", "examples", "default", "$defs",
            "deprecated", "readOnly", "writeOnly"}


class Unsupported(Exception):
    pass


def _is_type(x: Any, t: str) -> bool:
    if t == "object":
        return isinstance(x, dict)
    if t == "array":
        return isinstance(x, list)
    if t == "string":
        return isinstance(x, str)
    if t == "boolean":
        return isinstance(x, bool)
    if t == "null":
        return x is None
    if isinstance(x, bool):
        return False
    if t == "integer":
        return isinstance(x, int) or (isinstance(x, float) and x.is_integer())
    if t == "number":
        return isinstance(x, int | float)
    raise Unsupported(f"type {t!r}")


_SIMPLE: dict[str, type] = {"object": dict, "array": list, "string": str, "null": type(None)}


def _type_check(types: list[str]) -> Check:
    if len(types) == 1 and types[0] in _SIMPLE:
        cls = _SIMPLE[types[0]]
        return lambda x: isinstance(x, cls)  # exact: no bool/int subtlety for these
    return lambda x: any(_is_type(x, t) for t in types)


def equal(a: Any, b: Any) -> bool:
    """JSON equality: booleans are not numbers; 1 == 1.0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    return type(a) is type(b) and a == b


def compile_schema(schema: Any) -> Check:
    """A function telling whether an instance is valid against `schema` (a whole schema document)."""
    refs: dict[str, Check] = {}

    def resolve(ref: str) -> Check:
        if not ref.startswith("#/"):
            raise Unsupported(f"$ref {ref!r} (only local references)")
        if ref not in refs:
            target: Any = schema
            for part in ref[2:].split("/"):
                target = target[part.replace("~1", "/").replace("~0", "~")]
            slot: list[Check] = []
            refs[ref] = lambda x: slot[0](x)  # late binding: a definition may refer to itself
            slot.append(build(target))
        return refs[ref]

    def build(s: Any) -> Check:
        if s is True:
            return lambda x: True
        if s is False:
            return lambda x: False
        if not isinstance(s, dict):
            raise Unsupported(f"schema {s!r}")
        checks: list[Check] = []
        unknown = set(s) - _IGNORED - _KEYWORDS
        if unknown:
            raise Unsupported(f"keyword(s) {', '.join(sorted(unknown))}")
        if "$ref" in s:
            checks.append(resolve(s["$ref"]))
        if "type" in s:
            types = [s["type"]] if isinstance(s["type"], str) else list(s["type"])
            for t in types:
                _is_type(None, t)  # refuse unknown type names now
            checks.append(_type_check(types))
        if "const" in s:
            const = s["const"]
            checks.append(lambda x: equal(x, const))
        if "enum" in s:
            values = s["enum"]
            checks.append(lambda x: any(equal(x, v) for v in values))
        checks += _object_checks(s, build)
        checks += _array_checks(s, build)
        checks += _scalar_checks(s)
        if "allOf" in s:
            every_of = [build(x) for x in s["allOf"]]
            checks.append(lambda x: all(f(x) for f in every_of))
        if "anyOf" in s:
            any_of = [build(x) for x in s["anyOf"]]
            checks.append(lambda x: any(f(x) for f in any_of))
        if "oneOf" in s:
            one_of = [build(x) for x in s["oneOf"]]
            checks.append(lambda x: sum(1 for f in one_of if f(x)) == 1)
        if "not" in s:
            neg = build(s["not"])
            checks.append(lambda x: not neg(x))
        if "if" in s:
            cond = build(s["if"])
            then = build(s.get("then", True))
            other = build(s.get("else", True))
            checks.append(lambda x: then(x) if cond(x) else other(x))
        if len(checks) == 1:
            return checks[0]
        cs = tuple(checks)

        def every(x: Any) -> bool:
            for c in cs:
                if not c(x):
                    return False
            return True
        return every

    return build(schema)


_KEYWORDS = {"$ref", "type", "const", "enum", "required", "properties", "additionalProperties",
             "propertyNames", "minProperties", "maxProperties", "items", "minItems", "maxItems",
             "uniqueItems", "pattern", "minLength", "maxLength", "minimum", "maximum", "allOf", "anyOf",
             "oneOf", "not", "if", "then", "else"}


def _object_checks(s: dict[str, Any], build: Callable[[Any], Check]) -> list[Check]:
    out: list[Check] = []
    req = tuple(s.get("required", ()))
    props = {k: build(v) for k, v in s.get("properties", {}).items()}
    extra = build(s["additionalProperties"]) if "additionalProperties" in s else None
    if req or props or extra is not None:
        # one closure for the common case (most of a table's nodes are objects): a hot path
        def check_props(x: Any) -> bool:
            if not isinstance(x, dict):
                return True
            for k in req:
                if k not in x:
                    return False
            for k, v in x.items():
                f = props.get(k, extra)
                if f is not None and not f(v):
                    return False
            return True
        out.append(check_props)
    if "propertyNames" in s:
        names = build(s["propertyNames"])
        out.append(lambda x: not isinstance(x, dict) or all(names(k) for k in x))
    if "minProperties" in s:
        min_props = s["minProperties"]
        out.append(lambda x: not isinstance(x, dict) or len(x) >= min_props)
    if "maxProperties" in s:
        max_props = s["maxProperties"]
        out.append(lambda x: not isinstance(x, dict) or len(x) <= max_props)
    return out


def _array_checks(s: dict[str, Any], build: Callable[[Any], Check]) -> list[Check]:
    out: list[Check] = []
    if "items" in s:
        item = build(s["items"])
        out.append(lambda x: not isinstance(x, list) or all(item(v) for v in x))
    if "minItems" in s:
        min_items = s["minItems"]
        out.append(lambda x: not isinstance(x, list) or len(x) >= min_items)
    if "maxItems" in s:
        max_items = s["maxItems"]
        out.append(lambda x: not isinstance(x, list) or len(x) <= max_items)
    if s.get("uniqueItems"):
        def unique(x: Any) -> bool:
            if not isinstance(x, list):
                return True
            if all(isinstance(v, str) for v in x):
                return len(set(x)) == len(x)
            return not any(equal(a, b) for i, a in enumerate(x) for b in x[i + 1:])
        out.append(unique)
    return out


def _scalar_checks(s: dict[str, Any]) -> list[Check]:
    out: list[Check] = []
    if "pattern" in s:
        rx = re.compile(s["pattern"])
        out.append(lambda x: not isinstance(x, str) or rx.search(x) is not None)
    if "minLength" in s:
        min_len = s["minLength"]
        out.append(lambda x: not isinstance(x, str) or len(x) >= min_len)
    if "maxLength" in s:
        max_len = s["maxLength"]
        out.append(lambda x: not isinstance(x, str) or len(x) <= max_len)

    def number(x: Any) -> bool:
        return isinstance(x, int | float) and not isinstance(x, bool)

    if "minimum" in s:
        low = s["minimum"]
        out.append(lambda x: not number(x) or x >= low)
    if "maximum" in s:
        high = s["maximum"]
        out.append(lambda x: not number(x) or x <= high)
    return out
