"""The C target (issue 19): generated C that compiles warning-free, the conformance tables through
the C driver (once under AddressSanitizer and UBSan), the same protocol replies as the Python
driver, byte for byte, on cases of every kind (refusals' words included), and the build stage."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from c_target import (
    CC,
    ROOT,
    SANITIZE,
    c_texts,
    compile_check,
    needs_cc,
    program,
    python_engine,
    sources,
    spec_paths,
)

from rulestone.conformance import tables as tbl
from rulestone.conformance.compare import PASS
from rulestone.conformance.driver import render as render_py_driver
from rulestone.conformance.runner import run_tables
from rulestone.generate import c as cgen
from rulestone.rules import emit_c, emit_python

SPECS = spec_paths()
IDS = [p.stem for p in SPECS]


@pytest.mark.parametrize("path", SPECS, ids=IDS)
def test_emitted_c_is_deterministic(path: Path) -> None:
    prog = program(path)
    assert emit_c.emit(prog) == emit_c.emit(prog)
    assert emit_c.emit_header(prog) == c_texts(path)[1]
    assert cgen.render_driver(["b", "a"], "1") == cgen.render_driver(["a", "b"], "1")


def test_emitted_c_does_not_depend_on_hash_seeds() -> None:
    """The build is deterministic: the C text is the same under any PYTHONHASHSEED."""
    script = ("import hashlib, sys; from pathlib import Path; from rulestone.rules import emit_c; "
              "from rulestone.rules.compile import compile_spec; "
              "print([hashlib.sha256((emit_c.emit(p) + emit_c.emit_header(p)).encode()).hexdigest() "
              "for p in (compile_spec(Path(a), Path(sys.argv[1])) for a in sys.argv[2:])])")
    outs = []
    for seed in ("1", "2", "3"):
        run = subprocess.run([sys.executable, "-c", script, str(ROOT), *map(str, SPECS)], capture_output=True,
                             text=True, env={**os.environ, "PYTHONHASHSEED": seed}, cwd=ROOT)
        assert run.returncode == 0, run.stderr[-2000:]
        outs.append(run.stdout)
    assert outs[0] == outs[1] == outs[2]


def test_c_string_literals_hold_any_text() -> None:
    assert emit_c.c_str('a"b\\c') == '"a\\"b\\\\c"'
    assert emit_c.c_str("??=") == '"\\?\\?="'  # no trigraph
    assert emit_c.c_str("é1") == '"\\303\\2511"'  # octal: a digit after it stays a digit
    assert emit_c.c_comment("ends with \\") == "ends with \\ |"


@needs_cc
@pytest.mark.parametrize("path", SPECS, ids=IDS)
def test_engine_compiles_without_warnings(path: Path, tmp_path: Path) -> None:
    c_text, h_text = c_texts(path)
    game = program(path).game
    files = {f"{game}.c": c_text.encode(), f"{game}.h": h_text.encode(),
             emit_c.RUNTIME_H: emit_c.runtime_header().encode()}
    compile_check(tmp_path, files, [*cgen.WARNINGS, "-pedantic", "-O2", "-c"], f"{game}.o")


@needs_cc
def test_driver_compiles_without_warnings(tmp_path: Path) -> None:
    compile_check(tmp_path, sources(SPECS), [*cgen.WARNINGS, "-pedantic", "-O2"], "driver")


def _driver(tmp: Path, flags: list[str]) -> Path:
    return compile_check(tmp, sources(SPECS), [*cgen.WARNINGS, *flags], "driver")


def _game_tables() -> list[tbl.Table]:
    games = {program(p).game for p in SPECS}
    out = []
    for game in sorted(games):
        path = ROOT / tbl.TABLE_DIR / f"{game}.json"
        if path.is_file():
            out.append(tbl.load(path))
    return out


@needs_cc
def test_tables_pass_under_sanitizers(tmp_path: Path) -> None:
    """Every conformance table of a game compiled from the rule language, through the C driver
    built with AddressSanitizer and UBSan (any report aborts the driver: the case errors)."""
    tables = _game_tables()
    if not tables:
        pytest.skip("no conformance table of a compiled game under generated/conformance/")
    try:
        driver = _driver(tmp_path, SANITIZE)
    except AssertionError as e:
        if "sanitize" in str(e) or "asan" in str(e).lower():
            pytest.skip(f"this compiler cannot build with the sanitizers: {str(e)[:200]}")
        raise
    env = {**os.environ, "ASAN_OPTIONS": "abort_on_error=1:detect_leaks=1",
           "UBSAN_OPTIONS": "halt_on_error=1"}
    run = run_tables(tables, [str(driver)], tmp_path, timeout=120.0, env=env)
    bad = [(r.case.game, r.case.id, r.outcome, r.message[:300]) for r in run.ordered() if r.outcome != PASS]
    assert not bad and not run.incidents, (bad[:5], run.incidents[:3])
    assert sum(len(t.cases) for t in tables) == len(run.results)


# ---------------------------------------------------------------- the same replies as the Python driver


def _random_cases(path: Path, rng: random.Random, n: int) -> list[dict]:
    """Cases of every kind: from the initial state or a real state's JSON, with legal and illegal
    steps, unknown options and player counts, and states mutated to be refused."""
    E = python_engine(path)
    game = program(path).game
    cases: list[dict] = []
    for k in range(n):
        players = rng.randint(E.MIN_PLAYERS, E.MAX_PLAYERS)
        options = {name: rng.choice(o["values"]) for name, o in E.OPTIONS.items() if rng.random() < 0.5}
        s = E.Game(players, options).new_initial_state()
        for _ in range(rng.randint(0, 200)):
            if s.is_terminal():
                break
            s.apply_action(rng.choice(s.legal_actions()))
        setup = None if k % 3 == 0 else {"state": s.to_json()}
        steps = []
        for _ in range(rng.randint(0, 6)):
            if s.is_terminal():
                break
            a = rng.choice(s.legal_actions())
            steps.append(a)
            s.apply_action(a)
        if k % 4 == 1:
            steps.append(rng.choice(["no such action", *sorted(E._ACTIONS)]))  # legal or not
        if k % 5 == 2 and setup is not None:
            setup = {"state": _mutate(setup["state"], rng)}
        case = {"game": game, "players": players, "options": options, "setup": setup, "steps": steps}
        if k % 17 == 3:
            case["players"] = E.MAX_PLAYERS + 1
        if k % 19 == 4:
            case["options"] = {"no_such_option": "x"}
        cases.append(case)
    return cases


def _mutate(state: dict, rng: random.Random) -> dict:
    """One change a loader must refuse (or, now and then, accept): a wrong type, a missing or extra
    key, a value outside an enum."""
    d = json.loads(json.dumps(state))
    keys = [k for k in d if k not in ("game", "players", "options")]
    key = rng.choice(keys)
    kind = rng.randrange(7)
    if kind == 0:
        del d[key]
    elif kind == 1:
        d["extra_key"] = 1
    elif kind == 2:
        d[key] = "not-a-value"
    elif kind == 3:
        d[key] = 1.5
    elif kind == 4:
        d[key] = [True, None, {"x": "ü\n"}]
    elif kind == 5:
        d["players"] = d["players"] + 1
    else:
        d["options"] = {"x": "y"}
    return d


def _replies(argv: list[str], cwd: Path, cases: list[dict]) -> list[str]:
    lines = ['{"cmd":"start","version":1}']
    lines += [json.dumps({"cmd": "run", "seq": i, "case": c}, ensure_ascii=False)
              for i, c in enumerate(cases)]
    lines.append('{"cmd":"stop"}')
    run = subprocess.run(argv, cwd=cwd, input="\n".join(lines) + "\n", capture_output=True, text=True,
                         encoding="utf-8", timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    return run.stdout.splitlines()[1:]


def _normal(reply: str) -> dict:
    """A reply as compared: the traceback is the Python driver's own; error class names are kept."""
    r = json.loads(reply)
    if r.get("errored"):
        r["context"].pop("traceback", None)
    return r


@needs_cc
@pytest.mark.parametrize("path", SPECS, ids=IDS)
def test_replies_match_the_python_driver(path: Path, tmp_path: Path) -> None:
    game = program(path).game
    py_dir = tmp_path / "py" / "c"  # the drivers name their directory when they skip a game
    py_dir.mkdir(parents=True)
    (py_dir / f"{game}.py").write_text(emit_python.emit(program(path)), encoding="utf-8")
    (py_dir / "driver.py").write_text(render_py_driver([game], "test"), encoding="utf-8")
    c_dir = tmp_path / "c"
    c_dir.mkdir()
    driver = compile_check(c_dir, sources([path]), [*cgen.WARNINGS, "-O1"], "driver")
    cases = _random_cases(path, random.Random(19), int(os.environ.get("RULESTONE_C_CASES", "150")))
    cases.append({**cases[0], "game": "no_such_game"})
    py = _replies([sys.executable, "driver.py"], py_dir, cases)
    cc = _replies([str(driver)], c_dir, cases)
    assert len(py) == len(cc) == len(cases)
    kinds = {"result": 0, "errored": 0, "skipped": 0, "illegal": 0}
    for i, (a, b) in enumerate(zip(py, cc, strict=True)):
        ra, rb = _normal(a), _normal(b)
        if "result" in ra:
            assert a == b, (i, cases[i], a[:2000], b[:2000])  # byte for byte
            kinds["illegal"] += any(not s["ok"] for s in ra["result"]["steps"])
        else:
            assert ra == rb, (i, cases[i], ra, rb)  # the same words of refusal
        kinds[next(k for k in ("result", "errored", "skipped") if k in ra)] += 1
    assert all(kinds.values()), kinds  # every kind of reply was exercised


# ---------------------------------------------------------------- the build


def test_build_stage_writes_the_c_files() -> None:
    from rulestone.build import all_stages

    stage = next(s for s in all_stages() if s.NAME == "generate-c")
    assert stage.ORDER > next(s for s in all_stages() if s.NAME == "generate").ORDER

    class Ctx:
        root = ROOT

        def __init__(self) -> None:
            self.outputs: dict[str, bytes] = {}

        def add(self, rel: str, content: str) -> None:
            self.outputs[rel] = content.encode()

    ctx = Ctx()
    stage.produce(ctx)
    games = [p.stem for p in spec_paths() if p.parent.name == "rulespecs"]
    assert sorted(ctx.outputs) == sorted([cgen.DRIVER, cgen.RUNTIME,
                                          *(f for g in games for f in cgen.engine_paths(g))])
    assert ctx.outputs[cgen.RUNTIME].decode() == emit_c.runtime_header()  # one runtime for all
    assert all(emit_c.RUNTIME.splitlines()[0] not in ctx.outputs[f].decode()
               for f in ctx.outputs if f != cgen.RUNTIME)
    for g in games:
        assert ctx.outputs[f"generated/c/{g}.c"].decode() == c_texts(ROOT / "rulespecs" / f"{g}.yaml")[0]


@needs_cc
def test_cache_builds_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESTONE_C_CACHE", str(tmp_path / "cache"))
    path = SPECS[-1]
    first = cgen.shared_library(program(path).game, *c_texts(path))
    stamp = first.stat().st_mtime_ns
    assert cgen.shared_library(program(path).game, *c_texts(path)) == first
    assert first.stat().st_mtime_ns == stamp
    assert first.is_relative_to(tmp_path / "cache")


def test_no_compiler_is_bad_input(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulestone.errors import InputError

    monkeypatch.setenv("CC", "no-such-compiler-rulestone")
    with pytest.raises(InputError, match="no C compiler"):
        cgen.shared_library("race", "int x;", "")
    assert CC is None or Path(CC).exists()


@needs_cc
def test_conform_impls_c_on_the_generated_tables(tmp_path: Path) -> None:
    """`rulestone conform --impls python,c` (plus js when node is there) on the tables of the games
    compiled from the rule language, through generated/c/ (run `rulestone build` first)."""
    import shutil

    games = sorted({program(p).game for p in SPECS if p.parent.name == "rulespecs"})
    impls = "python,js,c" if shutil.which("node") else "python,c"
    env = {**os.environ, "RULESTONE_C_CACHE": str(tmp_path / "cache")}
    for game in games:
        run = subprocess.run([sys.executable, "-m", "rulestone", "--project", str(ROOT), "conform", "--impls",
                              impls, "--game", game, "--json"], capture_output=True, text=True, env=env)
        assert run.returncode == 0, (run.stdout[-2000:], run.stderr[-2000:])
        summaries = [json.loads(ln)["summary"] for ln in run.stdout.splitlines() if '"summary"' in ln]
        assert summaries[-1]["implementation"]["language"] == "c"
        assert len({s["passed"] for s in summaries}) == 1
        assert summaries[-1]["passed"] == summaries[-1]["cases"] > 0


def test_conform_impls_c_without_generated_c_is_bad_input(tmp_path: Path) -> None:
    (tmp_path / "rulespecs").mkdir()
    cli = [sys.executable, "-m", "rulestone", "--project", str(tmp_path), "conform", "--impls", "c"]
    run = subprocess.run(cli, capture_output=True, text=True)
    assert run.returncode == 2 and "rulestone build" in run.stderr, run.stderr
