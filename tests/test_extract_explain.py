"""`rulestone extract --explain` names each piece by the dump line it starts on."""

from __future__ import annotations

import re

from rulestone.cli import main

# pdftotext ends each page with a form feed, which str.splitlines counts as a line break of its own
DUMP = ("ゲームの準備\n\n各プレイヤーは手札を5枚受け取ります。\n\n- 1 -\n"
        "\x0cゲームの進行\n\n手番では手札から1枚を出します。\n\n- 2 -\n")


def test_explain_shows_the_text_of_the_lines_it_lists_after_a_form_feed(tmp_path, capsys):
    path = tmp_path / "dump.txt"
    path.write_text(DUMP, encoding="utf-8")
    assert main(["extract", str(path), "--format", "pdf-text", "--explain"]) == 0
    lines = DUMP.split("\n")
    rows = list(re.finditer(r"lines (\d+)\S*\s+(.*)$", capsys.readouterr().out, re.M))
    assert len(rows) >= 4
    for m in rows:
        assert m.group(2).strip() == lines[int(m.group(1)) - 1].strip()[:40]
    assert any(m.group(2).strip() == "ゲームの進行" for m in rows)
