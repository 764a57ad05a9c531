"""Column rules of the pdf-text reader (extract/readers/_columns.py and the piece kinds of
pdf_text.py) on small dumps made here, geometry-free: what a reader infers from the text alone.

- a paragraph no line of which comes near the column's width sits beside a figure: a plain one
  is the figure's text (a caption);
- a heading owns the text below it in its column: a label whose column goes on with nothing it
  could own (the rest of a figure, then another heading far below) is a figure label;
- the right column's top item, under no heading, goes on with the left column's last section.
"""

from __future__ import annotations

from extract.readers import _columns
from extract.readers.pdf_text import read_text
from extract.segment import build

FULL = "・ 手番では、手札からカードを１枚以上使って、自分のコマを隣のマスに移動させます。移動に"


def _kinds(text: str) -> list[tuple[str, str]]:
    doc = build("x", "", read_text(text, "x"))
    return [(c["kind"], c["text"][:6]) for c in doc["clauses"]]


def test_a_narrow_plain_block_is_a_figure_text():
    body = [FULL, "使ったカードは捨て札置き場に置きます。", FULL, "使ったカードは捨て札置き場に置きます。",
            "コマが３マス進んだので、ゴールの手前のマスで止ま",
            "りました。次の手番でゴールに入ります。", FULL, "使ったカードは捨て札置き場に置きます。"]
    kinds = _kinds("\n".join(body) + "\n")
    assert ("caption", "コマが3マス") in kinds
    # a full-width plain paragraph is running text
    wide = [FULL[2:], "使ったカードは捨て札置き場に置きます。"]
    assert _kinds("\n".join(body[:4] + wide) + "\n")[-1][0] == "rule"


def _item(lines: list[int], kind: str = "text", words: str = "", bullet: bool | None = True) -> _columns.Item:
    return _columns.Item(lines, kind, frozenset(words.split()), bullet=bullet)


def test_right_column_top_goes_on_with_the_left_columns_last_section():
    # Two items start side by side at the top (0 and 1, interleaved); then one column runs alone
    # under a heading, the other is silent (a figure, its labels in the dump) and resumes under a
    # heading of its own. Which top item heads which run is told by the subject only: the right
    # column's top (a note on track moves) goes on with the left column's last section.
    items = [
        _item([0, 2, 4], words="竜 向き 端 方向"),  # left top: the dragon's direction
        _item([1, 3, 5, 6, 7], words="軌道 範囲 外 居続"),  # right top: a note on the track's range
        _item([8], "heading", words="捕獲"),
        _item([9, 11], words="捕獲 騎士 身代"),
        _item([10], "label", words="図"),
        _item([12, 13], words="捕獲 騎士 選択"),
        _item([14], "label", words="図"),
        _item([15], "heading", words="軌道"),
        _item([16, 17], words="軌道 範囲 移動 先端"),
        _item([18], "heading", words="終了"),
        _item([19, 21], words="終了 条件 財宝"),
        _item([20], words="軌道 範囲 往復"),
        _item([22, 23], words="終了 最後 財宝"),
    ]
    found = _columns.columns(items)
    assert found is not None
    left = {k for k, c in found.items() if c == 0}
    # the left page: the dragon, capture, the track's section (what the note goes on with)
    assert {0, 2, 3, 7, 8} <= left and 1 not in left
    assert {9, 10, 12} <= {k for k, c in found.items() if c == 1}
