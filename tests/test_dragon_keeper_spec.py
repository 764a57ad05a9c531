"""What the Dragon Keeper rule spec (rulespecs/dragon_keeper.yaml) answers on its own: the contents
of the box add up (75 tiles filling three 5x5 boards around two Stairs), the numbers agree with the
external facts, the tribute table is a table, and every contradiction or gap of the one Japanese
edition is registered with a ruling the engine plays by default and an option for the other reading.

Numbers are checked against each other and against the facts file, not against a copy of themselves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from rulestone.specs import Spec, clauses_from_dir, load_glossary, load_spec, validate_spec

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "rulespecs" / "dragon_keeper.yaml"
FACTS = ROOT.parent / "shared" / "facts" / "dragon_keeper.yaml"


@pytest.fixture(scope="module")
def spec() -> Spec:
    return load_spec(SPEC)


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    return yaml.safe_load(SPEC.read_text(encoding="utf-8"))


def component(raw: dict[str, Any], cid: str) -> dict[str, Any]:
    found = [c for c in raw["components"] if c["id"] == cid]
    assert len(found) == 1, f"expected exactly one component {cid!r}"
    return found[0]


def param(raw: dict[str, Any], name: str) -> Any:
    return raw["parameters"][name]["value"]


def test_spec_validates_without_errors(spec):
    findings = validate_spec(spec, clauses_from_dir(ROOT / "generated" / "clauses"),
                             load_glossary(ROOT / "rulespecs" / "glossary.yaml"))
    errors = [f for f in findings if f.severity == "error"]
    assert not errors, "\n".join(str(f) for f in errors)


def test_tiles_fill_three_boards_around_the_stairs(raw):
    tiles = component(raw, "adventurer_tile")
    detail = tiles["detail"]
    per_value = detail["per_value"]
    assert sorted(per_value) == sorted(detail["colours"])
    assert all(sum(counts) == detail["per_colour"] for counts in per_value.values())
    assert tiles["count"] == detail["per_colour"] * len(detail["colours"]) == 75
    size = param(raw, "board_size")
    stairs = component(raw, "stairs_tile")
    # every board has size x size cells; the Stairs take the centre of the boards that have one
    assert param(raw, "levels") * size * size == tiles["count"]
    assert param(raw, "tiles_per_board") == size * size
    assert param(raw, "random_tiles_with_stairs") == size * size - 1
    assert stairs["count"] == len(stairs["detail"]["levels_with_stairs"]) == 2
    assert component(raw, "board")["count"] == param(raw, "levels")


def test_special_tiles_exist_among_the_tiles(raw):
    detail = component(raw, "adventurer_tile")["detail"]
    for sid, sp in detail["specials"].items():
        for colour in sp["colours"]:
            # a special tile of value v needs at least that many tiles of value v in its colour
            assert detail["per_value"][colour][sp["value"] - 1] >= sp["per_colour"], (sid, colour)
    # the four action tiles: one of each per guild colour, as the components list them
    for cid, sid in [("secret_passage_tile", "secret_passage"), ("release_tile", "release"),
                     ("prisoner_exchange_tile", "prisoner_exchange"), ("remote_trap_tile", "remote_trap")]:
        comp = component(raw, cid)
        sp = detail["specials"][sid]
        assert comp["count"] == len(sp["colours"]) * sp["per_colour"] == 4
        assert comp["detail"]["value"] == sp["value"]


@pytest.mark.skipif(not FACTS.exists(), reason="../shared/facts is not beside this checkout")
def test_numbers_agree_with_the_facts(raw):
    facts = " / ".join(f["fact"] for f in yaml.safe_load(FACTS.read_text(encoding="utf-8"))["facts"])
    assert raw["game"]["players"] == {"min": 2, "max": 4} and "2 to 4 players" in facts
    detail = component(raw, "adventurer_tile")["detail"]
    assert detail["per_value"]["red"] == [2, 3, 4, 3, 2, 1]
    assert "red tiles by value: 1 x2 (both are the Stairs tiles), 2 x3, 3 x4, 4 x3, 5 x2, 6 x1" in facts
    for colour in ("blue", "yellow", "green", "purple"):
        assert detail["per_value"][colour] == [5, 4, 3, 2, 1, 0]
    assert component(raw, "guild_tile")["detail"]["colours"] == ["blue", "yellow", "green", "purple"]
    assert param(raw, "start_treasure") == 4 and "each player starts with 4 gold" in facts
    # the stock can hand out the starting tokens to the most players
    assert param(raw, "start_treasure") * raw["game"]["players"]["max"] <= param(raw, "treasure_tokens")


def test_tribute_bands_grow_with_the_tiles_left(raw):
    small, medium, large = (param(raw, n) for n in ("tribute_small", "tribute_medium", "tribute_large"))
    assert (small, medium, large) == (1, 2, 3)
    assert param(raw, "tribute_small_max_tiles") < param(raw, "tribute_medium_max_tiles") < 24
    assert param(raw, "gift_reward_min_value") == 3 and param(raw, "last_tile_extra") == 1
    assert param(raw, "treasure_bonus") == 2


def test_every_disputed_rule_has_a_register_entry(raw):
    rule_ids = {e["id"] for s in ("setup", "rules", "scoring", "end") for e in raw.get(s) or []}
    concerned = {d["rule"] for d in raw["discrepancies"]}
    assert concerned <= rule_ids
    for section in ("rules", "scoring", "end"):
        for e in raw[section]:
            if e["status"] == "differs":
                assert e["id"] in concerned, e["id"]


def test_register_names_the_known_findings(raw):
    by_id = {d["id"]: d for d in raw["discrepancies"]}
    gift = by_id["gift-recipient"]
    assert gift["kind"] == "conflict" and gift["ruling"]["value"] == "previous"
    assert {r["value"] for r in gift["readings"].values()} == {"previous", "next"}
    for gap in ("tile-values-missing", "treasure-bonus-tie", "short-tribute", "line-meaning",
                "empty-row-column-full", "last-tile-taker", "own-guild-largest", "action-timing"):
        assert gap in by_id, gap


def test_options_default_to_the_ruling_and_cover_every_reading(raw):
    names = []
    for d in raw["discrepancies"]:
        opt = d.get("option")
        if not opt:
            continue
        names.append(opt["name"])
        assert opt["default"] == d["ruling"]["value"]
        assert {r["value"] for r in d["readings"].values()} <= set(opt["values"])
        assert len(d["readings"]) >= 2, f"{d['id']}: an option needs two readings to choose between"
    assert len(names) == len(set(names)) == 8


def test_examples_cite_the_document(raw):
    ids = {e["id"] for e in raw["examples"]}
    assert {"example-1", "example-2"} <= ids
    for e in raw["examples"]:
        assert e["cites"]["ja"], e["id"]
