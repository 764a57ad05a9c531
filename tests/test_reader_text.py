"""The `text` reader: the zh-Hant forum post of Emerald, and any plain text at all."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from extract import segment
from extract.lines import split_lines
from extract.readers import read, text, webtext, wiki
from rulestone.sources import extract_source

SID = "emerald.zh-Hant"


@pytest.fixture(scope="module")
def doc(manifest):
    return extract_source(next(s for s in manifest if s.id == SID))


@pytest.fixture(scope="module")
def source_text(manifest):
    return next(s for s in manifest if s.id == SID).path.read_text(encoding="utf-8")


def assert_lines_once(body: str, pieces) -> None:
    """Every non-blank line of `body` is in exactly one piece; blank lines in none."""
    index = segment.LineIndex(body)
    seen: Counter = Counter()
    for p in pieces:
        seen.update(index.lines_of(p.spans))
    nonblank = {ln.no for ln in split_lines(body) if not ln.blank}
    assert set(seen) == nonblank, (sorted(nonblank - set(seen)), sorted(set(seen) - nonblank))
    assert [n for n, k in seen.items() if k > 1] == []


def section_title(doc, clause) -> str:
    return next(s["title"] for s in doc["sections"] if s["id"] == clause["section"])


def test_every_line_once(source_text):
    assert_lines_once(source_text, text.read_text(source_text, SID).pieces)


def test_sections_are_the_post_headings(doc):
    titles = [s["title"] for s in doc["sections"]]
    for heading in ("初始配置", "如何進行遊戲", "移動騎士", "觸發龍", "龍軌跡棒", "寶石卡及黃金卡", "寶藏室",
                    "遊戲結束", "分數計算"):
        assert heading in titles
    # the post's title is the top of the tree; the headings are its sections
    assert doc["sections"][0]["title"].startswith("EMERALD")
    assert all(s["parent"] == doc["sections"][0]["id"] for s in doc["sections"][1:])


def test_each_numbered_rule_is_one_clause_under_its_heading(doc, source_text):
    lines = source_text.split("\n")
    numbered = [n for n, ln in enumerate(lines, 1) if re.match(r"\d\. ", ln)]
    by_first_line = {c["lines"][0]: c for c in doc["clauses"]}
    for n in numbered:
        clause = by_first_line[n]  # a numbered line always starts its own clause
        assert clause["kind"] == "rule" and clause["marker"] == lines[n - 1].split(" ")[0]
    # a rule that wraps onto the next line is one clause
    five = next(c for c in doc["clauses"] if c["text"].startswith("將寶石卡及黃金卡分開洗牌後"))
    assert five["marker"] == "5." and len(five["lines"]) == 2
    assert "寶石庫及下方的黃金庫" in five["text"]
    assert section_title(doc, five) == "初始配置"
    bribe = next(c for c in doc["clauses"] if c["text"].startswith("被捕獲的騎士玩家"))
    assert len(bribe["lines"]) == 3 and bribe["text"].endswith("成綠龍寶寶的食物")
    assert section_title(doc, bribe) == "觸發龍"


def test_duplicated_numbering_is_kept_as_found(doc):
    setup = [c for c in doc["clauses"] if section_title(doc, c) == "初始配置" and c["kind"] == "rule"]
    assert [c["marker"] for c in setup if c["marker"]] == ["1.", "2.", "3.", "4.", "5.", "6.", "7.", "7."]


def test_sub_items_and_remarks(doc):
    scoring = [c for c in doc["clauses"] if section_title(doc, c) == "分數計算"]
    assert [c["marker"] for c in scoring[1:]] == ["1.", "2.", "3.", "A.", "B.", "C.", "D.", "4.", "A."]
    assert [c["kind"] for c in scoring if c["marker"] in ("A.", "B.", "C.", "D.")] == ["list-item"] * 5
    remarks = [c for c in doc["clauses"] if c["marker"] == "**"]
    assert [c["kind"] for c in remarks] == ["note", "note"]
    assert remarks[1]["text"] == "遊戲由順時針方式進行回合"  # the asterisks are markup, not text


def test_afterword_and_signature_are_furniture(doc, source_text):
    lines = source_text.split("\n")
    rule_line = next(n for n, ln in enumerate(lines, 1) if ln.startswith("====="))
    furniture = {n: f["reason"] for f in doc["furniture"] for n in f["lines"]}
    after = [n for n in range(rule_line, len(lines) + 1) if lines[n - 1].strip()]
    assert set(after) <= set(furniture), "everything after the closing rule is set aside"
    assert "afterword" in furniture[after[1]]
    url_line = next(n for n in after if "http" in lines[n - 1])
    assert "signature" in furniture[url_line]
    assert all(max(c["lines"]) < rule_line for c in doc["clauses"])


def test_box_facts_are_meta(doc):
    meta = [c for c in doc["clauses"] if c["kind"] == "meta"]
    assert [c["text"] for c in meta] == ["玩家2-5人/適合年齡10歲以上"]


# -- any text ----------------------------------------------------------------------------------

def pieces_of(body: str):
    return text.read_text(body, "t.txt").pieces


def test_setext_heading_and_short_lines():
    body = "Rules\n=====\n\nSetup\n1. Deal five cards to\neach player.\n2. Shuffle.\n"
    pieces = pieces_of(body)
    assert_lines_once(body, pieces)
    kinds = [(p.kind, body[p.spans[0][0]:p.spans[0][1]]) for p in pieces]
    assert kinds[0] == ("heading", "Rules") and kinds[1] == ("furniture", "=====")
    assert ("heading", "Setup") in kinds
    deal = next(p for p in pieces if p.marker == "1.")
    assert len(deal.spans) == 2  # the short-width document is not joined by width, but the
    # sentence had not ended, so its second line continues it


def test_a_closing_rule_with_rules_after_it_is_not_an_afterword():
    body = "Intro text.\n1. First rule.\n\n-----\n\nMore\n2. Second rule.\n3. Third rule.\n"
    doc = segment.build("t", "0" * 64, text.read_text(body, "t.txt"))
    assert [f["reason"] for f in doc["furniture"]] == ["horizontal rule"]
    assert [c["marker"] for c in doc["clauses"] if c["marker"]] == ["1.", "2.", "3."]


def test_a_rule_that_mentions_players_is_not_a_box_fact():
    body = "準備\n每位玩家拿2張卡\n玩家 2-4 人\n"
    kinds = [p.kind for p in text.read_text(body, "t.txt").pieces]
    assert kinds == ["heading", "rule", "meta"]


def test_page_numbers_are_furniture_but_box_values_are_not():
    body = "Setup\nShuffle the deck.\n\n12\n\nPlay\nDraw a card.\n\n2-4\n\nプレイ人数\n"
    doc = segment.build("t", "0" * 64, text.read_text(body, "t.txt"))
    assert [(f["raw"], f["reason"]) for f in doc["furniture"]] == [("12", "page number (a lone number)")]
    assert [c["text"] for c in doc["clauses"] if c["kind"] == "meta"] == ["プレイ人数: 2-4"]


def test_unknown_txt_goes_through_the_cli(tmp_path, capsys):
    from rulestone.cli import main

    f = tmp_path / "house_rules.txt"
    f.write_text("House rules\n\n1. Ties go to the youngest player.\n2. No trading.\n", encoding="cp932")
    assert main(["extract", str(f), "--stdout"]) == 0
    out = capsys.readouterr().out
    assert "Ties go to the youngest player." in out and "kind: heading" in out


_ALPHABET = hs.characters(codec="utf-8", exclude_categories=("Cs",))
_LINES = hs.lists(hs.one_of(
    hs.text(_ALPHABET, max_size=60),
    hs.sampled_from(["", " ", "--", "=====", "1. 規則", "A、見出し", "・項目", "** 注 **", "http://x.y/z",
                     "2018/4/17 22:59", "(例:テスト)", "例1：", "  必要:1", "● 見出し", "※ 注意",
                     "*見出し", "&bold(){x}", "&ref(a.png)", "[[a>b]]", "#contents", "{/0", "2-4",
                     "プレイ人数"]),
), max_size=25)


@pytest.mark.parametrize("reader", [text, webtext, wiki], ids=["text", "web-text", "wiki"])
@settings(max_examples=120, deadline=None)
@given(lines=_LINES)
def test_any_text_every_line_in_exactly_one_piece(reader, lines):
    body = "\n".join(lines)
    result = reader.read_text(body, "random.txt")
    assert_lines_once(body, result.pieces)
    for p in result.pieces:
        assert all(0 <= s < e <= len(body) for s, e in p.spans)
        if p.kind == "furniture":
            assert p.reason
    segment.build("random", "0" * 64, result)  # and the segmenter accepts what the reader found


def test_reader_registry_reads_bytes_in_legacy_encodings():
    body = "遊戲配件\n遊戲手冊*1\n"
    result = read("text", body.encode("big5"), "x.txt")
    assert result.encoding in ("big5", "cp950", "big5hkscs")
    assert_lines_once(result.text, result.pieces)


def test_a_chinese_text_is_not_taken_for_an_interleaved_pdf_dump():
    """The sniff for interleaved PDF dumps asks the Japanese analyser whether a line can start a
    sentence; it must not judge Chinese lines (it reads a sentence opening with 每 as a word cut in
    half), or a plain zh-Hant translation is read as two interleaved columns and scrambled."""
    from extract.readers import guess_format

    text = ("遊戲準備\n\n準備市場板。\n每位玩家選一個顏色,拿取個人板。\n每人拿取8張卡作為起始牌組。\n"
            "洗勻後蓋著放好。\n每個回合有三個階段。\n")
    assert guess_format("rules.zh-Hant.txt", text.encode("utf-8")) == "text"
    # a Japanese dump whose lines go on from lines further up is still recognised
    dump = ("カードを引きます。\nの数と同じです。\n手番は終わりです。\nを取ります。\n"
            "山札を作ります。\nは移動します。\n")
    assert guess_format("rules.txt", dump.encode("utf-8")) == "pdf-text"


def test_headings_inside_hard_wrapped_text_with_no_blank_lines():
    """A PDF copied or dumped page by page (`pdftotext -raw`) has no blank lines: each heading is
    inside a block, a short line that is no sentence after a line that ended one, over running
    text. (Before, only the block's first line could be a heading: every later section's sentences
    fell under the first heading.) A list of components, short lines over short lines, stays a
    list."""
    def wrapped(s: str, width: int = 23) -> list[str]:
        return [s[k:k + width] for k in range(0, len(s), width)]

    body = ["ゲームの準備",
            *wrapped("ボードをテーブルの中央に置きます。各プレイヤーは色を一つ選び、その色のコマを受け取ります。"),
            "内容物",
            *wrapped("この箱には次のものが入っています。"), "ボード 1枚", "コマ 20個", "カード 48枚",
            "手番の進行",
            *wrapped("手番プレイヤーはカードを1枚引きます。その後、コマを1個動かすか、カードを1枚捨てます。"),
            "ゲームの終了",
            *wrapped("山札がなくなったら、ゲームは直ちに終了します。最も多く得点を持つプレイヤーの勝ちです。")]
    doc = segment.build("x", "ja", read("text", "\n".join(body).encode("utf-8"), "x.txt"))
    heads = [c["text"] for c in doc["clauses"] if c["kind"] == "heading"]
    assert heads == ["ゲームの準備", "内容物", "手番の進行", "ゲームの終了"]
    under = {c["text"][:6]: section_title(doc, c) for c in doc["clauses"] if c["kind"] != "heading"}
    assert under["山札がなくな"] == "ゲームの終了" and under["手番プレイヤ"] == "手番の進行"


def test_a_paragraph_goes_on_over_a_page_turn_of_a_dumped_pdf():
    """pdftotext ends each page with a form feed; the line most pages open with alike is a running
    header, and a paragraph whose last line is full and unfinished goes on over the page number
    and the header (before: the header was read into the sentence and the sentence cut in two)."""
    lines = ["遊び方の説明書",
             "ゲームの準備",
             "ボードをテーブルの中央に置きます。各プレイヤーは",
             "色を一つ選び、その色のコマを受け取ります。カードを",
             "よく混ぜて山札を作り、ボードのそばに裏向きにして",
             "- 1 -",
             "\f遊び方の説明書",
             "置きます。山札の上から5枚を表向きに並べます。",
             "手番の進行",
             "手番プレイヤーはカードを1枚引きます。その後、コ",
             "マを1個動かすか、カードを1枚捨てます。",
             "- 2 -",
             "\f"]
    result = read("text", "\n".join(lines).encode("utf-8"), "x.txt")
    furniture = sorted(p.reason for p in result.pieces if p.kind == "furniture")
    assert furniture == ["page number (a lone number)", "page number (a lone number)",
                         "running header (opens most pages alike)", "running header (opens most pages alike)"]
    doc = segment.build("x", "ja", result)
    texts = [c["text"] for c in doc["clauses"]]
    assert "カードをよく混ぜて山札を作り、ボードのそばに裏向きにして置きます。" in " ".join(texts)
    assert [c["text"] for c in doc["clauses"] if c["kind"] == "heading"] == ["ゲームの準備", "手番の進行"]
