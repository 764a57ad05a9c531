"""Text normalisation with an offset map back to the original.

`normalise(s)` returns the normalised text and, for every output character, the index in `s`
of the character it came from, so any position in a clause's text can be traced back to the
source file. Rules (in order):
- NFKC one character at a time (full-width digits, letters and spaces become ASCII);
- every range mark (~ ～ 〜 ∼ 〰) becomes 〜, every middle dot (· ‧ ∙ ⋅ ･) becomes ・;
- whitespace collapses to one space, dropped next to CJK characters (line joins inside a
  Japanese or Chinese sentence leave no gap), kept between Latin words;
- with numerals=True (comparison keys, number QA, alignment), kanji numerals that count
  something (followed by a counter: 枚, 個, 人, 張, …) are read as digits. Clause text keeps
  them as written, so a sentence quoted from the document is found as it stands.
Bullets are recognised by the readers *before* this runs (NFKC would turn `¾` into `3⁄4`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

RANGE_MARK = "〜"
MIDDLE_DOT = "・"
_RANGE_CHARS = set("~～〜∼〰")
_MIDDLE_DOTS = set("·‧∙⋅･")

_KANJI_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5,
                 "六": 6, "七": 7, "八": 8, "九": 9}
_KANJI_UNITS = {"十": 10, "百": 100, "千": 1000}
# Counters after which a kanji numeral counts things (ja and zh). Longest first.
COUNTERS = ("種類", "マス", "ゴールド", "ラウンド", "レベル", "枚", "個", "人", "名", "張", "回", "種",
            "格", "色", "隻", "位", "步", "歩", "點", "点", "分", "歳", "歲", "次", "本", "体", "面",
            "組", "列", "段", "層", "つ", "骨", "株", "件", "局", "輪", "手", "箇所", "か所", "ヶ所", "箇",
            # zh: tiles, boards, pieces, lines, items; ja: machines, animals (not 疊/堆: 兩疊 = both)
            "片", "塊", "根", "顆", "座", "條", "条", "項", "頁", "台", "匹", "頭", "倍", "票")
_NUMERAL = "〇零一二兩两三四五六七八九十百千"
_NUM_RE = re.compile(
    rf"([{_NUMERAL}]+)(?=(?:[{''.join(_RANGE_CHARS)}][{_NUMERAL}]+)?(?:{'|'.join(map(re.escape, COUNTERS))}))"
)


@dataclass(frozen=True)
class Normalised:
    text: str
    offsets: list[int]  # offsets[i] = index in the input of the char that produced text[i]


def is_cjk(ch: str) -> bool:
    """CJK ideographs, kana, CJK punctuation and full-width forms."""
    o = ord(ch)
    return (
        0x2E80 <= o <= 0x9FFF  # radicals, punctuation, kana, ideographs
        or 0xF900 <= o <= 0xFAFF
        or 0xFF00 <= o <= 0xFFEF
        or 0x20000 <= o <= 0x3FFFF
    )


def kanji_number(s: str) -> int | None:
    """Read a kanji numeral (一, 十五, 二十四, 兩, 一〇); None if it is not a well-formed one."""
    if all(c in _KANJI_DIGITS for c in s):  # positional: 二五 = 25
        value = 0
        for c in s:
            value = value * 10 + _KANJI_DIGITS[c]
        return value
    total, digit = 0, None
    for c in s:
        if c in _KANJI_DIGITS:
            if digit is not None:
                return None
            digit = _KANJI_DIGITS[c]
        elif c in _KANJI_UNITS:
            total += (1 if digit is None else digit) * _KANJI_UNITS[c]
            digit = None
        else:
            return None
    return total + (digit or 0)


def _numerals(s: str) -> dict[int, tuple[int, str]]:
    """start index -> (end index, digits) for kanji numerals that count things."""
    found: dict[int, tuple[int, str]] = {}
    for m in _NUM_RE.finditer(s):
        raw = m.group(1)
        after = s[m.end():m.end() + 1]
        if raw == "十" and after == "分":  # 十分 = "enough" in Japanese, not ten points
            continue
        value = kanji_number(raw)
        if value is not None:
            found[m.start()] = (m.end(), str(value))
    return found


def normalise(s: str, numerals: bool = False) -> Normalised:
    out: list[str] = []
    offs: list[int] = []
    counted = _numerals(s) if numerals else {}
    i = 0
    while i < len(s):
        if i in counted:
            end, digits = counted[i]
            out.extend(digits)
            offs.extend([i] * len(digits))
            i = end
            continue
        ch = s[i]
        if ch in _RANGE_CHARS:
            mapped = RANGE_MARK
        elif ch in _MIDDLE_DOTS:
            mapped = MIDDLE_DOT
        else:
            mapped = unicodedata.normalize("NFKC", ch)
            if mapped in _RANGE_CHARS:
                mapped = RANGE_MARK
        for m in mapped:
            out.append(m)
            offs.append(i)
        i += 1
    return _collapse_space(out, offs)


def _collapse_space(chars: list[str], offs: list[int]) -> Normalised:
    text: list[str] = []
    toff: list[int] = []
    pending: int | None = None  # offset of a run of whitespace not yet emitted
    for ch, o in zip(chars, offs, strict=True):
        if ch.isspace() or ch in "\u200b\ufeff":
            if pending is None:
                pending = o
            continue
        if pending is not None and text and not is_cjk(text[-1]) and not is_cjk(ch):
            text.append(" ")
            toff.append(pending)
        pending = None
        text.append(ch)
        toff.append(o)
    return Normalised("".join(text), toff)


def fold(s: str) -> str:
    """Comparison key: normalised text, counted kanji numerals as digits, without any whitespace
    (how quotes are matched)."""
    return "".join(normalise(s, numerals=True).text.split())
