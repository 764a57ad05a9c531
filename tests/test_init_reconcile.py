"""End to end, as docs/new-game.md walks through it: two editions of a made-up game (ja and
zh-Hant, written here, with planted differences) -> `rulestone init` in an empty folder ->
`rulestone build` -> the reconciliation findings and the sheets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import yaml

JA = """ランタン市場 ルール

2〜4人用 10歳以上

内容物
ランタンカード 40枚
商人コマ 12個
得点ボード 1枚

ゲームの準備
1. 各プレイヤーは商人コマを3個受け取ります。
2. ランタンカードをよく混ぜ、各プレイヤーに手札として5枚ずつ配ります。
3. 残りのカードは山札として中央に置きます。
4. 最も若いプレイヤーがスタートプレイヤーになります。

手番の流れ
ゲームはスタートプレイヤーから時計回りに進めます。
1. 手番プレイヤーは山札からカードを2枚引きます。
2. 次に、手札からカードを1枚市場に出します。
3. 市場に同じ色のカードが3枚以上並んだら、そのプレイヤーは得点を獲得できます。
4. 最後に、商人コマを1個隣の屋台に移動させなければなりません。
商人コマを市場の外に出すことはできません。
手札が7枚を超えたら、手番の終わりに手札を5枚まで捨てます。

ゲームの終了
山札がなくなったら、ゲームは直ちに終了します。
得点が最も多いプレイヤーの勝利です。
同点の場合、残った商人コマが多いプレイヤーの勝利です。
"""

# planted: 3 -> 2 merchants (number), clockwise -> counter-clockwise (polarity), 以上 -> 超過
# (condition), steps 1 and 2 of a turn swapped (step order), the hand-limit rule dropped
# (omission) and a take-back rule added (addition)
ZH = """燈籠市集 規則

玩家 2-4 人 / 適合年齡 10歲以上

遊戲配件
燈籠卡 40張
商人棋 12個
計分板 1張

遊戲準備
1. 每位玩家拿取商人棋2個。
2. 將燈籠卡洗勻,發給每位玩家5張作為手牌。
3. 剩餘的卡片作為牌庫放在中央。
4. 最年輕的玩家成為起始玩家。

遊戲流程
遊戲由起始玩家開始,以逆時針方向進行。
1. 當前玩家從手牌中打出1張卡到市集。
2. 然後,當前玩家從牌庫抽2張卡。
3. 市集中同色的卡超過3張時,該玩家可以得分。
4. 最後,必須將一個商人棋移動到相鄰的攤位。
商人棋不能離開市集。
每位玩家在回合結束時可以從市集拿回一張卡。

遊戲結束
當牌庫用完時,遊戲立即結束。
分數最多的玩家獲勝。
平手時,剩餘商人棋較多的玩家獲勝。
"""

PLANTED = {  # kind -> (a text that the finding's A side holds, B side), "" for no counterpart
    "number-mismatch": ("商人コマを3個", "商人棋2個"),
    "polarity-flip": ("時計回り", "逆時針"),
    "condition-change": ("3枚以上", "超過3張"),
    "step-order": ("山札からカードを2枚", "從牌庫抽2張卡"),
    "omission": ("手札が7枚を超えたら", ""),
    "addition": ("", "拿回一張卡"),
}


def rulestone(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "RULESTONE_ROOT"}
    return subprocess.run(
        [sys.executable, "-m", "rulestone", *args],
        cwd=cwd,
        env=env,
        text=True,
        capture_output=True,
        timeout=600,
    )


def test_init_then_build_in_an_empty_folder(tmp_path: Path) -> None:
    docs = tmp_path / "received"
    docs.mkdir()
    (docs / "lantern-ja.txt").write_text(JA, encoding="utf-8")
    (docs / "lantern-zh.txt").write_text(ZH, encoding="utf-8")
    project = tmp_path / "project"
    project.mkdir()

    r = rulestone(
        project,
        "init",
        "lantern_market",
        "--edition",
        f"ja={docs / 'lantern-ja.txt'}",
        "--edition",
        f"zh-Hant={docs / 'lantern-zh.txt'}",
    )
    assert r.returncode == 0, r.stderr
    manifest = yaml.safe_load((project / "sources" / "sources.yaml").read_text(encoding="utf-8"))
    entries = {e["id"]: e for e in manifest["sources"]}
    assert set(entries) == {"lantern_market.ja", "lantern_market.zh-Hant"}
    ja = entries["lantern_market.ja"]
    assert ja["lang"] == "ja" and ja["format"] == "text" and ja["origin"] == "lantern-ja.txt"
    assert (project / "sources" / ja["file"]).read_text(encoding="utf-8") == JA
    import hashlib

    assert ja["sha256"] == hashlib.sha256(JA.encode("utf-8")).hexdigest()

    spec = yaml.safe_load((project / "rulespecs" / "lantern_market.yaml").read_text(encoding="utf-8"))
    assert spec["game"]["players"] == {"min": 2, "max": 4}
    assert spec["game"]["titles"] == {"en": "Lantern Market", "ja": "ランタン市場", "zh-Hant": "燈籠市集"}
    assert spec["game"]["editions"] == {"ja": "lantern_market.ja", "zh-Hant": "lantern_market.zh-Hant"}
    assert [c["count"] for c in spec["components"]] == [40, 12, 1]
    assert [(c["name"]["ja"], c["name"]["zh-Hant"]) for c in spec["components"]] == [
        ("ランタンカード", "燈籠卡"), ("商人コマ", "商人棋"), ("得点ボード", "計分板")]  # the count apart
    # the component list is the components: no rule entry of its own, its counts no parameters
    assert not any("内容物" in r["title"]["ja"] for r in spec["rules"])
    assert not any(p["value"] == 40 for p in spec["parameters"].values())
    assert all("assumed" in p for p in spec["parameters"].values())
    assert any(p["value"] == 3 for p in spec["parameters"].values())
    cited = {lang for r in spec["rules"] for lang in r["cites"]}
    assert cited == {"ja", "zh-Hant"}
    assert any(set(r["cites"]) == {"ja", "zh-Hant"} and r["status"] == "agreed" for r in spec["rules"])

    r = rulestone(project, "validate")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "not yet ruled" in r.stdout

    r = rulestone(project, "build")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "no engines for lantern_market" in r.stderr
    for lang in ("ja", "zh-Hant", "en"):
        sheet = (project / "generated" / "sheets" / f"lantern_market.{lang}.html").read_text(encoding="utf-8")
        assert "商人" in sheet
    assert not (project / "generated" / "python" / "lantern_market.py").exists()
    # the player sheet of a draft: counts once, its rules under a draft heading, no empty parts
    player = (project / "generated" / "sheets" / "lantern_market.ja.player.html").read_text(encoding="utf-8")
    assert 'ランタンカード <span class="n">×40</span>' in player
    assert "下書き（未整理）" in player and "終了と得点" not in player
    report = json.loads(
        (project / "generated" / "reports" / "lantern_market.findings.json").read_text("utf-8")
    )
    md = (project / "generated" / "reports" / "lantern_market.findings.md").read_text(encoding="utf-8")
    assert "not yet ruled" in md
    top = report["findings"][:10]
    for kind, (text_a, text_b) in PLANTED.items():
        assert any(
            f["kind"] == kind and text_a in f["a"]["text"] and text_b in f["b"]["text"] for f in top
        ), kind
    assert all(f["status"] == "not yet ruled" for f in report["findings"])
    # the agreeing clauses raise nothing: every play-changing finding is a planted one
    play = [f for f in report["findings"] if f["severity"] == "play"]
    assert len(play) <= len(PLANTED) + 2


def test_a_first_heading_gives_the_game_s_name_without_the_rulebook_words() -> None:
    from rulestone.reconcile.draft import game_title

    cases = {
        "カルカソンヌ 説明書": "カルカソンヌ",
        "宝石の煌き：ルールブック": "宝石の煌き",
        "卡卡頌 遊戲規則": "卡卡頌",
        "Splendor - Rules": "Splendor",
        "【新作】「ごきぶりポーカー」の遊び方": "ごきぶりポーカー",
        "CARCASSONNE 《卡卡頌》中文規則": "卡卡頌",
        "Ticket to Ride": "Ticket to Ride",
        "ゲームの準備": None,  # a part of the rules, not the game's name
        "遊戲配件": None,
        "Setup": None,
    }
    assert {h: game_title(h) for h in cases} == cases
