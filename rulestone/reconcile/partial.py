"""Omissions and additions inside aligned clauses: a sentence of one edition's clause that the
other edition's counterpart does not render.

Clauses are paragraphs and list items, so a sentence left out of (or added to) a paragraph leaves
the clause pair aligned and the clause-level checks see nothing. Here both editions are cut into
sentences and aligned again, sentence by sentence, with the same aligner; a sentence that finds
no partner while its clause is paired is a candidate. It counts only when its clause's partner
has no unpaired sentence of its own (two unpaired sentences of one pair are most likely each
other's loose translation), when the partner's text carries few of its words, and when it
prescribes something (a number, a modal or negated verb, game terms)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from extract.align import Params, align_units, content_length

from . import terms as tm
from .findings import GAP_SENTENCE, PLAY, WORDING, Finding, Side

_END = re.compile(r"(?<=[。！？!?])")
MIN_SENTENCE = 10  # letters and digits: shorter pieces are labels or fragments
MAX_COVER = 0.34  # share of the sentence's words the partner clause has: above it, it is there
SENTENCE_TRUST = 0.8  # a sentence pair is aligned on less evidence than a clause pair
BASE_RATE_WEIGHT, BASE_RATE_FLOOR = 4.0, 0.25


def sentences(text: str) -> list[str]:
    return [s for s in _END.split(text) if s.strip()]


def _units(units: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for u in units:
        parts = sentences(u["text"])
        for k, s in enumerate(parts):
            out.append({"id": f"{u['id']}#{k}", "parent": u["id"], "text": s, "kind": u.get("kind"),
                        "section": u.get("section"), "siblings": len(parts) > 1})
    return out


def sentence_gaps(
    docs: Any,
    alignment: dict[str, Any],
    labels: dict[str, str],
    evidence: Callable[[str, str], float],
    trust: Callable[[float | None], float],
    rule_kinds: set[str],
) -> list[Finding]:
    """Omission (a side) and addition (b side) findings for sentences of paired clauses."""
    partner: dict[tuple[str, str], dict[str, Any]] = {}
    for p in alignment["pairs"]:
        for s in "ab":
            for c in p[s]:
                partner[s, c] = p
    sent = {s: _units(docs.units[s]) for s in "ab"}
    if not any(len(sentences(u["text"])) > 1 for s in "ab" for u in docs.units[s]):
        return []  # one sentence a clause: the clause checks have seen everything
    # without the dictionary lexicon, which is optional ('.[lexicon]'): generated/ must not depend
    # on which extras are installed (`rulestone build --check` on a machine that has them)
    res = align_units(sent["a"], sent["b"], docs.lang["a"], docs.lang["b"], params=Params(lexicon=False))
    matched = {"a": {i for bd in res.beads for i in bd.a}, "b": {j for bd in res.beads for j in bd.b}}
    left: dict[int, dict[str, list[dict[str, Any]]]] = {}
    for s in "ab":
        for i, x in enumerate(sent[s]):
            p = partner.get((s, x["parent"]))
            if i not in matched[s] and p is not None:
                left.setdefault(id(p), {"a": [], "b": []})[s].append(x)
    out = []
    # an edition that leaves many of its sentences unrendered (a summary, a loose translation) makes
    # each one less telling: the share of unpaired sentences in paired clauses discounts them
    discount = {}
    for s in "ab":
        paired = sum(1 for x in sent[s] if (s, x["parent"]) in partner)
        lone = sum(len(v[s]) for v in left.values())
        discount[s] = max(BASE_RATE_FLOOR, 1 - BASE_RATE_WEIGHT * lone / max(1, paired))
    for p in alignment["pairs"]:
        gaps = left.get(id(p))
        if not gaps:
            continue
        for s, o, kind in (("a", "b", "omission"), ("b", "a", "addition")):
            if not gaps[s] or gaps[o]:
                continue
            theirs = tm.term_tokens(docs.text(o, p[o]), docs.lang[o])
            for x in gaps[s]:
                if docs.by_id[s][x["parent"]].get("kind") not in rule_kinds:
                    continue
                if content_length(x["text"]) < MIN_SENTENCE or not x["siblings"]:
                    continue  # a clause of one sentence: the clause checks judge it
                mine = tm.term_tokens(x["text"], docs.lang[s])
                cover = len(mine & theirs) / len(mine) if mine else 0.0
                ev = evidence(x["text"], docs.lang[s])
                if cover > MAX_COVER or ev == 0:
                    continue
                conf = (0.5 + 0.25 * ev) * (1 - cover) * SENTENCE_TRUST * trust(p.get("score")) * discount[s]
                clause = docs.side(s, [x["parent"]])
                mine_side = Side(clause.source, clause.clauses, x["text"], clause.raw, clause.lines)
                other = docs.side(o, p[o])
                a, b = (mine_side, other) if s == "a" else (other, mine_side)
                out.append(
                    Finding(
                        kind,
                        PLAY if ev >= 0.3 else WORDING,
                        conf,
                        a,
                        b,
                        {**labels, **GAP_SENTENCE},
                        {"sentence": x["id"].rsplit("#", 1)[1], "of_clause": x["parent"],
                         "covered_by_partner": round(cover, 3)},
                        p.get("score"),
                        None,
                        docs.order(a.clauses, b.clauses),
                    )
                )
    return out
