"""Lockstep: the Emporium engine compiled from the spec's rule language against the hand-written
template engine of commit babd9da, the last before its migration (see tests/lockstep.py)."""

from __future__ import annotations

import shutil

import pytest
from lockstep import GAMES, assert_same_options, js_lockstep, load_engines, python_lockstep

BASE = "babd9da"


@pytest.fixture(scope="module")
def engines():
    return load_engines("emporium", BASE)


def test_options_and_defaults_come_from_the_spec(engines):
    old, new, (spec, _) = engines
    assert_same_options(old, new, spec)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_python_lockstep_with_the_template_engine(engines, players):
    old, new, _ = engines
    assert python_lockstep(old, new, players) > GAMES * 50


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_js_lockstep_with_the_template_engine(engines, tmp_path):
    _, new, spec = engines
    games, steps = js_lockstep("emporium", BASE, new, spec, range(2, 5), tmp_path)
    assert steps > games * 50
