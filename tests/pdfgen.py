"""Synthesise multi-page two-column CJK rulebook PDFs with reportlab (for the pdf reader's tests and bench).

Fonts are reportlab's built-in CID fonts, so nothing has to be installed: Japanese in `HeiseiMin-W3`
(sub-headings in the heavier `HeiseiKakuGo-W5`), Traditional Chinese in `MSung-Light`. reportlab
registers MSung-Light with the *simplified* Chinese CMap `UniGB-UCS2-H`, which makes pdfminer decode
the UCS-2 codes through the wrong table (mojibake); `_CNSFont` registers it with `UniCNS-UCS2-H`, the
Unicode CMap of the CNS (Traditional Chinese) collection, and the text round-trips exactly.

Layout (A4): a running header at the top left, a page number centred at the bottom, body text in two
columns with a gutter. A level-1 heading is set across both columns (centred over the gutter): the
text before it is balanced over the two columns, so the heading splits the page into bands. Level-2
headings, paragraphs (first line indented one em) and list items (hanging indent) flow down the left
column, then the right column, then onto the next page.

`make(lang, sections=N)` returns a `Synth`: the PDF bytes plus the blocks in the order they were
written, which is the reading order a reader must recover.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import cache

from reportlab.lib import pdfencrypt
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import CIDFont, UnicodeCIDFont, widthsByUnichar
from reportlab.pdfgen import canvas

PAGE_W, PAGE_H = A4
MARGIN_X = 56.0
GUTTER = 20.0
COL_W = (PAGE_W - 2 * MARGIN_X - GUTTER) / 2
BODY_SIZE, PITCH = 10.0, 16.0
SUB_SIZE, H1_SIZE = 12.0, 16.0
BODY_TOP = PAGE_H - 72  # baseline of the first body row
BODY_BOTTOM = 64.0  # lowest baseline allowed
HEADER_Y, FOOTER_Y = PAGE_H - 40, 32.0


class _CNSFont(UnicodeCIDFont):
    """MSung-Light with the Traditional Chinese Unicode CMap (reportlab defaults to UniGB-UCS2-H)."""

    def __init__(self, face: str = "MSung-Light"):
        CIDFont.__init__(self, face, "UniCNS-UCS2-H")
        self.language = "cht"
        self.name = self.fontName = face
        self.vertical = False
        self.isHalfWidth = False
        self.unicodeWidths = widthsByUnichar[face]


@cache
def fonts(lang: str) -> tuple[str, str]:
    """(body font, sub-heading font) for a language, registered once."""
    if lang == "ja":
        pdfmetrics.registerFont(UnicodeCIDFont("HeiseiMin-W3"))
        pdfmetrics.registerFont(UnicodeCIDFont("HeiseiKakuGo-W5"))
        return "HeiseiMin-W3", "HeiseiKakuGo-W5"
    if lang == "zh-Hant":
        pdfmetrics.registerFont(_CNSFont())
        return "MSung-Light", "MSung-Light"
    raise ValueError(f"no font for {lang!r}")


@dataclass
class Block:
    kind: str  # heading1 | heading2 | para | item
    text: str  # without the marker
    marker: str = ""


@dataclass
class Synth:
    data: bytes
    blocks: list[Block]
    header: str
    pages: int
    page_labels: list[str] = field(default_factory=list)


_JA = [
    "各プレイヤーは自分の手番に、山札からカードを二枚引いて手札に加えます。",
    "手札が七枚を超えた場合は、超えた分を選んで捨て札置き場に置かなければなりません。",
    "ダイスを振り、出た目の数だけ自分のコマを時計回りに進めてください。",
    "同じマスに他のプレイヤーのコマがある場合、そのプレイヤーから宝石を一個受け取ります。",
    "中央の建物に止まったときは、建物カードに書かれた効果をすぐに解決します。",
    "山札がなくなったら、捨て札をよく切って新しい山札を作ります。",
    "誰かが宝石を十個集めた時点で、そのラウンドの終わりにゲームが終了します。",
    "最も多くの勝利点を持つプレイヤーが勝者となり、同点の場合は残った金貨の多い方が勝ちます",
    "竜のカードは特別なカードで、いつでも一枚だけ手札から出すことができます。",
    "スタートプレイヤーは最も最近旅行をした人とし、以後は時計回りに手番を行います。",
]
_ZH = [
    "每位玩家在自己的回合中，從牌庫抽取兩張卡牌加入手牌。",
    "若手牌超過七張，必須選擇多出的卡牌並放入棄牌區。",
    "擲骰子後，依照點數將自己的棋子順時針方向前進。",
    "若同一格中有其他玩家的棋子，便可以從該玩家取得一顆寶石。",
    "停在中央的建築物時，必須立即執行建築卡上所寫的效果。",
    "牌庫用完時，將棄牌堆洗勻後組成新的牌庫。",
    "當有人收集到十顆寶石時，遊戲在該輪結束時終止。",
    "擁有最多勝利點數的玩家獲勝，若平手則剩餘金幣較多者獲勝",
    "龍之卡牌是特殊卡牌，任何時候都可以從手牌中打出一張。",
    "起始玩家由最近一次旅行的人擔任，之後依順時針方向輪流進行。",
]
_TITLES = {
    "ja": ["ゲームの準備", "手番の流れ", "特別なカード", "ゲームの終了", "得点の計算", "よくある質問"],
    "zh-Hant": ["遊戲準備", "回合流程", "特殊卡牌", "遊戲結束", "計分方式", "常見問題"],
}
_SUBS = {"ja": ["概要", "手順", "例外", "補足"], "zh-Hant": ["概要", "步驟", "例外", "補充"]}
HEADERS = {"ja": "宝石の旅 ルールブック", "zh-Hant": "寶石之旅 遊戲規則"}
BULLET = {"ja": "・", "zh-Hant": "●"}  # (the Chinese font has no ・)


def sample_blocks(lang: str, sections: int = 3) -> list[Block]:
    """A deterministic rulebook: each section has a spanning heading, sub-headings, paragraphs of
    different lengths (1 to 5 sentences, so lines end both mid-sentence and at a full stop) and a list."""
    pool = _JA if lang == "ja" else _ZH
    titles, subs = _TITLES[lang], _SUBS[lang]
    chapter = "第{}章　{}"
    blocks: list[Block] = []
    n = 0

    def para(k: int) -> Block:
        nonlocal n
        n += 1
        sents = [pool[(n * 3 + i) % len(pool)] for i in range(k)]
        if not sents[-1].endswith("。"):
            sents[-1] += "。"
        return Block("para", "".join(sents))

    for s in range(sections):
        blocks.append(Block("heading1", chapter.format(s + 1, titles[s % len(titles)])))
        blocks += [para(1 + (s % 3)), para(3 + s % 2)]
        for j in range(2):
            blocks.append(Block("heading2", subs[(s + j) % len(subs)]))
            blocks += [para(2 + (s + j) % 4), para(1 + j)]
            for i in range(3):
                marker = BULLET[lang] if j == 0 else f"{i + 1}."
                blocks.append(Block("item", pool[(s + 2 * i + j) % len(pool)], marker))
            blocks.append(para(5))
    return blocks


_NO_START = set("。、，．！？」』）：；")


def _wrap(text: str, font: str, size: float, first: float, rest: float) -> list[str]:
    """Break text into lines no wider than `first` (first line) / `rest` points, character by
    character (CJK text breaks anywhere)."""
    lines, cur, width = [], "", first
    for ch in text:
        if cur and pdfmetrics.stringWidth(cur + ch, font, size) > width:
            carry = ""
            if ch in _NO_START and len(cur) > 1:  # kinsoku: push the last character down with it
                cur, carry = cur[:-1], cur[-1]
            lines.append(cur)
            cur, width = carry, rest
        cur += ch
    if cur:
        lines.append(cur)
    return lines


@dataclass
class _Row:
    text: str
    dx: float  # offset from the column's left edge
    font: str
    size: float


def _rows(blocks: list[Block], body: str, sub: str) -> list[_Row]:
    rows: list[_Row] = []
    for b in blocks:
        if b.kind == "heading2":
            if rows:
                rows.append(_Row("", 0, body, BODY_SIZE))
            rows.append(_Row(b.text, 0, sub, SUB_SIZE))
        elif b.kind == "para":
            for i, ln in enumerate(_wrap(b.text, body, BODY_SIZE, COL_W - BODY_SIZE, COL_W)):
                rows.append(_Row(ln, BODY_SIZE if i == 0 else 0, body, BODY_SIZE))
        elif b.kind == "item":
            # a tab stop 1.5 em in, so the hanging indent differs from a paragraph's first-line indent
            hang = max(pdfmetrics.stringWidth(b.marker + " ", body, BODY_SIZE), 1.5 * BODY_SIZE)
            for i, ln in enumerate(_wrap(b.text, body, BODY_SIZE, COL_W - hang, COL_W - hang)):
                # the marker shares the first row: "marker\0text"
                rows.append(_Row(f"{b.marker}\0{ln}" if i == 0 else ln, hang, body, BODY_SIZE))
    return rows


class _Pages:
    def __init__(self, c: canvas.Canvas, lang: str, header: str):
        self.c, self.lang, self.header = c, lang, header
        self.page, self.y = 0, BODY_TOP
        self.labels: list[str] = []
        self.body, self.sub = fonts(lang)
        self._start()

    def _start(self) -> None:
        self.page += 1
        self.y = BODY_TOP
        self.c.setFont(self.body, 9)
        self.c.drawString(MARGIN_X, HEADER_Y, self.header)
        label = f"- {self.page} -" if self.lang == "ja" else str(self.page)
        self.labels.append(label)
        self.c.drawCentredString(PAGE_W / 2, FOOTER_Y, label)

    def new_page(self) -> None:
        self.c.showPage()
        self._start()

    def free_rows(self) -> int:
        return int((self.y - BODY_BOTTOM) // PITCH) + 1

    def _draw(self, row: _Row, x: float, y: float) -> None:
        if not row.text:
            return
        self.c.setFont(row.font, row.size)
        if "\0" in row.text:  # list item: marker at the column edge, text at the hanging indent
            marker, text = row.text.split("\0")
            self.c.drawString(x, y, marker)
            self.c.drawString(x + row.dx, y, text)
        else:
            self.c.drawString(x + row.dx, y, row.text)

    def columns(self, rows: list[_Row]) -> None:
        """Set rows in two columns: balanced when they fit on this page, else fill and continue."""
        while rows and not rows[0].text:
            rows = rows[1:]
        while rows:
            free = self.free_rows()
            if free <= 0:
                self.new_page()
                continue
            if len(rows) <= 2 * free:
                left_n = (len(rows) + 1) // 2
            else:
                left_n = free
            left, right = rows[:left_n], rows[left_n:left_n + min(free, len(rows) - left_n)]
            for i, r in enumerate(left):
                self._draw(r, MARGIN_X, self.y - i * PITCH)
            for i, r in enumerate(right):
                self._draw(r, MARGIN_X + COL_W + GUTTER, self.y - i * PITCH)
            used = max(len(left), len(right))
            rows = rows[left_n + len(right):]
            self.y -= used * PITCH
            if rows:
                self.new_page()

    def spanning(self, text: str) -> None:
        if self.free_rows() < 4:
            self.new_page()
        elif self.y < BODY_TOP:
            self.y -= PITCH / 2
        self.c.setFont(self.sub, H1_SIZE)
        self.c.drawCentredString(PAGE_W / 2, self.y - 4, text)
        self.y -= 2 * PITCH


def build(blocks: list[Block], lang: str, header: str | None = None, password: str | None = None) -> Synth:
    buf = io.BytesIO()
    enc = pdfencrypt.StandardEncryption(password, canPrint=1) if password else None
    c = canvas.Canvas(buf, pagesize=A4, encrypt=enc, invariant=1)
    header = HEADERS[lang] if header is None else header
    pages = _Pages(c, lang, header)
    body, sub = fonts(lang)
    pending: list[Block] = []
    for b in [*blocks, Block("heading1", "")]:
        if b.kind == "heading1":
            pages.columns(_rows(pending, body, sub))
            pending = []
            if b.text:
                pages.spanning(b.text)
        else:
            pending.append(b)
    c.showPage()
    c.save()
    return Synth(buf.getvalue(), blocks, header, pages.page, pages.labels)


def make(lang: str, sections: int = 3, password: str | None = None) -> Synth:
    return build(sample_blocks(lang, sections), lang, password=password)


_QUOTES = {ord("”"): "」", ord("“"): "「"}
# the Chinese font has no wave dash (`1〜3` comes out as `1` and `3` on lines of their own) nor a
# katakana middle dot (BULLET)
_ZH_GLYPHS = {ord("〜"): "~", ord("～"): "~"}


def document_blocks(doc: dict, chapters: int, lang: str = "ja") -> tuple[list[Block], list[tuple[str, str]]]:
    """pdfgen blocks of a clauses document (its sections' headings as column headings, a chapter
    heading across the page every len/chapters sections) and the truth: (sentence, heading), for a
    PDF set in `lang`'s font."""
    import dumpgen  # (tests/: beside this file)

    sections = dumpgen.sections_of(doc)
    every = max(1, len(sections) // max(1, chapters))
    blocks: list[Block] = []
    truth: list[tuple[str, str]] = []
    # reportlab sets ”…” in another font whose glyphs pdftotext prints as lines of their own
    # (`エルドラ` / `ド`): the generator's artefact, not the reader's material
    table = _QUOTES if lang == "ja" else {**_QUOTES, **_ZH_GLYPHS}
    sections = [(t, [(kind, text.translate(table)) for kind, text in items]) for t, items in sections]
    for k, (title, items) in enumerate(sections):
        if k % every == 0 and k // every < chapters:
            blocks.append(Block("heading1", f"第{k // every + 1}章"))
        blocks.append(Block("heading2", title))
        for kind, text in items:
            item = kind == "list-item"
            blocks.append(Block("item", text, BULLET[lang]) if item else Block("para", text))
            truth += [(s, title) for s in dumpgen.sentences_of(text)]
    return blocks, truth


def image_only_pdf() -> bytes:
    """A 'scanned' page: a drawn picture and no text layer."""
    from PIL import Image
    from reportlab.lib.utils import ImageReader

    img = Image.new("L", (200, 100), 255)
    for x in range(20, 180):
        for y in (30, 50, 70):
            img.putpixel((x, y), 0)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    c.drawImage(ImageReader(img), 100, 500, width=400, height=200)
    c.showPage()
    c.save()
    return buf.getvalue()


def encrypted_pdf(password: str = "secret") -> bytes:
    return make("ja", sections=1, password=password).data
