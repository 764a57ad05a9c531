"""Throughput of the conformance harness: cases per second through the driver protocol (subprocess,
pipelined and strict request/response) against calling the driver's handler in process.

    python bench/conform.py [--cases N] [--window W]

Runs the toy engine of the tests (tests/data/conform/) and every table under generated/conformance/
that has a generated engine. Prints figures and ratios; it is not a pass/fail test.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import sys
import tempfile
import time
from itertools import cycle, islice
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulestone.conformance import driver, protocol, tables  # noqa: E402
from rulestone.conformance.compare import PASS, judge  # noqa: E402
from rulestone.conformance.runner import Job, Runner  # noqa: E402


def in_process(driver_path: Path, cases: list[tables.Case], n: int) -> tuple[float, int]:
    """Cases/s calling handle() directly, with the same JSON encoding and judging on both sides."""
    spec = importlib.util.spec_from_file_location("bench_driver", driver_path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    bodies = [(c, protocol.case_body(c.data, c.game)) for c in cases]
    for _c, b in bodies:  # warm up: module import, Game construction
        mod.handle(json.loads(protocol.run(0, b)))
    passed = 0
    t0 = time.perf_counter()
    for i, (c, b) in enumerate(islice(cycle(bodies), n)):
        reply = mod.handle(json.loads(protocol.run(i, b)))
        line = json.dumps(reply, ensure_ascii=False, separators=(",", ":")).encode()
        _, rep = protocol.parse_reply(line)
        passed += judge(c.data, rep)[0] == PASS
    return n / (time.perf_counter() - t0), passed


def through_protocol(argv: list[str], cwd: Path, cases: list[tables.Case], n: int,
                     window: int) -> tuple[float, int]:
    jobs = [Job(c, c.game, protocol.case_body(c.data, c.game)) for c in cases]
    with Runner(argv, cwd, timeout=30, window=window) as runner:
        list(runner.run(jobs))  # warm up
        passed = 0
        t0 = time.perf_counter()
        for done in runner.run(islice(cycle(jobs), n)):
            passed += judge(done.key.data, done.reply)[0] == PASS
        rate = n / (time.perf_counter() - t0)
    return rate, passed


def playout_cases(engine: Path, games: int = 40, seed: int = 1) -> list[tables.Case]:
    """Cases from seeded random games of a generated engine (for engines without a table yet): the
    game so far, the same state loaded with from_json, and an illegal action after it."""
    import random

    spec = importlib.util.spec_from_file_location(f"bench_engine_{engine.stem}", engine)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    rng = random.Random(seed)
    out: list[tables.Case] = []
    for k in range(games):
        players = 2 + k % 3
        state = mod.Game(players, {}).new_initial_state()
        steps: list[str] = []
        for _ in range(rng.randrange(5, 300)):
            if state.is_terminal():
                break
            if state.current_player() == mod.CHANCE:
                outcomes = state.chance_outcomes()
                a = rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
            else:
                a = rng.choice(state.legal_actions())
            steps.append(a)
            state.apply_action(a)
        final = state.to_json()
        base = {"description": {}, "players": players, "options": {}, "flags": []}
        ended = state.is_terminal()
        for cid, setup, st, expect in (
                (f"game-{k}", None, steps, {"result": "valid", "state": final, "terminal": ended}),
                (f"load-{k}", {"state": final}, [], {"result": "valid", "state": final}),
                (f"illegal-{k}", None, [*steps, "no such action"], {"result": "invalid", "at": len(steps)})):
            data = {**base, "id": cid, "setup": setup, "steps": st, "expect": expect}
            out.append(tables.Case(engine.stem, "playout", data, len(out)))
    return out


def bench(name: str, project: Path, table_paths: list[Path], n: int, window: int,
          cases: list[tables.Case] | None = None) -> None:
    cases = cases or [c for p in table_paths for c in tables.load(p).cases]
    drv = project / "generated/python/driver.py"
    argv = [sys.executable, "generated/python/driver.py"]
    base, ok_in = in_process(drv, cases, n)
    piped, ok_p = through_protocol(argv, project, cases, n, window)
    strict, _ = through_protocol(argv, project, cases, max(n // 4, 1), 1)
    print(f"{name}: {len(cases)} distinct cases, {n} runs")
    print(f"  in process (handle() + JSON + judge): {base:10.0f} cases/s  ({ok_in}/{n} pass)")
    print(f"  subprocess, pipelined (window {window}): {piped:8.0f} cases/s  ({ok_p}/{n} pass)"
          f"  = {piped / base:.2f} x in process")
    print(f"  subprocess, strict request/response: {strict:9.0f} cases/s"
          f"  = {strict / base:.2f} x in process; pipelining gains {piped / strict:.1f} x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=20000)
    ap.add_argument("--window", type=int, default=64)
    args = ap.parse_args()
    data = ROOT / "tests/data/conform"
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp)
        (project / "generated/python").mkdir(parents=True)
        shutil.copy(data / "countdown.py", project / "generated/python/countdown.py")
        (project / "generated/python/driver.py").write_text(driver.render(["countdown"], "bench"))
        bench("toy (countdown)", project, [data / "countdown.json"], args.cases, args.window)
    real = sorted((ROOT / "generated/conformance").glob("*.json"))
    playable = [p for p in real if (ROOT / "generated/python" / f"{p.stem}.py").is_file()]
    if playable and (ROOT / "generated/python/driver.py").is_file():
        bench("generated tables (" + ", ".join(p.stem for p in playable) + ")", ROOT, playable,
              args.cases, args.window)
    elif (ROOT / "generated/python/driver.py").is_file():
        for engine in sorted((ROOT / "generated/python").glob("*.py")):
            if engine.stem != "driver":
                cases = playout_cases(engine)
                steps = sum(len(c.data["steps"]) for c in cases) / len(cases)
                bench(f"generated engine {engine.stem}, no table yet: random-playout cases "
                      f"({steps:.0f} steps a case on average)", ROOT, [], max(args.cases // 20, 200),
                      args.window, cases)
    else:
        print("no generated engine and driver: run `rulestone build` to bench them")


if __name__ == "__main__":
    main()
