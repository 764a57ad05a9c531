"""The generated Dragon Keeper engine: the engine API contract, and properties of whole random games
under random options (hypothesis): tiles and treasure tokens are conserved, every level ends, the
final scores equal the scoring rule recomputed here from the state, and no observation ever shows a
player another player's guild."""

from __future__ import annotations

import random
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
SPEC = ROOT / "rulespecs" / "dragon_keeper.yaml"
TOTAL_TILES = 75
TOTAL_TOKENS = 24


@pytest.fixture(scope="module")
def spec():
    return load_spec_data(SPEC)


@pytest.fixture(scope="module")
def E(spec):
    return load_module(render_engine("dragon_keeper", *spec), "test_dragon_keeper_engine_mod")


def tiles_everywhere(d: dict) -> list[str]:
    return [*(t for b in d["boards"].values() for t in b.values()),
            *(t for st_ in d["stacks"] for ts in st_.values() for t in ts), *d["discarded"], *d["boxed"]]


def value(tile: str) -> int:
    return int(tile.split("-")[1])


def expected_scores(d: dict) -> list[int]:
    """The scoring rule, written again from the page: own guild negative, other colours positive,
    +2 for the most treasure (ties per the option), eliminated players 0."""
    seats = [s for s in range(d["players"]) if not d["out"][s]]
    most = max((d["treasure"][s] for s in seats), default=0)
    best = [s for s in seats if most > 0 and d["treasure"][s] == most]
    if len(best) > 1 and d["options"]["treasure_bonus_tie"] == "nobody":
        best = []
    out = []
    for s in range(d["players"]):
        if d["out"][s]:
            out.append(0)
            continue
        total = sum(-value(t) if colour == d["guilds"][s] else value(t)
                    for colour, ts in d["stacks"][s].items() for t in ts)
        out.append(total + (2 if s in best else 0))
    return out


def random_options(E, rng: random.Random) -> dict:
    return {name: rng.choice(o["values"]) for name, o in E.OPTIONS.items()}


def play(E, players: int, seed: int, options: dict | None = None, each=None):
    rng = random.Random(seed)
    state = E.Game(players, options).new_initial_state()
    while not state.is_terminal():
        if each:
            each(state)
        if state.current_player() == E.CHANCE:
            action = sample(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    return state


# -- properties of whole games ------------------------------------------------------------------

@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), opt_seed=st.integers(0, 10**6))
def test_random_game_properties(E, players, seed, opt_seed):
    options = random_options(E, random.Random(opt_seed))
    levels_seen = []

    def each(state):
        d = state.to_json()
        if d["phase"] not in ("place",):
            tiles = tiles_everywhere(d)
            assert len(tiles) == TOTAL_TILES, "a tile appeared or vanished"
        assert d["stock"] + sum(d["treasure"]) == TOTAL_TOKENS, "a treasure token appeared or vanished"
        if not levels_seen or levels_seen[-1] != d["level"]:
            levels_seen.append(d["level"])
        # finished levels have been cleared away
        assert all(not d["boards"][str(lv)] for lv in range(1, d["level"]))
        legal = state.legal_actions()
        assert legal == sorted(set(legal)) and legal, "legal actions sorted, unique, never empty"
        if state.current_player() == E.CHANCE:
            assert sum(p for _, p in state.chance_outcomes()) == Fraction(1)
        for seat in range(players):
            obs = state.observation(seat)
            assert obs["guilds"][seat] == d["guilds"][seat]
            assert all(g is None for s, g in enumerate(obs["guilds"]) if s != seat), "another's guild leaked"
            rest = {k: v for k, v in obs.items() if k not in ("guilds", "seat")}
            assert rest == {k: v for k, v in d.items() if k != "guilds"}

    final = play(E, players, seed, options, each).to_json()
    assert levels_seen == sorted(levels_seen) and levels_seen[0] == 1
    active = [s for s in range(players) if not final["out"][s]]
    # every level ended: the game went to the last level, unless eliminations left too few players
    assert final["level"] == 3 or len(active) < 2
    # the levels played are cleared; levels never reached (too few players left) are untouched
    for lv, board in final["boards"].items():
        assert not board if int(lv) <= final["level"] else len(board) == 25, lv
    assert len(tiles_everywhere(final)) == TOTAL_TILES
    assert final["scores"] == expected_scores(final)
    best = max((final["scores"][s] for s in active), default=None)
    assert final["winners"] == [s for s in active if final["scores"][s] == best]


def test_games_end_with_every_option_value(E):
    # each value of each option plays whole games to the end
    for name, opt in E.OPTIONS.items():
        for v in opt["values"]:
            for players in (2, 4):
                state = play(E, players, seed=hash((name, v)) % 1000, options={name: v})
                assert state.is_terminal()


# -- the API contract ---------------------------------------------------------------------------

def test_bad_games_are_refused(E):
    for players in (1, 5, True, "3"):
        with pytest.raises(ValueError):
            E.Game(players)
    with pytest.raises(ValueError, match="unknown option"):
        E.Game(3, {"no_such_option": 1})
    with pytest.raises(ValueError, match="takes one of"):
        E.Game(3, {"gift_to": "left"})


def test_defaults_are_the_rulings(E, spec):
    data, _ = spec
    rulings = {d["option"]["name"]: d["ruling"]["value"] for d in data["discrepancies"] if d.get("option")}
    assert E.Game(3).options == rulings


def test_illegal_action_leaves_the_state(E):
    state = E.Game(3).state_from_json(deal(E, 3, 7))
    before = state.to_json()
    for bad in ("take c1", "give a1", "skip", "place red-2", "", "take z9"):
        with pytest.raises(E.IllegalAction):
            state.apply_action(bad)
        assert state.to_json() == before


def test_json_round_trip_and_clone(E):
    state = E.Game(4).state_from_json(deal(E, 4, 3))
    copy_ = state.clone()
    state.apply_action(state.legal_actions()[0])
    assert copy_.to_json() != state.to_json(), "a clone shares state with its original"
    again = E.Game(4).state_from_json(state.to_json())
    assert again.to_json() == state.to_json()
    assert again.legal_actions() == state.legal_actions()


def test_from_json_names_what_is_wrong(E):
    d = deal(E, 3, 7)
    d["stock"] += 1
    with pytest.raises(ValueError, match="stock"):
        E.Game(3).state_from_json(d)
    d = deal(E, 3, 7)
    d["boards"]["2"]["c3"] = "red-6"
    d["boards"]["3"]["a1"] = "red-6"
    with pytest.raises(ValueError, match=r"^state: boards: more red-6 tiles than the box holds"):
        E.Game(3).state_from_json(d)
    d = deal(E, 3, 7)
    d["guilds"] = ["red", "blue", "green"]
    with pytest.raises(ValueError, match="guilds"):
        E.Game(3).state_from_json(d)


def test_setup_chance_is_exact(E):
    state = E.Game(2).new_initial_state()
    outcomes = dict(state.chance_outcomes())
    # 73 tiles are drawn; the blue Secret Passage is one of them, a plain blue 1 four
    assert outcomes["place blue-1-passage"] == Fraction(1, 73)
    assert outcomes["place blue-1"] == Fraction(4, 73)
    assert "place red-1-stairs1" not in outcomes  # the Stairs are placed, not drawn


def test_observation_rejects_a_bad_seat(E):
    state = E.Game(2).new_initial_state()
    with pytest.raises(ValueError):
        state.observation(2)


def test_a_rule_without_a_block_fails_generation(spec):
    data, sha = spec
    broken = {**data, "rules": [*data["rules"], {**data["rules"][0], "id": "turn.unimplemented"}]}
    with pytest.raises(GenerationError, match=r"turn\.unimplemented"):
        render_engine("dragon_keeper", broken, sha)


def test_an_option_without_implementation_fails_generation(spec):
    data, sha = spec
    d0 = next(d for d in data["discrepancies"] if d.get("option"))
    extra = {**d0, "id": "made-up", "option": {"name": "made_up", "values": ["a", "b"], "default": "a"}}
    broken = {**data, "discrepancies": [*data["discrepancies"], extra]}
    with pytest.raises(GenerationError, match="made_up"):
        render_engine("dragon_keeper", broken, sha)


# -- the conformance table ----------------------------------------------------------------------

def test_conformance_table_covers_the_spec(spec):
    from rulestone.conformance import build as tb

    data, sha = spec
    built = tb.build("dragon_keeper", data, sha, render_engine("dragon_keeper", data, sha))
    groups = {g["rule"]: g["cases"] for g in built.table["groups"]}
    entries = [e["id"] for s in ("setup", "rules", "scoring", "end") for e in data[s]]
    assert [r for r in entries if not groups.get(r)] == [], "every spec entry needs a case"
    cases = [c for cs in groups.values() for c in cs]
    flags = [f for c in cases for f in c["flags"]]
    assert {"example-1", "example-2"} <= {c["id"] for c in cases}
    assert flags.count("invalid") >= 5
    # one witness pair per option: the ruling and the other reading, differing in what they record
    for d in data["discrepancies"]:
        if not d.get("option"):
            continue
        pair = [c for c in cases if f"discrepancy:{d['id']}" in c["flags"]]
        assert len(pair) == 2, d["id"]
        assert pair[0]["expect"] != pair[1]["expect"], f"{d['id']}: the witness pair does not differ"
    players = {c["players"] for c in cases if "playthrough" in c["flags"]}
    assert players == {2, 3, 4}
    for p in built.playthroughs:
        assert p["records"][-1]["legal"] == [] and p["records"][-1]["current_player"] == -2
