"""Known gaps of the generated Emerald engine against the spec, recorded for the engine's migration
to the rule language (issue 16). Each is a strict xfail: when the engine is fixed the test passes,
pytest reports it, and the marker must go.
"""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from rulestone.engines import load_module

ROOT = Path(__file__).parent.parent


@pytest.fixture(scope="module")
def E():
    path = ROOT / "generated" / "python" / "emerald.py"
    if not path.exists():
        pytest.skip("run `rulestone build` first")
    return load_module(path.read_text(encoding="utf-8"), "emerald_known_gaps")


def _dealt(E, seed: int = 7) -> dict:
    state = E.Game(4, {}).new_initial_state()
    rng = random.Random(seed)
    while state.current_player() == E.CHANCE:
        state.apply_action(rng.choice(state.legal_actions()))
    return state.to_json()


def _reachable_before_turn_ends(state, player: int, depth: int = 4) -> list:
    """States reachable by the mover's own decisions (no chance, no other player)."""
    out = [state]
    if depth == 0 or state.current_player() != player:
        return out
    for action in state.legal_actions():
        if action.startswith(("move ", "pass")):
            continue  # a new move is what we look for, not a way to get there
        child = state.clone()
        child.apply_action(action)
        out += _reachable_before_turn_ends(child, player, depth - 1)
    return out


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="engine gap (issue 16): on a space holding two knights of the mover's colour the "
                          "engine catches one unasked and treats the survivor as the knight that moved")
def test_mover_chooses_which_own_knight_the_dragon_catches(E):
    """「どの騎士コマ（１個）を捕らえるか決めることができます。捕らえられなかった騎士コマは、その後
    通常通り移動することができます」: c1 moves 8 -> 9 onto its own knight under the track (no cards
    there); the dragon (10, facing left, roll 1) stops on 9. The mover may have the knight that just
    moved caught, so the other one, which has not moved this turn, can still be the second knight."""
    d = _dealt(E)
    d["knights"]["c1"] = {"tower-1": 1, "tower-2": 1, "tower-3": 1, "8": 1, "9": 1}
    d = copy.deepcopy(d)
    for cave in d["caves"]:
        if cave["space"] == 9:
            cave["gems"], cave["gold"] = [], []
    state = E.Game(4, {}).state_from_json(d)
    assert d["dragon"] == {"space": 10, "facing": "left"} and d["track"] == [7, 10]
    state.apply_action("move c1 8")
    state.apply_action("roll 1")
    assert any("move c1 9" in s.legal_actions() for s in _reachable_before_turn_ends(state, 0))
