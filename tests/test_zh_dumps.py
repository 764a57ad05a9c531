"""zh-Hant pdf-text dumps: the reader tells a Chinese dump from a Japanese one by its text and
judges its joins as Chinese (extract/readers/_joins.py); the format sniff takes a Chinese
interleaved dump for `pdf-text` and a plain Chinese text for `text`. The rulebook below is
written for this test (no bench text: those are the zh bench's dev and held-out material)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import dumpgen

from extract.readers import _joins, guess_format, read
from extract.readers.pdf_text import read_text
from extract.segment import build

RULES = """港口商人 規則

遊戲配件
・ 圖板一張，上面畫著一條河流和沿岸的八個港口。
・ 船棋五個，每種顏色一個。
・ 商品卡四十八張，分為香料、絲綢、瓷器和茶葉四種。

遊戲準備
・ 將圖板放在桌子中央，把所有的金幣放在圖板旁邊作為銀行。
・ 每位玩家選擇一個顏色，拿取該顏色的船棋和計分標記，並把計分標記放在計分軌的零格上。
・ 將商品卡洗勻後發給每位玩家五張，剩下的卡片蓋著放在圖板旁邊作為牌庫。
・ 年紀最小的玩家成為起始玩家，拿取起始玩家標記。

回合流程
從起始玩家開始，以順時針方向輪流進行回合，輪到的玩家稱為當前玩家。
・ 當前玩家先把自己的船棋向下游移動一到三格，然後在船停留的港口進行交易。
・ 交易時可以賣出一張商品卡換取金幣，也可以支付金幣從市場買入一張商品卡。
・ 每個港口只收購兩種商品，收購價格寫在港口板塊上；其他商品在這個港口不能賣出。
・ 回合結束時，當前玩家從牌庫抽一張卡；手牌少於三張時可以再抽一張。

港口板塊
・ 每個港口板塊的正面印著收購的商品和價格，背面印著港口的名字。
・ 當一個港口已經收購了四張商品卡，就把這個港口板塊翻面，之後這個港口不再收購任何商品。
・ 翻面的港口板塊仍然可以停船，但是不能在那裡進行交易。

遊戲結束
・ 當任何一位玩家的船棋抵達河口，或是牌庫的卡片用完時，完成這一輪後遊戲結束。
・ 每位玩家把手上剩下的商品卡依照最近港口的價格賣出，再計算自己擁有的金幣。
・ 擁有最多金幣的玩家獲勝；如果平手，手上商品卡較多的玩家獲勝。
"""


def _doc():
    data = RULES.encode("utf-8")
    assert guess_format("rules.zh-Hant.txt", data) == "text"  # a plain Chinese text stays text
    return build("x", "", read("text", data, "rules.zh-Hant.txt"))


def test_a_chinese_dump_reads_its_sentences_whole():
    """Two columns 60 cells wide, 20 rows, two spreads (seed 100): before, the Japanese analyser
    judged the joins (it reads hanzi as Japanese words and costs) and 4 of 18 sentences were cut
    (whole 77.8 %, order 35.3 %); judged as Chinese all 18 come out whole."""
    d = dumpgen.make(_doc(), 100, width=60, rows=20)
    got = dumpgen.measure(d.sentences, dumpgen.read_back(build("x", "", read_text(d.text, "x"))))
    assert got["sentences"] == 18
    assert got["whole"] == 1.0
    assert got["order"] >= 0.75


def test_a_one_spread_chinese_dump_is_sniffed_as_a_dump():
    """One spread (80 wide, seed 100): one pair of page numbers, at the dump's end, and no kana
    for the Japanese cues to judge; before, it was guessed plain text."""
    d = dumpgen.make(_doc(), 100, width=80, rows=20)
    assert d.spreads == 1
    assert guess_format("rules.txt", d.text.encode("utf-8")) == "pdf-text"
    # the same rules set in one column stay plain text
    for width in (40, 80):
        one = [ln for c in _doc()["clauses"]
               for ln in ([c["text"]] if c["kind"] == "heading" else dumpgen.wrap(c["text"], width, zh=True))]
        assert guess_format("rules.txt", "\n".join(one).encode("utf-8")) == "text"


def test_a_chinese_dump_without_page_numbers_is_sniffed_as_a_dump():
    """No page numbers (40 wide, seed 101): full lines whose words go on a line or two further
    down, the other column's line between (_joins.later_goes_on); before, guessed plain text."""
    d = dumpgen.make(_doc(), 101, width=40, rows=20)
    bare = "\n".join(ln for ln, c in zip(d.text.split("\n"), d.columns, strict=False) if c != -1)
    assert guess_format("rules.txt", bare.encode("utf-8")) == "pdf-text"


def test_the_language_is_told_from_the_text():
    assert _joins.language_of(RULES) == "zh"
    assert _joins.language_of("山札からカードを1枚引いて、手札に加えます。" * 3) == "ja"
    assert _joins.language_of("1\n2\n") == ""
    with _joins.reading(RULES):
        assert _joins.non_starter("，然後移動") and _joins.non_starter("的卡片")
        assert not _joins.non_starter("的確如此") and not _joins.non_starter("每位玩家")
        assert _joins.ends_sentence("遊戲結束.") and not _joins.ends_sentence("規則 1.")
    # outside a Chinese read the Japanese cues answer, as before
    assert _joins.non_starter("の数と同じです。") and not _joins.ends_sentence("遊戲結束.")


def test_the_reader_and_the_aligner_tell_the_language_alike():
    """A Chinese text that names a few cards in katakana (3 % of its CJK letters) is Chinese to the
    dump reader and to the aligner alike (extract/script.py); the reader's own test once took it
    for Japanese (2 %) where the aligner did not (5 %)."""
    from extract import script
    from extract.align import guess_lang

    text = RULES + "・ 卡片名稱保留日文原名：ドラゴン、ナイト、ルビー、エメラルド、ガーネット、ターコイズ。\n"
    kana, ideographs = script.counts(text)
    assert 0.02 < kana / (kana + ideographs) < 0.05
    assert _joins.language_of(text) == "zh" and guess_lang([text]) == "zh-Hant"
    ja = "山札からカードを1枚引いて、手札に加えます。" * 3
    assert _joins.language_of(ja) == "ja" and guess_lang([ja]) == "ja"


def test_a_number_and_its_measure_word_are_one_phrase_across_a_join(monkeypatch):
    """`…放1` + `片。` reads on (a count and its measure word), as a Japanese word across the join
    does; a number followed by no measure word, or a measure word after no number, does not."""
    with _joins.reading(RULES):
        assert _joins.join_cue("在圖板的8個港口各正面朝上放1", "片。").crosses
        assert _joins.join_cue("每有1", "張釋放板塊，就可以棄掉").crosses
        assert _joins.join_cue("這是第", "3層的規則").crosses
        assert _joins.join_cue("每位玩家拿取金幣10", "枚之後開始").crosses
        assert not _joins.join_cue("在圖板的港口各正面朝上放", "片。").crosses
        assert not _joins.join_cue("每位玩家拿取1", "金幣").crosses
        monkeypatch.setattr(_joins, "ZH_COUNTER", False)
        assert not _joins.join_cue("在圖板的8個港口各正面朝上放1", "片。").crosses
