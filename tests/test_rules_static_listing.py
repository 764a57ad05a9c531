"""A phase whose listing (after inlining) never names the state and changes nothing but its locals
lists the same in every state of a Game: both engines list it once per Game (`_STATIC`,
rules/listing.py static_listing). A listing that reads the state, or calls a function that is not
read-only, is listed afresh every time."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rulestone.rules.compile import compile_spec
from rulestone.rules.inline import inlined_lists
from rulestone.rules.listing import static_listing

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def emerald():
    return compile_spec(ROOT / "rulespecs" / "emerald.yaml", ROOT)


def test_emerald_static_phases(emerald):
    for split in (False, True):  # Python lists a phase in one function, JS in one per action
        static = {plan.phase for plan, fns in inlined_lists(emerald, split) if static_listing(emerald, fns)}
        assert static == {"take", "roll", "dragon-end", "catch"}, split


def test_a_listing_that_names_the_state_is_not_static(emerald):
    fns = next(f for p, f in inlined_lists(emerald, False) if p.phase == "move")
    assert any(isinstance(x, ast.Name) and x.id == "d" for st in fns[0].body for x in ast.walk(st))
    assert not static_listing(emerald, fns)
    roll = next(f for p, f in inlined_lists(emerald, False) if p.phase == "roll")
    assert static_listing(emerald, roll)
    assert not static_listing(emerald, [*roll, *fns])  # every function of the phase must be static
