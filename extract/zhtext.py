"""Chinese word boundaries (jieba), for telling a term from two characters that only happen to
stand side by side (合玩 of 回合 | 玩家, 果历 of 如果 | 历史).

jieba's dictionary is mostly simplified Chinese, so texts are segmented in their simplified form
(extract.align.fold_hanzi). It is loaded once, on first use (about a second), and quietly; only
its dictionary is used (no HMM guesses for unknown runs: those glue characters across words, 卡用
of 历史卡用完了), so a run the dictionary does not know falls apart into single characters, and
only a bigram joining two dictionary words is taken to cross a boundary.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise
from typing import Any


@lru_cache(maxsize=1)
def _segmenter() -> Any:
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)  # it logs its dictionary load at INFO on every first use
    tok = jieba.Tokenizer()
    tok.initialize()
    return tok


@lru_cache(maxsize=65536)
def words(text: str) -> tuple[str, ...]:
    """The words of a simplified-Chinese text, in order (punctuation and digits as jieba cuts them)."""
    return tuple(_segmenter().cut(text, HMM=False))


def split_bigrams(text: str) -> frozenset[str]:
    """Character bigrams that, wherever the text has them, join the last character of one dictionary
    word to the first of the next (回合 | 玩家 gives 合玩). A single character is no such word: the
    dictionary lacks many of a game's compounds and cuts them into a word and a character
    (卡牌 | 库 of 卡牌库 keeps 牌库)."""
    ws = words(text)
    split: set[str] = set()
    kept = {w[i : i + 2] for w in ws for i in range(len(w) - 1)}
    for a, b in pairwise(ws):
        (split if len(a) > 1 and len(b) > 1 else kept).add(a[-1] + b[0])
    return frozenset(split - kept)
