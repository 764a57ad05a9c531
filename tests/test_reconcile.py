"""rulestone reconcile: quantities, polarity, the findings of a pair, the JSON schema, XLIFF 2.0,
and the links to a spec's discrepancy register."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from rulestone.reconcile import polarity as pol
from rulestone.reconcile import quantities as qty
from rulestone.reconcile.detect import reconcile
from rulestone.reconcile.links import link
from rulestone.reconcile.xliff import NS, to_xliff

ROOT = Path(__file__).resolve().parent.parent


def test_quantities_read_every_notation() -> None:
    assert qty.quantities("騎士を３個以上")[0].interval == (3, float("inf"))
    assert qty.quantities("三枚")[0].interval == (3, 3)
    assert qty.quantities("不到5張")[0].interval == (float("-inf"), 4)
    assert qty.quantities("至少2張")[0].op == ">="
    assert qty.quantities("2〜5人")[0].interval == (2, 5)
    assert qty.quantities("2 or more cards")[0].interval == (2, float("inf"))
    assert qty.quantities("more than 2 cards")[0].interval == (3, float("inf"))
    assert qty.quantities("3枚未満")[0].interval == (float("-inf"), 2)
    assert qty.quantities("値が2より大きい場合")[0].interval == (3, float("inf"))
    assert qty.quantities("剩下9片以上時")[0].interval == (9, float("inf"))
    assert qty.quantities("十八片")[0].interval == (18, 18)
    assert qty.quantities("柱子八根")[0].interval == (8, 8)
    # two consecutive integers joined by "or" are a range; two others are two numbers
    assert [q.interval for q in qty.quantities("任意の1個または2個の騎士コマ")] == [(1, 2)]
    assert [q.interval for q in qty.quantities("1 or 2 cards")] == [(1, 2)]
    assert [q.interval for q in qty.quantities("2個または4個")] == [(2, 2), (4, 4)]
    # 一 of 另一個 (another), 任何一位 (any) is an article, not a count; 拿一張 is one card
    assert not qty.quantities("移到另一個己方的騎士所在格") and not qty.quantities("任何一位玩家")
    assert qty.quantities("拿一張牌")[0].interval == (1, 1)


def test_compare_tells_numbers_from_conditions() -> None:
    same = qty.compare(qty.quantities("3枚以上"), qty.quantities("超過2張"))  # the same integers
    assert not (same.numbers_a or same.numbers_b or same.conditions)
    cond = qty.compare(qty.quantities("2 or more"), qty.quantities("more than 2"))
    assert len(cond.conditions) == 1 and not cond.numbers_a
    num = qty.compare(qty.quantities("騎士3個"), qty.quantities("騎士兩個"))
    assert (num.numbers_a, num.numbers_b) == (["3"], ["2"])


def test_a_changed_bound_is_not_hidden_by_an_equal_interval_elsewhere() -> None:
    # 超過1 equals the 2以上 the clause also has; the changed bound is 1以上 -> 超過1, not 1 vs 2
    ja = qty.quantities("1枚以上ドラクマを持つ限り…カード2枚以上を持つことはできません")
    zh = qty.quantities("擁有超過1枚的德拉克馬…不能擁有2張以上的卡片")
    diff = qty.compare(ja, zh)
    assert not (diff.numbers_a or diff.numbers_b)
    assert [(x.text, y.text) for x, y in diff.conditions] == [("1枚以上", "超過1枚")]


def test_one_of_several_mentions_flipped_across_languages() -> None:
    ja = "最も多くの勝利点を得たプレイヤーが勝者です。同点なら最も多くのカードを持つ人が勝者です。"
    flipped = "獲得最少勝利點數的玩家獲勝。如果平手,擁有最多卡片的玩家獲勝。"
    same = "獲得最多勝利點數的玩家獲勝。如果平手,擁有最多卡片的玩家獲勝。"
    flips = pol.flips(pol.polarity(ja, "ja"), pol.polarity(flipped, "zh-Hant"), False)
    assert "extreme" in {f[0] for f in flips}
    assert not pol.flips(pol.polarity(ja, "ja"), pol.polarity(same, "zh-Hant"), False)


@pytest.mark.parametrize(
    "a,la,b,lb,axis",
    [
        ("時計回りに進めます", "ja", "以逆時針方向進行", "zh-Hant", "rotation"),
        ("左隣のプレイヤー", "ja", "右隣のプレイヤー", "ja", "player"),
        ("カードを引くことができます", "ja", "カードを引くことができません", "ja", "neg"),
        ("you may draw", "en", "you must draw", "en", "modal"),
        ("before scoring", "en", "after scoring", "en", "order"),
        # must against must-not across languages: ja must, zh only a prohibition
        ("騎士コマを移動させなければなりません。", "ja", "不能移動騎士。", "zh-Hant", "permission"),
        ("騎士コマを移動させてはいけません。", "ja", "必須移動騎士。", "zh-Hant", "permission"),
    ],
)
def test_polarity_flips(a: str, la: str, b: str, lb: str, axis: str) -> None:
    flips = pol.flips(pol.polarity(a, la), pol.polarity(b, lb), la == lb)
    assert axis in {f[0] for f in flips}


def test_no_flip_without_a_difference() -> None:
    a = pol.polarity("ゲームはスタートプレイヤーから時計回りに進めます。", "ja")
    b = pol.polarity("遊戲由起始玩家開始,以順時針方向進行。", "zh-Hant")
    assert pol.flips(a, b, False) == []
    # a must the translation keeps, beside a prohibition of its own, is no must / must-not flip
    a = pol.polarity("同じマス数移動させなければなりません。", "ja")
    b = pol.polarity("必須移動三格,不能少走。", "zh-Hant")
    assert "permission" not in {f[0] for f in pol.flips(a, b, False)}
    # 行ないます is 行なう (to carry out), written with the older okurigana: no negation
    a = pol.polarity("自分の持っているカードの得点計算を行ないます。", "ja")
    assert pol.flips(a, pol.polarity("計算分數", "zh-Hant"), False) == []


def test_a_may_or_immediately_said_on_one_side_only() -> None:
    def read(a: str, b: str) -> set[tuple[str, str, str]]:
        return {f[:3] for f in pol.flips(pol.polarity(a, "ja"), pol.polarity(b, "zh-Hant"), False)}

    # zh 可 (may) where ja states the move; zh 立即 where ja gives no timing
    assert ("modal", pol.NONE, "may") in read("ドラゴンは1マス進みます。", "紅龍可向下一格移動。")
    assert ("timing", pol.NONE, "immediately") in read("手番を終了します。", "並且立即結束該回合。")
    assert ("timing", "immediately", pol.NONE) in read("直ちに手番を終了します。", "結束該回合。")
    # both editions say it, or the partner forbids instead (the permission axis reads that), or
    # 可能 (possibly) is no permission: nothing one-sided
    assert not read("ドラゴンは1マス進むことができます。", "紅龍可向下一格移動。")
    assert not read("直ちに手番を終了します。", "立即結束該回合。")
    assert all(f[1] != pol.NONE and f[2] != pol.NONE for f in pol.flips(
        pol.polarity("ドラゴンは移動できません。", "ja"), pol.polarity("紅龍可以移動。", "zh-Hant"), False))
    assert not read("ドラゴンは移動を終えます。", "紅龍有可能移出範圍。")


def _doc(source: str, texts: list[str], heading: str = "ルール") -> dict:
    clauses = [
        {
            "id": "s1-0",
            "section": "s1",
            "kind": "heading",
            "marker": "",
            "text": heading,
            "raw": heading,
            "spans": [],
            "lines": [1],
        }
    ]
    clauses += [
        {
            "id": f"s1-{i}",
            "section": "s1",
            "kind": "rule",
            "marker": "",
            "text": t,
            "raw": t,
            "spans": [],
            "lines": [i + 1],
        }
        for i, t in enumerate(texts, 1)
    ]
    return {
        "source": source,
        "sections": [{"id": "s1", "title": heading, "level": 1, "parent": None}],
        "clauses": clauses,
    }


RULES = [
    "各プレイヤーは騎士コマを5個受け取ります。",
    "ゲームは時計回りに進めます。",
    "手番には騎士コマを1個移動させます。",
    "宝石カードを3枚以上集めたプレイヤーはボーナスを得ます。",
    "山札がなくなったらゲームは終了します。",
    "得点が最も多いプレイヤーの勝利です。",
]


def test_identical_editions_have_no_findings() -> None:
    assert reconcile(_doc("g.ja", RULES), _doc("g2.ja", RULES), "ja", "ja")["findings"] == []


def test_planted_differences_are_found_and_ranked() -> None:
    b = list(RULES)
    b[0] = b[0].replace("5個", "6個")
    b[1] = b[1].replace("時計回り", "反時計回り")
    b[3] = b[3].replace("以上", "超")
    del b[4]
    report = reconcile(_doc("g.ja", RULES), _doc("g2.ja", b), "ja", "ja")
    kinds = {f["kind"]: f for f in report["findings"]}
    assert set(kinds) == {"number-mismatch", "polarity-flip", "condition-change", "omission"}
    assert kinds["number-mismatch"]["a"]["clauses"] == ["s1-1"]
    assert kinds["omission"]["a"]["text"] == RULES[4] and kinds["omission"]["b"]["clauses"] == []
    order = [(f["severity"] != "play", -f["confidence"]) for f in report["findings"]]
    assert order == sorted(order)
    for f in report["findings"]:
        assert set(f["explanation"]) == {"en", "ja", "zh-Hant"} and all(f["explanation"].values())


def test_terminology_variants_and_swaps_use_the_glossary() -> None:
    glossary = yaml.safe_load((ROOT / "rulespecs" / "glossary.yaml").read_text(encoding="utf-8"))
    b = list(RULES)
    b[3] = b[3].replace("宝石カード", "ゴールドカード")
    report = reconcile(_doc("g.ja", RULES), _doc("g2.ja", b), "ja", "ja", glossary)
    swap = [f for f in report["findings"] if f["kind"] == "terminology" and "edition" not in f]
    assert swap and swap[0]["a"]["clauses"] == ["s1-4"]
    c = list(RULES)
    c[2] = c[2].replace("騎士コマ", "騎士ゴマ")  # an admitted variant of one concept
    variants = [
        f
        for f in reconcile(_doc("g.ja", c), _doc("g2.ja", c), "ja", "ja", glossary)["findings"]
        if f["kind"] == "terminology"
    ]
    assert variants and all(f["severity"] == "wording" for f in variants)


def test_internal_contradiction_when_the_other_edition_agrees_with_itself() -> None:
    a = [*RULES, "準備では各プレイヤーに騎士コマを5個配ります。"]
    b = [*RULES, "準備では各プレイヤーに騎士コマを5個配ります。"]
    b[0] = "各プレイヤーは騎士コマを4個受け取ります。"
    report = reconcile(_doc("g.ja", a), _doc("g2.ja", b), "ja", "ja")
    inner = [f for f in report["findings"] if f["kind"] == "internal-contradiction"]
    assert inner and inner[0]["edition"] == "b" and inner[0]["severity"] == "play"


def test_counts_for_different_player_numbers_are_no_contradiction() -> None:
    """5人プレイ 4個 and 3人または4人プレイ 5個 count knights for different numbers of players: the
    number before the counted thing is part of it (one edition lists both cases in one line)."""
    a = [*RULES, "5人プレイ 4個", "3人または4人プレイ 5個"]
    b = [*RULES, "5人プレイ 4個、3人または4人プレイ 5個"]
    report = reconcile(_doc("g.ja", a), _doc("g2.ja", b), "ja", "ja")
    assert not [f for f in report["findings"] if f["kind"] == "internal-contradiction"]


def test_step_order() -> None:
    b = list(RULES)
    b[2], b[3] = b[3], b[2]
    report = reconcile(_doc("g.ja", RULES), _doc("g2.ja", b), "ja", "ja")
    assert [f["kind"] for f in report["findings"]] == ["step-order"]
    assert report["findings"][0]["severity"] == "play"


def test_definitions_in_another_order_change_no_play() -> None:
    values = [*RULES[:2], "財宝カード:1枚につき5ゴールドです", "宝石カード:1枚につき1ゴールドです"]
    b = list(values)
    b[2], b[3] = b[3], b[2]
    report = reconcile(_doc("g.ja", values), _doc("g2.ja", b), "ja", "ja")
    assert [(f["kind"], f["severity"]) for f in report["findings"]] == [("step-order", "wording")]


@pytest.fixture(scope="module")
def emerald(extracted) -> tuple[dict, dict, dict]:
    glossary = yaml.safe_load((ROOT / "rulespecs" / "glossary.yaml").read_text(encoding="utf-8"))
    a, b = extracted["emerald.ja"], extracted["emerald.zh-Hant"]
    spec = yaml.safe_load((ROOT / "rulespecs" / "emerald.yaml").read_text(encoding="utf-8"))
    report = link(reconcile(a, b, "ja", "zh-Hant", glossary), spec, {"emerald.ja": a, "emerald.zh-Hant": b})
    return report, a, b


def test_json_matches_its_schema(emerald) -> None:
    report, _, _ = emerald
    schema = json.loads((ROOT / "schema" / "findings.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    Draft202012Validator(schema).validate(report)
    broken = {**report, "findings": [{**report["findings"][0], "severity": "major"}]}
    assert list(Draft202012Validator(schema).iter_errors(broken))


def test_findings_link_to_the_register(emerald) -> None:
    report, _, _ = emerald
    ruled = [f for f in report["findings"] if f["status"] == "ruled"]
    assert ruled and report["not_yet_ruled"] == len(report["findings"]) - len(ruled)
    ids = {
        d["id"]
        for d in yaml.safe_load((ROOT / "rulespecs" / "emerald.yaml").read_text("utf-8"))["discrepancies"]
    }
    assert {d for f in ruled for d in f["ruled_by"]} <= ids


def test_xliff_2_core_structure(emerald) -> None:
    """Well-formed, and the XLIFF 2.0 core rules that can be checked without the XSD: root
    attributes, unique unit ids, notes before segments, a source in every segment, note
    priorities 1..10 and appliesTo source|target, every finding on some unit."""
    report, a, b = emerald
    root = ET.fromstring(to_xliff(report, a, b))
    q = f"{{{NS}}}"
    assert root.tag == f"{q}xliff" and root.get("version") == "2.0"
    assert (root.get("srcLang"), root.get("trgLang")) == ("ja", "zh-Hant")
    files = root.findall(f"{q}file")
    assert len(files) == 1 and files[0].get("id")
    units = files[0].findall(f"{q}unit")
    assert len({u.get("id") for u in units}) == len(units) == len(report["segments"])
    notes_seen = 0
    for u in units:
        children = [c.tag for c in u]
        assert children[0] == f"{q}notes" and children[1:] and set(children[1:]) == {f"{q}segment"}
        for seg in u.findall(f"{q}segment"):
            assert next(c.tag for c in seg) == f"{q}source"
        for n in u.find(f"{q}notes"):
            assert n.tag == f"{q}note" and n.get("id")
            if n.get("priority"):
                assert 1 <= int(n.get("priority")) <= 10 and n.get("appliesTo") in ("source", "target")
                notes_seen += 1
    assert notes_seen == len(report["findings"])


def test_cli_reconcile_files_without_spec(tmp_path: Path) -> None:
    from rulestone.cli import main

    a, b = tmp_path / "game.ja.txt", tmp_path / "game2.ja.txt"
    a.write_text("ルール\n\n" + "\n".join(RULES) + "\n", encoding="utf-8")
    b.write_text("ルール\n\n" + "\n".join(RULES).replace("5個", "7個") + "\n", encoding="utf-8")
    out = tmp_path / "r.md"
    assert (
        main(
            [
                "reconcile",
                str(a),
                str(b),
                "--md",
                str(out),
                "--xliff",
                str(tmp_path / "r.xlf"),
                "--html",
                str(tmp_path / "r.html"),
                "--no-glossary",
            ]
        )
        == 0
    )
    assert "number-mismatch" in out.read_text(encoding="utf-8")
    ET.parse(tmp_path / "r.xlf")


def test_a_term_changed_in_one_of_two_mentions_is_terminology() -> None:
    """The Emporium pair of the bench (a faithful translation): the zh-Hant edition names the
    history deck twice in one clause, once changed to another concept's term; the pair renders
    history cards consistently elsewhere, so the clause is a terminology finding."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_reconcile", ROOT / "bench" / "reconcile.py")
    bench = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(bench)
    docs = bench.load_docs() | bench.load_bench_data("emporium")
    ja, zh = docs["emporium.ja"][0], docs["emporium.zh-Hant"][0]
    glossary = yaml.safe_load((ROOT / "rulespecs" / "glossary.yaml").read_text(encoding="utf-8"))
    (clause,) = [c for c in zh["clauses"] if c["text"].startswith("某位玩家從歷史卡牌庫抽牌")]

    def term_findings(doc: dict) -> list[dict]:
        report = reconcile(ja, doc, "ja", "zh-Hant", glossary)
        found = report["findings"]
        return [f for f in found if f["kind"] == "terminology" and clause["id"] in f["b"]["clauses"]]

    assert not term_findings(zh)
    changed = {**zh, "clauses": [dict(c) for c in zh["clauses"]]}
    for c in changed["clauses"]:
        if c["id"] == clause["id"]:
            c["text"] = c["raw"] = c["text"].replace("歷史卡", "威望卡", 1)
    (found,) = term_findings(changed)
    assert found["severity"] == "play" and found["detail"]["b_concepts"] == ["prestige_card"]


def test_learned_lexicon_counts_mentions() -> None:
    """Without a termbase: A names a term twice, B gives its usual rendering once and, instead of
    the other, the rendering of a term A does not name here (one of two mentions changed)."""
    from rulestone.reconcile import terms as tm

    pairs = [({"ドラクマ"}, {"金币"}), ({"ポリス"}, {"城邦"})] * 2
    lexicon = tm.Lexicon(pairs)
    ta, tb = {"ドラクマ"}, {"金币", "城邦"}
    texts = ("ドラクマを1枚、ドラクマを2枚", "金币1枚、城邦2枚")
    assert lexicon.mismatch(ta, tb, texts, counted=False) is None  # the usual rendering is there
    assert lexicon.mismatch(ta, tb, texts) == ("ドラクマ", "金币", "城邦", "concept")
    assert lexicon.mismatch(ta, tb, ("ドラクマを1枚", "金币1枚、城邦2枚")) is None  # named as often


PARAGRAPHS_JA = [
    "各プレイヤーは騎士コマを5個受け取ります。残りの騎士コマは箱に戻します。",
    "手番には騎士コマを1個移動させます。移動した騎士コマは前に進まなければなりません。"
    "宝石カードを持っている騎士コマは、その手番に洞窟へ入ることはできません。",
    "山札がなくなったらゲームは終了します。得点が最も多いプレイヤーの勝利です。",
]
PARAGRAPHS_ZH = [
    "每位玩家拿取5個騎士棋。剩下的騎士棋放回盒中。",
    "回合中移動1個騎士棋。移動的騎士棋必須前進。持有寶石卡的騎士棋,該回合不能進入洞窟。",
    "牌堆用完時遊戲結束。得分最多的玩家獲勝。",
]


def test_a_sentence_left_out_of_a_paragraph_is_an_omission() -> None:
    # the paragraphs stay aligned; only the sentence pass sees the gap
    faithful = reconcile(_doc("g.ja", PARAGRAPHS_JA), _doc("g.zh-Hant", PARAGRAPHS_ZH), "ja", "zh-Hant")
    assert not [f for f in faithful["findings"] if "of_clause" in f["detail"]]
    cut = list(PARAGRAPHS_ZH)
    cut[1] = "回合中移動1個騎士棋。移動的騎士棋必須前進。"
    report = reconcile(_doc("g.ja", PARAGRAPHS_JA), _doc("g.zh-Hant", cut), "ja", "zh-Hant")
    gaps = [f for f in report["findings"] if f["kind"] == "omission" and "of_clause" in f["detail"]]
    assert [f["a"]["text"] for f in gaps] == [PARAGRAPHS_JA[1].split("。")[2] + "。"]
    assert gaps[0]["a"]["clauses"] == ["s1-2"] and gaps[0]["b"]["clauses"] == ["s1-2"]
    assert "counterpart clause" in gaps[0]["explanation"]["en"]
    # the left-out sentence says できません: the pair reads as a negation flip too, which the
    # sentence explains; the gap is believed as both together, the flip less than alone
    flips = [f for f in report["findings"] if f["kind"] == "polarity-flip" and f["a"]["clauses"] == ["s1-2"]]
    assert gaps[0]["detail"].get("corroborated_by") == "polarity-flip"
    assert all(gaps[0]["confidence"] > f["confidence"] for f in flips)


def test_a_term_of_several_concepts_is_weaker_evidence_of_another_thing() -> None:
    """A names one concept where B names a term of two (回合: turn or round): B may mean A's."""
    glossary = {
        "concepts": [
            {"id": "start_player", "ja": ["スタートプレイヤー"], "zh-Hant": ["起始玩家"]},
            {"id": "turn", "ja": ["手番"], "zh-Hant": ["回合"]},
            {"id": "round", "ja": ["ラウンド"], "zh-Hant": ["回合"]},
            {"id": "hand", "ja": ["手札"], "zh-Hant": ["手牌"]},
        ]
    }
    ja = ["ゲームはスタートプレイヤーから始めて時計回りに進めます。"]

    def confidence(zh: str) -> float:
        report = reconcile(_doc("g.ja", ja), _doc("g.zh-Hant", [zh]), "ja", "zh-Hant", glossary)
        (f,) = [f for f in report["findings"] if f["kind"] == "terminology"]
        return f["confidence"]

    assert confidence("遊戲從回合開始按順時針方向進行。") < confidence("遊戲從手牌開始按順時針方向進行。")


def test_a_repeated_rule_left_out_once_is_believed_less() -> None:
    """An edition that says a rule twice, against one that says it once: the repeat is no lost rule."""
    said_twice = [*RULES, RULES[3]]
    repeat = reconcile(_doc("g.ja", said_twice), _doc("g2.ja", RULES), "ja", "ja")
    (f,) = [f for f in repeat["findings"] if f["kind"] == "omission"]
    assert f["a"]["clauses"] == ["s1-7"] and f["detail"]["repeats"] == "s1-4"
    # a rule said once and left out, at the same place, is believed more
    unique = [*RULES, "宝石カードを5枚以上集めたプレイヤーは2点を得ます。"]
    (g,) = [g for g in reconcile(_doc("g.ja", unique), _doc("g2.ja", RULES), "ja", "ja")["findings"]
            if g["kind"] == "omission"]
    assert "repeats" not in g["detail"] and g["confidence"] > f["confidence"]


def test_a_value_given_again_in_a_summary_is_rendered_once() -> None:
    """A value stated in its section and again in the summary list (label, colon, value), against an
    edition with the summary only: the section's statement is no lost rule."""
    summary = "宝石カード:1枚2点"
    edition = [*RULES, "ゲーム終了時には、宝石カード1枚で2点の価値です。", summary]

    def omission(statement: str) -> dict:
        a = [*RULES, statement, summary]
        report = reconcile(_doc("g.ja", a), _doc("g2.ja", [*RULES, summary]), "ja", "ja")
        (f,) = [f for f in report["findings"] if f["kind"] == "omission"]
        assert f["a"]["clauses"] == ["s1-7"]
        return f

    f = omission(edition[6])
    assert f["detail"]["restates"] == "s1-8"
    # another value of the same thing (3点), or only a count of it (1枚取る), is no restatement
    others = ("ゲーム終了時には、宝石カード1枚で3点の価値です。", "手番の終わりに宝石カードを1枚取ります。")
    for other in others:
        g = omission(other)
        assert "restates" not in g["detail"] and g["confidence"] > f["confidence"]
    # and the other way: the summary entry left out, the section's statement rendered
    report = reconcile(_doc("g.ja", edition), _doc("g2.ja", edition[:7]), "ja", "ja")
    (h,) = [h for h in report["findings"] if h["kind"] == "omission"]
    assert h["a"]["clauses"] == ["s1-8"] and h["detail"]["restates"] == "s1-7"


def test_a_clause_announcing_its_section_is_no_lost_rule() -> None:
    """A clause that says what its section's heading says (it announces the section) and is left
    out: wording, below the rules left out."""

    def omission(first: str) -> dict:
        a = _doc("g.ja", [first, *RULES], heading="ボーナスカードの分配")
        report = reconcile(a, _doc("g2.ja", RULES, heading="ボーナスカードの分配"), "ja", "ja")
        (f,) = [f for f in report["findings"] if f["kind"] == "omission"]
        assert f["a"]["clauses"] == ["s1-1"]
        return f

    f = omission("ここで、ボーナスカードの分配を行ないます。")
    assert f["detail"]["announces"] == "s1-0" and f["severity"] == "wording"
    g = omission("ボーナスカードは、宝石カードを一番多く持つプレイヤーに分配します。")
    assert "announces" not in g["detail"] and g["severity"] == "play"


def test_a_timing_word_one_edition_adds_is_a_one_sided_flip() -> None:
    zh = list(PARAGRAPHS_ZH)
    zh[2] = "牌堆用完時遊戲立即結束。得分最多的玩家獲勝。"
    report = reconcile(_doc("g.ja", PARAGRAPHS_JA), _doc("g.zh-Hant", zh), "ja", "zh-Hant")
    flips = [f for f in report["findings"] if f["kind"] == "polarity-flip"]
    assert [(f["a"]["clauses"], f["b"]["clauses"]) for f in flips] == [(["s1-3"], ["s1-3"])]
    f = flips[0]
    assert f["severity"] == "play" and f["confidence"] <= 0.3
    assert f["explanation"]["en"].startswith("Only one edition says it (timing)")
    assert "「立即」" in f["explanation"]["ja"] and "「立即」" in f["explanation"]["zh-Hant"]
    faithful = reconcile(_doc("g.ja", PARAGRAPHS_JA), _doc("g.zh-Hant", PARAGRAPHS_ZH), "ja", "zh-Hant")
    assert not [f for f in faithful["findings"] if f["kind"] == "polarity-flip"]


def test_no_one_sided_word_on_a_pair_the_reconciler_guessed() -> None:
    # a clause the aligner leaves unpaired is compared with the other edition's unpaired clause at
    # its place (a near pair); a lone 立即 there is the guess's, not the translator's
    extra = "宝石カードを3枚集めたプレイヤーは、ボーナスカードを1枚受け取ります。"
    ja = [*PARAGRAPHS_JA[:2], extra, PARAGRAPHS_JA[2]]
    zh = [*PARAGRAPHS_ZH[:2], "遊戲立即開始。", PARAGRAPHS_ZH[2]]
    report = reconcile(_doc("g.ja", ja), _doc("g.zh-Hant", zh), "ja", "zh-Hant")
    near = [f for f in report["findings"] if f["detail"].get("near")]
    assert near and all(f["a"]["clauses"] == f["b"]["clauses"] == ["s1-3"] for f in near)
    assert not [f for f in near if f["kind"] == "polarity-flip"]


def test_findings_never_use_the_optional_dictionary_lexicon(monkeypatch: pytest.MonkeyPatch) -> None:
    """generated/ must not depend on which extras are installed: with '.[lexicon]' installed the
    sentence alignment inside paired clauses used the dictionaries (no glossary is passed there),
    and `rulestone build --check` failed on a clean checkout."""
    import extract.align

    def refuse(*_: object) -> None:
        raise AssertionError("the dictionary lexicon was consulted while reconciling")

    monkeypatch.setattr(extract.align, "_add_lexicon", refuse)
    root = Path(__file__).resolve().parent.parent
    doc = {lang: yaml.safe_load((root / f"generated/clauses/emerald.{lang}.yaml").read_text(encoding="utf-8"))
           for lang in ("ja", "zh-Hant")}
    glossary = yaml.safe_load((root / "rulespecs/glossary.yaml").read_text(encoding="utf-8"))
    assert reconcile(doc["ja"], doc["zh-Hant"], "ja", "zh-Hant", glossary)["findings"]


def test_a_label_is_flipped_by_no_word_of_its_counterpart() -> None:
    """A label (a name, no sentence: a component list's `ブタカード`) affirms nothing, so a negation
    its counterpart says is no polarity flip of it (the real Emerald pair: `ブタカード` against
    `兩張小豬卡/…完全無用`); a sentence against its negation still is one."""
    def flips(a: str, b: str) -> list[dict]:
        report = reconcile(_doc("g.ja", [*RULES, a]), _doc("g2.ja", [*RULES, b]), "ja", "ja")
        return [f for f in report["findings"] if f["kind"] == "polarity-flip"]

    assert flips("ブタカード", "ブタカードは使いません。") == []
    said = flips("ブタカードを使います。", "ブタカードは使いません。")
    assert [f["a"]["text"] for f in said] == ["ブタカードを使います。"]
