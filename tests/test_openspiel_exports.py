"""The framework exports of every compiled engine, without OpenSpiel: the action tables cover every
string the engine plays, the game-length bound holds for seeded games, observation strings hide what
the spec's observations hide (Emerald's deal shows no card), information states never show a chance
outcome and follow clones and loaded states, and the JavaScript engine writes the same tables and
strings as the Python one."""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest
from state_mutations import NODE, needs_node, option_set, random_game

from rulestone.engines import load_module
from rulestone.generate.js import render_engine as render_js
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
GAMES = [p.stem for p in sorted((ROOT / "rulespecs").glob("*.yaml"))
         if p.name != "glossary.yaml" and "\nengine:" in p.read_text(encoding="utf-8")]


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    data, sha = load_spec_data(ROOT / "rulespecs" / f"{request.param}.yaml")
    E = load_module(render_engine(request.param, data, sha), f"test_exports_{request.param}")
    if E.ACTIONS is None and E.ACTION_TOKENS is None:
        pytest.skip(f"{request.param}: a chance outcome takes a run-time string, no finite table")
    return request.param, data, sha, E


def play(E, players, options, seed):
    """(every state of a seeded random game as its own copy, the actions between them)."""
    states, actions = [], []
    for s in random_game(E, players, options, seed):
        if states:
            actions.append(s._seen[1])  # the action just applied (the engine's trail)
        states.append(s.clone())
    return states, actions


def games_of(E, n, seed):
    rng = random.Random(seed)
    for i in range(n):
        players = rng.randrange(E.MIN_PLAYERS, E.MAX_PLAYERS + 1)
        options = option_set(E, rng)
        try:
            E.Game(players, options)
        except ValueError:
            continue
        states, actions = play(E, players, options, seed + i)
        yield players, options, states, actions


def test_tables_cover_every_action_played_and_the_length_bound_holds(game):
    _, _, _, E = game
    outcomes = set(E.CHANCE_OUTCOMES)
    # a game of thousands of decisions (El Dorado) is checked on fewer games
    for _players, _options, states, _ in games_of(E, 12 if E.MAX_GAME_LENGTH < 2000 else 3, 5):
        decisions = 0
        for s in states[:-1]:
            if s.is_chance_node():
                assert {a for a, _ in s.chance_outcomes()} <= outcomes
                continue
            legal = s.legal_actions()
            if E.ACTIONS is not None:
                ids = [E.ACTION_ID[a] for a in legal]  # a KeyError: an action outside the table
                assert ids == sorted(ids)  # OpenSpiel wants legal actions ascending
            else:  # a token game: every action cut into tokens of the table, spelling it again
                for a in legal:
                    cut = E.action_tokens(a)
                    assert "".join(cut) == a and cut[-1][-1] not in E.ACTION_TOKEN_SEPARATORS
                    assert all(t in E.ACTION_TOKEN_ID for t in cut[:-1]) and cut[-1] in E.ACTION_TOKEN_ID
                    assert all(t[-1] in E.ACTION_TOKEN_SEPARATORS for t in cut[:-1])
                    assert len(cut) <= E.MAX_ACTION_TOKENS
            decisions += 1
        assert decisions <= E.MAX_GAME_LENGTH


def test_engine_and_compiler_cut_actions_alike(game):
    from rulestone.rules import emit_exports

    _, _, _, E = game
    assert E.ACTION_TOKEN_SEPARATORS == emit_exports.TOKEN_SEPARATORS
    for a in ["move a discard:scout+native 2,4", "explore culture-1 war-2", "end", "a+", ":x", ""]:
        assert E.action_tokens(a) == emit_exports.action_tokens(a)
    assert emit_exports.action_tokens("move a discard:scout+native 2,4") == [
        "move ", "a ", "discard:", "scout+", "native ", "2,4"]


def test_observation_strings_hide_what_the_observations_hide(game):
    _, _, _, E = game
    _players, _options, states, _ = next(games_of(E, 1, 8))
    s = states[len(states) // 2]
    full = json.dumps(s.to_json(), ensure_ascii=False, separators=(",", ":"))
    seats = range(-1, s.game.players)
    views = [s.observation_string(seat) for seat in seats]
    assert all(json.loads(v)["seat"] == seat for seat, v in zip(seats, views, strict=True))
    if E._OBSERVE:
        assert full not in views and len(set(views)) > 1  # hidden parts: the seats see differently
    for bad in (s.game.players, -2, True, "0"):
        with pytest.raises(ValueError):
            s.observation_string(bad)


def test_information_state_follows_the_game(game):
    _, _, _, E = game
    for players, options, states, _ in games_of(E, 3, 21):
        final = states[-1]
        for seat in range(players):
            info = final.information_state_string(seat)
            lines = info.splitlines()
            assert lines[0] == f"seat {seat}" and lines[-1] == f"now: {final.observation_string(seat)}"
            steps = [line.split(": ", 1)[0] for line in lines[2:-1]]
            assert not set(steps) & set(E.CHANCE_OUTCOMES) and "chance" in steps
            assert final.clone().information_state_string(seat) == info
        # a state loaded from JSON knows only what followed its loading
        mid = states[len(states) // 2]
        loaded = E.Game(players, options).state_from_json(mid.to_json())
        assert loaded.information_state_string(0).count("\n") == 2
        # two games from one clone share their past, not their futures
        a = mid.clone()
        b = mid.clone()
        if not a.is_terminal() and not a.is_chance_node() and len(a.legal_actions()) > 1:
            a.apply_action(a.legal_actions()[0])
            b.apply_action(b.legal_actions()[1])
            ia, ib = a.information_state_string(0), b.information_state_string(0)
            assert ia != ib and ia.splitlines()[:-2] == ib.splitlines()[:-2]


def test_emerald_deal_reveals_nothing_face_down():
    if "emerald" not in GAMES:
        pytest.skip("emerald is not compiled")
    data, sha = load_spec_data(ROOT / "rulespecs" / "emerald.yaml")
    E = load_module(render_engine("emerald", data, sha), "test_exports_emerald_deal")
    states, _ = play(E, 4, {}, 6)
    deal = [s for s in states if s.phase == "deal"]
    assert len(deal) > 40
    for s in deal:
        for seat in range(-1, 4):
            for cave in s.observation(seat)["caves"]:
                assert cave["gems"]["top"] is None and cave["gold"]["top"] is None
    after = states[len(deal)]  # the first state after the deal: every non-empty pile shows its top
    caves = after.observation(0)["caves"]
    assert all(c[p]["top"] is not None for c in caves for p in ("gems", "gold") if c[p]["count"])
    # the information state of the first decision: no card of the deal, only its piles' tops
    info = after.information_state_string(0)
    assert sum(1 for line in info.splitlines() if line.startswith("chance: ")) == len(deal)
    for line in info.splitlines()[1:-1]:
        view = json.loads(line.split(": ", 1)[1])
        if view["phase"] == "deal":
            assert all(c["gems"]["top"] is None and c["gold"]["top"] is None for c in view["caves"])


@needs_node
def test_javascript_engine_writes_the_same_tables_and_strings(game, tmp_path):
    g, data, sha, E = game
    path = tmp_path / f"{g}.mjs"
    path.write_text(render_js(g, data, sha), encoding="utf-8")
    games = []
    for players, options, states, actions in games_of(E, 2, 33):
        final = states[-1]
        games.append({"players": players, "options": options, "actions": actions,
                      "obs": [final.observation_string(k) for k in range(-1, players)],
                      "info": [final.information_state_string(k) for k in range(players)]})
    script = f"""
import * as E from {json.dumps(path.as_uri())};
import {{ readFileSync }} from "node:fs";
const out = {{actions: E.ACTIONS, tokens: E.ACTION_TOKENS, most: E.MAX_ACTION_TOKENS,
             chance: E.CHANCE_OUTCOMES, max: E.MAX_GAME_LENGTH, games: []}};
for (const g of JSON.parse(readFileSync(0, "utf8"))) {{
  const s = new E.Game(g.players, g.options).newInitialState();
  const cuts = [];
  for (const a of g.actions) {{ cuts.push(E.actionTokens(a)); s.applyAction(a); }}
  const obs = [], info = [];
  for (let k = -1; k < g.players; k++) obs.push(s.observationString(k));
  for (let k = 0; k < g.players; k++) info.push(s.informationStateString(k));
  out.games.push({{obs, info, cuts}});
}}
process.stdout.write(JSON.stringify(out));
"""
    assert NODE
    r = subprocess.run([NODE, "--input-type=module", "-e", script], input=json.dumps(games),
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["actions"] == (None if E.ACTIONS is None else list(E.ACTIONS))
    assert out["tokens"] == (None if E.ACTION_TOKENS is None else list(E.ACTION_TOKENS))
    assert out["most"] == E.MAX_ACTION_TOKENS and out["chance"] == list(E.CHANCE_OUTCOMES)
    assert out["max"] == E.MAX_GAME_LENGTH
    for want, got in zip(games, out["games"], strict=True):
        assert got["obs"] == want["obs"]
        assert got["info"] == want["info"]
        assert got["cuts"] == [E.action_tokens(a) for a in want["actions"]]


def test_an_option_value_whose_games_need_not_end_is_left_out_of_the_bound():
    # El Dorado with round_limit=none: stalled random play runs on (docs/openspiel.md), so the bound
    # is measured without it and the value is named; the default game gets a finite bound
    data, sha = load_spec_data(ROOT / "rulespecs" / "el_dorado.yaml")
    E = load_module(render_engine("el_dorado", data, sha), "test_exports_unbounded")
    assert E.UNBOUNDED_OPTIONS == {"round_limit": ("none",)}
    assert 0 < E.MAX_GAME_LENGTH < 20_000
