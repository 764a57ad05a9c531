"""Content of the real termbase (rulespecs/glossary.yaml): what a localiser relies on.

tests/test_glossary.py checks the format and the TBX export; this file checks that the termbase
covers the four specs and the terms their source documents actually write."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
import yaml

from extract.normalise import fold
from rulestone.specs import load_glossary, to_tbx

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "rulespecs" / "glossary.yaml"
LANGS = ("ja", "zh-Hant", "en")
SPECS = sorted(p for p in (ROOT / "rulespecs").glob("*.yaml") if p.name != "glossary.yaml")

# Terms as each source document writes them, and the concept each belongs to. Checked both ways:
# the term must be in the source (so the list cannot drift from the document) and in the concept.
SOURCE_TERMS: dict[str, list[tuple[str, str]]] = {
    "dragon_keeper.ja": [
        ("row", "横列"), ("row", "「1」の方向"), ("column", "縦列"),
        ("elimination", "ゲームから除外"), ("bonus_points", "ボーナス点"),
        ("level_payment", "宝物トークンをストックに戻す"), ("tribute", "貢物"), ("discard", "捨てる"),
        ("dungeon", "ダンジョン"), ("dungeon_level", "レベルのボード"), ("tile_value", "タイルの値"),
        ("tile_value", "タイルの点数"), ("scoring", "最終得点計算"), ("penalty", "減点"),
        ("shared_victory", "引き分け"), ("adventurer_tile", "部屋タイル"),
        ("adventurer_tile", "冒険家タイル"), ("active_player", "アクティブププレイヤー"),
        ("guild", "ルームカラー"), ("action", "アクション"), ("tile_stack", "山札"),
        ("dk_treasure_token", "財宝トークン"), ("dk_treasure_token", "宝物トークン"), ("stock", "ストック"),
    ],
    "el_dorado.ja": [
        ("ed_action_card", "アクションカード"), ("start_space", "スタート位置"),
        ("ed_cave_space", "洞窟マス"), ("ed_cave_space", "洞窟がある山地マス"),
        ("play_area", "個人ボードの上"), ("reserve_pile", "市場ボードにないカード"),
        ("reserve_pile", "市場ボードのそば"), ("leftover_power", "残ったパワー"),
        ("reshuffle", "新しい山札を作る"), ("purchase", "購入"), ("explorer_card", "探検家"),
        ("explorer_piece", "探検家コマ"), ("explorer_piece", "プレイヤーコマ"), ("sailor_card", "水夫"),
        ("traveler_card", "旅行者"), ("native_card", "現地人"), ("shuffle", "シャッフル"),
        ("discard", "捨てる"), ("remove_card", "除外"), ("remove_card", "ゲームから除外"),
        ("single_use_card", "アイテムカード"), ("terrain", "地形"), ("phase", "フェイズ"),
        ("sold_out", "売り切れ"), ("power_token", "パワートークン"), ("draw_token", "+1カードトークン"),
        ("remove_token", "除外トークン"), ("replace_token", "入替トークン"),
        ("keep_token", "除外無効トークン"), ("pass_token", "通過トークン"),
        ("native_token", "原住民トークン"), ("change_token", "変更トークン"), ("board", "ジャングル"),
        ("board", "マップ"), ("el_dorado", "黄金の都市"), ("draw_pile", "山札置き場"),
        ("face_up", "表向き"), ("turn", "ターン"), ("round", "ラウンド"), ("player_board", "探検ボード"),
    ],
    "emporium.ja": [
        ("bonus_points", "ボーナス点数"), ("scoring", "勝利点の計算"), ("point_card", "点数カード"),
        ("trade", "貿易"), ("culture", "文化"), ("war", "戦争"), ("action", "アクション"),
        ("action", "行動"), ("points", "勝利点"), ("exploration", "探検"),
        ("forced_exploration", "強制的な探検"), ("exploration_symbol", "探検マーク"),
        ("components", "内容物"), ("draw_pile", "山札"),
    ],
    "emerald.ja": [("scoring", "得点計算"), ("knight", "騎士ゴマ"), ("dragon_turn_round", "方向変換")],
    "emerald.zh-Hant": [("scoring", "分數計算"), ("capture", "捕穫"), ("treasure_card", "騎士獎勵卡")],
}

# Concepts the other specs' authors reported missing, by game (the brief of the termbase).
REQUIRED = {
    "dragon_keeper": ["row", "column", "elimination", "treasure_bonus", "bonus_points", "level_payment",
                      "tribute", "discard", "dungeon_level"],
    "el_dorado": ["joker_card", "ed_action_card", "start_space", "ed_cave_space", "play_area",
                  "reserve_pile", "leftover_power", "reshuffle", "purchase", "explorer_card",
                  "explorer_piece"],
    "emporium": ["shuffle", "return_to_box", "start_card", "hoplites", "sophistes", "end_warning",
                 "emporium_coin", "lyre", "sword"],
}


@pytest.fixture(scope="module")
def concepts() -> dict[str, dict]:
    data = yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))
    out: dict[str, dict] = {}
    for c in data["concepts"]:
        assert c["id"] not in out, f"concept {c['id']} defined twice"
        out[c["id"]] = c
    return out


def folded(term: str) -> str:
    return fold(term).lower()


def test_one_preferred_term_per_language(concepts):
    bad = [(cid, lang, [t["term"] for t in c.get(lang, []) if t["status"] == "preferred"])
           for cid, c in concepts.items() for lang in LANGS
           if sum(t["status"] == "preferred" for t in c.get(lang, [])) != 1]
    assert bad == [], "expected exactly one preferred term in each of ja, zh-Hant, en"


@pytest.mark.parametrize("spec", SPECS, ids=lambda p: p.stem)
def test_spec_terms_name_concepts_of_the_game(concepts, spec):
    data = yaml.safe_load(spec.read_text(encoding="utf-8"))
    game = data["game"]["id"]
    used = []
    for section in ("components", "setup", "rules", "scoring", "end"):
        for entry in data.get(section) or []:
            used += [(entry["id"], t) for t in [entry.get("term"), *(entry.get("terms") or [])] if t]
    assert used, f"{spec.name} names no glossary term"
    missing = [(eid, t) for eid, t in used if t not in concepts]
    assert missing == [], f"{spec.name}: terms not in the glossary"
    wrong_game = sorted({t for _, t in used if game not in concepts[t]["games"]})
    assert wrong_game == [], f"{spec.name}: concepts used by {game} that do not list it"


def _near(a: str, b: str) -> bool:
    """One substitution, insertion or deletion apart: how a typo or a variant spelling looks."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def test_admitted_typos_and_variants_carry_a_note(concepts):
    bare = []
    for cid, c in concepts.items():
        for lang in LANGS:
            terms = c.get(lang, [])
            for t in terms:
                if t["status"] != "preferred" and not t.get("note") and any(
                        _near(folded(t["term"]), folded(o["term"])) for o in terms if o is not t):
                    bare.append((cid, lang, t["term"]))
    assert bare == [], "a term one character away from another term of its concept needs a note"


def test_a_term_naming_two_concepts_of_one_game_is_deprecated_or_explained(concepts):
    uses: dict[tuple[str, str, str], list[tuple[str, dict]]] = defaultdict(list)
    for cid, c in concepts.items():
        for lang in LANGS:
            for t in c.get(lang, []):
                for game in c["games"]:
                    uses[game, lang, folded(t["term"])].append((cid, t))
    clashes = []
    for key, v in uses.items():
        live = [t for _, t in v if t["status"] != "deprecated"]
        if len(live) > 1 and not all(t.get("note") for t in live):
            clashes.append((key, [cid for cid, _ in v]))
    assert clashes == []
    two_preferred = [(key, [cid for cid, _ in v]) for key, v in uses.items()
                     if sum(t["status"] == "preferred" for _, t in v) > 1]
    assert two_preferred == [], "one game, one language: a term is preferred for one concept only"


@pytest.mark.parametrize("source_id", sorted(SOURCE_TERMS))
def test_source_terms_are_in_the_glossary(concepts, manifest, source_id):
    [source] = [s for s in manifest if s.id == source_id]
    text = folded(source.path.read_text(encoding="utf-8"))
    not_in_source = [term for _, term in SOURCE_TERMS[source_id] if folded(term) not in text]
    assert not_in_source == [], f"listed terms not written in {source.file}"
    for cid, term in SOURCE_TERMS[source_id]:
        assert cid in concepts, f"{source_id}: no concept {cid} for {term}"
        c = concepts[cid]
        assert source.game in c["games"], f"{cid} ({term}) does not list {source.game}"
        assert folded(term) in {folded(t["term"]) for t in c.get(source.lang, [])}, \
            f"{term!r} ({source_id}) is not a {source.lang} term of {cid}"


@pytest.mark.parametrize("game", sorted(REQUIRED))
def test_reported_missing_concepts_exist_for_their_game(concepts, game):
    missing = [cid for cid in REQUIRED[game] if cid not in concepts or game not in concepts[cid]["games"]]
    assert missing == []


def test_level_payment_is_not_called_tribute(concepts):
    """The wiki calls the end-of-level payment 'returning tokens to the stock', never 貢物 (the
    end-of-game tribute): any term of the payment that says tribute must be deprecated."""
    tribute_words = {folded(t["term"]) for lang in LANGS for t in concepts["tribute"].get(lang, [])
                     if t["status"] == "preferred"}
    for lang in LANGS:
        for t in concepts["level_payment"].get(lang, []):
            if any(w in folded(t["term"]) for w in tribute_words):
                assert t["status"] == "deprecated", t


def test_committed_tbx_is_current():
    """generated/glossary.tbx is what `rulestone build` writes from the glossary."""
    tbx = ROOT / "generated" / "glossary.tbx"
    assert tbx.read_text(encoding="utf-8") == to_tbx(load_glossary(GLOSSARY)), \
        "generated/glossary.tbx is stale: run `rulestone build`"


# Components whose name is not a term of the concept they name, waiting for the spec to change.
NAME_MISMATCH_REPORTED: set[tuple[str, str]] = set()


@pytest.mark.parametrize("spec", SPECS, ids=lambda p: p.stem)
def test_component_names_use_their_concepts_terms(concepts, spec):
    """What the sheets print as a component's name is a term of the concept it links to (so a
    translator looking the concept up finds the word on the sheet)."""
    data = yaml.safe_load(spec.read_text(encoding="utf-8"))
    game = data["game"]["id"]
    off = []
    for comp in data.get("components") or []:
        cid = comp.get("term")
        if not cid or cid not in concepts or (game, comp["id"]) in NAME_MISMATCH_REPORTED:
            continue
        for lang in LANGS:
            name = folded(comp["name"][lang])
            if not any(folded(t["term"]) in name for t in concepts[cid].get(lang, [])):
                off.append((comp["id"], lang, comp["name"][lang], cid))
    assert off == [], "component names that are no term of their concept"
