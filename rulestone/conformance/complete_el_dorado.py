"""Complete a hand-written El Dorado case state so that it holds exactly the game's cards.

A case patch gives a seat the cards a rule needs (a Trailblazer in hand, three Explorers) and leaves
the rest of the dealt state as it was; the engine's from_json refuses a state with cards the game does
not have. This moves the difference where it changes nothing the case looks at: missing starting cards
go to the last seat's draw pile, extra ones leave the draw piles (the last seat's first); missing
market cards return to their pile
on the board or beside it (a sold-out type to the last seat's draw pile, as if bought), extra ones
are taken from there. Tokens held leave the unseen pool and a cave's pile; a state set past the first
round is no longer in the setup's draw (`after`). Used by case lists with `complete:
el_dorado` (rulestone/conformance/build.py)."""

from __future__ import annotations

from typing import Any

from .cases import CaseError


def _count(d: dict[str, Any], c: str) -> int:
    return (sum(x.get(c, 0) for x in d["decks"]) + sum(x.count(c) for k in ("hands", "discards", "play")
                                                      for x in d[k])
            + d["removed"].count(c) + sum(m["left"] for m in d["market"] if m["card"] == c)
            + d["reserve"].get(c, 0))


def _shift(d: dict[str, Any], c: str, diff: int, places: list[str], players: int) -> int:
    """Add (diff > 0) or take (diff < 0) copies of card c in the first of `places` that allow it;
    the part of diff left over."""
    for place in places:
        if diff == 0:
            break
        if place == "decks":
            for seat in reversed(range(players)):
                deck = d["decks"][seat]
                take = max(diff, -deck.get(c, 0))
                deck[c] = deck.get(c, 0) + take
                diff -= take
                if not deck[c]:
                    del deck[c]
                if diff == 0 or diff > 0:
                    break
        elif place in ("discards", "removed"):
            pile = d[place][-1] if place == "discards" else d[place]
            take = max(diff, -pile.count(c))
            for _ in range(abs(take)):
                pile.append(c) if take > 0 else pile.remove(c)
            pile.sort()
            diff -= take
        elif place == "market":
            slot = next((m for m in d["market"] if m["card"] == c), None)
            if slot is not None:
                take = max(min(diff, COPIES_MAX[0] - slot["left"]), -(slot["left"] - 1))
                slot["left"] += take
                diff -= take
            if c in d["reserve"]:
                take = max(diff, -d["reserve"][c])
                d["reserve"][c] += take
                diff -= take
    return diff


COPIES_MAX = [3]


def complete(mod: Any, players: int, state: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    COPIES_MAX[0] = mod.COPIES
    d = {**state, "decks": [dict(x) for x in state["decks"]], "market": [dict(m) for m in state["market"]],
         "reserve": dict(state["reserve"]), "discards": [list(x) for x in state["discards"]],
         "removed": list(state["removed"])}
    free = [k for k in ("decks", "discards", "removed") if k not in patch]  # places the case did not set
    for c in mod.CARDS:
        starting = c in mod.STARTING
        diff = (mod.STARTING[c] * players if starting else mod.COPIES) - _count(d, c)
        market = ["market"] if "market" not in patch else []
        places = [*free, "decks"] if starting else [*market, *free, "decks"]
        if _shift(d, c, diff, places, players):
            raise CaseError(f"complete: cannot make the counts of {c} add up")
    # tokens held were found in a cave: out of the unseen pool and off a cave's pile
    if d.get("token_pool"):
        pool, caves = dict(d["token_pool"]), [dict(c) for c in d["caves"]]
        for k, t in mod.TOKENS.items():
            excess = sum(x.count(k) for x in d["tokens"]) + pool.get(k, 0) - t["count"]
            while excess > 0:
                pool[k] -= 1
                excess -= 1
                cave = next((c for c in caves if c["tokens"]), None)
                if cave is None:
                    raise CaseError(f"complete: no cave pile left for token {k}")
                cave["tokens"] -= 1
        d["token_pool"], d["caves"] = pool, caves
    # a case set later in the game is past the setup's draws
    if d["after"] == "setup" and (d["round"] != 1 or d["turn"] != 0):
        d["after"] = "end"
    return d
