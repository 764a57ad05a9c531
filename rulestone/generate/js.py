"""JavaScript reference engines, compiled from the spec's rule logic with the Python ones
(rulestone.rules), and the protocol driver generated/js/driver.mjs."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import jinja2

from . import python as py
from .blocks import GenerationError
from .literals import js_literal

TEMPLATES = Path(__file__).resolve().parent.parent / "templates" / "js"
DRIVER_TEMPLATE = "js/driver.mjs.j2"


def render_engine(game: str, spec: dict[str, Any], sha256: str) -> str:
    """generated/js/<game>.mjs, compiled from the spec's rule logic (GenerationError without it)."""
    if "engine" not in spec:
        raise GenerationError(f"spec {game}: expected an engine block (docs/rule-language.md), found none")
    return py.compile_data(game, spec, sha256)[1]


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
