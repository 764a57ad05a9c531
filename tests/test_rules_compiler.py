"""The rule-language compiler (rulestone/rules): static errors name file:line:col, the rule and the
nearest name; the compiled Python and JavaScript engines of a toy spec agree step by step."""

from __future__ import annotations

import importlib.util
import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulestone.rules.compile import RuleError, compile_text, engines

SPEC = Path(__file__).parent / "data" / "rules" / "race.yaml"
NAME = "tests/data/rules/race.yaml"


def text() -> str:
    return SPEC.read_text(encoding="utf-8")


def line_of(needle: str) -> int:
    return next(i for i, ln in enumerate(text().split("\n"), start=1) if needle in ln)


def compile_error(old: str, new: str) -> str:
    src = text()
    assert old in src
    with pytest.raises(RuleError) as e:
        compile_text(src.replace(old, new, 1), NAME)
    return str(e.value)


def test_a_typo_in_a_rule_body_names_file_line_col_rule_and_suggestion():
    msg = compile_error("s.cash[s.turn] -= 1", "s.cahs[s.turn] -= 1")
    line = line_of("s.cash[s.turn] -= 1")
    col = text().split("\n")[line - 1].index("s.cash") + 1
    assert msg == (
        f"{NAME}:{line}:{col}: rule turn.decide: expected a field of State, found 'cahs'; did you mean cash?"
    )


def test_unknown_function_constant_and_enum_value_are_suggested():
    assert "did you mean advance?" in compile_error("advance(s, n)", "advence(s, n)")
    assert "did you mean GOAL?" in compile_error("if p > GOAL:", "if p > GOLA:")
    msg = compile_error('s.phase = "over"', 's.phase = "ovr"')
    assert "rule turn.finish: expected a phase" in msg and "did you mean over?" in msg


def test_options_are_checked_both_ways():
    assert "did you mean bounce?" in compile_error(
        'option("finish") == "bounce"', 'option("finish") == "bonce"'
    )
    assert "did you mean finish?" in compile_error(
        'option("finish") == "bounce"', 'option("finsh") == "bounce"'
    )
    msg = compile_error('elif p > GOAL and option("finish") == "stop":', "elif p > GOAL:")
    assert "expected the logic to read option finish=stop" in msg


@pytest.mark.parametrize(
    "old,new,expected",
    [
        ("if p > GOAL:", "if p:", "no implicit truthiness"),
        ("return s.turn", "return s.pawns[-1]", "non-negative index"),
        ("append(out, p)", "out.append(p)", "method call"),
        ("p = s.pawns[s.turn] + n", "import os", "an import"),
        ("return True", "return [x for x in s.pawns] == []", "a comprehension"),
        ("return s.turn", "return s.phase", "expected return of int, found phase"),
        ("p = s.pawns[s.turn] + n", "new = s.pawns[s.turn] + n", "not a reserved word of a target language, "
                                                               "found 'new'; did you mean new_?"),
    ],
)
def test_forbidden_constructs_are_refused(old, new, expected):
    msg = compile_error(old, new)
    assert msg.startswith(f"{NAME}:") and expected in msg, msg


def test_every_entry_carries_logic_or_names_the_entry_that_does():
    assert "expected a logic key" in compile_error("    logic: {see: turn.finish}\n", "")
    assert "did you mean turn.finish?" in compile_error("{see: turn.finish}", "{see: turn.finsh}")


def test_generated_blocks_carry_rule_id_spec_line_and_escaped_citations():
    py, js = engines(compile_text(text(), NAME))
    assert f"# spec: {NAME}:{line_of('- id: turn.roll') + 3}" in py
    assert '# cite en: "Roll the die"' in py and "// rule turn.roll:" in js
    assert "# also carries: end.goal" in py
    assert "</script" not in js  # the title holds </script>: escaped in the module


def load_python(source: str, tmp_path: Path, name: str):
    path = tmp_path / f"{name}.py"
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def play(E, players: int, seed: int, options: dict) -> list[dict]:
    rng = random.Random(seed)
    s = E.Game(players, options).new_initial_state()
    log = []
    while True:
        step = {
            "state": s.to_json(),
            "legal": s.legal_actions(),
            "returns": s.returns(),
            "scores": s.scores(),
            "chance": [[a, [p.numerator, p.denominator]] for a, p in s.chance_outcomes()],
        }
        log.append(step)
        if s.is_terminal() or len(log) > 200:
            return log
        acts = step["legal"]
        action = rng.choice(acts)
        step["action"] = action
        assert E.State.from_json(s.game, s.to_json()).to_json() == s.to_json()
        s.apply_action(action)


JS_PLAY = r"""
const E = await import(process.argv[1]);
const games = JSON.parse(process.argv[2]);
const out = [];
for (const [players, options, actions] of games) {
  const s = new E.Game(players, options).newInitialState();
  const log = [];
  for (let i = 0; ; i++) {
    log.push({state: s.toJSON(), legal: s.legalActions(), returns: s.returns(), scores: s.scores(),
              chance: s.chanceOutcomes()});
    if (i >= actions.length) break;
    s.applyAction(actions[i]);
  }
  out.push(log);
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_python_and_js_engines_agree_step_by_step(tmp_path):
    py, js = engines(compile_text(text(), NAME))
    E = load_python(py, tmp_path, "race_compiled")
    (tmp_path / "race.mjs").write_text(js, encoding="utf-8")
    games, logs = [], []
    for seed in range(60):
        players, options = 2 + seed % 3, {"finish": ["bounce", "stop"][seed % 2]}
        log = play(E, players, seed, options)
        logs.append(log)
        games.append([players, options, [st["action"] for st in log if "action" in st]])
    run = subprocess.run(
        ["node", "--input-type=module", "-e", JS_PLAY, str(tmp_path / "race.mjs"), json.dumps(games)],
        capture_output=True,
        text=True,
        check=True,
    )
    js_logs = json.loads(run.stdout)
    for log, jlog in zip(logs, js_logs, strict=True):
        assert [{k: v for k, v in st.items() if k != "action"} for st in log] == jlog
    assert any(log[-1]["state"]["phase"] == "over" for log in logs)


def test_from_json_refuses_what_the_schema_and_invariants_refuse(tmp_path):
    E = load_python(engines(compile_text(text(), NAME))[0], tmp_path, "race_strict")
    g = E.Game(2)
    d = g.new_initial_state().to_json()
    for change, start in [
        ({"pawns": [11, 0]}, "state: pawns[]: 11 is beyond the goal 10"),
        ({"phase": "walk"}, "state: phase: expected one of"),
        ({"turn": True}, "state: turn: expected an integer"),
        ({"extra": 1}, "state: extra: unknown key, expected one of the keys"),
    ]:
        with pytest.raises(ValueError) as e:
            g.state_from_json({**d, **change})
        assert str(e.value).startswith(start), str(e.value)
