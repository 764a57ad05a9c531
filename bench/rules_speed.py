"""Speed of the engines compiled from the rule language against the hand-written template engines of
the last commit before the migration, in one run: 4-player random playouts per CPU second, both
languages, and the ratios new / old (goal: >= 1.0).

    python bench/rules_speed.py [--game emerald|all] [--games N] [--js-games N] [--players 4]
                                [--repeat R] [--base COMMIT] [--phases] [--bound] [--engine-alone]
                                [--json]

The old engine is the one generated/ held at commit --base (read with `git show`; by default the
last commit before that game's migration, BASES); the new one is compiled now from
rulespecs/<game>.yaml. `--game all` measures every game in turn (El Dorado's playouts are long: its
counts are divided by SLOW). Playouts as bench/js_vs_python.py plays them (uniform legal
actions, chance outcomes drawn with their exact probabilities), the same seed for both engines;
CPU time of the process that plays; the engines take turns, best of R runs each. Both engines play
the same rules: the compiled engine's option defaults (the spec's current readings), given to the
old engine too where it knows the option and value (Emerald's default `card_dragon_order` changed
from dragon-first to card-first after the migration: with each engine's own defaults the two
played different games). Not a pass/fail test; the JS half needs `node`.

`--bound` also plays the compiled Python engine's rule code alone (phase listings and rule
functions called on the state, no engine API, no fractions, no bench loop): its ratio to the old
engine's whole API is a ceiling for any work on the wrapper (below 1.0: the rule bodies and
listings themselves must get faster).

`--engine-alone` also times the bench's loop by itself (`play` replaying listings the compiled
engine recorded, through a stand-in state: the picks, lcm and outcome walk both engines pay) and
gives the Python engines' ratio with that time taken off both: what the engines themselves do.

`--phases` also prints, for the Python engines, where a step's time goes: per phase, the steps per
playout and the nanoseconds per step of listing (current_player + legal_actions or
chance_outcomes) and of apply_action, old against new (perf_counter around each call, so each
figure carries the same ~100 ns of timer; compare the two engines, not the absolute values).
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

from js_vs_python import NODE_PLAYOUTS, play  # noqa: E402

from rulestone.engines import load_module  # noqa: E402
from rulestone.generate import js  # noqa: E402
from rulestone.generate.python import load_spec_data, render_engine  # noqa: E402

BASES = {"emerald": "6eca2a0", "dragon_keeper": "babd9da", "emporium": "babd9da", "el_dorado": "babd9da"}
SLOW = {"el_dorado": 40}


def old_text(base: str, path: str) -> str:
    r = subprocess.run(["git", "show", f"{base}:{path}"], cwd=ROOT, capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"git show {base}:{path}: {r.stderr.strip()}")
    return r.stdout


def shared_options(new: Any, old: Any) -> dict[str, str]:
    """The compiled engine's defaults that the old engine can play: the same rules for both."""
    known = getattr(old, "OPTIONS", {})
    return {name: o["default"] for name, o in new.OPTIONS.items()
            if name in known and o["default"] in known[name]["values"]}


def py_rate(engine: Any, games: int, players: int, seed: int, options: dict[str, str]) -> float:
    game = engine.Game(players, options)
    rng = random.Random(seed)
    for _ in range(3):  # warm the engine's caches
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng)
    rng = random.Random(seed)
    c0 = time.process_time()
    for _ in range(games):
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng)
    return games / (time.process_time() - c0)


def py_bound_rate(engine: Any, games: int, players: int, seed: int, options: dict[str, str]) -> float:
    """Playouts per CPU second of the compiled engine's rule code alone: each phase's listing and
    the action's rule function called on the state directly (no State wrapper, no fractions, no
    action trail, no bench loop), the same random policy. What no work on the wrapper can beat."""
    game = engine.Game(players, options)
    info, apply_fn = engine._PHASE_INFO, engine._APPLY
    field, over = engine._PHASE_FIELD, engine._TERMINAL_PHASES

    def playout(rng: random.Random) -> None:
        d, randbelow = engine._INIT(game), rng._randbelow  # type: ignore[attr-defined]
        while d[field] not in over:
            fn, chance, _ = info[d[field]]
            out: list[Any] = []
            fn(game, d, out)
            if chance:
                pick = randbelow(sum(w for _, w in out))
                for action, w in out:  # noqa: B007 (the loop leaves `action` at the pick)
                    pick -= w
                    if pick < 0:
                        break
            else:
                action = out[randbelow(len(out))]
            f, a = apply_fn[action]
            f(game, d, *a)

    rng = random.Random(seed)
    for _ in range(3):
        playout(rng)
    rng = random.Random(seed)
    c0 = time.process_time()
    for _ in range(games):
        playout(rng)
    return games / (time.process_time() - c0)


def js_rate(node: str, path: Path, games: int, players: int, seed: int, options: dict[str, str]) -> float:
    argv = [node, "--input-type=module", "-e", NODE_PLAYOUTS, path.as_uri(),
            *map(str, (games, players, 20, seed)), json.dumps(options)]
    r = subprocess.run(argv, capture_output=True, text=True, check=False)
    if r.returncode:
        sys.exit(f"node failed:\n{r.stderr}")
    out = json.loads(r.stdout)
    return out["games"] / out["cpu_s"]


class _Recorder:
    """A state passed through to the engine, keeping what `play` asked of it: per step the seat to
    move and the listing it got."""

    def __init__(self, state: Any) -> None:
        self.state, self.steps = state, []

    def current_player(self) -> int:
        who = self.state.current_player()
        self.steps.append([who, None])
        return who

    def chance_outcomes(self) -> Any:
        self.steps[-1][1] = self.state.chance_outcomes()
        return self.steps[-1][1]

    def legal_actions(self) -> Any:
        self.steps[-1][1] = self.state.legal_actions()
        return self.steps[-1][1]

    def apply_action(self, action: str) -> None:
        self.state.apply_action(action)


class _Replay:
    """A stand-in state that hands back what a _Recorder kept: the bench's own loop, no engine."""

    def __init__(self, steps: list[list[Any]]) -> None:
        self.steps, self.i = steps, 0

    def current_player(self) -> int:
        return self.steps[self.i][0]

    def chance_outcomes(self) -> Any:
        return self.steps[self.i][1]

    legal_actions = chance_outcomes

    def apply_action(self, action: str) -> None:
        self.i += 1


def loop_rate(engine: Any, games: int, players: int, seed: int, options: dict[str, str]) -> float:
    """Playouts per CPU second of the bench's loop alone (the same for every engine): `play` over
    the listings the engine gave it in seeded playouts, replayed with the same seed, so it picks
    and walks the same outcomes."""
    game, rng = engine.Game(players, options), random.Random(seed)
    recorded = []
    for _ in range(games):
        rec = _Recorder(game.new_initial_state())
        play(rec, engine.CHANCE, engine.TERMINAL, rng)
        recorded.append(rec.steps)
    rng = random.Random(seed)
    c0 = time.process_time()
    for steps in recorded:
        play(_Replay(steps), engine.CHANCE, engine.TERMINAL, rng)
    return games / (time.process_time() - c0)


def py_phases(engine: Any, games: int, players: int, seed: int,
              options: dict[str, str]) -> dict[str, list[float]]:
    """{phase: [steps per playout, ns listing per step, ns applying per step]} over seeded playouts."""
    game, clock, names = engine.Game(players, options), time.perf_counter_ns, getattr(engine, "PHASES", None)
    for _ in range(3):  # warm the engine's caches, as py_rate does
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, random.Random(seed))
    rng = random.Random(seed)
    tally: dict[str, list[float]] = {}
    for _ in range(games):
        state = game.new_initial_state()
        while True:
            t0 = clock()
            who = state.current_player()
            if who == engine.TERMINAL:
                break
            listed = state.chance_outcomes() if who == engine.CHANCE else state.legal_actions()
            t1 = clock()
            action = rng.choice(listed)[0] if who == engine.CHANCE else rng.choice(listed)
            phase = state.phase if isinstance(state.phase, str) else names[state.phase]
            t2 = clock()
            state.apply_action(action)
            t3 = clock()
            row = tally.setdefault(phase, [0, 0, 0])
            row[0] += 1
            row[1] += t1 - t0
            row[2] += t3 - t2
    return {ph: [n / games, lst / n, app / n] for ph, (n, lst, app) in tally.items()}


def print_phases(old: dict[str, list[float]], new: dict[str, list[float]]) -> None:
    print("  python, per phase: steps per playout, ns per step listing / applying (old -> new)")
    for ph, (n, lst, app) in new.items():
        o = old.get(ph, [0, 0, 0])
        print(f"    {ph:12} {n:7.1f}   list {o[1]:6.0f} -> {lst:6.0f}   apply {o[2]:6.0f} -> {app:6.0f}"
              f"   us per playout {(o[0] * (o[1] + o[2])) / 1000:6.1f} -> {(n * (lst + app)) / 1000:6.1f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="emerald")
    ap.add_argument("--games", type=int, default=300, help="Python playouts per run and engine")
    ap.add_argument("--js-games", type=int, default=2000, help="JavaScript playouts per run and engine")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--base", default=None, help="commit whose generated/ engines are the baseline")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--phases", action="store_true", help="also where the Python engines' step time goes")
    ap.add_argument("--bound", action="store_true",
                    help="also the compiled Python rule code alone, without the engine API (a ceiling)")
    ap.add_argument("--engine-alone", action="store_true",
                    help="also the bench's loop alone, and the Python engines' ratio without it")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    games = list(BASES) if args.game == "all" else [args.game]
    for k, game in enumerate(games):
        if k:
            print()
        slow = SLOW.get(game, 1) if args.game == "all" else 1
        one = argparse.Namespace(**{**vars(args), "game": game,
                                    "base": args.base or BASES.get(game, "6eca2a0"),
                                    "games": max(1, args.games // slow),
                                    "js_games": max(1, args.js_games // slow)})
        measure(one)
    return 0


def measure(args: argparse.Namespace) -> None:
    spec = load_spec_data(ROOT / "rulespecs" / f"{args.game}.yaml")
    if "engine" not in spec[0]:
        sys.exit(f"rulespecs/{args.game}.yaml has no engine block: nothing compiled to compare")
    new_py = load_module(render_engine(args.game, *spec), f"bench_{args.game}_new")
    old_py = load_module(old_text(args.base, f"generated/python/{args.game}.py"), f"bench_{args.game}_old")
    options = shared_options(new_py, old_py)
    best: dict[str, float] = {}
    for _ in range(args.repeat):
        for name, engine in (("python_old", old_py), ("python_new", new_py)):
            best[name] = max(best.get(name, 0.0),
                             py_rate(engine, args.games, args.players, args.seed, options))
        if args.engine_alone:
            best["python_loop"] = max(best.get("python_loop", 0.0),
                                      loop_rate(new_py, args.games, args.players, args.seed, options))
        if args.bound:
            best["python_bound"] = max(best.get("python_bound", 0.0),
                                       py_bound_rate(new_py, args.games, args.players, args.seed, options))
    node = shutil.which("node")
    if node:
        with tempfile.TemporaryDirectory() as tmp:
            old_js, new_js = Path(tmp) / "old.mjs", Path(tmp) / "new.mjs"
            old_js.write_text(old_text(args.base, f"generated/js/{args.game}.mjs"), encoding="utf-8")
            new_js.write_text(js.render_engine(args.game, *spec), encoding="utf-8")
            for _ in range(args.repeat):
                for name, path in (("js_old", old_js), ("js_new", new_js)):
                    best[name] = max(best.get(name, 0.0),
                                     js_rate(node, path, args.js_games, args.players, args.seed, options))
    report: dict[str, Any] = {"game": args.game, "players": args.players, "base": args.base,
                              "options": options,
                              "playouts_per_cpu_s": {k: round(v, 1) for k, v in best.items()},
                              "ratio_python": round(best["python_new"] / best["python_old"], 3)}
    if args.bound:
        report["ratio_python_bound"] = round(best["python_bound"] / best["python_old"], 3)
    if args.engine_alone:  # µs per playout less the loop's, old over new
        alone = {k: 1e6 / best[f"python_{k}"] - 1e6 / best["python_loop"] for k in ("old", "new")}
        report["us_per_playout_engine_alone"] = {k: round(v, 1) for k, v in alone.items()}
        report["ratio_python_engine_alone"] = round(alone["old"] / alone["new"], 3)
    if node:
        report["ratio_js"] = round(best["js_new"] / best["js_old"], 3)
    if args.phases:
        report["python_phases"] = {name: py_phases(engine, args.games, args.players, args.seed, options)
                                   for name, engine in (("old", old_py), ("new", new_py))}
    if args.json:
        print(json.dumps(report, indent=1))
        return
    print(f"{args.game}, {args.players} players, random playouts per CPU second (best of {args.repeat}), "
          f"options {options or 'none'}:")
    for lang in ("python", "js"):
        if f"{lang}_old" in best:
            print(f"  {lang:7} old ({args.base}) {best[f'{lang}_old']:9.1f}   new (compiled) "
                  f"{best[f'{lang}_new']:9.1f}   ratio new/old {report[f'ratio_{lang}']:.3f}")
    if args.bound:
        print(f"  python  rule code alone, no API (compiled) {best['python_bound']:9.1f}   "
              f"ratio to old's whole API {report['ratio_python_bound']:.3f}")
    if args.engine_alone:
        us, ratio = report["us_per_playout_engine_alone"], report["ratio_python_engine_alone"]
        print(f"  python  the bench's loop alone {1e6 / best['python_loop']:.0f} us per playout; less it, "
              f"old {us['old']:.0f} us, new {us['new']:.0f} us: ratio new/old {ratio:.3f}")
    if not node:
        print("  js: skipped (no node)")
    if args.phases:
        print_phases(report["python_phases"]["old"], report["python_phases"]["new"])


if __name__ == "__main__":
    raise SystemExit(main())
