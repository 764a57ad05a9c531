"""Speed of the generated Emerald engine: random playouts per second by player count, and conformance
cases per second through the driver protocol (subprocess) and in process (the driver's handler).

    python bench/engine.py [--seconds S] [--cases N] [--json]

Each figure comes with a baseline measured in the same run, so the ratios survive a busy machine:
playouts are set against a bare loop over a trivial game (the same driving loop, a game whose
legal_actions()/apply_action() do nothing), the subprocess rate against the in-process rate.
Rates are per CPU second of this process (wall rates in the JSON too); the subprocess rate is wall
time, since the work happens in another process. Not a pass/fail test.
"""

from __future__ import annotations

import argparse
import bisect
import importlib.util
import itertools
import json
import math
import random
import sys
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulestone.conformance import protocol, tables  # noqa: E402
from rulestone.conformance.compare import judge  # noqa: E402
from rulestone.engines import load_engine  # noqa: E402


def _bench_conform() -> Any:
    """bench/conform.py as a module (not via sys.path: bench/extract.py would shadow the package)."""
    spec = importlib.util.spec_from_file_location("bench_conform", ROOT / "bench" / "conform.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


GAME = "emerald"
PLAYERS = (2, 3, 4, 5)
GOALS = {"playouts_per_s_4p": 1000, "conformance_cases_per_s_subprocess": 2000}


class Bare:
    """A trivial game with the engine API's shape: `length` decisions of two actions, a chance step
    every third one. What is left when a game's rules cost nothing: the driving loop itself."""

    CHANCE, TERMINAL = -1, -2
    LEGAL = ("a", "b")
    OUTCOMES = (("x", Fraction(1, 2)), ("y", Fraction(1, 2)))

    def __init__(self, length: int) -> None:
        self.left = length

    def current_player(self) -> int:
        if self.left <= 0:
            return self.TERMINAL
        return self.CHANCE if self.left % 3 == 0 else 0

    def legal_actions(self) -> list[str]:
        return list(self.LEGAL) if self.left > 0 else []

    def chance_outcomes(self) -> list[tuple[str, Fraction]]:
        return list(self.OUTCOMES) if self.left % 3 == 0 else []

    def apply_action(self, action: str) -> None:
        if action not in ("a", "b", "x", "y"):
            raise ValueError(action)
        self.left -= 1


class Draw:
    """Chance outcomes drawn with their exact probabilities: a uniform integer below the common
    denominator, located in the cumulative integer weights. The weights of an outcome list are kept
    by the identities of its entries (the cache holds the entries, so an identity cannot be reused
    while it is a key): engines that return the same (action, Fraction) pairs again, as generated
    ones do, pay for the arithmetic once. Exact either way; bounded."""

    def __init__(self, rng: random.Random) -> None:
        self.randbelow = rng._randbelow  # type: ignore[attr-defined]  # what choice() and randrange() call
        self.cache: dict[tuple[int, ...], tuple[list[Any], int, list[int]]] = {}

    def __call__(self, outcomes: list[tuple[str, Fraction]]) -> str:
        key = tuple(map(id, outcomes))
        hit = self.cache.get(key)
        if hit is None:
            den = math.lcm(*[p.denominator for _, p in outcomes])
            cum = list(itertools.accumulate(p.numerator * (den // p.denominator) for _, p in outcomes))
            if cum[-1] != den:
                raise ValueError(f"chance outcomes do not sum to 1: {outcomes}")
            if len(self.cache) >= 4096:
                self.cache.clear()
            hit = self.cache[key] = (outcomes, den, cum)
        return hit[0][bisect.bisect_right(hit[2], self.randbelow(hit[1]))][0]


def play(state: Any, chance: int, terminal: int, draw: Draw) -> int:
    """One game to the end: uniform random legal actions, chance outcomes drawn with their exact
    probabilities. Returns the number of steps."""
    randbelow = draw.randbelow
    steps = 0
    while True:
        who = state.current_player()
        if who == terminal:
            return steps
        if who == chance:
            action = draw(state.chance_outcomes())
        else:
            legal = state.legal_actions()
            action = legal[randbelow(len(legal))]
        state.apply_action(action)
        steps += 1


def measure(games: dict[str, Any], seconds: float, rounds: int = 5) -> dict[str, dict[str, Any]]:
    """Play games with each named function (one game a call; returns its steps) in turns, `rounds`
    times, for `seconds` of CPU time in all per name. Taking turns exposes every contender to the
    same neighbours on a shared machine; `best` is the fastest round, the figure least disturbed."""
    acc = {name: {"games": 0, "steps": 0, "cpu": 0.0, "wall": 0.0, "best": 0.0} for name in games}
    for _ in range(rounds):
        for name, fn in games.items():
            a = acc[name]
            n = steps = 0
            c0, w0 = time.process_time(), time.perf_counter()
            while True:
                steps += fn()
                n += 1
                cpu = time.process_time() - c0
                if cpu >= seconds / rounds:
                    break
            a["wall"] += time.perf_counter() - w0
            a["games"] += n
            a["steps"] += steps
            a["cpu"] += cpu
            a["best"] = max(a["best"], n / cpu)
    return {name: {"games": a["games"], "steps": a["steps"], "cpu_s": round(a["cpu"], 3),
                   "games_per_s": round(a["games"] / a["cpu"], 1),
                   "best_round_games_per_s": round(a["best"], 1),
                   "steps_per_s": round(a["steps"] / a["cpu"]),
                   "steps_per_game": round(a["steps"] / a["games"], 1),
                   "games_per_wall_s": round(a["games"] / a["wall"], 1)} for name, a in acc.items()}


def playouts(seconds: float, against: Path | None) -> dict[str, Any]:
    engines = {"engine": load_engine(GAME, ROOT)}
    if against is not None:
        engines["against"] = load_engine(GAME, ROOT, against.read_text(encoding="utf-8"))
    out: dict[str, Any] = {}
    for players in PLAYERS:
        fns: dict[str, Any] = {}
        for name, engine in engines.items():
            game = engine.Game(players, {})
            draw = Draw(random.Random(players))
            play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, draw)  # warm up
            fns[name] = lambda g=game, d=draw, e=engine: play(g.new_initial_state(), e.CHANCE, e.TERMINAL, d)
        out[str(players)] = measure(fns, seconds)
    length = round(sum(r["engine"]["steps_per_game"] for r in out.values()) / len(out))
    draw = Draw(random.Random(0))
    bare = measure({"bare": lambda: play(Bare(length), Bare.CHANCE, Bare.TERMINAL, draw)}, seconds)["bare"]
    for r in out.values():
        for name in engines:
            r[name]["step_cost_vs_bare"] = round(bare["steps_per_s"] / r[name]["steps_per_s"], 2)
        if against is not None:
            r["engine_vs_against"] = round(r["engine"]["games_per_s"] / r["against"]["games_per_s"], 2)
    return {"by_players": out, "bare_loop": bare, "against": str(against) if against else None}


def conformance(cases_n: int, window: int) -> dict[str, Any]:
    table = ROOT / "generated" / "conformance" / f"{GAME}.json"
    cases = tables.load(table).cases
    drv = ROOT / "generated" / "python" / "driver.py"
    conform = _bench_conform()
    c0 = time.process_time()
    inproc, ok_in = conform.in_process(drv, cases, cases_n)
    cpu = time.process_time() - c0
    piped, ok_p = conform.through_protocol([sys.executable, str(drv)], ROOT, cases, cases_n, window)
    sides = split(drv, cases, cases_n)
    return {"distinct_cases": len(cases), "runs": cases_n,
            "in_process_per_s": round(inproc), "in_process_cpu_s": round(cpu, 2), "in_process_pass": ok_in,
            "subprocess_per_s": round(piped), "subprocess_pass": ok_p, "window": window,
            "subprocess_vs_in_process": round(piped / inproc, 2), **sides}


def split(drv: Path, cases: list[Any], n: int) -> dict[str, int]:
    """CPU cost of each side of the protocol alone, in cases per CPU second: the driver (decode the
    run message, handle(), encode the reply) and the harness (parse the reply, judge it). Through a
    pipe the two run in parallel, so the slower side bounds the subprocess rate."""
    spec = importlib.util.spec_from_file_location("bench_engine_driver", drv)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    msgs = [protocol.run(i, protocol.case_body(c.data, c.game)) for i, c in enumerate(cases)]
    lines = [json.dumps(mod.handle(json.loads(m)), ensure_ascii=False, separators=(",", ":")).encode()
             for m in msgs]  # also the warm-up
    reps = max(1, n // len(cases))
    c0 = time.process_time()
    for _ in range(reps):
        for m in msgs:
            json.dumps(mod.handle(json.loads(m)), ensure_ascii=False, separators=(",", ":")).encode()
    driver_cpu = time.process_time() - c0
    c0 = time.process_time()
    for _ in range(reps):
        for c, line in zip(cases, lines, strict=True):
            judge(c.data, protocol.parse_reply(line)[1])
    harness_cpu = time.process_time() - c0
    done = reps * len(cases)
    return {"driver_side_per_cpu_s": round(done / driver_cpu),
            "harness_side_per_cpu_s": round(done / harness_cpu)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per playout measurement")
    ap.add_argument("--cases", type=int, default=10000, help="conformance case runs per measurement")
    ap.add_argument("--window", type=int, default=64, help="pipelining window of the subprocess runner")
    ap.add_argument("--against", type=Path, metavar="ENGINE.py",
                    help="also time this engine module (e.g. an older generated/python/emerald.py, from "
                         "`git show REV:generated/python/emerald.py`), in turns with the current one")
    ap.add_argument("--json", action="store_true", help="one JSON object instead of the summary")
    args = ap.parse_args()
    res = {"game": GAME, "python": sys.version.split()[0], "goals": GOALS,
           "playouts": playouts(args.seconds, args.against),
           "conformance": conformance(args.cases, args.window)}
    p4 = res["playouts"]["by_players"]["4"]["engine"]["games_per_s"]
    sub = res["conformance"]["subprocess_per_s"]
    res["goals_met"] = {"playouts_per_s_4p": p4 >= GOALS["playouts_per_s_4p"],
                        "conformance_cases_per_s_subprocess":
                            sub >= GOALS["conformance_cases_per_s_subprocess"]}
    if args.json:
        print(json.dumps(res, indent=1))
        return
    pl = res["playouts"]
    bare = pl["bare_loop"]
    print(f"{GAME}: random playouts (uniform legal actions, exact chance draws), per CPU second "
          f"(best round in brackets)")
    for players, r in pl["by_players"].items():
        for name in ("engine", "against"):
            if name in r:
                e = r[name]
                label = f"{players} players" if name == "engine" else "  against"
                print(f"  {label}: {e['games_per_s']:7.1f} games/s ({e['best_round_games_per_s']:7.1f})"
                      f"  {e['steps_per_s']:7d} steps/s  ({e['steps_per_game']:.0f} steps a game)"
                      f"  a step costs {e['step_cost_vs_bare']:.1f} x bare")
        if "engine_vs_against" in r:
            print(f"    engine / against = {r['engine_vs_against']:.2f}")
    print(f"  bare loop (trivial game, {bare['steps_per_game']:.0f} steps): {bare['games_per_s']:7.1f} "
          f"games/s"
          f"  {bare['steps_per_s']:7d} steps/s")
    c = res["conformance"]
    print(f"conformance table ({c['distinct_cases']} cases, {c['runs']} runs)")
    print(f"  in process (driver handle() + JSON + judge): {c['in_process_per_s']:7d} cases/s"
          f"  ({c['in_process_pass']}/{c['runs']} pass)")
    print(f"  subprocess, driver protocol (window {c['window']}): {c['subprocess_per_s']:7d} cases/s"
          f"  ({c['subprocess_pass']}/{c['runs']} pass) = {c['subprocess_vs_in_process']:.2f} x in process")
    print(f"  each side alone, per CPU second: driver {c['driver_side_per_cpu_s']} cases/s,"
          f" harness (parse + judge) {c['harness_side_per_cpu_s']} cases/s")
    for goal, met in res["goals_met"].items():
        print(f"  goal {goal} >= {GOALS[goal]}: {'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()
