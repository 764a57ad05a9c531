"""rulestone play GAME --players N --seed S [--option name=value ...]"""

from __future__ import annotations

import json

from ..engines import load_engine, parse_options, random_playout
from ..paths import project_root

HELP = "Play one seeded random game of a generated engine and print a readable log."


def add_arguments(p) -> None:
    p.add_argument("game")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="engine option (repeatable)")
    p.add_argument("--json", action="store_true", help="print the action list and result as JSON")


def run(args) -> int:
    engine = load_engine(args.game, project_root())
    options = parse_options(args.option)
    game = random_playout(engine, args.players, options, args.seed)
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "options": options, "seed": args.seed,
                          "steps": game.actions, "scores": game.scores, "returns": game.returns,
                          "stopped": game.stopped},
                         ensure_ascii=False))
        return 0
    describe = getattr(engine, "describe_action", None)
    turn = 0
    for who, action in zip(game.players, game.actions, strict=True):
        text = describe(action) if describe else action
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
