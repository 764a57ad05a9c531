"""What the Emporium rule spec (rulespecs/emporium.yaml) answers on its own: it validates; the box
agrees with the external facts; every part of the blog post that points to a missing picture (a
heading with nothing under it) is a registered gap with an assumed reading; every assumption the
engine relies on is named in the register; the invented card list is marked as assumed and adds up.

Numbers are checked against the facts file and the extracted document, not against a copy of
themselves."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from extract.normalise import fold
from rulestone.specs import Spec, clauses_from_dir, load_glossary, load_spec, validate_spec

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "rulespecs" / "emporium.yaml"
FACTS = ROOT.parent / "shared" / "facts" / "emporium.yaml"
CLAUSES = ROOT / "generated" / "clauses" / "emporium.ja.yaml"


@pytest.fixture(scope="module")
def spec() -> Spec:
    return load_spec(SPEC)


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    return yaml.safe_load(SPEC.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def clauses() -> dict[str, Any]:
    return yaml.safe_load(CLAUSES.read_text(encoding="utf-8"))


def component(raw: dict[str, Any], cid: str) -> dict[str, Any]:
    found = [c for c in raw["components"] if c["id"] == cid]
    assert len(found) == 1, f"expected exactly one component {cid!r}"
    return found[0]


def entries(raw: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for section in ("setup", "rules", "scoring", "end") for e in raw.get(section) or []]


def test_spec_validates_without_errors(spec):
    findings = validate_spec(spec, clauses_from_dir(ROOT / "generated" / "clauses"),
                             load_glossary(ROOT / "rulespecs" / "glossary.yaml"))
    errors = [f for f in findings if f.severity == "error"]
    assert not errors, "\n".join(str(f) for f in errors)


def test_box_agrees_with_the_facts(raw):
    if not FACTS.exists():
        pytest.skip("facts file not available")
    facts = " ".join(f["fact"] for f in yaml.safe_load(FACTS.read_text(encoding="utf-8"))["facts"])

    def number(pattern: str) -> int:
        m = re.search(pattern, facts)
        assert m, f"facts no longer say {pattern!r}"
        return int(m.group(1))

    assert component(raw, "history_card")["count"] == number(r"(\d+) history cards")
    assert component(raw, "goods_card")["count"] == number(r"(\d+) purple goods")
    assert component(raw, "prestige_card")["count"] == number(r"(\d+) yellow prestige")
    special = component(raw, "prestige_card")["detail"]["kinds"]["prestige-special"]["count"]
    assert special == number(r"of which (\d+) special")
    assert component(raw, "action_card")["count"] == number(r"(\d+) action cards")
    assert component(raw, "drachma")["count"] == number(r"(\d+) drachma coins")
    assert raw["parameters"]["start_drachmas"]["value"] == number(r"(\d+) drachmas")


def test_card_kinds_add_up_and_history_has_three_colours(raw):
    for cid in ("history_card", "goods_card", "prestige_card", "start_card"):
        comp = component(raw, cid)
        assert sum(k["count"] for k in comp["detail"]["kinds"].values()) == comp["count"], cid
    colours = {k["colour"] for k in component(raw, "history_card")["detail"]["kinds"].values()}
    assert colours == {"culture", "trade", "war"}  # the post: 貿易、文化や戦争


def test_invented_card_list_is_marked_assumed(raw):
    # The post and the facts give no card list: every component whose details carry card numbers
    # must say that they are assumed, so nobody mistakes them for the published cards.
    for cid in ("history_card", "goods_card", "prestige_card", "start_card", "action_card"):
        assert component(raw, cid).get("assumed"), f"component {cid} invents data without `assumed`"


def empty_sections(clauses: dict[str, Any]) -> list[dict[str, Any]]:
    """Sections whose heading has nothing under it (no clause, no subsection): a missing picture."""
    parents = {s["parent"] for s in clauses["sections"]}
    body = {c["section"] for c in clauses["clauses"] if c["kind"] != "heading"}
    return [s for s in clauses["sections"] if s["id"] not in parents and s["id"] not in body]


def test_every_missing_picture_is_a_registered_gap(raw, clauses):
    empty = empty_sections(clauses)
    assert len(empty) >= 5  # components, setup and the three kinds of adding to the realm
    gaps = [d for d in raw["discrepancies"] if d["kind"] == "gap"]
    for section in empty:
        heading = fold(section["title"])
        named = [d for d in gaps
                 if any(fold(q["exact"]) in heading
                        for r in d["readings"].values() for q in (r.get("cites") or {}).get("ja", []))]
        assert named, f"section {section['id']} ({section['title']}) is empty but no gap names it"
        for d in named:
            assert any(k.startswith("assumed-") for k in d["readings"]), d["id"]
            assert d["ruling"]["value"] in {r["value"] for k, r in d["readings"].items()
                                             if k.startswith("assumed-")}, d["id"]


def test_every_assumption_is_in_the_register(raw):
    ids = {d["id"] for d in raw["discrepancies"]}
    concerned = {d["rule"] for d in raw["discrepancies"]}
    for e in entries(raw):
        if not e.get("assumed"):
            continue
        reason = e["assumed"]["reason"]
        reason = reason.get("en", "") if isinstance(reason, dict) else reason
        assert e["id"] in concerned or any(i in reason for i in ids), \
            f"{e['id']} is assumed but names no gap of the register"


def test_options_default_to_the_ruling_and_have_assumed_alternatives(raw):
    options = [d for d in raw["discrepancies"] if d.get("option")]
    assert len(options) >= 4
    for d in options:
        opt = d["option"]
        assert opt["default"] == d["ruling"]["value"]
        assert len(opt["values"]) >= 2
        assert {r["value"] for r in d["readings"].values()} <= set(opt["values"])


def test_rules_quote_the_numbers_the_post_gives(raw, clauses):
    # Each number the post states (4 port cards, 2 (reserved: fewer than 2), -3, 4 explored, 18 and 17) is a
    # parameter whose quote contains it.
    text = fold(" ".join(c["text"] for c in clauses["clauses"]))
    for name in ("port_size", "reserve_max", "reserve_penalty", "explore_max", "realm_end", "realm_warning",
                 "forced_exploration_cards"):
        p = raw["parameters"][name]
        quotes = " ".join(fold(q["exact"]) for q in p["cites"]["ja"])
        # 「2枚以上を持つことをできません」: the literal limit is one less than the number quoted
        stated = p["value"] + 1 if name == "reserve_max" else p["value"]
        assert str(stated) in quotes, name
        assert all(fold(q["exact"]) in text for q in p["cites"]["ja"]), name
