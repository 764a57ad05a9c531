"""Stage 95: every generated JSON and JSON Lines file checked against its JSON Schema (schema/), so
what outside tools read keeps the shape the schemas promise. A file that breaks its schema is a bug
in rulestone, not bad input: the build fails (exit 1) and writes nothing."""

from __future__ import annotations

import fnmatch
import json

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
