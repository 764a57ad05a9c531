"""El Dorado's map with the blockades on its seams and a terrain legend. The map itself is
rulestone.boards' drawing (left as it is); the blockades are drawn over it from the board
component's `blockades` (which tiles each separates) and the legend from the tiles' terrain codes."""

from __future__ import annotations

import math
from typing import Any

from ..boards import FILL, SIZE, _xy, hex_board_svg
from ..hexboard import DIRS, board_data
from .svg import INK, Svg, esc, text_width


def _components(spec: Any) -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in spec.data.get("components") or [] if isinstance(c, dict) and "id" in c}


def applies(spec: Any) -> bool:
    comps = _components(spec)
    return "map_tiles" in comps and "board" in comps


def _seams(spaces: dict[str, list[Any]], a: str, b: str) -> list[tuple[float, float, float, float]]:
    """The hex edges between tile a and tile b, as screen segments."""
    edges = []
    for key, (_c, _n, tile) in spaces.items():
        if tile != a:
            continue
        q, r = map(int, key.split(","))
        for dq, dr in DIRS:
            other = spaces.get(f"{q + dq},{r + dr}")
            if other and other[2] == b:
                (x1, y1), (x2, y2) = _xy(q, r), _xy(q + dq, r + dr)
                mx, my = (x1 + x2) / 2, (y1 + y2) / 2
                d = math.hypot(x2 - x1, y2 - y1)
                px, py = -(y2 - y1) / d * SIZE / 2, (x2 - x1) / d * SIZE / 2
                edges.append((mx - px, my - py, mx + px, my + py))
    return edges


def board(spec: Any, lab: dict[str, str], lang: str, title: str) -> str | None:
    svg = hex_board_svg(spec.data, title)
    if svg is None:
        return None
    comps = _components(spec)
    detail = comps["board"].get("detail") or {}
    kinds = (comps.get("blockade", {}).get("detail") or {}).get("kinds", {})
    # the default layout, as the engine assembles it: its spaces and the blockades on its seams
    data = board_data(comps["map_tiles"]["detail"], detail["layouts"][detail["default"]], kinds)
    spaces = data["spaces"]
    extra = []
    for blockade in data["blockades"]:
        a, b = blockade["tiles"]
        edges = _seams(spaces, a, b)
        if not edges:
            continue
        for x1, y1, x2, y2 in edges:
            extra.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" '
                         'stroke-width="3.2" stroke-linecap="round"/>')
        kind = kinds.get(blockade.get("kind"), {})
        mx = sum(e[0] + e[2] for e in edges) / (2 * len(edges))
        my = sum(e[1] + e[3] for e in edges) / (2 * len(edges))
        label = f"{lab.get('terrain_' + str(kind.get('terrain')), '')[:1]}{kind.get('need', '')}"
        extra.append(f'<rect x="{mx - 8:.1f}" y="{my - 6:.1f}" width="16" height="11" fill="#fff" '
                     f'stroke="{INK}" stroke-width="1"/><text x="{mx:.1f}" y="{my + 2.5:.1f}" font-size="8" '
                     f'text-anchor="middle" font-weight="bold" fill="{INK}">{esc(label)}</text>')
    return svg.replace("</svg>", "".join(extra) + "</svg>") if extra else svg


def legend(spec: Any, lab: dict[str, str], lang: str) -> str | None:
    comps = _components(spec)
    codes = (comps.get("map_tiles", {}).get("detail") or {}).get("codes") or {}
    if not codes:
        return None
    items = [(code, lab.get(f"terrain_{info.get('terrain')}", str(info.get("terrain"))))
             for code, info in codes.items()]
    per_row = 1  # one column: the legend stands beside the map
    blockade = f"{lab['blockade']} ({lab['power_number']})"
    w = max(text_width(name, 6.5) for name in [*(n for _, n in items), blockade]) + 24  # the longest label
    rows = -(-len(items) // per_row) + 1  # the terrains, then the blockade
    svg = Svg(per_row * w + 4, rows * 14 + 4, lab["legend"], lang)
    for i, (code, name) in enumerate(items):
        x, y = 2 + (i % per_row) * w, 4 + (i // per_row) * 14
        svg.rect(x, y, 14, 10, fill=FILL.get(code, "#fff"), width=0.6)
        svg.text(x + 7, y + 7.5, code, size=5.5, weight="bold",
                 fill="#fff" if code in ("B", "M", "C", "W", "J") else INK)
        svg.text(x + 18, y + 7.5, name, size=6.5, anchor="start")
    y = 4 + ((len(items) + per_row - 1) // per_row) * 14
    svg.line(2, y + 5, 16, y + 5, width=3.2, stroke_linecap="round")
    svg.text(20, y + 7.5, blockade, size=6.5, anchor="start")
    return svg.finish()
