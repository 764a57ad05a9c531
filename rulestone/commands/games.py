"""rulestone games [--json]: the games of the project, from their specs."""

from __future__ import annotations

import json
from typing import Any

from ..paths import project_root
from ..specs import load_spec

HELP = "List the project's games: ids, titles, player counts, editions, engines and options."


def add_arguments(p) -> None:
    p.add_argument("--json", action="store_true", help="one JSON document for machines")


def describe(root) -> list[dict[str, Any]]:
    games = []
    for path in sorted((root / "rulespecs").glob("*.yaml")):
        if path.name == "glossary.yaml":
            continue
        spec = load_spec(path)
        game = spec.get(("game",), {}) or {}
        options: dict[str, dict[str, Any]] = {}
        for d in spec.get(("discrepancies",), []) or []:
            opt = d.get("option") if isinstance(d, dict) else None
            if isinstance(opt, dict) and opt.get("name") and opt["name"] not in options:
                options[opt["name"]] = {"values": list(opt.get("values") or []),
                                        "default": opt.get("default"), "discrepancy": d.get("id")}
        gid = game.get("id", path.stem)
        games.append({
            "id": gid,
            "titles": game.get("titles", {}),
            "players": game.get("players", {}),
            "editions": game.get("editions", {}),
            "engines": sorted(t for t, rel in (("python", f"generated/python/{gid}.py"),
                                                ("js", f"generated/js/{gid}.mjs"))
                              if (root / rel).is_file()),
            "options": options,
        })
    return games


def run(args) -> int:
    games = describe(project_root())
    if args.json:
        print(json.dumps({"games": games}, ensure_ascii=False, indent=2, sort_keys=True))
        return 0
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=f"{len(games)} game(s)")
    table.add_column("id", no_wrap=True)
    table.add_column("title")
    table.add_column("players", no_wrap=True)
    table.add_column("editions", overflow="fold")
    table.add_column("engines")
    table.add_column("options = default", overflow="fold")
    for g in games:
        players = g["players"]
        span = f"{players.get('min')}–{players.get('max')}" if players else "?"
        opts = "\n".join(f"{name}={o['default']}" for name, o in g["options"].items()) or "-"
        title = g["titles"].get("en") or next(iter(g["titles"].values()), "")
        table.add_row(*(escape(str(x)) for x in (g["id"], title, span, ", ".join(g["editions"]),
                                                 ", ".join(g["engines"]) or "none", opts)))
    Console().print(table)
    return 0
