"""Diagrams for the player sheets, drawn as SVG from a spec's data: a game's board (chosen by the
shape of its board component, not by the game's name), a legend, and the documents' worked
examples (by example id, with the spec's numbers)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import dragon_keeper, el_dorado, emerald

Drawer = Callable[[Any, dict[str, str], str, str], str]
# Example drawers belong to a board's module: an id like `example-1` names a drawing only for a
# spec whose board that module draws.
_WITH_EXAMPLES = (emerald, dragon_keeper)


def boards(spec: Any, lab: dict[str, str], lang: str, title: str) -> list[dict[str, str]]:
    """[{id, title, svg}] for the board pictures the spec's data supports (none when it has none)."""
    out: list[dict[str, str]] = []
    if emerald.applies(spec):
        out.append({"id": "board", "title": title, "svg": emerald.board(spec, lab, lang)})
    if dragon_keeper.applies(spec):
        out.append({"id": "levels", "title": title, "svg": dragon_keeper.levels(spec, lab, lang)})
    if el_dorado.applies(spec):
        svg = el_dorado.board(spec, lab, lang, title)
        if svg:
            out.append({"id": "board", "title": title, "svg": svg})
    return out


def legends(spec: Any, lab: dict[str, str], lang: str) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    if el_dorado.applies(spec):
        svg = el_dorado.legend(spec, lab, lang)
        if svg:
            out.append({"id": "legend", "title": lab["legend"], "svg": svg})
    return out


def example(spec: Any, example_id: str, lab: dict[str, str], lang: str, title: str) -> str | None:
    for module in _WITH_EXAMPLES:
        drawer: Drawer | None = module.EXAMPLES.get(example_id)
        if drawer and module.applies(spec):
            return drawer(spec, lab, lang, title)
    return None
