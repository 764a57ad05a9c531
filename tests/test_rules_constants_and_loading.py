"""Rule-language constructs added for migrating Dragon Keeper (docs/rule-language.md): typed and
compile-time-only constants, delete(d, k), checked derived keys, own-only observations, indexed loader
paths. A variant of the toy race spec uses each; its Python and JavaScript engines agree step by step."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from test_rules_compiler import JS_PLAY, NAME, load_python, play, text

from rulestone.rules.compile import RuleError, compile_text, engines

CHANGES = [
    ('    PHASES: {value: [roll, decide, over]}\n',
     '    PHASES: {value: [roll, decide, over]}\n'
     '    DIE: {component: die, path: detail}\n'
     '    SIDES: {expr: "len(DIE[\'faces\'])"}\n'
     '    FACE_OF: {expr: "dict([[str(f), f] for f in ROLLS])", type: "dict[str, int]"}\n'
     '    FIRST: {value: roll, type: phase}\n'),
    ('    last: "int | None"\n', '    last: "int | None"\n    seen: "dict[str, int]"\n'),
    ('derived: winners}', 'derived: winners, checked: true}'),
    ('return State(phase="roll", turn=0, pawns=pos, cash=cash, last=None)',
     'return State(phase=FIRST, turn=0, pawns=pos, cash=cash, last=None, seen={})'),
    ('          s.last = n\n', '          s.last = n\n          s.seen[str(n)] = FACE_OF[str(n)] + SIDES\n'),
    ('          s.cash[s.turn] -= 1\n',
     '          s.cash[s.turn] -= 1\n          if "3" in s.seen:\n              delete(s.seen, "3")\n'),
    ('  invariants: [check_positions]\n',
     '  invariants: [check_positions]\n  observations:\n    - {key: pawns, show: own-only}\n'),
]


def variant(extra: tuple[str, str] | None = None) -> str:
    src = text()
    for old, new in [*CHANGES, *([extra] if extra else [])]:
        assert old in src, old
        src = src.replace(old, new, 1)
    return src


@pytest.fixture(scope="module")
def compiled():
    return engines(compile_text(variant(), NAME))


def test_typed_dict_constants_are_emitted_and_spec_objects_are_not(compiled):
    py, js = compiled
    assert "C_FACE_OF = {'1': 1, '2': 2, '3': 3}" in py and "C_SIDES = 4" in py and "C_DIE" not in py
    assert 'const C_FACE_OF = {"1": 1, "2": 2, "3": 3};' in js and "const C_SIDES = 4;" in js
    assert "C_DIE" not in js


def test_a_constant_must_fit_its_declared_type():
    with pytest.raises(RuleError, match="constant FIRST: expected phase, found 'walk'"):
        compile_text(variant(("FIRST: {value: roll,", "FIRST: {value: walk,")), NAME)


def test_rule_bodies_cannot_name_a_compile_time_constant():
    with pytest.raises(RuleError, match="unknown 'DIE'"):
        compile_text(variant(("          s.last = n\n", "          s.last = len(DIE)\n")), NAME)


def test_delete_refuses_a_counter():
    src = variant(('    seen: "dict[str, int]"\n', '    seen: "counter[str]"\n'))
    with pytest.raises(RuleError, match=r"expected delete\(dict, key\)"):
        compile_text(src, NAME)


def test_checked_derived_keys_players_and_indexed_paths(compiled, tmp_path):
    E = load_python(compiled[0], tmp_path, "race_variant")
    g = E.Game(2)
    s = g.new_initial_state()
    d = s.to_json()
    assert E.PLAYERS_MIN == 2 and E.PLAYERS_MAX == 4
    for data, start in [
        ({k: v for k, v in d.items() if k != "winners"}, "state: winners: missing"),
        ({**d, "winners": [0]}, "state: winners: not what the position gives"),
        ({k: v for k, v in d.items() if k != "players"}, "state: players: missing"),
        ({**d, "pawns": [0, "x"]}, 'state: pawns[1]: expected an integer, found "x"'),
        ({**d, "extra": 1}, "state: extra: unknown key"),
    ]:
        with pytest.raises(ValueError) as e:
            g.state_from_json(data)
        assert str(e.value).startswith(start), str(e.value)
    assert g.state_from_json(d).to_json() == d


def test_own_only_observation_and_bad_seats(compiled, tmp_path):
    E = load_python(compiled[0], tmp_path, "race_variant_obs")
    s = E.Game(3).new_initial_state()
    s.apply_action("roll 2")
    assert s.observation(0)["pawns"] == [2, None, None]
    assert s.observation(1)["pawns"] == [None, 0, None]
    assert s.observation(-1)["pawns"] == [None, None, None]  # -1: what every seat sees
    for bad in (3, -2, True, "0"):
        with pytest.raises(ValueError):
            s.observation(bad)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_python_and_js_agree_on_the_variant(compiled, tmp_path):
    py, js = compiled
    E = load_python(py, tmp_path, "race_variant_js")
    (tmp_path / "race.mjs").write_text(js, encoding="utf-8")
    games, logs = [], []
    for seed in range(30):
        players, options = 2 + seed % 3, {"finish": ["bounce", "stop"][seed % 2]}
        log = play(E, players, seed, options)
        logs.append(log)
        games.append([players, options, [st["action"] for st in log if "action" in st]])
    run = subprocess.run(["node", "--input-type=module", "-e", JS_PLAY, str(tmp_path / "race.mjs"),
                          json.dumps(games)], capture_output=True, text=True, check=True)
    for log, jlog in zip(logs, json.loads(run.stdout), strict=True):
        assert [{k: v for k, v in st.items() if k != "action"} for st in log] == jlog
    assert any(st["state"]["seen"] for log in logs for st in log)
    script = f"""
const E = await import({json.dumps((tmp_path / "race.mjs").as_uri())});
const s = new E.Game(2).newInitialState();
const d = s.toJSON(); delete d.winners;
const out = [];
try {{ new E.Game(2).stateFromJSON(d); out.push("ok"); }} catch (e) {{ out.push(e.message); }}
try {{ s.observation(2); out.push("ok"); }} catch (e) {{ out.push("refused"); }}
out.push(JSON.stringify(s.observation(1).pawns));
console.log(JSON.stringify(out));
"""
    run = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True,
                         check=True)
    assert json.loads(run.stdout) == ["state: winners: missing", "refused", "[null,0]"]


def test_engine_checks_refuse_spec_data_the_engine_cannot_use():
    check = '  checks:\n    - {expr: "len(FACES) == 4 and GOAL > 0", expected: "four die faces"}\n'
    compile_text(variant(("  enums:\n", check + "  enums:\n")), NAME)  # holds: compiles
    src = variant(("  enums:\n", check + "  enums:\n")).replace("faces: [1, 2, 3, 3]", "faces: [1, 2, 3]")
    with pytest.raises(RuleError, match=r"race.yaml:\d+:\d+: expected four die faces \(engine check 1\)"):
        compile_text(src, NAME)
