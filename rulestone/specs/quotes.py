"""Whether a quote can stand alone, and whether it says what its statement says (warnings).

A quote is evidence only if a reader can check it without the surrounding text: a whole sentence
or a self-supporting clause. Three cues, each a warning (`rulestone validate`):
- too short: under MIN_CHARS characters (folded) supports nothing alone (「５人プレイ」);
- cut: the quote starts or ends where the document wrapped its line (the clause's `raw` lines)
  inside a sentence, or inside a word, or right before/after a particle or auxiliary, where
  its clause goes on (「…ドラゴントラ」 of ドラゴントラック, 「…にいるコマ」 before の). Japanese
  words come from the analyser extract.jatext uses (sudachipy); for Chinese, without a word
  segmenter, only Latin/digit runs and bound particles (的, 了, …) are told;
- opposite: a quote and the sentence of the statement it is closest to (shared characters) differ
  in polarity, one negated and the other not (simple cue lists per language; obligation forms such
  as なければならない and asides in brackets removed first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from extract.normalise import fold

from .cite import Edition

MIN_CHARS = 8

# Characters a clause marker is made of (・, 1., (2), ※): a quote starting after them starts the clause.
_MARKER_ONLY = re.compile(r"^[\W\d_]*$")
_ALNUM = re.compile(r"[A-Za-z0-9]")
_JA_BOUND_POS = ("助詞", "助動詞", "接尾辞")
_JA_STOPS = "。！？!?"  # a sentence ends here: the word after it (だから) attaches to nothing before
_STOPS_ALL = "。．.!！?？；;)）」"  # a quote ending (or starting after) one of these ends at a boundary
_ZH_BOUND = set("的了著着們们嗎吗呢吧")

# Polarity. Japanese: obligation and "regardless" are written with negative forms but say nothing
# negative; remove them before looking for a negation.
_JA_NOT_NEGATIVE = re.compile(
    r"なければなりません|なければならない|なければならず|ねばなりません|ねばならない|なくてはならない|"
    r"なくてはいけない|ないといけない|かかわらず|限らず|少ない|しかいない|しか[^。、]{0,12}ない|"
    r"ませんか|だけではない|行な[いうえっ]|行なわ")
_JA_NEGATIVE = re.compile(r"ません|ない|なく|ず[、。にとも]|ずに|せず|ぬ|不可|禁止|できず|なし|無し")
_ZH_NOT_NEGATIVE = re.compile(r"不論|不管|無論|无论|不拘|不限|不但|不僅|不仅|一定要|非常|並非只")
_ZH_NEGATIVE = re.compile(r"不|沒|没|無|无|未|非|別|勿|禁止|免")
_ASIDE = re.compile(r"（[^）]*）|\([^)]*\)")
_SENTENCE_END = re.compile(r"(?<=[。；;!！?？])")
MIN_OVERLAP = 0.5  # share of a quote's character bigrams a sentence must hold to be the one it supports
MIN_OVERLAP_ONE = 0.3  # the same when the statement is one sentence (its quotes can only be for it)


@dataclass(frozen=True)
class Located:
    text: str  # folded clause text (marker included)
    start: int
    end: int


def locate(quote: dict[str, Any], edition: Edition) -> Located | None:
    """Where a quote that resolves lies in its clause (folded offsets), else None."""
    exact = fold(str(quote.get("exact", "")))
    prefix = fold(str(quote.get("prefix", "") or ""))
    suffix = fold(str(quote.get("suffix", "") or ""))
    if not exact:
        return None
    found: list[Located] = []
    for text in edition.texts:
        i = text.find(exact)
        while i >= 0:
            if text[:i].endswith(prefix) and text[i + len(exact):].startswith(suffix):
                found.append(Located(text, i, i + len(exact)))
            i = text.find(exact, i + 1)
    return found[0] if len(found) == 1 else None


def _ja_bounds(text: str) -> tuple[set[int], dict[int, str], dict[int, str]]:
    """Word boundaries of a folded Japanese text, the part of speech of the word starting at each
    boundary, and for every offset inside a word that word."""
    from extract.jatext import morphemes

    cuts: set[int] = {0, len(text)}
    starts: dict[int, str] = {}
    inside: dict[int, str] = {}
    for m in morphemes(text):
        cuts.update((m.begin, m.end))
        starts[m.begin] = m.pos
        for k in range(m.begin + 1, m.end):
            inside[k] = m.surface
    return cuts, starts, inside


def _word_at(text: str, cut: int) -> str:
    """The run of Latin letters and digits around a cut, for a message."""
    a, b = cut, cut
    while a > 0 and _ALNUM.match(text[a - 1]):
        a -= 1
    while b < len(text) and _ALNUM.match(text[b]):
        b += 1
    return text[a:b]


def form_problems(quote: dict[str, Any], edition: Edition, lang: str) -> list[str]:
    """What keeps a (resolved) quote from standing alone, as message fragments; [] when nothing."""
    exact = fold(str(quote.get("exact", "")))
    out: list[str] = []
    loc = locate(quote, edition)
    opens = closes = True
    if loc is not None:
        text, start, end = loc.text, loc.start, loc.end
        opens = start > 0 and not _MARKER_ONLY.match(text[:start])
        closes = end < len(text)
    # A whole short clause with a count (a row of a component list: 紅龍*1, 5人プレイ4個) stands alone,
    # and so does a whole heading (evidence that the section exists, e.g. one whose picture is missing).
    whole = not opens and not closes
    heading = loc is not None and loc.text in edition.headings
    whole_row = whole and (any(c.isdigit() for c in exact) or heading)
    if len(exact) < MIN_CHARS and not whole_row:
        out.append(f"is {len(exact)} characters long: expected a whole sentence or a self-supporting "
                   f"clause (at least ~{MIN_CHARS} characters)")
    if loc is None:
        return out
    wraps = edition.wraps.get(text, set())
    if closes and end in wraps and exact[-1] not in _STOPS_ALL:
        out.append("ends where the document wrapped its line, inside a sentence: expected the whole "
                   "sentence")
    if opens and start in wraps and text[start - 1] not in _STOPS_ALL:
        out.append("starts where the document wrapped its line, inside a sentence: expected the whole "
                   "sentence")
    if lang == "ja":
        cuts, starts, inside = _ja_bounds(text)
        if opens and start not in cuts:
            out.append(f"starts inside the word {inside.get(start, '')!r} of its clause")
        elif opens and starts.get(start) in _JA_BOUND_POS and text[start - 1] not in _JA_STOPS:
            out.append(f"starts with a particle or auxiliary ({text[start]!r}) cut from what it attaches to")
        if closes and end not in cuts:
            out.append(f"ends inside the word {inside.get(end, '')!r} of its clause")
        elif closes and starts.get(end) in _JA_BOUND_POS and text[end] not in "、。" \
                and text[end - 1] not in _JA_STOPS:
            out.append(f"ends before {text[end]!r}, which attaches to its last word: the phrase goes on")
    else:
        if opens and _ALNUM.match(text[start - 1]) and _ALNUM.match(text[start]):
            out.append(f"starts inside the word {_word_at(text, start)!r} of its clause")
        elif opens and text[start] in _ZH_BOUND:
            out.append(f"starts with the bound particle {text[start]!r}")
        if closes and _ALNUM.match(text[end - 1]) and _ALNUM.match(text[end]):
            out.append(f"ends inside the word {_word_at(text, end)!r} of its clause")
        elif closes and text[end] in _ZH_BOUND:
            out.append(f"ends before the bound particle {text[end]!r}: the phrase goes on")
    return out


def negative(text: str, lang: str) -> bool:
    """Whether a text carries a negation cue (after removing forms that only look negative)."""
    if lang == "ja":
        return bool(_JA_NEGATIVE.search(_JA_NOT_NEGATIVE.sub("", text)))
    if lang == "zh-Hant":
        return bool(_ZH_NEGATIVE.search(_ZH_NOT_NEGATIVE.sub("", text)))
    return False


def _bigrams(text: str) -> set[str]:
    t = fold(text)
    return {t[i:i + 2] for i in range(len(t) - 1)}


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def polarity_problem(statement: str, quotes: list[str], lang: str) -> str | None:
    """A message when a statement sentence and the quotes that support it differ in polarity: the
    sentence is negated and none of its quotes is, or all of its quotes are and it is not."""
    if lang not in ("ja", "zh-Hant") or not quotes or not statement:
        return None
    sentences = [x for x in _SENTENCE_END.split(_ASIDE.sub("", statement)) if x.strip()]
    support: dict[int, list[str]] = {}
    for q in quotes:
        grams = _bigrams(q)
        if not grams or not sentences:
            continue
        # the sentence the quote shares most with (Jaccard), if it holds enough of the quote
        scored = [(_jaccard(grams, _bigrams(x)), len(grams & _bigrams(x)) / len(grams), i)
                  for i, x in enumerate(sentences)]
        _, overlap, best = max(scored)
        if overlap >= (MIN_OVERLAP if len(sentences) > 1 else MIN_OVERLAP_ONE):
            support.setdefault(best, []).append(q)
    for i, qs in support.items():
        s_not = negative(sentences[i], lang)
        q_not = [negative(q, lang) for q in qs]
        if s_not != any(q_not) and (s_not or all(q_not)):
            which = "the statement is negated and its quotes are not" if s_not else \
                "its quotes are negated and the statement is not"
            return (f"quote {qs[0]!r} may say the opposite of {sentences[i].strip()!r} ({which}): expected "
                    "a quote that says what the statement says")
    return None
