"""Stage 50: reference engines. For every rulespecs/<game>.yaml that carries its engine in the rule
language (an `engine` block: compiled by rulestone.rules) or still has a template
(rulestone/templates/python/<game>.py.j2): generated/python/<game>.py, and the protocol driver
generated/python/driver.py that runs them all (when its template exists)."""

from __future__ import annotations

from .. import __version__
from ..generate.blocks import GenerationError
from ..generate.python import (
    compiled_engines,
    engine_path,
    has_logic,
    has_template,
    load_spec_data,
    render_engine,
)

ORDER = 50
NAME = "generate"

DRIVER = "generated/python/driver.py"


def specs_with_templates(root) -> list:
    return [p for p in sorted((root / "rulespecs").glob("*.yaml"))
            if p.name != "glossary.yaml" and (has_logic(p) or has_template(p.stem))]


def produce(ctx) -> None:
    games = []
    for path in specs_with_templates(ctx.root):
        game = path.stem
        if has_logic(path):
            ctx.add(engine_path(game), compiled_engines(path, ctx.root)[0])
            games.append(game)
            continue
        spec, sha = load_spec_data(path)
        try:
            text = render_engine(game, spec, sha)
        except GenerationError as e:
            ctx.failures.append(f"generate {game}: {e}")
            continue
        ctx.add(engine_path(game), text)
        games.append(game)
    if not games:
        return
    try:
        from ..conformance.driver import render as render_driver
    except ImportError:  # the driver template ships with the conformance package; skip without it
        return
    ctx.add(DRIVER, render_driver(games, __version__))
