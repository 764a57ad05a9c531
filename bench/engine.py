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
import importlib.util
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

from rulestone.conformance import tables  # noqa: E402
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


def play(state: Any, chance: int, terminal: int, rng: random.Random) -> int:
    """One game to the end: uniform random legal actions, chance outcomes drawn with their exact
    probabilities (a uniform integer below the common denominator). Returns the number of steps."""
    randbelow = rng._randbelow  # type: ignore[attr-defined]  # what choice() and randrange() call
    steps = 0
    while True:
        who = state.current_player()
        if who == terminal:
            return steps
        if who == chance:
            outcomes = state.chance_outcomes()
            den = math.lcm(*[p.denominator for _, p in outcomes])
            pick = randbelow(den)
            for action, p in outcomes:  # noqa: B007 (the loop leaves `action` at the drawn outcome)
                pick -= p.numerator * (den // p.denominator)
                if pick < 0:
                    break
        else:
            legal = state.legal_actions()
            action = legal[randbelow(len(legal))]
        state.apply_action(action)
        steps += 1


def timed(fn: Any, seconds: float) -> dict[str, float]:
    """Call fn() (one game; returns its steps) until `seconds` of CPU time have passed."""
    n = steps = 0
    c0, w0 = time.process_time(), time.perf_counter()
    while True:
        steps += fn()
        n += 1
        cpu = time.process_time() - c0
        if cpu >= seconds:
            break
    wall = time.perf_counter() - w0
    return {"games": n, "steps": steps, "cpu_s": round(cpu, 3), "games_per_s": round(n / cpu, 1),
            "steps_per_s": round(steps / cpu), "games_per_wall_s": round(n / wall, 1)}


def playouts(seconds: float) -> dict[str, Any]:
    engine = load_engine(GAME, ROOT)
    out: dict[str, Any] = {}
    mean_steps = 0.0
    for players in PLAYERS:
        game = engine.Game(players, {})
        rng = random.Random(players)
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng)  # warm up
        r = timed(lambda g=game, r=rng: play(g.new_initial_state(), engine.CHANCE, engine.TERMINAL, r),
                  seconds)
        r["steps_per_game"] = round(r["steps"] / r["games"], 1)
        out[str(players)] = r
        mean_steps += r["steps_per_game"] / len(PLAYERS)
    length = round(mean_steps)
    rng = random.Random(0)
    bare = timed(lambda: play(Bare(length), Bare.CHANCE, Bare.TERMINAL, rng), seconds)
    bare["steps_per_game"] = length
    for r in out.values():
        r["step_cost_vs_bare"] = round(bare["steps_per_s"] / r["steps_per_s"], 2)
    return {"by_players": out, "bare_loop": bare}


def conformance(cases_n: int, window: int) -> dict[str, Any]:
    table = ROOT / "generated" / "conformance" / f"{GAME}.json"
    cases = tables.load(table).cases
    drv = ROOT / "generated" / "python" / "driver.py"
    conform = _bench_conform()
    c0 = time.process_time()
    inproc, ok_in = conform.in_process(drv, cases, cases_n)
    cpu = time.process_time() - c0
    piped, ok_p = conform.through_protocol([sys.executable, str(drv)], ROOT, cases, cases_n, window)
    return {"distinct_cases": len(cases), "runs": cases_n,
            "in_process_per_s": round(inproc), "in_process_cpu_s": round(cpu, 2), "in_process_pass": ok_in,
            "subprocess_per_s": round(piped), "subprocess_pass": ok_p, "window": window,
            "subprocess_vs_in_process": round(piped / inproc, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per playout measurement")
    ap.add_argument("--cases", type=int, default=10000, help="conformance case runs per measurement")
    ap.add_argument("--window", type=int, default=64, help="pipelining window of the subprocess runner")
    ap.add_argument("--json", action="store_true", help="one JSON object instead of the summary")
    args = ap.parse_args()
    res = {"game": GAME, "python": sys.version.split()[0], "goals": GOALS,
           "playouts": playouts(args.seconds), "conformance": conformance(args.cases, args.window)}
    p4 = res["playouts"]["by_players"]["4"]["games_per_s"]
    sub = res["conformance"]["subprocess_per_s"]
    res["goals_met"] = {"playouts_per_s_4p": p4 >= GOALS["playouts_per_s_4p"],
                        "conformance_cases_per_s_subprocess":
                            sub >= GOALS["conformance_cases_per_s_subprocess"]}
    if args.json:
        print(json.dumps(res, indent=1))
        return
    bare = res["playouts"]["bare_loop"]
    print(f"{GAME}: random playouts (uniform legal actions, exact chance draws), per CPU second")
    for players, r in res["playouts"]["by_players"].items():
        print(f"  {players} players: {r['games_per_s']:8.1f} games/s  {r['steps_per_s']:8d} steps/s"
              f"  ({r['steps_per_game']:.0f} steps a game)  a step costs {r['step_cost_vs_bare']:.1f} x bare")
    print(f"  bare loop (trivial game, {bare['steps_per_game']} steps): {bare['games_per_s']:8.1f} games/s"
          f"  {bare['steps_per_s']:8d} steps/s")
    c = res["conformance"]
    print(f"conformance table ({c['distinct_cases']} cases, {c['runs']} runs)")
    print(f"  in process (driver handle() + JSON + judge): {c['in_process_per_s']:8d} cases/s"
          f"  ({c['in_process_pass']}/{c['runs']} pass)")
    print(f"  subprocess, driver protocol (window {c['window']}): {c['subprocess_per_s']:8d} cases/s"
          f"  ({c['subprocess_pass']}/{c['runs']} pass) = {c['subprocess_vs_in_process']:.2f} x in process")
    for goal, met in res["goals_met"].items():
        print(f"  goal {goal} >= {GOALS[goal]}: {'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()
