"""`rulestone conform` against drivers that misbehave (tests/data/conform/misbehaving_driver.py): only
the guilty case is blamed, no process the driver started is left, and every report format (terminal,
JSON lines, JUnit, HTML) is produced and well-formed whatever the driver wrote."""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from test_conform import DATA, make_project

from rulestone import cli
from rulestone.conformance import reaper

TARGET = "take-limited-by-pile"
CASES = 14
SLOW = {"huge": "10", "deep": "10", "stderr-flood": "10"}  # big writes: no timeout on a loaded machine


@pytest.fixture
def project(tmp_path, monkeypatch):
    root = make_project(tmp_path / "proj")
    shutil.copy(DATA / "misbehaving_driver.py", root / "generated/python/misbehaving_driver.py")
    monkeypatch.setenv("RULESTONE_ROOT", str(root))
    monkeypatch.setenv("FAULT_PIDFILE", str(tmp_path / "pids"))
    monkeypatch.setenv("FAULT_STATE", str(tmp_path / "state"))
    monkeypatch.setenv("FAULT_MARK", str(tmp_path))  # every process of the driver inherits it
    return root


def impl(mode: str) -> str:
    return f"{sys.executable} generated/python/misbehaving_driver.py {mode}"


def driver_pids(root: Path) -> list[int]:
    path = Path(os.environ["FAULT_PIDFILE"])
    return [int(x) for x in path.read_text().split()] if path.exists() else []


def processes_left() -> list[int]:
    """Processes still running (zombies too) that the test's drivers started."""
    mark = f"FAULT_MARK={os.environ['FAULT_MARK']}".encode()
    left = []
    for pid in map(int, filter(str.isdigit, os.listdir("/proc"))):
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if mark in f.read().split(b"\0") and pid != os.getpid():
                    left.append(pid)
        except OSError:
            continue
    return left


def conform(root: Path, capsys, *args: str) -> tuple[int, str, str]:
    code = cli.main(["conform", *args])
    out, err = capsys.readouterr()
    return code, out, err


def run_all_formats(root: Path, capsys, mode: str, *extra: str) -> dict:
    """Run the driver twice (terminal + JUnit + HTML, then JSON lines); the verdicts and reports."""
    args = ["--impl", impl(mode), "--timeout", SLOW.get(mode, "1"), "--start-timeout", "5", *extra]
    junit, html = root / "out/report.xml", root / "out/report.html"
    t0 = time.monotonic()
    code, terminal, err = conform(root, capsys, *args, "--junit", str(junit), "--html", str(html))
    seconds = time.monotonic() - t0
    pids = driver_pids(root)
    Path(os.environ["FAULT_STATE"]).unlink(missing_ok=True)
    code2, out, _ = conform(root, capsys, *args, "--json")
    lines = [json.loads(ln) for ln in out.splitlines()]
    records = {r["id"]: r for r in lines[:-1]}
    suites = ET.parse(junit).getroot()
    page = html.read_text(encoding="utf-8")
    for text in (terminal, err, out, page, junit.read_text(encoding="utf-8")):
        assert "\x1b" not in text and "\u202e" not in text
        text.encode("utf-8")  # no lone surrogate anywhere
    assert "Traceback" not in err and code == code2
    junit_outcome = {}
    for tc in suites.iter("testcase"):
        kinds = [child.tag for child in tc if child.tag in ("failure", "error", "skipped")]
        junit_outcome[tc.get("name")] = kinds[0] if kinds else "passed"
    return {"code": code, "terminal": terminal, "records": records, "summary": lines[-1]["summary"],
            "junit": junit_outcome, "html": page, "pids": pids, "seconds": seconds}


def blamed(r: dict) -> dict[str, str]:
    """case id -> message of every case that did not pass (JSON lines agree with JUnit)."""
    bad = {i: c.get("message", "") for i, c in r["records"].items() if c["outcome"] != "PASS"}
    assert {i for i, k in r["junit"].items() if k != "passed"} == set(bad)
    return bad


def assert_nothing_left(r: dict) -> None:
    assert r["pids"], "the driver should have written its pids"
    for pid in r["pids"]:
        assert not os.path.exists(f"/proc/{pid}"), f"process {pid} ({reaper._state(pid)}) left behind"
    assert processes_left() == []


# (mode, the cases to blame -> a phrase of their message, restarts, incidents)
FAULTS = [
    ("reply-twice-once", {}, 1, 1),
    # every case twice: nobody blamed, a session per case (the last second reply may be after the end)
    ("reply-twice", {}, CASES - 1, (CASES - 1, CASES)),
    ("wrong-seq", {TARGET: "not a case in flight"}, 2, 1),
    ("hang", {TARGET: "timed out after 1s"}, 1, 0),
    ("hang-then-recover", {TARGET: "timed out after 1s"}, 1, 0),
    ("exit", {TARGET: "exited (exit status 3)"}, 1, 0),
    ("setsid-child-then-exit", {TARGET: "exited (exit status 4)"}, 1, 0),
    ("close-stdout", {TARGET: "closed its stdout"}, 1, 0),
    ("same-group-child", {}, 0, 0),
    ("setsid-child", {}, 0, 0),
    ("daemon-child", {}, 0, 0),
    ("ignore-stop", {}, 0, 0),
    ("garbage-once", {}, 1, 1),
    ("lone-surrogate", {TARGET: "bad \ufffd half \ufffd pair"}, 0, 0),
    ("invalid-utf8", {TARGET: "caf\ufffd \ufffd\ufffd end"}, 0, 0),
    ("escape-sequences", {TARGET: "boom"}, 0, 0),
    ("deep", {TARGET: "nested too deeply"}, 0, 0),
    ("huge", {TARGET: "over the limit"}, 0, 0),
    ("stderr-flood", {}, 0, 0),
]


@pytest.mark.parametrize("mode,guilty,restarts,incidents", FAULTS, ids=[f[0] for f in FAULTS])
def test_only_the_guilty_case_is_blamed_and_nothing_is_left(project, capsys, mode, guilty, restarts,
                                                            incidents):
    r = run_all_formats(project, capsys, mode)
    bad = blamed(r)
    assert set(bad) == set(guilty), bad
    for case_id, phrase in guilty.items():
        assert phrase in bad[case_id], bad[case_id]
    assert r["summary"]["restarts"] == restarts
    assert len(r["summary"]["incidents"]) in (incidents if isinstance(incidents, tuple) else (incidents,))
    assert r["code"] == (1 if guilty else 0)
    assert r["summary"]["cases"] == CASES and r["summary"]["not_run"] == 0
    assert_nothing_left(r)


def test_a_setsid_child_does_not_cost_a_timeout(project, capsys):
    """The driver's exit is seen at once (pidfd), though its child still holds stdout open."""
    r = run_all_formats(project, capsys, "setsid-child-then-exit", "--timeout", "30")
    assert "exited (exit status 4)" in r["records"][TARGET]["message"]
    assert r["records"][TARGET]["seconds"] < 10  # not the 30 s timeout


def test_escape_sequences_never_reach_the_terminal(project, capsys):
    r = run_all_formats(project, capsys, "escape-sequences")
    assert "boom" in r["terminal"] and "pwned" not in r["terminal"]
    assert "\x1b" in r["records"][TARGET]["message"]  # machines get the text as written (JSON-escaped)


def test_hang_on_every_case_stops_after_the_timeout_budget(project, capsys):
    r = run_all_formats(project, capsys, "hang-every-case", "--max-timeouts", "2")
    bad = blamed(r)
    assert len(bad) == CASES
    timed_out = [i for i, m in bad.items() if "timed out after" in m]
    assert len(timed_out) == 2 and r["summary"]["not_run"] == CASES - 2
    assert all(r["records"][i].get("not_run") for i in bad if i not in timed_out)
    assert "NOT RUN" in r["terminal"] and "12 case(s)" in r["terminal"] and "--max-timeouts" in r["terminal"]
    assert "12 not run" in r["html"]
    assert r["seconds"] < 10, r["seconds"]  # 14 s without the budget
    assert r["code"] == 1
    assert_nothing_left(r)


def test_the_deadline_bounds_the_whole_run(project, capsys):
    r = run_all_formats(project, capsys, "hang-every-case", "--max-timeouts", "0", "--deadline", "2.5")
    bad = blamed(r)
    assert len(bad) == CASES
    timed_out = [i for i, m in bad.items() if "timed out after" in m]
    assert 1 <= len(timed_out) <= 3 and r["summary"]["not_run"] == CASES - len(timed_out)
    assert "deadline" in r["terminal"]
    assert r["seconds"] < 9, r["seconds"]  # 14 s without the deadline
    assert_nothing_left(r)


def test_a_driver_that_never_answers_start_exits_2(project, capsys):
    t0 = time.monotonic()
    code, _, err = conform(project, capsys, "--impl", impl("never-start"), "--start-timeout", "1")
    assert code == 2 and "did not start: bad reply to start: no reply to start within 1s" in err
    assert time.monotonic() - t0 < 4
    assert "Traceback" not in err
    for pid in driver_pids(project):
        assert not os.path.exists(f"/proc/{pid}")


def test_the_progress_bar_moves_on_timeouts(project, monkeypatch):
    """Every result, a timed-out case too, reaches the progress callback at once."""
    from rulestone.conformance import tables
    from rulestone.conformance.runner import run_tables

    seen: list[tuple[int, float]] = []
    t0 = time.monotonic()
    table = tables.load(project / "generated/conformance/countdown.json")
    argv = [sys.executable, "generated/python/misbehaving_driver.py", "hang-every-case"]
    run_tables([table], argv, project, timeout=0.5, max_timeouts=3,
               progress=lambda n: seen.append((n, time.monotonic() - t0)))
    assert [n for n, _ in seen] == list(range(1, CASES + 1))
    assert seen[1][1] - seen[0][1] > 0.3  # each timeout is reported when it happens, not at the end


@pytest.mark.parametrize("bad,message", [
    (["--deadline", "0"], "--deadline: expected a number of seconds above 0"),
    (["--max-timeouts", "-1"], "--max-timeouts: expected 0 (no limit) or more, found -1"),
    (["--start-timeout", "-2"], "--start-timeout: expected a number of seconds above 0"),
])
def test_bad_bounds_exit_2(project, capsys, bad, message):
    code, _, err = conform(project, capsys, *bad)
    assert code == 2 and message in err


def test_cases_not_run_are_not_written_as_known_failures(project, capsys, tmp_path):
    exp = tmp_path / "expected.yaml"
    code, _, err = conform(project, capsys, "--impl", impl("hang-every-case"), "--timeout", "0.5",
                           "--max-timeouts", "2", "--write-expectations", str(exp))
    assert code == 1 and "2 expectation(s) written" in err
    from rulestone.conformance.report import load_expectations

    assert {e.outcome for e in load_expectations(exp).values()} == {"ERROR"}
    # with those expectations the run still fails: 12 cases were never run
    code, out, _ = conform(project, capsys, "--impl", impl("hang-every-case"), "--timeout", "0.5",
                           "--max-timeouts", "2", "--expectations", str(exp))
    assert code == 1 and "NOT RUN 12 case(s)" in out
