"""Quote form, polarity, wording warnings and the register's natures (issue 16)."""

from __future__ import annotations

import math

import pytest

from rulestone.reconcile import mean_interval, wilson
from rulestone.specs.cite import Edition
from rulestone.specs.quotes import form_problems, negative, polarity_problem
from rulestone.specs.register import effect, nature_of, players_of, rank_key
from rulestone.specs.wording import wording_findings

JA = Edition.from_clauses({"source": "toy.ja", "clauses": [
    {"id": "c1", "marker": "・", "text": "ドラゴンが移動を終えたら、ドラゴントラックを1マス移動させます。"},
    {"id": "c2", "marker": "・",
     "text": "騎士コマを移動させる場合は、そのマスにいるコマの数だけ移動させます。"},
    {"id": "c3", "marker": "", "text": "5人プレイ4個"},
    {"id": "c4", "marker": "", "text": "5人プレイ"},
    {"id": "c5", "marker": "", "kind": "heading", "text": "内容物"},
]})
ZH = Edition.from_clauses({"source": "toy.zh-Hant", "clauses": [
    {"id": "z1", "marker": "1.",
     "text": "如果有多名騎士,則由觸發紅龍的玩家決定捕獲對象,紅龍一次僅會捕捉一名騎士."},
    {"id": "z2", "marker": "", "text": "只要拿一張時,該玩家立即終止該回合行動."},
]})


def problems(exact: str, edition: Edition = JA, lang: str = "ja") -> list[str]:
    return form_problems({"exact": exact}, edition, lang)


def test_whole_sentence_has_no_problem():
    assert problems("ドラゴンが移動を終えたら、ドラゴントラックを1マス移動させます。") == []
    assert problems("・ドラゴンが移動を終えたら、ドラゴントラックを1マス移動させます") == []  # with marker


def test_quote_cut_inside_a_word_where_the_line_wrapped():
    [p] = problems("ドラゴンが移動を終えたら、ドラゴントラ")
    assert "ends inside the word 'トラック'" in p
    [p] = problems("ックを1マス移動させます。")
    assert "starts inside the word 'トラック'" in p


def test_quote_that_stops_before_its_particle():
    [p] = problems("騎士コマを移動させる場合は、そのマスにいるコマ")
    assert "ends before 'の'" in p


def test_quote_cut_where_the_document_wrapped_its_line():
    wrapped = Edition.from_clauses({"source": "toy.zh-Hant", "clauses": [{
        "id": "z1", "marker": "3.",
        "text": "騎士到達寶藏室後領取獎勵卡,且立即結束該回合行動.玩家將卡放在自己前面.",
        "raw": "3. 騎士到達寶藏室後領取獎勵卡,且立即結束該回合行\n動.玩家將卡放在自己前面."}]})
    [p] = problems("騎士到達寶藏室後領取獎勵卡,且立即結束該回合行", wrapped, "zh-Hant")
    assert "ends where the document wrapped its line" in p
    assert problems("騎士到達寶藏室後領取獎勵卡,且立即結束該回合行動.", wrapped, "zh-Hant") == []
    assert problems("玩家將卡放在自己前面.", wrapped, "zh-Hant") == []  # after a sentence end: no cut


def test_a_sentence_end_is_a_boundary_for_the_word_after_it():
    two = Edition.from_clauses({"source": "toy.ja", "clauses": [{"id": "c1", "marker": "", "text":
        "二人ならリザーブカードを選ぶことができます。だからカードの上にはトークン2枚があるかもしれません。"}]})
    assert problems("二人ならリザーブカードを選ぶことができます。", two) == []
    assert problems("だからカードの上にはトークン2枚があるかもしれません。", two) == []


def test_short_quotes_and_whole_rows():
    assert any("5 characters long" in p for p in problems("5人プレイ"))
    assert problems("5人プレイ4個") == []  # a whole row with its count stands alone
    assert problems("内容物") == []  # so does a whole heading
    assert any("2 characters long" in p for p in problems("内容"))
    assert any("7 characters long" in p for p in problems("只要拿一張時,", ZH, "zh-Hant"))


def test_chinese_quote_cut_before_a_bound_particle():
    [p] = problems("如果有多名騎士,則由觸發紅龍", ZH, "zh-Hant")
    assert "bound particle '的'" in p
    [p] = problems("的玩家決定捕獲對象,紅龍一次僅會捕捉一名騎士", ZH, "zh-Hant")
    assert "starts with the bound particle '的'" in p


@pytest.mark.parametrize("text,lang,neg", [
    ("後退はできません。", "ja", True),
    ("表になったカード1枚を取らなければなりません。", "ja", False),  # obligation, not negation
    ("捕らえたかどうかにかかわらず移動させます。", "ja", False),
    ("ボーナスカードの分配を行ないます。", "ja", False),
    ("騎士棋不能後退。", "zh-Hant", True),
    ("賄賂為1張黃金卡(面額不拘)。", "zh-Hant", False),
])
def test_polarity_cues(text, lang, neg):
    assert negative(text, lang) is neg


def test_quote_that_says_the_opposite_of_its_sentence():
    msg = polarity_problem("騎士コマはドラゴンの巣から戻ることができます。",
                           ["騎士コマはドラゴンの巣から戻ることができません"], "ja")
    assert msg and "its quotes are negated and the statement is not" in msg
    # a negated sentence the quote does not overlap is another sentence's business
    assert polarity_problem("騎士コマは前進します。後退はできません。",
                            ["騎士コマは必ず前進しなければなりません"], "ja") is None
    # one sentence merging two of the document's: one negated quote is enough to support it
    assert polarity_problem("トラックはそれ以上は動かず、ゲーム終了までそこに残ります。",
                            ["トラックはそれ以上移動することはありません。",
                             "ゲーム終了までその位置に居続けます。"], "ja") is None
    msg = polarity_problem("騎士棋不能後退。", ["騎士棋可以後退"], "zh-Hant")
    assert msg and "the statement is negated and its quotes are not" in msg


GLOSSARY = [
    {"id": "tile_stack", "games": ["toy"], "zh-Hant": [{"term": "板塊堆", "status": "preferred"},
                                                      {"term": "牌堆", "status": "deprecated"}]},
    {"id": "draw_pile", "games": ["other"], "zh-Hant": [{"term": "牌堆", "status": "preferred"}]},
]


def test_deprecated_terms_and_jargon_in_player_texts():
    found = wording_findings([(("rules", 0, "text", "zh-Hant"), "把板塊放在牌堆上。"),
                              (("rules", 1, "text", "zh-Hant"), "日文版寫「牌堆」。"),  # quoting a document
                              (("setup", 0, "text", "ja"), "席0のプレイヤーから始めます。"),
                              (("setup", 0, "text", "en"), "The first player starts.")], GLOSSARY, "toy")
    assert [(p[0], p[1]) for p, _ in found] == [("setup", 0), ("rules", 0)]
    assert "expected '板塊堆'" in found[1][1] and "engine jargon '席0'" in found[0][1]


def test_nature_defaults_from_kind_and_readings():
    assert nature_of({"kind": "conflict"}) == "disagree"
    assert nature_of({"kind": "gap", "readings": {"ja": {"silent": True}, "zh-Hant": {"silent": True},
                                                  "assumed-1": {"cites": {}}}}) == "both-silent"
    assert nature_of({"kind": "gap", "readings": {"ja": {"silent": True}, "zh-Hant": {"cites": {}}}}) \
        == "one-edition"
    assert nature_of({"kind": "conflict", "nature": "withdrawn"}) == "withdrawn"


def test_players_a_finding_concerns():
    spec = {"game": {"players": {"min": 2, "max": 5}}, "rules": [{"id": "two.moves", "kind": "two-player"},
                                                                   {"id": "move", "kind": "movement"}]}
    assert players_of({"rule": "two.moves"}, spec) == [2]
    assert players_of({"rule": "move"}, spec) == [2, 3, 4, 5]
    assert players_of({"rule": "move", "players": [5, 2]}, spec) == [2, 5]


def test_register_order_groups_then_effect():
    rows = [{"players": 2, "default": True, "length": {"mean": 100}},
            {"players": 2, "default": False, "length": {"mean": 130}}]
    assert effect(rows) == pytest.approx(0.3)
    findings = [{"nature": "wording", "option": None}, {"nature": "disagree", "option": None},
                {"nature": "disagree", "option": {"name": "x"}, "effect": 0.1},
                {"nature": "disagree", "option": {"name": "y"}, "effect": 0.3}]
    order = sorted(range(4), key=lambda i: rank_key(findings[i], i))
    assert order == [3, 2, 1, 0]


def test_intervals():
    lo, hi = wilson(0, 200)
    assert lo == 0.0 and 0.0 < hi < 0.02  # Wilson never gives an empty interval at 0 %
    lo, hi = wilson(100, 200)
    assert lo == pytest.approx(0.4313, abs=1e-3) and hi == pytest.approx(0.5687, abs=1e-3)
    lo, hi = mean_interval(140.0, 20.0, 200)
    assert hi - lo == pytest.approx(2 * 1.959964 * 20 / math.sqrt(200))
