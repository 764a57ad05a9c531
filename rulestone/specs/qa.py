"""Number QA across editions, as translation QA tools (Xbench, Verifika, Okapi CheckMate) report
it: the numbers of one side's text compared with the other's after normalisation, so `５枚`,
`五枚` and `5 cards` all read 5."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from extract.normalise import normalise

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_PLACEHOLDER = re.compile(r"\{\{.*?\}\}", re.S)
# 0 and 1 are too often words rather than quantities (一張 "a card", 一格 "one space", "no cards")
# to report when they appear on one side only; a 1 against a 2 is still a difference.
TRIVIAL = frozenset({"0", "1"})


def number_list(text: str) -> list[str]:
    """The numbers in a text after normalisation (full-width and counted kanji numerals read as
    digits), in order; leading zeros dropped so `05` equals `5`."""
    found = _NUMBER.findall(normalise(text, numerals=True).text)
    return [n if "." in n else (n.lstrip("0") or "0") for n in found]


def numbers(text: str) -> set[str]:
    return set(number_list(text))


def literal_numbers(text: str) -> set[str]:
    """Numbers written into a spec text itself, not through a `{{ parameter }}` placeholder."""
    return numbers(_PLACEHOLDER.sub(" ", text))


def value_numbers(value: object) -> set[str]:
    """The numbers a parameter value stands for (every value of a by-players table)."""
    if isinstance(value, bool):
        return set()
    if isinstance(value, int | float):
        return numbers(str(int(value)) if float(value).is_integer() else str(value))
    if isinstance(value, str):
        return numbers(value)
    if isinstance(value, dict):
        table = value.get("by_players", value)
        if isinstance(table, dict):
            return set().union(set(), *(value_numbers(v) for v in table.values()))
    return set()


@dataclass
class NumberMismatch:
    kind: str  # "number differs" | "number missing"
    only_a: list[str]
    only_b: list[str]


def compare(a: Iterable[str], b: Iterable[str]) -> NumberMismatch | None:
    """Compare the numbers of two editions' texts as multisets (`2 players, 3 colours` against
    `2 players, 2 colours` differs although both contain a 2). Both sides with numbers the other
    lacks is a difference; numbers on one side only is an omission (a quote may say less)."""
    na = Counter(n for t in a for n in number_list(t))
    nb = Counter(n for t in b for n in number_list(t))
    only_a, only_b = sorted((na - nb).elements(), key=_numkey), sorted((nb - na).elements(), key=_numkey)
    if only_a and only_b:
        return NumberMismatch("number differs", only_a, only_b)
    only_a, only_b = [n for n in only_a if n not in TRIVIAL], [n for n in only_b if n not in TRIVIAL]
    if only_a or only_b:
        return NumberMismatch("number missing", only_a, only_b)
    return None


def _numkey(n: str) -> tuple[float, str]:
    return float(n), n
