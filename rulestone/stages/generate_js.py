"""Stage 55: JavaScript reference engines. For every rulespecs/<game>.yaml that carries its engine in
the rule language (compiled by rulestone.rules) or has a JS template
(rulestone/templates/js/<game>.mjs.j2): generated/js/<game>.mjs, and the protocol driver
generated/js/driver.mjs that runs them all."""

from __future__ import annotations

from .. import __version__
from ..generate import js
from ..generate.python import compiled_engines, has_logic

ORDER = 55
NAME = "generate-js"

DRIVER = "generated/js/driver.mjs"


def produce(ctx) -> None:
    games = []
    for path in sorted((ctx.root / "rulespecs").glob("*.yaml")):
        game = path.stem
        if game == "glossary":
            continue
        if has_logic(path):
            ctx.add(js.engine_path(game), compiled_engines(path, ctx.root)[1])
            games.append(game)
    if games:
        ctx.add(DRIVER, js.render_driver(games, __version__))
