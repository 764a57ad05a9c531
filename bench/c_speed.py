"""Speed of the native C engines (issue 19) in one run, for every game compiled from the rule
language: random playouts per CPU second, C against Python (goal >= 30x), and conformance cases per
second through protocol v1 with the C driver against the harness's own ceiling (the in-process rate
of bench/conform.py's toy game; goal >= 50 %), and against the harness's ceiling on the same cases
(the C driver's replies recorded, then parsed and judged in process: what the harness costs when
the implementation costs nothing). The toy game itself has no C engine: its options are raw ints
and booleans, which the rule language's string-valued options cannot hold.

    python bench/c_speed.py [--players 4] [--games N] [--c-games N] [--repeat R] [--cases N] [--json]

Python plays as bench/js_vs_python.py does (uniform legal actions, chance drawn with its exact
probabilities); C plays the same kind of games inside the engine (its own xoshiro256** generator,
so other games of the same distribution), called once through ctypes. Both engines are compiled
from rulespecs/<game>.yaml now; CPU time of this process, best of R runs. The El Dorado comparison
with the C++ peer `city-of-gold` waits for El Dorado's migration to the rule language. Not a
pass/fail test; needs a C compiler.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from conform import in_process, through_protocol  # noqa: E402
from js_vs_python import play  # noqa: E402

from rulestone import c_engine  # noqa: E402
from rulestone.conformance import driver, protocol, tables  # noqa: E402
from rulestone.conformance.compare import PASS, judge  # noqa: E402
from rulestone.engines import load_module  # noqa: E402
from rulestone.generate import c as cgen  # noqa: E402
from rulestone.generate.python import has_logic  # noqa: E402
from rulestone.rules import emit_c, emit_python  # noqa: E402
from rulestone.rules.compile import compile_spec  # noqa: E402


def python_rate(engine: Any, games: int, players: int, seed: int) -> float:
    game = engine.Game(players, {})
    rng = random.Random(seed)
    for _ in range(3):  # warm the engine's caches
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng)
    c0 = time.process_time()
    for _ in range(games):
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng)
    return games / (time.process_time() - c0)


def c_rate(game: Any, games: int, seed: int) -> float:
    game.playouts(seed, 20)  # warm up
    c0 = time.process_time()
    game.playouts(seed, games)
    return games / (time.process_time() - c0)


def toy_ceiling(n: int) -> float:
    """The harness's own ceiling: bench/conform.py's toy game called in process (no subprocess)."""
    data = ROOT / "tests/data/conform"
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp)
        (project / "generated/python").mkdir(parents=True)
        shutil.copy(data / "countdown.py", project / "generated/python/countdown.py")
        (project / "generated/python/driver.py").write_text(driver.render(["countdown"], "bench"))
        cases = tables.load(data / "countdown.json").cases
        return in_process(project / "generated/python/driver.py", cases, n)[0]


def judged_in_process(drv: Path, cases: list[tables.Case], n: int) -> float:
    """Cases/s of the harness alone on these cases: the driver's replies recorded once, then parsed
    and judged in process, n times round."""
    lines = [b'{"cmd":"start","version":1}']
    lines += [protocol.run(i, protocol.case_body(c.data, c.game)).rstrip(b"\n") for i, c in enumerate(cases)]
    out = subprocess.run([str(drv)], input=b"\n".join([*lines, b'{"cmd":"stop"}']) + b"\n",
                         capture_output=True, check=True).stdout.splitlines()[1:]
    pairs = list(zip(cases, out, strict=True))
    passed = 0
    t0 = time.perf_counter()
    for k in range(n):
        case, line = pairs[k % len(pairs)]
        _, reply = protocol.parse_reply(line)
        passed += judge(case.data, reply)[0] == PASS
    assert passed == n, f"{n - passed} recorded replies fail"
    return n / (time.perf_counter() - t0)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=300, help="Python playouts per run")
    ap.add_argument("--c-games", type=int, default=20000, help="C playouts per run")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--cases", type=int, default=20000, help="protocol runs of the conformance bench")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if cgen.compiler() is None:
        sys.exit("no C compiler (cc, gcc or clang; or $CC): nothing to bench")
    specs = [p for p in sorted((ROOT / "rulespecs").glob("*.yaml")) if p.stem != "glossary" and has_logic(p)]
    report: dict[str, Any] = {"players": args.players, "games": {}}
    compiled = []
    for path in specs:
        prog = compile_spec(path, ROOT)
        c_text, h_text = emit_c.emit(prog), emit_c.emit_header(prog)
        compiled.append((prog.game, c_text, h_text))
        py = load_module(emit_python.emit(prog), f"bench_c_speed_{prog.game}")
        cg = c_engine.Engine(c_engine.load_library(prog.game, ROOT, c_text, h_text)).Game(args.players, {})
        best = {"python": 0.0, "c": 0.0}
        for _ in range(args.repeat):
            best["python"] = max(best["python"], python_rate(py, args.games, args.players, args.seed))
            best["c"] = max(best["c"], c_rate(cg, args.c_games, args.seed))
        report["games"][prog.game] = {"python_playouts_per_cpu_s": round(best["python"], 1),
                                      "c_playouts_per_cpu_s": round(best["c"], 1),
                                      "ratio_c_python": round(best["c"] / best["python"], 1)}
    # the C driver through the protocol, on the tables of the compiled games
    table_paths = [ROOT / tables.TABLE_DIR / f"{g}.json" for g, _, _ in compiled]
    table_paths = [p for p in table_paths if p.is_file()]
    if table_paths:
        sources = {f"{g}{ext}": t.encode() for g, c_text, h_text in compiled
                   for ext, t in ((".c", c_text), (".h", h_text))}
        sources["driver.c"] = cgen.render_driver([g for g, _, _ in compiled], "bench").encode()
        drv = cgen.driver_binary(ROOT, sources)
        cases = [c for p in table_paths for c in tables.load(p).cases]
        ceiling = toy_ceiling(args.cases)
        same = judged_in_process(drv, cases, args.cases)
        piped, passed = through_protocol([str(drv)], ROOT, cases, args.cases, 64)
        report["protocol"] = {"tables": [p.stem for p in table_paths], "distinct_cases": len(cases),
                              "c_driver_cases_per_s": round(piped), "passed": passed, "runs": args.cases,
                              "harness_ceiling_cases_per_s": round(ceiling),
                              "ratio_to_ceiling": round(piped / ceiling, 3),
                              "harness_on_these_cases_per_s": round(same),
                              "ratio_to_harness_on_these_cases": round(piped / same, 3)}
    report["el_dorado_vs_city_of_gold"] = "skipped: El Dorado is not compiled from the rule language yet"
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"random playouts per CPU second, {args.players} players (best of {args.repeat}):")
    for g, r in report["games"].items():
        print(f"  {g:14} python {r['python_playouts_per_cpu_s']:9.1f}   c {r['c_playouts_per_cpu_s']:10.1f}"
              f"   c/python {r['ratio_c_python']:6.1f} x  (goal >= 30)")
    if "protocol" in report:
        p = report["protocol"]
        print(f"conformance through protocol v1, C driver ({', '.join(p['tables'])}, {p['distinct_cases']} "
              f"cases, {p['runs']} runs, {p['passed']} passed): {p['c_driver_cases_per_s']} cases/s")
        print(f"  harness ceiling (toy game in process): {p['harness_ceiling_cases_per_s']} cases/s;"
              f" ratio {p['ratio_to_ceiling']:.2f} (goal >= 0.5)")
        print(f"  the harness alone on these cases (replies recorded, parsed and judged in process): "
              f"{p['harness_on_these_cases_per_s']} cases/s; "
              f"ratio {p['ratio_to_harness_on_these_cases']:.2f}")
    print(f"El Dorado vs city-of-gold: {report['el_dorado_vs_city_of_gold']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
