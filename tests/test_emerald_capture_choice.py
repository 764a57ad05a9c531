"""The mover chooses which of two own knights the dragon catches (issue 16), in the engine compiled
from rulespecs/emerald.yaml: 「どの騎士コマ（１個）を捕らえるか決めることができます。捕らえられなかった
騎士コマは、その後通常通り移動することができます」. Knights are counted per colour and space, so the
choice is a decision of its own: phase `catch`, actions `catch last` (the knight that just moved) and
`catch other`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulestone.conformance.cases import load_module
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).parent.parent


@pytest.fixture(scope="module")
def E():
    spec = load_spec_data(ROOT / "rulespecs" / "emerald.yaml")
    return load_module(render_engine("emerald", *spec), "emerald_capture_choice")


def _dealt(E, options: dict, seed: int = 7) -> dict:
    state = E.Game(4, options).new_initial_state()
    rng = random.Random(seed)
    while state.current_player() == E.CHANCE:
        state.apply_action(rng.choice(state.legal_actions()))
    return state.to_json()


def _two_own_knights(E, options: dict | None = None, cards_on_9: bool = False):
    """c1 moves 8 -> 9 onto its own knight under the track; the dragon (10, facing left) rolls 1 onto 9."""
    options = options or {}
    d = _dealt(E, options)
    d["knights"]["c1"] = {"tower-1": 1, "tower-2": 1, "8": 1, "9": 1}
    for cave in d["caves"]:
        if cave["space"] != 9 or not cards_on_9:
            cave["gems"], cave["gold"] = [], []
    state = E.Game(4, options).state_from_json(d)
    assert d["dragon"] == {"space": 10, "facing": "left"} and d["track"] == [7, 10]
    state.apply_action("move c1 8")
    state.apply_action("roll 1")
    return state


def _reachable_before_turn_ends(state, player: int, depth: int = 4) -> list:
    """States reachable by the mover's own decisions (no chance, no other player), no new move made."""
    out = [state]
    if depth == 0 or state.current_player() != player:
        return out
    for action in state.legal_actions():
        if action.startswith(("move ", "pass")):
            continue
        child = state.clone()
        child.apply_action(action)
        out += _reachable_before_turn_ends(child, player, depth - 1)
    return out


def test_mover_chooses_which_own_knight_the_dragon_catches(E):
    state = _two_own_knights(E)
    assert state.current_player() == 0 and state.legal_actions() == ["catch last", "catch other"]
    assert state.to_json()["capture"] == {"space": 9, "colour": "c1"}
    # the knight that moved may be the one caught, so the other, which has not moved, can move second
    assert any("move c1 9" in s.legal_actions() for s in _reachable_before_turn_ends(state, 0))


def test_the_choice_decides_which_knight_still_moves(E):
    state = _two_own_knights(E)
    last, other = state.clone(), state.clone()
    last.apply_action("catch last")   # no gold: the knight that moved goes to the nest
    other.apply_action("catch other")
    for s in (last, other):
        assert s.to_json()["knights"]["c1"] == {"tower-1": 1, "tower-2": 1, "9": 1}
    assert "move c1 9" in last.legal_actions()
    assert "move c1 9" not in other.legal_actions() and "pass" in other.legal_actions()


def test_dragon_first_the_knight_not_caught_takes_the_card(E):
    opts = {"card_dragon_order": "dragon-first"}
    state = _two_own_knights(E, opts, cards_on_9=True)
    other, last = state.clone(), state.clone()
    other.apply_action("catch other")
    assert other.to_json()["phase"] == "take" or other.to_json()["this_turn"]["took"]
    last.apply_action("catch last")
    assert last.to_json()["hands"][0]["gold"] == [] and not last.to_json()["this_turn"]["took"]


def test_a_ransomed_moved_knight_stays_and_the_other_may_move(E):
    d = _two_own_knights(E).to_json()
    d["hands"][0]["gold"] = [4]  # a gold card for the ransom (the caves are empty: it is not dealt twice)
    state = E.Game(4, {}).state_from_json(d)
    state.apply_action("catch last")
    assert state.legal_actions() == ["ransom pay 4", "ransom refuse"]
    state.apply_action("ransom pay 4")
    j = state.to_json()
    assert j["this_turn"]["caught"] == "ransomed" and j["knights"]["c1"]["9"] == 2
    assert "move c1 9" in state.legal_actions()


def test_no_choice_when_the_knights_are_alike(E):
    """Two knights of the mover's colour, neither of which just moved: nothing to tell apart."""
    d = _dealt(E, {})
    d["knights"]["c1"] = {"tower-1": 1, "tower-2": 1, "6": 1, "9": 1}
    d["knights"]["c2"] = {"tower-1": 1, "tower-2": 1, "9": 2}
    for cave in d["caves"]:
        cave["gems"], cave["gold"] = [], []
    state = E.Game(4, {}).state_from_json(d)
    state.apply_action("move c1 6")
    state.apply_action("roll 1")
    assert state.legal_actions() == ["capture c1", "capture c2"]
    state.apply_action("capture c2")
    assert state.to_json()["phase"] == "move"


def test_catch_phase_states_load_and_bad_ones_are_refused(E):
    state = _two_own_knights(E)
    game = E.Game(4, {})
    d = state.to_json()
    assert game.state_from_json(d).legal_actions() == state.legal_actions()
    d["knights"]["c1"]["9"] = 1
    with pytest.raises(ValueError, match="phase: catch"):
        game.state_from_json(d)
