"""Rule-language constructs added for El Dorado (docs/rule-language.md): action parameters typed `str`
whose values `each` gives at run time, int state keys shown halved (`json: half`), and from_json paths
that name list items. On the toy race spec, in Python and JavaScript alike."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from test_rules_compiler import NAME, load_python, play, text

from rulestone.rules.compile import RuleError, compile_text, engines

BET = '''
      def bet_words(s: State) -> list[str]:
          out: list[str] = []
          for i in range(1, s.cash[s.turn] + 2):
              append(out, f"{i}+{s.turn}")
          return out

      def can_bet(s: State, w: str) -> bool:
          return w != "9+9"

      def do_bet(s: State, w: str) -> None:
          s.paid += 1
          s.bet = w
          do_pass(s)
'''


DECIDE = "  - id: turn.decide\n    text: {en: \"Pay 1 to roll again, or pass.\"}\n    logic: |\n"


def spec_text() -> str:
    src = text()
    for old, new in [
        ("last=None)", "last=None, paid=0, bet=None)"),
        ('    last: "int | None"\n', '    last: "int | None"\n    paid: {type: int, json: half}\n'
                                     '    bet: "str | None"\n'),
        (DECIDE, DECIDE + BET[1:] + "\n"),
        ("    - {pattern: \"pass\",",
         "    - {pattern: \"bet {w} now\", params: {w: str}, each: {w: bet_words}, phase: decide,"
         " legal: can_bet, apply: do_bet, rule: turn.decide}\n    - {pattern: \"pass\","),
    ]:
        assert old in src, old
        src = src.replace(old, new, 1)
    return src


@pytest.fixture(scope="module")
def compiled():
    return engines(compile_text(spec_text(), NAME))


def test_runtime_parameters_half_numbers_and_indexed_paths_in_python(compiled, tmp_path):
    E = load_python(compiled[0], tmp_path, "race_runtime")
    g = E.Game(2)
    s = g.new_initial_state()
    while s.phase != "decide":
        s.apply_action(s.legal_actions()[0])
    legal = s.legal_actions()
    assert [a for a in legal if a.startswith("bet ")] == ["bet 1+0 now", "bet 2+0 now", "bet 3+0 now",
                                                          "bet 4+0 now"]
    s.apply_action("bet 2+0 now")
    d = s.to_json()
    assert d["paid"] == 0.5 and d["bet"] == "2+0" and d["turn"] == 1
    assert g.state_from_json(json.loads(json.dumps(d))).to_json() == d
    assert g.state_from_json({**d, "paid": 1.5}).to_json()["paid"] == 1.5
    assert g.state_from_json({**d, "paid": 2.0}).to_json()["paid"] == 2
    for change, start in [({"paid": 0.3}, "state: paid: expected a whole or half number, found 0.3"),
                          ({"paid": True}, "state: paid: expected a whole or half number"),
                          ({"pawns": [0, "x"]}, 'state: pawns[1]: expected an integer, found "x"')]:
        with pytest.raises(ValueError) as e:
            g.state_from_json({**d, **change})
        assert str(e.value).startswith(start), str(e.value)
    with pytest.raises(E.IllegalAction):
        s.apply_action("bet 9+9 now")


def test_a_str_parameter_needs_an_each_function():
    src = spec_text().replace(", each: {w: bet_words}", "", 1)
    with pytest.raises(RuleError, match=r"expected an `each` function for the str parameter \{w\}"):
        compile_text(src, NAME)


JS = r"""
const E = await import(process.argv[1]);
const [players, actions, bad] = JSON.parse(process.argv[2]);
const g = new E.Game(players, {});
const s = g.newInitialState();
const log = [];
for (const a of actions) { s.applyAction(a); log.push([s.toJSON(), s.legalActions()]); }
const errors = [];
for (const patch of bad) {
  try { g.stateFromJSON({...s.toJSON(), ...patch}); errors.push("ok"); } catch (e) { errors.push(e.message); }
}
const again = g.stateFromJSON(JSON.parse(JSON.stringify(s.toJSON()))).toJSON();
console.log(JSON.stringify({log, errors, again}));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_javascript_lists_applies_and_loads_the_same(compiled, tmp_path):
    E = load_python(compiled[0], tmp_path, "race_runtime_js")
    (tmp_path / "race.mjs").write_text(compiled[1], encoding="utf-8")
    logs = [play(E, 2 + seed % 3, seed, {}) for seed in range(30)]
    assert any(st.get("action", "").startswith("bet ") for log in logs for st in log)
    bad = [{"paid": 0.3}, {"paid": True}, {"paid": 2.5}, {"pawns": [0, "x"]}]
    for log in logs:
        actions = [st["action"] for st in log if "action" in st]
        players = log[0]["state"]["players"]
        args = [str(tmp_path / "race.mjs"), json.dumps([players, actions, bad])]
        run = subprocess.run(["node", "--input-type=module", "-e", JS, *args], capture_output=True, text=True,
                             check=True)
        out = json.loads(run.stdout)
        assert [[st["state"], st["legal"]] for st in log[1:]] == out["log"]
        g = E.Game(players)
        last = log[-1]["state"]
        want = []
        for patch in bad:
            try:
                g.state_from_json({**last, **patch})
                want.append("ok")
            except ValueError as e:
                want.append(str(e))
        assert out["errors"] == want
        assert out["again"] == last
