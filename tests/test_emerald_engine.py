"""The generated Emerald engine: the engine API contract, rules checked directly, and the generator's
guarantees (a rule without a block fails; hostile spec text stays inert in the generated code)."""

from __future__ import annotations

import ast
import copy
import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from rulestone.conformance.build import deal
from rulestone.conformance.cases import load_module, sample
from rulestone.generate.blocks import GenerationError, locate_blocks
from rulestone.generate.python import block_entries, load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "rulespecs" / "emerald.yaml"


@pytest.fixture(scope="module")
def spec():
    data, sha = load_spec_data(SPEC)
    return data, sha


@pytest.fixture(scope="module")
def source(spec):
    return render_engine("emerald", *spec)


@pytest.fixture(scope="module")
def E(source):
    return load_module(source, "test_emerald_engine_mod")


def take_from_caves(caves, taken):
    """The caves after the top cards listed per space ({space: {"gems": n, "gold": n}}) were taken:
    cards given to a player in a crafted state must leave the piles, or the state holds more cards
    than the game has (from_json refuses it)."""
    caves = copy.deepcopy(caves)
    for cave in caves:
        for pile, n in taken.get(cave["space"], {}).items():
            del cave[pile][len(cave[pile]) - n:]
    return caves


def dealt(E, players=4, options=None, seed=7, **changes):
    """A state after a seeded deal, with top-level keys of its JSON replaced."""
    d = deal(E, players, seed)
    d["options"] = E.Game(players, options).options
    d.update(copy.deepcopy(changes))
    return E.Game(players, options).state_from_json(d)


def play(E, players, seed, options=None, check=None):
    rng = random.Random(seed)
    state = E.Game(players, options).new_initial_state()
    steps = 0
    while not state.is_terminal():
        if check:
            check(state, rng)
        if state.current_player() == E.CHANCE:
            action = sample(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        steps += 1
        assert steps < 5000
    return state


# ----------------------------------------------------------------------------- the API contract

def test_random_games_keep_the_api_contract(E):
    def check(state, rng):
        legal = state.legal_actions()
        assert legal == sorted(set(legal)) and legal, "legal actions sorted, unique, never empty mid-game"
        if state.current_player() == E.CHANCE:
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == 1
            assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
            assert [a for a, _ in outcomes] == legal
        else:
            assert state.chance_outcomes() == []
        if rng.random() < 0.1:
            d = state.to_json()
            text = json.dumps(d)
            again = E.State.from_json(state.game, json.loads(text))
            assert json.dumps(again.to_json()) == text, "JSON round trip is exact"
            assert again.legal_actions() == legal
            twin = state.clone()
            twin.apply_action(legal[-1])
            assert json.dumps(state.to_json()) == text, "a clone is independent of its original"

    for players in (2, 3, 4, 5):
        for seed in range(3):
            end = play(E, players, seed, check=check)
            assert end.current_player() == E.TERMINAL and end.legal_actions() == []
            assert 1 in end.returns() and set(end.returns()) <= {1, -1}
            assert end.to_json()["winners"] == [s for s, r in enumerate(end.returns()) if r == 1]


def test_every_option_combination_plays_to_the_end(E):
    rng = random.Random(5)
    for i in range(12):
        options = {name: rng.choice(o["values"]) for name, o in E.OPTIONS.items()}
        assert play(E, 2 + i % 4, i, options).is_terminal()


def test_illegal_actions_are_rejected_and_change_nothing(E):
    state = dealt(E)
    before = json.dumps(state.to_json())
    for bad in ("pass", "move c2 tower-1", "move c1 9", "roll 2", "take gem", "fly away", "",
                "move c1 tower-1 "):
        with pytest.raises(E.IllegalAction):
            state.apply_action(bad)
        assert json.dumps(state.to_json()) == before
    assert issubclass(E.IllegalAction, ValueError)
    over = play(E, 3, 1)
    with pytest.raises(E.IllegalAction, match="over"):
        over.apply_action("pass")


def test_game_refuses_unknown_players_and_options(E):
    for players in (1, 6, "4", True):
        with pytest.raises(ValueError, match="players"):
            E.Game(players)
    with pytest.raises(ValueError, match="unknown option"):
        E.Game(4, {"no_such_option": 1})
    with pytest.raises(ValueError, match="takes one of"):
        E.Game(4, {"card_dragon_order": "never"})
    assert E.Game(4, {}).options == E.Game(4).options


def test_from_json_refuses_broken_states(E):
    good = dealt(E).to_json()
    for change in ({"players": 3}, {"phase": "dancing"}, {"knights": {"c9": {"1": 1}}},
                   {"knights": {"c1": {"99": 1}}}, {"dragon": {"space": 3, "facing": "left"}},
                   {"track": [7, 12]}, {"treasure": 9}):
        with pytest.raises(ValueError, match="state"):
            E.Game(4).state_from_json({**good, **change})
    with pytest.raises(ValueError):
        E.Game(4).state_from_json({k: v for k, v in good.items() if k != "caves"})


def test_a_list_of_actions_replays_a_game_exactly(E):
    rng = random.Random(11)
    state = E.Game(4).new_initial_state()
    actions = []
    while not state.is_terminal():
        a = sample(state.chance_outcomes(), rng) if state.current_player() == E.CHANCE \
            else rng.choice(state.legal_actions())
        actions.append(a)
        state.apply_action(a)
    again = E.Game(4).new_initial_state()
    for a in actions:
        again.apply_action(a)
    assert again.to_json() == state.to_json() and again.scores() == state.scores()


def test_deal_probabilities_follow_the_undealt_cards(E):
    state = E.Game(4).new_initial_state()
    assert state.chance_outcomes() == [(f"deal gem {k}", Fraction(1, 4))
                                       for k in ("emerald", "garnet", "ruby", "turquoise")]
    state.apply_action("deal gem ruby")
    probs = dict(state.chance_outcomes())
    assert probs["deal gem ruby"] == Fraction(5, 23) and probs["deal gem emerald"] == Fraction(6, 23)


# ----------------------------------------------------------------------------- rules, directly

def test_knight_moves_as_many_spaces_as_knights_on_its_space(E):
    knights = {"c1": {"tower-1": 1, "2": 1}, "c2": {"tower-1": 1, "2": 1}, "c3": {"tower-1": 1, "2": 1},
               "c4": {"tower-1": 1, "tower-2": 1}}
    state = dealt(E, knights=knights)
    state.apply_action("move c1 2")
    assert state.to_json()["knights"]["c1"] == {"tower-1": 1, "5": 1}
    # leaving a tower: the knights on that tower (4 on tower-1 -> 4 spaces)
    state.apply_action("move c1 tower-1")
    assert state.to_json()["knights"]["c1"] == {"4": 1, "5": 1}


def test_dragon_bounces_at_the_end_of_the_track(E):
    caves = [{**c, "gems": [], "gold": []} for c in deal(E, 4, 7)["caves"]]
    knights = {**deal(E, 4, 7)["knights"], "c1": {"tower-1": 1, "tower-2": 1, "6": 1}}
    state = dealt(E, caves=caves, knights=knights, dragon={"space": 9, "facing": "right"})
    state.apply_action("move c1 6")
    assert state.current_player() == E.CHANCE
    state.apply_action("roll 3")  # 10 (end: turn), 9, 8
    d = state.to_json()
    assert d["dragon"] == {"space": 8, "facing": "left"} and d["track"] == [8, 11]
    # the permissive zh-Hant reading lets the roller stop the dragon on the end
    opt = {"dragon_end_of_track": "may-stop-at-end"}
    state = dealt(E, options=opt, caves=caves, knights=knights, dragon={"space": 9, "facing": "right"})
    state.apply_action("move c1 6")
    state.apply_action("roll 3")
    assert state.legal_actions() == ["dragon continue", "dragon stop"] and state.current_player() == 0
    state.apply_action("dragon stop")
    assert state.to_json()["dragon"] == {"space": 10, "facing": "left"}


def test_track_stops_before_the_treasure_room(E):
    caves = [{**c, "gems": [], "gold": []} for c in deal(E, 4, 7)["caves"]]
    knights = {**deal(E, 4, 7)["knights"], "c1": {"tower-1": 1, "tower-2": 1, "11": 1}}
    state = dealt(E, caves=caves, knights=knights, track=[12, 15], dragon={"space": 15, "facing": "left"})
    state.apply_action("move c1 11")
    state.apply_action("roll 1")
    assert state.to_json()["track"] == [12, 15]


def test_capture_choice_ransom_and_nest(E):
    base = deal(E, 4, 7)
    caves = [{**c, "gems": [], "gold": []} for c in base["caves"]]
    knights = {"c1": {"tower-1": 1, "tower-2": 1, "6": 1}, "c2": {"tower-1": 1, "tower-2": 1, "9": 1},
               "c3": {"tower-1": 1, "tower-3": 1, "9": 1}, "c4": {"tower-2": 1, "tower-3": 1}}
    hands = copy.deepcopy(base["hands"])
    hands[1]["gold"] = [2, 5]
    state = dealt(E, caves=caves, knights=knights, hands=hands)
    state.apply_action("move c1 6")
    state.apply_action("roll 1")  # dragon 10 -> 9: knights of c2 and c3 there
    assert state.legal_actions() == ["capture c2", "capture c3"] and state.current_player() == 0
    state.apply_action("capture c2")
    assert state.current_player() == 1  # the owner decides on the ransom
    assert state.legal_actions() == ["ransom pay 2", "ransom pay 5", "ransom refuse"]
    paid = state.clone()
    paid.apply_action("ransom pay 5")
    assert paid.to_json()["hands"][1]["gold"] == [2] and paid.to_json()["knights"]["c2"]["9"] == 1
    state.apply_action("ransom refuse")
    assert "9" not in state.to_json()["knights"]["c2"] and state.to_json()["hands"][1]["treasure"] == 0


def test_card_order_options(E):
    knights = {**deal(E, 4, 7)["knights"], "c1": {"tower-1": 1, "tower-2": 1, "6": 1}}
    # The ruling since issue 16 is the publisher's (ja) order: the card first, then the dragon.
    ruling = dealt(E, knights=knights)
    ruling.apply_action("move c1 6")  # onto cave space 1, under the track, with cards
    assert ruling.legal_actions() == ["take gem", "take gold"]
    ruling.apply_action("take gold")
    assert ruling.current_player() == E.CHANCE  # then the dragon
    ruling.apply_action("roll 1")
    assert ruling.current_player() == 1  # and the card ended the turn
    zh = dealt(E, options={"card_dragon_order": "dragon-first"}, knights=knights)
    zh.apply_action("move c1 6")
    assert zh.current_player() == E.CHANCE  # zh-Hant reading: the dragon first
    literal = dealt(E, options={"dragon_after_card": "dragon-skipped"}, knights=knights)
    literal.apply_action("move c1 6")
    literal.apply_action("take gold")
    assert literal.current_player() == 1 and literal.to_json()["dragon"]["space"] == 10


def test_four_gem_bonus_and_scoring(E):
    base = deal(E, 3, 7)
    hands = copy.deepcopy(base["hands"])
    hands[0]["gems"] = {"ruby": 1, "emerald": 1, "garnet": 1, "turquoise": 0}
    hands[1]["gems"] = {"ruby": 2, "emerald": 0, "garnet": 0, "turquoise": 0}
    hands[1]["gold"] = [5]
    knights = {**base["knights"], "c1": {"tower-1": 1, "tower-2": 1, "11": 1}}
    # the cards held came from the tops of these piles (cave 12, where c1 lands, is left as dealt)
    caves = take_from_caves(base["caves"], {7: {"gems": 2}, 13: {"gems": 2}, 14: {"gems": 2}, 8: {"gold": 1}})
    state = dealt(E, 3, hands=hands, knights=knights, caves=caves)
    state.apply_action("move c1 11")  # cave space 12: turquoise on top of the gem pile
    state.apply_action("take gem")
    d = state.to_json()
    assert d["four_gem_bonus"] == 0 and d["hands"][0]["four_gem_bonus"]
    # seat 0: 4 gems + four-gem bonus 4 + majorities emerald, garnet, turquoise 12 = 20
    # seat 1: gold 5 + 2 gems + ruby majority 4 = 11
    assert state.scores() == [20, 11, 0]


def test_two_players_move_one_colour_per_turn(E):
    state = dealt(E, 2)
    assert {a.split()[1] for a in state.legal_actions()} == {"c1", "c2"}
    state.apply_action("move c1 tower-1")
    assert {a.split()[1] for a in state.legal_actions() if a != "pass"} == {"c1"}
    one = dealt(E, 2, options={"two_player_moves": "one-knight"})
    one.apply_action("move c1 tower-1")
    assert one.current_player() == 1


# ----------------------------------------------------------------------------- the generator

def test_every_spec_entry_has_exactly_one_block(source, spec):
    blocks = locate_blocks(source)
    assert set(blocks) == {e["id"] for e in block_entries(spec[0])}


def test_a_rule_without_a_block_fails_generation(spec):
    data = copy.deepcopy(spec[0])
    data["rules"].append({"id": "move.teleport", "title": {"en": "Teleport"},
                          "text": {"en": "Knights teleport."}})
    with pytest.raises(GenerationError, match=r"rule move\.teleport: expected a logic key"):
        render_engine("emerald", data, spec[1])
    data = copy.deepcopy(spec[0])
    data["rules"] = [r for r in data["rules"] if r["id"] != "dragon.roll"]
    with pytest.raises(GenerationError, match=r"found 'dragon\.roll'"):
        render_engine("emerald", data, spec[1])


def test_an_option_without_implementation_fails_generation(spec):
    data = copy.deepcopy(spec[0])
    d = next(d for d in data["discrepancies"] if d.get("option"))
    d["option"] = {**d["option"], "values": [*d["option"]["values"], "house-rule"]}
    with pytest.raises(GenerationError, match="house-rule"):
        render_engine("emerald", data, spec[1])
    data = copy.deepcopy(spec[0])
    data["discrepancies"].append({"id": "x", "rule": "dragon.roll", "option": {
        "name": "dragon_sleeps", "values": ["yes", "no"], "default": "no"}})
    with pytest.raises(GenerationError, match="dragon_sleeps"):
        render_engine("emerald", data, spec[1])


def test_a_missing_parameter_fails_generation(spec):
    data = copy.deepcopy(spec[0])
    del data["parameters"]["track_length"]
    with pytest.raises(GenerationError, match="track_length"):
        render_engine("emerald", data, spec[1])


HOSTILE = ['"""', "'''", "\\", "line\nbreak", "{{ x }}", "{% if %}", "*/", "</script>", "\\n'\"", "\u2028"]


def test_hostile_spec_text_stays_inert(spec, tmp_path):
    data = copy.deepcopy(spec[0])
    for i, entry in enumerate(block_entries(data)):
        bad = HOSTILE[i % len(HOSTILE)]
        entry["title"] = {**entry.get("title", {}), "en": f"title {bad} end"}
        entry["cites"] = {"ja": [{"exact": f"quote {bad} {HOSTILE[(i + 1) % len(HOSTILE)]} end"}]}
    data["game"]["titles"] = {**data["game"]["titles"], "en": 'Emerald """ \\ {{ x }} </script>'}
    src = render_engine("emerald", data, spec[1])
    tree = ast.parse(src)  # still valid Python
    doc = ast.get_docstring(tree)
    assert doc and doc.startswith("Emerald")
    # every quote is in exactly one comment line of its block, and nowhere else as code
    assert src.count("# cite ja:") == len(block_entries(data))
    mod = load_module(src, "test_emerald_hostile")
    assert play(mod, 4, 3).is_terminal()


def test_observation_hides_face_down_cards(E):
    base = deal(E, 3, 7)
    hands = copy.deepcopy(base["hands"])
    hands[1]["gold"] = [2, 5]
    state = dealt(E, 3, hands=hands, caves=take_from_caves(base["caves"], {8: {"gold": 1}, 10: {"gold": 1}}))
    seen = state.observation(0)
    assert seen["hands"][1]["gold"] == 2 and seen["hands"][0]["gold"] == []  # others' gold: counted only
    assert state.observation(1)["hands"][1]["gold"] == [2, 5]
    cave = seen["caves"][0]
    assert cave["gems"] == {"top": base["caves"][0]["gems"][-1], "count": len(base["caves"][0]["gems"])}
    assert "ruby" not in json.dumps(seen["caves"][0]["gold"])
