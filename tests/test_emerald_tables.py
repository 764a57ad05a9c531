"""The Emerald conformance table: schema-valid, deterministic, complete (every rule, example and option
value), its witness pairs really differ, its playthrough log replays, and the builder refuses a case
the reference engine contradicts."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
import yaml

from rulestone.conformance import build as tb
from rulestone.conformance.cases import CaseError, load_module, run
from rulestone.conformance.compare import partial_mismatches
from rulestone.conformance.tables import parse
from rulestone.generate.python import block_entries, load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "rulespecs" / "emerald.yaml"


@pytest.fixture(scope="module")
def inputs():
    spec, sha = load_spec_data(SPEC)
    return spec, sha, render_engine("emerald", spec, sha)


@pytest.fixture(scope="module")
def built(inputs):
    return tb.build("emerald", *inputs)


@pytest.fixture(scope="module")
def table(built):
    return built.table


def cases(table):
    return [(g["rule"], c) for g in table["groups"] for c in g["cases"]]


def test_table_is_schema_valid_and_deterministic(inputs, built):
    text = tb.table_json(built)
    parsed = parse(text, "emerald.json")  # schema + id/flag/at checks of the conformance package
    assert len(parsed.cases) == built.table["numberOfCases"] >= 100
    again = tb.build("emerald", *inputs)
    assert tb.table_json(again) == text
    assert tb.playthroughs_jsonl(again) == tb.playthroughs_jsonl(built)
    assert tb.trace_json(again) == tb.trace_json(built)
    assert tb.table_markdown(again) == tb.table_markdown(built)


def test_every_rule_example_and_option_value_is_covered(inputs, table):
    spec = inputs[0]
    rules = [g["rule"] for g in table["groups"]]
    assert rules == [e["id"] for e in block_entries(spec)]  # every entry, in spec order, one group each
    ids = [c["id"] for _, c in cases(table)]
    assert len(ids) == len(set(ids))
    examples = {c["id"] for _, c in cases(table) if "example" in c["flags"]}
    assert {e["id"] for e in spec["examples"]} <= examples
    for d in spec["discrepancies"]:
        if not d.get("option"):
            continue
        name = d["option"]["name"]
        pair = [c for _, c in cases(table) if f"discrepancy:{d['id']}" in c["flags"]]
        assert {c["options"][name] for c in pair} == set(d["option"]["values"]), d["id"]
        assert len({json.dumps(c["steps"]) for c in pair}) == 1, "a witness pair shares its steps"
        expects = [json.dumps(c["expect"], sort_keys=True) for c in pair]
        assert len(set(expects)) == len(expects), f"{d['id']}: the readings must expect different things"
        for c in pair:
            readings = {f.split(":", 1)[1] for f in c["flags"] if f.startswith("reading:")}
            assert readings == {k for k, r in d["readings"].items() if r.get("value") == c["options"][name]}
    assert any(c["expect"]["result"] == "invalid" for _, c in cases(table))


def test_every_case_replays_on_the_reference_engine(inputs, table):
    E = load_module(inputs[2], "test_tables_engine")
    for _, c in cases(table):
        obs = run(E, c["players"], c["options"], c["setup"], c["steps"])
        exp = c["expect"]
        assert (obs.rejected, obs.steps_ok if obs.rejected else None) == \
            (exp["result"] == "invalid", exp.get("at")), c["id"]
        assert not partial_mismatches(exp.get("state", {}), obs.state), c["id"]
        assert sorted(exp["legal"]) == sorted(obs.legal) and exp["current_player"] == obs.current_player
        if "scores" in exp:
            assert exp["scores"] == obs.scores


def test_playthroughs_cover_every_player_count_and_replay(inputs, built, table):
    plays = [c for _, c in cases(table) if "playthrough" in c["flags"]]
    assert len(plays) >= 20 and {c["players"] for c in plays} == {2, 3, 4, 5}
    assert all(c["expect"]["terminal"] and c["setup"] is None for c in plays)
    lines = tb.playthroughs_jsonl(built).splitlines()
    assert len(lines) == len(plays)
    E = load_module(inputs[2], "test_tables_engine_pt")
    log = json.loads(lines[0])
    state = E.Game(log["players"], log["options"]).new_initial_state()
    first, *rest = log["records"]
    assert first["state"] == state.to_json() and first["legal"] == state.legal_actions()
    known = dict(first["state"])
    for rec in rest:
        state.apply_action(rec["action"])
        known.update(rec["changed"])  # the log keeps each step's changed top-level keys
        assert known == state.to_json() and rec["legal"] == state.legal_actions()
        assert rec["current_player"] == state.current_player()
    assert state.is_terminal()


def test_builder_refuses_a_case_the_engine_contradicts(inputs):
    case_list = yaml.safe_load((tb.CASES_DIR / "emerald.yaml").read_text(encoding="utf-8"))
    bad = copy.deepcopy(case_list)
    target = next(c for c in bad["cases"] if c["id"] == "die-three-bounce")
    target["check"] = {"state": {"dragon": {"space": 7, "facing": "left"}}}  # a wrong reading of the example
    bad["playthroughs"] = {}
    with pytest.raises(CaseError, match=r"die-three-bounce.*dragon\.space"):
        tb.build("emerald", *inputs, case_list=bad)
    missing = copy.deepcopy(case_list)
    missing["cases"] = [c for c in missing["cases"] if c["rule"] != "track.stop"]
    missing["playthroughs"] = {}
    with pytest.raises(CaseError, match=r"track\.stop"):
        tb.build("emerald", *inputs, case_list=missing)


def test_committed_table_matches_a_fresh_build(built):
    path = ROOT / "generated" / "conformance" / "emerald.json"
    if not path.exists():
        pytest.skip("run `rulestone build` first")
    fresh = json.loads(tb.table_json(built))
    committed = json.loads(path.read_text(encoding="utf-8"))
    if committed["spec_sha256"] != fresh["spec_sha256"]:
        pytest.skip("the spec changed since the last build")
    assert committed == fresh


def test_a_spec_example_with_its_own_case_is_played_and_checked(inputs):
    spec, sha, src = inputs
    case_list = yaml.safe_load((tb.CASES_DIR / "emerald.yaml").read_text(encoding="utf-8"))
    case_list["playthroughs"] = {}
    data = copy.deepcopy(spec)
    data["examples"].append({"id": "first-deal-is-a-gem", "rule": "setup.cards",
                             "description": {"ja": "最初は宝石", "zh-Hant": "先發寶石", "en": "A gem first"},
                             "case": {"players": 3, "steps": ["deal gem ruby"],
                                      "expect": {"result": "valid", "current_player": -1}}})
    built = tb.build("emerald", data, sha, src, case_list)
    case = next(c for g in built.table["groups"] for c in g["cases"] if c["id"] == "first-deal-is-a-gem")
    assert case["flags"] == ["example"] and case["expect"]["current_player"] == -1
    data["examples"][-1]["case"]["expect"]["current_player"] = 0
    with pytest.raises(CaseError, match="first-deal-is-a-gem"):
        tb.build("emerald", data, sha, src, case_list)
