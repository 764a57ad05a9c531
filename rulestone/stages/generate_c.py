"""Stage 56: native C engines. For every rulespecs/<game>.yaml that carries its engine in the rule
language: generated/c/<game>.c and <game>.h (rulestone.rules.emit_c), and the protocol driver
generated/c/driver.c that runs them all, and generated/c/rs_runtime.h, the runtime they include.
Nothing is compiled here: `rulestone conform --impls c`,
`simulate --engine c` and the tests compile into a cache outside generated/ (docs/c-target.md)."""

from __future__ import annotations

from .. import __version__
from ..generate import c
from ..generate.python import has_logic

ORDER = 56
NAME = "generate-c"


SKIPPED: dict[str, str] = {}  # game -> why it has no C engine (the build command prints it)


def produce(ctx) -> None:
    games = []
    SKIPPED.clear()
    for path in sorted((ctx.root / "rulespecs").glob("*.yaml")):
        if path.stem == "glossary" or not has_logic(path):
            continue
        try:
            c_text, h_text = c.compiled_c(path, ctx.root)
        except c.Unsupported as e:
            SKIPPED[path.stem] = str(e)
            continue
        c_path, h_path = c.engine_paths(path.stem)
        ctx.add(c_path, c_text)
        ctx.add(h_path, h_text)
        games.append(path.stem)
    if games:
        ctx.add(c.RUNTIME, c.runtime_header())
        ctx.add(c.DRIVER, c.render_driver(games, __version__))
