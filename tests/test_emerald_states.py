"""Loading an Emerald state refuses positions that can never occur in a game, in Python and in
JavaScript alike: every state of thousands of random games (all player counts, random option sets)
loads, and states broken in one respect each are refused by both engines with the same message,
which names the key at fault."""

from __future__ import annotations

import copy
import json
import random
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from rulestone.conformance.cases import load_module, sample
from rulestone.generate import js
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None,
                                reason="node is not installed: the JavaScript engine cannot run")
RARE = ("dragon-end", "capture", "catch", "ransom", "over")  # phases few states are in: every one is loaded


@pytest.fixture(scope="module")
def spec():
    return load_spec_data(ROOT / "rulespecs" / "emerald.yaml")


@pytest.fixture(scope="module")
def E(spec):
    return load_module(render_engine("emerald", *spec), "test_emerald_states_mod")


@pytest.fixture(scope="module")
def js_engine(spec, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("emerald-js") / "emerald.mjs"
    path.write_text(js.render_engine("emerald", *spec), encoding="utf-8")
    return path


def option_set(E, rng: random.Random) -> dict:
    return {name: rng.choice(o["values"]) for name, o in E.OPTIONS.items()}


def random_game(E, players: int, options: dict, seed: int):
    """Every state of one random game (as the engine object), the terminal one last."""
    rng = random.Random(seed)
    state = E.Game(players, options).new_initial_state()
    while True:
        yield state
        if state.is_terminal():
            return
        if state.current_player() == E.CHANCE:
            state.apply_action(sample(state.chance_outcomes(), rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))


def test_every_reachable_state_loads_and_plays_on(E):
    rng = random.Random(2026)
    seen: Counter[str] = Counter()
    for i in range(2000):
        players, options = 2 + i % 4, option_set(E, rng)
        game = E.Game(players, options)
        for k, state in enumerate(random_game(E, players, options, i)):
            d = state.to_json()
            if k % 9 and d["phase"] not in RARE:
                continue
            try:
                loaded = game.state_from_json(json.loads(json.dumps(d)))  # the count checks included
            except ValueError as e:
                pytest.fail(f"game {i} ({players} players, {options}) step {k}: {e}\n{json.dumps(d)}")
            assert loaded.to_json() == d
            assert loaded.legal_actions() == state.legal_actions()
            seen[d["phase"]] += 1
    # the check is only as good as the positions it saw: every phase, the rare ones many times
    assert set(seen) == set(E.PHASES) and min(seen.values()) >= 200, seen


def base_states(E) -> dict[str, tuple[int, dict, dict]]:
    """A reachable state per phase (players, options, JSON), from seeded random games."""
    rng = random.Random(5)
    found: dict[str, tuple[int, dict, dict]] = {}
    i = 0
    while len(found) < len(E.PHASES) or i < 40:
        players, options = 2 + i % 4, option_set(E, rng)
        if i % 3 == 0:
            options["dragon_end_of_track"] = "may-stop-at-end"
        if i % 2 == 0:
            options["card_dragon_order"], options["dragon_after_card"] = "card-first", "dragon-moves"
        for state in random_game(E, players, options, i):
            d = state.to_json()
            # a late state of each phase: the track has advanced, cards and treasure are held
            if d["phase"] not in found or d["track"][0] > found[d["phase"]][2]["track"][0]:
                found[d["phase"]] = (players, options, d)
        i += 1
    return found


# (name, phase of the base state, key the message must name, change); a change returns False when it
# does not apply to the base state.
def _far_dragon(d):
    d["dragon"] = {"space": 15, "facing": "left"}
    d["track"] = [7, 10]
    d["phase"] = "move" if d["phase"] != "deal" else "deal"


def _facing_out_at_end(d):
    d["dragon"] = {"space": d["track"][1], "facing": "right"}


def _behind_facing_away(d):
    if d["track"][0] == 7:
        return False
    d["dragon"] = {"space": d["track"][0] - 1, "facing": "left"}


def _bonus_without_four_kinds(d):
    d["hands"][0]["gems"] = {**d["hands"][0]["gems"], "ruby": 0}
    for s, h in enumerate(d["hands"]):
        h["four_gem_bonus"] = s == 0
    d["four_gem_bonus"] = 0


def _four_kinds_without_bonus(d):
    if d["four_gem_bonus"] is not None:
        return False
    d["hands"][0]["gems"] = {k: max(1, m) for k, m in d["hands"][0]["gems"].items()}


def _treasure_without_knight_out(d):
    d["hands"][0]["treasure"] += 1
    d["treasure"] -= 1


def _second_knight_on_tower(d):
    n = sum(d["knights"]["c1"].values())
    d["knights"]["c1"] = {"tower-1": 2, **({"9": n - 2} if n > 2 else {})}


def _game_over_early(d):
    d["phase"] = "over"


def _game_goes_on(d):
    d["phase"], d["capture"] = "move", None
    d["this_turn"] = {"moved": 0, "last": None, "took": False, "roll_due": False, "pips": 0, "caught": None}


def _take_without_choice(d):
    space = int(d["this_turn"]["last"]["place"])
    cave = next(c for c in d["caves"] if c["space"] == space)
    cave["gold"] = []


def _capture_one_colour(d):
    space = str(d["capture"]["space"])
    present = [c for c, places in d["knights"].items() if space in places]
    for c in present[1:]:
        del d["knights"][c][space]
    d["knights"][present[0]][space] = 1


def _ransom_without_gold(d):
    owner_colour = d["capture"]["colour"]
    for h in d["hands"]:
        if owner_colour:
            h["gold"] = []


def _dragon_end_without_option(d):
    d["options"] = {**d["options"], "dragon_end_of_track": "bounce"}


def _card_taken_in_move(d):
    d["this_turn"]["took"] = True


def _moved_without_knight(d):
    d["this_turn"]["moved"] = 1
    d["this_turn"]["last"] = None


def _capture_outside_capture(d):
    d["capture"] = {"space": d["dragon"]["space"], "colour": None}


def _dealt_with_cards_held(d):
    d["hands"][1]["gold"] = [3]


def _unknown_colour_moved(d):
    d["this_turn"]["moved"], d["this_turn"]["last"] = 1, {"colour": "c9", "place": "9"}


def _unknown_colour_caught(d):
    d["capture"]["colour"] = "c9"


BROKEN = [
    ("dragon far outside the track", "move", "dragon.space", _far_dragon),
    ("dragon facing out on the last space", "move", "dragon.facing", _facing_out_at_end),
    ("dragon behind the track facing away", "move", "dragon.facing", _behind_facing_away),
    ("bonus holder without all kinds", "move", "four_gem_bonus", _bonus_without_four_kinds),
    ("all kinds, bonus on the table", "deal", "four_gem_bonus", _four_kinds_without_bonus),
    ("treasure without a knight out", "deal", "hands[].treasure", _treasure_without_knight_out),
    ("two knights of a colour on a tower", "move", "knights.c1.tower-1", _second_knight_on_tower),
    ("game over with nothing ended", "move", "phase", _game_over_early),
    ("game goes on after its end", "over", "phase", _game_goes_on),
    ("take with one pile", "take", "phase", _take_without_choice),
    ("capture with one colour there", "capture", "phase", _capture_one_colour),
    ("ransom without gold", "ransom", "phase", _ransom_without_gold),
    ("dragon-end without its option", "dragon-end", "phase", _dragon_end_without_option),
    ("card taken, turn goes on", "move", "this_turn.took", _card_taken_in_move),
    ("moved without a last knight", "move", "this_turn.last", _moved_without_knight),
    ("capture pending in phase roll", "roll", "capture", _capture_outside_capture),
    ("deal with cards held", "deal", "hands", _dealt_with_cards_held),
    ("an unknown colour moved", "move", "this_turn.last.colour", _unknown_colour_moved),
    ("an unknown colour caught", "ransom", "capture.colour", _unknown_colour_caught),
]


@pytest.fixture(scope="module")
def broken(E):
    bases = base_states(E)
    out = []
    for name, phase, key, change in BROKEN:
        players, options, d = copy.deepcopy(bases[phase])
        if change(d) is False:
            pytest.fail(f"{name}: the base state of phase {phase} does not allow the change")
        out.append((name, key, players, {**options, **d["options"]}, d))
    return out


def test_impossible_states_are_refused_naming_the_key(E, broken):
    for name, key, players, options, d in broken:
        with pytest.raises(ValueError, match=r"^state: ") as e:
            E.Game(players, options).state_from_json(d)
        assert str(e.value).startswith(f"state: {key}"), (name, str(e.value))


def test_the_count_checks_refuse_cards_and_treasure_the_game_does_not_have(E):
    for key, d in count_broken(E):
        with pytest.raises(ValueError, match=rf"^state: {re.escape(key)}"):
            E.Game(4).state_from_json(d)


def count_broken(E) -> list[tuple[str, dict]]:
    """(key the message starts with, state) for states of a real game given cards and treasure the game
    does not have."""
    d = next(s for s in random_game(E, 4, {}, 1) if s.phase == E.MOVE).to_json()
    rich = [{**h, "gems": dict.fromkeys(h["gems"], 6), "four_gem_bonus": s == 0}
            for s, h in enumerate(d["hands"])]
    return [("treasure", {**d, "treasure": 3}),
            ("caves[].gems", {**d, "hands": rich, "four_gem_bonus": 0}),
            ("caves[].gold", {**d, "hands": [{**h, "gold": [5] * 6} for h in d["hands"]]})]


def node_results(path: Path, items: list[tuple[int, dict, dict]]) -> list[str]:
    """For each (players, options, state): "ok" or the message of the Error the JS engine throws."""
    assert NODE
    script = f"""
import {{ Game }} from {json.dumps(path.as_uri())};
import {{ readFileSync }} from "node:fs";
const out = [];
for (const [players, options, d] of JSON.parse(readFileSync(0, "utf8"))) {{
  try {{
    new Game(players, options).stateFromJSON(d);
    out.push("ok");
  }} catch (e) {{
    out.push(e.message);
  }}
}}
process.stdout.write(JSON.stringify(out));
"""
    r = subprocess.run([NODE, "--input-type=module", "-e", script], input=json.dumps(items),
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def py_results(E, items) -> list[str]:
    out = []
    for players, options, d in items:
        try:
            E.Game(players, options).state_from_json(d)
            out.append("ok")
        except ValueError as e:
            out.append(str(e))
    return out


@needs_node
def test_javascript_refuses_the_same_states_with_the_same_messages(E, broken, js_engine):
    items = [(players, options, d) for _, _, players, options, d in broken]
    assert node_results(js_engine, items) == py_results(E, items)


@needs_node
def test_javascript_runs_the_count_checks_with_the_same_messages(E, js_engine):
    items = [(4, {}, d) for _, d in count_broken(E)]
    got = node_results(js_engine, items)
    assert got == py_results(E, items)
    assert all(m.startswith(f"state: {key}") for m, (key, _) in zip(got, count_broken(E), strict=True))


@needs_node
def test_javascript_loads_every_reachable_state(E, js_engine):
    # states of random games played by the Python engine (the two replay games identically:
    # tests/test_js_engines.py); stateFromJSON runs the count checks too
    rng = random.Random(7)
    items = []
    for i in range(600):
        players, options = 2 + i % 4, option_set(E, rng)
        for k, state in enumerate(random_game(E, players, options, 10_000 + i)):
            if k % 11 == 0 or state.to_json()["phase"] in RARE:
                items.append((players, options, state.to_json()))
    got = node_results(js_engine, items)
    refused = [(m, json.dumps(items[i][2])) for i, m in enumerate(got) if m != "ok"]
    assert not refused, refused[:3]
    assert len(items) > 5000
