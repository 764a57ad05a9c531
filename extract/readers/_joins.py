"""Join cues by the dump's language: whether the end of one dumped line and the start of a later
one read as one sentence (pdf_text's beam search asks; extract/jatext.py answers for Japanese).

Chinese has no kana and no particles the Japanese analyser could find, and the analyser reads
hanzi as Japanese words (it knows 襲撃, not 襲擊): on a Chinese dump its word-across-the-join and
path-cost cues are noise. For a dump with next to no kana the cues come from the dump itself:

- a line cannot start with what a Chinese typesetter keeps off a line's start (，。、；：！？ and
  closing brackets, full- or half-width), nor with a particle that only follows (的 but 的確, 們);
- no analyser's word across the join and no path cost: a pair of hanzi across the join that the
  dump writes inside its lines (板 + 塊 = 板塊) is pdf_text's DOC_WORD evidence already, and
  scoring the pair's association on top of it gained nothing (docs/alignment.md, 2026-12-07);
- a half-width full stop after a hanzi ends a sentence, as forum translations write them;
- a number (or 每 "each", 第 before a digit) at a line's end and a measure word at the next one's
  start are one phrase across the join (`…各正面朝上放1` + `片。`, `每有1` + `張釋放板塊…`): the
  word across the join the analyser finds in Japanese.

The reader is called without a language: `language_of(text)` tells it from the text (kana share),
and `reading(text)` sets the model for one read. Japanese dumps go on using jatext unchanged.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, TypeVar

from .. import jatext, script
from ..jatext import JoinCue

# what a Chinese line never starts with (kinsoku): punctuation that closes or follows
ZH_NON_START = set("，。、；：！？,.;:!?）)」』】〕］]》〉…—")
# particles that only follow a word (的 of 的確 "indeed" and 們 of nothing)
_ZH_FOLLOWERS = re.compile(r"的(?!確)|們")
# A Chinese paragraph opening with a connective adds to the item above it (另外，… "besides"), as
# なお、… does in Japanese (pdf_text._CONNECTIVE): no line goes on into one.
ZH_CONNECTIVE = r"(?:另外|此外|但是|不過|然而|而且|因此|此時)[，,]"
_ZH_STOP = re.compile(r"[\u3400-\u9fff」』）)]\.$")
ZH_COUNTER = True  # a number and its measure word across the join are one phrase (toggle for tests)
_ZH_NUMBER_END = re.compile(r"(?:[0-9０-９一二三四五六七八九十百兩幾每]|第\s*)$")
_ZH_MEASURE = set("張個位名枚塊片格點步次輪回種隻支顆層列疊堆份根條人座輛艘倍分秒元")

# the analyser's path-cost gain (thousands) of joining two phrases that merely follow one
# another (pdf_text.COST_CENTRE): what every Chinese join is given
ZH_CENTRE = 3.0


def language_of(text: str) -> str:
    """"ja" when kana are common among the CJK characters (as in any Japanese text), "zh" when
    the text is hanzi with next to no kana (extract/script.py), "" otherwise (no CJK text:
    Japanese rules, harmless)."""
    kana, hanzi = script.counts(text)
    if hanzi < 20:
        return ""
    return "ja" if script.japanese(kana, hanzi) else "zh"


class ZhJoins:
    """Join cues of a Chinese dump: what a line cannot start with, and where a sentence ends.

    The cost gain is the same for every join (ZH_CENTRE: two phrases that follow one another),
    so the search decides between open lines by the layout and by the pairs of hanzi the dump
    writes elsewhere (pdf_text.DOC_WORD), not by a Japanese analyser's reading of Chinese."""

    def non_starter(self, head: str) -> bool:
        head = head.lstrip()
        return bool(head) and (head[0] in ZH_NON_START or bool(_ZH_FOLLOWERS.match(head)))

    def join_cue(self, tail: str, head: str) -> JoinCue:
        tail, head = tail.rstrip(), head.lstrip()
        counted = ZH_COUNTER and bool(_ZH_NUMBER_END.search(tail)) and (
            head[:1] in _ZH_MEASURE or (tail.endswith("第") and head[:1].isdigit()))
        return JoinCue(counted, self.non_starter(head), ZH_CENTRE)

    @staticmethod
    def ends_sentence(t: str) -> bool:
        return bool(_ZH_STOP.search(t.rstrip()))


ZH = ZhJoins()
LATER_MIN = 3  # full lines whose words go on further down, not on the next line (later_goes_on)
LATER_SHARE = 0.1  # ... and this share of the full lines that end inside a sentence


def later_goes_on(lines: list[str], full: int) -> bool:
    """Chinese lines interleaved from two columns: full lines ending inside a sentence whose last
    hanzi makes no pair the text writes with the next line's first, but does with the first of
    one of the two lines after it (`…建立殖民` / `時，保留…` / `地。來自…`: 民地, of 殖民地). In one
    column the next line goes on; interleaved, the other column's line comes between. (Dumps of
    the zh bench's dev texts: 2 to 9 such lines, 13 to 39 % of their full open lines; the same
    texts set in one column at 40, 60 or 80 cells: at most 1, 5 %.)"""
    pairs: Counter[str] = Counter(t[n:n + 2] for t in lines for n in range(len(t) - 1)
                                  if script.IDEOGRAPH.match(t[n]) and script.IDEOGRAPH.match(t[n + 1]))
    found = open_ = 0
    for i, a in enumerate(lines[:-2]):
        if jatext.display_width(a) < full - 4 or not script.IDEOGRAPH.match(a[-1]):
            continue
        open_ += 1
        if pairs[a[-1] + lines[i + 1][0]] < 2 and any(pairs[a[-1] + c[0]] >= 2 for c in lines[i + 2:i + 4]):
            found += 1
    return found >= LATER_MIN and found >= LATER_SHARE * open_


_ACTIVE: ContextVar[ZhJoins | None] = ContextVar("pdf_text_joins", default=None)


@contextmanager
def reading(text: str) -> Iterator[None]:
    """The join model of `text`'s language for the reads inside (Japanese: jatext's)."""
    token = _ACTIVE.set(ZH if language_of(text) == "zh" else None)
    try:
        yield
    finally:
        _ACTIVE.reset(token)


F = TypeVar("F", bound=Callable[..., Any])


def by_language(fn: F) -> F:
    """Decorate a reader `fn(text, ...)`: its joins are judged in the text's language."""
    @wraps(fn)
    def inner(text: str, *args: Any, **kwargs: Any) -> Any:
        with reading(text):
            return fn(text, *args, **kwargs)
    return inner  # type: ignore[return-value]


def join_cue(tail: str, head: str) -> JoinCue:
    model = _ACTIVE.get()
    return model.join_cue(tail, head) if model else jatext.join_cue(tail, head)


def non_starter(head: str) -> bool:
    model = _ACTIVE.get()
    return model.non_starter(head) if model else jatext.non_starter(head)


def ends_sentence(t: str) -> bool:
    """A sentence end only the language's model knows (a Chinese half-width full stop)."""
    model = _ACTIVE.get()
    return model is not None and model.ends_sentence(t)


def stops_lines() -> bool:
    """Whether the text's language ends its sentences with a full stop as a rule: Japanese does,
    so a line without one may be a heading; Chinese forum and fan texts often leave it out."""
    return _ACTIVE.get() is None
