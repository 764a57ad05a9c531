"""Lockstep of an engine compiled from the spec's rule language against the hand-written template
engine of the last commit before that game's migration (loaded from git): seeded random games with
equal state JSON, legal actions, chance outcomes, scores, returns and current player at every step,
in Python, and in JS on the same action sequences. Same option values on both sides (the spec's
defaults or a seeded random choice). Used by tests/test_rules_<game>_lockstep.py.

A compiled engine that departs from the old one on purpose (a rule the old engine got wrong) passes
`stop(state) -> bool`: a game's comparison ends at the first compiled-engine state where it holds,
before that state is compared.

RULESTONE_LOCKSTEP_GAMES sets the Python games per player count (default 250, so the suite stays
within CI's time with four games; each migration was checked once at 1000 games per count:
RULESTONE_LOCKSTEP_GAMES=1000); the JS run plays RULESTONE_LOCKSTEP_JS_GAMES (default 100) per player
count through Node."""

from __future__ import annotations

import json
import os
import random
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rulestone.engines import load_module
from rulestone.generate import js
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
GAMES = int(os.environ.get("RULESTONE_LOCKSTEP_GAMES", "250"))
JS_GAMES = int(os.environ.get("RULESTONE_LOCKSTEP_JS_GAMES", "100"))


def old_source(base: str, path: str) -> str:
    try:
        return subprocess.run(["git", "show", f"{base}:{path}"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip(f"needs git history with commit {base}")


def load_engines(game: str, base: str):
    """(old module, new module, (spec, data)) for `game`: old from commit `base`, new compiled now."""
    spec = load_spec_data(ROOT / "rulespecs" / f"{game}.yaml")
    new = load_module(render_engine(game, *spec), f"{game}_lockstep_new")
    old = load_module(old_source(base, f"generated/python/{game}.py"), f"{game}_lockstep_old")
    return old, new, spec


def options_for(E, rng: random.Random, k: int) -> dict:
    """Even games: the defaults; odd games: every option drawn at random (the same on both sides)."""
    if k % 2 == 0:
        return {}
    return {name: rng.choice(o["values"]) for name, o in sorted(E.OPTIONS.items())}


def view(s) -> tuple:
    chance = [(a, (p.numerator, p.denominator)) for a, p in s.chance_outcomes()]
    return (s.to_json(), s.legal_actions(), chance, s.scores(), s.returns(), s.current_player(),
            s.is_terminal())


def assert_same_options(old, new, spec: dict) -> None:
    declared = {d["option"]["name"]: d["option"] for d in spec["discrepancies"] if d.get("option")}
    assert {n: o["default"] for n, o in new.OPTIONS.items()} == {n: o["default"] for n, o in declared.items()}
    assert set(new.OPTIONS) == set(old.OPTIONS)
    assert all(set(new.OPTIONS[n]["values"]) == set(old.OPTIONS[n]["values"]) for n in old.OPTIONS)


def python_lockstep(old, new, players: int, games: int = GAMES, max_steps: int = 100_000,
                    stop: Callable[[Any], bool] | None = None) -> int:
    """Play `games` seeded games on both engines; returns the number of steps compared."""
    defaults = {n: o["default"] for n, o in new.OPTIONS.items()}
    steps = 0
    for k in range(games):
        rng = random.Random(1000 * players + k)
        opts = {**defaults, **options_for(new, rng, k)}  # explicit on both sides
        a, b = old.Game(players, opts).new_initial_state(), new.Game(players, opts).new_initial_state()
        for _ in range(max_steps):
            va, vb = view(a), view(b)
            assert va == vb, (players, k, opts, steps)
            steps += 1
            if va[6]:
                break
            if k % 50 == 0:  # from_json round trip and clone, on a sample of the games
                assert new.State.from_json(b.game, vb[0]).to_json() == vb[0]
                assert b.clone().to_json() == vb[0]
            action = rng.choice(va[1])
            a.apply_action(action)
            b.apply_action(action)
            if stop is not None and stop(b):
                break
    return steps


JS_PLAY = r"""
const [oldPath, newPath, gamesPath] = process.argv.slice(1);
const O = await import(oldPath), N = await import(newPath);
const fs = await import("node:fs");
const games = JSON.parse(fs.readFileSync(gamesPath, "utf8"));
const view = (s) => JSON.stringify([s.toJSON(), s.legalActions(), s.chanceOutcomes(), s.scores(), s.returns(),
                                    s.currentPlayer()]);
let steps = 0;
for (const [players, options, actions] of games) {
  const a = new O.Game(players, options).newInitialState();
  const b = new N.Game(players, options).newInitialState();
  for (let i = 0; ; i++) {
    const va = view(a), vb = view(b);
    if (va !== vb) {
      console.log(JSON.stringify({players, options, step: i, old: va, new: vb}));
      process.exit(1);
    }
    steps++;
    if (i === actions.length) break;
    a.applyAction(actions[i]); b.applyAction(actions[i]);
  }
}
console.log(JSON.stringify({steps}));
"""


def js_lockstep(game: str, base: str, new, spec, player_counts, tmp_path: Path, games: int = JS_GAMES,
                max_steps: int = 100_000, stop: Callable[[Any], bool] | None = None) -> tuple[int, int]:
    """The compiled JS engine against the template JS engine of `base`, on games played by the
    Python engine (so both languages also follow the same action sequences). Returns (games, steps)."""
    (tmp_path / "old.mjs").write_text(old_source(base, f"generated/js/{game}.mjs"), encoding="utf-8")
    (tmp_path / "new.mjs").write_text(js.render_engine(game, *spec), encoding="utf-8")
    played = []
    for players in player_counts:
        for k in range(games):
            rng = random.Random(7000 * players + k)
            opts = {**{n: o["default"] for n, o in new.OPTIONS.items()}, **options_for(new, rng, k)}
            s = new.Game(players, opts).new_initial_state()
            actions = []
            while not s.is_terminal() and len(actions) < max_steps:
                actions.append(rng.choice(s.legal_actions()))
                s.apply_action(actions[-1])
                if stop is not None and stop(s):
                    actions.pop()  # the games are compared up to the state before
                    break
            played.append([players, opts, actions])
    (tmp_path / "games.json").write_text(json.dumps(played), encoding="utf-8")
    args = [str(tmp_path / name) for name in ("old.mjs", "new.mjs", "games.json")]
    run = subprocess.run(["node", "--input-type=module", "-e", JS_PLAY, *args], capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return len(played), json.loads(run.stdout)["steps"]
