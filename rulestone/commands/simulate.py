"""rulestone simulate GAME -n N [--players P] [--option name=value ...] [--seed S] [--engine python|c]
[--workers N] [--json]"""

from __future__ import annotations

import json
import os
from pathlib import Path

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from ..engines import parse_options, simulate
from ..errors import InputError
from ..generate.python import load_spec_data
from ..paths import project_root
from .play import bounded_int, check_game, engine_for, game_id

HELP = "Play N random games of a generated engine and report length, scores and win rate by seat."


def add_arguments(p) -> None:
    p.add_argument("game", type=game_id)
    p.add_argument("-n", type=bounded_int(1, 10_000_000), default=1000, help="number of games (default 1000)")
    p.add_argument("--players", type=bounded_int(1, 99), nargs="+",
                   help="player counts (default: every count the engine allows)")
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="engine option (repeatable)")
    p.add_argument("--seed", type=bounded_int(-2**63, 2**63 - 1), default=0,
                   help="first seed; game i uses seed+i")
    p.add_argument("--engine", choices=("python", "c"), default="python",
                   help="python (default) or c: the generated C engine, compiled on first use; "
                        "both play the same games for the same seed (rulestone/simulation.py)")
    p.add_argument("--workers", type=bounded_int(1, 1024), default=None,
                   help="processes for --engine c (default: every core)")
    p.add_argument("--json", action="store_true", help="print the statistics as JSON")


def player_range(engine, spec: Path) -> tuple[int, int]:
    """The player counts the engine allows: its MIN/MAX_PLAYERS, else (an engine from a template
    that does not export them) the spec's `game.players`."""
    if hasattr(engine, "MIN_PLAYERS") and hasattr(engine, "MAX_PLAYERS"):
        return engine.MIN_PLAYERS, engine.MAX_PLAYERS
    players = (load_spec_data(spec)[0].get("game") or {}).get("players") or {} if spec.is_file() else {}
    if not isinstance(players.get("min"), int) or not isinstance(players.get("max"), int):
        raise InputError(f"rulespecs/{spec.name}", "expected game.players {min, max} (the engine does not "
                                                  "export MIN_PLAYERS/MAX_PLAYERS), found none")
    return players["min"], players["max"]


def run(args) -> int:
    options = parse_options(args.option)
    if args.engine == "c":
        results = _run_c(args, options)
    else:
        root = project_root()
        engine = engine_for(args.game, root)
        lo, hi = player_range(engine, root / "rulespecs" / f"{args.game}.yaml")
        counts = args.players or list(range(lo, hi + 1))
        for players in counts:
            check_game(engine, players, options)
        results = []
        err = Console(stderr=True)
        with Progress(console=err, transient=True) as progress:
            for players in counts:
                task = progress.add_task(f"{args.game} {players}p", total=args.n)
                results.append(simulate(engine, players, options, args.n, args.seed,
                                        lambda t=task: progress.advance(t)))
    if args.json:
        print(json.dumps({"game": args.game, "results": results}, ensure_ascii=False, sort_keys=True))
        return 0
    table = Table(title=f"{args.game}: {args.n} random games per player count"
                        + (f", options {options}" if options else ""))
    for col in ("players", "moves (mean / min / max)", "mean score by seat", "win rate by seat", "ties",
                "stopped by limit"):
        table.add_column(col)
    for r in results:
        length = r["length"]
        table.add_row(str(r["players"]), f"{length['mean']:.1f} / {length['min']} / {length['max']}",
                      " ".join(f"{s:.1f}" for s in r["mean_score"]),
                      " ".join(f"{w:.0%}" for w in r["win_rate"]), f"{r['tie_rate']:.0%}",
                      f"{r['stopped_rate']:.0%}")
    Console().print(table)
    return 0


def _run_c(args, options: dict) -> list[dict]:
    """The C engine's playouts, every player count split over the worker processes."""
    from .. import c_engine
    from ..errors import InputError

    root = project_root()
    eng = c_engine.engine(args.game, root)
    counts = args.players or list(range(eng.MIN_PLAYERS, eng.MAX_PLAYERS + 1))
    for players in counts:
        try:
            eng.Game(players, options)
        except ValueError as e:
            where = "--players" if "players" in str(e) else "--option"
            raise InputError(where, f"expected what the game takes, found {players} players, "
                                    f"options {options} ({e})") from None
    workers = args.workers or os.cpu_count() or 1
    return [c_engine.simulate(args.game, root, players, options, args.n, args.seed, workers)
            for players in counts]
