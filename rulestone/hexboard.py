"""A hex board assembled from a spec's tiles and one of its layouts (El Dorado's `map_tiles` and
`board` components): global axial coordinates `q,r` -> terrain, start spaces, finishing row, the
blockades on the seams and which tiles connect. The sheets draw it (rulestone/boards.py,
rulestone/diagrams/el_dorado.py); the engine assembles the same board from the same data in its spec's
rule-language constants (rulespecs/el_dorado.yaml, engine.constants), checked equal in
tests/test_rules_el_dorado_lockstep.py."""

from __future__ import annotations

from typing import Any

from .generate.blocks import GenerationError

DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def _rotate(q: int, r: int, turns: int) -> tuple[int, int]:
    for _ in range(turns % 6):
        q, r = -r, q + r  # one sixth-turn about the tile's centre
    return q, r


def _space(code: str, codes: dict[str, Any], where: str) -> tuple[str, int]:
    letters = code.rstrip("0123456789")
    digits = code[len(letters):]
    if letters not in codes:
        raise GenerationError(f"spec el_dorado: {where}: unknown terrain code {code!r}")
    return letters, int(digits) if digits else 0


END_PIECES = ("ElDorado", "ElDoradoTwo")


def assemble(tiles_detail: dict[str, Any], layout: dict[str, Any]) -> dict[str, list[Any]]:
    """Global map "q,r" -> [code letters, number, tile] from the tiles' terrain and one layout
    ([tile, q, r, rotation] per piece). An end piece's ED spaces are El Dorado itself (code ED, never
    entered); its other spaces are the finishing row and keep their terrain."""
    codes = tiles_detail["codes"]
    spaces: dict[str, list[Any]] = {}
    for place in layout["tiles"]:
        name, dq, dr, turns = place
        if name not in tiles_detail["tiles"]:
            raise GenerationError(f"spec el_dorado: board layout names unknown tile {name!r}")
        for entry in tiles_detail["tiles"][name]:
            q, r, code = entry.split()
            c, n = _space(code, codes, f"tile {name} {entry!r}")
            rq, rr = _rotate(int(q), int(r), turns)
            key = f"{rq + dq},{rr + dr}"
            if key in spaces:
                raise GenerationError(f"spec el_dorado: board layout: tiles {spaces[key][2]} and {name} "
                                      f"overlap at {key}")
            spaces[key] = [c, n, name]
    return spaces


def board_data(tiles_detail: dict[str, Any], layout: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any]:
    """One layout as the engine uses it: spaces, start spaces (the first tile's, in its listed order),
    the finishing row (the end piece's spaces other than El Dorado) and the blockades on its seams."""
    spaces = assemble(tiles_detail, layout)
    first, dq, dr, turns = layout["tiles"][0]
    start = []
    for entry in tiles_detail["tiles"][first]:
        q, r, code = entry.split()
        if code == "ST":
            rq, rr = _rotate(int(q), int(r), turns)
            start.append(f"{rq + dq},{rr + dr}")
    if "start_spaces" in layout:  # an explicit order (the test board keeps its old one)
        if sorted(layout["start_spaces"]) != sorted(start):
            raise GenerationError(f"spec el_dorado: layout {layout['name']}: "
                                  "start_spaces are not the start tile's")
        start = list(layout["start_spaces"])
    ends = [t[0] for t in layout["tiles"] if t[0] in END_PIECES]
    if len(ends) != 1 or layout["tiles"][-1][0] != ends[0]:
        raise GenerationError("spec el_dorado: a layout ends with one end piece")
    finish = sorted(k for k, v in spaces.items() if v[2] == ends[0] and v[0] != "ED")
    tiles_used = {t[0] for t in layout["tiles"]}
    blockades = []
    for i, (a, b, kind) in enumerate(layout["blockades"], start=1):
        k = kinds.get(kind)
        if k is None or not {a, b} <= tiles_used:
            raise GenerationError(f"spec el_dorado: blockade {i}: unknown kind or tile")
        blockades.append({"id": i, "kind": kind, "tiles": [a, b], "pay": k.get("power") or k["cost"],
                          "need": k["need"]})
    # Tiles connect across their seams and the last tile to the end piece; tiles that touch otherwise
    # (only because the repository's blockade rows were closed: there they do not touch) do not.
    links = sorted([*(sorted(b["tiles"]) for b in blockades), sorted([layout["tiles"][-2][0], ends[0]])])
    return {"name": layout["name"], "spaces": spaces, "start_spaces": start, "finish": finish,
            "blockades": blockades, "links": links}
