"""Loading a Dragon Keeper state refuses positions no game reaches, in Python and in JavaScript alike:
every state of seeded random games (all player counts, random options) loads and gives the same JSON
back, and more than 500 states of such games broken in one respect each (a key missing or unknown, a
stack colour missing, a wrong type or range, tiles or treasure tokens that are not conserved, ...) are
refused by both engines with the same message, which names the key at fault."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from state_mutations import (
    NODE,
    Mutation,
    bad_values,
    mutate,
    needs_node,
    node_results,
    py_results,
    real_states,
)

from rulestone.conformance.cases import load_module
from rulestone.generate import js
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
RARE = ("guild", "tribute", "release", "over", "action")


@pytest.fixture(scope="module")
def spec():
    return load_spec_data(ROOT / "rulespecs" / "dragon_keeper.yaml")


@pytest.fixture(scope="module")
def E(spec):
    return load_module(render_engine("dragon_keeper", *spec), "test_dragon_keeper_states_mod")


@pytest.fixture(scope="module")
def js_engine(spec, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("dragon-keeper-js") / "dragon_keeper.mjs"
    path.write_text(js.render_engine("dragon_keeper", *spec), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def states(E):
    got = real_states(E, games=120, seed=3, every=7, rare=RARE)
    setup = [x for x in got if x[2]["phase"] == "place"]  # 74 chance steps a game: keep some
    return [x for x in got if x[2]["phase"] != "place"] + setup[::8]


def _stack_tile(d: dict, rng: random.Random):
    held = [(s, c, i) for s, st in enumerate(d["stacks"]) for c, ts in st.items() for i in range(len(ts))]
    return rng.choice(held) if held else None


def _drop_key(d, rng):
    key = rng.choice([k for k in d if k not in ("game", "options")])
    del d[key]
    return f"{key}: missing"


def _unknown_key(d, rng):
    d["zz_extra"] = 0
    return "zz_extra: unknown key"


def _drop_colour(d, rng):
    s, c = rng.randrange(d["players"]), rng.choice(list(d["stacks"][0]))
    del d["stacks"][s][c]
    return f"stacks[{s}].{c}: missing"


def _unknown_colour(d, rng):
    s = rng.randrange(d["players"])
    d["stacks"][s]["orange"] = []
    return f"stacks[{s}].orange: unknown key"


def _bad_stock(d, rng):
    d["stock"] = bad_values(rng, 0, 24)
    return "stock"


def _bad_treasure(d, rng):
    d["treasure"][rng.randrange(d["players"])] = bad_values(rng, 0, 24)
    return "treasure"


def _token_from_nowhere(d, rng):
    s = rng.randrange(d["players"])
    if d["treasure"][s] >= 24:
        return None
    d["treasure"][s] += 1
    return "stock"


def _bad_level(d, rng):
    d["level"] = bad_values(rng, 1, 3)
    return "level"


def _bad_turn(d, rng):
    d["turn"] = bad_values(rng, 0, d["players"] - 1)
    return "turn"


def _bad_phase(d, rng):
    d["phase"] = rng.choice(["dance", None, 3, "Take"])
    return "phase"


def _bad_dragon(d, rng):
    d["dragon"] = rng.choice(["f9", None, 12, "c0"])
    return "dragon"


def _bad_guild(d, rng):
    s = rng.randrange(d["players"])
    d["guilds"][s] = rng.choice(["red", "orange", 1, True])
    return "guilds"


def _guild_twice(d, rng):
    if d["guilds"][0] is None:
        return None
    d["guilds"][1] = d["guilds"][0]
    return "guilds"


def _bad_out(d, rng):
    d["out"][rng.randrange(d["players"])] = rng.choice([0, 1, None, "no"])
    return "out"


def _wrong_players(d, rng):
    d["players"] = rng.choice([d["players"] + 1, str(d["players"]), None])
    return "players"


def _wrong_options(d, rng):
    other = "next" if d["options"]["gift_to"] == "previous" else "previous"
    d["options"] = {**d["options"], "gift_to": other}
    return "options"


def _wrong_game(d, rng):
    d["game"] = "emerald"
    return "game"


def _turn_key_dropped(d, rng):
    key = rng.choice(list(d["this_turn"]))
    del d["this_turn"][key]
    return f"this_turn.{key}: missing"


def _bad_chained(d, rng):
    d["this_turn"]["chained"] = rng.choice(["no", None, 0])
    return "this_turn.chained"


def _bad_remover(d, rng):
    d["last_tile"]["remover"] = rng.choice([d["players"], -1, "0", True])
    return "last_tile.remover"


def _bad_releases(d, rng):
    d["end"]["releases"][rng.randrange(d["players"])] = rng.choice([-1, None, 5, "1"])
    return "end.releases"


def _wrong_winners(d, rng):
    d["winners"] = [] if d["phase"] == "over" else [0]
    return "winners"


def _wrong_scores(d, rng):
    d["scores"] = [999] * d["players"]
    return "scores"


def _tile_twice(d, rng):
    got = _stack_tile(d, rng)
    if got is None:
        return None
    s, c, i = got
    d["discarded"].extend([d["stacks"][s][c][i]] * 5)  # with the one held: more than any kind has
    return "discarded"


def _unknown_tile(d, rng):
    lv = str(rng.randint(1, 3))
    d["boards"][lv]["a1"] = "blue-9"
    return f"boards.{lv}.a1"


def _wrong_stack(d, rng):
    got = _stack_tile(d, rng)
    if got is None:
        return None
    s, c, i = got
    other = rng.choice([x for x in d["stacks"][s] if x != c])
    d["stacks"][s][other].append(d["stacks"][s][c].pop(i))
    return f"stacks[{s}].{other}"


def _board_dropped(d, rng):
    lv = str(rng.randint(1, 3))
    del d["boards"][lv]
    return f"boards.{lv}: missing"


def _extra_stack(d, rng):
    d["stacks"].append({c: [] for c in d["stacks"][0]})
    return "stacks"


def _finished_board_refilled(d, rng):
    if d["level"] == 1 or not d["boxed"]:
        return None
    d["boards"]["1"]["a1"] = d["boxed"].pop()
    return "boards.1"


def _setup_treasure(d, rng):
    if d["phase"] not in ("place", "guild", "start"):
        return None
    d["treasure"][0] += 1
    d["treasure"][1] -= 1
    return "treasure"


def _out_player_acts(d, rng):
    if d["phase"] not in ("take", "give", "action") or sum(not o for o in d["out"]) < 3:
        return None
    d["out"][d["turn"]] = True
    return "turn"


def _late_discard(d, rng):
    if d["phase"] not in ("take", "give", "action"):
        return None
    got = _stack_tile(d, rng)
    if got is None:
        return None
    s, c, i = got
    tile = d["stacks"][s][c][i]
    if tile.endswith(("passage", "trap")):
        return None
    d["discarded"].append(d["stacks"][s][c].pop(i))
    return "discarded"


MUTATIONS: list[Mutation] = [(f.__name__.strip("_"), f) for f in (
    _drop_key, _unknown_key, _drop_colour, _unknown_colour, _bad_stock, _bad_treasure, _token_from_nowhere,
    _bad_level, _bad_turn, _bad_phase, _bad_dragon, _bad_guild, _guild_twice, _bad_out, _wrong_players,
    _wrong_options, _wrong_game, _turn_key_dropped, _bad_chained, _bad_remover, _bad_releases,
    _wrong_winners, _wrong_scores, _tile_twice, _unknown_tile, _wrong_stack, _board_dropped, _extra_stack,
    _finished_board_refilled, _setup_treasure, _out_player_acts, _late_discard)]


@pytest.fixture(scope="module")
def broken(states):
    bases = states[::3]
    return mutate(bases, MUTATIONS, per_base=4, seed=11)


def test_every_real_state_loads_and_gives_itself_back(E, states):
    seen: Counter[str] = Counter()
    for players, options, d in states:
        game = E.Game(players, options)
        loaded = game.state_from_json(json.loads(json.dumps(d)))
        assert loaded.to_json() == d
        seen[d["phase"]] += 1
    assert set(seen) == set(E.PHASES), seen
    # a state loaded without its options plays under the game's (the witness search does this)
    players, options, d = states[-1]
    E.Game(players, options).state_from_json({k: v for k, v in d.items() if k not in ("game", "options")})


def test_loaded_states_play_on_like_the_originals(E):
    rng = random.Random(8)
    for players, options, d in real_states(E, games=20, seed=9, every=5):
        state = E.Game(players, options).state_from_json(d)
        while not state.is_terminal() and rng.random() < 0.9:
            acts = [a for a, _ in state.chance_outcomes()] or state.legal_actions()
            state.apply_action(rng.choice(acts))
            again = E.Game(players, options).state_from_json(state.to_json())
            assert again.legal_actions() == state.legal_actions()


def test_mutated_states_are_refused_naming_the_key(E, broken):
    assert len(broken) >= 500
    assert len({name for name, *_ in broken}) == len(MUTATIONS)  # every kind of breakage is tried
    for name, key, players, options, d in broken:
        with pytest.raises(ValueError) as e:
            E.Game(players, options).state_from_json(d)
        assert str(e.value).startswith(f"state: {key}"), (name, str(e.value))


@needs_node
def test_javascript_refuses_the_same_states_with_the_same_messages(E, broken, js_engine):
    items = [(players, options, d) for _, _, players, options, d in broken]
    assert node_results(js_engine, items) == py_results(E, items)


@needs_node
def test_javascript_loads_every_real_state(js_engine, states):
    got = node_results(js_engine, states, roundtrip=True)
    refused = [(m, json.dumps(states[i][2])) for i, m in enumerate(got) if m != "ok"]
    assert not refused, refused[:3]


def test_a_missing_stack_colour_is_refused(E, states, js_engine):
    # issue 12 found a Dragon Keeper state without a stack colour accepted
    players, options, d = next(x for x in states if x[2]["phase"] == "take")
    items = []
    for colour in ("red", "purple"):
        m = json.loads(json.dumps(d))
        del m["stacks"][0][colour]
        items.append((players, options, m))
    got = py_results(E, items)
    assert got == ["state: stacks[0].red: missing", "state: stacks[0].purple: missing"]
    if NODE:
        assert node_results(js_engine, items) == got
