"""Render the protocol driver shipped with the generated Python engines (templates/python/driver.py.j2)."""

from __future__ import annotations

from pathlib import Path

import jinja2

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def render(games: list[str], version: str) -> str:
    """The driver for these game ids (engines <game>.py beside it), reporting `version`."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), undefined=jinja2.StrictUndefined,
                             keep_trailing_newline=True, autoescape=False)
    return env.get_template("python/driver.py.j2").render(games=sorted(games), version=str(version))
