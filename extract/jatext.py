"""Japanese text cues (sudachipy) for deciding whether two dumped lines belong together.

A PDF dump cuts lines anywhere, even inside a word (`中` / `央の建物`). Whether the end of one
line and the start of a later one form a plausible sequence is told by the morphological analyser:
a dictionary word that spans the join, a line that starts with something no sentence can start
with (a particle, an auxiliary, a suffix, a small kana), and the change of the analyser's path
cost when the two pieces are read as one.
"""

from __future__ import annotations

import unicodedata
import warnings
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

# How much of each side of a join the analyser looks at: enough for a word and its particles.
_CONTEXT = 10
# Parts of speech that cannot open a sentence or an item.
_NON_STARTER_POS = ("助詞", "助動詞", "接尾辞")
# Kana that cannot begin a word.
_NON_STARTER_CHARS = set("ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶンん")
# Formal nouns written in kana never open a sentence (grammar, not vocabulary of a document).
_FORMAL_NOUNS = frozenset(("こと", "ため", "よう", "はず", "わけ", "うち", "まま"))
_NOUN = "日本"  # a neutral noun to read a line's first word after
_OPENING_PUNCT = set("（(「『【〔［[〈《“\"'・")


@dataclass(frozen=True)
class Morph:
    begin: int
    end: int
    surface: str
    pos: str  # first level of the part of speech
    pos2: str  # second level
    oov: bool


@lru_cache(maxsize=1)
def _tokenizer() -> Any:
    from sudachipy import dictionary, tokenizer

    mode = tokenizer.Tokenizer.SplitMode.C  # longest units: a compound cut by a line break shows
    d = dictionary.Dictionary()
    if hasattr(d, "tokenizer"):  # sudachipy >= 0.6.8
        return d.tokenizer(mode=mode), None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return d.create(), mode


def _analyse(text: str) -> Any:
    tok, mode = _tokenizer()
    return tok.tokenize(text) if mode is None else tok.tokenize(text, mode)


@lru_cache(maxsize=65536)
def morphemes(text: str) -> tuple[Morph, ...]:
    out = []
    for m in _analyse(text):
        pos = m.part_of_speech()
        out.append(Morph(m.begin(), m.end(), m.surface(), pos[0], pos[1], m.is_oov()))
    return tuple(out)


@lru_cache(maxsize=65536)
def path_cost(text: str) -> int:
    """The analyser's cost of its best reading of `text` (lower = more natural)."""
    if not text:
        return 0
    return int(_analyse(text).get_internal_cost())


def display_width(s: str) -> int:
    """Width in half-width cells: full-width and wide characters count 2."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def is_japanese(ch: str) -> bool:
    o = ord(ch)
    return 0x3040 <= o <= 0x30FF or 0x3400 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF


def non_starter(head: str) -> bool:
    """True if `head` cannot begin a sentence or an item: it must continue an earlier line."""
    head = head.lstrip()
    if not head:
        return False
    if head[0] in _NON_STARTER_CHARS:
        return True
    if head[0] in _OPENING_PUNCT:
        return False
    first = morphemes(head[:_CONTEXT])[0]
    if first.pos in _NON_STARTER_POS or (first.pos, first.pos2) == ("形容詞", "非自立可能"):
        return True  # the last: ない/なけれ(ば)/よい after a verb stem
    if first.surface in _FORMAL_NOUNS:
        return True  # nouns that only follow a modifier: (する)こと, (の)ため, (な)よう
    if len(first.surface) == 1 and "\u3041" <= first.surface <= "\u309f":
        return True  # a lone hiragana is a particle or the tail of a word cut (で, ば, ち)
    # 、。：）and the like; an opening bracket or a middle dot may start an item.
    if first.pos == "補助記号":
        return not first.surface.isalnum()
    # At the start of a text the analyser reads some particles as conjunctions (から "then");
    # after a noun it reads them as what they are (しかし, なお stay conjunctions).
    if first.pos == "接続詞" and all("\u3041" <= c <= "\u309f" for c in first.surface):
        for m in morphemes(_NOUN + head[:_CONTEXT]):
            if m.begin >= len(_NOUN):
                return m.pos in _NON_STARTER_POS
            if m.end > len(_NOUN):
                break  # the head fused with the noun: no verdict
    return False


@dataclass(frozen=True)
class JoinCue:
    crosses: bool  # a dictionary word spans the join (`中`+`央` = 中央)
    non_starter: bool  # the head cannot start anything
    cost_gain: float  # path cost saved by reading the two as one sentence, analyser units / 1000


@lru_cache(maxsize=65536)
def join_cue(tail: str, head: str) -> JoinCue:
    tail = tail.rstrip()[-_CONTEXT:]
    head = head.lstrip()[:_CONTEXT]
    if not tail or not head:
        return JoinCue(False, non_starter(head), 0.0)
    joined = tail + head
    cut = len(tail)
    crosses = False
    for m in morphemes(joined):
        if m.begin < cut < m.end:
            # A number or an unknown string spanning the join says nothing (１+２５ = １２５).
            # (a particle across the join is as likely an accident: 加えま+でゲーム = まで)
            crosses = not m.oov and m.pos not in ("補助記号", "空白", "助詞") \
                and not m.surface.isdigit() and any(is_japanese(c) for c in m.surface)
            break
    # Reading the two as one sentence against reading them as two (a full stop between):
    # the analyser's costs are comparable only within the same context.
    gain = (path_cost(tail + "。" + head) - path_cost(joined)) / 1000
    return JoinCue(crosses, non_starter(head), gain)
