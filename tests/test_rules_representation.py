"""What the emitters' speed-ups (inlining, per-phase listing in sorted order, option booleans, constant
index/count tables) must leave as the language means it, on a toy spec using every type form and
builtin (tests/data/rules/forms.yaml): known values after a fixed game, Python and JS equal step by
step on random games, the same from_json refusals, clone and round trips."""

from __future__ import annotations

import importlib.util
import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulestone.rules.compile import compile_text, engines

SPEC = Path(__file__).parent / "data" / "rules" / "forms.yaml"
NAME = "tests/data/rules/forms.yaml"
FIXED = ["pick blue", "draw bone", "pick red", "draw stone", "pick blue", "draw glass", "drop red"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    py, js = engines(compile_text(SPEC.read_text(encoding="utf-8"), NAME))
    tmp = tmp_path_factory.mktemp("forms")
    path = tmp / "forms_engine.py"
    path.write_text(py, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("forms_engine", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["forms_engine"] = mod
    spec.loader.exec_module(mod)
    (tmp / "forms.mjs").write_text(js, encoding="utf-8")
    return mod, tmp / "forms.mjs"


def test_a_fixed_game_gives_the_values_the_language_means(built):
    E, _ = built
    s = E.Game(2).new_initial_state()
    for a in FIXED:
        s.apply_action(a)
    j = s.to_json()
    assert j["held"] == {"blue": 2}  # red went back to 0: absent
    assert j["named"] == {"blue": 2, "red": 1} and list(j["named"]) == ["blue", "red"]
    assert j["bag"] == {"blue-0": 2}
    assert list(j["first"]) == ["red", "blue"]  # enum order, not insertion order
    assert j["first"]["red"] == {"by": 1, "at": 1, "colour": "red"}
    assert j["last"] == "blue" and j["seen"] == ["blue", "blue"] and j["kinds"] == ["bone", "stone", "glass"]
    assert j["report"] == [
        "held 1: blue ",
        "order 1",
        "named 2 bag 1 first 2",
        "zeros same 1 0 len 1 get 9",
        "zeros in 1 count 1 index 0",
        "seen blue,blue,",
        "pop blue top blue same 0",
        "red named 1",
        "red first by 1 at 1 as red",
        "blue first by 0 at 0 as blue",
        "kinds bone glass stone ",  # sorted by string, not by position
        "sizes 6 1 3 3",
        "last blue 2",
    ]
    assert s.legal_actions() == ["pick green", "pick red"]
    assert s.phase == "pick"
    assert E.State.from_json(s.game, j).to_json() == j
    c = s.clone()
    c.apply_action("pick red")
    assert s.to_json() == j and c.to_json() != j  # the clone shares nothing mutable


def play(E, players: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    s = E.Game(players).new_initial_state()
    log = []
    while True:
        step = {"state": s.to_json(), "legal": s.legal_actions(), "scores": s.scores(),
                "chance": [[a, [p.numerator, p.denominator]] for a, p in s.chance_outcomes()]}
        log.append(step)
        if s.is_terminal():
            return log
        step["action"] = rng.choice(step["legal"])
        # the derived report reads a str-keyed dict in insertion order, which the JSON does not keep
        given = {k: v for k, v in step["state"].items() if k != "report"}
        back = E.State.from_json(s.game, given).to_json()
        assert {k: v for k, v in back.items() if k != "report"} == given
        assert s.clone().to_json() == step["state"]
        s.apply_action(step["action"])


JS_PLAY = r"""
const E = await import(process.argv[1]);
const [games, bad] = JSON.parse(process.argv[2]);
const out = [];
for (const [players, actions] of games) {
  const s = new E.Game(players, {}).newInitialState();
  const log = [];
  for (let i = 0; ; i++) {
    log.push({state: s.toJSON(), legal: s.legalActions(), scores: s.scores(), chance: s.chanceOutcomes()});
    if (i >= actions.length) break;
    s.applyAction(actions[i]);
  }
  out.push(log);
}
const refuse = (st) => {
  try { new E.Game(2, {}).stateFromJSON(st); return null; } catch (e) { return e.message; }
};
const refusals = bad.map(refuse);
console.log(JSON.stringify([out, refusals]));
"""


def bad_states(E) -> list[dict]:
    s = E.Game(2).new_initial_state()
    for a in FIXED:
        s.apply_action(a)
    j = s.to_json()
    edits = [("held", {"purple": 1}), ("held", {"red": 0}), ("held", {"red": 3}),
             ("first", {"red": {"by": 0}}), ("first", {"red": {"by": 0, "at": 0, "colour": "pink"}}),
             ("last", "pink"), ("seen", ["red", 1]), ("phase", "later"), ("kinds", ["stone", True]),
             ("named", {"x": "y"}), ("bag", {"a": -1})]
    return [{**j, k: v} for k, v in edits]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_python_and_js_agree_step_by_step_and_refuse_alike(built):
    E, mjs = built
    logs = [play(E, 2 + seed % 2, seed) for seed in range(40)]
    games = [[2 + seed % 2, [st["action"] for st in log if "action" in st]] for seed, log in enumerate(logs)]
    bad = bad_states(E)
    refusals = []
    for st in bad:
        with pytest.raises(ValueError) as e:
            E.State.from_json(E.Game(2), st)
        refusals.append(str(e.value))
    run = subprocess.run(["node", "--input-type=module", "-e", JS_PLAY, str(mjs), json.dumps([games, bad])],
                         capture_output=True, text=True, check=True)
    js_logs, js_refusals = json.loads(run.stdout)
    for log, jlog in zip(logs, js_logs, strict=True):
        assert [{k: v for k, v in st.items() if k != "action"} for st in log] == jlog
    assert refusals == js_refusals
    assert refusals[0].startswith("state: held.purple: unknown key")
    assert refusals[1] == "state: held.red: expected a positive count, found 0"
    assert refusals[2] == "state: held.red: more than 2"
    assert any(log[-1]["state"]["phase"] == "over" for log in logs)
