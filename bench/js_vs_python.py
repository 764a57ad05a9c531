"""Random playouts per second: the generated JavaScript engine against the generated Python engine,
in one run.

    python bench/js_vs_python.py [--game emerald] [--games N] [--players 4] [--warmup W] [--repeat R] [--json]

Each engine plays N random games (uniform legal actions; chance outcomes drawn with their exact
probabilities as a uniform integer below the common denominator) with its own seeded RNG: Python in
this process, JavaScript in one `node` process per run. Both are timed on the CPU time of their own
process (wall time in the JSON too; node's CPU time includes its GC and compiler threads), after W
warm-up games (the JIT's, and the engines' caches); the engines take turns, best of R runs each.
Prints both rates and the ratio JS / Python. Not a pass/fail test; needs `node`.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulestone.engines import load_engine  # noqa: E402

NODE_PLAYOUTS = r"""
const [engine, games, players, warmup, seed, options] = process.argv.slice(1);
const m = await import(engine);
// mulberry32: a small seeded PRNG; randBelow(n) is an unbiased integer in [0, n)
let a = Number(seed) >>> 0;
const next32 = () => {
  a = (a + 0x6D2B79F5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
};
const randBelow = (n) => {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) { const x = next32(); if (x < limit) return x % n; }
};
const gcd = (x, y) => { while (y) [x, y] = [y, x % y]; return x; };
const game = new m.Game(Number(players), JSON.parse(options ?? "{}"));
function play() {
  const s = game.newInitialState();
  let steps = 0;
  for (;;) {
    const who = s.currentPlayer();
    if (who === m.TERMINAL) return steps;
    let action;
    if (who === m.CHANCE) {
      const outcomes = s.chanceOutcomes();
      let den = 1;
      for (const [, [, d]] of outcomes) den = den / gcd(den, d) * d;
      let pick = randBelow(den);
      for (const [act, [num, d]] of outcomes) {
        action = act;
        pick -= num * (den / d);
        if (pick < 0) break;
      }
    } else {
      const legal = s.legalActions();
      action = legal[randBelow(legal.length)];
    }
    s.applyAction(action);
    steps += 1;
  }
}
for (let i = 0; i < Number(warmup); i++) play();
const c0 = process.cpuUsage();
const w0 = process.hrtime.bigint();
let steps = 0;
for (let i = 0; i < Number(games); i++) steps += play();
const cpu = process.cpuUsage(c0);
const wall = Number(process.hrtime.bigint() - w0) / 1e9;
process.stdout.write(JSON.stringify({ games: Number(games), steps, cpu_s: (cpu.user + cpu.system) / 1e6,
  wall_s: wall, node: process.versions.node }));
"""


def play(state: Any, chance: int, terminal: int, rng: random.Random, trail: list[str] | None = None) -> int:
    """One game to the end (as bench/engine.py plays them), each action appended to `trail` if
    given. Returns the number of steps."""
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
            for action, p in outcomes:  # noqa: B007 (the loop leaves `action` at the pick)
                pick -= p.numerator * (den // p.denominator)
                if pick < 0:
                    break
        else:
            legal = state.legal_actions()
            action = legal[randbelow(len(legal))]
        if trail is not None:
            trail.append(action)
        state.apply_action(action)
        steps += 1


def python_rate(game_id: str, games: int, players: int, warmup: int, seed: int) -> dict[str, Any]:
    engine = load_engine(game_id, ROOT)
    game = engine.Game(players, {})
    rng = random.Random(seed)
    for _ in range(warmup):
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng)
    c0, w0 = time.process_time(), time.perf_counter()
    steps = sum(play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng) for _ in range(games))
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    return {"games": games, "steps": steps, "cpu_s": cpu, "wall_s": wall,
            "python": ".".join(map(str, sys.version_info[:3]))}


def js_rate(node: str, game_id: str, games: int, players: int, warmup: int, seed: int) -> dict[str, Any]:
    path = ROOT / "generated" / "js" / f"{game_id}.mjs"
    if not path.is_file():
        sys.exit(f"{path.relative_to(ROOT)}: no JavaScript engine for {game_id!r}; run `rulestone build`")
    argv = [node, "--input-type=module", "-e", NODE_PLAYOUTS, path.as_uri(),
            *map(str, (games, players, warmup, seed))]
    r = subprocess.run(argv, capture_output=True, text=True, check=False)
    if r.returncode:
        sys.exit(f"node failed:\n{r.stderr}")
    return json.loads(r.stdout)


def rates(r: dict[str, Any]) -> dict[str, Any]:
    return {**r, "cpu_s": round(r["cpu_s"], 3), "wall_s": round(r["wall_s"], 3),
            "games_per_s": round(r["games"] / r["cpu_s"], 1), "steps_per_s": round(r["steps"] / r["cpu_s"]),
            "games_per_wall_s": round(r["games"] / r["wall_s"], 1),
            "steps_per_game": round(r["steps"] / r["games"], 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="emerald")
    ap.add_argument("--games", type=int, default=2000, help="timed games per engine (default 2000)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--warmup", type=int, default=200,
                    help="untimed games first (default 200: V8 compiles the hot paths in the first hundreds)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3, help="runs per engine, best kept (default 3)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    node = shutil.which("node")
    if node is None:
        sys.exit("node is not installed: nothing to compare the Python engine with")
    py_runs, js_runs = [], []
    for _ in range(args.repeat):  # taking turns, so both see the same neighbours on a shared machine
        py_runs.append(rates(python_rate(args.game, args.games, args.players, args.warmup, args.seed)))
        js_runs.append(rates(js_rate(node, args.game, args.games, args.players, args.warmup, args.seed)))
    py = max(py_runs, key=lambda r: r["games_per_s"])
    js = max(js_runs, key=lambda r: r["games_per_s"])
    ratio = round(js["games_per_s"] / py["games_per_s"], 2)
    result = {"game": args.game, "players": args.players, "python": py, "js": js, "js_over_python": ratio}
    if args.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    print(f"{args.game}, {args.players} players, {args.games} random games per engine (after {args.warmup} "
          f"warm-up games), best of {args.repeat}, per CPU second of each engine's process:")
    for name, r, ver in (("Python", py, f"CPython {py['python']}"), ("JavaScript", js, f"Node {js['node']}")):
        print(f"  {name:<10} {r['games_per_s']:>9,.1f} games/s  {r['steps_per_s']:>11,} steps/s  "
              f"({r['steps_per_game']:g} steps/game, {ver})")
    print(f"  JavaScript / Python: {ratio:g}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
