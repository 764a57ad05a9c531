"""Instructions the compiled Python engine executes against the engine of the last commit before
the migration, part by part, in one run: deterministic where bench/rules_speed.py's timings are not
(on a shared machine they move by ±10 %). valgrind's cachegrind counts the instructions of a
process replaying recorded games; each part is its run minus a run that loads the same and
replays nothing.

    python bench/rules_instructions.py [--game emerald] [--games 40] [--players 4] [--base COMMIT]
                                       [--parts effects,who,chance,player,full] [--json]

Parts (each includes the ones before it that it names):
  effects   the rule bodies alone: each action's apply function on the state, no listing, no check
  who       effects + current_player() every step
  chance    effects + the chance listing (chance_outcomes()) at every chance node
  player    effects + the player listing (legal_actions()) at every decision
  full      the API as a driver calls it: current_player(), the listing, apply_action() and its check

Each engine replays games it recorded itself from the same seed, with the options both know (the
compiled engine's defaults, as rules_speed.py gives them). The parts before `full` need the old
engine's action table (`_APPLY`: Emerald's); for the other games only `full` is measured.
Ratios are new / old instructions: below 1.0 the compiled engine does less. Needs valgrind
(Debian package valgrind).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "bench"))  # (after the project: bench/extract.py is no package)

PARTS = ("effects", "who", "chance", "player", "full")


def record(engine: Any, games: int, players: int, seed: int, options: dict[str, str]) -> list[list[str]]:
    """The actions of `games` random games, played as rules_speed.py plays them."""
    from js_vs_python import play

    game = engine.Game(players, options)
    rng = random.Random(seed)
    out: list[list[str]] = []
    for _ in range(games):
        out.append([])
        play(game.new_initial_state(), engine.CHANCE, engine.TERMINAL, rng, out[-1])
    return out


def replay(engine: Any, games: list[list[str]], players: int, options: dict[str, str], part: str) -> None:
    """Replay recorded games doing what `part` names at each step (none: nothing at all)."""
    game = engine.Game(players, options)
    compiled = "_LIST" in vars(engine)  # the compiled engine: apply functions (g, d, *args)
    table = getattr(engine, "_APPLY", {})
    for actions in games:
        state = game.new_initial_state()
        if part == "none":
            continue
        for action in actions:
            if part == "full":
                state.current_player()
                if state.is_chance_node():
                    state.chance_outcomes()
                else:
                    state.legal_actions()
                state.apply_action(action)
                continue
            if part == "who":
                state.current_player()
            elif part in ("chance", "player") and state.is_chance_node() == (part == "chance"):
                state._legal = None
                if part == "chance":
                    state.chance_outcomes()
                else:
                    state.legal_actions()
            fn, args = table[action]
            if compiled:
                fn(game, state.d, *args)
            else:
                state._legal = None
                fn(state, *args)


def worker(argv: list[str]) -> None:
    """--worker ENGINE.py GAMES.json PART: one replay, in the process cachegrind counts."""
    from rulestone.engines import load_module

    source, games_file, part = argv
    engine = load_module(Path(source).read_text(encoding="utf-8"), "bench_engine")
    data = json.loads(Path(games_file).read_text(encoding="utf-8"))
    replay(engine, data["games"], data["players"], data["options"], part)


def instructions(source: Path, games_file: Path, part: str) -> int:
    argv = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
            sys.executable, __file__, "--worker", str(source), str(games_file), part]
    out = subprocess.run(argv, capture_output=True, text=True, check=False)
    m = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if out.returncode or not m:
        sys.exit(f"valgrind failed on {source.name} {part}:\n{out.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(sys.argv[2:])
        return 0
    from rules_speed import BASES, old_text, shared_options

    from rulestone.engines import load_module
    from rulestone.generate.python import load_spec_data, render_engine

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="emerald")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--base", default=None, help="commit whose generated/ engine is the baseline")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--parts", default=",".join(PARTS))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("valgrind not found (Debian: apt-get install valgrind)")
    parts = args.parts.split(",")
    if unknown := [p for p in parts if p not in PARTS]:
        sys.exit(f"unknown part {unknown[0]!r}: expected some of {', '.join(PARTS)}")
    base = args.base or BASES.get(args.game, "6eca2a0")
    spec = load_spec_data(ROOT / "rulespecs" / f"{args.game}.yaml")
    sources = {"old": old_text(base, f"generated/python/{args.game}.py"),
               "new": render_engine(args.game, *spec)}
    engines = {k: load_module(s, f"bench_{args.game}_{k}") for k, s in sources.items()}
    options = shared_options(engines["new"], engines["old"])
    if not hasattr(engines["old"], "_APPLY"):  # (a template engine without the action table)
        parts = [p for p in parts if p == "full"]
        if not parts:
            sys.exit(f"the {base} engine is measured whole only: --parts full")
    counts: dict[str, dict[str, int]] = {}
    steps: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, engine in engines.items():
            source = Path(tmp) / f"{name}.py"
            source.write_text(sources[name], encoding="utf-8")
            games = record(engine, args.games, args.players, args.seed, options)
            steps[name] = sum(map(len, games))
            games_file = Path(tmp) / f"{name}.json"
            games_file.write_text(json.dumps({"games": games, "players": args.players, "options": options}),
                                  encoding="utf-8")
            empty = instructions(source, games_file, "none")
            counts[name] = {p: instructions(source, games_file, p) - empty for p in parts}
    report = {"game": args.game, "games": args.games, "players": args.players, "base": base,
              "options": options, "steps": steps, "instructions": counts,
              "ratio": {p: round(counts["new"][p] / counts["old"][p], 3) for p in parts}}
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"{args.game}, {args.games} games of {args.players} players replayed "
          f"(steps: new {steps['new']}, old {steps['old']}), instructions in millions:")
    for p in parts:
        print(f"  {p:8} old ({base}) {counts['old'][p] / 1e6:8.1f}   new {counts['new'][p] / 1e6:8.1f}"
              f"   ratio new/old {report['ratio'][p]:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
