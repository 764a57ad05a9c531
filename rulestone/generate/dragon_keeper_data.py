"""Engine data for Dragon Keeper: The Dungeon (templates/python/dragon_keeper.py.j2), from its spec.

Registered with rulestone.generate.python (imported at the end of that module). Every number and
name the engine uses comes from the spec's components and parameters; the spec numbers levels in
play order (1 = the top board, where the dragon starts on a Stairs tile).
"""

from __future__ import annotations

from typing import Any

from .blocks import GenerationError
from .python import _register, component, parameter

# The options the template implements (name -> values); the generator checks them against the spec.
DRAGON_KEEPER_OPTIONS = {
    "gift_to": ["previous", "next"],
    "line_reach": ["any-tile", "nearest"],
    "empty_row": ["level-ends", "give-only"],
    "last_tile": ["active-player", "recipient"],
    "short_tribute": ["pay-what-they-have", "pay-nothing"],
    "own_guild_largest": ["keep-own", "release-own"],
    "treasure_bonus_tie": ["all-tied", "nobody"],
    "action_timing": ["after-gift", "on-take"],
}

# special tile id in the spec -> the word the engine's tile names end in
SPECIAL_WORDS = {"stairs": "stairs", "secret_passage": "passage", "release": "release",
                 "prisoner_exchange": "exchange", "remote_trap": "trap"}


@_register("dragon_keeper")
def dragon_keeper_data(spec: dict[str, Any]) -> dict[str, Any]:
    def p(name: str) -> Any:
        return parameter(spec, name)

    tiles = component(spec, "adventurer_tile")["detail"]
    board = component(spec, "board")["detail"]
    guilds = component(spec, "guild_tile")["detail"]["colours"]
    stairs = component(spec, "stairs_tile")["detail"]
    colours = list(tiles["colours"])
    size = p("board_size")
    if len(board["columns"]) != size or len(board["rows"]) != size:
        raise GenerationError("spec dragon_keeper: board.detail and parameter board_size disagree")
    # Every tile kind with its count: plain tiles and the special ones of each colour and value.
    kinds: dict[str, dict[str, Any]] = {}
    for colour in colours:
        counts = tiles["per_value"][colour]
        if sum(counts) != tiles["per_colour"]:
            raise GenerationError(f"spec dragon_keeper: {colour} tiles do not add up to "
                                  f"{tiles['per_colour']}")
        for i, n in enumerate(counts):
            value = i + 1
            plain = n
            for sid, sp in tiles["specials"].items():
                if colour in sp["colours"] and sp["value"] == value:
                    plain -= sp["per_colour"]
                    if sid != "stairs":  # the Stairs are placed, not drawn
                        word = SPECIAL_WORDS[sid]
                        kinds[f"{colour}-{value}-{word}"] = {
                            "colour": colour, "value": value, "special": word, "count": sp["per_colour"]}
            if plain < 0:
                raise GenerationError(f"spec dragon_keeper: more special {colour} {value}s than tiles")
            if plain:
                kinds[f"{colour}-{value}"] = {"colour": colour, "value": value, "special": None,
                                              "count": plain}
    levels = p("levels")
    stairs_levels = stairs["levels_with_stairs"]
    if len(stairs_levels) != component(spec, "stairs_tile")["count"]:
        raise GenerationError("spec dragon_keeper: one Stairs tile per level that has one")
    stairs_tiles = {lv: f"{stairs['colour']}-{stairs['value']}-stairs{lv}" for lv in stairs_levels}
    drawn = sum(k["count"] for k in kinds.values())
    cells = size * size
    if drawn != levels * cells - len(stairs_levels):
        raise GenerationError(f"spec dragon_keeper: {drawn} tiles do not fill {levels} boards of {cells} "
                              f"besides {len(stairs_levels)} Stairs")
    if p("random_tiles_with_stairs") != cells - 1 or p("tiles_per_board") != cells:
        raise GenerationError("spec dragon_keeper: tiles per board and board_size disagree")
    data = {
        "colours": colours, "guild_colours": list(guilds), "kinds": kinds,
        "stairs_tiles": stairs_tiles, "stairs_colour": stairs["colour"], "stairs_value": stairs["value"],
        "columns": [str(c) for c in board["columns"]], "rows": [str(r) for r in board["rows"]],
        "centre": board["centre"], "levels": levels,
        "players": [spec["game"]["players"]["min"], spec["game"]["players"]["max"]],
        "start_treasure": p("start_treasure"), "treasure_tokens": p("treasure_tokens"),
        "gift_reward_min_value": p("gift_reward_min_value"), "gift_reward": p("gift_reward"),
        # tiles left -> tokens: (most tiles, tokens) bands in order; none left costs nothing
        "tribute_bands": [[p("tribute_small_max_tiles"), p("tribute_small")],
                          [p("tribute_medium_max_tiles"), p("tribute_medium")]],
        "tribute_large": p("tribute_large"), "last_tile_extra": p("last_tile_extra"),
        "treasure_bonus": p("treasure_bonus"),
    }
    return {"D": data, "handled_options": DRAGON_KEEPER_OPTIONS}
