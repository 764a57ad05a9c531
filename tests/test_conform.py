"""The conformance harness: tables, driver protocol v1, `rulestone conform`, and the build stage.

A toy engine (tests/data/conform/countdown.py) with its driver rendered from the real template plays
a small table; broken and misbehaving copies show what users of the harness rely on: failures are
pinned to the rule that broke, crashes/hangs/garbage cost one case and not the run, expectations
turn known failures into passes of the run, and reports are well-formed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

import pytest

from rulestone import cli
from rulestone.conformance import compare, driver, protocol, report, tables
from rulestone.conformance.protocol import Reply
from rulestone.conformance.runner import run_tables
from rulestone.errors import InputError
from rulestone.schemas import errors as schema_errors

DATA = Path(__file__).parent / "data" / "conform"
TABLE = DATA / "countdown.json"
TAKE_RULE_CASES = {"take-one-to-three", "take-more-than-max-rejected"}  # those that see max_take + 1


def make_project(root: Path, engine: str | None = None) -> Path:
    """A project checkout holding the toy table, the toy engine and the driver rendered for it."""
    (root / "generated/conformance").mkdir(parents=True)
    (root / "generated/python").mkdir(parents=True)
    shutil.copy(TABLE, root / "generated/conformance/countdown.json")
    (root / "generated/python/countdown.py").write_text(engine or (DATA / "countdown.py").read_text())
    (root / "generated/python/driver.py").write_text(driver.render(["countdown"], "0.0-test"))
    return root


def broken_engine() -> str:
    """The toy engine with an off-by-one in the take rule: one token more than max_take is allowed."""
    src = (DATA / "countdown.py").read_text()
    bug = src.replace("min(self.game.max_take, self.counter)", "min(self.game.max_take + 1, self.counter)")
    assert bug != src
    return bug


def conform(root: Path, monkeypatch, capsys, *args: str) -> tuple[int, str, str]:
    monkeypatch.setenv("RULESTONE_ROOT", str(root))
    code = cli.main(["conform", *args])
    out, err = capsys.readouterr()
    return code, out, err


def records(out: str) -> tuple[dict[str, dict], dict]:
    lines = [json.loads(ln) for ln in out.splitlines() if ln.strip()]
    assert "summary" in lines[-1]
    return {r["id"]: r for r in lines[:-1]}, lines[-1]["summary"]


@pytest.fixture(scope="module")
def table() -> tables.Table:
    return tables.load(TABLE)


@pytest.fixture(scope="module")
def driver_module(tmp_path_factory):
    """The rendered driver, imported in process (as bench/conform.py does)."""
    import importlib.util

    d = make_project(tmp_path_factory.mktemp("inproc")) / "generated/python"
    spec = importlib.util.spec_from_file_location("rendered_driver", d / "driver.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# the table format -------------------------------------------------------------------------------


def test_toy_table_is_valid_and_cases_keep_their_rule(table):
    assert table.game == "countdown" and len(table.cases) == table.data["numberOfCases"] == 14
    by_id = {c.id: c for c in table.cases}
    assert by_id["take-zero-rejected"].rule == "turn.take"
    assert by_id["misere-last-token-loses"].flags == ["option:misere"]


def _mutate(doc: dict, how: str) -> str:
    """Break a copy of the toy table in one way; return the JSON path the error must name."""
    cases = doc["groups"][1]["cases"]
    if how == "duplicate-id":
        cases[1]["id"] = cases[0]["id"]
        return "$.groups[1].cases[1].id"
    if how == "undeclared-flag":
        cases[2]["flags"] = ["reading:ja"]
        return "$.groups[1].cases[2].flags[0]"
    if how == "count":
        doc["numberOfCases"] = 99
        return "$.numberOfCases"
    if how == "invalid-without-at":
        del cases[2]["expect"]["at"]
        return "$.groups[1].cases[2].expect"
    if how == "at-past-steps":
        cases[2]["expect"]["at"] = 7
        return "$.groups[1].cases[2].expect.at"
    if how == "valid-with-at":
        cases[0]["expect"]["at"] = 0
        return "$.groups[1].cases[0].expect"
    if how == "missing-language":
        del cases[0]["description"]["zh-Hant"]
        return "$.groups[1].cases[0].description"
    if how == "positional-id":
        cases[0]["id"] = "Case 1"
        return "$.groups[1].cases[0].id"
    raise AssertionError(how)


@pytest.mark.parametrize("how", ["duplicate-id", "undeclared-flag", "count", "invalid-without-at",
                                 "at-past-steps", "valid-with-at", "missing-language", "positional-id"])
def test_bad_table_names_file_line_and_json_path(how):
    doc = json.loads(TABLE.read_text())
    path = _mutate(doc, how)
    text = json.dumps(doc, indent=2, ensure_ascii=False)
    with pytest.raises(InputError) as e:
        tables.parse(text, "generated/conformance/countdown.json")
    where = f"generated/conformance/{TABLE.name}:{e.value.line}:{e.value.column}: "
    assert str(e.value).startswith(where + path), str(e.value)
    # the line and column point at the offending value in the file
    at = text.splitlines()[e.value.line - 1][e.value.column - 1:]
    offending = {"duplicate-id": f'"{doc["groups"][1]["cases"][0]["id"]}"', "undeclared-flag": '"reading:ja"',
                 "count": "99", "at-past-steps": "7", "positional-id": '"Case 1"'}
    assert at.startswith(offending.get(how, "{")), (how, at)


@pytest.mark.parametrize("change", [
    lambda c: c.update(players=2.0),  # an integer, for JSON Schema
    lambda c: c.update(players=True),
    lambda c: c.update(extra=1),
    lambda c: c.update(setup={"state": {}, "deal": []}),
    lambda c: c.update(setup={"state": {"counter": 1}}),
    lambda c: c.update(flags=["example", "example"]),
    lambda c: c["expect"].update(current_player=-3),
    lambda c: c["expect"].update(scores=[1, False]),
    lambda c: c["expect"].update(result="maybe"),
    lambda c: c["description"].update(en=""),
    lambda c: c.update(id="take-4-"),
])
def test_fast_table_check_agrees_with_jsonschema(change):
    """Tables are checked by compiled closures (jsonschema is ~1 ms a case); both must agree."""
    from rulestone.conformance.fastschema import compile_schema
    from rulestone.schemas import validator

    schema = validator("conformance").schema
    doc = json.loads(TABLE.read_text())
    change(doc["groups"][1]["cases"][0])
    assert compile_schema(schema)(doc) == validator("conformance").is_valid(doc)


def test_fast_check_refuses_keywords_it_does_not_know():
    from rulestone.conformance.fastschema import Unsupported, compile_schema

    with pytest.raises(Unsupported):
        compile_schema({"type": "object", "dependentRequired": {"a": ["b"]}})


def test_table_that_is_not_json_names_line_and_column():
    with pytest.raises(InputError) as e:
        tables.parse('{\n  "game": "x",\n  oops\n}', "t.json")
    assert e.value.line == 3 and e.value.column == 3 and str(e.value).startswith("t.json:3:3:")


# the driver and the protocol --------------------------------------------------------------------


def test_driver_replies_follow_the_protocol_schemas(driver_module, table):
    started = driver_module.handle({"cmd": "start", "version": 1})
    assert schema_errors(started, "protocol/started") == []
    assert started["implementation"]["games"] == ["countdown"]
    assert schema_errors({"cmd": "start", "version": 1}, "protocol/start") == []
    assert schema_errors({"cmd": "stop"}, "protocol/stop") == []
    for c in table.cases:
        msg = json.loads(protocol.run(7, protocol.case_body(c.data, c.game)))
        assert schema_errors(msg, "protocol/run") == []
        reply = driver_module.handle(msg)
        assert reply["seq"] == 7 and schema_errors(reply, "protocol/result") == [], c.id
        assert protocol.check_result(reply["result"]) == ""
    # an invalid step: the driver stops there and says so
    r = driver_module.handle(json.loads(protocol.run(1, protocol.case_body(
        next(c for c in table.cases if c.id == "no-move-after-end").data, "countdown"))))["result"]
    assert r["steps"][0] == {"ok": True} and r["steps"][1]["ok"] is False and len(r["steps"]) == 2
    assert r["steps"][1]["error"] == "IllegalAction"


def test_driver_skips_unknown_games_and_reports_engine_exceptions(driver_module, table):
    case = dict(table.cases[0].data)
    skipped = driver_module.handle({"cmd": "run", "seq": 1, "case": {**case, "game": "../../etc/passwd"}})
    assert skipped["skipped"] is True and schema_errors(skipped, "protocol/skipped") == []
    one_player = {**case, "game": "countdown", "players": 1}  # the engine raises ValueError
    errored = driver_module.handle({"cmd": "run", "seq": 2, "case": one_player})
    assert errored["errored"] is True and schema_errors(errored, "protocol/errored") == []
    assert "ValueError" in errored["context"]["message"] and "Traceback" in errored["context"]["traceback"]


@pytest.mark.parametrize("result", [
    {"steps": [], "state": {}, "legal": [], "terminal": False},
    {"steps": [{"ok": False}], "state": {}, "legal": [], "terminal": False, "scores": []},
    {"steps": [], "state": [], "legal": [], "terminal": False, "scores": []},
    {"steps": [], "state": {}, "legal": [1], "terminal": False, "scores": []},
    {"steps": [], "state": {}, "legal": [], "terminal": 0, "scores": []},
    {"steps": [], "state": {}, "legal": [], "terminal": False, "scores": [True]},
    {"steps": [], "state": {}, "legal": [], "terminal": False, "scores": [], "current_player": -3},
])
def test_fast_reply_check_agrees_with_the_schema(result):
    assert protocol.check_result(result) != ""
    assert schema_errors({"seq": 1, "result": result}, "protocol/result") != []


# judging ----------------------------------------------------------------------------------------


def _result(**kw) -> Reply:
    r = {"steps": [{"ok": True}], "state": {"a": {"b": 1, "c": [1, {"d": 2, "e": 3}]}, "f": True},
         "legal": ["x", "y"], "terminal": False, "scores": [1, 2], "current_player": 0}
    r.update(kw)
    return Reply(1, "result", r)


def _case(steps=("s",), **expect) -> dict:
    return {"steps": list(steps), "expect": {"result": "valid", **expect}}


def test_judging_compares_listed_keys_only_and_explains():
    assert compare.judge(_case(state={"a": {"c": [1, {"d": 2}]}}), _result())[0] == compare.PASS
    verdict, msg = compare.judge(_case(state={"a": {"c": [1, {"d": 5}]}, "g": 1}), _result())
    assert verdict == compare.FAIL and "state.a.c[1].d: expected 5, got 2" in msg
    assert "state.g: missing" in msg
    assert compare.judge(_case(state={"f": 1}), _result())[0] == compare.FAIL  # true is not 1
    assert compare.judge(_case(scores=[1.0, 2.0]), _result())[0] == compare.PASS  # 1 == 1.0
    assert compare.judge(_case(legal=["y", "x"]), _result())[0] == compare.PASS
    verdict, msg = compare.judge(_case(legal=["x", "z"]), _result())
    assert verdict == compare.FAIL and 'missing ["z"]' in msg and 'unexpected ["y"]' in msg
    verdict, msg = compare.judge(_case(current_player=1, terminal=True), _result())
    assert "current_player: expected 1, got 0" in msg and "terminal: expected true" in msg


def test_judging_invalid_cases_by_the_rejected_step():
    case = {"steps": ["a", "b", "c"], "expect": {"result": "invalid", "at": 1}}
    rejected = {"ok": False, "error": "IllegalAction"}
    assert compare.judge(case, _result(steps=[{"ok": True}, rejected]))[0] == compare.PASS
    verdict, msg = compare.judge(case, _result(steps=[rejected]))
    assert verdict == compare.FAIL and "step 0 'a' was rejected, but only step 1 'b' must be" in msg
    verdict, msg = compare.judge(case, _result(steps=[{"ok": True}] * 3))
    assert "step 1 'b' was accepted, but it must be rejected" in msg
    verdict, msg = compare.judge({"steps": ["a"], "expect": {"result": "valid"}},
                                 _result(steps=[{**rejected, "message": "no"}]))
    assert verdict == compare.FAIL and "was rejected, but every step is legal (no)" in msg


# rulestone conform ------------------------------------------------------------------------------


def test_reference_engine_passes_every_case(tmp_path):
    """Through the real command line, the default implementation (the generated driver)."""
    root = make_project(tmp_path)
    env = {**os.environ, "RULESTONE_ROOT": str(root)}
    r = subprocess.run([sys.executable, "-m", "rulestone", "conform", "--json", "--junit", "out/j.xml"],
                       cwd=root, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr + r.stdout
    cases, summary = records(r.stdout)
    assert len(cases) == 14 and all(c["outcome"] == "PASS" for c in cases.values())
    assert summary["ok"] and summary["passed"] == 14
    assert summary["implementation"]["name"] == "rulestone-python"
    suites = ET.parse(root / "out/j.xml").getroot()
    assert suites.get("tests") == "14" and suites.get("failures") == "0"
    assert [s.get("name") for s in suites] == ["countdown/setup.first-player", "countdown/turn.take",
                                               "countdown/end.last-token"]


def test_broken_rule_fails_its_cases_and_the_report_names_them(tmp_path, monkeypatch, capsys):
    root = make_project(tmp_path, broken_engine())
    code, out, _ = conform(root, monkeypatch, capsys, "--game", "countdown")
    assert code == 1
    for case_id in TAKE_RULE_CASES:
        assert f"FAIL countdown turn.take {case_id}" in out
    assert "legal: unexpected [\"take 4\"]" in out and "step 1 'take 4' was accepted" in out
    code, out, _ = conform(root, monkeypatch, capsys, "--json")
    cases, summary = records(out)
    assert {i for i, c in cases.items() if c["outcome"] != "PASS"} == TAKE_RULE_CASES
    assert {cases[i]["rule"] for i in TAKE_RULE_CASES} == {"turn.take"}
    assert summary["failed"] == 2 and summary["unexpected"] == 2 and not summary["ok"]
    assert summary["by_rule"]["countdown/turn.take"] == {"fail": 2, "pass": 5}
    assert summary["by_flag"]["countdown/example"] == {"fail": 1}


def test_crash_hang_and_garbage_cost_one_case_each(tmp_path, monkeypatch, capsys):
    root = make_project(tmp_path)
    shutil.copy(DATA / "faulty_driver.py", root / "generated/python/faulty_driver.py")
    impl = f"{sys.executable} generated/python/faulty_driver.py"
    code, out, _ = conform(root, monkeypatch, capsys, "--impl", impl, "--timeout", "1.5", "--json")
    assert code == 1
    cases, summary = records(out)
    # the garbage line breaks the session first (nobody blamed, its case re-run alone), then blames it
    assert len(cases) == 14 and summary["restarts"] == 4 and len(summary["incidents"]) == 1
    errored = {i: c["message"] for i, c in cases.items() if c["outcome"] == "ERROR"}
    assert set(errored) == {"take-zero-rejected", "take-limited-by-pile", "max-take-option"}
    assert "exited (exit status 3)" in errored["take-zero-rejected"]
    assert "simulated crash" in errored["take-zero-rejected"]  # its stderr is kept
    assert "timed out after 1.5s" in errored["take-limited-by-pile"]
    assert "not a reply" in errored["max-take-option"] and "debug: this line" in errored["max-take-option"]
    assert all(c["outcome"] == "PASS" for i, c in cases.items() if i not in errored)


def test_strict_request_response_gives_the_same_verdicts(tmp_path, table):
    root = make_project(tmp_path, broken_engine())
    argv = [sys.executable, "generated/python/driver.py"]
    one = run_tables([table], argv, root, window=1)
    many = run_tables([table], argv, root, window=64)
    assert [(r.case.id, r.outcome) for r in one.ordered()] == [(r.case.id, r.outcome) for r in many.ordered()]


def test_expectations_turn_known_failures_into_a_passing_run(tmp_path, monkeypatch, capsys):
    root = make_project(tmp_path, broken_engine())
    exp = tmp_path / "expected.yaml"
    exp.write_text("take-one-to-three: FAIL\n"
                   "countdown/take-more-than-max-rejected: {expected: FAIL, reason: engine allows max+1}\n"
                   "first-player-chosen: FAIL\n"
                   "no-such-case: ERROR\n")
    code, out, _ = conform(root, monkeypatch, capsys, "--expectations", str(exp))
    assert code == 0, out
    assert "UNEXPECTED PASS countdown setup.first-player first-player-chosen" in out
    assert "stale expectation no-such-case" in out
    code, out, _ = conform(root, monkeypatch, capsys, "--expectations", str(exp), "--json")
    cases, summary = records(out)
    assert cases["take-more-than-max-rejected"]["status"] == "expected-fail"
    assert cases["take-more-than-max-rejected"]["reason"] == "engine allows max+1"
    assert cases["first-player-chosen"]["status"] == "unexpected-pass" and summary["ok"]
    # a known failure that turns into an error is still unexpected
    exp.write_text("take-one-to-three: ERROR\ntake-more-than-max-rejected: FAIL\n")
    assert conform(root, monkeypatch, capsys, "--expectations", str(exp))[0] == 1


def test_written_expectations_round_trip(tmp_path, monkeypatch, capsys):
    root = make_project(tmp_path, broken_engine())
    exp = tmp_path / "new.yaml"
    assert conform(root, monkeypatch, capsys, "--write-expectations", str(exp))[0] == 1
    written = report.load_expectations(exp)
    assert set(written) == TAKE_RULE_CASES and all(e.outcome == "FAIL" and e.reason for e in written.values())
    assert conform(root, monkeypatch, capsys, "--expectations", str(exp))[0] == 0


def test_junit_is_well_formed_with_hostile_messages(table):
    run = report.Run([table])
    c0, c1, c2, c3 = table.cases[:4]
    run.results = [
        report.CaseResult(c0, compare.FAIL, 'state.x: expected "<&>", got "]]>\x01\x1b" 龍', 0.001),
        report.CaseResult(c1, compare.ERROR, "ZeroDivisionError\nTraceback ...", 0.002),
        report.CaseResult(c2, compare.FAIL, "known", 0.0, report.Expectation(compare.FAIL, "bug #1 <x>")),
        report.CaseResult(c3, compare.SKIP, "no such game", 0.0),
    ]
    xml = report.junit(run)
    root = ET.fromstring(xml)
    counts = (root.get("tests"), root.get("failures"), root.get("errors"),
              str(sum(int(s.get("skipped")) for s in root.iter("testsuite"))))
    assert counts == ("4", "1", "1", "2")
    # what Jenkins' xunit plugin accepts (its junit-10.xsd, vendored in tests/data)
    xmlschema = pytest.importorskip("xmlschema")
    xmlschema.XMLSchema(str(Path(__file__).parent / "data" / "junit-10.xsd")).validate(xml.decode("utf-8"))
    failure = root.find(f".//testcase[@name='{c0.id}']/failure")
    assert failure is not None and '"<&>"' in failure.text and "龍" in failure.text
    assert "expected FAIL: bug #1 <x>" in root.find(f".//testcase[@name='{c2.id}']/skipped").get("message")


@pytest.mark.parametrize("args,content,expect", [
    (["--game", "nope"], None, "generated/conformance/nope.json: no conformance table for game 'nope'"),
    ([], '{"schema": "conformance.schema.json"}',
     "generated/conformance/countdown.json:1:1: $: 'game' is a required"),
    (["--expectations", "EXP"], "a: FAIL\nb: MAYBE\n", "exp.yaml:2:4: b: expected FAIL, ERROR or SKIP"),
    (["--impl", "/no/such/program --flag"], None, "/no/such/program: cannot start the implementation"),
    (["--impl", ""], None, "--impl: empty command"),
    (["--impl", f"{sys.executable} -c \"print('hello')\""], None,
     "the implementation did not start: bad reply to start: not JSON"),
    (["--impl", f"{sys.executable} -c \"print('{{\\\"version\\\": 2}}')\""], None,
     "implementation speaks protocol version 2, expected 1"),
    (["--timeout", "0"], None, "--timeout: expected a number of seconds above 0"),
])
def test_bad_input_exits_2_naming_what_is_wrong(tmp_path, monkeypatch, capsys, args, content, expect):
    root = make_project(tmp_path)
    if content is not None and "EXP" in args:
        (tmp_path / "exp.yaml").write_text(content)
        args = [str(tmp_path / "exp.yaml") if a == "EXP" else a for a in args]
    elif content is not None:
        (root / "generated/conformance/countdown.json").write_text(content)
    code, _, err = conform(root, monkeypatch, capsys, *args)
    assert code == 2 and expect in err, err
    assert "Traceback" not in err


def test_no_tables_and_no_driver_exit_2(tmp_path, monkeypatch, capsys):
    root = make_project(tmp_path)
    (root / "generated/python/driver.py").unlink()
    code, _, err = conform(root, monkeypatch, capsys)
    assert code == 2 and "generated/python/driver.py: no generated Python driver" in err
    shutil.rmtree(root / "generated/conformance")
    code, _, err = conform(root, monkeypatch, capsys)
    assert code == 2 and "no conformance tables" in err


# the build stage --------------------------------------------------------------------------------


def _ctx(root: Path, engine: str) -> SimpleNamespace:
    outputs = {
        "generated/conformance/countdown.json": TABLE.read_bytes(),
        "generated/python/countdown.py": engine.encode(),
        "generated/python/driver.py": driver.render(["countdown"], "0.0-test").encode(),
    }
    return SimpleNamespace(root=root, outputs=outputs, failures=[], options={})


def test_build_stage_checks_this_runs_engines_not_the_disk(tmp_path):
    from rulestone.stages import conform as stage

    make_project(tmp_path, broken_engine())  # on disk: the broken engine
    ctx = _ctx(tmp_path, (DATA / "countdown.py").read_text())
    stage.produce(ctx)
    assert ctx.failures == []
    ctx = _ctx(tmp_path, broken_engine())
    stage.produce(ctx)
    assert sorted(f.split(":")[0] for f in ctx.failures) == sorted(
        f"conform countdown/turn.take/{i}" for i in TAKE_RULE_CASES)
    empty = SimpleNamespace(root=tmp_path, outputs={}, failures=[], options={})
    stage.produce(empty)
    assert empty.failures == []

