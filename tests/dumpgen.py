"""Synthetic pdf-text dumps of two-page spreads, made from other documents' clauses, and the
measures of how well a reader restores them (reading order, section membership, whole sentences).

A dump is laid out as a typesetter and a PDF dumper would: each item (bullet, plain paragraph,
note) wrapped at a fixed column width with no regard for word boundaries (so words are cut), the
sections under one-line headings, figures (blocks of short labels, some with counts) in the
column between items, text running on from one page to the next, two pages to a spread, the left
page odd; the dumper writes the lines of both pages sorted by their height, the left one first at
one height, and the two page numbers at the foot. The truth is each sentence with the heading it
is under, in reading order.

Used by tests/test_dumps.py and bench/reading_order.py. The material comes from any clauses
document (the tests use the documents other than the one the reader is checked on by hand).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from extract.jatext import display_width, morphemes
from extract.normalise import fold
from extract.script import KANA

_END = "。！？!?"  # (clause text is folded: ！ is ! there)
_FINAL = set(_END) | set("）)」")
_WIDE = str.maketrans("0123456789", "０１２３４５６７８９")
_KATAKANA_START = set("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨ"
                      "ラリルレロワヲガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポヴ")
_KINSOKU = set("、。）」！？ーぁぃぅぇぉっゃゅょァィゥェォッャュョ")
# Chinese text (no kana): clause text is folded, so its ，：；！？） are half-width here; a Chinese
# typesetter keeps every one of them (and the closing brackets) off a line's start
_KINSOKU_ZH = _KINSOKU | set(",.:;!?)」』】，：；．")
# a half-width full stop ending a Chinese sentence (forum translations write them): after an
# ideograph or a closing bracket, before an ideograph, a space or the end; not 1.5 nor a list's 1.
_ZH_STOP = re.compile(r"(?<=[\u4e00-\u9fff」』)）])\.(?=[\u4e00-\u9fff「『(（\s]|$)")


@dataclass
class Dump:
    text: str
    sentences: list[tuple[str, str]]  # (sentence, title of its section), in reading order
    spreads: int = 0
    labels: int = 0
    notes: list[str] = field(default_factory=list)
    items: list[int] = field(default_factory=list)  # per dump line: its item (-1 a heading or label)
    columns: list[int] = field(default_factory=list)  # per dump line: 0 left page, 1 right, -1 page number
    remarks: list[int] = field(default_factory=list)  # indexes of the sentences set as remarks (なお、…)
    listed: list[str] = field(default_factory=list)  # the heading-shaped last labels of listed figures
    named: list[str] = field(default_factory=list)  # heading-shaped figure labels naming a part (AのB)


def sentences_of(text: str) -> list[str]:
    if not KANA.search(text):  # (Chinese: a half-width full stop after a word ends a sentence)
        text = _ZH_STOP.sub("\x00", text)
        found = re.findall(rf"[^{_END}\x00]*[{_END}\x00]|[^{_END}\x00]+$", text)
        return [s.replace("\x00", ".").strip() for s in found if len(s.strip()) > 3]
    out = [s for s in re.findall(rf"[^{_END}]*[{_END}]|[^{_END}]+$", text) if len(s.strip()) > 3]
    return [s.strip() for s in out]


def sections_of(doc: dict[str, Any]) -> list[tuple[str, list[tuple[str, str]]]]:
    """(heading, [(kind, text)]) of a clauses document; captions and meta lines left out."""
    out: list[tuple[str, list[tuple[str, str]]]] = []
    titles = {s["id"]: s["title"] for s in doc["sections"]}
    for c in doc["clauses"]:
        if c["kind"] == "heading":
            out.append((c["text"], []))
        elif c["kind"] in ("rule", "list-item", "note", "example") and len(c["text"]) >= 8:
            if not out:
                out.append((titles.get(c["section"], ""), []))
            out[-1][1].append((c["kind"], c["text"]))
    # a clause ending in 、 goes on in the next one (`エルドラドに到達したプレイヤーが、` /
    # `1人だけだった場合、…`: one sentence its source set as two list items): set as one paragraph,
    # or the truth counts two sentences a reader rightly reads as one
    for _, items in out:
        n = 0
        while n + 1 < len(items):
            if items[n][1].rstrip()[-1] in "、，,":
                items[n:n + 2] = [(items[n][0], items[n][1].rstrip() + items[n + 1][1])]
            else:
                n += 1
    return [(t, items) for t, items in out if t and items and display_width(t) <= 40]


def wrap(text: str, width: int, prefix: str = "", zh: bool = False) -> list[str]:
    """Fixed-width lines; a line never starts with 、。 or a small kana (kinsoku), nor a Chinese
    one with ，：；！？ or a closing bracket."""
    lines: list[str] = []
    cur = prefix
    kinsoku = _KINSOKU_ZH if zh else _KINSOKU
    for ch in text:
        if display_width(cur + ch) > width and cur.strip() and ch not in kinsoku:
            lines.append(cur)
            cur = ""
        cur += ch
    if cur.strip():
        lines.append(cur)
    return lines


def make(doc: dict[str, Any], seed: int, width: int = 80, rows: int = 34,
         figures: float = 0.35, beside: float = 0.0, panel: bool = False,
         connective: float = 0.0, listed: float = 0.0, named: float = 0.0) -> Dump:
    """`beside`: the share of examples and notes set narrow beside a figure of their own (the
    figure's labels in the same rows, the column silent below them while the figure runs on).
    `panel`: one short section is set apart on a right page of its own (a panel), the section
    running on the left page before it going on at the top of the next spread's left page.
    `connective`: the share of bulleted items of two sentences or more whose last sentence is set
    as a plain paragraph of its own opening with a connective (なお、…), as rulebooks add a remark.
    `listed`: the share of figures that are a list of like things (`金貨カード ２５ / 銀貨カード ２４ /
    呪いカード`): labels ending with one word, counts on all but the last, which is heading-shaped.
    `named`: the share of figures (a board, say) whose last label, right above the column's next
    item, names a part of a thing another label of the figure names (`ドラゴン` ... `ドラゴンの洞窟`):
    a short noun phrase with no count, shaped like a heading, about nothing the item says."""
    rnd = random.Random(seed)
    sections = sections_of(doc)
    # Chinese (no kana in the document): its own kinsoku, figure labels (_label_words_zh) and
    # connectives
    zh = not any(KANA.search(t) for _, its in sections for _, t in its)
    if connective:
        sections = [(t, _remarks(its, rnd, connective, zh)) for t, its in sections]
    pending: tuple[str, list[tuple[str, str]]] | None = None
    if panel:
        short = [x for x, (_, its) in enumerate(sections[2:], 2)
                 if sum(len(wrap(t, width, zh=zh)) + 0.2 for _, t in its) + 2 <= rows - 4]
        if short:
            pending = sections.pop(rnd.choice(short))
    words = _label_words_zh(sections) if zh else _label_words(sections)
    # the words of a list of like things: a katakana word the text uses (its head), kanji before it
    kinds = sorted({w for w in words if re.fullmatch(r"[ァ-ヶー]{3,6}", w)})
    heads = sorted({w for w in words if re.fullmatch(r"[一-龥]{2}", w)}) or ["一"]
    pages: list[list[tuple[float, str, int]]] = [[]]
    item = 0
    y = 0.0
    truth: list[tuple[str, str]] = []
    labels = 0
    last_labels: list[str] = []
    named_labels: list[str] = []
    remarks: list[int] = []

    def room(h: float) -> None:
        nonlocal y
        if y + h > rows:
            pages.append([])
            y = rnd.uniform(0.0, 0.3)

    for title, items in sections:
        if y > 0:
            y += 0.8
        room(3)
        pages[-1].append((y, title, -1))
        y += 1.5
        for n, (kind, text) in enumerate(items):
            if n and rnd.random() < figures / max(1, len(items)) * 2:
                h = rnd.randint(3, 7)
                room(h)
                at = sorted(rnd.sample(range(h), rnd.randint(2, min(4, h))))
                tail = rnd.choice(kinds) if listed and kinds and rnd.random() < listed else ""
                # (a part's name: of a thing the next item does not mention, nor the heading)
                whole = [w for w in kinds if w not in text and w not in title]
                part = rnd.choice(whole) if not tail and named and whole and rnd.random() < named else ""
                if part:
                    at = [*sorted(set(at) - {h - 1})[:3], h - 1]  # the part's name right above the item
                for x, r in enumerate(at):
                    if part and x == 0:
                        label = part
                    elif part and x == len(at) - 1:
                        label = part + "の" + rnd.choice(heads)
                        named_labels.append(label)
                    elif tail:  # a list of like things: counts on all but the last
                        label = rnd.choice(heads) + tail
                        if x < len(at) - 1:
                            label += " " + str(rnd.randint(1, 30)).translate(_WIDE)
                        else:
                            last_labels.append(label)
                    else:
                        label = rnd.choice(words)
                        if rnd.random() < 0.4:
                            label += " " + str(rnd.randint(1, 30)).translate(_WIDE)
                    pages[-1].append((y + r, label, -1))
                    labels += 1
                y += h
            # some paragraphs lose their bullet, as typesetters set rules as plain paragraphs; but
            # a list item that is no sentence (`ギルドタイル4枚:`) keeps its marker: without one
            # it is a figure label to any reader (and the typesetter keeps a list's markers)
            bulleted = rnd.random() < 0.8 or (kind == "list-item" and text.rstrip()[-1] not in _FINAL)
            prefix = "・ " if kind in ("rule", "list-item") and bulleted else \
                "注意：" if kind == "note" else "例：" if kind == "example" else ""
            if pending and n and len(pages) % 2 == 1 and len(pages) > 1 \
                    and y + len(wrap(text, width, prefix, zh)) > rows:
                # the panel: a right page of its own; this section goes on over the page
                ptitle, pitems = pending
                pending = None
                pages.append([])
                y = rnd.uniform(0.0, 0.3)
                pages[-1].append((y, ptitle, -1))
                y += 1.5
                for pkind, ptext in pitems:
                    pre = "・ " if pkind in ("rule", "list-item") else ""
                    for ln in wrap(ptext, width, pre, zh):
                        pages[-1].append((y, ln, item))
                        y += 1.0
                    item += 1
                    truth += [(x, ptitle) for x in sentences_of(ptext if pre else pre + ptext)]
                pages.append([])
                y = rnd.uniform(0.0, 0.3)
            narrow = beside > 0 and kind in ("note", "example") and rnd.random() < beside
            lines = wrap(text, width // 2 if narrow else width, prefix, zh)
            if narrow:
                # the figure beside the text: labels at the right end of some of its rows and
                # below it, then as many rows of the figure with no text
                h = len(lines) + rnd.randint(2, 5)
                room(h)
                for r in sorted(rnd.sample(range(h), min(h, rnd.randint(2, 4)))):
                    pages[-1].append((y + r + 0.1, rnd.choice(words), -1))
                    labels += 1
            for ln in lines:
                room(1)
                pages[-1].append((y, ln, item))
                y += 1.0
            if narrow:
                y += h - len(lines)
            item += 1
            y += rnd.choice((0.0, 0.0, 0.2))
            body = text if prefix.startswith("・") else prefix + text
            if kind == "remark":
                remarks.append(len(truth))
            truth += [(s, title) for s in sentences_of(body)]
    if len(pages) % 2:
        pages.append([])
    out: list[str] = []
    items: list[int] = []
    cols: list[int] = []
    for s in range(0, len(pages), 2):
        left, right = pages[s], pages[s + 1]
        shift = rnd.uniform(0.0, 0.45)  # the right page's baselines sit a little lower
        placed = [(yy, 0, t, k) for yy, t, k in left] + [(yy + shift, 1, t, k) for yy, t, k in right]
        placed.sort(key=lambda p: (round(p[0], 3), p[1]))
        out += [t for _, _, t, _ in placed] + [str(s + 1), str(s + 2)]
        items += [k for _, _, _, k in placed] + [-1, -1]
        cols += [c for _, c, _, _ in placed] + [-1, -1]
    return Dump("\n".join(out) + "\n", truth, spreads=len(pages) // 2, labels=labels,
                items=items, columns=cols, remarks=remarks, listed=last_labels, named=named_labels)


def _label_words(sections: list[tuple[str, list[tuple[str, str]]]]) -> list[str]:
    """A figure's labels are words of the text: whole runs of katakana, or of kanji that end where
    a word ends somewhere in the text (a run cut to a length gave labels no word starts with,
    `ンカード`; a kanji run cut before its okurigana, `表向` of 表向き or `枚引` of 枚引いて, is no
    word, and no typesetter labels a figure with it)."""
    out = set()
    for _, items in sections:
        for _, t in items:
            out |= {w for w in re.findall(r"[ァ-ヶー]+", t) if 3 <= len(w) <= 8 and w[0] in _KATAKANA_START}
            cuts = {m.begin for m in morphemes(t)} | {len(t)}
            out |= {m.group() for m in re.finditer(r"[一-龥]+", t)
                    if 2 <= len(m.group()) <= 4 and m.start() in cuts and m.end() in cuts}
    return sorted(out)


# characters that tie words together in Chinese (particles, verbs of a rule, measure words): a
# figure label holds none of them
_ZH_GLUE = set("的了著是在把就和與或也都要可以不到從向被對為這那個張枚位一每其時後前上下再還並且將")


_FULL = str.maketrans(",:;!?()", "，：；！？（）")


def zh_full_width(text: str) -> str:
    """A Chinese dump as a Chinese typesetter prints it: ，：；！？（） full-width (the clause text
    the dumps are made from is folded to half-width), a comma between digits (1,000) left alone."""
    return re.sub(r"(?<![0-9]),|,(?![0-9])|[:;!?()]", lambda m: m.group().translate(_FULL), text)


def _label_words_zh(sections: list[tuple[str, list[tuple[str, str]]]]) -> list[str]:
    """A Chinese figure's labels are the document's terms: runs of two to four hanzi that the text
    writes three times or more, not inside a longer run it writes as often, with no grammatical
    glue in them (板塊, 冒險者, 寶藏標記). The Japanese way (kanji runs cut at the analyser's word
    ends) cuts Chinese anywhere (`張還`, `個寶藏`: no typesetter's label)."""
    text = "\n".join(t for _, items in sections for _, t in items)
    counts: dict[str, int] = {}
    for run in re.findall(r"[\u4e00-\u9fff]+", text):
        for n in range(2, 7):
            for i in range(len(run) - n + 1):
                counts[run[i:i + n]] = counts.get(run[i:i + n], 0) + 1
    longer = {w for w, c in counts.items() if c >= 3}
    keep = {w for w in longer if len(w) <= 4 and not set(w) & _ZH_GLUE}
    out = {w for w in keep if not any(len(v) > len(w) and w in v and counts[v] >= counts[w] for v in longer)}
    return sorted(out) or sorted(keep) or ["圖"]


def _remarks(items: list[tuple[str, str]], rnd: random.Random, share: float,
             zh: bool = False) -> list[tuple[str, str]]:
    """Some bulleted items' last sentence set apart as a plain remark: なお、… (Chinese: 另外，…)"""
    out: list[tuple[str, str]] = []
    for kind, text in items:
        parts = sentences_of(text)
        if kind == "rule" and len(parts) >= 2 and rnd.random() < share:
            # (a sentence opening with a connective of its own keeps it: no `また、ただし、`)
            word = rnd.choice(_CONNECTIVES_ZH if zh else _CONNECTIVES)
            own = re.match(r"(?:なお|ただし|また|さらに|しかし|つまり|そして)[、，]", parts[-1]) or (
                zh and re.match(r"(?:另外|此外|但是|不過|而且|因此|然後|如果)[,，]", parts[-1]))
            lead = "" if own else word
            out += [(kind, "".join(parts[:-1])), ("remark", lead + parts[-1])]
        else:
            out.append((kind, text))
    return out


_CONNECTIVES = ("なお、", "ただし、", "また、")
_CONNECTIVES_ZH = ("另外,", "但是,", "此外,")  # (folded, as the clause text is)


# --- measures ------------------------------------------------------------------------------

def _key(s: str) -> str:
    return re.sub(r"\s+", "", fold(s))


def read_back(clauses_doc: dict[str, Any]) -> list[tuple[str, str]]:
    """(sentence, section title) of a clauses document's running text, in its order."""
    titles = {s["id"]: s["title"] for s in clauses_doc["sections"]}
    out = []
    for c in clauses_doc["clauses"]:
        if c["kind"] in ("heading", "caption", "meta"):
            continue
        for s in sentences_of(c["text"]):
            out.append((_key(s), _key(titles.get(c["section"], ""))))
    return out


def measure_classes(dump: Dump, clauses_doc: dict[str, Any]) -> dict[str, int]:
    """The error classes set on purpose: remarks read right after the sentence before them and
    under their own heading; listed and named figure labels read as headings (wrongly)."""
    got = read_back(clauses_doc)
    where: dict[str, list[int]] = {}
    for i, (s, _) in enumerate(got):
        where.setdefault(s, []).append(i)
    out = {"remarks": len(dump.remarks), "remarks_in_order": 0, "remarks_in_section": 0,
           "listed": len(dump.listed), "listed_as_headings": 0,
           "named": len(dump.named), "named_as_headings": 0}
    for n in dump.remarks:
        (prev, _), (s, title) = dump.sentences[n - 1], dump.sentences[n]
        a, b = where.get(_key(prev), []), where.get(_key(s), [])
        out["remarks_in_order"] += any(y == x + 1 for x in a for y in b)
        out["remarks_in_section"] += any(got[y][1] == _key(title) for y in b)
    heads = {_key(c["text"]) for c in clauses_doc["clauses"] if c["kind"] == "heading"}
    out["listed_as_headings"] = sum(_key(t) in heads for t in dump.listed)
    out["named_as_headings"] = sum(_key(t) in heads for t in dump.named)
    return out


def measure(truth: list[tuple[str, str]], got: list[tuple[str, str]]) -> dict[str, float]:
    """whole: share of true sentences found as a sentence of the output; order: share of
    successive true sentences that are successive in the output; section: share of true sentences
    found under their own heading."""
    where: dict[str, list[int]] = {}
    for i, (s, _) in enumerate(got):
        where.setdefault(s, []).append(i)
    whole = order = section = 0
    idx: list[list[int]] = []
    for s, title in truth:
        hits = where.get(_key(s), [])
        idx.append(hits)
        if hits:
            whole += 1
            section += any(got[h][1] == _key(title) for h in hits)
    for (a, b) in pairwise(idx):  # (a sentence printed twice: any of its occurrences)
        order += any(y == x + 1 for x in a for y in b)
    n = max(1, len(truth))
    return {"sentences": len(truth), "whole": whole / n, "order": order / max(1, len(truth) - 1),
            "section": section / n}
