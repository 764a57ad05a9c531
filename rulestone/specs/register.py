"""The register of findings (spec discrepancies): what each finding is, which player counts it
concerns, and the order the reconciliation report lists them in.

`nature` separates "the editions disagree" from "only one edition says it", "both are silent",
"wording only" and "withdrawn" (a misreading kept with its reason). A spec may state it; when it
does not, it is derived from `kind` and the readings, so older specs keep working.
"""

from __future__ import annotations

from typing import Any

NATURES = ("disagree", "one-edition", "both-silent", "wording", "withdrawn")
# Report order: what changes play first, what changes nothing last.
NATURE_RANK = {n: i for i, n in enumerate(NATURES)}
NATURE_TITLES = {
    "disagree": "The editions disagree",
    "one-edition": "Only in one edition",
    "both-silent": "Both editions are silent",
    "wording": "Wording only",
    "withdrawn": "Withdrawn",
}


def _edition_readings(d: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for key, r in (d.get("readings") or {}).items() if not key.startswith("assumed-")]


def nature_of(d: dict[str, Any]) -> str:
    """The finding's nature: as stated, else from its kind (a gap whose edition readings are all
    silent is both-silent; any other gap is one-edition; conflicts, errors, ambiguities disagree)."""
    if d.get("nature"):
        return str(d["nature"])
    if d.get("kind") == "gap":
        readings = _edition_readings(d)
        if readings and all(r.get("silent") for r in readings):
            return "both-silent"
        return "one-edition"
    return "disagree"


def players_of(d: dict[str, Any], spec_data: dict[str, Any]) -> list[int]:
    """Player counts the finding concerns: as stated; else [2] when its rule is of kind
    two-player; else every count the game allows."""
    if d.get("players"):
        return sorted(int(n) for n in d["players"])
    kinds = {e.get("id"): e.get("kind") for sec in ("setup", "rules", "scoring", "end")
             for e in spec_data.get(sec) or []}
    lo = int(spec_data["game"]["players"]["min"])
    hi = int(spec_data["game"]["players"]["max"])
    if kinds.get(d.get("rule")) == "two-player" and lo <= 2 <= hi:
        return [2]
    return list(range(lo, hi + 1))


def effect(simulation: list[dict[str, Any]]) -> float:
    """How much the readings change play in the simulations: the largest relative change of the
    mean game length from the ruled reading, over the player counts simulated (0 without any)."""
    best = 0.0
    by_players: dict[int, list[dict[str, Any]]] = {}
    for row in simulation:
        by_players.setdefault(int(row["players"]), []).append(row)
    for rows in by_players.values():
        ruled = [r for r in rows if r.get("default")]
        if not ruled:
            continue
        base = float(ruled[0]["length"]["mean"]) or 1.0
        for r in rows:
            best = max(best, abs(float(r["length"]["mean"]) - base) / base)
    return best


def rank_key(finding: dict[str, Any], position: int) -> tuple[int, int, float, int]:
    """Sort key: nature group, then findings with an engine option (they change play), then the
    simulated effect (largest first), then the spec's own order."""
    return (NATURE_RANK.get(finding["nature"], len(NATURES)), 0 if finding.get("option") else 1,
            -round(float(finding.get("effect") or 0.0), 4), position)
