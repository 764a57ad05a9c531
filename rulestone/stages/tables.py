"""Stage 60: conformance tables. For every engine the generate stage produced and that has a case
list (rulestone/conformance/cases/<game>.yaml): generated/conformance/<game>.json (+ .md, and every
step of the recorded playthroughs in <game>.playthroughs.jsonl) and the trace table
generated/reports/<game>.trace.json/.md (rule -> code lines -> case ids; built here because it needs
the cases)."""

from __future__ import annotations

from ..conformance import build as tb
from ..conformance.cases import CaseError
from ..generate.python import engine_path, load_spec_data
from ..schemas import validate_instance
from .generate import specs_with_engines

ORDER = 60
NAME = "tables"
FAILURE_EXIT = 1  # failures here are checks that failed, not bad input (see rulestone/build.py)


def produce(ctx) -> None:
    for path in specs_with_engines(ctx.root):
        game = path.stem
        engine = ctx.output(engine_path(game))
        if engine is None or not (tb.CASES_DIR / f"{game}.yaml").is_file():
            continue
        spec, sha = load_spec_data(path)
        try:
            built = tb.build(game, spec, sha, engine.decode("utf-8"))
            validate_instance(built.table, "conformance", f"generated/conformance/{game}.json")
        except (CaseError, AssertionError) as e:
            # one game's table failing must not stop the others (nor the later stages)
            ctx.failures.append(f"tables {game}: {e}")
            continue
        ctx.add(f"generated/conformance/{game}.json", tb.table_json(built))
        ctx.add(f"generated/conformance/{game}.md", tb.table_markdown(built))
        ctx.add(f"generated/conformance/{game}.playthroughs.jsonl", tb.playthroughs_jsonl(built))
        ctx.add(f"generated/reports/{game}.trace.json", tb.trace_json(built))
        ctx.add(f"generated/reports/{game}.trace.md", tb.trace_markdown(built))
