"""Quantities in a clause: numbers with their counter and their bound (`3枚以上`, `不到5張`,
`2 or more`, `more than 2`, `2〜5人`), read from the normalised text (full-width digits and
counted kanji/hanzi numerals are digits already), as integer intervals so `3以上` and `2超`
compare equal while `2以上` and `2超` do not."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from extract.normalise import COUNTERS, normalise

INF = math.inf

# bounds written before the number (zh, en) and after it (ja, zh, en); longest first
_PRE = [
    ("至少", ">="),
    ("最少", ">="),
    ("最低", ">="),
    ("不少於", ">="),
    ("最多", "<="),
    ("至多", "<="),
    ("最高", "<="),
    ("不超過", "<="),
    ("不到", "<"),
    ("少於", "<"),
    ("低於", "<"),
    ("小於", "<"),
    ("未滿", "<"),
    ("超過", ">"),
    ("多於", ">"),
    ("大於", ">"),
    ("高於", ">"),
    ("at least ", ">="),
    ("at most ", "<="),
    ("up to ", "<="),
    ("no more than ", "<="),
    ("more than ", ">"),
    ("greater than ", ">"),
    ("over ", ">"),
    ("fewer than ", "<"),
    ("less than ", "<"),
    ("under ", "<"),
]
_POST = [
    ("或以上", ">="),
    ("或更多", ">="),
    ("或以下", "<="),
    ("或更少", "<="),
    ("以上", ">="),
    ("以下", "<="),
    ("以内", "<="),
    ("まで", "<="),
    ("以內", "<="),
    ("未満", "<"),
    ("未滿", "<"),
    ("を超える", ">"),
    ("を超え", ">"),
    ("超過", ">"),
    ("超", ">"),
    ("より多い", ">"),
    ("より多く", ">"),
    ("より大きい", ">"),
    ("より大きく", ">"),
    ("を上回る", ">"),
    ("より少ない", "<"),
    ("より少なく", "<"),
    ("より小さい", "<"),
    ("より小さく", "<"),
    ("を下回る", "<"),
    (" or more", ">="),
    (" or greater", ">="),
    (" or fewer", "<="),
    (" or less", "<="),
    ("+", ">="),
]
_COUNTER_RE = "|".join(map(re.escape, sorted(COUNTERS, key=len, reverse=True)))
_EN_COUNTER = r" (?!or\b|more\b|fewer\b|less\b|and\b|to\b)[a-z]+"
_QTY = re.compile(
    r"(?P<pre>" + "|".join(re.escape(p) for p, _ in _PRE) + r")?"
    r"(?P<n1>\d+(?:\.\d+)?)(?:\s*(?P<range>[〜~\-–至到])\s*(?P<n2>\d+(?:\.\d+)?))?"
    r"(?P<counter>" + _COUNTER_RE + r"|" + _EN_COUNTER + r")?"
    r"(?P<post>" + "|".join(re.escape(p) for p, _ in _POST) + r")?",
    re.I,
)
_OR = re.compile(r"\s*(?:または|もしくは|か|或是|或者|或|or)\s*", re.I)
_NOT_A_COUNT = re.compile(r"(?:另外|另|任何|任|某|哪)$")
_PRE_OP = dict((p.lower(), o) for p, o in _PRE)
_POST_OP = dict((p.lower(), o) for p, o in _POST)


@dataclass(frozen=True)
class Quantity:
    text: str  # as matched in the normalised text
    numbers: tuple[float, ...]  # as written (one, or both ends of a range)
    op: str  # "=", ">=", "<=", ">", "<", "range"
    counter: str
    lo: float
    hi: float

    @property
    def interval(self) -> tuple[float, float]:
        return (self.lo, self.hi)


def _num(s: str) -> float:
    return float(s)


def quantities(text: str) -> list[Quantity]:
    norm = normalise(text, numerals=True).text
    out: list[Quantity] = []
    last_end = 0
    for m in _QTY.finditer(norm):
        start = m.start("n1")
        if start > 0 and (norm[start - 1].isalpha() and norm[start - 1].isascii()):
            continue  # part of a name (A1, p3)
        n1 = _num(m.group("n1"))
        if n1 == 1 and not m.group("pre") and _NOT_A_COUNT.search(norm[max(0, start - 2) : start]):
            continue  # 另一個 (another), 任何一位 (any), 某一張 (some): an article, not a count
        n2 = _num(m.group("n2")) if m.group("n2") else None
        if n2 is not None and m.group("range") in "-–" and not (m.group("counter") or "").strip():
            n2 = None if n2 < n1 else n2  # 1-2 as a range only when increasing
        counter = (m.group("counter") or "").strip().lower()
        pre, post = (m.group("pre") or "").lower(), (m.group("post") or "").lower()
        op = _PRE_OP.get(pre) or _POST_OP.get(post) or "="
        if n2 is not None and n2 >= n1:
            nums: tuple[float, ...] = (n1, n2)
            lo, hi, op = n1, n2, "range"
        else:
            nums = (n1,)
            lo, hi = {
                "=": (n1, n1),
                ">=": (n1, INF),
                "<=": (-INF, n1),
                ">": (n1 + 1 if n1.is_integer() else n1, INF),
                "<": (-INF, n1 - 1 if n1.is_integer() else n1),
            }[op]
        q = Quantity(m.group(0).strip(), nums, op, counter, lo, hi)
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.op == q.op == "="
            and prev.counter in ("", q.counter)
            and q.lo == prev.lo + 1
            and _OR.fullmatch(norm[last_end : m.start()])
        ):
            # 1個または2個, 1 or 2: the integers of a range, as 1〜2 says them
            out[-1] = Quantity(f"{prev.text}{norm[last_end : m.start()]}{q.text}", (prev.lo, q.lo), "range",
                               q.counter, prev.lo, q.lo)
        else:
            out.append(q)
        last_end = m.end()
    return out


def show(n: float) -> str:
    return str(int(n)) if float(n).is_integer() else str(n)


@dataclass
class QuantityDiff:
    numbers_a: list[str]  # numbers of A the other side lacks
    numbers_b: list[str]
    conditions: list[tuple[Quantity, Quantity]]  # same number, different bound


TRIVIAL = frozenset({"0", "1"})


def compare(qa: list[Quantity], qb: list[Quantity]) -> QuantityDiff:
    """Quantities of equal interval cancel out first (`3以上` = `2超`); then the numbers left are
    compared as multisets, and a number both sides still have with different bounds is a condition
    change (`2以上` against `2超`, `2 or more` against `more than 2`)."""
    ra, rb = list(qa), list(qb)

    def cancel(same: Callable[[Quantity, Quantity], bool]) -> None:
        for q in list(ra):
            twin = next((x for x in rb if same(q, x)), None)
            if twin is not None:
                ra.remove(q)
                rb.remove(twin)

    # the same bound on the same number first, then equal intervals written with other numbers
    # (`3以上` = `2超`): else `超過1` could cancel against a `2以上` the clause also has and leave
    # the changed `1以上` -> `超過1` as two stray numbers
    cancel(lambda q, x: x.interval == q.interval and x.numbers == q.numbers)
    cancel(lambda q, x: x.interval == q.interval)
    conditions = []
    for q in list(ra):
        twin = next((x for x in rb if set(x.numbers) & set(q.numbers) and x.op != q.op), None)
        if twin is not None:
            conditions.append((q, twin))
            ra.remove(q)
            rb.remove(twin)
    na = Counter(show(n) for q in ra for n in q.numbers)
    nb = Counter(show(n) for q in rb for n in q.numbers)
    only_a, only_b = sorted((na - nb).elements(), key=float), sorted((nb - na).elements(), key=float)
    return QuantityDiff(only_a, only_b, conditions)
