"""The `web-text` reader: Emporium's publisher blog and El Dorado's shop page."""

from __future__ import annotations

from collections import Counter

import pytest

from extract import segment
from extract.lines import split_lines
from extract.readers import webtext
from rulestone.sources import extract_source


@pytest.fixture(scope="module")
def sources(manifest):
    return {s.id: s for s in manifest if s.id in ("emporium.ja", "el_dorado.ja")}


@pytest.fixture(scope="module")
def emporium(sources):
    return extract_source(sources["emporium.ja"])


@pytest.fixture(scope="module")
def el_dorado(sources):
    return extract_source(sources["el_dorado.ja"])


def sections(doc) -> dict[str, dict]:
    return {s["title"]: s for s in doc["sections"]}


def section_of(doc, clause) -> dict:
    return next(s for s in doc["sections"] if s["id"] == clause["section"])


def ancestors(doc, sid: str) -> list[str]:
    by_id = {s["id"]: s for s in doc["sections"]}
    out = []
    while sid is not None:
        out.append(by_id[sid]["title"])
        sid = by_id[sid]["parent"]
    return out


def clause_with(doc, fragment: str) -> dict:
    found = [c for c in doc["clauses"] if fragment in c["text"]]
    assert len(found) == 1, (fragment, [c["id"] for c in found])
    return found[0]


@pytest.mark.parametrize("sid", ["emporium.ja", "el_dorado.ja"])
def test_every_line_once(sources, sid):
    body = sources[sid].path.read_text(encoding="utf-8")
    index = segment.LineIndex(body)
    seen: Counter = Counter()
    for p in webtext.read_text(body, sid).pieces:
        seen.update(index.lines_of(p.spans))
    assert set(seen) == {ln.no for ln in split_lines(body) if not ln.blank}
    assert max(seen.values()) == 1


# -- Emporium ----------------------------------------------------------------------------------

def test_wrapped_sentences_are_joined(emporium):
    c = clause_with(emporium, "ゲームはいくつかのラウンド行います。各ラウンドは一人一回ずつ手番を行います。")
    assert len(c["lines"]) == 6 and c["kind"] == "rule"
    assert section_of(emporium, c)["title"] == "ゲームの進行"
    # a numbered rule wrapped over four lines is one clause with its marker
    one = clause_with(emporium, "手番プレイヤーは上にトークンがないアクションカードしか選べません。")
    assert one["marker"] == "１）" and len(one["lines"]) == 4
    assert "リザーブアクションカード選ぶことができます" in one["text"]  # the word split at a line end


def test_sections_whose_picture_is_missing_are_empty_sections(emporium):
    secs = sections(emporium)
    for title in ("内容物", "ゲームの準備", "ポリスから歴史カード1枚を加えます"):
        sid = secs[title]["id"]
        assert [c["kind"] for c in emporium["clauses"] if c["section"] == sid] == ["heading"], title


def test_action_headings_nest_by_style(emporium):
    secs = sections(emporium)
    assert ancestors(emporium, secs["行動を選択する"]["id"])[1] == "ゲームの進行"
    assert ancestors(emporium, secs["港からカード一枚をリザーブする:"]["id"])[1] == "アクションを実行する"
    assert ancestors(emporium, secs["リザーブしたカードを加えま"]["id"])[1] == "レルムにカード1枚を加えます:"
    # C、 is a sibling of A、 and B、, not a child of the sub-actions before it
    assert secs["強制的な探検"]["parent"] == secs["行動を選択する"]["parent"]
    assert secs["ゲームの終了"]["level"] == secs["ゲームの進行"]["level"]
    heading_markers = [c["marker"] for c in emporium["clauses"] if c["kind"] == "heading" and c["marker"]]
    assert heading_markers == ["A、", "B、", "１、", "２、", "a)", "b)", "c)", "３、", "C、"]


def test_web_chrome_is_furniture_with_reasons(emporium, sources):
    lines = sources["emporium.ja"].path.read_text(encoding="utf-8").split("\n")
    reason = {lines[n - 1].strip(): f["reason"] for f in emporium["furniture"] for n in f["lines"]}
    assert "date" in reason["2018/4/17 22:59"]
    assert "navigation" in reason["ブログ"]
    assert "link label" in reason["予約サイト"] and "link label" in reason["ルール詳細"]
    assert all("URL" in r for t, r in reason.items() if t.startswith("http"))
    assert len(reason) == 6


def test_click_to_enlarge_is_not_part_of_a_heading(emporium):
    intro = next(c for c in emporium["clauses"] if c["raw"].startswith("ゲーム紹介"))
    assert intro["kind"] == "heading" and intro["text"] == "ゲーム紹介"
    assert "クリック" in intro["raw"]


def test_bullets_are_list_items_with_their_marker(emporium):
    items = [c for c in emporium["clauses"] if c["marker"] == "‧"]
    assert [c["kind"] for c in items] == ["list-item"] * 3
    assert items[2]["text"] == "リザーブしたカード1枚ずつ3点減らします。"


# -- El Dorado ---------------------------------------------------------------------------------

def test_worked_example_is_an_example_under_its_section(el_dorado):
    ex = clause_with(el_dorado, "(例:ナタ3パワーのカードを使用し、")
    assert ex["kind"] == "example" and ex["marker"] == ""
    assert "A:探検家コマの移動" not in ancestors(el_dorado, ex["section"])  # titles carry no marker
    assert "探検家コマの移動" in ancestors(el_dorado, ex["section"])
    assert [c["kind"] for c in el_dorado["clauses"] if c["text"].startswith("(例")] == ["example"] * 3


def test_header_value_label_pairs_are_meta(el_dorado):
    meta = [c for c in el_dorado["clauses"] if c["kind"] == "meta"]
    assert [c["text"] for c in meta[:4]] == ["プレイ人数: 2-4", "プレイ時間: 30+", "推奨年齢: 10+", "難易度"]
    assert meta[0]["raw"] == "2-4\nプレイ人数"
    box = [c["text"] for c in meta[4:]]  # the `基本情報` box
    assert box[0] == "プレイ人数:2-4人(BEST:2,4人)" and box[-1] == "ゲームデザイナー:ライナー・クニツィア"


def test_two_level_plain_headings(el_dorado):
    secs = sections(el_dorado)
    assert secs["マップについて"]["parent"] == secs["ゲームの準備"]["id"]
    assert secs["ゲームの勝者"]["parent"] == secs["ゲームの終了と勝者"]["id"]
    assert secs["ルールの内容"]["parent"] == secs["オプションルール:洞窟"]["id"]
    # phases ① ② ③ hold the actions A: B: C:
    assert secs["カードの購入"]["parent"] == secs["カードを使う"]["id"]
    assert secs["カードを捨てる"]["parent"] == secs["ゲームの流れ"]["id"]


def test_terrain_table_rows_and_group_headings(el_dorado):
    rows = [c for c in el_dorado["clauses"] if c["kind"] == "table-row"]
    assert len(rows) == 6 and rows[0]["text"] == "ジャングルマス(緑)必要なパワー:ナタ"
    assert all(len(r["lines"]) == 2 and r["marker"] == "●" for r in rows)
    tokens = sections(el_dorado)["洞窟トークンの種類"]["id"]
    assert [s["title"] for s in el_dorado["sections"] if s["parent"] == tokens][:2] == [
        "パワートークン", "+1カードトークン"]


def test_nested_phase_list_keeps_its_markers(el_dorado):
    flow = sections(el_dorado)["ゲームの流れ"]["id"]
    markers = [c["marker"] for c in el_dorado["clauses"] if c["section"] == flow and c["kind"] != "heading"]
    assert markers == ["・", "・", "①", "②", "③", "・", "・"]


# -- generic shapes ----------------------------------------------------------------------------

def test_a_made_up_page():
    body = ("お知らせ\n\n2024/01/02\n\nシェア\n\nゲームの流れ\n\n手番では山札からカードを一枚引\n"
            "き、一枚を捨てます。\n※ 山札が無ければ\n捨て札を混ぜます。\n\n得点\n\n"
            "▶︎ 宝石：1点\n▶︎ 金貨：2点\n\n公式サイト\nhttps://example.com/rules\n")
    doc = segment.build("p", "0" * 64, webtext.read_text(body, "p.txt"))
    texts = [(c["kind"], c["marker"], c["text"]) for c in doc["clauses"]]
    assert ("rule", "", "手番では山札からカードを一枚引き、一枚を捨てます。") in texts
    assert ("note", "※", "山札が無ければ捨て札を混ぜます。") in texts
    assert ("table-row", "▶︎", "宝石:1点") in texts  # label/value lines that are not box facts
    assert {f["reason"].split(" ")[0] for f in doc["furniture"]} == {"date", "navigation", "link", "URL"}
    assert [s["title"] for s in doc["sections"]] == ["お知らせ", "ゲームの流れ", "得点"]
