"""Dumps that give both columns' lines at one height as one line (pdfplumber's `extract_text()`,
`pdftotext -layout`): the pdf-text reader cuts such lines back into the two columns' lines
(extract/readers/_side_by_side.py) and reads the page as an interleaved dump. The dumps are made
by the real tools from two-column PDFs tests/pdfgen.py sets from documents other than Emerald.
Before the cut these read 3-11 % of sentences whole and none in order; floors are well below what
they read now (bench/pdftotext_dumps.py --dumper pdfplumber|pdftotext-layout). The same PDFs
through pdftotext's default mode (columns interleaved block by block) are read here too."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import dumpgen
import pdfgen

from extract.lines import split_lines
from extract.readers import guess_format
from extract.readers._side_by_side import column_parts
from extract.readers.pdf_text import read_text
from extract.segment import build
from rulestone.sources import extract_source, load_manifest

ROOT = Path(__file__).resolve().parent.parent
MATERIAL = ("dragon_keeper.ja", "el_dorado.ja")


@pytest.fixture(scope="module")
def pdfs() -> dict[str, tuple[bytes, list[tuple[str, str]]]]:
    sources = {s.id: s for s in load_manifest(ROOT)}
    out = {}
    for sid in MATERIAL:
        blocks, truth = pdfgen.document_blocks(extract_source(sources[sid]), 2)
        out[sid] = (pdfgen.build(blocks, "ja", header=f"{sid} rules").data, truth)
    return out


def plumber_dump(data: bytes) -> str:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


def pdftotext_dump(data: bytes, tmp_path: Path, *options: str) -> str:
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext not installed (Debian poppler-utils)")
    pdf = tmp_path / "rules.pdf"
    pdf.write_bytes(data)
    return subprocess.run(["pdftotext", *options, str(pdf), "-"], check=True, capture_output=True,
                          text=True).stdout


def read_measured(text: str, truth: list[tuple[str, str]]) -> dict[str, float]:
    assert guess_format("rules.txt", text.encode("utf-8")) == "pdf-text"
    result = read_text(text, "rules.txt")
    # nothing lost, nothing twice: every printed character in exactly one piece
    covered = Counter(i for p in result.pieces for s, e in p.spans for i in range(s, e)
                      if not text[i].isspace())
    assert set(covered) == {i for i, ch in enumerate(text) if not ch.isspace()}
    assert max(covered.values()) == 1
    return dumpgen.measure(truth, dumpgen.read_back(build("x", "", result)))


@pytest.mark.parametrize("sid", MATERIAL)
def test_a_pdfplumber_dump_reads_as_two_columns(pdfs, sid):
    data, truth = pdfs[sid]
    text = plumber_dump(data)
    cut = column_parts(split_lines(text))
    assert cut is not None and len(cut) >= len(text.splitlines()) // 2
    m = read_measured(text, truth)
    assert m["whole"] >= 0.85 and m["order"] >= 0.7, m


@pytest.mark.parametrize("sid", MATERIAL)
def test_a_pdftotext_layout_dump_reads_as_two_columns(pdfs, sid, tmp_path):
    """Every line placed, chapter headings across both columns cutting the pages into bands."""
    data, truth = pdfs[sid]
    m = read_measured(pdftotext_dump(data, tmp_path, "-layout"), truth)
    assert m["whole"] >= 0.95 and m["order"] >= 0.85, m


def _dump(pairs: list[tuple[str, str]]) -> str:
    return "\n".join(f"{a} {b}".strip() for a, b in pairs)


FULL_L = "プレイヤーは手番に自分の騎士コマを一つ選んで前へ"  # 25 full-width characters: 50 cells
FULL_R = "ドラゴンは洞窟の中を行き来して騎士を捕まえようと"


def test_the_gap_cut_leaves_two_column_lines_and_keeps_the_spaces_inside_a_column():
    pairs = [(FULL_L, FULL_R)] * 10 + [
        ("進めます。", FULL_R),  # a paragraph's short last line on the left
        (FULL_L, "します。"),
        ("・ 財宝カード4枚", FULL_R),  # a bullet's space is the bullet's
        ("作者 Rudiger Dorn", ""),  # Latin words keep their space; a line of one column stays
        ("", "- 3 -"),  # a page number is no pair
    ]
    text = _dump(pairs)
    cut = column_parts(split_lines(text))
    assert cut is not None
    parts = {no: [text[a:b] for a, b, _ in spans] for no, spans in cut.items()}
    assert parts[11] == ["進めます。", FULL_R]
    assert parts[12] == [FULL_L, "します。"]
    assert parts[13] == ["・ 財宝カード4枚", FULL_R]
    assert 14 not in parts and 15 not in parts


def test_a_short_pair_is_cut_only_where_no_column_would_write_a_space():
    pairs = [(FULL_L, FULL_R)] * 10 + [("くはないのです。", "つの山札を作ります。"),
                                       ("騎士コマ 財宝カード", "")]
    text = _dump(pairs)
    parts = {no: [text[a:b] for a, b, _ in spans] for no, spans in column_parts(split_lines(text)).items()}
    assert parts[11] == ["くはないのです。", "つの山札を作ります。"]  # after a full stop
    assert 12 not in parts  # a space inside one column's line: no full stop before, a word after


def test_interleaved_and_one_column_dumps_are_not_side_by_side():
    emerald = next(s for s in load_manifest(ROOT) if s.id == "emerald.ja").path.read_text(encoding="utf-8")
    assert column_parts(split_lines(emerald)) is None
    for sid in ("dragon_keeper.ja", "emporium.ja"):
        doc = extract_source(next(s for s in load_manifest(ROOT) if s.id == sid))
        assert column_parts(split_lines(dumpgen.make(doc, 3).text)) is None


@pytest.mark.parametrize("sid", MATERIAL)
def test_the_parts_of_a_cut_line_go_to_their_own_columns(pdfs, sid):
    """What the dump says of a column (the left or right part of a cut line) is kept: no page falls
    back to line order, each item of left parts is in the left column and of right parts in the
    right one (labels and items of uncut lines are placed by the walk)."""
    data, _ = pdfs[sid]
    result = read_text(plumber_dump(data), "rules.txt")
    assert not any("line order" in n for n in result.notes)
    assert any("side by side" in n for n in result.notes)
    placed = [(set(e["sides"]) - {""}, e["column"]) for e in result.layout if e["kind"] != "furniture"]
    assert sum(1 for sides, _ in placed if sides) >= len(placed) // 2
    for sides, column in placed:
        if sides == {"L"}:
            assert column.startswith("left"), (sides, column)
        elif sides == {"R"}:
            assert column.startswith("right"), (sides, column)


def test_a_dump_that_keeps_positions_places_every_line():
    """pdftotext -layout pads a left line to where the right column starts: a line indented that far
    is the right column's alone, a short pair is cut at the gap ending there, the rest is left."""
    at = 30  # the right column's first character, in every line

    def line(left: str, right: str) -> str:
        return (left + " " * (at - len(left)) + right if right else left).rstrip()

    pairs = [(FULL_L[:24], FULL_R[:24])] * 8 + [(FULL_L[:24], ""), ("", "ゲームの目的"),
                                                 ("購入用カード", "ゲームの勝者"), ("す。", FULL_R[:24])]
    text = "\n".join(line(a, b) for a, b in pairs) + "\n" + " " * 20 + "第2章"
    placed = {no: [(text[a:b], side) for a, b, side in spans]
              for no, spans in column_parts(split_lines(text)).items()}
    assert placed[9] == [(FULL_L[:24], "L")]
    assert placed[10] == [("ゲームの目的", "R")]
    assert placed[11] == [("購入用カード", "L"), ("ゲームの勝者", "R")]
    assert placed[12] == [("す。", "L"), (FULL_R[:24], "R")]
    assert placed[13] == [("第2章", "S")]  # set across both columns: a band begins


@pytest.mark.parametrize("sid", MATERIAL)
def test_a_running_header_is_furniture_not_a_heading(pdfs, sid):
    """The line opening every page alike (`<id> rules`, tests/pdfgen.py's header) heads no section."""
    data, _ = pdfs[sid]
    text = plumber_dump(data)
    doc = build("x", "", read_text(text, "rules.txt"))
    header = f"{sid} rules"
    reasons = [f["reason"] for f in doc["furniture"] if f["raw"] == header]
    assert reasons == ["running header"] * text.count(header)
    assert header not in {s["title"] for s in doc["sections"]}


@pytest.mark.parametrize("sid", MATERIAL)
def test_poppler_s_blocks_keep_the_columns_and_their_sections(pdfs, sid, tmp_path):
    """pdftotext's default mode interleaves the columns block by block, a blank line between two
    blocks (pdf_text._blocks): the reader keeps a block's lines in one column and gives the next
    block to the other. Before (blank lines ignored): Dragon Keeper 0.897 whole, 0.760 in order,
    0.186 in section; El Dorado 1.000 / 0.823 / 0.701. Now 0.990 / 0.938 / 0.763 and 1.000 /
    0.865 / 0.732 (bench/pdftotext_dumps.py --chapters 2); the floors sit below those."""
    data, truth = pdfs[sid]
    text = pdftotext_dump(data, tmp_path)  # (default mode: blocks)
    assert sum(not ln.strip() for ln in text.splitlines()) > len(text.splitlines()) // 3
    m = read_measured(text, truth)
    assert m["whole"] >= 0.97 and m["order"] >= 0.83 and m["section"] >= 0.6, m
