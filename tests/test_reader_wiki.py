"""The `wiki` reader: Dragon Keeper's @wiki page source."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from extract import segment
from extract.lines import split_lines
from extract.readers import wiki
from rulestone.sources import extract_source

SID = "dragon_keeper.ja"
MARKUP = re.compile(r"&\w+\(|\[\[|\]\]|#contents|\{/|&nbsp;|''")


@pytest.fixture(scope="module")
def src(manifest):
    return next(s for s in manifest if s.id == SID)


@pytest.fixture(scope="module")
def doc(src):
    return extract_source(src)


@pytest.fixture(scope="module")
def lines(src):
    return src.path.read_text(encoding="utf-8").split("\n")


def section_title(doc, clause) -> str:
    return next(s["title"] for s in doc["sections"] if s["id"] == clause["section"])


def test_every_line_once(src):
    body = src.path.read_text(encoding="utf-8")
    index = segment.LineIndex(body)
    seen: Counter = Counter()
    for p in wiki.read_text(body, SID).pieces:
        seen.update(index.lines_of(p.spans))
    assert set(seen) == {ln.no for ln in split_lines(body) if not ln.blank}
    assert max(seen.values()) == 1


def test_no_markup_left_in_any_clause(doc):
    for c in doc["clauses"]:
        assert not MARKUP.search(c["text"]), (c["id"], c["text"])
    for s in doc["sections"]:
        assert not MARKUP.search(s["title"]), s


def test_markup_is_stripped_inside_a_line_but_the_span_covers_it(doc, lines):
    n = next(i for i, ln in enumerate(lines, 1) if "{/0" in ln)
    clause = next(c for c in doc["clauses"] if n in c["lines"])
    assert "{/0" in clause["raw"] and "{/0" not in clause["text"]
    assert "このとき、新たに取ったタイルがアクションタイルなら" in clause["text"]
    assert clause["raw"] == lines[n - 1].strip()
    title = doc["clauses"][0]
    assert title["kind"] == "heading" and title["text"] == "Dragon Keeper: The Dungeon"


def test_markup_only_lines_and_page_chrome_are_furniture(doc, lines):
    reasons = {n: f["reason"] for f in doc["furniture"] for n in f["lines"]}
    for n, ln in enumerate(lines, 1):
        if ln.strip() in ("#contents", "&ref()") or ln.startswith("&ref("):
            assert n in reasons, ln
    assert "directive" in reasons[lines.index("#contents") + 1]
    assert "image" in reasons[lines.index("&ref()") + 1]
    assert "header" in reasons[1] and "header" in reasons[3]  # 一覧に戻る / … のソース


def test_star_headings_and_unmarked_headings_are_sections(doc):
    sections = {s["title"]: s for s in doc["sections"]}
    assert sections["ゲーム画面"]["level"] == 2  # under the page title
    star = next(c for c in doc["clauses"] if c["text"] == "ゲーム画面")
    assert star["kind"] == "heading" and star["marker"] == "*"
    for title in ("コンポーネント", "ゲームの目的", "セットアップ", "ゲームターン", "次のレベルに切り替える",
                  "特別アクションを持つタイル", "ゲーム終了と得点計算"):
        assert sections[title]["level"] == sections["ゲーム画面"]["level"], title
    components = [c for c in doc["clauses"]
                  if section_title(doc, c) == "コンポーネント" and c["marker"] == "-"]
    assert [c["kind"] for c in components] == ["list-item"] * 6


def test_example_steps_stay_in_order_under_their_caption(doc):
    clauses = doc["clauses"]
    for label in ("例1:", "例2:"):
        k = next(i for i, c in enumerate(clauses) if c["text"] == label)
        assert clauses[k]["kind"] == "caption"
        steps = clauses[k + 1:k + 4]
        assert [c["marker"] for c in steps] == ["1）", "2）", "3）"]
        assert [c["kind"] for c in steps] == ["example"] * 3
        assert steps[0]["lines"][0] < steps[1]["lines"][0] < steps[2]["lines"][0]
        assert {c["section"] for c in steps} == {clauses[k]["section"]}
    # the rule after the second example is a rule again
    last = clauses[-1]
    assert last["kind"] == "rule" and last["text"].startswith("さらに、最も多くの財宝トークン")


def test_one_clause_per_line_unless_the_line_stops_on_a_comma(doc, lines):
    for c in doc["clauses"]:
        if len(c["lines"]) > 1:
            assert lines[c["lines"][0] - 1].rstrip().endswith("、"), c
    long_line = next(c for c in doc["clauses"] if c["text"].startswith("テーブル中央にダンジョン"))
    assert len(long_line["lines"]) == 1  # several sentences on one line stay one clause


def test_clean_handles_nested_and_broken_markup():
    assert wiki.clean("&color(red){&bold(){赤}}の山札") == "赤の山札"
    assert wiki.clean("[[BGAでプレイ>https://example.org]] と [[ページ名]]") == "BGAでプレイ と ページ名"
    assert wiki.clean("前&ref(a.png,50%)後&br()次") == "前後 次"
    assert wiki.clean("''強調''&nbsp;と%%取消%%") == "強調 と取消"
    assert wiki.clean("壊れた &bold(){途中") == "壊れた 途中"


def test_headings_levels_follow_the_stars():
    # an unmarked short line after a blank line heads the paragraph under it
    body = "*大見出し\n本文です。\n**小見出し\n本文です。\n\n短い見出し\n本文です。\n*次の章\n本文です。\n"
    doc = segment.build("w", "0" * 64, wiki.read_text(body, "w.txt"))
    assert [(s["title"], s["level"]) for s in doc["sections"]] == [
        ("大見出し", 1), ("小見出し", 2), ("短い見出し", 2), ("次の章", 1)]


def test_lists_and_tables_of_any_wiki_page():
    body = "*章\n-項目\n--入れ子の項目\n+番号付き\n|&bold(){札}|点|h\n|宝石|1|\n"
    doc = segment.build("w", "0" * 64, wiki.read_text(body, "w.txt"))
    got = [(c["kind"], c["marker"], c["text"]) for c in doc["clauses"]]
    assert got == [("heading", "*", "章"), ("list-item", "-", "項目"), ("list-item", "--", "入れ子の項目"),
                   ("list-item", "+", "番号付き"), ("table-row", "", "札|点"), ("table-row", "", "宝石|1")]
