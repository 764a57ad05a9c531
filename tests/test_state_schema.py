"""schema/state/<game>.schema.json: the JSON Schema of each compiled game's state JSON, derived from
its spec by `rulestone build` (stage state-schemas). Every state of seeded random games of every
player count validates; states broken the ways the types forbid do not; the committed file is what
the spec derives."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from state_mutations import option_set, random_game

from rulestone import build
from rulestone.engines import load_module
from rulestone.generate.python import load_spec_data, render_engine
from rulestone.rules.compile import compile_spec
from rulestone.rules.state_schema import schema_text, state_schema

ROOT = Path(__file__).resolve().parent.parent
GAMES = [p.stem for p in sorted((ROOT / "rulespecs").glob("*.yaml"))
         if p.name != "glossary.yaml" and "\nengine:" in p.read_text(encoding="utf-8")]


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    g = request.param
    prog = compile_spec(ROOT / "rulespecs" / f"{g}.yaml", ROOT)
    data, sha = load_spec_data(ROOT / "rulespecs" / f"{g}.yaml")
    engine = load_module(render_engine(g, data, sha), f"test_state_schema_{g}")
    return g, prog, engine, Draft202012Validator(state_schema(prog))


def test_the_committed_schema_is_what_the_spec_derives(game):
    g, prog, _, _ = game
    path = ROOT / "schema" / "state" / f"{g}.schema.json"
    assert path.is_file(), f"{path.relative_to(ROOT)} missing: run `rulestone build`"
    assert path.read_text(encoding="utf-8") == schema_text(prog), "stale: run `rulestone build`"
    Draft202012Validator.check_schema(json.loads(path.read_text(encoding="utf-8")))


def test_random_play_states_validate(game):
    _, _, E, validator = game
    rng = random.Random(17)
    checked = 0
    for players in range(E.MIN_PLAYERS, E.MAX_PLAYERS + 1):
        for n in range(3):
            options = {} if n == 0 else option_set(E, rng)
            try:
                E.Game(players, options)
            except ValueError:
                continue
            for k, state in enumerate(random_game(E, players, options, seed=100 * players + n)):
                if k >= 200 and k % 10 and not state.is_terminal():
                    continue  # a long game (El Dorado's run to thousands of states): every 10th after 200
                data = state.to_json()
                problems = [f"{e.json_path}: {e.message}" for e in validator.iter_errors(data)]
                assert not problems, (players, options, problems[:3])
                checked += 1
    assert checked > 100


def test_broken_states_do_not_validate(game):
    _, prog, E, validator = game
    state = next(s for s in random_game(E, E.MIN_PLAYERS, {}, seed=3) if not s.is_chance_node())
    good = state.to_json()
    assert validator.is_valid(good)
    broken = []
    extra = copy.deepcopy(good)
    extra["surplus"] = 1
    broken.append(extra)
    for key in list(good)[3:]:  # every state key: its value replaced by one of no declared type
        bad = copy.deepcopy(good)
        bad[key] = {"not": ["a", "state", "value"]} if not isinstance(good[key], dict) else "text"
        broken.append(bad)
    missing = copy.deepcopy(good)
    del missing[list(good)[-1]]
    broken.append(missing)
    wrong_game = copy.deepcopy(good)
    wrong_game["game"] = "another"
    broken.append(wrong_game)
    wrong_phase = copy.deepcopy(good)
    wrong_phase[prog.phase_field] = "no-such-phase"
    broken.append(wrong_phase)
    for bad in broken:
        assert not validator.is_valid(bad), bad


def test_build_writes_the_state_schemas():
    ctx = build.run(ROOT, only=["state-schemas"])
    assert ctx.failed_stage is None, ctx.failures
    assert sorted(ctx.outputs) == [f"schema/state/{g}.schema.json" for g in GAMES]


def test_the_schemas_stage_checks_the_tables_states_against_the_state_schema(game):
    g, prog, E, _ = game
    from rulestone.stages import schemas

    state = next(s for s in random_game(E, E.MIN_PLAYERS, {}, seed=4) if not s.is_chance_node()).to_json()
    record = {"id": "playthrough-x", "game": g, "spec_sha256": prog.sha256, "players": E.MIN_PLAYERS,
              "options": {}, "seed": 1, "records": [{"state": state, "legal": [], "current_player": 0}]}
    rel = f"generated/conformance/{g}.playthroughs.jsonl"
    assert schemas.check_states(record, state_schema(prog), rel) == []
    record["records"][0]["state"] = {**state, "surplus": True}
    problems = schemas.check_states(record, state_schema(prog), rel)
    assert len(problems) == 1 and f"schema/state/{g}.schema.json" in problems[0] and rel in problems[0]
