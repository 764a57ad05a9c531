"""Engine data for Emporium (templates/python/emporium.py.j2), from its spec.

Registered with rulestone.generate.python (imported at the end of that module). The card list is
data: every card kind (deck, type, colour, points, exploration marks, Palaiapolis mark) comes from
the component details of the spec, so the real list replaces the assumed one without a code change.
"""

from __future__ import annotations

from typing import Any

from .blocks import GenerationError
from .python import _register, component, parameter

# The options the template implements (name -> values); the generator checks them against the spec.
EMPORIUM_OPTIONS = {
    "setup_polis": ["empty-polis", "explored-polis"],
    "reserve_drachma": ["returns", "spent"],
    "reserve_limit": ["1", "2"],
    "forced_exploration_loot": ["no-loot", "loot"],
    "history_deck_end": ["emptied", "draw-failed"],
}

ACTIONS = ("reserve", "history", "progress", "reserved", "explore")


def _kinds(spec: dict[str, Any], cid: str, deck: str, ctype: str) -> dict[str, dict[str, Any]]:
    comp = component(spec, cid)
    kinds = comp["detail"]["kinds"]
    total = 0
    out = {}
    for name, k in kinds.items():
        n = k["count"]
        if not isinstance(n, int) or n < 1:
            raise GenerationError(f"spec emporium: {cid} kind {name!r} needs a positive count")
        total += n
        out[name] = {"deck": deck, "type": ctype, "colour": k.get("colour", ctype), "count": n,
                     "points": int(k.get("points", 0)), "marks": int(k.get("marks", 0)),
                     "palaiapolis": bool(k.get("palaiapolis", False))}
    if total != comp["count"]:
        raise GenerationError(f"spec emporium: {cid} kinds add up to {total}, "
                              f"the component counts {comp['count']}")
    return out


@_register("emporium")
def emporium_data(spec: dict[str, Any]) -> dict[str, Any]:
    def p(name: str) -> Any:
        return parameter(spec, name)

    kinds: dict[str, dict[str, Any]] = {}
    for cid, deck, ctype in (("history_card", "history", "history"), ("goods_card", "progress", "goods"),
                             ("prestige_card", "progress", "prestige"), ("start_card", "start", "history")):
        for name, k in _kinds(spec, cid, deck, ctype).items():
            if name in kinds:
                raise GenerationError(f"spec emporium: card kind {name!r} is listed twice")
            kinds[name] = k
    if any(" " in k for k in kinds):
        raise GenerationError("spec emporium: card kind names must not contain spaces "
                              "(they are words of actions)")
    cards = component(spec, "action_card")["detail"]["cards"]
    if sorted(cards) != sorted(ACTIONS):
        raise GenerationError(f"spec emporium: action cards {cards} are not the template's {list(ACTIONS)}")
    players = spec["game"]["players"]
    start = [k for k, v in kinds.items() if v["deck"] == "start"]
    if component(spec, "start_card")["count"] < players["max"]:
        raise GenerationError("spec emporium: fewer start cards than players")
    drachmas = component(spec, "drachma")["count"]
    if drachmas < players["max"] * p("start_drachmas"):
        raise GenerationError("spec emporium: not enough drachmas for the most players")
    data = {
        "kinds": kinds, "start_kinds": start, "action_cards": list(cards),
        "players": [players["min"], players["max"]],
        "port_size": p("port_size"), "reserve_max": p("reserve_max"), "reserve_penalty": p("reserve_penalty"),
        "explore_max": p("explore_max"), "forced_cards": p("forced_exploration_cards"),
        "realm_end": p("realm_end"), "realm_warning": p("realm_warning"),
        "start_drachmas": p("start_drachmas"), "start_loot": p("start_loot"),
    }
    # The number of starting loot cards is unknown; the template deals none (the smallest assumption).
    if any(v not in ("unknown", 0) for v in data["start_loot"].values()):
        raise GenerationError("spec emporium: the template deals no starting loot "
                              "(parameter start_loot must be 'unknown' or 0)")
    # The parameter states the default reading of the limit; option reserve_limit selects the other.
    limit = next((d["option"] for d in spec.get("discrepancies") or []
                  if (d.get("option") or {}).get("name") == "reserve_limit"), None)
    if limit is not None and str(data["reserve_max"]) != str(limit["default"]):
        raise GenerationError("spec emporium: parameter reserve_max and the default of option reserve_limit "
                              "disagree")
    return {"D": data, "handled_options": EMPORIUM_OPTIONS}
