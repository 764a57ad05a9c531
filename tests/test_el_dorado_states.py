"""Loading an El Dorado state refuses positions that can never occur in a game, in Python and in
JavaScript alike (issue 12.8): states of seeded random games on every board and option load and play
on; hundreds of states mutated from them in one respect each (extra card copies, `coins: "0"`, a
negative reserve, a blockade id of 10^30, `compass: null`, booleans as numbers, unknown and missing
keys, pieces off the board, ...) are refused by both engines with the same message, which names the
key at fault."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import SimpleNamespace

import pytest
from state_mutations import needs_node, node_results, option_set, py_results, random_game

from rulestone.conformance.cases import load_module
from rulestone.generate import js
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent


def board_of(E, key: str) -> SimpleNamespace:
    """A layout as the engine exports it (E.BOARDS): spaces, start_spaces, finish, pay, need, neigh."""
    return SimpleNamespace(**E.BOARDS[key])


@pytest.fixture(scope="module")
def spec():
    return load_spec_data(ROOT / "rulespecs" / "el_dorado.yaml")


@pytest.fixture(scope="module")
def E(spec):
    return load_module(render_engine("el_dorado", *spec), "test_el_dorado_states_mod")


@pytest.fixture(scope="module")
def js_engine(spec, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("el-dorado-js") / "el_dorado.mjs"
    path.write_text(js.render_engine("el_dorado", *spec), encoding="utf-8")
    return path




def sampled_states(E, games: int, seed: int, every: int) -> list[tuple[int, dict, dict]]:
    """(players, options, state JSON) from seeded random games under random options, every `every`-th
    state and each game's last; the round limit is short so that games reach their end."""
    rng = random.Random(seed)
    out = []
    for i in range(games):
        players, options = 2 + i % 3, option_set(E, rng)
        for k, state in enumerate(random_game(E, players, options, seed * 1000 + i)):
            if k % every == 0 or state.is_terminal():
                out.append((players, options, state.to_json()))
    return out


def test_every_reachable_state_loads_and_plays_on(E):
    seen = set()
    for i in range(30):
        rng = random.Random(i)
        players, options = 2 + i % 3, option_set(E, rng)
        game = E.Game(players, options)
        for k, state in enumerate(random_game(E, players, options, i)):
            d = state.to_json()
            if k % 97 and d["phase"] not in ("cave", "take", "remove", "over"):
                continue
            try:
                loaded = game.state_from_json(json.loads(json.dumps(d)))
            except ValueError as e:
                pytest.fail(f"game {i} ({players} players, {options}) step {k}: {e}\n{json.dumps(d)}")
            assert loaded.to_json() == d
            assert loaded.legal_actions() == state.legal_actions()
            seen.add(d["phase"])
    assert seen == set(E.PHASES), seen  # every phase was loaded


# (key the message must name, change); a change returns False when it does not apply to the state
def _set(path: str, value):
    def change(d):
        node = d
        keys = path.split(".")
        for k in keys[:-1]:
            node = node[int(k)] if isinstance(node, list) else node[k]
        last = keys[-1]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


def _extra_copies(d):
    d["hands"][0] = d["hands"][0] + ["explorer"] * 30


def _one_more_bought_card(d):
    d["discards"][0] = sorted([*d["discards"][0], "scout"])


def _card_lost(d):
    if not d["removed"] and not d["hands"][0]:
        return False
    if d["hands"][0]:
        d["hands"][0] = d["hands"][0][1:]
    else:
        d["removed"] = d["removed"][1:]


def _negative_reserve(d):
    d["reserve"]["pioneer"] = -1


def _compass_null(d):
    d["decks"][0] = {**d["decks"][0], "compass": None}


def _deck_zero(d):
    d["decks"][0] = {**d["decks"][0], "explorer": 0}


def _piece_off_board(d):
    d["pieces"][0][0] = "99,99"


def _piece_on_mountain(E, d):
    board = board_of(E, d["options"]["board"])
    d["pieces"][0][0] = next(s for s in sorted(board.spaces) if board.spaces[s][0] in ("M", "C"))


def _piece_on_el_dorado(E, d):
    board = board_of(E, d["options"]["board"])
    d["pieces"][0][0] = next(s for s in sorted(board.spaces) if board.spaces[s][0] == "ED")


def _piece_on_other_start(E, d):
    board = board_of(E, d["options"]["board"])
    d["pieces"][0][0] = board.start_spaces[-1]


def _two_on_one(d):
    if d["options"]["caves"] == "true" or d["pieces"][0][0] == "goal" or d["pieces"][1][0] == "goal":
        return False
    d["pieces"][1][0] = d["pieces"][0][0]


def _unknown_key(d):
    d["colour"] = "red"


def _missing_key(name):
    def change(d):
        del d[name]
    return change


def _market_dup(d):
    d["market"][1] = dict(d["market"][0]) if d["market"][0]["card"] else {"card": "scout", "left": 1}


def _active_bad(d):
    d["active"] = {"piece": "a", "kind": "sword", "power": 1}


def _active_power(d):
    d["active"] = {"piece": "a", "kind": "machete", "power": 99}


def _finished_no_goal(d):
    d["finished"] = [True, *d["finished"][1:]]


def _stopped_midgame(d):
    if d["phase"] == "over":
        return False
    d["stopped"] = True


def _winners_made_up(d):
    d["winners"] = [0] if d["winners"] != [0] else [1]


def _explored_bad(d):
    d["explored"][0][0] = "0,0" if d["options"]["caves"] == "true" else "nowhere"


def _options_changed(d):
    d["options"] = {**d["options"], "caves": "true" if d["options"]["caves"] == "false" else "false"}


def _tokens_without_caves(d):
    if d["options"]["caves"] == "true":
        return False
    d["tokens"][0] = ["draw"]


def _pool_negative(d):
    if d["options"]["caves"] != "true":
        return False
    d["token_pool"]["draw"] = -1


def _cave_overfull(d):
    if d["options"]["caves"] != "true":
        return False
    d["caves"][0]["tokens"] = 5


def _over_without_end(d):
    if d["phase"] == "over":
        return False
    d["phase"] = "over"


def _hand_string(d):
    d["hands"][0] = "explorer"


def _holder_far(d):
    d["blockades"][0]["holder"] = 9


Change = Callable[[dict], object]
BROKEN: list[tuple[str, str, Change]] = [
    ("30 extra copies of a card in a hand", "hands", _extra_copies),
    ("a fourth scout", "discards", _one_more_bought_card),
    ("a card gone missing", "hands", _card_lost),
    ("coins as a string", "coins", _set("coins", "0")),
    ("coins negative", "coins", _set("coins", -1)),
    ("coins a third", "coins", _set("coins", 0.3)),
    ("coins as a boolean", "coins", _set("coins", True)),
    ("a negative reserve", "reserve", _negative_reserve),
    ("a blockade id of 10^30", "blockades[0].id", _set("blockades.0.id", 10**30)),
    ("a blockade id as a string", "blockades[0].id", _set("blockades.0.id", "1")),
    ("a blockade of another kind", "blockades[0].kind", _set("blockades.0.kind", "water-9")),
    ("a blockade held by seat 9", "blockades[0].holder", _holder_far),
    ("compass: null in a draw pile", "decks[0]", _compass_null),
    ("a draw pile count of 0", "decks[0]", _deck_zero),
    ("turn as a string", "turn", _set("turn", "0")),
    ("turn as a boolean", "turn", _set("turn", False)),
    ("drawer off the table", "drawer", _set("drawer", 5)),
    ("round 0", "round", _set("round", 0)),
    ("round a fraction", "round", _set("round", 1.5)),
    ("round past the limit", "round", _set("round", 10**6)),
    ("players as a boolean", "players", _set("players", True)),
    ("an unknown phase", "phase", _set("phase", "lunch")),
    ("game over with nothing ended", "phase", _over_without_end),
    ("after of another kind", "after", _set("after", "later")),
    ("buys 2", "buys", _set("buys", 2)),
    ("draws negative", "draws", _set("draws", -1)),
    ("remove_left negative", "remove_left", _set("remove_left", -1)),
    ("a piece off the board", "pieces[0][0]", _piece_off_board),
    ("a piece as a number", "pieces[0][0]", _set("pieces.0.0", 7)),
    ("pieces as a string", "pieces", _set("pieces", "0,3")),
    ("two pieces on one space", "pieces", _two_on_one),
    ("an unknown key", "colour", _unknown_key),
    ("tokens missing", "tokens: missing", _missing_key("tokens")),
    ("explored missing", "explored: missing", _missing_key("explored")),
    ("stopped missing", "stopped: missing", _missing_key("stopped")),
    ("market: a type in two slots", "market", _market_dup),
    ("market: an unknown card", "market[0].card", _set("market.0.card", "dragon")),
    ("market: four left", "market[0].left", _set("market.0.left", 4)),
    ("market slot without keys", "market", _set("market.0", {"card": "scout"})),
    ("removed: an unknown card", "removed", _set("removed", ["dragon"])),
    ("a hand as a string", "hands", _hand_string),
    ("active of an unknown kind", "active", _active_bad),
    ("active with power 99", "active", _active_power),
    ("finished as numbers", "finished", lambda d: d.update(finished=[0] * len(d["finished"]))),
    ("ending as a number", "ending", _set("ending", 0)),
    ("stopped as a number", "stopped", _set("stopped", 0)),
    ("finished without arriving", "finished[0]", _finished_no_goal),
    ("stopped in the middle of a game", "stopped", _stopped_midgame),
    ("winners made up", "winners", _winners_made_up),
    ("explored: not a cave", "explored", _explored_bad),
    ("options of another game", "options", _options_changed),
    ("pass_occupied as a number", "this_turn.pass_occupied", _set("this_turn.pass_occupied", 0)),
    ("change of an unknown kind", "this_turn.change", _set("this_turn.change", "sword")),
    ("keep: a card that is not single-use", "this_turn.keep", _set("this_turn.keep", "explorer")),
    ("cave: not a cave", "this_turn.cave", _set("this_turn.cave", "0,0")),
    ("tokens without option caves", "tokens", _tokens_without_caves),
    ("a negative token pool", "token_pool", _pool_negative),
    ("a cave pile of five", "caves[0].tokens", _cave_overfull),
]
BOARD_BROKEN = [
    ("a piece on a mountain", "pieces[0][0]", _piece_on_mountain),
    ("a piece on El Dorado itself", "pieces[0][0]", _piece_on_el_dorado),
    ("a piece on another seat's start space", "pieces[0][0]", _piece_on_other_start),
]


@pytest.fixture(scope="module")
def broken(E) -> list[tuple[str, str, int, dict, dict]]:
    """(name, key, players, options, state) for every change applied to states of real seeded games."""
    bases = sampled_states(E, 12, 3, 400)
    rng = random.Random(11)
    rng.shuffle(bases)
    out = []
    for players, options, d0 in bases[:40]:
        with_board = [(n, k, partial(c, E)) for n, k, c in BOARD_BROKEN]
        for name, key, change in BROKEN + with_board:
            d = copy.deepcopy(d0)
            if change(d) is False:
                continue
            out.append((name, key, players, options, d))
    return out


def test_mutated_states_are_refused_naming_the_key(E, broken):
    assert len(broken) >= 500, len(broken)
    for name, key, players, options, d in broken:
        with pytest.raises(ValueError, match=r"^state: ") as e:
            E.Game(players, options).state_from_json(d)
        assert key in str(e.value), (name, str(e.value))


def test_the_issue_examples_are_refused(E):
    d = next(s for s in random_game(E, 3, {}, 1) if s.phase == E.PLAY).to_json()
    for key, patch in (("hands", {"hands": [d["hands"][0] + ["scout"] * 30, *d["hands"][1:]]}),
                       ("coins", {"coins": "0"}),
                       ("reserve.pioneer", {"reserve": {**d["reserve"], "pioneer": -1}}),
                       ("blockades[0].id",
                        {"blockades": [{**d["blockades"][0], "id": 10**30}, *d["blockades"][1:]]}),
                       ("decks[0]", {"decks": [{"compass": None}, *d["decks"][1:]]})):
        with pytest.raises(ValueError, match=r"^state: ") as e:
            E.Game(3).state_from_json({**d, **patch})
        assert key in str(e.value)






@needs_node
def test_javascript_refuses_the_same_states_with_the_same_messages(E, broken, js_engine):
    items = [(players, options, d) for _, _, players, options, d in broken]
    got = node_results(js_engine, items)
    want = py_results(E, items)
    diff = [(broken[i][0], g, w) for i, (g, w) in enumerate(zip(got, want, strict=True)) if g != w]
    assert not diff, diff[:5]


@needs_node
def test_javascript_loads_every_reachable_state(E, js_engine):
    items = sampled_states(E, 20, 7, 90)
    got = node_results(js_engine, items)
    refused = [(m, json.dumps(items[i][2])[:300]) for i, m in enumerate(got) if m != "ok"]
    assert not refused, refused[:3]
    assert len(items) > 500
