"""Engine data for The Quest for El Dorado (templates/python/el_dorado.py.j2), from its spec.

Registered with rulestone.generate.python (imported at the end of that module). The board is data:
the spec's `map_tiles` component holds every tile's terrain in the tile's own axial frame and its
`board` component a layout (tile, rotation, offset) and the blockades on its seams. Here the layout
is assembled into one map of global axial coordinates `q,r`; the engine derives adjacency, seams
and caves from it. Every number and name the engine uses comes from the spec.
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


def assemble(tiles_detail: dict[str, Any], board: dict[str, Any]) -> dict[str, list[Any]]:
    """Global map "q,r" -> [code letters, number, tile] from the tiles' terrain and the layout.
    Goal spaces (ED) get the code and number of their end piece's other spaces (what entering costs)."""
    codes = tiles_detail["codes"]
    spaces: dict[str, list[Any]] = {}
    for place in board["layout"]:
        name = place["tile"]
        if name not in tiles_detail["tiles"]:
            raise GenerationError(f"spec el_dorado: board layout names unknown tile {name!r}")
        cells = []
        for entry in tiles_detail["tiles"][name]:
            q, r, code = entry.split()
            cells.append((int(q), int(r), *_space(code, codes, f"tile {name} {entry!r}")))
        entry_codes = {(c, n) for _, _, c, n in cells if c not in ("ED", "ST", "M", "C")}
        for q, r, c, n in cells:
            if c == "ED":
                if len(entry_codes) != 1:
                    raise GenerationError(f"spec el_dorado: end piece {name} needs one entry terrain")
                ec, en = next(iter(entry_codes))
                c, n = f"ED{ec}", en
            rq, rr = _rotate(q, r, place.get("rotation", 0))
            key = f"{rq + place['at'][0]},{rr + place['at'][1]}"
            if key in spaces:
                raise GenerationError(f"spec el_dorado: board layout: tiles {spaces[key][2]} and {name} "
                                      f"overlap at {key}")
            spaces[key] = [c, n, name]
    return spaces


def _card_name(cid: str) -> str:
    return cid.removeprefix("card_").replace("_", "-")


@_register("el_dorado")
def el_dorado_data(spec: dict[str, Any]) -> dict[str, Any]:
    def p(name: str) -> Any:
        return parameter(spec, name)

    tiles = component(spec, "map_tiles")["detail"]
    board = component(spec, "board")["detail"]
    spaces = assemble(tiles, board)
    for s in board["start_spaces"]:
        if spaces.get(s, [None])[0] != "ST":
            raise GenerationError(f"spec el_dorado: start space {s} is not a start space of the board")
    if sum(1 for v in spaces.values() if v[0].startswith("ED")) != p("goal_spaces"):
        raise GenerationError("spec el_dorado: the board's goal spaces and parameter goal_spaces disagree")
    kinds = component(spec, "blockade")["detail"]["kinds"]
    tiles_used = {pl["tile"] for pl in board["layout"]}
    blockades = []
    for b in board["blockades"]:
        k = kinds.get(b["kind"])
        if k is None or not set(b["between"]) <= tiles_used:
            raise GenerationError(f"spec el_dorado: blockade {b['id']}: unknown kind or tile")
        blockades.append({"id": b["id"], "kind": b["kind"], "tiles": list(b["between"]),
                          "pay": k.get("power") or k["cost"], "need": k["need"]})
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
        "spaces": spaces, "start_spaces": list(board["start_spaces"]), "board_name": board["name"],
        "blockades": blockades, "cards": cards, "starting": starting, "market": market, "reserve": reserve,
        "tokens": tokens,
        "hand_size": p("hand_size"), "copies": p("copies_per_type"), "buys_per_turn": p("buys_per_turn"),
        "non_coin_halves": int(half),
        "pieces_per_player": {int(k): v for k, v in p("pieces_per_player").items()},
        "tokens_per_cave": p("tokens_per_cave"), "tokens_per_visit": p("tokens_per_visit"),
        "replace_max": p("replace_max"), "round_limit": p("round_limit"),
    }
    return {"D": data, "handled_options": EL_DORADO_OPTIONS}
