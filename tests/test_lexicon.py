"""The Japanese-Chinese lexicon pivots JMdict and CC-CEDICT on English glosses. Checked on tiny
dictionaries in the packages' own formats (an SQLite database with JMdict's tables, a CC-CEDICT
text), so the test needs neither package."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from extract import lexicon


def _jmdict(path: Path, entries: list[tuple[list[str], list[str], list[list[str]]]]) -> None:
    con = sqlite3.connect(path)
    con.executescript("""CREATE TABLE Entry (idseq INTEGER); CREATE TABLE Kanji (ID INTEGER PRIMARY KEY,
        idseq INTEGER, text TEXT); CREATE TABLE Kana (ID INTEGER PRIMARY KEY, idseq INTEGER, text TEXT,
        nokanji BOOLEAN); CREATE TABLE Sense (ID INTEGER PRIMARY KEY, idseq INTEGER);
        CREATE TABLE SenseGloss (sid INTEGER, lang TEXT, gend TEXT, text TEXT);""")
    sid = 0
    for idseq, (kanji, kana, senses) in enumerate(entries, 1):
        con.execute("INSERT INTO Entry VALUES (?)", (idseq,))
        for k in kanji:
            con.execute("INSERT INTO Kanji (idseq, text) VALUES (?, ?)", (idseq, k))
        for k in kana:
            con.execute("INSERT INTO Kana (idseq, text, nokanji) VALUES (?, ?, 0)", (idseq, k))
        for glosses in senses:
            sid += 1
            con.execute("INSERT INTO Sense (ID, idseq) VALUES (?, ?)", (sid, idseq))
            for g in glosses:
                con.execute("INSERT INTO SenseGloss VALUES (?, 'eng', '', ?)", (sid, g))
    con.commit()
    con.close()


def test_pivot_on_glosses(tmp_path: Path):
    jm, ce = tmp_path / "jamdict.db", tmp_path / "cedict.txt"
    _jmdict(jm, [([], ["ドラゴン"], [["dragon"]]), (["財宝"], ["ざいほう"], [["treasure"], ["riches"]]),
                 (["騎士"], ["きし"], [["knight"]]), (["置く"], ["おく"], [["to put"], ["to place"]])])
    ce.write_text("# CC-CEDICT\n龍 龙 [long2] /dragon/\n寶藏 宝藏 [bao3 zang4] /precious mineral deposits/"
                  "treasure/\n騎士 骑士 [qi2 shi4] /knight/\n放 放 [fang4] /to put/\n擱 搁 [ge1] /to put/\n"
                  "擺 摆 [bai3] /to put/\n置 置 [zhi4] /to put/\n安 安 [an1] /to put/\n"
                  "搞 搞 [gao3] /to put/\n"
                  "弄 弄 [nong4] /to put/\n", encoding="utf-8")
    lex = lexicon._build(jm, ce)
    assert set(lex["ドラゴン"]) == {"龍", "龙"}
    assert "寶藏" in lex["財宝"]
    assert "騎士" not in lex  # written the same once folded: the aligner matches it already
    assert "置く" not in lex  # "to put": a gloss shared by too many words pairs nothing
    assert lexicon.words_in("ドラゴンの財宝を取る", lex) == {"ドラゴン", "財宝"}


def test_missing_packages_give_an_empty_lexicon(monkeypatch):
    monkeypatch.setenv("RULESTONE_NO_LEXICON", "1")
    lexicon.load.cache_clear()
    try:
        assert lexicon.load() == {}
    finally:
        lexicon.load.cache_clear()
