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


def test_a_listed_document_given_by_path_is_read_as_its_manifest_entry(tmp_path, capsys, monkeypatch):
    """The file of a manifest source (or a copy of its bytes) gets its id, format and reader
    options — Emerald's curator `columns` reading among them — as `rulestone extract emerald.ja`
    does; before, a path was read with the reader's defaults (another reading order)."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    monkeypatch.chdir(root)
    committed = (root / "generated/clauses/emerald.ja.yaml").read_text(encoding="utf-8")
    copy = tmp_path / "rules.txt"
    copy.write_bytes((root / "sources/emerald.ja.pdf-text.txt").read_bytes())
    for name in ("sources/emerald.ja.pdf-text.txt", str(copy)):
        assert main(["extract", name, "--stdout"]) == 0
        out = capsys.readouterr()
        assert out.out == committed
        assert "source emerald.ja of sources/sources.yaml" in out.err
    # another format asked for: a plain file, read as asked
    assert main(["extract", str(copy), "--format", "text", "--stdout"]) == 0
    assert "source: rules" in capsys.readouterr().out
