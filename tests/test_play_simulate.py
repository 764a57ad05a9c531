"""`rulestone play` and `simulate` as a new user meets them: play starts with a header (game, players,
seed, options) and folds the deal into one line; simulate covers every player count the engine
allows; an unknown game names the known ones; no output shows an absolute path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulestone.cli import main
from rulestone.engines import load_engine

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def project(monkeypatch):
    monkeypatch.setenv("RULESTONE_ROOT", str(ROOT))


def run(argv, capsys):
    code = main(argv)
    out = capsys.readouterr()
    assert str(ROOT) not in out.out + out.err  # no absolute path in any output
    return code, out.out, out.err


def test_play_header_and_folded_deal(capsys):
    code, out, _ = run(["play", "emerald", "--players", "3", "--seed", "4",
                        "--option", "two_player_moves=one-knight"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("emerald: 3 players, seed 4, options: ")
    assert "two_player_moves=one-knight (not the default)" in lines[0]
    assert "card_dragon_order=card-first," in lines[0]  # every option, the defaults too
    assert lines[1].lstrip().startswith("setup    ") and " chance outcomes: deal " in lines[1]
    dealt = int(lines[1].split()[1])
    assert lines[1].count("deal ") == dealt  # one line holds the whole deal
    assert lines[2].strip().startswith("1. seat 1: ")
    assert not any(line.lstrip().startswith("chance   deal") for line in lines)


def test_play_replays_from_its_json(capsys):
    code, out, _ = run(["play", "emerald", "--players", "2", "--seed", "9", "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    E = load_engine("emerald", ROOT)
    state = E.Game(2, data["options"]).new_initial_state()
    for action in data["steps"]:
        state.apply_action(action)
    assert state.is_terminal() and state.scores() == data["scores"]


def test_unknown_game_names_the_known_ones(capsys):
    code, _, err = run(["play", "chess"], capsys)
    assert code == 2
    assert "expected a game of this project (" in err and "emerald" in err and "build" not in err


def test_simulate_covers_every_player_count(capsys):
    code, out, _ = run(["simulate", "emerald", "-n", "2", "--json"], capsys)
    assert code == 0
    E = load_engine("emerald", ROOT)
    counts = [r["players"] for r in json.loads(out)["results"]]
    assert counts == list(range(E.MIN_PLAYERS, E.MAX_PLAYERS + 1))
