"""Rule-language constructs the Emporium migration added (docs/rule-language.md): list action
parameters whose strings are made when first listed, compile-time checks on the spec's data,
mapping constants and spec-path constants, derived keys from_json checks, observation paths
(`a[]`, `a.b`) and `size`."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from rulestone.engines import load_module
from rulestone.rules.compile import RuleError, compile_text, engines

SPEC = Path(__file__).resolve().parent.parent / "rulespecs" / "emporium.yaml"
NAME = "rulespecs/emporium.yaml"


def text() -> str:
    return SPEC.read_text(encoding="utf-8")


def compile_error(old: str, new: str) -> str:
    src = text()
    assert old in src
    with pytest.raises(RuleError) as e:
        compile_text(src.replace(old, new, 1), NAME)
    return str(e.value)


@pytest.fixture(scope="module")
def E():
    return load_module(engines(compile_text(text(), NAME))[0], "test_rules_constructs_emporium")


def play_until(E, want, seed: int = 1, players: int = 3):
    rng = random.Random(seed)
    s = E.Game(players).new_initial_state()
    while not want(s):
        assert not s.is_terminal(), "no such state in this game"
        s.apply_action(rng.choice(s.legal_actions()))
    return s


def test_list_parameters_make_their_strings_when_listed_and_apply_them(E):
    s = play_until(E, lambda s: any(a.startswith("explore ") for a in s.legal_actions()))
    explores = [a for a in s.legal_actions() if a.startswith("explore ")]
    port = s.to_json()["port"]
    for a in explores:  # the kinds are port cards, sorted, one string per different set
        kinds = a.split(" ")[1:]
        assert kinds == sorted(kinds) and all(kinds.count(k) <= port.count(k) for k in kinds)
    assert len(set(explores)) == len(explores)
    a = explores[-1]
    t = s.clone()
    t.apply_action(a)
    polis = t.to_json()["polis"]
    assert all(polis.count(k) >= a.split(" ")[1:].count(k) for k in a.split(" ")[1:])
    # the registered arguments cannot be changed by a rule body (a tuple in Python)
    _fn, args = E._APPLY[a]
    assert isinstance(args[0], tuple)
    with pytest.raises(E.IllegalAction):
        s.apply_action("explore nothing-such")


def test_a_list_parameter_needs_an_each_function():
    msg = compile_error("each: {ks: explore_choices}, ", "")
    assert "expected an `each` function giving the lists {ks} takes" in msg


def test_a_false_compile_time_check_names_its_line():
    src = text()
    bad = src.replace("goods-1: {count: 7, points: 1}", "goods-1: {count: 8, points: 1}", 1)
    with pytest.raises(RuleError) as e:
        compile_text(bad, NAME)
    line = next(i for i, ln in enumerate(src.split("\n"), 1) if "GOODS_COUNT\", expected" in ln)
    assert str(e.value).startswith(f"{NAME}:{line}:")
    assert "expected the goods_card kinds to add up to the component's count" in str(e.value)


def test_mapping_constants_are_for_constant_expressions_only():
    msg = compile_error("return RESERVE_PENALTY * len(s.reserved[seat])", "return len(GOODS)")
    assert "expected a name, found unknown 'GOODS'" in msg


def test_spec_path_constants_must_name_a_value():
    assert "expected a path of mappings in the spec" in compile_error(
        "{spec: game.players.max}", "{spec: game.players.most}")


def test_checked_derived_keys_must_be_given_and_right(E):
    s = play_until(E, lambda s: s.is_terminal(), seed=3, players=2)
    d = s.to_json()
    assert E.Game(2).state_from_json(copy.deepcopy(d)).to_json() == d
    wrong = "not what the position gives"
    for change, message in ((lambda d: d.pop("winners"), "state: winners: missing"),
                            (lambda d: d.update(scores=[0, 0]), f"state: scores: {wrong}"),
                            (lambda d: d.update(winners=[True]), f"state: winners: {wrong}")):
        m = copy.deepcopy(d)
        change(m)
        with pytest.raises(ValueError, match=message):
            E.Game(2).state_from_json(m)


def test_observation_paths_and_sizes(E):
    s = play_until(E, lambda s: sum(len(x) for x in s.to_json()["loot"]) >= 2, players=3)
    d = s.to_json()
    for seat in range(3):
        obs = s.observation(seat)
        assert obs["decks"] == {k: sum(v.values()) for k, v in d["decks"].items()}
        assert obs["loot"] == [x if i == seat else len(x) for i, x in enumerate(d["loot"])]
        assert obs["seat"] == seat and obs["port"] == d["port"]


def test_state_fields_read_as_attributes(E):
    s = E.Game(2).new_initial_state()
    assert s.history_out is False and s.turn == 0
    with pytest.raises(AttributeError):
        s.no_such_field  # noqa: B018
