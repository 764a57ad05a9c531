"""Typed findings between two editions, computed from their clauses documents and the alignment
alone (no spec): numbers and conditions, polarity, omissions and additions, terminology, step
order, and contradictions inside one edition. See findings.KINDS."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from extract.align import Glossary, align_documents, clause_units, content_length, induction_tokens

from . import partial
from . import polarity as pol
from . import quantities as qty
from . import terms as tm
from .findings import PLAY, WORDING, Finding, Side, rank

RULE_KINDS = {"rule", "list-item", "table-row"}
MINOR_KINDS = {"note", "example", "meta"}
MIN_RULE_LENGTH = 6  # letters and digits: shorter clauses are labels, not rules


def align(
    doc_a: Mapping[str, Any],
    doc_b: Mapping[str, Any],
    lang_a: str,
    lang_b: str,
    glossary: Mapping[str, Any] | None,
) -> dict[str, Any]:
    """The one call into the aligner (its `--json` shape: pairs of clause-id lists with a score,
    and the clauses left unmatched on each side)."""
    gl = Glossary(glossary, "glossary") if glossary else None
    return align_documents(doc_a, doc_b, lang_a, lang_b, gl)


WEAK_MIXED = 0.2  # a heading paired with body text below this score is no translation of it
WEAK_UNRELATED = 0.35  # nor two rules below this score that share nothing


def _drop_weak(docs: _Docs, alignment: dict[str, Any], index: tm.TermIndex) -> dict[str, Any]:
    """Pairs the aligner scored low are taken apart, each side then unmatched, when they are a
    heading with body text (a rule added under a heading is an addition, not the heading's
    translation) or two rules that share no word, number, ideograph or termbase concept at all (a
    dropped rule and an added one, matched only because both were left over; `ブタカード` and
    `小豬卡` share only their concept)."""
    pairs, un_a, un_b = [], list(alignment["unmatched"]["a"]), list(alignment["unmatched"]["b"])
    for p in alignment["pairs"]:
        head_a = {docs.by_id["a"][c].get("kind") == "heading" for c in p["a"]}
        head_b = {docs.by_id["b"][c].get("kind") == "heading" for c in p["b"]}
        mixed = p["score"] < WEAK_MIXED and head_a != head_b
        unrelated = (
            p["score"] < WEAK_UNRELATED
            and head_a == head_b == {False}
            and not _content(docs, "a", p["a"]) & _content(docs, "b", p["b"])
            and not _concepts(docs, "a", p["a"], index) & _concepts(docs, "b", p["b"], index)
        )
        if mixed or unrelated:
            un_a += p["a"]
            un_b += p["b"]
        else:
            pairs.append(p)
    unmatched = {s: sorted(ids, key=docs.pos[s].__getitem__) for s, ids in (("a", un_a), ("b", un_b))}
    return {**alignment, "pairs": pairs, "unmatched": unmatched}


def _detach_strays(
    docs: _Docs, alignment: dict[str, Any], lexicon: tm.Lexicon, index: tm.TermIndex
) -> dict[str, Any]:
    """A rule clause merged into a pair whose other side shares nothing with it (no number, no
    word, no term the pair's lexicon or the termbase links to it) while its fellows do share
    something: a dropped or added rule the aligner attached to its neighbour's translation. It is
    taken out of the pair and left unmatched, where the omission and addition checks read it."""
    pairs, un = [], {"a": list(alignment["unmatched"]["a"]), "b": list(alignment["unmatched"]["b"])}
    for p in alignment["pairs"]:
        keep = {"a": list(p["a"]), "b": list(p["b"])}
        for s, o in (("a", "b"), ("b", "a")):
            if len(p[s]) < 2:
                continue
            theirs = _content(docs, o, p[o])
            concepts_o = _concepts(docs, o, p[o], index)
            links = {}
            for cid in p[s]:
                mine = _content(docs, s, [cid])
                mapped = {(lexicon.a_to_b if s == "a" else lexicon.b_to_a).get(t) for t in mine}
                concepts = _concepts(docs, s, [cid], index)
                links[cid] = len(mine & theirs) + len(mapped & theirs) + len(concepts & concepts_o)
            strays = [
                c
                for c in p[s]
                if links[c] == 0
                and docs.by_id[s][c].get("kind") in RULE_KINDS
                and content_length(docs.by_id[s][c]["text"]) >= 10
            ]
            if strays and len(strays) < len(p[s]):
                keep[s] = [c for c in p[s] if c not in strays]
                un[s] += strays
        pairs.append({**p, "a": keep["a"], "b": keep["b"]} if keep != {"a": p["a"], "b": p["b"]} else p)
    unmatched = {s: sorted(ids, key=docs.pos[s].__getitem__) for s, ids in un.items()}
    return {**alignment, "pairs": pairs, "unmatched": unmatched}


def _concepts(docs: _Docs, s: str, ids: list[str], index: tm.TermIndex) -> set[str]:
    """The termbase concepts the clauses name."""
    return {k for t in index.find(docs.text(s, ids), docs.lang[s]) for k in t.concepts}


def _content(docs: _Docs, s: str, ids: list[str]) -> set[str]:
    """Words two translations share when they say the same: numbers, katakana words, ideograph
    bigrams without function characters (a lone shared 合 of 場合/回合 is not evidence)."""
    from extract.normalise import normalise

    text = docs.text(s, ids)
    nums = {f"#{int(n)}" for n in _DIGITS.findall(normalise(text, numerals=True).text)}
    return tm.term_tokens(text, docs.lang[s]) | nums


def _trust(score: float | None) -> float:
    """How far a pair's alignment score lets its findings be believed: a poorly aligned pair's
    differences are as likely the aligner's as the translator's."""
    if score is None:
        return 1.0
    # measured on planted pairs (bench/reconcile.py, tuning seeds 0-2): findings on pairs scored
    # below 0.3 were right about one time in ten, at 0.5 and above about two times in three
    return 0.25 + 0.75 * min(1.0, max(0.0, (score - TRUST_LOW) / (TRUST_FULL - TRUST_LOW)))


TRUST_LOW, TRUST_FULL = 0.15, 0.5
SEVERAL_AXES = 0.05  # a flip read on several axes at once (may -> may not: modal, permission, negation)
AMBIGUOUS = 0.7  # terms that differ only by a term naming several concepts
TERM_SWAPPED = 0.55  # a concept the pair renders consistently elsewhere, named otherwise here
# ... read only on pairs aligned at least this well: on the tuning seeds such findings on pairs
# below it were wrong 28 times in 28 (a loose rewrite names its concepts unevenly)
SWAP_MIN_SCORE = 0.45


class _Docs:
    def __init__(self, doc_a: Mapping[str, Any], doc_b: Mapping[str, Any], lang_a: str, lang_b: str):
        self.units = {"a": clause_units(doc_a), "b": clause_units(doc_b)}
        self.by_id = {s: {u["id"]: u for u in us} for s, us in self.units.items()}
        self.pos = {s: {u["id"]: i for i, u in enumerate(us)} for s, us in self.units.items()}
        self.source = {"a": str(doc_a.get("source", "A")), "b": str(doc_b.get("source", "B"))}
        self.lang = {"a": lang_a, "b": lang_b}
        self.same_lang = lang_a.split("-")[0] == lang_b.split("-")[0]  # (ja and ja, zh-Hant and zh-Hans)

    def side(self, s: str, ids: list[str]) -> Side:
        us = [self.by_id[s][i] for i in ids]
        lines = sorted({n for u in us for n in (u.get("lines") or [])})
        return Side(
            self.source[s],
            list(ids),
            _join([u["text"] for u in us]),
            "\n".join(str(u.get("raw", u["text"])) for u in us),
            lines,
        )

    def text(self, s: str, ids: list[str]) -> str:
        return _join([self.by_id[s][i]["text"] for i in ids])

    def order(self, ids_a: list[str], ids_b: list[str]) -> tuple[int, int]:
        return (self.pos["a"][ids_a[0]] if ids_a else 10**6, self.pos["b"][ids_b[0]] if ids_b else 10**6)


def _join(texts: list[str]) -> str:
    from extract.align import join_texts

    return join_texts(texts)


@dataclass(frozen=True)
class Checked:
    """Two clauses documents aligned as the findings read them (_checked): the one alignment the
    findings and the reconciliation report both show."""

    docs: _Docs
    index: tm.TermIndex
    alignment: dict[str, Any]
    lexicon: tm.Lexicon | None


def check(
    doc_a: Mapping[str, Any],
    doc_b: Mapping[str, Any],
    lang_a: str,
    lang_b: str,
    glossary: Mapping[str, Any] | None = None,
) -> Checked:
    docs = _Docs(doc_a, doc_b, lang_a, lang_b)
    index = tm.TermIndex(glossary)
    alignment, lexicon = _checked(docs, align(doc_a, doc_b, lang_a, lang_b, glossary), index)
    return Checked(docs, index, alignment, lexicon)


def reconcile(
    doc_a: Mapping[str, Any],
    doc_b: Mapping[str, Any],
    lang_a: str,
    lang_b: str,
    glossary: Mapping[str, Any] | None = None,
    checked: Checked | None = None,
) -> dict[str, Any]:
    """The findings between two clauses documents, ranked, in the `--json` shape. `checked`: what
    check() gave for these documents, where the caller has it (not aligned twice)."""
    c = checked or check(doc_a, doc_b, lang_a, lang_b, glossary)
    docs, index, alignment, lexicon = c.docs, c.index, c.alignment, c.lexicon
    out: list[Finding] = []
    labels = {"a_lang": docs.source["a"], "b_lang": docs.source["b"]}
    same_lang = docs.same_lang
    links = _concept_links(docs, alignment, index) if index and not same_lang else None
    for pair in alignment["pairs"]:
        out += _pair_findings(docs, pair, labels, same_lang, index, lexicon, links)
    near = _near_pairs(docs, alignment, labels, same_lang, index, lexicon, links)
    # one changed clause, not three differences: an omission or addition whose clause a near pair
    # reads as changed is less likely left out or added
    changed = {c for f in near if not f.detail.get("alone") for c in f.a.clauses + f.b.clauses}
    for f in _unmatched(docs, alignment, labels, index):
        if set(f.a.clauses + f.b.clauses) & changed:
            f.confidence *= NEAR_EXPLAINED
        out.append(f)
    out += near
    gaps = partial.sentence_gaps(
        docs, alignment, labels, lambda t, lang: _evidence(t, lang, index), _trust, RULE_KINDS
    )
    _corroborate(gaps, out, docs, same_lang)
    out += gaps
    out += _weakly_paired(docs, alignment, labels, index, lexicon)
    out += _step_order(docs, alignment, labels)
    out += _contradictions(docs, alignment, labels)
    if index:
        out += _variants(docs, index)
    ranked = rank(out)
    return {
        "a": docs.source["a"],
        "b": docs.source["b"],
        "langs": {"a": lang_a, "b": lang_b},
        "counts": _counts(ranked),
        "alignment": {
            "pairs": len(alignment["pairs"]),
            "unmatched_a": len(alignment["unmatched"]["a"]),
            "unmatched_b": len(alignment["unmatched"]["b"]),
        },
        "findings": [f.to_json() for f in ranked],
        "segments": _segments(docs, alignment),
    }


def _checked(
    docs: _Docs, alignment: dict[str, Any], index: tm.TermIndex
) -> tuple[dict[str, Any], tm.Lexicon | None]:
    """The aligner's pairs with weak ones taken apart, stray rules detached and crosswise steps
    swapped; and the pair's own lexicon (None between two editions of one language)."""
    alignment = _drop_weak(docs, alignment, index)
    # the pair's own lexicon, also beside a termbase: the termbase may not know this game's terms,
    # and a rendering the pair uses consistently is the edition's term, not a difference
    lexicon = None if docs.same_lang else _lexicon(docs, alignment)
    if lexicon is not None:
        alignment = _detach_strays(docs, alignment, lexicon, index)
    return _swap_steps(docs, alignment), lexicon


def _corroborate(gaps: list[Finding], found: list[Finding], docs: _Docs, same_lang: bool) -> None:
    """A sentence left out of (or added to) a clause pair that is what a finding on the same pair
    reads as a flip or a one-sided number (the flip is gone without the sentence; the lone numbers
    are the sentence's): one difference that two detectors see. The sentence gap is believed as
    both together (noisy-or), the finding less (EXPLAINED): the sentence is why, not a changed word."""
    for g in gaps:
        s = "a" if g.kind == "omission" else "b"
        for f in found:
            if f.detail.get("near") or (f.a.clauses, f.b.clauses) != (g.a.clauses, g.b.clauses):
                continue
            text = {"a": f.a.text, "b": f.b.text}
            rest = text[s].replace(g.a.text if s == "a" else g.b.text, "", 1)
            if f.kind == "polarity-flip":
                axes = {x["axis"] for x in f.detail["axes"]}
                pols = {t: pol.polarity(rest if t == s else text[t], docs.lang[t]) for t in "ab"}
                left = {x[0] for x in pol.flips(pols["a"], pols["b"], same_lang)}
                why = not axes & left
            elif f.kind == "number-mismatch" and f.detail.get("one_side") and f.detail.get(s):
                said = qty.quantities(g.a.text if s == "a" else g.b.text)
                why = set(f.detail[s]) <= {qty.show(n) for q in said for n in q.numbers}
            else:
                continue
            if why:
                g.confidence = 1 - (1 - g.confidence) * (1 - f.confidence)
                g.detail["corroborated_by"] = f.kind
                f.confidence *= EXPLAINED


EXPLAINED = 0.7  # a pair finding whose cause is a sentence one side lacks


def _counts(findings: list[Finding]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for f in findings:
        out.setdefault(f.kind, {PLAY: 0, WORDING: 0})[f.severity] += 1
    return dict(sorted(out.items()))


def _segments(docs: _Docs, alignment: dict[str, Any]) -> list[dict[str, Any]]:
    """Aligned pairs and unmatched clauses in A's document order (B-only clauses after the pair
    before them), for XLIFF and the side-by-side view."""
    segs = [{"a": p["a"], "b": p["b"], "score": p["score"]} for p in alignment["pairs"]]
    segs += [{"a": [c], "b": [], "score": None} for c in alignment["unmatched"]["a"]]
    segs += [{"a": [], "b": [c], "score": None} for c in alignment["unmatched"]["b"]]

    def key(s: dict[str, Any]) -> tuple[int, int]:
        if s["a"]:
            return (docs.pos["a"][s["a"][0]], docs.pos["b"][s["b"][0]] if s["b"] else -1)
        pb = docs.pos["b"][s["b"][0]]
        before = [docs.pos["a"][p["a"][-1]] for p in alignment["pairs"] if docs.pos["b"][p["b"][-1]] < pb]
        return (max(before, default=-1), pb)

    return sorted(segs, key=key)


# -- within an aligned pair ----------------------------------------------------------------------


def _vals(qs: list[str]) -> str:
    return ", ".join(qs) if qs else "(none)"


def _lexicon(docs: _Docs, alignment: dict[str, Any]) -> tm.Lexicon:
    return tm.Lexicon(
        [
            (
                tm.term_tokens(docs.text("a", p["a"]), docs.lang["a"]),
                tm.term_tokens(docs.text("b", p["b"]), docs.lang["b"]),
            )
            for p in alignment["pairs"]
            if p["score"] >= 0.3
        ]
    )


LINKED = 0.3  # pairs scored at least this teach which concepts the pair renders consistently


def _concept_links(docs: _Docs, alignment: dict[str, Any], index: tm.TermIndex) -> tm.ConceptLinks:
    return tm.ConceptLinks(
        [
            (
                tm.concept_counts(index.find(docs.text("a", p["a"]), docs.lang["a"])),
                tm.concept_counts(index.find(docs.text("b", p["b"]), docs.lang["b"])),
            )
            for p in alignment["pairs"]
            if p["score"] >= LINKED
        ]
    )


CONSISTENT = 0.5  # a concept the pair's other clauses render at least this often on both sides


def _at_least(rate: float | None, floor: float) -> bool:
    """A rate no other pair tells is no evidence against (the counts in this clause are the evidence)."""
    return rate is None or rate >= floor


def _swapped_terms(
    ta: list[tm.Term], tb: list[tm.Term], links: tm.ConceptLinks, counted: bool
) -> tuple[list[str], list[str], float] | None:
    """Concepts one clause names where its partner, which names the concepts consistently
    elsewhere, has another: A names Y that B lacks, and B names X that A lacks or names less
    often (`探検マーク ... 探検マーク` against `威望卡 ... 探索標誌`: one of two mentions changed).
    The concepts of each side and how consistently the pair renders the lacking one elsewhere,
    or None."""
    ca, cb = tm.concept_counts(ta), tm.concept_counts(tb)
    rates: list[float] = []

    def lacking(s: str, mine: Counter[str], theirs: Counter[str]) -> list[str]:
        out = []
        for k in mine:
            rate = links.rate(s, k, False, counted)
            if k not in theirs and rate is not None and rate >= CONSISTENT:
                out.append(k)
                rates.append(rate)
        return sorted(out)

    def fewer(s: str, mine: Counter[str], theirs: Counter[str]) -> list[str]:
        return sorted(
            k
            for k in theirs
            if 0 < mine[k] < theirs[k] and _at_least(links.rate(s, k, True, counted), CONSISTENT)
        )

    only_a, only_b = lacking("a", ca, cb), lacking("b", cb, ca)
    if only_a and (only_b or fewer("a", ca, cb)):
        return only_a, only_b or fewer("a", ca, cb), max(rates)
    if only_b and fewer("b", cb, ca):
        return fewer("b", cb, ca), only_b, max(rates)
    return None


def _pair_findings(
    docs: _Docs,
    pair: dict[str, Any],
    labels: dict[str, str],
    same_lang: bool,
    index: tm.TermIndex,
    lexicon: tm.Lexicon | None = None,
    links: tm.ConceptLinks | None = None,
) -> list[Finding]:
    ids_a, ids_b, score = pair["a"], pair["b"], pair["score"]
    ta, tb = docs.text("a", ids_a), docs.text("b", ids_b)
    trust = _trust(score)
    kinds_a = {docs.by_id["a"][i].get("kind") for i in ids_a}
    kinds_b = {docs.by_id["b"][i].get("kind") for i in ids_b}
    minor = not ((kinds_a | kinds_b) & RULE_KINDS)
    order = docs.order(ids_a, ids_b)
    out = []

    def add(kind: str, severity: str, conf: float, fields: dict[str, str], detail: dict[str, Any]) -> None:
        out.append(
            Finding(
                kind,
                severity,
                conf,
                docs.side("a", ids_a),
                docs.side("b", ids_b),
                {**labels, **fields},
                detail,
                score,
                None,
                order,
            )
        )

    qa, qb = qty.quantities(ta), qty.quantities(tb)
    diff = qty.compare(qa, qb)
    na = [n for n in diff.numbers_a]
    nb = [n for n in diff.numbers_b]
    if na and nb:
        counters = {q.counter for q in qa if any(qty.show(n) in na for n in q.numbers)} & {
            q.counter for q in qb if any(qty.show(n) in nb for n in q.numbers)
        }
        conf = (0.9 + (0.05 if counters - {""} else 0)) * trust
        # one number changed leaves one on each side; many left over are two clauses that say
        # different things (a misalignment) more often than a translator's several changes
        conf /= max(1.0, len(set(na)) + len(set(nb)) - 1) ** 0.5
        add(
            "number-mismatch",
            WORDING if minor else PLAY,
            conf,
            {"a_vals": _vals(na), "b_vals": _vals(nb)},
            {"a": na, "b": nb},
        )
    else:
        one = [n for n in na + nb if n not in qty.TRIVIAL]
        # a lone number the other edition gives in a neighbouring clause was likely aligned away
        # from its pair (merged or split differently), not changed: less sure
        near_b = {qty.show(n) for q in _near(docs, "b", ids_b) for n in q.numbers}
        near_a = {qty.show(n) for q in _near(docs, "a", ids_a) for n in q.numbers}
        moved = bool(one) and all(n in near_b for n in na) and all(n in near_a for n in nb)
        if one:
            add(
                "number-mismatch",
                WORDING if minor else PLAY,
                (0.35 if moved else 0.55) * trust,
                {"a_vals": _vals(na), "b_vals": _vals(nb)},
                {"a": na, "b": nb, "one_side": True},
            )
    conditions = list(diff.conditions)
    if not conditions and not minor and not same_lang:  # a translation's clauses pair less neatly
        conditions = _near_conditions(docs, qa, qb, ids_a, ids_b)
    for q1, q2 in conditions:
        add(
            "condition-change",
            WORDING if minor else PLAY,
            0.85 * trust,
            {"a_vals": q1.text, "b_vals": q2.text},
            {
                "a": {"text": q1.text, "interval": _interval(q1)},
                "b": {"text": q2.text, "interval": _interval(q2)},
            },
        )

    pa, pb = pol.polarity(ta, docs.lang["a"]), pol.polarity(tb, docs.lang["b"])
    # a word said on one side of a pair the reconciler guessed (near) is the guess's more often
    # than the translator's: on the real Emerald pair such readings were wrong, and they made the
    # near pair explain away a true omission
    flips = pol.flips(pa, pb, same_lang, one_side=not pair.get("near"))
    # a label (a name, no sentence: `ブタカード`) affirms nothing, so a word the other side says
    # (`兩張小豬卡/…完全無用`, "useless") flips nothing of it
    bare = {t: content_length(x) < MIN_RULE_LENGTH for t, x in (("a", ta), ("b", tb))}
    flips = [f for f in flips if not any(bare[t] and v in ("affirmative", pol.NONE)
                                         for t, v in (("a", f[1]), ("b", f[2])))]
    if flips:
        axis, va, vb, conf = max(flips, key=lambda f: f[3])
        # one word flipping several axes (a word said on one side only is no second reading of it)
        several = sum(pol.NONE not in (a, b) for _, a, b, _ in flips)
        conf = min(0.95, conf + SEVERAL_AXES * max(0, several - 1))
        words = {"a_words": "・".join(pa.words[axis]) or "—", "b_words": "・".join(pb.words[axis]) or "—"}
        add(
            "polarity-flip",
            WORDING if minor else PLAY,
            conf * trust,
            {
                # every axis the pair flips on, the surest first (its words are the ones shown)
                "axis": ", ".join(dict.fromkeys([axis, *(f[0] for f in flips)])),
                "a_vals": _word(axis, va),
                "b_vals": _word(axis, vb),
                **words,
                **({"template": "polarity-one-side"} if pol.NONE in (va, vb) else {}),
            },
            {
                "axes": [
                    {"axis": x, "a": a, "b": b, "a_words": pa.words[x], "b_words": pb.words[x]}
                    for x, a, b, _ in flips
                ],
                # read from counts of mixed values (one of several mentions), not disjoint values
                **({"counted": True} if set(pa.counts[axis]) & set(pb.counts[axis]) else {}),
            },
        )

    if index:
        terms_a, terms_b = index.find(ta, docs.lang["a"]), index.find(tb, docs.lang["b"])
        only_a, only_b = tm.concept_mismatch(terms_a, terms_b, same_lang)
        if lexicon is not None and only_a and only_b:
            only_a, only_b = lexicon.unexplained(only_a, only_b, docs.lang["a"], docs.lang["b"])
        one_each = (
            len(set().union(*(t.concepts for t in only_a)))
            <= 2
            >= len(set().union(*(t.concepts for t in only_b)))
            if only_a and only_b
            else False
        )
        def ambiguous(ts: list[tm.Term]) -> bool:
            return all(len(t.concepts) > 1 for t in ts)

        if only_a and only_b and one_each:  # one thing named differently, not two unrelated texts
            vague = ambiguous(only_a) or ambiguous(only_b)
            wa = "・".join(dict.fromkeys(t.term for t in only_a))
            wb = "・".join(dict.fromkeys(t.term for t in only_b))
            ca = ", ".join(sorted(set().union(*(t.concepts for t in only_a))))
            cb = ", ".join(sorted(set().union(*(t.concepts for t in only_b))))
            add(
                "terminology",
                WORDING if minor else PLAY,
                # a side naming only terms of several concepts (回合: round, turn) may mean the other's
                (0.8 if same_lang else 0.5) * trust * (AMBIGUOUS if vague else 1.0),
                {
                    "what": "The aligned clauses name different things: "
                    f"{labels['a_lang']} says {wa} ({ca}), "
                    f"{labels['b_lang']} says {wb} ({cb}).",
                    "what_ja": f"対応する文が別の物を指しています：{labels['a_lang']}は「{wa}」（{ca}）、"
                    f"{labels['b_lang']}は「{wb}」（{cb}）。",
                    "what_zh": f"對應的句子指的是不同的東西:{labels['a_lang']}為「{wa}」({ca}),"
                    f"{labels['b_lang']}為「{wb}」({cb})。",
                },
                {
                    "a_terms": [t.term for t in only_a],
                    "b_terms": [t.term for t in only_b],
                    "a_concepts": ca.split(", "),
                    "b_concepts": cb.split(", "),
                },
            )
    swap_ok = links is not None and score >= SWAP_MIN_SCORE and not pair.get("near")
    if links is not None and swap_ok and not any(f.kind == "terminology" for f in out):
        terms_a, terms_b = index.find(ta, docs.lang["a"]), index.find(tb, docs.lang["b"])
        swapped = _swapped_terms(terms_a, terms_b, links, score >= LINKED)
        if swapped:
            ka, kb, rate = swapped
            wa = "・".join(dict.fromkeys(t.term for t in terms_a if t.concepts & set(ka)))
            wb = "・".join(dict.fromkeys(t.term for t in terms_b if t.concepts & set(kb)))
            ca, cb = ", ".join(ka), ", ".join(kb)
            add(
                "terminology",
                WORDING if minor else PLAY,
                TERM_SWAPPED * rate * trust,
                {
                    "what": "The aligned clauses name different things: "
                    f"{labels['a_lang']} says {wa} ({ca}), "
                    f"{labels['b_lang']} says {wb} ({cb}), where the editions name these consistently "
                    "elsewhere.",
                    "what_ja": f"対応する文が別の物を指しています：{labels['a_lang']}は「{wa}」（{ca}）、"
                    f"{labels['b_lang']}は「{wb}」（{cb}）。他の箇所では両版とも一貫しています。",
                    "what_zh": f"對應的句子指的是不同的東西:{labels['a_lang']}為「{wa}」({ca}),"
                    f"{labels['b_lang']}為「{wb}」({cb})。其他地方兩版用語一致。",
                },
                {
                    "a_terms": [t.term for t in terms_a if t.concepts & set(ka)],
                    "b_terms": [t.term for t in terms_b if t.concepts & set(kb)],
                    "a_concepts": ka,
                    "b_concepts": kb,
                    "consistent_elsewhere": round(rate, 3),
                },
            )
    if lexicon is not None and not any(f.kind == "terminology" for f in out):
        hit = lexicon.mismatch(
            tm.term_tokens(ta, docs.lang["a"]),
            tm.term_tokens(tb, docs.lang["b"]),
            (tm.folded(ta, docs.lang["a"]), tm.folded(tb, docs.lang["b"])),
            # counting mentions only without a termbase: beside one, its consistent concepts do it
            counted=not index,
        )
        if hit and index:  # beside a termbase, only for what it does not cover (a game it lacks)
            known = {
                k
                for s, text in (("a", ta), ("b", tb))
                for t in index.find(text, docs.lang[s])
                for k in tm.term_tokens(t.term, docs.lang[s]) | {t.key}
            }
            if any(w in k or k in w for w in hit[:3] for k in known):
                hit = None
        if hit:
            x, usual, found, how = hit
            what = "names another thing" if how == "concept" else "uses a variant"
            add(
                "terminology",
                PLAY if how == "concept" and not minor else WORDING,
                # beside a termbase, what it does not know is less sure (it knows the games it has)
                (0.5 if how == "concept" else 0.45) * trust * (0.7 if index else 1.0),
                {
                    "what": f"{labels['b_lang']} {what} here: {found} where it renders {x} as {usual} "
                    "elsewhere (terms as compared: folded to simplified characters).",
                    "what_ja": f"{labels['b_lang']}はここで「{found}」としていますが、他の箇所では「{x}」を"
                    f"「{usual}」と訳しています。",
                    "what_zh": f"{labels['b_lang']}此處用「{found}」,其他地方則將「{x}」譯為「{usual}」。",
                },
                {"a_term": x, "usual": usual, "b_term": found, "how": how, "learned": True},
            )
    return out


def _near(docs: _Docs, s: str, ids: list[str], radius: int = 2) -> list[qty.Quantity]:
    """Quantities of the clauses around `ids` in edition `s` (not `ids` themselves)."""
    if not ids:
        return []
    lo, hi = docs.pos[s][ids[0]], docs.pos[s][ids[-1]]
    units = docs.units[s]
    around = [u for u in units[max(0, lo - radius) : lo] + units[hi + 1 : hi + 1 + radius]]
    return [q for u in around if u.get("kind") in RULE_KINDS for q in qty.quantities(u["text"])]


def _near_conditions(
    docs: _Docs, qa: list[qty.Quantity], qb: list[qty.Quantity], ids_a: list[str], ids_b: list[str]
) -> list[tuple[qty.Quantity, qty.Quantity]]:
    """A bound on one side whose number its partner lacks, given with another bound by a clause
    next to the partner (the aligner paired the changed clause with its neighbour): a condition
    change, unless a neighbour also gives the same interval."""
    out = []
    for mine, theirs, s_other, ids_other in ((qb, qa, "a", ids_a), (qa, qb, "b", ids_b)):
        near = _near(docs, s_other, ids_other)
        for q in mine:
            if q.op == "=":
                continue  # a plain number against a bound nearby is the number check's
            if any(set(x.numbers) & set(q.numbers) for x in theirs):
                continue
            if any(x.interval == q.interval for x in near):
                continue
            # the twin must be a bound too: a plain number nearby (1分 beside 1〜5ゴールド) is a value
            twin = next(
                (x for x in near if set(x.numbers) & set(q.numbers) and x.op not in ("=", q.op)), None
            )
            if twin is not None:
                out.append((twin, q) if mine is qb else (q, twin))
    return out


def _interval(q: qty.Quantity) -> list[float | None]:
    return [None if abs(q.lo) == float("inf") else q.lo, None if abs(q.hi) == float("inf") else q.hi]


def _word(axis: str, value: str) -> str:
    names = pol.WORDS.get(axis, {})
    return " / ".join(names.get(v, v) for v in value.split("/"))


# -- clauses with no counterpart -------------------------------------------------------------------

NEAR_MIN_SIM = 0.1  # an unmatched clause read against a neighbour's partner sharing this much
NEAR_RIVAL = 0.8  # of what that partner shares with the clause it was aligned to
NEAR_TRUST = 0.75  # such a pair is believed less than the pair the aligner made
NEAR_SCALE = 2.5
NEAR_EXPLAINED = 0.7  # an omission or addition whose clause a near pair explains as changed


def _near_pairs(
    docs: _Docs,
    alignment: dict[str, Any],
    labels: dict[str, str],
    same_lang: bool,
    index: tm.TermIndex,
    lexicon: tm.Lexicon | None,
    links: tm.ConceptLinks | None = None,
) -> list[Finding]:
    """An unmatched rule clause compared with the clause of the other edition, among the partners
    of its neighbours, that shares the most with it: a changed number, word or term can make the
    aligner give a clause's partner to its neighbour, so that the change would otherwise show only
    as an omission. Findings on such pairs are less sure (the pair is the reconciler's guess)."""
    if same_lang:
        return []
    partner: dict[str, dict[str, tuple[list[str], float]]] = {"a": {}, "b": {}}
    for p in alignment["pairs"]:
        for i in p["a"]:
            partner["a"][i] = (p["b"], p["score"])
        for j in p["b"]:
            partner["b"][j] = (p["a"], p["score"])
    out: list[Finding] = []
    done: set[tuple[str, str]] = set()
    for s in ("a", "b"):
        o = "b" if s == "a" else "a"
        units = docs.units[s]
        left_o = [c for c in alignment["unmatched"][o] if docs.by_id[o][c].get("kind") in RULE_KINDS]
        for cid in alignment["unmatched"][s]:
            u = docs.by_id[s][cid]
            if u.get("kind") not in RULE_KINDS or content_length(u["text"]) < 10:
                continue
            i = docs.pos[s][cid]
            mine = _tokens(docs, s, [cid])
            best: tuple[float, str, float, bool] | None = None
            # the other edition's unmatched clauses at the same place (between the partners of the
            # nearest matched clauses before and after): an omission and an addition side by side
            # are often one clause changed so much the aligner would not pair it
            matched = [k for k in range(len(units)) if units[k]["id"] in partner[s]]
            before = next((units[k]["id"] for k in reversed(matched) if k < i), None)
            after = next((units[k]["id"] for k in matched if k > i), None)
            lo = max((docs.pos[o][c] for c in partner[s][before][0]), default=-1) if before else -1
            hi = min((docs.pos[o][c] for c in partner[s][after][0]), default=10**6) if after else 10**6
            # alone in its place on both sides (its neighbours' partners are next to each other but
            # for one clause): that clause is its counterpart however little their words share
            alone = bool(before and after) and docs.pos[s][after] - docs.pos[s][before] == 2 and hi - lo == 2
            for c in left_o:
                if lo < docs.pos[o][c] < hi and hi - lo <= 4:
                    sim = _sim(mine, _tokens(docs, o, [c]))
                    if (sim >= NEAR_MIN_SIM or alone) and (best is None or sim > best[0]):
                        best = (sim, c, 0.5, alone)
            for j in (i - 1, i + 1, i - 2, i + 2):
                if not 0 <= j < len(units) or units[j]["id"] not in partner[s]:
                    continue
                ids, score = partner[s][units[j]["id"]]
                for c in ids:
                    theirs = _tokens(docs, o, [c])
                    sim = _sim(mine, theirs)
                    # it must fit about as well as the clause the aligner gave it to
                    rival = _sim(_tokens(docs, s, partner[o][c][0]), theirs)
                    if sim < NEAR_MIN_SIM or sim < NEAR_RIVAL * rival:
                        continue
                    if best is None or sim > best[0]:
                        best = (sim, c, score, False)
            if best is None:
                continue
            sim, c, score, alone = best
            if (cid, c) in done or (c, cid) in done:
                continue
            done.add((cid, c))
            pair = {
                "a": [cid] if s == "a" else [c],
                "b": [c] if s == "a" else [cid],
                # true translations share about 0.2 of their tokens (ja/zh): scaled to pair scores
                "score": round((score if alone else min(score, NEAR_SCALE * sim)) * NEAR_TRUST, 3),
                "near": True,
            }
            found = _pair_findings(docs, pair, labels, same_lang, index, lexicon, links)
            for f in found:
                f.detail["near"] = True  # compared with a neighbour's partner, not an aligned pair
                if alone and sim < NEAR_MIN_SIM:
                    f.detail["alone"] = True  # paired for its place only: explains no omission away
            out += found
    return out


# words that make a clause prescribe something (a rule rather than flavour text)
_RULE_WORDS = re.compile(
    r"\d|[〇一二三四五六七八九十兩][枚個人張回点點格步]|できる|できま|なければ|ません|ない|ます|する|こと|"
    r"玩家|必須|可以|不能|不可|須|每|回合|得分|"
    r"\b(?:may|must|cannot|can|each|every|player|turn)\b",
    re.I,
)


def _evidence(text: str, lang: str, index: tm.TermIndex | None) -> float:
    """How much a clause prescribes, 0..1: a number, a modal or negated verb, and game terms each
    add (a clause with none of them is flavour text or a caption, whose absence changes no play)."""
    p = pol.polarity(text, lang)
    has_number = bool(qty.quantities(text))
    has_modal = bool(p.counts["modal"] or p.counts["neg"])
    has_order = any(p.counts[x] for x in ("rotation", "player", "order", "extreme"))
    terms = len({t.key for t in index.find(text, lang)}) if index else 0
    return min(1.0, 0.3 * has_number + 0.3 * has_modal + 0.15 * has_order + 0.15 * min(terms, 3))


WEAK_PAIR = 0.3  # a one-to-one pair of rules scored below this may as well be a drop and an add
WEAK_PAIR_TRUST = 0.6


UNLINKED_PAIR = 0.45  # nor, below this, a one-to-one pair of rules with no content link at all
GENERIC = 0.25  # a concept named in this share of an edition's rules (player, card) links nothing


def _unlinked(
    docs: _Docs,
    p: dict[str, Any],
    lexicon: tm.Lexicon | None,
    index: tm.TermIndex | None,
    generic: frozenset[str],
) -> bool:
    """A pair whose clauses share no number, no word, no term the pair's lexicon links and no
    concept but the ones nearly every rule names: the aligner matched them for their place and
    their common words (player, card), as it does a dropped rule's partner and an added rule."""
    mine, theirs = _content(docs, "a", p["a"]) - generic, _content(docs, "b", p["b"]) - generic
    if mine & theirs:
        return False
    if lexicon is not None and ({lexicon.a_to_b.get(t) for t in mine} & theirs):
        return False
    if not index:
        return True
    concepts = [
        {k for t in index.find(docs.text(s, p[s]), docs.lang[s]) for k in t.concepts} for s in "ab"
    ]
    return not (concepts[0] & concepts[1]) - generic


def _generic(docs: _Docs, index: tm.TermIndex | None) -> frozenset[str]:
    """Concepts, words and numbers named in at least GENERIC of either edition's rule clauses."""
    out: set[str] = set()
    for s in "ab":
        rules = [u for u in docs.units[s] if u.get("kind") in RULE_KINDS]
        named: dict[str, int] = {}
        for u in rules:
            keys = _content(docs, s, [u["id"]])
            if index:
                keys |= {k for t in index.find(u["text"], docs.lang[s]) for k in t.concepts}
            for k in keys:
                named[k] = named.get(k, 0) + 1
        out |= {k for k, n in named.items() if n / len(rules) >= GENERIC}
    return frozenset(out)


def _weakly_paired(
    docs: _Docs,
    alignment: dict[str, Any],
    labels: dict[str, str],
    index: tm.TermIndex | None,
    lexicon: tm.Lexicon | None = None,
) -> list[Finding]:
    """Both clauses of a weak one-to-one pair of rules, read as an omission and an addition (less
    sure than unmatched ones): a dropped rule's neighbour and an added rule are often paired
    because both were left over. Weak: scored below WEAK_PAIR, or, across languages, below
    UNLINKED_PAIR with nothing in common but the place and the commonest words."""
    generic = _generic(docs, index) if lexicon is not None else frozenset()
    weak = [
        p
        for p in alignment["pairs"]
        if len(p["a"]) == len(p["b"]) == 1
        and docs.by_id["a"][p["a"][0]].get("kind") in RULE_KINDS
        and docs.by_id["b"][p["b"][0]].get("kind") in RULE_KINDS
        and (
            p["score"] < WEAK_PAIR
            or (
                lexicon is not None
                and p["score"] < UNLINKED_PAIR
                and _unlinked(docs, p, lexicon, index, generic)
            )
        )
    ]
    if not weak:
        return []
    ids = {"a": {p["a"][0] for p in weak}, "b": {p["b"][0] for p in weak}}
    loose = {
        **alignment,
        "pairs": [p for p in alignment["pairs"] if p not in weak],
        "unmatched": {
            s: sorted([*alignment["unmatched"][s], *ids[s]], key=docs.pos[s].__getitem__) for s in "ab"
        },
    }
    out = []
    for f in _unmatched(docs, loose, labels, index):
        if set(f.a.clauses) & ids["a"] or set(f.b.clauses) & ids["b"]:
            f.confidence *= WEAK_PAIR_TRUST
            f.detail["weakly_paired"] = True
            out.append(f)
    return out


def _unmatched(
    docs: _Docs, alignment: dict[str, Any], labels: dict[str, str], index: tm.TermIndex | None = None
) -> list[Finding]:
    out = []
    partner: dict[str, dict[str, list[str]]] = {"a": {}, "b": {}}
    for p in alignment["pairs"]:
        for i in p["a"]:
            partner["a"][i] = p["b"]
        for j in p["b"]:
            partner["b"][j] = p["a"]
    for s, kind in (("a", "omission"), ("b", "addition")):
        other = "b" if s == "a" else "a"
        units = docs.units[s]
        # an edition that leaves much of itself unmatched (a summary, a fan translation that skips
        # passages) makes each single omission less telling: its base rate discounts them
        rules = [u["id"] for u in units if u.get("kind") in RULE_KINDS]
        left = set(alignment["unmatched"][s])
        base_rate = sum(c in left for c in rules) / len(rules) if rules else 0.0
        for cid in alignment["unmatched"][s]:
            u = docs.by_id[s][cid]
            ukind = u.get("kind")
            if ukind not in RULE_KINDS | MINOR_KINDS or content_length(u["text"]) < MIN_RULE_LENGTH:
                continue
            rule_kind = ukind in RULE_KINDS
            rule_like = rule_kind and bool(_RULE_WORDS.search(u["text"]))
            # a clause that says what its section's heading says (ここで、ボーナスカードの分配を行ないます
            # under ボーナスカードの分配) announces the section: no rule of its own is lost
            announces = _announces(docs, s, cid) if rule_like else None
            rule_like = rule_like and not announces
            # the clauses the other edition has around this place: if they carry this clause's words,
            # it was merged into a neighbour rather than left out
            i = docs.pos[s][cid]
            near: list[str] = []
            for j in (i - 1, i + 1, i - 2, i + 2):
                if 0 <= j < len(units):
                    near += partner[s].get(units[j]["id"], [])
            toks = induction_tokens(u["text"], docs.lang[s])
            near_toks = (
                set().union(*(induction_tokens(docs.by_id[other][c]["text"], docs.lang[other]) for c in near))
                if near
                else set()
            )
            cover = len(toks & near_toks) / len(toks) if toks else 0.0
            # ranked by how much the clause prescribes, not listed flat
            base = 0.55 + 0.25 * _evidence(u["text"], docs.lang[s], index) if rule_like else (
                0.55 if rule_kind else 0.5
            )
            conf = base * (1 - 0.6 * cover)
            conf *= min(1.0, 0.6 + content_length(u["text"]) / 60) * (1 - 0.5 * base_rate)
            # an edition saying the same thing twice, rendered once: the repeat is no lost rule
            again = _repeats(docs, s, cid)
            restates = None if again else _restated(docs, s, cid, partner)
            if again or restates:
                conf *= REPEATED
            side_s = docs.side(s, [cid])
            side_o = docs.side(other, [])
            a, b = (side_s, side_o) if s == "a" else (side_o, side_s)
            out.append(
                Finding(
                    kind,
                    PLAY if rule_like else WORDING,
                    conf,
                    a,
                    b,
                    labels,
                    {
                        "clause_kind": ukind,
                        "covered_by_neighbours": round(cover, 3),
                        **({"repeats": again} if again else {}),
                        **({"restates": restates} if restates else {}),
                        **({"announces": announces} if announces else {}),
                    },
                    None,
                    None,
                    docs.order(a.clauses, b.clauses),
                )
            )
    return out


ANNOUNCES = 0.6  # share of a clause's words (it has no number) that its section's heading has


def _announces(docs: _Docs, s: str, cid: str) -> str | None:
    """The heading of the clause's section, when the clause's words are mostly the heading's."""
    section = docs.by_id[s][cid].get("section")
    heads = (h for h in docs.units[s] if h.get("kind") == "heading" and h.get("section") == section)
    head = next(heads, None)
    mine = _content(docs, s, [cid])
    if head is None or not mine or any(t[0] == "#" for t in mine):
        return None
    shared = mine & _content(docs, s, [head["id"]])
    return str(head["id"]) if len(shared) >= ANNOUNCES * len(mine) else None


REPEATED, REPEAT_SIMILAR = 0.5, 0.8  # words and numbers shared (Jaccard) with an earlier clause


def _repeats(docs: _Docs, s: str, cid: str) -> str | None:
    """An earlier clause of the same edition that says nearly the same (its words, and the same
    numbers: 3人または4人プレイ5個 is not 5人プレイ4個)."""
    mine = _tokens(docs, s, [cid])
    if not mine:
        return None
    for u in docs.units[s][: docs.pos[s][cid]]:
        if u.get("kind") not in RULE_KINDS:
            continue  # a heading names what a rule says, it does not say it
        theirs = _tokens(docs, s, [u["id"]])
        same_numbers = {t for t in mine if t[0] == "#"} == {t for t in theirs if t[0] == "#"}
        if same_numbers and len(mine & theirs) >= REPEAT_SIMILAR * len(mine | theirs):
            return str(u["id"])
    return None


def _counted(text: str) -> list[tuple[str, str, float, float]]:
    return [(q.counter, q.op, q.lo, q.hi) for q in qty.quantities(text) if q.counter]


def _gives_entry(entry: str, text: str) -> bool:
    """`text` names the thing of a summary entry (a label, a colon, its value: `宝石カード:1枚1ゴールド`)
    and gives its value (the entry's last counted number), and no value the entry lacks
    (宝石カードを1枚取る gives no value of it)."""
    m = _DEFINITION.match(entry)
    values = _counted(entry)
    if not m or not values:
        return False
    label = re.sub(r"^\W+|[:：]$", "", m.group(0))
    counted = set(_counted(text))
    return label in text and values[-1] in counted and counted <= set(values)


def _restated(docs: _Docs, s: str, cid: str, partner: dict[str, dict[str, list[str]]]) -> str | None:
    """A clause of the same edition that the other edition renders (with this clause's numbers) and
    that gives this clause's value again, one of the two an entry of a summary list: a value stated
    in its section and again in the summary is rendered once, not lost. Values decide, not words:
    a rule and its exception share words, not values."""
    text = docs.text(s, [cid])
    nums = {c[2] for c in _counted(text)}
    o = "b" if s == "a" else "a"
    for u in docs.units[s]:
        rid = u["id"]
        if rid == cid or u.get("kind") not in RULE_KINDS or rid not in partner[s]:
            continue
        if not (_gives_entry(u["text"], text) or _gives_entry(text, u["text"])):
            continue
        if nums <= {n for q in qty.quantities(docs.text(o, partner[s][rid])) for n in q.numbers}:
            return str(rid)
    return None


# -- order of steps --------------------------------------------------------------------------------

_DIGITS = re.compile(r"\d+")


def _tokens(docs: _Docs, s: str, ids: list[str]) -> set[str]:
    from extract.normalise import normalise

    text = docs.text(s, ids)
    nums = {f"#{int(n)}" for n in _DIGITS.findall(normalise(text, numerals=True).text)}
    return induction_tokens(text, docs.lang[s]) | nums


def _sim(x: set[str], y: set[str]) -> float:
    if not x or not y:
        return 0.0
    shared = sum(2.0 if t.startswith("#") else 1.0 for t in x & y)
    return shared / (len(x) * len(y)) ** 0.5


def _swap_steps(docs: _Docs, alignment: dict[str, Any]) -> dict[str, Any]:
    """Two neighbouring steps of one section that the other edition gives the other way round
    come out of a monotone aligner matched crosswise (step 1 with step 1, each a poor match); they
    are paired the other way when that fits clearly better, so the step order is reported rather
    than two spurious differences."""
    pairs = sorted(alignment["pairs"], key=lambda p: docs.pos["a"][p["a"][0]])
    i = 0
    while i + 1 < len(pairs):
        p, q = pairs[i], pairs[i + 1]
        same = (
            len({docs.by_id["a"][c].get("section") for c in [*p["a"], *q["a"]]}) == 1
            and len({docs.by_id["b"][c].get("section") for c in [*p["b"], *q["b"]]}) == 1
        )
        if same and not {docs.by_id["a"][c].get("kind") for c in [*p["a"], *q["a"]]} - RULE_KINDS:
            pa, qa = _tokens(docs, "a", p["a"]), _tokens(docs, "a", q["a"])
            pb, qb = _tokens(docs, "b", p["b"]), _tokens(docs, "b", q["b"])
            straight, crossed = _sim(pa, pb) + _sim(qa, qb), _sim(pa, qb) + _sim(qa, pb)
            if crossed > 1.3 * straight and crossed > straight + 0.1:
                score = round(min(p["score"], q["score"]), 3)
                pairs[i] = {"a": p["a"], "b": q["b"], "score": score, "swapped": True}
                pairs[i + 1] = {"a": q["a"], "b": p["b"], "score": score, "swapped": True}
                i += 2
                continue
        i += 1
    return {**alignment, "pairs": pairs}


_DEFINITION = re.compile(r"^\W*[^\s:：。、,，]{1,12}[:：]")  # a short label, then a colon


def _step_order(docs: _Docs, alignment: dict[str, Any], labels: dict[str, str]) -> list[Finding]:
    """Two steps of one procedure (clauses of one section on both sides) in the other order."""
    out = []
    pairs = sorted(
        (p for p in alignment["pairs"] if p["score"] >= 0.25), key=lambda p: docs.pos["a"][p["a"][0]]
    )
    for p, q in itertools.pairwise(pairs):
        ua, va = docs.by_id["a"][p["a"][0]], docs.by_id["a"][q["a"][0]]
        ub, vb = docs.by_id["b"][p["b"][0]], docs.by_id["b"][q["b"][0]]
        if ua.get("section") != va.get("section") or ub.get("section") != vb.get("section"):
            continue
        if docs.pos["b"][p["b"][0]] < docs.pos["b"][q["b"][0]]:
            continue
        if not ({ua.get("kind"), va.get("kind")} <= RULE_KINDS):
            continue
        steps = ua.get("kind") == "list-item" or bool(ua.get("marker"))
        conf = (0.8 if steps else 0.65) * _trust(min(p["score"], q["score"]))
        ids_a, ids_b = [*p["a"], *q["a"]], [*q["b"], *p["b"]]
        # two entries of a list of definitions (財宝カード:1枚5ゴールド) in another order: the
        # order of a list of values changes no play
        defined = all(_DEFINITION.match(docs.by_id["a"][c]["text"]) for c in (p["a"][0], q["a"][0]))
        out.append(
            Finding(
                "step-order",
                WORDING if defined else PLAY,
                conf,
                docs.side("a", ids_a),
                docs.side("b", ids_b),
                labels,
                {"a_order": [p["a"], q["a"]], "b_order": [q["b"], p["b"]]},
                min(p["score"], q["score"]),
                None,
                docs.order(ids_a, ids_b),
            )
        )
    return out


# -- inside one edition ----------------------------------------------------------------------------

_HEAD = re.compile(r"([\u4e00-\u9fff\u30a0-\u30ffー]{2,6})[はがをのにでもと:：、,]?\s*$")


def _statements(text: str) -> list[tuple[str, str, float]]:
    """(thing, counter, value) for plain counted numbers (`手札は5枚`): the word before the number
    names what is counted."""
    from extract.normalise import normalise

    norm = normalise(text, numerals=True).text
    out = []
    for m in re.finditer(r"(\d+)(" + qty._COUNTER_RE + r")(?!以上|以下|未満|超|〜|~|-)", norm):
        before = norm[max(0, m.start() - 12) : m.start()]
        h = _HEAD.search(before)
        # a head of function and counter characters only (每張 of 每張1分) names no thing
        if h and not set(h.group(1)) <= tm.STOP and not re.search(r"[〜~\-]\d*$", before):
            # a head right after a number is that number's case (5人プレイ 4個, 3人または4人プレイ
            # 5個): the number belongs to the thing, so other cases are other things
            lead = re.search(r"\d+$", before[: h.start()])
            thing = (lead.group(0) if lead else "") + h.group(1)
            out.append((thing, m.group(2), float(m.group(1))))
    return out


def _contradictions(docs: _Docs, alignment: dict[str, Any], labels: dict[str, str]) -> list[Finding]:
    partner: dict[str, dict[str, list[str]]] = {"a": {}, "b": {}}
    for p in alignment["pairs"]:
        for i in p["a"]:
            partner["a"][i] = p["b"]
        for j in p["b"]:
            partner["b"][j] = p["a"]
    out = []
    for s in ("a", "b"):
        other = "b" if s == "a" else "a"
        seen: dict[tuple[str, str], list[tuple[str, float]]] = {}
        for u in docs.units[s]:
            if u.get("kind") not in RULE_KINDS | MINOR_KINDS:
                continue
            for thing, counter, value in _statements(u["text"]):
                seen.setdefault((thing, counter), []).append((u["id"], value))
        for (thing, counter), uses in seen.items():
            values = {v for _, v in uses}
            if len(values) < 2 or len(uses) > 4:
                continue
            # the first clause that gives each value; the other edition decides how sure this is
            first: dict[float, str] = {}
            for cid, v in uses:
                first.setdefault(v, cid)
            best = None
            items = list(first.items())
            for x, (v1, c1) in enumerate(items):
                for v2, c2 in items[x + 1 :]:
                    if c1 == c2:
                        continue  # one clause with two values (7枚を超えたら5枚まで) is a condition
                    # one passage of the other edition renders both clauses: it cannot tell
                    same = bool(partner[s].get(c1)) and partner[s].get(c1) == partner[s].get(c2)
                    nums = [
                        {
                            n
                            for q in qty.quantities(docs.text(other, partner[s].get(c, [])))
                            for n in q.numbers
                        }
                        for c in (c1, c2)
                    ]
                    if same:
                        conf = 0.35
                    elif (v1 in nums[0] and v1 in nums[1]) or (v2 in nums[0] and v2 in nums[1]):
                        conf = 0.85  # the other edition gives one value in both places
                    elif (v1 in nums[0] and v2 in nums[1]) or all(partner[s].get(c) for c in (c1, c2)):
                        continue  # the other edition says the same, or differs in both places
                    else:
                        conf = 0.35  # the other edition cannot tell
                    if best is None or conf > best[0]:
                        best = (conf, v1, c1, v2, c2)
            if best is None:
                continue
            conf, v1, c1, v2, c2 = best
            vals = f"{qty.show(v1)}{counter} / {qty.show(v2)}{counter}"
            mine = docs.side(s, [c1, c2])
            theirs = docs.side(other, [*partner[s].get(c1, []), *partner[s].get(c2, [])])
            a, b = (mine, theirs) if s == "a" else (theirs, mine)
            out.append(
                Finding(
                    "internal-contradiction",
                    PLAY if conf > 0.4 else WORDING,
                    conf,
                    a,
                    b,
                    {**labels, "edition_lang": docs.source[s], "what": thing, "vals": vals},
                    {"thing": thing, "counter": counter, "values": [v1, v2], "clauses": [c1, c2]},
                    None,
                    s,
                    docs.order(a.clauses, b.clauses),
                )
            )
    return out


def _variants(docs: _Docs, index: tm.TermIndex) -> list[Finding]:
    """One concept rendered by two or more terms within one edition (wording)."""
    out = []
    for s in ("a", "b"):
        other = "b" if s == "a" else "a"
        clause_terms = {u["id"]: index.find(u["text"], docs.lang[s]) for u in docs.units[s]}
        for concept, by_term in tm.variants(clause_terms).items():
            # the usual term's first clause, and every clause of the rarer terms (the odd ones out)
            usual = max(by_term, key=lambda t: (len(by_term[t]), t))
            ids = list(
                dict.fromkeys(
                    [by_term[usual][0], *(c for t in by_term if t != usual for c in by_term[t][:3])]
                )
            )
            words = "・".join(by_term)
            counts = ", ".join(f"{t} ×{len(c)}" for t, c in by_term.items())
            mine, theirs = docs.side(s, ids), docs.side(other, [])
            a, b = (mine, theirs) if s == "a" else (theirs, mine)
            fields = {
                "what": f"{docs.source[s]} renders one concept ({concept}) by several terms: {counts}.",
                "what_ja": f"{docs.source[s]}では同じ概念（{concept}）に複数の用語が"
                f"使われています：{words}。",
                "what_zh": f"{docs.source[s]}以多個用語表示同一概念({concept}):{words}。",
            }
            out.append(
                Finding(
                    "terminology",
                    WORDING,
                    0.6,
                    a,
                    b,
                    fields,
                    {"concept": concept, "terms": {t: c for t, c in by_term.items()}},
                    None,
                    s,
                    docs.order(a.clauses, b.clauses),
                )
            )
    return out
