"""JavaScript reference engines: render templates/js/<game>.mjs.j2 from a validated spec.

The JS templates get exactly the context the Python templates get (the same `engine_data` function
per game, the same options), so the two engines are generated from one set of data; the rule blocks
are checked the same way (every spec entry has exactly one block, `//` marker comments).
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import jinja2

from . import python as py
from .blocks import GenerationError
from .env import render_code
from .literals import js_literal

TEMPLATES = Path(__file__).resolve().parent.parent / "templates" / "js"
DRIVER_TEMPLATE = "js/driver.mjs.j2"


def has_template(game: str) -> bool:
    return (TEMPLATES / f"{game}.mjs.j2").is_file()


def engine_context(game: str, spec: dict[str, Any]) -> dict[str, Any]:
    """The Python generator's engine data for `game` (checked against the spec's options)."""
    if game not in py.ENGINE_DATA:  # engine data modules register on import, as for Python
        try:
            importlib.import_module(f"{py.__package__}.{game}_data")
        except ModuleNotFoundError as e:
            if e.name != f"{py.__package__}.{game}_data":
                raise
    data_fn = py.ENGINE_DATA.get(game)
    context = data_fn(spec) if data_fn else {}
    options = py.spec_options(spec)
    handled = context.pop("handled_options", None)
    if handled is not None:
        for name, opt in options.items():
            missing = [v for v in opt["values"] if v not in handled.get(name, ())]
            if missing:
                raise GenerationError(f"templates/js/{game}.mjs.j2: option {name!r} value(s) {missing} "
                                      "have no implementation")
        extra = sorted(set(handled) - set(options))
        if extra:
            raise GenerationError(f"templates/js/{game}.mjs.j2 implements option(s) {extra} that no "
                                  "discrepancy of the spec declares")
    context["options"] = options
    return context


def render_engine(game: str, spec: dict[str, Any], sha256: str) -> str:
    """generated/js/<game>.mjs. GenerationError when template and spec do not fit."""
    if "engine" in spec:
        return py.compile_data(game, spec, sha256)[1]
    context = engine_context(game, spec)
    text = render_code(f"js/{game}.mjs.j2", py.block_entries(spec), comment="//", game=spec["game"],
                       spec_sha256=sha256, **context)
    return script_safe(text)


_SCRIPT_BREAK = re.compile(r"<(?=/script|!--)", re.IGNORECASE)


def script_safe(text: str) -> str:
    """The module stays inert when inlined in an HTML <script> element: the `js` filter escapes `<`
    in literals, but spec quotes in comments (`comment`) keep it, and `</script` or `<!--` there
    would end or derail the element. `<\\/script` and `<\\!--` mean the same in a comment (and
    in a string, were one to hold it)."""
    return _SCRIPT_BREAK.sub(r"<\\", text)


def engine_path(game: str) -> str:
    return f"generated/js/{game}.mjs"


def render_driver(games: list[str], version: str) -> str:
    """generated/js/driver.mjs: protocol v1 for the engines <game>.mjs beside it."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES.parent)),
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True, autoescape=False)
    env.filters["js"] = js_literal
    return env.get_template(DRIVER_TEMPLATE).render(games=sorted(games), version=str(version))
