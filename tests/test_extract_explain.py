"""`rulestone extract --explain` names each piece by the dump line it starts on."""

from __future__ import annotations

import re
from pathlib import Path

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


def test_extract_says_which_format_it_read_a_file_as(tmp_path, capsys, monkeypatch):
    """The summary line and `--json` name the format (guessed or given); a file guessed to be an
    interleaved PDF dump gets one line on stderr saying so: its columns were restored by the
    reader, which `--explain` shows, and the PDF itself reads more reliably."""
    import json

    import dumpgen  # (tests/)

    from extract.readers import guess_format
    from rulestone.sources import extract_source, load_manifest

    root = Path(__file__).resolve().parent.parent
    src = {s.id: s for s in load_manifest(root)}["dragon_keeper.ja"]
    text = dumpgen.make(extract_source(src), 3).text
    assert guess_format("dump.txt", text.encode("utf-8")) == "pdf-text"
    path = tmp_path / "dump.txt"
    path.write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["extract", str(path)]) == 0
    out = capsys.readouterr()
    assert "(pdf-text, utf-8)" in out.out
    assert "read as a PDF's text dump" in out.err and "--explain" in out.err
    assert main(["extract", str(path), "--json", "--format", "pdf-text"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["format"] == "pdf-text" and out.err == ""


def test_a_marker_alone_on_its_line_is_shown_with_the_line_its_text_starts_on(tmp_path, capsys):
    """A bullet the dump printed on a line of its own (`¾`, Emerald's mis-decoded bullet) says
    nothing about its item: --explain shows it with the next line of the item, `¾ ５人プレイ`."""
    path = tmp_path / "dump.txt"
    path.write_text("ゲームの準備\n受け取る騎士コマの数は次のとおりです。\n¾\n５人プレイ\n４個\n¾\n２人プレイ\n８個\n",
                    encoding="utf-8")
    assert main(["extract", str(path), "--format", "pdf-text", "--explain"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"lines 3,4\S*\s+¾ ５人プレイ$", out, re.M), out
    assert re.search(r"lines 6,7\S*\s+¾ ２人プレイ$", out, re.M), out
