"""Stage 95: every generated JSON and JSON Lines file checked against its JSON Schema (schema/), so
what outside tools read keeps the shape the schemas promise. A file that breaks its schema is a bug
in rulestone, not bad input: the build fails (exit 1) and writes nothing."""

from __future__ import annotations

import fnmatch
import json

from jsonschema import Draft202012Validator

from ..schemas import errors

ORDER = 95
NAME = "schemas"
FAILURE_EXIT = 1

# output pattern -> schema name (schema/<name>.schema.json); first match wins
SCHEMAS = (
    ("generated/conformance/*.playthroughs.jsonl", "generated/playthrough"),
    ("generated/conformance/*.json", "conformance"),
    ("generated/reports/*.trace.json", "generated/trace"),
    ("generated/reports/*.reconciliation.json", "generated/reconciliation"),
    ("generated/reports/*.findings.json", "findings"),
    ("generated/reports/validation.json", "generated/validation"),
)


def schema_for(rel: str) -> str | None:
    return next((name for pattern, name in SCHEMAS if fnmatch.fnmatch(rel, pattern)), None)


def produce(ctx) -> None:
    for rel, data in sorted(ctx.outputs.items()):
        name = schema_for(rel)
        if name is None:
            continue
        text = data.decode("utf-8")
        docs = [json.loads(line) for line in text.splitlines() if line.strip()] if rel.endswith(".jsonl") \
            else [json.loads(text)]
        for n, doc in enumerate(docs, start=1):
            for path, message in errors(doc, name)[:3]:
                where = f"{rel}:{n}" if rel.endswith(".jsonl") else rel
                ctx.failures.append(f"{where}: {path}: breaks schema/{name}.schema.json: {message}")
            game = doc.get("game") if isinstance(doc, dict) else None
            state_schema = ctx.output(f"schema/state/{game}.schema.json") if isinstance(game, str) \
                else None
            if state_schema is not None:  # the full states it carries: their game's state schema
                where = f"{rel}:{n}" if rel.endswith(".jsonl") else rel
                ctx.failures += check_states(doc, json.loads(state_schema), where)


def check_states(doc: dict, schema: dict, where: str) -> list[str]:
    """A conformance table's case setups and a playthrough's recorded states against the game's
    state schema (schema/state/<game>.schema.json, derived from its spec in the same build)."""
    states = [c["setup"]["state"] for g in doc.get("groups") or [] for c in g.get("cases") or []
              if isinstance(c.get("setup"), dict) and "state" in c["setup"]]
    states += [r["state"] for r in doc.get("records") or [] if "state" in r]
    validator = Draft202012Validator(schema)
    out = []
    for state in states:
        for e in sorted(validator.iter_errors(state), key=lambda e: list(map(str, e.absolute_path)))[:1]:
            out.append(f"{where}: {e.json_path}: breaks schema/state/{doc['game']}.schema.json: {e.message}")
    return out[:3]
