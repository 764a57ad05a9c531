"""`rulestone games` lists what the specs say: ids, player counts, editions, engines, options."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from rulestone.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_games_json_follows_the_specs(capsys):
    assert main(["games", "--json"]) == 0
    games = {g["id"]: g for g in json.loads(capsys.readouterr().out)["games"]}
    specs = [p for p in sorted((ROOT / "rulespecs").glob("*.yaml")) if p.name != "glossary.yaml"]
    assert sorted(games) == sorted(yaml.safe_load(p.read_text(encoding="utf-8"))["game"]["id"] for p in specs)
    for path in specs:
        spec = yaml.safe_load(path.read_text(encoding="utf-8"))
        g = games[spec["game"]["id"]]
        assert g["players"] == spec["game"]["players"] and g["editions"] == spec["game"]["editions"]
        declared = {d["option"]["name"]: d["option"]["default"] for d in spec.get("discrepancies", [])
                    if d.get("option")}
        assert {k: v["default"] for k, v in g["options"].items()} == declared


def test_games_table_names_every_game(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    for gid in ("emerald", "dragon_keeper", "el_dorado", "emporium"):
        assert gid in out
