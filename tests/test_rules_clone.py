"""The Python engines clone with `_clone`, written out from the state's types (emit_python
`_clone_code`), not a generic deep copy. After every action of seeded random games of every
compiled game: the clone equals the state field for field, hidden running counts included, and
shares nothing mutable with it — the clone playing on leaves the original as it was."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from rulestone.engines import load_module
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
GAMES = {p.stem: p for p in sorted((ROOT / "rulespecs").glob("*.yaml")) if "engine" in load_spec_data(p)[0]}
STEPS = 400  # per game; El Dorado's games are long, the first steps reach every field


@pytest.mark.parametrize("name", sorted(GAMES))
def test_clone_is_equal_and_independent(name):
    E = load_module(render_engine(name, *load_spec_data(GAMES[name])), f"{name}_clone")
    rng = random.Random(77)
    for players in range(E.MIN_PLAYERS, E.MAX_PLAYERS + 1):
        s = E.Game(players).new_initial_state()
        for step in range(STEPS):
            if s.is_terminal():
                break
            c = s.clone()
            assert c.d == s.d and c.to_json() == s.to_json(), (players, step)
            before = copy.deepcopy(s.d)
            action = rng.choice(s.legal_actions())
            c.apply_action(action)
            assert s.d == before, (players, step, action)  # nothing shared with the clone
            s.apply_action(action)
            assert s.d == c.d, (players, step, action)
