"""The generated Emporium engine: the engine API contract, the generator's checks on the card list,
and properties of whole random games under random options (hypothesis): every card and drachma is
conserved, the port offers four cards while a deck has any, markers obey the choice rules, every
game ends, the final scores and winners equal the scoring rule recomputed here from the state, and
no observation shows a seat a deck's contents or another seat's loot."""

from __future__ import annotations

import copy
import random
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulestone.conformance.build import deal
from rulestone.conformance.cases import load_module, sample
from rulestone.generate.blocks import GenerationError
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "rulespecs" / "emporium.yaml"
ACTION_CARDS = {"reserve", "history", "progress", "reserved", "explore"}


@pytest.fixture(scope="module")
def spec():
    return load_spec_data(SPEC)


@pytest.fixture(scope="module")
def E(spec):
    return load_module(render_engine("emporium", *spec), "test_emporium_engine_mod")


def card_list(spec_data) -> dict[str, dict]:
    """kind -> its card data, read from the spec's components (not from the engine)."""
    out = {}
    for comp in spec_data["components"]:
        for name, k in ((comp.get("detail") or {}).get("kinds") or {}).items():
            out[name] = {**k, "component": comp["id"]}
    return out


def all_cards(d: dict) -> Counter:
    c = Counter()
    for deck in d["decks"].values():
        c.update(deck)
    for key in ("port", "polis", "removed"):
        c.update(d[key])
    for key in ("realms", "reserved", "loot"):
        for cards in d[key]:
            c.update(cards)
    return c


def expected_scores(d: dict, cards: dict) -> list[int]:
    """The post's scoring, written again: points of prestige and goods cards in the realm, history
    bonuses (printed points), -3 per reserved card; loot and reserved cards score nothing."""
    out = []
    for s in range(d["players"]):
        realm = d["realms"][s]
        pts = sum(cards[k].get("points", 0) for k in realm)
        out.append(pts - 3 * len(d["reserved"][s]))
    return out


def expected_winners(d: dict, cards: dict) -> list[int]:
    sc = expected_scores(d, cards)
    keys = [(sc[s], sum(1 for k in d["realms"][s] if cards[k].get("palaiapolis")),
             sum(1 for k in d["realms"][s] if cards[k]["component"] in ("goods_card", "prestige_card")))
            for s in range(d["players"])]
    return [s for s, k in enumerate(keys) if k == max(keys)]


# --------------------------------------------------------------------------- API contract

def test_players_and_options_are_checked(E):
    for bad in (1, 5, True, "2"):
        with pytest.raises(ValueError):
            E.Game(bad)
    with pytest.raises(ValueError, match="unknown option"):
        E.Game(2, {"no_such_option": 1})
    with pytest.raises(ValueError, match="takes one of"):
        E.Game(2, {"reserve_drachma": "stolen"})


def test_chance_outcomes_are_exact_and_follow_the_deck(E):
    s = E.Game(3).new_initial_state()
    assert s.current_player() == E.CHANCE
    out = s.chance_outcomes()
    assert sum(p for _, p in out) == 1
    assert all(isinstance(p, Fraction) for _, p in out)
    probs = dict(out)
    # 8 of the 68 history cards are trade-1, 2 are trade-palaiapolis (the spec's list); no
    # progress card can be drawn into the starting port
    assert probs["draw trade-1"] == Fraction(8, 68)
    assert probs["draw trade-palaiapolis"] == Fraction(2, 68)
    assert not any(a.startswith("draw goods") or a.startswith("draw prestige") for a in probs)


def test_illegal_action_leaves_state_unchanged(E):
    s = E.Game(2).state_from_json(deal(E, 2, 7))
    before = s.to_json()
    for bad in ("history culture-1", "reserve goods-1", "explore", "", None, "pass history"):
        with pytest.raises(E.IllegalAction):
            s.apply_action(bad)
        assert s.to_json() == before


def test_json_round_trip_and_clone_independence(E):
    s = E.Game(4, {"reserve_limit": "1"}).new_initial_state()
    rng = random.Random(3)
    for _ in range(60):
        chance = s.current_player() == E.CHANCE
        s.apply_action(sample(s.chance_outcomes(), rng) if chance else rng.choice(s.legal_actions()))
    d = s.to_json()
    t = E.Game(4, {"reserve_limit": "1"}).state_from_json(copy.deepcopy(d))
    assert t.to_json() == d and t.legal_actions() == s.legal_actions()
    c = s.clone()
    c.apply_action(c.legal_actions()[0] if c.current_player() != E.CHANCE else c.chance_outcomes()[0][0])
    assert s.to_json() == d


def test_bad_states_are_rejected_with_the_key(E):
    d = deal(E, 2, 7)
    for patch, key in (({"port": ["no-such-card"]}, "port"), ({"markers": ["nowhere", None]}, "markers"),
                       ({"phase": "split"}, "split"), ({"pending": ["dance"]}, "pending"),
                       ({"decks": {"history": {"goods-1": 1}, "progress": {}}}, "decks.history")):
        with pytest.raises(ValueError, match=key):
            E.Game(2).state_from_json({**d, **patch})


def test_observation_hides_decks_and_others_loot(E):
    d = deal(E, 3, 7)
    d.update(loot=[["war-1"], ["trade-2", "culture-1"], []])
    for k in ("war-1", "trade-2", "culture-1"):  # loot is drawn from the history deck
        d["decks"]["history"][k] -= 1
    s = E.Game(3).state_from_json(d)
    obs = s.observation(0)
    assert obs["loot"] == [["war-1"], 2, 0]
    assert all(isinstance(v, int) for v in obs["decks"].values())
    assert "trade-2" not in repr(obs["loot"])


# --------------------------------------------------------------------------- the generator

def test_generator_rejects_a_card_list_that_does_not_add_up(spec):
    data, sha = copy.deepcopy(spec[0]), spec[1]
    for c in data["components"]:
        if c["id"] == "goods_card":
            c["detail"]["kinds"]["goods-1"]["count"] += 1
    with pytest.raises(GenerationError, match="goods_card"):
        render_engine("emporium", data, sha)


def test_generator_rejects_an_option_the_template_lacks(spec):
    data, sha = copy.deepcopy(spec[0]), spec[1]
    for d in data["discrepancies"]:
        if (d.get("option") or {}).get("name") == "reserve_drachma":
            d["option"]["values"].append("taxed")
    with pytest.raises(GenerationError, match="reserve_drachma"):
        render_engine("emporium", data, sha)


def test_a_new_card_list_needs_no_code_change(spec):
    # the real list, once known, is data: renaming and re-valuing kinds changes the engine's play
    data, sha = copy.deepcopy(spec[0]), spec[1]
    for c in data["components"]:
        if c["id"] == "prestige_card":
            c["detail"]["kinds"] = {"laurel": {"count": 18, "points": 5}}
    E2 = load_module(render_engine("emporium", data, sha), "test_emporium_engine_mod_relisted")
    s = E2.Game(2).new_initial_state()
    assert s.to_json()["decks"]["progress"]["laurel"] == 18


# --------------------------------------------------------------------------- whole games

OPTION_VALUES = {
    "setup_polis": ["empty-polis", "explored-polis"],
    "reserve_drachma": ["returns", "spent"],
    "reserve_limit": ["2", "1"],
    "forced_exploration_loot": ["no-loot", "loot"],
    "history_deck_end": ["emptied", "draw-failed"],
}


def check_turn_choices(E, s, d) -> None:
    """Every player action names a free action card (not the seat's last, not another's marker,
    except the shared reserve card with two players)."""
    seat = d["turn"]
    for a in s.legal_actions():
        word, *rest = a.split(" ")
        card = rest[-1] if word in ("pass", "discard") else word
        if word == "split":
            continue
        assert card in ACTION_CARDS, a
        assert card != d["markers"][seat], a
        others = [m for i, m in enumerate(d["markers"]) if i != seat]
        assert card not in others or (d["players"] == 2 and card == "reserve"), a


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6),
       choice=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}))
def test_random_games_keep_the_rules(E, spec, players, seed, choice):
    cards = card_list(spec[0])
    box = Counter({k: v["count"] for k, v in cards.items() if v["component"] != "start_card"})
    rng = random.Random(seed)
    s = E.Game(players, choice).new_initial_state()
    start = Counter(k for r in s.to_json()["realms"] for k in r)
    drachmas = 2 * players
    steps = 0
    while not s.is_terminal():
        d = s.to_json()
        assert all_cards(d) == box + start, "a card appeared or vanished"
        held = sum(len(r) for r in d["reserved"])
        assert sum(d["drachmas"]) + held + d["spent"] == drachmas, "drachmas not conserved"
        assert all(len(r) <= int(choice["reserve_limit"]) for r in d["reserved"])
        if d["phase"] == "act":
            empty = not any(d["decks"]["history"].values()) and not any(d["decks"]["progress"].values())
            assert len(d["port"]) == 4 or empty, "the port must offer four cards while a deck has any"
            check_turn_choices(E, s, d)
        if s.current_player() == E.CHANCE:
            a = sample(s.chance_outcomes(), rng)
        else:
            a = rng.choice(s.legal_actions())
        s.apply_action(a)
        steps += 1
        assert steps < 5000, "the game does not end"
    d = s.to_json()
    assert d["turn"] == players - 1, "the game ends only after the start player's right neighbour"
    assert s.history_out or any(len(r) >= 18 for r in d["realms"])
    assert s.scores() == expected_scores(d, cards) == d["scores"]
    assert d["winners"] == expected_winners(d, cards)
    assert s.returns() == [1 if i in d["winners"] else -1 for i in range(players)]
    for seat in range(players):
        obs = s.observation(seat)
        for other in range(players):
            if other != seat:
                assert obs["loot"][other] == len(d["loot"][other])


# --------------------------------------------------------------------------- the conformance table

@pytest.fixture(scope="module")
def table(spec):
    from rulestone.conformance import build as tb

    return tb.build("emporium", spec[0], spec[1], render_engine("emporium", *spec))


def test_table_covers_every_rule_and_is_deterministic(spec, table):
    from rulestone.conformance import build as tb

    again = tb.build("emporium", spec[0], spec[1], render_engine("emporium", *spec))
    assert tb.table_json(again) == tb.table_json(table)
    ids = [e["id"] for section in ("setup", "rules", "scoring", "end") for e in spec[0][section]]
    assert [g["rule"] for g in table.table["groups"]] == ids


def test_each_option_has_a_witness_pair_that_differs(spec, table):
    cases = [c for g in table.table["groups"] for c in g["cases"]]
    for d in spec[0]["discrepancies"]:
        if not d.get("option"):
            continue
        pair = [c for c in cases if f"discrepancy:{d['id']}" in c["flags"]]
        assert len(pair) == 2, d["id"]
        a, b = (c["expect"] for c in pair)
        assert a != b, f"witness pair of {d['id']} shows no difference"
        assert pair[0]["steps"] == pair[1]["steps"]


def test_playthroughs_for_two_to_four_players_reach_the_end(table):
    runs = table.playthroughs
    assert {p["players"] for p in runs} == {2, 3, 4}
    for p in runs:
        last = p["records"][-1]
        assert last["current_player"] == -2 and last["legal"] == [], p["id"]


def test_invalid_cases_cover_the_choice_rules(table):
    invalid = {g["rule"] for g in table.table["groups"] for c in g["cases"]
               if c["expect"]["result"] == "invalid"}
    assert {"choose.free-card", "choose.not-same", "choose.two-player-reserve", "reserve.drachma",
            "reserve.limit", "explore.marks"} <= invalid
