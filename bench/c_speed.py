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
from rulespecs/<game>.yaml now; CPU time of this process, best of R runs.

El Dorado against the C++ peer `city-of-gold` (PyPI; installed with pip into the bench's own venv,
bench/out/city-of-gold-venv, on first use): single-threaded games per CPU second, one environment
stepped sequentially with its own uniform random sampler, 4 players, 3 map pieces, EASY. Comparable
lengths: the peer's games are cut at the mean length (decisions) of the C engine's random games of
the same run (its `max_steps`), so no peer game is longer than ours on average; both mean lengths
are reported, and steps per second too (a peer step is one card played, one hex moved, one buy).
`--no-peer` skips it. Not a pass/fail test; needs a C compiler.
"""

from __future__ import annotations

import argparse
import json
import os
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


PEER = "city-of-gold"
PEER_VENV = ROOT / "bench" / "out" / "city-of-gold-venv"
PEER_RUN = r"""
import json, sys, time
import city_of_gold as cg
from city_of_gold import vec
games, max_steps, seed = (int(x) for x in sys.argv[1:4])
runner = vec.get_runner(1)()  # one environment, stepped in this thread (sample_seq / step_seq)
runner.make_samplers(seed)
envs = runner.get_envs()
envs.reset(seed, 4, 3, cg.Difficulty.EASY, max_steps, False)
dones, infos = envs.dones, envs.infos
done = steps = lengths = 0
c0 = time.process_time()
while done < games:
    runner.sample_seq()
    runner.step_seq()
    steps += 1
    if dones[0]:
        done += 1
        lengths += int(infos[0]["total_length"])
dt = time.process_time() - c0
print(json.dumps({"games_per_cpu_s": done / dt, "steps_per_cpu_s": steps / dt, "mean_length": lengths / done,
                  "version": cg.__dict__.get("__version__", "")}))
"""


def peer_python() -> tuple[str | None, str]:
    """The bench venv's python with city-of-gold installed from PyPI (pip, the registry this machine
    uses), or None and exactly why not."""
    py = PEER_VENV / "bin" / "python"
    if not py.is_file():
        made = subprocess.run([sys.executable, "-m", "venv", str(PEER_VENV)], capture_output=True, text=True)
        if made.returncode != 0:
            return None, f"python -m venv failed: {(made.stderr or made.stdout).strip().splitlines()[-1:]}"
    check = subprocess.run([str(py), "-c", "import city_of_gold"], capture_output=True, text=True)
    if check.returncode != 0:
        pip = subprocess.run([str(py), "-m", "pip", "install", "-q", PEER], capture_output=True, text=True)
        if pip.returncode != 0:
            lines = (pip.stderr or pip.stdout).strip().splitlines()
            return None, f"pip install {PEER} failed: {lines[-1] if lines else pip.returncode}"
    ver = subprocess.run([str(py), "-m", "pip", "show", PEER], capture_output=True, text=True).stdout
    version = next((ln.split(":", 1)[1].strip() for ln in ver.splitlines() if ln.startswith("Version:")), "?")
    return str(py), version


def peer_rate(py: str, games: int, max_steps: int, seed: int) -> dict[str, float]:
    run = subprocess.run([py, "-c", PEER_RUN, str(games), str(max_steps), str(seed)], capture_output=True,
                         text=True, env={**os.environ, "OMP_NUM_THREADS": "1"})
    if run.returncode != 0:
        raise RuntimeError(f"{PEER} run failed: {run.stderr.strip().splitlines()[-1:]}")
    return json.loads(run.stdout)


def el_dorado_vs_peer(cg: Any, args: argparse.Namespace) -> dict[str, Any] | str:
    if args.players != 4:
        return "skipped: the peer is compared at 4 players (run with --players 4)"
    py, version = peer_python()
    if py is None:
        return f"skipped: {version}"
    stats = cg.playouts(args.seed, args.c_games // 20 or 1)
    ours_length = stats[1] / stats[0]
    best_c, best_peer = 0.0, {"games_per_cpu_s": 0.0}
    for r in range(args.repeat):
        best_c = max(best_c, c_rate(cg, max(50, args.c_games // 50), args.seed + r))
        got = peer_rate(py, args.peer_games, round(ours_length), args.seed + r)
        if got["games_per_cpu_s"] > best_peer["games_per_cpu_s"]:
            best_peer = got
    return {"peer": f"{PEER} {version} (PyPI)", "players": 4,
            "c_games_per_cpu_s": round(best_c, 1), "c_mean_length_decisions": round(ours_length, 1),
            "c_steps_per_cpu_s": round(best_c * ours_length),
            "peer_games_per_cpu_s": round(best_peer["games_per_cpu_s"], 1),
            "peer_max_steps": round(ours_length),
            "peer_mean_length_steps": round(best_peer["mean_length"], 1),
            "peer_steps_per_cpu_s": round(best_peer["steps_per_cpu_s"]),
            "ratio_games": round(best_c / best_peer["games_per_cpu_s"], 2),
            "ratio_steps": round(best_c * ours_length / best_peer["steps_per_cpu_s"], 2)}


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
    ap.add_argument("--peer-games", type=int, default=300, help="city-of-gold games per run")
    ap.add_argument("--no-peer", action="store_true", help="skip El Dorado against city-of-gold")
    ap.add_argument("--game", action="append", help="only these games (repeatable)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if cgen.compiler() is None:
        sys.exit("no C compiler (cc, gcc or clang; or $CC): nothing to bench")
    specs = [p for p in sorted((ROOT / "rulespecs").glob("*.yaml")) if p.stem != "glossary" and has_logic(p)
             and (not args.game or p.stem in args.game)]
    # the machine's load moves every figure (a shared machine): said with them
    report: dict[str, Any] = {"players": args.players, "games": {},
                              "load_average_start": [round(x, 2) for x in os.getloadavg()]}
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
        if prog.game == "el_dorado" and not args.no_peer:
            report["el_dorado_vs_city_of_gold"] = el_dorado_vs_peer(cg, args)
    # the C driver through the protocol, on the tables of the compiled games
    table_paths = [ROOT / tables.TABLE_DIR / f"{g}.json" for g, _, _ in compiled]
    table_paths = [p for p in table_paths if p.is_file()]
    if table_paths:
        sources = {f"{g}{ext}": t.encode() for g, c_text, h_text in compiled
                   for ext, t in ((".c", c_text), (".h", h_text))}
        sources["driver.c"] = cgen.render_driver([g for g, _, _ in compiled], "bench").encode()
        sources[emit_c.RUNTIME_H] = emit_c.runtime_header().encode()
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
    report.setdefault("el_dorado_vs_city_of_gold", "skipped (--no-peer, or El Dorado not benched)")
    report["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"load average (1, 5, 15 min) at the start {report['load_average_start']}, "
          f"at the end {report['load_average_end']}")
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
    peer = report["el_dorado_vs_city_of_gold"]
    if isinstance(peer, str):
        print(f"El Dorado vs city-of-gold: {peer}")
    else:
        print(f"El Dorado vs {peer['peer']}, 4 players, one thread (best of {args.repeat}):")
        print(f"  c    {peer['c_games_per_cpu_s']:9.1f} games/CPU s, mean length "
              f"{peer['c_mean_length_decisions']} decisions, {peer['c_steps_per_cpu_s']} decisions/s")
        print(f"  peer {peer['peer_games_per_cpu_s']:9.1f} games/CPU s, max_steps {peer['peer_max_steps']}, "
              f"mean length {peer['peer_mean_length_steps']} steps, {peer['peer_steps_per_cpu_s']} steps/s")
        print(f"  c/peer: games {peer['ratio_games']:.2f} x (goal >= 1.0), steps {peer['ratio_steps']:.2f} x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
