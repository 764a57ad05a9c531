"""Stage 50: reference engines. For every rulespecs/<game>.yaml that carries its engine in the rule
language (an `engine` block: compiled by rulestone.rules): generated/python/<game>.py, and the
protocol driver generated/python/driver.py that runs them all."""

from __future__ import annotations

from .. import __version__
from ..generate.python import compiled_engines, engine_path, has_logic

ORDER = 50
NAME = "generate"

DRIVER = "generated/python/driver.py"


def specs_with_engines(root) -> list:
    return [p for p in sorted((root / "rulespecs").glob("*.yaml"))
            if p.name != "glossary.yaml" and has_logic(p)]


def produce(ctx) -> None:
    games = []
    for path in specs_with_engines(ctx.root):
        ctx.add(engine_path(path.stem), compiled_engines(path, ctx.root)[0])
        games.append(path.stem)
    if not games:
        return
    try:
        from ..conformance.driver import render as render_driver
    except ImportError:  # the driver template ships with the conformance package; skip without it
        return
    ctx.add(DRIVER, render_driver(games, __version__))
