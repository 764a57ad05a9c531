"""The jinja2 environment of every generator: StrictUndefined, code filters, rule blocks."""

from __future__ import annotations

from typing import Any

import jinja2

from .blocks import RuleBlocks, check_no_placeholder
from .literals import comment_text, js_literal, py_literal


def code_env() -> jinja2.Environment:
    """For generated code: no autoescape (code, not HTML); every literal goes through a filter."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("rulestone", "templates"),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(py=py_literal, js=js_literal, comment=comment_text)
    return env


def render_code(template: str, rules: list[dict[str, Any]], comment: str = "#", **context: Any) -> str:
    """Render a code template whose rule blocks must match `rules` exactly (GenerationError if not)."""
    blocks = RuleBlocks({r["id"]: r for r in rules}, comment)
    text = code_env().get_template(template).render(rule=blocks, **context)
    blocks.check(template)
    check_no_placeholder(template, text)
    return text
