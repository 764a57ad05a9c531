"""Stage 52: schema/state/<game>.schema.json, the JSON Schema (draft 2020-12) of each compiled game's
state JSON, derived from the typed state schema of its `engine` block (rulestone/rules/state_schema.py;
docs/protocol.md links them). Written beside the hand-kept schemas so that they ship with them."""

from __future__ import annotations

from jsonschema import Draft202012Validator

from ..generate.python import compiled_program, has_logic
from ..rules.state_schema import schema_text, state_schema

ORDER = 52
NAME = "state-schemas"
TREE = "schema/state"


def produce(ctx) -> None:
    for path in sorted((ctx.root / "rulespecs").glob("*.yaml")):
        if path.name == "glossary.yaml" or not has_logic(path):
            continue
        prog = compiled_program(path, ctx.root)  # (the generate stage's, compiled once per spec text)
        Draft202012Validator.check_schema(state_schema(prog))  # a broken schema is a bug here
        ctx.add(f"{TREE}/{prog.game}.schema.json", schema_text(prog))
