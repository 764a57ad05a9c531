"""Line-level cues shared by the text readers (text, web-text, wiki; pdf-text's bullet glyphs).

Everything here is about the *shape* of a line — its list marker, whether it ends a sentence,
whether it is short enough to be a heading, how wide it is — never about a particular document.
The only vocabulary is what any Japanese or Chinese rulebook (or web page) uses: 例, 注意, 参考,
the labels of a game's box facts (人数, 年齢, プレイ時間 …) and common navigation labels.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

# Marker classes: an enumerator's class decides its clause kind and, for headings, its rank.
CIRCLED = "circled"
PAREN_NUM = "paren-number"
DIGIT = "digit"
KANJI = "kanji"
UPPER = "upper"
LOWER = "lower"
BULLET = "bullet"
NOTE = "note"
ENUMERATED = (CIRCLED, PAREN_NUM, DIGIT, KANJI)

_DIG = "0-9０-９"
_PUNCT_AFTER = r"[.．、:：)）]"
_MARKERS: list[tuple[str, re.Pattern[str]]] = [
    (CIRCLED, re.compile(r"[\u2460-\u2473\u3251-\u325f\u32b1-\u32bf\u24ea\u2776-\u277f]")),
    (PAREN_NUM, re.compile(rf"[(（][{_DIG}]{{1,2}}[)）]|[(（][a-zA-Zａ-ｚＡ-Ｚ][)）]")),
    # 1. 1) 1、 １） 1: — not 1.5, 22:59, 2-4
    (DIGIT, re.compile(rf"[{_DIG}]{{1,2}}{_PUNCT_AFTER}(?![{_DIG}])")),
    (KANJI, re.compile(r"[一二三四五六七八九十]{1,3}[、.．]")),
    (UPPER, re.compile(r"[A-ZＡ-Ｚ][.．、:：)）](?![A-Za-z][.．])")),
    (LOWER, re.compile(r"[a-zａ-ｚ][.．、)）](?![A-Za-z][.．])")),
    (NOTE, re.compile(r"[※＊]")),
    # symbol bullets (▶︎ keeps its variation selector); a dash only when not a rule or a number
    (BULLET, re.compile(r"[・‧•●○◎◆◇■□▪▫►▶▷▸➢➤→★☆◉◼◻✓✔][\ufe0e\ufe0f]?"
                        r"|[-－−]{1,3}(?![-－−\d０-９])|\*(?!\*)|\+{1,3}(?![+\d０-９])")),
]

# Bullet glyphs of text dumped from PDFs, including `¾` (a Wingdings/Symbol bullet mis-decoded by
# the dumper) and the private-use area where symbol-font bullets land.
DUMP_BULLETS = frozenset("・•●○◎■□◆◇▪▫►▶▷▸➢➤✓✔☆★◯¾")
# bullets heavy enough to label a group of lighter ones (`● 荒地に移動する` over `・…` lines)
GROUP_BULLETS = "●■◆◇□○◎★☆▶►▷▸◉◼◻"
SENTENCE_END = "。．.！？!?…"
_CLOSERS = "）)」』】〕］]\"'”’"
_CONTINUING_END = "、,，;；"
URL_RE = re.compile(r"^[<(（]?(?:https?://|www\.)\S+[>)）]?$", re.IGNORECASE)
HRULE_RE = re.compile(r"^(?:[=＝]{3,}|[-－─━_]{3,}|[*＊]{3,}|[~〜～]{3,}|(?:[-=*_] ?){3,})$")
DATE_RE = re.compile(r"^[\[(（]?\d{4}\s*[/.\-年]\s*\d{1,2}\s*[/.\-月]\s*\d{1,2}日?"
                     r"(?:\s*[(（][^)）]{1,3}[)）])?"
                     r"(?:\s*\d{1,2}:\d{2}(?::\d{2})?)?[\])）]?$")
# A value as box facts print it: 2-4, 30+, 10+, 45分, 2〜5人
VALUE_RE = re.compile(rf"^[{_DIG}]+(?:\s*[-–~〜～]\s*[{_DIG}]+)?\s*[+＋]?\s*"
                      r"(?:人|分|分間|歳|歲|才|min|mins)?\+?$")
# Labels of a game's box facts, in ja / zh / en (generic rulebook vocabulary).
META_LABEL_RE = re.compile(r"(プレイ人数|人数|人數|玩家|プレイ時間|時間|遊戲時間|年齢|年齡|"
                           r"対象|推奨|適合|難易度|"
                           r"players?|ages?|playing time|minutes)", re.IGNORECASE)
# Web navigation labels and wiki status words: chrome, not content.
NAV_WORDS = {"ブログ", "リンク", "ホーム", "トップ", "メニュー", "シェア", "ツイート", "いいね", "コメント",
             "関連記事", "カテゴリー", "タグ", "前の記事", "次の記事", "記事一覧", "ページトップ",
             "ページの先頭へ",
             "blog", "home", "menu", "link", "links", "share", "tweet", "comments", "top",
             "首頁", "回覆", "分享", "推文"}
IMAGE_RE = re.compile(r"^[\[［(（<]?\s*(画像|写真|図|イメージ|圖片|image|img|photo|picture)\s*\d*\s*"
                      r"[\]］)）>]?$", re.IGNORECASE)
# a trailing "(click the picture to enlarge)" on a web page
UI_ASIDE_RE = re.compile(r"\s*[(（][^()（）]*(クリック|タップ|拡大|click|tap|enlarge|點擊|点击)"
                         r"[^()（）]*[)）]\s*$", re.IGNORECASE)
PAGE_NUMBER_RE = re.compile(r"^(?:[-–—]\s*)?\d{1,3}(?:\s*[-–—])?$|^(?:p\.|P\.|ページ)\s*\d{1,3}$")
# a page number as rulebooks print it: bare (`5`), between dashes (`- 5 -`, `―５―`), after P. or
# before ページ/頁 (groups: what stands before, the number, what stands after)
_PAGE_FORM = re.compile(r"([-–—―－‐]?\s*|[pP]\.?\s*)(\d{1,3})(\s*[-–—―－‐]?|\s*(?:ページ|頁))")


def spread_pair(a: str, b: str) -> bool:
    """Two lines that number the two pages of a spread, in either order: numbers one apart,
    printed alike (the same marks around them, digits of the same width)."""
    ma, mb = _PAGE_FORM.fullmatch(a.strip()), _PAGE_FORM.fullmatch(b.strip())
    return bool(ma and mb and abs(int(mb[2]) - int(ma[2])) == 1 and ma[2].isascii() == mb[2].isascii()
                and ma[1].strip() == mb[1].strip() and ma[3].strip() == mb[3].strip())


NOTE_WORDS = ("注意", "参考", "參考", "注:", "注：", "註:", "註：", "備考", "補足", "Note:", "NOTE:")
EXAMPLE_OPEN_RE = re.compile(r"^[(（]\s*例")
EXAMPLE_LABEL_RE = re.compile(rf"^(?:例|範例|例子|Example)\s*[{_DIG}]*\s*[:：.]?\s*$", re.IGNORECASE)
EXAMPLE_START_RE = re.compile(rf"^(?:例|範例|Example)\s*[{_DIG}]*\s*[:：]")
HEADING_MAX_CHARS = 26
_TRAILING_PAREN_RE = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")


@dataclass(frozen=True)
class Marker:
    text: str  # as found, e.g. "１）", "A、", "▶︎"
    cls: str


def find_marker(s: str) -> Marker | None:
    """The list marker at the start of `s` (leading whitespace ignored), if any.

    A marker must be followed by text; `**` remarks and horizontal rules are not markers.
    """
    t = s.lstrip()
    if t.startswith("**") or HRULE_RE.match(t.strip()):
        return None
    for cls, rx in _MARKERS:
        m = rx.match(t)
        if m and t[m.end():].strip():
            return Marker(m.group(0), cls)
    return None


def after_marker(s: str, marker: Marker | None) -> str:
    t = s.strip()
    return t[len(marker.text):].strip() if marker else t


def column_width(widths: list[int], short: float = 0.5) -> int:
    """The width most text lines of a dump fill: the commonest width of the lines wider than
    `short` of the widest (a column's full lines are alike within a character, the others end
    anywhere). Not a percentile of all lines: the share of full lines falls as the column widens,
    and with short items and labels. (pdf_text's reader and the format sniff both use it.)"""
    if not widths:
        return 0
    wide = Counter(w for w in widths if w > short * max(widths))
    return max(wide, key=lambda w: (wide[w], w))


def width(s: str) -> int:
    """Display width in columns (wide and full-width characters count 2)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def indent(s: str) -> int:
    return width(s[: len(s) - len(s.lstrip())])


def _last_char(s: str) -> str:
    t = s.rstrip().rstrip(_CLOSERS).rstrip()
    return t[-1] if t else ""


def ends_sentence(s: str) -> bool:
    return _last_char(s) in SENTENCE_END and bool(_last_char(s))


def ends_continuing(s: str) -> bool:
    """The line stops on a comma: the sentence goes on."""
    c = s.rstrip()[-1:] if s.strip() else ""
    return c in _CONTINUING_END and bool(c)


def heading_like(s: str, max_chars: int = HEADING_MAX_CHARS) -> bool:
    """Short, not a sentence: could be a heading or a label (a trailing (aside) is not counted)."""
    t = s.strip()
    if not t or URL_RE.match(t) or HRULE_RE.match(t):
        return False
    body = after_marker(t, find_marker(t))
    core = _TRAILING_PAREN_RE.sub("", body) or body
    if not core or len(core) > max_chars:
        return False
    if ends_sentence(t) or ends_continuing(t):
        return False
    # a sentence end inside the line means prose
    return not any(p in core for p in "。！？")


def meta_like(s: str) -> bool:
    """A box-facts line: players, age, time … with a number, not a sentence, no list marker."""
    t = s.strip()
    if find_marker(t) and find_marker(t).cls != BULLET:  # type: ignore[union-attr]
        return False
    body = after_marker(t, find_marker(t))
    if len(body) > 40 or ends_sentence(body) or "。" in body:
        return False
    # the label is followed by its number (`玩家 2-5 人`), so a rule that merely mentions
    # players and a count (`每位玩家拿2張卡`) is not mistaken for a box fact
    return bool(re.search(META_LABEL_RE.pattern + rf"\s*[:：]?\s*[{_DIG}]", body, re.IGNORECASE))


def label_value(s: str) -> tuple[str, str] | None:
    """`label: value` with a short label (box facts such as `プレイ人数:2-4人`)."""
    m = re.match(r"^([^:：。、,]{1,12}?)\s*[:：]\s*(\S.*)$", s.strip())
    if not m or ends_sentence(m.group(2)):
        return None
    return m.group(1), m.group(2)


def note_start(s: str) -> bool:
    return s.lstrip().startswith(NOTE_WORDS)


def remark(s: str) -> str | None:
    """The inside of a `** remark **` line, or None."""
    t = s.strip()
    if len(t) > 4 and t.startswith("**") and t.endswith("**") and t.strip("* \u3000"):
        return t.strip("*").strip()
    return None


def kind_for_marker(marker: Marker | None) -> str:
    if marker is None:
        return "rule"
    if marker.cls == NOTE:
        return "note"
    if marker.cls in (DIGIT, KANJI, PAREN_NUM):
        return "rule"
    return "list-item"
