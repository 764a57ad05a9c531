"""Shared by the from_json tests of the engines (tests/test_<game>_states.py): states of seeded random
games, their JSON loaded by the JavaScript engine in one Node process, and mutations of them.

A mutation is `(name, change)`: `change(d, rng)` edits a copy of a real state in one respect and
returns the key the refusal must name (the message starts with `state: <key>`), or None when it does
not apply to that state."""

from __future__ import annotations

import copy
import json
import random
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from rulestone.conformance.cases import sample

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None,
                                reason="node is not installed: the JavaScript engine cannot run")

Mutation = tuple[str, Callable[[dict, random.Random], str | None]]


MAX_STEPS = 50_000  # a random game still running then is a fault of the test, not a slow one


def option_set(E: ModuleType, rng: random.Random) -> dict:
    """Random option values, none with which a game need not end (the engine's UNBOUNDED_OPTIONS:
    El Dorado's round_limit=none lets stalled random play run forever)."""
    endless = getattr(E, "UNBOUNDED_OPTIONS", {})
    return {name: rng.choice([v for v in o["values"] if v not in endless.get(name, ())])
            for name, o in E.OPTIONS.items()}


def random_game(E: ModuleType, players: int, options: dict, seed: int) -> Iterator[Any]:
    """Every state of one random game (as the engine object), the terminal one last."""
    rng = random.Random(seed)
    state = E.Game(players, options).new_initial_state()
    for _ in range(MAX_STEPS):
        yield state
        if state.is_terminal():
            return
        if state.current_player() == E.CHANCE:
            state.apply_action(sample(state.chance_outcomes(), rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    raise AssertionError(f"{E.GAME_ID}: a random game with {options} did not end in {MAX_STEPS} actions")


def real_states(E: ModuleType, games: int, seed: int, every: int, rare: tuple[str, ...] = ()) -> list[tuple]:
    """(players, options, state JSON) from `games` seeded random games of every player count under
    random options: every `every`-th state, and every state of a phase in `rare`."""
    rng = random.Random(seed)
    out = []
    for i in range(games):
        players = E.PLAYERS_MIN + i % (E.PLAYERS_MAX - E.PLAYERS_MIN + 1)
        options = option_set(E, rng)
        for k, state in enumerate(random_game(E, players, options, seed * 1000 + i)):
            d = state.to_json()
            if k % every == 0 or d["phase"] in rare or state.is_terminal():
                out.append((players, options, d))
    return out


def mutate(bases: list[tuple], mutations: list[Mutation], per_base: int, seed: int) -> list[tuple]:
    """(name, key, players, options, mutated JSON): up to `per_base` applicable mutations of each
    base state, chosen at random."""
    rng = random.Random(seed)
    out = []
    for players, options, d in bases:
        order = mutations[:]
        rng.shuffle(order)
        done = 0
        for name, change in order:
            if done == per_base:
                break
            m = copy.deepcopy(d)
            key = change(m, rng)
            if key is None:
                continue
            out.append((name, key, players, options, json.loads(json.dumps(m))))
            done += 1
    return out


def py_results(E: ModuleType, items: list[tuple[int, dict, dict]]) -> list[str]:
    out = []
    for players, options, d in items:
        try:
            E.Game(players, options).state_from_json(d)
            out.append("ok")
        except ValueError as e:
            out.append(str(e))
    return out


def node_results(path: Path, items: list[tuple[int, dict, dict]], roundtrip: bool = False) -> list[str]:
    """For each (players, options, state): "ok" (with `roundtrip`, only when toJSON gives the state
    back) or the message of the Error the JS engine throws."""
    assert NODE
    script = f"""
import {{ Game, canonicalJSON }} from {json.dumps(path.as_uri())};
import {{ readFileSync }} from "node:fs";
const out = [];
for (const [players, options, d] of JSON.parse(readFileSync(0, "utf8"))) {{
  try {{
    const s = new Game(players, options).stateFromJSON(d);
    out.push({'canonicalJSON(s.toJSON()) === canonicalJSON(d) ? "ok" : "changed"' if roundtrip else '"ok"'});
  }} catch (e) {{
    out.push(e.message);
  }}
}}
process.stdout.write(JSON.stringify(out));
"""
    r = subprocess.run([NODE, "--input-type=module", "-e", script], input=json.dumps(items),
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def bad_values(rng: random.Random, lo: int, hi: int) -> Any:
    """A value that is not an integer in lo..hi: out of range, huge, null, a boolean, a string, a float."""
    return rng.choice([lo - 1, hi + 1, 10 ** 6, None, False, True, str(lo), 1.5, [lo], {"n": lo}])
