"""Lockstep: the Emerald engine compiled from the spec's rule language against the hand-written
template engine of commit 6eca2a0, the last before its migration (see tests/lockstep.py)."""

from __future__ import annotations

import shutil

import pytest
from lockstep import GAMES, assert_same_options, js_lockstep, load_engines, python_lockstep

BASE = "6eca2a0"


@pytest.fixture(scope="module")
def engines():
    return load_engines("emerald", BASE)


def test_options_and_defaults_come_from_the_spec(engines):
    old, new, (spec, _) = engines
    assert_same_options(old, new, spec)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_python_lockstep_with_the_template_engine(engines, players):
    old, new, _ = engines
    assert python_lockstep(old, new, players) > GAMES * 20


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_js_lockstep_with_the_template_engine(engines, tmp_path):
    _, new, spec = engines
    games, steps = js_lockstep("emerald", BASE, new, spec, range(2, 6), tmp_path)
    assert steps > games * 20
