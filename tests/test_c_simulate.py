"""Bulk playouts in C (`rulestone simulate GAME --engine c --workers N`): the statistics of
engines.simulate, the same whatever the number of workers, and equal to the Python engine's for the
same seed (one generator: rulestone/simulation.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from c_target import ROOT, c_engine, c_texts, needs_cc, program, python_engine

from rulestone import c_engine as ce
from rulestone import simulation
from rulestone.engines import simulate as py_simulate
from rulestone.errors import InputError

RACE = ROOT / "tests" / "data" / "rules" / "race.yaml"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project holding only race's generated C engine."""
    (tmp_path / "rulespecs").mkdir()
    d = tmp_path / "generated" / "c"
    d.mkdir(parents=True)
    c_text, h_text = c_texts(RACE)
    (d / "race.c").write_text(c_text, encoding="utf-8")
    (d / "race.h").write_text(h_text, encoding="utf-8")
    return tmp_path


@needs_cc
def test_workers_split_the_same_games(project: Path) -> None:
    one = ce.simulate("race", project, 3, {"finish": "stop"}, 901, 7, workers=1)
    three = ce.simulate("race", project, 3, {"finish": "stop"}, 901, 7, workers=3)
    assert one == three
    assert one["games"] == 901 and one["options"] == {"finish": "stop"}
    keys = set(py_simulate(python_engine(RACE), 3, {}, 5, 0))
    assert keys <= set(one)


@needs_cc
def test_c_statistics_equal_python(project: Path) -> None:
    """`simulate --engine python` and `--engine c` play the same games for a seed: equal statistics."""
    py = py_simulate(python_engine(RACE), 2, {"finish": "stop"}, 400, 1)
    c = ce.simulate("race", project, 2, {"finish": "stop"}, 400, 1, workers=2)
    assert py.pop("engine") == "python" and c.pop("engine") == "c"
    assert py == c and py["games"] == 400
    assert abs(sum(c["win_rate"]) + c["tie_rate"] + c["stopped_rate"] - 1) < 1e-3


@needs_cc
def test_playouts_count_decisions_only() -> None:
    """A game of race: every step is a seat's decision or a roll; length counts the decisions."""
    g = c_engine(RACE).Game(2)
    stats = g.playouts(3, 1)
    assert stats[0] == 1 and stats[3] == stats[4] == stats[1] and stats[2] == stats[1] ** 2


@needs_cc
def test_cli_engine_c(project: Path) -> None:
    cli = [sys.executable, "-m", "rulestone", "--project", str(project), "simulate", "race", "--engine", "c"]
    run = subprocess.run([*cli, "-n", "300", "--workers", "2", "--players", "2", "4", "--json"],
                         capture_output=True, text=True, cwd=project)
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout)
    assert [r["players"] for r in out["results"]] == [2, 4]
    assert all(r["games"] == 300 and r["engine"] == "c" for r in out["results"])
    bad = subprocess.run([*cli, "-n", "3", "--players", "9"], capture_output=True, text=True, cwd=project)
    assert bad.returncode == 2 and "players" in bad.stderr


@needs_cc
def test_missing_c_engine_is_bad_input(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="rulestone build"):
        ce.simulate("race", tmp_path, 2, {}, 1, 0)
    assert program(RACE).game == "race"


@needs_cc
@pytest.mark.parametrize("spec", [RACE, ROOT / "rulespecs" / "emerald.yaml"], ids=["race", "emerald"])
def test_python_and_c_play_the_same_games(spec: Path) -> None:
    """rulestone/simulation.py: one generator drives chance and the seats in both engines, so the
    statistics vectors are equal number for number (a reading's numbers do not depend on the compiler)."""
    players = 2
    py = simulation.python_playouts(python_engine(spec), players, {}, 11, 25)
    c = c_engine(spec).Game(players, {}).playouts(11, 25, simulation.MAX_STEPS)
    assert py == c and py[0] == 25


def test_rng_is_xoshiro256starstar() -> None:
    """Reference values of xoshiro256** seeded by splitmix64 (the C runtime's rs_rng)."""
    r = simulation.Rng(0)
    assert r.s[0] == 0xE220A8397B1DCDAF  # splitmix64(0), its published first output
    r = simulation.Rng(5)
    draws = [r.below(6) for _ in range(6000)]
    assert all(0 <= d < 6 for d in draws) and min(draws.count(k) for k in range(6)) > 850


@needs_cc
def test_run_is_the_same_with_and_without_a_compiler(monkeypatch: pytest.MonkeyPatch, capsys,
                                                     tmp_path: Path) -> None:
    """simulation.run: C when a compiler exists, else Python (said on stderr), the same statistics;
    split over processes or not."""
    from rulestone.generate import c as cgen
    from rulestone.rules import emit_python

    code = emit_python.emit(program(RACE))
    runs = [(2, {}, 40, 1), (3, {"finish": "stop"}, 30, 5)]
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    with_c = simulation.run("race", code, c_texts(RACE), runs, workers=1, cache=False)
    split = simulation.run("race", code, c_texts(RACE), runs, workers=2, cache=False)
    monkeypatch.setattr(cgen, "compiler", lambda: None)
    without = simulation.run("race", code, c_texts(RACE), runs, workers=1)  # and cached
    assert with_c == without == split
    assert "no C compiler" in capsys.readouterr().err
    assert simulation.run("race", code, None, runs) == with_c  # from the cache: no message
    assert "no C compiler" not in capsys.readouterr().err


@needs_cc
def test_report_readings_do_not_depend_on_the_compiler(monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Path) -> None:
    """The reconciliation report's simulated readings: the same rows from the C engine and from the
    Python engine (no compiler), SIM_GAMES games each, with 95 % intervals."""
    from rulestone.reconcile import report
    from rulestone.rules import emit_python
    from rulestone.specs.load import load_spec

    spec_path = ROOT / "rulespecs" / "emerald.yaml"
    monkeypatch.setattr(report, "SIM_GAMES", 12)
    spec = load_spec(spec_path)
    code = emit_python.emit(program(spec_path))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "c"))  # a cache each: both really play
    with_c = report._simulations(spec, None, (code, c_texts(spec_path)))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "python"))
    with_python = report._simulations(spec, None, (code, None))
    assert with_c == with_python and with_c
    rows = [r for rs in with_c.values() for r in rs]
    assert all(r["games"] == 12 and len(r["intervals"]["win_rate"]) == r["players"] for r in rows)
    assert sum(r["default"] for r in rows) == sum(len({r["players"] for r in rs}) for rs in with_c.values())
