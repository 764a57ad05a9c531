"""A draft rule spec for a new game from its editions' clauses, their alignment and the findings
(`rulestone init`): the game header, one entry per rule-bearing section citing every edition
that has it, the numbers found as candidate parameters (assumed until curated), and components
from the component lists. Everything that is not a quote of the documents is marked as a draft:
nothing here invents a rule; the curator turns the draft into the spec."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from extract.align import clause_units

from ..specs.cite import Edition, resolve
from ..specs.qa import compare as compare_numbers
from . import quantities as qty
from .detect import RULE_KINDS

LANGS = ("ja", "zh-Hant", "en")
COMPONENT_TITLES = re.compile(
    r"内容物|コンポーネント|セット内容|内容品|配件|內容物|组件|組件|components?|contents", re.I
)
DRAFT = "[draft: not yet translated] "
_PLAYERS = re.compile(r"(\d+)\s*[〜~\-]\s*(\d+)\s*(?:人|名|位|players?)")


# a document's first heading as the game's title: a name in quotes or brackets is the title
# (`「エンポリウム」の遊び方を紹介します`, `EMERALD <翡翠>中文化規則`); words saying it is a rulebook
# are not (`説明書`, `中文化規則-桌遊`); a heading that names a part of the rules is no title at all
_QUOTED = re.compile(r"[「『《〈<＜]([^」』》〉>＞]{1,40})[」』》〉>＞]")
_RULEBOOK = re.compile(
    r"[\s・:：\-－—/／|｜]*(?:取扱説明書|ルール説明書|ルールブック|説明書|(?:基本|上級)?ルール|の?遊び方|中文化?規則|"
    r"(?:遊戲)?(?:基本|進階)?規則(?:說明書?|書)?|遊戲說明書?|說明書|游戏规则|规则书|说明书|桌遊|"
    r"rule ?book|rules?|instructions)"
    r"[\s・:：\-－—/／|｜]*$",
    re.I,
)
_PART_TITLES = re.compile(
    r"準備|内容物|内容|概要|目的|進め方|手番|終了|得点|配件|目標|流程|回合|計分|結束|"
    r"\b(?:setup|set-up|components?|contents|overview|objects?|objectives?|turns?|scoring)\b",
    re.I,
)


def game_title(heading: str) -> str | None:
    """The game's name in a document's first heading, or None where the heading is no title."""
    text = heading.strip()
    quoted = _QUOTED.search(text)
    if quoted:
        return quoted.group(1).strip()
    while True:
        shorter = _RULEBOOK.sub("", text)
        if shorter == text or not shorter:
            break
        text = shorter
    if not text or _PART_TITLES.search(text):
        return None
    return text


# a count written after a component's name: 5個, ６０枚, 48張, x 3, ×2, 3 pieces (the name keeps the rest)
_COUNT_AFTER = re.compile(
    r"[\s:：、,・]*[x×]?\s*[0-9０-９]+\s*(?:枚|個|本|体|つ|台|張|片|顆|塊|組|套|根|支|面|セット|"
    r"pieces?|cards?|tiles?|tokens?)?\s*$",
    re.I,
)


def _uncounted(name: str) -> str:
    """A component's name without the count written after it, or the name as it is if that is all."""
    rest = _COUNT_AFTER.sub("", name).strip()
    return rest or name


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _safe(text: str) -> str:
    """Document text as spec text: `{{` would read as a parameter placeholder."""
    return text.replace("{{", "{ {").replace("}}", "} }")


class _Quoter:
    """Quotes of whole clauses that resolve uniquely in their edition (else none)."""

    def __init__(self, docs: Mapping[str, Mapping[str, Any]]):
        self.eds = {lang: Edition.from_clauses(dict(doc)) for lang, doc in docs.items()}
        self.text = {lang: {c["id"]: c for c in doc["clauses"]} for lang, doc in docs.items()}

    def quote(self, lang: str, cid: str) -> dict[str, str] | None:
        c = self.text[lang][cid]
        q = {"exact": c["text"]}
        if resolve(q, self.eds[lang]).ok:
            return q
        if c.get("marker"):
            q = {"exact": c["text"], "prefix": str(c["marker"])}
            if resolve(q, self.eds[lang]).ok:
                return q
        return None

    def cites(self, by_lang: Mapping[str, list[str]]) -> dict[str, list[dict[str, str]]]:
        out = {}
        for lang, ids in by_lang.items():
            qs = [q for q in (self.quote(lang, c) for c in ids) if q]
            if qs:
                out[lang] = qs
        return out


def _l10n(texts: Mapping[str, str], fallback: str) -> dict[str, str]:
    out = {}
    for lang in LANGS:
        t = texts.get(lang)
        out[lang] = _safe(t) if t else DRAFT + _safe(fallback)
    return out


def draft_spec(
    game: str, editions: Mapping[str, str], docs: Mapping[str, Mapping[str, Any]], report: Mapping[str, Any]
) -> dict[str, Any]:
    """`editions`: lang -> source id, the first two in the order given reconciled as A and B;
    `docs`: lang -> clauses document; `report`: the findings of A against B."""
    langs = list(editions)
    la = langs[0]
    lb = langs[1] if len(langs) > 1 else None
    units = {lang: clause_units(doc) for lang, doc in docs.items()}
    by_id = {lang: {u["id"]: u for u in us} for lang, us in units.items()}
    partner: dict[str, list[str]] = {}
    for seg in report.get("segments", []):
        for i in seg["a"]:
            partner.setdefault(i, []).extend(seg["b"])
    touched: dict[str, list[str]] = {}  # A or B clause -> ids of play-changing findings on it
    for f in report.get("findings", []):
        if f["severity"] != "play":
            continue
        for key in ("a", "b"):
            for cid in f[key]["clauses"]:
                touched.setdefault(f"{key}:{cid}", []).append(f["id"])
    quoter = _Quoter(docs)
    sections = {s["id"]: s for s in docs[la]["sections"]}
    sections_b = {s["id"]: s for s in docs[lb]["sections"]} if lb else {}

    spec: dict[str, Any] = {"spec_version": 1, "game": _header(game, editions, docs, units, quoter)}
    components: list[dict[str, Any]] = []
    rules: list[dict[str, Any]] = []
    parameters: dict[str, Any] = {}
    for sid, sec in sections.items():
        ids_a = [u["id"] for u in units[la] if u.get("section") == sid and u.get("kind") in RULE_KINDS]
        if not ids_a:
            continue
        if COMPONENT_TITLES.search(str(sec.get("title") or "")):
            found = _components(ids_a, la, lb, partner, by_id, quoter, len(components))
            if found:  # the list is the components (each cites its line and has its count), not a rule
                components += found
                continue
        ids_b = list(dict.fromkeys(j for i in ids_a for j in partner.get(i, [])))
        titles = {la: sec.get("title") or sid}
        secs_b = {by_id[lb][j].get("section") for j in ids_b} if lb else set()
        if lb and len(secs_b) == 1:
            (sb,) = secs_b
            titles[lb] = sections_b.get(sb, {}).get("title") or sb
        # the section's aligned segments; those whose numbers differ between the editions become
        # entries of their own per edition (a difference no discrepancy rules yet is the curator's
        # to decide, and validation rejects it inside one entry)
        segs = [(i, [j for j in partner.get(i, [])]) for i in ids_a]
        together: list[tuple[str, list[str]]] = []
        apart: list[tuple[str, list[str]]] = []
        for i, js in segs:
            (apart if lb and js and _numbers_differ(by_id, la, lb, [i], js) else together).append((i, js))
        if lb and _numbers_differ(
            by_id, la, lb, [i for i, _ in together], [j for _, js in together for j in js]
        ):
            groups = [[seg] for seg in together]
        else:
            groups = [together] if together else []
        base = f"draft.{_slug(sid)}"
        for n, group in enumerate(groups):
            rid = base if n == 0 else f"{base}.part-{n + 1}"
            entry = _entry(
                rid,
                titles,
                [i for i, _ in group],
                list(dict.fromkeys(j for _, js in group for j in js)),
                la,
                lb,
                by_id,
                quoter,
                touched,
                len(editions),
            )
            if entry:
                rules.append(entry)
        for n, (i, js) in enumerate(apart, 1):
            for lang, ids in ((la, [i]), (lb, js)):
                entry = _entry(
                    f"{base}.differs-{n}.{_slug(lang or '')}",
                    titles,
                    ids if lang == la else [],
                    ids if lang == lb else [],
                    la,
                    lb,
                    by_id,
                    quoter,
                    touched,
                    len(editions),
                    differs=True,
                )
                if entry:
                    rules.append(entry)
        for i in ids_a:
            _parameters(parameters, i, by_id[la][i]["text"], la, quoter)
    if components:
        spec["components"] = components
    if parameters:
        spec["parameters"] = parameters
    spec["rules"] = rules
    return spec


def _numbers_differ(
    by_id: Mapping[str, Mapping[str, dict[str, Any]]], la: str, lb: str, ids_a: list[str], ids_b: list[str]
) -> bool:
    m = compare_numbers([by_id[la][i]["text"] for i in ids_a], [by_id[lb][j]["text"] for j in ids_b])
    return m is not None and m.kind == "number differs"


def _entry(
    rid: str,
    titles: Mapping[str, str],
    ids_a: list[str],
    ids_b: list[str],
    la: str,
    lb: str | None,
    by_id: Mapping[str, Mapping[str, dict[str, Any]]],
    quoter: _Quoter,
    touched: Mapping[str, list[str]],
    n_editions: int,
    differs: bool = False,
) -> dict[str, Any] | None:
    texts = {}
    if ids_a:
        texts[la] = "".join(by_id[la][i]["text"] for i in ids_a)
    if lb and ids_b:
        texts[lb] = "".join(by_id[lb][j]["text"] for j in ids_b)
    cites = quoter.cites({**({la: ids_a} if ids_a else {}), **({lb: ids_b} if lb and ids_b else {})})
    if not cites:
        return None
    first = next(iter(texts.values()))
    entry: dict[str, Any] = {
        "id": rid,
        "kind": "draft",
        "title": _l10n(titles, titles[la]),
        "text": _l10n(texts, first),
        "cites": cites,
    }
    findings = sorted(
        {f for i in ids_a for f in touched.get(f"a:{i}", [])}
        | {f for j in ids_b for f in touched.get(f"b:{j}", [])}
    )
    if differs or findings:
        entry["status"] = "assumed"
        why = (
            f"the editions differ here ({', '.join(findings[:6])}{', ...' if len(findings) > 6 else ''})"
            if findings
            else "the editions differ here"
        )
        entry["assumed"] = {
            "reason": f"draft from rulestone init: {why}; no discrepancy rules it yet"
            + ("; each edition's text is kept as its own entry" if differs else "")
        }
    elif len(cites) == n_editions:
        entry["status"] = "agreed"
    elif len(cites) == 1:
        entry["status"] = "one-edition"
    else:
        entry["status"] = "assumed"
        entry["assumed"] = {"reason": "draft from rulestone init: not every edition could be cited"}
    return entry


def _header(
    game: str,
    editions: Mapping[str, str],
    docs: Mapping[str, Mapping[str, Any]],
    units: Mapping[str, list[dict[str, Any]]],
    quoter: _Quoter,
) -> dict[str, Any]:
    titles: dict[str, str] = {"en": game.replace("_", " ").title()}
    for lang, us in units.items():
        head = next((u for u in us if u.get("kind") == "heading"), None)
        title = game_title(head["text"]) if head else None
        if title:
            titles[lang] = _safe(title)
    header: dict[str, Any] = {"id": game, "titles": titles}
    cites: dict[str, list[dict[str, str]]] = {}
    players = None
    for lang, us in units.items():
        for u in us:
            m = _PLAYERS.search(qty.normalise(u["text"], numerals=True).text)
            if m and int(m.group(1)) <= int(m.group(2)):
                q = quoter.quote(lang, u["id"])
                if q:
                    players = players or {"min": int(m.group(1)), "max": int(m.group(2))}
                    cites.setdefault(lang, []).append(q)
                break
    header["players"] = players or {"min": 1, "max": 6}
    header["editions"] = dict(editions)
    if cites:
        header["cites"] = cites
    else:
        header["assumed"] = {
            "reason": "draft from rulestone init: no edition states the player count; "
            "1-6 is a placeholder to curate"
        }
    return header


def _components(
    ids_a: list[str],
    la: str,
    lb: str | None,
    partner: Mapping[str, list[str]],
    by_id: Mapping[str, Mapping[str, dict[str, Any]]],
    quoter: _Quoter,
    start: int,
) -> list[dict[str, Any]]:
    out = []
    for n, i in enumerate(ids_a, start + 1):
        text_a = by_id[la][i]["text"]
        ids_b = list(partner.get(i, [])) if lb else []
        names = {la: text_a}
        if lb and ids_b:
            names[lb] = "".join(by_id[lb][j]["text"] for j in ids_b)
        cites = quoter.cites({la: [i], **({lb: ids_b} if lb and ids_b else {})})
        if not cites:
            continue
        nums = [q for q in qty.quantities(text_a) if q.op == "=" and q.lo.is_integer()]
        if nums:  # the count is the entry's own field: the name without it (船コマ5個 -> 船コマ)
            names = {lang: _uncounted(t) for lang, t in names.items()}
        comp: dict[str, Any] = {"id": f"component_{n}", "name": _l10n(names, names[la]),
                                **({"count": int(nums[0].lo)} if nums else {})}
        comp["cites"] = cites
        out.append(comp)
    return out


def _parameters(out: dict[str, Any], cid: str, text: str, lang: str, quoter: _Quoter) -> None:
    q = quoter.quote(lang, cid)
    if q is None:
        return
    for k, quantity in enumerate(qty.quantities(text), 1):
        if quantity.op != "=" or not quantity.lo.is_integer():
            continue
        name = f"p_{_slug(cid)}_{k}"
        out[name] = {
            "value": int(quantity.lo),
            "text": {"en": _safe(f"[draft] candidate number {quantity.text!r} in clause {cid}")},
            "cites": {lang: [q]},
            "assumed": {
                "reason": f"candidate parameter found by rulestone init in clause {cid} "
                f"({quantity.text}); not curated: rename it, use it in the "
                "rule texts as a placeholder, or delete it"
            },
        }
