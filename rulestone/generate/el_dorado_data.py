"""Engine data for The Quest for El Dorado (templates/python/el_dorado.py.j2), from its spec.

Registered with rulestone.generate.python (imported at the end of that module). The board is data:
the spec's `map_tiles` component holds every tile's terrain in the tile's own axial frame and its
`board` component the recommended layouts (tile, offset, rotation) and the blockades on their seams.
Here each layout is assembled into one map of global axial coordinates `q,r` (option `board` picks
one); the engine derives adjacency, seams and caves from it. Every number and name the engine uses
comes from the spec.
"""

from __future__ import annotations

from typing import Any

from .blocks import GenerationError
from .python import _register, component, parameter

# The options the template implements (name -> values); the generator checks them against the spec.
EL_DORADO_OPTIONS = {
    "two_player_pieces": ["two", "one"],
    "blockade_reach": ["adjacent", "anywhere"],
    "transmitter_source": ["any-pile", "buyable"],
    "round_limit": ["cut-off", "none"],
    "caves": ["false", "true"],
    "board": ["first-game", "hills-of-gold", "home-stretch", "winding-path", "serpentine", "swampland",
              "witchs-cauldron", "straight-river"],
    "turn_order": ["move-then-buy", "any-order"],
}

POWER_KINDS = ("machete", "paddle", "coin")
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


def _card_name(cid: str) -> str:
    return cid.removeprefix("card_").replace("_", "-")


@_register("el_dorado")
def el_dorado_data(spec: dict[str, Any]) -> dict[str, Any]:
    def p(name: str) -> Any:
        return parameter(spec, name)

    tiles = component(spec, "map_tiles")["detail"]
    board = component(spec, "board")["detail"]
    kinds = component(spec, "blockade")["detail"]["kinds"]
    boards = {key: board_data(tiles, lay, kinds) for key, lay in board["layouts"].items()}
    for key, b in boards.items():
        if len(b["finish"]) != p("goal_spaces"):
            raise GenerationError(f"spec el_dorado: layout {key}: finishing spaces and goal_spaces disagree")
    cards: dict[str, dict[str, Any]] = {}
    starting: dict[str, int] = {}
    market: list[str] = []
    reserve: list[str] = []
    for c in spec.get("components") or []:
        d = c.get("detail") or {}
        if d.get("kind") != "card":
            continue
        name = _card_name(c["id"])
        cards[name] = {"type": d["type"], "power": d.get("power", 0), "cost": d.get("cost"),
                       "single_use": bool(d.get("single_use")), "effect": d.get("effect")}
        if d["type"] not in (*POWER_KINDS, "joker", "action"):
            raise GenerationError(f"spec el_dorado: card {name}: unknown type {d['type']!r}")
        if d["market"] == "starting":
            starting[name] = d["copies"]
        else:
            if d["copies"] != p("copies_per_type"):
                raise GenerationError(f"spec el_dorado: card {name}: copies and copies_per_type disagree")
            (market if d["market"] == "start" else reserve).append(name)
    if sum(starting.values()) != p("starting_deck_size"):
        raise GenerationError("spec el_dorado: the starting cards do not add up to starting_deck_size")
    slots = component(spec, "market_board")["detail"]["slots"]
    if len(market) != p("market_types") or len(market) != slots:
        raise GenerationError("spec el_dorado: market types, slots and cards disagree")
    tok = component(spec, "cave_token")["detail"]
    tokens = {k: {"count": v["count"], "power": v.get("power"), "value": v.get("value", 0)}
              for k, v in tok["kinds"].items()}
    in_box = sum(t["count"] for t in tokens.values())
    if in_box != p("cave_tokens") or tok["per_cave"] != p("tokens_per_cave"):
        raise GenerationError("spec el_dorado: cave token counts disagree with the parameters")
    half = p("non_coin_value") * 2
    if half != int(half):
        raise GenerationError("spec el_dorado: non_coin_value must be a multiple of 0.5")
    players = spec["game"]["players"]
    data = {
        "players": [players["min"], players["max"]],
        "boards": boards, "default_board": board["default"], "cards": cards, "starting": starting,
        "market": market, "reserve": reserve,
        "tokens": tokens,
        "hand_size": p("hand_size"), "copies": p("copies_per_type"), "buys_per_turn": p("buys_per_turn"),
        "non_coin_halves": int(half),
        "pieces_per_player": {int(k): v for k, v in p("pieces_per_player").items()},
        "tokens_per_cave": p("tokens_per_cave"), "tokens_per_visit": p("tokens_per_visit"),
        "replace_max": p("replace_max"), "round_limit": p("round_limit"),
    }
    return {"D": data, "handled_options": EL_DORADO_OPTIONS}
