"""The pdf reader on synthesised two-column CJK rulebooks (tests/pdfgen.py) and on bad PDFs."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

from extract.errors import InputError
from extract.lines import split_lines
from extract.normalise import fold
from extract.readers import pdf, read
from rulestone.schemas import errors
from rulestone.sources import extract_bytes

sys.path.insert(0, str(Path(__file__).parent))
import pdfgen

KIND = {"heading1": "heading", "heading2": "heading", "para": "rule", "item": "list-item"}


@pytest.fixture(scope="module", params=["ja", "zh-Hant"])
def synth(request) -> pdfgen.Synth:
    return pdfgen.make(request.param, sections=7)  # 5-6 pages, a paragraph breaks over a page


@pytest.fixture(scope="module")
def extracted(synth):
    result = read("pdf", synth.data, "rules.pdf")
    return result, extract_bytes("rules", "pdf", synth.data, "rules.pdf")


def test_the_synthesised_pdf_is_what_the_tests_think(synth):
    """Guard for the generator: several pages, and the CJK fonts decode back to the same Unicode
    (reportlab's default CMap for MSung-Light would not)."""
    import io

    import pdfplumber

    assert synth.pages >= 3
    with pdfplumber.open(io.BytesIO(synth.data)) as doc:
        text = "".join(p.extract_text() for p in doc.pages)
    written = "".join(b.marker + b.text for b in synth.blocks)
    assert {ch for ch in written if not ch.isspace()} - set(text) == set(), "characters that did not decode"
    assert synth.header in text


def test_clauses_come_out_in_the_order_written(synth, extracted):
    _, doc = extracted
    got = [(c["kind"], fold(c["text"])) for c in doc["clauses"]]
    want = [(KIND[b.kind], fold(b.text)) for b in synth.blocks]
    assert got == want


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_long_document_order(lang):
    """20 chapters: a last page with only a few two-column rows (too sparse to show its gutter on
    its own), and centred headings `第10章 …` whose word space falls right on the gutter."""
    synth = pdfgen.make(lang, sections=20)
    doc = extract_bytes("long", "pdf", synth.data, "long.pdf")
    got = [(c["kind"], fold(c["text"])) for c in doc["clauses"]]
    assert got == [(KIND[b.kind], fold(b.text)) for b in synth.blocks]
    assert len(doc["furniture"]) == 2 * synth.pages


def test_list_markers_are_kept(synth, extracted):
    _, doc = extracted
    got = [c["marker"] for c in doc["clauses"] if c["kind"] == "list-item"]
    assert got == [b.marker for b in synth.blocks if b.kind == "item"]


def test_headings_across_the_gutter_are_top_level_sections(synth, extracted):
    _, doc = extracted
    top = [s["title"] for s in doc["sections"] if s["level"] == 1]
    assert top == [fold(b.text) for b in synth.blocks if b.kind == "heading1"]
    subs = [s for s in doc["sections"] if s["level"] == 2]
    assert [s["title"] for s in subs] == [fold(b.text) for b in synth.blocks if b.kind == "heading2"]
    assert all(s["parent"] for s in subs)


def test_running_headers_and_page_numbers_are_furniture(synth, extracted):
    _, doc = extracted
    reasons = Counter()
    for f in doc["furniture"]:
        if f["raw"] == synth.header:
            reasons["header"] += "running header" in f["reason"]
        elif f["raw"] in synth.page_labels:
            reasons["page"] += f["reason"] == "page number"
    assert reasons == {"header": synth.pages, "page": synth.pages}
    assert len(doc["furniture"]) == 2 * synth.pages
    assert not any(synth.header in c["raw"] for c in doc["clauses"])


def test_every_line_of_the_dump_lands_exactly_once(extracted):
    result, doc = extracted
    nonblank = {ln.no for ln in split_lines(result.text) if not ln.blank}
    seen = Counter(n for e in doc["clauses"] + doc["furniture"] for n in e["lines"])
    assert set(seen) == nonblank
    assert [n for n, k in seen.items() if k > 1] == []
    for e in doc["clauses"] + doc["furniture"]:
        assert e["raw"] == "\n".join(result.text[s:t] for s, t in e["spans"])


def test_clauses_file_is_valid(extracted):
    result, doc = extracted
    assert doc["encoding"] == "pdf" == result.encoding
    assert errors(doc, "clauses") == []


def test_paragraphs_run_on_across_columns_and_pages(synth, extracted):
    """The order test means something only if paragraphs break across columns and pages."""
    result, doc = extracted
    pages = pdf._parse(synth.data, "rules.pdf")
    where = [(p.no, ln.col) for p in pages for ln in pdf._layout(p, pdfgen.BODY_SIZE)[0]]  # dump order
    nonblank = [n for n, ln in enumerate(result.text.split("\n"), 1) if ln.strip()]
    at = dict(zip(nonblank, where, strict=True))
    spread = [{at[n] for n in c["lines"]} for c in doc["clauses"]]
    assert any(len({col for _, col in s}) > 1 for s in spread), "no paragraph crosses the gutter"
    assert any(len({page for page, _ in s}) > 1 for s in spread), "no paragraph crosses a page"


def test_one_column_page_is_not_split(tmp_path):
    """Single-column text with a first-line indent has no gutter: lines stay whole."""
    import io

    from reportlab.pdfgen import canvas

    body, _ = pdfgen.fonts("ja")
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pdfgen.A4)
    c.setFont(body, 10)
    text = "各プレイヤーは自分の手番に山札からカードを引きます。" * 6
    y = 780.0
    for i in range(0, len(text), 40):
        c.drawString(56 + (10 if i == 0 else 0), y, text[i:i + 40])
        y -= 16
    c.drawString(56, y, "ダイスを振ってコマを進めます。")
    c.save()
    result = pdf.read_bytes(buf.getvalue(), "one.pdf")
    want = [text[i:i + 40] for i in range(0, len(text), 40)] + ["ダイスを振ってコマを進めます。"]
    assert [ln for ln in result.text.split("\n") if ln] == want
    # the short last line ending a sentence closes the first paragraph
    assert [(p.kind, len(p.spans)) for p in result.pieces] == [("rule", 4), ("rule", 1)]


def test_furigana_goes_to_furniture_and_the_sentence_stays_whole():
    import io

    from reportlab.pdfgen import canvas

    body, _ = pdfgen.fonts("ja")
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pdfgen.A4)
    lines = ["プレイヤーは自分の手番に山札から", "カードを引き、宝石を得ます。"]
    y = 780.0
    for text in lines:
        c.setFont(body, 10)
        c.drawString(56, y, text)
        y -= 20
    c.setFont(body, 5)  # ruby over 山札 (x = 56 + 14 characters of 10pt), 5pt above the line
    c.drawString(56 + 140, 780 + 11, "やまふだ")
    c.save()
    result = pdf.read_bytes(buf.getvalue(), "ruby.pdf")
    kinds = [(p.kind, p.reason) for p in result.pieces]
    assert kinds == [("furniture", "ruby (furigana) over the line below"), ("rule", "")]
    rule = result.pieces[1]
    assert [result.text[a:b] for a, b in rule.spans] == lines


def test_heading_levels_from_size_and_weight():
    """Larger type ranks higher; a bold line at body size is the lowest heading level; a chapter
    number on its own line joins its title."""
    import io

    from reportlab.pdfgen import canvas

    body, bold = pdfgen.fonts("ja")
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pdfgen.A4)
    y = 780.0
    for font, size, text in [(bold, 18, "第2章"), (bold, 18, "ゲームの流れ"),
                             (body, 10, "手番は時計回りに進みます。"),
                             (bold, 14, "準備"), (body, 10, "カードを配ります。"),
                             (bold, 10, "注意"), (body, 10, "山札は伏せて置きます。")]:
        c.setFont(font, size)
        c.drawString(56, y, text)
        y -= size + 10
    c.save()
    result = pdf.read_bytes(buf.getvalue(), "levels.pdf")
    got = [(p.kind, p.level, [result.text[a:b] for a, b in p.spans]) for p in result.pieces]
    assert got == [("heading", 1, ["第2章", "ゲームの流れ"]), ("rule", 0, ["手番は時計回りに進みます。"]),
                   ("heading", 2, ["準備"]), ("rule", 0, ["カードを配ります。"]),
                   ("heading", 3, ["注意"]), ("rule", 0, ["山札は伏せて置きます。"])]


def test_small_print_is_a_caption_and_the_sentence_runs_on_past_it():
    import io

    from reportlab.pdfgen import canvas

    body, _ = pdfgen.fonts("ja")
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pdfgen.A4)
    y = 780.0
    for size, text in [(10, "カードを一枚ずつ配り、残りは山札にして"), (8, "図1 準備が終わった状態"),
                       (10, "中央に置きます。"), (10, "最後に親を決めます。")]:
        c.setFont(body, size)
        c.drawString(56, y, text)
        y -= 16
    c.save()
    result = pdf.read_bytes(buf.getvalue(), "caption.pdf")
    got = [(p.kind, [result.text[a:b] for a, b in p.spans]) for p in result.pieces]
    # the sentence runs on past the caption set in the middle of it
    assert got == [("rule", ["カードを一枚ずつ配り、残りは山札にして", "中央に置きます。"]),
                   ("caption", ["図1 準備が終わった状態"]), ("rule", ["最後に親を決めます。"])]


def test_table_rows_stay_apart():
    """A component list: cells set apart by wide gaps; no row ends a sentence, yet none joins the next."""
    import io

    from reportlab.pdfgen import canvas

    body, _ = pdfgen.fonts("ja")
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pdfgen.A4)
    c.setFont(body, 10)
    c.drawString(56, 780, "内容物は次のとおりです。")
    for i, (name, count) in enumerate([("カード", "60枚"), ("コマ", "4個"), ("サイコロ", "2個")]):
        c.drawString(56, 760 - 16 * i, name)
        c.drawString(156, 760 - 16 * i, count)
    c.save()
    result = pdf.read_bytes(buf.getvalue(), "box.pdf")
    got = [(p.kind, [result.text[a:b] for a, b in p.spans]) for p in result.pieces]
    assert got == [("rule", ["内容物は次のとおりです。"]), ("table-row", ["カード 60枚"]),
                   ("table-row", ["コマ 4個"]), ("table-row", ["サイコロ 2個"])]


# ---------------------------------------------------------------------------------------------- bad input

def _corrupt() -> bytes:
    return b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n garbage that is not a pdf\n%%EOF\n"


def _truncated() -> bytes:
    data = pdfgen.make("ja", sections=1).data
    return data[: len(data) // 3]


@pytest.mark.parametrize("make,expect", [
    (_corrupt, "corrupt or unreadable pdf"),
    (_truncated, "pdf"),
    (pdfgen.encrypted_pdf, "encrypted pdf: a password is needed"),
    (pdfgen.image_only_pdf, "no text layer"),
])
def test_bad_pdfs_raise_input_error_naming_the_file(make, expect):
    with pytest.raises(InputError) as e:
        pdf.read_bytes(make(), "book/rules.pdf")
    msg = str(e.value)
    assert msg.startswith("book/rules.pdf: ") and expect in msg.lower(), msg
    assert "\n" not in msg


def test_damaged_pdfs_give_one_line_input_errors_or_text():
    """Bytes flipped at random in a good PDF: pdfminer fails in many ways; each must come out as an
    InputError with one printable line (or, when the damage is harmless, as text)."""
    import random

    good = pdfgen.make("ja", sections=1).data
    rng = random.Random(7)
    for _ in range(25):
        data = bytearray(good)
        for _ in range(rng.randint(1, 12)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        try:
            pdf.read_bytes(bytes(data), "damaged.pdf")
        except InputError as e:
            assert str(e).startswith("damaged.pdf: ") and str(e).isprintable(), str(e)


def test_fonts_without_unicode_mapping_are_refused(monkeypatch):
    """pdfminer reports a glyph it cannot map to Unicode as `(cid:N)`; a page of those is no text."""
    chars = [pdf._Char(f"(cid:{i})", 56 + 10 * i, 66 + 10 * i, 100, 110, 10, False) for i in range(20)]
    monkeypatch.setattr(pdf, "_parse", lambda data, path: [pdf._Page(1, 595, 842, chars)])
    with pytest.raises(InputError, match=r"nocmap\.pdf: PDF text cannot be decoded: 20 of 20"):
        pdf.read_bytes(b"", "nocmap.pdf")


# ---------------------------------------------------------------------------------------------- CLI

def _cli(args, cwd):
    return subprocess.run([sys.executable, "-m", "rulestone", *args], cwd=cwd, capture_output=True, text=True)


def test_cli_extracts_a_pdf(tmp_path: Path):
    synth = pdfgen.make("zh-Hant", sections=2)
    f = tmp_path / "rules.pdf"
    f.write_bytes(synth.data)
    out = tmp_path / "out"
    r = _cli(["extract", str(f), "-o", str(out)], tmp_path)
    assert r.returncode == 0, r.stderr
    doc = yaml.safe_load((out / "rules.yaml").read_text(encoding="utf-8"))
    assert doc["encoding"] == "pdf"
    assert [c["kind"] for c in doc["clauses"]] == [KIND[b.kind] for b in synth.blocks]


@pytest.mark.parametrize("make", [_corrupt, pdfgen.encrypted_pdf])
def test_cli_bad_pdf_exit_2_one_line_nothing_written(tmp_path: Path, make):
    f = tmp_path / "bad.pdf"
    f.write_bytes(make())
    out = tmp_path / "out"
    r = _cli(["extract", str(f), "-o", str(out)], tmp_path)
    assert r.returncode == 2
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and str(f) in lines[0] and "pdf" in lines[0].lower(), r.stderr
    assert not out.exists()
