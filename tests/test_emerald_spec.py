"""What the Emerald rule spec (rulespecs/emerald.yaml) answers on its own: knights and start
positions for every player count, the cards in each cave pile, what everything scores, and that
every disputed rule stays playable both ways through an engine option whose default is the ruling.

An engine, a sheet or a conformance table built from the spec inherits any mistake here, so the
numbers are checked against each other (not only against a copy of themselves) and against the
facts that no edition can change (the contents of the box)."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from rulestone.specs import Spec, load_glossary, load_spec, validate_spec

SPEC = Path(__file__).resolve().parent.parent / "rulespecs" / "emerald.yaml"
PLAYER_COUNTS = (2, 3, 4, 5)


@pytest.fixture(scope="module")
def spec() -> Spec:
    return load_spec(SPEC)


def component(spec: Spec, cid: str) -> dict[str, Any]:
    found = [c for c in spec.get(("components",), []) if c.get("id") == cid]
    assert len(found) == 1, f"expected exactly one component {cid!r}, found {len(found)}"
    return found[0]


def p(spec: Spec, name: str, players: int | None = None) -> Any:
    return spec.parameter(name, players)


# -- knights and start positions --------------------------------------------------------------

EXPECTED_KNIGHTS = {2: 8, 3: 5, 4: 5, 5: 4}  # per player, as the rulebooks' table gives them
EXPECTED_CENTRE = {2: False, 3: True, 4: True, 5: False}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_knights_per_player(spec, players):
    assert p(spec, "knights_per_player", players) == EXPECTED_KNIGHTS[players]
    # two players each play two colours; the per-colour count times the colours is the total
    colours = p(spec, "colours_per_player", players)
    assert colours == (2 if players == 2 else 1)
    assert colours * p(spec, "knights_per_colour", players) == p(spec, "knights_per_player", players)
    # the colours in play never exceed what the box holds
    knight = component(spec, "knight")
    assert players * colours <= knight["detail"]["colours"]
    assert p(spec, "knights_per_colour", players) <= knight["detail"]["per_colour"]
    assert knight["count"] == knight["detail"]["colours"] * knight["detail"]["per_colour"]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_start_positions(spec, players):
    """Each colour puts one knight on every tower and, with 3 or 4 players, on the central building:
    that must account for every knight, and the number on a building is how far its knights move."""
    towers = p(spec, "towers")
    centre = p(spec, "central_building_used", players)
    assert centre is EXPECTED_CENTRE[players]
    colours_in_play = players * p(spec, "colours_per_player", players)
    assert p(spec, "knights_per_colour", players) == towers + (1 if centre else 0)
    assert p(spec, "knights_per_tower", players) == colours_in_play
    assert p(spec, "knights_on_central_building", players) == (colours_in_play if centre else 0)
    on_board = (towers * p(spec, "knights_per_tower", players)
                + p(spec, "knights_on_central_building", players))
    assert on_board == players * p(spec, "knights_per_player", players)
    assert component(spec, "board")["detail"]["start_buildings"] == {"towers": towers, "central_building": 1}


def test_game_ends_before_a_player_runs_out_of_knights(spec):
    # the one-knight-left end needs every player to start with more than one knight
    for players in PLAYER_COUNTS:
        assert p(spec, "knights_per_player", players) > p(spec, "end_knights_left")


# -- the cave piles ---------------------------------------------------------------------------

@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_cave_piles(spec, players):
    """Cards per pile do not depend on the player count; they alternate 2 and 3, make 5 per cave
    space, and use exactly the box's cards less the 2 gold and 2 gem cards returned unseen."""
    piles = component(spec, "board")["detail"]["cave_piles"]
    caves = p(spec, "cave_spaces", players)
    small, large = p(spec, "pile_small", players), p(spec, "pile_large", players)
    for kind in ("gem", "gold"):
        sizes = piles[kind]
        assert len(sizes) == caves, f"one {kind} pile per cave space"
        assert set(sizes) == {small, large}
        assert all(a != b for a, b in pairwise(sizes)), f"{kind} piles must alternate: {sizes}"
    per_space = [g + o for g, o in zip(piles["gem"], piles["gold"], strict=True)]
    assert per_space == [p(spec, "cards_per_cave_space")] * caves
    gem, gold = component(spec, "gem_card"), component(spec, "gold_card")
    assert sum(piles["gem"]) == p(spec, "gem_cards_in_play") == gem["count"] - p(spec, "gem_cards_returned")
    assert (sum(piles["gold"]) == p(spec, "gold_cards_in_play")
            == gold["count"] - p(spec, "gold_cards_returned"))
    assert (sum(piles["gem"]), sum(piles["gold"])) == (22, 23)


def test_box_contents(spec):
    gem, gold = component(spec, "gem_card"), component(spec, "gold_card")
    assert gem["count"] == len(gem["detail"]["kinds"]) * gem["detail"]["per_kind"] == 24
    assert len(gem["detail"]["kinds"]) == p(spec, "gem_kinds")
    values = list(range(p(spec, "gold_value_min"), p(spec, "gold_value_max") + 1))
    assert gold["detail"]["values"] == values
    assert gold["count"] == len(values) * p(spec, "gold_cards_per_value") == 25
    bonus = component(spec, "bonus_card")
    assert bonus["count"] == p(spec, "single_gem_bonus_cards") + p(spec, "four_gem_bonus_cards") == 5
    assert p(spec, "single_gem_bonus_cards") == p(spec, "gem_kinds")  # one majority card per gem kind
    treasures = component(spec, "treasure_card")["count"]
    assert treasures == p(spec, "treasure_cards") == p(spec, "treasure_room_places")
    die = component(spec, "die")
    faces = Counter(die["detail"]["faces"])
    assert len(die["detail"]["faces"]) == die["detail"]["sides"] == p(spec, "die_sides")
    assert sorted(faces) == list(range(p(spec, "die_min"), p(spec, "die_max") + 1))
    assert set(faces.values()) == {p(spec, "die_faces_per_value")}
    assert component(spec, "pig_card")["detail"]["used"] is False


def test_track_geometry(spec):
    """The track starts over the first cave spaces, stops with its front on the last cave space
    (just before the treasure room), and the dragon starts on its inner end."""
    length, first = p(spec, "track_length"), p(spec, "track_start_space")
    last = p(spec, "track_last_start_space")
    assert first == 1
    assert last + length - 1 == p(spec, "cave_spaces")
    assert p(spec, "dragon_start_space") == first + length - 1
    # the track advances once per dragon move: at most this many advances before it stops
    assert (last - first) % p(spec, "track_advance") == 0


# -- scoring ----------------------------------------------------------------------------------

def score(spec: Spec, hand: dict[str, Any]) -> int:
    """Points of a hand from the spec's parameters alone: gold cards by face value, the others by
    their fixed value."""
    for v in hand.get("gold", []):
        assert p(spec, "gold_value_min") <= v <= p(spec, "gold_value_max"), f"no gold card worth {v}"
    return (sum(hand.get("gold", []))
            + hand.get("gems", 0) * p(spec, "gem_card_points")
            + hand.get("treasures", 0) * p(spec, "treasure_card_points")
            + hand.get("bonuses", 0) * p(spec, "bonus_card_points"))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_score_values(spec, players):
    # values do not depend on the player count
    for name in ("gem_card_points", "treasure_card_points", "bonus_card_points", "gold_value_min",
                 "gold_value_max"):
        assert not isinstance(spec.parameters[name]["value"], dict), f"{name}: one value for all counts"
    assert (p(spec, "gem_card_points", players), p(spec, "treasure_card_points", players),
            p(spec, "bonus_card_points", players)) == (1, 5, 4)
    # a worked hand: gold 5+3+1, two treasures, four gems, one bonus
    assert score(spec, {"gold": [5, 3, 1], "treasures": 2, "gems": 4, "bonuses": 1}) == 9 + 10 + 4 + 4
    # the component details say the same as the parameters (sheets read the one, engines the other)
    assert component(spec, "gem_card")["detail"]["points"] == p(spec, "gem_card_points")
    assert component(spec, "treasure_card")["detail"]["points"] == p(spec, "treasure_card_points")
    assert component(spec, "bonus_card")["detail"]["points"] == p(spec, "bonus_card_points")


def test_everything_in_play_scores(spec):
    gold = component(spec, "gold_card")
    all_gold_in_box = sum(gold["detail"]["values"]) * gold["detail"]["per_value"]
    assert all_gold_in_box == 75
    most = score(spec, {"gems": p(spec, "gem_cards_in_play"), "treasures": p(spec, "treasure_cards"),
                        "bonuses": component(spec, "bonus_card")["count"]})
    assert most == 22 + 20 + 20


# -- discrepancies and options ----------------------------------------------------------------

def discrepancies(spec: Spec) -> list[dict[str, Any]]:
    return list(spec.get(("discrepancies",), []))


def playable_values(d: dict[str, Any]) -> set[str]:
    """Option values of the readings that are ways to play: what an edition states, and every
    `assumed-N` reading (an assumption is recorded because someone could play it). An edition's
    silence is not a reading. (A discrepancy of kind `error` records a slip in one edition, whose
    literal reading is not a way to play, so it needs no option.)"""
    return {r["value"] for key, r in d["readings"].items()
            if key.startswith("assumed-") or not r.get("silent")}


def test_every_playable_disagreement_has_an_option_defaulting_to_the_ruling(spec):
    missing = []
    for d in discrepancies(spec):
        option = d.get("option")
        if option is None:
            if d["kind"] != "error" and len(playable_values(d)) > 1:
                missing.append(d["id"])
            continue
        assert option["default"] == d["ruling"]["value"], d["id"]
        assert playable_values(d) <= set(option["values"]), d["id"]
        assert d["ruling"]["value"] in option["values"], d["id"]
    assert not missing, f"discrepancies with several playable readings but no option: {missing}"


def test_options_are_unique_and_rules_exist(spec):
    names = [d["option"]["name"] for d in discrepancies(spec) if "option" in d]
    assert len(names) == len(set(names)), "an engine option is defined twice"
    rule_ids = set(spec.rule_ids())
    for d in discrepancies(spec):
        assert d["rule"] in rule_ids, f"{d['id']} names unknown rule {d['rule']}"
    # a rule marked `differs` is explained by at least one discrepancy, and vice versa for the key ones
    named = {d["rule"] for d in discrepancies(spec)}
    for section in ("rules", "scoring", "end"):
        for r in spec.get((section,), []):
            if r["status"] == "differs":
                assert r["id"] in named, f"{r['id']} is marked differs but no discrepancy names it"


def test_key_rulings(spec):
    """The rulings an engine plays by default for the disagreements that change a game."""
    by_option = {d["option"]["name"]: d["option"]["default"] for d in discrepancies(spec) if "option" in d}
    assert by_option["two_player_moves"] == "same-colour"
    # card-first since issue 16: in column order the publisher's Japanese puts 「…まず取らなければ
    # なりません。」 inside the dragon's procedure, before the roll; dragon-first was the fan
    # translation's order, which no fact supports.
    assert by_option["card_dragon_order"] == "card-first"
    assert by_option["dragon_after_card"] == "dragon-moves"
    assert by_option["treasure_room_ends_turn"] == "ends-turn"
    assert by_option["dragon_end_of_track"] == "bounce"
    assert by_option["start_space_count"] == "per-building"


def test_card_order_rests_on_the_publishers_column_order(spec):
    """The card-first ruling cites the まず sentence and the roll that follows it in the dragon's
    procedure; the line-order contradiction is withdrawn, not deleted."""
    by_id = {d["id"]: d for d in discrepancies(spec)}
    order = by_id["card-dragon-order"]
    ja = [q["exact"] for q in order["readings"]["ja"]["cites"]["ja"]]
    assert order["readings"]["ja"]["value"] == order["ruling"]["value"] == "card-first"
    assert any("まず取らなければなりません" in q for q in ja) and any("サイコロを振り" in q for q in ja)
    assert set(order["ruling"]["why"]) == {"ja", "zh-Hant", "en"}
    assert by_id["ja-card-turn-end-vs-dragon"]["nature"] == "withdrawn"
    assert by_id["ransomed-knight-takes-card"]["applies_with"] == {"card_dragon_order": "dragon-first"}
    rule = next(r for r in spec.data["rules"] if r["id"] == "cards.order")
    assert any("まず取らなければなりません" in q["exact"] for q in rule["cites"]["ja"])
    assert rule["text"]["en"].index("takes its card first") < rule["text"]["en"].index("rolls the die")


def test_register_natures(spec):
    """Every finding says what it is; about 18 are 'both silent' or 'wording only'."""
    natures = Counter(d.get("nature") for d in discrepancies(spec))
    assert None not in natures
    assert 15 <= natures["both-silent"] + natures["wording"] <= 21
    two = {d["id"]: d.get("players") for d in discrepancies(spec) if d.get("players")}
    assert two["two-player-knights-per-turn"] == [2] and two["two-player-last-knight"] == [2]


def test_register_is_complete_enough(spec):
    kinds = Counter(d["kind"] for d in discrepancies(spec))
    assert sum(kinds.values()) >= 15
    assert kinds["conflict"] and kinds["gap"] and kinds["error"] and kinds["ambiguity"]


# -- evidence ---------------------------------------------------------------------------------

def test_spec_validates_against_fresh_extraction(spec, extracted, root):
    """Every quote resolves in the clauses extracted now from sources/ (not a stale generated/),
    terms exist in the glossary, and number QA finds no unexplained difference."""
    glossary = load_glossary(root / "rulespecs" / "glossary.yaml")
    errors = [str(f) for f in validate_spec(spec, extracted.__getitem__, glossary) if f.severity == "error"]
    assert not errors, "\n".join(errors)
