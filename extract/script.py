"""Which language a CJK text is written in, told by its script: Japanese writes kana among its
ideographs (a rulebook: 60-75 % of its CJK letters), Chinese none. One test for the dump reader's
join model (readers/_joins.py) and the aligner's language guess (align.guess_lang)."""

from __future__ import annotations

import re

# kana letters: not ・ or ー, which Chinese texts write too (bullets, dashes)
KANA = re.compile(r"[\u3041-\u309f\u30a1-\u30fa\u31f0-\u31ff]")
# CJK ideographs: the unified block, extension A, the compatibility block
IDEOGRAPH = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
SAMPLE = 20000  # characters looked at
KANA_SHARE = 0.05  # of the CJK letters: a Japanese text has far more, a Chinese one none


def counts(text: str) -> tuple[int, int]:
    """(kana, ideographs) in the text's first SAMPLE characters."""
    sample = text[:SAMPLE]
    return len(KANA.findall(sample)), len(IDEOGRAPH.findall(sample))


def japanese(kana: int, ideographs: int) -> bool:
    """Kana common among the CJK letters (and more than a stray few)."""
    return kana >= 5 and kana > KANA_SHARE * (kana + ideographs)
