"""Pictures of boards for the sheets: a spec whose components describe a hex board (a `map_tiles`
component with terrain per tile and a `board` component with its layouts) is drawn as SVG, one
picture per layout."""

from __future__ import annotations

import math
from typing import Any

from markupsafe import escape

from .hexboard import board_data

# Terrain code (as in the spec's map_tiles codes) -> fill colour; the printed board's colours.
FILL = {"J": "#3f9b4a", "W": "#3b82c4", "S": "#e8c547", "R": "#9aa0a6", "B": "#c0392b", "M": "#2b2b2b",
        "C": "#5a4632", "ST": "#f4f1e8", "ED": "#f2b600"}
SIZE = 11.0  # hex radius in px


def _xy(q: int, r: int) -> tuple[float, float]:
    """Centre of a hex, turned a quarter so the board runs left to right (axial r grows downward
    on the tiles, towards the start): pointy-top (x, y) becomes (-y, x)."""
    x, y = SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r
    return -y, x


def _hexagon(cx: float, cy: float) -> str:
    pts = [(cx + SIZE * math.cos(math.radians(60 * i)), cy + SIZE * math.sin(math.radians(60 * i)))
           for i in range(6)]  # flat-top after the quarter turn
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def board_layouts(spec_data: dict[str, Any]) -> list[tuple[str, str]]:
    """(key, name) of every layout of the spec's hex board, the default first; [] without one."""
    comps = {c["id"]: c for c in spec_data.get("components") or []}
    if "map_tiles" not in comps or "board" not in comps:
        return []
    detail = comps["board"]["detail"]
    keys = sorted(detail["layouts"], key=lambda k: k != detail["default"])
    return [(k, detail["layouts"][k]["name"]) for k in keys]


def hex_board_svg(spec_data: dict[str, Any], title: str, layout: str | None = None) -> str | None:
    """One layout of the board (the default unless named) as an SVG string, or None when the spec has
    no hex board. The finishing row is outlined; El Dorado itself is the starred spaces."""
    comps = {c["id"]: c for c in spec_data.get("components") or []}
    if "map_tiles" not in comps or "board" not in comps:
        return None
    detail = comps["board"]["detail"]
    data = board_data(comps["map_tiles"]["detail"], detail["layouts"][layout or detail["default"]],
                      comps["blockade"]["detail"]["kinds"] if "blockade" in comps else {})
    spaces, finish = data["spaces"], set(data["finish"])
    cells = []
    for key, (code, number, _tile) in spaces.items():
        q, r = map(int, key.split(","))
        cells.append((*_xy(q, r), code, number, key in finish))
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    left, top = min(xs) - SIZE - 2, min(ys) - SIZE - 2
    width, height = max(xs) - left + SIZE + 2, max(ys) - top + SIZE + 2
    box = f"{left:.1f} {top:.1f} {width:.1f} {height:.1f}"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}" role="img" '
             f'aria-label="{_esc(title)}"><title>{_esc(title)}</title>']
    for x, y, code, number, fin in cells:
        fill = FILL.get(code, "#ffffff")
        stroke = 'stroke="#f2b600" stroke-width="2.5"' if fin else 'stroke="#fff" stroke-width="1"'
        parts.append(f'<polygon points="{_hexagon(x, y)}" fill="{fill}" {stroke}/>')
        # the terrain's letter beside its number, so the map reads in black and white too
        label = {"ED": "★", "ST": "", "M": "▲", "C": "◉"}.get(code, f"{code}{number}")
        if label:
            ink = "#fff" if code in ("B", "M", "C", "W", "J") else "#222"
            parts.append(f'<text x="{x:.1f}" y="{y + 3:.1f}" font-size="{7.5 if len(label) > 1 else 9}" '
                         f'text-anchor="middle" fill="{ink}">{_esc(label)}</text>')
    return "".join(parts) + "</svg>"


def _esc(s: str) -> str:
    return str(escape(s))
