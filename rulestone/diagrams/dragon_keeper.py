"""Dragon Keeper's dungeon levels with directions 1 and 2, and the documents' Examples 1 and 2
(which stack goes to the dragon), drawn from the spec's board and tile components."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .svg import INK, MID, PALE, Svg, text_width

CELL = 11.0


def _component(spec: Any, cid: str) -> dict[str, Any]:
    for c in spec.data.get("components") or []:
        if c.get("id") == cid and isinstance(c.get("detail"), dict):
            return c["detail"]
    return {}


def applies(spec: Any) -> bool:
    board = _component(spec, "board")
    return {"levels", "columns", "rows", "centre"} <= set(board)


def levels(spec: Any, lab: dict[str, str], lang: str) -> str:
    board = _component(spec, "board")
    cols, rows, centre = list(board["columns"]), list(board["rows"]), str(board["centre"])
    n_levels = int(board["levels"])
    stairs = set(_component(spec, "stairs_tile").get("levels_with_stairs", []))
    size = CELL * len(cols)
    gap = 34.0
    width = 14 + n_levels * (size + gap)
    svg = Svg(width, size + 62, lab["board"], lang)
    ci, ri = cols.index(centre[0]), rows.index(int(centre[1:]))
    for lv in range(1, n_levels + 1):
        x0, y0 = 14 + (lv - 1) * (size + gap), 22.0
        name = lab["level"].format(n=lv)
        where = lab["level_top"] if lv == 1 else lab["level_bottom"] if lv == n_levels else ""
        svg.text(x0 + size / 2, 8, f"{name}{' · ' + where if where else ''}", size=6.5, weight="bold")
        if lv == 1:  # the dragon's row (direction 1) and column (direction 2) on the level in play
            svg.rect(x0, y0 + ri * CELL, size, CELL, fill=svg.hatch, stroke="none")
            svg.rect(x0 + ci * CELL, y0, CELL, size, fill=svg.dots, stroke="none")
        for i, c in enumerate(cols):
            svg.text(x0 + (i + 0.5) * CELL, y0 - 2, c, size=5, fill=MID)
        for j, r in enumerate(rows):
            svg.text(x0 - 3, y0 + (j + 0.5) * CELL + 2, r, size=5, fill=MID, anchor="end")
        for i in range(len(cols)):
            for j in range(len(rows)):
                svg.rect(x0 + i * CELL, y0 + j * CELL, CELL, CELL, fill="none", width=0.6)
        cx, cy = x0 + (ci + 0.5) * CELL, y0 + (ri + 0.5) * CELL
        if lv in stairs:
            svg.rect(cx - CELL / 2 + 1, cy - CELL / 2 + 1, CELL - 2, CELL - 2, fill=PALE, width=0.6)
            svg.text(cx, cy + 2, "S", size=5.5, weight="bold")
        if lv == 1:
            svg.circle(cx, cy, 3.4, fill=INK)
            svg.arrow(x0 - 1, y0 + size + 8, x0 + size + 1, y0 + size + 8)
            svg.arrow(x0 + size + 1, y0 + size + 8, x0 - 1, y0 + size + 8)
            svg.arrow(x0 + size + 6, y0 - 1, x0 + size + 6, y0 + size + 1)
            svg.arrow(x0 + size + 6, y0 + size + 1, x0 + size + 6, y0 - 1)
            svg.text(x0 + size + 9, y0 + size / 2, "2", size=6.5, weight="bold", anchor="start")
            svg.text(x0 + size / 2, y0 + size + 16, "1", size=6.5, weight="bold")
    y = size + 44
    svg.rect(14, y - 5, 12, 7, fill=svg.hatch, width=0.5)
    svg.text(29, y + 1, lab["direction_1"], size=6, anchor="start")
    svg.rect(14, y + 5, 12, 7, fill=svg.dots, width=0.5)
    svg.text(29, y + 11, lab["direction_2"], size=6, anchor="start")
    svg.circle(width * 0.62, y - 1.5, 3.4, fill=INK)
    svg.text(width * 0.62 + 6, y + 1, lab["dragon"], size=6, anchor="start")
    svg.rect(width * 0.62 - 4, y + 4.5, 8, 8, fill=PALE, width=0.6)
    svg.text(width * 0.62, y + 10.5, "S", size=5.5, weight="bold")
    svg.text(width * 0.62 + 6, y + 11, lab["stairs"], size=6, anchor="start")
    return svg.finish()


def _stacks(spec: Any, lab: dict[str, str], lang: str, title: str, marks: dict[str, list[str]],
            tribute: str) -> str:
    """One box per tile colour; marks name the largest stacks, the guild and what goes to the dragon.
    Stack heights are not drawn: the documents do not give them, only their order."""
    colours = list(_component(spec, "adventurer_tile").get("colours", []))
    w = 36.0
    svg = Svg(8 + len(colours) * (w + 4) + 4, 62, title, lang)
    for i, colour in enumerate(colours):
        x = 8 + i * (w + 4)
        crossed = colour == tribute
        svg.rect(x, 14, w, 22, fill=svg.hatch if crossed else "#fff", width=1.4 if crossed else 0.8)
        name = lab.get(f"colour_{colour}", colour)
        if crossed:
            svg.line(x + 2, 16, x + w - 2, 34, width=0.8, stroke=MID)
            svg.line(x + w - 2, 16, x + 2, 34, width=0.8, stroke=MID)
            svg.text(x + w / 2, 10, f"→ {lab['to_dragon']}", size=5.5, weight="bold")
            svg.rect(x + w / 2 - text_width(name, 6.5) / 2 - 2, 21, text_width(name, 6.5) + 4, 10, width=0)
        svg.text(x + w / 2, 28, name, size=6.5, weight="bold")
        for k, mark in enumerate(marks.get(colour, [])):
            svg.text(x + w / 2, 45 + 7 * k, mark, size=5.5)
    return svg.finish()


def example_1(spec: Any, lab: dict[str, str], lang: str, title: str) -> str:
    # Example 1: purple and green are the largest stacks, the player discards purple; guild blue,
    # a Release tile discards the blue 4.
    return _stacks(spec, lab, lang, title, {"purple": [lab["largest"]], "green": [lab["largest"]],
                                            "blue": [lab["guild"], f"{lab['release']}: 4"]}, "purple")


def example_2(spec: Any, lab: dict[str, str], lang: str, title: str) -> str:
    # Example 2: purple is the largest but is the player's guild, so the second largest (green) goes.
    return _stacks(spec, lab, lang, title, {"purple": [lab["largest"], lab["guild"]],
                                            "green": [lab["second"]]}, "green")


EXAMPLES: dict[str, Callable[[Any, dict[str, str], str, str], str]] = {
    "example-1": example_1,
    "example-2": example_2,
}
