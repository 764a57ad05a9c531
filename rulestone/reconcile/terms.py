"""Terminology from a termbase (rulespecs/glossary.yaml: concepts with ja / zh-Hant / en terms):
which terms of which concepts a clause uses, so that one concept rendered by two terms within an
edition, and aligned clauses naming different concepts, can be reported."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from extract.align import base_lang, fold_hanzi
from extract.normalise import fold


@dataclass(frozen=True)
class Term:
    term: str  # as the glossary writes it
    key: str  # folded, for matching
    concepts: frozenset[str]  # a term may name several concepts (回合: turn, round)
    status: str


def folded(text: str, lang: str) -> str:
    """A text folded as terms and term tokens are compared (full-width, simplified characters)."""
    return _key(text, lang)


def _key(term: str, lang: str) -> str:
    text = fold(term)
    return fold_hanzi(text.lower() if base_lang(lang) == "en" else text, lang)


class TermIndex:
    def __init__(self, glossary: Mapping[str, Any] | None):
        by_lang: dict[str, dict[str, dict[str, Any]]] = {}
        for concept in (glossary or {}).get("concepts") or []:
            if not isinstance(concept, Mapping) or not isinstance(concept.get("id"), str):
                continue
            for lang in ("ja", "zh-Hant", "en"):
                for entry in concept.get(lang) or []:
                    term = entry.get("term") if isinstance(entry, Mapping) else entry
                    if not isinstance(term, str) or not term.strip():
                        continue
                    key = _key(term, lang)
                    slot = by_lang.setdefault(base_lang(lang), {}).setdefault(
                        key, {"term": term, "concepts": set(), "status": "preferred"}
                    )
                    slot["concepts"].add(concept["id"])
                    if isinstance(entry, Mapping) and entry.get("status"):
                        slot["status"] = str(entry["status"])
        self.terms = {
            lang: sorted(
                (Term(v["term"], k, frozenset(v["concepts"]), v["status"]) for k, v in d.items()),
                key=lambda t: (-len(t.key), t.key),
            )
            for lang, d in by_lang.items()
        }

    def __bool__(self) -> bool:
        return bool(self.terms)

    def find(self, text: str, lang: str) -> list[Term]:
        """The terms in a text, longest first claiming their characters (宝石カード, not カード)."""
        hay = _key(text, lang)
        taken = [False] * len(hay)
        found = []
        for t in self.terms.get(base_lang(lang), []):
            if not t.key:
                continue
            i = hay.find(t.key)
            while i >= 0:
                span = range(i, i + len(t.key))
                if not any(taken[j] for j in span):
                    for j in span:
                        taken[j] = True
                    found.append(t)
                i = hay.find(t.key, i + 1)
        return found


def concept_mismatch(ta: list[Term], tb: list[Term], counted: bool = False) -> tuple[list[Term], list[Term]]:
    """Terms of A naming no concept B names, and of B naming none A names: aligned clauses that
    speak of different things (宝石カード against 黃金卡). `counted` compares occurrences too (for
    editions in one language, where a clause naming a thing twice must do so in both)."""
    if counted:
        ra, rb = list(ta), list(tb)
        for t in list(ra):
            twin = next((u for u in rb if u.concepts & t.concepts), None)
            if twin is not None:
                ra.remove(t)
                rb.remove(twin)
        return ra, rb
    ca = set().union(*(t.concepts for t in ta)) if ta else set()
    cb = set().union(*(t.concepts for t in tb)) if tb else set()
    return [t for t in ta if not t.concepts & cb], [t for t in tb if not t.concepts & ca]


def variants(clause_terms: Mapping[str, list[Term]]) -> dict[str, dict[str, list[str]]]:
    """concept -> term -> clause ids, for concepts an edition renders by two or more terms. Terms
    that name several concepts are left out: which one they mean is not known."""
    use: dict[str, dict[str, list[str]]] = {}
    for cid, terms in clause_terms.items():
        for t in terms:
            if len(t.concepts) != 1:
                continue
            (concept,) = t.concepts
            ids = use.setdefault(concept, {}).setdefault(t.term, [])
            if cid not in ids:
                ids.append(cid)
    return {c: by_term for c, by_term in use.items() if len(by_term) > 1}


# -- without a termbase: a lexicon learned from the alignment ----------------------------------


# function and counter characters: a bigram holding one straddles a word boundary (的卡, 张卡)
STOP = set("的了在时時将將把被与與和或及每位张張个個枚片格次回一二三四五六七八九十两兩"
            "上下中不可以能要会會是有这這那其该該此后後前为為从從到给給再"
            "且并並如若也")  # conjunctions and particles: 並且, 如果, 若是, 也是 name no thing


def term_tokens(text: str, lang: str) -> set[str]:
    """Candidate terms of a clause: katakana words and ideograph bigrams (folded) without function
    or counter characters, as the aligner learns its lexicon from (extract.align.induction_tokens)."""
    from extract.align import induction_tokens

    return {t for t in induction_tokens(text, lang) if len(t) >= 2 and not set(t) & STOP}


class Lexicon:
    """Which term of B renders which term of A in this document pair: Dice over the confidently
    aligned pairs, each term keeping its best partner (competitive linking). A token written the
    same in both editions once folded (歴史 / 歷史) is linked to itself first: its identity is
    better evidence than a Dice tie with a bigram across words (史卡 of 歷史卡)."""

    def __init__(self, pairs: list[tuple[set[str], set[str]]], min_count: int = 2, min_dice: float = 0.6):
        count_a: dict[str, int] = {}
        count_b: dict[str, int] = {}
        joint: dict[tuple[str, str], int] = {}
        for ta, tb in pairs:
            for x in ta:
                count_a[x] = count_a.get(x, 0) + 1
            for y in tb:
                count_b[y] = count_b.get(y, 0) + 1
            for x in ta:
                for y in tb:
                    joint[x, y] = joint.get((x, y), 0) + 1
        dices = {(x, y): 2 * c / (count_a[x] + count_b[y]) for (x, y), c in joint.items() if c >= min_count}
        scored = sorted(
            ((d >= min_dice and x == y, d, joint[x, y], x, y) for (x, y), d in dices.items()), reverse=True
        )
        self.a_to_b: dict[str, str] = {}
        self.b_to_a: dict[str, str] = {}
        # how often a linked term's partner is there where it is (a rendering given half the time,
        # カード as 历史 of 歴史カード, says little when it is missing)
        self.kept_a: dict[str, float] = {}
        self.kept_b: dict[str, float] = {}
        for _, dice, c, x, y in scored:
            if dice < min_dice or x in self.a_to_b or y in self.b_to_a:
                continue
            self.a_to_b[x] = y
            self.b_to_a[y] = x
            self.kept_a[x] = c / count_a[x]
            self.kept_b[y] = c / count_b[y]
        self.count_b = count_b

    def unexplained(
        self, ta: list[Term], tb: list[Term], lang_a: str, lang_b: str
    ) -> tuple[list[Term], list[Term]]:
        """Termbase terms of A and B whose concepts differ, less the pairs this document pair
        renders each other consistently (the termbase lacks that rendering: 山札 as 牌庫)."""
        toks_a = {t.term: term_tokens(t.term, lang_a) or {t.key} for t in ta}
        toks_b = {t.term: term_tokens(t.term, lang_b) or {t.key} for t in tb}

        def linked(x: Term, y: Term) -> bool:
            return any(self.a_to_b.get(u) in toks_b[y.term] for u in toks_a[x.term]) or any(
                self.b_to_a.get(v) in toks_a[x.term] for v in toks_b[y.term]
            )

        return (
            [x for x in ta if not any(linked(x, y) for y in tb)],
            [y for y in tb if not any(linked(x, y) for x in ta)],
        )

    def mismatch(
        self, ta: set[str], tb: set[str], texts: tuple[str, str], counted: bool = True
    ) -> tuple[str, str, str, str] | None:
        """(x, its usual rendering X, what B has instead, "concept" | "variant") for a term of A
        whose usual rendering this B clause lacks, when B has instead the rendering of a term A does
        not have here (another thing), or a rare term sharing a character with X (a variant).
        `texts` are the two clauses, folded as the tokens are: a term written in A's text at all
        (アクション inside アクションエリア) is there. Only renderings the pair keeps where their term
        is (RELIABLE_A; the other thing's, RELIABLE_B) are evidence. `counted`: a rendering B gives
        fewer times than A names the term also counts as lacking in one place (one of two mentions
        changed), for another thing only."""
        for x in sorted(ta):
            X = self.a_to_b.get(x)
            if X is None or self.kept_a[x] < RELIABLE_A:
                continue
            present = X in texts[1]
            fewer = counted and 0 < texts[1].count(X) < texts[0].count(x)
            if present and not fewer:
                continue
            for z in sorted(tb):
                other = self.b_to_a.get(z)
                if (
                    other is not None
                    and other != x
                    and self.kept_b[z] >= RELIABLE_B
                    and other not in texts[0]
                    and z not in texts[0]
                    and not (set(z) & set(X))
                ):
                    return x, X, z, "concept"
            if present:
                continue  # a variant is read only where the usual rendering is missing altogether
            for y in sorted(tb):
                if (
                    y not in self.b_to_a
                    and len(y) == len(X)
                    and set(y) & set(X)
                    and self.count_b.get(y, 0) <= 2
                ):
                    return x, X, y, "variant"
        return None


# a learned rendering kept at least this often where its term is: a term whose rendering is missing
# (カード, rendered as 史卡 of 歷史卡 in 11 of its 24 pairs, is not), and B's term for the other thing
RELIABLE_A, RELIABLE_B = 0.6, 0.5


# -- with a termbase: how consistently this pair renders each concept ------------------------------


def concept_counts(terms: list[Term]) -> Counter[str]:
    """Occurrences per concept, of terms naming one concept only (回合 could be turn or round)."""
    return Counter(next(iter(t.concepts)) for t in terms if len(t.concepts) == 1)


class ConceptLinks:
    """For each concept, over the confidently aligned pairs where one edition names it, the share
    where the other names it too: a concept this pair renders consistently elsewhere and that one
    clause's partner lacks is evidence of a changed term there, where a concept the translation
    seldom names (paraphrased, or a term the termbase lacks) is not."""

    def __init__(self, pairs: list[tuple[Counter[str], Counter[str]]]):
        self.seen: dict[str, Counter[str]] = {"a": Counter(), "b": Counter()}
        self.kept: dict[str, Counter[str]] = {"a": Counter(), "b": Counter()}
        for ca, cb in pairs:
            for s, mine, theirs in (("a", ca, cb), ("b", cb, ca)):
                for k in mine:
                    self.seen[s][k] += 1
                    self.kept[s][k] += k in theirs

    def rate(self, side: str, concept: str, here_kept: bool, counted: bool) -> float | None:
        """The share of the other pairs naming `concept` on `side` whose partner names it too
        (this pair left out when `counted` among them; smoothed); None when no other pair names it."""
        others = self.seen[side][concept] - counted
        kept = self.kept[side][concept] - (counted and here_kept)
        return (kept + 0.5) / (others + 1) if others >= 1 else None
