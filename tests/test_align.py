"""`rulestone align`: the aligner recovers known mappings, the outputs keep their contracts."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml

from extract.align import Glossary, Params, align, align_documents, fold_hanzi, guess_lang, to_tmx
from extract.normalise import fold
from rulestone.schemas import errors as schema_errors

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def doc(source: str, texts: list[str | tuple[str, str]]) -> dict[str, Any]:
    """A minimal clauses document; a (kind, text) tuple sets the kind (default rule)."""
    clauses = []
    for i, t in enumerate(texts, 1):
        kind, text = t if isinstance(t, tuple) else ("rule", t)
        clauses.append({"id": f"s1-{i}", "section": "s1", "kind": kind, "marker": "", "text": text})
    return {"source": source, "clauses": clauses}


def check_partition(result: dict[str, Any], a: dict[str, Any], b: dict[str, Any]) -> None:
    """Every clause id appears exactly once, pairs in A order, and the schema holds."""
    assert schema_errors(result, "alignment") == []
    for side, d in (("a", a), ("b", b)):
        seen = [i for p in result["pairs"] for i in p[side]] + result["unmatched"][side]
        assert sorted(seen) == sorted(c["id"] for c in d["clauses"])
    order = {c["id"]: n for n, c in enumerate(a["clauses"])}
    firsts = [order[p["a"][0]] for p in result["pairs"]]
    assert firsts == sorted(firsts)


# --- synthetic second editions: language-independent, guards against fitting one document ---------


def second_edition(units: list[dict[str, Any]], seed: int, to_simplified: bool):
    """Drop, merge, split and move a few clauses; return the new texts and, for every old clause,
    the indices of the new clauses that carry its text (empty when dropped)."""
    rng = random.Random(seed)
    new: list[str] = []
    origin: dict[int, list[int]] = {}
    i = 0
    while i < len(units):
        text = units[i]["text"]
        r = rng.random()
        if r < 0.06:  # dropped
            origin[i] = []
            i += 1
        elif r < 0.12 and i + 1 < len(units):  # merged with the next clause
            origin[i] = origin[i + 1] = [len(new)]
            new.append(text + units[i + 1]["text"])
            i += 2
        elif r < 0.18 and len(text) >= 16:  # split in two at a punctuation mark near the middle
            cuts = [m.end() for m in re.finditer(r"[,.;、。,]", text) if 0.25 < m.end() / len(text) < 0.75]
            cut = cuts[0] if cuts else len(text) // 2
            origin[i] = [len(new), len(new) + 1]
            new.extend([text[:cut], text[cut:]])
            i += 1
        else:  # kept, lightly revised: a few characters deleted (a new edition rewords)
            origin[i] = [len(new)]
            new.append("".join(ch for ch in text if rng.random() > 0.1))
            i += 1
    # move a block of 8 clauses from the first third to the end (translations reorder sections)
    start = len(new) // 6
    block = list(range(start, start + 8))
    order = [k for k in range(len(new)) if k not in block] + block
    where = {old: pos for pos, old in enumerate(order)}
    texts = [new[k] for k in order]
    if to_simplified:
        texts = [fold_hanzi(t, "zh-Hant") for t in texts]
    return texts, {k: [where[x] for x in v] for k, v in origin.items()}


@pytest.mark.parametrize("source,seed,simplify", [
    ("emerald.zh-Hant", 1, True),
    ("emerald.zh-Hant", 2, False),
    ("dragon_keeper.ja", 3, False),
    ("emporium.ja", 4, False),
])
def test_synthetic_second_edition_is_recovered(extracted, source, seed, simplify):
    original = extracted[source]
    units = original["clauses"]
    texts, origin = second_edition(units, seed, simplify)
    edited = doc(source + ".edited", texts)
    lang = "ja" if source.endswith(".ja") else "zh-Hant"
    result = align_documents(original, edited, lang, "zh-Hans" if simplify else lang)
    check_partition(result, original, edited)
    new_ids = [c["id"] for c in edited["clauses"]]
    links = {(x, y) for p in result["pairs"] for x in p["a"] for y in p["b"]}
    # judge clauses that say something distinctive (not "--" or a lone number repeated elsewhere)
    counts: dict[str, int] = {}
    for u in units:
        counts[fold(u["text"])] = counts.get(fold(u["text"]), 0) + 1
    judged = [i for i, u in enumerate(units) if len(fold(u["text"])) >= 6 and counts[fold(u["text"])] == 1]
    kept = [i for i in judged if origin[i]]
    found = sum(any((units[i]["id"], new_ids[k]) in links for k in origin[i]) for i in kept)
    print(f"{source}: recall {found}/{len(kept)}")
    assert found / len(kept) >= 0.9, f"recall {found}/{len(kept)}"
    judged_links = [(x, y) for x, y in links if x in {units[i]["id"] for i in judged}]
    truth = {(units[i]["id"], new_ids[k]) for i in judged for k in origin[i]}
    precision = sum(link in truth for link in judged_links) / len(judged_links)
    print(f"{source}: precision {precision:.2f}")
    assert precision >= 0.9, f"precision {precision:.2f}"
    dropped = [units[i]["id"] for i in judged if not origin[i]]
    wrongly = [i for i in dropped if i not in result["unmatched"]["a"]]
    assert len(wrongly) <= len(dropped) // 3, f"dropped clauses matched anyway: {wrongly}"


# --- scoring signals -------------------------------------------------------------------------------


def test_opencc_folds_japanese_and_chinese_forms():
    assert fold_hanzi("竜の宝", "ja")[0] == fold_hanzi("龍", "zh-Hant") == fold_hanzi("龙", "zh-Hans")
    assert fold_hanzi("黄金", "ja") == fold_hanzi("黃金", "zh-Hant")
    assert guess_lang(["プレイヤーは竜を動かします。"]) == "ja"
    assert guess_lang(["玩家移動紅龍與騎士棋"]) == "zh-Hant"
    assert guess_lang(["玩家移动红龙与骑士棋"]) == "zh-Hans"


def test_folded_hanzi_numbers_and_order_align_across_languages():
    a = doc("x.ja", [("heading", "準備"), "竜を盤の中央に置きます。", "各プレイヤーは宝石を3個受け取ります。",
                     "黄色の駒は使いません。", ("heading", "得点"), "宝石1個は2点です。"])
    b = doc("x.zh-Hant", [("heading", "準備"), "將龍放在圖板中央", "每位玩家拿3個寶石",
                          "這一行沒有對應", "黃色的棋子不使用", ("heading", "得分"), "每個寶石2分"])
    result = align_documents(a, b, "ja", "zh-Hant")
    check_partition(result, a, b)
    pairs = {(p["a"][0], p["b"][0]) for p in result["pairs"]}
    assert {("s1-1", "s1-1"), ("s1-2", "s1-2"), ("s1-3", "s1-3"), ("s1-4", "s1-5"), ("s1-6", "s1-7")} <= pairs
    assert "s1-4" in result["unmatched"]["b"]


def test_a_lone_clause_on_each_side_between_two_pairs_is_one_more_pair():
    """`嵐カードを引いた場合…` / `抽到暴風卡時…` share no feature the aligner reads (嵐/暴風, 捨て札/棄),
    but they stand alone between the same two pairs of counterparts: one more pair (fill_gaps).
    A clause alone on one side only stays unmatched."""
    a = doc("r.ja", ["各プレイヤーは金貨を10枚受け取ります。",
                     "嵐カードを引いた場合、そのカードは直ちに捨て札にします。",
                     "金貨が最も多いプレイヤーが勝利します。", "黄色の駒は使いません。"])
    b = doc("r.zh-Hant", ["每位玩家拿取金幣10枚。", "抽到暴風卡時,立即將該卡棄掉。", "金幣最多的玩家獲勝。"])
    result = align_documents(a, b, "ja", "zh-Hant", params=Params(lexicon=False))
    pairs = [(p["a"], p["b"]) for p in result["pairs"]]
    assert (["s1-2"], ["s1-2"]) in pairs and (["s1-3"], ["s1-3"]) in pairs
    assert result["unmatched"]["a"] == ["s1-4"]
    without = align_documents(a, b, "ja", "zh-Hant", params=Params(lexicon=False, fill_gaps=False))
    assert "s1-2" in without["unmatched"]["a"] and "s1-2" in without["unmatched"]["b"]


def test_a_clause_left_over_takes_its_counterpart_from_a_weaker_holder():
    """An edition that reorders clauses within a section: the monotone pass gave `宝石カード:1枚1
    ゴールド`'s counterpart to a neighbour that shares little with it. The clause left over takes
    it (_steal); a holder that translates it about as well keeps it."""
    from extract.align import Bead, _Scorer, _steal, features

    units_a = [{"text": "このボーナスカードの価値は4ゴールドです。"}, {"text": "宝石カード:1枚1ゴールド"}]
    units_b = [{"text": "寶石卡:每張1金"}]
    params = Params(lexicon=False)
    raw_a = [features(u["text"], "ja", None, "zh-Hant") for u in units_a]
    raw_b = [features(u["text"], "zh-Hant", None, "ja") for u in units_b]
    scorer = _Scorer(units_a, units_b, raw_a, raw_b, params)
    held = [Bead((0,), (0,), scorer._score([0], [0]))]
    assert _steal(scorer, list(held), 2, 1, params) == [Bead((1,), (0,), scorer._score([1], [0]))]
    assert _steal(scorer, list(held), 2, 1, replace(params, steal_margin=1.0)) == held


def test_a_summary_line_is_not_paired_with_a_leftover_it_does_not_restate():
    """`金幣最多的玩家獲勝。` opens the translation (a summary) and restates the winning rule, which has
    its own counterpart; the leftover gem rule is no translation of it, though it shares 最多 and
    玩家 (_restates: an out-of-order pair of leftovers where one clause matches a paired clause
    clearly better)."""
    a = doc("w.ja", ["各プレイヤーは金貨を10枚受け取ります。",
                     "宝石が最も多いプレイヤーは手番の最後にカードを1枚得ます。",
                     "ゲーム終了時、金貨が最も多いプレイヤーが勝利します。"])
    b = doc("w.zh-Hant", ["金幣最多的玩家獲勝。", "每位玩家拿取金幣10枚。",
                          "遊戲結束時,金幣最多的玩家獲勝。"])
    result = align_documents(a, b, "ja", "zh-Hant", params=Params(lexicon=False))
    assert result["unmatched"] == {"a": ["s1-2"], "b": ["s1-1"]}
    without = align_documents(a, b, "ja", "zh-Hant", params=Params(lexicon=False, restated=None))
    assert (["s1-2"], ["s1-1"]) in [(p["a"], p["b"]) for p in without["pairs"]]


def test_a_paragraph_set_out_as_many_steps_is_one_pair():
    """One edition's setup paragraph, the other's six numbered steps: more clauses than a bead
    shape holds (1-3), so the steps beyond join the bead they stand next to (grow); the rule after
    them keeps its own pair."""
    a = doc("s.ja", ["盤を中央に置きます。港タイルを5枚ずつ3つの山に分けます。各プレイヤーは船コマを2個と"
                     "金貨を10枚受け取ります。商品カードを6枚ずつ配ります。残りの金貨は銀行に置きます。"
                     "最年長のプレイヤーが最初の手番を行います。",
                     "手番では船を川に沿って3マスまで動かします。"])
    b = doc("s.zh-Hant", ["把圖板放在中央。", "港口板塊分成3疊,每疊5張。", "每位玩家拿2個船和10枚金幣。",
                          "每人發6張商品卡。", "剩下的金幣放在銀行。", "年紀最大的玩家先開始。",
                          "回合中沿著河流把船移動最多3格。"])
    result = align_documents(a, b, "ja", "zh-Hant", params=Params(lexicon=False))
    pairs = [(p["a"], p["b"]) for p in result["pairs"]]
    assert (["s1-1"], [f"s1-{k}" for k in range(1, 7)]) in pairs and (["s1-2"], ["s1-7"]) in pairs
    without = align_documents(a, b, "ja", "zh-Hant", params=Params(lexicon=False, grow=False))["pairs"]
    assert max(len(p["b"]) for p in without) <= 3


def test_glossary_concepts_link_what_shares_no_character():
    a = doc("g.ja", ["ゴールドカードを受け取ります。", "サイコロを振ります。"])
    b = doc("g.zh-Hant", ["拿黃金卡", "擲遊戲骰"])
    without = align_documents(a, b, "ja", "zh-Hant", params=Params(lexicon=False))
    assert without["pairs"] == []
    glossary = Glossary({"concepts": [
        {"id": "gold-card", "ja": [{"term": "ゴールドカード"}], "zh-Hant": [{"term": "黃金卡"}]},
        {"id": "die", "ja": [{"term": "サイコロ"}], "zh-Hant": [{"term": "遊戲骰", "status": "preferred"}]},
    ]})
    with_glossary = align_documents(a, b, "ja", "zh-Hant", glossary, Params(lexicon=False))
    assert [(p["a"], p["b"]) for p in with_glossary["pairs"]] == [(["s1-1"], ["s1-1"]), (["s1-2"], ["s1-2"])]


def test_dictionary_lexicon_links_loanwords_when_installed():
    from extract import lexicon

    if not lexicon.load():
        pytest.skip("no JMdict/CC-CEDICT packages (pip install '.[lexicon]')")
    a = doc("g.ja", ["ゴールドカードを受け取ります。", "ドラゴンを動かします。"])
    b = doc("g.zh-Hant", ["拿黃金卡", "移動紅龍"])
    pairs = [(p["a"], p["b"]) for p in align_documents(a, b, "ja", "zh-Hant")["pairs"]]  # (no glossary)
    assert (["s1-1"], ["s1-1"]) in pairs and (["s1-2"], ["s1-2"]) in pairs


def test_one_to_two_when_an_edition_splits_a_sentence():
    a = doc("m.zh-Hant", ["玩家每回合可移動1到2名騎士,騎士移動的步數等於所在格內的騎士數量",
                          "遊戲結束時計算分數"])
    b = doc("m.zh-Hans", ["玩家每回合可移动1到2名骑士", "骑士移动的步数等于所在格内的骑士数量",
                          "游戏结束时计算分数"])
    result = align_documents(a, b, "zh-Hant", "zh-Hans")
    assert [(p["a"], p["b"]) for p in result["pairs"]] == [(["s1-1"], ["s1-1", "s1-2"]), (["s1-2"], ["s1-3"])]


def test_bad_glossary_names_what_was_expected():
    from extract.errors import InputError

    with pytest.raises(InputError, match="concepts"):
        Glossary({"terms": []}, "rulespecs/glossary.yaml")
    with pytest.raises(InputError, match=r"concepts\[0\]\.ja\[0\]"):
        Glossary({"concepts": [{"id": "x", "ja": [{"status": "preferred"}]}]}, "g.yaml")


# --- TMX ---------------------------------------------------------------------------------------------


def test_tmx_is_well_formed_and_escapes_text():
    a = doc("t.ja", ["騎士<b>&\"コマ\"</b>を3個置きます。", "宝石を1枚取ります。"])
    b = doc("t.zh-Hant", ["放3個騎士<b>&\"棋\"</b>", "拿1張寶石"])
    result = align_documents(a, b, "ja", "zh-Hant")
    root = ET.fromstring(to_tmx(result, a, b, "ja", "zh-Hant", "0.1.0"))
    assert root.tag == "tmx" and root.get("version") == "1.4"
    header = root.find("header")
    assert header is not None and header.get("srclang") == "ja" and header.get("datatype") == "plaintext"
    tus = root.findall("body/tu")
    assert len(tus) == len(result["pairs"]) == 2
    first = {tuv.get(XML_LANG): tuv.findtext("seg") for tuv in tus[0].findall("tuv")}
    assert first == {"ja": a["clauses"][0]["text"], "zh-Hant": b["clauses"][0]["text"]}


# --- the command ---------------------------------------------------------------------------------------


def run_cli(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rulestone", "align", *args], cwd=cwd,
                          capture_output=True, text=True)


def test_cli_json_tmx_and_table(tmp_path: Path):
    a = doc("cli.ja", ["竜を盤の中央に置きます。", "各プレイヤーは宝石を3個受け取ります。"])
    b = doc("cli.zh-Hant", ["將龍放在圖板中央", "每位玩家拿3個寶石"])
    fa, fb = tmp_path / "a.yaml", tmp_path / "b.yaml"
    fa.write_text(yaml.safe_dump(a, allow_unicode=True), encoding="utf-8")
    fb.write_text(yaml.safe_dump(b, allow_unicode=True), encoding="utf-8")
    r = run_cli([str(fa), str(fb), "--json", "--no-glossary", "--tmx", str(tmp_path / "out.tmx")], tmp_path)
    assert r.returncode == 0, r.stderr
    result = json.loads(r.stdout)
    assert result["a"] == "cli.ja" and result["b"] == "cli.zh-Hant"
    check_partition(result, a, b)
    assert len(ET.parse(tmp_path / "out.tmx").getroot().findall("body/tu")) == len(result["pairs"]) == 2
    again = run_cli([str(fa), str(fb), "--json", "--no-glossary"], tmp_path)
    assert again.stdout == r.stdout  # deterministic
    table = run_cli([str(fa), str(fb), "--no-glossary"], tmp_path)
    assert table.returncode == 0 and "s1-2" in table.stdout and "2 pairs" in table.stdout


@pytest.mark.parametrize("content,expect", [
    (None, "no such file"),
    ("clauses: [1, 2\n", "yaml syntax error"),
    ("source: x\nsections: []\n", "expected a clauses document"),
    ("clauses:\n  - {id: s1-1}\n", "clauses[0]"),
])
def test_cli_bad_input_exit_2(tmp_path: Path, content, expect):
    bad = tmp_path / "bad.yaml"
    if content is not None:
        bad.write_text(content, encoding="utf-8")
    good = tmp_path / "good.yaml"
    good.write_text(yaml.safe_dump(doc("g", ["x"])), encoding="utf-8")
    r = run_cli([str(bad), str(good), "--tmx", str(tmp_path / "out.tmx")], tmp_path)
    assert r.returncode == 2, r.stderr
    assert str(bad) in r.stderr and expect in r.stderr.lower() and "Traceback" not in r.stderr
    assert not (tmp_path / "out.tmx").exists()


def test_cli_unknown_source_id(tmp_path: Path):
    r = run_cli(["no-such-source", "other"], tmp_path)
    assert r.returncode == 2 and "no-such-source" in r.stderr and "not a source id" in r.stderr


# --- the real pair: emerald.ja vs emerald.zh-Hant against a hand-made gold sample --------------------------


def gold_scores(result: dict[str, Any], doc_a: dict[str, Any], doc_b: dict[str, Any], gold: dict[str, Any]):
    """(recall, precision, misses). Recall: gold pairs whose clauses share a bead. Precision: of the
    links the aligner made from or to a gold clause, the share the gold sample agrees with."""
    def find(d: dict[str, Any], snippet: str) -> set[str]:
        return {c["id"] for c in d["clauses"] if fold(snippet) in fold(c["text"])}

    links = {(x, y) for p in result["pairs"] for x in p["a"] for y in p["b"]}
    gold_links: set[tuple[str, str]] = set()
    gold_a: set[str] = set()
    gold_b: set[str] = set()
    misses = []
    for pair in gold["pairs"]:
        ids_a = find(doc_a, pair["a"])
        ids_b = set().union(*(find(doc_b, s) for s in pair["b"]))
        assert ids_a and ids_b, f"gold snippet not found in the extracted clauses: {pair}"
        gold_links |= {(x, y) for x in ids_a for y in ids_b}
        gold_a |= ids_a
        gold_b |= ids_b
        if not any((x, y) in links for x in ids_a for y in ids_b):
            misses.append(pair["a"])
    judged = [link for link in links if link[0] in gold_a or link[1] in gold_b]
    recall = 1 - len(misses) / len(gold["pairs"])
    precision = sum(link in gold_links for link in judged) / max(1, len(judged))
    return recall, precision, misses


def test_emerald_gold_sample(extracted, root: Path):
    gold = yaml.safe_load((root / "tests/data/align_gold_emerald.yaml").read_text(encoding="utf-8"))
    gpath = root / "rulespecs" / "glossary.yaml"
    glossary = Glossary(yaml.safe_load(gpath.read_text(encoding="utf-8"))) if gpath.is_file() else None
    doc_a, doc_b = extracted[gold["source_a"]], extracted[gold["source_b"]]
    result = align_documents(doc_a, doc_b, "ja", "zh-Hant", glossary)
    check_partition(result, doc_a, doc_b)
    recall, precision, misses = gold_scores(result, doc_a, doc_b, gold)
    print(f"emerald gold: recall {recall:.2f} precision {precision:.2f} glossary={glossary is not None}")
    if glossary is None:
        pytest.skip(f"no rulespecs/glossary.yaml (recall without it {recall:.2f})")
    # The target for held-out pairs is 0.8 (reached today: 0.80); the floor leaves room for the
    # extractors, still changing, to move clause boundaries. Precision is a lower bound: the sample
    # lists only the counterparts its author saw, and merged beads add links to the neighbours.
    assert recall >= 0.7, f"recall {recall:.2f}; missed: {misses}"
    assert precision >= 0.5, f"precision {precision:.2f}"


def test_lexicon_is_learned_without_a_glossary():
    """Words the other edition never uses are paired by how they co-occur in confident beads."""
    from extract.align import Params, align_units, induce_lexicon

    ja = ["ドラゴンは洞窟の中を3マス移動します。", "騎士が3人いる時、ドラゴンは騎士を捕獲します。",
          "黄金を1枚得た騎士は手番を終了します。", "ドラゴンは洞窟の外に出ません。",
          "騎士は黄金を2枚まで持てます。", "ドラゴンが騎士を捕獲したら黄金を1枚払います。"]
    zh = ["龍在洞窟內移動3格", "騎士有3人時,龍捕獲騎士", "得到1張黃金的騎士結束回合",
          "龍不會離開洞窟", "騎士最多持有2張黃金", "龍捕獲騎士時支付1張黃金"]
    units_a = [{"text": t} for t in ja]
    units_b = [{"text": t} for t in zh]
    params = Params(induce_min_count=2)
    first = align_units(units_a, units_b, "ja", "zh-Hant", None, Params(induce=False))
    lexicon = induce_lexicon(units_a, units_b, "ja", "zh-Hant", first.beads, params)
    assert ("ドラゴン", "龙") in lexicon  # compared in the folded (simplified) script
    result = align_units(units_a, units_b, "ja", "zh-Hant", None, params)
    assert [(bd.a, bd.b) for bd in result.beads] == [((i,), (i,)) for i in range(6)]


# --- issue 14: texts and calibrated scores in --json, TMX in the original text ------------------------


def test_pairs_carry_texts_and_scores_in_unit_interval():
    a = doc("t.ja", ["竜を盤の中央に置きます。", "各プレイヤーは宝石を3個受け取ります。", "山札を混ぜます。"])
    b = doc("t.zh-Hant", ["將龍放在圖板中央", "每位玩家拿3個寶石"])
    result = align_documents(a, b, "ja", "zh-Hant")
    assert result["pairs"]
    for p in result["pairs"]:
        assert 0.0 <= p["score"] <= 1.0
        assert p["text_a"] == "".join(c["text"] for c in a["clauses"] if c["id"] in p["a"])
        assert p["text_b"] == "".join(c["text"] for c in b["clauses"] if c["id"] in p["b"])
    assert align(a, b, "ja", "zh-Hant") == result["pairs"]


def test_tmx_writes_original_text_and_leaves_out_weak_pairs():
    a = doc("t.ja", ["騎士コマを３個置きます。", "宝石を１枚取ります。"])
    b = doc("t.zh-Hant", ["放3個騎士", "拿1張寶石"])
    a["clauses"][0]["raw"] = "・ 騎士コマを３個\n置きます。"  # as printed: full-width digits, a line break
    result = align_documents(a, b, "ja", "zh-Hant")
    root = ET.fromstring(to_tmx(result, a, b, "ja", "zh-Hant", "0"))
    segs = [tuv.findtext("seg") for tuv in root.iter("tuv") if tuv.get(XML_LANG) == "ja"]
    assert "・ 騎士コマを３個置きます。" in segs
    top = max(p["score"] for p in result["pairs"])
    kept = ET.fromstring(to_tmx(result, a, b, "ja", "zh-Hant", "0", min_score=top))
    assert len(kept.findall("body/tu")) == sum(p["score"] >= top for p in result["pairs"]) >= 1
    none = ET.fromstring(to_tmx(result, a, b, "ja", "zh-Hant", "0", min_score=1.01))
    assert none.findall("body/tu") == []


# --- issue 14: synthetic second editions with reordered sections (tests/editiongen.py) ----------------
# Constants were tuned on seeds 0-4 (bench/align.py); these seeds were not looked at while tuning.

sys.path.insert(0, str(Path(__file__).resolve().parent))


def test_a_bead_of_middling_score_grows_over_the_steps_next_to_it():
    """Without a glossary or dictionary, a long paragraph and the first steps it is set out in
    score in the middle (0.3-0.5: few shared characters); the steps next to them still join when
    the bead keeps its score (grow_bead 0.3; only 0.5 and above grew before)."""
    from extract.align import Bead, _grow, _Scorer, features

    units_a = [{"text": "盤を中央に置きます。港タイルを5枚ずつ3つの山に分けます。"
                        "商品カードを6枚ずつ配ります。"}]
    units_b = [{"text": t} for t in ("把圖板放在中央。", "港口板塊分成3疊,每疊5張。", "每人發6張商品卡。")]
    params = Params(lexicon=False)
    raw_a = [features(u["text"], "ja", None, "zh-Hant") for u in units_a]
    raw_b = [features(u["text"], "zh-Hant", None, "ja") for u in units_b]
    scorer = _Scorer(units_a, units_b, raw_a, raw_b, params)
    assert scorer._score([0], [0, 1, 2]) >= scorer._score([0], [0, 1])
    bead = [Bead((0,), (0, 1), 0.4)]  # scored as without a lexicon
    assert _grow(scorer, list(bead), 1, 3, params)[0].b == (0, 1, 2)
    assert _grow(scorer, list(bead), 1, 3, replace(params, grow_bead=0.5)) == bead


@pytest.mark.parametrize("source", ["emerald.ja", "emerald.zh-Hant", "dragon_keeper.ja", "emporium.ja",
                                    "el_dorado.ja"])
def test_reordered_second_editions_are_recovered(extracted, source):
    import editiongen

    other = extracted["emporium.ja" if source != "emporium.ja" else "el_dorado.ja"]
    lang = "zh-Hant" if source.endswith("zh-Hant") else "ja"
    recall = precision = 0.0
    seeds = (7, 8, 9)
    for seed in seeds:
        simplify = lang == "zh-Hant" and seed % 2 == 0
        ed = editiongen.make(extracted[source], seed, other, simplify=simplify)
        result = align_documents(extracted[source], ed.doc, lang, "zh-Hans" if simplify else lang)
        check_partition(result, extracted[source], ed.doc)
        r, p, _ = editiongen.score(result, extracted[source], ed)
        recall, precision = recall + r / len(seeds), precision + p / len(seeds)
    print(f"{source}: recall {recall:.3f} precision {precision:.3f}")
    assert recall >= 0.85 and precision >= 0.88, (recall, precision)


@pytest.mark.parametrize("source", ["dragon_keeper.ja", "el_dorado.ja"])
def test_reordered_editions_in_another_language_are_recovered(extracted, root: Path, source):
    """A pseudo-Chinese second edition (editiongen.pseudo_chinese: termbase terms in zh-Hant,
    kanji as traditional hanzi, kana gone), reordered, merged, split: aligned across languages."""
    import editiongen

    data = yaml.safe_load((root / "rulespecs" / "glossary.yaml").read_text(encoding="utf-8"))
    terms = editiongen.terms_ja_zh(data)
    assert terms
    recall = precision = 0.0
    seeds = (7, 8, 9)
    for seed in seeds:
        ed = editiongen.make(extracted[source], seed, extracted["emporium.ja"], translate=terms)
        assert not any("\u3041" <= ch <= "\u30ff" for c in ed.doc["clauses"] for ch in c["text"])
        result = align_documents(extracted[source], ed.doc, "ja", "zh-Hant", Glossary(data))
        check_partition(result, extracted[source], ed.doc)
        r, p, _ = editiongen.score(result, extracted[source], ed)
        recall, precision = recall + r / len(seeds), precision + p / len(seeds)
    print(f"{source}->zh: recall {recall:.3f} precision {precision:.3f}")
    assert recall >= 0.85 and precision >= 0.9, (recall, precision)


def test_sections_are_matched_in_any_order():
    """An edition that puts its last section first: the clauses of that section still find their
    counterparts although the monotone pass runs the other way."""
    a_texts = [("heading", "準備"), "竜を盤の中央に置きます。", "宝石を3個ずつ配ります。",
               ("heading", "手番"), "騎士を1マスか2マス動かします。", "金貨を1枚取ります。",
               ("heading", "終了"), "最後の宝が取られたら終わります。", "金貨の多い人が勝ちます。"]
    b_texts = [("heading", "終了"), "最後的寶被拿走時結束。", "金幣多的人獲勝。",
               ("heading", "準備"), "將龍放在圖板中央。", "每人發3個寶石。",
               ("heading", "手番"), "騎士移動1格或2格。", "拿1枚金幣。"]
    a, b = doc("a.ja", a_texts), doc("b.zh-Hant", b_texts)
    for d in (a, b):  # three sections each
        sec = 0
        for c in d["clauses"]:
            sec += c["kind"] == "heading"
            c["section"] = f"s{sec}"
    result = align_documents(a, b, "ja", "zh-Hant")
    links = {(x, y) for p in result["pairs"] for x in p["a"] for y in p["b"]}
    assert ("s1-8", "s1-2") in links and ("s1-9", "s1-3") in links  # the moved section
    assert ("s1-2", "s1-5") in links  # and one that stayed


def sections_doc(source: str, sections: list[tuple[str, list[tuple[str, str]]]]) -> dict[str, Any]:
    """A clauses document with named sections of (kind, text) clauses."""
    return {"source": source, "clauses": [
        {"id": f"{s}-{i}", "section": s, "kind": kind, "marker": "", "text": t}
        for s, texts in sections for i, (kind, t) in enumerate(texts)]}


def test_a_clause_left_between_neighbouring_pairs_is_not_paired_far_away_on_weak_evidence():
    """A setup clause the other edition dropped (its neighbours' counterparts are neighbours) shares
    a word with a tie-break rule of another section: a weak match out of order is a guess, so it
    stays unmatched (sandwich); without the rule the section pass pairs them."""
    a = sections_doc("a", [
        ("s1", [("heading", "遊戲準備"), ("rule", "每位玩家拿取金幣十枚放在面前。"),
                ("rule", "黃色的棋子不使用,放回盒中。"), ("rule", "玩家用任何方式決定起始玩家。")]),
        ("s2", [("heading", "遊戲結束"), ("rule", "當寶藏卡被拿完時遊戲立即結束。"),
                ("rule", "金幣最多的玩家獲勝。")])])
    b = sections_doc("b", [
        ("t1", [("heading", "遊戲準備"), ("rule", "每位玩家拿取金幣十枚放在面前。"),
                ("rule", "玩家用任何方式決定起始玩家。")]),
        ("t2", [("heading", "遊戲結束"),
                ("rule", "平手時,比較各人持有的寶石卡片數量,黃者優先,再比較誰年紀最小。"),
                ("rule", "當寶藏卡被拿完時遊戲立即結束。"), ("rule", "金幣最多的玩家獲勝。")])])
    result = align_documents(a, b, "zh-Hant", "zh-Hant")
    assert result["unmatched"] == {"a": ["s1-2"], "b": ["t2-1"]}
    without = align_documents(a, b, "zh-Hant", "zh-Hant", params=Params(sandwich=False))
    assert (["s1-2"], ["t2-1"]) in [(p["a"], p["b"]) for p in without["pairs"]]


def test_a_counterpart_sections_neighbours_lend_only_their_clauses_next_to_it():
    """With near_edge, the section pass aligns a section with its counterpart and, for clauses near
    a boundary, the neighbours' clauses next to that boundary, not the neighbours' middles."""
    from extract.align import _Scorer, _section_pairs, clause_units, features

    topics = ["金幣寶石交換", "紅龍洞窟移動", "遊戲結束計分"]
    sections = [(f"s{k}", [("rule", f"{t}第{n}條規則說明{t[n % 4]}。") for n in range(6)])
                for k, t in enumerate(topics)]
    units = clause_units(sections_doc("a", sections))
    raw = [features(u["text"], "zh-Hant", None, "zh-Hant") for u in units]
    ids = [u["id"] for u in units]

    def block_of(params: Params, section: str) -> list[str]:
        scorer = _Scorer(units, units, raw, raw, params)
        blocks = _section_pairs(scorer, params)
        return next([ids[j] for j in jb] for ia, jb in blocks if ids[ia[0]].startswith(section + "-"))

    edges = ["s0-4", "s0-5", *(f"s1-{n}" for n in range(6)), "s2-0", "s2-1"]
    assert block_of(Params(near_edge=2), "s1") == edges
    assert len(block_of(Params(), "s1")) == 18  # the default: whole neighbours
