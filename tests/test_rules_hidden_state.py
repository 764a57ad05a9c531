"""Hidden state fields (`hidden: true`) are running counts: the rule bodies keep them as the game goes
and `load` recomputes them after from_json. A state loaded from the JSON of a state reached in play
must then play on as that state does: after every action of seeded random games (every player
count; even games: the option defaults, odd games: options drawn at random), the reloaded state has
the same legal actions and chance outcomes, and the next action leaves both with the same JSON — in
Python and in JavaScript, for every game with hidden fields. Where a running count is read for the
whole game, the kept value itself must equal the recomputed one (EXACT): Emerald's knights per
place and places per colour (the places as a set: its spec keeps them in no order, SETS). (Counts
of the setup — Emerald's cards dealt and undealt, Dragon Keeper's tiles still to place — are read
only during the deal or fill; after it the kept values and the recomputed ones differ, and nothing
reads either.)"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from rulestone.engines import load_module
from rulestone.generate import js
from rulestone.generate.python import load_spec_data, render_engine
from rulestone.rules.compile import compile_spec

ROOT = Path(__file__).resolve().parent.parent
GAMES = 25  # per player count
EXACT = {"emerald": ["crowd", "stands"]}
SETS = {"emerald": ["stands"]}  # a dict of lists whose order nothing reads: compared sorted
HIDDEN = {}
for _path in sorted((ROOT / "rulespecs").glob("*.yaml")):
    _spec = load_spec_data(_path)
    if "engine" in _spec[0]:
        _prog = compile_spec(_path, ROOT)
        if _prog.hidden:
            HIDDEN[_path.stem] = (_spec, list(_prog.hidden))


def test_some_game_keeps_hidden_running_counts():
    assert all(set(fields) <= set(HIDDEN[name][1]) for name, fields in EXACT.items())


def _games(E):
    """[(players, options, actions)]: seeded random games played by the Python engine E."""
    played = []
    for players in range(E.MIN_PLAYERS, E.MAX_PLAYERS + 1):
        for k in range(GAMES):
            rng = random.Random(9100 * players + k)
            opts = {} if k % 2 == 0 else {n: rng.choice(o["values"]) for n, o in sorted(E.OPTIONS.items())}
            s = E.Game(players, opts).new_initial_state()
            actions = []
            while not s.is_terminal() and len(actions) < 20_000:
                actions.append(rng.choice(s.legal_actions()))
                s.apply_action(actions[-1])
            played.append((players, opts, actions))
    return played


@pytest.fixture(scope="module", params=sorted(HIDDEN))
def game(request):
    spec, hidden = HIDDEN[request.param]
    E = load_module(render_engine(request.param, *spec), f"{request.param}_hidden_state")
    return request.param, spec, hidden, E, _games(E)


def test_python_running_counts_equal_their_recomputation(game):
    name, _, _, E, played = game
    exact, sets = EXACT.get(name, []), SETS.get(name, [])

    def kept(d):
        return {k: {c: sorted(v) for c, v in d[k].items()} if k in sets else d[k] for k in exact}

    steps = 0
    for players, opts, actions in played:
        g = E.Game(players, opts)
        s = g.new_initial_state()
        for i, a in enumerate(actions):
            r = g.state_from_json(s.to_json())
            where = (players, opts, i, a)
            assert kept(s.d) == kept(r.d), where
            assert (s.legal_actions(), s.chance_outcomes()) == (r.legal_actions(), r.chance_outcomes()), where
            s.apply_action(a)
            r.apply_action(a)
            assert s.to_json() == r.to_json(), where
            steps += 1
    assert steps > len(played) * 10


JS_CHECK = r"""
const [path, gamesPath, exactJson, setsJson] = process.argv.slice(1);
const E = await import(path);
const fs = await import("node:fs");
const exact = JSON.parse(exactJson), sets = JSON.parse(setsJson);
// key order of plain objects is not part of a value: compare with keys sorted
const canon = (v) => Array.isArray(v) ? v.map(canon) : v !== null && typeof v === "object"
  ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])])) : v;
const asSet = (v) => Object.fromEntries(Object.entries(v).map(([k, xs]) => [k, xs.slice().sort()]));
const kept = (s) => JSON.stringify(exact.map((k) => canon(sets.includes(k) ? asSet(s.d[k]) : s.d[k])));
const plays = (s) => JSON.stringify([s.legalActions(), s.chanceOutcomes()]);
let steps = 0;
for (const [players, options, actions] of JSON.parse(fs.readFileSync(gamesPath, "utf8"))) {
  const g = new E.Game(players, options);
  const s = g.newInitialState();
  for (let i = 0; i < actions.length; i++) {
    const r = g.stateFromJSON(s.toJSON());
    const fail = (what, a, b) => {
      console.log(JSON.stringify({players, options, step: i, what, kept: a, again: b}));
      process.exit(1);
    };
    if (kept(s) !== kept(r)) fail("running counts", kept(s), kept(r));
    if (plays(s) !== plays(r)) fail("legal actions / chance outcomes", plays(s), plays(r));
    s.applyAction(actions[i]);
    r.applyAction(actions[i]);
    const a = JSON.stringify(s.toJSON()), b = JSON.stringify(r.toJSON());
    if (a !== b) fail("state after the action", a, b);
    steps++;
  }
}
console.log(JSON.stringify({steps}));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_js_running_counts_equal_their_recomputation(game, tmp_path):
    name, spec, _, _, played = game
    (tmp_path / "engine.mjs").write_text(js.render_engine(name, *spec), encoding="utf-8")
    (tmp_path / "games.json").write_text(json.dumps(played), encoding="utf-8")
    args = [(tmp_path / "engine.mjs").as_uri(), str(tmp_path / "games.json"), json.dumps(EXACT.get(name, [])),
            json.dumps(SETS.get(name, []))]
    run = subprocess.run(["node", "--input-type=module", "-e", JS_CHECK, *args], capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert json.loads(run.stdout)["steps"] > len(played) * 10
