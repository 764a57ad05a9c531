"""Emerald's board and the documents' worked examples, drawn from the spec's components and parameters.

The board: the town (towers and the central building), the field spaces, the cave spaces with the
sizes of their gem and gold piles, the dragon track over its first spaces with the dragon facing
the entrance, the treasure room with its places and the nest. Every count comes from the spec; the
examples' situations (how many knights stand together, where the dragon is) are the documents'.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .svg import INK, MID, PALE, Svg, text_width

CELL = 24.0


def applies(spec: Any) -> bool:
    board = _board(spec)
    return bool(board and "cave_piles" in board and "path" in board)


def _board(spec: Any) -> dict[str, Any] | None:
    for c in spec.data.get("components") or []:
        if c.get("id") == "board" and isinstance(c.get("detail"), dict):
            return c["detail"]
    return None


def _p(spec: Any, name: str, default: int) -> int:
    value = spec.parameters.get(name, {}).get("value")
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _dragon(svg: Svg, x: float, y: float, facing: int, dashed: bool = False) -> None:
    """The dragon as a triangle pointing the way it faces (-1 towards the entrance, +1 away)."""
    tip, back = x + 8 * facing, x - 6 * facing
    svg.path(f"M{tip:.1f},{y:.1f} L{back:.1f},{y - 6:.1f} L{back:.1f},{y + 6:.1f} z",
             fill="#fff" if dashed else INK, width=1.0, stroke_dasharray="2 1.5" if dashed else "none")


def _knight(svg: Svg, x: float, y: float, filled: bool = False) -> None:
    svg.circle(x, y, 3.6, fill=INK if filled else "#fff", width=1.0)


def _pile(svg: Svg, x: float, y: float, n: object, gem: bool) -> None:
    """A pile size: in a diamond for gem cards, in a circle for gold cards."""
    if gem:
        d = 5.5
        svg.path(f"M{x:.1f},{y - d:.1f} L{x + d:.1f},{y:.1f} L{x:.1f},{y + d:.1f} L{x - d:.1f},{y:.1f} z",
                 fill="#fff", width=0.8)
    else:
        svg.circle(x, y, 5.2, fill="#fff", width=0.8)
    svg.text(x, y + 2.4, n, size=6.5, weight="bold")


def _track(svg: Svg, x: float, y: float, w: float, h: float) -> None:
    svg.rect(x, y, w, h, fill=svg.hatch, stroke=INK, width=1.4)


def board(spec: Any, lab: dict[str, str], lang: str) -> str:
    detail = _board(spec) or {}
    path = detail.get("path", {})
    fields = int(path.get("field_spaces", _p(spec, "field_spaces", 6)))
    caves = int(path.get("cave_spaces", _p(spec, "cave_spaces", 9)))
    piles = detail.get("cave_piles", {})
    towers = int(detail.get("start_buildings", {}).get("towers", _p(spec, "towers", 4)))
    central = int(detail.get("start_buildings", {}).get("central_building", 1))
    places = int(detail.get("treasure_room_places", _p(spec, "treasure_room_places", 4)))
    track_len = _p(spec, "track_length", 4)
    track_first = _p(spec, "track_start_space", 1)
    dragon_at = _p(spec, "dragon_start_space", 4)

    town_w, field_w, room_w = 64.0, 20.0, 56.0
    width = town_w + 6 + fields * field_w + 6 + caves * CELL + 6 + room_w + 4
    top, row_h = 30.0, 40.0
    svg = Svg(width, 112, lab["board"], lang)
    # town: towers and the central building, each a start space of its own
    svg.rect(2, top, town_w, row_h, fill=PALE)
    svg.text(2 + town_w / 2, top - 3, lab["town"], weight="bold")
    tw = (town_w - 8) / max(towers, 1)
    for i in range(towers):
        svg.rect(6 + i * tw, top + 4, tw - 3, 12, fill="#fff")
    svg.text(2 + town_w / 2, top + 23, f"{towers} × {lab['tower']}", size=5.5)
    for _ in range(central):
        svg.rect(2 + town_w / 2 - 15, top + 26, 30, 11, fill="#fff")
        svg.text(2 + town_w / 2, top + 34, lab["centre"], size=5.5)
    x = 2 + town_w + 6
    svg.arrow(x - 6, top + row_h / 2, x - 1, top + row_h / 2)
    # fields
    for i in range(fields):
        svg.rect(x + i * field_w, top + 8, field_w, row_h - 16, fill=svg.dots)
        svg.text(x + i * field_w + field_w / 2, top + row_h + 7, i + 1, size=5.5, fill=MID)
    svg.text(x + fields * field_w / 2, top - 3, lab["field"], weight="bold")
    x += fields * field_w + 6
    cave_x = x
    # caves: gem pile above, gold pile below, the track over its first spaces
    svg.text(x + caves * CELL / 2, top - 20, lab["cave"], weight="bold")
    svg.text(x, top + row_h + 14, f"↑ {lab['entrance']}", size=5.5, anchor="start")
    gems, golds = piles.get("gem", []), piles.get("gold", [])
    for i in range(caves):
        cx = x + i * CELL
        svg.rect(cx, top, CELL, row_h, fill="#fff")
        svg.text(cx + CELL / 2, top + row_h + 7, i + 1, size=5.5, fill=MID)
        if i < len(gems):
            _pile(svg, cx + CELL / 2, top + 7, gems[i], gem=True)
        if i < len(golds):
            _pile(svg, cx + CELL / 2, top + row_h - 7, golds[i], gem=False)
    t0 = cave_x + (track_first - 1) * CELL
    _track(svg, t0, top - 14, track_len * CELL, 8)
    svg.text(t0 + track_len * CELL / 2, top - 16, lab["track"], size=5.5)
    _dragon(svg, cave_x + (dragon_at - 0.5) * CELL, top + row_h / 2, -1)
    x += caves * CELL + 6
    svg.arrow(x - 6, top + row_h / 2, x - 1, top + row_h / 2)
    # treasure room with its places for the treasure cards, and the nest
    svg.rect(x, top, room_w, row_h, fill=PALE, width=1.2)
    svg.text(x + room_w / 2, top - 3, lab["treasure_room"], weight="bold")
    pw = (room_w - 6) / max(places, 1)
    points = _p(spec, "treasure_card_points", 0) or ""
    for i in range(places):
        svg.rect(x + 3 + i * pw, top + 5, pw - 2, 16, fill="#fff")
        svg.text(x + 3 + i * pw + (pw - 2) / 2, top + 15, points, size=5.5)
    svg.rect(x + 8, top + 25, room_w - 16, 11, fill="#fff", stroke_dasharray="2 1.5")
    svg.text(x + room_w / 2, top + 33, lab["nest"], size=5.5)
    # legend
    ly = 104.0
    x = 8.0  # legend items one after another, each as wide as its label
    for icon, label in (("gem", lab["gem_pile"]), ("gold", lab["gold_pile"]), ("track", lab["track"]),
                        ("dragon", lab["facing"]), ("field", lab["field"])):
        if icon in ("gem", "gold"):
            _pile(svg, x, ly, "n", gem=icon == "gem")
        elif icon == "track":
            _track(svg, x - 6, ly - 4, 18, 8)
        elif icon == "dragon":
            _dragon(svg, x, ly, -1)
        else:
            svg.rect(x - 6, ly - 5, 12, 10, fill=svg.dots)
        svg.text(x + 14, ly + 2.4, label, anchor="start")
        x += 14 + text_width(label) + 18
    return svg.finish()


def _row(svg: Svg, x: float, y: float, n: int, labels: list[object] | None = None) -> None:
    for i in range(n):
        svg.rect(x + i * CELL, y, CELL, 22, fill="#fff")
        if labels:
            svg.text(x + i * CELL + CELL / 2, y + 30, labels[i], size=5.5, fill=MID)


def _hop(svg: Svg, x1: float, x2: float, y: float, n: object, up: bool = True) -> None:
    """A numbered arc from one space centre to the next."""
    h = -9 if up else 9
    mx = (x1 + x2) / 2
    svg.path(f"M{x1:.1f},{y:.1f} Q{mx:.1f},{y + 2 * h:.1f} {x2:.1f},{y:.1f}", width=0.9,
             marker_end=svg.marker)
    svg.text(mx, y + h - (1.5 if up else -6), n, size=6, weight="bold")


def three_knights(spec: Any, lab: dict[str, str], lang: str, title: str) -> str:
    knights = 3  # the example's space holds three knights, the black one among them
    svg = Svg(8 + (knights + 2) * CELL + 8, 58, title, lang)
    _row(svg, 8, 22, knights + 2)
    for k in range(knights):
        _knight(svg, 8 + CELL / 2 - 6 + 6 * k, 33, filled=k == 0)
    for step in range(knights):  # distance = knights on the space (rule move.distance)
        _hop(svg, 8 + (step + 0.5) * CELL, 8 + (step + 1.5) * CELL, 21, step + 1)
    _knight(svg, 8 + (knights + 0.5) * CELL, 33, filled=True)
    svg.text(8 + (knights + 0.5) * CELL, 52, f"{knights} {lab['steps']}", size=6)
    return svg.finish()


def bounce(spec: Any, lab: dict[str, str], lang: str, title: str) -> str:
    track = _p(spec, "track_length", 4)
    roll = _p(spec, "die_max", 3)
    pos, facing = track - 2, 1  # one space before the far end, facing away from the entrance
    moves: list[tuple[int, int]] = []
    for _ in range(roll):  # the turn at the end of the track is free (rule dragon.turn-at-end)
        if not 0 <= pos + facing < track:
            facing = -facing
        moves.append((pos, pos + facing))
        pos += facing
    svg = Svg(16 + track * CELL + 40, 80, title, lang)
    y = 26.0
    _track(svg, 8, y, track * CELL, 22)
    for i in range(track):
        svg.rect(8 + i * CELL, y, CELL, 22, fill="none")
    _dragon(svg, 8 + (track - 1.5) * CELL, y + 11, 1)
    _dragon(svg, 8 + (pos + 0.5) * CELL, y + 11, facing, dashed=True)
    for n, (a, b) in enumerate(moves, 1):
        up = n == 1
        _hop(svg, 8 + (a + 0.5) * CELL, 8 + (b + 0.5) * CELL, y - 1 if up else y + 23, n, up=up)
    svg.rect(16 + track * CELL, y, 22, 22, fill="#fff")
    svg.text(27 + track * CELL, y + 15, roll, size=10, weight="bold")
    svg.text(27 + track * CELL, y + 31, lab["die"], size=5.5)
    return svg.finish()


def left_outside(spec: Any, lab: dict[str, str], lang: str, title: str) -> str:
    track = _p(spec, "track_length", 4)
    advance = _p(spec, "track_advance", 1)
    first = 2  # the track somewhere in the cave; the dragon ends its move on its entrance end
    spaces = first + track + advance + 1
    svg = Svg(40 + spaces * CELL, 84, title, lang)
    for row, (label, start) in enumerate(((lab["before"], first), (lab["after"], first + advance))):
        y = 8 + row * 38
        svg.text(4, y + 14, label, size=6, anchor="start")
        x0 = 36
        _row(svg, x0, y, spaces)
        _track(svg, x0 + start * CELL, y, track * CELL, 22)
        for i in range(spaces):
            svg.rect(x0 + i * CELL, y, CELL, 22, fill="none")
        _dragon(svg, x0 + (first + 0.5) * CELL, y + 11, -1)
    svg.arrow(36 + (first + track) * CELL - 4, 33, 36 + (first + track + advance) * CELL - 4, 33)
    svg.text(36 + (first + 0.5) * CELL, 80, lab["outside"], size=6)
    return svg.finish()


EXAMPLES: dict[str, Callable[[Any, dict[str, str], str, str], str]] = {
    "three-knights-move-three": three_knights,
    "die-three-bounce": bounce,
    "dragon-left-outside": left_outside,
}
