"""Loading the JSON Schemas in schema/ and validating instances against them."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator

from .paths import SCHEMA_DIR


@cache
def validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def errors(instance: Any, name: str) -> list[tuple[str, str]]:
    """(JSON path, message) for every schema violation, in document order."""
    errs = sorted(validator(name).iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
    return [(e.json_path, e.message) for e in errs]


def validate_instance(instance: Any, name: str, where: str) -> None:
    """Raise AssertionError for output that breaks its own schema: a bug, not bad input."""
    problems = errors(instance, name)
    if problems:
        path, msg = problems[0]
        raise AssertionError(f"{where}: generated output breaks schema/{name}.schema.json at {path}: {msg}")
