"""What the El Dorado rule spec (rulespecs/el_dorado.yaml) answers on its own: the card list against
the facts, the tiles' shapes, a board that can be played from every start space to El Dorado with
a blockade on every seam, and a discrepancy register whose options default to the rulings.

The page (el_dorado.ja) has neither the card list nor the map, so most of the data here is
`external` or `assumed`; these tests check that data against itself and against the facts files."""

from __future__ import annotations

from collections import deque
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulestone.hexboard import DIRS, board_data
from rulestone.specs import Spec, load_glossary, load_spec, validate_spec

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "rulespecs" / "el_dorado.yaml"
FACTS = ROOT.parent / "shared" / "facts"


@pytest.fixture(scope="module")
def spec() -> Spec:
    return load_spec(SPEC)


def component(spec: Spec, cid: str) -> dict[str, Any]:
    found = [c for c in spec.get(("components",), []) if c.get("id") == cid]
    assert len(found) == 1, f"expected exactly one component {cid!r}"
    return found[0]


def cards(spec: Spec) -> dict[str, dict[str, Any]]:
    return {c["name"]["en"]: c["detail"] for c in spec.get(("components",), [])
            if (c.get("detail") or {}).get("kind") == "card"}


def discrepancies(spec: Spec) -> list[dict[str, Any]]:
    return spec.get(("discrepancies",), [])


# -- cards ------------------------------------------------------------------------------------

def test_starting_deck_matches_the_page(spec):
    """The page gives the starting deck (探検家3、水夫1、旅行者4, 8 cards); the card data must agree."""
    start = {name: d["copies"] for name, d in cards(spec).items() if d["market"] == "starting"}
    assert start == {"Explorer": 3, "Sailor": 1, "Traveler": 4}
    assert sum(start.values()) == spec.parameter("starting_deck_size") == 8


def test_market_six_on_the_board_twelve_beside(spec):
    c = cards(spec)
    on_board = [n for n, d in c.items() if d["market"] == "start"]
    beside = [n for n, d in c.items() if d["market"] == "reserve"]
    slots = component(spec, "market_board")["detail"]["slots"]
    assert len(on_board) == spec.parameter("market_types") == slots
    assert len(beside) == 12
    assert all(c[n]["copies"] == spec.parameter("copies_per_type") for n in on_board + beside)
    # every card for sale has a price; action cards have an effect, the others a power
    for n in on_board + beside:
        assert c[n]["cost"] >= 1, n
        assert (c[n]["type"] == "action") == ("effect" in c[n]), n
        assert c[n]["type"] == "action" or c[n]["power"] >= 1, n


@pytest.mark.skipif(not (FACTS / "el_dorado.yaml").is_file(), reason="facts files not present")
def test_cards_match_the_facts(spec):
    facts = yaml.safe_load((FACTS / "el_dorado.yaml").read_text(encoding="utf-8"))
    c = cards(spec)
    listed = [(f, "starting") for f in facts["starting_cards"]]
    listed += [(f, "start") for f in facts["market_start"]]
    listed += [(f, "reserve") for f in facts["market_reserve"]]
    assert len(listed) == len(c)
    for f, where in listed:
        d = c[f["en"]]
        assert (d["market"], d["type"]) == (where, f["type"]), f["en"]
        assert d.get("power") == f.get("power") and d.get("cost") == f.get("cost"), f["en"]
        assert d["single_use"] == bool(f.get("single_use")), f["en"]


def test_cave_tokens_add_up(spec):
    tok = component(spec, "cave_token")
    counts = sum(k["count"] for k in tok["detail"]["kinds"].values())
    assert counts == spec.parameter("cave_tokens") == tok["count"]
    assert tok["detail"]["per_cave"] == spec.parameter("tokens_per_cave")


# -- tiles and the board ----------------------------------------------------------------------

def test_tile_shapes(spec):
    """Tiles A-N are radius-3 hexagons (37 spaces), O-R 16-space strips, the end pieces 6 spaces with
    3 El Dorado spaces: a typo in a coordinate shows up as a wrong shape or a duplicate."""
    tiles = component(spec, "map_tiles")["detail"]["tiles"]
    codes = component(spec, "map_tiles")["detail"]["codes"]
    for name, cells in tiles.items():
        coords = [tuple(int(x) for x in c.split()[:2]) for c in cells]
        assert len(coords) == len(set(coords)), name
        assert all(c.split()[2].rstrip("0123456789") in codes for c in cells), name
        if len(name) == 1 and name <= "N":
            assert len(coords) == 37 and all(max(abs(q), abs(r), abs(q + r)) <= 3 for q, r in coords), name
        elif len(name) == 1:
            assert len(coords) == 16, name
        else:
            assert len(coords) == 6 and sum(c.endswith("ED") for c in cells) == 3, name


LAYOUTS = ("first-game", "hills-of-gold", "home-stretch", "winding-path", "serpentine", "swampland",
           "witchs-cauldron")


def test_the_seven_recommended_layouts_of_the_facts(spec, root):
    """The board's layouts are the facts' seven named layouts, tile for tile in the facts' order, the
    first-game one the default; the invented test board is marked as such."""
    facts = yaml.safe_load((root.parent / "shared" / "facts" / "el_dorado.yaml").read_text(encoding="utf-8"))
    detail = component(spec, "board")["detail"]
    assert detail["default"] == "first-game"
    for key, fact in zip(LAYOUTS, facts["layouts"], strict=True):
        layout = detail["layouts"][key]
        assert layout["name"] == fact["name"]
        pieces = [t[0] for t in layout["tiles"] if len(t[0]) == 1]
        assert [p for p in pieces if p in "ABCDEFGHIJKLMN"] == fact["tiles"], key
        assert [p for p in pieces if p in "OPQR"] == sorted(fact.get("strips", []), key=pieces.index), key
    assert "invented" in detail["layouts"]["straight-river"]["name"]


@pytest.mark.parametrize("key", [*LAYOUTS, "straight-river"])
def test_board_is_playable(spec, key):
    """From every start space some path through enterable spaces, crossing tiles only at linked seams,
    reaches the finishing row; every seam between consecutive tiles carries a blockade; no tiles overlap."""
    tiles = component(spec, "map_tiles")["detail"]
    kinds = component(spec, "blockade")["detail"]["kinds"]
    board = board_data(tiles, component(spec, "board")["detail"]["layouts"][key], kinds)
    spaces, finish = board["spaces"], set(board["finish"])
    assert len(finish) == spec.parameter("goal_spaces")
    links = {tuple(x) for x in board["links"]}

    def neighbours(s: str) -> list[str]:
        q, r = (int(x) for x in s.split(","))
        return [n for n in (f"{q + dq},{r + dr}" for dq, dr in DIRS) if n in spaces
                and (spaces[n][2] == spaces[s][2] or tuple(sorted((spaces[n][2], spaces[s][2]))) in links)]

    assert len(board["start_spaces"]) == 4
    for start in board["start_spaces"]:
        seen, todo = {start}, deque([start])
        while todo:
            s = todo.popleft()
            for n in neighbours(s):
                if n not in seen and spaces[n][0] not in ("M", "C", "ST", "ED"):
                    seen.add(n)
                    todo.append(n)
        assert seen & finish, f"{key}: no way from {start} to the finishing row"
    order = [t[0] for t in component(spec, "board")["detail"]["layouts"][key]["tiles"]]
    seams = {frozenset(b["tiles"]) for b in board["blockades"]}
    for a, b in pairwise(order[:-1]):
        touching = any(spaces[n][2] == b for s, v in spaces.items() if v[2] == a for n in neighbours(s))
        assert touching, f"{key}: tiles {a} and {b} do not touch"
        assert frozenset((a, b)) in seams, f"{key}: no blockade between {a} and {b}"
    assert all(b["kind"] in kinds for b in board["blockades"])


# -- register ---------------------------------------------------------------------------------

def test_options_default_to_rulings(spec):
    names = []
    for d in discrepancies(spec):
        option = d.get("option")
        if option is None:
            continue
        names.append(option["name"])
        assert option["default"] == d["ruling"]["value"], d["id"]
        assert {r["value"] for r in d["readings"].values()} <= set(option["values"]), d["id"]
    assert len(names) == len(set(names))
    assert {"two_player_pieces", "blockade_reach", "round_limit", "caves"} <= set(names)


def test_register_names_the_pages_gaps(spec):
    ids = {d["id"] for d in discrepancies(spec)}
    for needed in ("card-list-missing", "map-missing", "two-player-rules", "draw-and-discard-empty",
                   "blockade-reach", "no-end-without-goal"):
        assert needed in ids
    rule_ids = set(spec.rule_ids())
    assert all(d["rule"] in rule_ids for d in discrepancies(spec))
    for section in ("rules", "scoring", "end"):
        for r in spec.get((section,), []):
            if r["status"] == "differs":
                assert any(d["rule"] == r["id"] for d in discrepancies(spec)), r["id"]


def test_round_limit_is_marked_assumed(spec):
    entry = next(e for e in spec.get(("end",), []) if e["id"] == "end.round-limit")
    assert "assumed" in entry and "assumed" in spec.get(("parameters", "round_limit"))


def test_worked_examples_present(spec):
    ex = {e["id"]: e["rule"] for e in spec.get(("examples",), [])}
    assert ex["machete-three-two-then-one"] == "move.power"
    assert ex["three-ones-not-three"] == "move.one-card"


def test_spec_validates_against_fresh_extraction(spec, extracted, root):
    glossary = load_glossary(root / "rulespecs" / "glossary.yaml")
    errors = [str(f) for f in validate_spec(spec, extracted.__getitem__, glossary) if f.severity == "error"]
    assert not errors, "\n".join(errors)
