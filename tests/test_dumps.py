"""Synthetic two-page-spread dumps (tests/dumpgen.py) made from documents other than Emerald:
every line kept once, sentences whole, and the column order no worse than line order at
keeping successive sentences together. Floors are set below what seeds 0-1 measured; these
run seeds 5-6."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import dumpgen

from extract.readers.pdf_text import read_text
from extract.segment import build
from rulestone.sources import extract_source, load_manifest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def material():
    wanted = ("dragon_keeper.ja", "emporium.ja")
    return {s.id: extract_source(s) for s in load_manifest(ROOT) if s.id in wanted}


def scores(doc, seed, order):
    d = dumpgen.make(doc, seed)
    result = read_text(d.text, "x", order=order)
    n = len([ln for ln in d.text.splitlines() if ln.strip()])
    covered = sorted(ln for p in result.pieces for s, e in p.spans
                     for ln in range(d.text.count("\n", 0, s), d.text.count("\n", 0, max(s, e - 1)) + 1))
    assert covered == list(range(n))  # every non-blank line exactly once
    return dumpgen.measure(d.sentences, dumpgen.read_back(build("x", "", result)))


def test_dumps_are_laid_out_as_spreads(material):
    d = dumpgen.make(material["emporium.ja"], 5)
    assert d.spreads >= 2 and d.labels > 0
    assert d.text.splitlines()[-2:] == [str(2 * d.spreads - 1), str(2 * d.spreads)]


@pytest.mark.parametrize("seed", [5, 6])
def test_sentences_whole_and_order(material, seed):
    for doc in material.values():
        lines, columns = scores(doc, seed, "lines"), scores(doc, seed, "columns")
        print(doc["source"], seed, lines, columns)
        assert columns["whole"] >= 0.85 and lines["whole"] >= 0.85
        assert columns["order"] >= 0.5


# --- error classes set on purpose (seeds 5-6; the rules were developed on seeds 0-4) ----------

def _classes(material, seeds=(5, 6), **kw):
    tot: dict[str, int] = {}
    for doc in material.values():
        for seed in seeds:
            d = dumpgen.make(doc, seed, **kw)
            m = dumpgen.measure_classes(d, build("x", "", read_text(d.text, "x")))
            for k, v in m.items():
                tot[k] = tot.get(k, 0) + v
    return tot


def test_a_remark_opening_with_a_connective_stays_with_the_item_above_it(material):
    """なお、… after a bulleted item is neither bullet nor paragraph of a kind of its own: it does
    not pull the column's style (measured 33/62 in order; 22/62 without the rule)."""
    m = _classes(material, connective=1.0)
    assert m["remarks"] >= 40
    assert m["remarks_in_order"] >= 0.45 * m["remarks"], m


def test_the_last_label_of_a_listed_figure_is_no_heading(material):
    """`金貨カード ２５ / 銀貨カード ２４ / 呪いカード`: the last name has no count but ends as its
    neighbours do (measured 5/23 read as headings on seeds 5-8; 20/23 without the rule. Seeds
    5-6 alone hold 9 such figures since figure labels end where words end: too few to judge)."""
    m = _classes(material, seeds=(5, 6, 7, 8), listed=1.0)
    assert m["listed"] >= 15
    assert m["listed_as_headings"] <= 0.25 * m["listed"], m


def test_a_figure_label_naming_a_part_of_another_is_no_heading(material):
    """`ドラゴン` ... `ドラゴンの洞窟` right above an item that does not speak of it: the board's label,
    not a heading (measured 4/54 read as headings on seeds 0-2 of three documents; 44/54 without
    the rule)."""
    m = _classes(material, named=1.0)
    assert m["named"] >= 8  # (9 since figure labels are whole words; 10+ before)
    assert m["named_as_headings"] <= 0.25 * m["named"], m


def test_a_full_unfinished_line_keeps_its_next_row(material):
    """Two columns' lines may both continue an open line grammatically (`…冒険者` + `です。`); the
    full unfinished one waiting for its next row takes it (SKIP_ROW). Reading order, seeds 5-6:
    sentences whole 96.8 % on average (95.2 % without the rule)."""
    whole = [scores(doc, seed, "reading")["whole"] for doc in material.values() for seed in (5, 6)]
    assert sum(whole) / len(whole) >= 0.96, whole


def test_a_list_item_that_is_no_sentence_keeps_its_marker(material):
    """The generator drops the bullet of some paragraphs, but not of a list item without a full
    stop (`ギルドタイル4枚:`): without its marker it is a figure label to any reader."""
    doc = material["dragon_keeper.ja"]
    fragments = [c["text"] for c in doc["clauses"] if c["kind"] == "list-item" and len(c["text"]) >= 8
                 and c["text"][-1] not in "。！？!?）)」"]
    assert fragments
    for seed in range(5):
        lines = dumpgen.make(doc, seed).text.splitlines()
        for t in fragments:
            first = dumpgen.wrap(t, 80)[0]
            assert any(ln.startswith("・ ") and ln[2:].startswith(first[:6]) for ln in lines), t


def test_the_row_after_a_full_unfinished_line_is_its_continuation_even_short(material):
    """SKIP_ROW counts the row before as given even to a stream that has ended since, and holds for
    a short row too (`…柱を置く` + `必要があります。`); a short one-line sentence is running text.
    Reading order on dumps of two documents, seeds 15-16 (the rules were developed on seeds 0-9):
    sentences whole 97.7 % on average with these rules (97.3 % with the reader before them; 98.5 %
    with all of the fifth round's)."""
    whole = [scores(doc, seed, "reading")["whole"] for doc in material.values() for seed in (15, 16)]
    assert sum(whole) / len(whole) >= 0.975, whole


def _whole(material, **kw) -> float:
    w = []
    for doc in material.values():
        for seed in (15, 16):
            d = dumpgen.make(doc, seed, **kw)
            got = dumpgen.read_back(build("x", "", read_text(d.text, "x")))
            w.append(dumpgen.measure(d.sentences, got)["whole"])
    return sum(w) / len(w)


def test_remarks_and_brackets_keep_sentences_whole(material):
    """Remarks opening with a connective (`なお、…`) do not continue a line that ended in neither 、
    nor a full stop; a remark in brackets after a full stop ends where they close; a line goes on
    with the words of the line it continues. Seeds 15-16, every bulleted item's remark set apart:
    98.0 % of sentences whole (93.4 % with the reader before the fifth round)."""
    assert _whole(material, connective=1.0) >= 0.97


def test_narrow_text_beside_figures_keeps_sentences_whole(material):
    """A short line with a full stop inside is no figure label; a short one-line sentence is no
    caption. Seeds 15-16, every note and example narrow beside a figure: 97.9 % whole (94.4 %
    before the fifth round); 96.6 % since figure labels end where words end (other dumps)."""
    assert _whole(material, beside=1.0) >= 0.96


def test_a_heading_names_what_its_section_speaks_of(material):
    """After the columns: a one-word heading the text uses elsewhere but the items below it never
    touch is a figure's label (`山札` above an item about something else); a heading-shaped label
    the dump left undecided (the other column's labels beside it) that names what the items below
    it speak of is their heading. Sections on seeds 17-18 (the rules were developed on seeds
    10-14): 65.1 % of sentences under their own heading (61.2 % without the first rule, 61.9 %
    without the second, 58.0 % without both). Since figure labels end where words end (other
    dumps): 61.6 %, 57.1 % without the first rule, 61.6 % without the second."""
    sec = []
    for doc in material.values():
        for seed in (17, 18):
            d = dumpgen.make(doc, seed)
            got = dumpgen.read_back(build("x", "", read_text(d.text, "x")))
            sec.append(dumpgen.measure(d.sentences, got)["section"])
    assert sum(sec) / len(sec) >= 0.60, sec


def test_the_left_pages_last_paragraph_goes_on_on_the_facing_page(material, monkeypatch):
    """A paragraph the line search carried over a spread's page numbers, while the right page's
    top reads on from its last line better, is the left page's: it goes on at the facing page's
    top, and the next spread's lines open a paragraph of their own (FACING_PAGE). Seeds 15-18 of
    three documents, four settings (the rule was developed on seeds 10-14): 60 sentences broken
    without it, 53 with it, none broken by it; here Dragon Keeper, seed 16. (FOOT, a column's foot
    left unfinished at no cost, mends this one too: measured without it.)"""
    from extract.readers import pdf_text

    doc = material["dragon_keeper.ja"]
    d = dumpgen.make(doc, 16)

    def whole() -> float:
        got = dumpgen.read_back(build("x", "", read_text(d.text, "x")))
        return dumpgen.measure(d.sentences, got)["whole"]

    both = whole()
    monkeypatch.setattr(pdf_text, "FOOT", False)
    on = whole()
    assert on == both
    monkeypatch.setattr(pdf_text, "FACING_PAGE", False)
    assert on > whole()


def test_the_right_pages_top_read_into_the_left_column_ends_the_left_pages_foot(material, monkeypatch):
    """Dragon Keeper, seed 114: the first spread's left page ends `…プレイヤーはドラゴンの` and the
    sentence ends on the right page's top line, `尊敬を得るでしょう。`, which the column step reads
    into the left column under the page's first heading. The one short one-line paragraph ending
    a sentence among the spread's first rows is taken as that foot's end (SHORT_TOP)."""
    from extract.readers import pdf_text

    d = dumpgen.make(material["dragon_keeper.ja"], 114)
    want = dumpgen._key("そして、貢物を捧げた後に最も多くの得点を持っている"
                        "プレイヤーはドラゴンの尊敬を得るでしょう。")
    assert want in {dumpgen._key(s) for s, _ in d.sentences}  # (the generator still makes that dump)

    def whole() -> bool:
        got = dumpgen.read_back(build("x", "", read_text(d.text, "x")))
        return any(s == want for s, _ in got)

    assert whole()
    monkeypatch.setattr(pdf_text, "SHORT_TOP", False)
    assert not whole()


def test_a_line_that_cannot_start_at_the_spreads_top_ends_the_carried_foot(material, monkeypatch):
    """Dragon Keeper, seed 129: the left page's last paragraph (`…捕まえたくはない`) ends on the right
    page's top line `のです。`, which the search gave to the heading above it (`ゲーム画面`); so it
    carried the paragraph over the page numbers into the next spread, where it took another
    paragraph's `イルを獲得し…` and broke two sentences there. TOP_NONSTARTER cuts it at the
    numbers and gives `のです。` back its own line (the foot itself stays unjoined in this dump: the
    column step does not put `のです。` at the right column's top)."""
    from extract.readers import pdf_text

    d = dumpgen.make(material["dragon_keeper.ja"], 129)
    want = {dumpgen._key(s) for s in ("つまり、タイルの得点を目当てにアクションタイルを獲得し、"
                                      "そのアクションを無視することができます。",
                                      "対象となる山札が自身のギルドタイルと同じギルド(色)の場合は、"
                                      "2番目に枚数が多い山札のタイルをすべて捨てる必要があります。")}
    assert want <= {dumpgen._key(s) for s, _ in d.sentences}  # (the generator still makes that dump)

    def whole() -> set[str]:
        return want & {s for s, _ in dumpgen.read_back(build("x", "", read_text(d.text, "x")))}

    assert whole() == want
    monkeypatch.setattr(pdf_text, "TOP_NONSTARTER", False)
    assert whole() == set()


@pytest.mark.parametrize("form", ["- {} -", "―{}―", "P.{}", "{}ページ"])
def test_page_numbers_in_a_form_of_their_own_mark_spreads(material, form):
    """A dump whose page numbers print as `- 5 -` (or ―５―, P.5, 5ページ) instead of bare `5` is
    still taken for an interleaved PDF dump when its format is guessed, and reads as the bare one
    does (before: read as plain text, 60 % of a dump's sentences whole)."""
    from extract.readers import guess_format, read

    doc = material["emporium.ja"]
    d = dumpgen.make(doc, 5)
    pages = {i for i, c in enumerate(d.columns) if c == -1}
    lines = d.text.split("\n")
    text = "\n".join(form.format(ln) if i in pages else ln for i, ln in enumerate(lines))
    assert guess_format("rules.txt", text.encode("utf-8")) == "pdf-text"
    result = read("pdf-text", text.encode("utf-8"), "x.txt")
    got = dumpgen.measure(d.sentences, dumpgen.read_back(build("x", "", result)))
    bare = dumpgen.measure(d.sentences, dumpgen.read_back(build("x", "", read_text(d.text, "x"))))
    assert got["whole"] >= bare["whole"] - 0.01 and got["order"] >= bare["order"] - 0.02


def test_a_dump_without_page_numbers_is_still_guessed_interleaved(material):
    """No page numbers to pair and few lines stranded after a sentence end (emporium, seed 3:
    none): a line that goes on right after the other column's short label, and bullets right after
    full lines that have not ended their sentence, tell the columns apart (before: read as plain
    text, 60 % of its sentences whole); the same text set in one column stays plain text."""
    from extract.readers import guess_format

    doc = material["emporium.ja"]
    d = dumpgen.make(doc, 3)
    pages = {i for i, c in enumerate(d.columns) if c == -1}
    text = "\n".join(ln for i, ln in enumerate(d.text.split("\n")) if i not in pages)
    assert guess_format("rules.txt", text.encode("utf-8")) == "pdf-text"
    for width in (40, 80):
        one = [ln for c in doc["clauses"]
               for ln in ([c["text"]] if c["kind"] == "heading" else
                          dumpgen.wrap(c["text"], width, "・ " if c["kind"] == "list-item" else ""))]
        assert guess_format("rules.txt", "\n".join(one).encode("utf-8")) == "text"


@pytest.mark.parametrize("encoding", ["cp932", "euc_jp", "utf-16"])
def test_a_dump_in_a_legacy_encoding_is_guessed_as_a_dump(material, encoding):
    """The format is judged on the text the reader will read (before: on UTF-8 only, so a dump
    saved in Shift_JIS was read as plain text, 60 % of its sentences whole)."""
    from extract.readers import guess_format, read

    d = dumpgen.make(material["emporium.ja"], 5)
    data = d.text.encode(encoding)
    assert guess_format("rules.txt", data) == "pdf-text"
    got = dumpgen.measure(d.sentences, dumpgen.read_back(build("x", "", read("pdf-text", data, "x.txt"))))
    assert got["whole"] >= 0.95


def _mended_only_by(monkeypatch, doc: dict, seed: int, toggle: str, off: object, sentence: str,
                    **geometry: int) -> None:
    """The sentence comes out whole from that synthetic dump, and broken with the reader's `toggle`
    set to `off`."""
    from extract.readers import pdf_text

    d = dumpgen.make(doc, seed, **geometry)
    want = dumpgen._key(sentence)
    assert want in {dumpgen._key(s) for s, _ in d.sentences}  # (the generator still makes that dump)

    def whole() -> bool:
        return any(s == want for s, _ in dumpgen.read_back(build("x", "", read_text(d.text, "x"))))

    assert whole()
    monkeypatch.setattr(pdf_text, toggle, off)
    assert not whole()


def test_a_foot_carried_over_the_spread_keeps_its_rest_when_the_other_foot_reads_on_facing(
        material, monkeypatch):
    """Dragon Keeper, seed 2: both pages of the first spread end unfinished. The search carries the
    right page's foot (`…自分の冒険者タイ`) over the page numbers to the next spread's first line
    (`ル山札を確認できますが、…`); the right page's top (`ません。そして、…`) cannot start a sentence,
    which made FACING_PAGE cut the carried foot as if it were the left page's. The left page's foot
    (`…捧げなければなり`), unfinished and going on nowhere, is the one the top reads on from
    (OTHER_FOOT): the carried one keeps its rest."""
    _mended_only_by(monkeypatch, material["dragon_keeper.ja"], 2, "OTHER_FOOT", False,
                    "プレイヤーはいつでも自分の冒険者タイル山札を確認できますが、"
                    "タイルの順序を変更することはできません。")


def test_the_spreads_first_row_and_the_next_are_the_two_pages_tops(material, monkeypatch):
    """Dragon Keeper at columns 60 wide, seed 0: the paragraph carried over the page numbers lands
    on the spread's first row (`…手元に表向き`), and the next row is the right page's top
    (`者タイルが1〜5枚なら…`, the rest of the left page's foot), which reads on after it well
    enough. A stream holding a spread's first row that takes the next one too pays TOP_PAIR:
    both pages' text starts at the same height, the left one first."""
    _mended_only_by(monkeypatch, material["dragon_keeper.ja"], 0, "TOP_PAIR", 0.0,
                    "アクティブプレイヤーはフィギュアを置いたタイルを獲得し、手元に表向きにして置きます。",
                    width=60)


def test_a_top_paragraph_making_a_word_with_an_unfinished_foot_heads_the_right_column(
        material, monkeypatch):
    """Emporium at columns 60 wide, seed 0: the left page ends `…もしポリスの中にカードがない場合、プレ`
    and the right page opens `イヤーは強制的な探検を実行します。…`, a line that could start a sentence,
    so the column walk read it as the left column's top and the foot stayed cut. A plain paragraph
    among the spread's first lines whose head makes a word with the last line of a paragraph the
    spread leaves unfinished further down (READS_ON_FOOT) runs on, as a line that cannot start a
    sentence does: it heads the right column and _run_on joins the two."""
    _mended_only_by(monkeypatch, material["emporium.ja"], 0, "READS_ON_FOOT", False,
                    "もしポリスの中にカードがない場合、プレイヤーは強制的な探検を実行します。", width=60)


def test_a_word_across_the_facing_pages_cuts_a_foot_carried_to_a_line_that_cannot_start(
        material, monkeypatch):
    """Dragon Keeper at columns 60 wide, seed 2: the left page ends `…直後のスタートプレ`, the right
    page opens `イヤーは、直前のレベルの…`, and the search carried the foot over the page numbers to
    the next spread's `た。`, a line that cannot start a sentence (the rest of another foot), which
    kept FACING_PAGE from cutting it. A plain paragraph at the spread's top that makes a word with
    the foot and reads on better than that line (WORD_AT_TOP) shows the foot is the left page's."""
    _mended_only_by(monkeypatch, material["dragon_keeper.ja"], 2, "WORD_AT_TOP", False,
                    "新たなレベルが始まった直後のスタートプレイヤーは、"
                    "直前のレベルの階段タイルを持っているプレイヤーです。", width=60)
