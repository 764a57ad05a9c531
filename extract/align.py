"""Aligning two editions of a rulebook clause by clause (DESIGN §4, last bullet).

Monotone dynamic programming over the clauses of two clauses documents, as Bertalign does, with
a sentence-embedding model replaced by features that need no training (none can be downloaded):

- glossary concepts: the concepts whose terms occur in a clause (a termbase given as plain data);
- numbers: the digit strings of the normalised text (counted kanji numerals are digits already);
- folded hanzi: ideographs mapped through OpenCC (Japanese shinjitai -> traditional -> simplified,
  Chinese -> simplified) so 竜/龍, 宝/寶, 黄/黃 compare equal; unigrams and bigrams of ideographs
  only, since kana carry no signal between Japanese and Chinese (kana bigrams are used when both
  editions are Japanese; Latin words always, they are names and URLs);
- a length prior: a Gaussian on the log ratio of content lengths, centred on the ratio of the two
  whole documents (so no per-language constant is learned);
- structure: heading-to-heading beads are favoured, heading/rule mixtures mildly penalised.

Each feature is weighted by its inverse document frequency over both editions (features only
one edition has are dropped: they can match nothing), and a bead's score is the cosine of its
two summed vectors times the length prior, scaled by how well the two clauses' sections match
as wholes (so a clause is drawn to the corresponding section even where the editions order
sections differently). The DP maximises the sum of (score - threshold) over matched beads (1-1,
1-2, 2-1, 1-3, 3-1, 2-2; unmatched clauses cost nothing; each clause of a merged bead must carry
its share of the evidence). Translations reorder whole blocks, which a monotone path cannot
follow, so the DP is run again over the clauses left unmatched (a block that moved is in order
among the leftovers), with a stricter threshold, until it finds nothing more.

Between editions in different languages a small bilingual lexicon is then learned from that
first alignment (words the other edition never uses, paired by Dice co-occurrence in confident
beads: ドラゴン/龍, カード/卡) and the alignment is run again with it; this is what lets the
aligner work, worse, without a glossary.

This module is pure computation over two clauses documents; it knows nothing of rule specs and
nothing of any particular document.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise
from typing import Any

from . import script
from .errors import InputError

# Bead shapes (clauses taken from A, from B). Skips (1,0)/(0,1) are implicit in the DP.
SHAPES: tuple[tuple[int, int], ...] = ((1, 1), (1, 2), (2, 1), (1, 3), (3, 1), (2, 2))

# Feature namespace weights: a shared glossary concept is the strongest evidence, then numbers and
# ideograph bigrams (a shared two-character word), then single ideographs.
WEIGHTS = {"c": 3.0, "x": 2.0, "d": 1.0, "n": 1.5, "h2": 1.5, "h": 1.0, "w": 1.5, "k2": 0.7}


@dataclass(frozen=True)
class Params:
    threshold: float = 0.12  # a match must score above this to beat leaving both clauses unmatched
    repair_threshold: float = 0.27  # stricter, for pairs found out of order
    merge_penalty: float = 0.04  # per clause beyond 1-1, so 1-1 wins ties
    length_sigma: float = 0.9  # of the log length ratio around the documents' ratio
    length_floor: float = 0.5  # a bead far off the length ratio keeps this share of its score
    heading_bonus: float = 0.1
    mixed_heading_factor: float = 0.75  # a heading merged with, or matched to, a non-heading
    repair_rounds: int = 4
    caption_factor: float = 0.7  # a caption matched to text that is not one
    member_share: float = 0.2  # of an even split of a merged bead's evidence, each clause's minimum
    full_search_cells: int = 200_000  # above this many clause pairs the DP searches a band
    band_min: int = 60
    band_share: float = 0.15
    section_weight: float = 0.45  # share of a bead's score that depends on its sections matching
    induce: bool = True  # learn a bilingual lexicon from a first alignment, then align again
    induce_min_score: float = 0.3
    induce_min_count: int = 3
    induce_min_dice: float = 0.5
    sections_first: bool = True  # match sections (any permutation), then clauses within and near them
    section_match: float = 0.55  # a B section whose relative similarity reaches this is a counterpart
    section_partners: int = 2  # counterparts per section (an edition splits or merges sections)
    # a bilingual lexicon from dictionaries (extract/lexicon.py), when installed; None: only when
    # there is no glossary (on the tuning sample it cost a pair beside the glossary, and added
    # precision without one)
    lexicon: bool | None = None
    fold: bool = True  # fold kanji/hanzi forms (OpenCC jp2t, t2s)
    # a clause left over whose best counterpart is in a bead already joins that bead (a merge or
    # split whose parts are not next to each other) if it scores this alone with it and the bead
    # keeps this share of its score
    attach: bool = True
    attach_min: float = 0.4
    attach_keep: float = 0.9
    attach_rel: float = 0.7
    attach_own: float = 0.3
    attach_bead: float = 0.5
    # a lone clause left on each side between the same two neighbouring beads is one pair (the
    # two editions say the same there in other words), if it scores at least this; weak if low
    fill_gaps: bool = True
    # a clause left over next to a bead's run on its side joins the bead if the bead keeps this
    # share of its score with it (a paragraph the other edition splits into many clauses)
    grow: bool = True
    grow_keep: float = 1.0
    grow_bead: float = 0.3  # ... and only beads scoring this (0.5 before the sixteenth round)
    fill_min: float = 0.0
    # of a counterpart section's neighbours, only the clauses this close to the shared boundary
    # join the section pass's block; None: the whole neighbour (2 was tried: alignment figures
    # gained, reconcile's lost; docs/alignment.md, eighth round)
    near_edge: int | None = None
    # a clause the monotone pass left between two beads that are neighbours in the other edition
    # (no room there) was merged or dropped; paired out of order it needs the repair threshold
    sandwich: bool = True
    # a clause left over takes its best counterpart from the bead that holds it when it matches
    # that counterpart this well alone and by this much more than the bead's own clauses do
    steal: bool = True
    steal_min: float = 0.4
    steal_margin: float = 0.3
    # a pair of leftovers found out of order is not kept when one of its clauses matches a clause
    # already paired better by this much: it restates that rule (a summary); None: kept
    restated: float | None = 0.1


@dataclass(frozen=True)
class Bead:
    a: tuple[int, ...]  # indices into the A units
    b: tuple[int, ...]
    score: float


@dataclass
class Alignment:
    beads: list[Bead]  # matched beads, in A order
    unmatched_a: list[int]
    unmatched_b: list[int]


# ---------------------------------------------------------------------------------------------
# text features

_HIRAGANA_KATAKANA = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff]")
_DIGITS = re.compile(r"\d+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")


def is_ideograph(ch: str) -> bool:
    o = ord(ch)
    return (0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0xF900 <= o <= 0xFAFF
            or 0x20000 <= o <= 0x3FFFF or ch == "〇")


def base_lang(lang: str) -> str:
    return lang.split("-")[0].lower()


@cache
def _converter(config: str) -> Any:
    import opencc

    return opencc.OpenCC(config)


def fold_hanzi(text: str, lang: str) -> str:
    """Map ideographs to one comparison form: Japanese shinjitai to traditional (jp2t), then every
    CJK text to simplified (t2s), so 竜/龍/龙, 宝/寶, 黄/黃 become one character."""
    if not any(is_ideograph(c) for c in text):
        return text
    if base_lang(lang) == "ja":
        text = _converter("jp2t").convert(text)
    if base_lang(lang) in ("ja", "zh"):
        text = _converter("t2s").convert(text)
    return text


def guess_lang(texts: Iterable[str]) -> str:
    """ja when kana are common, zh-Hant/zh-Hans by which script the ideographs are in, else en."""
    sample = "".join(texts)[:script.SAMPLE]
    kana, _ = script.counts(sample)
    ideo = [c for c in sample if is_ideograph(c)]
    if script.japanese(kana, len(ideo)):
        return "ja"
    if len(ideo) >= 5:
        joined = "".join(ideo)
        to_simpl = sum(a != b for a, b in zip(joined, _converter("t2s").convert(joined), strict=False))
        to_trad = sum(a != b for a, b in zip(joined, _converter("s2t").convert(joined), strict=False))
        return "zh-Hant" if to_simpl >= to_trad else "zh-Hans"
    return "en"


class Glossary:
    """Concept terms per language, folded like the clause texts, matched longest first."""

    def __init__(self, data: Any, where: str = "glossary"):
        concepts = data.get("concepts") if isinstance(data, Mapping) else None
        if not isinstance(concepts, list):
            raise InputError(where, "expected a mapping with a list under `concepts`")
        self.terms: dict[str, list[tuple[str, str]]] = {}  # base lang -> [(folded term, concept id)]
        for i, concept in enumerate(concepts):
            if not isinstance(concept, Mapping) or not isinstance(concept.get("id"), str):
                raise InputError(where, f"concepts[{i}]: expected a mapping with a string `id`")
            for lang, entries in concept.items():
                if lang in ("id", "games", "definition", "note", "notes") or not isinstance(entries, list):
                    continue
                for j, entry in enumerate(entries):
                    term = entry.get("term") if isinstance(entry, Mapping) else entry
                    if not isinstance(term, str) or not term.strip():
                        raise InputError(where, f"concepts[{i}].{lang}[{j}]: expected a term string")
                    folded = _fold_term(term, lang)
                    if folded:
                        self.terms.setdefault(base_lang(lang), []).append((folded, concept["id"]))
        for lst in self.terms.values():
            lst.sort(key=lambda t: (-len(t[0]), t[0]))

    def concepts(self, folded_text: str, lang: str) -> list[str]:
        """Concept ids found in a folded text, each occurrence once (longest terms claim first)."""
        terms = self.terms.get(base_lang(lang), [])
        taken = [False] * len(folded_text)
        found: list[str] = []
        for term, cid in terms:
            start = folded_text.find(term)
            while start >= 0:
                end = start + len(term)
                if not any(taken[start:end]):
                    taken[start:end] = [True] * len(term)
                    found.append(cid)
                start = folded_text.find(term, start + 1)
        return found


def _fold_term(term: str, lang: str) -> str:
    from .normalise import fold

    text = fold(term)
    if base_lang(lang) == "en":
        text = text.lower()
    return fold_hanzi(text, lang)


def features(text: str, lang: str, glossary: Glossary | None, other_lang: str,
             fold: bool = True) -> Counter[tuple[str, str]]:
    """Raw feature counts of one clause text (already normalised by extract.normalise)."""
    from .normalise import normalise

    text = normalise(text, numerals=True).text  # counted kanji numerals as digits (二枚 = 2枚)
    folded = fold_hanzi("".join(text.split()), lang) if fold else "".join(text.split())
    if base_lang(lang) == "en":
        folded = folded.lower()
    feats: Counter[tuple[str, str]] = Counter()
    run = ""
    for ch in [*folded, ""]:
        if ch and is_ideograph(ch):
            feats["h", ch] += 1
            if run:
                feats["h2", run[-1] + ch] += 1
            run += ch
        else:
            run = ""
    for m in _DIGITS.finditer(text):
        feats["n", str(int(m.group()))] += 1
    for m in _WORD.finditer(text):
        feats["w", m.group().lower()] += 1
    if base_lang(lang) == base_lang(other_lang) == "ja":
        kana = "".join(c if _HIRAGANA_KATAKANA.match(c) else " " for c in folded)
        for word in kana.split():
            for i in range(len(word) - 1):
                feats["k2", word[i:i + 2]] += 1
    if glossary is not None:
        for cid in glossary.concepts(folded, lang):
            feats["c", cid] += 1
    return feats


def content_length(text: str) -> int:
    """Letters and digits: what a translation roughly preserves (punctuation and spaces not)."""
    return sum(1 for c in text if unicodedata.category(c)[0] in "LN")


# ---------------------------------------------------------------------------------------------
# scoring


class _Scorer:
    """Cosines of summed IDF-weighted vectors from precomputed dot products, so every bead shape
    costs O(1): |a1+a2|² = |a1|²+|a2|²+2a1·a2, and (a1+a2)·b = a1·b + a2·b."""

    def __init__(self, units_a: Sequence[dict[str, Any]], units_b: Sequence[dict[str, Any]],
                 raw_a: list[Counter[tuple[str, str]]], raw_b: list[Counter[tuple[str, str]]],
                 params: Params):
        self.p = params
        n = len(raw_a) + len(raw_b)
        df: Counter[tuple[str, str]] = Counter()
        for f in (*raw_a, *raw_b):
            df.update(f.keys())
        # A feature only one edition has can match nothing; left in, it would only dilute the
        # cosine (Chinese function characters, Japanese-only kanji).
        shared = set().union(*raw_a) & set().union(*raw_b) if raw_a and raw_b else set()
        raw_a = [Counter({k: c for k, c in f.items() if k in shared}) for f in raw_a]
        raw_b = [Counter({k: c for k, c in f.items() if k in shared}) for f in raw_b]
        idf = {k: math.log(1 + n / d) for k, d in df.items()}
        self.va = [{k: c * idf[k] * WEIGHTS[k[0]] for k, c in f.items()} for f in raw_a]
        self.vb = [{k: c * idf[k] * WEIGHTS[k[0]] for k, c in f.items()} for f in raw_b]
        self.cross = _dots(self.va, self.vb)
        self.self_a = _neighbour_dots(self.va, 3)
        self.self_b = _neighbour_dots(self.vb, 3)
        self.len_a = [content_length(u["text"]) for u in units_a]
        self.len_b = [content_length(u["text"]) for u in units_b]
        self.head_a = [u.get("kind") == "heading" for u in units_a]
        self.head_b = [u.get("kind") == "heading" for u in units_b]
        self.caption_a = [u.get("kind") == "caption" for u in units_a]
        self.caption_b = [u.get("kind") == "caption" for u in units_b]
        total_a, total_b = sum(self.len_a), sum(self.len_b)
        self.mu = math.log((1 + total_a) / (1 + total_b))
        self.context = _section_context(units_a, units_b, self.va, self.vb)
        # plain cosines of single clauses, to skip beads that cannot reach a threshold cheaply
        self.cos11 = [{j: d / math.sqrt(self.self_a[i][0] * self.self_b[j][0]) for j, d in row.items()
                       if d > 0} for i, row in enumerate(self.cross)]
        # the clauses of B each clause of A shares a feature with, and of A each of B (any other
        # pair scores 0)
        self.shares: tuple[list[list[int]], list[list[int]]] = ([list(row) for row in self.cross],
                                                               [[] for _ in self.vb])
        for i, row in enumerate(self.cross):
            for j in row:
                self.shares[1][j].append(i)
        self._cache: dict[tuple[int, int, int, int], float] = {}

    def alone(self, side: int, x: int, y: int) -> float:
        """The score of clause x of `side` (0: A, 1: B) paired alone with clause y of the other."""
        return self._score([x], [y]) if side == 0 else self._score([y], [x])

    def _sq_norm(self, self_dots: list[list[float]], idx: Sequence[int]) -> float:
        vs = self.va if self_dots is self.self_a else self.vb
        total = 0.0
        for x, i in enumerate(idx):
            total += self_dots[i][0]
            for j in idx[x + 1:]:
                gap = j - i
                # beyond the precomputed span only grown beads (_grow) reach: computed here
                total += 2 * (self_dots[i][gap] if gap < len(self_dots[i]) else _dot(vs[i], vs[j]))
        return total

    def score(self, ia: Sequence[int], ib: Sequence[int]) -> float:
        """Score of the bead joining the clauses ia of A with ib of B (each a contiguous run)."""
        key = (ia[0], len(ia), ib[0], len(ib))
        cached = self._cache.get(key)
        if cached is None:
            cached = self._cache[key] = self._score(ia, ib)
        return cached

    def _score(self, ia: Sequence[int], ib: Sequence[int]) -> float:
        per_a = [sum(self.cross[i].get(j, 0.0) for j in ib) for i in ia]
        per_b = [sum(self.cross[i].get(j, 0.0) for i in ia) for j in ib]
        dot = sum(per_a)
        if dot <= 0:
            return 0.0
        # Every clause of a merged bead must carry its share of the evidence: a clause that only
        # shares the words every clause shares (card, player) is not part of the translation.
        share = self.p.member_share
        if len(ia) > 1 and min(per_a) < share * dot / len(ia):
            return 0.0
        if len(ib) > 1 and min(per_b) < share * dot / len(ib):
            return 0.0
        na, nb = self._sq_norm(self.self_a, ia), self._sq_norm(self.self_b, ib)
        cos = dot / math.sqrt(na * nb) if na > 0 and nb > 0 else 0.0
        la, lb = sum(self.len_a[i] for i in ia), sum(self.len_b[j] for j in ib)
        r = math.log((1 + la) / (1 + lb)) - self.mu
        prior = math.exp(-r * r / (2 * self.p.length_sigma ** 2))
        s = cos * (self.p.length_floor + (1 - self.p.length_floor) * prior)
        if self.context is not None:
            sec_a, sec_b, rel = self.context
            s *= 1 - self.p.section_weight + self.p.section_weight * rel[sec_a[ia[0]]][sec_b[ib[0]]]
        ha = [self.head_a[i] for i in ia]
        hb = [self.head_b[j] for j in ib]
        if all(ha) and all(hb):
            s += self.p.heading_bonus * cos
        elif any(ha) or any(hb):  # heading vs rule, or a heading merged into body text
            s *= self.p.mixed_heading_factor
        ca = any(self.caption_a[i] for i in ia)
        cb = any(self.caption_b[j] for j in ib)
        if ca != cb:  # a figure label is rarely what translates a sentence of the text
            s *= self.p.caption_factor
        return s


def _section_context(units_a: Sequence[dict[str, Any]], units_b: Sequence[dict[str, Any]],
                     va: list[dict[Any, float]], vb: list[dict[Any, float]]):
    """How well each section of A matches each section of B, relative to the best match of either
    (1 = the section's best counterpart): the content of whole sections, so a clause is drawn to
    the clauses of the corresponding section even where the two editions order sections
    differently. None when an edition has no sections to speak of."""
    def sections(units: Sequence[dict[str, Any]], vs: list[dict[Any, float]]):
        names: dict[str, int] = {}
        of_unit = [names.setdefault(str(u.get("section", "")), len(names)) for u in units]
        sums: list[dict[Any, float]] = [{} for _ in names]
        for k, v in zip(of_unit, vs, strict=True):
            for key, w in v.items():
                sums[k][key] = sums[k].get(key, 0.0) + w
        return of_unit, sums

    sec_a, sums_a = sections(units_a, va)
    sec_b, sums_b = sections(units_b, vb)
    if len(sums_a) < 2 or len(sums_b) < 2:
        return None
    dots = _dots(sums_a, sums_b)
    norm_a = [math.sqrt(sum(w * w for w in v.values())) or 1.0 for v in sums_a]
    norm_b = [math.sqrt(sum(w * w for w in v.values())) or 1.0 for v in sums_b]
    cos = [[dots[i].get(j, 0.0) / (norm_a[i] * norm_b[j]) for j in range(len(sums_b))]
           for i in range(len(sums_a))]
    row_max = [max(row) or 1.0 for row in cos]
    col_max = [max(cos[i][j] for i in range(len(sums_a))) or 1.0 for j in range(len(sums_b))]
    rel = [[0.5 * (cos[i][j] / row_max[i] + cos[i][j] / col_max[j]) for j in range(len(sums_b))]
           for i in range(len(sums_a))]
    return sec_a, sec_b, rel


def _dots(va: list[dict[Any, float]], vb: list[dict[Any, float]]) -> list[dict[int, float]]:
    index: dict[Any, list[tuple[int, float]]] = {}
    for j, v in enumerate(vb):
        for k, w in v.items():
            index.setdefault(k, []).append((j, w))
    out: list[dict[int, float]] = []
    for v in va:
        row: dict[int, float] = {}
        for k, w in v.items():
            for j, w2 in index.get(k, ()):
                row[j] = row.get(j, 0.0) + w * w2
        out.append(row)
    return out


def _dot(v: dict[Any, float], w: dict[Any, float]) -> float:
    small, big = (v, w) if len(v) <= len(w) else (w, v)
    return sum(x * big.get(k, 0.0) for k, x in small.items())


def _neighbour_dots(vs: list[dict[Any, float]], span: int) -> list[list[float]]:
    """[i][g] = vs[i] · vs[i+g] for g < span (g = 0 is the squared norm)."""
    return [[_dot(v, vs[i + g]) for g in range(min(span, len(vs) - i))] for i, v in enumerate(vs)]


# ---------------------------------------------------------------------------------------------
# dynamic programming


def _dp(scorer: _Scorer, ia: list[int], ib: list[int], threshold: float) -> list[Bead]:
    """Best monotone bead sequence over the units ia × ib (index lists into the documents).
    Merged clauses must be neighbours in their document, not just in the lists."""
    n, m = len(ia), len(ib)
    p = scorer.p
    neg = -math.inf
    best = [[neg] * (m + 1) for _ in range(n + 1)]
    back: list[list[tuple[int, int, float] | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    best[0][0] = 0.0
    # Long documents: search a band around the diagonal (O(n·w) instead of O(n·m)); clauses that
    # moved further than the band are still found by the repair passes over the leftovers.
    width = m if n * m <= p.full_search_cells else max(p.band_min, int(p.band_share * max(n, m)))
    for i in range(n + 1):
        row, brow = best[i], back[i]
        centre = i * m // n if n else 0
        for j in range(max(0, centre - width), min(m, centre + width) + 1):
            if i == 0 and j == 0:
                continue
            top, choice = neg, None
            if i > 0 and best[i - 1][j] > top:
                top, choice = best[i - 1][j], (1, 0, 0.0)
            if j > 0 and row[j - 1] > top:
                top, choice = row[j - 1], (0, 1, 0.0)
            for da, db in SHAPES:
                if da > i or db > j:
                    continue
                prev = best[i - da][j - db]
                if prev == neg:
                    continue
                sa, sb = ia[i - da:i], ib[j - db:j]
                if sa[-1] - sa[0] != da - 1 or sb[-1] - sb[0] != db - 1:
                    continue
                # Prune: a 1-1 bead scores at most its cosine plus the heading bonus; a merged
                # bead needs at least one member pair halfway to the threshold.
                if da == db == 1:
                    if scorer.cos11[sa[0]].get(sb[0], 0.0) * (1 + p.heading_bonus) <= threshold:
                        continue
                elif max(scorer.cos11[x].get(y, 0.0) for x in sa for y in sb) < 0.5 * threshold:
                    continue
                s = scorer.score(sa, sb)
                gain = s - threshold - p.merge_penalty * (da + db - 2)
                if gain > 0 and prev + gain > top:
                    top, choice = prev + gain, (da, db, s)
            row[j], brow[j] = top, choice
    beads: list[Bead] = []
    i, j = n, m
    while i > 0 or j > 0:
        step = back[i][j]
        assert step is not None
        da, db, s = step
        if da and db:
            beads.append(Bead(tuple(ia[i - da:i]), tuple(ib[j - db:j]), s))
        i, j = i - da, j - db
    beads.reverse()
    return beads


def align_units(units_a: Sequence[dict[str, Any]], units_b: Sequence[dict[str, Any]], lang_a: str,
                lang_b: str, glossary: Glossary | None = None, params: Params | None = None) -> Alignment:
    """Align two lists of clauses (mappings with `text` and optionally `kind`)."""
    params = params or Params()
    raw_a = [features(u["text"], lang_a, glossary, lang_b, params.fold) for u in units_a]
    raw_b = [features(u["text"], lang_b, glossary, lang_a, params.fold) for u in units_b]
    if params.lexicon or (params.lexicon is None and glossary is None):
        _add_lexicon(units_a, units_b, raw_a, raw_b, lang_a, lang_b)
    scorer = _Scorer(units_a, units_b, raw_a, raw_b, params)
    induce = params.induce and base_lang(lang_a) != base_lang(lang_b)
    # the lexicon is learned from beads of the DP's shapes; grown beads (_grow) are only the answer
    beads = _align(scorer, len(units_a), len(units_b), replace(params, grow=False) if induce else params)
    if induce:
        lexicon = induce_lexicon(units_a, units_b, lang_a, lang_b, beads, params)
        if lexicon:
            for units, raw, lang, side in ((units_a, raw_a, lang_a, 0), (units_b, raw_b, lang_b, 1)):
                for u, f in zip(units, raw, strict=True):
                    toks = induction_tokens(u["text"], lang)
                    for pair in lexicon:
                        if pair[side] in toks:
                            f["x", "|".join(pair)] += 1
            scorer = _Scorer(units_a, units_b, raw_a, raw_b, params)
            beads = _align(scorer, len(units_a), len(units_b), params)
        elif params.grow:  # nothing learned: the first pass is the answer, grown
            beads = _align(scorer, len(units_a), len(units_b), params)
    used_a = {i for bd in beads for i in bd.a}
    used_b = {j for bd in beads for j in bd.b}
    return Alignment(beads, [i for i in range(len(units_a)) if i not in used_a],
                     [j for j in range(len(units_b)) if j not in used_b])


def _section_pairs(scorer: _Scorer, params: Params) -> list[tuple[list[int], list[int]]]:
    """Blocks to align: for each section of A, its clauses and the clauses of its counterpart
    sections in B (any order: the best few by relative similarity, reaching section_match) and,
    for a clause near a section boundary that may sit on the other side, the clauses of their
    neighbours in B next to the shared boundary (`near_edge`)."""
    assert scorer.context is not None
    sec_a, sec_b, rel = scorer.context
    members_b: dict[int, list[int]] = {}
    for j, sb in enumerate(sec_b):
        members_b.setdefault(sb, []).append(j)
    order_b = sorted(members_b, key=lambda sb: members_b[sb][0])
    members_a: dict[int, list[int]] = {}
    for i, sa in enumerate(sec_a):
        members_a.setdefault(sa, []).append(i)
    k = params.near_edge
    blocks = []
    for sa, ia in members_a.items():
        ranked = sorted(range(len(rel[sa])), key=lambda sb: -rel[sa][sb])
        partners = [sb for sb in ranked[:params.section_partners] if rel[sa][sb] >= params.section_match]
        jb: set[int] = set()
        for sb in partners:
            pos = order_b.index(sb)
            jb.update(members_b[sb])
            if pos > 0:
                before = members_b[order_b[pos - 1]]
                jb.update(before if k is None else before[max(0, len(before) - k):])
            if pos + 1 < len(order_b):
                after = members_b[order_b[pos + 1]]
                jb.update(after if k is None else after[:k])
        if jb:
            blocks.append((ia, sorted(jb)))
    return blocks


def _add_lexicon(units_a: Sequence[dict[str, Any]], units_b: Sequence[dict[str, Any]],
                 raw_a: list[Counter[tuple[str, str]]], raw_b: list[Counter[tuple[str, str]]],
                 lang_a: str, lang_b: str) -> None:
    """Japanese-Chinese word pairs of the dictionary lexicon (extract/lexicon.py) found in the two
    editions, as shared features ("x", pair) of the clauses that hold each side."""
    langs = (base_lang(lang_a), base_lang(lang_b))
    if set(langs) != {"ja", "zh"}:
        return
    from . import lexicon
    from .normalise import fold

    lex = lexicon.load()
    if not lex:
        return
    if langs[0] == "ja":
        ja_units, ja_raw, zh_units, zh_raw, zh_lang = units_a, raw_a, units_b, raw_b, lang_b
    else:
        ja_units, ja_raw, zh_units, zh_raw, zh_lang = units_b, raw_b, units_a, raw_a, lang_a
    zh_texts = [fold_hanzi(fold(u["text"]), zh_lang) for u in zh_units]
    whole = "\n".join(zh_texts)
    pairs: set[tuple[str, str]] = set()
    for u, f in zip(ja_units, ja_raw, strict=True):
        for w in sorted(lexicon.words_in(fold(u["text"]), lex)):  # (sorted: deterministic sums)
            for z in lex[w]:
                zf = fold_hanzi(z, "zh-Hant")
                # a single character pairs only with a loanword (カード/卡): else it is noise
                if zf in whole and (len(zf) > 1 or _KATAKANA_RUN.fullmatch(w)):
                    f["d", f"{w}|{zf}"] += 1
                    pairs.add((w, zf))
    for t, f in zip(zh_texts, zh_raw, strict=True):
        for w, zf in sorted(pairs):
            if zf in t:
                f["d", f"{w}|{zf}"] += 1


def _align(scorer: _Scorer, n: int, m: int, params: Params) -> list[Bead]:
    """The monotone DP; then what it left, within each section and its counterparts (any
    permutation of sections); then DP again over the rest, for clauses that moved further."""
    beads = _dp(scorer, list(range(n)), list(range(m)), params.threshold)
    if params.sections_first and scorer.context is not None:
        # What the monotone pass left, aligned within each section and its counterparts in the
        # other edition (any permutation of sections), at the normal threshold: a moved section
        # is found there, without letting a weak section match override the document's order.
        used_a = {i for bd in beads for i in bd.a}
        used_b = {j for bd in beads for j in bd.b}
        found: list[Bead] = []
        for ia, jb in _section_pairs(scorer, params):
            ia = [i for i in ia if i not in used_a]
            jb = [j for j in jb if j not in used_b]
            if ia and jb:
                found.extend(_dp(scorer, ia, jb, params.threshold))
        tight_a, tight_b = _sandwiched(beads) if params.sandwich else (set(), set())
        for bd in sorted(found, key=lambda bd: -bd.score):  # a clause two blocks claim: the best
            tight = not (tight_a.isdisjoint(bd.a) and tight_b.isdisjoint(bd.b))
            if tight and bd.score < params.repair_threshold:
                continue  # no room for it where its neighbours went: a weak guess out of order
            if used_a.isdisjoint(bd.a) and used_b.isdisjoint(bd.b):
                beads.append(bd)
                used_a.update(bd.a)
                used_b.update(bd.b)
    for _ in range(params.repair_rounds):
        used_a = {i for bd in beads for i in bd.a}
        used_b = {j for bd in beads for j in bd.b}
        rest_a = [i for i in range(n) if i not in used_a]
        rest_b = [j for j in range(m) if j not in used_b]
        if not rest_a or not rest_b:
            break
        extra = _dp(scorer, rest_a, rest_b, params.repair_threshold)
        if params.restated is not None:
            extra = [bd for bd in extra if not _restates(scorer, bd, used_a, used_b, params.restated)]
        if not extra:
            break
        beads.extend(extra)
    if params.steal:
        beads = _steal(scorer, beads, n, m, params)
    if params.attach:
        beads = _attach(scorer, beads, n, m, params)
    if params.grow:
        beads = _grow(scorer, beads, n, m, params)
    if params.fill_gaps:
        beads = _fill_gaps(scorer, beads, params)
    beads.sort(key=lambda bd: (bd.a[0], bd.b[0]))
    return beads


def _restates(scorer: _Scorer, bd: Bead, used_a: set[int], used_b: set[int], margin: float) -> bool:
    """A pair of leftovers found out of order where one clause matches a clause already paired
    better by `margin`: it restates that rule (a summary), its partner here is only what its
    position left over."""
    return any(scorer.alone(side, x, y) >= bd.score + margin
               for side, xs, used in ((0, bd.a, used_b), (1, bd.b, used_a))
               for x in xs for y in scorer.shares[side][x] if y in used)


def _sandwiched(beads: list[Bead]) -> tuple[set[int], set[int]]:
    """Clauses of each side between two monotone beads whose counterparts are neighbours (so the
    other edition has no clause between them for these to translate)."""
    out: tuple[set[int], set[int]] = (set(), set())
    for x, y in pairwise(beads):  # the monotone pass: in order on both sides
        if y.b[0] == x.b[-1] + 1:
            out[0].update(range(x.a[-1] + 1, y.a[0]))
        if y.a[0] == x.a[-1] + 1:
            out[1].update(range(x.b[-1] + 1, y.b[0]))
    return out


def _steal(scorer: _Scorer, beads: list[Bead], n: int, m: int, params: Params) -> list[Bead]:
    """A clause left over whose best counterpart is alone on its side of a bead, and translates it
    clearly better than the bead's own clauses do: an edition that reorders clauses within a
    section makes the monotone pass give that counterpart to a neighbour (a bonus card's value
    set after the tie rule in one edition, before it in the other). The clause takes it; the
    bead's other clauses are left over, for _attach or nothing. Headings only take headings."""
    heads = (scorer.head_a, scorer.head_b)
    for side in (0, 1):
        used = {x for bd in beads for x in (bd.a if side == 0 else bd.b)}
        for x in (x for x in range(n if side == 0 else m) if x not in used):
            best, y = max(((scorer.alone(side, x, y), y) for y in scorer.shares[side][x]
                           if heads[1 - side][y] == heads[side][x]), default=(0.0, -1))
            if best < params.steal_min:
                continue
            k = next((k for k, bd in enumerate(beads) if (bd.b if side == 0 else bd.a) == (y,)), None)
            if k is None:
                continue
            holders = beads[k].a if side == 0 else beads[k].b
            if best < max(scorer.alone(side, h, y) for h in holders) + params.steal_margin:
                continue
            beads[k] = Bead((x,), (y,), best) if side == 0 else Bead((y,), (x,), best)
    return beads


def _attach(scorer: _Scorer, beads: list[Bead], n: int, m: int, params: Params) -> list[Bead]:
    """Clauses left over whose best counterpart is already in a bead: an edition merged two
    clauses that are not neighbours (or split one into parts set apart). Each joins its best
    counterpart's bead when it matches that counterpart well alone and the bead, with it, keeps
    most of its score (every member must still carry its share of the evidence)."""
    for side in (0, 1):
        used = {x for bd in beads for x in (bd.a if side == 0 else bd.b)}
        rest = [x for x in range(n if side == 0 else m) if x not in used]
        for x in rest:
            if (scorer.head_a if side == 0 else scorer.head_b)[x]:
                continue
            others = range(m if side == 0 else n)
            best, y = max(((scorer.alone(side, x, y), y) for y in others), default=(0.0, -1))
            if best < params.attach_min:
                continue
            k = next((k for k, bd in enumerate(beads) if y in (bd.b if side == 0 else bd.a)), None)
            if k is None:
                continue
            bd = beads[k]
            if bd.score < params.attach_bead:  # only to a bead sure of itself
                continue
            # as good a counterpart of y, alone, as the bead's own members (a clause the edition
            # dropped matches y less well than what y translates)
            mates = [scorer.alone(side, a, y) for a in (bd.a if side == 0 else bd.b)]
            if best < params.attach_rel * max(mates, default=0.0):
                continue
            # and it brings evidence of its own: features it shares with y that the members do
            # not (a dropped clause that only repeats the members' words is no part of y)
            vx, vy = (scorer.va[x], scorer.vb[y]) if side == 0 else (scorer.vb[x], scorer.va[y])
            seen = set().union(*((scorer.va[a] if side == 0 else scorer.vb[a]).keys()
                                 for a in (bd.a if side == 0 else bd.b)))
            own = sum(vx[f] * vy[f] for f in vx.keys() & vy.keys() if f not in seen)
            if own < params.attach_own * sum(vx[f] * vy[f] for f in vx.keys() & vy.keys()):
                continue
            ia, ib = (sorted((*bd.a, x)), list(bd.b)) if side == 0 else (list(bd.a), sorted((*bd.b, x)))
            joined = scorer._score(ia, ib)
            if joined >= params.attach_keep * bd.score:
                beads[k] = Bead(tuple(ia), tuple(ib), joined)
    return beads


def _grow(scorer: _Scorer, beads: list[Bead], n: int, m: int, params: Params) -> list[Bead]:
    """One edition's long paragraph that the other sets out in more clauses than a bead shape holds
    (a setup paragraph as numbered steps, a rule as a run of short sentences): a clause left over
    right next to a bead's run on its side joins the bead when the bead, with it, scores at least
    `grow_keep` of what it did (it explains part of the other side the run did not) and no clause
    left over on the other side is a better counterpart of it. Only beads scoring `grow_bead`
    grow (weak ones grew over passages one edition left out); headings and captions never join.
    (Asking it for features the run lacks, as _attach does, stops a run of setup steps at the
    first step that repeats its neighbours' words.)"""
    used = ({i for bd in beads for i in bd.a}, {j for bd in beads for j in bd.b})
    size = (n, m)
    head = (scorer.head_a, scorer.head_b)
    caption = (scorer.caption_a, scorer.caption_b)

    def grown(bd: Bead) -> Bead | None:  # bd with its first neighbour that may join, if any
        if any(head[0][i] for i in bd.a) or any(head[1][j] for j in bd.b) or bd.score < params.grow_bead:
            return None  # as _attach: only a bead sure of itself grows
        for side in (0, 1):
            run, other = (bd.a, bd.b) if side == 0 else (bd.b, bd.a)
            for y in (run[0] - 1, run[-1] + 1):
                if not 0 <= y < size[side] or y in used[side] or head[side][y] or caption[side][y]:
                    continue
                new_run = tuple(sorted((*run, y)))
                ia, ib = (new_run, other) if side == 0 else (other, new_run)
                joined = scorer._score(ia, ib)
                if joined < params.grow_keep * bd.score:
                    continue
                # a clause left over on the other side that the repair passes would pair with
                # it out of order, and that matches it better: its own counterpart is free
                bar = max(params.repair_threshold, max(scorer.alone(side, y, x) for x in other))
                if any(scorer.alone(side, y, x) > bar
                       for x in range(size[1 - side]) if x not in used[1 - side]):
                    continue
                used[side].add(y)
                return Bead(tuple(ia), tuple(ib), joined)
        return None

    changed = True
    while changed:
        changed = False
        for k, bd in enumerate(beads):
            more = grown(bd)
            if more is not None:
                beads[k], changed = more, True
    return beads


def _fill_gaps(scorer: _Scorer, beads: list[Bead], params: Params) -> list[Bead]:
    """Between two beads that follow each other in both editions, one clause left on each side:
    what stands between two pairs of counterparts is most likely one more pair, said in words the
    features do not share (嵐カードを引いた場合… / 抽到暴風卡時…). Headings pair only with headings."""
    used_a = {i for bd in beads for i in bd.a}
    used_b = {j for bd in beads for j in bd.b}
    found = []
    for x, y in pairwise(sorted(beads, key=lambda bd: (bd.a[0], bd.b[0]))):
        i, j = x.a[-1] + 1, x.b[-1] + 1  # the one clause between on each side, if free
        if y.a[0] != i + 1 or y.b[0] != j + 1 or i in used_a or j in used_b \
                or scorer.head_a[i] != scorer.head_b[j]:
            continue
        s = scorer._score([i], [j])
        if s >= params.fill_min:
            found.append(Bead((i,), (j,), s))
    return beads + found


_KATAKANA_RUN = re.compile(r"[ァ-ヺー]{2,}")


def induction_tokens(text: str, lang: str) -> set[str]:
    """Words a bilingual lexicon can be learned for: katakana loanwords, and ideograph unigrams
    and bigrams (folded), without trying to segment either language properly."""
    from .normalise import fold

    folded = fold_hanzi(fold(text), lang)  # counted kanji numerals as digits
    toks = set(_KATAKANA_RUN.findall(folded))
    run = ""
    for ch in [*folded, ""]:
        if ch and is_ideograph(ch):
            toks.add(ch)
            if run:
                toks.add(run[-1] + ch)
            run += ch
        else:
            run = ""
    return toks


def induce_lexicon(units_a: Sequence[dict[str, Any]], units_b: Sequence[dict[str, Any]], lang_a: str,
                   lang_b: str, beads: Sequence[Bead], params: Params) -> list[tuple[str, str]]:
    """Word pairs that translate each other in this document pair, learned from a first alignment
    (no glossary needed): only words the other edition never uses (ゴールド, 黃金, 卡), paired by
    how consistently they occur in the same confident beads (Dice), best partner only."""
    toks_a = [induction_tokens(u["text"], lang_a) for u in units_a]
    toks_b = [induction_tokens(u["text"], lang_b) for u in units_b]
    vocab_a, vocab_b = set().union(*toks_a), set().union(*toks_b)
    confident = [bd for bd in beads if bd.score >= params.induce_min_score]
    count_a: Counter[str] = Counter()
    count_b: Counter[str] = Counter()
    joint: Counter[tuple[str, str]] = Counter()
    for bd in confident:
        ta = set().union(*(toks_a[i] for i in bd.a)) - vocab_b
        tb = set().union(*(toks_b[j] for j in bd.b)) - vocab_a
        count_a.update(ta)
        count_b.update(tb)
        joint.update((x, y) for x in ta for y in tb)
    scored = sorted(((2 * c / (count_a[x] + count_b[y]), c, x, y) for (x, y), c in joint.items()
                     if c >= params.induce_min_count), reverse=True)
    pairs: list[tuple[str, str]] = []
    taken_a: set[str] = set()
    taken_b: set[str] = set()
    for dice, _, x, y in scored:  # competitive linking: each word keeps its best partner
        if dice < params.induce_min_dice:
            break
        if x in taken_a or y in taken_b:
            continue
        taken_a.add(x)
        taken_b.add(y)
        pairs.append((x, y))
    return pairs


# ---------------------------------------------------------------------------------------------
# clauses documents


def clause_units(doc: Mapping[str, Any], where: str = "clauses") -> list[dict[str, Any]]:
    """The clauses of a clauses document that take part in alignment (furniture never does; it is
    kept apart by the extractor), checked enough to fail with a clear message on a wrong file."""
    clauses = doc.get("clauses") if isinstance(doc, Mapping) else None
    if not isinstance(clauses, list):
        raise InputError(where, "expected a clauses document (a mapping with a `clauses` list)")
    units = []
    for i, c in enumerate(clauses):
        if not (isinstance(c, Mapping) and isinstance(c.get("id"), str) and isinstance(c.get("text"), str)):
            raise InputError(where, f"clauses[{i}]: expected a mapping with string `id` and `text`")
        if c.get("kind") == "furniture":
            continue
        units.append(dict(c))
    return units


WEAK = 0.3  # pairs scoring below this are marked weak (a guess, to be checked by a person)


def calibrate(score: float, params: Params | None = None) -> float:
    """A bead score mapped to [0, 1]: divided by the most a bead can score (identical feature
    vectors, on the documents' length ratio, in best-matching sections, both headings: 1 plus
    the heading bonus), clipped. So 1 is a perfect counterpart and the scale is the same for
    every shape of bead."""
    p = params or Params()
    return max(0.0, min(1.0, score / (1 + p.heading_bonus)))


def align_documents(doc_a: Mapping[str, Any], doc_b: Mapping[str, Any], lang_a: str | None = None,
                    lang_b: str | None = None, glossary: Glossary | None = None,
                    params: Params | None = None) -> dict[str, Any]:
    """Align two clauses documents; the result in the `--json` shape (schema/alignment.schema.json):
    pairs with the clause ids of each side, their joined texts (`text_a`, `text_b`) and a score
    in [0, 1] (`calibrate`)."""
    units_a = clause_units(doc_a, str(doc_a.get("source", "A")))
    units_b = clause_units(doc_b, str(doc_b.get("source", "B")))
    lang_a = lang_a or guess_lang(u["text"] for u in units_a)
    lang_b = lang_b or guess_lang(u["text"] for u in units_b)
    result = align_units(units_a, units_b, lang_a, lang_b, glossary, params)
    return {
        "a": doc_a.get("source", ""),
        "b": doc_b.get("source", ""),
        "pairs": [{"a": [units_a[i]["id"] for i in bd.a], "b": [units_b[j]["id"] for j in bd.b],
                   "text_a": join_texts([units_a[i]["text"] for i in bd.a]),
                   "text_b": join_texts([units_b[j]["text"] for j in bd.b]),
                   "score": round(calibrate(bd.score, params), 3)} for bd in result.beads],
        "unmatched": {"a": [units_a[i]["id"] for i in result.unmatched_a],
                      "b": [units_b[j]["id"] for j in result.unmatched_b]},
    }


def align(doc_a: Mapping[str, Any], doc_b: Mapping[str, Any], lang_a: str | None = None,
          lang_b: str | None = None, glossary: Glossary | None = None,
          params: Params | None = None) -> list[dict[str, Any]]:
    """The pairs of two clauses documents: [{"a": [ids], "b": [ids], "text_a", "text_b",
    "score" (0..1)}], in the order of their first A clause (what `rulestone reconcile` builds on)."""
    return align_documents(doc_a, doc_b, lang_a, lang_b, glossary, params)["pairs"]


# ---------------------------------------------------------------------------------------------
# TMX


_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")  # not allowed in XML 1.0


def join_texts(texts: Sequence[str]) -> str:
    """Clause texts of one bead side as one segment: no space between CJK texts."""
    from .normalise import is_cjk

    out = ""
    for t in texts:
        if out and not (is_cjk(out[-1]) or is_cjk(t[:1] or " ")):
            out += " "
        out += t
    return out


def to_tmx(result: Mapping[str, Any], doc_a: Mapping[str, Any], doc_b: Mapping[str, Any], lang_a: str,
           lang_b: str, tool_version: str = "0", min_score: float = 0.0) -> bytes:
    """TMX 1.4b of the aligned pairs (unmatched clauses are not translation units). Built with
    xml.etree, so clause text can never break the markup; the clause ids and the score are kept
    as <prop>s so a unit can be traced back to the clauses documents."""
    import xml.etree.ElementTree as ET

    # the documents' own text (clause `raw`: as printed, line breaks inside a clause dropped)
    def original(c: Mapping[str, Any]) -> str:
        raw = c.get("raw")
        if not isinstance(raw, str) or not raw.strip():
            return str(c["text"])
        return join_texts([ln.strip() for ln in raw.splitlines() if ln.strip()])

    text_a = {c["id"]: original(c) for c in doc_a["clauses"]}
    text_b = {c["id"]: original(c) for c in doc_b["clauses"]}
    tmx = ET.Element("tmx", version="1.4")
    ET.SubElement(tmx, "header", {
        "creationtool": "rulestone", "creationtoolversion": tool_version, "segtype": "paragraph",
        "o-tmf": "rulestone-clauses", "adminlang": "en", "srclang": lang_a, "datatype": "plaintext"})
    body = ET.SubElement(tmx, "body")
    kept = [p for p in result["pairs"] if p["score"] >= min_score]
    for n, pair in enumerate(kept, 1):
        tu = ET.SubElement(body, "tu", tuid=str(n))
        for name, value in ((f"x-{lang_a}-clauses", " ".join(pair["a"])),
                            (f"x-{lang_b}-clauses", " ".join(pair["b"])),
                            ("x-score", f"{pair['score']:.3f}")):
            ET.SubElement(tu, "prop", type=name).text = value
        for lang, ids, texts in ((lang_a, pair["a"], text_a), (lang_b, pair["b"], text_b)):
            tuv = ET.SubElement(tu, "tuv", {_XML_LANG: lang})
            ET.SubElement(tuv, "seg").text = _NOT_XML.sub("", join_texts([texts[i] for i in ids]))
    ET.indent(tmx)
    return ET.tostring(tmx, encoding="utf-8", xml_declaration=True) + b"\n"
