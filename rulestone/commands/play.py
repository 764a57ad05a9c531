"""rulestone play GAME --players N --seed S [--option name=value ...]"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from .. import yamlio
from ..engines import load_engine, parse_options, random_playout
from ..errors import InputError
from ..escape import terminal_safe
from ..paths import project_root

HELP = "Play one seeded random game of a generated engine and print a readable log."


GAME_ID = re.compile(r"[a-z0-9_]+")


def game_id(value: str) -> str:
    """argparse type: a game id (rulespecs/<game>.yaml), never a path."""
    if not GAME_ID.fullmatch(value):
        raise argparse.ArgumentTypeError(f"expected a game id ([a-z0-9_]+), found {value[:60]!r}")
    return value


def bounded_int(lo: int, hi: int) -> Callable[[str], int]:
    """argparse type: an integer in [lo, hi] (a 5000-digit argument is refused before int() sees it)."""
    def parse(value: str) -> int:
        try:
            n = int(value) if len(value) <= 20 else None
        except ValueError:
            n = None
        if n is None or not lo <= n <= hi:
            raise argparse.ArgumentTypeError(f"expected an integer from {lo} to {hi}, found {value[:40]!r}")
        return n
    parse.__name__ = "integer"
    return parse


def known_games(root: Path) -> list[str]:
    """The games of the project: a spec in rulespecs/ or an engine in generated/python/."""
    specs = {p.stem for p in (root / "rulespecs").glob("*.yaml") if p.name != "glossary.yaml"}
    engines = {p.stem for p in (root / "generated" / "python").glob("*.py") if p.stem != "driver"}
    return sorted(specs | engines)


def engine_for(game: str, root: Path) -> ModuleType:
    """generated/python/<game>.py as a module; an unknown game, or a missing, unreadable or broken
    engine is bad input (paths in messages are relative to the project: no absolute path is shown)."""
    rel = f"generated/python/{game}.py"
    path = root / rel
    if not path.exists():
        known = known_games(root)
        if game not in known:
            raise InputError("game", f"expected a game of this project ({', '.join(known) or 'none'}), "
                                   f"found {game!r}")
        raise InputError(rel, f"no generated engine for game {game!r}: run `rulestone build`")
    try:
        source = yamlio.read_text(path, f"the generated engine of {game!r} (run `rulestone build`)")
    except InputError as e:
        raise InputError(rel, str(e).split(": ", 1)[-1]) from None
    try:
        engine = load_engine(game, root, source)
    except SyntaxError as e:
        raise InputError(rel, f"expected a generated engine, found a Python syntax error ({e.msg}); "
                                    "run `rulestone build`", e.lineno, e.offset) from None
    except Exception as e:  # the engine's own top level failed: it is not the file build writes
        raise InputError(rel, f"expected a generated engine, found one that fails to load "
                                    f"({type(e).__name__}: {e}); run `rulestone build`") from None
    missing = [name for name in ("Game", "CHANCE") if not hasattr(engine, name)]
    if missing:
        raise InputError(rel, f"expected an engine (DESIGN §6), found no {', '.join(missing)}; "
                                    "run `rulestone build`")
    return engine


def check_game(engine: ModuleType, players: int, options: dict[str, Any]) -> None:
    """Refuse a player count or options the engine does not take, before playing."""
    try:
        engine.Game(players)
    except (ValueError, TypeError) as e:
        raise InputError("--players", f"expected a player count the game takes, found {players} ({e})") \
            from None
    try:
        engine.Game(players, options)
    except (ValueError, TypeError) as e:
        raise InputError("--option", f"expected options the game takes, found {options} ({e})") from None


def add_arguments(p) -> None:
    p.add_argument("game", type=game_id)
    p.add_argument("--players", type=bounded_int(1, 99), default=4)
    p.add_argument("--seed", type=bounded_int(-2**63, 2**63 - 1), default=0)
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="engine option (repeatable)")
    p.add_argument("--json", action="store_true", help="print the action list and result as JSON")


def run(args) -> int:
    engine = engine_for(args.game, project_root())
    options = parse_options(args.option)
    check_game(engine, args.players, options)
    game = random_playout(engine, args.players, options, args.seed)
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "options": options, "seed": args.seed,
                          "steps": game.actions, "scores": game.scores, "returns": game.returns,
                          "stopped": game.stopped},
                         ensure_ascii=False))
        return 0
    describe = getattr(engine, "describe_action", None)
    chosen = engine.Game(args.players, options).options
    shown = ", ".join(f"{n}={v}" + ("" if v == engine.OPTIONS[n]["default"] else " (not the default)")
                      for n, v in sorted(chosen.items()))
    print(terminal_safe(f"{args.game}: {args.players} players, seed {args.seed}, "
                        f"options: {shown or 'none'}"))
    steps = list(zip(game.players, game.actions, strict=True))
    deal = next((i for i, (who, _) in enumerate(steps) if who != engine.CHANCE), len(steps))
    if deal > 1:  # the chance outcomes before the first decision (the deal, the shuffles): one line
        texts = [terminal_safe(describe(a) if describe else a) for _, a in steps[:deal]]
        print(f"      setup    {deal} chance outcomes: {', '.join(texts)}")
        steps = steps[deal:]
    turn = 0
    for who, action in steps:
        text = terminal_safe(describe(action) if describe else action)  # names come from spec data
        if who == engine.CHANCE:
            print(f"      chance   {text}")
        else:
            turn += 1
            print(f"{turn:5d}. seat {who + 1}: {text}")
    print("scores: " + ", ".join(f"seat {i + 1} = {s}" for i, s in enumerate(game.scores)))
    if game.stopped:
        print("no winner: the game was stopped by the engine's round limit (not a tie)")
        return 0
    best = max(game.returns)
    winners = [i + 1 for i, r in enumerate(game.returns) if r == best]
    print("winner: " + (f"seat {winners[0]}" if len(winners) == 1 else "tie between seats " +
                        ", ".join(map(str, winners))))
    return 0
